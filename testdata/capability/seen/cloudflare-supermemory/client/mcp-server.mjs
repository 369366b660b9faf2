const tools = [
  {
    name: "search_memory",
    description: "Search concise memory indexes by topic across every nonempty Supermemory space, independent of the current work folder.",
    inputSchema: {},
    annotations: { readOnlyHint: true, destructiveHint: false },
  },
  {
    name: "add_memory",
    description: "Save or forget a memory in the user's Cloudflare D1 database.",
    inputSchema: {},
    annotations: { readOnlyHint: false, destructiveHint: true },
  },
  {
    name: "listMemories",
    description: "List recent memory indexes across all physical spaces; use getDocument for full details.",
    inputSchema: {},
    annotations: { readOnlyHint: true, destructiveHint: false },
  },
  {
    name: "listDocuments",
    description: "List stored document indexes with topic and provenance across all physical spaces; use getDocument for full details.",
    inputSchema: {},
    annotations: { readOnlyHint: true, destructiveHint: false },
  },
  {
    name: "getDocument",
    description: "Read one memory document from Cloudflare D1.",
    inputSchema: {},
    annotations: { readOnlyHint: true, destructiveHint: false },
  },
  {
    name: "listTopics",
    description: "List content topics across all legacy and shared memory spaces, including the count of unclassified documents.",
    inputSchema: {},
    annotations: { readOnlyHint: true, destructiveHint: false },
  },
  {
    name: "listSpaces",
    description: "List physical memory spaces and legacy project-folder provenance tags for compatibility.",
    inputSchema: {},
    annotations: { readOnlyHint: true, destructiveHint: false },
  },
  {
    name: "whoAmI",
    description: "Show the active self-hosted Cloudflare memory context.",
    inputSchema: {},
    annotations: { readOnlyHint: true, destructiveHint: false },
  },
];

export const handle = (message) => (message.method === "tools/list" ? { tools } : undefined);
