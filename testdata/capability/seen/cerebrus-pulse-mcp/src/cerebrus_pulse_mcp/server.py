from mcp.server import Server
from mcp.types import Tool, TextContent


@server.list_tools()
async def list_tools() -> list[Tool]:
    return [
        Tool(
            name="cerebrus_list_coins",
            description=(
                "List all available coins on Cerebrus Pulse. "
            ),
            inputSchema={},
        ),
        Tool(
            name="cerebrus_health",
            description=(
                "Check Cerebrus Pulse gateway health status. "
            ),
            inputSchema={},
        ),
        Tool(
            name="cerebrus_pulse",
            description=(
                "Get multi-timeframe technical analysis for a Hyperliquid perpetual. "
            ),
            inputSchema={},
        ),
        Tool(
            name="cerebrus_sentiment",
            description=(
                "Get aggregated crypto market sentiment analysis. "
            ),
            inputSchema={},
        ),
        Tool(
            name="cerebrus_funding",
            description=(
                "Get funding rate analysis for a Hyperliquid perpetual. "
            ),
            inputSchema={},
        ),
        Tool(
            name="cerebrus_bundle",
            description=(
                "Get complete analysis bundle: technical analysis + sentiment + funding combined in one call. "
            ),
            inputSchema={},
        ),
    ]
