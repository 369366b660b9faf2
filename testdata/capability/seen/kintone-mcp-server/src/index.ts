import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
