import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

server.tool("get_auth_status", {}, async () => ({ content: [] }));
server.tool("get_debug_logs", {}, async () => ({ content: [] }));
server.tool("list_experiments", {}, async () => ({ content: [] }));
