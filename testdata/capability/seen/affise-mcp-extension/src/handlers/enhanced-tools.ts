import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

export const TOOLS = [
  { name: 'affise_status', description: 'Check Affise API status', inputSchema: {} },
  { name: 'affise_search_offers', description: 'Search offers with natural language (IMPROVED VERSION)', inputSchema: {} },
  { name: 'affise_stats', description: 'Get statistics with natural language (e.g., "Show me revenue by country last month")', inputSchema: {} },
  { name: 'affise_stats_raw', description: 'Get raw statistics with specific parameters', inputSchema: {} },
  { name: 'affise_offer_categories', description: 'Get all available offer categories from Affise', inputSchema: {} },
  { name: 'affise_trafficback', description: 'Get trafficback statistics and analysis', inputSchema: {} },
  { name: 'affise_smart_search', description: 'Intelligent offer search with automatic category resolution and suggestions', inputSchema: {} },
];
