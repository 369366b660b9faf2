import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
server.registerTool("check_urls", { description: "Check multiple URLs in a single batch.", inputSchema: {} }, async () => ({ content: [] }))
