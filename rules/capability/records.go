package capability

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pluglint/pluglint/rules/ident"
	"github.com/pluglint/pluglint/rules/prose"
)

// A description says what a service does to the records it holds:
// "manage documents", "log and query time entries", "create and update
// tasks", "resolve review comments". A verb of acting on records whose
// object is one of the records a service keeps is strong evidence that
// its tools write; the same verb without such an object ("manage your
// workflow", "log files", "the update history") is at most a weak word.
// Only descriptions are read this way (plugin.json's and other clients'
// blocks): a skill's prose says "delete the temporary file" of what the
// model does locally.

// recordVerb is a verb a description uses for acting on records that the
// vocabulary of acting (prose.Form) does not hold.
type recordVerb struct {
	root string
	// alone is set for verbs that are a weak word of acting even without
	// an object ("manages deployments and domains" as much as "manage
	// your account").
	alone bool
	// noun is set for a form that is not a verb ("management"): a weak
	// word alone, never a verb with an object.
	noun bool
	// anyObject is set for verbs that act whatever their object, where a
	// verb stands ("reprice slow movers", "whitelist a partner IP
	// range"): no other reading of the word is common.
	anyObject bool
	// article is set for verbs that act whatever their object when it
	// starts with an article or a possessive ("Reserve a city bike",
	// "Comp a guest's room night"); bare, the word is as often a noun
	// ("reserve price", "comps on demand").
	article bool
}

// recordVerbOf returns the verb a form belongs to, its root the
// group's first form. "management" is a form that is only a noun. The
// vocabulary's own words of changing things (create, update, delete,
// edit, remove, ...) count too, looked up with prose.Form.
func recordVerbOf(l string) (recordVerb, bool) {
	switch l {
	case "manage", "manages", "managing":
		return recordVerb{root: "manage", alone: true}, true
	// Slang for acting (probe round 103): "nukes newsletters",
	// "greenlights the rest for payment" (no other reading is common);
	// "axes a departing employee's access", "Yank a broken crate
	// version" (an article or a possessive first: "x and y axes");
	// "bumps deal stages", "Cut cheques for vendors" (a record for
	// object: "cut costs"). Not "bin": "Bin day reminders".
	case "nuke", "nukes", "nuking":
		return recordVerb{root: "delete", anyObject: true}, true
	case "greenlight", "greenlights", "greenlighting":
		return recordVerb{root: "approve", anyObject: true}, true
	case "axe", "axes", "axing":
		return recordVerb{root: "remove", article: true}, true
	case "yank", "yanks", "yanking":
		return recordVerb{root: "yank", article: true}, true
	case "bump", "bumps", "bumping":
		return recordVerb{root: "bump"}, true
	case "cut", "cuts", "cutting":
		return recordVerb{root: "cut"}, true
	case "management":
		return recordVerb{root: "manage", alone: true, noun: true}, true
	case "configure", "configures", "configuring":
		return recordVerb{root: "configure", alone: true}, true
	case "automate", "automates", "automating":
		return recordVerb{root: "automate", alone: true}, true
	case "automation", "automations":
		return recordVerb{root: "automate", alone: true, noun: true}, true
	case "log", "logs", "logging":
		return recordVerb{root: "log"}, true
	case "chase", "chases", "chasing":
		return recordVerb{root: "chase"}, true
	case "leaves", "leaving":
		// Only with a comment, a review or a reply for object
		// (actsOnObject); not "leave", as often a noun ("leave
		// requests").
		return recordVerb{root: "leave"}, true
	case "flush", "flushes", "flushing":
		// "flush the cache": stored data thrown away.
		return recordVerb{root: "flush"}, true
	case "expire", "expires", "expiring":
		// "expire keys", "expire sessions".
		return recordVerb{root: "expire"}, true
	case "operate", "operates":
		// "operate your GitHub repos"; not "operating" ("operating
		// system", "operating hours").
		return recordVerb{root: "operate"}, true
	case "request", "requests", "requesting":
		// Only with what a request gets done for the user as its object
		// (requestedRecord): not "HTTP requests per minute".
		return recordVerb{root: "request"}, true
	case "add", "adds", "adding":
		return recordVerb{root: "add"}, true
	case "assign", "assigns", "assigning":
		return recordVerb{root: "assign"}, true
	case "schedule", "schedules", "scheduling":
		return recordVerb{root: "schedule"}, true
	case "book", "books", "booking":
		return recordVerb{root: "book"}, true
	case "close", "closes", "closing":
		return recordVerb{root: "close"}, true
	case "organize", "organizes", "organizing", "organise", "organises", "organising", "tidy", "tidies", "tidying":
		return recordVerb{root: "organize"}, true
	case "place", "places", "placing":
		return recordVerb{root: "place"}, true
	// "Override a student's grade", "overrides the price on an order":
	// a value the service keeps, set by hand over its own.
	case "override", "overrides", "overriding":
		return recordVerb{root: "override"}, true
	// Verbs of running and changing what a service holds for its user:
	// acts only with a record for object ("merge pull requests",
	// "reboot instances", "set reminders"), never alone ("set up",
	// "start with a template").
	case "approve", "approves", "approving":
		return recordVerb{root: "approve"}, true
	case "reject", "rejects", "rejecting", "deny", "denies", "denying", "decline", "declines", "declining":
		return recordVerb{root: "reject"}, true
	case "reconcile", "reconciles", "reconciling":
		return recordVerb{root: "reconcile"}, true
	case "categorize", "categorizes", "categorizing", "categorise", "categorises", "categorising",
		"recategorize", "recategorizes", "recategorizing", "recategorise", "recategorises", "reclassify", "reclassifies":
		return recordVerb{root: "categorize"}, true
	case "fill", "fills", "filling":
		return recordVerb{root: "fill"}, true
	// "tag contacts", "label emails": not "tags" or "labels", which are
	// as often the records themselves.
	case "tag", "tagging", "label", "labeling", "labelling":
		return recordVerb{root: "tag"}, true
	case "merge", "merges", "merging":
		return recordVerb{root: "merge"}, true
	// "put" acts only on a record it puts somewhere (placedAfter):
	// "puts the meeting on their calendars".
	case "put", "puts", "putting":
		return recordVerb{root: "put"}, true
	// "handles refill requests": as "manage", but only with a record
	// ("handles errors gracefully" acts on none).
	case "handle", "handles", "handling":
		return recordVerb{root: "handle"}, true
	// "Administer Okta users": as "manage", only with a record
	// ("administered by your IT team" acts on none). ("operate" is
	// described.go's, on what it drives.)
	case "administer", "administers", "administering":
		return recordVerb{root: "administer"}, true
	// "prune stale branches", "triage new tickets": records changed at
	// the service.
	case "prune", "prunes", "pruning":
		return recordVerb{root: "prune"}, true
	// "resends them to your endpoint".
	case "resend", "resends", "resending":
		return recordVerb{root: "send"}, true
	// "cancels or requeues your own jobs".
	case "requeue", "requeues", "requeuing", "requeueing":
		return recordVerb{root: "requeue"}, true
	// "dispense an extra portion": a device's act.
	case "dispense", "dispenses", "dispensing":
		return recordVerb{root: "dispense", article: true}, true
	// "starts, pauses or docks the vacuum" ("the dock" is no verb: the
	// article after it makes it one).
	case "dock", "docks", "docking":
		return recordVerb{root: "dock", article: true}, true
	// "it flattens all positions": trades closed at the broker.
	case "flatten", "flattens", "flattening":
		return recordVerb{root: "flatten"}, true
	// "appends a summary to your journal note", "trash duplicates".
	case "append", "appends", "appending":
		return recordVerb{root: "append"}, true
	case "trash", "trashes", "trashing":
		return recordVerb{root: "trash"}, true
	case "triage", "triages", "triaging":
		return recordVerb{root: "triage"}, true
	// "Refactors notes into folders", "refactor the components": the
	// records changed in place ("refactor suggestions" has no record).
	case "refactor", "refactors", "refactoring":
		return recordVerb{root: "refactor"}, true
	// "enqueue test messages", "ship preview builds": records put on a
	// queue or out to where they run ("shipping" is as often the noun,
	// "shipping labels").
	case "enqueue", "enqueues", "enqueuing", "enqueueing":
		return recordVerb{root: "enqueue"}, true
	case "ship", "ships":
		return recordVerb{root: "ship"}, true
	case "dedupe", "dedupes", "deduping", "deduplicate", "deduplicates", "deduplicating":
		return recordVerb{root: "dedupe"}, true // "dedupes leads" merges records at the service
	case "backfill", "backfills", "backfilling":
		return recordVerb{root: "backfill"}, true // "backfill Snowflake tables" writes rows
	case "submit", "submits", "submitting":
		return recordVerb{root: "submit"}, true
	case "manipulate", "manipulates", "manipulating":
		return recordVerb{root: "manipulate"}, true
	case "trigger", "triggers", "triggering":
		return recordVerb{root: "trigger"}, true
	case "rerun", "reruns", "rerunning", "re-run", "re-runs", "retry", "retries", "retrying":
		return recordVerb{root: "rerun"}, true
	// "run" acts only on what runs at the service (runRecord): "run
	// builds", "run database migrations"; not "run queries" or "run
	// locally". "seed" only on a database (seededRecord).
	case "run", "runs", "running":
		return recordVerb{root: "run"}, true
	case "seed", "seeds", "seeding":
		return recordVerb{root: "seed"}, true
	case "start", "starts", "starting":
		return recordVerb{root: "start"}, true
	case "stop", "stops", "stopping":
		return recordVerb{root: "stop"}, true
	case "provision", "provisions", "provisioning":
		return recordVerb{root: "provision"}, true
	case "scale", "scales", "scaling":
		return recordVerb{root: "scale"}, true
	case "migrate", "migrates", "migrating":
		return recordVerb{root: "migrate"}, true
	case "import", "imports", "importing":
		return recordVerb{root: "import"}, true
	case "sync", "syncs", "syncing":
		return recordVerb{root: "sync"}, true
	case "reschedule", "reschedules", "rescheduling":
		return recordVerb{root: "reschedule"}, true
	case "reserve", "reserves", "reserving":
		return recordVerb{root: "reserve", article: true}, true
	case "register", "registers", "registering":
		return recordVerb{root: "register"}, true
	// Data moved into a store (probe round 148): "Loads CSV files into
	// a MotherDuck database", "Streams Kafka topics into Elasticsearch
	// indices", "Pipes transcripts into Confluence". Only with a place
	// it goes into (savedInto, intoOnly): "loads the run logs and
	// shows", "streams real-time quotes" read. (Not "copy": "copy it
	// into your mail client" is the user's.)
	case "load", "loads", "loading":
		return recordVerb{root: "load"}, true
	case "stream", "streams", "streaming":
		return recordVerb{root: "stream"}, true
	case "pipe", "pipes", "piping":
		return recordVerb{root: "pipe"}, true
	// A social app's acts on accounts (probe round 153): "Mutes, blocks
	// or restricts Instagram accounts", "follow users" (not
	// "following": "the following tools"; actsOn holds "follow" to
	// people and accounts, not "follows links").
	case "restrict", "restricts", "restricting":
		return recordVerb{root: "restrict"}, true
	case "follow", "follows":
		return recordVerb{root: "follow"}, true
	// "Broadcasts boat ramp closures to every subscriber" (probe round
	// 161): only with a party it goes to (handedTo); "broadcasts" is as
	// often the noun ("Schedules broadcasts").
	case "broadcast", "broadcasts", "broadcasting":
		return recordVerb{root: "broadcast"}, true
	// "tune the VFO" (probe round 165): with a record for object only.
	case "tune", "tunes", "tuning":
		return recordVerb{root: "tune"}, true
	case "renew", "renews", "renewing":
		return recordVerb{root: "renew"}, true
	case "enroll", "enrolls", "enrolling", "enrol", "enrols":
		return recordVerb{root: "enroll"}, true
	case "wipe", "wipes", "wiping":
		return recordVerb{root: "wipe"}, true
	case "revert", "reverts", "reverting", "rollback", "rollbacks":
		return recordVerb{root: "revert"}, true
	case "promote", "promotes", "promoting":
		return recordVerb{root: "promote"}, true
	case "transition", "transitions", "transitioning":
		return recordVerb{root: "transition"}, true
	case "capture", "captures", "capturing":
		return recordVerb{root: "capture"}, true
	case "apply", "applies", "applying":
		return recordVerb{root: "apply"}, true
	case "set", "sets", "setting":
		return recordVerb{root: "set"}, true
	case "clear", "clears", "clearing":
		return recordVerb{root: "clear"}, true
	case "mark", "marks", "marking":
		return recordVerb{root: "mark"}, true
	case "block", "blocks", "blocking", "mute", "mutes", "muting", "unfollow", "unfollows", "unfollowing",
		"ban", "bans", "banning", "unban", "unbans", "kick", "kicks", "kicking", "unblock", "unblocks", "unblocking":
		return recordVerb{root: "block"}, true
	// Switches and accounts turned on and off at the service: "toggle
	// feature flags", "flip the flag", "suspend users", "deactivate
	// accounts".
	case "toggle", "toggles", "toggling", "flip", "flips", "flipping":
		return recordVerb{root: "toggle"}, true
	case "suspend", "suspends", "suspending", "deactivate", "deactivates", "deactivating",
		"reactivate", "reactivates", "reactivating":
		return recordVerb{root: "suspend"}, true
	case "respond", "responds", "responding":
		return recordVerb{root: "respond"}, true
	case "rebalance", "rebalances", "rebalancing":
		return recordVerb{root: "rebalance"}, true
	case "rsvp", "rsvps", "rsvping", "rsvped":
		return recordVerb{root: "rsvp"}, true
	case "onboard", "onboards", "onboarding", "offboard", "offboards", "offboarding":
		return recordVerb{root: "onboard"}, true
	case "open", "opens", "opening":
		return recordVerb{root: "open"}, true
	case "file", "files", "filing":
		return recordVerb{root: "file"}, true
	case "push", "pushes", "pushing":
		return recordVerb{root: "push"}, true
	case "sign", "signs", "signing":
		return recordVerb{root: "sign"}, true
	// "text" acts only on people ("text your contacts"): "text files"
	// and "text documents" are things (recordActs checks the object).
	case "text", "texts", "texting":
		return recordVerb{root: "text"}, true
	// "faxes the referral packet to the receiving office" (probe round
	// 220): a document sent, as a letter mailed is.
	// (Not "fax" bare: "fax numbers".)
	case "faxes", "faxing":
		return recordVerb{root: "fax"}, true
	// Campaigns, jobs and keys run, stop and change at the service:
	// "launch and pause ad campaigns", "resume paused jobs", "rotate API
	// keys".
	case "launch", "launches", "launching":
		return recordVerb{root: "launch"}, true
	case "pause", "pauses", "pausing":
		return recordVerb{root: "pause"}, true
	case "resume", "resumes", "resuming":
		return recordVerb{root: "resume"}, true
	case "rotate", "rotates", "rotating":
		return recordVerb{root: "rotate"}, true
	case "snapshot", "snapshots", "snapshotting":
		return recordVerb{root: "snapshot"}, true
	// "resolve" and "acknowledge" act only on what is handled at the
	// service (handledRecord): "resolve incidents", not "resolve issues
	// in your code".
	case "resolve", "resolves", "resolving":
		return recordVerb{root: "resolve"}, true
	case "acknowledge", "acknowledges", "acknowledging", "ack", "acks":
		return recordVerb{root: "acknowledge"}, true
	case "forward", "forwards", "forwarding":
		// "forwards high-severity incidents to the right Slack channel"
		// (probe round 47): sent on.
		return recordVerb{root: "forward"}, true
	case "dismiss", "dismisses", "dismissing":
		// "dismiss false-positive code-scanning alerts" (probe round 47).
		return recordVerb{root: "dismiss"}, true
	// "commit changes", "attach files to tickets" ("commits" is the
	// noun more often than the verb: "Commits, branches and tags").
	case "commit", "committing":
		return recordVerb{root: "commit"}, true
	case "attach", "attaches", "attaching":
		return recordVerb{root: "attach"}, true
	// "make" acts only on what is booked or paid (madeRecord): "make
	// reservations", not "make charts".
	case "make", "makes", "making":
		return recordVerb{root: "make"}, true
	// "issue" acts only on what is paid or granted (issuedRecord):
	// "issue refunds", "issue gift cards". Not "issues", the noun far
	// more often ("GitHub issues"): recordActs reads it as the verb only
	// before one of those records ("issues building permits").
	case "issue", "issuing":
		return recordVerb{root: "issue"}, true
	// "answer" a person or a message sends a reply ("answers customers",
	// "answer support emails"); "answer questions" is no act, questions
	// being no record.
	case "answer", "answers", "answering":
		return recordVerb{root: "respond"}, true
	// "clone voices" makes a voice in the user's account; "clone a
	// repository" copies one to the disk (see actsOn).
	case "clone", "clones", "cloning":
		return recordVerb{root: "clone"}, true
	// "Fork a repository into your account" makes a repository there
	// (probe round 123).
	case "fork", "forks", "forking":
		return recordVerb{root: "fork"}, true
	// "move the card to Done", "move files between folders".
	case "move", "moves", "moving":
		return recordVerb{root: "move"}, true
	// "change volume", "patch workloads", "restart pods": "changes" is
	// left out, a record more often than a verb.
	case "change", "changing", "patch", "patches", "patching":
		return recordVerb{root: "change"}, true
	case "restart", "restarts", "restarting", "reboot", "reboots", "rebooting":
		return recordVerb{root: "restart"}, true
	// "turn" acts only with "into" and a record (turnedInto).
	case "turn", "turns", "turning":
		return recordVerb{root: "turn"}, true
	// "complete the booking", "complete tasks": only on what is booked,
	// ordered or to be done (completedRecord).
	case "complete", "completes", "completing":
		return recordVerb{root: "complete"}, true
	// "routes leads into the right queue", "route tickets to a team"
	// ("routing", the noun of "routing rules", is left out).
	case "route", "routes":
		return recordVerb{root: "route"}, true
	// "snooze the alert for 2 hours", "unpublish the page": an alert
	// muted, a page taken down at the service.
	case "snooze", "snoozes", "snoozing":
		return recordVerb{root: "snooze"}, true
	// "reassign the ticket to Tier 2", "escalate the account", "pin the
	// announcement", "void the invoice", "reimburse each claim", "restore
	// the table": records moved, fixed or paid at the service.
	// A plant's and a home's controls (probe rounds 52 and 53): "shuts
	// the main water valve", "raises or lowers the headgates", "lower
	// the export limit", "freeze your debit card", "retires gauges
	// that fail"; each only with a record for object ("a lower limit",
	// "the shut valve" are no acts).
	case "shut", "shuts", "shutting":
		return recordVerb{root: "close"}, true
	case "lower", "lowers", "lowering":
		return recordVerb{root: "change"}, true
	case "freeze", "freezes", "freezing", "unfreeze", "unfreezes", "unfreezing":
		return recordVerb{root: "freeze"}, true
	case "accept", "accepts", "accepting":
		// "accepting the transactions automatically", "accepts the
		// matches in QuickBooks" (probe round 68).
		return recordVerb{root: "approve"}, true
	case "erase", "erases", "erasing":
		// "Erases a data subject's personal records" (probe round 60).
		return recordVerb{root: "delete"}, true
	case "anonymise", "anonymises", "anonymize", "anonymizes", "pseudonymise", "pseudonymises", "pseudonymize", "pseudonymizes":
		// "Anonymises closed case files", "Pseudonymise records in your
		// warehouse in place" (probe round 60): stored records rewritten.
		return recordVerb{root: "anonymize"}, true
	case "lift", "lifts", "lifting":
		// "lifts the preservation hold" (probe round 60); only holds and
		// what is lifted like them (liftedRecord).
		return recordVerb{root: "lift"}, true
	case "quit", "quits", "quitting":
		// "quits idle apps", "Quit frozen apps" (probe round 62).
		return recordVerb{root: "stop"}, true
	case "format", "formats", "formatting", "mount", "mounts", "mounting", "eject", "ejects", "ejecting":
		// "Mount and eject disk images and external drives, and format
		// USB sticks" (probe round 62); only drives and what they hold
		// (mountedRecord): "format the date" changes no record.
		return recordVerb{root: "format"}, true
	case "end", "ends", "ending":
		// "ends the live stream", "end the broadcast" (probe round 58);
		// only what runs live (endedRecord).
		return recordVerb{root: "end"}, true
	case "replace", "replaces", "replacing":
		// "replace a video file while keeping its URL", "Replace an
		// outdated logo across your asset library" (probe round 54).
		return recordVerb{root: "replace"}, true
	case "record":
		// "record inseminations and treatments", "Record a completed
		// calibration"; not "records", as often the noun ("records
		// retention").
		return recordVerb{root: "record"}, true
	case "retire", "retires", "retiring", "decommission", "decommissions", "decommissioning":
		return recordVerb{root: "retire"}, true
	case "reassign", "reassigns", "reassigning":
		return recordVerb{root: "assign"}, true
	case "escalate", "escalates", "escalating":
		return recordVerb{root: "escalate"}, true
	// "declare an incident": one opened at the service.
	case "declare", "declares", "declaring":
		return recordVerb{root: "declare"}, true
	case "pin", "pins", "pinning", "unpin", "unpins", "unpinning":
		return recordVerb{root: "pin"}, true
	case "void", "voids", "voiding":
		return recordVerb{root: "void"}, true
	case "reimburse", "reimburses", "reimbursing":
		return recordVerb{root: "reimburse"}, true
	case "restore", "restores", "restoring":
		return recordVerb{root: "restore"}, true
	case "unpublish", "unpublishes", "unpublishing":
		return recordVerb{root: "unpublish"}, true
	// "waive late fines", "transmit prescriptions to pharmacies",
	// "rebook the cancelled flight": charges dropped, orders sent on,
	// trips booked again at the service.
	case "waive", "waives", "waiving":
		return recordVerb{root: "waive"}, true
	case "transmit", "transmits", "transmitting":
		return recordVerb{root: "transmit"}, true
	case "rebook", "rebooks", "rebooking":
		return recordVerb{root: "book"}, true
	// "execute trades", "cast governance votes": only on what moves
	// money or counts as a vote (executedRecord, castRecord); "execute
	// queries" and "cast types" are the model's work.
	case "execute", "executes", "executing":
		return recordVerb{root: "execute"}, true
	case "cast", "casts", "casting":
		return recordVerb{root: "cast"}, true
	// A store repriced and restocked, hosts quarantined, addresses
	// allowed or blocked at a firewall, a cache purged: changes at the
	// service whatever the object ("reprice slow movers", "whitelist a
	// partner IP range").
	case "reprice", "reprices", "repricing":
		return recordVerb{root: "reprice", anyObject: true}, true
	case "restock", "restocks", "restocking":
		return recordVerb{root: "restock", anyObject: true}, true
	case "whitelist", "whitelists", "whitelisting", "allowlist", "allowlists", "blacklist", "blacklists", "blocklist",
		"blocklists":
		return recordVerb{root: "allowlist", anyObject: true}, true
	case "throttle", "throttles", "throttling":
		return recordVerb{root: "throttle", anyObject: true}, true
	case "quarantine", "quarantines", "quarantining":
		return recordVerb{root: "quarantine", anyObject: true}, true
	case "isolate", "isolates":
		return recordVerb{root: "quarantine"}, true
	// "kill malicious processes", "kills long-running queries".
	case "kill", "kills", "killing":
		return recordVerb{root: "kill"}, true
	// Tokens minted, listings relisted, documents notarized, alarms
	// disarmed, vehicles immobilized, drivers dispatched: acts whatever
	// the object ("Mint editions on Base", "relist unsold items").
	case "mint", "mints", "minting":
		return recordVerb{root: "mint", anyObject: true}, true
	case "relist", "relists", "relisting":
		return recordVerb{root: "relist", anyObject: true}, true
	case "notarize", "notarizes", "notarise", "notarises":
		return recordVerb{root: "notarize", anyObject: true}, true
	case "disarm", "disarms", "disarming", "immobilize", "immobilizes", "immobilise", "immobilises":
		return recordVerb{root: "disarm", anyObject: true}, true
	case "dispatch", "dispatches", "dispatching":
		return recordVerb{root: "dispatch", anyObject: true}, true
	case "purge", "purges", "purging":
		return recordVerb{root: "purge"}, true
	// Contracts countersigned, matches dropped, kitchen tickets fired
	// again, nodes cordoned, users deprovisioned: acts whatever the
	// object ("Countersign NDAs", "unmatches conversations that go
	// nowhere", "cordon the node").
	case "countersign", "countersigns", "countersigning":
		return recordVerb{root: "countersign", anyObject: true}, true
	case "unmatch", "unmatches", "unmatching":
		return recordVerb{root: "unmatch", anyObject: true}, true
	case "cordon", "cordons", "cordoning", "uncordon", "uncordons":
		return recordVerb{root: "cordon", anyObject: true}, true
	case "deprovision", "deprovisions", "deprovisioning":
		return recordVerb{root: "deprovision", anyObject: true}, true
	case "re-fire", "re-fires", "refire", "refires":
		return recordVerb{root: "refire"}, true
	// "raises purchase orders with the right supplier", "raise a ticket":
	// a record made; "raise questions" is not one.
	case "raise", "raises", "raising":
		return recordVerb{root: "raise"}, true
	// "Order placement": the noun of placing.
	case "placement":
		return recordVerb{root: "place", noun: true}, true
	// "comp a guest's room night": given free at the service ("comps",
	// the noun of real estate's comparables, is left out).
	case "comp", "comped", "comping":
		return recordVerb{root: "comp", article: true}, true
	// Motions e-filed with a court, people waitlisted for a class,
	// prescriptions refilled, funds wired: acts at the service
	// ("E-file motions through CM/ECF", "waitlist them when the class
	// is full", "Refill prescriptions"); "wire" and "sweep" only move
	// money (wiredMoney), not "wire up the API" or "sweep stale
	// branches".
	case "e-file", "e-files", "efile", "efiles":
		return recordVerb{root: "file", anyObject: true}, true
	case "waitlist", "waitlists", "waitlisted":
		return recordVerb{root: "waitlist", anyObject: true}, true
	case "refill", "refills", "refilling":
		return recordVerb{root: "refill"}, true
	case "wire", "wires", "wiring":
		return recordVerb{root: "wire"}, true
	case "sweep", "sweeps", "sweeping":
		return recordVerb{root: "sweep"}, true
	// Bids and budgets adjusted, SIMs activated, roles assigned, a
	// server moderated: "adjust bids", "SIM activation", "role
	// assignment", "server moderation" (the nouns act only on a record
	// before them, see nominalAct).
	case "adjust", "adjusts", "adjusting":
		return recordVerb{root: "adjust"}, true
	case "activate", "activates", "activating":
		return recordVerb{root: "activate"}, true
	case "activation", "activations":
		return recordVerb{root: "activate", noun: true}, true
	case "assignment", "assignments":
		return recordVerb{root: "assign", noun: true}, true
	case "moderation":
		return recordVerb{root: "moderate", noun: true}, true
	case "administration":
		return recordVerb{root: "administer", noun: true}, true
	case "replenish", "replenishes", "replenishing":
		return recordVerb{root: "replenish"}, true
	case "replenishment":
		return recordVerb{root: "replenish", noun: true}, true
	// The verbs of trades (probe round 31): work orders and wires
	// released, runs aborted, breakers reclosed, inpatients
	// discharged, promotions initiated, all on a record; refills
	// e-prescribed, taxes remitted and vacant units syndicated to
	// listing sites, whatever the object.
	case "release", "releases", "releasing":
		return recordVerb{root: "release"}, true
	case "abort", "aborts", "aborting":
		return recordVerb{root: "abort"}, true
	case "reclose", "recloses", "reclosing":
		return recordVerb{root: "reclose"}, true
	case "discharge", "discharges", "discharging":
		return recordVerb{root: "discharge"}, true
	case "initiate", "initiates", "initiating":
		return recordVerb{root: "initiate"}, true
	case "e-prescribe", "e-prescribes", "e-prescribing", "eprescribe", "eprescribes":
		return recordVerb{root: "prescribe", anyObject: true}, true
	case "remit", "remits", "remitting":
		return recordVerb{root: "remit", anyObject: true}, true
	case "syndicate", "syndicates", "syndicating":
		return recordVerb{root: "syndicate", anyObject: true}, true
	// The verbs of trades (probe round 38): trucks rerouted and fields
	// irrigated, whatever the object; a load tendered, an alarm zone
	// armed, a ticket fired to the kitchen, a contractor badged in and
	// a filing docketed, with an article ("tender offers", "robotic
	// arms", "fire safety" and "docket watch" are nouns); a policy bound
	// and a motion served, on those records only (actsOn).
	case "reroute", "reroutes", "rerouting":
		return recordVerb{root: "reroute", anyObject: true}, true
	case "irrigate", "irrigates":
		return recordVerb{root: "irrigate", anyObject: true}, true
	case "tender", "tenders":
		return recordVerb{root: "tender", article: true}, true
	case "arm", "arms":
		return recordVerb{root: "arm", article: true}, true
	case "fire", "fires":
		return recordVerb{root: "fire", article: true}, true
	case "badge", "badges":
		return recordVerb{root: "badge", article: true}, true
	case "docket", "dockets":
		return recordVerb{root: "docket", article: true}, true
	case "bind", "binds":
		return recordVerb{root: "bind"}, true
	case "serve", "serves":
		return recordVerb{root: "serve"}, true
	// The verbs of data and infrastructure platforms (probe round 39):
	// features materialized, endpoints redeployed and DNS records
	// repointed, whatever the object; a model retrained, with an article
	// ("retrain frequency" is a noun); alerts silenced, caches
	// invalidated and versions deprecated, on a record (and models,
	// runs, replicas and datasets are records now, for "backfill" and
	// "promote" too); files ingested, as imported
	// (not into the server's own index, intoOwnStore). The nouns of
	// invalidating, deprecating, removing and archiving act on a record
	// before them ("cache invalidation", "orphan file removal").
	case "materialize", "materializes", "materialise", "materialises":
		return recordVerb{root: "materialize", anyObject: true}, true
	case "redeploy", "redeploys":
		return recordVerb{root: "redeploy", anyObject: true}, true
	case "repoint", "repoints":
		return recordVerb{root: "repoint", anyObject: true}, true
	case "retrain", "retrains":
		return recordVerb{root: "retrain", article: true}, true
	case "silence", "silences", "silencing":
		return recordVerb{root: "silence"}, true
	case "invalidate", "invalidates":
		return recordVerb{root: "invalidate"}, true
	case "invalidation", "invalidations":
		return recordVerb{root: "invalidate", noun: true}, true
	case "deprecate", "deprecates":
		return recordVerb{root: "deprecate"}, true
	case "deprecation", "deprecations":
		return recordVerb{root: "deprecate", noun: true}, true
	case "removal", "removals":
		return recordVerb{root: "remove", noun: true}, true
	case "archival":
		return recordVerb{root: "archive", noun: true}, true
	case "ingest", "ingests":
		return recordVerb{root: "import"}, true
	// "it jots notes to a local SQLite file" (probe round 40).
	case "jot", "jots":
		return recordVerb{root: "jot"}, true
	// "upserts A and CNAME records in your hosted zones" (probe round
	// 41): inserted or updated.
	case "upsert", "upserts":
		return recordVerb{root: "upsert"}, true
	// Round 42's everyday acts: "Unsubscribe from newsletters" (its
	// record after "from", destinationNext), "Rebuy last week's grocery
	// order" (no other reading), "queues posts and captions" (not
	// "queue", as often the noun: "queue control").
	case "unsubscribe", "unsubscribes", "unsubscribing":
		return recordVerb{root: "unsubscribe"}, true
	case "rebuy", "rebuys", "rebuying":
		return recordVerb{root: "rebuy"}, true
	// "clips recipes from any URL into your Paprika library": kept at
	// the service only with a place it is saved into (savedInto).
	case "clip", "clips", "clipping":
		return recordVerb{root: "clip"}, true
	// "Empties the Trash folder every night" (not "empty", as often the
	// adjective: "empty folders").
	case "empties", "emptying":
		return recordVerb{root: "empty"}, true
	// Round 43's acts of makers' and creators' tools, each with a record
	// for object: "flash it to the board" (the firmware), "switch
	// scenes", "Zeroes work coordinates" ("zero" alone is a number).
	case "flash", "flashes", "flashing":
		return recordVerb{root: "flash"}, true
	case "switch", "switches", "switching":
		return recordVerb{root: "switch"}, true
	case "queues", "queuing", "queueing":
		return recordVerb{root: "enqueue"}, true
	// "it phones every parent", "dials the customer" (probe round 97):
	// people called, in actsOn ("call" itself, as often the model's
	// call of a tool, in recordActs).
	case "phone", "phones", "dial", "dials":
		return recordVerb{root: "call"}, true
	// "Amends bookings at Hallkeeper community centres" (probe round 94).
	case "amend", "amends", "amending":
		return recordVerb{root: "amend"}, true
	// "disables a user's Okta account when impossible-travel sign-ins
	// are detected" (probe round 127).
	case "disable", "disables", "disabling":
		return recordVerb{root: "disable"}, true
	// "Enables the Gmail vacation responder" (probe round 141); only what
	// enabledRecord names ("enables teams to ..." lets them).
	case "enable", "enables", "enabling":
		return recordVerb{root: "enable"}, true
	// Round 92's acts named by their nouns, after the record they are
	// done to ("Inventory adjustment", "fee reversal and card
	// replacement", "Leave request approval", "Domain registration")
	// or before it ("cancellation of subscriptions"): see nominalAct
	// and nominalOf.
	case "adjustment", "adjustments":
		return recordVerb{root: "adjust", noun: true}, true
	case "modification", "modifications":
		return recordVerb{root: "modify", noun: true}, true
	case "closure", "closures":
		return recordVerb{root: "close", noun: true}, true
	case "reversal", "reversals":
		return recordVerb{root: "reverse", noun: true}, true
	case "replacement", "replacements":
		return recordVerb{root: "replace", noun: true}, true
	case "approval", "approvals":
		return recordVerb{root: "approve", noun: true}, true
	case "rejection", "rejections":
		return recordVerb{root: "reject", noun: true}, true
	case "submission", "submissions":
		return recordVerb{root: "submit", noun: true}, true
	case "registration", "registrations":
		return recordVerb{root: "register", noun: true}, true
	case "renewal", "renewals":
		return recordVerb{root: "renew", noun: true}, true
	case "correction", "corrections":
		return recordVerb{root: "correct", noun: true}, true
	case "revocation", "revocations":
		return recordVerb{root: "revoke", noun: true}, true
	case "cancellation", "cancellations":
		return recordVerb{root: "cancel", noun: true}, true
	case "termination":
		return recordVerb{root: "terminate", noun: true}, true
	case "suspension":
		return recordVerb{root: "suspend", noun: true}, true
	case "issuance":
		return recordVerb{root: "issue", noun: true}, true
	case "publication":
		return recordVerb{root: "publish", noun: true}, true
	case "erasure":
		return recordVerb{root: "erase", noun: true}, true
	}
	return recordVerb{}, false
}

