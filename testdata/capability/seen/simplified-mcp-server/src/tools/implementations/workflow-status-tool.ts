import type { ToolDefinition, APIClient, Logger, WorkflowStatus, ToolCallResponse } from '../../types/index.js';
