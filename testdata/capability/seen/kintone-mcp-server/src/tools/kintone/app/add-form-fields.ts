import { z } from "zod";
const toolName = "kintone-add-form-fields";
const toolConfig = {
  description: "Add new fields to a kintone app (preview environment only).",
  inputSchema: {},
};
export const addFormFields = createTool(toolName, toolConfig, async () => ({ content: [] }));
