import { z } from "zod";
const toolName = "kintone-delete-form-fields";
const toolConfig = {
  description: "Delete form fields from a kintone app (preview environment only).",
  inputSchema: {},
};
export const deleteFormFields = createTool(toolName, toolConfig, async () => ({ content: [] }));
