import type { WorkflowDefinition, APIClient, Logger, WorkflowConfig } from '../types/index.js';