// recordNoun reports the records a service keeps for its user, the
// objects that make a verb of acting evidence: singular and plural,
// matched as the last part of a hyphenated word ("feature-flags").
func recordNoun(l string) bool {
	switch l {
	case "order", "orders", "trade", "trades", "bet", "bets", "document", "documents", "doc", "docs", "page", "pages", "task", "tasks", "todo", "todos",
		"issue", "issues", "ticket", "tickets", "record", "records", "entry", "entries", "row",
		"rows", "item", "items", "file", "files", "folder", "folders", "project", "projects",
		"event", "events", "contact", "contacts", "comment", "comments", "note", "notes", "goal",
		"goals", "flag", "flags", "campaign", "campaigns", "product", "products", "customer",
		"customers", "user", "users", "member", "members", "account", "accounts", "booking",
		"bookings", "appointment", "appointments", "reservation", "reservations", "deal", "deals",
		"lead", "leads", "collection", "collections", "table", "tables", "database", "databases",
		"branch", "branches", "repository", "repositories", "repo", "repos", "label", "labels",
		"tag", "tags", "workflow", "workflows", "board", "boards", "card", "cards", "site",
		"sites", "domain", "domains", "deployment", "deployments", "resource", "resources",
		"bucket", "buckets", "secret", "secrets", "webhook", "webhooks", "timer", "timers", "deliveries",
		"playbook", "playbooks", "position", "positions",
		"expense", "expenses", "design", "designs", "dashboard", "dashboards", "post", "posts",
		"media", "playlist", "playlists", "subscription", "subscriptions", "experiment",
		"experiments", "cohort", "cohorts", "annotation", "annotations", "invoice", "invoices",
		"meeting", "meetings", "calendar", "calendars", "spreadsheet", "spreadsheets", "sheet",
		"sheets", "channel", "channels", "message", "messages", "pipeline", "pipelines",
		"instance", "instances", "cluster", "clusters", "pod", "pods", "container", "containers",
		"vm", "vms", "server", "servers", "service", "services", "job", "jobs", "build", "builds",
		"release", "releases", "manifest", "manifests", "migration", "migrations", "reminder",
		"reminders", "form", "forms", "role", "roles", "permission", "permissions", "group",
		"groups", "team", "teams", "attendee", "attendees", "participant", "participants",
		"certificate", "certificates", "device", "devices", "review", "reviews", "pr", "prs",
		"pull-request", "pull-requests", "thread", "threads", "article", "articles",
		"report", "reports", "base", "bases", "workout", "workouts", "meal", "meals",
		"habit", "habits", "alert", "alerts", "notification", "notifications", "incident", "incidents", "bug", "bugs", "story",
		"stories", "sprint", "sprints", "epic", "epics", "milestone", "milestones", "shipment",
		"shipments", "listing", "listings", "rule", "rules", "dag", "dags", "budget", "budgets",
		"packet", "packets", "draft", "drafts",
		"workbook", "workbooks", "worksheet", "worksheets", "presentation", "presentations", "slide", "slides",
		"app", "apps", "application", "applications", "memories", "conversation", "conversations",
		"commit", "commits", "environment", "environments", "contract", "contracts", "agreement", "agreements",
		"envelope", "envelopes", "infrastructure", "opportunity", "opportunities", "stage", "stages",
		"timesheet", "timesheets", "transaction", "transactions", "flight", "flights", "fare", "fares", "hotel", "hotels", "room", "rooms",
		"ride", "rides", "trip", "trips", "store", "stores", "shop", "shops", "ad", "ads",
		"email", "emails", "newsletter", "newsletters", "vault", "vaults", "notebook", "notebooks", "wiki", "wikis",
		"journal", "journals", "employee", "employees", "candidate", "candidates", "applicant", "applicants", "machine", "machines",
		"namespace", "namespaces", "worker", "workers", "video", "videos", "photo", "photos", "image", "images",
		"request", "requests", "reply", "replies", "translation", "translations", "layer", "layers", "frame", "frames",
		"valve", "valves", "routine", "routines", "bookmark", "bookmarks", "policy", "policies", "changes",
		"changeset", "changesets", "restaurant", "restaurants", "scene", "scenes", "voice", "voices", "workload", "workloads",
		"announcement", "announcements", "portfolio", "portfolios", "holdings", "allocation", "allocations", "audience", "audiences", "segment", "segments", "subscriber", "subscribers",
		"volume", "volumes", "speaker", "speakers", "client", "clients", "workspace", "workspaces", "variable", "variables", "song", "songs",
		"monitor", "monitors", "downtime", "downtimes", "process", "processes",
		"refund", "refunds", "credit", "credits", "voucher", "vouchers", "coupon", "coupons",
		"rollback", "rollbacks", "balance", "balances", "student", "students", "claim", "claims", "donor", "donors",
		"hold", "holds", "fee", "fees", "fines", "penalty", "penalties", "prescription", "prescriptions", "refill", "refills",
		"vote", "votes", "ballot", "ballots", "print", "prints", "freight", "menu", "menus", "price", "prices",
		"adjustment", "adjustments", "inventory", "cache", "seat", "seats", "itinerary", "itineraries", "patient", "patients",
		"bid", "bids", "staff", "player", "players", "ip", "ips", "setpoint", "setpoints", "thermostat", "thermostats", "dimmer", "dimmers",
		"router", "routers", "modem", "modems", // "reboot router" (probe round 211)
		"vector", "vectors", "embedding", "embeddings", "referral", "referrals", // "deletes vectors by ID", "Creates referrals" (probe rounds 220 and 221)
		"notice", "notices", "codes", "sim", "sims", "esim", "esims", "rollout", "rollouts", "sample", "samples",
		"receipt", "receipts", "schedule", "schedules", "renewal", "renewals", "registration", "registrations",
		"course", "courses", "tenant", "tenants", "queues", "cart", "carts", "basket", "baskets", "stacks", // not "stack": "full-stack apps", "your tech stack"
		"driver", "drivers", "courier", "couriers", "technician", "technicians", // "assigns drivers to incoming pickups"
		"mention", "mentions", "duplicate", "duplicates", "slot", "slots", "space", "spaces", // "Reply to mentions", "merge duplicates", "book LCL space"
		// and a localizer's (probe round 133): "Uploads localized
		// screenshots", "Adds the subtitles you approve", "Bulk-locks
		// approved strings", "Books a live interpreter".
		"screenshot", "screenshots", "subtitle", "subtitles", "string", "strings", "interpreter", "interpreters",
		// and a family's and a household's (probe rounds 140 and 141):
		// "Files a complaint with the local council", "Pre-orders school
		// lunches", "sets up the monthly direct debit", "Schedules a
		// weekly reorder", "Enables the Gmail vacation responder".
		"complaint", "complaints", "absence", "absences", "lunch", "lunches", "assignment", "assignments",
		"autopay", "auto-pay", "debit", "debits", "reorder", "reorders", "responder", "responders", "autoresponder", "autoresponders",
		// and a seller's (probe round 136): "Leaves positive feedback".
		"feedback",
		"droplet", "droplets", "firewall", "firewalls", // "Manage your DigitalOcean droplets, volumes and firewalls"
		"bill", "bills", "batch", "batches", "profile", "profiles", "vacuum", "vacuums",
		// A trade's records (probe round 31): "issues building permits",
		// "schedules inspections", "sets holding registers", "reclaims
		// software licences" (a run only after a determiner, in
		// recordObject).
		"permit", "permits", "inspection", "inspections", "lease", "leases", "licence", "licences", "license", "licenses",
		"paycheck", "paychecks", "login", "logins", "study", "studies", "wire", "wires", "breaker", "breakers",
		"inpatients", "paperwork", "promotion", "promotions", "register", "registers", "coil", "coils",
		// and round 32's: "Revokes all active sessions", "Voids checks",
		// "Pushes configuration templates to Arista switches".
		// and round 38's: "serves the motion on opposing counsel", "new
		// clients become matters in Clio".
		"motion", "motions", "subpoena", "subpoenas", "pleading", "pleadings", "matter", "matters",
		// "posts the grades to Canvas", "adjust on-hand stock in
		// NetSuite", "the refill request lands in the pharmacy queue".
		"grade", "grades", "stock", "queue",
		// and round 48's: "opens a new case in LegalServer", "assigns
		// incoming admissions to open beds", "records attendance",
		// "creates discussion forums", "requests a postponement",
		// "release an extra dose" (not "edge cases", see thoughtCase).
		"case", "cases", "attendance", "forum", "forums", "postponement", "postponements", "dose", "doses",
		"admission", "admissions", "certification", "certifications",
		// and round 46's: "then deletes the backlog".
		"backlog", "backlogs",
		// and round 39's: "delete crashed runs", "promotes the read
		// replica", "Adds failing traces to your evaluation dataset".
		// (Not "run": "first-run onboarding", "a dry run".)
		"dataset", "datasets", "connector", "connectors", "model", "models", "runs", "endpoint", "endpoints",
		"replica", "replicas", "distribution", "distributions", "snapshot", "snapshots", "artifact", "artifacts",
		"trace", "traces",
		"session", "sessions", "check", "checks", "cheque", "cheques", "template", "templates", "config", "configs",
		"configuration", "configurations",
		// and round 22's: "onboard new hires", "mark no-shows".
		"hire", "hires", "no-show", "no-shows", "gradebook", "gradebooks", "ledger", "ledgers", "crm",
		"swap", "swaps", // "accept or decline shift swaps"
		"readings", "vitals", // "add blood pressure readings to the patient's chart" (not "worth reading")
		// "quarantine the host", "books the visit": not "hosts" or
		// "visits", verbs after a subject as often ("The platform hosts
		// your sites and deploys ...").
		"host", "visit",
		// and round 42's, a person's own libraries: "mark episodes
		// played", "make an album and share it with the family".
		"album", "albums", "episode", "episodes", "library", "libraries", "offender", "offenders",
		// and round 165's, a maker's machines and their controls: "throw
		// turnouts", "Set locomotive speed", "open and close the
		// gripper", "Change spindle speed", "key PTT", "tune the VFO",
		// "Turns your antenna rotator".
		"turnout", "turnouts", "locomotive", "locomotives", "gripper", "grippers", "spindle", "spindles",
		"rotator", "rotators", "ptt", "vfo", "transceiver", "transceivers", "coolant", "relay", "relays", "timebase",
		// and round 45's: "emails the PDF quote to the buyer", "books
		// month-end accruals".
		"quote", "quotes", "accrual", "accruals",
		// and round 43's, what a creative tool or a maker's machine
		// keeps or runs: "adds meshes", "assigns materials", "imports
		// footage", "queues renders", "create clips", "uploads your field
		// recordings", "set pins high", "flash the firmware", "start the
		// stream", "triggers the actions bound to any key".
		"mesh", "meshes", "material", "materials", "texture", "textures", "timeline", "timelines", "footage",
		"render", "renders", "clip", "clips", "recording", "recordings", "stream", "streams", "firmware", "sketch",
		"sketches", "pin", "pins", "macro", "macros", "preset", "presets", "gameobject", "gameobjects", "prefab",
		"prefabs", "keyframe", "keyframes", "action", "actions", "temperature", "temperatures", "program", "programs",
		// and rounds 52's and 53's, what a home's and a plant's
		// controls hold: "change its daily spending limit", "raises or
		// lowers the headgates", "logs each calibration", "retires
		// gauges", "start the spraying mission", "schedules a UPS
		// pickup", "writes recipe parameters", "reassigns delivery
		// vans", "record inseminations", "texts the line crew".
		"limit", "limits", "headgate", "headgates", "gate", "gates", "calibration", "calibrations", "gauge", "gauges",
		"mission", "missions", "pickup", "pickups", "parameter", "parameters", "zone", "zones",
		"van", "vans", "truck", "trucks", "treatment", "treatments", "insemination", "inseminations",
		"crew", "crews", "homeowner", "homeowners", "resident", "residents",
		// and round 54's, what a site and its content library hold:
		// "submits sitemaps", "Replace an outdated logo", "sets up a 301
		// redirect" (not "fields", as often a farm's as a form's, nor
		// "settings", which a service keeps "in sync" for the user).
		"sitemap", "sitemaps", "logo", "logos", "asset", "assets",
		// and round 56's and 57's: "Adds cells to the open notebook and
		// runs them", "Deploys Vercel previews, promotes them to
		// production" (not "plans": "a server that plans and applies").
		"cell", "cells", "preview", "previews",
		// and round 58's: "Schedules broadcasts", "ends the live
		// stream", "run polls".
		"broadcast", "broadcasts", "poll", "polls",
		// and round 62's, what the user's own computer holds: "uninstall
		// packages", "adds printers", "Lock the screen", "Set your
		// desktop wallpaper", "Empties the Trash and clears browser
		// caches", "format USB sticks", "eject external drives".
		"package", "packages", "printer", "printers", "screen", "wallpaper", "wallpapers", "caches", "drive", "drives",
		"disk", "disks", "stick", "sticks", "shortcut", "shortcuts", "trash",
		// and round 60's: "saves the new version", "Uploads audit
		// evidence", "Signs NDAs".
		"version", "versions", "evidence", "nda", "ndas",
		// and round 68's: "Files your quarterly VAT return", "posts
		// cost-of-goods corrections to the ledger".
		"return", "correction", "corrections", // (not "returns": "and returns a PNG preview")
		// and round 64's and 65's: "books tours", "Changes an owner's
		// mailing address", "Pushes cleaned dataframes to the Hub",
		// "book a bed for a guest".
		"tour", "tours", "showing", "showings", "address", "addresses", "dataframe", "dataframes", "bed", "beds",
		"redirect", "redirects", "programme", "programmes", "pump", "pumps", "badge", "badges",
		// and round 87's, what a lab keeps and its instruments run:
		// "Adjusts the reorder threshold and the preferred supplier",
		// "registers each tube in the LIMS", "start the spin", "writes
		// the protocol to the SpectraMax", "change the gradient".
		"threshold", "thresholds", "supplier", "suppliers", "reagent", "reagents", "tube", "tubes",
		"specimen", "specimens", "aliquot", "aliquots", "spin", "spins", "protocol", "protocols",
		"gradient", "gradients",
		// and rounds 98, 100 and 102's, what a shop's till, a club's
		// books and a pet's devices hold: "Reassigns a sale", "edit punches", "Opens the cash
		// drawer", "prints the barcode stickers", "Add new vaccinations",
		// "Schedules a video consult", "cancel dog walks", "set your
		// availability", "start a clean cycle", "signs volunteers up",
		// "takes donations", "renews memberships", "leave a star rating"
		// (not "sales", as often a figure: "Increase sales", nor
		// "points": "writes the talking points").
		"sale", "punch", "punches", "drawer", "drawers", "sticker", "stickers", "vaccination", "vaccinations",
		"consult", "consults", "walk", "walks", "availability", "cycle", "cycles", "volunteer", "volunteers",
		"adopter", "adopters", "donation", "donations", "membership", "memberships", "rating", "ratings",
		"lamp", "lamps", "feeder", "feeders", "collar", "collars", "shift", "shifts", "loan", "loans",
		// A club's and an airport's (probe rounds 107 and 118): "records
		// "Creates new classes on the timetable",
		// "publishes fixtures", "allocates a stand", "opens check-in
		// counters", "offloads bags", "adjusts the toll tariff".
		"class", "classes", "fixture", "fixtures", "lineup", "lineups",
		"tournament", "tournaments", "bracket", "brackets", "stand", "stands", "counter", "counters", "bag", "bags",
		"tariff", "tariffs", "route", "routes",
		// and an inbox's and a hotel's (probe rounds 106 and 110):
		// "Accept, decline or propose a new time for Google Calendar
		// invitations", "Sets minimum-stay restrictions".
		"invitation", "invitations", "restriction", "restrictions",
		// and an alert manager's (probe round 191): "create a silence".
		"silence", "silences":
		return true
	}
	return credential(l)
}

// credential reports the records that are the user's keys and
// passwords. Only some verbs act on them (credentialAct): a description
// that says "add your API key" or "set your token" tells the user how to
// set the server up.
func credential(l string) bool {
	switch l {
	case "key", "keys", "api-key", "api-keys", "apikey", "apikeys", "credential", "credentials", "token", "tokens",
		"password", "passwords", "mfa", "2fa":
		return true
	}
	return false
}

// actsOn reports whether the verb of root acting on record is an act on
// it: not a look at it ("view orders", see viewedObject), and for the
// verbs that act only on some records, one of those: "text" on people,
// "make" on what is booked or paid, "resolve" and "acknowledge" on what
// is handled, "kick off" and "run" on what runs, "seed" on a database; a
// credential only by the verbs that change one.
func actsOn(root, record string) bool {
	switch {
	case viewedObject(root, record):
		return false
	case (root == "disable" || root == "enable") && ownTools(record):
		return false // "Push and commit tools exist but are disabled" (probe round 91): the server's own
	case root == "text" || root == "call":
		return person(record)
	case root == "follow":
		return person(record) || followedRecord(record)
	case root == "make":
		return madeRecord(record)
	case root == "complete":
		return completedRecord(record)
	case root == "issue":
		return issuedRecord(record)
	case root == "execute":
		return executedRecord(record)
	case root == "request":
		return requestedRecord(record)
	case root == "operate":
		return operatedRecord(record)
	case root == "enable":
		return enabledRecord(record)
	case root == "chase":
		return record == "invoice" || record == "invoices" // reminders sent until they are paid ("chase bugs" hunts)
	case root == "log" && record == "footage":
		return false // "Logs footage for editors": a film's shots described, not a record kept (probe round 32)
	case root == "end":
		return endedRecord(record)
	case root == "lift":
		switch record {
		case "hold", "holds", "restriction", "restrictions", "suspension", "suspensions", "ban", "bans", "block", "blocks", "freeze":
			return true
		}
		return false
	case root == "format":
		return mountedRecord(record)
	case root == "record":
		// "record inseminations", "Record a completed calibration";
		// not "record performance traces" or "record the meeting",
		// captured as they happen, as a profiler or a recorder does.
		return !capturedLive(record)
	case root == "capture" && capturedLive(record):
		return false // "captures the full screen" (probe round 62)
	case root == "sweep" || root == "wire":
		return false // money only, in wiredMoney ("Wire fraud check" checks)
	case root == "rebalance":
		// "Rebalance your Schwab portfolio to target weights" trades;
		// "rebalance the cluster" moves its load.
		return rebalancedRecord(record)
	case root == "cast":
		return record == "vote" || record == "votes" || record == "ballot" || record == "ballots"
	case root == "declare":
		// "declare an incident" opens one; not a program's variables.
		return record == "incident" || record == "incidents" || record == "outage" || record == "outages"
	case root == "clone":
		return record == "voice" || record == "voices"
	case root == "bind":
		// "bind the policy with the carrier"; not "binds IAM roles" or
		// "bind the port".
		return record == "policy" || record == "policies"
	case root == "serve" || root == "docket":
		// "serves the motion on opposing counsel", "serve eviction
		// notices", "dockets it" (the motion); not "serves files" or
		// "serves your pages".
		return servedRecord(record)
	case root == "arm" || root == "badge" || root == "tender":
		// With an article only ("Arm the east zone", "badge a
		// contractor in"): "ARM templates" are Azure's.
		return false
	case root == "fire":
		// "fires tickets to the line", "fire a webhook"; not "Fire
		// safety inspections".
		return firedRecord(record)
	case root == "resolve" || root == "acknowledge" || root == "dismiss":
		return handledRecord(record)
	case root == "kick off" || root == "run":
		return runRecord(record)
	case root == "seed":
		return seededRecord(record)
	case mediaRecord(record):
		return mediaAct(root)
	case record == "request" || record == "requests":
		return requestAct(root)
	case record == "reply" || record == "replies":
		// "sends replies", "schedule replies"; "Writes a calm reply" is
		// the model's text.
		return messageAct(root) || root == "schedule" || root == "delete"
	case record == "codes":
		// "Issue guest codes", "revoke access codes"; not "review
		// codes" (nor "turn designs into code": the singular is no record).
		return root == "issue" || root == "revoke" || root == "redeem" || root == "send" || root == "create"
	case credential(record):
		return credentialAct(root)
	}
	return true
}

// followedRecord reports what a social app's user follows besides
// people: accounts, profiles, channels, creators ("follow accounts in
// your niche"); not links or steps ("follows links", "follow the
// steps").
func followedRecord(l string) bool {
	switch l {
	case "account", "accounts", "profile", "profiles", "channel", "channels", "creator", "creators", "artist", "artists",
		"playlist", "playlists", "podcast", "podcasts", "board", "boards", "topic", "topics", "hashtag", "hashtags":
		return true
	}
	return false
}

// mountedRecord reports what is mounted, ejected or formatted: drives,
// disks, their images and volumes.
func mountedRecord(l string) bool {
	switch l {
	case "drive", "drives", "disk", "disks", "image", "images", "volume", "volumes", "stick", "sticks", "partition", "partitions":
		return true
	}
	return false
}

// endedRecord reports what "end" stops while it runs: a stream, a
// broadcast, a call, a meeting, a poll, an auction.
func endedRecord(l string) bool {
	switch l {
	case "stream", "streams", "broadcast", "broadcasts", "call", "calls", "meeting", "meetings", "poll", "polls",
		"auction", "auctions", "session", "sessions", "listing", "listings": // "ends eBay listings" (probe round 70)
		return true
	}
	return false
}

// capturedLive reports what a recorder captures as it happens: a trace,
// a session, a screen, a meeting, a sound.
func capturedLive(l string) bool {
	switch l {
	case "trace", "traces", "session", "sessions", "screen", "screens", "video", "videos", "audio", "meeting", "meetings",
		"call", "calls", "voice", "voices", "clip", "clips", "macro", "macros", "stream", "streams", "footage", "profile", "profiles":
		return true
	}
	return false
}

// actsOnObject is actsOn for the object toks[j:end+1], read at its
// record; "text" acts too on a person who comes first, the thing sent
// after ("text customers appointment reminders").
func actsOnObject(root string, toks []token, j, end int) bool {
	if root == "text" && (person(toks[j].lower) || sentTo(toks, end+1)) {
		return true // "text customers appointment reminders", "text rent reminders to tenants"
	}
	if root == "leave" {
		// "leaves inline comments on your pull requests", "leave a
		// review": what is left is posted; not "leaves your data
		// untouched".
		return leftForOthers(lastPart(toks[end].lower))
	}
	if root == "rewrite" {
		// "rewrites files in your repository", "rewrites commits": what
		// is rewritten in place; "rewrites your emails in a friendlier
		// tone" hands text back, as a writing assistant does.
		return rewrittenInPlace(lastPart(toks[end].lower))
	}
	return actsOn(root, recordAt(toks, j, end))
}

// leftForOthers reports what is posted for others to read when it is
// left: a comment, a review, a reply, a rating ("leaves a note in the
// chat" tells the user).
func leftForOthers(l string) bool {
	switch l {
	case "comment", "comments", "review", "reviews", "reply", "replies", "rating", "ratings",
		"feedback", "reaction", "reactions", "voicemail", "voicemails":
		return true
	}
	return false
}

