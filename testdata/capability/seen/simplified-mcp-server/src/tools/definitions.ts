import type { ToolDefinition } from '../types/index.js';
