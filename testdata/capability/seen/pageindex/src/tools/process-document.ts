import { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

export const processDocumentTool = {
  name: 'process_document',
  description: 'Upload and process PDF documents from URLs or local files.',
  inputSchema: {},
  handler: async () => ({ content: [] }),
};
