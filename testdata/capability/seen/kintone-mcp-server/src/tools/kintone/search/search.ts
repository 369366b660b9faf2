import { createTool } from "../../factory.js";
