import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js'

mcp.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    { name: 'reply', description: 'Reply on iMessage.', inputSchema: {} },
    { name: 'chat_messages', description: 'Fetch recent iMessage history as readable conversation threads.', inputSchema: {} },
  ],
}))
