const TOOLS = [
  { name: "post_sticky", description: "Pin a note to the STICKY board so it survives this session.", inputSchema: {} },
  { name: "read_active_stickies", description: "Read the board: the permanent pinned rules plus the active notes.", inputSchema: {} },
];

export function handle(req) {
  if (req.method === "tools/list") return { tools: TOOLS };
}
