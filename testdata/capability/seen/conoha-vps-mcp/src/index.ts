import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

server.tool("conoha_get", conohaGetDescription, {}, async () => ({ content: [] }));

server.tool("conoha_get_by_param", conohaGetByParamDescription, {}, async () => ({ content: [] }));

server.tool("conoha_post", conohaPostDescription, {}, async () => ({ content: [] }));

server.tool("conoha_post_put_by_param", conohaPostPutByParamDescription, {}, async () => ({ content: [] }));

server.tool("conoha_delete_by_param", conohaDeleteByParamDescription, {}, async () => ({ content: [] }));
