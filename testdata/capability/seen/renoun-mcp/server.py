from mcp.types import Tool, TextContent

TOOL_DEFS = [
    {
        "name": "renoun_analyze",
        "description": (
            "Deep structural analysis of a conversation."
        ),
        "inputSchema": {},
    },
    {
        "name": "renoun_health_check",
        "description": (
            "Fast structural triage."
        ),
        "inputSchema": {},
    },
    {
        "name": "renoun_compare",
        "description": (
            "Structural A/B test between two conversations."
        ),
        "inputSchema": {},
    },
    {
        "name": "renoun_pattern_query",
        "description": (
            "Query structural patterns across sessions over time."
        ),
        "inputSchema": {},
    },
]
