import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
server.registerTool("get_stats", { description: "View your account usage statistics.", inputSchema: {} }, async () => ({ content: [] }))
