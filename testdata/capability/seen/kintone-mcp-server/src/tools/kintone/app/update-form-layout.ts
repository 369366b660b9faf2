import { z } from "zod";
const toolName = "kintone-update-form-layout";
const toolConfig = {
  description: "Update form layout settings in a kintone app (preview environment only).",
  inputSchema: {},
};
export const updateFormLayout = createTool(toolName, toolConfig, async () => ({ content: [] }));
