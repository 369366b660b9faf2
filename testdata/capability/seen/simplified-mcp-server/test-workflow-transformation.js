import { SimpleWorkflowDiscoveryService } from './dist/services/workflow-discovery-simple.js';
