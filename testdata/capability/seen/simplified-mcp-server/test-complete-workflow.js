import { SimplifiedMCPServer, ConfigurationManager, ToolRegistry, SimplifiedAPIClient } from './dist/index.js';
