package prose

import "testing"

// TestIdentAct pins the verbs that name an act only at the head of a
// tool's name: with an object after them (close_issue, book_flight,
// acme_star_repo), never alone, never where the object makes them a
// session's or a page's (close_session, start_here, merge_request_diffs),
// and never before a word of the vocabulary, which names the act
// (start_rental_tool is money).
func TestIdentAct(t *testing.T) {
	checkIdentWrite(t, []identWriteCase{
		{"close_issue", "close", true, true},
		{"acme_star_repo", "star", true, true},
		{"bookFlight", "book", true, true},
		{"assign_ticket", "assign", true, true},
		{"log_workout", "log", true, true},
		{"stop_instance", "stop", true, true},
		{"mark_as_read", "mark", true, true},
		{"merge_pr", "merge", true, true},
		{"start_rental_tool", "rental", true, true}, // "start" read as a vendor prefix
		{"quarantine_host", "quarantine", true, true},
		{"isolate_device", "isolate", true, true},
		{"purge_cache", "purge", true, true},
		{"arm_system", "arm", true, true},
		{"relist_item", "relist", true, true},
		{"mint_nft", "mint", true, true},
		{"suspendUser", "suspend", true, true},
		{"unsuspend_account", "unsuspend", true, true},
		{"switch_plug", "switch", true, true},
		{"print_document", "print", true, true},
		{"rerun-workflow", "rerun", true, true},
		{"open_pull_request", "open", true, true},
		{"file_ticket", "file", true, true},
		{"adjust_inventory", "adjust", true, true},
		{"timeout_member", "timeout", true, true},
		{"halt_container", "halt", true, true},
		{"contain_host", "contain", true, true},
		{"suppress_finding", "suppress", true, true},
		{"silence_alert", "silence", true, true},
		{"deny_request", "deny", true, true},
		{"decline_event", "decline", true, true},
		{"join_meeting", "join", true, true},
		{"file_document", "file", true, true},
		{"contain_text", "", false, false},
		{"join_tables", "", false, false},
		{"decline_reasons", "", false, false},
		{"suppress_host", "", false, false},
		{"file_path", "", false, false},
		{"timeout_seconds", "", false, false},
		{"adjust_for_inflation", "", false, false},
		{"switch_account", "", false, false},
		{"print_schema", "", false, false},
		{"open_file", "", false, false},
		{"rerun", "", false, false},
		{"suspend", "", false, false},
		{"get_suspended_users", "", false, false},
		{"quarantine", "", false, false},
		{"get_quarantine_status", "", false, false},
		{"close_session", "", false, false},
		{"close_database", "", false, false},
		{"start_here", "", false, false},
		{"merge_request_diffs", "", false, false},
		{"log_query", "", false, false},
		{"schedule", "", false, false},
		{"get_schedule", "", false, false},
		{"schedule_time", "", false, false}, // a field
		{"disable_user", "disable", true, true},
		{"enable_toolset", "", false, false}, // the session's own tools
		{"add_reaction", "add", true, true},
		{"activateScene", "activate", true, true},
		{"deactivate_user", "deactivate", true, true},
		{"activate_venv", "", false, false},
		{"activate", "", false, false},
		{"acme_add_member", "add", true, true},
		{"set_mailbox_permission", "set", true, true},       // probe round 35: the object's head is listed
		{"gh_pr_merge", "merge", true, true},                // a group of subcommands, then the verb
		{"kubectl_rollout_restart", "restart", false, true}, // "restart" is a word of the vocabulary, not at the head
		{"gh_pr_list", "", false, false},
		{"start_ec2_instance", "start", true, true},
		{"close_jira_issue", "close", true, true},
		{"acme_apply_db_migrations", "apply", true, true},
		{"set_log_level", "", false, false},    // the head is no object "set" lists
		{"set_name_of_role", "", false, false}, // the object stops at "of": a name, not a role
		{"start_chat_session", "", false, false},
		{"replay_session_events", "", false, false}, // "replay" is not read by the head
		{"add_numbers", "", false, false},           // a calculator's
		{"add_days", "", false, false},              // a date library's
		{"set_status", "set", true, true},
		{"acme_set_vacation_responder", "set", true, true},
		{"set_out_of_office", "set", true, true}, // probe round 34
		{"set_outline", "", false, false},
		{"set_context", "", false, false}, // the session's own state
		{"set_log_level", "", false, false},
		{"acme_apply_migrations", "apply", true, true},
		{"apply_discount", "apply", true, true},
		{"apply_filter", "", false, false}, // a query's
	})
}

