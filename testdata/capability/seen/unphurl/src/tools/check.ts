import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
server.registerTool("check_url", { description: "Check a single URL for security and data quality signals.", inputSchema: {} }, async () => ({ content: [] }))
