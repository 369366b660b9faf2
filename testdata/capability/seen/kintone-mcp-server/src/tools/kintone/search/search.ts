import { createTool } from "../../factory.js";
const toolName = "kintone-search";
const toolConfig = {
  description: "Search across kintone for records, spaces, threads, comments, and attachments.",
  inputSchema: {},
};
export const search = createTool(toolName, toolConfig, async () => ({ content: [] }));
