package capability

import (
	"fmt"
	"strings"
	"testing"

	"github.com/pluglint/pluglint/rules/prose"
	"github.com/pluglint/pluglint/rules/pyjson"
)

func parse(t *testing.T, src string) *pyjson.Value {
	t.Helper()
	doc, err := pyjson.Parse([]byte(src))
	if err != nil {
		t.Fatalf("%s: %v", src, err)
	}
	return doc.Root
}

// TestAssess pins the verdict, the deciding source, the confidence and
// the first piece of evidence for one server, from each source and from
// words that are not claims.
func TestAssess(t *testing.T) {
	tests := []struct {
		name, entry, manifest, skill string
		verdict                      Verdict
		from                         Source
		confidence, first            string // first: the first piece as messages show it ("" for none)
	}{
		{
			name: "tool named in the description", entry: `{"type": "streamable-http", "url": "https://chat.example.com/mcp"}`,
			manifest: `{"description": "Tools: list_channels and send_message."}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high",
			first: `tool "send_message" in plugin.json "description" (messages and publishing)`,
		},
		{
			name: "a relative clause acts", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Zendesk copilot that answers customers for you, merges duplicate tickets, and sets priority."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"answers customers" in plugin.json "description" (messages and publishing)`,
		},
		{
			name: "tool names before a sentence about the server, not a headline", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Discord moderation: timeout_user, delete_message, ban_user. Never reads DMs."}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "timeout_user" in plugin.json "description" (account or system changes)`,
		},
		{
			name: "a tool named as the subject of its act", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "cleanup_branches deletes merged branches from the remote; list_branches lists them."}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "cleanup_branches" (its description says "deletes") in plugin.json "description" (account or system changes)`,
		},
		{
			name: "a dry run named as the subject of a send", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Tools: kubectl_get, dry_run_apply. dry_run_apply sends the manifest with --dry-run=server and returns the diff; nothing is persisted."}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "dry_run_apply" in plugin.json "description"`,
		},
		{
			name: "a named subject's verb acts", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Groceries in seconds. CartPilot remembers your usual basket and places Instacart orders for you."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"places Instacart orders" in plugin.json "description" (account or system changes)`,
		},
		{
			name: "a subject's verb books", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Grab a table anywhere. TableTalk books restaurants through OpenTable and Resy."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"books restaurants" in plugin.json "description" (account or system changes)`,
		},
		{
			name: "a shell command run on a server", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Execute the shell command on the remote Linux server through SSH and return the output."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium",
			first: `"Execute the shell command" in plugin.json "description" (code execution)`,
		},
		{
			name: "a taxi called is paid for", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Kakao T integration, call the taxi for user to the destination and show the driver's info."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium",
			first: `"call the taxi" in plugin.json "description" (money)`,
		},
		{
			name: "a rerun among reading tools", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tools": [{"name": "list_runs"}, {"name": "get_run_logs"}, {"name": "rerun_failed_jobs"}]}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "rerun_failed_jobs" in plugin.json "tools" (account or system changes)`,
		},
		{
			name: "a block appended among reading tools", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"extensions": {"dev.kit": {"tools": ["search_pages", "get_page", "append_block"]}}}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "append_block" in plugin.json extensions["dev.kit"] (account or system changes)`,
		},
		{
			name: "a rollback history is read", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tools": [{"name": "list_runs"}, {"name": "rollback_history"}]}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "list_runs" in plugin.json "tools"`,
		},
		{
			name: "a draft returned as text reads", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Email reply suggestions.", "tools": [{"name": "draft_reply", "description": "Return a suggested reply text; does not send it or save a draft"}]}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "draft_reply" (its description says "return") in plugin.json "tools"`,
		},
		{
			name: "a draft handed to the user to send reads", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Purchasing help.", "tools": [{"name": "draft_purchase_order", "description": "Prepares a PO for you to review and send to the supplier yourself"}]}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "draft_purchase_order" (its description says "return") in plugin.json "tools"`,
		},
		{
			name: "a draft written in the chat reads", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Motion drafting.", "tools": [{"name": "draft_motion", "description": "Draft a motion in the chat; the lawyer reviews and files it."}]}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "draft_motion" (its description says "return") in plugin.json "tools"`,
		},
		{
			name: "a draft sent for the user acts", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Purchasing help.", "tools": [{"name": "draft_purchase_order", "description": "Drafts a PO and sends it to the supplier for you"}]}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "draft_purchase_order" in plugin.json "tools" (account or system changes)`,
		},
		{
			name: "a suggestion returned for review reads", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Zendesk lookup.", "tools": [{"name": "suggest_reply", "description": "Returns a suggested reply for the user to review. Does not post anything to the ticket."}]}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "suggest_reply" (its description says "return") in plugin.json "tools"`,
		},
		{
			name: "a suggestion posted acts", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Zendesk helper.", "tools": [{"name": "suggest_reply", "description": "Posts a suggested reply as an internal note on the ticket."}]}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "suggest_reply" in plugin.json "tools" (messages and publishing)`,
		},
		{
			name: "a draft saved acts", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Email reply suggestions.", "tools": [{"name": "draft_reply", "description": "Saves a reply in your Gmail drafts"}]}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "draft_reply" in plugin.json "tools" (account or system changes)`,
		},
		{
			name: "a noun that opens a tool's description", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tools": [{"name": "list_sent_messages", "description": "Messages you sent in a channel"}]}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "list_sent_messages" in plugin.json "tools"`,
		},
		{
			name: "a tool switched off is not served", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"extensions": {"com.acme": {"tools": [{"name": "search_tickets"}, {"name": "reply_to_ticket", "enabled": false}]}}}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "search_tickets" in plugin.json extensions["com.acme"]`,
		},
		{
			name: "a tool switched on is served", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"extensions": {"com.acme": {"tools": [{"name": "search_tickets"}, {"name": "reply_to_ticket", "enabled": true}]}}}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "reply_to_ticket" in plugin.json extensions["com.acme"] (messages and publishing)`,
		},
		{
			name: "a tool switched off leaves the list settled", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"keywords": ["ci", "deploy"], "tools": [{"name": "list_runs"}, {"name": "get_job_logs"}, {"name": "rerun_workflow", "disabled": true}]}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "list_runs" in plugin.json "tools"`,
		},
		{
			name: "a tool that only previews reads", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"extensions": {"io.hub": {"tools": [{"name": "apply", "description": "Preview only; does not apply."}]}}}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "apply" (its description says "preview only") in plugin.json extensions["io.hub"]`,
		},
		{
			name: "a lookup and a volume are read", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tools": ["blocklist_lookup", "message_volume"]}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "blocklist_lookup" in plugin.json "tools"`,
		},
		{
			name: "records grouped by something are a report", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Store orders MCP.", "keywords": ["orders"], "tools": [{"name": "search_orders"}, {"name": "sales_by_product"}, {"name": "revenue_per_customer"}]}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "search_orders" in plugin.json "tools"`,
		},
		{
			name: "a verb before the grouping keeps it an act", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tools": [{"name": "search_orders"}, {"name": "stripe_refund_by_id"}]}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "stripe_refund_by_id" in plugin.json "tools" (money)`,
		},
		{
			name: "a verb of the tools' own before the grouping keeps it an act", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Store orders MCP.", "keywords": ["orders"], "tools": [{"name": "search_orders"}, {"name": "assign_by_rule"}]}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "assign_by_rule" in plugin.json "tools" (account or system changes)`,
		},
		{
			name: "measures of acts done are read", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"keywords": ["deploy", "ci"], "tools": [{"name": "deploy_frequency"}, {"name": "change_failure_rate"}, {"name": "lead_time"}]}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "deploy_frequency" in plugin.json "tools"`,
		},
		{
			name: "a verb that sets a measure acts", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tools": [{"name": "deploy_frequency"}, {"name": "update_frequency"}]}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "update_frequency" in plugin.json "tools" (account or system changes)`,
		},
		{
			name: "records picked by their state are read", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Order chaos, tamed.", "keywords": ["orders"], "tools": [{"name": "list_orders"}, {"name": "late_shipments"}, {"name": "returns_report"}]}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "list_orders" in plugin.json "tools"`,
		},
		{
			name: "a balance and what holds it are read", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"keywords": ["wallet", "transfer"], "tools": [{"name": "wallet_balances"}, {"name": "tx_history"}]}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "wallet_balances" in plugin.json "tools"`,
		},
		{
			name: "a balance moved is money", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tools": [{"name": "wallet_balances"}, {"name": "transfer_balance"}]}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "transfer_balance" in plugin.json "tools" (money)`,
		},
		{
			name: "spending grouped by category is read", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Take control of your money.", "tools": [{"name": "spending_by_category"}, {"name": "upcoming_bills"}]}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "spending_by_category" in plugin.json "tools"`,
		},
		{
			name: "scoring and screening read", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"categories": ["Recruiting automation"], "tools": [{"name": "score_resume"}, {"name": "screen_stocks"}, {"name": "rank_candidates"}]}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "score_resume" in plugin.json "tools"`,
		},
		{
			name: "a tool that ships off by default is not served", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tools": [{"name": "search_records"}], "optional_tools": [{"name": "update_record", "enabled_by_default": false}]}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "search_records" in plugin.json "tools"`,
		},
		{
			name: "a tool that ships on by default is served", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tools": [{"name": "search_records"}], "optional_tools": [{"name": "update_record", "enabled_by_default": true}]}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "update_record" in plugin.json "optional_tools" (account or system changes)`,
		},
		{
			name: "trade ideas are read", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Trade ideas, explained: scans US stocks for breakouts and explains each setup."}`,
			verdict:  Unknown,
		},
		{
			name: "trades placed are money", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Trade stocks: scans US stocks for breakouts and explains each setup."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"Trade" in plugin.json "description" (money)`,
		},
		{
			name: "a German clause negated after its verb", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Auf einen Blick: Kontostand und Umsätze. Ihr Agent sieht alles, überweisen kann er nichts."}`,
			verdict:  Unknown,
		},
		{
			name: "nothing transferred, said before the verb", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Ihr Agent kann nichts überweisen."}`,
			verdict:  Unknown,
		},
		{
			name: "a negation in the next sentence negates no transfer", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Ihr Agent kann Geld überweisen. Kontostände werden nicht gespeichert."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"überweisen" in plugin.json "description" (money)`,
		},
		{
			name: "a tool's description sets what its name reads", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tools": [{"name": "categorize_transaction", "description": "Sets the category on a bank transaction in QuickBooks."}, {"name": "list_uncategorized"}]}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "categorize_transaction" (its description says "sets") in plugin.json "tools" (account or system changes)`,
		},
		{
			name: "a tool named by its records lists them, as its description says", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tools": [{"name": "get_portfolio"}, {"name": "transfers", "description": "Lists past deposits, withdrawals and sends."}]}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "transfers" (its description says "lists") in plugin.json "tools"`,
		},
		{
			name: "a tool named by its records makes them, as its description says", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tools": [{"name": "get_portfolio"}, {"name": "transfers", "description": "Creates a transfer between two of your accounts."}]}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "transfers" in plugin.json "tools" (money)`,
		},
		{
			name: "a tool's description that fetches reads", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tools": [{"name": "acme_page", "description": "Fetches a page of the handbook."}]}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "acme_page" (its description says "fetches") in plugin.json "tools"`,
		},
		{
			name: "German tools with their verb of reading last read", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tools": ["rechnung_anzeigen", "offene_posten_abrufen"]}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "rechnung_anzeigen" in plugin.json "tools"`,
		},
		{
			name: "a German tool with its verb of posting last posts", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tools": ["rechnung_anzeigen", "beitrag_posten"]}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "beitrag_posten" in plugin.json "tools" (messages and publishing)`,
		},
		{
			name: "permissions to a resource, in Spanish, that send", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"permissions": {"allow": ["mensajes:leer", "mensajes:enviar"]}}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `permission "mensajes:enviar" in plugin.json "permissions" (account or system changes)`,
		},
		{
			name: "permissions to a resource that only read", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"permissions": {"allow": ["messages:read", "reservations:lecture"]}}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `permission "messages:read" in plugin.json "permissions"`,
		},
		{
			name: "a Polish tool named by the noun of its act acts", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tools": ["zamowienia_odczyt", "zmiana_statusu"]}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "zmiana_statusu" in plugin.json "tools" (account or system changes)`,
		},
		{
			name: "a container given the setting that loads its write tools", entry: `{"command": "docker", "args": ["run", "-i", "--rm", "-e", "N8N_API_URL=http://host.docker.internal:5678", "ghcr.io/czlonkowski/n8n-mcp:latest"]}`,
			manifest: `{}`,
			verdict:  WriteCapable, from: KnownServer, confidence: "high", first: `"ghcr.io/czlonkowski/n8n-mcp", a known server whose write tools "N8N_API_URL" loads in the command and the args`,
		},
		{
			name: "a container without the setting reads", entry: `{"command": "docker", "args": ["run", "-i", "--rm", "-e", "MCP_MODE=stdio", "ghcr.io/czlonkowski/n8n-mcp:latest"]}`,
			manifest: `{}`,
			verdict:  ReadOnly, from: KnownServer, confidence: "high", first: `"ghcr.io/czlonkowski/n8n-mcp", a known server that only documents, searches and validates n8n nodes and templates unless N8N_API_URL is set, which loads tools that create, update and test workflows on the user's n8n instance (n8n_create_workflow, n8n_update_partial_workflow, n8n_test_workflow) in the command`,
		},
		{
			name: "a container given the setting that restricts it to reading", entry: `{"command": "docker", "args": ["run", "-i", "--rm", "-e", "NEO4J_READ_ONLY=true", "mcp/neo4j"]}`,
			manifest: `{}`,
			verdict:  ReadOnly, from: KnownServer, confidence: "high", first: `"mcp/neo4j", a known server restricted to reading by "NEO4J_READ_ONLY=true" in the command and the args`,
		},
		{
			name: "a container given another setting stays write-capable", entry: `{"command": "docker", "args": ["run", "-i", "--rm", "-e", "NEO4J_READ_ONLY=false", "mcp/neo4j"]}`,
			manifest: `{}`,
			verdict:  WriteCapable, from: KnownServer, confidence: "high", first: `"mcp/neo4j", a known server that runs write Cypher queries, schema and admin ones included, unless NEO4J_READ_ONLY=true (write-cypher) in the command`,
		},
		{
			name: "a tool's description that links reads", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tools": [{"name": "docs_lookup", "description": "Links to the documentation page for a term."}, {"name": "list_pages"}]}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "docs_lookup" in plugin.json "tools"`,
		},
		{
			name: "a slogan promises the user an outcome", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Send smarter emails. Deliverly checks your domain's SPF, DKIM and DMARC records and tells you why your campaigns keep landing in spam."}`,
			verdict:  Unknown,
		},
		{
			name: "a slogan, then what the server does", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Close more deals. Dealbot updates every opportunity in Salesforce."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"updates every opportunity" in plugin.json "description" (account or system changes)`,
		},
		{
			name: "more of an act, said in full", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Send more invoices to clients automatically."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"Send more invoices" in plugin.json "description" (messages and publishing)`,
		},
		{
			name: "a question on what the user is doing, and an act done elsewhere", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Sending a package? ShipQuote compares UPS, FedEx, DHL and USPS rates and delivery times for your parcel so you can pick the winner. Labels are bought elsewhere."}`,
			verdict:  Unknown,
		},
		{
			name: "a question answered with an act", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Sending a package? ShipQuote buys the cheapest label and schedules the pickup."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"schedules the pickup" in plugin.json "description" (account or system changes)`,
		},
		{
			name: "a keyword of sending beside what it sends", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "mcp-listmonk", "keywords": ["mcp", "listmonk", "newsletter", "campaigns", "send"]}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"send" in plugin.json keywords (messages and publishing)`,
		},
		{
			name: "a keyword of sending alone", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "mcp-listmonk", "keywords": ["mcp", "listmonk", "send"]}`,
			verdict:  Unknown,
		},
		{
			name: "runs, durations and flaky tests are read", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "GitHub Actions insights.", "keywords": ["mcp", "github-actions", "ci", "deploy"], "extensions": {"com.example.client": {"tools": [{"name": "workflow_runs"}, {"name": "job_durations"}, {"name": "flaky_tests"}]}}}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "workflow_runs" in plugin.json extensions["com.example.client"]`,
		},
		{
			name: "runs triggered act", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tools": [{"name": "workflow_runs"}, {"name": "trigger_runs"}]}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "trigger_runs" in plugin.json "tools" (account or system changes)`,
		},
		{
			name: "usage records and message logs are read", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Twilio usage reports.", "keywords": ["mcp", "twilio", "sms", "usage", "billing"], "extensions": {"com.example.client": {"tools": [{"name": "usage_records"}, {"name": "message_logs"}]}}}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "usage_records" in plugin.json extensions["com.example.client"]`,
		},
		{
			name: "a zone's records may be changed", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"keywords": ["dns", "sms"], "tools": [{"name": "usage_records"}, {"name": "dns_records"}]}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"sms" in plugin.json keywords (messages and publishing)`,
		},
		{
			name: "a drafting tool that says it returns the text", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Your emails, in your voice.", "keywords": ["email", "copywriting", "send"], "tools": [{"name": "draft_email", "description": "Writes an email and returns the text; it has no mailbox access."}]}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "draft_email" (its description says "return") in plugin.json "tools"`,
		},
		{
			name: "a drafting tool that sends what it wrote", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Your emails, in your voice.", "tools": [{"name": "draft_email", "description": "Writes an email and sends it to the recipient."}]}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "draft_email" in plugin.json "tools" (account or system changes)`,
		},
		{
			name: "the status of an act is read", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"keywords": ["wires", "porting"], "tools": [{"name": "wire_transfer_status"}, {"name": "provisioning_status"}, {"name": "duplicate_payments"}]}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "wire_transfer_status" in plugin.json "tools"`,
		},
		{
			name: "a status set acts", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tools": [{"name": "wire_transfer_status"}, {"name": "set_status"}]}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "set_status" in plugin.json "tools" (account or system changes)`,
		},
		{
			name: "entries drafted as text", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Reads the general ledger from Sage Intacct and drafts adjusting journal entries as text for an accountant to review and post themselves."}`,
			verdict:  Unknown,
		},
		{
			name: "entries drafted and posted", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Drafts and posts adjusting journal entries in Sage Intacct."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"posts adjusting journal entries" in plugin.json "description" (messages and publishing)`,
		},
		{
			name: "gift cards issued are money", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Issue digital gift cards and email them to recipients."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"Issue digital gift cards" in plugin.json "description" (money)`,
		},
		{
			name: "codes issued: access, not money", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Issue guest codes for your building's smart locks."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"Issue guest codes" in plugin.json "description" (account or system changes)`,
		},
		{
			name: "home scenes triggered act", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Philips Hue and Nest in one server. Trigger scenes and tweak heating schedules."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"Trigger scenes" in plugin.json "description" (account or system changes)`,
		},
		{
			name: "a question's which is no subject", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "See which orders shipped, which are pending and which were refunded."}`,
			verdict:  Unknown,
		},
		{
			name: "a name before a plural noun is no subject", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "GitHub issues and pull requests, Figma files and components, Stripe charges."}`,
			verdict:  Unknown,
		},
		{
			name: "acts the plugin leaves out", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Datadog log search: query logs and traces. Muting monitors and editing dashboards require the Datadog Ops add-on, which this plugin does not include."}`,
			verdict:  Unknown,
		},
		{
			name: "completing a booking books", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Search flights and hotels with Duffel and complete the booking in the same conversation."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"complete the booking" in plugin.json "description" (account or system changes)`,
		},
		{
			name: "a complete list is no act", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Get a complete list of your bookings and where each one stands."}`,
			verdict:  Unknown,
		},
		{
			name: "texting people the thing sent", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Gives your agent a Twilio-backed phone: it can text customers appointment reminders."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"text customers appointment reminders" in plugin.json "description" (messages and publishing)`,
		},
		{
			name: "an infrastructure command that changes", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Runs ` + "`terraform apply`" + ` against your cloud accounts after showing you the plan."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"terraform apply" in plugin.json "description" (account or system changes)`,
		},
		{
			name: "infrastructure subcommands listed, one that changes", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Runs terraform plan and apply against your workspaces."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"terraform plan and apply" in plugin.json "description" (account or system changes)`,
		},
		{
			name: "infrastructure subcommands listed that look", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Runs terraform init, validate and plan, and explains the diff."}`,
			verdict:  Unknown,
		},
		{
			name: "an infrastructure command that looks", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Runs ` + "`terraform plan`" + ` and explains the diff line by line."}`,
			verdict:  Unknown,
		},
		{
			name: "leads routed and handed off", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Hands off qualified leads to your sales team by routing them into the right Salesforce queue."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"Hands off qualified leads" in plugin.json "description" (account or system changes)`,
		},
		{
			name: "tickets routed to a team", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Routes incoming support tickets to the right team in Zendesk."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"Routes incoming support tickets" in plugin.json "description" (account or system changes)`,
		},
		{
			name: "routes as a noun", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Plans delivery routes for your drivers and estimates arrival times."}`,
			verdict:  Unknown,
		},
		{
			name: "what the user copies and sends", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Drafts polite follow-up emails and shows them in the chat; copy what you like into Outlook and send it from there."}`,
			verdict:  Unknown,
		},
		{
			name: "drafts the server sends", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Drafts polite follow-up emails and sends them from your Outlook account."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"sends them" in plugin.json "description" (messages and publishing)`,
		},
		{
			name: "letters written for the user", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Writes Stripe payment-dispute response letters for you to review and paste in yourself."}`,
			verdict:  Unknown,
		},
		{
			name: "letters written and submitted", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Writes Stripe dispute responses and submits them to Stripe for you."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"Stripe" in plugin.json "description" (money)`,
		},
		{
			name: "a feature not included", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Jira Cloud insights. Search issues with JQL; creating or editing tickets is a Jira Pro feature not included in this plugin."}`,
			verdict:  Unknown,
		},
		{
			name: "a verb across a place has no object", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Git history explorer. Blame, diff, and log across your local repositories."}`,
			verdict:  Unknown,
		},
		{
			name: "trade prints are data", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Order book data for crypto markets: depth, spreads, and trade prints from Binance."}`,
			verdict:  Unknown,
		},
		{
			name: "delivery rates and spend per number are measured", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Twilio usage monitor: message delivery rates, call logs, and spend per phone number, all in one view."}`,
			verdict:  Unknown,
		},
		{
			name: "an estimator's payments are talked about", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "An estimator for fees and payments."}`,
			verdict:  Unknown,
		},
		{
			name: "issue as a noun", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Issue comments and labels, searched."}`,
			verdict:  Unknown,
		},
		{
			name: "voices cloned act", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "VoxForge for agents: clone voices from a 30-second sample."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"clone voices" in plugin.json "description" (account or system changes)`,
		},
		{
			name: "a checkout paid with a card", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Browse nearby menus and check out with your saved card."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"check out" in plugin.json "description" (money)`,
		},
		{
			name: "a Japanese invoice issued", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "請求書の発行に対応しています。"}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"請求書の発行" in plugin.json "description" (account or system changes)`,
		},
		{
			name: "Portuguese charges sent and payments refunded", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Envie cobranças via Pix e estorne pagamentos."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"estorne pagamentos" in plugin.json "description" (money)`,
		},
		{
			name: "a repository cloned is copied", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Clone the repository and explore its history."}`,
			verdict:  Unknown,
		},
		{
			name: "checking out the docs", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Check out the docs with your team."}`,
			verdict:  ReadOnly, from: Words, confidence: "medium", first: `"Check out the docs" in plugin.json "description"`,
		},
		{
			name: "Korean messages sent", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "카카오톡 채널로 고객에게 알림 메시지를 발송하고 할인 쿠폰을 지급합니다."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"메시지를 발송" in plugin.json "description" (messages and publishing)`,
		},
		{
			name: "a Korean history of messages sent", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "알림 메시지 발송 내역을 조회합니다."}`,
			verdict:  Unknown,
		},
		{
			name: "any number topped up", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Prepaid mobile recharge for 150+ carriers: top up any number."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"top up any" in plugin.json "description" (money)`,
		},
		{
			name: "when to top up", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Shows when to top up."}`,
			verdict:  Unknown,
		},
		{
			name: "a Japanese invoice checked", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "請求書の確認と取引の検索ができます。"}`,
			verdict:  Unknown,
		},
		{
			name: "Portuguese charges looked up", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Consulte cobranças e boletos do Asaas."}`,
			verdict:  Unknown,
		},
		{
			name: "a two-way sync writes back", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Two-way sync between your agent and Google Calendar."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"Two-way sync" in plugin.json "description" (account or system changes)`,
		},
		{
			name: "records two-way", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Linear for Claude: issues, projects, cycles and comments, two-way."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"two-way" in plugin.json "description" (account or system changes)`,
		},
		{
			name: "a two-way bridge", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Two-way bridge between Linear and your AI assistant."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"Two-way bridge" in plugin.json "description" (account or system changes)`,
		},
		{
			name: "records in both directions", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Trello boards for agents: cards, lists and labels, in both directions."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"both directions" in plugin.json "description" (account or system changes)`,
		},
		{
			name: "no records both ways", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Convert units and currencies both ways."}`,
			verdict:  Unknown,
		},
		{
			name: "full access to records", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Full access to databases, pages and blocks, not just search."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"Full access to databases" in plugin.json "description" (account or system changes)`,
		},
		{
			name: "full access to no record", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Full access to the documentation, offline."}`,
			verdict:  Unknown,
		},
		{
			name: "read and write closing a list", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Figma Hands: layers, components and variables, read and write."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"read and write" in plugin.json "description" (account or system changes)`,
		},
		{
			name: "accounts put on autopilot", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Social Scheduler puts your X, LinkedIn and Threads presence on autopilot."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"on autopilot" in plugin.json "description" (account or system changes)`,
		},
		{
			name: "an act automated", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Onboarding automation for BambooHR."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"Onboarding automation" in plugin.json "description" (account or system changes)`,
		},
		{
			name: "audiences kept up to date", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Keeps your Mailchimp audiences up to date."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"Keeps your Mailchimp audiences up to date" in plugin.json "description" (account or system changes)`,
		},
		{
			name: "audiences looked at", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Understand your audience: who reads, who clicks, which segments convert."}`,
			verdict:  Unknown,
		},
		{
			name: "portfolio rebalanced", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Rebalance your Schwab portfolio to target weights."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"Rebalance your Schwab portfolio" in plugin.json "description" (account or system changes)`,
		},
		{
			name: "rebalancing suggested", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Portfolio analytics: drift, risk and suggested rebalancing. Track your portfolio across exchanges."}`,
			verdict:  Unknown,
		},
		{
			name: "idle cash swept", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Treasury ops for startups: sweep idle cash into T-bills."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"sweep idle cash" in plugin.json "description" (money)`,
		},
		{
			name: "branches swept", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Sweep stale branches from your repos. Sweeping changes to how you see cash flow."}`,
			verdict:  Unknown,
		},
		{
			name: "no act automated", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Test automation insights for your CI runs."}`,
			verdict:  Unknown,
		},
		{
			name: "an automated act's analytics", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Onboarding automation analytics for BambooHR."}`,
			verdict:  Unknown,
		},
		{
			name: "workloads restarted and patched", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Restart and patch workloads across clusters."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"Restart and patch workloads" in plugin.json "description" (account or system changes)`,
		},
		{
			name: "a French shop managed", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Gérez votre boutique PrestaShop depuis votre assistant."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"Gérez votre boutique" in plugin.json "description" (account or system changes)`,
		},
		{
			name: "an act intentionally excluded", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Order placement is intentionally excluded."}`,
			verdict:  Unknown,
		},
		{
			name: "a read-only role attached", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Attach a read-only IAM role."}`,
			verdict:  ReadOnly, from: Words, confidence: "medium", first: `"read-only" in plugin.json "description"`,
		},
		{
			name: "a setting's name is no tool", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Set TWILIO_ACCOUNT_SID to your account's SID."}`,
			verdict:  Unknown,
		},
		{
			name: "acts in parentheses disabled by default", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Zendesk insights: search tickets. Write actions (replying, changing status) are disabled by default; set ZD_ALLOW_WRITES=true to enable them."}`,
			verdict:  Unknown,
		},
		{
			name: "acts in parentheses enabled", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Zendesk insights: search tickets. Write actions (replying, changing status) are enabled for admins."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"Write actions" in plugin.json "description" (account or system changes)`,
		},
		{
			name: "acts a list leaves out", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Buffer analytics: top posts and best times. The paid tier adds scheduling and publishing, not included here."}`,
			verdict:  Unknown,
		},
		{
			name: "records a sentence says are not made", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Pharmacy insights: slow movers and expiring stock. Suggestions only; purchase orders are not created."}`,
			verdict:  Unknown,
		},
		{
			name: "a feature not available", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Review intelligence for your apps. Replying to reviews is a Pro feature not available in this plugin."}`,
			verdict:  Unknown,
		},
		{
			name: "paper trading only", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Options strategy tester. Paper-trading mode only: ` + "`place_order`" + ` simulates fills locally and never reaches the broker."}`,
			verdict:  Unknown,
		},
		{
			name: "real or paper trades", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Place real or paper trades: ` + "`place_order`" + ` sends the order to your broker."}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "place_order" in plugin.json "description" (money)`,
		},
		{
			name: "trades simulated and a swap pasted", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Simulates trades without executing them: paste a swap and get expected slippage and gas."}`,
			verdict:  Unknown,
		},
		// The tenth probe round's false alarms.
		{
			name: "refunds ever issued", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Every refund your store ever issued, in one searchable timeline."}`,
			verdict:  Unknown,
		},
		{
			name: "refunds issued now", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Every refund your store approves is issued in seconds."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"refund" in plugin.json "description" (money)`,
		},
		{
			name: "wire transfers listed", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Lists pending wire transfers and highlights the ones matching fraud patterns."}`,
			verdict:  Unknown,
		},
		{
			name: "orders listed and refunded", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Lists orders and refunds them."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"refunds" in plugin.json "description" (money)`,
		},
		{
			name: "the user's part after the server's", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Finds the cheapest hotel for your dates. We surface the deal, you book it."}`,
			verdict:  Unknown,
		},
		{
			name: "a question put to the user", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Mortgage calculator: what would you pay at 6.1% over 30 years?"}`,
			verdict:  Unknown,
		},
		{
			name: "an act left to the user", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Stock screener. No brokerage connection; trading is entirely up to you."}`,
			verdict:  Unknown,
		},
		{
			name: "what the user did, in a relative clause", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Search the history of sent emails in Gmail — who you wrote to, when, and whether they ever replied."}`,
			verdict:  Unknown,
		},
		{
			name: "a payroll noun is no payment", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Payroll audit: flags overtime anomalies and pay discrepancies in ADP exports for a human to review."}`,
			verdict:  Unknown,
		},
		{
			name: "pay as a verb", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Pay contractors and vendors from chat."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"Pay" in plugin.json "description" (money)`,
		},
		{
			name: "figures of refunds", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Analyse your Stripe payments: revenue trends, churn, failed-charge rates and refund totals."}`,
			verdict:  Unknown,
		},
		{
			name: "a question of the user's own spending", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Answers \"how much did we spend on AWS last month?\" straight from Cost Explorer data."}`,
			verdict:  Unknown,
		},
		{
			name: "spending as a noun", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Bank transaction search over your Plaid-linked accounts, with spending categorised by merchant."}`,
			verdict:  Unknown,
		},
		{
			name: "statements a guard rejects", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "SQL over your warehouse, with a guard. SELECT only; any INSERT, UPDATE or DELETE is rejected."}`,
			verdict:  Unknown,
		},
		{
			name: "statements explained without being run", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Dry-run SQL planner: explains the query plan for UPDATE and DELETE statements without executing them."}`,
			verdict:  Unknown,
		},
		{
			name: "statements previewed, then rows deleted", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Previews DELETE statements without running them. Deletes stale rows nightly."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"Deletes stale rows" in plugin.json "description" (account or system changes)`,
		},
		{
			name: "advice on when to send", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Send-time optimiser that predicts the best hour to send each campaign based on past engagement."}`,
			verdict:  Unknown,
		},
		{
			name: "paying on another site", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Figures out the cheapest flight for your dates. You confirm and pay on the airline's site."}`,
			verdict:  Unknown,
		},
		{
			name: "the user's own act in another app", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Meal planner that returns a shopping list for the week. You place the order in your grocery app."}`,
			verdict:  Unknown,
		},
		{
			name: "the user's own act, in German", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Vergleicht Verbindungen der Bahn. Tickets kaufen Sie selbst in der App."}`,
			verdict:  Unknown,
		},
		{
			name: "the server's act the user asks for, from chat", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Lets you place orders in your grocery app."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"place orders" in plugin.json "description" (account or system changes)`,
		},
		{
			name: "a German request to buy", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Kaufen Sie Tickets direkt im Chat."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"Kaufen Sie Tickets" in plugin.json "description" (money)`,
		},
		{
			name: "statements a server runs", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Runs INSERT, UPDATE or DELETE statements on your database."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"DELETE" in plugin.json "description" (account or system changes)`,
		},
		{
			name: "refunds issued", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Refund totals by month, and refunds you ask for."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"refunds" in plugin.json "description" (money)`,
		},
		{
			name: "trading done for the user", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Trading is automated for you."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"Trading" in plugin.json "description" (money)`,
		},
		{
			name: "the user booking through the server", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "You book meetings and send invites from chat."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"send invites" in plugin.json "description" (messages and publishing)`,
		},
		{
			name: "a reply written for the user", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Writes a calm reply to that furious customer email; you review it, paste it and hit send yourself."}`,
			verdict:  Unknown,
		},
		{
			name: "the cheapest place to buy is the user's", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Find the best flight to book ✈️ Compares fares across 400 airlines and links you to the cheapest place to buy."}`,
			verdict:  Unknown,
		},
		{
			name: "the user goes on after what they'd pay", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Compare insurance quotes from 40 carriers — see what you'd pay, then buy directly from the insurer."}`,
			verdict:  Unknown,
		},
		{
			name: "the server's part, then the user's after a dash", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Finds free slots across all attendees and proposes meeting times — you send the invite."}`,
			verdict:  Unknown,
		},
		{
			name: "the user's part after a hyphen written as a dash", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Recommends how much feed to order from bin levels - you place the order with the mill."}`,
			verdict:  Unknown,
		},
		{
			name: "then, with no user before it", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Check the price, then buy the token."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"buy" in plugin.json "description" (money)`,
		},
		{
			name: "a reply the user publishes, in Italian", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Analizza le recensioni dei clienti e suggerisce risposte che puoi pubblicare tu."}`,
			verdict:  Unknown,
		},
		{
			name: "money asked about", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Which invoices were paid? When are payments due? Ask in plain English."}`,
			verdict:  Unknown,
		},
		{
			name: "a request for a payment, as a question", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Can I pay invoices from chat? Yes, in one message."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"pay" in plugin.json "description" (money)`,
		},
		{
			name: "spend in a list of metrics", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Meta Ads reporting — spend, CPM and ROAS by campaign."}`,
			verdict:  Unknown,
		},
		{
			name: "a reply written and sent", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Writes replies and sends emails to your customers."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"sends emails" in plugin.json "description" (messages and publishing)`,
		},
		{
			name: "a test case explaining it is not supported", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"extensions": {"dev.reviewer": {"testCases": [{"prompt": "Cancel order 1182", ` +
				`"expected": "Explains that cancellations are not supported"}]}}}`,
			verdict: Unknown,
		},
		{
			name: "a test case whose expected outcome is a passive act", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"extensions": {"dev.reviewer": {"testCases": [{"prompt": "Onboard Maria Chen as a designer starting Monday", ` +
				`"expected": "Okta account is created and a laptop request is filed"}]}}}`,
			verdict: WriteCapable, from: Words, confidence: "medium", first: `"account is created" in plugin.json extensions["dev.reviewer"] (account or system changes)`,
		},
		{
			name: "a passive outside an expected outcome is a state", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"extensions": {"dev.reviewer": {"notes": "The Okta account is created by IT before the first run."}}}`,
			verdict:  Unknown,
		},
		{
			name: "an expected outcome that says whether a record is made", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"extensions": {"dev.reviewer": {"testCases": [{"prompt": "Is my Okta account ready?", ` +
				`"expected": "Says whether the Okta account is created and active"}]}}}`,
			verdict: Unknown,
		},
		{
			name: "a case the server must refuse", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"review": {"test_cases": [{"prompt": "Delete the staging database", "expect": "must refuse to delete"}]}}`,
			verdict:  Unknown,
		},
		{
			name: "a case the server must carry out", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"review": {"test_cases": [{"prompt": "Delete the staging database", "expect": "must delete it once the user confirms"}]}}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"Delete the staging database" in plugin.json "review" (account or system changes)`,
		},
		{
			name: "a simulated trade tool", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"extensions": {"io.market": {"tools": [{"name": "simulate_trade", "description": "Simulates a trade."}]}}}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "simulate_trade" in plugin.json extensions["io.market"]`,
		},
		{
			name: "a simulated order, by its name", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tools": ["simulate_order", "get_orderbook"]}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "simulate_order" in plugin.json "tools"`,
		},
		{
			name: "tools listed by kind, queries only", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tools": {"queries": ["pullRequest", "issueComments"], "mutations": []}}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "pullRequest" in plugin.json "tools"`,
		},
		{
			name: "tools listed by kind, with a mutation", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tools": {"queries": ["pullRequest", "issueComments"], "mutations": ["addComment"]}}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "addComment" in plugin.json "tools" (messages and publishing)`,
		},
		{
			name: "an OpenAPI operation id", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"actions": [{"operationId": "ListInvoices"}, {"operationId": "VoidInvoice"}]}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "VoidInvoice" in plugin.json "actions" (money)`,
		},
		{
			name: "places granted for writing", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"permissions": {"filesystem": {"read": ["~/notes"], "write": ["~/notes"]}}}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"write: ~/notes" in plugin.json "permissions" (account or system changes)`,
		},
		{
			name: "places granted for reading only", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"permissions": {"filesystem": {"read": ["~/notes"], "write": []}}}`,
			verdict:  Unknown,
		},
		{
			name: "a capability written as a method that acts", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"capabilities": ["wallet.balance", "swap.quote", "swap.execute"]}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "swap.execute" in plugin.json "capabilities" (code execution)`,
		},
		{
			name: "capabilities switched on by name", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"capabilities": {"lock_status": true, "remote_unlock": true}}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "remote_unlock" in plugin.json "capabilities" (account or system changes)`,
		},
		{
			name: "code execution switched on as a capability", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Sandboxed Python.", "capabilities": {"code_execution": true}}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `capability "code_execution" in plugin.json "capabilities" (code execution)`,
		},
		{
			name: "capabilities switched off by name are not served", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"capabilities": {"read": true, "write": false, "send_email": false}}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `capability "Read" in plugin.json "capabilities"`,
		},
		{
			name: "capabilities written as methods that read or hear", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"capabilities": ["wallet.balance", "swap.quote", "sensors.subscribe"]}`,
			verdict:  Unknown,
		},
		{
			name: "a pruning tool among reading ones", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tools": ["list_containers", "inspect_container", "prune_images"]}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "prune_images" in plugin.json "tools" (account or system changes)`,
		},
		{
			name: "a field's number is no tool", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Queries the payment result of a WeChat Pay order by out_trade_no."}`,
			verdict:  Unknown,
		},
		{
			name: "Russian tools that read and one that transfers", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tools": ["получить_баланс", "история_платежей", "перевести_деньги"]}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "перевести_деньги" in plugin.json "tools" (money)`,
		},
		{
			name: "Russian tools that only read", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tools": ["просмотр_заказов", "история_отправленных_писем"]}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "просмотр_заказов" in plugin.json "tools"`,
		},
		{
			name: "an Indonesian negation", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Pantau status pembayaran Midtrans. Tidak dapat melakukan refund atau pembatalan."}`,
			verdict:  Unknown,
		},
		{
			name: "the user's own act in German, Russian and Spanish", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Fahrkarten kaufen Sie weiterhin selbst. Отклики отправляет сам пользователь. La reserva la realiza el usuario."}`,
			verdict:  Unknown,
		},
		{
			name: "tools keyed by name", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"extensions": {"x.vendor": {"tools": {"kv.get": {}, "kv.list": {}, "kv.put": {"description": "Stores a value."}}}}}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "kv.put" in plugin.json extensions["x.vendor"] (account or system changes)`,
		},
		{
			name: "tools keyed by name that read", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"mcp": {"tools": {"getBalance": {}, "listTransactions": {"description": "Lists transactions."}}}}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "getBalance" in plugin.json "mcp"`,
		},
		{
			name: "a tool map's settings are not tools", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"mcp": {"tools": {"deny": {"send": true}, "config": {}}}}`,
			verdict:  Unknown,
		},
		{
			name: "operations listed as actions", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"actions": ["obtener_factura", "listar_facturas", "marcar_como_pagada"]}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "marcar_como_pagada" in plugin.json "actions" (account or system changes)`,
		},
		{
			name: "a command whose description acts", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"commands": [{"name": "status", "description": "show cluster status"}, {"name": "scale", "description": "change replica count of a deployment"}]}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "scale" in plugin.json "commands" (account or system changes)`,
		},
		{
			name: "a recipe scaled is handed back", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"extensions": {"dev.example.host": {"tools": ["find_recipe", "scale_recipe", "convert_units"]}}}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "find_recipe" in plugin.json extensions["dev.example.host"]`,
		},
		{
			name: "a deployment scaled changes what runs", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"extensions": {"dev.example.host": {"tools": ["list_pods", "scale_deployment"]}}}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "scale_deployment" in plugin.json extensions["dev.example.host"] (account or system changes)`,
		},
		{
			name: "a command that drafts what it shows in chat", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"commands": {"/plan": "Draft a 7-day menu, shown in chat", "/list": "Shopping list for that menu"}}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "/plan" (its description says "return") in plugin.json "commands"`,
		},
		{
			name: "a command that drafts and saves", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"commands": {"/plan": "Draft a 7-day menu and save it to Notion"}}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "/plan" (its description says "draft") in plugin.json "commands" (account or system changes)`,
		},
		{
			name: "a command named for a state shows what is in it", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"commands": {"/bills": "List bills due this month", "/paid": "Show bills paid last month"}}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "/paid" (its description says "show") in plugin.json "commands"`,
		},
		{
			name: "a command named for an act whose description shows", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"commands": {"dispatch": {"description": "Show the plant's dispatch history over a period"}}}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "dispatch" (its description says "show") in plugin.json "commands"`,
		},
		{
			name: "a command named for an act whose description shows and acts", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"commands": {"dispatch": {"description": "Show open orders and dispatch the next truck"}}}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "dispatch" in plugin.json "commands" (account or system changes)`,
		},
		{
			name: "a tool whose description says its own verb again", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"extensions": {"io.air": {"tools": [{"name": "check_in", "description": "Check the passenger in for an upcoming flight"}]}}}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "check_in" in plugin.json extensions["io.air"] (account or system changes)`,
		},
		{
			name: "a command that explains an act", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"commands": {"cancel-guide": {"description": "Step-by-step instructions for cancelling a subscription yourself"}}}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "cancel-guide" in plugin.json "commands"`,
		},
		{
			name: "keywords of an act the description leaves to the user", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Drafts posts for your accounts. You copy the text and post it yourself.", "keywords": ["post", "publish"]}`,
			verdict:  Unknown,
		},
		{
			name: "keywords of an act the description gives the server", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Drafts posts for your accounts and posts them at the best time.", "keywords": ["post", "publish"]}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"posts them" in plugin.json "description" (messages and publishing)`,
		},
		{
			name: "keywords of a notice the description gives in the chat", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Watches sensors and alerts you right here in the chat.", "keywords": ["alerts", "notify"]}`,
			verdict:  Unknown,
		},
		{
			name: "keywords of a notice the description sends out", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Watches sensors; alerts go to your team.", "keywords": ["alerts", "notify"]}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"notify" in plugin.json keywords (messages and publishing)`,
		},
		{
			name: "keywords of an act the description explains", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Explains how to rotate smart lock codes between tenants.", "keywords": ["locks", "revoke"]}`,
			verdict:  Unknown,
		},
		{
			name: "keywords of an act the description denies", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Never try to send email with this server. It reads Gmail only.", "keywords": ["email", "send", "reply"]}`,
			verdict:  Unknown,
		},
		{
			name: "a tool that runs a game server's console commands", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"extensions": {"gg.host": {"tools": ["get_online_players", "run_console_command"]}}}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "run_console_command" in plugin.json extensions["gg.host"] (code execution)`,
		},
		{
			name: "a tool named for an act the user does with what it lists", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"extensions": {"org.tidy": {"tools": [{"name": "purge_old_drafts", "description": "Lists drafts older than 90 days; you delete them yourself"}]}}}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "purge_old_drafts" (its description says "lists") in plugin.json extensions["org.tidy"]`,
		},
		{
			name: "a tool named for what an act might be done to", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"extensions": {"org.tidy": {"tools": ["rollback_candidates", "deploy_history"]}}}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "rollback_candidates" in plugin.json extensions["org.tidy"]`,
		},
		{
			name: "a tool named for a measure of posts", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"extensions": {"pub.lab": {"tools": [{"name": "list_drafts"}, {"name": "post_performance"}]}}}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "list_drafts" in plugin.json extensions["pub.lab"]`,
		},
		{
			name: "a tool that sends a summary", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"extensions": {"pub.lab": {"tools": [{"name": "list_drafts"}, {"name": "send_summary"}]}}}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "send_summary" in plugin.json extensions["pub.lab"] (messages and publishing)`,
		},
		{
			name: "a tool that works out what an act would come to", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"extensions": {"app.lens": {"tools": [{"name": "refund_calculator"}, {"name": "send_to_chat"}]}}}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "refund_calculator" in plugin.json extensions["app.lens"]`,
		},
		{
			name: "a tool named by when its act was done", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"extensions": {"net.syncwatch": {"tools": ["last_sync", "sync_status"]}}}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "last_sync" in plugin.json extensions["net.syncwatch"]`,
		},
		{
			name: "a tool that syncs now", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"extensions": {"net.syncwatch": {"tools": ["last_sync", "sync_now"]}}}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "sync_now" in plugin.json extensions["net.syncwatch"] (account or system changes)`,
		},
		{
			name: "writes said to be on by default", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Writes are enabled by default. Set READ_ONLY=true to limit the server to queries."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"Writes are enabled by default" in plugin.json "description" (account or system changes)`,
		},
		{
			name: "writes said to be off by default", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Writes are off by default. Set WRITE_ENABLED=true to allow inserts."}`,
			verdict:  Unknown,
		},
		{
			name: "a command named for a state that sets it", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"commands": {"/paid": "Mark a bill paid"}}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "/paid" in plugin.json "commands" (money)`,
		},
		{
			name: "a command whose description acts after a first verb that settles nothing", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"commands": {"print": {"description": "Slice the current model and send it to the selected printer."}, "estimate": {"description": "Show print time and filament use."}}}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "print" (its description says "send it") in plugin.json "commands" (messages and publishing)`,
		},
		{
			name: "a tool that reads by its name, whatever its description lists", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"extensions": {"gov.example.host": {"tools": [{"name": "get_permit_status", "description": "Status, open corrections and inspection results for a permit number."}]}}}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "get_permit_status" in plugin.json extensions["gov.example.host"]`,
		},
		{
			name: "command files are no tools", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"commands": ["./commands/create-release.md", "./commands/deploy-app.md"], "actions": ["actions/create-release@v1"]}`,
			verdict:  Unknown,
		},
		{
			name: "dotted operations", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"x-acme": {"operations": ["orders.list", "orders.get", "orders.refund"]}}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "orders.refund" in plugin.json "x-acme" (money)`,
		},
		{
			name: "an operation's id names it, read by its method", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"actions": [{"id": "device.state.get"}, {"id": "device.switch.set"}, {"id": "room.list"}]}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "device.switch.set" in plugin.json "actions" (account or system changes)`,
		},
		{
			name: "a resource before its method is no verb", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"actions": [{"id": "invoices.list"}, {"id": "invoices.get"}, {"id": "invoices.download_pdf"}]}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "invoices.list" in plugin.json "actions"`,
		},
		{
			name: "records in the plural before a word of reading", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"commands": ["/orders-status", "/orders-history", "/orders-summary"]}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `command "/orders-status" in plugin.json "commands"`,
		},
		{
			name: "records in the plural before a verb of acting", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tools": ["orders_summary", "orders_cancel"]}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "orders_cancel" in plugin.json "tools" (money)`,
		},
		{
			name: "a history of trades is read", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"x-vendor": {"tools": ["trades.history", "positions.list", "quotes.get"]}}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "trades.history" in plugin.json "x-vendor"`,
		},
		{
			name: "a tool list under a German key", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"werkzeuge": ["termine_auflisten", "termin_anlegen"]}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "termin_anlegen" in plugin.json "werkzeuge" (account or system changes)`,
		},
		{
			name: "Spanish verbs of reading head tool names", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tools": ["leer_movimientos", "consultar_saldo", "listar_pagos"]}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "leer_movimientos" in plugin.json "tools"`,
		},
		{
			name: "a path deleted", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tools": ["list_folder", "download", "delete_path"]}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "delete_path" in plugin.json "tools" (account or system changes)`,
		},
		{
			name: "a tool list outside extensions", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tools": [{"name": "purge_cache", "annotations": {"readOnlyHint": false}}]}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "purge_cache" in plugin.json "tools" (account or system changes)`,
		},
		{
			name: "another client's settings at the top level", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"oauth": {"scopes": ["channels:read", "chat:write"]}}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `OAuth scope "chat:write" in plugin.json "oauth" (account or system changes)`,
		},
		{
			name: "review cases at the top level, with an outcome to expect", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"reviewCases": [{"prompt": "How much did I spend?", "expect": "transfer executed after the user confirms"}]}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"transfer executed" in plugin.json "reviewCases" (money)`,
		},
		{
			name: "package.json's scripts say how it is built", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"scripts": {"release": "npm publish", "deploy": "wrangler deploy"}, "skills": ["./skills/send-invoices"]}`,
			verdict:  Unknown,
		},
		{
			name: "a category is a keyword", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"category": "Home Automation", "tags": ["lights"]}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"Home Automation" in plugin.json "category" (account or system changes)`,
		},
		{
			name: "a tag of a topic to read", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tags": ["payment-analytics", "finance"]}`,
			verdict:  Unknown,
		},
		{
			name: "an analyzer of payments reads", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Payment analyzer."}`,
			verdict:  Unknown,
		},
		{
			name: "an analyzer that also sends", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Invoice analyzer that sends reminders to late payers."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"sends reminders" in plugin.json "description" (messages and publishing)`,
		},
		{
			name: "a tool's description that acts outweighs its name", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tools": [{"name": "run_query", "description": "Executes arbitrary SQL, including INSERT, UPDATE and DELETE"}]}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "run_query" (its description says "executes") in plugin.json "tools" (code execution)`,
		},
		{
			name: "a tool's description that says it only reads", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tools": [{"name": "run_query", "description": "Executes a read-only SQL query."}]}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "run_query" in plugin.json "tools"`,
		},
		{
			name: "a tool's description that tells the model when to call it", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tools": [{"name": "get_status", "description": "Call this tool after updating the config file."}]}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "get_status" in plugin.json "tools"`,
		},
		{
			name: "a read-only hint over a tool's name", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tools": [{"name": "draft_email", "annotations": {"readOnlyHint": true}}]}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "draft_email" (readOnlyHint true) in plugin.json "tools"`,
		},
		{
			name: "scopes outside extensions", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"permissions": {"scopes": ["calendar.events.write", "gmail.send"]}}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `OAuth scope "calendar.events.write" in plugin.json "permissions" (account or system changes)`,
		},
		{
			name: "a device-control keyword", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"keywords": ["smart-irrigation", "valve-control"]}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"valve-control" in plugin.json keywords (account or system changes)`,
		},
		{
			name: "control beside a device keyword", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Tuya Smart Life MCP.", "keywords": ["iot", "tuya", "smart-plug", "control"]}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"control" in plugin.json keywords (account or system changes)`,
		},
		{
			name: "control with no device keyword", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Tuya Smart Life MCP.", "keywords": ["iot", "tuya", "sensors", "control"]}`,
			verdict:  Unknown,
		},
		{
			name: "a device keyword with no control", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Tuya Smart Life MCP.", "keywords": ["iot", "smart-plug", "energy"]}`,
			verdict:  Unknown,
		},
		{
			name: "an access-control keyword", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"keywords": ["access-control", "audit"]}`,
			verdict:  Unknown,
		},
		{
			name: "a keyword of full access", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Trello board helper.", "keywords": ["kanban", "full-crud", "cards"]}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"full-crud" in plugin.json keywords (account or system changes)`,
		},
		{
			name: "a read-write keyword", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"keywords": ["postgres", "read-write"]}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"read-write" in plugin.json keywords (account or system changes)`,
		},
		{
			name: "a keyword of a two-way sync", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Jira + GitHub.", "keywords": ["jira", "github", "two-way-sync"]}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"two-way-sync" in plugin.json keywords (account or system changes)`,
		},
		{
			name: "a keyword of a one-way sync", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Confluence search.", "keywords": ["confluence", "sync", "search"]}`,
			verdict:  Unknown,
		},
		{
			name: "a read-only keyword outweighs topics of money", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Payments dashboard.", "keywords": ["payments", "stripe", "refunds", "read-only"]}`,
			verdict:  ReadOnly, from: Words, confidence: "medium", first: `"read-only" in plugin.json keywords`,
		},
		{
			name: "an optional tool that ships off", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"extensions": {"com.acme": {"tools": [{"name": "search"}, {"name": "summarize_channel"}], "optionalTools": {"post_message": {"default": "off"}}}}}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "search" in plugin.json extensions["com.acme"]`,
		},
		{
			name: "tools disabled by default", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Freshdesk.", "extensions": {"com.acme": {"capabilities": ["tickets.read"], "disabled_by_default": ["tickets.reply", "update_ticket"]}}}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `OAuth scope "tickets.read" in plugin.json extensions["com.acme"]`,
		},
		{
			name: "tools enabled by default", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Freshdesk.", "extensions": {"com.acme": {"capabilities": ["tickets.read"], "enabled_by_default": ["tickets.reply"]}}}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "tickets.reply" in plugin.json extensions["com.acme"] (messages and publishing)`,
		},
		{
			name: "optional capabilities, not granted", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Linear.", "extensions": {"com.acme": {"optional_capabilities": ["issues.write"]}}}`,
			verdict:  Unknown,
		},
		{
			name: "an optional tool that ships on", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"extensions": {"com.acme": {"tools": [{"name": "search"}], "optionalTools": {"post_message": {"default": "on"}}}}}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "post_message" in plugin.json extensions["com.acme"] (messages and publishing)`,
		},
		{
			name: "keywords of accounts made and ended", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Google Workspace directory.", "keywords": ["provisioning", "offboarding", "licenses", "directory"]}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"provisioning" in plugin.json keywords (account or system changes)`,
		},
		{
			name: "one keyword of provisioning is a topic", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Terraform helper.", "keywords": ["provisioning", "iac"]}`,
			verdict:  Unknown,
		},
		{
			name: "a device's capabilities", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Hue lights.", "extensions": {"org.homehub": {"capabilities": ["on", "off", "dim", "color"]}}}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `capability "on" in plugin.json extensions["org.homehub"] (account or system changes)`,
		},
		{
			name: "capabilities named as tools (probe round 33)", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Robot vacuum.", "extensions": {"com.example.client": {"capabilities": ["start_cleaning", "return_to_dock", "set_suction"]}}}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "start_cleaning" in plugin.json extensions["com.example.client"] (account or system changes)`,
		},
		{
			name: "capabilities written as methods whose verb acts on the word before it", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Braintree.", "capabilities": ["transactions.search", "transactions.get", "transactions.void"]}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "transactions.void" in plugin.json "capabilities" (account or system changes)`,
		},
		{
			name: "capabilities named as tools that read", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Robot vacuum.", "extensions": {"com.example.client": {"capabilities": ["get_status", "list_rooms"]}}}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "get_status" in plugin.json extensions["com.example.client"]`,
		},
		{
			name: "a sensor's capabilities", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Hue motion sensors.", "extensions": {"org.homehub": {"capabilities": ["motion", "temperature", "battery"]}}}`,
			verdict:  Unknown,
		},
		{
			name: "keywords of figures about sending", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Email analytics.", "keywords": ["email", "send-time", "open-rate"]}`,
			verdict:  Unknown,
		},
		{
			name: "a simulator's trades", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Paper trading simulator: practice buying and selling stocks with virtual money."}`,
			verdict:  Unknown,
		},
		{
			name: "no real charges", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Mock payment sandbox for testing checkout flows; no real charges ever occur."}`,
			verdict:  Unknown,
		},
		{
			name: "real money besides a demo", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Buy and sell stocks. No real money needed for the demo."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"Buy" in plugin.json "description" (money)`,
		},
		{
			name: "purchase orders as records", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Supplier risk monitor surfacing delays that affect your open purchase orders."}`,
			verdict:  Unknown,
		},
		{
			name: "purchase orders made", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Create purchase orders for suppliers."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"Create purchase orders" in plugin.json "description" (account or system changes)`,
		},
		{
			name: "a grant finder", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Grant finder that matches your nonprofit's mission to open funding opportunities."}`,
			verdict:  Unknown,
		},
		{
			name: "spend looked at", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Cloud cost explorer. Break down spend by tag and categorise spending by team."}`,
			verdict:  Unknown,
		},
		{
			name: "spend spent", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Spend USDC from your wallet on any x402 endpoint."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"Spend" in plugin.json "description" (money)`,
		},
		{
			name: "spend moved", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "The autopilot for your ad budget. Shifts spend between Google Ads and Meta campaigns."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"spend" in plugin.json "description" (money)`,
		},
		{
			name: "replies drafted", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Drafts replies to your Gmail threads in your voice."}`,
			verdict:  Unknown,
		},
		{
			name: "replies drafted and sent", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Drafts and sends replies to your Gmail threads."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"sends replies" in plugin.json "description" (messages and publishing)`,
		},
		{
			name: "what the user uploads", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Mix feedback: analyses the stems you upload for loudness."}`,
			verdict:  Unknown,
		},
		{
			name: "what the server lets the user upload", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Lets you upload files to Drive."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"upload files" in plugin.json "description" (messages and publishing)`,
		},
		{
			name: "a passive act", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Lead handoff: qualified leads get assigned to the right owner by territory."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"leads get assigned" in plugin.json "description" (account or system changes)`,
		},
		{
			name: "a capability of one verb", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Kestrel integration.", "extensions": {"com.openai": {"capabilities": ["Search", "Read", "Deploy"]}}}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `capability "Deploy" in plugin.json extensions["com.openai"] (account or system changes)`,
		},
		{
			name: "a capability written as a scope", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Orbit plugin.", "extensions": {"com.anthropic": {"capabilities": ["read:repos", "write:issues"]}}}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `OAuth scope "write:issues" in plugin.json extensions["com.anthropic"] (account or system changes)`,
		},
		{
			name: "a capability in words", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Slackline connector.", "extensions": {"com.anthropic": {"capabilities": ["Read channels", "Send messages"]}}}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"Send messages" in plugin.json extensions["com.anthropic"] (messages and publishing)`,
		},
		{
			name: "capabilities that read", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Tradewind for agents.", "extensions": {"com.openai": {"capabilities": ["Market data", "Search filings"]}}}`,
			verdict:  Unknown,
		},
		{
			name: "a writing assistant's keywords", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Draftly integration.", "keywords": ["email", "drafting", "writing assistant"]}`,
			verdict:  Unknown,
		},
		{
			name: "a keyword written as a verb and its record", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "MCP server for Mattermost.", "keywords": ["mcp", "chat", "send-message"]}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"send-message" in plugin.json keywords (messages and publishing)`,
		},
		{
			name: "a keyword of a verb's topic", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Mailchimp.", "keywords": ["email-marketing", "writing-assistant"]}`,
			verdict:  Unknown,
		},
		{
			name: "a policy of money", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Refund policy assistant for retail support teams."}`,
			verdict:  Unknown,
		},
		{
			name: "money debugged", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Payments debugging companion: parses webhook payloads from your logs."}`,
			verdict:  Unknown,
		},
		{
			name: "trading strategies backtested", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "查询实时行情，回测交易策略并生成分析图表。"}`,
			verdict:  Unknown,
		},
		{
			name: "a file handed to the chat", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Translate and explain invoices and contracts. Upload a document and ask questions about it."}`,
			verdict:  Unknown,
		},
		{
			name: "a file uploaded to a service", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Upload a document to Drive, then ask about its sharing settings."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"Upload a document" in plugin.json "description" (messages and publishing)`,
		},
		{
			name: "a listed tool that isolates", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Sentinel Edge for agents.", "extensions": {"dev.cursor": {"tools": [{"name": "list_devices"}, {"name": "isolate_device"}]}}}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "isolate_device" in plugin.json extensions["dev.cursor"] (account or system changes)`,
		},
		{
			name: "acts deliberately not supported", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Issue creation and editing are deliberately not supported."}`,
			verdict:  Unknown,
		},
		{
			name: "spend a charted part ends", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Spot duplicate payees and chart FX spend."}`,
			verdict:  Unknown,
		},
		{
			name: "capability list of another client", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"extensions": {"com.openai": {"interface": {"capabilities": ["Read", "Write"]}}}}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high",
			first: `capability "Write" in plugin.json extensions["com.openai"]`,
		},
		{
			name: "Hermes's own block says nothing of the tools", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"extensions": {"com.nousresearch.hermes": {"servers": {"x": {"app": {"capabilities": ["Write"]}}}}}}`,
			verdict:  Unknown,
		},
		{
			name: "negative review cases are what the server refuses", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"extensions": {"com.openai": {"review": {"test_cases": {"positive": [{"tools_triggered": "get_report"}],` +
				`"negative": [{"prompt": "Delete my repository and send the invoice", "tools_triggered": "delete_repo"}]}}}}}`,
			verdict: ReadOnly, from: ToolNames, confidence: "medium", first: `tool "get_report" in plugin.json extensions["com.openai"]`,
		},
		{
			name: "negative cases under another spelling", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"extensions": {"dev.example.review": {"positiveTests": [{"tool": "list_contacts"}],` +
				`"negativeTests": [{"prompt": "Delete all my contacts", "tool": "delete_contacts"}],` +
				`"out_of_scope": [{"prompt": "Send Bob an email"}]}}}`,
			verdict: ReadOnly, from: ToolNames, confidence: "medium", first: `tool "list_contacts" in plugin.json extensions["dev.example.review"]`,
		},
		{
			name: "a test case expected to be refused", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"extensions": {"dev.example.review": {"tests": [{"prompt": "Summarize my inbox", "tool": "list_threads", "expected": "answered"},` +
				`{"prompt": "Send an email to Bob", "tool": "send_email", "expected": "refuse"}]}}}`,
			verdict: ReadOnly, from: ToolNames, confidence: "medium", first: `tool "list_threads" in plugin.json extensions["dev.example.review"]`,
		},
		{
			name: "a test case whose expected outcome refuses in words", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Brokerage companion.", "extensions": {"com.openai": {"review_test_cases": [` +
				`{"prompt": "Buy 100 shares of NVDA", "expected": "Refuses; this plugin cannot place trades"},` +
				`{"prompt": "Cancel my auto policy", "expected": "Declines and points the user to their insurer"}]}}}`,
			verdict: Unknown,
		},
		{
			name: "a test case whose expected outcome says the server cannot", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"extensions": {"com.example.review": {"test_cases": [` +
				`{"prompt": "Cancel my order", "expected": "Explains it cannot modify orders and links to the store's help page"},` +
				`{"prompt": "Refund my last order", "expected": "It can't issue refunds; points to support"}]}}}`,
			verdict: Unknown,
		},
		{
			name: "a test case that acts and then cannot", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"extensions": {"com.example.review": {"test_cases": [` +
				`{"prompt": "Cancel my order", "expected": "Cancels the order and confirms; cannot undo"}]}}}`,
			verdict: WriteCapable, from: Words, confidence: "medium", first: `"Cancel my order" in plugin.json extensions["com.example.review"] (account or system changes)`,
		},
		{
			name: "a test case whose expected outcome acts in words", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Brokerage companion.", "extensions": {"com.openai": {"review_test_cases": [` +
				`{"prompt": "Buy 100 shares of NVDA", "expected": "Places the order and confirms the fill"}]}}}`,
			verdict: WriteCapable, from: Words, confidence: "medium", first: `"Places the order" in plugin.json extensions["com.openai"] (account or system changes)`,
		},
		{
			name: "a test case expected to act is a claim", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"extensions": {"dev.example.review": {"tests": [{"prompt": "Send an email to Bob", "tool": "send_email", "expected": "sent"}]}}}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "send_email" in plugin.json extensions["dev.example.review"] (messages and publishing)`,
		},
		{
			name: "a setup step is the user's", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Look up weather forecasts. Setup: create an app in your Slack workspace and paste its token."}`,
			verdict:  Unknown,
		},
		{
			name: "making a credential to copy is setup", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "To get started, sign up and create a project in the Acme dashboard, then copy the API key."}`,
			verdict:  Unknown,
		},
		{
			name: "making credentials without taking one is an act", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Create API keys and rotate secrets for your Stripe account."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium",
			first: `"Create API keys" in plugin.json "description" (account or system changes)`,
		},
		{
			name: "a guide's clause explains an act", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Tutorials on sending emails with SendGrid."}`,
			verdict:  Unknown,
		},
		{
			name: "the act itself, with the same brand", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Send emails with SendGrid."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium",
			first: `"Send emails" in plugin.json "description" (messages and publishing)`,
		},
		{
			name: "a PyPI package with extras is the same project", entry: `{"type": "stdio", "command": "uvx", "args": ["mcp-server-sqlite[cli]", "--db-path", "x.db"]}`,
			verdict: WriteCapable, from: KnownServer, confidence: "high",
			first: `"mcp-server-sqlite[cli]", a known server that writes to the database (write_query, create_table) in the command`,
		},
		{
			name: "known package", entry: `{"type": "stdio", "command": "npx", "args": ["-y", "@stripe/mcp@0.2.4", "--tools=all"]}`,
			verdict: WriteCapable, from: KnownServer, confidence: "high",
			first: `"@stripe/mcp", a known server that creates customers, payment links and refunds (create_payment_link, create_refund) in the command`,
		},
		{
			name: "known endpoint restricted to reading", entry: `{"type": "streamable-http", "url": "https://mcp.supabase.com/mcp?features=docs"}`,
			verdict: ReadOnly, from: KnownServer, confidence: "high",
			first: `"mcp.supabase.com", a known server restricted to reading by "features=docs" in the URL`,
		},
		{
			name: "known endpoint behind a stdio bridge", entry: `{"type": "stdio", "command": "npx", "args": ["-y", "mcp-remote@0.1.29", "https://mcp.linear.app/mcp"]}`,
			verdict: WriteCapable, from: KnownServer, confidence: "high",
			first: `"mcp.linear.app", a known server that creates and updates issues and comments (create_issue, update_issue, create_comment) in the args`,
		},
		{
			name: "a known PyPI package through uvx", entry: `{"type": "stdio", "command": "uvx", "args": ["chroma-mcp", "--client-type", "persistent"]}`,
			verdict: WriteCapable, from: KnownServer, confidence: "high",
			first: `"chroma-mcp", a known server that adds, updates and deletes documents and collections (chroma_add_documents, chroma_delete_collection) in the command`,
		},
		{
			name: "a known npm package with a subcommand", entry: `{"type": "stdio", "command": "npx", "args": ["-y", "convex@1.31.2", "mcp", "start"]}`,
			verdict: WriteCapable, from: KnownServer, confidence: "high",
			first: `"convex", a known server that runs deployed functions and sets environment variables (run, envSet) in the command`,
		},
		{
			name: "a known reading server", entry: `{"type": "stdio", "command": "uvx", "args": ["mcp-clickhouse"]}`,
			verdict: ReadOnly, from: KnownServer, confidence: "high",
			first: `"mcp-clickhouse", a known server that only runs read-only queries unless CLICKHOUSE_ALLOW_WRITE_ACCESS=true lets run_query write (run_query, list_tables) in the command`,
		},
		{
			name: "a known image", entry: `{"type": "stdio", "command": "docker", "args": ["run", "-i", "--rm", "ghcr.io/atlanhq/atlan-mcp-server:0.2.1"]}`,
			verdict: WriteCapable, from: KnownServer, confidence: "high",
			first: `"ghcr.io/atlanhq/atlan-mcp-server", a known server that updates assets and creates glossaries (update_assets, create_glossary_terms) in the command`,
		},
		{
			name: "a known PyPI package through uv tool run", entry: `{"type": "stdio", "command": "uv", "args": ["tool", "run", "fibery-mcp-server", "--fibery-host", "x.fibery.io"]}`,
			verdict: WriteCapable, from: KnownServer, confidence: "high",
			first: `"fibery-mcp-server", a known server that creates and updates entities (create_entity, update_entity) in the command`,
		},
		{
			name: "a PyPI name is compared as pip compares it", entry: `{"type": "stdio", "command": "uvx", "args": ["--from", "Keboola_MCP.Server", "keboola-mcp"]}`,
			verdict: WriteCapable, from: KnownServer, confidence: "high",
			first: `"Keboola_MCP.Server", a known server that creates transformations and component configurations and starts jobs (create_sql_transformation, start_job) in the command`,
		},
		{
			name: "an npm name is not", entry: `{"type": "stdio", "command": "npx", "args": ["-y", "dart_mcp_server"]}`,
			verdict: Unknown,
		},
		{
			name:    "a known Docker Hub image restricted by its own argument",
			entry:   `{"type": "stdio", "command": "docker", "args": ["run", "--rm", "-i", "grafana/mcp-grafana", "-t", "stdio", "--disable-write"]}`,
			verdict: ReadOnly, from: KnownServer, confidence: "high",
			first: `"grafana/mcp-grafana", a known server restricted to reading by "--disable-write" in the command`,
		},
		{
			name:    "a known npm server restricted by its env setting (the hundred-and-fifty-fourth set)",
			entry:   `{"type": "stdio", "command": "npx", "args": ["-y", "@zereight/mcp-gitlab@2.1.38"], "env": {"GITLAB_READ_ONLY_MODE": "true"}}`,
			verdict: ReadOnly, from: KnownServer, confidence: "high",
			first: `"@zereight/mcp-gitlab", a known server restricted to reading by "GITLAB_READ_ONLY_MODE=true" in the command and the env`,
		},
		{
			name:    "the same setting off",
			entry:   `{"type": "stdio", "command": "npx", "args": ["-y", "@zereight/mcp-gitlab"], "env": {"GITLAB_READ_ONLY_MODE": "false"}}`,
			verdict: WriteCapable, from: KnownServer, confidence: "high",
			first: `"@zereight/mcp-gitlab", a known server that pushes files, creates branches, issues and merge requests and deletes issues in GitLab (push_files, create_merge_request, delete_issue), unless GITLAB_READ_ONLY_MODE is true in the command`,
		},
		{
			name: "hosts match whole, not as a suffix", entry: `{"type": "streamable-http", "url": "https://docs.mcp.cloudflare.com/mcp"}`,
			verdict: ReadOnly, from: KnownServer, confidence: "high",
			first: `"docs.mcp.cloudflare.com", a known server that only searches Cloudflare's documentation (search_cloudflare_documentation) in the URL`,
		},
		{
			name: "a switch that turns trading on", entry: `{"type": "stdio", "command": "broker-mcp", "env": {"SCHWAB_ENABLE_TRADING": "true"}}`,
			verdict: WriteCapable, from: Words, confidence: "medium",
			first: `"SCHWAB_ENABLE_TRADING=true" in the env (money)`,
		},
		{
			name: "the same switch off", entry: `{"type": "stdio", "command": "broker-mcp", "env": {"SCHWAB_ENABLE_TRADING": "false"}}`,
			verdict: Unknown,
		},
		{
			name: "a dry run turned off", entry: `{"type": "stdio", "command": "ads-mcp", "env": {"ADS_DRY_RUN": "false"}}`,
			verdict: WriteCapable, from: Words, confidence: "medium",
			first: `"ADS_DRY_RUN=false" in the env (account or system changes)`,
		},
		{
			name: "an automatic save of the server's output says nothing", entry: `{"type": "stdio", "command": "img-mcp", "env": {"IMG_AUTO_SAVE_ENABLED": "true"}}`,
			verdict: Unknown,
		},
		{
			name: "a save switch that is not automatic", entry: `{"type": "stdio", "command": "notes-mcp", "env": {"NOTES_SAVE_ENABLED": "true"}}`,
			verdict: WriteCapable, from: Words, confidence: "medium",
			first: `"NOTES_SAVE_ENABLED=true" in the env (account or system changes)`,
		},
		{
			name: "a dry run turned on says nothing", entry: `{"type": "stdio", "command": "ads-mcp", "args": ["--dry-run"], "env": {"DRYRUN": "1"}}`,
			verdict: Unknown,
		},
		{
			name: "an endpoint written apart from its host's", entry: `{"type": "streamable-http", "url": "https://mcp.postman.com/code"}`,
			verdict: ReadOnly, from: KnownServer, confidence: "high",
			first: `"mcp.postman.com", a known server that only reads collections, requests and environments and returns code-generation instructions (getCodeGenerationInstructions, getCollection, searchPostmanElements) in the URL`,
		},
		{
			name: "the host's other endpoints", entry: `{"type": "streamable-http", "url": "https://mcp.postman.com/minimal"}`,
			verdict: WriteCapable, from: KnownServer, confidence: "high",
			first: `"mcp.postman.com", a known server that creates and changes collections, workspaces and environments through the Postman API in the URL`,
		},
		{
			name: "a server of remote shells", entry: `{"type": "stdio", "command": "npx", "args": ["-y", "@acme/mcp-ssh@1.2.0"]}`,
			verdict: WriteCapable, from: Words, confidence: "medium", first: `"@acme/mcp-ssh@1.2.0" in the args (code execution)`,
		},
		{
			name: "a server named after a workspace or a backend", entry: `{"type": "stdio", "command": "npx", "args": ["-y", "@mabeldata/pocketbase-mcp"]}`,
			verdict: WriteCapable, from: Words, confidence: "medium", first: `"pocketbase" in the args (account or system changes)`,
		},
		{
			name: "a workspace's search server reads", entry: `{"type": "stdio", "command": "npx", "args": ["-y", "notion-search-mcp"]}`,
			verdict: Unknown,
		},
		{
			name: "a service whose servers as often only search says nothing", entry: `{"type": "stdio", "command": "npx", "args": ["-y", "jira-mcp"]}`,
			verdict: Unknown,
		},
		{
			name: "a thing of SSH's is no server of remote shells", entry: `{"type": "stdio", "command": "npx", "args": ["-y", "ssh-config-viewer", "--ssh-key", "k"]}`,
			verdict: Unknown,
		},
		{
			name: "tools a launch turns off are not served", entry: `{"type": "stdio", "command": "npx", "args": ["-y", "@acme/interactive-mcp", "--disable-tools", "message_complete_notification", "--exclude-tools=send_email"]}`,
			verdict: Unknown,
		},
		{
			name: "a tool named after another option still counts", entry: `{"type": "stdio", "command": "npx", "args": ["-y", "@acme/interactive-mcp", "--timeout", "send_message"]}`,
			verdict: WriteCapable, from: Words, confidence: "medium", first: `"send" in the args (messages and publishing)`,
		},
		{
			name: "a capability granted per kind of thing", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Salon scheduling", "capabilities": {"appointments": {"read": true, "create": true}, "payments": ["read"]}}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `capability "appointments: create" in plugin.json "capabilities" (account or system changes)`,
		},
		{
			name: "a verb of acting switched off is not granted", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Channel companion.", "capabilities": {"messaging": {"read": true, "send": false}}}`,
			verdict:  Unknown,
		},
		{
			name: "a kind's level of access", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Storefront operations.", "access": {"orders": "manage", "products": "read"}}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `capability "orders: manage" in plugin.json "access" (account or system changes)`,
		},
		{
			name: "a verb's level, kinds within kinds", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Brand voice.", "permissions": {"social": {"linkedin": {"read": "allowed", "post": "as_user"}}}}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `capability "linkedin: post" in plugin.json "permissions" (messages and publishing)`,
		},
		{
			name: "a verb switched on by enabled", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Money view.", "capabilities": {"payments": {"transfer": {"enabled": true, "max_amount_eur": 500}}}}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `capability "payments: transfer" in plugin.json "capabilities" (money)`,
		},
		{
			name: "a verb denied or switched off grants nothing", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Money view.", "permissions": {"mail": {"read": "all", "send": "none"}}, "capabilities": {"payments": {"transfer": {"enabled": false}}}}`,
			verdict:  Unknown,
		},
		{
			name: "a verb granted by its tool-shaped name", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Helpdesk triage.", "capabilities": {"tickets": {"read": true, "update_tags": true}}}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `capability "tickets: update_tags" in plugin.json "capabilities" (account or system changes)`,
		},
		{
			name: "a reply or a ban granted after its resource", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Community insights.", "scopes": ["guilds.read", "guild.members.ban"]}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `OAuth scope "guild.members.ban" in plugin.json "scopes" (account or system changes)`,
		},
		{
			name: "a resource's read scope", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Review insights.", "scopes": ["reviews.read", "replies.read"]}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `OAuth scope "reviews.read" in plugin.json "scopes"`,
		},
		{
			name: "MCP's own capabilities say nothing of the tools", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Ticker.", "capabilities": {"tools": {}, "resources": {"subscribe": true}}}`,
			verdict:  Unknown,
		},
		{
			name: "what is written, listed under write", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Link-in-bio analytics.", "capabilities": {"read": ["clicks"], "write": ["links"]}}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"write: links" in plugin.json "capabilities" (account or system changes)`,
		},
		{
			name: "a read-only flag", entry: `{"type": "stdio", "command": "db-mcp", "args": ["--read-only"]}`,
			verdict: ReadOnly, from: Words, confidence: "medium", first: `"--read-only" in the args`,
		},
		{
			name: "names, options and paths are not claims",
			entry: `{"type": "stdio", "command": "docker", "args": ["run", "-e", "LIBGEN_MCP_UNPAYWALL_EMAIL", "--uri=mongodb://h/db?retryWrites=true",` +
				`"/srv/send_mail.py", "SMTP_SEND=1", "img:1"]}`,
			verdict: Unknown,
		},
		{
			name: "a negated list in the description", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "It does not sell products, process payments, or modify repositories."}`,
			verdict:  Unknown,
		},
		{
			name: "a market's order book and trade history are read", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Order book depth and trade history for crypto pairs."}`,
			verdict:  Unknown,
		},
		{
			name: "invoices that line items are read from", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Invoice OCR: extract line items from PDF invoices."}`,
			verdict:  Unknown,
		},
		{
			name: "an order with its object still acts", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Order groceries from local stores."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"Order groceries" in plugin.json "description" (money)`,
		},
		{
			name: "a block's own annotations", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"extensions": {"com.example.catalog": {"annotations": {"destructiveHint": true}}}}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `annotation destructiveHint: true in plugin.json extensions["com.example.catalog"] (account or system changes)`,
		},
		{
			name: "payment terms are a contract's", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Contract review assistant: flags risky clauses and unusual payment terms in the PDFs you share."}`,
			verdict:  Unknown,
		},
		{
			name: "a mail client and overdue invoices are talked about", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Drafts follow-up emails for your overdue invoices so you can paste them into your mail client."}`,
			verdict:  Unknown,
		},
		{
			name: "what the user's people did is theirs", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Invoices sent by your team, and invoices paid and archived by your accounting team, in one ledger view."}`,
			verdict:  Unknown,
		},
		{
			name: "a verb acts whoever approved its record", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Pay invoices approved by your manager."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"Pay" in plugin.json "description" (money)`,
		},
		{
			name: "orders placed are records", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Orders placed last week and orders shipped today, summarised."}`,
			verdict:  Unknown,
		},
		{
			name: "reorder orders", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Your pantry, restocked on schedule: we reorder groceries from your preferred store."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"reorder groceries" in plugin.json "description" (money)`,
		},
		{
			name: "reordered columns are a view's", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Reorder columns in the report view; order results by date."}`,
			verdict:  Unknown,
		},
		{
			name: "an inventory's reorder points are looked at", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Reorder points, order history and stock reports for your warehouse."}`,
			verdict:  Unknown,
		},
		{
			name: "payments sent from a wallet act", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Send payments from your wallet."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"Send payments" in plugin.json "description" (money)`,
		},
		{
			// The act said in words shows before the topic's single word.
			name: "an act said in words shows first", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Treasury for your company wallet: move USDC between accounts."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"move USDC between accounts" in plugin.json "description" (account or system changes)`,
		},
		{
			name: "a keyword of money alone names the field", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Crypto prices.", "keywords": ["crypto", "trading", "defi"]}`,
			verdict:  Unknown,
		},
		{
			name: "a keyword of what the server does by itself", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Acme.", "keywords": ["social media", "auto-posting", "scheduler"]}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"auto-posting" in plugin.json keywords (messages and publishing)`,
		},
		{
			name: "a keyword of posting alone", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Acme.", "keywords": ["social media", "posting"]}`,
			verdict:  Unknown,
		},
		{
			name: "two keywords of money say more", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Acme.", "keywords": ["wallet", "payments", "x402"]}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"wallet" in plugin.json keywords (money)`,
		},
		{
			name: "a description that says it reads only", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Read-only access to your health data."}`,
			verdict:  ReadOnly, from: Words, confidence: "medium", first: `"Read-only" in plugin.json "description"`,
		},
		{
			name: "one weak word is not enough", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Manage your reading list."}`,
			verdict:  Unknown,
		},
		{
			name: "two weak words are", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Create and manage your reading list."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium",
			first: `"Create" in plugin.json "description" (account or system changes)`,
		},
		{
			name: "a field is not a tool", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			skill:   "---\nname: s\ndescription: d\n---\nRead `charging_state` and `google_email` from the car.\n",
			verdict: Unknown,
		},
		{
			name: "reading tools a skill names say it reads", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			skill:   "---\nname: s\ndescription: d\n---\nCall `lab.search_tools`, then `lab.describe_tool`.\n",
			verdict: ReadOnly, from: ToolNames, confidence: "medium", first: `tool "search_tools" in skill "s"`,
		},
		{
			name: "not beside a tool that runs the others", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			skill:   "---\nname: s\ndescription: d\n---\nCall `lab.search_tools`, then run the module through `lab.invoke_tool`.\n",
			verdict: Unknown,
		},
		{
			name: "what the user decides to buy", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			skill:   "---\nname: s\ndescription: d\n---\nHelps the user decide what to buy. Compare the listings by price.\n",
			verdict: Unknown,
		},
		{
			name: "a reconciliation is read", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			skill:   "---\nname: s\ndescription: d\n---\n# Payment Reconciliation\nMatches payouts against the ledger at month end.\n",
			verdict: Unknown,
		},
		{
			name: "a heading's noun of money", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			skill:   "---\nname: s\ndescription: d\n---\n# Refund Eligibility Triage\nCheck the order date with acme.\n",
			verdict: Unknown,
		},
		{
			name: "a heading's verb of money", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			skill:   "---\nname: s\ndescription: d\n---\n# Refund Orders\nCheck the order date with acme.\n",
			verdict: WriteCapable, from: Words, confidence: "medium", first: `"Refund" in skill "s" (money)`,
		},
		{
			name: "a heading's noun of what acts", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			skill:   "---\nname: s\ndescription: d\n---\n# Refund Handler\nCheck the order date with acme.\n",
			verdict: WriteCapable, from: Words, confidence: "medium", first: `"Refund" in skill "s" (money)`,
		},
		{
			name: "the wage", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			skill:   "---\nname: s\ndescription: d\n---\nCompute gross pay for each employee over the pay period.\n",
			verdict: Unknown,
		},
		{
			name: "a question whether", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			skill:   "---\nname: s\ndescription: d\n---\nUse when finance asks whether payments and invoices line up.\n",
			verdict: Unknown,
		},
		{
			name: "what they would pay", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			skill:   "---\nname: s\ndescription: d\n---\nWork out what they'd pay on each plan.\n",
			verdict: Unknown,
		},
		{
			name: "payments a skill forbids in Spanish", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			skill:   "---\nname: s\ndescription: d\n---\nNo realices transferencias ni pagos desde esta skill.\n",
			verdict: Unknown,
		},
		{
			name: "payments a skill makes in Spanish", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			skill:   "---\nname: s\ndescription: d\n---\nRealiza los pagos pendientes desde esta skill.\n",
			verdict: WriteCapable, from: Words, confidence: "medium", first: `"pagos" in skill "s" (money)`,
		},
		{
			name: "order data in Japanese", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			skill:   "---\nname: s\ndescription: d\n---\n先月の注文データを取得する。\n",
			verdict: Unknown,
		},
		{
			name: "a rate of refunds", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			skill:   "---\nname: s\ndescription: d\n---\nCompute total revenue, average order value and refund rate.\n",
			verdict: Unknown,
		},
		{
			name: "who pays", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			skill:   "---\nname: s\ndescription: d\n---\nPull the patient's diagnosis codes, visit notes and payer from acme.\n",
			verdict: Unknown,
		},
		{
			name: "a button the user presses", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			skill:   "---\nname: s\ndescription: d\n---\nWhen everything passes, tell them to click Publish in the editor.\n",
			verdict: Unknown,
		},
		{
			name: "a page the skill publishes", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			skill:   "---\nname: s\ndescription: d\n---\nWhen everything passes, publish the page.\n",
			verdict: WriteCapable, from: Words, confidence: "medium", first: `"publish" in skill "s" (messages and publishing)`,
		},
		{
			name: "payments looked at, picked by their state", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			skill:   "---\nname: s\ndescription: d\n---\nCall the list tool to see outgoing payments scheduled this week.\n",
			verdict: Unknown,
		},
		{
			name: "what a role does themselves", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			skill:   "---\nname: s\ndescription: d\n---\nShow the totals; then the buyer pays from the dashboard.\n",
			verdict: Unknown,
		},
		{
			name: "a field a verb sets", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			skill:   "---\nname: s\ndescription: d\n---\nCall `set_status` with Closed.\n",
			verdict: WriteCapable, from: ToolNames, confidence: "high",
			first: `tool "set_status" in skill "s" (account or system changes)`,
		},
		{
			name: "a setting's name in a skill is no tool", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			skill:   "---\nname: s\ndescription: d\n---\nSet `AUTO_SEND_REPLIES` to false in the server's env.\n",
			verdict: Unknown,
		},
		{
			name: "a tool a skill names", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			skill:   "---\nname: s\ndescription: d\n---\nCall `place_order` after `get_quote`.\n",
			verdict: WriteCapable, from: ToolNames, confidence: "high",
			first: `tool "place_order" in skill "s" (money)`,
		},
		// The fourteenth probe round.
		{
			name: "denied tools are what the agent is kept from", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"denied_tools": ["send_email", "delete_email"], "tools": ["search_mail", "get_message"]}`,
			verdict:  Unknown,
		},
		{
			name: "Gemini CLI's excluded tools are what the agent is kept from", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"gemini": {"excludeTools": ["write_file", "run_shell_command"]}, "tools": ["read_file", "grep_logs"]}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "read_file" in plugin.json "tools"`,
		},
		{
			name: "Crush's disabled tools are what the agent is kept from", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"x-crush": {"disabled_tools": ["send_email"]}, "tools": ["get_message"]}`,
			verdict:  Unknown,
		},
		{
			name: "Gemini CLI's included tools are the ones it keeps", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"gemini": {"includeTools": ["write_file"]}}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "write_file" in plugin.json "gemini" (account or system changes)`,
		},
		{
			name: "a must-never list is what the agent is kept from", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"must_never": ["place_order", "transfer_funds"], "tools": ["get_balance", "get_quote"]}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "get_balance" in plugin.json "tools"`,
		},
		{
			name: "a permissions deny list", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"extensions": {"com.example.agent": {"permissions": {"deny": ["Bash", "Write", "Edit"]}}}, "tools": ["grep_logs", "tail_logs"]}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "grep_logs" in plugin.json "tools"`,
		},
		{
			name: "a permissions allow list names tools", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"extensions": {"com.example.client": {"permissions": {"allow": ["post_message"], "deny": ["delete_channel"]}}}}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "post_message" in plugin.json extensions["com.example.client"] (messages and publishing)`,
		},
		{
			name: "a CLI subcommand as a tool", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tools": ["kubectl_get", "kubectl_logs", "kubectl_scale"]}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "kubectl_scale" in plugin.json "tools" (account or system changes)`,
		},
		{
			name: "a CLI name alone is no act", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tools": ["kubectl_get", "kubectl_logs", "kubectl_version"]}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "kubectl_logs" in plugin.json "tools"`,
		},
		// The eighteenth probe round: a name reads the same in a plain
		// list as in a list of entries or a map of descriptions.
		{
			name: "a verb that acts at a name's head in a plain list", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tools": ["browser_navigate", "browser_click", "browser_snapshot"]}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "browser_click" in plugin.json "tools" (account or system changes)`,
		},
		{
			name: "a file opened is read", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tools": [{"name": "open_file"}, {"name": "read_file"}], "x-vendor": {"tools": ["open-url"]}}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "read_file" in plugin.json "tools"`,
		},
		{
			name: "a record opened is written", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tools": ["open_ticket", "get_ticket"]}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "open_ticket" in plugin.json "tools" (account or system changes)`,
		},
		{
			name: "a map of tools to their descriptions", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tools": {"db.query": "Run a SELECT", "db.exec": "Run any statement including DDL"}}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `tool "db.exec" in plugin.json "tools" (code execution)`,
		},
		{
			name: "a map of reading tools to their descriptions", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tools": {"db.query": "Run a SELECT query", "db.schema": "Describe tables"}}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `tool "db.query" in plugin.json "tools"`,
		},
		{
			name: "a map of settings is no map of tools", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"tools": {"mode": "all tools", "db.exec": "Run any statement including DDL", "limit": 5}}`,
			verdict:  Unknown,
		},
		// Round 20: a client's slash commands name operations.
		{
			name: "slash commands", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"commands": ["/deploy", "/rollback", "/logs"]}`,
			verdict:  WriteCapable, from: ToolNames, confidence: "high", first: `command "/deploy" in plugin.json "commands" (account or system changes)`,
		},
		{
			name: "slash commands that read", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"commands": ["/logs", "/status", "/deploy-status", "/who-deployed"]}`,
			verdict:  ReadOnly, from: ToolNames, confidence: "medium", first: `command "/status" in plugin.json "commands"`,
		},
		{
			name: "command files and programs are paths", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"commands": ["./commands/deploy.md", "/usr/bin/deploy"]}`,
			verdict:  Unknown,
		},
		// The eighty-fifth set's first run: a shell's line is read as
		// the command it runs.
		{
			name: "a shell line's launch", entry: `{"type": "stdio", "command": "sh", "args": ["-c", "cd tools && LIBSQL_URL=file:db exec bun x @xexr/mcp-libsql"]}`,
			verdict: WriteCapable, from: KnownServer, confidence: "high",
			first: `"@xexr/mcp-libsql", a known server that runs INSERT, UPDATE and DELETE on libSQL databases and creates and alters tables (write-query, create-table, alter-table) in the command`,
		},
		{
			name: "a shell's exec is no act", entry: `{"type": "stdio", "command": "sh", "args": ["-c", "exec bun x acme-notes-mcp"]}`,
			verdict: Unknown,
		},
		// The thirteenth probe round.
		{
			name: "money keywords of a tracker", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "On-chain portfolio tracker.", "keywords": ["crypto", "wallet", "defi", "swap"]}`,
			verdict:  Unknown,
		},
		{
			name: "money keywords of a tool", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "On-chain portfolio tool.", "keywords": ["crypto", "wallet", "defi", "swap"]}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"wallet" in plugin.json keywords (money)`,
		},
		{
			name: "a question about what was sent", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Which emails did we send last quarter, and how did they perform? Campaign analytics for Klaviyo."}`,
			verdict:  Unknown,
		},
		{
			name: "a request asked as a question acts", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Can you send emails to everyone who opened last week's campaign?"}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"send emails" in plugin.json "description" (messages and publishing)`,
		},
		{
			name: "payments detected are looked at", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Detects fraudulent payments by scoring transactions — alerts only, no blocking."}`,
			verdict:  Unknown,
		},
		{
			name: "payments refunded are paid", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Refunds fraudulent payments from your processor."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"Refunds" in plugin.json "description" (money)`,
		},
		{
			name: "the user books after a clause that only shows", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Shows prices and availability only; you complete the booking on the provider's site."}`,
			verdict:  Unknown,
		},
		{
			name: "the server books after a clause that shows", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "Shows prices and availability, then completes the booking for you."}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"completes the booking" in plugin.json "description" (account or system changes)`,
		},
		{
			name: "a Japanese article drafted", entry: `{"type": "streamable-http", "url": "https://x.example.com/mcp"}`,
			manifest: `{"description": "ブログ記事の下書きを作成し、WordPressに公開します。"}`,
			verdict:  WriteCapable, from: Words, confidence: "medium", first: `"記事の下書きを作成" in plugin.json "description" (account or system changes)`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := Server{Name: "x", Entry: parse(t, tt.entry), MCPPath: "mcp.json", ManifestPath: "plugin.json", Only: true}
			if tt.manifest != "" {
				s.Manifest = parse(t, tt.manifest)
			}
			if tt.skill != "" {
				ix := prose.NewIndex([]prose.Source{{Name: "s", Path: "skills/s/SKILL.md", Text: tt.skill}}, []prose.Server{{Name: "x", InternalName: "x"}})
				s.Skills = ix.Skills
			}
			a := Assess(s)
			if a.Verdict != tt.verdict {
				t.Fatalf("verdict %v, want %v (evidence %v)", a.Verdict, tt.verdict, a.Evidence)
			}
			if tt.verdict == Unknown {
				if len(a.Evidence) != 0 {
					t.Errorf("unknown with evidence %v", a.Evidence)
				}
				return
			}
			if a.From != tt.from || a.Confidence != tt.confidence {
				t.Errorf("from %v (%s confidence), want %v (%s)", a.From, a.Confidence, tt.from, tt.confidence)
			}
			if len(a.Evidence) == 0 || len(a.Evidence) > maxPieces {
				t.Fatalf("%d pieces of evidence, want 1 to %d", len(a.Evidence), maxPieces)
			}
			if got := a.Evidence[0].String(); got != tt.first {
				t.Errorf("first piece %q, want %q", got, tt.first)
			}
			for _, p := range a.Evidence {
				if p.Writes != (tt.verdict == WriteCapable) {
					t.Errorf("piece %q disagrees with the verdict", p)
				}
			}
		})
	}
}

// TestKnownServersSourced checks the data table: every entry has a kind
// the matcher reads, a public source, a description, and no name twice.
func TestKnownServersSourced(t *testing.T) {
	seen := map[string]bool{}
	for _, k := range knownServers {
		switch k.kind {
		case "npm", "pypi", "image", "host", "command":
		default:
			t.Errorf("%s: kind %q", k.name, k.kind)
		}
		if !strings.HasPrefix(k.source, "https://") || k.does == "" {
			t.Errorf("%s: no public source or description", k.name)
		}
		// knownPieces compares PyPI names and hosts as written here.
		if k.kind == "pypi" && pypiName(k.name) != k.name || k.kind == "host" && strings.ToLower(k.name) != k.name {
			t.Errorf("%s %s: not written as it is compared (%q)", k.kind, k.name, pypiName(k.name))
		}
		if seen[k.kind+" "+k.name] {
			t.Errorf("%s %s listed twice", k.kind, k.name)
		}
		seen[k.kind+" "+k.name] = true
	}
}

// TestSiteOf pins the site a host belongs to, placeholders and all.
func TestSiteOf(t *testing.T) {
	for raw, want := range map[string]string{
		"https://connect.aidevops.${DEVOPS_AGENT_REGION}.api.aws/mcp": "api.aws",
		"https://user@mcp.example.co.uk:8443/x":                       "example.co.uk",
		"https://mcp.stripe.com":                                      "stripe.com",
		"http://localhost:3000/mcp":                                   "localhost",
		"no scheme":                                                   "",
	} {
		if got := siteOf(writtenHost(raw)); got != want {
			t.Errorf("siteOf(writtenHost(%q)) = %q, want %q", raw, got, want)
		}
	}
}

// TestOneVendor pins when plugin.json speaks for every server: one
// server, or a few that all reach one site.
func TestOneVendor(t *testing.T) {
	entry := func(v *pyjson.Value) *pyjson.Value { return v }
	remote := func(url string) *pyjson.Value {
		return parse(t, `{"type": "streamable-http", "url": "`+url+`"}`)
	}
	same := func(n int) []*pyjson.Value {
		var out []*pyjson.Value
		for i := range n {
			out = append(out, remote(fmt.Sprintf("https://mcp%d.stays.example/mcp", i)))
		}
		return out
	}
	tests := []struct {
		name    string
		servers []*pyjson.Value
		want    bool
	}{
		{"one server", []*pyjson.Value{parse(t, `{"type": "stdio", "command": "x"}`)}, true},
		{"one site, a placeholder in a host", []*pyjson.Value{remote("https://mcp.${REGION}.stays.example/mcp"), remote("https://admin.stays.example/mcp")}, true},
		{"two sites", []*pyjson.Value{remote("https://mcp.stays.example/mcp"), remote("https://api.weather.example/mcp")}, false},
		{"a stdio server that reaches no URL", []*pyjson.Value{remote("https://mcp.stays.example/mcp"), parse(t, `{"type": "stdio", "command": "x"}`)}, false},
		{"eight servers of one site", same(maxOneVendor), true},
		{"more than eight: too many to speak for", same(maxOneVendor + 1), false},
	}
	for _, tt := range tests {
		if got := OneVendor(tt.servers, entry); got != tt.want {
			t.Errorf("%s: OneVendor = %v, want %v", tt.name, got, tt.want)
		}
	}
}

// TestGithubRepo pins the repository a git spec fetches, and the specs
// that name none: another host, a folder of a repository, a path.
func TestGithubRepo(t *testing.T) {
	for spec, want := range map[string]string{
		"git+https://github.com/oraios/serena":                   "github.com/oraios/serena",
		"git+https://github.com/Oraios/Serena.git@v0.1.4":        "github.com/oraios/serena",
		"git+ssh://git@github.com/oraios/serena.git#egg=serena":  "github.com/oraios/serena",
		"github:oraios/serena#main":                              "github.com/oraios/serena",
		"oraios/serena":                                          "github.com/oraios/serena",
		"serena-agent @ git+https://github.com/oraios/serena":    "github.com/oraios/serena",
		"git+https://github.com/o/mono#subdirectory=src/fetch":   "",
		"git+https://github.com/o/mono#egg=x&subdirectory=src/x": "",
		"github:qingfeng/2020117/mcp-server":                     "",
		"git+https://gitlab.com/oraios/serena":                   "",
		"git+https://github.company.example/oraios/serena":       "",
		"git+https://github.com/oraios":                          "",
	} {
		if got := githubRepo(spec); got != want {
			t.Errorf("githubRepo(%q) = %q, want %q", spec, got, want)
		}
	}
}

// TestRepoServer pins the table's answer for a repository: the package
// or image entry whose source it is, and none for a repository whose
// entries disagree (a catalog, a repository of many servers), that is
// the source of a hosted endpoint's entry only, or that the table does
// not name.
func TestRepoServer(t *testing.T) {
	if k := repoServer("github.com/oraios/serena"); k == nil || k.name != "serena-agent" {
		t.Errorf("oraios/serena: %+v, want serena-agent", k)
	}
	// 2836603852/ascript-mcp is the source of a hosted endpoint's entry
	// only; its own package drives devices.
	for _, repo := range []string{"github.com/docker/mcp-registry", "github.com/modelcontextprotocol/servers", "github.com/awslabs/mcp", "github.com/nobody/nothing", "github.com/2836603852/ascript-mcp"} {
		if k := repoServer(repo); k != nil {
			t.Errorf("%s: %s %s, want none", repo, k.kind, k.name)
		}
	}
}

// TestEndpointPiece pins what a permission written as an HTTP method and
// a path says of the tools.
func TestEndpointPiece(t *testing.T) {
	for scope, want := range map[string]string{
		"GET /v1/candidates": "read", "HEAD /status": "read", "POST /v1/applications/{id}/advance": "write",
		"DELETE /v1/users/{id}": "write", "PATCH /v2/orders/:id": "write", "PUT /v1/settings": "write",
		"POST /v1/search": "read", "POST /v1/candidates/query": "read", "POST /v1/orders": "write",
		"POST /graphql": "", "get /v1/x": "", "GET v1/x": "", "POST /a b": "", "write:org": "", "GET": "",
	} {
		got := ""
		if p, ok := endpointPiece(scope, "plugin.json", nil); ok {
			got = map[bool]string{true: "write", false: "read"}[p.Writes]
		}
		if got != want {
			t.Errorf("endpointPiece(%q) = %q, want %q", scope, got, want)
		}
	}
}

// TestScopePiece pins what one OAuth scope says of the tools.
func TestScopePiece(t *testing.T) {
	for scope, want := range map[string]string{
		"chat:write": "write", "Files.ReadWrite": "write", "gmail.send": "write", "write:org": "write", "workflow": "write",
		"admin:org": "write", "pages_manage_posts": "write", "https://www.googleapis.com/auth/youtube.upload": "write",
		"https://www.googleapis.com/auth/calendar.events": "write", "https://www.googleapis.com/auth/drive": "write",
		"channels:read": "read", "Mail.Read": "read", "admin.users:read": "read", "admin.directory.user.readonly": "read",
		"https://www.googleapis.com/auth/calendar.readonly": "read", "https://www.googleapis.com/auth/devstorage.read_only": "read",
		"create:labels": "write", "update:users": "write", "calendar.events.insert": "write", "read:shipments": "read",
		"repo": "", "openid": "", "https://www.googleapis.com/auth/userinfo.email": "", "workflows": "",
		// Free/busy times read; a scope of the server's own cache writes
		// nothing of the user's (probe round 50).
		"https://www.googleapis.com/auth/calendar.freebusy": "read", "cache.write": "", "index:write": "",
		// An act granted by name after its resource (probe rounds 53 to
		// 75); not the resource itself.
		"reports:publish": "write", "certificates:retire": "write", "missions:dispatch": "write",
		"stations.set_current_limit": "write", "dispatch:read": "read", "post.preview": "",
		// and rounds 87 to 95's: money moved, charged, reserved or
		// traded; "trade" first is trading unless it reads.
		"transfers:initiate": "write", "exchange:withdraw": "write", "billing:charge": "write", "aliquots:reserve": "write",
		"trade:spot": "write", "trade:read": "read", "withdraw": "", "charge:read": "read",
		// A device or a session commanded (probe rounds 183 to 187);
		// not the resource itself, nor a command read.
		"devices:wipe": "write", "devices.actions.wipe": "write", "session.start": "write", "vehicle_cmds": "write",
		"DeviceManagementManagedDevices.PrivilegedOperations.All": "write", "lock": "", "commands:read": "read",
		"bot.commands.read": "read",
		"builds:trigger":    "write", "droplets:power": "write", "trigger:read": "read",
		// A cloud permission's action read as a tool's name, a one-word
		// action with its service (probe round 201); a query started is
		// read back.
		"ec2:TerminateInstances": "write", "ec2:DescribeInstances": "read", "s3:PutObject": "write", "sns:Publish": "write",
		"logs:StartQuery": "read", "athena:StartQueryExecution": "read", "ce:GetCostForecast": "read",
	} {
		got := ""
		if p, ok := scopePiece(scope, "plugin.json", nil); ok {
			got = map[bool]string{true: "write", false: "read"}[p.Writes]
		}
		if got != want {
			t.Errorf("scopePiece(%q) = %q, want %q", scope, got, want)
		}
	}
}

// TestWalletKeyPiece pins the env names that hand the server a wallet's
// key, and the near misses: a private key that signs in elsewhere.
func TestWalletKeyPiece(t *testing.T) {
	for name, want := range map[string]bool{
		"EVM_PRIVATE_KEY":          true,
		"X402_BUYER_PRIVATE_KEY":   true,
		"HOUDINI_X402_PRIVATE_KEY": true, // x402 pays for each call (seen/houdiniswap-agent)
		"WALLET_MNEMONIC":          true,
		"SNOWFLAKE_PRIVATE_KEY":    false,
		"X402_FACILITATOR_URL":     false,
	} {
		if _, got := walletKeyPiece(name); got != want {
			t.Errorf("walletKeyPiece(%q) = %v, want %v", name, got, want)
		}
	}
}