// TestIdentWriteNounPreposition pins a name whose words of acting follow
// a noun and its preposition (historial_de_pagos, a history of
// payments): the preposition's object is not the tool's act, while a
// verb before it still is (transfer_of_funds).
func TestIdentWriteNounPreposition(t *testing.T) {
	checkIdentWrite(t, []identWriteCase{
		{"historial_de_pagos", "", false, false},
		{"history_of_payments", "", false, false},
		{"storico_dei_pagamenti", "", false, false},
		{"historique_virements", "", false, false}, // probe round 35: a history named first, no preposition
		{"informe_pagos", "", false, false},
		{"pagos_pendientes", "pagar", true, true},
		{"transfer_of_funds", "transfer", true, true},
		{"trades_history", "", false, false},
		{"payment_history", "", false, false},
		{"orders.history", "", false, false},
		{"delete_history", "delete", true, true},
		{"delete_path", "delete", true, true},
		{"toggle_flag", "toggle", true, true},      // probe rounds 59 and 84: a flag turned on or off
		{"sign_off_report", "", false, false},      // probe rounds 85 and 89: a report, an advisor, a calculation
		{"stale_updates_report", "", false, false}, // (not at the head)
		{"book_advisor", "", false, false},
		{"execute_dilution_calc", "", false, false},
		{"send_report", "send", true, true},
		{"schedule_report", "schedule", true, true},
		{"refund_check", "", false, false},
		{"void_check", "void", true, true},      // a cheque (probe rounds 31 and 32)
		{"disable_flag", "disable", true, true}, // likewise
		{"feature_flag", "", false, false},
		{"upload_url", "", false, false},
		{"send-time-predict", "", false, false},
		{"order_id_lookup", "", false, false},
		{"post_status_update", "update", true, true},
	})
}

// TestIdentWriteReadHeaded: a record and then what is looked at about it
// reads (payout_details, order_timeline, message_logs); a verb that
// changes or delivers what it heads still acts.
func TestIdentWriteReadHeaded(t *testing.T) {
	checkIdentWrite(t, []identWriteCase{
		{"payout_details", "", false, false},
		{"order_timeline", "", false, false},
		{"message_logs", "", false, false},
		{"spending_summary", "", false, false},
		{"acme_payout_details", "", false, false},
		{"send_summary", "send", true, true},
		{"delete_logs", "delete", true, true},
		{"clear_payment_details", "pay", true, true},
		{"post_summary", "post", true, true},
		{"payment_details_refund", "pay", true, true},
	})
}

// TestIdentWriteRunsPayroll: running a payroll pays; a report of it, or
// a payroll only named, does not.
func TestIdentWriteRunsPayroll(t *testing.T) {
	checkIdentWrite(t, []identWriteCase{
		{"run_payroll", "pay", true, true},
		{"runPayroll", "pay", true, true},
		{"gusto_run_payroll", "pay", true, true},
		{"run_payroll_report", "", false, false},
		{"get_payroll", "", false, false},
	})
}

// TestIdentWriteWhatIsLookedAt pins names whose word of acting is what
// the tool looks at: the spend (forecast_spend, categorizeSpending)
// after another word, a delivery tracked (track_order, orders.track)
// and a question asked (who-deployed). The same words still act at the head of a name, or
// where the tracking is itself acted on.
func TestIdentWriteWhatIsLookedAt(t *testing.T) {
	checkIdentWrite(t, []identWriteCase{
		{"forecast_spend", "", false, false},
		{"categorizeSpending", "", false, false},
		{"ad_spend", "", false, false},
		{"spend_credits", "spend", true, true},
		{"acme_spend_points", "spend", true, true},
		{"track_order", "", false, false},
		{"orders.track", "", false, false},
		{"trackShipment", "", false, false},
		{"acme_package_tracking", "", false, false},
		{"cancel_order_tracking", "cancel", true, true},
		{"order_tracking_refund", "order", true, true},
		// A question heads a name that asks it: who deployed, what
		// changed.
		{"who-deployed", "", false, false},
		{"what_changed", "", false, false},
		{"why_payments_failed", "", false, false},
	})
}

