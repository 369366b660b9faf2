import { createInterface } from "node:readline";
