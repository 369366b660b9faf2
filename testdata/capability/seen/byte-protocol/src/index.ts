import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

server.tool(
  "byte_search_publishers",
  "Search Byte Protocol publishers by topic, minimum PQS score, and sort order.",
  {},
  async () => ({ content: [] })
);

server.tool(
  "byte_get_publisher",
  "Get detailed on-chain info for a specific Byte Protocol publisher: status, tier, stake, subscribers, messages, revenue, schema config, and PQS breakdown (freshness, accuracy, availability, completeness).",
  {},
  async () => ({ content: [] })
);

server.tool(
  "byte_get_network_stats",
  "Get Byte Protocol network-wide statistics: total publishers, messages streamed, subscriber fees, publishing fees, and total revenue.",
  {},
  async () => ({ content: [] })
);

server.tool(
  "byte_check_subscription",
  "Check if an address is subscribed to a specific publisher on Byte Protocol.",
  {},
  async () => ({ content: [] })
);

server.tool(
  "byte_get_token_balances",
  "Get PPB token, USDC, and ETH balances for an address on Arbitrum Sepolia.",
  {},
  async () => ({ content: [] })
);

server.tool(
  "byte_list_feeds",
  "List all active data feeds on Byte Protocol with topics, pricing, frequency, PQS scores, and tier information.",
  {},
  async () => ({ content: [] })
);

server.tool(
  "byte_list_my_subscriptions",
  "List every active subscription for a given wallet address.",
  {},
  async () => ({ content: [] })
);

server.tool(
  "byte_subscription_health",
  "Get the content-drift signal for a publisher.",
  {},
  async () => ({ content: [] })
);

server.tool(
  "byte_unsubscribe",
  "Unsubscribe from a publisher's data feed.",
  {},
  async () => ({ content: [] })
);

server.tool(
  "byte_drip_faucet",
  "Request testnet PPB tokens from the Byte Protocol faucet.",
  {},
  async () => ({ content: [] })
);

server.tool(
  "byte_subscribe",
  "Subscribe to a Byte Protocol publisher's data feed.",
  {},
  async () => ({ content: [] })
);

server.tool(
  "byte_register_publisher",
  "Register as a data publisher on Byte Protocol.",
  {},
  async () => ({ content: [] })
);

server.tool(
  "byte_publish_data",
  "Publish data to a subscriber via the Byte Protocol DataStream contract.",
  {},
  async () => ({ content: [] })
);
