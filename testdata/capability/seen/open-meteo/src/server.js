import { createInterface } from "node:readline";
async function handleMessage(request) {
  switch (request.method) {
    case "tools/list":
      return { tools: TOOLS };
  }
}
