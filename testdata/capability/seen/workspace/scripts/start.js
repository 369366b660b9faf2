const { spawn } = require('node:child_process');
