package capability

import (
	"slices"
	"strings"
	"testing"
)

// TestOutcomeActs pins the acts a description words as what becomes of
// the records: a passive after "get", or after "be" with an adverb of
// doing or the place the record is put; a record kept in sync. Not a
// state ("are paid"), a condition or question ("when flights are
// cancelled", "which invoices are paid"), a relative clause, a verb of
// no act, or a negated sentence.
func TestOutcomeActs(t *testing.T) {
	tests := []struct {
		text string
		want []string // the phrases found
	}{
		{"Incoming customer conversations get answered from your help-center content.", []string{"conversations get answered"}},
		// What the server made, put into a store the sentence names
		// (probe round 150); shown in the chat, it stays there.
		{"Summaries of each support call are attached to the corresponding Freshdesk ticket.", []string{"are attached to the corresponding Freshdesk ticket"}},
		{"Uptime summaries get routed to Microsoft Teams.", []string{"get routed to Microsoft Teams"}},
		{"Call transcripts land in Salesforce as an Activity.", []string{"land in Salesforce"}},
		{"Summaries of each support call are posted in the chat.", nil},
		{"Uptime summaries get exported to CSV.", nil},
		{"Call transcripts land in the conversation.", nil},
		// Verbs of arriving (probe round 152); into the chat, or what
		// the server is told of, they are read.
		{"Summaries of new support tickets arrive in the #support-digest channel every hour.", []string{"arrive in the #support-digest channel"}},
		{"Tasks pulled from the email show up in Todoist.", []string{"up in Todoist"}},
		{"The transcripts end up in a shared Google Drive folder.", []string{"up in a shared Google Drive"}},
		{"The top contributors end up in a short report in the chat.", nil},
		{"Tells you when a new Super Admin shows up in the audit events.", nil},
		// "appear" arrives as "land" does; the reply is the chat (probe
		// round 155).
		{"Handoff notes appear in the next shift's Teams channel.", []string{"notes appear in the next shift's Teams"}},
		{"A one-page summary lands in the reply.", nil},
		{"Invoice drafts appear in the conversation as formatted text.", nil},
		{"Qualified inbound leads get assigned to the right owner by territory.", []string{"leads get assigned"}},
		{"A meeting is booked on the rep's calendar.", []string{"meeting is booked"}},
		{"Stock adjustments from your warehouse WMS are pushed to every Shopify location.", []string{"adjustments from your warehouse WMS are pushed"}},
		{"Tickets are automatically closed after 7 days.", []string{"Tickets are automatically closed"}},
		{"Late orders are cancelled automatically.", []string{"orders are cancelled"}},
		// The server's own app or credential, made with what it may reach.
		{"The app password is created with read-only JMAP access.", nil},
		{"The app is registered with files.content.read only.", nil},
		{"Refunds are then issued to the card.", []string{"Refunds are then issued"}},
		{"Keeps your Toast menu in sync with your recipe costing sheet.", []string{"Keeps your Toast menu in sync"}},
		{"Keeps Notion and Linear in sync, roadmap items mirrored.", []string{"Keeps Notion and Linear in sync"}},
		{"Keeps Notion in sync.", nil},
		{"Keeps inventory counts in sync with Shopify.", []string{"Keeps inventory counts in sync"}},
		{"Contacts, deals and pipeline stages stay in sync as you talk.", []string{"stages stay in sync"}},
		{"Your settings stay in sync across devices.", nil},
		{"Lists invoices sent to customers.", nil},
		// What a reading sentence shows after its colon, not what a
		// headline says the server does (probe round 85).
		{"Show me the billing history for a client: invoices issued, payments received.", nil},
		{"Shows the audit trail: who signed, and the IP addresses recorded.", nil},
		{"Billing automation: invoices issued and reminders sent.", []string{"invoices issued", "reminders sent"}},
		// The records made, past a person among them; and a record
		// whose word starts as a negation does ("note", "not").
		{"Every email thread with a prospect becomes a contact, a company and a note in Pipedrive.", []string{"thread with a prospect becomes a contact, a company and a note"}},
		{"Each email becomes a note in Pipedrive.", []string{"email becomes a note"}},
		{"Leads become customers, faster.", nil},
		// A pronoun with its auxiliary is the clause's subject: the
		// user placed the orders.
		{"Every order you've ever placed, at your fingertips.", nil},
		{"Every order you’ve ever placed, at your fingertips.", nil},
		{"Every order placed, automatically.", []string{"Every order placed"}},
		{"Invoices sent to customers automatically.", []string{"Invoices sent"}},
		{"Table for two at 8? Consider it booked.", []string{"Consider it booked"}},
		{"Overdue leads get a personalised nudge from your Gmail address.", []string{"get a personalised nudge"}},
		{"Customers receive a text when their order ships.", []string{"receive a text"}},
		{"Late tenants hear from your assistant by text.", []string{"hear from your assistant"}},
		{"Learn how to get a reminder in Slack.", nil},
		{"Inbox zero. ✉️ Archiving, labelling and unsubscribing happen while you sleep.", []string{"Archiving, labelling and unsubscribing happen"}},
		{"Nothing interesting happens here.", nil},
		{"Compare flight prices. Booking happens on the airline's own site.", nil},
		{"Find open slots. Booking happens in the clinic's own patient portal.", nil},
		{"Reporting and monitoring happen in one dashboard.", nil},
		{"See what happens when you deploy.", nil},
		{"Get message counts per channel.", nil},
		{"Receives messages from your webhook and summarises them.", nil},
		{"Leads get email engagement scores.", nil},
		{"Consider it searched.", nil},
		{"Why consider it done when you can check?", nil},
		{"Say the party size and the time; the table is yours.", []string{"table is yours"}},
		{"The delivery slot is yours before you finish the sentence.", []string{"slot is yours"}},
		{"The table is yours to explore: query any column.", nil},
		{"The choice is yours.", nil},
		{"Keeps contacts and deals up to date as you talk.", []string{"Keeps contacts and deals up to date"}},
		{"Keeps your tasks up-to-date.", []string{"Keeps your tasks up-to-date"}},
		{"Keeps you up to date on market news.", nil},
		{"Your claim is lodged with the insurer.", []string{"claim is lodged"}},
		{"Prescription refill requests are forwarded to the patient's pharmacy.", []string{"requests are forwarded"}},
		{"No order is placed until you approve it.", []string{"order is placed"}},
		{"Your MLS listing is published to Zillow.", []string{"listing is published"}},
		// A list of participles is a process, not a state.
		{"Receipts are attached, categorized and submitted to Expensify.", []string{"Receipts are attached"}},
		{"Zendesk tickets are tagged, assigned, merged and closed.", []string{"tickets are tagged"}},
		// A second passive whose "be" is left out makes a process of the
		// first; a CRM deal's last stage is closing it.
		{"Stale opportunities are closed and owners reassigned.", []string{"opportunities are closed"}},
		{"Stale opportunities are closed-lost and owners reassigned.", []string{"opportunities are closed-lost"}},
		// A bare passive whose record leads the sentence says what is done
		// (probe round 105 had 24 such writes missed and no read in it).
		{"Stale opportunities are closed.", []string{"opportunities are closed"}},
		{"See which opportunities are closed and owners reassigned.", nil},
		{"Mailchimp campaigns are built from your draft, segmented and sent at the best time.", []string{"campaigns are built from your draft, segmented and sent"}},
		{"No invoice is sent without your approval.", []string{"invoice is sent"}},
		// Headlines: a record and what became of it.
		{"Onboarding in one sentence: Okta accounts created, laptops assigned.", []string{"Okta accounts created"}},
		{"Warehouse ops — shipping labels purchased, carriers booked.", []string{"shipping labels purchased"}},
		{"Budgets and bids adjusted daily toward your ROAS target.", []string{"bids adjusted"}},
		{"Takedown notices filed against counterfeit listings within minutes.", []string{"Takedown notices filed"}},
		{"Idle instances are stopped and unattached volumes deleted.", []string{"instances are stopped", "unattached volumes deleted"}},
		{"Ad spend guardrails: campaigns paused the moment CPA crosses your threshold.", []string{"campaigns paused"}},
		{"Campaigns paused as soon as CPA crosses your threshold.", []string{"Campaigns paused"}},
		{"Flights and hotels booked within company policy through Navan.", []string{"hotels booked"}},
		{"Git hygiene: stale branches pruned, feature flags flipped, tickets triaged.", []string{"stale branches pruned", "feature flags flipped", "tickets triaged"}},
		{"Keeps your Shopify catalog and your warehouse spreadsheet in lockstep.", []string{"Keeps your Shopify catalog and your warehouse spreadsheet in lockstep"}},
		{"Keeps you and your team in lockstep.", nil},
		{"Keeps deals, contacts and pipeline stages in step with what was said on the call.", []string{"Keeps deals, contacts and pipeline stages in step"}},
		{"Keeps you, your team and your family in step.", nil},
		{"Keeps pace, in step with the music.", nil},
		{"Listings published across every marketplace.", []string{"Listings published"}},
		{"Base solution with code shared across my other solutions.", nil},
		{"Posts shared across your channels the moment you approve.", []string{"Posts shared"}},
		{"Outdated Confluence pages get rewritten, merged or archived.", []string{"pages get rewritten"}},
		// A passive whose record leads its clause, or that the server can
		// or will do (probe round 105); not one a reading verb or a
		// relative clause holds, done elsewhere, or done to a handed copy.
		{"Stale branches are pruned across every repo you connect.", []string{"branches are pruned"}},
		{"Bills will be paid on their due date.", []string{"Bills will be paid"}},
		{"Money is moved between your pots instantly.", []string{"Money is moved"}},
		{"Payments can be scheduled from the chat.", []string{"Payments can be scheduled"}},
		{"Invoices must be approved in the portal first.", nil},
		{"Files are moved into the right folder and renamed by your rules.", []string{"Files are moved"}},
		{"Lists invoices that are paid.", nil},
		{"Safe zones are changed only in the collar's own app.", nil},
		{"Purchase orders are raised elsewhere.", nil},
		{"Transactions from your exported CSV are categorised.", nil},
		{"Patient reminders handled end to end through your EHR.", []string{"Patient reminders handled"}},
		{"Receipts matched to card lines and reports submitted to Expensify.", []string{"reports submitted"}},
		{"Reports filed last week, by team.", nil},
		// A headline whose record stands before a comma, and one done for
		// the user.
		{"Schema migrations, applied.", []string{"Schema migrations, applied"}},
		{"Bookings made simple. Tables at 40,000 restaurants on OpenTable, reserved in your name.", []string{"Tables at 40,000 restaurants on OpenTable, reserved"}},
		{"Migrations applied for you.", []string{"Migrations applied"}},
		{"Bookings made simple 🍽️ Tables at 40,000 restaurants on OpenTable, reserved in your name.", []string{"Tables at 40,000 restaurants on OpenTable, reserved"}},
		{"Status — tables at restaurants, reserved.", []string{"tables at restaurants, reserved"}},
		{"Find (tables at restaurants, reserved) fast.", nil},
		{"Shows free slots; tables, reserved.", nil},
		{"Invoices, paid or unpaid, in one list.", nil},
		{"Orders, placed last week.", nil},
		{"Orders placed for the spring sale.", nil},
		{"Reports, filed by your team.", nil},
		{"See orders, placed by region.", nil},
		{"Find tables at restaurants, reserved or not.", nil},
		{"Invoices, paid and unpaid.", nil},
		{"Sends invoices, paid.", nil},
		{"Finds invoices, paid.", nil},
		{"Shows orders, shipped.", nil},
		{"Reports viewed to date.", nil},
		{"Never miss a posting window. Your drafts go live on LinkedIn at the time you pick.", []string{"drafts go live"}},
		{"Redlines land in the shared document, and the signature packet goes out via DocuSign.", []string{"land in the shared document", "packet goes out"}},
		{"Never miss a posting window 📅 Your drafts go live on LinkedIn.", []string{"drafts go live"}},
		{"Never miss a window: drafts never go live.", nil},
		{"Alerts when your post goes live.", nil},
		{"Tracked changes go straight into your Word files on SharePoint.", []string{"changes go straight into your Word files"}},
		{"Approved invoices land in your accounting folder.", []string{"invoices land in your accounting folder"}},
		{"Learn how changes go into a release.", nil},
		{"Data goes into a dashboard.", nil},
		{"Invoices land live.", nil},
		{"See which campaigns went out last week.", nil},
		{"Know before a product goes out of stock.", nil},
		{"Orders placed as a list.", nil},
		{"Orders placed the week before.", nil},
		{"Orders placed when the sale ran, in one dashboard.", nil},
		{"Track orders placed on Amazon.", nil},
		{"Tickets created in the last 30 days, summarised.", nil},
		{"Shipping labels purchased this month, by carrier.", nil},
		{"Invoices sent by your team.", nil},
		{"Refunds issued by the assistant.", []string{"Refunds issued"}},
		{"Invoices paid by your agent.", []string{"Invoices paid"}},
		{"Orders placed directly with the supplier.", []string{"Orders placed"}},
		{"Orders placed directly by your customers.", nil},
		{"Orders placed and refunded, in one dashboard.", nil},
		{"Which tickets closed today?", nil},
		{"You booked flights.", nil},
		{"Meeting notes become Asana tasks, assigned to whoever was named.", []string{"notes become Asana tasks"}},
		{"See which leads become customers.", nil},
		{"Your dashboard becomes the source of truth.", nil},
		// Not acts.
		{"See which invoices are paid.", nil},
		{"Automatic alerts when flights are cancelled.", nil},
		{"Lists tickets that are closed automatically.", nil},
		{"Invoices are paid by your accounting team.", nil},
		{"Orders are stored in Postgres.", nil},
		{"Tickets get stale when nobody answers.", nil},
		{"Orders never get cancelled automatically.", nil},
		{"No order is placed, until further notice.", nil},
		{"Invoices are paid and archived by your accounting team.", nil},
		{"See which invoices are paid and archived.", nil},
		{"Campaigns are built, segmented and analyzed.", nil},
		{"See which invoices are paid before you close the month.", nil},
		{"Your dashboard keeps you in sync with your team.", nil},
		{"Keeps your API key in sync with the vault.", nil},
		// A headline that names the server as what acts on a record,
		// and its near misses: a product's name, a doer of reading, a
		// doer that names something else, a headline with a verb.
		{"Airtable base editor for agents.", []string{"Airtable base editor"}},
		{"AWS account operator for Claude Code covering IAM and S3 buckets.", []string{"AWS account operator"}},
		{"Notion page editor", []string{"Notion page editor"}},
		{"LinkedIn post scheduler: queue a week of posts.", []string{"LinkedIn post scheduler"}},
		{"Google Tag Manager for agents.", nil},
		{"Read secrets from AWS Secrets Manager.", nil},
		{"Airtable base viewer for agents.", nil},
		{"Ticket manager dashboard for support leads.", nil},
		{"Works with your Notion page editor.", nil},
		{"Email sender reputation, checked daily.", nil},
		// Posted publicly; shared with the user (probe round 52).
		{"Rate products you bought; each review is posted publicly under your name.", []string{"review is posted"}},
		{"Reviews that were posted publicly last year, summarised.", nil},
		{"Lists albums and photos shared with you.", nil},
		{"Photos shared with your family, automatically.", []string{"Photos shared"}},
		// A headline that is the subject of a verb of reading names the
		// records read (probe round 105); a verb of acting after it does
		// not.
		{"Contacts added to HubSpot this month are counted and broken down by source.", nil},
		{"Rotation events recorded in Vault's audit log are listed.", nil},
		{"Contacts added to HubSpot automatically.", []string{"Contacts added"}},
		{"Contacts added to HubSpot are tagged.", []string{"Contacts added", "Contacts added to HubSpot are tagged"}},
		// Made elsewhere, said after a comma.
		{"Payments are made in your banking app, not here.", nil},
		{"Payments are made from your account, then logged here.", []string{"Payments are made"}},
	}
	for _, tt := range tests {
		got := phrases(tt.text, outcomeActs(tt.text, tokenize(tt.text), nil))
		if !slices.Equal(got, tt.want) {
			t.Errorf("outcomeActs(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

// TestParticipleRoot pins the participles read back to their verbs.
func TestParticipleRoot(t *testing.T) {
	for in, want := range map[string]string{
		"assigned": "assign", "closed": "close", "cancelled": "cancel", "sent": "send", "paid": "pay", "submitted": "submit",
		"answered": "respond", "booked": "book", "stored": "", "seed": "", "red": "", "listed": "",
	} {
		got, ok := participleRoot(in)
		if ok != (want != "") || got != want {
			t.Errorf("participleRoot(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
}

// TestReadSubject pins the words of a sentence's subject whose verb only
// reads ("are shown", "are summarised"), and its near misses: a word
// after the verb, a verb of acting, a subject the assistant acted on,
// a relative clause.
func TestReadSubject(t *testing.T) {
	tests := []struct {
		text, word string
		want       bool
	}{
		{"Trades executed in your brokerage account are shown alongside realised gains.", "executed", true},
		{"Refunds issued by Stripe are summarised by reason.", "Refunds", true},
		{"Messages posted in your Slack channels are searched.", "posted", true},
		{"Emails are searched and sent.", "sent", false},
		{"Refunds issued by Stripe are processed.", "Refunds", false},
		{"Orders placed by the assistant are listed.", "placed", false},
		{"Orders placed from the chat are listed.", "placed", false},
		{"Invoices that were paid are listed.", "paid", false},
		{"Sends invoices, and paid ones are listed.", "Sends", false},
	}
	for _, tt := range tests {
		toks := tokenize(tt.text)
		start := strings.Index(tt.text, tt.word)
		if got := readSubject(toks, start); got != tt.want {
			t.Errorf("readSubject(%q, %q) = %v, want %v", tt.text, tt.word, got, tt.want)
		}
	}
}

// TestReadingParticiple pins the participles of verbs of reading.
func TestReadingParticiple(t *testing.T) {
	for in, want := range map[string]bool{
		"shown": true, "listed": true, "summarised": true, "analysed": true, "searched": true, "counted": true,
		"indexed": true, "tallied": false, "sent": false, "paid": false, "cancelled": false, "red": false,
	} {
		if got := readingParticiple(in); got != want {
			t.Errorf("readingParticiple(%q) = %v, want %v", in, got, want)
		}
	}
}
