import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

server.registerTool("agent_start", { description: "Delegate a bounded task to a persistent Claude Opus agent.", inputSchema: {} }, async () => ({ content: [] }));
server.registerTool("agent_send", { description: "Queue a follow-up to the same agent session.", inputSchema: {} }, async () => ({ content: [] }));
server.registerTool("agent_wait", { description: "Wait for new events using the returned cursor.", inputSchema: {} }, async () => ({ content: [] }));
server.registerTool("agent_status", { description: "Read persisted task state without executing or resuming anything.", inputSchema: {} }, async () => ({ content: [] }));
server.registerTool("agent_list", { description: "List tasks, optionally for the current parent thread.", inputSchema: {} }, async () => ({ content: [] }));
server.registerTool("agent_interrupt", { description: "Cancel queued work and stop the owned worker.", inputSchema: {} }, async () => ({ content: [] }));
server.registerTool("agent_close", { description: "Close a task and release its worker.", inputSchema: {} }, async () => ({ content: [] }));
