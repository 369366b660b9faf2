import { Tool } from '@modelcontextprotocol/sdk/types.js';
