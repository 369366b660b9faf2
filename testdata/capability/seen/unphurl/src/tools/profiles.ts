import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
server.registerTool("list_profiles", { description: "List all custom scoring profiles on this account.", inputSchema: {} }, async () => ({ content: [] }))
server.registerTool("create_profile", { description: "Create or update a custom scoring profile.", inputSchema: {} }, async () => ({ content: [] }))
server.registerTool("delete_profile", { description: "Delete a custom scoring profile.", inputSchema: {} }, async () => ({ content: [] }))
server.registerTool("show_defaults", { description: "Show all 25 scoring signals with their default weights and descriptions.", inputSchema: {} }, async () => ({ content: [] }))
