import { Buffer } from "node:buffer";
