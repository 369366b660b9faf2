import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js'

mcp.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    { name: 'reply', description: 'Reply on Telegram.', inputSchema: {} },
    { name: 'react', description: 'Add an emoji reaction to a Telegram message.', inputSchema: {} },
    { name: 'download_attachment', description: 'Download a file attachment from a Telegram message to the local inbox.', inputSchema: {} },
    { name: 'edit_message', description: 'Edit a message the bot previously sent.', inputSchema: {} },
  ],
}))