// benefitSlogans returns the spans of the slogans of three or four
// words that open a sentence with a verb whose object is said to be
// better or more: "Send smarter emails.", "Close more deals.", "Book
// more meetings!" promise the user an outcome, as a headline does; what
// the server does follows in sentences of its own. Not "Send more
// invoices to clients".
func benefitSlogans(toks []token) [][2]int {
	var out [][2]int
	if sp, ok := tagline(toks); ok {
		out = append(out, sp)
	}
	for i := 0; i+2 < len(toks); i++ {
		if !toks[i].word || i > 0 && !sentenceEnd(toks[i-1]) {
			continue
		}
		switch toks[i+1].lower {
		case "more", "better", "smarter", "faster", "fewer", "bigger", "cleaner":
		default:
			continue
		}
		end := i + 3
		if end < len(toks) && toks[end].word {
			end++ // "Close more enterprise deals."
		}
		if end >= len(toks) || sentenceEnd(toks[end]) {
			out = append(out, [2]int{toks[i].start, toks[end-1].end})
		}
	}
	return out
}

// tagline returns the span of a text's first sentence when it is a
// headline: at most eight words, led by a verb, and followed by a
// sentence in which a name does what the product does ("Close deals
// faster with competitive intel. BattleCard AI researches
// competitors' pricing pages ...", "Pay fairly, hire faster. PayParity
// benchmarks your salaries ...", probe round 45). What the server does
// is said after it; "Send Slack messages." alone is no headline.
func tagline(toks []token) ([2]int, bool) {
	end := 0
	for end < len(toks) && !sentenceEnd(toks[end]) {
		end++
	}
	words := 0
	for _, t := range toks[:end] {
		if t.word {
			words++
		}
	}
	if end == 0 || end+2 >= len(toks) || words > 8 || !toks[0].word || !toks[0].capital || !anyVerb(toks[0].lower) ||
		strings.HasSuffix(toks[0].lower, "s") && !strings.HasSuffix(toks[0].lower, "ss") {
		return [2]int{}, false
	}
	// The next sentence: a name of one to three capitalised words, then
	// a verb of the third person.
	j := end + 1
	if j >= len(toks) || !toks[j].word || anyVerb(toks[j].lower) {
		return [2]int{}, false // "Commit changes and push them. Apply changes ...": no name, a second act
	}
	switch toks[j].lower {
	case "never", "always", "only", "also", "it", "this", "we", "you", "they", "still", "just":
		// "...: timeout_user, delete_message, ban_user. Never reads DMs."
		// (probe round 195): a sentence about the server, no name.
		return [2]int{}, false
	}
	for k := j; k < len(toks) && k <= j+3 && toks[k].word; k++ {
		if !toks[k].capital {
			if l := toks[k].lower; k > j && strings.HasSuffix(l, "s") && (anyVerb(l[:len(l)-1]) || readsThird(l) || thirdPersonRead(l)) {
				return [2]int{toks[0].start, toks[end-1].end}, true
			}
			break
		}
	}
	return [2]int{}, false
}

// personReached returns the index of a person a message goes to, at
// toks[j] or after a determiner: "the buyer", "each customer", "your
// guests".
func personReached(toks []token, j int) (int, bool) {
	if j < len(toks) && determiner(toks[j].lower) {
		j++
	}
	if j+1 < len(toks) && possessive(toks[j].lower) {
		j++ // "your kid's teacher" (probe round 42)
	}
	if j+1 < len(toks) && toks[j].word && (strings.HasSuffix(toks[j].lower, "ed") || strings.Contains(toks[j].lower, "-")) && toks[j+1].word {
		j++ // "each assigned translator" (probe round 133), "the on-call vet" (probe round 93)
	}
	if j+1 < len(toks) && toks[j].word && (toks[j].capital || department(toks[j].lower)) && toks[j+1].word && reachedPerson(toks[j+1].lower) {
		j++ // "the on-call IT engineer", "the finance manager" (probe round 168)
	}
	if j >= len(toks) || !toks[j].word {
		return 0, false
	}
	if !reachedPerson(toks[j].lower) && !sentThingNext(toks, j+1) {
		// A noun followed by what is sent to it names the one it goes
		// to, whatever it is called: "texts each coordinator a
		// reminder", "emails the bookkeeper the statements".
		return 0, false
	}
	return j, true
}

// department reports the name of a company's department, written before
// one of its people: "the IT engineer", "the payroll manager".
func department(l string) bool {
	switch l {
	case "it", "hr", "finance", "support", "sales", "security", "billing", "ops", "devops", "legal", "marketing", "payroll",
		"facilities", "accounting", "procurement", "helpdesk", "help-desk", "compliance",
		"lab": // "texts the lab manager" (probe round 197)
		return true
	}
	return false
}

// reachedPerson reports the words that name the one a message or an act
// reaches.
func reachedPerson(l string) bool {
	// (The people of an order or a list, beside person's: person is
	// read by other readings as the subject of a state.)
	switch {
	case person(l),
		l == "buyer", l == "buyers", l == "shopper", l == "shoppers", l == "recipient", l == "recipients",
		l == "subscriber", l == "subscribers",
		// and the people of a household (probe round 42): "Message your
		// kid's teacher", "text your friends".
		l == "teacher", l == "teachers", l == "friend", l == "friends", l == "family", l == "landlord",
		// and a content team's (probe round 54): "Emails review
		// requests to your translators".
		l == "translator", l == "translators", l == "reviewer", l == "reviewers",
		// and an office's (probe round 60): "texts the privacy officer".
		l == "officer", l == "officers", l == "manager", l == "managers",
		// and a home sale's (probe round 64): "texts the inspector, the
		// appraiser and the lender", "answers prospects".
		l == "inspector", l == "inspectors", l == "appraiser", l == "appraisers", l == "lender", l == "lenders",
		l == "vendor", l == "vendors", l == "prospect", l == "prospects",
		// and a charity's (probe round 78): "texts each volunteer";
		// and the roles of a business, one or many: "emails your
		// accountant", "mails notices to property owners".
		l == "volunteer", l == "volunteers", l == "donor", l == "donors",
		// and a school's (probe round 97): "it phones every parent".
		l == "parent", l == "parents",
		// and a job seeker's (probe round 130): "Replies to every
		// recruiter who contacts you".
		l == "recruiter", l == "recruiters", l == "candidate", l == "candidates", l == "applicant", l == "applicants",
		// and a dating app's (probe round 153): "Auto-replies to
		// matches", "messages each match".
		l == "match", l == "matches",
		// and a mailbox's (probe round 110): "Block senders".
		l == "sender", l == "senders",
		staffRole(l), staffRole(strings.TrimSuffix(l, "s")):
		return true
	}
	return false
}

// sentThingNext reports a second object at toks[k], after the person a
// message goes to: "a reminder", "the statements", "their receipts".
func sentThingNext(toks []token, k int) bool {
	if k+1 >= len(toks) {
		return false
	}
	switch toks[k].lower {
	case "a", "an", "the", "their", "his", "her":
		return toks[k+1].word
	}
	return false
}

// rewrittenInPlace reports the things a rewrite changes where they are
// kept: files, code and a repository's history.
func rewrittenInPlace(l string) bool {
	switch l {
	case "link", "links", "file", "files", "code", "codebase", "source", "sources", "commit", "commits", "history", "repository",
		"repositories", "repo", "repos", "module", "modules", "import", "imports", "function", "functions", "class",
		"classes", "component", "components", "config", "configs", "configuration", "migration", "migrations",
		"test", "tests":
		return true
	}
	return false
}

// personCompound reports a person's noun that a noun after it makes a
// modifier, so that "text" before it names no act: "TUI (Text User
// Interface)", "text user guide" (not "texts the patient a reminder",
// nor "text customers appointment reminders").
func personCompound(toks []token, end int) bool {
	if !nounFollows(toks, end) {
		return false
	}
	next := toks[end+1].lower
	if strings.HasSuffix(next, "ing") && end+2 < len(toks) && toks[end+2].word && !recordNoun(toks[end+2].lower) {
		// A participle after the person says which ones: "Emails every
		// guest arriving tomorrow a pre-arrival note" (probe round 106).
		return false
	}
	return !determiner(next) && !recordNoun(next) && !person(next)
}

// postedTo reads toks[i] as a verb of publishing whose object, not a
// record, goes to a channel or a feed: "it posts the update to your
// team's #standup channel", "shares the recap on your company's LinkedIn
// feed" (probe round 63). It returns the index of the place's word.
func postedTo(toks []token, i int) (int, bool) {
	switch toks[i].lower {
	case "post", "posts", "publish", "publishes", "share", "shares", "send", "sends", "write", "writes":
		// and what is written into a channel: "Writes a short summary
		// of each closed deal into the #wins channel" (probe round 147).
	default:
		return 0, false
	}
	of := false
	for j := i + 1; j < len(toks) && j <= i+8 && !clauseMark(toks[j]); j++ {
		switch toks[j].lower {
		case "to", "in", "on", "into":
		case "of":
			of = true // "a summary of each closed deal": the deal is what the summary is of
			continue
		default:
			if !of && recordNoun(lastPart(toks[j].lower)) {
				return 0, false // a record the verb's own reading finds: "send messages to any channel"
			}
			continue
		}
		for k := j + 1; k < len(toks) && k <= j+7 && !clauseMark(toks[k]); k++ {
			if postPlace(toks[k].lower) {
				return k, true
			}
			if channelTag(toks, k) {
				if k+2 < len(toks) && postPlace(toks[k+2].lower) {
					return k + 2, true // "#standup channel"
				}
				return k + 1, true
			}
		}
		return 0, false
	}
	return 0, false
}

// enabledRecord reports what "enable" switches on in the user's
// service: a responder, a rule, a filter, a schedule, a workflow ("Enables
// the Gmail vacation responder"); not people, whom it lets do things.
func enabledRecord(record string) bool {
	switch record {
	case "responder", "responders", "autoresponder", "autoresponders", "rule", "rules", "filter", "filters",
		"schedule", "schedules", "workflow", "workflows", "automation", "automations", "webhook", "webhooks",
		"flag", "flags", "setting", "settings", "policy", "policies", "trigger", "triggers", "alert", "alerts":
		return true
	}
	return false
}

// ownTools reports the words for a server's own tools, which it turns
// on and off in itself.
func ownTools(record string) bool {
	switch record {
	case "tool", "tools", "toolset", "toolsets":
		return true
	}
	return false
}

// messagedPronoun reports a person's pronoun at toks[j], the first
// object of a verb of messaging, and what is sent to them after it,
// past a determiner: "send them a fresh enrollment email".
func messagedPronoun(root string, toks []token, j int) bool {
	switch root {
	case "send", "email", "text", "message", "mail":
	default:
		return false
	}
	if j+2 >= len(toks) || !determiner(toks[j+1].lower) || toks[j+1].lower == "that" || toks[j+1].lower == "this" {
		return false
	}
	switch toks[j].lower {
	case "them", "him", "her":
		return sentThingNext(toks, j+1)
	}
	return false
}

// userEnrolled reports "you" at toks[j], the object of a verb of
// booking or enrolling, and the place it puts the user after it: "books
// you into per-diem shifts", "subscribes you to shows", "registers you
// for the race".
func userEnrolled(root string, toks []token, j int) bool {
	if j+1 >= len(toks) || toks[j].lower != "you" {
		return false
	}
	switch root {
	case "book", "subscribe", "enroll", "register", "unsubscribe":
	case "sign":
		if toks[j+1].lower != "up" {
			return false // "signs you in": a sign-in, no act on the world
		}
	default:
		return false
	}
	next := toks[j+1].lower
	if (strings.HasSuffix(next, "ly") || next == "up") && j+2 < len(toks) {
		// "Rebooks you automatically on the next flight", "Signs you up
		// for spin classes" (probe round 192).
		next = toks[j+2].lower
	}
	switch next {
	case "on", "onto", "into", "to", "for", "in", "from":
		return true
	}
	return false
}

// channelTag reports a channel named by its tag at toks[k]: "#", then
// a word written right after it ("posts the outcome to #ops", probe
// round 127).
func channelTag(toks []token, k int) bool {
	return toks[k].lower == "#" && k+1 < len(toks) && toks[k+1].word && toks[k+1].start == toks[k].end
}

// postPlace reports the places a post goes out to: a channel, a feed, a
// timeline (not the chat, where the user reads it).
func postPlace(l string) bool {
	switch l {
	case "channel", "channels", "feed", "timeline", "wall", "subreddit", "forum",
		"account", "accounts", "profile", "profiles", // "Posts new acquisitions to the library's Mastodon account" (probe round 126)
		"group", "groups": // "Posts your weekend plans to your Timeleft dinner group" (probe round 153)
		return true
	}
	return false
}

// sentTo reports "to" and a person at toks[i], past a determiner: "to
// tenants", "to your customers".
func sentTo(toks []token, i int) bool {
	if i+1 >= len(toks) || toks[i].lower != "to" {
		return false
	}
	i++
	if determiner(toks[i].lower) && i+1 < len(toks) {
		i++
	}
	return person(toks[i].lower)
}

// rebalancedRecord reports what "rebalance" changes: a portfolio's
// holdings, a cluster's load.
func rebalancedRecord(l string) bool {
	switch l {
	case "portfolio", "portfolios", "holdings", "allocation", "allocations", "account", "accounts", "cluster", "clusters":
		return true
	}
	return false
}

// textOfThing reports a record word that names the text of another
// thing rather than a message sent: "commit messages", "error
// messages", "log messages" ("Writes commit messages for your staged
// changes" is the model's work).
func textOfThing(toks []token, end int) bool {
	if l := toks[end].lower; l != "message" && l != "messages" || end == 0 {
		return false
	}
	switch toks[end-1].lower {
	case "commit", "error", "log", "status", "validation", "exception":
		return true
	}
	return false
}

// textOfThingAt is textOfThing for the word that starts at start.
func textOfThingAt(toks []token, start int) bool {
	k, ok := wordAt(toks, start)
	return ok && textOfThing(toks, k)
}

// lookHeadedAt is lookHeaded for the word that starts at start.
func lookHeadedAt(toks []token, start int) bool {
	k, ok := wordAt(toks, start)
	return ok && lookHeaded(toks, k)
}

// servedRecord reports the papers that are served on someone, the only
// objects of "serve" that make it an act.
func servedRecord(l string) bool {
	switch l {
	case "motion", "motions", "subpoena", "subpoenas", "pleading", "pleadings", "notice", "notices":
		return true
	}
	return false
}

// firedRecord reports what a kitchen or a system fires off: tickets,
// orders, courses, webhooks, events and alerts.
func firedRecord(l string) bool {
	switch l {
	case "ticket", "tickets", "order", "orders", "course", "courses", "webhook", "webhooks", "event", "events",
		"alert", "alerts", "job", "jobs":
		return true
	}
	return false
}

// handledRecord reports the records that are resolved or acknowledged
// at the service: "resolve PagerDuty incidents", "acknowledge alerts".
// Issues and errors are left out: "resolve issues in your code" is the
// model's work.
func handledRecord(l string) bool {
	switch l {
	case "incident", "incidents", "alert", "alerts", "ticket", "tickets", "conversation", "conversations",
		"thread", "threads", "comment", "comments":
		return true
	}
	return false
}

// completedRecord reports the records that "complete" finishes at the
// service: a booking or order is made, a task marked done ("complete
// the booking", "complete tasks"); "complete documents" and "complete
// projects" name what is whole.
func completedRecord(l string) bool {
	switch l {
	case "booking", "bookings", "reservation", "reservations", "order", "orders", "task", "tasks", "todo", "todos",
		"transaction", "transactions":
		return true
	}
	return false
}

// recordAt is the record toks[end] names, in an object that starts at
// toks[start]: its last part, and a pull or merge request as
// "pull-requests" (not a request of requestAct). In "merge requests" the
// verb merges requests.
func recordAt(toks []token, start, end int) string {
	l := lastPart(toks[end].lower)
	if (l == "request" || l == "requests") && end > start && (toks[end-1].lower == "pull" || toks[end-1].lower == "merge") {
		return "pull-requests"
	}
	return l
}

// subjectOf reports a record followed by a verb it is the subject of
// ("Log files are stored", "Snapshot files were deleted"): a verb that is
// as often a noun (nounToo) before it is the noun.
func subjectOf(toks []token, end int) bool {
	if end+1 >= len(toks) {
		return false
	}
	switch toks[end+1].lower {
	case "is", "are", "was", "were", "will", "can", "may", "get", "gets":
		return true
	}
	return false
}

// mediaRecord reports the records that are pictures and videos: made by
// the model as often as kept by a service ("create images", "edit
// photos"), they are acted on at the service only by the verbs of
// mediaAct ("upload videos", "delete photos").
func mediaRecord(l string) bool {
	switch l {
	case "video", "videos", "photo", "photos", "image", "images":
		return true
	}
	return false
}

// mediaAct reports the roots of the verbs that act on media at the
// service that keeps them.
func mediaAct(root string) bool {
	switch root {
	case "upload", "delete", "remove", "share", "post", "publish", "archive", "push", // "Pushes Docker images" (probe round 123)
		"deploy",                  // "deploy a container image" (probe round 183)
		"rename", "move", "trash", // "Renames your photos by date taken": the files renamed (probe round 42)
		// A kept video's or photo's state changed where it is kept:
		// "Change a YouTube video from unlisted to public", "approve
		// photos waiting in review" (probe round 114). Not a verb that
		// makes or edits a picture ("create images", "edit photos"),
		// which is as often the model's own work.
		"update", "change", "approve", "unarchive", "unpublish", "restore", "tag", "label", "flag", "star", "hide":
		return true
	}
	return false
}

// operatedRecord reports the systems "operate" runs for the user:
// "operate your GitHub repos", "operates your Kubernetes clusters" (a
// device operated is describedActs', "operates the thermostats"; "operate
// reports" is no act).
func operatedRecord(l string) bool {
	switch l {
	case "repo", "repos", "repository", "repositories", "server", "servers", "cluster", "clusters", "machine", "machines",
		"instance", "instances", "vm", "vms", "infrastructure", "pipeline", "pipelines", "container", "containers",
		"service", "services", "workload", "workloads", "store", "stores", "shop", "shops":
		return true
	}
	return false
}

// requestedRecord reports what a request made for the user gets done
// by someone else: "request a refill", "request a ride", "request
// signatures" (not "request data", which an API call fetches).
func requestedRecord(l string) bool {
	switch l {
	case "refill", "refills", "ride", "rides", "pickup", "pickups", "appointment", "appointments", "review", "reviews",
		"signature", "signatures", "approval", "approvals", "payment", "payments", "callback", "quote", "quotes",
		"leave", "refund", "refunds":
		return true
	}
	return false
}

// requestAct reports the roots of the verbs that act on requests kept at
// a service ("approve access requests", "close support requests"); not
// "send requests" or "make requests", which call an API.
func requestAct(root string) bool {
	switch root {
	case "approve", "reject", "cancel", "close", "submit", "assign", "delete", "file", "forward":
		return true
	}
	return false
}

// runRecord reports the records that "kick off" and "run" start at the
// service: "kick off builds", "run migrations", not "kick off a
// conversation" or "run queries". A playbook run changes the hosts it
// runs against.
func runRecord(l string) bool {
	switch l {
	case "job", "jobs", "build", "builds", "workflow", "workflows", "pipeline", "pipelines", "deployment", "deployments",
		"campaign", "campaigns", "migration", "migrations", "release", "releases", "experiment", "experiments",
		"playbook", "playbooks", "macro", "macros", "program", "programs", // "run printer macros", "Runs MicroPython programs" (probe round 43)
		"cell", "cells", // "runs every cell in the active notebook" (probe round 56)
		"shortcut", "shortcuts": // "Runs your Shortcuts by name" (probe round 62)
		return true
	}
	return false
}

// nounFollows reports a word after toks[end] that carries its noun
// phrase on: "Run release tests" runs the tests, which are not a
// record that runs.
func nounFollows(toks []token, end int) bool {
	if end+1 >= len(toks) || !toks[end+1].word || doneNow(toks[end+1].lower) {
		return false // "enrols your child automatically" (probe round 140): an adverb ends the phrase
	}
	switch toks[end+1].lower {
	case "and", "or", "for", "in", "on", "to", "with", "from", "at", "of", "via", "across", "by", "that", "which",
		"when", "as", "then", "against", "into", "onto", "through", "before", "after", "until", "if", "once", "whenever",
		"while", "where", "about", "who", "whom", "whose":
		return false // "runs the approved migrations against the staging Postgres"
	}
	return true
}

// copyOf reports a noun of copy after a record, toks[end]: "writes
// menu descriptions", "writes search ad headlines" compose the text
// (probe rounds 80 and 81), "writes menu items" would add them.
func copyOf(toks []token, end int) bool {
	if !nounFollows(toks, end) {
		return false
	}
	switch toks[end+1].lower {
	case "description", "descriptions", "headline", "headlines", "copy", "caption", "captions", "blurb", "blurbs",
		"tagline", "taglines", "text", "wording":
		return true
	}
	return false
}

// pastWhen reports the words of a time gone by at toks[j]: "in the
// last 30 days", "over the past week", "last month", "yesterday".
func pastWhen(toks []token, j int) bool {
	if j >= len(toks) {
		return false
	}
	switch toks[j].lower {
	case "last", "yesterday", "earlier", "previously", "recently":
		return true
	case "in", "over", "during", "within":
		return j+2 < len(toks) && toks[j+1].lower == "the" &&
			(toks[j+2].lower == "last" || toks[j+2].lower == "past" || toks[j+2].lower == "previous")
	}
	return false
}

// expiryWhen reports the words of time after "expiring" or "expired",
// at toks[j]: "expiring in the next 90 days", "expired last month",
// "expiring soon" say when, not what the server expires.
func expiryWhen(toks []token, j int) bool {
	if j >= len(toks) {
		return false
	}
	switch toks[j].lower {
	case "in", "within", "on", "soon", "before", "after", "by", "next", "this", "last", "today", "tomorrow", "yesterday":
		return true
	}
	return false
}

// comingDue reports an act's noun, before toks[j], said to be due or
// pending: "when a domain renewal is due", "the certificate renewals
// are overdue" (probe round 125). It is an event the server watches
// for, not an act it does.
func comingDue(toks []token, j int) bool {
	if j+1 >= len(toks) || toks[j].lower != "is" && toks[j].lower != "are" {
		return false
	}
	switch toks[j+1].lower {
	case "due", "overdue", "pending", "upcoming", "approaching", "expected":
		return true
	}
	return false
}

// composedText reports text composed for the user as the record
// written, toks[end]: a draft or a message ("Writes a first draft of a
// demand letter", probe round 85; "Writes a polite email asking the
// hotel for a late checkout", round 88; "writes posts for X"). Sending
// is another verb. Not when a place follows: "writes drafts into your
// Gmail", "writes posts to your blog" keep them there.
func composedText(toks []token, end int) bool {
	switch toks[end].lower {
	case "draft", "drafts", "email", "emails", "e-mail", "e-mails", "message", "messages", "letter", "letters", "post",
		"posts", "reply", "replies", "tweet", "tweets":
	default:
		return false
	}
	if end+1 < len(toks) {
		switch toks[end+1].lower {
		case "to":
			// "writes a reply to the angry customer": to whom it is
			// written (probe round 125), not where it is put.
			return addressee(toks, end+2)
		case "in":
			// "writes a LinkedIn post in your voice" (probe round 179):
			// how it is written, not where it is put.
			return writtenManner(toks, end+2)
		case "into", "on":
			return false
		}
	}
	return true
}

// writtenManner reports the words after "in" from toks[j] as the manner
// of what is written: "your voice", "a friendly tone", "plain English".
func writtenManner(toks []token, j int) bool {
	for k := j; k < len(toks) && k < j+3 && toks[k].word; k++ {
		switch toks[k].lower {
		case "voice", "tone", "style", "words", "english", "language", "register":
			return true
		}
	}
	return false
}

// addressee reports a person within a few words from toks[j], the
// words after "to": "to the angry customer", "to your landlord" (not
// "to the team channel", where the person names a place).
func addressee(toks []token, j int) bool {
	for k := j; k < min(len(toks), j+3) && toks[k].word; k++ {
		if end, ok := personReached(toks, k); ok {
			return !nounFollows(toks, end)
		}
	}
	return false
}

// questionsOf reports "questions" after a record, toks[end]: "answers
// employee questions" answers questions, no one is sent a reply.
func questionsOf(toks []token, end int) bool {
	return end+1 < len(toks) && (toks[end+1].lower == "questions" || toks[end+1].lower == "question")
}

// headOfNoun reports a word, toks[i], that modifies the noun after it
// or is followed by "of": "Quarantine status of each host", "throttle
// settings", "the allowlist of IP ranges" are things looked at.
func headOfNoun(toks []token, i int) bool {
	if i+1 >= len(toks) || !toks[i+1].word {
		return false
	}
	switch l := toks[i+1].lower; l {
	case "of", "settings", "status", "list", "lists", "policy", "policies", "rules", "entries", "limit", "limits", "log", "logs",
		"board", "boards":
		return true
	default:
		return prose.ReadingNoun(l)
	}
}

// answersUser reports "send the user" followed by what the model
// answers with: "Send the user a short answer". The user is who the
// model talks to; an email, a message, a text or an invite sent the user
// (in the next three words) is sent indeed. ("send them the link" is no
// act already: a pronoun is no record.)
func answersUser(root string, toks []token, end int) bool {
	if root != "send" || toks[end].lower != "user" {
		return false
	}
	j := end + 1
	if j >= len(toks) || !toks[j].word || !determiner(toks[j].lower) {
		return false // "send the user to the settings page"
	}
	for j++; j < len(toks) && j <= end+4 && toks[j].word; j++ {
		if sentThing(toks[j].lower) {
			return false
		}
	}
	return true
}

// sentThing reports the things a message verb sends a person: "send
// the user an email", "send them a reminder text".
func sentThing(l string) bool {
	switch l {
	case "email", "emails", "message", "messages", "sms", "text", "texts", "dm", "dms", "invite", "invites",
		"invitation", "invitations", "notification", "notifications", "reminder", "reminders", "newsletter",
		"newsletters", "receipt", "receipts", "code", "codes":
		return true
	}
	return false
}

// seededRecord reports the records that "seed" fills with data: "seed
// the database", not "seed data" or "seed phrases".
func seededRecord(l string) bool {
	return l == "database" || l == "databases" || l == "db" || l == "table" || l == "tables"
}

// issuedRecord reports the records that "issue" acts on: what is paid
// or granted ("issue refunds", "issue gift cards", "issues leases for
// e-signature").
func issuedRecord(l string) bool {
	switch l {
	case "refund", "refunds", "invoice", "invoices", "card", "cards", "credit", "credits", "voucher", "vouchers",
		"coupon", "coupons", "codes", "permit", "permits", "lease", "leases", "licence", "licences", "license", "licenses",
		"certificate", "certificates",
		"paycheck", "paychecks", "payment", "payments", "payout", "payouts", // "issues final paychecks through Gusto" (probe round 168)
		"notice", "notices": // "issue legal hold notices to custodians" (probe round 60)
		return true
	}
	return false
}

// executedRecord reports the records that "execute" acts on: trades,
// orders and transactions carried out at the service ("execute Safe
// multisig transactions"), and playbooks run against hosts, not
// queries or scripts.
func executedRecord(l string) bool {
	switch l {
	case "trade", "trades", "order", "orders", "transaction", "transactions", "playbook", "playbooks":
		return true
	}
	return false
}

// madeRecord reports the records that "make" acts on: what is booked
// or paid ("make reservations", "makes payments").
func madeRecord(l string) bool {
	switch l {
	case "reservation", "reservations", "booking", "bookings", "appointment", "appointments", "order", "orders",
		"transaction", "transactions":
		return true
	}
	return false
}

// credentialAct reports the roots of the verbs that act on a credential
// at the service: "revoke leaked credentials", "rotate API keys",
// "create access tokens".
func credentialAct(root string) bool {
	switch root {
	case "revoke", "rotate", "create", "delete", "grant", "remove", "reset":
		// "Resets a user's password", "resets their MFA" (probe round
		// 47): an identity admin's acts.
		return true
	}
	return false
}

// determiner reports the words that may stand between a verb and its
// object without counting as one of its modifiers.
func determiner(l string) bool {
	switch l {
	case "a", "an", "the", "your", "their", "its", "our", "my", "new", "existing", "all", "any",
		"every", "multiple", "bulk", "individual", "single", "specific", "these", "those", "this",
		"that", "each":
		return true
	}
	return false
}

// notModifier reports the words that end the words between a verb and
// its object: "manage access to files" is not about files.
func notModifier(l string) bool {
	switch l {
	case "of", "for", "in", "on", "from", "with", "to", "by", "about", "into", "via", "using",
		"through", "at", "as", "than", "that", "which", "who", "is", "are", "be", "it", "its",
		"they", "them", "you", "we", "i", "or", "and", "but", "if", "when", "while", "so", "not",
		"no", "never", "without", "across", "within", "per", "throughout":
		return true
	}
	return false
}

