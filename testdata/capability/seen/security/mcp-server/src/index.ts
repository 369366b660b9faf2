import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

server.tool('find_line_numbers', 'Finds the line numbers of a code snippet in a file.', {}, async () => ({ content: [] }));

server.tool('get_audit_scope', 'Gets the git diff of the current changes.', {}, async () => ({ content: [] }));

server.tool('run_poc', 'Runs the generated PoC code.', {}, async () => ({ content: [] }));

server.tool('convert_report_to_json', `Converts the Markdown security report into a JSON file named security_report.json in the ${SECURITY_DIR_NAME} folder.`, {}, async () => ({ content: [] }));

server.registerPrompt('security:note-adder', { description: 'Creates a new note file or adds a new entry to an existing one, ensuring content consistency.' }, () => ({ messages: [] }));
