import { CLARITY_API_TOKEN } from "./constants.js";
