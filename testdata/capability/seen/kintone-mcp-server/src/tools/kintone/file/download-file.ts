import { z } from "zod";
const toolName = "kintone-download-file";
const toolConfig = {
  description: "Download a file from kintone using its fileKey and save it to the configured download directory.",
  inputSchema: {},
};
export const downloadFile = createTool(toolName, toolConfig, async () => ({ content: [] }));
