import type { Logger, WorkflowExecutionMetrics } from '../types/index.js';
