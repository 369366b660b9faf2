const { WorkflowToolManager } = require('./dist/services/workflow-tool-manager.js');
