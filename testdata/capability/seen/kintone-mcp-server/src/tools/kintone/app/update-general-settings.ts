import { z } from "zod";
const toolName = "kintone-update-general-settings";
const toolConfig = {
  description: "Update the general settings of a kintone app.",
  inputSchema: {},
};
export const updateGeneralSettings = createTool(toolName, toolConfig, async () => ({ content: [] }));
