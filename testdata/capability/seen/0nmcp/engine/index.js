/** @param {import("@modelcontextprotocol/sdk/server/mcp.js").McpServer} server */

server.tool(
  "engine_import",
  `Import and map credentials from a .env, CSV, or JSON file.`,
  {},
  async () => ({ content: [] })
);

server.tool(
  "engine_verify",
  `Verify API credentials by making lightweight test calls to each service.`,
  {},
  async () => ({ content: [] })
);

server.tool(
  "engine_platforms",
  `Generate MCP server configuration for AI platforms.`,
  {},
  async () => ({ content: [] })
);

server.tool(
  "engine_export",
  `Export connected services as a portable .0n bundle file.`,
  {},
  async () => ({ content: [] })
);

server.tool(
  "engine_bundle",
  `Full pipeline: import credentials from file → map to services → create encrypted .0n bundle.`,
  {},
  async () => ({ content: [] })
);

server.tool(
  "engine_open",
  `Open a .0n bundle file and extract connections to this machine.`,
  {},
  async () => ({ content: [] })
);

server.tool(
  "app_build",
  `Build a .0n application bundle — a portable encrypted file containing endpoints, workflows, operations, automations, and connections.`,
  {},
  async () => ({ content: [] })
);

server.tool(
  "app_open",
  `Open a .0n application bundle file.`,
  {},
  async () => ({ content: [] })
);

server.tool(
  "app_inspect",
  `Inspect a .0n application bundle without passphrase.`,
  {},
  async () => ({ content: [] })
);

server.tool(
  "app_validate",
  `Validate a .0n application bundle's structure and cross-references.`,
  {},
  async () => ({ content: [] })
);

server.tool(
  "app_list",
  `List installed .0n applications from ~/.0n/apps/.`,
  {},
  async () => ({ content: [] })
);
