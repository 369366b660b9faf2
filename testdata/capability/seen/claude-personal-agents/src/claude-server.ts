import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

server.registerTool("claude_query", { description: "Ask Opus for a creative direction or grounded analysis.", inputSchema: {} }, async () => ({ content: [] }));
server.registerTool("claude_review_code", { description: "Ask Claude to review code for quality, bugs, security issues, and best practices.", inputSchema: {} }, async () => ({ content: [] }));
server.registerTool("claude_review_plan", { description: "Ask Claude to critique an implementation plan.", inputSchema: {} }, async () => ({ content: [] }));
server.registerTool("claude_explain_code", { description: "Ask Claude to deeply explain code, logic, or architecture.", inputSchema: {} }, async () => ({ content: [] }));
server.registerTool("claude_plan_perf", { description: "Ask Claude to analyze performance and create an improvement plan.", inputSchema: {} }, async () => ({ content: [] }));
server.registerTool("claude_implement", { description: "Ask Claude to implement a feature, fix a bug, or make code changes.", inputSchema: {} }, async () => ({ content: [] }));
