package capability

import (
	"slices"
	"strings"

	"github.com/pluglint/pluglint/rules/prose"
)

// A description may say what the service does as what becomes of the
// records rather than as a verb with its object: "incoming
// conversations get answered", "a meeting is booked on the rep's
// calendar", "stock adjustments are pushed to every Shopify location",
// "Keeps your Toast menu in sync with your costing sheet". These are
// acts as "answers conversations" and "syncs your menu" are.

// outcomeActs finds the passive acts and the records kept in sync of a
// description's tokens, outside negated sentences. Within the spans of
// outcomes (review cases' expected outcomes: "Okta account is created")
// a passive after "be" is what happens without an adverb of doing.
func outcomeActs(text string, toks []token, outcomes [][2]int) []recordAct {
	var out []recordAct
	for i, t := range toks {
		if !t.word {
			continue
		}
		var a recordAct
		var ok bool
		switch t.lower {
		case "get", "gets", "got", "is", "are", "was", "were", "be":
			// An expected outcome, or an act held until someone approves
			// it ("No order is placed until you approve it"), is done; so
			// is what the server can or will do ("Doors can be locked
			// from the chat", "Bills will be paid on their due date",
			// probe round 105).
			if t.lower == "be" && !canOrWill(tokenBefore(toks, t.start, 1)) {
				continue
			}
			done := slices.ContainsFunc(outcomes, func(sp [2]int) bool { return sp[0] <= t.start && t.start < sp[1] }) ||
				heldForApproval(text, t.start) || t.lower == "be"
			a, ok = passiveAct(toks, i, done)
			if !ok {
				a, ok = messageReceived(toks, i)
			}
		case "receive", "receives", "hear", "hears":
			a, ok = messageReceived(toks, i)
		case "happen", "happens":
			a, ok = actsHappen(toks, i)
		case "keep", "keeps", "keeping":
			a, ok = keptInSync(toks, i)
		case "stay", "stays", "remain", "remains":
			a, ok = stayInSync(toks, i)
		case "become", "becomes":
			a, ok = becomeRecord(toks, i)
		case "go", "goes", "went", "land", "lands", "arrive", "arrives", "appear", "appears":
			a, ok = goneOut(toks, i)
		case "up":
			// "Tasks pulled from the email show up in Todoist", "the
			// transcripts end up in a shared Google Drive folder" (probe
			// round 152): arriving, as "land" is.
			if i > 0 && arrivedUp(toks[i-1].lower) {
				a, ok = goneOut(toks, i)
			}
		case "consider":
			a, ok = consideredDone(toks, i)
		case "yours":
			a, ok = bookedForYou(toks, i)
		case "editor", "manager", "operator", "administrator", "admin", "controller", "scheduler", "publisher", "uploader",
			"sender", "creator", "updater", "deployer", "organizer", "organiser", "importer":
			a, ok = actorHeadline(toks, i)
		default:
			a, ok = headlineAct(toks, i)
		}
		// (The words up to the act's last: "Orders never get cancelled".)
		if ok && !negatedInSentence(text, a.End) {
			out = append(out, a)
		}
	}
	return out
}

// actorHeadline reads a headline that names the server as what acts on
// a record: "Airtable base editor for agents.", "AWS account operator
// for Claude Code", "Notion page editor". The doer, toks[i], is in
// lower case (not a product's name: "Google Tag Manager", "AWS Secrets
// Manager"), a record stands right before it, and after it the
// sentence ends or a word of where or for whom follows ("Ticket
// manager dashboard" names a dashboard). Before the record only names
// and other records: "Works with your Notion page editor" names the
// user's editor.
func actorHeadline(toks []token, i int) (recordAct, bool) {
	if i == 0 || toks[i].capital || !toks[i-1].word || !recordNoun(lastPart(toks[i-1].lower)) {
		return recordAct{}, false
	}
	start := i - 1
	for start > 0 && !sentenceEnd(toks[start-1]) {
		start--
	}
	if i-start > 5 {
		return recordAct{}, false
	}
	for _, t := range toks[start : i-1] {
		if !t.word || !t.capital && !recordNoun(lastPart(t.lower)) {
			return recordAct{}, false // "Works with your page editor"
		}
	}
	if j := i + 1; j < len(toks) && !sentenceEnd(toks[j]) {
		switch toks[j].lower {
		case "for", "from", "in", "inside", "within", "via", "with", "on", "over", "—", "–", ":", ",", ";":
		default:
			return recordAct{}, false
		}
	}
	return recordAct{toks[start].start, toks[i].end, doerRoot(toks[i].lower), false, false}, true
}

// doerRoot is the verb of actorHeadline's doer: an editor edits, an
// operator or a controller controls, a manager manages.
func doerRoot(l string) string {
	switch l {
	case "editor":
		return "edit"
	case "manager", "administrator", "admin", "organizer", "organiser":
		return "manage"
	case "operator", "controller":
		return "control"
	case "creator":
		return "create"
	case "updater":
		return "update"
	case "scheduler":
		return "schedule"
	}
	return strings.TrimSuffix(l, "er") // publisher, uploader, sender, deployer, importer
}

// messageReceived reads toks[i], "get", "receive" or "hear", as the
// receiving end of a message the server sends: "overdue leads get a
// personalised nudge", "customers receive a text", "late tenants hear
// from your assistant". Not after "to" ("how to get a reminder") nor
// when the sentence is negated.
func messageReceived(toks []token, i int) (recordAct, bool) {
	if i > 0 && toks[i-1].lower == "to" || i+1 >= len(toks) {
		return recordAct{}, false
	}
	if l := toks[i].lower; l == "hear" || l == "hears" {
		if i+2 >= len(toks) || toks[i+1].lower != "from" {
			return recordAct{}, false
		}
		j := i + 2
		if toks[j].lower == "your" || toks[j].lower == "the" {
			j++
		}
		if j < len(toks) && agentWord(toks[j].lower) {
			return recordAct{toks[i].start, toks[j].end, "send", false, false}, true
		}
		return recordAct{}, false
	}
	if !recipientBefore(toks, i) {
		return recordAct{}, false // "Receives messages from your webhook": the server reads them
	}
	mods := 0
	for j := i + 1; j < len(toks) && toks[j].word; j++ {
		switch l := toks[j].lower; l {
		case "email", "emails", "text", "texts", "sms", "nudge", "nudges", "reminder", "reminders", "message", "messages",
			"call", "calls", "dm", "dms", "whatsapp":
			if j+1 < len(toks) && toks[j+1].word && !messageEnds(toks[j+1].lower) {
				return recordAct{}, false // "message counts": a figure about messages
			}
			return recordAct{toks[i].start, toks[j].end, "send", false, false}, true
		default:
			if determiner(l) || l == "their" || l == "your" {
				continue
			}
			if mods++; mods > 2 || notModifier(l) {
				return recordAct{}, false
			}
		}
	}
	return recordAct{}, false
}

