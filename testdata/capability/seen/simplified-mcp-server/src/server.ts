import { Server } from '@modelcontextprotocol/sdk/server/index.js';
