import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
server.registerTool("get_balance", { description: "Check your pipeline check credit balance.", inputSchema: {} }, async () => ({ content: [] }))
server.registerTool("get_pricing", { description: "Show available pipeline check credit packages and pricing.", inputSchema: {} }, async () => ({ content: [] }))
server.registerTool("purchase", { description: "Purchase pipeline check credits.", inputSchema: {} }, async () => ({ content: [] }))
