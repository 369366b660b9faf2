import type { WorkflowDefinition, ToolDefinition, APIClient, Logger, ServerConfig } from '../types/index.js';
