import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

var READ_ONLY = { readOnlyHint: true };
var WRITE = { readOnlyHint: false };
var IDEMPOTENT_WRITE = { ...WRITE };
var DESTRUCTIVE = {
  readOnlyHint: false,
  destructiveHint: true
};
function registerCatalogTools(server, rt) {
  server.registerTool(
    "list-gpus",
    {
      description: 'List GPU models available on GPUtw with live pricing and demand.',
      annotations: READ_ONLY
    },
    async () => ({ content: [] })
  );
  server.registerTool(
    "list-available-nodes",
    {
      description: "List machines currently rentable for one GPU model.",
      inputSchema: {},
      annotations: READ_ONLY
    },
    async () => ({ content: [] })
  );
  server.registerTool(
    "list-templates",
    {
      description: "List the prebuilt container templates (PyTorch/Jupyter, ComfyUI, vLLM, Ollama, Ubuntu, CUDA, DGX Spark variants).",
      inputSchema: {},
      annotations: READ_ONLY
    },
    async () => ({ content: [] })
  );
  server.registerTool(
    "get-deploy-options",
    {
      description: "Bandwidth tiers accepted by create-instance.",
      annotations: READ_ONLY
    },
    async () => ({ content: [] })
  );
}
function registerInstanceTools(server, rt) {
  server.registerTool(
    "list-instances",
    {
      description: "List this account's GPU instances (terminated ones are omitted).",
      annotations: READ_ONLY
    },
    async () => ({ content: [] })
  );
  server.registerTool(
    "get-instance-status",
    {
      description: "Small, cheap status read built for polling - use this (not list-instances) while waiting for a machine to come up, about every 5 seconds with an overall timeout.",
      inputSchema: {},
      annotations: READ_ONLY
    },
    async () => ({ content: [] })
  );
  server.registerTool(
    "get-instance-resources",
    {
      description: 'Allocation, live utilisation and burn rate in one call.',
      inputSchema: {},
      annotations: READ_ONLY
    },
    async () => ({ content: [] })
  );
  server.registerTool(
    "get-instance-logs",
    {
      description: "Tail of the container log.",
      inputSchema: {},
      annotations: READ_ONLY
    },
    async () => ({ content: [] })
  );
  server.registerTool(
    "get-instance-events",
    {
      description: "Structured scheduling/startup events for the current container (type, reason, message, count, lastSeen).",
      inputSchema: {},
      annotations: READ_ONLY
    },
    async () => ({ content: [] })
  );
  server.registerTool(
    "create-instance",
    {
      description: "Deploy a GPU instance.",
      inputSchema: {},
      annotations: WRITE
    },
    async () => ({ content: [] })
  );
  server.registerTool(
    "stop-instance",
    {
      description: "Stop an instance and end compute billing, keeping the record so it can be restarted.",
      inputSchema: {},
      annotations: IDEMPOTENT_WRITE
    },
    async () => ({ content: [] })
  );
  server.registerTool(
    "delete-instance",
    {
      description: "Terminate and remove an instance permanently.",
      inputSchema: {},
      annotations: DESTRUCTIVE
    },
    async () => ({ content: [] })
  );
  server.registerTool(
    "restart-instance",
    {
      description: 'Restart a STOPPED or FAILED instance.',
      inputSchema: {},
      annotations: WRITE
    },
    async () => ({ content: [] })
  );
  server.registerTool(
    "exec-in-instance",
    {
      description: 'Run ONE command inside a RUNNING instance as root and return stdout, stderr and exitCode.',
      inputSchema: {},
      annotations: WRITE
    },
    async () => ({ content: [] })
  );
}
function registerVaultTools(server, rt) {
  server.registerTool(
    "list-vault",
    {
      description: `List a folder in the account's persistent /vault storage.`,
      inputSchema: {},
      annotations: READ_ONLY
    },
    async () => ({ content: [] })
  );
  server.registerTool(
    "get-vault-stats",
    {
      description: "Vault usage, quota and storage rate.",
      annotations: READ_ONLY
    },
    async () => ({ content: [] })
  );
  server.registerTool(
    "upload-to-vault",
    {
      description: `Upload a local file of any size into /vault using the resumable chunked protocol.`,
      inputSchema: {},
      annotations: WRITE
    },
    async () => ({ content: [] })
  );
  server.registerTool(
    "download-model-to-vault",
    {
      description: "Have the GPUtw server fetch a file straight into /vault - no running instance, no shell, no local copy, and the bytes never cross this machine.",
      inputSchema: {},
      annotations: WRITE
    },
    async () => ({ content: [] })
  );
  server.registerTool(
    "list-vault-downloads",
    {
      description: "Recent server-side download jobs with status and progress.",
      annotations: READ_ONLY
    },
    async () => ({ content: [] })
  );
}
