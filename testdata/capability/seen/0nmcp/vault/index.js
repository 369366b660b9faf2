/** @param {import("@modelcontextprotocol/sdk/server/mcp.js").McpServer} server */

server.tool(
  "vault_seal",
  `Encrypt a service's credentials on disk using AES-256-GCM.`,
  {},
  async () => ({ content: [] })
);

server.tool(
  "vault_unseal",
  `Decrypt a service's sealed credentials into memory only.`,
  {},
  async () => ({ content: [] })
);

server.tool(
  "vault_verify",
  `Check a sealed connection's integrity and machine binding.`,
  {},
  async () => ({ content: [] })
);

server.tool(
  "vault_fingerprint",
  `Show your machine's hardware fingerprint.`,
  {},
  async () => ({ content: [] })
);