// linkWord reports the words that may stand before a verb in verb
// position: "lets you manage", "to log", "can create".
func linkWord(l string) bool {
	switch l {
	case "to", "can", "could", "may", "will", "now", "you", "we", "also", "then", "lets", "let", "helps", "help", "easily",
		"plus",                                         // "kubectl get/describe/logs, plus scale a deployment" (probe round 191)
		"directly", "quickly", "automatically", "does", // "though it does close superseded pull requests"
		// and how the act is done (probe round 177): "Remotely wipe a
		// lost device", "Instantly freeze a card".
		"remotely", "instantly", "securely", "safely", "seamlessly", "programmatically", "autonomously", "silently":
		return true
	case "not", "never", "cannot", "can't", "won't", "doesn't", "don't":
		return true // negated, unless the act is held back for approval (heldForApproval)
	}
	return false
}

// afterLetsSubject reports a verb after "let" and the one who is let
// act: "Let Claude book appointments", "lets the agent file bug
// reports" ("lets you" is a linkWord).
func afterLetsSubject(toks []token, i int) bool {
	j := i - 1 // the subject's last word
	if !toks[j].word || notModifier(toks[j].lower) {
		return false
	}
	if j >= 2 && toks[j-1].word && determiner(toks[j-1].lower) {
		j--
	} else if j >= 3 && toks[j-1].word && !letting(toks[j-1].lower) && !notModifier(toks[j-1].lower) && toks[j-2].word &&
		determiner(toks[j-2].lower) {
		j -= 2 // "lets your clinical assistant e-prescribe refills"
	}
	return j >= 1 && toks[j-1].word && letting(toks[j-1].lower) // "have acme file a ticket"
}

// letting reports the verbs that let someone act: "let", "have".
func letting(l string) bool {
	switch l {
	case "let", "lets", "letting", "have", "has":
		return true
	}
	return false
}

// gerundLink reports the words that may stand before a verb's -ing
// form: "tools for managing pages".
func gerundLink(l string) bool {
	switch l {
	case "for", "by", "of", "in", "with", "including", "like", "from":
		return true
	}
	return false
}

// maxModifiers bounds the words between a verb and its object
// ("resolve Greptile's PR review comments").
const maxModifiers = 3

// recordAct is a verb of acting on records and its object, as found in
// a description.
type recordAct struct {
	Start, End int // the phrase, from the verb to the object
	Root       string
	Weak       bool // a weak word of acting, not strong evidence alone
	Money      bool // an act of paying or trading, not of changing records
}

// token is a word (letters, digits, and an apostrophe or hyphen inside)
// or one mark of punctuation.
type token struct {
	start, end int
	word       bool
	capital    bool // a word that starts with a capital letter
	lower      string
}

func tokenize(text string) []token {
	return appendTokens(make([]token, 0, len(text)/4), text)
}

// appendTokens appends text's tokens to out: a reader of many sentences
// passes the same slice again, emptied, where tokenize would allocate
// each sentence's anew.
func appendTokens(out []token, text string) []token {
	// Lower-case once for the whole text; the word lists are ASCII.
	lower := ident.ASCIILower(text)
	for i := 0; i < len(text); {
		r, n := utf8.DecodeRuneInString(text[i:])
		switch {
		case unicode.IsSpace(r):
			i += n
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			j := i + n
			for j < len(text) {
				r, m := utf8.DecodeRuneInString(text[j:])
				if unicode.IsLetter(r) || unicode.IsDigit(r) {
					j += m
					continue
				}
				// A colon between digits is a time or a ratio ("a 7:30pm
				// table", "16:9"), not a mark that ends a clause.
				if r == ':' && text[j-1] >= '0' && text[j-1] <= '9' && j+1 < len(text) && text[j+1] >= '0' && text[j+1] <= '9' {
					j++
					continue
				}
				// An apostrophe or hyphen joins two letters.
				if r == '\'' || r == '’' || r == '-' {
					if k := j + m; k < len(text) {
						if r2, _ := utf8.DecodeRuneInString(text[k:]); unicode.IsLetter(r2) {
							j = k
							continue
						}
					}
				}
				break
			}
			out = append(out, token{i, j, true, unicode.IsUpper(r), prefixedVerb(lower[i:j])})
			i = j
		default:
			out = append(out, token{i, i + n, false, false, text[i : i+n]})
			i += n
		}
	}
	return out
}

// prefixedVerb returns the verb a hyphenated prefix leaves, for the
// readings to take as that verb: an act done again, automatically, in
// bulk, at a distance or across services is still the act ("Re-orders
// your usual groceries", "Auto-pays recurring bills", "Remote-wipe lost
// laptops", "Cross-posts your thread", "Co-signs pending transactions";
// probe round 222), and "un-" and "de-" join their verb ("Un-follows",
// "de-lists"). A word whose rest is no verb ("pre-flight", "co-founder",
// "auto-generated") keeps its form, and so does "co-" on any verb but
// signing ("co-pays" are shares of bills).
func prefixedVerb(l string) string {
	p, rest, ok := strings.Cut(l, "-")
	if !ok || rest == "" || strings.Contains(rest, "-") {
		return l
	}
	switch p {
	case "auto", "re", "bulk", "mass", "batch", "remote", "cross", "pre":
		if prefixable(rest) {
			return rest
		}
	case "co":
		if strings.HasPrefix(rest, "sign") {
			return rest // "Co-signs pending transactions"; not "co-pays", a share of a bill
		}
	case "un", "de":
		if prefixable(p + rest) {
			return p + rest
		}
	}
	return l
}

// prefixable reports a verb of acting in a form a prefix leaves: the
// vocabulary's, recordActs', or a tool's verb, bare or in the third
// person.
func prefixable(v string) bool {
	if _, ok := actVerb(v); ok {
		return true
	}
	if w, ok := prose.Form(v); ok && w.Prose {
		return true
	}
	return toolVerb(v) || toolVerb(strings.TrimSuffix(v, "s"))
}

// actVerb returns the root of a verb of acting on records: one of
// recordVerbs, or a word of changing things in the vocabulary.
func actVerb(l string) (string, bool) {
	if rest, ok := strings.CutPrefix(l, "auto-"); ok {
		l = rest // "Auto-delete old files": done without asking, still done
	} else if rest, ok := cutBatchPrefix(l); ok {
		l = rest // "Bulk-messages every patient", "Bulk-delete IMAP mail" (probe rounds 213 and 220): done many times, still done
	}
	if rest, ok := strings.CutPrefix(l, "e-mail"); ok {
		l = "email" + rest // "it e-mails a summary to your vet" (probe round 93)
	}
	if v, ok := recordVerbOf(l); ok {
		return v.root, !v.noun
	}
	if rest, ok := strings.CutPrefix(l, "re-"); ok {
		l = rest // "re-uploads it to Google Merchant Center" (probe round 147): done again, still done
	}
	if w, ok := prose.Form(l); ok && (w.Category == prose.Changes || w.Category == prose.Messages && messageAct(w.Root)) &&
		l != "mailing" { // "a mailing address", "mailing lists"
		return w.Root, true
	}
	return "", false
}

// cutBatchPrefix cuts the prefix of a verb done to many records at once
// ("bulk-", "mass-", "batch-").
func cutBatchPrefix(l string) (string, bool) {
	for _, p := range [...]string{"bulk-", "mass-", "batch-"} {
		if rest, ok := strings.CutPrefix(l, p); ok {
			return rest, true
		}
	}
	return l, false
}

// messageAct reports the words of messaging that act on a record when
// they have one for object ("invite users", "reply to tickets", "share
// folders"): those too common in prose to count alone. The vocabulary's
// brands ("Slack channels") do not, and "publish" counts alone already.
func messageAct(root string) bool {
	switch root {
	case "send", "post", "email", "mail", "message", "reply", "comment", "invite", "upload", "share":
		return true
	}
	return false
}

// destinationVerb reports the verbs whose record follows "to", "on" or
// "into" ("reply to customer tickets", "write to your bases", "comment
// on pull requests").
func destinationVerb(root string) bool {
	switch root {
	case "reply", "respond", "write", "post", "comment", "rsvp", "append", "move":
		return true // and "appends to your journal note", "move to folder"
	}
	return false
}

// readsThird reports the third person of a verb of reading: "finds",
// "searches", "compares".
func readsThird(l string) bool {
	if base, ok := strings.CutSuffix(l, "ies"); ok && prose.ReadVerb(base+"y") {
		return true // "queries work items", "verifies" (probe round 191)
	}
	if base, ok := strings.CutSuffix(l, "es"); ok && prose.ReadVerb(base) {
		return true
	}
	base, ok := strings.CutSuffix(l, "s")
	return ok && prose.ReadVerb(base)
}

// anyVerb reports a word that starts a clause of a description as a
// verb: a verb of acting or of reading.
func anyVerb(l string) bool {
	// (Not the verbs of moving data, as often nouns: "Loads to
	// carriers, book dock appointments".)
	if root, ok := actVerb(l); ok && !intoOnly(root) || prose.ReadVerb(l) || clauseVerb(l) || phrasalHead(l) {
		return true
	}
	_, ok := prose.Form(l)
	return ok
}

// phrasalHead reports the verbs phrasalVerb knows, without their
// particle: they start a clause as a verb ("Roll back deployments and
// promote releases").
func phrasalHead(l string) bool {
	for _, p := range [...]string{"back", "off", "up", "down", "out"} {
		if _, ok := phrasalVerb(l, p); ok {
			return true
		}
	}
	return false
}

// clauseVerb reports other verbs that start the clauses of a
// description ("Create, generate, and manage designs"; "Query traces,
// monitor performance").
func clauseVerb(l string) bool {
	switch l {
	case "access", "explore", "monitor", "view", "track", "generate", "build", "connect", "propose",
		"convert", "extract", "discover", "debug", "optimize", "design", "draft", "review", "triage", "report",
		"load", "recalculate", "recalculates", "run", "control", "controls", "drafts", "ignore", "snooze", "pull", "pulls",
		"translate", "translates", "summarize", "summarizes", "summarise", "summarises":
		return true
	}
	if k := strings.LastIndexByte(l, '-'); k > 0 && strings.HasSuffix(l, "s") {
		return anyVerb(l[k+1:]) // "machine-translates them", "auto-tags tickets"
	}
	return plainVerb(l) || strings.HasSuffix(l, "s") && plainVerb(strings.TrimSuffix(l, "s")) ||
		strings.HasSuffix(l, "es") && plainVerb(strings.TrimSuffix(l, "es"))
}

// plainVerb reports verbs that act on nothing by themselves but start a
// clause of a description as a verb, and are seldom the noun that
// starts one: a verb joined to their clause by a comma or "and" stands
// where a verb stands ("Adjust fertigation rates, and dispatch spray
// drones", "Tender loads to carriers, book dock appointments"). Words as
// often nouns ("rate", "claim", "price", "release") are left out.
func plainVerb(l string) bool {
	switch l {
	case "adjust", "tender", "join", "bump", "pick", "choose", "select", "tweak", "increase", "decrease",
		"boost", "extend", "shorten", "flip", "follow", "subscribe", "unsubscribe", "unblock", "demote", "rank",
		"certify", "lodge", "redeem", "earn", "award", "give", "donate", "lend", "borrow", "hire", "resize", "drain",
		"evict", "upgrade", "downgrade", "rebase", "fix", "detach", "unlink", "disconnect", "unpair", "dim", "brighten",
		"irrigate", "mow", "prune", "fertilize", "unload", "unpack", "deliver", "collect", "replenish", "geofence", "nudge",
		"recharge", "reload", "cut", "unmute", "queue", "tag", "prepare", "teleport", "accept", "verify", "verifies", "shed", "grab", "draw",
		// and a maker's (probe round 43): "Compile an Arduino sketch and
		// flash it", "jog the toolhead, run printer macros".
		"compile", "slice", "bake", "jog", "paint", "stack", "assemble",
		// and a moderator's (probe round 46): "Kick, ban and warn
		// members".
		"warn",
		// and an admin's (probe round 47): "enable secret scanning across
		// repos, dismiss false-positive alerts".
		"enable", "disable", "enforce",
		// and a household's (probe round 52): "starts the return, prints
		// the label on your printer, and schedules a UPS pickup".
		"print":
		return true
	}
	return false
}

// hyphenVerb reports a hyphenated word whose last part is a verb of
// acting: "rollout-restart", "force-push".
func hyphenVerb(l string) bool {
	if !strings.Contains(l, "-") {
		return false
	}
	_, ok := actVerb(lastPart(l))
	return ok
}

// lastPart is the last part of a hyphenated word.
func lastPart(l string) string {
	if i := strings.LastIndexByte(l, '-'); i >= 0 {
		return l[i+1:]
	}
	return l
}

// recordActs finds the verbs of acting on records in text that have a
// record for object and stand where a verb stands (not "read log
// entries", "the update history" or "traces, log entries"), unless
// the sentence negates them; toks are the text's tokens.
func recordActs(text string, toks []token) []recordAct {
	var out []recordAct
	for i, t := range toks {
		if !t.word {
			continue
		}
		if n := len(out); n > 0 && t.start < out[n-1].End {
			continue // "manage" in "create and manage tasks"
		}
		if identifierPart(text, t) {
			continue // "compose_reply returns suggested reply text": a tool's name, read as one elsewhere
		}
		if root, ok := compoundAct(toks, i); ok && !negatedInSentence(text, toks[i-1].start) {
			// "experiment management", "media editing": a record, then
			// the act done to it.
			out = append(out, recordAct{toks[i-1].start, t.end, root, false, false})
			continue
		}
		if root, end, ok := nominalOf(toks, i); ok && !negatedInSentence(text, t.start) {
			out = append(out, recordAct{t.start, toks[end].end, root, false, false})
			continue
		}
		if root, ok := keptParticiple(toks, i); ok && !negatedInSentence(text, t.start) {
			// "notes written into your Obsidian vault": what the server
			// keeps, named by its participle after the thing kept.
			if end, ok := savedInto(toks, root, i+1); ok {
				out = append(out, recordAct{toks[i-1].start, toks[end].end, root, false, false})
				continue
			}
		}
		if end, ok := computerInput(toks, i); ok && !(i > 0 && determiner(toks[i-1].lower)) && !negatedInSentence(text, t.start) {
			// "moves the mouse, presses keys": the user's computer worked.
			out = append(out, recordAct{t.start, toks[end].end, "control", false, false})
			continue
		}
		if end, ok := settingsChanged(toks, i); ok && verbPosition(toks, i) && !negatedInSentence(text, t.start) {
			// "Change evaluation windows, alert thresholds and
			// notification recipients on your Datadog monitors": the
			// settings of a thing the user has, changed.
			out = append(out, recordAct{t.start, toks[end].end, "change", false, false})
			continue
		}
		if end, ok := pathEdited(toks, i); ok && verbPosition(toks, i) && !negatedInSentence(text, t.start) {
			// "edits ~/.zshrc": a file on the user's disk changed.
			out = append(out, recordAct{t.start, toks[end].end, "edit", false, false})
			continue
		}
		if end, ok := postedTo(toks, i); ok && verbPosition(toks, i) && !negatedInSentence(text, t.start) {
			// "it posts the update to your team's #standup channel":
			// whatever it posts, it goes out to a channel.
			out = append(out, recordAct{t.start, toks[end].end, "post", false, false})
			continue
		}
		if root, end, money, ok := sentParticiple(toks, i); ok && !negatedInSentence(text, t.start) {
			// "renewed licenses mailed to each holder": what the
			// server sends, named by its participle after the thing sent.
			start := toks[i-1].start
			if !recordNoun(lastPart(toks[i-1].lower)) {
				start = t.start // "ordered and billed to your account"
			}
			out = append(out, recordAct{start, toks[end].end, root, false, money})
			continue
		}
		if root, end, ok := headlineParticiple(toks, i); ok && !negatedInSentence(text, t.start) {
			// "Uber trips requested from the chat": what the server does,
			// told by the participle after the thing it is done to.
			w, isForm := prose.Form(root)
			out = append(out, recordAct{t.start, toks[end].end, root, false, isForm && w.Category == prose.Money})
			continue
		}
		if root, end, ok := particleAfter(toks, i); ok && verbPosition(toks, i) && !negatedInSentence(text, t.start) {
			// "turns those links off": the particle after the object.
			out = append(out, recordAct{t.start, toks[end].end, root, false, false})
			continue
		}
		if strings.HasSuffix(t.lower, "ed") && participleModifier(toks, t.start) {
			continue // "trial balance and posted journal entries": entries that were posted
		}
		if nounToo(t.lower) && i+1 < len(toks) && hadVerb(toks[i+1].lower) {
			continue // "which posts got the most comments": the posts, its subject (probe round 46)
		}
		if (t.lower == "patch" || t.lower == "release") && i+1 < len(toks) && (toks[i+1].lower == "notes" || toks[i+1].lower == "note") {
			continue // "Patch notes and drop-rate database": notes, not a patch
		}
		if i+1 < len(toks) && actNamesNoun(t.lower, toks[i+1].lower) {
			continue // "Reorder history and reports"
		}
		// A verb and its particle: "roll back deployments", "kick off
		// builds" (not "kick" alone).
		j := i + 1
		root, ok, phrasal := "", false, false
		if tookCare(toks, i) {
			root, ok, j = "manage", true, i+3 // "takes care of prescription renewals"
		} else if j < len(toks) {
			root, ok = phrasalVerb(t.lower, toks[j].lower)
			if ok {
				j++
				phrasal = true
			}
		}
		if !ok {
			root, ok = actVerb(t.lower)
		}
		if !ok && itDid(toks, i) {
			root, ok = participleRoot(t.lower) // "It renewed my parking permit"
		}
		if !ok && t.lower == "issues" {
			root, ok = "issue", true // "issues building permits": actsOn holds it to what is granted or paid
		}
		if !ok && (t.lower == "call" || t.lower == "calls") {
			// "the agent calls leads from your CRM list": people only;
			// "Call the list tool" is the model's call of a tool.
			if end, reached := personReached(toks, j); reached && calledPerson(toks[end].lower) {
				root, ok = "call", true
			}
		}
		if !ok && (j < len(toks) && (toks[j].lower == "them" || toks[j].lower == "it" || articleWord(toks[j].lower) && t.capital && (i == 0 || sentenceEnd(toks[i-1])) && !beInClause(toks, j) ||
			articleWord(toks[j].lower) && i > 0 && (toks[i-1].lower == "and" || toks[i-1].lower == ",") && thirdPersonBefore(toks, i)) ||
			i > 0 && toks[i-1].lower == "it" && subjectVerb(toks, i) || i > 1 && toks[i-2].lower == "it" && itAdverb(toks[i-1].lower) ||
			openingChanges(toks, i, j)) {
			// "tags them by urgency", "it commits the results", "Changes
			// the dosing schedule" starting a sentence (probe round 48): a
			// verb, whatever else the word is.
			if base, isThird := strings.CutSuffix(t.lower, "s"); isThird {
				root, ok = actVerb(base)
			}
		}
		placed := ok && verbPosition(toks, i)
		if ok && !placed {
			_, placed = toolSubject(text, toks, i) // "cleanup_branches deletes merged branches"
		}
		if !placed || negatedInSentence(text, t.start) || root == "open" && listedState(toks, i) ||
			whenTo(toks, i) || remindedTo(toks, i) {
			continue
		}
		if root == "stop" && j < len(toks) && strings.HasSuffix(toks[j].lower, "ing") {
			continue // "Stop guessing your cloud bill": a habit given up (probe round 71)
		}
		if root == "expire" && (t.lower == "expiring" || t.lower == "expired") && expiryWhen(toks, j) {
			continue // "certificates expired last month": a date, looked at (probe round 85)
		}
		if root == "open" && t.lower == "opening" && j < len(toks) && (toks[j].lower == "hours" || toks[j].lower == "times") {
			continue // "checks opening hours" (probe round 71)
		}
		if (root == "sync" || root == "import" || root == "write" || root == "save") && intoOwnStore(toks, j) {
			continue // "Syncs your Confluence spaces into a local semantic index", "Writes only to its own cache": the server's own
		}
		if root == "reconcile" && comparedAgainst(toks, j) {
			continue // "reconciles it against your contract terms": a check
		}
		if destinationNext(toks, i) {
			j++
		} else if root == "comment" && (t.lower == "comment" || t.lower == "comments") {
			continue // "comment threads", "comments section": comments are made on what they name
		}
		if root == "follow up" {
			// "follows up with late-paying clients", "follow up on
			// unpaid invoices": the people written to, or what they are
			// reminded of.
			if j >= len(toks) || toks[j].lower != "with" && toks[j].lower != "on" {
				continue
			}
			j++
		}
		if root == "turn" {
			// "Turn conversations into Jira tickets" makes the tickets;
			// "into a draft work order" hands a draft back.
			if end, ok := turnedInto(toks, j); ok && !draftMade(toks, j, end) {
				out = append(out, recordAct{t.start, toks[end].end, root, false, false})
			}
			continue
		}
		if root == "put" && !placedAfter(toks, j) {
			continue // "put your data in context", "put it simply"
		}
		if namedSubject(toks, i) {
			continue // "Merge Queue Monitor shows ...": a name, the subject of the verb after it
		}
		if end, ok := recordObject(toks, j); ok && !intoOnly(root) && actsOnObject(root, toks, j, end) && !textOfThing(toks, end) && !intoChat(toks, end+1) &&
			!(root == "push" && pushNoticeOnly(toks, end)) &&
			!readOnlyObject(toks, j, end) && !measuredCompound(toks, i, end) &&
			!(nounToo(t.lower) && subjectOf(toks, end)) && !(root == "run" && nounFollows(toks, end)) && !(root == "text" && personCompound(toks, end)) &&
			!answersUser(root, toks, end) && !(root == "respond" && questionsOf(toks, end)) && !(root == "write" && (copyOf(toks, end) || composedText(toks, end))) {
			out = append(out, recordAct{t.start, toks[end].end, root, false, false})
		} else if end, ok := personReached(toks, j); ok && (root == "text" || root == "email" || root == "message" || root == "mail" || root == "call" && calledPerson(toks[end].lower) ||
			root == "enroll" || root == "register" || root == "follow" || root == "block" || root == "reply" && toks[j-1].lower == "to") &&
			!personCompound(toks, end) {
			// "texts the buyer the tracking link", "emails each customer".
			out = append(out, recordAct{t.start, toks[end].end, root, false, false})
		} else if messagedPronoun(root, toks, j) {
			// "send them a fresh enrollment email", "texts her the link"
			// (probe round 134): a message to the person the pronoun
			// stands for.
			out = append(out, recordAct{t.start, toks[j].end, root, false, false})
		} else if userEnrolled(root, toks, j) {
			// "rebooks you on the next flight", "subscribes you to shows"
			// (probe round 139): the user put on or into something.
			out = append(out, recordAct{t.start, toks[j].end, root, false, false})
		} else if end, ok := accountObject(toks, j); ok && root != "run" && root != "log" && !intoOnly(root) {
			out = append(out, recordAct{t.start, toks[end].end, root, false, false})
		} else if end, rec, ok := pronounObject(toks, i, j); ok && !intoOnly(root) && actsOn(root, recordAt(toks, rec, rec)) && !setUp(root, toks, end) && !toModel(toks, end+1) {
			out = append(out, recordAct{t.start, toks[end].end, root, false, false})
		} else if v, _ := recordVerbOf(t.lower); v.anyObject && !headOfNoun(toks, i) {
			out = append(out, recordAct{t.start, t.end, root, false, false})
		} else if articleActs(v, root, phrasal) && j+1 < len(toks) && determiner(toks[j].lower) && !rightReserved(toks, j) {
			end := j + 1
			for end+1 < len(toks) && end < j+4 && toks[end+1].word && !notModifier(toks[end+1].lower) {
				end++
			}
			out = append(out, recordAct{t.start, toks[end].end, root, false, false})
		} else if end, ok := signedUp(toks, i, j); ok {
			out = append(out, recordAct{t.start, toks[end].end, root, false, false})
		} else if end, ok := wiredMoney(toks, i, j); ok {
			out = append(out, recordAct{t.start, toks[end].end, root, false, true})
		} else if j < len(toks) && wholesaleObject(toks[j].lower) && wholesaleAct(root) {
			// "the cleanup tool deletes what it finds", "sends anything
			// you ask": whatever it is given.
			out = append(out, recordAct{t.start, toks[j].end, root, false, false})
		} else if root == "top up" && j < len(toks) && toks[j].word && !notModifier(toks[j].lower) {
			// "top up any number": money paid in, whatever is topped up.
			out = append(out, recordAct{t.start, toks[j].end, root, false, true})
		} else if end, ok := savedInto(toks, root, j); ok && !usersAct(toks, t.start) {
			// (Not "you load it into your flight app yourself", probe
			// round 53.)
			out = append(out, recordAct{t.start, toks[end].end, root, false, false})
		} else if end, ok := addedTo(toks, root, j); ok && !usersAct(toks, t.start) {
			// "Adds groceries to your Instacart cart", "add songs to the
			// queue" (probe rounds 169 and 171): whatever is added, a
			// list the user keeps changes.
			out = append(out, recordAct{t.start, toks[end].end, root, false, false})
		} else if end, ok := codeRun(toks, root, j); ok {
			out = append(out, recordAct{t.start, toks[end].end, "exec", false, false}) // code run: the vocabulary's exec
		} else if end, ok := handedTo(toks, root, j); ok {
			out = append(out, recordAct{t.start, toks[end].end, root, false, false})
		} else if end, ok := runOnDevice(toks, root, j); ok {
			out = append(out, recordAct{t.start, toks[end].end, root, false, false})
		} else if end, ok := sentToService(toks, i); ok {
			// "Pushes updated nightly rates from your revenue sheet to
			// Booking.com", "Submits your answers through the CDP
			// reporter API": whatever is sent, it lands at a service.
			out = append(out, recordAct{t.start, toks[end].end, root, false, false})
		}
	}
	return out
}

// sentToService returns the index of the destination's last word when a
// sentence opens with a verb of sending or recording in the third
// person (sentRoot) whose object goes to, into or through a service the
// user keeps, named or the user's own, within its clause: "Pushes
// updated rates to Booking.com", "Schedules wake-up calls on the room
// phone through the hotel PBX", "Registers your compositions with your
// PRO" (probe rounds 75 to 210). What goes to the user,
// the chat, the clipboard or the model is no act.
func sentToService(toks []token, i int) (int, bool) {
	if sentRoot(toks[i].lower) == "" || !toks[i].capital || i > 0 && !sentenceEnd(toks[i-1]) {
		return 0, false
	}
	for j := i + 2; j < len(toks) && j <= i+10 && !clauseMark(toks[j]); j++ {
		if l := toks[j].lower; l == "request" || l == "requests" || l == "query" || l == "queries" || l == "payload" || l == "payloads" {
			return 0, false // "Sends HTTP requests to any API": a call
		}
		switch toks[j].lower {
		case "to", "into", "onto", "through", "via", "in", "on", "with":
		default:
			continue
		}
		k := j + 1
		own := false
		if k < len(toks) && (toks[k].lower == "your" || toks[k].lower == "their" || toks[k].lower == "each" || toks[k].lower == "every") {
			own = true
			k++
		} else if k < len(toks) && determiner(toks[k].lower) {
			k++
		}
		for m := k; m < len(toks) && m <= k+4 && toks[m].word; m++ {
			if userSide(toks[m].lower) {
				return 0, false
			}
			if (own || toks[m].capital) && (m+1 >= len(toks) || !toks[m+1].word || clauseMark(toks[m+1])) {
				return m, true
			}
		}
	}
	return 0, false
}

// sentRoot returns the root of a verb of sending or recording in the
// third person that sentTo reads, or "".
func sentRoot(l string) string {
	switch l {
	// (Not "writes": what is written is as often text for the user,
	// "Writes a LinkedIn post in your voice".)
	case "sends", "pushes", "books", "registers", "records", "schedules", "puts", "submits", "uploads", "posts":
		return strings.TrimSuffix(strings.TrimSuffix(l, "s"), "e")
	}
	return ""
}

// userSide reports where what is sent stays with the user: the chat, the
// user, the clipboard, the model.
func userSide(l string) bool {
	switch l {
	case "you", "user", "users", "chat", "conversation", "reply", "response", "clipboard", "terminal", "screen", "console",
		"stdout", "claude", "assistant", "model", "markdown", "disk", "context", "prompt":
		return true
	}
	return false
}

// addedTo reports, after "add" at toks[j-1], an object of up to five
// words and "to" a list the user keeps (a cart, a queue, a playlist, a
// watchlist, a register) within six words, and returns the list's index:
// "adds a username to your eBay blocked bidders list".
func addedTo(toks []token, root string, j int) (int, bool) {
	if root != "add" {
		return 0, false
	}
	k := j
	for k < len(toks) && k < j+5 && toks[k].word && toks[k].lower != "to" {
		k++
	}
	if k == j || k >= len(toks) || toks[k].lower != "to" {
		return 0, false
	}
	for m := k + 1; m < len(toks) && m <= k+6 && toks[m].word; m++ {
		if keptList(toks[m].lower) {
			return m, true
		}
	}
	return 0, false
}

