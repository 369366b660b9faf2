import { z } from "zod";
const toolName = "kintone-update-form-fields";
const toolConfig = {
  description: "Update form field settings in a kintone app (preview environment only).",
  inputSchema: {},
};
export const updateFormFields = createTool(toolName, toolConfig, async () => ({ content: [] }));
