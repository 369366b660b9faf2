import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
