import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

server.registerTool("search_servers", { description: "Search 17K+ scored MCP servers.", inputSchema: {} }, async () => ({ content: [] }));
server.registerTool("get_server_details", { description: "Full server info: scores, tools, transports.", inputSchema: {} }, async () => ({ content: [] }));
server.registerTool("compare_servers", { description: "Compare 2–5 MCP servers side-by-side across every scoring dimension.", inputSchema: {} }, async () => ({ content: [] }));
server.registerTool("get_install_config", { description: "Installation config for claude-desktop, cursor, claude-code, or windsurf.", inputSchema: {} }, async () => ({ content: [] }));
server.registerTool("get_trending", { description: "Top-rated, most-starred, or newest MCP servers.", inputSchema: {} }, async () => ({ content: [] }));
server.registerTool("get_category_tree", { description: "Browse every category in the catalog with server counts.", inputSchema: {} }, async () => ({ content: [] }));
server.registerTool("what_changed", { description: "Servers whose scores were recomputed since a given ISO-8601 timestamp.", inputSchema: {} }, async () => ({ content: [] }));
