package capability

import (
	"slices"
	"strings"
	"testing"

	"github.com/pluglint/pluglint/rules/pyjson"
)

// TestOthersActs pins the acts a description gives to someone other
// than the server, each beside a near miss that stays the server's: the
// user's people, the publisher's mailings, what the server looks for,
// a quoted question, a step of setup, and counted posts.
func TestOthersActs(t *testing.T) {
	tests := []struct {
		text string
		want []string // the write pieces, as shown, a weak one marked
	}{
		// Done by another service or person, beside a clause that holds
		// the server to reading (probe round 157); without that clause
		// the subject may be the server's own name.
		{"Zapier writes new form submissions into the sheet; the server just reads the sheet.", nil},
		{"Kubernetes restarts crashed pods on its own. KubeLens just lists pods and reads events.", nil},
		{"Kubernetes restarts crashed pods on its own.", []string{`"restarts crashed pods"`}},
		{"It recommends a flight and you book it on the airline's site. The server only searches fares.", nil},
		{"Not only finds the cheapest fare but books it on your saved card.", []string{`"books it"`}},
		// ... or that gives the act away in its own clause, or names it
		// as what starts the server's work (probe round 158).
		{"Gusto runs payroll, not us. PayView reads each pay run.", nil},
		{"When PagerDuty pages the on-call engineer, IncidentLens pulls the incident timeline into the chat.", nil},
		{"When a build fails it reruns the GitHub Actions job.", []string{`"reruns the GitHub Actions job"`}},
		// Done by the user's people.
		{"Officers post the summary to Slack.", []string{`"Slack" (weak)`}},
		{"Recruiters then send the questions to the hiring panel themselves.", nil},
		{"Teachers can then publish the quiz in Google Classroom.", nil},
		{"Journalists use it to spot stories, then publish through their own CMS.", nil},
		{"It finds stories, then publishes them to your CMS.", []string{`"publishes"`}},
		{"Managers can approve or decline time-off requests straight from chat.", []string{`"approve or decline time-off requests"`}},
		// A clause whose subject is one of the user's people, past the
		// verbs joined to its first; not the publisher's own team.
		{"Drafts offer letters; the recruiter reviews, edits and sends them from their own inbox.", nil},
		{"Drafts the incident update. An engineer reviews the wording and publishes it.", []string{`"update" (weak)`}},
		{"Our team creates and updates tasks for you.", []string{`"updates tasks"`, `"creates" (weak)`}},
		// Done by the user, however long the object.
		{"Drafts the offer: send the offer email to the candidate and the panel yourself.", nil},
		{"Sends the offer email to the candidate and the panel.", []string{`"Sends the offer email"`}},
		// Done by the user with their own means (probe round 85), not by
		// the server from the user's account, or when asked.
		{"Drafts engagement letters. You send them from your own email.", []string{`"email" (weak)`}},
		// Things done in a time gone by, counted (probe round 89).
		{"Open rates for every push sent in the last 30 days.", nil},
		{"Every alert is sent to your on-call phone.", []string{`"alert is sent"`}},
		{"Drafts a letter that you can edit and send on your own letterhead.", nil},
		{"Sends newsletters from your own domain.", []string{`"Sends newsletters"`}},
		{"You can move money between your own accounts by asking in plain language.", []string{`"move" (weak)`, `"money" (weak)`}},
		// The publisher's own mailings.
		{"Tracks fares. We send a monthly newsletter with the best deals.", nil},
		{"We send your invoices to your clients.", []string{`"invoices"`, `"send your invoices"`}},
		// What the server looks for.
		{"Detects automations that delete records twice.", []string{`"automations" (weak)`}},
		{"A bot that deletes stale records.", []string{`"deletes stale records"`}},
		// A question quoted inside a sentence.
		{"Answers 'who deleted this file and why?' from git history.", nil},
		// Setup: a credential got from what was made, a dotted address.
		{"Create a free account to get an API token.", nil},
		{"Create an API key at acme.example/keys and set ACME_KEY.", nil},
		{"Create a free account for each new hire.", []string{`"Create a free account"`}},
		// Done by the user in another app, the app named late.
		{"Charts heating cycles. You change the schedule itself in the thermostat app.", nil},
		{"Charts heating cycles. You change the schedule from chat; it updates the thermostat app.", []string{`"change the schedule"`, `"updates the thermostat app"`}},
		// A payment dashboard is a place.
		{"Track disputes; responding is done in your payment dashboard.", nil},
		// What the user plans to do.
		{"Scores subject lines. Paste the lines you plan to send.", nil},
		{"Scores subject lines; send the ones you like.", []string{`"send" (weak)`}},
		// Acts the sentence says are out of scope, the user's, refused or
		// shipped switched off (probe round 26).
		{"Booking appointments, ordering medication and paying bills are deliberately out of scope.", nil},
		{"Books appointments, orders medication and pays bills.", []string{`"pays"`, `"Books appointments"`, `"orders medication"`}},
		{"Submitting the build for review and releasing it stay in your hands.", nil},
		{"Test cases: 'Email the customer list to me' - refuses.", nil},
		{"Emails the customer list to your sales team.", []string{`"Emails the customer"`}},
		{"An autopilot mode that reschedules meetings exists but ships switched off.", nil},
		{"It reschedules meetings by itself when conflicts appear.", []string{`"reschedules meetings"`}},
		{"It can write the digest back to a page named in DIGEST_PAGE, but that setting is empty by default.", nil},
		{"It writes the digest back to a page named in DIGEST_PAGE.", []string{`"writes the digest back to a page"`}},
		{"Creates orders, but refunds are not supported.", []string{`"Creates orders"`}},
		{"Publishing requires PUBLISH_ENABLED=1, which is off by default.", nil},
		{"Repricing only happens when REPRICE=on is set, and the default is off.", nil},
		{"Publishes your posts on schedule; analytics are off by default.", []string{`"Publishes"`, `"posts" (weak)`}},
		{"Guardrails: asked to transfer funds between accounts, it declines.", nil},
		{"When asked to transfer funds between accounts, it sends them at once.", []string{`"sends them"`, `"transfer funds"`}},
		{"It is unable to lock cards, change limits or approve reimbursements.", nil},
		{"Shows what a production deploy to Vercel would ship.", []string{`"deploy" (weak)`}},
		{"Package agents as containers, deploy to Bedrock AgentCore.", []string{`"deploy to Bedrock AgentCore"`}},
		// A contrast ends a negation's reach.
		{"It never merges anything on its own, but it closes superseded pull requests.", []string{`"closes superseded pull requests"`}},
		{"It never merges anything or closes pull requests.", nil},
		// Whatever a tool is given, an option as shipped, a refusal.
		{"You can pass dry_run to any cleanup call, but without it, which is the default, the cleanup tool deletes what it finds.", []string{`"deletes what"`}},
		{"Without it the publish tool only returns a preview card.", nil},
		{"Manage everything from one place.", []string{`"Manage" (weak)`}},
		{"It refuses to delete files older than a day.", nil},
		{"Gives your agent a bash session on your dev machine.", []string{`"bash session"`}},
		{"No shell access is needed.", nil},
		// A name before its verb.
		{"Spend Pulse summarises card spending by team.", nil},
		{"Spend less: cancels unused subscriptions.", []string{`"Spend"`, `"cancels unused subscriptions"`}},
		// A word after "every" or "each" is a noun.
		{"Map every automation in your account and each email flow.", nil},
		// A thing a verb of reading takes is read.
		{"Explains any shell command before you run it.", []string{`"shell" (weak)`}},
		{"Runs the test suite or any shell command you confirm.", []string{`"any shell command"`}},
		// Posts counted are read.
		{"Analyzes your last 200 posts on Instagram.", nil},
		{"Schedules posts on Instagram.", []string{`"posts on Instagram"`, `"Schedules posts"`}},
		// A title of capitalised words is the product's name; an act
		// named as the subject that happens on another site is not the
		// server's.
		{"Checkout Buddy: price history and coupons for Amazon pages.", nil},
		{"Dispatch Radio — police scanner feeds, summarised.", nil},
		{"Dispatch: a digest of merged PRs, shown in chat.", nil},
		{"Dispatch.", nil},
		{"Compare votre loyer aux prix du quartier. L'outil n'envoie aucun courrier au propriétaire.", nil},
		{"Compare votre loyer aux prix du quartier. L'outil envoie un courrier au propriétaire.", []string{`"envoie"`}},
		{"Tenant Board for property managers lists rent payments and late fees.", nil},
		{"Tenant Board for property managers collects rent payments.", []string{`"payments"`, `"rent" (weak)`}},
		{"Trading journal: fills parsed from uploaded statements, P&L by strategy.", nil},
		{"Trading desk: places limit orders for you.", []string{`"Trading"`, `"limit orders"`, `"places limit orders"`}},
		{"Shopify-Anbindung für Versandetiketten und Rückerstattungen an Kunden.", []string{`"Rückerstattungen"`}},
		{"Temperatures and door sensors, viewing only; device control stays in the Home app.", nil},
		{"Temperatures and door sensors; device control from chat.", []string{`"device control"`}},
		{"Publishing stays in the queue until approval.", []string{`"Publishing"`}},
		{"Dispatch. Sends trucks to the next stop.", []string{`"Dispatch"`, `"Sends trucks"`}},
		// What the user chooses, after "which" or "what" (probe round 52).
		{"Lighting advice: which bulbs to buy, what colour temperature to set.", nil},
		{"Lighting advice: finds the bulbs you need and buys them.", []string{`"buys"`}},
		// A letter written for the user to send, past a comma (probe round 52).
		{"Writes a polite complaint letter to your landlord about the broken heating, for you to send.", []string{`"send" (weak)`}},
		{"Writes newsletter copy (subject lines, preview text and body) for you to paste into your email tool.", nil},
		// The user's acts and the chat (probe rounds 53 to 55).
		{"It calculates the taxes you must pay this year.", nil},
		{"It calculate the taxes you must to pay this year.", nil},
		{"Finds the best fares, then you make the reservation on the airline's site.", nil},
		{"It tracks your parcels and notifies you here in the conversation.", nil},
		{"It tracks your parcels and notifies you in Slack.", []string{`"notifies"`, `"Slack" (weak)`}},
		{"Upload flight logs and get an analysis of the path flown.", nil},
		{"Upload the file to Drive and get a link.", []string{`"Upload the file"`}},
		{"Writes cold emails; you copy and send them", []string{`"send" (weak)`}},
		// Acts named as a sentence's subject and put elsewhere or later
		// (probe round 63).
		{"Declining or removing meetings is for you to do in your calendar.", nil},
		{"Registering the domain is done at the registrar of your choice.", nil},
		{"Creating playlists from those recommendations is coming soon.", nil},
		{"Creating playlists from those recommendations is fast.", []string{`"Creating playlists"`}},
		{"Editing or archiving pages is up to the page owners in their usual tools.", nil},
		{"Updating opportunities and logging calls stay in Salesforce.", nil},
		{"Checks packages for CVEs before your AI agent installs them.", nil},
		{"Tells you which customers are likely to pay late.", nil},
		// Measures listed, and a habit given up (probe rounds 71 and 72).
		{"Engagement analytics: reach, saves, shares and follower growth by week.", nil},
		{"Key presses, mouse moves and clicks on X11 sessions.", []string{`"moves" (weak)`}},
		{"Stop guessing your cloud bill. Breaks down AWS spend by service.", nil},
		{"Flags duplicate vendor invoices before they are paid.", []string{`"invoices"`}},
		{"Should you rent or buy in Austin? Models both paths over ten years.", nil},
		{"Writes a listing description from your notes; copy it into the MLS yourself.", nil},
		{"Compares template versions. Releasing a version is still done by your team in the dashboard.", nil},
		{"Checks packages for CVEs and installs them.", []string{`"installs them"`}},
		{"Updating opportunities and logging calls stay in sync with Salesforce.", []string{`"Updating opportunities"`}},
		{"Writes the announcement for your tournament, with rules and start times, ready for you to paste.", nil},
		{"Writes the post and publishes it, ready for you to check.", []string{`"publishes"`, `"Writes" (weak)`}},
		{"Webflow CMS publishing — collection items, drafts.", []string{`"publishing"`}},
		{"Event search and seat maps. Purchasing happens on Ticketmaster.", nil},
		{"Event search and seat maps. Purchasing tickets is one tool away.", []string{`"Purchasing"`}},
		{"Slack digest for busy channels; posting is opt-in via SLACK_ALLOW_POST, disabled by default.", nil},
		{"Calendar connector. Event creation exists behind CAL_ENABLE_WRITES, which is off by default.", nil},
		{"Calendar connector. Event creation exists behind CAL_ENABLE_WRITES.", []string{`"Event creation"`}},
		{"Reply and update tools exist but stay disabled unless FD_WRITE=1 is set.", nil},
		{"Syncs your Confluence spaces into a local semantic index so Claude can answer.", nil},
		{"Syncs your Confluence spaces to Notion.", []string{`"Syncs your Confluence spaces"`}},
		// A switch that adds acting to a server read-only by default, and
		// an act named as the subject and switched off (probe round 31).
		{"Read-only by default; setting ENABLE_WRITES=true adds tools that place orders.", nil},
		{"Read-only by default, but with --allow-write it creates issues.", nil},
		{"Read-only by default. It also creates issues.", []string{`"creates issues"`}},
		{"Read-only by default; with an API key it creates issues.", []string{`"creates issues"`}},
		{"A register write mode is available as an opt-in flag and is off by default.", nil},
		{"A register write mode is available as an opt-in flag.", nil}, // opt-in: off as shipped (probe round 91)
		{"A register write mode is available.", []string{`"write mode"`}},
		// A participle before its noun names a state; a noun of money
		// before one of figures names what is read; "purchase orders"
		// and a relative clause after a record are no buying.
		{"Browse the trial balance and posted journal entries.", nil},
		{"Posts journal entries to the ledger.", []string{`"Posts journal entries"`}},
		{"Rental comps for any US address.", nil},
		{"Lists purchase orders and invoices that do not match.", nil},
		{"Lists purchase orders and pays invoices that match.", []string{`"invoices"`}},
		{"Dispatch log analyzer for trucking fleets.", nil},
		{"Dispatch drivers to loads.", []string{`"Dispatch drivers"`}},
		{"Dispatch log entries for a driver and day.", nil},
		{"Past pay runs with status.", nil},
		{"Pays contractors every Friday.", []string{`"Pays"`}},
		{"Lets the agent run pay cycles.", []string{`"run pay cycles"`}},
		{"Shows past pay cycles.", nil},
		// Which payroll is run, and what is issued (probe round 168).
		{"Runs off-cycle payroll for terminated employees.", []string{`"Runs off-cycle payroll"`}},
		{"Run the off-cycle payroll report.", nil},
		{"Issues final paychecks through Gusto.", []string{`"Issues final paychecks"`}},
		{"Explains issues with final paychecks.", nil},
		// Money in the list a calculator shows (probe rounds 162 and 163).
		{"Mortgage calculator: monthly payment, amortization schedule, total interest.", nil},
		{"Pays the monthly payment on your mortgage.", []string{`"Pays"`, `"payment"`}},
		// Money in a state, a past act told of someone, a passive act in
		// another app (probe round 15).
		{"Projects quarterly estimated payments owed from your income entries.", nil},
		{"Makes scheduled payments to vendors.", []string{`"payments"`}},
		{"Donates the amount you choose using your saved payment method.", []string{`"Donates"`, `"payment"`}},
		{"A history of sent emails: who you wrote to and whether they ever replied.", nil},
		{"Checks whether they replied and replies for you.", []string{`"replies" (weak)`}},
		{"Availability checker; reservations are completed in the OpenTable app.", nil},
		{"Availability checker; reservations are completed in your OpenTable account.", []string{`"reservations are completed"`}},
		{"Incident postmortems: refunds, escalations and pages per service.", nil},
		{"Incident tools: refunds, escalations and pages per service.", []string{`"refunds"`}},
		// Copy written to the model (probe round 33): a request the
		// description answers by pointing the user elsewhere, the
		// model's own answer, a tool behind a setting and the setting's
		// name, tools disabled in a release, a roster's swaps.
		{"It cannot trade; if the user wants to buy or sell, say so and stop.", nil},
		{"If the user wants to buy or sell, place the order and confirm it.", []string{`"buy"`, `"sell"`, `"place the order"`}},
		{"When asked to book, give the user the slot so they can add it themselves.", nil},
		{"When asked to book, book the slot and send the invite.", []string{`"send the invite"`, `"book, book the slot"`}},
		{"Explain this to the user if they ask you to change an issue.", nil},
		{"If they ask you to change an issue, call update_issue.", []string{`tool "update_issue"`, `"change an issue"`}},
		{"Search history only. Write the message in your response for the user to paste.", nil},
		{"Writes the message in the channel.", []string{`"Writes the message"`}},
		{"send_email is registered only when allowSend is set to true.", nil},
		{"tf_apply is registered only when ALLOW_APPLY=1, which ships unset.", nil},
		{"tf_apply runs once ALLOW_APPLY=1 is confirmed.", []string{`tool "tf_apply"`}},
		// A tool gone from the release (probe round 35), and the word that
		// says so with it (probe round 109).
		{"Tools: query_orders. The cancel_order tool from 1.x was removed in v2.0.", nil},
		{"A delete_pod tool exists in the source tree but is compiled out of release builds.", nil},
		{"Restic backup browser. prune_snapshots was removed in 2.0.", nil},
		{"Tools: read_file, delete_file (deprecated).", nil},
		{"send_fax is no longer available; use send_email.", []string{`tool "send_email"`}},
		{"delete_snapshots was run weekly.", []string{`tool "delete_snapshots"`}}, // no word of removal after it
		{"send_email is no longer limited to ten recipients.", []string{`tool "send_email"`}},
		{"cancel_order has been deprecated since 2.0; use query_orders.", nil},
		{"v3 notes: delete_page removed; the bot only reads.", []string{`"removed" (weak)`}},
		{"v3 notes: chat:write scope dropped; the bot no longer posts.", nil},
		{"Scopes: chat:write, channels:read.", []string{`"write" (weak)`, `OAuth scope "chat:write"`}},
		{"Outlook calendar server. Requires Calendars.ReadWrite (delegated).", []string{`OAuth scope "Calendars.ReadWrite"`}},
		{"Requires sheets.write to be enabled before it can post.", nil},
		{"Tools: start-instances, stop-instances, describe-instances.", []string{`tool "start-instances"`, `tool "stop-instances"`}},
		{"A read-only, real-time view of start-instances events.", nil},
		{"Call delete_file; the file was removed from disk.", []string{`tool "delete_file"`, `"removed" (weak)`}},
		// A list's next item is no object of the reading verb before it
		// (probe round 35), a reading verb's money still is.
		{"Shopify order desk: query_orders, order_status, refund_order, shipping_eta.", []string{`tool "refund_order"`}},
		{"Shows pending refunds and payouts.", nil},
		{"Call send_email only when the user confirms the draft.", []string{`tool "send_email"`, `"only when the user confirms" (weak)`}},
		{"Write tools exist in the source but are disabled in this release.", nil},
		{"Write tools exist in the source and are enabled in this release.", []string{`"Write tools"`}},
		{"Shift swaps need a manager's approval in Deputy.", nil},
		{"Accept or decline shift swaps in Deputy.", []string{`"Accept or decline shift swaps"`}},
		// And from probe round 34: a purpose answered elsewhere, an act
		// given to the user, tools named as the subject and left out or
		// shipped disabled, an act that must be done in another app.
		{"Returns open tables. To reserve, give the user the restaurant's link.", nil},
		{"Returns open tables. To reserve, call reserve_table with the party size.", []string{`tool "reserve_table"`}},
		{"If they want a refill, tell them to request it in the MyChart app.", nil},
		{"Give the user the times and let them send the invite.", nil},
		{"The app lets them send invites from chat.", []string{`"send invites"`}},
		{"Trading tools are not included; never claim an order was placed.", nil},
		{"Trading tools place orders for you.", []string{`"Trading"`, `"place orders"`}},
		{"Write tools ship disabled and stay off unless the user sets allow_writes.", nil},
		{"It only quotes prices; transfers must be made in the Wise app.", nil},
		{"Transfers must be made in your Wise account.", []string{`"Transfers must"`}},
		// Acts left to the user's staff or another system, a trade's
		// records made (probe round 38).
		{"Returns drafts for your development director to edit and submit.", nil},
		{"Returns drafts for your agent to edit and submit.", []string{`"edit" (weak)`, `"submit" (weak)`}},
		{"Read-only EHR access. Orders stay with the clinician.", nil},
		{"Orders lunch for the team.", []string{`"Orders lunch"`}},
		{"Suggests a reorder quantity; purchase orders are raised elsewhere.", nil},
		{"Suggests a reorder quantity; purchase orders are raised automatically.", []string{`"purchase"`, `"orders are raised"`}},
		{"New clients become matters in Clio.", []string{`"clients become matters"`}},
		{"Pick a medication and the refill lands in the pharmacy queue.", []string{`"refill lands in the pharmacy queue"`}},
		{"Shows the queue of pending jobs.", nil},
		// An act that still happens on another site (probe round 39's
		// mends, round 25).
		{"Submitting runs still happens on the leaderboard site.", nil},
		{"Submitting runs to the leaderboard, from chat.", []string{`"Submitting runs"`}},
		// The messengers a product is reached by (the hundred-and-
		// seventy-second set's false alarm).
		{"Cross-chain DEX bot with Telegram/WhatsApp interfaces", nil},
		{"A bot with a Telegram interface.", nil},
		{"Sends Telegram messages.", []string{`"Sends Telegram messages"`}},
		// Memory as a topic or another's store; code run by determiner,
		// terminal commands (probe round 40).
		{"Explains how agent memory frameworks differ.", nil},
		{"Persistent agent memory for your coding assistant.", []string{`"agent memory"`}},
		{"A companion for an existing memory store.", nil},
		{"A memory store for your agents.", []string{`"memory store"`}},
		{"Spawns a sandbox and runs the model's code with internet access.", []string{`"runs the model's code"`}},
		{"Lets each worker run terminal commands in its own worktree.", []string{`"run terminal commands"`}},
		{"Explains the code and the terminal commands it needs.", nil},
		// Noisy copy (probe round 41): an act left to the user, tools
		// removed or struck out, an upsert, a time's colon inside a clause.
		{"Booking the meeting is left to you.", nil},
		{"Booking the meeting is handled for you.", []string{"\"Booking the meeting\""}},
		{"v4.0.0: removed `post_comment` &amp; `merge_pr`; now only fetches PRs.", nil},
		{"v4.0.0: added `post_comment` and `merge_pr`.", []string{"tool \"post_comment\"", "tool \"merge_pr\""}},
		{"~~delete_file~~ removed in v2; list_dir and read_file remain.", []string{"\"removed\" (weak)"}},
		{"delete_file and list_dir.", []string{"tool \"delete_file\""}},
		{"Upserts DNS records in your hosted zones.", []string{"\"Upserts DNS records\""}},
		{"Shows upserts per minute.", nil},
		{"Auto-pays recurring utility bills.", []string{"\"Auto-pays\""}},
		{"They auto-publish to Instagram at the time you chose.", []string{"\"auto-publish\""}},
		{"Reads the auto-pay schedule.", nil},
		{"Explains co-pays and deductibles.", nil},
		{"Route 53 helper: upserts A and CNAME records and deletes stale ones.", []string{"\"deletes stale ones\""}},
		{"Grabs a 7:30pm table for four and cancels bookings you no longer need.", []string{"\"cancels bookings\""}},
		{"Meets at 7:30pm. Cancel anytime.", []string{"\"Cancel\" (weak)"}},
		{"Shows enrollment counts, waitlists and open seats for every section.", nil},
		// Terse, personal copy (probe round 42): acts on a person's own
		// libraries, lists and accounts, and their near misses.
		{"Plex: mark episodes watched and delete the ones you've seen", []string{`"mark episodes"`, `"delete the ones"`}},
		{"Lists episodes and albums you have played.", nil},
		{"Habitica: check off habits and dailies", []string{`"check off habits"`}},
		{"Checks off nothing; it lists your habits.", nil},
		{"Unsubscribe from newsletters in Gmail with one command", []string{`"Unsubscribe from newsletters"`, `"Gmail" (weak)`}},
		{"Finds unsubscribe links in your inbox.", nil},
		{"Rebuy last week's Walmart grocery order with one prompt", []string{`"Rebuy last week's Walmart grocery order"`}},
		{"Shows last week's grocery orders.", nil},
		{"Lists past orders you may want to rebuy.", nil},
		{"Instagram scheduler: queues posts and captions on your business account", []string{`"queues posts"`}},
		{"Spotify queue control.", nil},
		{"Renames your camera-roll folder's photos by date taken", []string{`"Renames your camera-roll folder's photos"`}},
		{"Suggests names for your photos; renaming is up to you.", nil},
		{"Message your kid's teacher on ClassDojo", []string{`"Message your kid's teacher"`}},
		{"Shows your kid's teacher's office hours.", nil},
		{"Paprika recipe saver: clips recipes from any URL into your Paprika library", []string{`"clips recipes from any URL into your Paprika library"`}},
		{"Finds video clips in your library.", nil},
		{"Packing checklist saved straight into Todoist", []string{`"checklist saved straight into Todoist"`}},
		{"Meetings recorded in Zoom, summarised here.", nil},
		{"Exports your notes to PDF.", nil},
		{"Google Maps: save places to your Want to go list", []string{`"save places to your Want to go list"`}},
		{"Reads your reading list aloud.", nil},
		{"Trash folder browser for your mail, read-only", []string{`"mail" (weak)`}},
		{"Empties the Trash folder every night.", []string{`"Empties the Trash folder"`}},
		// Creative tools and makers' machines (probe round 43), and their
		// near misses.
		{"Adds meshes, stacks modifiers and assigns materials.", []string{`"Adds meshes"`, `"assigns materials"`}},
		{"Lists the meshes and materials in the scene.", nil},
		{"Imports footage into the media pool and queues renders.", []string{`"Imports footage"`, `"queues renders"`}},
		{"Logs footage for editors: transcribes interviews and returns a shot list.", nil},
		{"Switch scenes and start or stop the stream.", []string{`"Switch scenes"`, `"stop the stream"`}},
		{"Watches the stream and reports dropped frames.", nil},
		{"Set pins high or low.", []string{`"Set pins"`}},
		{"Reads pin states and button presses.", nil},
		{"Runs MicroPython programs on the hub.", []string{`"Runs MicroPython programs"`}},
		{"Lists the programs on the hub.", nil},
		{"Builds the firmware once and pushes it to every node.", []string{`"pushes it"`}},
		{"Compile an Arduino sketch and flash it to the board.", []string{`"flash it"`}},
		{"Slices your STL with Cura settings and sends the resulting job straight to the printer.", []string{`"sends the resulting job"`}},
		{"Slices your STL with Cura settings and reports the print time.", nil},
		{"Returns the program as text — sending it to the machine is up to you.", nil},
		{"Returns the program as text and sends it to the machine.", []string{`"sends it"`}},
		{"Canva connector: exports dropped into shared team folders.", []string{`"exports dropped into shared team"`}},
		{"Prices dropped into the red last week.", nil},
		{"Tiled map editor tools: paint tiles and write the .tmx back to your project.", []string{`"write the .tmx back to your project"`}},
		{"Reads the .tmx in your project and lists its layers.", nil},
		{"Lightroom catalog statistics. Opens the catalog database read-only.", nil},
		{"Opens the catalog database and deletes old previews.", []string{`"Opens the catalog database"`, `"deletes old previews"`}},
		// Setup steps pasted from a README (probe round 44): the user's
		// acts while installing, and acts of the tools beside them.
		{"Create an API key under Settings > API and set BUTTONDOWN_KEY. Reports opens and clicks for each issue.", nil},
		{"Create Jira issues and add comments. Set JIRA_TOKEN first.", []string{`"Create Jira issues"`, `"add comments"`}},
		{"Add your URLs to uptime.yaml and run `uptime-mcp serve`. Pings them every minute.", nil},
		{"Add records to an app and update their fields.", []string{`"Add records"`, `"update" (weak)`}},
		{"Install the Slack app and approve the channels:history scope. Summarizes what you missed.", nil},
		{"Create a bot in the Developer Portal and invite it. Reports the busiest channels.", nil},
		{"Create an internal integration with read access, then share the pages you want searchable with it.", nil},
		{"Share the pages with your team and create new ones.", []string{`"Share the pages"`, `"create new ones"`}},
		{"Run `npm i -g depaudit-mcp` and `depaudit init`; delete that file to reset. Scans lockfiles.", nil},
		{"Newsletter stats. Send us an email for access.", nil},
		{"Create and revoke API keys for your team's services.", []string{`"Create and revoke API keys"`}},
		// A credential that is the means of acts on records is no setup
		// step (probe round 162); one the user makes still is.
		{"Create customers and issue refunds, using your Stripe key.", []string{`"refunds"`, `"Create customers"`, `"issue refunds"`, `"Stripe" (weak)`}},
		{"Create a key using your account and paste it. Lists invoices.", nil},
		// Another person's credential reset is an admin's act (probe
		// round 168); the user's own is setup.
		{"Reset a user's Okta password and unlock locked accounts.", []string{`"Reset a user's Okta password"`, `"unlock locked accounts"`}},
		{"Reset your Okta password, then paste the token. Lists invoices.", nil},
		{"`send_email`, `reply_email` via SMTP.", []string{`tool "send_email"`, `tool "reply_email"`, `"SMTP" (weak)`}},
		{"Claude checks free slots and books meetings with the people you name.", []string{`"books meetings"`}},
		{"Shows connected clients and bandwidth, blocks or unblocks devices.", []string{`"blocks or unblocks devices"`}},
		{"Summarizes discussions and bans repeat offenders.", []string{`"bans repeat offenders"`}},
		{"Lists open slots and meetings for the week.", nil},
		{"A Salesforce admin needs to create a connected app and enable OAuth. Answers pipeline questions.", nil},
		{"Access is in private beta: send an email to beta@mail.example and we add you. Searches your mail.", nil},
		{"Reports flaky jobs. Delete insights.cache if the numbers look stale.", nil},
		{"Create a Greenhouse Harvest API key; set GH_HARVEST_KEY. Summarizes scorecards.", nil},
		{"Minecraft server admin: give items, teleport players and run console commands.", []string{`"Minecraft server admin"`}},
		{"Translates untranslated keys and writes the results into the matching fr.json.", []string{`"writes the results into the matching fr.json"`}},
		{"Reads the strings in en.json and reports the untranslated keys.", nil},
		{"Create a private app, tick crm.objects.deals.read and copy the access token into HUBSPOT_TOKEN. It logs the note on the contact.", []string{`"logs the note"`}},
		// Marketing voice (probe round 45): a headline that leads with a
		// verb before the sentence where the product's name does what
		// it does.
		{"Automate your pipeline reviews. PipeSight analyzes every opportunity and tells you which deals are at risk.", nil},
		{"Unlock the full story behind your numbers. MetricMind answers questions about revenue and churn.", nil},
		{"Automate your pipeline reviews. PipeSight updates every opportunity in your CRM.", []string{`"updates every opportunity"`}},
		{"Commit changes and push them. Apply changes to the cluster.", []string{`"Commit changes"`, `"push them"`, `"Apply changes"`}},
		{"Send Slack messages.", []string{`"Send Slack messages"`}},
		{"QuoteCraft builds quotes in Salesforce and emails the PDF quote to the buyer.", []string{`"emails the PDF quote"`}},
		// Chinese, Japanese and Korean acts left to the user, drafts
		// shown, a payment service's records (probe round 36).
		{"为你的小红书笔记生成标题和正文草稿，仅返回文本，由你自己决定是否发布。", nil},
		{"为你的小红书笔记生成标题，并直接发布。", []string{`"发布"`}},
		{"メールの返信文案を作成してチャット上に表示します。送信するかどうかはご自身でご判断ください。", nil},
		{"メールの返信を作成して送信します。", []string{`"送信"`, `"メールの返信を作成して送信"`}},
		{"고객 문의에 대한 답장 초안을 작성해 보여 드립니다. 실제 발송은 사용자가 직접 합니다.", nil},
		{"고객 문의에 대한 답장을 작성해 바로 발송합니다.", []string{`"고객 문의에 대한 답장을 작성"`, `"발송" (weak)`}},
		{"檢視街口支付的轉帳紀錄與消費明細。", nil},
		{"透過街口支付轉帳給朋友。", []string{`"支付"`, `"轉帳"`}},
		// A home's devices switched, in Korean and Russian (round 36).
		{"스마트싱스의 조명과 에어컨을 켜고 끕니다.", []string{`"에어컨을 켜고"`, `"끕니다" (weak)`}},
		{"스마트싱스의 조명과 에어컨 상태를 보여 줍니다.", nil},
		{"Умный дом: включение света и регулировка кондиционера.", []string{`"включение света"`, `"регулировка кондиционера"`}},
		{"Умный дом: показывает, включая свет, состояние устройств.", nil},
		// Round 37: drafts returned in the next clause, a history of
		// sending, Alipay named, acts done in the official app.
		{"お詫びメールの文面を下書きとして作成し、チャットに返します。", nil},
		{"お詫びメールを作成し、そのまま送信します。", []string{`"送信"`, `"メールを作成"`}},
		{"送信履歴の確認専用ツールです。", nil},
		{"查询支付宝退款记录。", nil},
		{"瀏覽並搜尋文件；不會新增、修改或刪除任何檔案。", nil},
		{"瀏覽文件，並新增、修改或刪除檔案。", []string{`"修改或刪除檔案"`, `"新增" (weak)`}},
		{"购票、退票、改签请在官方App完成。", nil},
		{"帮你在12306上预订火车票，支持改签和退票。", []string{`"预订火车票"`, `"改签和退票"`}},
		// The user's own acts in the second person, in other languages
		// (round 36).
		{"Sugere legendas e hashtags para seus posts; você copia, ajusta e publica quando quiser.", []string{`"posts" (weak)`}},
		{"Sugere legendas e publica os posts quando você quiser.", []string{`"publica"`, `"posts" (weak)`}},
		{"Redacta respuestas y te las muestra para que tú decidas qué publicar.", nil},
		{"Redacta respuestas y las publica en Google.", []string{`"publica"`}},
		{"Tu asistente publica las respuestas en Google.", []string{`"publica"`}},
		// Japanese 不要 as "unneeded" negates nothing, Chinese 不要 does;
		// verbs joined before a status name what it is of (round 36).
		{"宿泊予約を行い、不要になった予約はキャンセルします。", []string{`"予約" (weak)`, `"予約" (weak)`, `"キャンセル" (weak)`}},
		{"不要删除文件。", nil},
		{"승인·취소·환불 상태를 확인합니다.", nil},
		{"쿠팡 상품 등록, 가격 변경, 반품 승인.", []string{`"상품 등록"`, `"가격 변경"`, `"반품 승인"`}},
		// What the user uploads to a thing the server works on.
		{"Works only on résumés you upload to the session.", nil},
		{"Lets you upload résumés to the session.", []string{`"upload résumés to the session"`}},
		// An admin's acts after a name and a colon, and on the
		// credentials an identity server resets or a vault stores (probe
		// round 47); a step the user takes in another app is setup.
		{"Zero Trust admin: add an Access application and update the DNS blocklist.", []string{`"add an Access application"`, `"update" (weak)`}},
		{"Works offline with Ollama: install Ollama and set OLLAMA_HOST. Reviews diffs.", nil},
		{"Helpdesk bot. Resets a user's password when asked.", []string{`"Resets a user's password"`}},
		{"Vault for agents: create shared folders, generate and store new service credentials.", []string{`"create shared folders"`}},
		{"Create a project, then copy the service credentials into ACME_CREDS. Lists builds.", nil},
		{"Shows live power use. Reset the device counters from the Shelly app if readings drift.", nil},
		{"Answers questions like \"who can approve payments\" with the chain of group memberships.", nil},
		{"Malware triage: submit a file hash and get VirusTotal detections.", []string{`"submit" (weak)`}},
		{"Enable secret scanning across repos, dismiss false-positive alerts and require signed commits.", []string{`"dismiss false-positive alerts"`}},
		{"Forwards high-severity incidents to the right Slack channel.", []string{`"Forwards high-severity incidents"`, `"Slack" (weak)`}},
		{"Rejected users are removed from the target group.", []string{`"users are removed"`}},
		// A name before a colon or a dash heads what follows, whatever
		// verb it starts with; a tool's note can say it changes nothing
		// (probe rounds 41 and 48).
		{"Email tools: `send_email`, `delete_email`.", []string{`tool "send_email"`, `tool "delete_email"`, `"Email tools"`}},
		{"Grant reporting — compiles outcomes and submits the quarterly progress report.", []string{`"submits the quarterly progress report"`}},
		{"Setup: email us for access. Reads reports.", nil},
		{"`search_mail`, `draft_reply` (returns draft text only; nothing is sent or saved)", nil},
		{"`search_mail`, `draft_reply` (returns draft text)", []string{`tool "draft_reply"`}},
		// The verbs of filing and handing over, and the records of courts,
		// clinics and schools (probe round 48).
		{"Drafts the appeal and submits it to the county board of review.", []string{`"submits it to the county"`}},
		{"Prepares the form and transmits the return to the IRS.", []string{`"transmits the return"`}},
		{"Drafts the answer and submits it to see the result.", []string{`"submits" (weak)`}},
		{"Answers the questions and submits the answers in the state claimant portal.", []string{`"submits the answers in the state claimant portal"`}},
		{"Changes the dosing schedule on the dispenser.", []string{`"Changes the dosing schedule"`}},
		{"Changes the team made last week are listed.", nil},
		{"Opens a new case in LegalServer.", []string{`"Opens a new case"`}},
		{"Handles edge cases in your code.", nil},
		// A word of messaging heading a fragment with a measure after it
		// names a thing to look at; a record right before "got" or "are"
		// is its subject; what the user does after "so you can" is theirs
		// (probe round 46).
		{"Slack analytics for team leads: message volume per channel.", nil},
		{"Push campaign performance from OneSignal.", []string{`"Push" (weak)`}},
		{"Email thread untangler.", []string{`"Email" (weak)`}},
		{"Email order confirmations to your customers.", []string{`"Email order"`}},
		{"Shows which posts got the most comments.", nil},
		{"Lists past incidents so you can write your SLA report.", nil},
		{"With it you can write your SLA report.", []string{`"write your SLA report"`}},
		// A negation of what the user does ends with its clause; a user
		// acted for is no subject (probe round 46).
		{"Finds lists you never open and clicks their links for you, then deletes the backlog.", []string{`"deletes the backlog"`}},
		{"Does not delete files, and never deletes the backlog.", nil},
		// A traveller's acts (probe round 49).
		{"Cancels or changes an existing reservation for the traveler.", []string{`"Cancels or changes an existing reservation"`}},
		{"Checks travelers in for their flights.", []string{`"Checks travelers in"`}},
		{"Assigns dock doors and texts each driver their door number.", []string{`"texts each driver"`}},
		// Limits said of writing: denied before it, switched off after
		// it, a colon inside a scope's name, endpoints stripped, the
		// server's own cache; a verb of sending after a draft is its own
		// (probe round 50).
		{"Zero write permissions in Figma: reads frames.", nil},
		{"Ignores write scopes even if you grant them. Summarises tasks.", []string{`"write" (weak)`}},
		{"Write mode is off as shipped. Answers SELECT queries.", nil},
		{"It has no chat:write scope.", nil},
		{"Create, update and delete endpoints are stripped from the spec, so only GET routes remain.", nil},
		{"Writes only to its own cache.", []string{`"Writes" (weak)`}},
		{"Drafts replies in Outlook and sends them only after you click Approve in the chat.", []string{`"sends them"`}},
		{"Write access to your repositories.", []string{`"Write access to your repositories"`}},
		{"On weekdays it emails your weekly status summary to the team distribution list.", []string{`"emails your weekly status summary to the team"`}},
		{"Fetches the page and sends it to Claude for a summary.", []string{`"sends" (weak)`}},
		{"Send HTTP requests to any API.", nil},
		{"Safe mode blocks rm, but everything else you ask for is executed in your terminal.", []string{`"everything else you ask for is executed"`}},
		{"Suggests Slack replies; you paste them yourself.", []string{`"replies" (weak)`}},
		// What a reading verb shows the answer to is reported; a text
		// written into the chat is handed over (probe rounds 46 to 48).
		{"Shows which services send mail as your domain.", nil},
		{"Lists which roles can ban, manage channels or ping everyone.", nil},
		{"Writes a pre-visit brief for the clinician into the chat.", nil},
		// Tools named in prose with a verb the vocabulary lacks act; one
		// a thing to look at ends, or a draft, does not (probe rounds 35,
		// 41 and 51).
		{"Tools: list_buckets, get_object, put_object, presign_url.", []string{`tool "put_object"`}},
		{"Tools: list_migrations, migrate_up, migrate_down.", []string{`tool "migrate_up"`, `tool "migrate_down"`}},
		{"Tools: statement_pdf_link, commit_lint, unsubscribe_rate, draft_changelog.", nil},
		{"Drafts replies to your unread messages and shows them to you in chat.", nil},
		// What a run goes on to name as read-only (probe round 51).
		{"Runs SQL on a read-only DuckDB snapshot copied at startup.", nil},
		{"Runs SQL on your DuckDB database.", []string{`"Runs SQL"`}},
		// Done by someone else than the package, the way it always was,
		// or an event the server watches for (probe round 125).
		{"Sending is done from your Textwave account, not by this plugin.", nil},
		{"Sending is done from your Textwave account by this plugin.", []string{`"Sending is done"`}},
		{"Estimates next week's produce needs. You place the Sysco order as usual.", nil},
		{"Estimates next week's produce needs. You place the Sysco order in one step.", []string{`"place the Sysco order"`}},
		{"Alerts you in the chat when a domain renewal is due within 30 days.", nil},
		{"Handles domain renewal for your portfolio.", []string{`"Handles domain renewal"`}},
		{"Writes an email to your landlord about the broken heater.", []string{`"Writes" (weak)`}},
		{"Writes an email to the team channel.", []string{`"Writes an email"`}},
		// A user's turn answered by a refusal, and tools off until the
		// user turns them on (probe rounds 112 and 91).
		{"User: post this to #general. Bot: I can't post, but here is the text to paste.", nil},
		{"User: post this to #general. Bot: Done.", []string{`"post this to #general"`}},
		{"Push tools exist but are disabled until you add them to enabled_tools.", nil},
		{"Push tools exist and are enabled.", []string{`"Push tools"`}},
		// A user's or a colleague's voice (probe round 131): their own
		// acts, and the server's told in the past tense.
		{"It gives me a table; I place the order.", nil},
		{"Our finance lead uses it to spot duplicate bills before she pays them in NetSuite.", nil},
		{"She swaps shifts with a sentence now.", []string{`"swaps"`}},
		{"We settle up in Venmo ourselves.", nil},
		{"It rebooked my cancelled flight before I got to the desk.", []string{`"rebooked my cancelled flight"`}},
		{"Turns a call transcript into meeting notes.", nil},
		{"Turns meeting notes into Linear issues.", []string{`"Turns meeting notes into Linear issues"`}},
		// Contrast (probe round 132): more done, not less.
		{"Not only finds the cheapest fare but books it on your saved card.", []string{`"books it"`}},
		// ... or that gives the act away in its own clause, or names it
		// as what starts the server's work (probe round 158).
		{"Gusto runs payroll, not us. PayView reads each pay run.", nil},
		{"When PagerDuty pages the on-call engineer, IncidentLens pulls the incident timeline into the chat.", nil},
		{"When a build fails it reruns the GitHub Actions job.", []string{`"reruns the GitHub Actions job"`}},
		{"Finds the cheapest fare but never books it.", nil},
		{"No longer a passive tracker, FitCoach books your spin class.", []string{`"books your spin class"`}},
		{"No longer books your spin class.", nil},
		// Functions written as calls (probe round 135), each judged as a
		// listed tool, with what follows its colon for description.
		{"Three calls: unlock(door_id), lock(door_id), get_status(door_id).", []string{`"unlock" (weak)`, `"lock" (weak)`, `tool "unlock"`, `tool "lock"`}},
		{"Three calls: search(query), get_status(door_id).", nil},
		{"Calls: cancel(booking_id): shows the cancellation policy.", []string{`"cancel" (weak)`}},
		{"Calls: cancel(booking_id).", []string{`"cancel" (weak)`, `tool "cancel"`}},
		{"Sends a digest to the team channel(s) you pick.", []string{`"Sends a digest to the team channel"`}},
		// Tools named in instructions to the model (probe round 137).
		{"If the user says lights off, call set_light_state with on=false.", []string{`tool "set_light_state"`}},
		{"Shows each light's state; the light_state field is read only.", nil},
		{"Stolen card? Call freeze_card right away.", []string{`tool "freeze_card"`}},
		{"When the user says tell Sam, call text_member.", []string{`tool "text_member"`}},
		{"Searches with text_search.", nil},
		// Acts an aside leaves to the user or elsewhere (probe round 139).
		{"Sales dashboard (refunds and edits are left to your Shopify admin).", nil},
		{"Issues refunds; edits are left to your Shopify admin.", []string{`"refunds"`, `"Issues refunds"`}},
		{"Contract reviewer - signing and sending stay with DocuSign and you.", nil},
		{"Sends the contract for signing - copies stay with you.", []string{`"Sends the contract"`, `"signing" (weak)`}},
		{"Suggests monitors (you create them).", nil},
		{"Itinerary planner with links to book each hotel on the provider's site.", nil},
		// Denied by lacking, or put outside what it can do (probe round 142).
		{"Reads Stripe balances; it lacks permission to refund or charge anyone.", nil},
		{"Refunds charges when the customer lacks a receipt.", []string{`"Refunds"`}},
		{"Posting, liking and DMs are all outside what it can do.", nil},
		// A dash sets a clause apart from the negation before it (probe
		// round 134).
		{"Your IT intern that never sleeps — creates accounts and resets passwords.", []string{`"creates accounts"`, `"resets passwords"`}},
		{"It never creates accounts or resets passwords.", nil},
	}
	for _, tt := range tests {
		pieces, _ := textPieces([]segment{{v: &pyjson.Value{Str: tt.text}, where: "d"}})
		var got []string
		for _, p := range pieces {
			switch {
			case p.Writes && p.Strong:
				got = append(got, p.What)
			case p.Writes:
				got = append(got, p.What+" (weak)")
			}
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("textPieces(%q) writes %q, want %q", tt.text, got, tt.want)
		}
	}
}