// TestToolNamesRound35 pins the tool names of probe round 35 beside
// their near misses: verbs that act at a name's head (nudge_user,
// requeue_job, evict_key), a command-line tool's subcommand with or
// without an object (git_cherry_pick, tf_apply, ec2_stop), and names
// that read for their last word (merge_base_lookup, commit_lint,
// unsubscribe_rate) or their past participle at the head
// (sent_messages, archived_cards).
func TestToolNamesRound35(t *testing.T) {
	checkIdentWrite(t, []identWriteCase{
		{"nudge_user", "nudge", true, true},
		{"requeue_job", "requeue", true, true},
		{"retry_all", "retry", true, true},
		{"retry_policy", "", false, false}, // the setting of retrying
		{"retry_count", "", false, false},
		{"evict_key", "evict", true, true},
		{"expire_key", "expire", true, true},
		{"expire_date", "", false, false}, // a field
		{"revoke_token", "revoke", true, true},
		{"refresh_token", "", false, false}, // a field
		{"api_key", "", false, false},
		{"resend_delivery", "resend", true, true},
		{"replay_event", "replay", true, true},
		{"replay_session", "", false, false}, // a recording watched
		{"redeem_code", "redeem", true, true},
		{"claim_daily_reward", "claim", true, true},
		{"claim_status", "", false, false},
		{"git_cherry_pick", "cherry", true, true},
		{"git_rebase", "rebase", true, true},
		{"git_log", "", false, false},
		{"kubectl_drain", "drain", true, true},
		{"kubectl_describe", "", false, false},
		{"tf_apply", "apply", true, true},
		{"tf_plan", "", false, false},
		{"ec2_stop", "stop", true, true},
		{"ec2_describe", "", false, false},
		{"merge_base_lookup", "", false, false},
		{"commit_lint", "", false, false},
		{"commit_changes", "commit", true, true},
		{"unsubscribe_rate", "", false, false},
		{"sent_campaign_stats", "", false, false},
		{"delete_stats", "delete", true, true}, // a verb that changes what it heads
		{"sent_messages", "", false, false},
		{"archived_cards", "", false, false},
		{"archive_cards", "archive", true, true},
		{"send_messages", "send", true, true},
		{"topUp", "top up", true, true},
		{"top_up_card", "top up", true, true},
		{"top_sellers", "", false, false},
		{"order_book", "", false, false}, // a market's, looked at
		{"issue_transition", "transition", true, true},
		{"ticket_close", "close", true, true},
		{"session_close", "", false, false},
		{"task_schedule", "", false, false}, // a task's schedule
		{"order_books_list", "", false, false},
	})
}

// TestIdentWriteCountedOrForeseen pins names that end in what a tool
// counts or foresees, and an explainer's name (probe rounds 98 and 99):
// they read, unless a verb that delivers them heads the name.
func TestIdentWriteCountedOrForeseen(t *testing.T) {
	checkIdentWrite(t, []identWriteCase{
		{"rsvp_counts", "", false, false},
		{"payout_forecast", "", false, false},
		{"unlock_insights", "", false, false},
		{"donation_totals", "", false, false},
		{"how_to_pay", "", false, false},
		{"howToCancel", "", false, false},
		{"send_forecast", "send", true, true},
		// An idea made for the user, the money spent broken down, and
		// a name headed by when an act was done (probe rounds 186 and
		// 187).
		{"create-segment-idea", "", false, false},
		{"send_ideas", "send", true, true},
		{"spend_by_channel", "", false, false},
		{"rollback_candidates", "", false, false},
		{"revoke_recommendations", "", false, false},
		{"send_recommendations", "send", true, true},
		// What an act would do, looked at first; an audit, a search, a
		// policy or a summary of it (probe round 193).
		{"delete_preview", "", false, false},
		{"publish_preview", "", false, false},
		{"force_push_risk", "", false, false},
		{"refund_eligibility", "", false, false},
		{"transfer_options", "", false, false},
		{"update_check", "", false, false},
		{"sharing_audit", "", false, false},
		{"commit_search", "", false, false},
		{"refund_policy", "", false, false},
		{"post_mortem_summary", "", false, false},
		{"update_policy", "update", true, true},
		{"cancel_policy", "cancel", true, true},
		{"send_summary", "send", true, true},
		{"send_report_preview", "send", true, true},
		{"spend_credits", "spend", true, true},
		{"last_sync", "", false, false},
		{"next_backup", "", false, false},
		{"sync_now", "sync", true, true},
		{"pay_invoice", "pay", true, true},
	})
}
