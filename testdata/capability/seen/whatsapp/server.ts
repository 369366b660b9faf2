import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js'

mcp.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    { name: 'reply', description: 'Reply on WhatsApp.', inputSchema: {} },
    { name: 'react', description: 'React to a WhatsApp message with an emoji (or clear a reaction by passing empty string).', inputSchema: {} },
    { name: 'chat_messages', description: 'Fetch recent WhatsApp message history.', inputSchema: {} },
  ],
}))
