import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js'

mcp.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    { name: 'reply', description: 'Reply to a chat.', inputSchema: {} },
    { name: 'react', description: 'Send an emoji reaction to a message.', inputSchema: {} },
    { name: 'edit_message', description: 'Edit a previously sent message.', inputSchema: {} },
    { name: 'fetch_messages', description: 'Fetch recent outbound messages for a chat.', inputSchema: {} },
  ],
}))
