import { z } from "zod";
const toolName = "kintone-add-records";
const toolConfig = {
  description: "Add multiple records to a kintone app.",
  inputSchema: {},
};
export const addRecords = createTool(toolName, toolConfig, async () => ({ content: [] }));
