const { WorkflowToolManager } = require('./dist/services/workflow-tool-manager.js');
const initialWorkflows = [
  {
    name: 'test_workflow_1',
    description: 'Test workflow 1',
    inputSchema: {},
  },
  {
    name: 'test_workflow_2',
    description: 'Test workflow 2',
    inputSchema: {},
  },
];
const updatedWorkflows = [
  ...initialWorkflows,
  {
    name: 'new_workflow',
    description: 'New workflow added',
    inputSchema: {},
  },
];