// recipientBefore reports people, or the reader, among the three words
// before toks[i] in its clause: who gets what the server sends.
func recipientBefore(toks []token, i int) bool {
	for j := i - 1; j >= 0 && j >= i-3 && !clauseMark(toks[j]); j-- {
		l := toks[j].lower
		if person(l) || l == "you" {
			return true
		}
		switch l {
		case "tenants", "guests", "subscribers", "employees", "staff", "drivers", "candidates", "applicants", "owners",
			"buyers", "sellers", "students", "parents", "vendors", "suppliers", "donors", "followers", "recipients":
			return true
		}
	}
	return false
}

// messageEnds reports a word after a message's noun that ends the
// noun's phrase: a preposition or a clause's first word ("a text when
// their order ships", "an email from your address").
func messageEnds(l string) bool {
	switch l {
	case "from", "when", "whenever", "by", "via", "on", "to", "with", "about", "before", "after", "if", "each", "every",
		"and", "or", "at", "as", "in", "the", "once", "within", "straight", "right", "for":
		return true
	}
	return false
}

// actsHappen reads toks[i], "happen", after a clause of nothing but
// -ing forms, one of them an act: "Archiving, labelling and
// unsubscribing happen while you sleep". The acts are the subject, and
// happening is their being done ("Reporting and monitoring happen in
// one dashboard" names no act).
func actsHappen(toks []token, i int) (recordAct, bool) {
	start, acts := -1, 0
	for j := i - 1; j >= 0 && (toks[j].word || toks[j].lower == "," || toks[j].lower == "&"); j-- {
		l := toks[j].lower
		switch {
		case l == "," || l == "and" || l == "&" || l == "or":
		case strings.HasSuffix(l, "ing"):
			if _, ok := actVerb(l); ok {
				acts++
			} else if w, ok := prose.Form(l); ok && w.Category != prose.Money {
				acts++
			}
			start = j
		default:
			return recordAct{}, false
		}
	}
	if acts == 0 || placeAhead(toks, i+1, len(toks), otherPlace) {
		return recordAct{}, false // and "Booking happens on the airline's own site", "in the clinic's own patient portal"
	}
	return recordAct{toks[start].start, toks[i].end, "act", false, false}, true
}

// consideredDone reads "Consider it booked" (sent, ordered, paid) at
// toks[i]: the promise that the act is done on the asking. Only an
// act's participle follows "it", and only at the start of a sentence.
func consideredDone(toks []token, i int) (recordAct, bool) {
	if i+2 >= len(toks) || toks[i+1].lower != "it" || !toks[i+2].word || i > 0 && !sentenceEnd(toks[i-1]) {
		return recordAct{}, false
	}
	root, ok := outcomeParticiple(toks[i+2].lower)
	if !ok || prose.ReadVerb(root) {
		return recordAct{}, false
	}
	return recordAct{toks[i].start, toks[i+2].end, root, false, false}, true
}

// bookedForYou reads "the table is yours" at toks[i], "yours" after a
// form of "be" whose subject is a thing one books (a table, a slot, a
// seat, a room): the booking made ("the table is yours to explore" is
// a data table's).
func bookedForYou(toks []token, i int) (recordAct, bool) {
	if i < 2 || i+1 < len(toks) && toks[i+1].lower == "to" {
		return recordAct{}, false
	}
	k := i - 1
	if l := toks[k].lower; l != "is" && l != "are" && l != "'s" {
		return recordAct{}, false
	}
	switch toks[k-1].lower {
	case "table", "slot", "seat", "seats", "room", "spot", "reservation", "booking", "tee-time":
	default:
		return recordAct{}, false
	}
	return recordAct{toks[k-1].start, toks[i].end, "book", false, false}, true
}

