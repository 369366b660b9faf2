import { version } from "../version.js";
