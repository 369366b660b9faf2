import { z } from "zod";
const toolName = "kintone-add-app";
const toolConfig = {
  description: "Create a new app in the pre-live environment on kintone.",
  inputSchema: {},
};
export const addApp = createTool(toolName, toolConfig, async () => ({ content: [] }));
