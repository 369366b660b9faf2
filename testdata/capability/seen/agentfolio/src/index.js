import { Server } from "@modelcontextprotocol/sdk/server/index.js";

const TOOLS = [
  {
    name: "agentfolio_lookup",
    description: "Look up an AI agent's profile on AgentFolio.",
    inputSchema: {},
  },
  {
    name: "agentfolio_search",
    description: "Search for AI agents on AgentFolio by skill, name, or keyword.",
    inputSchema: {},
  },
  {
    name: "agentfolio_verify",
    description: "Check an agent's trust score and verification details on AgentFolio.",
    inputSchema: {},
  },
  {
    name: "agentfolio_trust_gate",
    description: "Check if an agent meets a minimum trust threshold.",
    inputSchema: {},
  },
  {
    name: "agentfolio_marketplace_jobs",
    description: "Browse open jobs on the AgentFolio marketplace.",
    inputSchema: {},
  },
  {
    name: "agentfolio_marketplace_stats",
    description: "Get AgentFolio marketplace statistics — total agents, skills, verified count, and on-chain registrations.",
    inputSchema: {},
  },
  {
    name: "agentfolio_list_agents",
    description: "List all registered agents on AgentFolio.",
    inputSchema: {},
  },
  {
    name: "agentfolio_endorsements",
    description: "Get endorsements for an agent — who endorsed them and what skills they endorsed.",
    inputSchema: {},
  },
];
