import type { WorkflowExecutionResult, WorkflowStatus, APIClient, Logger } from '../types/index.js';
