import { z } from "zod";
const toolName = "kintone-get-app";
const toolConfig = {
  description: "Get app settings from kintone",
  inputSchema: {},
};
export const getApp = createTool(toolName, toolConfig, async () => ({ content: [] }));
