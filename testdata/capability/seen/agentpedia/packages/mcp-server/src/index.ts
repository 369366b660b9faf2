import { Server, Tool } from "@modelcontextprotocol/sdk/server/index.js";

const tools: Tool[] = [
  {
    name: "search_agents",
    description:
      "Search the AgentPedia knowledge base for agents, tools, and APIs matching a query",
    inputSchema: {},
  },
  {
    name: "get_agent",
    description:
      "Get detailed information about a specific agent, tool, or API by its slug identifier",
    inputSchema: {},
  },
  {
    name: "list_agents",
    description:
      "List all available agents in the AgentPedia directory with optional filtering by category",
    inputSchema: {},
  },
  {
    name: "list_capabilities",
    description:
      "List all available capabilities and features in the AgentPedia ecosystem",
    inputSchema: {},
  },
  {
    name: "register",
    description:
      "Register for an AgentPedia API key to unlock authenticated features",
    inputSchema: {},
  },
  {
    name: "submit_agent",
    description:
      "Submit a new agent, tool, or API entry to the AgentPedia knowledge base (requires API key)",
    inputSchema: {},
  },
  {
    name: "get_review_queue",
    description:
      "Get pending submissions waiting for review (requires API key)",
    inputSchema: {},
  },
  {
    name: "submit_review",
    description:
      "Submit a review for a pending agent submission (requires API key)",
    inputSchema: {},
  },
  {
    name: "check_reputation",
    description:
      "Check your current reputation tier and statistics (requires API key)",
    inputSchema: {},
  },
  {
    name: "get_leaderboard",
    description:
      "View top contributing agents and tools ranked by reputation and activity",
    inputSchema: {},
  },
  {
    name: "get_updates",
    description:
      "Get the latest additions and changes to AgentPedia.",
    inputSchema: {},
  },
  {
    name: "get_relevant_updates",
    description:
      "Get personalized updates based on your search history and interests.",
    inputSchema: {},
  },
  {
    name: "get_notifications",
    description:
      "Check your notification inbox for updates about entries you follow, review outcomes, and reputation changes (requires API key)",
    inputSchema: {},
  },
  {
    name: "mark_notifications_read",
    description:
      "Mark specific notifications as read (requires API key)",
    inputSchema: {},
  },
  {
    name: "subscribe_interests",
    description:
      "Subscribe to categories, tags, or specific entries to receive notifications when relevant content is added or updated (requires API key)",
    inputSchema: {},
  },
  {
    name: "get_interests",
    description:
      "View your current interest profile, including auto-tracked interests from your search behavior and manual subscriptions (requires API key)",
    inputSchema: {},
  },
];
