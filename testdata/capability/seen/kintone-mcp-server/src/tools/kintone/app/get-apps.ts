import { z } from "zod";
const toolName = "kintone-get-apps";
const toolConfig = {
  description: "Get multiple app settings from kintone",
  inputSchema: {},
};
export const getApps = createTool(toolName, toolConfig, async () => ({ content: [] }));