// keptList reports the lists of a user's that adding changes: a cart, a
// queue, a playlist, a watchlist.
func keptList(l string) bool {
	switch l {
	case "cart", "carts", "basket", "baskets", "bag", "queue", "queues", "playlist", "playlists", "watchlist", "watchlists",
		"wishlist", "wishlists", "library", "list", "lists", "collection", "collections",
		// and a service's registers, groups and campaigns (probe rounds
		// 67 to 215): "Adds people to Google Groups", "Adds visitors to
		// the waitlist", "Adds negative keywords to your Google Ads
		// campaigns".
		"waitlist", "waitlists", "register", "registry", "directory", "group", "groups", "campaign", "campaigns",
		"category", "categories", "show", "shows", "roster", "board", "boards", "audience", "audiences", "segment",
		"segments", "tab":
		return true
	}
	return calendarWord(l)
}

// runOnDevice reports what is run on a connected device after "run",
// from toks[j] to the device: "runs it on the connected OT-2" (probe
// round 53), "run the protocol on your liquid handler". A machine
// moves; "runs it on your laptop" or "on the server" computes.
func runOnDevice(toks []token, root string, j int) (int, bool) {
	if root != "run" {
		return 0, false
	}
	k := j
	for k < len(toks) && k < j+4 && toks[k].word && toks[k].lower != "on" {
		k++
	}
	if k+2 >= len(toks) || toks[k].lower != "on" {
		return 0, false
	}
	k++
	if determiner(toks[k].lower) {
		k++
	}
	if toks[k].lower == "connected" && k+1 < len(toks) && toks[k+1].word {
		return k + 1, true
	}
	switch toks[k].lower {
	case "robot", "robots", "instrument", "instruments", "printer", "printers", "handler", "sequencer", "plotter":
		return k, true
	case "liquid":
		if k+1 < len(toks) && toks[k+1].lower == "handler" {
			return k + 1, true
		}
	}
	return 0, false
}

// intoChat reports "in the chat" or "into this conversation" at toks[k]:
// what is added or posted there is put before the user, not kept at a
// service ("Add addresses in the chat", "posts a warning into this
// conversation", probe rounds 63 and 65).
func intoChat(toks []token, k int) bool {
	if k+2 >= len(toks) || toks[k].lower != "in" && toks[k].lower != "into" {
		return false
	}
	if d := toks[k+1].lower; d != "the" && d != "this" && d != "your" {
		return false
	}
	return chatPlace(toks[k+2].lower) && toks[k+2].lower != "agent" && toks[k+2].lower != "assistant"
}

// portalAfter returns the index of a portal or a system within the
// four words from toks[k]: "the state claimant portal", "the funder's
// Fluxx portal".
func portalAfter(toks []token, k int) (int, bool) {
	for p := k; p < len(toks) && p <= k+4 && toks[p].word; p++ {
		switch toks[p].lower {
		case "portal", "portals", "system", "website", "site":
			return p, true
		}
	}
	return 0, false
}

// handedTo reads a verb of handing over whose object, whatever it is,
// goes to a party named after "to" (probe round 48): "submits it to the
// county board of review", "transmits the return to the IRS", "releases
// test results to students". It returns the index of the party's word.
// Not to the user ("submits it to you for review"), nor to a verb ("to
// see the results"), nor into a format.
func handedTo(toks []token, root string, j int) (int, bool) {
	switch root {
	case "submit", "transmit", "release", "forward", "deliver", "email", "send", "mail", "text", "broadcast", "deploy":
		// and what is e-mailed, mailed, texted or sent to a party:
		// "emails your weekly status summary to the team distribution
		// list" (probe round 50), "texts the transcript to the on-call
		// phone number" (probe round 147); broadcast or deployed to a
		// party or a service: "Broadcasts boat ramp closures to every
		// subscriber", "Deploys your updated merch storefront theme to
		// Shopify" (probe rounds 156 and 161).
	default:
		return 0, false
	}
	for k := j; k < len(toks) && k <= j+8; k++ {
		t := toks[k]
		if !t.word {
			return 0, false
		}
		if k == j && (t.lower == "to" || t.lower == "in" || t.lower == "through" || t.lower == "via") {
			return 0, false // "submit to": no object
		}
		if t.lower == "in" || t.lower == "through" || t.lower == "via" || t.lower == "on" {
			// or into a portal it is filed in: "submits the certification
			// in the state claimant portal".
			if p, ok := portalAfter(toks, k+1); ok {
				return p, true
			}
			return 0, false
		}
		if t.lower != "to" {
			continue
		}
		p := k + 1
		if p < len(toks) && determiner(toks[p].lower) {
			p++
		}
		if p >= len(toks) || !toks[p].word {
			return 0, false
		}
		switch l := toks[p].lower; {
		case l == "you" || l == "user" || l == "users" || l == "chat" || l == "clipboard" || l == "disk" || modelWord(l):
			return 0, false // and "sends it to Claude for a summary": the model, no party
		case (root == "send" || root == "email") && calledWith(toks[k-1].lower) && !staffRole(strings.TrimSuffix(l, "s")):
			// "Send HTTP requests to any API": a call, not a message; to
			// a person ("sends renewal requests to the prescriber",
			// probe round 220) they are messages.
			return 0, false
		case p == k+1 && (anyVerb(l) || prose.ReadVerb(l) || infinitiveVerb(l)) && !recordNoun(lastPart(l)):
			return 0, false // "submit the form to see the results"
		}
		return p, true
	}
	return 0, false
}

// intoOnly reports the verbs of moving data that act only with the
// store it goes into (savedInto): "Loads CSV files into a MotherDuck
// database" writes, "loads .data files and points out GC spikes" reads.
func intoOnly(root string) bool {
	return root == "load" || root == "stream" || root == "pipe"
}

// articleActs reports a verb that acts on whatever it is given once an
// article or a possessive starts its object: a verb of recordVerbOf's
// marked so ("comp a guest's room night"), or a phrasal verb whose
// particle settles it ("lock down a floor", "locks out a press"). A
// phrasal verb is read by its root, not by its first word's mark ("fires
// off a warning" sends, and "fire" alone needs a kitchen's record).
func articleActs(v recordVerb, root string, phrasal bool) bool {
	if phrasal {
		return root == "lock down" || root == "lock out"
	}
	return v.article
}

// toolSubject returns the token of the tool named as the subject of a
// verb of the third person at toks[i], as a list of tools describes each
// (probe round 193): "cleanup_branches deletes merged branches",
// "`commit` (writes the staged rows into the table)", "and rm, which
// deletes the object" (the token before ", which").
func toolSubject(text string, toks []token, i int) (int, bool) {
	l := toks[i].lower
	if i == 0 || !strings.HasSuffix(l, "s") || strings.HasSuffix(l, "ss") {
		return 0, false
	}
	k := i - 1
	if toks[k].lower == "(" && k > 0 {
		k--
	}
	if toks[k].lower == "which" && k > 1 && toks[k-1].lower == "," {
		return k - 2, true
	}
	if toks[k].lower == "`" && k > 0 {
		k--
	}
	if !toks[k].word || !identifierPart(text, toks[k]) {
		return 0, false
	}
	// Not an environment variable's name: "an NCBI_API_KEY raises the
	// rate limit" (probe round 25).
	w := text[toks[k].start:toks[k].end]
	return k, w != strings.ToUpper(w)
}

// identifierPart reports a word joined to the next or the one before by
// an underscore: a part of a tool's or a setting's name, not a verb of
// the sentence.
func identifierPart(text string, t token) bool {
	return t.start > 0 && text[t.start-1] == '_' || t.end < len(text) && text[t.end] == '_'
}

// keptParticiple reports toks[i] as the participle of a verb of keeping
// right after the thing kept ("notes written", "data written back",
// "files uploaded"), and its root; not what a verb of reading looks at
// ("Shows the files uploaded to your drive").
func keptParticiple(toks []token, i int) (string, bool) {
	if i == 0 || !toks[i-1].word || readBefore(toks, i-2) || readPredicate(toks, i) {
		return "", false // and "Files uploaded to your Drive are indexed" (probe round 105)
	}
	if notModifier(toks[i-1].lower) || determiner(toks[i-1].lower) {
		return "", false // "from uploaded contracts": the participle names the things (probe round 85)
	}
	switch toks[i].lower {
	case "written":
		return "write", true
	case "saved":
		return "save", true
	case "uploaded":
		return "upload", true
	case "dropped", "placed":
		// "exports dropped into shared team folders" (probe round 43):
		// kept where a record is named after (savedInto).
		return "save", true
	case "recorded", "logged", "entered":
		// "late-penalty adjustments recorded directly in the gradebook",
		// "calls logged in the CRM": kept only where a record is named
		// after (savedInto).
		return "record", true
	}
	return "", false
}

// settingsChanged reports a verb of changing at toks[i] whose object
// names settings ("fan speed", "alert thresholds", "shipping zones"),
// listed or not, of a thing the user has or to a value: "Change the
// fan speed on your Dyson", "Sets Shopify tax overrides, shipping zones
// and flat shipping rates for your store", "Change your ecobee comfort
// settings", "Set the brightness to 40%" (probe round 189). It returns
// the token that ends the object. Not "change the way you work" or
// "change the port in your config file": no setting is named.
func settingsChanged(toks []token, i int) (int, bool) {
	switch toks[i].lower {
	case "change", "changes", "adjust", "adjusts", "set", "sets", "update", "updates", "modify", "modifies", "tweak",
		"tweaks", "tune", "tunes":
	default:
		return 0, false
	}
	if i+1 >= len(toks) || toks[i+1].lower == "up" || toks[i+1].lower == "out" {
		return 0, false // "set up", "sets out"
	}
	// The user's own settings ("Change your ecobee comfort settings"),
	// or the server's act in the third person ("Sets the log level",
	// probe round 198), not a setup step's "Set the log level with
	// LOG_LEVEL", nor a noun before a clause ("which updates it would
	// group, schedule or automerge").
	own := toks[i+1].lower == "your" || strings.HasSuffix(toks[i].lower, "s") && !pronoun(toks[i+1].lower)
	end, named := 0, false
	for k := i + 1; k < len(toks) && k <= i+18; k++ {
		t := toks[k]
		if !t.word {
			if t.lower == "," && k+1 < len(toks) {
				switch toks[k+1].lower {
				case "the", "a", "an", "it", "you", "we", "they", "this", "that", "which", "then", "so", "but":
					// A clause after the comma, not another setting:
					// "To change a status, the user works in the app".
					return end, named && own
				}
			}
			if t.lower != "," && t.lower != "/" && t.lower != "-" {
				return end, named && own && (t.lower == "(" || sentenceEnd(t) || clauseMark(t))
			}
			continue
		}
		switch t.lower {
		case "on", "of", "for", "in", "across", "at":
			if !named || k+1 >= len(toks) {
				return 0, false
			}
			next := toks[k+1]
			if !determiner(next.lower) && !next.capital && !recordNoun(next.lower) && !modifiedRecord(toks, k+1) {
				return 0, false
			}
			if t.lower == "of" {
				// Whose settings they are belongs to the act: "the
				// priority of the Jira issue".
				for end = k + 1; end+1 < len(toks) && end < k+5 && toks[end+1].word && !objectEnds(toks[end+1].lower); end++ {
				}
			}
			return end, true
		case "to":
			return end, named
		case "and", "or":
			if k+1 < len(toks) {
				if _, ok := actVerb(toks[k+1].lower); ok {
					// The next verb's own object ("Tune the VFO and change
					// mode"); the settings before it are this verb's ("Sets
					// your Slack status and toggles do-not-disturb", probe
					// round 162).
					return end, named && own
				}
			}
		}
		if settingNoun(t.lower) && (k+1 >= len(toks) || !toks[k+1].word || objectEnds(toks[k+1].lower)) {
			named = true
		}
		end = k
	}
	return 0, false
}

// modifiedRecord reports a record after a participle that describes it,
// at toks[j]: "running services", "archived projects".
func modifiedRecord(toks []token, j int) bool {
	l := toks[j].lower
	return (strings.HasSuffix(l, "ing") || strings.HasSuffix(l, "ed")) && j+1 < len(toks) && recordNoun(toks[j+1].lower)
}

// settingNoun reports the words that name a setting of a device, an
// account or a service: what a verb of changing changes there.
func settingNoun(l string) bool {
	switch l {
	case "speed", "speeds", "level", "levels", "mode", "modes", "temperature", "temperatures", "setpoint", "setpoints",
		"sensitivity", "size", "sizes", "type", "period", "window", "windows", "threshold", "thresholds", "recipients",
		"plan", "limit", "limits", "schedule", "schedules", "settings", "brightness", "volume", "timer", "timers",
		"position", "tilt", "rate", "rates", "zone", "zones", "override", "overrides", "budget", "budgets", "bid", "bids",
		"cap", "caps", "timeout", "timeouts", "interval", "intervals", "frequency", "humidity", "suction", "bass",
		"treble", "quota", "quotas", "preferences", "lock",
		// and a record's own fields (probe round 190): "Changes the
		// status and assignee of matters".
		"status", "assignee", "assignees", "priority", "owner",
		// and a device's and a record's (probe round 194): "Set the
		// alarm on your Hatch Restore", "changes the owner contact
		// details on your pet's chip record".
		"alarm", "alarms", "details":
		return true
	}
	return false
}

// computerInput reads toks[i] as a verb of working the user's computer
// and returns the index of what it works (probe round 40): "moves the
// mouse", "move the cursor", "presses keys", "press the Enter key". Its
// object makes it a verb wherever it stands, but after a determiner
// ("the moves the mouse makes").
func computerInput(toks []token, i int) (int, bool) {
	j := i + 1
	if j < len(toks) && (toks[j].lower == "the" || toks[j].lower == "a") {
		j++
	}
	if j >= len(toks) || !toks[j].word {
		return 0, false
	}
	switch toks[i].lower {
	case "move", "moves":
		return j, toks[j].lower == "mouse" || toks[j].lower == "cursor" || toks[j].lower == "pointer"
	case "press", "presses":
		if toks[j].lower == "enter" || toks[j].lower == "return" || toks[j].lower == "tab" {
			j++ // "press the Enter key"
		}
		if j < len(toks) {
			switch toks[j].lower {
			case "key", "keys", "keystrokes", "hotkeys", "shortcuts", "button", "buttons":
				return j, true
			}
		}
	}
	return 0, false
}

// pathEdited reads toks[i] as a verb of changing files followed by a
// path in the user's home ("edits ~/.zshrc", "deletes ~/Downloads/old")
// and returns the index of the path's last token.
func pathEdited(toks []token, i int) (int, bool) {
	switch toks[i].lower {
	case "edit", "edits", "modify", "modifies", "overwrite", "overwrites", "delete", "deletes", "remove", "removes",
		"patch", "patches", "rewrite", "rewrites":
	default:
		return 0, false
	}
	j := i + 1
	if j+1 >= len(toks) || toks[j].lower != "~" || toks[j+1].lower != "/" || toks[j].end != toks[j+1].start {
		return 0, false
	}
	end := j + 1
	for end+1 < len(toks) && toks[end+1].start == toks[end].end &&
		(!clauseMark(toks[end+1]) || toks[end+1].lower == "." && end+2 < len(toks) && toks[end+2].word && toks[end+2].start == toks[end+1].end) {
		end++ // "~/.zshrc": a dot inside the path
	}
	return end, true
}

// headlineParticiple reads toks[i], a participle of acting right after
// the thing acted on, in a headline's shorthand, with whom or where it
// is done for or from after it: "Uber trips requested from the chat",
// "Kubernetes deployments, scaled and reverted from the chat", "Monzo
// pots topped up from your main account", "orders, paid with your
// stored card" (probe round 225). It returns the act's root and the
// index of the place's last word. Not what was done before, dated or
// counted ("Trips requested last month, by city"), nor what a verb of
// reading looks at.
func headlineParticiple(toks []token, i int) (string, int, bool) {
	root, ok := participleRoot(toks[i].lower)
	if !ok || i == 0 || !strings.HasSuffix(toks[i].lower, "ed") && toks[i].lower != "sent" && toks[i].lower != "paid" ||
		root == "respond" || root == "answer" || root == "handle" || root == "manage" {
		return "", 0, false // (and "questions answered from your documents": a reply; "handled from chat": said of an act named before)
	}
	for j := i + 1; j < len(toks) && !clauseMark(toks[j]); j++ {
		if beOrHave(toks[j].lower) {
			return "", 0, false // "Files uploaded to your Drive are indexed": the subject of what the server does
		}
	}
	prev := i - 1
	if toks[prev].lower == "," && prev > 0 {
		prev-- // "deployments, scaled"
	}
	if p := toks[prev]; !p.word || determiner(p.lower) || beOrHave(p.lower) || !(recordNoun(lastPart(p.lower)) || strings.HasSuffix(p.lower, "s")) {
		return "", 0, false
	}
	for j := prev - 1; j >= 0 && !clauseMark(toks[j]); j-- {
		if toks[j].word && (readingVerb(toks[j].lower) || prose.ReadVerb(toks[j].lower) || anyVerb(toks[j].lower)) && !recordNoun(toks[j].lower) {
			return "", 0, false // "Shows trips requested from the app": looked at; "It books tables reserved for you": another verb's
		}
	}
	k := i + 1
	if k < len(toks) && toks[k].lower == "up" {
		k++ // "topped up"
	}
	for k+1 < len(toks) && (toks[k].lower == "and" || toks[k].lower == ",") {
		if _, ok := participleRoot(toks[k+1].lower); !ok {
			break
		}
		k += 2 // "scaled and reverted"
	}
	if k < len(toks) && (toks[k].lower == "straight" || toks[k].lower == "directly") {
		k++
	}
	if k+1 >= len(toks) {
		return "", 0, false
	}
	next := toks[k+1].lower
	place := false
	switch toks[k].lower {
	case "from":
		place = next == "the" && k+2 < len(toks) && toks[k+2].lower == "chat" || next == "chat" || next == "your"
	case "with", "into", "to", "through", "via", "for":
		// (Not "in" or "on": "Meetings recorded in Zoom" are where others
		// made them.)
		place = next == "your" || next == "their" || next == "every" || next == "each" || toks[k+1].capital
	}
	if !place {
		return "", 0, false
	}
	end := k + 1
	for end+1 < len(toks) && end < k+5 && toks[end+1].word && !objectEnds(toks[end+1].lower) {
		end++ // to the place's noun: "from the chat", "with your stored card"
	}
	return root, end, true
}

// beOrHave reports the forms of "be" and "have" that make a participle
// after them a tense or a passive, not a headline's shorthand.
func beOrHave(l string) bool {
	switch l {
	case "is", "are", "was", "were", "be", "been", "being", "has", "have", "had", "get", "gets", "got":
		return true
	}
	return false
}

// sentParticiple reads toks[i], a participle of sending right after
// the record sent and before where it goes ("renewed licenses mailed to
// each holder", "engagement letters sent out"), or of billing before
// whom it is billed to ("reports ordered and billed to your account",
// money), and returns the act's root and the index of its last word.
// Not what a verb of reading looks at ("Shows the invoices sent to each
// client"), nor what was billed ("what was charged to your card").
func sentParticiple(toks []token, i int) (root string, end int, money, ok bool) {
	if i == 0 || i+2 >= len(toks) || !toks[i-1].word {
		return "", 0, false, false
	}
	for j := i - 2; j >= 0 && !clauseMark(toks[j]); j-- {
		// (A record that is also a verb of reading is the record:
		// "background reports ordered and billed".)
		if toks[j].word && (readingVerb(toks[j].lower) || prose.ReadVerb(toks[j].lower)) && !recordNoun(toks[j].lower) {
			return "", 0, false, false
		}
	}
	next, after := toks[i+1].lower, toks[i+2].lower
	switch toks[i].lower {
	case "mailed", "emailed", "sent", "texted", "faxed":
		if !recordNoun(lastPart(toks[i-1].lower)) {
			return "", 0, false, false
		}
		if next == "out" {
			return "send", i + 1, false, true
		}
		if next == "to" && (after == "each" || after == "every" || after == "the" || after == "their" || after == "all") &&
			i+3 < len(toks) && toks[i+3].word {
			return "send", i + 3, false, true
		}
	case "billed", "charged":
		switch toks[i-1].lower {
		case "was", "were", "is", "are", "be", "been":
			return "", 0, false, false
		}
		if next == "to" && (after == "your" || after == "the" || after == "each") && i+3 < len(toks) && toks[i+3].word {
			return "bill", i + 3, true, true
		}
	}
	return "", 0, false, false
}

// savedInto finds, for a verb of keeping (save, upload, write, move),
// the record its object is put into, within the clause that starts at
// toks[j]: "Saves the image to your Pictures folder", "writes the
// summary into the team's Notion page", or the path on disk it is
// saved to ("save it to ~/Pictures/generated"). It returns the index of
// the record, or of the path's last token.
// Only "to" and "into" before an article, a name or the record place:
// "save time in your workflow" keeps nothing, nor does "save hours to
// focus on your projects".
func savedInto(toks []token, root string, j int) (int, bool) {
	reach := 4
	switch root {
	case "save", "upload", "write", "move", "record", "push", "clip", "drop":
	case "import":
	case "load", "stream", "pipe", "commit":
		reach = 7 // "Loads CSV and Parquet files from your laptop into a MotherDuck database"
	default:
		return 0, false
	}
	for k := j; k+1 < len(toks) && k <= j+reach && (!clauseMark(toks[k]) || extensionDot(toks, k)); k++ {
		if toks[k].lower != "to" && toks[k].lower != "into" && toks[k].lower != "onto" && !(root == "record" && toks[k].lower == "in") {
			continue // (and "onto": "Loads the next design onto the Tajima embroidery machine", probe round 156)
		}
		if n := toks[k+1]; toks[k].lower != "in" && n.word && n.capital && !fileFormat(n.lower) && !anyVerb(n.lower) {
			// A service by its name: "saved straight into Todoist"
			// (probe round 42); not a format ("save to PDF") nor a verb
			// ("to Create"), nor where a meeting was recorded
			// ("recorded in Zoom").
			return k + 1, true
		}
		if root == "import" {
			return 0, false // a service by its name only: "a spreadsheet you can import into your email tool" (probe round 125)
		}
		if end, ok := ownList(toks, k+1); ok {
			return end, true // "save places to your Want to go list"
		}
		if n := toks[k+1]; n.lower == "~" || n.lower == "/" {
			// A path on the user's disk, to its last character: "save it
			// to ~/Pictures/generated".
			end := k + 1
			for end+1 < len(toks) && toks[end+1].start == toks[end].end && !clauseMark(toks[end+1]) {
				end++
			}
			return end, true
		} else if !n.capital && !articleAfter(toks, k) && !recordNoun(lastPart(n.lower)) &&
			!(k+2 < len(toks) && toks[k+2].word && recordNoun(lastPart(toks[k+2].lower))) {
			return 0, false // "save hours to focus on your projects": an infinitive, not "to company records"
		}
		// (Six words on: "into your project's docs/images folder".) A
		// file named by its name is one too: "writes the results into
		// the matching fr.json" (probe round 44).
		for m := k + 1; m < len(toks) && m <= k+6 && (!clauseMark(toks[m]) || dottedName(toks, m)); m++ {
			if toks[m].word && recordNoun(lastPart(toks[m].lower)) {
				return m, true
			}
			if dottedName(toks, m) && (configExtension(toks[m+1].lower) || fileFormat(toks[m+1].lower)) {
				return m + 1, true
			}
		}
		return 0, false
	}
	return 0, false
}

// extensionDot reports the dot of a file's extension at toks[k], a
// space before it and a word right after: "write the .tmx back to your
// project" (probe round 43) has no sentence end in it.
func extensionDot(toks []token, k int) bool {
	return toks[k].lower == "." && k > 0 && toks[k-1].end < toks[k].start && k+1 < len(toks) && toks[k+1].word &&
		toks[k].end == toks[k+1].start
}

// fileFormat reports the names of file formats a thing is saved as,
// not a place it is saved in: "export to PDF", "save to Markdown".
func fileFormat(l string) bool {
	switch l {
	case "pdf", "csv", "json", "yaml", "xml", "html", "markdown", "md", "png", "jpg", "jpeg", "svg", "gif", "webp",
		"txt", "docx", "xlsx", "pptx", "mp3", "mp4", "wav", "epub":
		return true
	}
	return false
}

// ownList returns the index of "list" in "your ... list", one to four
// words on from toks[i]: a list the user keeps at the service ("your
// Want to go list", "your reading list").
func ownList(toks []token, i int) (int, bool) {
	if i >= len(toks) || toks[i].lower != "your" {
		return 0, false
	}
	for k := i + 1; k < len(toks) && k <= i+5; k++ {
		switch {
		case !toks[k].word:
			return 0, false
		case toks[k].lower == "list":
			return k, true
		}
	}
	return 0, false
}

// whenTo reports toks[i], a verb after "to", as advice on when or how
// to do it, not the doing: "predicts the best hour to send each
// campaign", "the right time to post", "how to publish a release".
func whenTo(toks []token, i int) bool {
	if i < 2 || toks[i-1].lower != "to" {
		return false
	}
	switch toks[i-2].lower {
	case "hour", "hours", "time", "times", "day", "days", "moment", "window", "minute", "slot", "when", "how":
		return true
	}
	return false
}

// remindedTo reports toks[i] as the act a person is reminded or
// nudged to do: "Reminds you to follow up with leads", "nudges your
// team to update their tickets". The person acts, not the server.
func remindedTo(toks []token, i int) bool {
	if i < 3 || toks[i-1].lower != "to" {
		return false
	}
	k := i - 2
	if !pronoun(toks[k].lower) && !person(toks[k].lower) && toks[k].lower != "team" {
		return false
	}
	for k--; k >= 0 && k >= i-4 && toks[k].word; k-- {
		switch toks[k].lower {
		case "remind", "reminds", "reminding", "nudge", "nudges", "nudging", "prompt", "prompts", "prompting":
			return true
		}
		if !determiner(toks[k].lower) && toks[k].lower != "your" {
			break
		}
	}
	return false
}

// tookCare reports toks[i] as the verb of "take care of", which manages
// what follows "of" as "manage" does: "Your agent takes care of
// prescription renewals".
func tookCare(toks []token, i int) bool {
	switch toks[i].lower {
	case "take", "takes", "taking", "took":
		return i+2 < len(toks) && toks[i+1].lower == "care" && toks[i+2].lower == "of"
	}
	return false
}

// placedAfter reports a record put on, in or onto a record of the
// user's within the clause that starts at toks[j]: "puts the meeting on
// their Google Calendars", "put tasks on the board".
func placedAfter(toks []token, j int) bool {
	for k := j; k+1 < len(toks) && k <= j+4 && !clauseMark(toks[k]); k++ {
		switch toks[k].lower {
		case "on", "in", "into", "onto":
			for m := k + 1; m < len(toks) && m <= k+4 && !clauseMark(toks[m]); m++ {
				if toks[m].word && recordNoun(lastPart(toks[m].lower)) {
					return true
				}
			}
			return false
		}
	}
	return false
}

// comparedAgainst reports "against" in the clause that starts at
// toks[j], after a verb's object: "reconcile the invoice against your
// contract" compares the two ("reconcile bank transactions" marks them
// matched at the service).
func comparedAgainst(toks []token, j int) bool {
	for ; j < len(toks) && !clauseMark(toks[j]); j++ {
		if toks[j].lower == "against" {
			return true
		}
	}
	return false
}

// rightReserved reports "the right" after "reserve": "We reserve the
// right to change prices" books nothing.
func rightReserved(toks []token, j int) bool {
	return j+1 < len(toks) && (toks[j+1].lower == "right" || toks[j+1].lower == "rights")
}

// signedUp reports "sign" at toks[i], then people and "up" from toks[j]:
// "Sign people up for Saturday yoga" enrols them ("Sign up for a free
// account" asks the reader). It returns the particle.
func signedUp(toks []token, i, j int) (int, bool) {
	switch toks[i].lower {
	case "sign", "signs", "signing":
	default:
		return 0, false
	}
	if j+1 >= len(toks) || toks[j+1].lower != "up" {
		return 0, false
	}
	switch l := toks[j].lower; l {
	case "them", "people", "everyone", "guests", "players", "students", "staff", "volunteers":
		return j + 1, true
	default:
		return j + 1, person(l)
	}
}

// wiredMoney reports "wire" or "sweep" at toks[i] with money for object
// from toks[j]: "Wire funds to vendors over SWIFT", "wires the payout",
// "sweep idle cash into T-bills" ("wire up the API", "wire transfers",
// the noun, and "sweep stale branches" move no money). It returns the
// object.
func wiredMoney(toks []token, i, j int) (int, bool) {
	switch toks[i].lower {
	case "wire", "wires", "wiring", "sweep", "sweeps", "sweeping":
	default:
		return 0, false
	}
	if j < len(toks) && determiner(toks[j].lower) {
		j++
	}
	if j < len(toks) {
		switch toks[j].lower {
		case "idle", "excess", "spare", "surplus", "unused":
			j++ // "sweep idle cash into T-bills"
		}
	}
	if j >= len(toks) {
		return 0, false
	}
	switch toks[j].lower {
	case "funds", "money", "cash", "payment", "payments", "payout", "payouts", "salary", "salaries", "deposit", "deposits":
		return j, true
	}
	return 0, false
}

