import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
server.registerTool("list_users", { description: "Перечисляет пользователей с доступом к рекламному аккаунту — по одной записи {id, role, hasLoggedIn} на пользователя, где role это admin или viewer, а hasLoggedIn показывает, входил ли приглашённый хоть раз.", inputSchema: {}, annotations: READ_ONLY }, async () => ({ content: [] }))
server.registerTool("add_user", { description: "Выдаёт существующему пользователю Авито доступ к рекламному аккаунту с указанной ролью.", inputSchema: {}, annotations: WRITE }, async () => ({ content: [] }))
server.registerTool("set_user_role", { description: "Меняет роль пользователя, у которого уже есть доступ к рекламному аккаунту.", inputSchema: {}, annotations: WRITE }, async () => ({ content: [] }))
server.registerTool("delete_user", { description: "Отзывает доступ пользователя к рекламному аккаунту.", inputSchema: {}, annotations: DESTRUCTIVE }, async () => ({ content: [] }))