// passiveAct reads toks[i], a form of "get" or "be", as the start of a
// passive act on the record just before it: "leads get assigned",
// "conversations are closed automatically", "a meeting is booked on the
// rep's calendar". After "be", which as often says what state a record
// is in ("see which invoices are paid"), the act must be done now: an
// adverb of doing ("automatically") or the place it is put ("pushed to",
// "booked on"). A clause that asks or sets a condition ("when flights
// are cancelled", "tickets that are closed") says what the service
// watches, not what it does. The phrase runs from the record to the
// participle. An outcome (done) needs no adverb.
func passiveAct(toks []token, i int, done bool) (recordAct, bool) {
	j := i + 1
	adverb := done
	for j < len(toks) && toks[j].word && doneNow(toks[j].lower) {
		adverb = true
		j++
	}
	if j >= len(toks) || !toks[j].word {
		return recordAct{}, false
	}
	root, ok := outcomeParticiple(toks[j].lower)
	last := j // the participle of the act
	if !ok {
		// "campaigns are built from your draft, segmented and sent": an
		// act later in a list of participles.
		if last, ok = listedParticiple(toks, j); !ok {
			return recordAct{}, false
		}
		root, _ = outcomeParticiple(toks[last].lower)
	}
	if k := j + 1; k < len(toks) && toks[k].word {
		switch toks[k].lower {
		case "automatically", "instantly", "immediately":
			adverb = true
		case "nightly", "daily", "hourly", "weekly", "overnight", "every", "each", "whenever", "between", "onto", "at":
			// When and where it is done: "are pruned nightly", "are
			// rotated every week", "is moved between your pots" (probe
			// round 105).
			adverb = true
		case "the":
			adverb = k+1 < len(toks) && toks[k+1].lower == "moment" // "are updated the moment you ask"
		case "publicly":
			adverb = true // "each review is posted publicly" (probe round 52)
		case "to", "on", "into", "in", "with":
			adverb = true // the place it is put
		case "from":
			// or taken from, now ("are removed from the target app",
			// probe round 47; "the file was removed from disk" tells
			// what happened).
			adverb = adverb || toks[i].lower == "is" || toks[i].lower == "are"
		}
	}
	// A list of acts ("are tagged, assigned, merged and closed") is a
	// process the service runs, not a state.
	if _, listed := nextParticiple(toks, j); listed {
		adverb = true
	}
	subject, ok := subjectRecord(toks, i, 6)
	if ok && !adverb && (toks[i].lower == "is" || toks[i].lower == "are") && subjectLeads(toks, subject) && !byNamed(toks, last) {
		// A record that leads its clause and what is done to it: "Stale
		// branches are pruned", "Every paid order is labelled, a UPS
		// pickup is booked" (probe round 105); not "Lists invoices that
		// are paid", nor "Shows which orders are cancelled".
		adverb = true
	}
	if be := toks[i].lower; be != "get" && be != "gets" && be != "got" && !adverb || doneByUser(toks, j) ||
		passiveElsewhere(toks, last) || ok && handedCopy(toks, subject, i) {
		return recordAct{}, false
	}
	if !ok {
		// "Summaries of each support call are attached to the
		// corresponding Freshdesk ticket", "Uptime summaries get routed
		// to Microsoft Teams" (probe round 150): what the server made,
		// put into a store of the user's that the sentence names.
		if place, placed := namedStore(toks, last+1); placed && placingRoot(root) && !doneByUser(toks, j) {
			return recordAct{toks[i].start, toks[place].end, root, false, false}, true
		}
		// "everything else you ask for is executed in your terminal":
		// whatever the user asks for, acted on (probe round 50).
		if k, any := wholesaleSubject(toks, i); any && (root == "run" || root == "execute") {
			return recordAct{toks[k].start, toks[last].end, root, false, false}, true
		}
		// "Money is moved between your pots", "Payments can be
		// scheduled from the chat" (probe round 105): money sent.
		if k, paid := moneySubject(toks, i); paid && moneyMoved(root) {
			return recordAct{toks[k].start, toks[last].end, root, false, true}, true
		}
		return recordAct{}, false
	}
	if !actsOn(root, lastPart(toks[subject].lower)) || provisionedWith(toks, lastPart(toks[subject].lower), last) {
		return recordAct{}, false
	}
	return recordAct{toks[subject].start, toks[last].end, root, false, false}, true
}

// byNamed reports "by" and a name after a passive's participle, in its
// clause: "The Okta account is created by IT", "are issued by Stripe":
// someone else's act.
func byNamed(toks []token, last int) bool {
	for k := last + 1; k+1 < len(toks) && !clauseMark(toks[k]); k++ {
		if toks[k].lower == "by" && toks[k+1].word && toks[k+1].capital {
			return true
		}
	}
	return false
}

// passiveElsewhere reports the words after a passive's participle, in its
// sentence, that put the act somewhere else: "purchase orders are raised
// elsewhere", "Safe zones are changed only in the collar's own app",
// "Payments are made in your banking app, not here" (probe round 105).
func passiveElsewhere(toks []token, last int) bool {
	for k := last + 1; k < len(toks) && (toks[k].lower == "," || !clauseMark(toks[k])); k++ {
		switch toks[k].lower {
		case "elsewhere":
			return true
		case "not":
			if k+1 < len(toks) && toks[k+1].lower == "here" {
				return true
			}
		case "only":
			if k+1 < len(toks) && (toks[k+1].lower == "in" || toks[k+1].lower == "on" || toks[k+1].lower == "through") {
				return true
			}
		case "own":
			if k+1 < len(toks) && (toks[k+1].lower == "app" || toks[k+1].lower == "site" || toks[k+1].lower == "website") {
				return true
			}
		}
	}
	return false
}

// handedCopy reports a passive's subject that is a copy handed to the
// server, named so between the record and the verb: "Transactions from
// your exported CSV are categorised" works on the file's rows.
func handedCopy(toks []token, subject, i int) bool {
	for k := subject + 1; k < i; k++ {
		switch toks[k].lower {
		case "exported", "uploaded", "pasted", "attached", "csv", "spreadsheet":
			return true
		}
	}
	return false
}

// moneySubject returns the money a passive is said of, within the four
// words before toks[i]: "Money is moved", "Payments can be scheduled".
func moneySubject(toks []token, i int) (int, bool) {
	if toks[i].lower == "be" {
		i-- // past "can" or "will"
	}
	for k := i - 1; k >= 0 && k >= i-4 && toks[k].word; k-- {
		if conditionWord(toks[k].lower) {
			return 0, false
		}
		switch toks[k].lower {
		case "money", "funds", "payment", "payments", "transfer", "transfers", "payout", "payouts":
			return k, !clauseAsks(toks, k)
		}
	}
	return 0, false
}

// moneyMoved reports the verbs whose passive, said of money, sends it:
// "is moved", "are scheduled", "are executed", "is made".
func moneyMoved(root string) bool {
	switch root {
	case "move", "schedule", "execute", "make", "send", "transfer", "pay", "process", "issue", "release", "initiate":
		return true
	}
	return false
}

// subjectLeads reports the record at toks[k] in a noun phrase that
// starts its clause: no verb of reading before it ("Lists invoices",
// "Shows orders") from the clause's start.
func subjectLeads(toks []token, k int) bool {
	j := k
	for j > 0 && !clauseMark(toks[j-1]) {
		j--
	}
	for m := j; m < k; m++ {
		l := toks[m].lower
		if !toks[m].word {
			continue
		}
		if readsThird(l) || readingVerb(l) || m == j && prose.ReadVerb(l) || conditionWord(l) || l == "and" || l == "or" {
			return false
		}
	}
	return true
}

