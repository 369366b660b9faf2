/** @param {import("@modelcontextprotocol/sdk/server/mcp.js").McpServer} server */

server.tool(
  "crm_auth_url",
  "Generate the OAuth authorization URL for connecting a CRM sub-account.",
  {},
  async () => ({ content: [] })
);

server.tool(
  "crm_exchange_token",
  "Exchange an OAuth authorization code for access and refresh tokens.",
  {},
  async () => ({ content: [] })
);

server.tool(
  "crm_refresh_token",
  "Refresh an expired CRM access token.",
  {},
  async () => ({ content: [] })
);

server.tool(
  "crm_create_tags",
  "Bulk create tags in a CRM sub-account.",
  {},
  async () => ({ content: [] })
);

server.tool(
  "crm_create_pipeline",
  "Create a pipeline with stages in a CRM sub-account.",
  {},
  async () => ({ content: [] })
);

server.tool(
  "crm_create_custom_values",
  "Create custom values in a CRM sub-account.",
  {},
  async () => ({ content: [] })
);

server.tool(
  "crm_process_workflow",
  "Process a workflow JSON definition.",
  {},
  async () => ({ content: [] })
);

server.tool(
  "crm_deploy_snapshot",
  "Deploy a full snapshot — pipeline, tags, custom values, and workflow definitions — in a single operation.",
  {},
  async () => ({ content: [] })
);

server.tool(
  "crm_list_workflows",
  "List all workflows in a CRM sub-account.",
  {},
  async () => ({ content: [] })
);

server.tool(
  "crm_list_pipelines",
  "List all pipelines and their stages in a CRM sub-account.",
  {},
  async () => ({ content: [] })
);