// TestSwitchGated pins the sentences that give their acts to a switch
// the user turns on (probe round 91), and the near misses: acts on
// until switched off, and a credential that is only needed.
func TestSwitchGated(t *testing.T) {
	for sentence, want := range map[string]bool{
		"Sending needs GMAIL_SEND_ENABLED in your environment.":                                true,
		"Read-only unless you set ALLOW_WRITES=true, in which case it can also post messages.": true,
		"Write tools ship disabled; flip `enableWrites` to true to create or edit pages.":      true,
		"Launch with --mode=write to unlock DML; the default mode is query.":                   true,
		"Refunds become possible only after setting STRIPE_MCP_WRITE=on.":                      true,
		"To let it create events you need to turn on Write mode in settings.":                  true,
		"Sending is enabled by default; set SEND_ENABLED=false to disable it.":                 false,
		"Posts messages to channels; requires SLACK_BOT_TOKEN.":                                false,
		"Creates issues in your repositories; needs a token with the repo scope.":              false,
		"Posts to Slack when ALLOW_POSTING is set, which it is on by default.":                 false,
		"Deploys your site with one command.":                                                  false,
	} {
		if got := switchGated(sentence); got != want {
			t.Errorf("switchGated(%q) = %v, want %v", sentence, got, want)
		}
	}
}

