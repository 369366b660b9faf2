import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

const TOOLS = [
  { name: 'toggl_get_me', description: 'Get the current Toggl user info: email, full name, timezone, and default workspace ID.', inputSchema: {} },
  { name: 'toggl_list_projects', description: 'List projects in the Toggl workspace.', inputSchema: {} },
  { name: 'toggl_list_tasks', description: 'List tasks inside a specific Toggl project.', inputSchema: {} },
  { name: 'toggl_list_time_entries', description: 'List time entries for a date range, optionally filtered by project or task.', inputSchema: {} },
  { name: 'toggl_get_summary', description: 'Get aggregated time totals grouped by project and task for a date range.', inputSchema: {} },
  { name: 'toggl_create_time_entry', description: 'Manually log a completed time entry, optionally linked to a project and/or task.', inputSchema: {} },
  { name: 'toggl_get_current_timer', description: 'Check if a Toggl timer is currently running.', inputSchema: {} },
];

server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOLS }));
