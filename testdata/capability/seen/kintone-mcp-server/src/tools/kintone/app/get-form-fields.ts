import { z } from "zod";
const toolName = "kintone-get-form-fields";
const toolConfig = {
  description: "Get form field settings from a kintone app.",
  inputSchema: {},
};
export const getFormFields = createTool(toolName, toolConfig, async () => ({ content: [] }));
