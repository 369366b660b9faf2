import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const readAnnotations = { readOnlyHint: true, destructiveHint: false };
const mutationAnnotations = { readOnlyHint: false, destructiveHint: true };

server.registerTool(
    "list_clusters",
    {
        description:
            "List non-template CycleCloud clusters using bounded structured output.",
        inputSchema: {},
        annotations: readAnnotations,
    },
    async () => ({ content: [] }),
);
server.registerTool(
    "get_cluster",
    {
        description:
            "Get bounded CycleCloud cluster details for one exact cluster name.",
        inputSchema: {},
        annotations: readAnnotations,
    },
    async () => ({ content: [] }),
);
server.registerTool(
    "get_cluster_status",
    {
        description:
            "Get bounded lifecycle, capacity, and node error/warning status for one CycleCloud cluster.",
        inputSchema: {},
        annotations: readAnnotations,
    },
    async () => ({ content: [] }),
);
server.registerTool(
    "get_cluster_application_context",
    {
        description:
            "Start with the compact overview (default) to choose targets.",
        inputSchema: {},
        annotations: readAnnotations,
    },
    async () => ({ content: [] }),
);
server.registerTool(
    "start_cluster",
    {
        description:
            "Start a CycleCloud cluster.",
        inputSchema: {},
        annotations: mutationAnnotations,
    },
    async () => ({ content: [] }),
);
server.registerTool(
    "terminate_cluster",
    {
        description:
            "Terminate a CycleCloud cluster.",
        inputSchema: {},
        annotations: mutationAnnotations,
    },
    async () => ({ content: [] }),
);
