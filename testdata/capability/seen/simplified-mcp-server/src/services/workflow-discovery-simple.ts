import type { APIClient, Logger } from '../types/index.js';