// pronounObject reports "them" or "it" as the object of the verb at
// toks[i], whose words after it start at toks[j] (past verbs joined to
// it: "send or schedule them"), standing for the nearest record before
// the verb in its sentence, plural for "them" and singular for "it":
// "Build audiences, design campaigns from templates, and send or
// schedule them" sends the campaigns. "ones" after at most two words
// that say which stands for a plural record too: "Prepares envelopes
// for signature and voids expired ones". It returns the pronoun and the
// record.
func pronounObject(toks []token, i, j int) (end, rec int, ok bool) {
	for j < len(toks) {
		switch l, ones := toks[j].lower, onesAfter(toks, j); {
		case l == "them" || l == "it":
			end = j
		case l == "one" && j+1 < len(toks) && (!toks[j+1].word || slices.Contains([]string{"for", "to", "at", "on", "in", "with", "from", "and"}, toks[j+1].lower)):
			// "Lists open appointments and books one for your pet"
			// (probe round 93): one of the records before.
			end = j
		case ones > 0:
			end = ones
		case (l == "," || l == "and" || l == "or") && j+1 < len(toks):
			j++
			if toks[j].lower == "and" || toks[j].lower == "or" {
				j++
			}
			if j < len(toks) && toks[j].word && anyVerb(toks[j].lower) {
				j++
				continue
			}
			return 0, 0, false
		default:
			return 0, 0, false
		}
		break
	}
	if j >= len(toks) {
		return 0, 0, false
	}
	for k := i - 1; k >= 0; k-- {
		t := toks[k]
		if !t.word && sentenceMark(t.lower) && t.lower != ":" && t.lower != "(" && t.lower != ")" {
			return 0, 0, false
		}
		if !t.word || !recordNoun(lastPart(t.lower)) || credential(lastPart(t.lower)) {
			continue
		}
		if t.lower == "server" {
			return 0, 0, false // "Connect your server and restart it": the MCP server itself
		}
		if afterPreposition(toks, k) {
			continue // "Generates a lease from your template and issues it": the lease
		}
		plural := strings.HasSuffix(t.lower, "s") && !strings.HasSuffix(t.lower, "ss")
		if plural == (toks[end].lower != "it") || plural && toks[end].lower == "one" {
			return end, k, true
		}
		// "drafts replies in your voice and sends them": a record of
		// the other number is passed over for one further back.
	}
	return 0, 0, false
}

// setUp reports "set" with its pronoun and "up" after it: "a one-command
// installer that sets them up across Claude Code and Cursor" installs,
// it changes no record.
func setUp(root string, toks []token, end int) bool {
	return root == "set" && end+1 < len(toks) && toks[end+1].lower == "up"
}

// afterPreposition reports the record at toks[k] as the object of a
// preposition, past a determiner and a modifier: "from your template",
// "in the shared drive". A pronoun later in the sentence stands for a
// verb's object, not for it.
func afterPreposition(toks []token, k int) bool {
	for j := k - 1; j >= 0 && j >= k-3; j-- {
		t := toks[j]
		if !t.word {
			return false
		}
		switch t.lower {
		case "from", "in", "into", "on", "with", "to", "for", "of", "at", "by", "via":
			return true
		}
		if !determiner(t.lower) && j < k-1 {
			return false
		}
	}
	return false
}

// onesAfter returns the index of "ones" at toks[j] or after one or two
// words that say which ("expired ones", "the old ones"), or 0.
func onesAfter(toks []token, j int) int {
	for k := j; k < len(toks) && k <= j+2; k++ {
		switch {
		case toks[k].lower == "ones":
			return k
		case !toks[k].word || linkWord(toks[k].lower) || clauseVerb(toks[k].lower):
			return 0
		}
	}
	return 0
}

// listedState reports "open" joined to a record before it, in a list of
// what is looked up: "the client's recent orders and open tickets" are
// tickets that are open. "opens" is the verb only ("commits the changes
// and opens a pull request").
func listedState(toks []token, i int) bool {
	if i < 2 || toks[i].lower != "open" {
		return false
	}
	switch toks[i-1].lower {
	case "and", "or", ",":
		return toks[i-2].word && recordNoun(lastPart(toks[i-2].lower)) || lookedUpList(toks, i)
	}
	return false
}

// lookedUpList reports toks[i] in a list of nouns that a thing to look
// at heads with "for", "of" or "on": "Shodan lookups for exposed
// hosts, open ports and service banners" looks up ports that are open.
func lookedUpList(toks []token, i int) bool {
	for j := i - 1; j > 0; j-- {
		switch l := toks[j].lower; {
		case l == "for" || l == "of" || l == "on":
			return toks[j-1].word && prose.ReadingNoun(toks[j-1].lower)
		case clauseMark(toks[j]) && l != ",":
			return false
		case toks[j].word && anyVerb(l):
			return false
		}
	}
	return false
}

// readOnlyObject reports an object, toks[i:end+1], that says it only
// reads, or the word after it: "Attach a read-only IAM role", "create a
// view-only API key" set the server up to read.
func readOnlyObject(toks []token, i, end int) bool {
	// and one opened so: "Opens the catalog database read-only" (probe
	// round 43).
	if end+1 < len(toks) {
		end++
	}
	for ; i <= end; i++ {
		switch toks[i].lower {
		case "read-only", "readonly", "view-only":
			return true
		}
	}
	return false
}

// accountObject reports whether the words from toks[i] are an object
// that the user's account holds, whatever it is: at most three words,
// then "in", "to" or "from" the user's account or workspace ("Create
// short links in your Bitly account", "Add subscribers to your
// Mailchimp account"). What is made or changed there is kept for the
// user as a record is. It returns the object's last token; an act with
// no object ("Log in to your account") has none.
func accountObject(toks []token, i int) (int, bool) {
	last := -1
	for n := 0; i < len(toks) && toks[i].word; i++ {
		switch l := toks[i].lower; {
		case l == "in" || l == "to" || l == "from" || l == "into":
			if last < 0 || !usersAccount(toks, i+1) {
				return 0, false
			}
			return last, true
		case determiner(l):
		default:
			if n++; n > 3 {
				return 0, false
			}
			last = i
		}
	}
	return 0, false
}

// usersAccount reports the user's account from toks[i]: "your" or
// "the user's", at most two words naming the service, then "account",
// "workspace" or "organization".
func usersAccount(toks []token, i int) bool {
	switch {
	case i < len(toks) && toks[i].lower == "your":
		i++
	case i+1 < len(toks) && toks[i].lower == "the" && toks[i+1].lower == "user's":
		i += 2
	default:
		return false
	}
	for n := 0; n <= 2 && i < len(toks) && toks[i].word; n, i = n+1, i+1 {
		switch toks[i].lower {
		case "account", "accounts", "workspace", "workspaces", "organization", "organisation", "org":
			return true
		}
	}
	return false
}

// compoundAct reports toks[i] as the head of a compound whose first
// word is a record ("experiment management", "media editing", "invoice
// creation"): an act's -ment, -ing or -ion form. What is said about such
// a compound ("questions about calendar management") is not what the
// tools do, so the record must not follow "about", "on", "regarding"
// or "of"; nor is a compound that modifies a thing to look at ("project
// management analytics").
func compoundAct(toks []token, i int) (string, bool) {
	if i == 0 || !toks[i].word || !toks[i-1].word {
		return "", false
	}
	root, ok := nominalAct(lastPart(toks[i-1].lower), toks[i].lower)
	if ok && readVerbBefore(toks, i-2) {
		return "", false // "Lists every no-sale drawer opening": the acts looked at (probe round 100)
	}
	if ok && i+1 < len(toks) && toks[i+1].word && modifiedNoun(toks[i+1].lower) {
		if v, _ := recordVerbOf(toks[i].lower); !v.alone && !strings.HasSuffix(toks[i].lower, "ing") {
			// "account closure requests", "form submission counts",
			// "Ticket creation trends": the act's noun names a kind of
			// what follows (probe round 92).
			return "", false
		}
	}
	if !ok {
		root, ok = productEdited(toks[i-1].lower, toks[i].lower)
	}
	if !ok {
		root, ok = bareCompound(toks, i)
	}
	if !ok {
		root, ok = platformPosting(toks, i)
	}
	if !ok || !actNamed(toks, i) || productName(toks, i) || i >= 2 && settledWord(toks[i-2].lower) ||
		root == "expire" && expiryWhen(toks, i+1) || comingDue(toks, i+1) {
		// ("contract expiring in the next 90 days": when it ends.)
		return "", false
	}
	return root, true
}

// modifiedNoun reports the nouns an act's noun can modify, naming a
// kind of them: records ("closure requests"), what is looked at
// ("approval status"), and counts and dates ("submission counts",
// "renewal dates").
func modifiedNoun(l string) bool {
	switch l {
	case "count", "counts", "rate", "rates", "trend", "trends", "date", "dates", "deadline", "deadlines", "reason", "reasons",
		"time", "times", "window", "windows", "term", "terms", "volume", "volumes", "finding", "findings":
		return true
	}
	return recordNoun(l) || prose.ReadingNoun(l)
}

// bareCompound reports toks[i] as an act's bare noun after the record
// it is done to, in a list of what a server offers: "receipt upload",
// "DNS record edits", "cache purges", "release rollbacks", "pipeline
// retries", "ticket triage". These nouns are as often what is looked
// at, so a verb of reading before them in their clause makes them that
// ("View recent file uploads", "track record edits"). "Replies" is
// left out: after a record that is also a verb it is that verb's object
// ("Drafts replies").
func bareCompound(toks []token, i int) (string, bool) {
	record := lastPart(toks[i-1].lower)
	var root string
	switch toks[i].lower {
	case "upload", "uploads", "edit", "edits", "purge", "purges", "rollback", "rollbacks", "retry", "retries", "triage":
		r, ok := actVerb(toks[i].lower)
		if !ok || !recordNoun(record) || credential(record) || !actsOn(r, record) {
			return "", false
		}
		root = r
	case "reset", "resets":
		// An account's sign-in reset: "Password resets and MFA
		// re-enrollment for Okta users" (probe round 170).
		switch record {
		case "password", "passwords", "mfa", "2fa", "pin", "pins", "passcode", "passcodes":
		default:
			return "", false
		}
		if !nounActEnds(toks, i) {
			return "", false // "password reset logs", "the Okta password reset steps"
		}
		root = "reset"
	case "adjustment", "adjustments", "cancellation", "cancellations":
		// "Inventory adjustments", "loyalty point adjustments", "meeting
		// cancellations" (probe round 170): a record changed or called off.
		r := "adjust"
		if strings.HasPrefix(toks[i].lower, "cancel") {
			r = "cancel"
		}
		if !recordNoun(record) && record != "point" && record != "points" || !actsOn(r, record) || !nounActEnds(toks, i) {
			return "", false // (not "inventory adjustment history", "meeting cancellation rates")
		}
		root = r
	case "restore", "restores", "rerun", "reruns", "wipe", "wipes", "lock", "locks":
		// "Backup restores, job reruns", "Device wipe, device lock",
		// "remote lock, wipe" (probe rounds 183 and 187); not "restore
		// points" or a door's lock.
		root = strings.TrimSuffix(toks[i].lower, "s")
		if !nounActRecord(root, record) || !nounActEnds(toks, i) {
			return "", false
		}
	case "control", "arming", "disarming":
		// A device worked: "Roborock vacuum control", "alarm arming and
		// disarming", as the keyword "valve-control" says, or the devices
		// listed after it ("Home Assistant control for agents — lights,
		// thermostats, locks").
		if !controlledDevice(record) && !devicesListed(toks, i) {
			return "", false
		}
		root = "control"
	case "execution":
		// Code run: "Python execution in a Jupyter kernel", "sandboxed
		// command execution" ("trade execution" is money's, read
		// elsewhere).
		if !executedCode(toks[i-1].lower) {
			return "", false
		}
		root = "run"
	default:
		return "", false
	}
	if readBefore(toks, i-2) {
		return "", false
	}
	return root, true
}

// nounActRecord reports the records an act named by its bare noun is
// done to when they come before it: a backup or a job restored or run
// again, a managed device wiped or locked.
func nounActRecord(root, record string) bool {
	switch root {
	case "restore", "rerun":
		switch record {
		case "backup", "backups", "snapshot", "snapshots", "file", "files", "job", "jobs", "pipeline", "pipelines",
			"database", "vm", "vms", "mailbox", "mailboxes":
			return true
		}
	case "wipe", "lock":
		switch record {
		case "device", "devices", "laptop", "laptops", "phone", "phones", "iphone", "ipad", "ipads", "mac", "macs",
			"endpoint", "endpoints", "tablet", "tablets", "remote":
			return true
		}
	}
	return false
}

// nounActEnds reports an act's noun at toks[i] that ends its phrase, in a
// list of what a server does: no noun after it ("password reset
// logs"), no verb of reading heading its sentence's list ("Flags
// duplicate therapy and renal dose adjustments"), and not inside
// parentheses that give examples of something else ("sign-in anomalies
// (new devices, MFA resets)").
func nounActEnds(toks []token, i int) bool {
	if i+1 < len(toks) && toks[i+1].word {
		switch toks[i+1].lower {
		case "and", "or", "for", "of", "in", "with", "across", "via", "from", "to", "on", "at", "through", "by":
		default:
			return false
		}
	}
	for k := i - 1; k >= 0 && !sentenceEnd(toks[k]); k-- {
		switch {
		case toks[k].lower == "(":
			return false
		case toks[k].lower == ")":
			return true
		case toks[k].word && (readsThird(toks[k].lower) || toks[k].lower == "flags" || toks[k].lower == "explains"):
			return false
		}
	}
	return true
}

// intoOwnStore reports a place after a verb's object, within its
// clause, that is the server's own store: "into a local semantic
// index", "to its cache", "into embeddings". What is synced or
// imported there is read, to be searched.
func intoOwnStore(toks []token, j int) bool {
	for k := j; k < len(toks) && k <= j+8 && !clauseMark(toks[k]); k++ {
		if toks[k].lower != "into" && toks[k].lower != "to" {
			continue
		}
		for m := k + 1; m < len(toks) && m <= k+4 && toks[m].word; m++ {
			switch toks[m].lower {
			case "index", "cache", "embeddings", "embedding", "vectors":
				return true
			}
		}
		return false
	}
	return false
}

// devicesListed reports a list of devices right after toks[i]: a colon
// or a dash within four words, then a device.
func devicesListed(toks []token, i int) bool {
	for j := i + 1; j < len(toks) && j <= i+5; j++ {
		if listMark(toks[j]) {
			return j+1 < len(toks) && controlledDevice(toks[j+1].lower)
		}
		if !toks[j].word {
			return false
		}
	}
	return false
}

// codeRun reports code as the object of "run" or "execute" at toks[j],
// past a determiner, and where it ends: "Execute TypeScript in a Deno
// isolate" (probe round 56), "runs Python scripts"; not what a code
// word qualifies ("runs a code review").
func codeRun(toks []token, root string, j int) (int, bool) {
	if root != "run" && root != "execute" {
		return 0, false
	}
	if j < len(toks) && determiner(toks[j].lower) {
		j++
	}
	anyCode := false
	if j+1 < len(toks) && (toks[j].lower == "any" || toks[j].lower == "arbitrary" || toks[j].lower == "custom" || toks[j].lower == "whatever") {
		j++ // "runs any AppleScript you write", "Run arbitrary Lua", "Runs whatever Python you give it"
		anyCode = true
	}
	if anyCode {
		// and past up to two words naming the tool the code is for:
		// "any AWS CLI command you type", "arbitrary Apps Script
		// functions", "whatever ffmpeg command you describe" (probe
		// rounds 114 to 124).
		code := j
		for k := j; k < len(toks) && k <= j+2 && toks[k].word; k++ {
			if executedCode(toks[k].lower) || toks[k].lower == "function" || toks[k].lower == "functions" {
				code = k // the last: "Apps Script functions"
			}
		}
		j = code
	}
	if j+1 < len(toks) && toks[j].word && toks[j+1].word && codeKind(toks[j].lower) && executedCode(toks[j+1].lower) {
		j++ // "runs your cleanup SQL", "runs the nightly backup script" (probe round 127)
		anyCode = true
	}
	if j >= len(toks) || !toks[j].word || !executedCode(toks[j].lower) && !(anyCode && strings.HasPrefix(toks[j].lower, "function")) ||
		toks[j].lower == "sql" && !anyCode {
		// (SQL is as often only queries: "Runs SQL on a read-only
		// snapshot"; "whatever SQL you hand it" is any statement, probe
		// round 70.)
		return 0, false
	}
	if j+1 < len(toks) && toks[j+1].word && executedCode(toks[j+1].lower) {
		j++ // "Python scripts"
	}
	if j+1 < len(toks) && toks[j+1].word {
		switch toks[j+1].lower {
		case "in", "on", "inside", "within", "against", "with", "from", "and", "or", "for", "you", "that",
			"when", "whenever", "every", "each", "nightly", "daily", "at", "bound":
		default:
			return 0, false // "a code review", "shell history"
		}
	}
	return j, true
}

// codeKind reports a word before code that says what the code does:
// "cleanup SQL", "migration scripts", "backup script".
func codeKind(l string) bool {
	switch l {
	case "cleanup", "clean-up", "migration", "migrations", "maintenance", "backup", "deploy", "deployment", "purge", "seed":
		return true
	}
	return false
}

// executedCode reports the words before "execution" that name code:
// "Python execution", "command execution".
func executedCode(l string) bool {
	switch l {
	case "code", "python", "javascript", "typescript", "js", "command", "commands", "shell", "bash", "sql",
		"script", "scripts", "notebook", "cell", "powershell", "applescript", "lua", "ruby", "perl", "php",
		"graphql", "mutation", "mutations", // "Runs arbitrary GraphQL mutations" (probe round 143)
		"luau", "apex": // "Runs arbitrary Luau", "anonymous Apex"
		return true
	}
	return false
}

// readBefore reports a verb of reading at or before toks[j] in its
// clause: what follows it is what is looked at ("View recent file
// uploads", "Shows the files uploaded to your drive").
func readBefore(toks []token, j int) bool {
	for ; j >= 0 && !clauseMark(toks[j]); j-- {
		if toks[j].word && (readingVerb(toks[j].lower) || prose.ReadVerb(toks[j].lower)) {
			return true
		}
	}
	return false
}

// readVerbBefore reports a verb of reading that leads the clause up to
// toks[j], where a verb stands: first in its clause ("List page
// creations") or in the third person ("Lists every drawer opening"),
// not a noun ("Notion search and page creation").
func readVerbBefore(toks []token, j int) bool {
	for ; j >= 0 && !clauseMark(toks[j]); j-- {
		l := toks[j].lower
		if !toks[j].word {
			continue
		}
		if readsThird(l) || (j == 0 || clauseMark(toks[j-1])) && (readingVerb(l) || prose.ReadVerb(l)) {
			return true
		}
	}
	return false
}

// settledWord reports the words before a compound that make it a state
// of things, not an act: "inherited folder sharing", "existing invoice
// scheduling".
func settledWord(l string) bool {
	switch l {
	case "inherited", "existing", "current", "previous", "past", "default", "proposed": // "a proposed loan modification" (probe round 100)
		return true
	}
	return false
}

// productName reports the two capitalised words ending at toks[i] as
// part of a product's name, a capitalised word before or after them:
// "Jira Service Management", "Azure API Management", "Ticket Triage
// Advisor" name a product, not what the tools do ("Task Management for
// teams" still does).
func productName(toks []token, i int) bool {
	if !toks[i].capital || !toks[i-1].capital {
		return false
	}
	return i >= 2 && toks[i-2].word && toks[i-2].capital || i+1 < len(toks) && toks[i+1].word && toks[i+1].capital
}

// productEdited reports a compound of a product whose documents are
// the user's own and the -ing or -ment form of editing or managing
// them: "Figma editing", "Notion management", "WordPress editing" (the
// files, pages and posts changed in the user's account).
func productEdited(product, act string) (string, bool) {
	switch product {
	case "figma", "canva", "notion", "airtable", "confluence", "coda", "miro", "webflow", "wordpress", "framer", "penpot",
		"excel", "powerpoint", "sheets", "docs", "slides", "obsidian":
	default:
		return "", false
	}
	switch act {
	case "editing":
		return "edit", true
	case "management":
		return "manage", true
	}
	return "", false
}

// platformPosting reports toks[i] as the -ing form of posting after a
// social network, the compound ending its phrase: "Bluesky posting",
// "LinkedIn publishing from chat" (posts put up in the user's account),
// not "your LinkedIn posting schedule" or what a verb of reading looks
// at.
func platformPosting(toks []token, i int) (string, bool) {
	switch toks[i].lower {
	case "posting", "publishing", "tweeting", "reposting":
	default:
		return "", false
	}
	switch toks[i-1].lower {
	case "bluesky", "twitter", "linkedin", "mastodon", "threads", "facebook", "instagram", "reddit", "tiktok", "youtube",
		"pinterest", "tumblr", "nostr":
	default:
		return "", false
	}
	if i+1 < len(toks) && toks[i+1].word {
		switch toks[i+1].lower {
		case "and", "or", "from", "to", "with", "via", "for", "in", "on":
		default:
			return "", false // "your LinkedIn posting schedule"
		}
	}
	if readBefore(toks, i-2) {
		return "", false
	}
	return "post", true
}

// actNamed reports whether the two words ending at toks[i] that name an
// act ("experiment management", "onboarding automation") say the
// service does it: not when a word before makes them a topic ("about
// experiment management") or a reading noun after them is what is
// offered ("project management analytics").
func actNamed(toks []token, i int) bool {
	if i >= 2 && toks[i-2].word {
		switch toks[i-2].lower {
		case "about", "on", "regarding", "of":
			return false
		}
	}
	return i+1 >= len(toks) || !toks[i+1].word || !prose.ReadingNoun(toks[i+1].lower)
}

// nominalAct reports whether record and act, two lower-case words, are
// a record and the -ment, -ing or -ion form of an act done to it
// ("experiment" "management"), and the act's root.
func nominalAct(record, act string) (string, bool) {
	// The suffix first: it rules out nearly every word of a text.
	if !actNounSuffix(act) || !recordNoun(record) || credential(record) {
		// "API key management" is how a server guards itself as often
		// as what its tools do to the user's keys.
		return "", false
	}
	root, ok := actVerb(act)
	if v, isVerb := recordVerbOf(act); isVerb {
		root, ok = v.root, true
	}
	// "image editing" is the model's work as "edit images" is.
	return root, ok && actsOn(root, record)
}

// actNounSuffix reports the endings of the nouns that name an act
// ("management", "editing", "creation", "removal", "closure",
// "issuance"): a cheap test that rules out nearly every word before a
// table is looked up. Most plurals do not pass: after a record they
// are records themselves ("role assignments", "student submissions",
// "dose adjustments").
func actNounSuffix(l string) bool {
	for _, suf := range [...]string{"ment", "ing", "ion", "al", "removals", "ure", "issuance"} {
		if strings.HasSuffix(l, suf) {
			return true
		}
	}
	return false
}

// nominalOf reports an act named by its noun before "of" and the record
// it is done to, from toks[i] to the returned end: "cancellation of
// subscriptions", "Deletion of old files", "Removal of a collaborator
// from a repository" (probe round 92). What is looked at or reported
// is no act: "the status of the cancellation of ...", "Tracks the
// removal of ...", "deletion of records reports".
func nominalOf(toks []token, i int) (string, int, bool) {
	t := toks[i]
	if !t.word || !actNounSuffix(t.lower) || i+2 >= len(toks) || toks[i+1].lower != "of" {
		return "", 0, false
	}
	root, ok := "", false
	if v, isVerb := recordVerbOf(t.lower); isVerb && v.noun {
		root, ok = v.root, true
	} else if w, isForm := prose.Form(t.lower); isForm && w.Category == prose.Changes && t.lower != w.Root && !strings.HasSuffix(t.lower, "ing") {
		root, ok = w.Root, true // "deletion", "creation"
	}
	if !ok || readBefore(toks, i-1) || i >= 2 && toks[i-1].word && determiner(toks[i-1].lower) && toks[i-2].word && aboutWord(toks[i-2].lower) {
		return "", 0, false
	}
	j := i + 2
	for j < len(toks) && toks[j].word && determiner(toks[j].lower) {
		j++
	}
	end, found := recordObject(toks, j)
	if !found || !actsOn(root, recordAt(toks, j, end)) || end+1 < len(toks) && toks[end+1].word && prose.ReadingNoun(toks[end+1].lower) {
		return "", 0, false
	}
	return root, end, true
}

// moneyActs finds the verbs of paying and trading that the vocabulary
// counts only in names and identifiers ("order", "transfer", "charge":
// in a skill's prose "in order to" and "the order" are common), where a
// description uses them as verbs with an object: where a verb stands,
// then the object, past determiners ("Order food from local
// restaurants", "transfer funds between accounts", "to charge the
// customer's card"). A following word that ends the phrase ("order
// from") or is a thing to look at ("order history", "charge status")
// makes it no act, and so does one right after it ("Order book
// depth", "Invoice OCR": see modifiesLookedAt); nor does a negated
// sentence.
func moneyActs(text string, toks []token) []recordAct {
	var out []recordAct
	for i, t := range toks {
		if !t.word {
			continue
		}
		l := t.lower
		if l == "reorder" || l == "reorders" {
			l = l[2:] // "Reorder your usual from DoorDash": ordering again
		}
		w, ok := prose.Form(l)
		if !ok || !moneyVerb(w.Root) || l != w.Root && l != w.Root+"s" || !verbPosition(toks, i) ||
			i+1 < len(toks) && actNamesNoun(t.lower, toks[i+1].lower) ||
			readingList(toks, i) || modifiesLookedAt(toks, i) {
			continue
		}
		j := i + 1
		for j < len(toks) && toks[j].word && determiner(toks[j].lower) {
			j++
		}
		if j >= len(toks) || !toks[j].word || notModifier(toks[j].lower) || prose.ReadingNoun(toks[j].lower) || sortedThing(toks[j].lower) ||
			j == i+1 && (orderState(toks[j].lower) || l == w.Root+"s" && pluralSubjectVerb(toks[j].lower)) ||
			j+1 < len(toks) && toks[j+1].word && prose.ReadingNoun(toks[j+1].lower) || negatedInSentence(text, t.start) {
			continue
		}
		out = append(out, recordAct{t.start, toks[j].end, w.Root, false, true})
	}
	return out
}

// actNamesNoun reports a verb that, with the word after it, names a
// thing to look at rather than an act: any act's "history", "log",
// "audit", "gaps" or "trends" ("Update history", "reorder history",
// "Dispatch log entries", "Provisioning audit reports"; not
// "logs", which are sent as often as read), and an inventory's reorder
// point, level or quantity, the threshold at which stock is ordered.
func actNamesNoun(verb, next string) bool {
	switch next {
	case "history", "log", "trends":
		return true
	case "audit", "audits", "gap", "gaps":
		// "Provisioning audit reports", "Offboarding gap review" (probe
		// round 92): what is checked of the act, after its gerund
		// ("Uploads audit evidence" acts).
		return strings.HasSuffix(verb, "ing")
	}
	switch verb {
	case "merge":
		// "Merge request review assistant": GitLab's pull requests.
		return next == "request" || next == "requests"
	case "message":
		// "Message delivery reports for Twilio".
		return next == "delivery" || next == "deliverability"
	case "change", "cancel":
		// "change fees, cancellation policy" (probe round 88): what a
		// change costs.
		return next == "fee" || next == "fees" || next == "penalty" || next == "penalties"
	case "reorder", "reorders":
		switch next {
		case "point", "points", "level", "levels", "quantity", "quantities", "threshold", "thresholds":
			return true
		}
	case "trash":
		// "Trash folder browser, read-only": the folder of that name
		// (probe round 42), where "trash old files" acts.
		switch next {
		case "folder", "folders", "bin", "bins", "can":
			return true
		}
	}
	return false
}

// pluralSubjectVerb reports a verb of which a plural noun right before
// it is the subject and that says where they are: "Orders stay with
// the clinician", "payments remain on hold" (probe round 38).
func pluralSubjectVerb(l string) bool {
	switch l {
	case "stay", "remain", "wait", "sit":
		return true
	}
	return false
}

// orderState reports a participle right after "orders" that makes it
// the noun and says what became of the orders: "Orders placed last
// week", "orders shipped today".
func orderState(l string) bool {
	switch l {
	case "placed", "shipped", "received", "delivered", "filled", "cancelled", "canceled", "refunded", "returned":
		return true
	}
	return false
}

// sortedThing reports what a view's rows are put in order by, not
// goods ordered: "Order columns by date", "reorder the results".
func sortedThing(l string) bool {
	switch l {
	case "columns", "rows", "results", "fields", "tabs":
		return true
	}
	return false
}

