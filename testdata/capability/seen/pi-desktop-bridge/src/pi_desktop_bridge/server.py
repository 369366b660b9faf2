from mcp.server.fastmcp import FastMCP
from mcp.types import ImageContent, TextContent, ToolAnnotations

read_only = ToolAnnotations(readOnlyHint=True, destructiveHint=False, openWorldHint=False)
input_tool = ToolAnnotations(readOnlyHint=False, destructiveHint=True, openWorldHint=True)
release_tool = ToolAnnotations(readOnlyHint=False, destructiveHint=False, idempotentHint=True, openWorldHint=False)

@server.tool(description="Show connection and desktop dimensions for the authorized Raspberry Pi.", annotations=read_only)
async def desktop_status():
    ...

@server.tool(description="Check Pi agent and desktop prerequisites without acquiring a session.", annotations=read_only)
async def desktop_health():
    ...

@server.tool(description="Capture the current Raspberry Pi desktop.", annotations=read_only)
async def desktop_screenshot():
    ...

@server.tool(description="Release this bridge's Pi desktop session.", annotations=release_tool)
async def desktop_disconnect():
    ...

@server.tool(description="Move the pointer to original screenshot pixel coordinates, then show a fresh screenshot.", annotations=input_tool)
async def desktop_move():
    ...

@server.tool(description="Click at original screenshot pixel coordinates and show a fresh screenshot.", annotations=input_tool)
async def desktop_click():
    ...

@server.tool(description="Drag between original screenshot pixel coordinates and show a fresh screenshot.", annotations=input_tool)
async def desktop_drag():
    ...

@server.tool(description="Scroll at an explicit target in original screenshot pixels (x and y together), then show a fresh screenshot.", annotations=input_tool)
async def desktop_scroll():
    ...

@server.tool(name="desktop_type", description="Type text into the focused desktop app and show a fresh screenshot.", annotations=input_tool)
async def desktop_type():
    ...

@server.tool(description="Press a key combination in the focused desktop app and show a fresh screenshot.", annotations=input_tool)
async def desktop_key():
    ...
