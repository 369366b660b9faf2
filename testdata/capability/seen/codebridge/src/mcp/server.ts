import { McpServer } from "@modelcontextprotocol/server";

const readonly = { readOnlyHint: true, destructiveHint: false };
const sandboxOperation = { readOnlyHint: false, destructiveHint: false };
const cancellation = { readOnlyHint: false, destructiveHint: false };

server.registerTool(
  "audit_snapshot",
  {
    description: `${TRUST_NOTE} Returns authoritative session provenance.`,
    inputSchema: {},
    annotations: readonly,
  },
  async () => ({ content: [] }),
);
server.registerTool(
  "repo_tree",
  {
    description: `${TRUST_NOTE} Lists bounded snapshot tree metadata.`,
    inputSchema: {},
    annotations: readonly,
  },
  async () => ({ content: [] }),
);
server.registerTool(
  "find_paths",
  {
    description: `${TRUST_NOTE} Finds repository-relative paths with internal glob matching.`,
    inputSchema: {},
    annotations: readonly,
  },
  async () => ({ content: [] }),
);
server.registerTool(
  "search_repo",
  {
    description: `${TRUST_NOTE} Searches safe snapshot file contents using literal matching.`,
    inputSchema: {},
    annotations: readonly,
  },
  async () => ({ content: [] }),
);
server.registerTool(
  "read_file",
  {
    description: `${TRUST_NOTE} Reads a whole-object-screened file or line range.`,
    inputSchema: {},
    annotations: readonly,
  },
  async () => ({ content: [] }),
);
server.registerTool(
  "read_files",
  {
    description: `${TRUST_NOTE} Reads a bounded batch of whole-object-screened files.`,
    inputSchema: {},
    annotations: readonly,
  },
  async () => ({ content: [] }),
);
server.registerTool(
  "git_status",
  {
    description: `${TRUST_NOTE} Computes status from the captured index and worktree snapshot.`,
    inputSchema: {},
    annotations: readonly,
  },
  async () => ({ content: [] }),
);
server.registerTool(
  "git_log",
  {
    description: `${TRUST_NOTE} Reads bounded history from the session Git mirror.`,
    inputSchema: {},
    annotations: readonly,
  },
  async () => ({ content: [] }),
);
server.registerTool(
  "git_diff",
  {
    description: `${TRUST_NOTE} Produces bounded, redacted diffs from session data.`,
    inputSchema: {},
    annotations: readonly,
  },
  async () => ({ content: [] }),
);
server.registerTool(
  "git_show",
  {
    description: `${TRUST_NOTE} Reads a whole-object-screened historical blob by immutable commit SHA and path.`,
    inputSchema: {},
    annotations: readonly,
  },
  async () => ({ content: [] }),
);
server.registerTool(
  "list_checks",
  {
    description: `${TRUST_NOTE} Lists only externally approved check profiles.`,
    inputSchema: {},
    annotations: readonly,
  },
  async () => ({ content: [] }),
);
server.registerTool(
  "run_check",
  {
    description: `${TRUST_NOTE} Starts an approved offline check; model arguments cannot define commands or flags.`,
    inputSchema: {},
    annotations: sandboxOperation,
  },
  async () => ({ content: [] }),
);
server.registerTool(
  "check_status",
  {
    description: `${TRUST_NOTE} Reads a CodeBridge-owned check job by run ID.`,
    inputSchema: {},
    annotations: readonly,
  },
  async () => ({ content: [] }),
);
server.registerTool(
  "cancel_check",
  {
    description: `${TRUST_NOTE} Cancels a CodeBridge-owned check job by run ID.`,
    inputSchema: {},
    annotations: cancellation,
  },
  async () => ({ content: [] }),
);