// tradeActs finds the fixed phrases of paying and trading that no verb
// and record make: "order entry" and "trade execution" (a brokerage
// placing orders), "run payroll" and "run pay cycles", and "check out"
// ending its clause or paying ("build a cart and check out", "check out
// with your saved card"; "check out the docs" looks).
func tradeActs(text string, toks []token) []recordAct {
	var out []recordAct
	for i := 0; i+1 < len(toks); i++ {
		t, next := toks[i], toks[i+1]
		if !t.word || !next.word {
			continue
		}
		root, checkOut, end := "", false, next.end
		switch {
		case (t.lower == "order" || t.lower == "orders" || t.lower == "trade" || t.lower == "trades") &&
			(next.lower == "entry" || next.lower == "placement" || next.lower == "execution" || next.lower == "routing"):
			root = "order"
		case (t.lower == "run" || t.lower == "runs" || t.lower == "running") && next.lower == "payroll":
			root = "pay"
		case (t.lower == "run" || t.lower == "runs" || t.lower == "running") && payrollKind(next.lower) && i+2 < len(toks) &&
			toks[i+2].lower == "payroll":
			root, end = "pay", toks[i+2].end // "run off-cycle payroll"
		case (t.lower == "run" || t.lower == "runs" || t.lower == "running") && next.lower == "pay" && i+2 < len(toks) &&
			(toks[i+2].lower == "cycle" || toks[i+2].lower == "cycles"):
			root, end = "pay", toks[i+2].end // "run pay cycles"
		case (t.lower == "check" || t.lower == "checks") && next.lower == "out" &&
			(i+2 == len(toks) || clauseMark(toks[i+2]) || paidWith(toks, i+2)) && verbPosition(toks, i):
			root, checkOut = "checkout", true
		default:
			continue
		}
		// "estimate what it costs to run payroll" and "trade execution
		// analytics" talk about it.
		k := i + 2 // the word after the phrase
		for k < len(toks) && toks[k].start < end {
			k++
		}
		if negatedInSentence(text, t.start) || !checkOut && (moneyTalk(toks, t.start) ||
			k < len(toks) && toks[k].word && prose.ReadingNoun(toks[k].lower)) {
			continue
		}
		out = append(out, recordAct{t.start, end, root, false, true})
	}
	return out
}

// payrollKind reports a word that says which payroll is run: "run
// off-cycle payroll", "run the bonus payroll".
func payrollKind(l string) bool {
	switch l {
	case "the", "a", "an", "your", "off-cycle", "bonus", "final", "weekly", "biweekly", "bi-weekly", "monthly", "semimonthly",
		"semi-monthly", "next", "this", "special", "correction", "supplemental":
		return true
	}
	return false
}

// paidWith reports "with" or "using" at toks[i] and a means of paying
// within four words after it: "with your saved credit card", "using
// Apple Pay".
func paidWith(toks []token, i int) bool {
	if i >= len(toks) || toks[i].lower != "with" && toks[i].lower != "using" {
		return false
	}
	for j := i + 1; j < len(toks) && j <= i+4 && toks[j].word; j++ {
		switch toks[j].lower {
		case "card", "cards", "wallet", "pay", "paypal", "balance", "credits":
			return true
		}
	}
	return false
}

// moneyVerb reports the roots of money words that count only in names
// and that a description uses as verbs; the others are brands and nouns
// (stripe, paypal, money) or mean something else as well ("sign in").
func moneyVerb(root string) bool {
	switch root {
	case "order", "transfer", "charge", "rent", "bid":
		return true
	}
	return false
}

// verbPosition reports whether toks[i] stands where a verb stands: at
// the start of the text or of a clause, after a word that leads to a
// verb ("to", "lets you"), an -ing form after a preposition ("for
// managing"), or joined by "and", "or" or a comma to a clause that
// starts with a verb ("View and resolve", "Query data, manage").
func verbPosition(toks []token, i int) bool {
	if i == 0 {
		return true
	}
	p := toks[i-1]
	switch {
	case afterLetsSubject(toks, i), subjectVerb(toks, i):
		return true
	case !p.word && p.lower != "," && p.lower != "&" && p.lower != "/":
		return p.lower != "'" && p.lower != "’" && p.lower != "\""
	case p.word && linkWord(p.lower):
		return true
	case p.lower == "but":
		if thirdPersonObject(toks, i) {
			return true // "Not only finds the cheapest fare but books it" (probe round 132)
		}
		// "Can't change bridge settings, but turns lights on and off"
		// (probe round 195): a verb of the third person with its object,
		// not a plural subject ("but updates are manual").
		base, third := strings.CutSuffix(toks[i].lower, "s")
		return third && anyVerb(base) && i+1 < len(toks) && toks[i+1].word && !hadVerb(toks[i+1].lower) && !determiner(toks[i+1].lower) &&
			i >= 2 && toks[i-2].lower == ","
	case p.word && gerundLink(p.lower):
		return strings.HasSuffix(toks[i].lower, "ing")
	case p.lower == "and" || p.lower == "or" || p.lower == "&" || p.lower == "/":
		if i >= 2 && toks[i-2].lower == "," && listedGerund(toks, i) {
			// "Policy search, holiday calendar, and submitting time-off
			// requests to BambooHR" (probe round 169): an act named by its
			// gerund, with where it goes, at the end of a list of features.
			return true
		}
		if i >= 2 && toks[i-2].lower == "," {
			// "search, and manage"; "Reads error logs, groups them, and
			// opens a Jira issue" (probe round 147): a verb of the third
			// person with its object, after others in its sentence.
			return verbPosition(toks, i-1) || (thirdPersonObject(toks, i) || thirdPersonRecord(toks, i)) && thirdPersonBefore(toks, i)
		}
		if i >= 2 && toks[i-2].word && anyVerb(toks[i-2].lower) {
			return true // "view and resolve"
		}
		if i >= 2 && toks[i-2].word && readsThird(toks[i-2].lower) && verbPosition(toks, i-2) {
			return true // "Finds and books hotel rooms"
		}
		// A clause that starts with a verb and has its object: "transition
		// tickets and add comments". Not for the verbs that are as often
		// nouns ("query traces and log entries"), unless the clause before
		// ends a list of clauses that each start with a verb ("Tender
		// loads, accept rate confirmations and post shipment milestones").
		if nounToo(toks[i].lower) && verbClauseList(toks, i-2) {
			return true
		}
		// A verb's third person with its object's article after it:
		// "Slices your STL with Cura settings and sends the resulting
		// job", "changes key icons and triggers the actions" (probe
		// round 43); a plural noun is seldom followed by one. Or with a
		// record after it, in a sentence whose verbs are in the third
		// person: "Claude checks free slots and books meetings",
		// "explains stack traces and marks issues resolved" (probe round
		// 44).
		if thirdPersonObject(toks, i) || thirdPersonRecord(toks, i) {
			return true
		}
		if nounToo(toks[i].lower) && i+1 < len(toks) && (toks[i+1].lower == "a" || toks[i+1].lower == "an") && clauseStartsWithVerb(toks, i-2) {
			return true // "Find restaurants nearby and book a table" (probe round 139): a noun is seldom followed by "a"
		}
		if nounToo(toks[i].lower) && !destinationNext(toks, i) && !subjectClause(toks, i-2) && !ownObject(toks, i) {
			return false
		}
		// Or the clause before is one of a comma list that a verb starts
		// ("Search flights, hold fares and book tickets").
		return clauseStartsWithVerb(toks, i-2) || readingClauseJoined(toks, i) || listedVerb(toks, clauseStart(toks, i-2), 3)
	case p.lower == ",":
		// A list of clauses that start with verbs: the one before this
		// ("Query data using SQL++, manage documents"), or a phrase of
		// where the user is ("Without leaving the chat, cancel orders");
		// or an aside after "and" ("classifies columns and, by default,
		// applies masking policies"), the clause before "and" starting
		// with a verb.
		if a, ok := asideAfterAnd(toks, i-1); ok {
			// "Monitors uptime and, when a check fails, pages the on-call
			// engineer" (probe round 147): a clause opened by a verb's
			// third person before "and".
			if first := toks[clauseStart(toks, a-1)].lower; clauseStartsWithVerb(toks, a-1) || readsThird(first) || clauseVerb(strings.TrimSuffix(first, "s")) {
				return true
			}
		}
		if lastListedAct(toks, i) || midListedAct(toks, i) {
			// "connected devices, bandwidth per device, firmware version,
			// block devices from the network" (probe round 178): a verb
			// ends a list of features; "uptime, reboot router, firmware
			// info" (probe round 211): or stands in its middle.
			return true
		}
		return clauseStartsWithVerb(toks, i-2) || leavingPhrase(toks, i-2) || triggerPhrase(toks, i) || actingClauseNext(toks, i) ||
			thirdPersonRecord(toks, i) || // "Shows connected clients and bandwidth, blocks or unblocks devices"
			thirdPersonObject(toks, i) && thirdPersonBefore(toks, i) // "builds campaigns from your outline, schedules them"
	}
	return false
}

// openingChanges reports "Changes" opening a sentence with a word after
// it that starts its object, not a preposition or a verb of the noun
// "changes": "Changes DNS records on your Cloudflare zones" (probe round
// 67), not "Changes to your repo are logged" or "Changes since the last
// release".
func openingChanges(toks []token, i, j int) bool {
	if toks[i].lower != "changes" || !toks[i].capital || i > 0 && !sentenceEnd(toks[i-1]) || j >= len(toks) || !toks[j].word {
		return false
	}
	switch l := toks[j].lower; {
	case l == "to" || l == "in" || l == "on" || l == "since" || l == "from" || l == "of" || l == "for" || l == "by" ||
		l == "made" || l == "are" || l == "were" || l == "will" || l == "that" || l == "which" || l == "and" || l == "or":
		return false
	case anyVerb(l) && !recordNoun(l):
		return false // "Changes sync nightly": the noun, and its verb
	case j+1 < len(toks) && (toks[j+1].lower == "to" || toks[j+1].lower == "into" || strings.HasSuffix(toks[j+1].lower, "ly")):
		if root, ok := actVerb(l); ok && root == l {
			return false // "Changes post to the AODB immediately"
		}
	}
	return !beInClause(toks, j)
}

// thirdPersonObject reports toks[i], a verb of acting in the third
// person ("sends", "triggers"), followed by an article or a possessive
// that starts its object, or by a pronoun that is its object ("pushes
// it to every node").
func thirdPersonObject(toks []token, i int) bool {
	l := toks[i].lower
	if !strings.HasSuffix(l, "s") || strings.HasSuffix(l, "ss") || i+1 >= len(toks) {
		return false
	}
	if _, ok := actVerb(l); !ok {
		// Or a verb whose third person is as often a noun, read as
		// the verb here: "and records the scores in the Canvas
		// gradebook" (probe round 147).
		if _, ok := actVerb(strings.TrimSuffix(l, "s")); !ok {
			return false
		}
	}
	switch toks[i+1].lower {
	case "the", "a", "an", "your", "its", "their", "every", "each", "it", "them", "one":
		return true
	}
	return false
}

// thirdPersonRecord reports toks[i], a verb of acting in the third
// person, with a record right after it, and a verb of the third person
// before it in its sentence (the sentence's verbs are a list: "checks
// free slots and books meetings").
func thirdPersonRecord(toks []token, i int) bool {
	l := toks[i].lower
	if !strings.HasSuffix(l, "s") || strings.HasSuffix(l, "ss") || !recordNext(toks, i+1) {
		return false
	}
	if _, ok := actVerb(l); !ok {
		return false
	}
	return thirdPersonBefore(toks, i)
}

// thirdPersonBefore reports a verb of the third person among the twelve
// words before toks[i] in its sentence.
func thirdPersonBefore(toks []token, i int) bool {
	for k := i - 2; k >= 0 && k >= i-12; k-- {
		t := toks[k]
		if !t.word && (sentenceMark(t.lower) && t.lower != "," || t.lower == ":") {
			return false
		}
		if !t.word || !strings.HasSuffix(t.lower, "s") {
			continue
		}
		if readsThird(t.lower) || thirdPersonRead(t.lower) {
			return true
		}
		if t.capital && (k == 0 || sentenceEnd(toks[k-1])) && clauseVerb(strings.TrimSuffix(t.lower, "s")) {
			return true // "Connects to your Indeed account and submits applications" (probe round 130)
		}
		if _, ok := actVerb(t.lower); ok && k > 0 && toks[k-1].capital && toks[k-1].word {
			return true // "Claude builds campaigns": a name, then its verb
		}
	}
	return false
}

// recordNext reports a record at toks[j], or after one modifier ("bans
// repeat offenders"), or after a second verb of the third person joined
// by "or" or "and" ("blocks or unblocks devices").
func recordNext(toks []token, j int) bool {
	isRecord := func(k int) bool { return k < len(toks) && toks[k].word && recordNoun(lastPart(toks[k].lower)) }
	switch {
	case j >= len(toks) || !toks[j].word:
		return false
	case isRecord(j):
		return true
	case (toks[j].lower == "or" || toks[j].lower == "and") && j+1 < len(toks):
		_, ok := actVerb(toks[j+1].lower)
		return ok && strings.HasSuffix(toks[j+1].lower, "s") && isRecord(j+2)
	}
	// A verb that is a record's first word ("pull requests", "merge
	// requests", probe round 191) modifies it.
	requested := (toks[j].lower == "pull" || toks[j].lower == "merge") && j+1 < len(toks) && strings.HasPrefix(toks[j+1].lower, "request")
	return (requested || !anyVerb(toks[j].lower)) && !determiner(toks[j].lower) && isRecord(j+1)
}

// clauseStartsWithVerb reports whether the clause that holds toks[i]
// starts with a verb. A parenthetical belongs to its clause: "run
// release tests (UI and API), and trigger reviews". A text that starts
// with the mark before a verb ("&Create", ", manage") has no clause
// before it (i < 0).
func clauseStartsWithVerb(toks []token, i int) bool {
	if i < 0 {
		return false
	}
	j := i
	for {
		if !toks[j].word && toks[j].lower == ")" {
			k := j
			for k > 0 && toks[k].lower != "(" {
				k--
			}
			if k == 0 || clauseMark(toks[k-1]) && toks[k-1].lower != ")" {
				return false // the clause starts with the parenthetical
			}
			j = k - 1
			continue
		}
		if j == 0 || clauseMark(toks[j-1]) && toks[j-1].lower != ")" {
			break
		}
		if subjectVerb(toks, j) {
			// "CartPilot remembers your basket and places orders": any
			// verb after its subject, but not a record after a name
			// ("GitHub issues and pull requests"); after "it" a verb
			// whatever else the word is ("it builds a plan and pushes
			// each workout").
			return toks[j-1].lower == "it" || !recordNoun(lastPart(toks[j].lower)) || articleAfter(toks, j)
		}
		j--
	}
	return toks[j].word && anyVerb(toks[j].lower)
}

// listedVerb reports a word, toks[j], that starts a clause of a comma
// list whose first clause starts a sentence with a verb, or with a name
// and its verb: "hold" in "Search flights, hold fares and book tickets"
// is a verb as "search" is. A list after a colon is left out: it is as
// often what a thing to look at shows ("Email analytics: open rates,
// bounce counts and send volumes"). At most depth clauses back are
// asked, so that a long list costs little.
func listedVerb(toks []token, j, depth int) bool {
	if depth == 0 || j < 2 || toks[j-1].lower != "," {
		return false
	}
	k := clauseStart(toks, j-2)
	if (k == 0 || sentenceEnd(toks[k-1]) || toks[k-1].lower == ";") && clauseStartsWithVerb(toks, j-2) {
		return true // "Search flights, ...", "Translation Sync pulls new strings, ..."
	}
	return listedVerb(toks, k, depth-1)
}

// actingClauseNext reports a verb of acting, toks[i], whose clause is
// followed by "and" and a clause that a verb of acting starts, one that
// is never a noun: "grade submissions, post announcements and extend
// deadlines" lists acts even though the list's first word is no verb
// pluglint knows. At most 30 words ahead are looked at, so that a long
// sentence without "and" costs little.
func actingClauseNext(toks []token, i int) bool {
	if _, ok := actVerb(toks[i].lower); !ok {
		return false
	}
	for k := i + 1; k+1 < len(toks) && k <= i+30 && !sentenceEnd(toks[k]) && toks[k].lower != ";" && toks[k].lower != ":"; k++ {
		if toks[k].lower != "and" && toks[k].lower != "or" {
			continue
		}
		l := toks[k+1].lower
		if _, ok := actVerb(l); ok || plainVerb(l) {
			return !nounToo(l) && !prose.ReadVerb(l) && !readingVerb(l)
		}
		return false
	}
	return false
}

// verbClauseList reports whether the clause that holds toks[i] starts
// with a verb that is not one of reading and follows a comma after
// another clause that does: "Tender loads, accept rate confirmations"
// (not "Query traces, search spans", whose "and log entries" names
// more to read, nor "Traces, log entries").
func verbClauseList(toks []token, i int) bool {
	j := clauseStart(toks, i)
	if j < 2 || toks[j-1].lower != "," || !actingClause(toks, j) {
		return false
	}
	return actingClause(toks, clauseStart(toks, j-2))
}

// clauseStart is the index of the first token of the clause that holds
// toks[i].
func clauseStart(toks []token, i int) int {
	for i > 0 && !clauseMark(toks[i-1]) {
		i--
	}
	return i
}

// actingClause reports a clause starting at toks[j] with a verb that is
// not one of reading.
func actingClause(toks []token, j int) bool {
	l := toks[j].lower
	return toks[j].word && anyVerb(l) && !prose.ReadVerb(l) && !readingVerb(l)
}

// leavingPhrase reports a clause ending at toks[i] that starts with
// "without" and a word of leaving: "Without leaving the chat".
func leavingPhrase(toks []token, i int) bool {
	j := i
	for j > 0 && !clauseMark(toks[j-1]) {
		j--
	}
	return j >= 0 && j+1 <= i && toks[j].lower == "without" && leaving(toks[j+1].lower)
}

// triggerPhrase reports a verb, toks[i], with its object after a clause
// that opens its sentence with when the act happens: "Once the contract
// is countersigned, emails the signed PDF back to the client" (probe
// round 197).
func triggerPhrase(toks []token, i int) bool {
	if i < 2 {
		return false
	}
	j := clauseStart(toks, i-2)
	if j > 0 && toks[j-1].lower == "," {
		return false // "Reads logs, and once a day, ...": not the sentence's first clause
	}
	switch toks[j].lower {
	case "when", "whenever", "once", "after", "if":
		return j+1 < i-1 && thirdPersonObject(toks, i)
	}
	return false
}

// readingClauseJoined reports a verb in the third person, toks[i],
// joined by "and" to a clause that a verb of reading in the third
// person starts: "Finds stale tickets and closes them" (not "Fetches
// git blame, commit history and PR discussions", a list of nouns).
func readingClauseJoined(toks []token, i int) bool {
	if !strings.HasSuffix(toks[i].lower, "s") || strings.HasSuffix(toks[i].lower, "ss") {
		return false
	}
	j := i - 2
	for j > 0 && !clauseMark(toks[j-1]) {
		j--
	}
	l := toks[max(j, 0)].lower
	return j >= 0 && toks[j].word && strings.HasSuffix(l, "s") && readingVerb(l)
}

// subjectClause reports whether the clause that holds toks[i] starts
// with a subject and its verb ("CartPilot remembers your basket and
// places orders"): a verb joined to it is a verb even when the word is
// as often a noun.
func subjectClause(toks []token, i int) bool {
	for j := i; j > 0 && !clauseMark(toks[j-1]); j-- {
		if subjectVerb(toks, j) {
			return !recordNoun(lastPart(toks[j].lower))
		}
	}
	return false
}

// articleAfter reports an article or a possessive right after toks[i]:
// a plural noun after a name has none after it ("GitHub issues and pull
// requests"), a verb after its subject has ("Translation Sync commits
// the results").
func articleAfter(toks []token, i int) bool {
	if i+1 >= len(toks) {
		return false
	}
	switch toks[i+1].lower {
	case "a", "an", "the", "your", "their", "its", "our", "my", "each", "every":
		return true
	}
	return false
}

// baseAfterDoer reports a verb's base form after "it" or the server's
// own name for itself, its object's article or pronoun after it, as a
// publisher writing English as a second language puts it: "It make the
// order of food", "the plugin mark them as shipped" (probe round 55).
func baseAfterDoer(toks []token, i int) bool {
	if i == 0 || i+1 >= len(toks) || !toks[i].word || toks[i].capital || !toks[i+1].word {
		return false
	}
	switch toks[i-1].lower {
	case "it", "plugin", "agent", "server", "bot", "assistant", "tool":
	default:
		return false
	}
	if next := toks[i+1].lower; !determiner(next) && next != "them" && next != "it" {
		return false
	}
	_, ok := recordVerbOf(toks[i].lower)
	return ok
}

// askedOfServer reports a verb in a question that asks whether the
// server does it: "Can it create Jira issues?", "Will it transfer
// funds?" (probe round 112). The answer decides (see deniedQuestions):
// the act stands unless it says no.
func askedOfServer(toks []token, i int) bool {
	if i < 2 || toks[i-1].lower != "it" {
		return false
	}
	switch toks[i-2].lower {
	case "can", "will", "does", "could", "would":
	default:
		return false
	}
	return i == 2 || sentenceEnd(toks[i-3]) || quoteMark(toks[i-3].lower) || toks[i-3].lower == ":"
}

// subjectVerb reports a verb's third-person form after its subject:
// a relative pronoun or "it" ("a copilot that merges duplicate
// tickets", "it places orders"), the thing that acts ("the bot books
// tables"), or a name that starts the sentence ("CartPilot places
// Instacart orders") or a clause after "and". A plural noun after a
// name ("GitHub issues", "Slack messages") takes this place too, and is
// an act only with a record after it, as every verb of acting on
// records is.
// itDid reports a verb in the past tense right after "it", with its
// object's determiner after it: "It renewed my car tax", "it rebooked
// my cancelled flight" (probe round 131), what a user tells of the
// server's doing. ("Once it is renewed" is a passive; "makes it
// renewed" is rare.)
func itDid(toks []token, i int) bool {
	if i == 0 || toks[i-1].lower != "it" || i+1 >= len(toks) || !determiner(toks[i+1].lower) {
		return false
	}
	l := toks[i].lower
	switch l {
	case "paid", "sent", "sold", "bought", "made", "put", "set", "cut", "took", "wrote", "gave", "shut":
		return true
	}
	return strings.HasSuffix(l, "ed")
}

func subjectVerb(toks []token, i int) bool {
	l := toks[i].lower
	if baseAfterDoer(toks, i) || askedOfServer(toks, i) || itDid(toks, i) {
		return true
	}
	if i == 0 || !toks[i].word || toks[i].capital || !strings.HasSuffix(l, "s") || strings.HasSuffix(l, "ss") {
		return false
	}
	p := toks[i-1]
	if !p.word {
		return false
	}
	switch p.lower {
	case "that", "which", "who":
		// A relative pronoun after the noun it stands for ("a copilot
		// that merges", ", which sends"), not a question's word after a
		// verb ("See which orders shipped", "check that builds pass").
		return i >= 2 && (toks[i-2].lower == "," || toks[i-2].word && !anyVerb(toks[i-2].lower) && !readingVerb(toks[i-2].lower))
	case "it":
		return true
	case "agent", "server", "plugin", "bot", "assistant", "copilot", "extension", "integration", "connector", "app",
		"mode", "tool", "feature": // "Its cleanup mode stops idle instances"
		return true
	case "one":
		return i >= 2 && (toks[i-2].lower == "this" || toks[i-2].lower == "that") // "This one runs the Python you give it" (probe round 71)
	}
	// A name of at most three capitalised words that starts its
	// sentence or clause; not a verb ("Muting monitors"). A verb after
	// the name's first word is part of it ("Translation Sync commits").
	j := i - 1
	for j > 0 && i-j < 3 && toks[j-1].word && toks[j-1].capital {
		j--
	}
	for k := j; k < i; k++ {
		if k == j && (anyVerb(toks[k].lower) || composeVerb(toks[k].lower)) || strings.HasSuffix(toks[k].lower, "ing") {
			return false // not a name: "Drafts replies to your threads"
		}
	}
	if p.capital && j > 0 && toks[j-1].lower == "and" && i+1 < len(toks) && determiner(toks[i+1].lower) {
		// A clause of its own after "and", its verb taking an article
		// ("Tell Claude what you need and PrintPal sends the job"), not
		// names joined ("Notion and Slack messages").
		return true
	}
	return p.capital && (j == 0 || clauseMark(toks[j-1]))
}

// viewedObject reports the records that "open" and "capture" only look
// at: "open files" shows them, "capture web pages" saves a copy for the
// user; "open pull requests" and "capture notes" make new ones.
func viewedObject(root, record string) bool {
	if root != "open" && root != "capture" && root != "snapshot" {
		return false // ("Snapshot the page" looks at it, probe round 40; "snapshot the volume" acts)
	}
	switch record {
	case "opportunity", "opportunities", "position", "positions", "role", "roles", "job", "jobs", "slot", "slots",
		"vacancy", "vacancies", "seat", "seats", "spot", "spots", "shift", "shifts", "bed", "beds":
		// "open funding opportunities", "open positions": what is still
		// to be had, said of the record ("create opportunities" acts).
		return root == "open"
	case "file", "files", "folder", "folders", "page", "pages", "site", "sites", "document", "documents", "doc", "docs",
		"dashboard", "dashboards", "design", "designs", "sheet", "sheets", "spreadsheet", "spreadsheets", "media",
		"project", "projects", "repository", "repositories", "repo", "repos", "workbook", "workbooks", "worksheet",
		"worksheets", "presentation", "presentations", "slide", "slides", "report", "reports",
		"screenshot", "screenshots": // "captures full-page screenshots" (probe round 40)
		return true
	}
	return false
}

// turnedInto reports "into" and a record within a few words from
// toks[i], the words after "turn": what is turned into a record is a
// new one ("turn meeting notes into Linear issues"), what is turned into
// anything else is the model's output ("turn questions into SQL").
func turnedInto(toks []token, i int) (int, bool) {
	for k := i; k < min(len(toks), i+maxModifiers+3); k++ {
		if !toks[k].word {
			return 0, false
		}
		if toks[k].lower == "into" {
			return recordObject(toks, k+1)
		}
	}
	return 0, false
}

// draftMade reports "draft" among the words between toks[j] and the
// record at toks[end]: "turns a voice note into a draft work order".
func draftMade(toks []token, j, end int) bool {
	// (The last word too: "into a LinkedIn post draft", probe round 125.)
	// A text to read is made as a draft is: "turns a call transcript
	// into meeting notes", "into a tidy bug summary she can copy into
	// Jira" (probe rounds 125 and 131).
	switch toks[end].lower {
	case "notes", "minutes", "summary", "summaries", "outline", "outlines", "checklist", "checklists", "recap", "recaps", "digest":
		return true
	}
	return slices.ContainsFunc(toks[j:end+1], func(t token) bool { return t.lower == "draft" || t.lower == "drafts" })
}

// calledPerson reports the people a call reaches by name: "dials the
// customer", "phones every parent" ("Call this when the user asks" is
// an instruction to the model).
func calledPerson(l string) bool {
	return person(l) || l == "parent" || l == "parents" || staffRole(l) || staffRole(strings.TrimSuffix(l, "s"))
}

// person reports the records that are people, the only objects of
// "text" that make it an act ("text your contacts", not "text files").
func person(l string) bool {
	switch l {
	case "contact", "contacts", "customer", "customers", "user", "users", "member", "members", "lead", "leads",
		"attendee", "attendees", "participant", "participants", "team", "teams", "patient", "patients", "client", "clients",
		"tenant", "tenants", "guest", "guests",
		// and a traveller's (probe round 49): "checks travelers in for
		// their flights", "texts each driver their door number".
		"traveler", "travelers", "traveller", "travellers", "passenger", "passengers", "driver", "drivers", "rider", "riders",
		// and a household's and a utility's (probe rounds 52 and 53):
		// "texts the homeowner", "texts the on-call line crew".
		"homeowner", "homeowners", "resident", "residents", "crew", "crews",
		// and a channel's and a ward's (probe rounds 121 and 122): "texts
		// every moderator", "answers viewers in your Twitch chat".
		"moderator", "moderators", "viewer", "viewers", "subscriber", "subscribers", "follower", "followers",
		"nurse", "nurses", "caregiver", "caregivers",
		// and a household's (probe round 127): "texts you and your
		// spouse".
		"spouse", "spouses", "wife", "husband",
		// and a school's (probe round 140): "Enrols your child in
		// breakfast club".
		"child", "children", "kid", "kids", "son", "sons", "daughter", "daughters", "pupil", "pupils",
		// and all of them (probe round 136): "Messages everyone who liked
		// an item".
		"everyone", "everybody",
		// and a library's (probe round 126): "Automatically texts
		// patrons".
		"patron", "patrons",
		// and a course's (probe round 188): "Enroll learners in courses".
		"learner", "learners", "student", "students", "trainee", "trainees", "mentor", "mentors", "mentee", "mentees",
		// and a household's friends and neighbours (probe round 194):
		// "Texts your partner", "Invites the neighbours".
		"partner", "neighbours", "neighbors", "neighbour", "neighbor", "friend", "friends", "parents", "family":
		return true
	}
	return false
}

