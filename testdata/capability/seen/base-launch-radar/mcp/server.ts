import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

server.registerTool(
  "get_base_launches",
  {
    description:
      "Ranked feed of freshly-launched Base tokens, each scored for safety + momentum into one " +
      "machine-actionable AVOID / WATCH / HOT decision with a 0-100 composite, a calibrated " +
      "safetyConfidence, and transparent per-signal checks[].",
    inputSchema: {},
  },
  async () => ({ content: [] }),
);

server.registerTool(
  "check_base_token",
  {
    description:
      "Deep-score ONE Base token by address — the 'is this token safe to buy?' gate an agent runs " +
      "before a swap.",
    inputSchema: {},
  },
  async () => ({ content: [] }),
);

server.registerTool(
  "check_base_tokens_batch",
  {
    description:
      "Pre-screen a WATCHLIST: score up to 20 Base tokens in one call, each with its AVOID / WATCH / " +
      "HOT decision + composite + per-signal checks[].",
    inputSchema: {},
  },
  async () => ({ content: [] }),
);
