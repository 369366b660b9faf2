import { z } from "zod";
const toolName = "kintone-delete-records";
const toolConfig = {
  description: "Delete multiple records from a kintone app.",
  inputSchema: {},
};
export const deleteRecords = createTool(toolName, toolConfig, async () => ({ content: [] }));