// provisionedWith reports the server's own app or credential said to be
// made with what it may reach: "The app password is created with
// read-only JMAP access", "The app is registered with
// files.content.read only". That is how the integration was set up,
// not what its tools do.
func provisionedWith(toks []token, subject string, last int) bool {
	if last+1 >= len(toks) || toks[last+1].lower != "with" {
		return false
	}
	switch subject {
	case "app", "application", "client", "integration":
		return true
	}
	return credential(subject)
}

// listedParticiple returns the first participle of an act in the list
// of participles that starts at toks[j], a participle that is no act
// ("built", "segmented").
func listedParticiple(toks []token, j int) (int, bool) {
	switch l := toks[j].lower; {
	case strings.HasSuffix(l, "ed"):
	case l == "built", l == "made", l == "done", l == "set", l == "written", l == "rewritten", l == "cut", l == "split", l == "kept":
		// Participles not made with -ed: "pages get rewritten, merged
		// or archived".
	default:
		return 0, false
	}
	return nextParticiple(toks, j)
}

// receiverOfShare reports the user as the one something is shared
// with: "shared with you", "shared with me".
func receiverOfShare(l string) bool {
	return l == "you" || l == "me" || l == "us"
}

// headlineAct reads toks[i] as a participle that says, as a headline
// does, what the service has done to the record its clause starts with:
// "Okta accounts created, laptops assigned", "shipping labels
// purchased", "Budgets and bids adjusted daily", "Takedown notices filed
// against counterfeit listings". The clause holds nothing but the
// record's words before the participle, and after it comes the clause's
// end, the place the record is put or an adverb of doing: not an agent
// or a time that picks records to read ("Orders placed last week",
// "Invoices sent by your team"), nor a sentence about reports.
func headlineAct(toks []token, i int) (recordAct, bool) {
	root, ok := outcomeParticiple(toks[i].lower)
	if !ok || i == 0 {
		return recordAct{}, false
	}
	var start int
	record := ""
	comma := !toks[i-1].word
	if comma {
		start, record, ok = commaHeadline(toks, i)
	} else {
		start, record, ok = headlineRecord(toks, i, root)
	}
	if !ok || record == "" || !actsOn(root, record) || doneByUser(toks, i) || shownList(toks, i) || readPredicate(toks, i) {
		return recordAct{}, false // and "invoices paid by your accounting team"
	}
	if j := i + 1; j < len(toks) && !clauseMark(toks[j]) {
		switch toks[j].lower {
		case "and":
			if comma {
				return recordAct{}, false // "Invoices, paid and unpaid."
			}
		case "across":
			if root == "share" && !published(record) {
				// "code shared across my other solutions": common to them
				// ("posts shared across your channels" go out).
				return recordAct{}, false
			}
		case "with":
			if root == "share" && j+1 < len(toks) && receiverOfShare(toks[j+1].lower) {
				// "albums and photos shared with you": what others have
				// shared with the user, listed (probe round 52).
				return recordAct{}, false
			}
		case "to", "on", "onto", "into", "against", "within", "through", "via", "automatically", "instantly",
			"immediately", "directly", "straight", "daily", "nightly", "hourly", "weekly", "overnight",
			"when", "whenever", "once":
			// And the moment it is done: "campaigns paused when CPA
			// crosses your threshold".
		case "as":
			if j+1 >= len(toks) || toks[j+1].lower != "soon" {
				return recordAct{}, false // "Orders placed as a list"
			}
		case "for":
			if j+1 >= len(toks) || toks[j+1].lower != "you" {
				return recordAct{}, false // "Orders placed for the spring sale"
			}
		case "by":
			k := j + 1
			if k < len(toks) && (toks[k].lower == "your" || toks[k].lower == "the") {
				k++
			}
			if k >= len(toks) || !agentWord(toks[k].lower) {
				return recordAct{}, false // "Invoices sent by your team"
			}
		case "end":
			if j+2 >= len(toks) || toks[j+1].lower != "to" || toks[j+2].lower != "end" {
				return recordAct{}, false // "handled end to end"
			}
		case "end-to-end":
		case "the":
			if j+1 >= len(toks) || toks[j+1].lower != "moment" && toks[j+1].lower != "instant" && toks[j+1].lower != "minute" {
				return recordAct{}, false // "Orders placed the last week"
			}
		case "in":
			if j+2 < len(toks) && (toks[j+2].lower == "last" || toks[j+2].lower == "past") {
				return recordAct{}, false // "in the last 30 days"
			}
		default:
			return recordAct{}, false
		}
	}
	for k := i + 1; k < len(toks) && !sentenceEnd(toks[k]); k++ {
		if prose.ReadingNoun(toks[k].lower) && !boundBy(toks, k) {
			return recordAct{}, false // "Orders placed and refunded, in one dashboard"
		}
	}
	return recordAct{toks[start].start, toks[i].end, root, false, false}, true
}

// published reports the records that are shared by being sent out:
// posts, photos, videos, links, updates, messages, stories, articles.
func published(l string) bool {
	switch l {
	case "post", "posts", "photo", "photos", "video", "videos", "link", "links", "update", "updates", "message",
		"messages", "story", "stories", "article", "articles":
		return true
	}
	return false
}

// headlineRecord returns the start of the clause that a headline's
// participle, toks[i], ends, and the record it names: the clause holds
// nothing but the record's words.
func headlineRecord(toks []token, i int, root string) (start int, record string, ok bool) {
	start = i
	for start > 0 && !clauseMark(toks[start-1]) && toks[start-1].lower != "and" {
		start--
	}
	if first := toks[start].lower; i-start > 5 || start < i-1 && anyVerb(first) && !strings.HasSuffix(first, "ing") {
		return 0, "", false // "Track orders placed on Amazon" (not "shipping labels purchased")
	}
	for k := start; k < i; k++ {
		l := toks[k].lower
		if k == i-1 && handedIn(l, root) {
			record = l // "reports submitted to Expensify": a report handed in is a record
			continue
		}
		if !toks[k].word || conditionWord(l) || prose.ReadVerb(l) || readingVerb(l) || prose.ReadingNoun(l) || pronoun(l) ||
			auxiliary(l) {
			// A passive is passiveAct's ("invoices are paid and filed"),
			// and records a verb of reading takes are what it reads
			// ("Lists invoices sent to customers").
			return 0, "", false
		}
		if keptRecord(l) {
			record = lastPart(l)
		}
	}
	return start, record, true
}

