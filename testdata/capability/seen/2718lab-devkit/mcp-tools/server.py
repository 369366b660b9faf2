from mcp.server.fastmcp import FastMCP


@mcp.tool()
def project_index_register():
    """Register the sole public path input and return only an opaque workspace id."""
    ...


@mcp.tool()
def project_index_sync():
    """Synchronize one registered workspace without accepting a second root."""
    ...


@mcp.tool()
def project_index_status():
    """Read verified index status through the opaque workspace boundary."""
    ...


@mcp.tool()
def project_index_query():
    """Run a receipt-persisting bounded query against one workspace id."""
    ...


@mcp.tool()
def worktree_checkpoint_create():
    """Create a checkpoint only after a host-private lease authority resolves scope."""
    ...


@mcp.tool()
def worktree_checkpoint_status():
    """Read checkpoint metadata through its compound workspace boundary."""
    ...


@mcp.tool()
def worktree_checkpoint_restore():
    """Restore only a task-owned checkpoint after the root authority check."""
    ...


@mcp.tool()
def atlas_query():
    """Read bounded Atlas graph facts only."""
    ...


@mcp.tool()
def atlas_prepare():
    """Prepare an Atlas packet through one call-owned read/write UoW."""
    ...


@mcp.tool()
def atlas_render():
    """Render a verified Atlas packet without exposing any host path."""
    ...


@mcp.tool()
def atlas_accept():
    """Accept Atlas evidence by its four opaque identifiers only."""
    ...


@mcp.tool()
def relay_compile():
    """Compile a locked Relay request using only verified read snapshots."""
    ...


@mcp.tool()
def fastlane_compile():
    """Compile inert Fast Lane descriptors without receiving host-private evidence."""
    ...


@mcp.tool()
def relay_start():
    """Start Relay only when the private capability broker is available."""
    ...


@mcp.tool()
def relay_status():
    """Read Relay status without requiring a broker or proof provider."""
    ...


@mcp.tool()
def relay_handoff():
    """Apply one exact worker lifecycle action through the Relay runtime owner."""
    ...


@mcp.tool()
def relay_integrate():
    """Apply a proof-bound Relay integration action with no head/commit inputs."""
    ...
