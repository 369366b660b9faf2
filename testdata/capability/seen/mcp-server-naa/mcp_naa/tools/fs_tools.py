from .. import app

@app.mcp_agent.tool("Discover-SensitiveData")
def get_sensitive_data():
    """Discovers where sensitive data exists based on DLP matches."""

@app.mcp_agent.tool("Get-OpenShares")
def get_open_shares():
    """Discovers open shares (accessible to broad groups like 'Everyone' or 'Domain Users')."""

@app.mcp_agent.tool("Get-TrusteeAccess")
def get_trustee_access():
    """Finds filesystem resources where a specific trustee (Domain\\Name) has access."""

@app.mcp_agent.tool("Get-TrusteePermissionSource")
def get_permission_source():
    """For a given trustee (Domain\\Name) and network resource path (UNC), finds the source of their access."""

@app.mcp_agent.tool("Get-ResourceAccess")
def get_resource_access():
    """Gets the effective access list for a specific resource path (UNC)."""

@app.mcp_agent.tool("Get-UnusedAccess")
def get_unused_access():
    """For a specified share path, identifies users whose last activity was more than N days ago (default 90)."""

@app.mcp_agent.tool("Get-RunningJobs")
def get_running_jobs():
    """Gets currently running Netwrix Access Auditor jobs from SA_JobStatsTbl."""

@app.mcp_agent.tool("Get-ShadowAccess")
def get_shadow_access():
    """Retrieves details about shadow access (potential ungoverned access routes)."""
