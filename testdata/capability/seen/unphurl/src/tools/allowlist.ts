import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
server.registerTool("list_allowlist", { description: "List all domains on this account's trusted allowlist.", inputSchema: {} }, async () => ({ content: [] }))
server.registerTool("add_to_allowlist", { description: "Add one or more domains to this account's trusted allowlist.", inputSchema: {} }, async () => ({ content: [] }))
server.registerTool("remove_from_allowlist", { description: "Remove one or more domains from this account's trusted allowlist.", inputSchema: {} }, async () => ({ content: [] }))
