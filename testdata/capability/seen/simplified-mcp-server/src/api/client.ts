import type { HttpMethod, APIRequestOptions, APIResponse } from '../types/index.js';
