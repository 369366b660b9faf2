const TOOL = {
  name: "jev_browse",
  description:
    "Drive a real browser autonomously toward a goal.",
  inputSchema: {},
};

export const handle = (method: string) => (method === "tools/list" ? { tools: [TOOL] } : undefined);
