from .. import app

@app.mcp_agent.tool("Get-ADEffectiveMembership")
def get_effective_group_members():
    """Discovers the effective membership of groups in Active Directory, with optional filters."""

@app.mcp_agent.tool("Get-ADExceptions")
def get_ad_exceptions():
    """Retrieves a list of exceptions defined in the AD inventory, with optional filters."""

@app.mcp_agent.tool("Get-ADPermissions")
def get_ad_permissions():
    """Retrieves Active Directory permissions from SA_ADPerms_PermissionsView, excluding deleted entries."""

@app.mcp_agent.tool("Get-DomainControllers")
def get_domain_controllers():
    """Retrieves a list of domain controllers from the SA_AD_DCSummary_List view."""

@app.mcp_agent.tool("Get-CertificateVulnerabilities")
def get_certificate_vulnerabilities():
    """Retrieves a list of domain controllers from the SA_AD_DCSummary_List view."""

@app.mcp_agent.tool("Get-ADCARights")
def get_adca_rights():
    """Retrieves a list of domain controllers from the SA_AD_DCSummary_List view."""

@app.mcp_agent.tool("Get-ADSecurityAssessment")
def get_ad_security_assessment():
    """Retrieves results from the Access Analyzer AD Security Assessment"""

@app.mcp_agent.tool("Get-ADUsers")
def get_ad_users():
    """Retrieves Active Directory user details from SA_ADInventory_UsersView, excluding deleted users."""

@app.mcp_agent.tool("Get-ADGroups")
def get_ad_groups():
    """Retrieves Active Directory group details from SA_ADInventory_GroupsView."""

@app.mcp_agent.tool("Get-ADComputers")
def get_ad_computers():
    """Retrieves Active Directory computer details from SA_ADInventory_ComputersView, excluding deleted computers."""
