/** @param {import("@modelcontextprotocol/sdk/server/mcp.js").McpServer} server */

server.tool(
  "execute",
  `Execute any task using connected services.`,
  {},
  async () => ({ content: [] })
);

server.tool(
  "connect_service",
  `Connect a service so the orchestrator can use it.`,
  {},
  async () => ({ content: [] })
);

server.tool(
  "disconnect_service",
  "Disconnect a connected service.",
  {},
  async () => ({ content: [] })
);

server.tool(
  "list_connections",
  "List all connected services, their types, and capability counts.",
  {},
  async () => ({ content: [] })
);

server.tool(
  "list_available_services",
  "List all services that can be connected, grouped by category.",
  {},
  async () => ({ content: [] })
);

server.tool(
  "get_service_info",
  "Get detailed information about a specific service — capabilities, endpoints, and required credentials.",
  {},
  async () => ({ content: [] })
);

server.tool(
  "api_call",
  "Make a direct API call to any connected service.",
  {},
  async () => ({ content: [] })
);

server.tool(
  "run_workflow",
  `Execute a pre-defined .0n workflow file.`,
  {},
  async () => ({ content: [] })
);

server.tool(
  "list_workflows",
  "List all .0n workflow files deployed to ~/.0n/workflows/.",
  {},
  async () => ({ content: [] })
);
