import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'

  server.registerTool(
    'party_create',
    {
      description: 'Create a new agents-party (a shared channel for several agents and humans) and return its ref.',
      inputSchema: {},
    },
    async () => ({ content: [] }),
  )

  server.registerTool(
    'party_join',
    {
      description: 'Join an existing party under a unique name (do this once before sending).',
      inputSchema: {},
    },
    async () => ({ content: [] }),
  )

  server.registerTool(
    'party_send',
    {
      description: 'Send a message to the party — to everyone by default, or to specific participants.',
      inputSchema: {},
    },
    async () => ({ content: [] }),
  )

  server.registerTool(
    'party_read',
    {
      description: 'Read the party conversation visible to you (broadcasts, messages addressed to you, your own).',
      inputSchema: {},
    },
    async () => ({ content: [] }),
  )

  server.registerTool(
    'party_listen',
    {
      description: 'Wait for the next message from someone else (blocks up to timeoutSec, max 55).',
      inputSchema: {},
    },
    async () => ({ content: [] }),
  )

  server.registerTool(
    'party_who',
    {
      description: 'List party participants with their status and roles.',
      inputSchema: {},
    },
    async () => ({ content: [] }),
  )

  server.registerTool(
    'party_leave',
    {
      description: 'Leave the party.',
      inputSchema: {},
    },
    async () => ({ content: [] }),
  )

  server.registerTool(
    'party_invite',
    {
      description: 'Generate the invite text for another agent session — paste it there verbatim.',
      inputSchema: {},
    },
    async () => ({ content: [] }),
  )
