import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js'

mcp.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    { name: 'reply', description: 'Send a message to the fakechat UI.', inputSchema: {} },
    { name: 'edit_message', description: 'Edit a previously sent message.', inputSchema: {} },
  ],
}))
