import type { Logger, WorkflowDefinition, WorkflowExecutionResult, WorkflowStatus, MCPError } from '../types/index.js';
