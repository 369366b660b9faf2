import { getConfigValue } from "./utils.js";
