import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js'

mcp.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    { name: 'reply', description: 'Reply on Discord.', inputSchema: {} },
    { name: 'react', description: 'Add an emoji reaction to a Discord message.', inputSchema: {} },
    { name: 'edit_message', description: 'Edit a message the bot previously sent.', inputSchema: {} },
    { name: 'download_attachment', description: 'Download attachments from a specific Discord message to the local inbox.', inputSchema: {} },
    { name: 'fetch_messages', description: "Fetch recent messages from a Discord channel.", inputSchema: {} },
  ],
}))
