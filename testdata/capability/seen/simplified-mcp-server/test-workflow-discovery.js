import { SimplifiedAPIClient } from './dist/api/client.js';
