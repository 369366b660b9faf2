import { z } from "zod";
const toolName = "kintone-get-general-settings";
const toolConfig = {
  description: "Get general settings of a kintone app",
  inputSchema: {},
};
export const getGeneralSettings = createTool(toolName, toolConfig, async () => ({ content: [] }));
