import { z } from "zod";
const toolName = "kintone-get-app-deploy-status";
const toolConfig = {
  description: "Get app deploy status from kintone",
  inputSchema: {},
};
export const getAppDeployStatus = createTool(toolName, toolConfig, async () => ({ content: [] }));
