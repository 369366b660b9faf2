import { defineConfig } from "vitest/config";
