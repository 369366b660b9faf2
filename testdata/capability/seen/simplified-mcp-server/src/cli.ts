import { ConfigurationManager, type ServerConfig } from './config/configuration.js';