// commaHeadline reads a headline whose participle, toks[i], follows a
// comma, the record set before it as its own sentence's start: "Schema
// migrations, applied.", "Tables at 40,000 restaurants on OpenTable,
// reserved in your name." The record is the sentence's first or second
// word, and the words after it up to the comma name no act, read or
// person ("Invoices, paid or unpaid" and "Orders, placed last week"
// fail on what follows the participle, as headlines do).
func commaHeadline(toks []token, i int) (start int, record string, ok bool) {
	if toks[i-1].lower != "," {
		return 0, "", false
	}
	start = i - 1
	for start > 0 && (toks[start-1].word || digitComma(toks, start-1)) {
		start--
	}
	if i-1-start > 8 || start > 0 && !headlineBreak(toks[start-1]) {
		return 0, "", false
	}
	for k := start; k < i-1; k++ {
		l := toks[k].lower
		if conditionWord(l) || prose.ReadVerb(l) || prose.ReadingNoun(l) || pronoun(l) || auxiliary(l) {
			return 0, "", false
		}
		switch {
		case k == start && verbForm(l) && k+1 < i-1 && (keptRecord(toks[k+1].lower) || determiner(toks[k+1].lower)):
			return 0, "", false // "Sends invoices, paid", "Finds invoices, paid": a verb and its object
		case record == "" && k < start+2 && keptRecord(l):
			record = lastPart(l)
		case record == "":
			if verbForm(l) {
				return 0, "", false
			}
		case !placeWord(l) && !digits(l) && !toks[k].capital && !determiner(l) && !keptRecord(l) && !digitComma(toks, k):
			// After the record, only where it is: "at 40,000
			// restaurants on OpenTable" (not "notes become Asana tasks").
			return 0, "", false
		}
	}
	return start, record, record != ""
}

// placeWord reports the prepositions that say where a headline's record
// is.
func placeWord(l string) bool {
	switch l {
	case "at", "on", "in", "across", "from", "for", "of", "with":
		return true
	}
	return false
}

// headlineBreak reports a mark that may end the sentence or heading
// before a headline: a full stop, a colon, a dash, or an emoji or other
// symbol ("Bookings made simple 🍽️ Tables ..."), but not a comma, a
// semicolon or a bracket, which leave the sentence going on.
func headlineBreak(t token) bool {
	switch t.lower {
	case ",", ";", "(", ")", "&", "'", "\"", "/":
		return false
	}
	return !t.word
}

// digitComma reports a comma that groups a number's digits ("40,000"),
// toks[k] between two numbers.
func digitComma(toks []token, k int) bool {
	return toks[k].lower == "," && k > 0 && k+1 < len(toks) && digits(toks[k-1].lower) && digits(toks[k+1].lower)
}

// verbForm reports a verb, or the third person of a reading verb
// ("finds", "shows"), where a headline wants a noun. (A reading verb's
// own form is refused before commaHeadline asks.)
func verbForm(l string) bool {
	return anyVerb(l) || prose.ReadVerb(strings.TrimSuffix(l, "s"))
}

// digits reports a token of digits only.
func digits(l string) bool {
	return l != "" && strings.Trim(l, "0123456789") == ""
}

// handedIn reports a report or a return that a headline says was
// submitted or filed ("reports submitted to Expensify", "returns
// filed"): a record handed in, not a page to read.
func handedIn(l, root string) bool {
	switch l {
	case "report", "reports", "return", "returns":
		return root == "submit" || root == "file"
	}
	return false
}

// boundBy reports a noun, toks[k], that names a bound the act keeps to,
// not a place to read it: a preposition of limits among the three words
// before it ("booked within company policy", "spent under budget").
func boundBy(toks []token, k int) bool {
	for j := k - 1; j >= 0 && j >= k-3 && toks[j].word; j-- {
		switch toks[j].lower {
		case "within", "under", "per":
			return true
		}
	}
	return false
}

// auxiliary reports the forms of "be" and "get" that make a participle
// a passive.
func auxiliary(l string) bool {
	switch l {
	case "is", "are", "was", "were", "be", "been", "being", "get", "gets", "got":
		return true
	}
	return false
}

// pronoun reports the personal pronouns that make a clause's subject a
// person, not a record: "you", "we".
func pronoun(l string) bool {
	// With its auxiliary: "every order you've ever placed".
	for _, aux := range [...]string{"'ve", "'d", "'ll", "'re", "’ve", "’d", "’ll", "’re"} {
		if s, ok := strings.CutSuffix(l, aux); ok {
			l = s
			break
		}
	}
	switch l {
	case "i", "you", "we", "they", "he", "she", "it":
		return true
	}
	return false
}

// subjectRecord returns the nearest record among the n words before
// toks[i], the subject of the verb there, unless a word that asks or
// sets a condition stands among them or before it in its clause
// ("when flights are cancelled", "see which leads become customers").
func subjectRecord(toks []token, i, n int) (int, bool) {
	subject := -1
	for k := i - 1; k >= 0 && k >= i-n && toks[k].word; k-- {
		if conditionWord(toks[k].lower) {
			return 0, false
		}
		if subject < 0 && keptRecord(toks[k].lower) {
			subject = k
		}
	}
	if subject < 0 || clauseAsks(toks, subject) || joinedByUnderscore(toks, subject) {
		return 0, false
	}
	return subject, true
}

// joinedByUnderscore reports a word that is part of a name joined by an
// underscore ("snapshots" in "prune_snapshots was removed"): the name
// is the subject, not the record.
func joinedByUnderscore(toks []token, k int) bool {
	return k > 0 && toks[k-1].lower == "_" && toks[k-1].end == toks[k].start ||
		k+1 < len(toks) && toks[k+1].lower == "_" && toks[k].end == toks[k+1].start
}

// keptRecord reports a word whose last part is a record the service
// keeps and not a credential.
func keptRecord(l string) bool {
	p := lastPart(l)
	return recordNoun(p) && !credential(p)
}

// clauseAsks reports a word that asks or sets a condition ("when",
// "which", "if") between toks[k] and the start of its clause.
func clauseAsks(toks []token, k int) bool {
	for ; k >= 0 && !clauseMark(toks[k]); k-- {
		if conditionWord(toks[k].lower) {
			return true
		}
	}
	return false
}

