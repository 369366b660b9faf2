import { z } from "zod";
export const getFormLayout = createTool(
  "kintone-get-form-layout",
  {
    description: "Get form layout from a kintone app. ",
    inputSchema: {},
  },
  async () => ({ content: [] }),
);
