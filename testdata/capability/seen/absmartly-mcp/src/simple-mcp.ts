import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    { name: 'list_experiments', description: 'List all experiments with optional filtering', inputSchema: {} },
    { name: 'get_experiment', description: 'Get a specific experiment by ID', inputSchema: {} },
    { name: 'create_feature_flag', description: 'Create a simple feature flag', inputSchema: {} },
    { name: 'start_experiment', description: 'Start an experiment', inputSchema: {} },
    { name: 'stop_experiment', description: 'Stop an experiment', inputSchema: {} },
  ],
}));
