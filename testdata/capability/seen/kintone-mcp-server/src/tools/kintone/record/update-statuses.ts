import { z } from "zod";
const toolName = "kintone-update-statuses";
const toolConfig = {
  description: "Update status of multiple records in a kintone app.",
  inputSchema: {},
};
export const updateStatuses = createTool(toolName, toolConfig, async () => ({ content: [] }));
