import { createTool } from '../definitions.js';
