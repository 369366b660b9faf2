package capability

import (
	"slices"
	"strings"
	"testing"
)

// TestRecordActs pins which verbs of acting on records count: a verb in
// verb position with a record for object, never a noun that looks like a
// verb, a verb without such an object, or a negated one.
func TestRecordActs(t *testing.T) {
	tests := []struct {
		text string
		want []string // the phrases found
	}{
		{"Toggl Track — log and query time entries via natural language", []string{"log and query time entries"}},
		// Results sent or written on to a place or a person (probe round
		// 147); into the chat they stay.
		{"Reads error logs, groups them, and opens a Jira issue for each new cluster it finds.", []string{"opens a Jira issue"}},
		{"Sends the outcome of every data quality check to Datadog as custom metrics.", []string{"Sends the outcome of every data quality check to Datadog"}},
		{"Sends the outcome of every data quality check to you in the chat.", nil},
		{"Takes your product feed, fixes the titles, and re-uploads it to Google Merchant Center.", []string{"re-uploads it"}},
		{"Writes a short summary of each closed deal into the #wins channel in Microsoft Teams.", []string{"Writes a short summary of each closed deal into the #wins channel"}},
		{"Writes a short summary of each closed deal into the chat.", nil},
		{"Scans the member's card and records their attendance in the gym system.", []string{"records their attendance"}},
		// Data moved into a store it names (probe round 148); loaded or
		// streamed to be looked at, or by the user, it is read.
		{"Loads CSV and Parquet files from your laptop into a MotherDuck database.", []string{"Loads CSV and Parquet files from your laptop into a MotherDuck database"}},
		{"Loads .data files and points out GC spikes.", nil},
		{"Streams Kafka topics into Elasticsearch indices.", []string{"Streams Kafka topics into Elasticsearch"}},
		{"Streams real-time quotes and screens stocks.", nil},
		{"Returns a KML file; you load it into your flight app yourself.", nil},
		{"Imports your Goodreads shelves into StoryGraph.", []string{"Imports your Goodreads shelves into StoryGraph"}},
		{"Drafts a guest list spreadsheet you can import into your email tool.", nil},
		{"Creates scheduled BigQuery Data Transfer Service jobs.", []string{"Creates scheduled BigQuery Data Transfer Service jobs"}},
		// A social app's acts on people and accounts (probe round 153);
		// a crawler follows links, and replies are text for the user.
		{"Mutes, blocks or restricts Instagram accounts.", []string{"Mutes, blocks or restricts Instagram accounts"}},
		{"Follow users and their circles.", []string{"Follow users"}},
		{"Crawls the site and follows links.", nil},
		{"Auto-replies to matches who have been waiting.", []string{"Auto-replies to matches"}},
		{"Suggests replies for the agent to copy and paste.", nil},
		{"Block senders and report spam in Proton Mail.", []string{"Block senders"}},
		{"It messages the on-call vet with the sensor trace attached.", []string{"messages the on-call vet"}},
		// An act's gerund ending a list of features, with where it goes
		// (probe round 169); a gerund naming a kind of record is none.
		{"Policy search, holiday calendar, and submitting time-off requests to BambooHR.", []string{"submitting time-off requests"}},
		{"Card transactions, receipts, and freezing a lost card instantly.", []string{"freezing a lost card"}},
		{"Order search, tracking, and shipping labels for each order.", nil},
		{"Ticket search, SLA timers, and booking history.", nil},
		// A verb that starts the last item of a list of features (probe
		// round 178); not the objects of a verb heading the list, nor a
		// subject set off by commas.
		{"Notion workspace access: page search, page summaries, create pages.", []string{"create pages"}},
		{"Creator dashboard: views, watch time, upload videos.", []string{"upload videos"}},
		{"Root-cause helper: correlates alarm sequences, tag changes and operator notes.", nil},
		{"You, or your bookkeeper, send the reminders from Xero.", nil},
		{"Restaurant ordering through Toast: browse menus, see wait times, place pickup orders.", []string{"place pickup orders"}},
		{"Find a table: menus, reviews, reserving tables at partner restaurants.", []string{"reserving tables"}},
		{"Returns desk: RMA lookup, refund status, return reasons, restocking fees.", nil},
		{"Meeting notes: decisions, open questions and action items.", nil},
		// A verb that starts an item in the middle of such a list (probe
		// round 211), bare or with an article after it; not a verb that
		// names a kind of thing before its noun, nor an item with only
		// one item before it.
		{"docker host: ps, images, inspect, logs, stats, restart container, volumes, networks, version, df.", []string{"restart container"}},
		{"Router: clients, WAN status, port forwards list, reboot router, firmware info, uptime.", []string{"reboot router"}},
		{"Parent portal: grades, homework list, message the teacher, lunch balance.", []string{"message the teacher"}},
		{"Docker host report. Container list, image sizes, prune candidates, log streaming.", nil},
		{"Cloud Run overview: service list, revision traffic splits, deploy timeline, cold start latency.", nil},
		{"Payment failures: decline code, card network, retry schedule, customer history.", nil},
		{"Images, restart container, volumes.", nil},
		// A referral faxed, vectors deleted, embeddings upserted (probe
		// rounds 220 and 221); their numbers and searches are read.
		{"Faxes the referral packet to the receiving office.", []string{"Faxes the referral packet"}},
		{"Fax numbers and referral lists for each clinic.", nil},
		{"Deletes vectors by ID.", []string{"Deletes vectors"}},
		{"Searches vectors by similarity.", nil},
		{"Upserts embeddings into your Pinecone index.", []string{"Upserts embeddings"}},
		// A verb done to many records at once (probe rounds 213 and
		// 220), and requests sent to a person; requests sent to an API
		// are calls.
		{"Bulk-messages every patient on the panel.", []string{"Bulk-messages every patient"}},
		{"Mass-delete old posts.", []string{"Mass-delete old posts"}},
		{"Bulk-export reports as CSV.", nil},
		{"Batch-processing history and mass-market trends.", nil},
		{"Sends renewal requests to the prescriber.", []string{"Sends renewal requests to the prescriber"}},
		{"Sends HTTP requests to any API.", nil},
		// Things added to a register, a group or a campaign the user
		// keeps at a service (probe rounds 67 to 215); context added to
		// a prompt is the model's.
		{"Adds people to Google Groups and removes them.", []string{"Adds people to Google Groups"}},
		{"Adds a username to your eBay blocked bidders list.", []string{"Adds a username to your eBay blocked bidders list"}},
		{"Adds context from your notes to your prompts.", nil},
		{"Adds a one-line summary to the chat.", nil},
		// "Changes" opening a sentence with its object (probe round 67);
		// the noun "changes" with a preposition or its own verb after it.
		{"Changes DNS records on your Cloudflare zones.", []string{"Changes DNS records"}},
		{"Changes to DNS records are logged.", nil},
		{"Changes post to the AODB immediately.", nil},
		{"Changes since the last release, by author.", nil},
		// Settings changed, then another verb of acting (probe round
		// 162): the settings before it are still changed.
		{"Sets your Slack status and toggles do-not-disturb.", []string{"Sets your Slack status"}},
		{"Shows your Slack status and toggles history.", nil},
		// Any code run, named after the tool it is for (probe rounds 114
		// to 196); a report run, or functions' history, is no code run.
		{"Runs arbitrary Apps Script functions bound to a Google Doc.", []string{"Runs arbitrary Apps Script functions"}},
		{"Runs whatever ffmpeg command you describe.", []string{"Runs whatever ffmpeg command"}},
		{"Runs any report you choose.", nil},
		{"Shows Lambda function execution history.", nil},
		// A verb behind a hyphenated prefix is the verb (probe round
		// 222); a prefix on a noun or an adjective leaves it be.
		{"Cross-posts your blog articles to Medium.", []string{"Cross-posts your blog articles"}},
		{"Re-opens Linear issues when their blockers close.", []string{"Re-opens Linear issues"}},
		{"Un-follows inactive Instagram accounts.", []string{"Un-follows inactive Instagram accounts"}},
		{"Pre-flight checks and auto-generated summaries for cross-platform builds.", nil},
		// A sentence opening with a verb of sending whose object lands at
		// a service (probe rounds 75 to 210); at the user or in the chat
		// it stays.
		{"Pushes updated nightly rates from your revenue sheet to Booking.com.", []string{"Pushes updated nightly rates from your revenue sheet to Booking"}},
		{"Schedules wake-up calls on the room phone through the hotel PBX.", []string{"Schedules wake-up calls on the room phone through the hotel PBX"}},
		{"Sends a short summary to you in the chat.", nil},
		{"Posts nothing; shows your drafts in the conversation.", nil},
		// A headline's participle after the thing acted on, with whom or
		// where it is done for (probe round 225); dated, counted or the
		// subject of a reading, it was done by others.
		{"Uber trips requested from the chat, driver on the way.", []string{"requested from the chat"}},
		{"Starbucks mobile orders, paid with your stored card.", []string{"paid with your stored card"}},
		{"Trips requested last month, by city.", nil},
		{"Files uploaded to your Drive are indexed for search.", nil},
		// Round 191's and 190's: a verb after "plus", a reading verb's
		// third person in -ies before an act, an alert manager's
		// silence, a record's own fields changed, learners enrolled.
		{"Kubernetes MCP: kubectl get/describe/logs, plus scale a deployment.", []string{"scale a deployment"}},
		{"Azure DevOps boards and repos; queries work items and approves pull requests.", []string{"approves pull requests"}},
		{"Prometheus and Alertmanager: run PromQL, list active alerts, create a silence.", []string{"create a silence"}},
		{"Changes the status and assignee of matters in the legal ops tracker.", []string{"Changes the status and assignee of matters"}},
		{"Enroll learners in courses and set due dates.", []string{"Enroll learners"}},
		{"Queries work items and pull requests.", nil},
		{"Shows the status and assignee of matters.", nil},
		{"To comment or change a status, the user works in the Linear app.", nil},
		{"Can't change bridge settings or firmware, but turns lights on and off.", []string{"turns lights on"}},
		{"Reads your calendar, but updates are made in Outlook.", nil},
		{"Texts your partner when you leave the office.", []string{"Texts your partner"}},
		{"Set the alarm on your Hatch Restore.", []string{"Set the alarm"}},
		{"Shows the alarm on your Hatch Restore.", nil},
		{"Lists your partner accounts.", nil},
		// A tool named, then what it does (probe round 193).
		{"cleanup_branches deletes merged branches from the remote.", []string{"deletes merged branches"}},
		{"Includes `commit` (writes the staged rows into the Postgres table).", []string{"writes the staged rows"}},
		{"Drive tools: ls, stat, and rm, which deletes files from the drive.", []string{"deletes files"}},
		{"list_branches lists branches with their last commits.", nil},
		{"Exports a CSV, which deletes nothing.", nil},
		{"An NCBI_API_KEY raises the rate limit.", nil},
		// The user booked or signed up, an adverb or "up" between
		// (probe round 192).
		{"Rebooks you automatically on the next available flight.", []string{"Rebooks you"}},
		{"Books you quickly.", nil},
		{"Signs you up for spin, yoga and HIIT classes across partner studios.", []string{"Signs you"}},
		{"Signs you in to your Peloton account.", nil},
		{"Dashboards plus alert rules.", nil},
		// Settings changed on a thing the user has, or to a value (probe
		// round 189); not a way of working, nor a setup step's port.
		{"Change the fan speed on your Dyson.", []string{"Change the fan speed"}},
		{"Change evaluation windows, alert thresholds and notification recipients on your Datadog monitors.", []string{"Change evaluation windows, alert thresholds and notification recipients"}},
		{"Changes fan level, auto-mode sensitivity and child lock on Levoit Core air purifiers.", []string{"Changes fan level, auto-mode sensitivity and child lock"}},
		{"Change your ecobee comfort settings (Home, Away and Sleep temperatures).", []string{"Change your ecobee comfort settings"}},
		{"Sets Shopify tax overrides, shipping zones and flat shipping rates for your store.", []string{"Sets Shopify tax overrides, shipping zones and flat shipping rates"}},
		{"Set the brightness to 40 percent.", []string{"Set the brightness"}},
		{"Change the way you plan your week.", nil},
		{"Change the port in your config file before starting.", nil},
		{"Shows how often your team changes alert thresholds on monitors.", nil},
		// The server's act in the third person, and whose settings after
		// a participle (probe round 198); not a noun before a clause.
		{"Sets the log level of running services at runtime.", []string{"Sets the log level of running services"}},
		{"Changes index settings.", []string{"Changes index settings"}},
		{"Set the log level with LOG_LEVEL.", nil},
		{"Tells you which updates it would group, schedule or automerge.", nil},
		// A backup restored, a job rerun, a device wiped or locked,
		// named by its noun after the record (probe round 187); not
		// what restores from, nor a door's lock.
		{"Backup restores, job reruns and storage usage reports for Commvault.", []string{"Backup restores", "job reruns"}},
		{"Device wipe, device lock, lost mode, location lookup for iPads.", []string{"Device wipe", "device lock"}},
		{"Browse restore points and job history.", nil},
		{"Door lock status and battery levels.", nil},
		{"MDM for Macs: device inventory, compliance status, remote lock, wipe.", []string{"remote lock"}},
		{"Remote lock status for each Mac.", nil},
		{"Device wipe history and audit log.", nil},
		// An act's gerund ending the list, whose object names no kind
		// of record, and a bare verb of another root (probe round 183).
		{"Grafana: dashboard search, panel queries, alert rule list, silencing alerts.", []string{"silencing alerts"}},
		{"GitLab: merge request notes, pipeline graphs, tagging releases.", []string{"tagging releases"}},
		{"Datadog: alert rule list, monitor search, muting monitors.", []string{"muting monitors"}},
		{"Metric queries, alert list, mute monitors for a maintenance window.", []string{"mute monitors"}},
		{"Grafana: dashboard search, panel queries, silencing rules.", nil},
		{"GitLab: merge request notes, pipeline graphs, tagging rules.", nil},
		{"Team view: members, roles, mutes others.", nil},
		// A container image deployed (probe round 183); one made is the
		// model's work.
		{"Deploy a container image.", []string{"Deploy a container image"}},
		{"Create images from a prompt.", nil},
		// How a post is written is no place it is put (probe round 179).
		{"Writes a LinkedIn post in your voice.", nil},
		{"Writes a post in your team channel.", []string{"Writes a post"}},
		// How the act is done, before its verb (probe round 177).
		{"Remotely wipe a lost device.", []string{"wipe a lost device"}},
		{"Remotely viewed devices, listed.", nil},
		// Whatever is added to a list the user keeps (probe round 171).
		{"Adds groceries to your Instacart cart.", []string{"Adds groceries to your Instacart cart"}},
		{"Suggests groceries you could add to your cart.", nil},
		// A department named before its people (probe round 168); a
		// capitalized word before what is sent is no person.
		{"Texts the on-call IT engineer whenever a P1 ticket comes in.", []string{"Texts the on-call IT engineer"}},
		{"Texts the IT digest.", nil},
		{"Texts the lab manager when a freezer warms up.", []string{"Texts the lab manager"}},
		{"Texts the lab results.", nil},
		// Sent, deployed, dropped or loaded on to a party, a service or
		// a machine (probe rounds 156 and 161).
		{"Broadcasts boat ramp closures to every subscriber on the list.", []string{"Broadcasts boat ramp closures to every subscriber"}},
		{"Schedules broadcasts for your channel.", []string{"Schedules broadcasts"}},
		{"Deploys your updated merch storefront theme to Shopify.", []string{"Deploys your updated merch storefront theme to Shopify"}},
		{"Drops approved artwork into the RIP server's hot folder.", []string{"Drops approved artwork into the RIP server's hot folder"}},
		{"Loads the next design onto the Tajima embroidery machine.", []string{"Loads the next design onto the Tajima embroidery machine"}},
		// A maker's machines and their controls (probe round 165).
		{"Set locomotive speed and direction, throw turnouts and trigger sound functions.", []string{"Set locomotive"}},
		{"Tune the VFO and change mode on your HF radio.", []string{"Tune the VFO", "change mode"}},
		{"Reads the spindle load and coolant temperature.", nil},
		// A participle after the person says which ones (probe round 106);
		// a noun after the person makes it a modifier.
		{"Emails every guest arriving tomorrow a pre-arrival note.", []string{"Emails every guest"}},
		{"Opens the text user guide.", nil},
		// A repository forked, images pushed to a registry (probe round 123).
		{"Fork a repository into your account and create a branch.", []string{"Fork a repository", "create a branch"}},
		{"Pushes Docker images to GHCR.", []string{"Pushes Docker images"}},
		{"Lists forks of the repository.", nil},
		// An inbox's and a hotel's (probe rounds 106 and 110).
		{"Auto-accepts invitations from your own team.", []string{"Auto-accepts invitations"}},
		{"Sets minimum-stay restrictions on your channel manager.", []string{"Sets minimum-stay restrictions"}},
		{"Lists pending invitations.", nil},
		// A club's and an airport's records (probe rounds 107 and 118).
		{"Creates new classes on the studio timetable.", []string{"Creates new classes"}},
		{"Opens and closes check-in counters in the common-use system.", []string{"Opens and closes check-in counters"}},
		{"Shows which counters are open.", nil},
		// A kept video's or photo's state changed where it is kept (probe
		// round 114); not a picture made or edited.
		{"Change a YouTube video from unlisted to public.", []string{"Change a YouTube video"}},
		{"Approve photos waiting in review.", []string{"Approve photos"}},
		{"Edit photos with filters.", nil},
		{"Create images from prompts.", nil},
		// A question that asks whether the server acts (probe round 112):
		// the act stands unless the answer denies it (deniedQuestions).
		{"Can it create Jira issues with an assignee? Yes.", []string{"create Jira issues"}},
		{"Which issues can it create?", nil},
		// Whatever is posted to a channel or a feed goes out (probe round
		// 63); not to the chat, nor a channel only read.
		{"It posts the update to your team's #standup channel under your name.", []string{"posts the update to your team's #standup channel"}},
		{"Shares the recap on your company's LinkedIn feed.", []string{"Shares the recap on your company's LinkedIn feed"}},
		{"It posts the summary in the chat.", nil},
		{"Reads the update in your team's channel.", nil},
		// "mail" as "email" (probe round 78), not a mailing address;
		// a person named by the second object after them (round 76); a
		// grade overridden (round 74); copy written for the user (round 80).
		{"It mails notices to property owners.", []string{"mails notices"}},
		// A till's, a club's and a pet's records (probe rounds 98, 100
		// and 102), not a talk's points.
		{"Opens the cash drawer on a connected printer.", []string{"Opens the cash drawer"}},
		{"Book, extend or cancel dog walks.", []string{"Book, extend or cancel dog walks"}},
		{"Picks a safety topic and writes the talking points.", nil},
		// Slang for acting (probe round 103), and its other readings.
		{"Archives, labels and nukes newsletters in your mailbox.", []string{"Archives, labels and nukes newsletters"}},
		{"Yank a broken crate version from crates.io.", []string{"Yank a broken crate version"}},
		{"Cut cheques for vendors.", []string{"Cut cheques"}},
		{"Cut costs on your cloud bill.", nil},
		{"Plots values on the x and y axes.", nil},
		{"Bin day reminders for your street.", nil},
		{"Changes an owner's mailing address.", []string{"Changes an owner's mailing address"}},
		{"Mailing addresses are checked against the postal register.", nil},
		{"Every month it emails your bookkeeper a copy of the statements.", []string{"emails your bookkeeper"}},
		{"Emails your bookkeeper about it.", []string{"Emails your bookkeeper"}}, // "about" ends the object (round 125)
		// A watcher's reactions (probe round 127): an account disabled, a
		// channel named by its tag, code named by what it does, a spouse
		// texted; not a report of disabled accounts, nor a query's code.
		{"Disables a user's Okta account when sign-ins look risky.", []string{"Disables a user's Okta account"}},
		{"Lists disabled accounts.", nil},
		{"Posts the outcome to #ops.", []string{"Posts the outcome to #ops"}},
		{"Posts the outcome to # ops.", nil},
		{"Runs your cleanup SQL whenever old rows show up.", []string{"Runs your cleanup SQL"}},
		{"Runs your reporting SQL.", nil},
		{"Texts your spouse when a large charge posts.", []string{"Texts your spouse"}},
		// A localizer's records and people (probe round 133); a screenshot
		// captured is looked at (round 40).
		{"Uploads localized screenshots to App Store Connect.", []string{"Uploads localized screenshots"}},
		{"Captures full-page screenshots of each URL.", nil},
		{"Messages each assigned translator on Crowdin.", []string{"Messages each assigned translator"}},
		{"Books a live interpreter for your meeting.", []string{"Books a live interpreter"}},
		// The user booked onto something, and an imperative's second verb
		// with its article (probe rounds 130 and 139).
		{"Rebooks you on the next flight if yours is cancelled.", []string{"Rebooks you"}},
		{"Books you into per-diem shifts near you.", []string{"Books you"}},
		{"Shows flights you booked.", nil},
		{"Find restaurants nearby and book a table through OpenTable.", []string{"book a table"}},
		{"Find restaurants and book reviews.", nil},
		// A family's and a household's records and people (probe rounds
		// 140 and 141); what "enable" switches on, not whom it lets act.
		{"Enrols your child in breakfast club.", []string{"Enrols your child"}},
		{"Files a complaint with the local council.", []string{"Files a complaint"}},
		{"Enables the Gmail vacation responder.", []string{"Enables the Gmail vacation responder"}},
		{"Enables teams and their admins to collaborate.", nil},
		{"Schedules a weekly reorder of dog food.", []string{"Schedules a weekly reorder"}},
		// A recurring thing set up, paused or resumed, feedback left, and
		// everyone messaged (probe rounds 136 and 141).
		{"Sets up a recurring transfer to savings.", []string{"Sets up a recurring transfer"}},
		{"Pauses or resumes your HelloFresh recurring box for any week.", []string{"Pauses or resumes your HelloFresh recurring box"}},
		{"Lists your recurring charges.", nil},
		{"Set up your API key first.", nil},
		{"Leaves positive feedback for every buyer.", []string{"Leaves positive feedback"}},
		{"Messages everyone who liked an item.", []string{"Messages everyone"}},
		// A library's people and a post to a social account (probe round
		// 126); a verb after "and" when a verb starts the sentence (round
		// 130).
		{"Automatically texts patrons when their hold is ready.", []string{"texts patrons"}},
		{"Posts new acquisitions to the library's Mastodon and Bluesky accounts.", []string{"Posts new acquisitions to the library's Mastodon and Bluesky accounts"}},
		{"Lists posts from the library's Mastodon account.", nil},
		{"Connects to your account and submits applications.", []string{"submits applications"}},
		// A pronoun messaged, and GraphQL run (probe rounds 134 and 143).
		{"Finds people at the company and sends them a DM on LinkedIn.", []string{"sends them"}},
		{"Finds people at the company and lists them in a table.", nil},
		{"Runs arbitrary GraphQL mutations against the GitHub API.", []string{"Runs arbitrary GraphQL mutations"}},
		{"Lists emails your bookkeeper sent about it.", nil},
		{"Override a student's grade.", []string{"Override a student's grade"}},
		{"Writes appetizing menu descriptions.", nil},
		{"Writes menu items to your POS.", []string{"Writes menu items"}},
		// A first draft composed for the user, not drafts kept at a service
		// (probe round 85); a date things expire on; a participle that
		// names the things after a preposition; verbs in a list sharing
		// their object (round 46); a protocol run on a connected device
		// (round 53), not on a computer.
		{"Writes a first draft of a demand letter.", nil},
		{"Writes drafts into your Gmail drafts folder.", []string{"Writes drafts"}},
		{"Lists every executed contract expiring in the next 90 days.", nil},
		{"Extracts payment terms from uploaded contracts into a table.", nil},
		{"Kick, ban and warn members in your servers.", []string{"Kick, ban and warn members"}},
		{"Turns a written protocol into Python and runs it on the connected OT-2.", []string{"runs it on the connected OT"}},
		{"Run the protocol on your liquid handler.", []string{"Run the protocol on your liquid handler"}},
		{"Runs it on your laptop.", nil},
		// A message written is composed (probe round 88), unless kept in a
		// place; a fee for a change (round 88).
		{"Writes a polite email asking the hotel for a late checkout.", nil},
		{"Writes posts to your WordPress blog.", []string{"Writes posts"}},
		{"Explains change fees and the cancellation policy.", nil},
		{"Changes the fees on every invoice.", []string{"Changes the fees"}},
		{"Query data using SQL++, manage documents, explore schemas.", []string{"manage documents"}},
		{"239 MCP tools for managing pages, media and SEO", []string{"managing pages"}},
		{"View and resolve Greptile's PR review comments directly.", []string{"resolve Greptile's PR review comments"}},
		{"Create, generate, and manage Canva designs.", []string{"Create, generate, and manage Canva designs"}},
		{"Lets you create, update and delete records.", []string{"create, update and delete records"}},
		{"Create and manage tasks, search projects.", []string{"Create and manage tasks"}},
		{"Add a new feature-flag to a project", []string{"Add a new feature-flag"}},
		{"Spreadsheet tools: load, read, edit, and recalculate .xlsx workbooks.", []string{"edit, and recalculate .xlsx workbooks"}},
		{"Build and deploy full-stack web and mobile apps with AWS Amplify.", []string{"deploy full-stack web and mobile apps"}},
		{"Edit your draw.io files and export them.", []string{"Edit your draw.io files"}},
		{"Create Monday.com boards for each launch.", []string{"Create Monday.com boards"}},
		{"Track workouts in Hevy: log sets and create routines.", []string{"create routines"}},
		{"Save bookmarks to Raindrop.", []string{"Save bookmarks"}},
		// A part of a tool's name is not a verb of the sentence (probe
		// round 34): compose_reply is read as a tool elsewhere.
		{"compose_reply returns suggested reply text to you.", nil},
		{"create_task: creates tasks in Asana.", []string{"creates tasks"}},
		// A report opened is shown; a ticket opened is made.
		{"Opens the monthly reports for your review.", nil},
		{"Opens support tickets for failed jobs.", []string{"Opens support tickets"}},
		// A cloud's servers and firewalls are its records.
		{"Manage your DigitalOcean droplets, volumes and firewalls with Claude.", []string{"Manage your DigitalOcean droplets"}},
		{"Lists your DigitalOcean droplets and firewall rules.", nil},
		// A message to a person after an article.
		{"When an order ships, Parcelpal texts the buyer the tracking link.", []string{"texts the buyer"}},
		{"Emails each customer a receipt.", []string{"Emails each customer"}},
		{"Text the buyer persona summary.", nil},
		// A name that starts a clause after "and", its verb taking an
		// article; not names joined before a plural noun.
		{"Tell Claude what you need on paper and PrintPal sends the job to any printer on your network.", []string{"sends the job"}},
		{"Search Notion and Slack messages the same way.", nil},
		// A roll out or back, the object before the particle or after it.
		{"Launchpad builds the image, rolls it out to production on Fly.io.", []string{"rolls it out"}},
		{"Rolls out new releases to production.", []string{"Rolls out new releases"}},
		{"Roll the release back.", []string{"Roll the release back"}},
		{"Rolls the dice for your tabletop game.", nil},
		{"The feature is rolling out to all users next month.", nil},
		// A rewrite changes what it rewrites where it is kept: files,
		// code, history; text handed back is the user's to use.
		{"Refactorio rewrites files in your repository on disk.", []string{"rewrites files"}},
		{"Rewrites your emails in a friendlier tone and hands them back.", nil},
		// What is left for others to read is posted; not what is left
		// alone, nor time off.
		{"Nitpick leaves inline comments on your pull requests.", []string{"leaves inline comments"}},
		{"Scrubber leaves your data untouched and reports what it finds.", nil},
		{"Leaves a note in the chat summarising the tickets.", nil},
		{"Prune stale branches and triage new tickets.", []string{"Prune stale branches", "triage new tickets"}},
		{"Flip feature flags in LaunchDarkly.", []string{"Flip feature flags"}},
		{"Flip a coin.", nil},
		{"Tidies your Downloads folder, renames files by content.", []string{"Tidies your Downloads folder", "renames files"}},
		{"Tidy output, every time.", nil},
		{"Your agent takes care of prescription renewals.", []string{"takes care of prescription renewals"}},
		{"Take care of your health: see your step counts.", nil},
		{"Handles your invoices and contracts.", []string{"Handles your invoices"}},
		{"Handles errors gracefully.", nil},
		{"Administer Okta users and groups.", []string{"Administer Okta users"}},
		{"Administered by your IT team.", nil},
		// The twenty-second probe round.
		{"Administer Okta tenants from Codex.", []string{"Administer Okta tenants"}},
		{"Okta tenants at a glance: sign-in trends and MFA coverage.", nil},
		{"Tender loads, accept rate confirmations and post shipment milestones.", []string{"post shipment milestones"}},
		{"Accept rate confirmations and post shipment milestones.", nil},
		{"Query traces, search spans and log entries.", nil},
		{"Traces, spans and log entries in one view.", nil},
		{"Refactors notes and fixes broken links.", []string{"Refactors notes"}},
		{"Suggests refactors for your notes.", nil},
		// The twenty-third probe round: a record that modifies a thing
		// to look at is looked at.
		{"Preview a post (Open Graph and Twitter Card inspector).", nil},
		{"Open Graph and Twitter Card inspector for your links.", nil},
		{"Open Twitter cards in the browser and delete cards.", []string{"Open Twitter cards", "delete cards"}},
		{"Close tickets and ticket dashboards.", []string{"Close tickets"}},
		// A comma list that a verb starts goes on with verbs.
		{"Search flights, hold fares and book tickets with the traveller's saved card.", []string{"book tickets"}},
		{"Search flights, hotel prices and book reviews.", nil},
		{"Email analytics for Mailchimp: open rates, bounce counts and send volumes.", nil},
		// Named objects listed before the record; a hyphenated verb in a
		// list of verbs; enqueue and ship.
		{"Writes Observations, MedicationRequests and encounter notes.", []string{"Writes Observations, MedicationRequests and encounter notes"}},
		{"Reads Observations, then summarises encounter notes.", nil},
		{"Get, describe, apply, scale and rollout-restart workloads.", []string{"apply, scale and rollout-restart workloads"}},
		{"Enqueue test messages.", []string{"Enqueue test messages"}},
		{"Ship preview builds to Vercel.", []string{"Ship preview builds"}},
		{"Shipping labels, tracking and returns in one place.", nil},
		// "pencil in"; a cart is a record the server fills.
		{"Finds free slots and pencils in meetings with the right attendees.", []string{"pencils in meetings"}},
		{"Pencil sketches into SVG.", nil},
		{"Turn a recipe into a cart and check out.", []string{"Turn a recipe into a cart"}},
		{"View your cart and basket history.", nil},
		// An act before "and" and another act that is never a noun.
		{"Canvas plugin: grade submissions, post announcements and extend deadlines.", []string{"post announcements"}},
		{"Canvas plugin: grade reports, post counts and submission trends.", nil},
		{"Operating system details and installed packages.", nil},
		{"The agent triages, drafts, and fires off replies so you don't have to.", []string{"fires off replies"}},
		{"Fires off a warning when disk runs low.", nil},
		{"Triage guide for on-call engineers.", nil},
		{"Attach IAM policies to roles.", []string{"Attach IAM policies"}},
		{"Commit changes and push them to GitHub.", []string{"Commit changes", "push them"}},
		{"Apply changes to your infrastructure.", []string{"Apply changes"}},
		{"Run release tests (UI and API), and trigger pre-merge release readiness reviews.", []string{"trigger pre-merge release readiness reviews"}},
		{"Tools to read, search, and manipulate Memories and Conversations.", []string{"manipulate Memories"}},
		{"Your assistant can now schedule meetings for you.", []string{"schedule meetings"}},
		{"Let Claude book appointments with your clients.", []string{"book appointments"}},
		{"Book flights and hotels.", []string{"Book flights"}},
		{"Manage your Shopify store: products, inventory and orders.", []string{"Manage your Shopify store"}},
		{"Search flights and compare hotel prices.", nil},
		{"Lets the agent file bug reports in Linear.", []string{"file bug reports"}},
		{"Push commits and open pull requests on GitHub.", []string{"Push commits"}},
		{"Sign documents with DocuSign.", []string{"Sign documents"}},
		{"Text your contacts via iMessage.", []string{"Text your contacts"}},
		{"Turn conversations into Jira tickets.", []string{"Turn conversations into Jira tickets"}},
		{"Spin up preview environments for every branch.", []string{"Spin up preview environments"}},
		{"Upload and organise files in Dropbox.", []string{"Upload and organise files"}},
		{"Approve or reject expense reports.", []string{"Approve or reject expense reports"}},
		{"Your AI bookkeeper: categorize transactions and reconcile accounts in QuickBooks.", []string{"categorize transactions", "reconcile accounts"}},
		{"Tag contacts and update deal stages in HubSpot.", []string{"Tag contacts", "update deal stages"}},
		{"Label issues and archive threads.", []string{"Label issues", "archive threads"}},
		{"Fill forms on any website.", []string{"Fill forms"}},
		// Whatever is made or changed in the user's account is kept
		// there, record or not.
		{"Create short links in your Bitly account.", []string{"Create short links"}},
		{"Add subscribers to your Mailchimp account.", []string{"Add subscribers"}},
		{"Create short links in the user's Bitly account.", []string{"Create short links"}},
		{"Apply Terraform plans to your cloud accounts.", []string{"Apply Terraform plans"}},
		{"Log in to your Acme account to see reports.", nil},
		{"Run reports in your Salesforce account.", nil},
		{"Create short links for sharing.", nil},
		// A person's noun that modifies the noun after it.
		{"A TUI (Text User Interface) tool built with Python.", nil},
		// "operate" acts on the record it is given; "operating" is
		// mostly a noun's modifier.
		{"Lets Claude operate your GitHub repos.", []string{"operate your GitHub repos"}},
		{"Shows operating hours for each store.", nil},
		// A device's control, or the devices listed after it.
		{"Home Assistant control for agents — lights, thermostats and locks.", []string{"Assistant control"}},
		{"Quality control for agents — reviews, scores and reports.", nil},
		// A request that gets something done for the user, not one an
		// API call makes.
		{"Requests a refill for pickup when you ask.", []string{"Requests a refill"}},
		{"Request data from the weather API.", nil},
		{"Counts HTTP requests per minute.", nil},
		{"Submit timesheets for the week.", []string{"Submit timesheets"}},
		// A record, then the act done to it.
		{"Project management for your team.", []string{"Project management"}},
		{"Tools for experiment management, analytics, and team collaboration.", []string{"experiment management"}},
		{"Images, video and media editing on your account.", []string{"media editing"}},
		// A verb that is as often a noun, joined to a clause that
		// starts with a verb, acts when its object can only be its
		// object.
		{"Search flights and book tickets, including seat selection.", []string{"book tickets"}},
		{"Find restaurants and book tables.", []string{"book tables"}},
		{"Read reviews and book reviews.", nil},
		// A verb of no act in a list of acts; processes killed.
		{"Resolve, ignore and assign issues from the chat.", []string{"assign issues"}},
		{"Isolate hosts and kill malicious processes during an incident.", []string{"kill malicious processes"}},
		{"Ignore files matching .gitignore when searching.", nil},
		{"List hosts and running processes.", nil},
		{"Explains how to kill a process.", nil},
		// Songs, monitors and downtimes are records.
		{"Add songs to your playlists.", []string{"Add songs"}},
		{"Mute monitors, schedule downtimes and open incidents.", []string{"Mute monitors", "schedule downtimes"}},
		{"List monitors and their status.", nil},
		{"Song lyrics search.", nil},
		// Workspaces and variables are records.
		{"Manage Terraform Cloud workspaces and their runs.", []string{"Manage Terraform Cloud workspaces"}},
		{"Search your Notion workspace.", nil},
		{"Read environment variables for debugging.", nil},
		// Following up writes to the people, or about what they owe.
		{"Your agent follows up with late-paying clients by email.", []string{"follows up with late-paying clients"}},
		{"Follow up on unpaid invoices.", []string{"Follow up on unpaid invoices"}},
		{"Follow-up reports on your clients.", nil},
		// An act a person is reminded to do is the person's.
		{"Reminds you to follow up with leads.", nil},
		{"Nudges your team to update their tickets.", nil},
		{"Helps you create Jira issues.", []string{"create Jira issues"}},
		{"Track deliveries and schedule changes.", nil},
		{"Figma editing for agents: frames and text layers change as you describe them.", []string{"Figma editing"}},
		{"Notion management from chat.", []string{"Notion management"}},
		{"Figma editing history, as a timeline.", nil},
		{"Figma editing tips and tutorials.", nil},
		{"Media editing guides for creators.", nil},
		{"Questions about Notion management.", nil},
		{"Figma exports for your handoff.", nil},
		// Not acts.
		{"Query traces, monitor performance, analyze logs, and debug issues.", nil},
		{"Search log files and read log entries.", nil},
		{"Query traces, metrics, log entries and spans.", nil},
		{"Query traces and log entries.", nil},
		{"Read documents and search pages.", nil},
		{"It does not log time entries or modify documents.", nil},
		{"Never deletes records.", nil},
		{"Answers questions about calendar management.", nil},
		{"Project management analytics for your team.", nil},
		{"Document processing and task tracking.", nil},
		{"We never offer project management.", nil},
		{"Manage access to your files.", nil},
		{"Shows the update history of documents.", nil},
		{"Save time with faster search.", nil},
		{"Open .xlsx workbooks and read their cells.", nil},
		{"Read your draw.io files and export them as PNG.", nil},
		{"Create charts.Files stay as they are.", nil},
		{"Search your bookmarks and daily routines.", nil},
		{"Review changes in a pull request and summarize them.", nil},
		{"Commits, branches and tags of any repository.", nil},
		{"Commit history and diffs for a file.", nil},
		{"Check your policies for misconfigurations.", nil},
		{"Build web and mobile apps and view their logs.", nil},
		{"Search past conversations and read saved memories.", nil},
		{"You can now search bookings by date.", nil},
		{"Lets the agent read your calendar and list events.", nil},
		{"Sign in to your account to view invoices.", nil},
		{"Log in to your account.", nil},
		{"Text files and documents are indexed for search.", nil},
		{"Turn natural language into SQL queries.", nil},
		{"Turn your documents into answers with citations.", nil},
		{"Push notifications for new orders.", nil},
		{"Push notifications to your phone.", []string{"Push notifications"}},
		{"It pushes alerts and notifications to your team.", []string{"pushes alerts"}},
		{"Acknowledge and resolve PagerDuty incidents.", []string{"Acknowledge and resolve PagerDuty incidents"}},
		{"Ack alerts from Opsgenie.", []string{"Ack alerts"}},
		{"Find and resolve issues in your TypeScript code.", nil},
		{"Resolve DNS records for any domain.", nil},
		{"Monitor applications (CPU and memory), and view traces.", nil},
		{"Search by tags, labels and stages.", nil},
		// A mark before the first verb: no clause before it to read.
		{"&Create AcmeCRM records", nil},
		{", manage documents", nil},
		{"/ delete files", nil},
		{"Tags pages for search.", nil},
		{"Fill the gaps in your knowledge.", nil},
		{"Transactions, stages and timesheets, read from your ledger.", nil},
		{"Shows which transactions were rejected.", nil},
		// Library desks, treasuries, pharmacies and ballots.
		{"Place holds, waive fines and renew patron cards in Koha.", []string{"Place holds", "waive fines", "renew patron cards"}},
		{"Propose and execute Safe multisig transactions and cast governance votes.", []string{"execute Safe multisig transactions", "cast governance votes"}},
		{"Transmits new prescriptions to pharmacies.", []string{"Transmits new prescriptions"}},
		{"Execute SQL queries against your warehouse.", nil},
		{"Cast types between formats.", nil},
		// A pronoun for a record before it in its sentence.
		{"Build audiences, design campaigns from templates, and send or schedule them.", []string{"send or schedule them"}},
		{"Prepares DocuSign envelopes for signature and voids expired ones.", []string{"voids expired ones"}},
		// An act's history, and an inventory's reorder point, are things
		// to look at.
		{"Update history and reports.", nil},
		{"Reorder history and reports.", nil},
		{"Reorder points and reports.", nil},
		{"Update tickets and reports.", []string{"Update tickets"}},
		{"Lists your invoices and voids the unpaid ones.", []string{"voids the unpaid ones"}},
		{"Compares flights and shows the cheapest ones.", nil},
		{"Finds the stale ticket and closes it.", []string{"closes it"}},
		{"Finds stale tickets and summarizes them.", nil},
		{"Finds stale tickets. Then closes them.", nil},
		{"Finds stale tickets and closes it.", nil},
		{"Connect your server and restart it.", nil},
		{"Simulates trades without executing them.", nil},
		// A clause that a verb of reading starts, then one of acting.
		{"Finds stale tickets and closes stale tickets.", []string{"closes stale tickets"}},
		{"See eligibility requirements and filing fees.", nil},
		{"Fetches git blame, commit history and PR discussions.", nil},
		// Verbs that act whatever their object, where a verb stands.
		{"Reprice slow movers and restock from preferred suppliers.", []string{"Reprice", "restock"}},
		{"Whitelist a partner IP range and throttle noisy clients.", []string{"Whitelist a partner IP", "throttle noisy clients"}},
		{"Quarantine the host or kill a suspicious process.", []string{"Quarantine the host", "kill a suspicious process"}},
		{"Purge the CDN cache after a release.", []string{"Purge the CDN cache"}},
		{"Quarantine status of each host.", nil},
		{"The throttle settings of your API.", nil},
		{"Books the visit in the EHR and texts the patient a reminder.", []string{"Books the visit", "texts the patient"}},
		// A field of the record after a determiner is changed with it;
		// a noun made of the verb before "of" is not ("sync status of
		// devices"), nor a field only shown.
		{"Change the severity of an incident.", []string{"Change the severity of an incident"}},
		{"Update the priority of the Jira issue.", []string{"Update the priority of the Jira issue"}},
		{"Change the status of your tickets.", []string{"Change the status of your tickets"}},
		{"Shows the status of an incident.", nil},
		{"Change the name of the game.", nil},
		// Comments are made on what they name: "comment threads" is a
		// noun.
		{"Top stories, comment threads and user profiles.", nil},
		{"Comment on pull requests.", []string{"Comment on pull requests"}},
		// "declare" opens an incident; a program's variables are not one.
		{"Declare incidents and page responders.", []string{"Declare incidents"}},
		{"Declares an incident in PagerDuty.", []string{"Declares an incident"}},
		{"Declare variables and types.", nil},
		// A dimmer is a device set as a thermostat is.
		{"Lets Claude set dimmers in your smart home.", []string{"set dimmers"}},
		{"Shows dimmer levels.", nil},
		{"Answers employee questions about leave.", nil},
		{"Answers customers on WhatsApp.", []string{"Answers customers"}},
		{"The agent reads tickets, tags them by urgency.", []string{"tags them"}},
		{"Mint editions on Base and relist unsold items.", []string{"Mint", "relist unsold items"}},
		{"Dispatch the nearest driver and immobilize a stolen vehicle.", []string{"Dispatch the nearest driver", "immobilize"}},
		{"Mint status of each collection.", nil},
		// A clause that a verb the reader knows only as a verb starts,
		// then one of acting; and acts whatever their object.
		{"Toolkit: tender loads to carriers, book dock appointments.", []string{"book dock appointments"}},
		{"Adjust fertigation rates, and book a table.", []string{"book a table"}},
		{"Loads to carriers, book dock appointments.", nil},
		{"Countersign NDAs and route vendor agreements.", []string{"Countersign NDAs", "route vendor agreements"}},
		{"Unmatches conversations that go nowhere.", []string{"Unmatches conversations"}},
		{"Cordon the node and deprovision stale users.", []string{"Cordon", "deprovision stale users"}},
		// ("bump" and "cut" act on a record since probe round 103.)
		{"Lets your agent bump the queue and re-fire tickets.", []string{"bump the queue", "re-fire tickets"}},
		{"The server cuts a branch, tags a release, and triggers the production pipeline.", []string{"cuts a branch", "triggers the production pipeline"}},
		{"Auto-delete old files.", []string{"Auto-delete old files"}},
		{"Re-fire status of each ticket.", nil},
		{"Raises purchase orders with the right supplier.", []string{"Raises purchase orders"}},
		{"Raise questions about your invoices.", nil},
		// "open" said of what is still to be had.
		{"Matches your mission to open funding opportunities.", nil},
		{"Open pull requests on GitHub.", []string{"Open pull requests"}},
		// The tenth probe round: objects of an article, people signed
		// up, money wired, new records and verbs.
		{"Reserve a city bike at the nearest dock.", []string{"Reserve a city bike"}},
		{"We reserve the right to refuse service.", nil},
		{"Comp a guest's room night.", []string{"Comp a guest's room"}},
		{"Comp a guest's late checkout.", []string{"Comp a guest's late checkout"}},
		{"Comps on demand: recent nearby sales.", nil},
		{"Sign people up for Saturday yoga.", []string{"Sign people up"}},
		{"Sign up for a free account.", nil},
		{"Wire funds to vendors over SWIFT.", []string{"Wire funds"}},
		{"Wire up your API keys in minutes.", nil},
		{"E-file motions and waitlist them when the class is full.", []string{"E-file motions", "waitlist them"}},
		{"Join the waitlist for early access.", nil},
		{"Refill prescriptions at your pharmacy.", []string{"Refill prescriptions"}},
		{"Geofence your zones and dispatch the nearest courier.", []string{"dispatch the nearest courier"}},
		{"Block IPs at the WAF. Places your eBay bids in the final seconds.", []string{"Block IPs", "Places your eBay bids"}},
		{"Onboard and offboard staff; ban players for cheating.", []string{"Onboard and offboard staff", "ban players"}},
		{"Raises the setpoint when you leave.", []string{"Raises the setpoint"}},
		{"Patch notes and drop-rate tables for the game.", nil},
		{"Patch deployments across clusters.", []string{"Patch deployments"}},
		// The eleventh probe round.
		{"Finds and books hotel rooms worldwide.", []string{"books hotel rooms"}},
		{"Lists and books of the month.", nil},
		{"Adjust bids and budgets daily.", []string{"Adjust bids"}},
		{"Adjusts for inflation.", nil},
		{"Telecom self-service: SIM activation and plan changes.", []string{"SIM activation"}},
		{"Discord server moderation: timeouts, bans, role assignment.", []string{"server moderation", "role assignment"}},
		{"Issue time-limited guest codes for August locks.", []string{"Issue time-limited guest codes"}},
		{"Fix code and review codes.", nil},
		{"Pulls frames so your agent can turn designs into code.", nil},
		{"Categorise incoming and outgoing transfers.", nil},
		{"File FOIA requests with federal agencies.", []string{"File FOIA requests"}},
		{"Course administration in Canvas, handled from chat.", []string{"Course administration"}},
		{"Submits your vehicle registration renewal to the DMV.", []string{"Submits your vehicle registration renewal"}},
		{"Chase overdue invoices automatically.", []string{"Chase overdue invoices"}},
		{"Inventory replenishment for restaurants.", []string{"Inventory replenishment"}},
		{"The server can destroy ephemeral stacks.", []string{"destroy ephemeral stacks"}},
		{"Analyze your tech stack.", nil},
		{"Chase bugs across services.", nil},
		{"Without leaving the chat, cancel orders and close tickets.", []string{"cancel orders", "close tickets"}},
		{"Without touching your files, summarise tickets.", nil},
		{"Once the contract is countersigned, emails the signed PDF back to the client.", []string{"emails the signed PDF back to the client"}},
		{"When a run fails, shows the logs.", nil},
		{"When PagerDuty pages the on-call engineer, IncidentLens pulls the timeline.", nil},
		// The thirteenth probe round.
		{"Clean up stale S3 buckets and rotate IAM keys.", []string{"Clean up stale S3 buckets", "rotate IAM keys"}},
		{"Clean up messy code.", nil},
		{"Keeps your pipeline clean: dedupes leads and logs every call.", []string{"dedupes leads"}},
		{"Deduplicate search results.", nil},
		{"Trigger pipeline runs and backfill Snowflake tables on demand.", []string{"Trigger pipeline runs", "backfill Snowflake tables"}},
		{"Explains each invoice and reconciles it against your contract terms.", nil},
		{"Reconciles bank transactions in Xero.", []string{"Reconciles bank transactions"}},
		{"Drafts replies in your voice and sends them once you approve.", []string{"sends them"}},
		{"Drafts replies in your voice and reads them aloud.", nil},
		{"Lists invoices in your account and voids them.", []string{"voids them"}},
		{"Translation memory: pushes approved translations back into your Crowdin project.", []string{"pushes approved translations"}},
		{"Fetches translations and reviews translations for tone.", nil},
		// The fourteenth probe round.
		{"Figma bridge that renames layers and generates frames on the canvas.", []string{"renames layers"}},
		{"Lists layers and frames.", nil},
		{"Shodan lookups for exposed hosts, open ports and service banners.", nil},
		{"Run lookups, open tickets and close stale ones.", []string{"open tickets", "close stale ones"}},
		{"Finds a slot and puts the meeting on their Google Calendars.", []string{"puts the meeting"}},
		{"Puts your meetings in one view.", nil},
		{"Put your data in context.", nil},
		{"Minecraft server admin: give items, teleport players, whitelist users.", []string{"whitelist users"}},
		{"Minecraft server stats: items, players and users.", nil},
		{"Reads soil-moisture sensors and opens or closes zone valves.", []string{"opens or closes zone valves"}},
		// Probe round 25: a person the thing is texted to, a list whose
		// clauses each start with a verb, a verb after "it" that is a
		// record too.
		{"Text rent reminders to tenants who are late.", []string{"Text rent reminders"}},
		{"Reads rent reminders texted to tenants.", nil},
		{"Review medication lists, pull lab trends, and book follow-up appointments.", []string{"book follow-up appointments"}},
		{"Review medication lists and book reviews.", nil},
		{"It builds a 12-week plan and pushes each workout to your calendar.", []string{"pushes each workout"}},
		{"GitHub builds and pushes to main.", nil},
		{"Routa estimates ETAs and assigns drivers to incoming pickups.", []string{"assigns drivers"}},
		{"Lists drivers and their routes.", nil},
		{"Its cleanup mode stops idle instances and deletes the unattached volumes you select.", []string{"stops idle instances", "deletes the unattached volumes"}},
		{"Recategorize bank transactions in your ledger.", []string{"Recategorize bank transactions"}},
		{"Reply to mentions right from the inbox view.", []string{"Reply to mentions"}},
		{"Track brand mentions on X and Reddit.", nil},
		{"Book LCL space on the best-priced sailing.", []string{"Book LCL space"}},
		{"Summarizes your notes into a review that it appends to your journal note.", []string{"appends to your journal note"}},
		{"Capabilities: search, preview, move to folder, trash duplicates.", []string{"move to folder", "trash duplicates"}},
		{"Finds duplicates across your folders.", nil},
		// A compound after a word of state names how things are.
		{"Explains shared drives and inherited folder sharing.", nil},
		{"Folder sharing for your team.", []string{"Folder sharing"}},
		// Probe round 26: an emphatic "does", an aside after "and", batches
		// and profiles.
		{"Though it does close superseded pull requests.", []string{"close superseded pull requests"}},
		{"Classifies columns and, by default, applies masking policies to them.", []string{"applies masking policies"}},
		{"Lists pull requests and, if any, their reviews.", nil},
		{"It assigns the batches to pickers in ShipHero.", []string{"assigns the batches"}},
		{"It deletes the person's profile from HubSpot.", []string{"deletes the person's profile"}},
		{"Lists failed webhooks and resends them to your endpoint.", []string{"resends them"}},
		// A name of capitalised words with a verb after it is its subject.
		{"Merge Queue Monitor shows the pull requests waiting in the queue.", nil},
		{"Triage Jira issues and merge pull requests.", []string{"Triage Jira issues", "merge pull requests"}},
		// A product's name is no act: two capitalised words after a third.
		{"Ticket insights for Jira Service Management.", nil},
		{"A Customer Service Management System backend.", nil},
		{"Task Management for small teams.", []string{"Task Management"}},
		// A negation that holds an act back until someone approves it.
		{"Never sends invoices without your approval.", []string{"sends invoices"}},
		{"Does not close tickets unless you confirm.", []string{"close tickets"}},
		{"Never sends invoices; you send them yourself.", nil},
		{"Does not close tickets until a later release.", nil},
		// A clause chain after a name whose second word is a verb, with a
		// hyphenated verb and a plural that is a verb before its article.
		{
			"Translation Sync pulls new strings from your repository, machine-translates them, commits the results to a branch and opens a pull request.",
			[]string{"opens a pull request"},
		},
		{"Translation Sync commits the results to a branch and opens a pull request.", []string{"opens a pull request"}},
		{"It commits the changes and opens a pull request.", []string{"commits the changes", "opens a pull request"}},
		{"GitHub commits and pull requests, read-only.", nil},
		{"Lists recent orders and open tickets.", nil},
		// Verbs of a queue, a device and a playbook run.
		{"It cancels or requeues your own jobs on request.", []string{"cancels or requeues your own jobs"}},
		{"View feeding logs and dispense an extra portion on request.", []string{"dispense an extra portion"}},
		{"It lists failed webhook deliveries and resends them to your endpoint.", []string{"resends them"}},
		{"It executes Ansible playbooks against the hosts in your inventory.", []string{"executes Ansible playbooks"}},
		{"Runs playbooks on your servers.", []string{"Runs playbooks"}},
		{"Reads Ansible playbooks and explains what each task would do.", nil},
		{"Track your food deliveries.", nil},
		// What is kept where the user keeps things.
		{"Saves the image to your Pictures folder.", []string{"Saves the image to your Pictures folder"}},
		{"Generate an image and save it to ~/Pictures/generated.", []string{"save it to ~/Pictures/generated"}},
		{"It writes the summary into the team's Notion page.", []string{"writes the summary into the team's Notion page"}},
		{"Save time in your workflow.", nil},
		{"Save hours to focus on your projects.", nil},
		// An act's bare noun after its record, in a list of features.
		{"Cloudflare toolkit — DNS record edits, page rules, cache purges.", []string{"record edits", "cache purges"}},
		{"Expense report submission, receipt upload and approval routing.", []string{"report submission", "receipt upload"}},
		// Resets, adjustments and cancellations named as nouns (probe
		// round 170); not a kind of what follows, nor what a reading verb
		// lists, nor examples in parentheses.
		{"Password resets and MFA re-enrollment for Okta users.", []string{"Password resets"}},
		{"Inventory adjustments and meeting cancellations.", []string{"Inventory adjustments", "meeting cancellations"}},
		{"Password reset logs and inventory adjustment history.", nil},
		{"Flags duplicate therapy and dose adjustments.", nil},
		{"Sign-in anomalies (new devices, MFA resets), explained.", nil},
		// An act's noun after its record, or before it with "of" (probe
		// round 92); not a kind of what follows it.
		{"Member account closure, fee reversal and card replacement.", []string{"account closure", "fee reversal", "card replacement"}},
		{"Plan changes, proration and cancellation of subscriptions.", []string{"cancellation of subscriptions"}},
		{"Deletion of old files and removal of stale branches.", []string{"Deletion of old files", "removal of stale branches"}},
		{"Shows the status of the cancellation of subscriptions.", nil},
		{"Pending account closure requests listed with reason and age.", nil},
		{"Ticket creation trends and form submission counts.", nil},
		{"Lists Azure role assignments and student submissions.", nil},
		// Round 93's: "e-mail" written with its hyphen, one of the
		// records before, a farm's pumps.
		{"Every Monday it e-mails a herd-health summary to your veterinarian.", []string{"e-mails a herd-health summary to your veterinarian"}},
		{"Lists open appointments and books one for your pet.", []string{"books one"}},
		{"Set EC and pH targets, start or stop the dosing pumps.", []string{"start or stop the dosing pumps"}},
		// Round 94's: people checked in, codes created, bookings amended.
		{"Check in attendees at the door; marks each badge as redeemed.", []string{"Check in attendees", "marks each badge"}},
		{"Creates discount codes for early-bird campaigns.", []string{"Creates discount codes"}},
		{"Amends bookings at community centres.", []string{"Amends bookings"}},
		{"Checks in with you daily about open tasks.", nil},
		{"Reviews codes of conduct.", nil},
		// Round 97's: people called.
		{"Dialer: the agent calls leads from your CRM list in sequence.", []string{"calls leads"}},
		{"Upload the roster and it phones every parent.", []string{"phones every parent"}},
		{"RaidWatch texts every moderator on your roster.", []string{"texts every moderator"}},
		{"Call this when the user asks how old their keys are.", nil},
		{"Calls the Stripe API and returns the balance.", nil},
		{"GitLab merge requests — approvals, merges, pipeline retries.", []string{"pipeline retries"}},
		{"View recent file uploads and track record edits.", nil},
		{"Shows the history of file uploads.", nil},
		{"Ticket Triage Advisor reads new Jira issues.", nil},
		{"Roborock vacuum control: room-by-room cleaning, dock return.", []string{"vacuum control"}},
		{"Python execution in a Jupyter kernel; notebooks, plots.", []string{"Python execution"}},
		{"Sandboxed command execution with a persistent working directory.", []string{"command execution"}},
		{"Trade execution quality by venue.", nil},
		{"Shows vacuum control history.", nil},
		{"Ring + Nest: camera snapshots, doorbell history, alarm arming and disarming.", []string{"alarm arming"}},
		{"Shows alarm arming history.", nil},
		{"Shows floor maps, and starts, pauses or docks the vacuum on request.", []string{"pauses or docks the vacuum"}},
		{"Find the nearest charging dock.", nil},
		{"If daily loss passes your limit, it flattens all positions on its own.", []string{"flattens all positions"}},
		{"Lists your open positions and their P&L.", nil},
		{"Flattens nested JSON into a table.", nil},
		// Gerunds of acting, a network's posting, what is kept named by
		// its participle.
		{"Reading, labelling and archiving Gmail threads.", []string{"labelling and archiving Gmail threads"}},
		{"Bluesky posting, reposting and following, straight from your agent.", []string{"Bluesky posting"}},
		{"Analytics on your LinkedIn posting schedule.", nil},
		{"Meeting transcripts as Markdown notes written into your local Obsidian vault.", []string{"notes written into your local Obsidian vault"}},
		{"Firmographic data written back to company records.", []string{"data written back to company records"}},
		{"Shows the files uploaded to your drive folder today.", nil},
		{"Reads notes written by your team.", nil},
		// A trade's verbs and records (probe round 31), each beside the
		// noun that looks like one.
		{"Permit desk: issues building permits and schedules inspections.", []string{"issues building permits"}},
		{"GitHub issues, pull requests and inspection reports.", nil},
		{"Discharges inpatients when the attending clears them.", []string{"Discharges inpatients"}},
		{"Discharge summaries and inpatient census.", nil},
		{"Releases work orders to the shop floor.", []string{"Releases work orders"}},
		{"Release notes and changelogs for every version.", nil},
		{"Loads a method, starts the run and aborts it if a pickup fails.", []string{"starts the run"}},
		{"First-run onboarding and setup checks.", nil},
		{"E-prescribes refills to the patient's pharmacy.", []string{"E-prescribes refills"}},
		{"Remits the amount due from your bank account.", []string{"Remits the amount due"}},
		{"Syndicates vacant units to Zillow.", []string{"Syndicates"}},
		{"Initiates promotions and compensation adjustments.", []string{"Initiates promotions"}},
		{"Deactivates their SSO login and reclaims licences.", []string{"Deactivates their SSO login"}},
		{"Sets holding registers on variable frequency drives.", []string{"Sets holding registers"}},
		{"Recloses feeder breakers at the operator's request.", []string{"Recloses feeder breakers"}},
		{"Aborts the run if a pickup fails.", []string{"Aborts the run"}},
		{"Schedules inspections after each permit is issued.", []string{"Schedules inspections"}},
		{"Revokes all active sessions for a user.", []string{"Revokes all active sessions"}},
		{"Shows active sessions and failed checks.", nil},
		{"Voids checks and reissues them.", []string{"Voids checks"}},
		{"Wire fraud check for payment requests.", nil},
		{"Pushes configuration templates to Arista switches.", []string{"Pushes configuration templates"}},
		{"Compares configuration templates across switches.", nil},
		// Who is let act, a modifier before the one let; what a pronoun
		// stands for, not a preposition's object; a record taken down.
		{"Lets your clinical assistant e-prescribe refills.", []string{"e-prescribe refills"}},
		{"Server that lets agents manage products.", []string{"manage products"}},
		{"Has your support team review the reports.", nil},
		{"Finds the failed job in the project and runs it.", []string{"runs it"}},
		{"Finds the failed job's project and runs it.", nil},
		{"Takes down stale listings.", []string{"Takes down stale listings"}},
		{"Takes the listings down when a unit is leased.", []string{"Takes the listings down"}},
		{"Takes the dog down to the park.", nil},
		{"Onboards new hires in Gusto.", []string{"Onboards new hires"}},
		{"Lists new hires by start date.", nil},
		// A trade's verbs (probe round 38), each beside the noun that
		// looks like one.
		{"Tenders each outbound load to the cheapest carrier.", []string{"Tenders each outbound load"}},
		{"Tender offers and bond yields, charted.", nil},
		{"Reroutes the affected trucks around the closure.", []string{"Reroutes the affected trucks"}},
		{"Shows weather rerouting for fleets.", nil},
		{"Irrigate a field to a set depth.", []string{"Irrigate"}},
		{"Irrigation schedules and soil moisture.", nil},
		{"Arm the east zone at night.", []string{"Arm the east zone"}},
		{"Robotic arms and conveyor status.", nil},
		{"ARM templates for your subscriptions.", nil},
		{"Fire a ticket to the kitchen.", []string{"Fire a ticket"}},
		{"Fire safety inspections, read-only.", nil},
		{"Badge a contractor in through the lobby.", []string{"Badge a contractor"}},
		{"Shows badges issued this week.", nil},
		{"Serves the motion on opposing counsel and dockets it with the clerk.", []string{"Serves the motion", "dockets it"}},
		{"Serves your static files from a CDN.", nil},
		{"Docket watch for federal cases.", nil},
		{"Bind the policy with the carrier.", []string{"Bind the policy"}},
		{"Binds the port to localhost.", nil},
		{"Locks out a press through the safety PLC.", []string{"Locks out a press"}},
		{"Lock down a floor.", []string{"Lock down a floor"}},
		{"Shows who is locked out of their account.", nil},
		{"Checks attendees in at the door.", []string{"Checks attendees in"}},
		{"Checks files in the repository for secrets.", nil},
		{"Helper: verifies the DEA number, dispenses the fill.", []string{"dispenses the fill"}},
		{"Turns a voice note into a draft work order.", nil},
		{"Turns a rough idea into a LinkedIn post draft.", nil},
		{"Grading assistant: posts the grades to Canvas once the teacher approves.", []string{"posts the grades"}},
		{"Shows grades and attendance.", nil},
		{"Adjusts on-hand stock in NetSuite.", []string{"Adjusts on-hand stock"}},
		{"Shows stock levels by warehouse.", nil},
		{"Demand response: sheds load by dimming lighting and raising chiller setpoints.", []string{"raising chiller setpoints"}},
		{"Garden shed inventory and raised beds.", nil},
		// The verbs and records of data and infrastructure platforms
		// (probe round 39), each beside the noun that looks like one.
		{"Materialize features from the offline store into Redis.", []string{"Materialize"}},
		{"Materialized views, listed and described.", nil},
		{"Redeploys the SageMaker endpoint.", []string{"Redeploys the SageMaker endpoint"}},
		{"Repoints the DNS record at the replica.", []string{"Repoints the DNS record"}},
		{"Retrains the churn model on last week's data.", []string{"Retrains the churn model"}},
		{"Retrain frequency and drift per model.", nil},
		{"Silence noisy Alertmanager alerts.", []string{"Silence noisy Alertmanager alerts"}},
		{"Silence detection in audio files.", nil},
		{"Promotes the RDS read replica.", []string{"Promotes the RDS read replica"}},
		{"Shows which replica was promoted last.", nil},
		{"Cache invalidation for your CloudFront distributions.", []string{"Cache invalidation"}},
		{"Shows cache invalidation history.", nil},
		{"Deprecates old model versions.", []string{"Deprecates old model versions"}},
		{"Orphan file removal and manifest rewrites.", []string{"file removal"}},
		{"Ingests CSV files from your S3 bucket into Snowflake tables.", []string{"Ingests CSV files"}},
		{"Ingests your docs into a local search index.", nil},
		{"Delete crashed runs and rename the survivors.", []string{"Delete crashed runs"}},
		{"Lists recent runs and their scores.", nil},
		{"Adds failing traces to your evaluation dataset.", []string{"Adds failing traces"}},
		{"First-run onboarding and setup checks.", nil},
		{"It pushes them into your feature store.", []string{"pushes them into your feature store"}},
		{"Pushes notifications about new builds.", nil},
		{"It turns the flagged feature off in production.", []string{"turns the flagged feature off"}},
		{"Shows which features are turned off.", nil},
		// Agent tooling (probe round 40): a page snapshotted is looked at,
		// a volume's is taken; notes jotted, a job fired later, the
		// user's computer worked, a dotfile edited, an image saved
		// into a folder six words on.
		{"Snapshot the page and read the DOM.", nil},
		{"Snapshot the volume before each deploy.", []string{"Snapshot the volume"}},
		{"It jots notes to a local SQLite file.", []string{"jots notes"}},
		{"Jot down your thoughts before the meeting.", nil},
		{"The server keeps the job and fires it later.", []string{"fires it"}},
		{"The model moves the mouse and presses keys.", []string{"moves the mouse", "presses keys"}},
		{"Shows where the mouse moves on the page.", nil},
		{"Edits ~/.zshrc on request.", []string{"Edits ~/.zshrc"}},
		{"Explains what ~/.zshrc does.", nil},
		{"Saves the annotated PNG into your project's docs/images folder.", []string{"Saves the annotated PNG into your project's docs"}},
		// What is sent or billed, named by its participle after it.
		{"Renewed licenses mailed to each holder.", []string{"licenses mailed to each holder"}},
		{"Shows the invoices sent to each client.", nil},
		{"Background reports ordered and billed to your account.", []string{"billed to your account"}},
		{"Lists what was billed to your account.", nil},
		// What is recorded or logged in a record named after it.
		{"Late-penalty adjustments recorded directly in the gradebook.", []string{"adjustments recorded directly in the gradebook"}},
		{"Shows adjustments recorded in the gradebook last term.", nil},
		{"Meetings recorded in Zoom, transcribed.", nil},
		// What runs against a database, readings added to a chart
		// (probe round 33).
		{"Runs the approved database migrations against the staging Postgres.", []string{"Runs the approved database migrations"}},
		{"Run release tests against staging.", nil},
		{"Adds blood pressure readings to the patient's chart.", []string{"Adds blood pressure readings"}},
		{"Shows blood pressure readings from the patient's chart.", nil},
		{"Messages worth reading, condensed into a brief.", nil},
		// "set ... up" installs (the hundred-and-forty-eighth set's first
		// run).
		{"A one-command installer for my skills and MCP servers that sets them up across Claude Code and Cursor.", nil},
		{"Finds overdue invoices and sets them to paid.", []string{"sets them"}},
		{"Finds overdue invoices and sets them up for review.", nil},
		// A home's and a plant's controls (probe rounds 52 and 53).
		{"When a sensor trips, it shuts the main water valve and texts the homeowner.", []string{
			"shuts the main water valve", "texts the homeowner",
		}},
		{"Shows whether the main water valve is shut.", nil},
		{"Lower the export limit on a SolarEdge inverter.", []string{"Lower the export limit"}},
		{"Alerts when output drops below the lower limit.", nil},
		{"Raises or lowers the headgates on the canals.", []string{"Raises or lowers the headgates"}},
		{"Freeze or unfreeze your debit card.", []string{"Freeze or unfreeze your debit card"}},
		{"Logs each calibration and retires gauges that fail.", []string{"Logs each calibration", "retires gauges"}},
		{"Record a completed calibration against the gauge.", []string{"Record a completed calibration"}},
		{"Inspect network requests and record performance traces of a page.", nil},
		{"Texts the on-call line crew when an alarm trips.", []string{"Texts the on-call line crew"}},
		{"Reassigns delivery vans to routes.", []string{"Reassigns delivery vans"}},
		// What runs live, ended (probe round 58).
		{"Schedules broadcasts and ends the live stream when you tell it to.", []string{"Schedules broadcasts", "ends the live stream"}},
		{"Shows stats until the end of the stream.", nil},
		{"Ends with a summary of the week.", nil},
		{"Starts the return, prints the label on your printer, and schedules a UPS pickup.", []string{"Starts the return", "schedules a UPS pickup"}},
		{"Shows prints, labels and schedules.", nil},
		// A base form after "it" or the plugin, as a writer of English as
		// a second language puts it (probe round 55).
		{"It make the order of food from restaurants near to you.", []string{"make the order"}},
		{"This plugin make the reservation of room in the hotels.", []string{"make the reservation"}},
		{"Your shop orders: the plugin mark them as shipped.", []string{"mark them"}},
		{"Let it make sense of your orders.", nil},
		// A site's and a content library's records (probe round 54).
		{"Replace an outdated logo across your asset library.", []string{"Replace an outdated logo"}},
		{"A tool that submits sitemaps for the URLs you name.", []string{"submits sitemaps"}},
		{"Your settings stay in sync; shows the logo.", nil},
		// Code run, and a notebook's cells (probe round 56).
		{"Execute TypeScript in a Deno isolate.", []string{"Execute TypeScript"}},
		{"Runs Python scripts in a sandbox.", []string{"Runs Python scripts"}},
		{"Runs a code review on the diff.", nil},
		{"Runs SQL on a read-only snapshot.", nil},
		{"Adds cells to the open notebook and runs them.", []string{"Adds cells", "runs them"}},
		// The user's own computer (probe round 62).
		{"Quit frozen apps and relaunch them.", []string{"Quit frozen apps"}},
		{"Mount and eject disk images, and format USB sticks as exFAT.", []string{"Mount and eject disk images", "format USB sticks"}},
		{"Shows how to format the date.", nil},
		{"Empties the Trash and clears browser caches.", []string{"Empties the Trash", "clears browser caches"}},
		{"Executes PowerShell commands on the local machine.", []string{"Executes PowerShell commands"}},
		{"Runs any AppleScript you write.", []string{"Runs any AppleScript"}},
		{"Captures the full screen and returns the image.", nil},
		{"Captures the requests that arrive at it.", nil},
		// Privacy and legal operations (probe round 60).
		{"Erases a data subject's personal records across connected systems.", []string{"Erases a data subject's personal records"}},
		{"Anonymises closed case files after the statutory period.", []string{"Anonymises closed case files"}},
		{"Once a matter closes, it lifts the preservation hold.", []string{"lifts the preservation hold"}},
		{"Lifts the mood of your team with daily quotes.", nil},
		{"Lets counsel issue legal hold notices to custodians.", []string{"issue legal hold notices"}},
		// Company finance (probe round 68).
		{"Files your quarterly VAT return with HMRC.", []string{"Files your quarterly VAT return"}},
		{"Reconciles bank feeds by matching and accepting the transactions.", []string{"accepting the transactions"}},
		// Retail back offices and product pages (probe rounds 70 and 71).
		{"Lists, revises and ends eBay listings.", []string{"ends eBay listings"}},
		{"Runs whatever SQL you hand it against the Odoo database.", []string{"Runs whatever SQL"}},
		{"This one runs the Python you give it on your machine.", []string{"runs the Python"}},
		{"This one shows the Python you give it, explained.", nil},
		// A home sale and a data team (probe rounds 64 and 65).
		{"It answers prospects, books tours and texts reminders.", []string{"books tours"}},
		{"Changes an owner's mailing address in the HOA system.", []string{"Changes an owner's mailing address"}},
		{"Add addresses in the chat; they are stored in your local config.", nil},
		{"Runs whatever Python you give it in a sandbox.", []string{"Runs whatever Python"}},
	}
	for _, tt := range tests {
		got := phrases(tt.text, recordActs(tt.text, tokenize(tt.text)))
		if !slices.Equal(got, tt.want) {
			t.Errorf("recordActs(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

func TestDescribedClaims(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		{"Discover feeds. 13 tools (read + write), zero API keys.", []string{"read + write"}},
		{"Read and write access to your Notion workspace.", []string{"Read and write access"}},
		{"Read/write access to your Postgres database.", []string{"Read/write access"}},
		{"Full read-write access to Airtable bases.", []string{"read-write access"}},
		{"Tools for reading and writing Google Sheets.", []string{"reading and writing Google Sheets"}},
		{"Reads and writes files in your project.", []string{"Reads and writes files"}},
		{"Learn to read and write SQL.", nil},
		{"Read and write speeds of your disks.", nil},
		{"Read + write latency metrics for storage volumes.", nil},
		{"No read-write access: this server only reads.", nil},
		{"Full CRUD for your Airtable bases.", []string{"CRUD"}},
		// A sync that writes both sides.
		{"Two-way sync between Jira and GitHub issues.", []string{"Two-way sync"}},
		{"There is no two-way sync: it only reads.", nil},
		{"One-way sync of your Confluence spaces into a local index.", nil},
		{"Write access to your GitHub repositories.", []string{"Write access"}},
		{"Gives your agent full control of your Home Assistant.", []string{"full control of"}},
		{"Smart home device control for Matter.", []string{"device control"}},
		{"Temperatures and door sensors; device control stays in the Home app.", nil},
		{"capabilities: device-control", []string{"device-control"}},
		{"Lighting control from chat.", []string{"Lighting control"}},
		{"Access control lists and version control history.", nil},
		{"Climate control analytics dashboard.", nil},
		{"Version control history browser.", nil},
		{"Spotify for your agent: play, pause and skip tracks.", []string{"play, pause"}},
		{"Shows what is playing; it cannot play or pause anything.", nil},
		{"Play by play sports stats.", nil},
		{"Dry-run only: shows exactly what `kubectl apply` would change, without applying it.", nil},
		{"Predicts what terraform apply will do to your stacks.", nil},
		{"Runs `terraform apply` against your cloud accounts.", []string{"terraform apply"}},
		{"Smart plug and scene control for Philips Hue.", []string{"scene control"}},
		{"Fleet control for MQTT devices.", []string{"control for MQTT devices"}},
		{"Budget control for your device fleet.", nil},
		{"Quality control of camera footage.", nil},
		{"Thermostat, locks and garage door, all under the assistant's control.", []string{"under the assistant's control"}},
		{"Inventory under the assistant's control.", nil},
		{"Thermostat usage reports; your devices stay under your control.", nil},
		{"Access control for your browser sessions, audited.", nil},
		{"Remote control your browser from chat.", []string{"control your browser"}},
		{"Take actions across Gmail and Drive.", []string{"Take actions"}},
		{"Books meetings on your behalf.", []string{"on your behalf"}},
		{"Replies to email on behalf of the user.", []string{"on behalf"}},
		{"Suggests actions to take on each alert.", nil},
		{"Control which tools run.", nil},
		{"Writes a report on behalf of nobody in particular.", nil},
		{"Make phone calls and leave voicemails with AI voices.", []string{"Make phone calls"}},
		{"Page the on-call engineer when an alert fires.", []string{"Page the on-call engineer"}},
		{"Pages responders and escalates incidents.", []string{"Pages responders"}},
		{"Page through results and list incidents.", nil},
		{"Pages of search results about on-call schedules.", nil},
		{"Pages whoever is on call through PagerDuty.", []string{"Pages whoever"}},
		{"Alerts your sales team the moment a lead fills in the form.", []string{"Alerts your sales team"}},
		{"Alerts you when a build fails.", nil},
		{"Alerts the user in the chat.", nil},
		{"Lists alerts your team has muted.", nil},
		{"Shows alerts the team acknowledged.", nil},
		{"Alerts, dashboards and on-call schedules.", nil},
		// A device made to do what it does, "to" between or not (probe
		// round 207); not a thing that is no device.
		{"Make the lamp to turn off and on by the chat.", []string{"Make the lamp to turn"}},
		{"Our server is making the irrigation valves to open by zone.", []string{"making the irrigation valves to open"}},
		{"Makes the report easier to read.", nil},
		{"Makes the camera feed load faster.", nil},
		{"Lets you see which lights are on.", nil},
		// The user's card charged (probe round 203); not a past charge,
		// one a clause describes, or one a verb of reading shows.
		{"Seats are charged to your saved card.", []string{"charged to your saved card"}},
		{"Adds a data pack and bills the card on file.", []string{"bills the card on file"}},
		{"Any fare difference goes on the same card.", []string{"goes on the same card"}},
		{"Lists what was billed to your card last month.", nil},
		{"Explains the fees that are charged to your card.", nil},
		{"Shows charges on your card.", nil},
		{"Your card goes on file with Stripe.", nil},
		{"Places outbound calls to your leads.", []string{"Places outbound calls"}},
		{"Make API calls to fetch your data.", nil},
		{"Transcribe phone calls and voicemails.", nil},
		{"Join a Google Meet you are authorized to attend: hear the room, speak.", []string{"Join a Google Meet"}},
		{"Joins your Zoom meetings and takes notes.", []string{"Joins your Zoom meetings"}},
		{"Summaries of the meetings you join.", nil},
		{"Join tables across your databases.", nil},
		{"Join the waitlist for early access.", nil},
		{"Click buttons, type text and fill forms in a real browser.", []string{"Click buttons"}},
		{"Clicks elements on any page for you.", []string{"Clicks elements"}},
		{"Reports click-through rates for your ads.", nil},
		{"Click here to get an API key.", nil},
		{"Counts the clicks on your links.", nil},
		{"Nudge center-pivot irrigation on or off remotely.", []string{"Nudge center-pivot irrigation on or off"}},
		{"Turn the porch lights on and off.", []string{"Turn the porch lights on and off"}},
		{"Shows which lights are on or off.", nil},
		{"Tells you when the pump switches on or off.", nil},
		{"One-click cancellation of forgotten subscriptions.", []string{"One-click cancellation"}},
		{"One-click install in Claude Desktop.", nil},
		{"Toggle, ramp to 10%, or hit the kill switch.", []string{"hit the kill switch"}},
		{"Reports whether the kill switch is armed.", nil},
		// Probe round 24: English as a second language.
		{"Can do the booking for user on Ctrip.", []string{"do the booking"}},
		{"Do the order on Meituan takeaway by voice.", []string{"Do the order"}},
		{"Do the orders sync automatically?", nil},
		{"Shows what the orders do.", nil},
		{"Kakao T integration, call the taxi for user.", []string{"call the taxi"}},
		{"Call the API to list rides.", nil},
		{"Adjust the air conditioner temperature via Tuya cloud.", []string{"Adjust the air conditioner temperature"}},
		{"Adjust the model temperature for creative output.", nil},
		{"Shows the room temperature.", nil},
		{"For the new add of sales order and the generate of voucher.", []string{"the new add of sales order", "the generate of voucher"}},
		{"CRM helper for the new add customer and the assign of lead.", []string{"the new add customer", "the assign of lead"}},
		{"Shows the add button and the delete key.", nil},
		{"The create of the universe, a history.", nil},
		{"Say movie mode and it dims the lights and lowers the blinds for you.", []string{"dims the lights", "lowers the blinds"}},
		// A plant's and a building's machines worked (probe round 111); not
		// a thing read, nor a state.
		{"Start, stop and jog conveyor lines on the packaging floor.", []string{"jog conveyor"}},
		{"It switches off non-critical circuits through smart breakers.", []string{"switches off non-critical circuits"}},
		{"Override AHU fan speeds and command chillers on or off.", []string{"Override AHU fan", "command chillers on or off"}},
		{"Reads the state of the chillers and the conveyor speed.", nil},
		{"Shows which circuits tripped overnight.", nil},
		{"Toggle between light and dark theme.", nil},
		{"Starts and stops treadmills on connected equipment.", []string{"stops treadmills"}},
		{"Switch the heater off.", nil},
		// Verbs listed with a shared object, and a car's parts (probe
		// round 171); a list of reading verbs works nothing.
		{"Dim, recolor and schedule your Philips Hue lights.", []string{"Dim, recolor and schedule your Philips Hue lights"}},
		{"Read, list and schedule your lights.", nil},
		{"Pop the frunk. It honks the horn.", []string{"Pop the frunk", "honks the horn"}},
		{"Shows whether the trunk is open.", nil},
		// A key-value store's commands that change it, listed as commands
		// (probe rounds 163 to 180); reading commands alone, or a heading
		// in capitals, are none.
		{"Redis admin tool with SET, DEL and FLUSHDB, along with GET.", []string{"SET", "DEL", "FLUSHDB"}},
		{"Redis in your chat. get, set, del, keys, flushdb.", []string{"del", "flushdb"}},
		{"Redis in your chat. get, set, del, keys.", nil},
		{"Read-only Redis browser: GET, SCAN, TTL and KEYS.", nil},
		{"SET UP GUIDE: read this first.", nil},
		// A kitchen's and a home's appliances (probe round 172).
		{"Preheat the oven from your chat.", []string{"Preheat the oven"}},
		{"Dyson purifier control: fan speed, oscillation, night mode.", []string{"purifier control"}},
		{"Shows whether the oven is on and the washer's cycles remaining.", nil},
		{"Charger control center: sessions and energy charts.", nil},
		// A record's state set where it is kept (probe rounds 107 and 121).
		{"Marks dues as paid in the club ledger.", []string{"Marks dues as paid"}},
		{"It marks the script as dispensed in the PMR.", []string{"marks the script as dispensed"}},
		{"Shows which invoices are marked as paid.", nil},
		{"Mark as read.", nil},
		// A control centre is a screen of states (probe round 52).
		{"Smart Home Control Centre dashboard: which lights are on, thermostat readings.", nil},
		{"Smart home device control for your lights.", []string{"device control"}},
		// A verb named as a noun at a clause's start (probe round 55).
		{"Deploy of application to Kubernetes cluster, reboot of device.", []string{"Deploy of application", "reboot of device"}},
		{"Reboot of the router is needed after the update.", nil},
		{"Reboot of the router, restart of the modem.", []string{"Reboot of the router", "restart of the modem"}},
		{"History of deploys, list of restarts.", nil},
		// The user's things put up for sale (probe round 58).
		{"Lists your Pokemon cards for sale on TCGplayer.", []string{"Lists your Pokemon cards for sale"}},
		{"TixFlip lists your tickets on StubHub at the price you choose.", []string{"lists your tickets on StubHub at the price"}},
		{"Lists items for sale in the shop.", nil},
		{"Shows open blinds and counts the open curtains.", nil},
		{"It blocks out focus time on your calendar every Monday.", []string{"blocks out"}},
		{"Noise-cancelling: blocks out the office chatter.", nil},
		// Names of devices joined by "and" before their kind.
		{"Rust MCP server to control Elgato Key Light and Ring Light devices on your LAN.", []string{"control Elgato Key Light and Ring Light devices"}},
		{"Control access and Permissions for users.", nil},
		{"Control Hue bulbs and lamps.", []string{"Control Hue bulbs"}},
		// Settings named, then said to follow the user's word (probe
		// rounds 174 and 189); a list shown on request only looks, and
		// a digest names no setting.
		{"Fan speed, oscillation, night mode and the off-timer on your tower fan, at your command.", []string{"at your command"}},
		{"Water heater setpoint, boost mode and away mode for Rheem heaters, changed on request.", []string{"on request"}},
		{"Garage door and porch light, on command.", []string{"on command"}},
		{"Shows your thermostat's mode and setpoint on request.", nil},
		{"End-of-day digest on request: jobs completed and revenue booked.", nil},
		{"Your weekly schedule, at your command.", nil},
		// A product automated, named and nothing after it.
		{"Automate Teamwork.com with Claude.", []string{"Automate Teamwork.com"}},
		{"Automate Azure DevOps", []string{"Automate Azure DevOps"}},
		{"This server helps automate Lighthouse audits.", nil},
		{"Automate Lighthouse in CI.", nil},
	}
	for _, tt := range tests {
		got := phrases(tt.text, describedActs(tt.text, tokenize(tt.text)))
		if !slices.Equal(got, tt.want) {
			t.Errorf("describedActs(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

// phrases returns the text of each act, in order.
func phrases(text string, acts []recordAct) []string {
	var out []string
	for _, a := range acts {
		out = append(out, text[a.Start:a.End])
	}
	return out
}

// TestLookHeaded pins the words that modify a thing to look at, and
// its near misses: a phrase that goes on past the head, an object
// after a determiner, a head too far away.
func TestLookHeaded(t *testing.T) {
	tests := []struct {
		text string
		word string
		want bool
	}{
		{"Slack archive search.", "Slack", true},
		{"Slack archive search.", "archive", true},
		{"Post archive analyzer for X and Bluesky.", "Post", true},
		{"Send status updates to Slack.", "Send", false},
		{"Archive the search results.", "Archive", false},
		{"Post to Slack, then search.", "Post", false},
		{"Slack message archive export job search", "Slack", false},
	}
	for _, tt := range tests {
		toks := tokenize(tt.text)
		k := slices.IndexFunc(toks, func(t token) bool { return t.word && t.lower == strings.ToLower(tt.word) })
		if got := lookHeaded(toks, k); got != tt.want {
			t.Errorf("lookHeaded(%q, %q) = %v, want %v", tt.text, tt.word, got, tt.want)
		}
	}
}

// TestActCover pins which acts another covers: a longer one from the
// same start, or one that starts before and runs past the start; not
// one that ends where it starts, nor a shorter one.
func TestActCover(t *testing.T) {
	acts := []recordAct{{Start: 10, End: 20}, {Start: 10, End: 30}, {Start: 25, End: 40}, {Start: 40, End: 50}, {Start: 0, End: 5}}
	covered := actCover(acts)
	var got []recordAct
	for _, a := range acts {
		if covered(a) {
			got = append(got, a)
		}
	}
	want := []recordAct{{Start: 10, End: 20}, {Start: 25, End: 40}}
	if !slices.Equal(got, want) {
		t.Errorf("covered acts = %v, want %v", got, want)
	}
}
