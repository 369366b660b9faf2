import { weatherLabel } from "./weather-codes.js";