// nextParticiple returns the next participle of an act after toks[j]
// in its clause that follows a comma, "and" or "or": "Receipts are
// attached, categorized and submitted", "campaigns are built from your
// draft, segmented and sent".
func nextParticiple(toks []token, j int) (int, bool) {
	for k := j + 1; k+1 < len(toks) && !sentenceEnd(toks[k]) && toks[k].lower != ";"; k++ {
		if l := toks[k].lower; l != "," && l != "and" && l != "or" || !toks[k+1].word {
			continue
		}
		if _, ok := outcomeParticiple(toks[k+1].lower); ok {
			return k + 1, true
		}
		// A passive whose "be" is left out: "opportunities are closed
		// and owners reassigned".
		if k+2 < len(toks) && !anyVerb(toks[k+1].lower) && !determiner(toks[k+1].lower) && toks[k+2].word {
			if _, ok := outcomeParticiple(toks[k+2].lower); ok {
				return k + 2, true
			}
		}
	}
	return 0, false
}

// doneByUser reports a passive whose agent, after the participles that
// start at toks[j], is the user or the user's people: "Invoices are paid
// and archived by your accounting team" says who does it, not the
// service.
func doneByUser(toks []token, j int) bool {
	for k := j + 1; k+1 < len(toks) && !sentenceEnd(toks[k]) && toks[k].lower != ";"; k++ {
		if toks[k].lower != "by" {
			// "gérés par votre comptable", "gestionados por su equipo",
			// "von Ihrem Team verwaltet".
			if byWord(toks[k].lower) && yourWord(toks[k+1].lower) {
				return true
			}
			continue
		}
		switch toks[k+1].lower {
		case "your":
			// "by your accounting team", not "released by your
			// assistant": the assistant is the service, nor "renamed by
			// your rules", which the service applies (probe round 105).
			return k+2 >= len(toks) || !agentWord(toks[k+2].lower) && !appliedSetting(toks[k+2].lower)
		case "you", "users", "customers", "staff", "humans", "people", "hand":
			return true
		case "the":
			return k+2 < len(toks) && (toks[k+2].lower == "user" || toks[k+2].lower == "customer")
		}
	}
	return false
}

// byWord reports "by" in French, Spanish, Portuguese and German.
func byWord(l string) bool {
	return l == "par" || l == "por" || l == "von"
}

// yourWord reports "your" in French, Spanish, Portuguese and German.
func yourWord(l string) bool {
	switch l {
	case "votre", "vos", "su", "sus", "tu", "tus", "seu", "sua", "seus", "suas", "ihrem", "ihrer", "ihren", "deinem", "deiner":
		return true
	}
	return false
}

// agentWord reports the words a description names the assistant that
// calls the server's tools by: what it does, the server does.
func agentWord(l string) bool {
	switch strings.TrimSuffix(strings.TrimSuffix(l, "'s"), "’s") {
	case "assistant", "agent", "claude", "ai", "model", "bot", "copilot":
		return true
	}
	return false
}

// conditionWord reports the words that start a clause of a question, a
// condition or a relative clause.
func conditionWord(l string) bool {
	switch l {
	case "when", "whenever", "if", "unless", "whether", "once", "after", "before", "until", "which", "that", "how",
		"where", "what", "who":
		return true
	}
	return false
}

// appliedSetting reports what the user sets up and the service
// applies: "by your rules", "by your schedule".
func appliedSetting(l string) bool {
	switch l {
	case "rule", "rules", "settings", "schedule", "filters", "filter", "preferences", "criteria", "template", "templates":
		return true
	}
	return false
}

// canOrWill reports the modal verbs before "be" that say the server
// can or will do an act: "can be locked", "will be paid".
func canOrWill(l string) bool {
	switch l {
	case "can", "will", "may", "'ll":
		return true
	}
	return false
}

// doneNow reports the adverbs that say a passive act is done, not a
// state: "are automatically closed", "is then booked".
func doneNow(l string) bool {
	switch l {
	case "automatically", "instantly", "immediately", "then", "also",
		"permanently": // "records past their retention period are permanently destroyed" (probe round 60)
		return true
	}
	return false
}

// participleRoot returns the root of a verb of acting on records whose
// past participle l is: "assigned", "closed", "cancelled", "sent",
// "paid".
func participleRoot(l string) (string, bool) {
	switch l {
	case "sent":
		return "send", true
	case "paid":
		return "pay", true
	case "made":
		return "make", true
	case "written", "rewritten":
		return "write", true // "the new secrets are written to Vault" (probe round 105)
	}
	for _, c := range participleBases(l) {
		if root, ok := actVerb(c); ok {
			return root, true
		}
	}
	return "", false
}

// participleBases returns the base forms a regular past participle may
// come from: "assigned" from "assign", "closed" from "close",
// "cancelled" from "cancel", "applied" from "apply". None for a word
// that does not end in "ed".
func participleBases(l string) []string {
	stem, ok := strings.CutSuffix(l, "ed")
	if !ok || len(stem) < 2 {
		return nil
	}
	bases := []string{stem, stem + "e"}
	if n := len(stem); stem[n-1] == stem[n-2] {
		bases = append(bases, stem[:n-1])
	}
	if s, ok := strings.CutSuffix(stem, "i"); ok {
		bases = append(bases, s+"y")
	}
	return bases
}

// becomeRecord reads toks[i], "become" or "becomes", between a record
// of its clause and the record it is made into: "Meeting notes become
// Asana tasks" makes the tasks. Not in a clause that asks ("see which
// leads become customers"), nor one made into something no service
// keeps ("Your dashboard becomes the source of truth").
func becomeRecord(toks []token, i int) (recordAct, bool) {
	subject, ok := subjectRecord(toks, i, 4)
	if !ok {
		return recordAct{}, false
	}
	// The record made, or a list of them ("becomes a contact, a company
	// and a note in Pipedrive"): a person alone is a state ("leads
	// become customers").
	for j, n := i+1, 0; j < len(toks) && n < 3; j++ {
		if !toks[j].word {
			if toks[j].lower != "," {
				break
			}
			continue
		}
		if toks[j].lower == "and" || determiner(toks[j].lower) {
			continue
		}
		n++
		if l := lastPart(toks[j].lower); recordNoun(l) && !credential(l) && !person(l) {
			return recordAct{toks[subject].start, toks[j].end, "create", false, false}, true
		}
	}
	return recordAct{}, false
}

