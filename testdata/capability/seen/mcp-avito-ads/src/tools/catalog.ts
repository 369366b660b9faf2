import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
server.registerTool("list_campaigns", { description: "Перечисляет рекламные кампании аккаунта постранично.", inputSchema: {}, annotations: READ_ONLY }, async () => ({ content: [] }))
server.registerTool("list_groups", { description: "Перечисляет группы объявлений аккаунта постранично.", inputSchema: {}, annotations: READ_ONLY }, async () => ({ content: [] }))
server.registerTool("list_creatives", { description: "Перечисляет креативы аккаунта — сами объявления — постранично.", inputSchema: {}, annotations: READ_ONLY }, async () => ({ content: [] }))
server.registerTool("change_group_budget", { description: "Задаёт бюджет одной группы объявлений в рублях (не меньше 1).", inputSchema: {}, annotations: WRITE }, async () => ({ content: [] }))
server.registerTool("change_group_price", { description: "Задаёт ставку одной группы объявлений (в API она называется price) в рублях (не меньше 1).", inputSchema: {}, annotations: WRITE }, async () => ({ content: [] }))
