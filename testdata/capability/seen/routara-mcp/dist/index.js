import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
server.tool("routara_list_models", TOOL_LIST_MODELS, {}, async () => ({ content: [] }))
server.tool("routara_chat", TOOL_CHAT, {}, async () => ({ content: [] }))
server.tool("routara_generate_image", TOOL_IMAGE, {}, async () => ({ content: [] }))
server.tool("routara_generate_video", TOOL_VIDEO, {}, async () => ({ content: [] }))
server.tool("routara_get_video_status", TOOL_VIDEO_STATUS, {}, async () => ({ content: [] }))
