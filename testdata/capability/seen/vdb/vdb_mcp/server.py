from mcp.types import TextContent, Tool


@server.list_tools()
async def list_tools() -> list[Tool]:
    return [
        Tool(
            name="vdb_check_package",
            description=("BEFORE recommending or installing any package, call this to check the package against the VDB vulnerability and slopsquatting database."),
            inputSchema={},
        ),
        Tool(
            name="vdb_check_packages",
            description=("Bulk-check multiple package names for slopsquatting risk."),
            inputSchema={},
        ),
        Tool(
            name="vdb_lookup",
            description="Fetch a single vulnerability by ID or alias (e.g. CVE-2024-1234, GHSA-xxxx-yyyy-zzzz, VDB-SLOP-…).",
            inputSchema={},
        ),
        Tool(
            name="vdb_search",
            description="Free-text search over the VDB vulnerability corpus.",
            inputSchema={},
        ),
        Tool(
            name="vdb_check_mcp_server",
            description=("BEFORE recommending the user install a community/unofficial MCP server, call this to look up its declared scopes, trust tier, and known risk profile."),
            inputSchema={},
        ),
        Tool(
            name="vdb_list_slopsquatting",
            description="List packages currently flagged as slopsquatting candidates in a given ecosystem.",
            inputSchema={},
        ),
    ]
