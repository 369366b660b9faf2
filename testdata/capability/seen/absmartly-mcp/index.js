const { spawn } = require('child_process');
