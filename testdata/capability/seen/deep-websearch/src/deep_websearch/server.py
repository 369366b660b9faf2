from mcp.server.fastmcp import FastMCP
from mcp.types import ToolAnnotations

_READ_ONLY = ToolAnnotations(readOnlyHint=True, destructiveHint=False)


@mcp.tool(annotations=_READ_ONLY)
async def source_status() -> dict:
    """List every source's configuration readiness; probe=True performs network initialization checks."""
    ...


@mcp.tool(annotations=_READ_ONLY)
async def broad_search() -> dict:
    """Search all configured sources across bounded query expansion rounds with citations and coverage."""
    ...


@mcp.tool(annotations=_READ_ONLY)
async def fetch_page() -> dict:
    """Extract bounded original HTML/text evidence from a public URL; redirects and DNS are validated."""
    ...


@mcp.tool(annotations=_READ_ONLY)
async def fetch_pages() -> dict:
    """Read up to 10 public evidence pages; individual failures do not discard successful extractions."""
    ...
