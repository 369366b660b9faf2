import { AppError, ErrorType, MCPError } from '../types/index.js';