// goneOut reads toks[i], a form of "go", after a record of its clause
// and before "live" or "out": "Your drafts go live on LinkedIn" publishes
// them, "the signature packet goes out via DocuSign" sends it; and a
// form of "go" or "land" before "into" or "in" a record of the user's
// updates it ("tracked changes go straight into your Word files",
// "redlines land in the shared document"). Not in a
// clause that asks or sets a condition ("when your post goes live",
// "see which campaigns went out"), nor "out of" ("goes out of stock").
func goneOut(toks []token, i int) (recordAct, bool) {
	if i+1 >= len(toks) {
		return recordAct{}, false
	}
	root, end := "", i+1
	j := i + 1
	if l := toks[j].lower; (l == "straight" || l == "directly" || l == "right") && j+1 < len(toks) {
		j++ // "go straight into your Word files"
	}
	switch l := toks[j].lower; {
	case l == "live" && j == i+1 && !landing(toks[i].lower):
		root = "publish"
	case l == "out" && j == i+1 && !landing(toks[i].lower):
		if i+2 < len(toks) && toks[i+2].lower == "of" {
			return recordAct{}, false
		}
		root = "send"
	case (l == "into" || l == "in" || l == "on") && landing(toks[i].lower) && inChatAhead(toks, j):
		return recordAct{}, false // "lands in the reply", "end up in a short report in the chat" (probe round 155)
	case l == "into" || l == "in" && landing(toks[i].lower):
		// "tracked changes go straight into your Word files",
		// "redlines land in the shared document": written into a
		// record of the user's.
		end = -1
		for k := j + 1; k < len(toks) && k <= j+5 && toks[k].word; k++ {
			if keptRecord(toks[k].lower) {
				end = k
				break
			}
		}
		if end < 0 {
			// "Call transcripts land in Salesforce as an Activity"
			// (probe round 150): a store named by its product.
			place, placed := namedStore(toks, j)
			if !placed || !landing(toks[i].lower) && !(toks[j+1].word && toks[j+1].capital) {
				return recordAct{}, false
			}
			return recordAct{toks[i].start, toks[place].end, "update", false, false}, true
		}
		root = "update"
	default:
		return recordAct{}, false
	}
	subject, ok := subjectRecord(toks, i, 4)
	if !ok && landing(toks[i].lower) && root == "update" && !inChatAhead(toks, j) && !clauseAsks(toks, i) {
		// What the server made, arrived in a record of the user's:
		// "the transcripts end up in a shared Google Drive folder"; not
		// "lands in this conversation", "end up in a short report in
		// the chat", nor "when a new Super Admin shows up in the audit
		// events" (probe rounds 134, 150 and 152).
		return recordAct{toks[i].start, toks[end].end, root, false, false}, true
	}
	if !ok || !actsOn(root, lastPart(toks[subject].lower)) {
		return recordAct{}, false
	}
	return recordAct{toks[subject].start, toks[end].end, root, false, false}, true
}

// inChatAhead reports the chat as the place, from toks[k] to the end of
// its clause: "in this conversation", "in a short report in the chat".
func inChatAhead(toks []token, k int) bool {
	for ; k < len(toks) && !clauseMark(toks[k]); k++ {
		if intoChat(toks, k) {
			return true
		}
	}
	return false
}

// arrivedUp reports the verbs that arrive with "up": "show up", "end
// up", "turn up", "pop up".
func arrivedUp(l string) bool {
	switch l {
	case "show", "shows", "end", "ends", "turn", "turns", "pop", "pops":
		return true
	}
	return false
}

// namedStore reports the place a result is put, after a participle or
// a verb of arriving at toks[k]: "to", "into", "in", "on" or "onto",
// then within five words a record the user keeps ("the corresponding
// Freshdesk ticket", "a custom field") or a product by its name
// ("Microsoft Teams", "Salesforce"). Not the chat, the model or a
// file's format ("in the chat", "to Claude", "to CSV"). It returns the
// index of the record or the name.
func namedStore(toks []token, k int) (int, bool) {
	if k >= len(toks) {
		return 0, false
	}
	switch toks[k].lower {
	case "to", "into", "in", "on", "onto":
	default:
		return 0, false
	}
	name := -1 // the last word of a product's name, when no record follows it
	for m := k + 1; m < len(toks) && m <= k+5 && !clauseMark(toks[m]); m++ {
		l := toks[m].lower
		if !toks[m].word {
			continue
		}
		if chatPlace(l) || modelWord(l) || l == "you" || l == "your" && m+1 < len(toks) && chatPlace(toks[m+1].lower) || fileFormat(l) {
			return 0, false
		}
		if keptRecord(l) {
			return m, true // "the corresponding Freshdesk ticket"
		}
		if toks[m].capital && !determiner(l) {
			for m+1 < len(toks) && toks[m+1].word && toks[m+1].capital {
				m++ // "Microsoft Teams"
			}
			if name < 0 {
				name = m
			}
		}
	}
	return name, name >= 0
}

// placingRoot reports the acts that put a result somewhere: attached,
// logged, routed, stamped, filed, posted, written, synced, uploaded.
func placingRoot(root string) bool {
	switch root {
	case "attach", "log", "route", "stamp", "file", "post", "send", "push", "sync", "upload", "append", "drop", "pipe",
		"forward", "write", "add", "save", "record", "load", "import", "export", "deliver", "email", "text", "publish", "copy":
		return true
	}
	return false
}

// landing reports the forms of "land", "arrive" and the "up" of "show
// up", which put a record into another ("redlines land in the shared
// document", "summaries arrive in the #support-digest channel") but
// neither publish nor send.
func landing(l string) bool {
	return l == "land" || l == "lands" || l == "arrive" || l == "arrives" || l == "appear" || l == "appears" || l == "up"
}

