/** @param {import("@modelcontextprotocol/sdk/server/mcp.js").McpServer} server */

server.tool(
  "vault_container_create",
  `Create a new 0nVault container with semantically-layered encryption.`,
  {},
  async () => ({ content: [] })
);

server.tool(
  "vault_container_open",
  `Open and decrypt a 0nVault container (.0nv file).`,
  {},
  async () => ({ content: [] })
);

server.tool(
  "vault_container_inspect",
  `Inspect a 0nVault container without decrypting.`,
  {},
  async () => ({ content: [] })
);

server.tool(
  "vault_container_verify",
  `Verify a 0nVault container's Seal of Truth and Ed25519 signature.`,
  {},
  async () => ({ content: [] })
);

server.tool(
  "vault_container_escrow_create",
  `Generate escrow keypairs for multi-party vault access.`,
  {},
  async () => ({ content: [] })
);

server.tool(
  "vault_container_escrow_unwrap",
  `Unwrap a 0nVault container using an escrow party's key.`,
  {},
  async () => ({ content: [] })
);

server.tool(
  "vault_container_transfer",
  `Register a vault container transfer and get a transfer ID.`,
  {},
  async () => ({ content: [] })
);

server.tool(
  "vault_container_revoke",
  `Revoke a vault container transfer ID.`,
  {},
  async () => ({ content: [] })
);
