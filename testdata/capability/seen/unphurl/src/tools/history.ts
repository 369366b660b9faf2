import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
server.registerTool("check_history", { description: "View recent URL check history.", inputSchema: {} }, async () => ({ content: [] }))
