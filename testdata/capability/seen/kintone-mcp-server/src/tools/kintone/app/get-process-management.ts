import { z } from "zod";
const toolName = "kintone-get-process-management";
const toolConfig = {
  description: "Get process management settings from a kintone app",
  inputSchema: {},
};
export const getProcessManagement = createTool(toolName, toolConfig, async () => ({ content: [] }));
