from fastmcp import FastMCP, Context


def register_custom_tools(mcp: FastMCP, auth_state):
    @mcp.tool
    async def setup_kion_config(ctx: Context) -> str:
        """REQUIRED SETUP: This Kion MCP Server is missing required configuration."""
        ...

    @mcp.tool
    async def check_config_status(ctx: Context) -> str:
        """Call this tool AFTER manually updating the config file to activate API tools."""
        ...

    @mcp.tool
    async def get_spend_report(ctx: Context) -> str:
        """Get a spend report for the specified date range and filters."""
        ...

    @mcp.tool
    async def get_label_key_id(ctx: Context) -> str:
        """Get a label's key ID by label ID."""
        ...

    @mcp.tool
    async def get_entity_by_id(ctx: Context) -> str:
        """Get entity details by ID and type."""
        ...

    @mcp.tool
    async def get_cloud_access_roles_on_entity(ctx: Context) -> str:
        """Get cloud access roles on an entity by ID and entity type (project or ou)."""
        ...

    @mcp.tool
    async def get_cloud_access_role_details(ctx: Context) -> str:
        """Get detailed cloud access role information by ID (the specific CAR id, you'll need to know this before calling this tool) and role type (project or ou)."""
        ...

    @mcp.tool
    async def get_user_info(ctx: Context) -> str:
        """Get user information by type and ID."""
        ...
