import { spawn } from "node:child_process";
