import type { Tool } from "./types/tool.js";
