import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
server.registerTool("upload_file", { description: "Upload a file to objekt.sh storage.", inputSchema: {}, annotations: { readOnlyHint: false } }, async () => ({ content: [] }))
server.registerTool("upload_from_sandbox", { description: "Upload a file from a sandbox/container path (e.g. /mnt/user-data/, /home/claude/) that the host cannot access.", inputSchema: {}, annotations: { readOnlyHint: false } }, async () => ({ content: [] }))
server.registerTool("get_file", { description: "Get a file from objekt.sh by name.", inputSchema: {}, annotations: { readOnlyHint: true } }, async () => ({ content: [] }))
server.registerTool("get_pricing", { description: "Get current storage pricing and limits from objekt.sh.", inputSchema: {}, annotations: { readOnlyHint: true } }, async () => ({ content: [] }))
server.registerTool("check_connection", { description: "Test connectivity to api.objekt.sh.", inputSchema: {}, annotations: { readOnlyHint: true } }, async () => ({ content: [] }))
server.registerTool("get_version", { description: "Returns the installed version of the Objekt.sh MCP server.", inputSchema: {}, annotations: { readOnlyHint: true } }, async () => ({ content: [] }))
