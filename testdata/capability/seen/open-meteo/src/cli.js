import { geocodeLocation, getCurrentWeather, getForecast } from "./open-meteo.js";
