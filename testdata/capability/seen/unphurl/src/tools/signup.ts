import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
server.registerTool("signup", { description: "Create a new Unphurl account.", inputSchema: {} }, async () => ({ content: [] }))
server.registerTool("resend_verification", { description: "Resend the email verification link for an existing Unphurl account.", inputSchema: {} }, async () => ({ content: [] }))
