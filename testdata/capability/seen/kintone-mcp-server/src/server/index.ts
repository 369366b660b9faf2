import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
