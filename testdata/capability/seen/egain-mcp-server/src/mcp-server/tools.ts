import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

server.registerTool("list_tools", {
  description: "List available tools.",
  inputSchema: {},
  annotations: { readOnlyHint: true, destructiveHint: false },
}, async () => ({ content: [] }));

server.registerTool("describe_tool_input", {
  description: "Get the input schema for one or more tools.",
  inputSchema: {},
  annotations: { readOnlyHint: true, destructiveHint: false },
}, async () => ({ content: [] }));

server.registerTool("execute_tool", {
  description: "Execute a tool by name with the provided input parameters.",
  inputSchema: {},
  annotations: { readOnlyHint: false, destructiveHint: true },
}, async () => ({ content: [] }));

server.registerTool("list_scopes", {
  description: [
    "List the scopes available on this server.",
  ].join("\n"),
  annotations: { readOnlyHint: true, destructiveHint: false },
}, async () => ({ content: [] }));