// phrasalVerb returns the root of a verb of acting written with its
// particle ("roll back", "kick off", "spin up", "tear down", "fill
// out", "hand off", "top up"), given the verb's and the next word's
// lower-case forms.
func phrasalVerb(verb, particle string) (string, bool) {
	switch {
	case particle == "back" && (verb == "roll" || verb == "rolls" || verb == "rolling"):
		return "roll back", true
	case particle == "out" && (verb == "roll" || verb == "rolls" || verb == "rolling"):
		return "roll out", true // "rolls out new releases"
	case particle == "off" && (verb == "kick" || verb == "kicks" || verb == "kicking"):
		return "kick off", true
	case particle == "up" && (verb == "sets" || verb == "setting"):
		// "Sets up a recurring Venmo request", "Sets up auto-pay" (probe
		// round 141): made, when a record follows (the imperative "Set
		// up", a step of installing, is left alone).
		return "set up", true
	case particle == "up" && (verb == "spin" || verb == "spins" || verb == "spinning"):
		return "spin up", true
	case particle == "down" && (verb == "tear" || verb == "tears" || verb == "tearing" || verb == "shut" || verb == "shuts" || verb == "shutting"):
		return verb[:4] + " down", true
	case particle == "down" && (verb == "take" || verb == "takes" || verb == "taking"):
		return "take down", true // "takes down stale listings"
	case (particle == "out" || particle == "in") && (verb == "fill" || verb == "fills" || verb == "filling"):
		return "fill out", true
	case particle == "off" && (verb == "hand" || verb == "hands" || verb == "handing"):
		return "hand off", true
	case particle == "off" && (verb == "check" || verb == "checks" || verb == "checking" || verb == "tick" || verb == "ticks" ||
		verb == "ticking" || verb == "cross" || verb == "crosses" || verb == "crossing"):
		return "check off", true // "check off habits and dailies": items marked done (probe round 42)
	case particle == "up" && (verb == "top" || verb == "tops" || verb == "topping"):
		return "top up", true
	case particle == "up" && (verb == "clean" || verb == "cleans" || verb == "cleaning"):
		return "clean up", true // "Clean up stale S3 buckets"; "clean up your code" has no record
	case particle == "off" && (verb == "fire" || verb == "fires" || verb == "firing" || verb == "send" || verb == "sends"):
		return "send", true // "fires off replies", "sends off invoices"
	case particle == "up" && (verb == "follow" || verb == "follows" || verb == "following"):
		return "follow up", true // "follows up with late-paying clients by email"
	case particle == "in" && (verb == "pencil" || verb == "pencils" || verb == "penciling" || verb == "pencilling"):
		return "schedule", true // "pencil in meetings with the right attendees"
	case particle == "in" && (verb == "check" || verb == "checks" || verb == "checking"):
		return "check in", true // "Check in attendees at the door" (probe round 94); its object must be a record
	case (particle == "down" || particle == "out") && (verb == "lock" || verb == "locks"):
		return "lock " + particle, true // "lock down a floor", "locks out a press" (with an article, in recordActs)
	}
	return "", false
}

// particleAfter reads a verb of switching whose particle follows its
// object: "turns those links off", "switch the porch lights on", "shut
// the staging cluster down", and "rolls it out", "roll the release
// back". The object is one to four words, the last a record, a device or
// a link (a shared link turned off is access taken away), or "it" or
// "them" for a roll; it returns the act's root and the particle's index.
func particleAfter(toks []token, i int) (root string, end int, ok bool) {
	var verb string
	switch toks[i].lower {
	case "turn", "turns", "turning":
		verb = "turn"
	case "switch", "switches", "switching":
		verb = "switch"
	case "shut", "shuts", "shutting":
		verb = "shut"
	case "roll", "rolls", "rolling":
		// "rolls it out to production", "roll the release back": what
		// was built, deployed or undone.
		verb = "roll"
	case "take", "takes", "taking":
		// "takes the listings down when a unit is leased": a record
		// removed.
		verb = "take"
	case "check", "checks", "checking":
		// "checks attendees in at the door": people let in (probe
		// round 38); not "checks files in the repository".
		if i+3 < len(toks) && person(toks[i+1].lower) && toks[i+2].lower == "in" && checkInEnds(toks[i+3]) ||
			i+3 == len(toks) && person(toks[i+1].lower) && toks[i+2].lower == "in" {
			return "check in", i + 2, true
		}
		return "", 0, false
	default:
		return "", 0, false
	}
	for j := i + 2; j < len(toks) && j <= i+5; j++ {
		t := toks[j]
		if !t.word {
			return "", 0, false
		}
		switch t.lower {
		case "off", "on", "down":
			last := toks[j-1].lower
			if verb == "roll" || verb == "take" && t.lower != "down" ||
				!recordNoun(last) && !controlledDevice(last) && last != "link" && last != "links" && last != "feature" && last != "features" {
				return "", 0, false
			}
			return verb + " " + t.lower, j, true
		case "out", "back":
			last := toks[j-1].lower
			if verb != "roll" || !recordNoun(last) && !(j == i+2 && (last == "it" || last == "them")) {
				return "", 0, false
			}
			return verb + " " + t.lower, j, true
		}
		if objectEnds(t.lower) {
			return "", 0, false
		}
	}
	return "", 0, false
}

// checkInEnds reports the word after "checks attendees in" that ends
// the phrase: a mark, or a word of where, when or how ("at the door",
// "as they arrive").
func checkInEnds(t token) bool {
	if !t.word {
		return true
	}
	switch t.lower {
	case "at", "as", "when", "on", "and", "once", "for":
		return true
	}
	return false
}

// destinationNext reports a verb whose record follows "to", "on" or
// "into", followed by one of them ("comment on pull requests"): a verb,
// whatever else the word can be.
func destinationNext(toks []token, i int) bool {
	if i+1 >= len(toks) {
		return false
	}
	root, ok := actVerb(toks[i].lower)
	next := toks[i+1].lower
	return ok && destinationVerb(root) && (next == "to" || next == "on" || next == "into" ||
		next == "in" && root != "write") || // "reply in the thread", not "write in Python"
		ok && root == "unsubscribe" && next == "from" // "unsubscribe from newsletters"
}

// ownObject reports a verb of nounToo's at toks[i] followed by a word
// that can only be its object, never a noun it modifies: "book
// tickets", "place orders", "schedule meetings", "open pull requests"
// ("book reviews" and "schedule changes" stay nouns).
func ownObject(toks []token, i int) bool {
	j := i + 1
	for j < len(toks) && toks[j].word && determiner(toks[j].lower) {
		j++
	}
	if j >= len(toks) || !toks[j].word {
		return false
	}
	next := toks[j].lower
	switch toks[i].lower {
	case "book":
		switch next {
		case "tickets", "flights", "hotels", "rooms", "tables", "appointments", "seats", "rides", "trips", "reservations",
			"meetings", "slots", "classes", "travel", "stays":
			return true
		}
	case "place":
		return next == "orders" || next == "bets" || next == "trades"
	case "schedule":
		switch next {
		case "meetings", "appointments", "posts", "calls", "emails", "messages", "tweets", "interviews", "events":
			return true
		}
	case "open":
		switch next {
		case "tickets", "issues", "positions", "accounts":
			return true
		}
	}
	return false
}

// lastListedAct reports a verb of acting at toks[i], in its bare form or
// as a gerund with a party or place after its object (listedGerund),
// that starts the last item of a list of features: two commas or a
// colon before it in its sentence, none after it. A verb that is as
// often a noun ("..., reports") is not.
func lastListedAct(toks []token, i int) bool {
	l := toks[i].lower
	root, ok := actVerb(l)
	gerund := strings.HasSuffix(l, "ing")
	if !ok || gerund && !gerundObject(toks, i) && !settledGerund(toks, i) || !gerund && l != root && strings.HasSuffix(l, "s") ||
		!pluralObject(toks, i+1) ||
		nounToo(l) && l != "place" && l != "book" && !(i+1 < len(toks) && determiner(toks[i+1].lower)) {
		return false // (not "..., log entries and spans", "..., open questions and action items")
	}
	for k := i + 1; k < len(toks) && !sentenceEnd(toks[k]); k++ {
		if toks[k].lower == "," || toks[k].lower == ";" || toks[k].lower == ":" {
			return false
		}
	}
	commas, k := 0, i-1
	for ; k >= 0 && !sentenceEnd(toks[k]); k-- {
		switch toks[k].lower {
		case ",":
			commas++
		case ":", "—", "–":
			// Not the objects of a verb that heads the list:
			// "correlates alarm sequences, tag changes and notes".
			h := k + 1
			return h < i && !(toks[h].word && !toks[h].capital && strings.HasSuffix(toks[h].lower, "s") && h+1 < i && toks[h+1].word)
		}
	}
	// Not a subject set off by commas: "You, or your bookkeeper, send".
	first := toks[k+1].lower
	return commas >= 2 && first != "you" && first != "we" && first != "they" && first != "i"
}

// midListedAct reports a verb of acting at toks[i], in its bare form,
// that starts an item in the middle of a list of features: two list
// marks (commas, semicolons) or a colon before it in its sentence, one
// after it, and the item before it short. The verb has an article or a
// possessive after it ("..., log a call on a contact, ...") or is one
// that seldom names a kind of thing before a noun (bareListVerb: not
// "..., prune candidates, deploy timeline, ..."). Whether what follows
// is a record the verb acts on is recordActs' to judge, as for any verb.
func midListedAct(toks []token, i int) bool {
	l := toks[i].lower
	if root, ok := actVerb(l); !ok || l != root && (strings.HasSuffix(l, "s") || strings.HasSuffix(l, "ing") || strings.HasSuffix(l, "ed")) ||
		i+1 >= len(toks) || !toks[i+1].word || !determiner(toks[i+1].lower) && !bareListVerb(l) {
		return false
	}
	after := false
	for k := i + 1; k < len(toks) && !sentenceEnd(toks[k]) && !after; k++ {
		after = toks[k].lower == "," || toks[k].lower == ";"
	}
	if !after {
		return false
	}
	marks, words, k := 0, 0, i-1
	for ; k >= 0 && !sentenceEnd(toks[k]); k-- {
		switch toks[k].lower {
		case ",", ";":
			marks++
		case ":":
			marks = 2 // a heading opens the list ("Docker host: ps, images, ...")
		default:
			if marks == 1 && toks[k].word {
				words++ // the item before this one
			}
		}
	}
	// Not a subject set off by commas: "You, or your bookkeeper, send".
	first := toks[k+1].lower
	return marks >= 2 && words >= 1 && words <= 5 && first != "you" && first != "we" && first != "they" && first != "i"
}

// bareListVerb reports the verbs of acting that, bare before a noun in
// a list of features, start an act rather than name a kind of thing:
// "restart container", "assign tickets" (not "retry schedule", "share
// classes", "publish dates", "invite links").
func bareListVerb(l string) bool {
	switch l {
	case "restart", "reboot", "delete", "remove", "create", "add", "assign", "revoke", "disable", "enable", "approve", "reject",
		"deprecate", "resolve", "accept", "decline", "unblock", "unlock", "mute", "unmute", "kick", "ban", "upvote", "downvote",
		"rename", "unpublish", "cancel", "submit", "modify", "terminate", "kill", "suspend", "toggle", "send":
		return true
	}
	return false
}

// gerundObject reports a gerund at toks[i] with an object that shows it
// is an act, not a kind of thing ("restocking fees", "booking
// history"): an article after it, an object of two words or more
// ("adjusting member points balances"), or a place or party after a
// one-word object ("reserving tables at partner restaurants").
func gerundObject(toks []token, i int) bool {
	if !strings.HasSuffix(toks[i].lower, "ing") || i+1 >= len(toks) || !toks[i+1].word {
		return false
	}
	if determiner(toks[i+1].lower) || toks[i+1].lower == "to" {
		return true
	}
	n := 0
	k := i + 1
	for ; k < len(toks) && toks[k].word && !objectEnds(toks[k].lower) && toks[k].lower != "per" && toks[k].lower != "during"; k++ {
		n++
	}
	if n >= 2 {
		return true
	}
	if k >= len(toks) || !toks[k].word {
		return false
	}
	switch toks[k].lower {
	case "to", "with", "on", "into", "at", "per", "during", "for", "from", "in", "across", "between":
		return true
	}
	return false
}

// settledGerund reports a gerund at toks[i] that seldom stands before a
// noun as a kind of it, with a plural object that names no kind of
// record: "silencing alerts", "tagging releases" (probe round 183), not
// "tagging rules".
func settledGerund(toks []token, i int) bool {
	if i+1 >= len(toks) || !toks[i+1].word {
		return false
	}
	next := toks[i+1].lower
	switch toks[i].lower {
	case "silencing", "muting", "unmuting", "restarting", "rebooting", "revoking", "wiping", "tagging", "reassigning",
		"escalating", "acknowledging", "suspending", "terminating", "purging":
		switch next {
		case "rules", "policies", "settings", "history", "conventions", "options", "limits", "status", "logs", "reports",
			"windows", "events", "tools", "workflows", "permissions", "schemes":
			return false
		}
		return true
	}
	return false
}

// pluralObject reports an object from toks[j] that a determiner opens or
// that holds a plural within three words ("the policy", "journal
// entries"); "dock return" names a thing, not an act and its object.
func pluralObject(toks []token, j int) bool {
	if j >= len(toks) || !toks[j].word {
		return false
	}
	if determiner(toks[j].lower) || toks[j].lower == "to" {
		return true
	}
	for k := j; k < len(toks) && k < j+3 && toks[k].word; k++ {
		if strings.HasSuffix(toks[k].lower, "s") && !strings.HasSuffix(toks[k].lower, "ss") {
			return true
		}
	}
	return false
}

// listedGerund reports an act's gerund at toks[i] with a place or a
// party after its object, within four words: "submitting time-off
// requests to BambooHR", "replying to customers", "registering domains
// with Namecheap", "freezing a lost card". A gerund that names a kind
// of record ("shipping labels", "booking history") has none.
func listedGerund(toks []token, i int) bool {
	l := toks[i].lower
	if !strings.HasSuffix(l, "ing") || nounToo(l) {
		return false
	}
	if _, ok := actVerb(l); !ok {
		return false
	}
	if i+1 < len(toks) && (toks[i+1].lower == "a" || toks[i+1].lower == "an" || toks[i+1].lower == "to") {
		return true
	}
	for k := i + 2; k < len(toks) && k <= i+5 && toks[k].word; k++ {
		switch toks[k].lower {
		case "to", "with", "on", "into":
			return true
		}
	}
	return false
}

// nounToo reports the verbs of acting on records that are as often nouns
// before a record ("log entries", "book reviews", "schedule changes",
// "start time", "set list").
func nounToo(l string) bool {
	switch l {
	case "log", "logs", "book", "books", "schedule", "schedules", "place", "places", "start", "starts", "stop", "stops",
		"set", "sets", "build", "builds", "import", "imports", "sync", "release", "releases", "report", "reports",
		"post", "posts", "comment", "comments", "message", "messages", "email", "emails", "mark", "marks", "block", "blocks",
		"open", "file", "files", "filing", "snapshot", "snapshots":
		return true
	}
	return false
}

// clauseMark reports a mark that ends a clause.
func clauseMark(t token) bool {
	switch t.lower {
	case ",", ".", ";", ":", "!", "?", "(", ")", "—", "–":
		return !t.word
	}
	return false
}

// ofNonRecord reports a nominalised act ("creation", "management")
// that ends at text[end] and is followed by "of" and an object that is
// not a record a service keeps: "the creation of more inclusive
// software" names the developer's work, not what the tools do ("the
// management of tasks" still counts).
func ofNonRecord(text string, end int, word string) bool {
	if !strings.HasSuffix(word, "tion") && !strings.HasSuffix(word, "ment") && !strings.HasSuffix(word, "sion") {
		return false
	}
	toks := tokenize(text[end:min(len(text), end+200)])
	if len(toks) == 0 || toks[0].lower != "of" {
		return false
	}
	_, ok := recordObject(toks, 1)
	return !ok
}

// recordObject reports whether the words from toks[i] are the object of
// a verb that names a record: determiners, verbs joined by "and", "or"
// or a comma ("log and query time entries", "create, update and delete
// records"), at most maxModifiers other words, then a record. It
// returns the record's token.
func recordObject(toks []token, i int) (int, bool) {
	start := i
	mods := 0
	recurring := false
	for ; i < len(toks); i++ {
		t := toks[i]
		switch {
		case !t.word && (t.lower == "," || t.lower == "&" || t.lower == "/") && mods == 0,
			t.word && (t.lower == "and" || t.lower == "or") && mods == 0:
			// A verb joined to this one: skip it ("create, generate,
			// and manage designs").
			j := i + 1
			if t.lower == "," && j < len(toks) && (toks[j].lower == "and" || toks[j].lower == "or") {
				j++
			}
			if j < len(toks) && toks[j].word && (anyVerb(toks[j].lower) || hyphenVerb(toks[j].lower) || thirdOfAct(toks[j].lower)) {
				i = j
				continue
			}
			return 0, false
		case !t.word && t.lower == "," && mods > 0 && i+1 < len(toks) && toks[i+1].word && toks[i+1].capital &&
			!anyVerb(toks[i+1].lower):
			// A list of named objects before the record: "writes
			// Observations, MedicationRequests and encounter notes".
			mods = 0
		case !t.word && t.lower == "/" && mods > 0 && i+1 < len(toks) && toks[i+1].word &&
			toks[i-1].end == t.start && t.end == toks[i+1].start:
			// A modifier written with a slash ("CI/CD pipeline") is one.
			i++
		case !t.word && t.lower == "." && i+1 < len(toks) && toks[i+1].word && t.end == toks[i+1].start &&
			(i == 0 || toks[i-1].end < t.start):
			// A file extension is a modifier (".xlsx workbooks").
		case !t.word && t.lower == "." && i > start && toks[i-1].word && toks[i-1].end == t.start &&
			i+1 < len(toks) && toks[i+1].word && !toks[i+1].capital && t.end == toks[i+1].start:
			// A dotted name is one modifier ("draw.io files",
			// "Monday.com boards"): its dot, with no space on either side
			// and no capital after it, ends no sentence.
		case !t.word:
			return 0, false
		case recordNoun(lastPart(t.lower)):
			// A record that modifies another ends at the last:
			// "expense reports", "customer tickets", "DAG runs".
			for i+1 < len(toks) && toks[i+1].word && (recordNoun(lastPart(toks[i+1].lower)) || toks[i+1].lower == "run" || toks[i+1].lower == "runs") {
				i++
			}
			// and past one modifier to the record it modifies with
			// this one: "release readiness reviews".
			if i+2 < len(toks) && toks[i+1].word && toks[i+2].word && recordNoun(lastPart(toks[i+2].lower)) &&
				!notModifier(toks[i+1].lower) && !determiner(toks[i+1].lower) && !anyVerb(toks[i+1].lower) {
				i += 2
			}
			if lookHeaded(toks, i) {
				return 0, false // "Open Graph and Twitter Card inspector": the cards are looked at
			}
			if thoughtCase(toks, i) {
				return 0, false // "Handles edge cases": a case of reasoning, no record
			}
			if i+1 < len(toks) && digestNoun(toks[i+1].lower) {
				return 0, false // "submit a file hash": the file's digest, looked up (probe round 47)
			}
			return i, true
		case (t.lower == "request" || t.lower == "requests") && i > start && (toks[i-1].lower == "pull" || toks[i-1].lower == "merge"):
			return i, true // "pull requests"
		case (t.lower == "run" || t.lower == "runs") && i > start && determiner(toks[i-1].lower):
			return i, true // "starts the run", "resumes a run" (not "first-run onboarding")
		case mods == 0 && i > start && determiner(toks[i-1].lower) && attributeNoun(t.lower) && i+1 < len(toks) && toks[i+1].lower == "of":
			// What is changed is a field of the record: "the status of
			// an incident", "the priority of your tickets" (not a noun
			// made of the verb, "sync status of devices").
			return recordObject(toks, i+2)
		case t.lower == "recurring" || t.lower == "standing":
			// What recurs is a record of the service whatever its name:
			// "your HelloFresh recurring box" (probe round 141).
			recurring = true
			mods++
		case determiner(t.lower) && mods == 0:
		case possessive(t.lower) && mods < maxModifiers:
			// A possessor starts the object again, as a determiner
			// does: "last week's Walmart grocery order", "your
			// camera-roll folder's photos" (probe round 42).
			mods = 0
		case (t.lower == "and" || t.lower == "or") && i+1 < len(toks) && toks[i+1].word && !anyVerb(toks[i+1].lower):
			// Two modifiers of one record: "web and mobile apps".
		case notModifier(t.lower) || mods == maxModifiers:
			return 0, false
		default:
			if !(t.capital && i > start && toks[i-1].word && toks[i-1].capital && mods > 0) {
				// (A product's name of capitalized words is one
				// modifier: "scheduled BigQuery Data Transfer Service
				// jobs", probe round 148.)
				mods++
			}
			if recurring && (i+1 == len(toks) || !toks[i+1].word || objectEnds(toks[i+1].lower)) {
				return i, true
			}
		}
	}
	return 0, false
}

// possessive reports a word in the possessive case: "week's", "kid's".
func possessive(l string) bool {
	return strings.HasSuffix(l, "'s") || strings.HasSuffix(l, "’s")
}

// pushNoticeOnly reports "push notifications" with no place they are
// pushed to: a feature's name ("Push notifications for new orders"),
// where "push notifications to your phone" sends them.
func pushNoticeOnly(toks []token, end int) bool {
	l := toks[end].lower
	return (l == "notification" || l == "notifications") && (end+1 >= len(toks) || toks[end+1].lower != "to")
}

// attributeNoun reports a field of a record that a verb changes by
// changing the record: "status" in "change the status of an incident".
func attributeNoun(w string) bool {
	switch w {
	case "status", "state", "stage", "severity", "priority", "assignee", "assignees", "owner", "owners", "title",
		"description", "name", "labels", "tags", "details", "settings", "permissions", "visibility", "price", "prices",
		"quantity", "content", "contents", "metadata", "properties", "fields":
		return true
	}
	return false
}

// namedSubject reports a verb at toks[i] that starts a name of
// capitalised words which a verb of the third person follows, the
// name its subject: "Merge Queue Monitor shows the pull requests",
// "Kill Switch Auditor reviews your config" ("Merge Pull Requests
// automatically" has no verb after it, "Triage Jira issues" a record).
func namedSubject(toks []token, i int) bool {
	if !toks[i].capital {
		return false
	}
	for i > 0 && toks[i-1].word && toks[i-1].capital {
		i-- // "Orderbook Replay loads": the name starts before the verb
	}
	j := i + 1
	for j < len(toks) && toks[j].word && toks[j].capital {
		j++
	}
	if j == i+1 || j >= len(toks) || !toks[j].word {
		return false
	}
	l := toks[j].lower
	if !strings.HasSuffix(l, "s") || strings.HasSuffix(l, "ss") || !readingVerb(l) && !anyVerb(strings.TrimSuffix(l, "s")) {
		return false
	}
	// A record is the verb's object, not a verb ("Triage Jira issues,
	// ..."), unless a determiner follows it ("Auditor reviews your
	// config").
	return !recordNoun(l) || j+1 < len(toks) && determiner(toks[j+1].lower)
}

// asideAfterAnd reports a comma at toks[c] that closes an aside of at
// most five words opened by a comma right after "and" or "or" (", by
// default,", ", if asked,", ", when a check fails," (probe round 147)),
// and the index of that "and".
func asideAfterAnd(toks []token, c int) (int, bool) {
	for o := c - 2; o >= 1 && o >= c-6; o-- {
		if toks[o].lower != "," {
			continue
		}
		if a := o - 1; toks[a].lower == "and" || toks[a].lower == "or" {
			return a, a > 0
		}
		return 0, false
	}
	return 0, false
}

// wholesaleObject reports the words that make an act's object whatever
// the tool is given: "deletes what it finds", "publishes everything".
func wholesaleObject(l string) bool {
	switch l {
	case "what", "whatever", "everything", "anything":
		return true
	}
	return false
}

// wholesaleAct reports the roots of acts that change or send whatever
// they are given; "manage everything" and "configure anything" say
// little.
func wholesaleAct(root string) bool {
	switch root {
	case "delete", "remove", "send", "post", "publish", "cancel", "archive", "purge", "move", "trash":
		return true
	}
	return false
}

// digestNoun reports the digests that name a record without being it:
// a file's hash is what a lookup is given.
func digestNoun(l string) bool {
	switch l {
	case "hash", "hashes", "checksum", "checksums", "digest", "digests", "fingerprint", "fingerprints":
		return true
	}
	return false
}

// articleWord reports an article or a possessive that starts a noun
// phrase: after a word that could be a plural noun or a verb, it makes
// the word the verb ("Changes the dosing schedule").
func articleWord(l string) bool {
	switch l {
	case "the", "a", "an", "your", "their", "its":
		return true
	}
	return false
}

// beInClause reports a form of "be" in the clause from toks[j]: the
// words before it are its subject ("Changes the team made last week are
// listed").
func beInClause(toks []token, j int) bool {
	for ; j < len(toks) && !clauseMark(toks[j]); j++ {
		switch toks[j].lower {
		case "is", "are", "was", "were":
			return true
		}
	}
	return false
}

// thoughtCase reports "case" or "cases" at toks[i] that names a case of
// reasoning or of letters, not one a court or a desk keeps: "edge
// cases", "use cases", "camel case".
func thoughtCase(toks []token, i int) bool {
	if l := toks[i].lower; l != "case" && l != "cases" || i == 0 {
		return false
	}
	switch toks[i-1].lower {
	case "edge", "use", "corner", "special", "base", "worst", "best", "lower", "upper", "camel", "snake",
		"kebab", "title", "pascal", "boundary", "failure", "happy":
		return true
	}
	return false
}

// infinitiveVerb reports verbs that follow "to" as the purpose of an
// act, not a party it goes to: "submits it to see the result".
func infinitiveVerb(l string) bool {
	switch l {
	case "see", "get", "make", "keep", "avoid", "help", "ensure", "let", "allow", "show", "confirm", "check",
		"verify", "review", "start", "finish", "complete", "learn", "find", "compare", "test", "try":
		return true
	}
	return false
}

// hadVerb reports the verbs a record that is also a verb ("posts",
// "comments") is the subject of when one follows it at once: "which
// posts got the most comments", "comments are summarised".
func hadVerb(l string) bool {
	switch l {
	case "got", "get", "gets", "have", "has", "had", "received", "receive", "receives", "drew", "draw", "draws",
		"are", "were", "is", "was":
		return true
	}
	return false
}

// measuredCompound reports a word of messaging that is also a verb
// (toks[i]: "message", "email", "push", "post", "comment") heading a
// fragment, whose object is a measure or is followed by a thing to look
// at: a compound noun, not an act (probe round 46). "Slack analytics:
// message volume per channel", "Push campaign performance from
// OneSignal", "Email thread untangler."
func measuredCompound(toks []token, i, end int) bool {
	switch toks[i].lower {
	case "message", "email", "push", "post", "comment", "text", "sms", "notification":
	default:
		return false
	}
	if i > 0 && !(clauseMark(toks[i-1]) && toks[i-1].lower != ",") {
		return false // a fragment's head: first, or after a colon, a dash or a sentence's end
	}
	if measureNoun(toks[end].lower) {
		return true
	}
	if n := end + 1; n < len(toks) && toks[n].word {
		l := toks[n].lower
		return measureNoun(l) || prose.ReadingNoun(l) ||
			(strings.HasSuffix(l, "er") || strings.HasSuffix(l, "or")) && !recordNoun(l) && (n+1 == len(toks) || clauseMark(toks[n+1]))
	}
	return false
}

// measureNoun reports the words that are a measure of what a record
// names: "message volume", "campaign performance", "open rates".
func measureNoun(l string) bool {
	switch l {
	case "volume", "volumes", "performance", "rate", "rates", "count", "counts", "frequency", "engagement",
		"reach", "trends", "activity", "deliverability", "latency", "throughput":
		return true
	}
	return false
}

// thirdOfAct reports the third person of a verb of acting that is as
// often a plural noun ("changes"), joined to a verb before it: "Cancels
// or changes an existing reservation" (probe round 49).
func thirdOfAct(l string) bool {
	base, ok := strings.CutSuffix(l, "s")
	if !ok {
		return false
	}
	_, ok = actVerb(base)
	return ok
}

// itAdverb reports an adverb between "it" and its verb: "It still
// changes your own Zoom settings", "it also posts".
func itAdverb(l string) bool {
	switch l {
	case "still", "also", "then", "only", "even", "just", "now":
		return true
	}
	return false
}

// modelWord reports the model or assistant a server hands text to:
// "sends it to Claude", "to the model", "to the LLM".
func modelWord(l string) bool {
	switch l {
	case "claude", "model", "models", "llm", "llms", "assistant", "agent", "ai", "gpt", "chatgpt", "gemini", "copilot":
		return true
	}
	return false
}

// calledWith reports what an API is called with, sent to it: "Send HTTP
// requests to any API", "sends queries to the endpoint".
func calledWith(l string) bool {
	switch l {
	case "request", "requests", "query", "queries", "prompt", "prompts", "payload", "payloads", "call", "calls":
		return true
	}
	return false
}

// toModel reports "to" and the model from toks[k]: "sends it to Claude
// for a summary" hands the text to the model, no party.
func toModel(toks []token, k int) bool {
	if k >= len(toks) || toks[k].lower != "to" {
		return false
	}
	k++
	if k < len(toks) && determiner(toks[k].lower) {
		k++
	}
	return k < len(toks) && modelWord(toks[k].lower)
}
