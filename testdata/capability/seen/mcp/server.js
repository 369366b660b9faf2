import {Server} from '@modelcontextprotocol/sdk/server/index.js';
const session_stats_tool = {
    name: 'session_stats',
    description: 'Tell the user about the tool usage during this session',
    inputSchema: {},
};
