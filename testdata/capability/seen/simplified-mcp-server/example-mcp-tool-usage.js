const discoveredWorkflow = {
  name: "mcp-workflow-check-competitor",
  description: "Fetch competitor page and return summary",
  inputSchema: {},
};
