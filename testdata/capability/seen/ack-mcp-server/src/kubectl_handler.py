from fastmcp import FastMCP, Context


@server.tool(
    name="ack_kubectl",
    description="Execute kubectl command with intelligent context management for ACK clusters."
)
async def ack_kubectl():
    ...