// outcomeParticiple returns the root of a participle that says what
// became of a record: participleRoot's, and the verbs that act only when
// a record is their subject ("shipping labels purchased", "bids
// adjusted", "the claim is lodged with the insurer"), which as verbs
// read too often as nouns ("purchase orders", "release notes").
func outcomeParticiple(l string) (string, bool) {
	switch l {
	case "purchased":
		return "buy", true
	case "adjusted":
		return "adjust", true
	case "released":
		return "release", true
	case "lodged":
		return "file", true
	case "forwarded":
		return "forward", true
	case "published":
		return "publish", true
	case "closed-won", "closed-lost":
		return "close", true // a CRM deal's last stage
	}
	return participleRoot(l)
}

// keptInSync reads toks[i], a form of "keep", with an object of at
// most eight words (commas between them) that holds a record and then
// "in sync", "in lockstep", "in step" or "up to date": "Keeps your Toast menu in sync with your
// recipe costing sheet" syncs the menu, "keeps contacts and deals up to
// date" updates them ("keeps you up to date" updates no record).
func keptInSync(toks []token, i int) (recordAct, bool) {
	if !verbPosition(toks, i) || i+1 < len(toks) && toks[i+1].lower == "you" {
		return recordAct{}, false // "Keeps you and your team in sync": people, not records
	}
	record := false
	products := 0 // "Keeps Notion and Linear in sync": two systems, each written from the other
	for j := i + 1; j+1 < len(toks) && j <= i+9 && (toks[j].word || toks[j].lower == ","); j++ {
		end := -1
		switch {
		case toks[j].lower == "in" && inStep(toks[j+1].lower):
			end = j + 1
		case toks[j].lower == "up-to-date":
			end = j // "Keeps contacts and deals up-to-date"
		case toks[j].lower == "up" && j+2 < len(toks) && toks[j+1].lower == "to" && toks[j+2].lower == "date":
			end = j + 2
		}
		if end >= 0 {
			if !record && products < 2 {
				break
			}
			return recordAct{toks[i].start, toks[end].end, "sync", false, false}, true
		}
		record = record || keptRecord(toks[j].lower)
		if toks[j].capital && (j == i+1 || toks[j-1].lower == "and" || toks[j-1].lower == "with") {
			products++
		}
	}
	return recordAct{}, false
}

// inStep reports the words after "in" that say two records agree: "in
// sync", "in lockstep", "in step".
func inStep(l string) bool {
	return l == "sync" || l == "lockstep" || l == "step"
}

// stayInSync reads toks[i], "stay" or "remain", after a record of its
// clause and before "in sync": "Contacts, deals and pipeline stages stay
// in sync as you talk" syncs them.
func stayInSync(toks []token, i int) (recordAct, bool) {
	if i+2 >= len(toks) || toks[i+1].lower != "in" || !inStep(toks[i+2].lower) {
		return recordAct{}, false
	}
	for k := i - 1; k >= 0 && k >= i-4 && toks[k].word; k-- {
		if keptRecord(toks[k].lower) {
			return recordAct{toks[k].start, toks[i+2].end, "sync", false, false}, true
		}
	}
	return recordAct{}, false
}

// wholesaleSubject returns the index of "everything" or "anything"
// within the six words before a form of "be" at toks[i], with nothing
// but words between: the subject of a passive act, whatever it is.
func wholesaleSubject(toks []token, i int) (int, bool) {
	for k := i - 1; k >= 0 && k >= i-6 && toks[k].word; k-- {
		if l := toks[k].lower; l == "everything" || l == "anything" || l == "whatever" {
			return k, true
		}
	}
	return 0, false
}

// readPredicate reports a headline's participle, toks[i], that only
// names its record, the subject of a reading verb later in the
// sentence: "Trades executed in your brokerage account are shown",
// "Contacts added to HubSpot this month are counted" (probe round 105).
func readPredicate(toks []token, i int) bool {
	for k := i + 1; k+1 < len(toks) && !sentenceEnd(toks[k]); k++ {
		switch toks[k].lower {
		case "is", "are", "was", "were", "get", "gets":
			if readingParticiple(toks[k+1].lower) {
				return true
			}
		}
	}
	return false
}

// readSubject reports the word at start in a sentence's subject whose
// verb only reads: "Trades executed in your brokerage account are
// shown", "Refunds issued by Stripe are summarised by reason" (probe
// round 105). The subject runs from the sentence's start to the verb
// with no clause mark, relative word or word of who acts between: the
// orders in "Orders placed by the assistant are listed" are its own.
func readSubject(toks []token, start int) bool {
	k, ok := wordAt(toks, start)
	if !ok {
		return false
	}
	s := k
	for s > 0 && !sentenceEnd(toks[s-1]) {
		s--
	}
	for m := s; m < len(toks) && m-s <= 12; m++ {
		if clauseMark(toks[m]) {
			return false
		}
		switch l := toks[m].lower; l {
		case "is", "are", "was", "were", "get", "gets":
			return m > k && m+1 < len(toks) && readingParticiple(toks[m+1].lower)
		case "that", "which", "who", "where", "when", "if", "automatically", "here", "chat":
			return false
		default:
			if agentWord(l) {
				return false
			}
		}
	}
	return false
}

// readingParticiple reports the past participle of a verb of reading:
// "shown", "listed", "summarised", "analysed", "indexed".
func readingParticiple(l string) bool {
	switch l {
	case "shown", "seen", "found", "read", "indexed", "quoted":
		return true
	}
	return slices.ContainsFunc(participleBases(l), baseReadingVerb)
}

// shownList reports toks[i] in a list after a colon, in a sentence that
// starts with a verb of reading: "Show me the billing history for a
// client: invoices issued, payments received" lists what is shown
// (probe round 85), where "Billing automation: invoices issued" says
// what the server does.
func shownList(toks []token, i int) bool {
	colon := false
	k := i - 1
	for ; k >= 0 && !sentenceEnd(toks[k]); k-- {
		if toks[k].lower == ":" {
			colon = true
		}
	}
	if !colon || k+1 >= i {
		return false
	}
	first := toks[k+1].lower
	return readingVerb(first) || prose.ReadVerb(first) || readsThird(first)
}
