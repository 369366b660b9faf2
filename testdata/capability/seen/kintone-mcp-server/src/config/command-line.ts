import { parseArgs } from "node:util";
