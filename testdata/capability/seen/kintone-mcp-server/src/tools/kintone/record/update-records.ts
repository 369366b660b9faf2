import { z } from "zod";
const toolName = "kintone-update-records";
const toolConfig = {
  description: "Update multiple records in a kintone app.",
  inputSchema: {},
};
export const updateRecords = createTool(toolName, toolConfig, async () => ({ content: [] }));
