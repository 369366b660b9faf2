import type { WorkflowStatus, APIClient, Logger } from '../types/index.js';
