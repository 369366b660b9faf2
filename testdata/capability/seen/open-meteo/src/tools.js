import { geocodeLocation, getCurrentWeather, getForecast } from "./open-meteo.js";
export const TOOLS = [
  {
    name: "get_forecast",
    description: "Fetch an Open-Meteo forecast for one lat/lon.",
    inputSchema: {},
  },
  {
    name: "get_current_weather",
    description: "Fetch current conditions for one lat/lon (no hourly or daily series).",
    inputSchema: {},
  },
  {
    name: "geocode_location",
    description: "Resolve a place name to latitude/longitude via the Open-Meteo geocoding API.",
    inputSchema: {},
  },
];
