import { z } from "zod";
const toolName = "kintone-get-records";
const toolConfig = {
  description: "Get multiple records from a kintone app with structured filtering.",
  inputSchema: {},
};
export const getRecords = createTool(toolName, toolConfig, async () => ({ content: [] }));
