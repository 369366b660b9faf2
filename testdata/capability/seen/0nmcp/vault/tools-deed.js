/** @param {import("@modelcontextprotocol/sdk/server/mcp.js").McpServer} server */

server.tool(
  "deed_create",
  `Create a Business Deed — package an entire business's digital assets into a single encrypted, verifiable .0nv container file.`,
  {},
  async () => ({ content: [] })
);

server.tool(
  "deed_open",
  `Open and decrypt a Business Deed (.0nv file).`,
  {},
  async () => ({ content: [] })
);

server.tool(
  "deed_inspect",
  `Inspect a Business Deed without decrypting.`,
  {},
  async () => ({ content: [] })
);

server.tool(
  "deed_verify",
  `Verify a Business Deed's Seal of Truth and Ed25519 signature.`,
  {},
  async () => ({ content: [] })
);

server.tool(
  "deed_accept",
  `Accept a Business Deed transfer — buyer signs acceptance with chain of custody.`,
  {},
  async () => ({ content: [] })
);

server.tool(
  "deed_import",
  `Import a Business Deed — decrypt and write credentials to live system config.`,
  {},
  async () => ({ content: [] })
);
