import { Server } from '@modelcontextprotocol/sdk/server/index.js';

const GF_TOOL_DEFINITIONS = [
  {
    name: 'gf_list_forms',
    description: 'List all forms with optional search and pagination.',
    annotations: { readOnlyHint: true },
    inputSchema: {}
  },
  {
    name: 'gf_get_form',
    description: 'Get a form by ID with full field configuration.',
    annotations: { readOnlyHint: true },
    inputSchema: {}
  },
  {
    name: 'gf_create_form',
    description: 'Create a new form',
    inputSchema: {}
  },
  {
    name: 'gf_update_form',
    description: 'Update a form',
    inputSchema: {}
  },
  {
    name: 'gf_delete_form',
    description: 'Delete a form.',
    annotations: { destructiveHint: true },
    inputSchema: {}
  },
  {
    name: 'gf_validate_form',
    description: 'Validate form input.',
    annotations: { readOnlyHint: true },
    inputSchema: {}
  },
  {
    name: 'gf_list_entries',
    description: 'List/search entries with filtering, sorting, and pagination.',
    annotations: { readOnlyHint: true },
    inputSchema: {}
  },
  {
    name: 'gf_get_entry',
    description: 'Get an entry by ID with field labels.',
    annotations: { readOnlyHint: true },
    inputSchema: {}
  },
  {
    name: 'gf_create_entry',
    description: 'Create an entry.',
    inputSchema: {}
  },
  {
    name: 'gf_update_entry',
    description: 'Update an entry.',
    inputSchema: {}
  },
  {
    name: 'gf_delete_entry',
    description: 'Delete an entry.',
    annotations: { destructiveHint: true },
    inputSchema: {}
  },
  {
    name: 'gf_submit_form_data',
    description: 'Submit form data — runs the full pipeline (validation, notifications, confirmations, feeds/payment).',
    inputSchema: {}
  },
  {
    name: 'gf_validate_submission',
    description: 'Validate submission without processing',
    annotations: { readOnlyHint: true },
    inputSchema: {}
  },
  {
    name: 'gf_send_notifications',
    description: 'Send notifications for entry',
    inputSchema: {}
  },
  {
    name: 'gf_list_feeds',
    description: 'List feeds.',
    annotations: { readOnlyHint: true },
    inputSchema: {}
  },
  {
    name: 'gf_get_feed',
    description: 'Get a feed by ID.',
    annotations: { readOnlyHint: true },
    inputSchema: {}
  },
  {
    name: 'gf_create_feed',
    description: 'Create a feed',
    inputSchema: {}
  },
  {
    name: 'gf_update_feed',
    description: 'Update a feed (full replace)',
    inputSchema: {}
  },
  {
    name: 'gf_patch_feed',
    description: 'Patch a feed (partial update)',
    inputSchema: {}
  },
  {
    name: 'gf_delete_feed',
    description: 'Delete a feed (requires ALLOW_DELETE=true)',
    annotations: { destructiveHint: true },
    inputSchema: {}
  },
  {
    name: 'gf_get_field_filters',
    description: 'Get field filters for form',
    annotations: { readOnlyHint: true },
    inputSchema: {}
  },
  {
    name: 'gf_get_results',
    description: 'Get quiz/poll/survey results',
    annotations: { readOnlyHint: true },
    inputSchema: {}
  }
];

const gkReloadDef = {
  name: 'gk_reload_abilities',
  description: 'Force a re-fetch of the WordPress Abilities API catalog and refresh the GravityKit product tool list.',
  annotations: { readOnlyHint: false, destructiveHint: false },
  inputSchema: {}
};
