import type { WorkflowDefinition, ToolDefinition, APIClient, Logger, WorkflowExecutionResult } from '../types/index.js';
