import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

server.tool(
    "depscore",
    "Get the dependency score of packages with the `depscore` tool from Socket.",
    {},
    async () => ({ content: [] })
);
