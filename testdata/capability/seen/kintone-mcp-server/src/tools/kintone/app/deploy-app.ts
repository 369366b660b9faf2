import { z } from "zod";
const toolName = "kintone-deploy-app";
const toolConfig = {
  description: "Deploy app settings from pre-live to production environment on kintone.",
  inputSchema: {},
};
export const deployApp = createTool(toolName, toolConfig, async () => ({ content: [] }));
