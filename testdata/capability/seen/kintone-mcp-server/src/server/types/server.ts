import type { KintoneClientConfig } from "../../client/index.js";