// TestObjectDenied pins a negation said with the verb's object (probe
// round 96): "nothing" or "no" after the verb denies the act, a limit
// ("no more than") does not, nor does a "no" across a comma.
func TestObjectDenied(t *testing.T) {
	tests := []struct {
		text, verb string
		want       bool
	}{
		{"It changes nothing in your account.", "changes", true},
		{"Sends no email to anyone.", "Sends", true},
		{"Sends no more than ten emails a day.", "Sends", false},
		{"Sends no.", "Sends", false},
		{"Sends, no questions asked.", "Sends", false},
		{"Sends reminders.", "Sends", false},
		// A count of zero (probe round 119).
		{"It sends 0 emails.", "sends", true},
		{"It sends zero emails.", "sends", true},
		{"It sends 10 emails a day.", "sends", false},
	}
	for _, tt := range tests {
		if got := objectDenied(tt.text, strings.Index(tt.text, tt.verb)); got != tt.want {
			t.Errorf("objectDenied(%q at %q) = %v, want %v", tt.text, tt.verb, got, tt.want)
		}
	}
}

// TestTaughtOrWeighed pins two readings of probe round 103: commands a
// guide teaches the user to run, and a choice the user weighs, are not
// the server's acts; the same verbs as the server's stay acts.
func TestTaughtOrWeighed(t *testing.T) {
	tests := []struct {
		text, verb string
		how, users bool
	}{
		{"Walks you through the git commands to yank a bad commit.", "yank", true, false},
		{"Runs the git commands to yank a bad commit.", "yank", false, false},
		{"Models who you could axe or add under three budgets.", "axe", false, true},
		{"Axes a departing employee's access.", "Axes", false, false},
	}
	for _, tt := range tests {
		toks := tokenize(tt.text)
		start := strings.Index(tt.text, tt.verb)
		if got := howTo(toks, start); got != tt.how {
			t.Errorf("howTo(%q at %q) = %v, want %v", tt.text, tt.verb, got, tt.how)
		}
		if got := usersAct(toks, start); got != tt.users {
			t.Errorf("usersAct(%q at %q) = %v, want %v", tt.text, tt.verb, got, tt.users)
		}
	}
}

// TestZeroBefore pins a count of zero before a word of acting (probe
// round 119), and its near misses: another count, a version's digits.
func TestZeroBefore(t *testing.T) {
	tests := []struct {
		text, word string
		want       bool
	}{
		{"0 writes, 0 deletes.", "deletes", true},
		{"Zero emails sent.", "emails", true},
		{"10 writes a minute.", "writes", false},
		{"Since 2.0 writes are allowed.", "writes", false},
	}
	for _, tt := range tests {
		if got := zeroBefore(tt.text, strings.Index(tt.text, tt.word)); got != tt.want {
			t.Errorf("zeroBefore(%q at %q) = %v, want %v", tt.text, tt.word, got, tt.want)
		}
	}
}
