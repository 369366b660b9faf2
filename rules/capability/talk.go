package capability

import (
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pluglint/pluglint/rules/ident"
	"github.com/pluglint/pluglint/rules/prose"
)

// A description talks about money as often as it acts on it: "Compare
// payment processors' fees", "Look up Stripe charges, refunds and
// disputes", "Payments analytics", "questions about invoices". A word
// of money there names what is read. Only descriptions are read this
// way; a word of money in a name or a tool's identifier still counts.

// lookedAt reports the words that, after a word of money, make it the
// modifier of a thing to look at ("payment processors", "spending
// categories", "booking links"), beside prose.ReadingNoun.
func lookedAt(l string) bool {
	if prose.ReadingNoun(l) {
		return true
	}
	if explainer(l) {
		return true
	}
	switch l {
	case "fees", "fee", "volume", "volumes", "categories", "category", "schedules", "rates", "trends",
		"patterns", "summary", "summaries", "breakdown", "providers", "processors", "methods", "options",
		"links", "status", "statement", "statements", "records", "logs", "details", "info", "information",
		"balance", "balances", "holdings", "positions", "parsing", "extraction", "validation", "prints",
		"reconciliation", "rate", "ratio", "amount", "amounts", "criteria", "eligibility", "terms", "term", "clause", "clauses":
		return true
	}
	return false
}

// explainer reports a tool or text that works something out or
// explains it, never carries it out: "a calculator for loan payments",
// "documentation for refunds", "Invoice OCR".
func explainer(l string) bool {
	switch l {
	case "ocr", "parser", "extractor", "reader", "calculator", "estimator", "validator", "documentation", "docs",
		"reference", "guide", "guides", "tutorial", "tutorials", "examples", "specs", "specification":
		return true
	}
	return false
}

// modifiesLookedAt reports a word that modifies the thing to look at
// after it ("Order book", "trade history", "Invoice OCR"): a noun where
// a verb could stand.
func modifiesLookedAt(toks []token, i int) bool {
	if i+1 >= len(toks) || !toks[i+1].word {
		return false
	}
	next := toks[i+1].lower
	return lookedAt(next) || next == "book" && (toks[i].lower == "order" || toks[i].lower == "orders")
}

// skillMoneyTalk reports a single word of money in a skill's text that
// its sentence only talks about, as a description's would be (see
// moneyTalk): "Use the Acme tools to pull last month's revenue and
// refunds" reads the refunds. The sentence is the one around start,
// as sentences cuts them.
func skillMoneyTalk(text string, start int) bool {
	s, e := sentenceAt(text, start)
	return moneyTalk(tokenize(text[s:e]), start-s)
}

// headingNoun reports a word of money that a Markdown heading uses as
// a noun before another ("# Refund Eligibility Triage", "# Cloud Spend
// Hotspots"): the word after it on the line is neither a determiner nor
// a record, as it is after a verb ("# Refund an Order", "# Pay
// Invoices"), nor what does the act ("# Refund Handler" handles
// refunds).
func headingNoun(text string, start, end int) bool {
	ls := strings.LastIndexByte(text[:start], '\n') + 1
	le := strings.IndexByte(text[end:], '\n')
	if le < 0 {
		le = len(text)
	} else {
		le += end
	}
	if !strings.HasPrefix(strings.TrimLeft(text[ls:start], " "), "#") {
		return false
	}
	toks := tokenize(text[end:le])
	if len(toks) == 0 || !toks[0].word {
		return false
	}
	next := toks[0].lower
	return !determiner(next) && !recordNoun(lastPart(next)) && !person(next) && !objectStart(next) && !doer(next)
}

// doer reports the nouns of what does an act named before them: "Refund
// Handler", "Payment Processor", "Invoice Sender".
func doer(l string) bool {
	switch l {
	case "handler", "handlers", "manager", "processor", "processing", "bot", "agent", "assistant", "helper", "automation",
		"automator", "runner", "executor", "issuer", "sender", "scheduler", "desk", "flow", "workflow":
		return true
	}
	return false
}

// skillForeignNegated reports a word of money or acting in another
// language whose sentence a skill negates: "No realices transferencias
// ni pagos desde esta skill", "返金や注文の変更は行わないこと".
func skillForeignNegated(text string, h prose.Hit) bool {
	if foreignHitNegated(text, h) {
		return true
	}
	s, e := sentenceAt(text, h.Start)
	return europeanHitNegated(tokenize(text[s:e]), h.Start-s)
}

// sentenceAt returns the sentence of text around start, as sentences
// cuts them.
func sentenceAt(text string, start int) (int, int) {
	s := start
	for s > 0 && !sentenceBreak(text, s-1) {
		s--
	}
	e := start
	for e < len(text) && !sentenceBreak(text, e) {
		e++
	}
	return s, e
}

// compoundHead reports whether toks[j] is a plain noun of a compound
// whose head, right after it, is a thing to look at ("gateway" in
// "payment gateway documentation", "API" in "payments API reference"):
// a word that is no word of acting, no determiner and no reading verb.
func compoundHead(toks []token, j int) bool {
	if j+1 >= len(toks) || !toks[j+1].word || !lookedAt(toks[j+1].lower) {
		return false
	}
	l := toks[j].lower
	if _, ok := prose.Form(l); ok || objectStart(l) || determiner(l) || readingVerb(l) || aboutWord(l) {
		return false
	}
	return true
}

// aboutWord reports the words after which a noun is what is talked
// about: "questions about invoices", "balances across wallets", "extract
// line items from PDF invoices" (an act before them comes first: "send
// payments from your wallet" acts).
func aboutWord(l string) bool {
	switch l {
	case "about", "regarding", "across", "on", "of", "behind", "covering", "concerning", "from":
		return true
	}
	return false
}

// objectStart reports the words that follow a verb rather than a noun:
// "buy them", "pay the invoice".
func objectStart(l string) bool {
	switch l {
	case "the", "a", "an", "your", "their", "them", "it", "this", "that", "these", "those", "my", "our",
		"his", "her", "its", "for", "with", "using", "via", "directly", "instantly", "automatically":
		return true
	}
	return false
}

// moneyTalk reports whether the word of money at text[start:end] names
// what a reading clause reads,
// not an act: nothing acts before it in its clause, and it modifies a
// thing to look at, follows "about" or "across", stands in a list that a
// thing to look at heads or closes, or stands in a clause that a reading
// verb starts without being a verb itself.
func moneyTalk(toks []token, start int) bool {
	k, ok := wordAt(toks, start)
	if !ok {
		return false
	}
	if europeanMoneyNoun(europeanLower(toks[k])) {
		return europeanTalk(toks, k)
	}
	if endsReadingPart(toks, k) {
		return true // "spot duplicate payees and chart FX spend"
	}
	if toks[k].lower == "pay" && (k > 0 && payKind(toks[k-1].lower) || k+1 < len(toks) && payTime(toks[k+1].lower)) {
		return true // "compute gross pay", "for the pay period"
	}
	switch toks[k].lower {
	case "payer", "payers", "payee", "payees":
		return true // who pays or is paid: "the payer's criteria"
	case "swap", "swaps":
		if k > 0 && (toks[k-1].lower == "shift" || toks[k-1].lower == "shifts") {
			return true // "Shift swaps need a manager's approval": a roster's, no money
		}
	}
	if askedAbout(toks, k) {
		return true // "Which invoices were paid last month?"
	}

	// The clause, its commas aside: a list ("charges, refunds and
	// disputes") is the object of the verb that starts it.
	cs := listStart(toks, k)
	listed := readingList(toks, k)
	about := false
	for i := cs; i < k; i++ {
		l := toks[i].lower
		if !toks[i].word {
			continue
		}
		if aboutWord(l) || l == "whether" && i+1 < len(toks) && toks[i+1].lower != "to" ||
			l == "for" && i > cs && (prose.ReadingNoun(toks[i-1].lower) || explainer(toks[i-1].lower)) &&
				!(readingVerb(toks[i-1].lower) && verbPosition(toks, i-1)) {
			about = true // "questions about invoices", "data for executed trades", "a calculator for loan payments"
		}
		if modifiesLookedAt(toks, i) || measuredMessages(toks, i) {
			continue // "Order book depth and trade history", "message delivery rates": a noun
		}
		if listed && (l == "order" || l == "orders") && i+1 < k && toks[i+1].lower == "books" {
			continue // "Market data: order books, trades": the books, not buying them
		}
		if l == "purchase" && i+1 < k && (toks[i+1].lower == "order" || toks[i+1].lower == "orders") {
			i++
			continue // "lists purchase orders, receipts and invoices": the record, not buying
		}
		if _, ok := actVerb(l); ok && verbPosition(toks, i) && !signInOut(toks, i) && !readingWithoutRecord(toks, i) {
			return false // "Create payment links"
		}
		if w, ok := prose.Form(l); ok && l == w.Root && verbPosition(toks, i) && !signInOut(toks, i) {
			return false // "Pay invoices, refunds ..."
		}
	}
	// The word that follows, past the word's own possessive mark, the
	// one after that word's possessive ("payment processors' fees"), and
	// the head of a compound of one more plain noun ("payment gateway
	// documentation").
	j := k + 1
	for j < len(toks) && possessiveMark(toks[j]) {
		j++
	}
	next := ""
	if j < len(toks) && toks[j].word {
		next = toks[j].lower
		if next == "per" && moneyNounToo(strings.TrimSuffix(toks[k].lower, "s")) {
			return true // "spend per phone number"
		}
		if lookedAt(next) || j+2 < len(toks) && possessiveMark(toks[j+1]) && toks[j+2].word && lookedAt(toks[j+2].lower) ||
			compoundHead(toks, j) {
			return true
		}
		if toks[k].lower == "purchase" && (next == "order" || next == "orders") && k > 0 && heldOrder(toks[k-1].lower) {
			return true // "your open purchase orders": the record, not buying
		}
	}
	if about || listed || readingListHead(toks, k) || readObject(toks, cs, k) || k > 0 && owedState(toks[k-1].lower) ||
		k > 0 && strings.HasSuffix(toks[k].lower, "s") && participleModifier(toks, toks[k-1].start) {
		// and "follow-ups for your overdue invoices", "projects quarterly
		// estimated payments": money as it stands, no verb of acting
		// before it in its clause (a plural, the head: "your saved
		// payment method" pays).
		return true
	}
	if cs == k || !toks[cs].word || !readingVerb(toks[cs].lower) {
		return false
	}
	// In a reading clause a verb of money shows itself by its object
	// ("and buy them") or by standing in its base form where a verb
	// stands ("and buy cheap flights"); a word as often a noun that ends
	// the clause is the noun ("performance and spend").
	if next != "" && objectStart(next) && !relativeAfter(toks, j) {
		return false
	}
	if w, ok := prose.Form(toks[k].lower); ok && toks[k].lower == w.Root && verbPosition(toks, k) &&
		(next != "" || !moneyNounToo(w.Root)) {
		return false
	}
	return true
}

// relativeAfter reports "that", "which" or "who" at toks[j] starting a
// clause of its own, a verb of being, doing or having next: "invoices
// that do not match" ("pays that invoice" has its object).
func relativeAfter(toks []token, j int) bool {
	if j+1 >= len(toks) || toks[j].lower != "that" && toks[j].lower != "which" && toks[j].lower != "who" {
		return false
	}
	switch l := toks[j+1].lower; l {
	case "do", "does", "did", "don't", "doesn't", "didn't", "have", "has", "had", "can", "can't", "cannot", "need", "needs",
		"will", "would", "should", "still":
		return true
	default:
		return auxiliary(l)
	}
}

// owedState reports the words before a record of money that say it is
// still owed or waiting: "overdue invoices", "unpaid bills". With no
// verb of acting before them in their clause (moneyTalk), the records
// are talked about ("reminders for overdue invoices"); "Pay your
// overdue invoices" acts by its verb.
func owedState(l string) bool {
	switch l {
	case "overdue", "unpaid", "outstanding", "past-due", "pending":
		return true
	}
	return false
}

// heldOrder reports the words before "purchase orders" that make them
// records the user holds: "your open purchase orders", "pending
// purchase orders" ("raises purchase orders" makes them).
func heldOrder(l string) bool {
	switch l {
	case "your", "my", "our", "their", "its", "the", "open", "pending", "outstanding", "existing", "overdue", "late":
		return true
	}
	return false
}

// payKind reports the words before "pay" that make it the wage: "gross
// pay", "overtime pay".
func payKind(l string) bool {
	switch l {
	case "gross", "net", "base", "overtime", "holiday", "sick", "vacation", "take-home", "severance", "equal", "hourly":
		return true
	}
	return false
}

// pressed reports the verbs before a button's name: "click Publish",
// "tap Pay now". The user presses it; the word names no act of the
// server's.
func pressed(l string) bool {
	switch l {
	case "click", "clicks", "press", "presses", "tap", "taps", "hit":
		return true
	}
	return false
}

// payTime reports the words after "pay" that make it the wage's: "pay
// period", "pay stubs", "pay rate".
func payTime(l string) bool {
	switch l {
	case "period", "periods", "stub", "stubs", "slip", "slips", "date", "dates", "day", "days", "rate", "rates",
		"grade", "grades", "scale", "scales", "cycle", "cycles":
		return true
	}
	return false
}

// readingWithoutRecord reports a verb of reading that acts too only on
// a record ("answer customers"), here with none for object ("Answer
// questions about invoices").
func readingWithoutRecord(toks []token, i int) bool {
	if !readingVerb(toks[i].lower) {
		return false
	}
	_, ok := recordObject(toks, i+1)
	return !ok
}

// endsReadingPart reports a word of money as often a noun ("spend")
// that ends its clause, in a part of it (from the last comma) that a
// reading verb starts: the noun is what is read.
func endsReadingPart(toks []token, k int) bool {
	w, ok := prose.Form(toks[k].lower)
	if !ok || !moneyNounToo(w.Root) || k+1 < len(toks) && !clauseMark(toks[k+1]) {
		return false
	}
	p := k
	for p > 0 && toks[p-1].lower != "," && !clauseMark(toks[p-1]) {
		p--
	}
	return p < k && toks[p].word && readingVerb(toks[p].lower)
}

// moneyNounToo reports the roots of money words whose base form is
// more often a noun than a verb in the descriptions of tools ("ad
// spend"); "and trade" and "and order" at a clause's end are verbs.
func moneyNounToo(root string) bool {
	return root == "spend"
}

// readObject reports a word, toks[k], that is the object of the reading
// verb before it, past determiners and a particle, in the clause that
// starts at cs: "Sign in to view invoices", "and check your payouts",
// "Look up the invoice".
func readObject(toks []token, cs, k int) bool {
	i := k - 1
	for i > cs && toks[i].word && determiner(toks[i].lower) {
		i--
	}
	// and one word that says which ones: "see outgoing payments", "list
	// pending refunds".
	if i > cs && i < k && toks[i].word && stateWord(toks[i].lower) {
		i--
	}
	// A particle after the verb: "Look up the invoice", "look at the
	// charges", "check whether the invoice was paid".
	if i > cs && i < k && readingParticle(toks[i].lower) {
		i--
	}
	return i >= cs && i < k && toks[i].word && readingVerb(toks[i].lower) && verbPosition(toks, i)
}

// stateWord reports a word that picks which records a reading verb
// looks at: "outgoing payments", "pending refunds", "recent orders".
func stateWord(l string) bool {
	switch l {
	case "outgoing", "incoming", "pending", "upcoming", "recent", "past", "last", "unpaid", "overdue", "failed",
		"scheduled", "completed", "open", "new":
		return true
	}
	return false
}

// readingParticle reports the particles that a reading verb takes
// before its object ("look up", "look at", "go over", "read through"),
// and the words that make the object a question ("check whether the
// invoice was paid", "see if the payment cleared").
func readingParticle(l string) bool {
	switch l {
	case "up", "at", "into", "over", "through", "whether", "if":
		return true
	}
	return false
}

// signInOut reports "sign" or "log" at toks[i] with a particle of
// logging in or out ("Sign in to view invoices", "sign up", "log in"):
// neither a word of money nor an act on records.
func signInOut(toks []token, i int) bool {
	if i+1 >= len(toks) {
		return false
	}
	switch toks[i].lower {
	case "sign", "signs", "signing", "log", "logs", "logging":
	default:
		return false
	}
	switch toks[i+1].lower {
	case "in", "into", "up", "out", "on", "off":
		return true
	}
	return false
}

// participleModifier reports a word ending in -ed that modifies the
// word after it ("executed trades", "deployed apps", "published
// posts"): what has been done, looked at, not an act.
func participleModifier(toks []token, start int) bool {
	k, ok := wordAt(toks, start)
	if !ok || !strings.HasSuffix(toks[k].lower, "ed") || k+1 >= len(toks) {
		return false
	}
	next := toks[k+1]
	return next.word && next.start == toks[k].end+1 && !determiner(next.lower) && !notModifier(next.lower)
}

// signedInOut is signInOut for the word that starts at start.
func signedInOut(toks []token, start int) bool {
	k, ok := wordAt(toks, start)
	return ok && signInOut(toks, k)
}

// possessiveMark reports an apostrophe that stands as a token of its
// own: the end of a plural possessive ("processors'").
func possessiveMark(t token) bool { return t.lower == "'" || t.lower == "’" }

// readingVerb reports the verbs that start a clause that reads, in the
// base form or the third person ("Explains Stripe Checkout").
func readingVerb(l string) bool {
	if baseReadingVerb(l) {
		return true
	}
	if base, ok := strings.CutSuffix(l, "es"); ok && baseReadingVerb(base) {
		return true // "searches"
	}
	base, ok := strings.CutSuffix(l, "s")
	return ok && l != "is" && l != "has" && baseReadingVerb(base)
}

func baseReadingVerb(l string) bool {
	switch l {
	case "track", "monitor", "explore", "see", "understand", "answer", "categorize", "review", "report", "teach",
		"document", "learn", "convert", "extract", "summarise", "analyse", "classify", "transcribe", "translate",
		"chart", "plot", "graph", "visualize", "visualise", "spot", "match", "detect", "score",
		// and what is handed to the user to act on: "Suggests Slack
		// replies" (probe round 50).
		"suggest", "recommend", "propose":
		return true
	}
	return prose.ReadVerb(l) && l != "is" && l != "has" && l != "can" && l != "no"
}

// readingListHead reports a list of nouns, toks[k] among them, that a
// thing to look at closes ("Company filings, insider trades and
// ownership data from the SEC"): the list says what the data is of. A
// verb in the list ends the search.
func readingListHead(toks []token, k int) bool {
	for j := k + 1; j < len(toks) && (toks[j].lower == "," || !clauseMark(toks[j])); j++ {
		if !toks[j].word {
			continue
		}
		l := toks[j].lower
		if _, ok := actVerb(l); ok && verbPosition(toks, j) {
			return false
		}
		if prose.ReadingNoun(l) && (j+1 == len(toks) || !toks[j+1].word || notModifier(toks[j+1].lower)) {
			return true
		}
		if notModifier(l) && l != "and" && l != "or" {
			return false // past the list: "trades for your account"
		}
	}
	return false
}

// listStart returns the start of the clause that holds toks[k], its
// commas aside: a list ("charges, refunds and disputes") is one clause.
func listStart(toks []token, k int) int {
	cs := k
	for cs > 0 && (toks[cs-1].lower == "," || !clauseMark(toks[cs-1])) {
		cs--
	}
	return cs
}

// readingList reports toks[k] in a list after a colon that a thing to
// look at heads ("Crypto market data: trades, order books", "Insights on
// your ads: spend, reach"): the list names what is read.
func readingList(toks []token, k int) bool {
	cs := listStart(toks, k)
	return cs > 0 && toks[cs-1].lower == ":" && readingHead(toks, cs-1)
}

// namedAsLook reports a description that is one noun phrase headed by
// a thing to look at: "On-chain portfolio tracker.", "Stripe revenue
// analytics" (not "Trade and track your portfolio", which has verbs).
func namedAsLook(desc string) bool {
	toks := tokenize(strings.TrimSpace(desc))
	if n := len(toks); n > 0 && toks[n-1].lower == "." {
		toks = toks[:n-1]
	}
	if len(toks) == 0 || len(toks) > 6 {
		return false
	}
	for _, t := range toks {
		if !t.word || anyVerb(t.lower) {
			return false
		}
	}
	return prose.ReadingNoun(lastPart(toks[len(toks)-1].lower))
}

// lookHeaded reports a word, toks[k], that modifies a thing to look at
// in a noun phrase: "Slack archive search", "Twitter Card inspector".
// The words after it up to the head, at most three, are modifiers, the
// head a reading noun, and the phrase ends after the head ("Send status
// updates" has none).
func lookHeaded(toks []token, k int) bool {
	for j := k + 1; j < len(toks) && j <= k+3; j++ {
		t := toks[j]
		if !t.word || notModifier(t.lower) || determiner(t.lower) {
			return false
		}
		if prose.ReadingNoun(lastPart(t.lower)) {
			return j+1 == len(toks) || !toks[j+1].word || notModifier(toks[j+1].lower)
		}
	}
	return false
}

// readingHead reports a clause, ending at toks[end] (a colon), that
// names a thing to look at: one of its words is a reading noun
// ("market data", "Insights on your ads") and none is a verb of acting.
func readingHead(toks []token, end int) bool {
	head := false
	for i := end - 1; i >= 0 && !clauseMark(toks[i]); i-- {
		if !toks[i].word {
			continue
		}
		if _, ok := actVerb(toks[i].lower); ok {
			return false
		}
		if prose.ReadingNoun(toks[i].lower) {
			head = true
		}
	}
	return head
}

// askedAbout reports toks[k] in a question that asks what is so, not
// for an act: a sentence that ends with "?" and starts with a word of
// asking ("Which invoices were paid?", "Did my refund go through?"),
// not with a request ("Can you pay invoice 42?").
func askedAbout(toks []token, k int) bool {
	first := k
	for first > 0 && !sentenceEnd(toks[first-1]) && !quoteMark(toks[first-1].lower) {
		first--
	}
	switch l := toks[first].lower; {
	case l == "which", l == "what", l == "how", l == "when", l == "who", l == "whose", l == "where", l == "did", l == "does", l == "should",
		l == "do", l == "was", l == "were", l == "is", l == "are", l == "has", l == "have":
	case strings.HasSuffix(l, "ing") && slices.ContainsFunc(toks[first:min(first+5, len(toks))], sentenceEnd):
		// A question of a few words on what the user is doing, which
		// the copy then answers: "Sending a package?", "Planning a
		// trip?".
	default:
		return false
	}
	// A question quoted with no mark of its own ends at its closing
	// quote: 'answers questions like "who can approve payments"' (probe
	// round 47).
	quoted := first > 0 && quoteMark(toks[first-1].lower)
	for j := k + 1; j < len(toks); j++ {
		if sentenceEnd(toks[j]) {
			return toks[j].lower == "?"
		}
		if quoted && quoteMark(toks[j].lower) {
			return true
		}
	}
	return false
}

// askedAt is askedAbout for the word that starts at start.
func askedAt(toks []token, start int) bool {
	k, ok := wordAt(toks, start)
	return ok && askedAbout(toks, k)
}

// talkedAbout reports a word of money at the token that starts at start
// that the clause talks about (see moneyTalk), and records its root in
// talked.
func talkedAbout(talked map[string]bool, root string, toks []token, start int) bool {
	if !moneyTalk(toks, start) {
		return false
	}
	talked[root] = true
	return true
}

// howTo reports the word that starts at start in a clause that "how
// to" leads to it ("Documentation for the messaging API: how to send SMS
// and emails"): what a description explains, not what the tools do.
// "When to", "what to" and "the best time to" advise on the one verb
// after them ("Find the best time to post"); a verb further on
// ("..., then post it for you") is the server's again. A gerund that
// documentation or a guide is for or about is explained the same way
// ("Documentation for creating issues and deleting files").
func howTo(toks []token, start int) bool {
	k, ok := wordAt(toks, start)
	if !ok {
		return false
	}
	for i := listStart(toks, k); i+1 < k; i++ {
		if next := toks[i+1].lower; (next == "for" || next == "on" || next == "about") &&
			explainer(toks[i].lower) && strings.HasSuffix(toks[k].lower, "ing") {
			return true
		}
		if toks[i+1].lower != "to" {
			continue
		}
		switch toks[i].lower {
		case "how", "guide", "guides":
			return true // "how to send", "A guide to writing, sending ..."
		case "app", "website", "site", "dashboard", "portal", "console", "ui":
			// "use the Google Calendar app to create events": done
			// elsewhere, by the user.
			if k == i+2 && usedElsewhere(toks, listStart(toks, k), i) {
				return true
			}
		case "when", "where", "whether", "what", "which", "time", "times":
			if k == i+2 {
				return true
			}
		case "commands", "steps", "instructions":
			// "Walks you through the git commands to yank a bad commit"
			// (probe round 103): what the user is taught to run.
			if k == i+2 && taughtBefore(toks, i) {
				return true
			}
		default:
			// "which bulbs to buy", "what colour temperature to set":
			// the thing the user chooses between the question's word
			// and the verb (probe round 52).
			if k == i+2 && choiceAsked(toks, i) {
				return true
			}
		}
	}
	return false
}

// taughtBefore reports a verb of teaching the user before toks[i] in
// its sentence: "walks you through", "shows you", "explains",
// "teaches".
func taughtBefore(toks []token, i int) bool {
	for j := i - 1; j >= 0; j-- {
		if !toks[j].word && sentenceMark(toks[j].lower) && toks[j].lower != "," {
			return false
		}
		switch toks[j].lower {
		case "explains", "explain", "teaches", "teach":
			return true
		case "walks", "walk", "shows", "show", "tells", "tell":
			if j+1 < i && toks[j+1].lower == "you" {
				return true
			}
		}
	}
	return false
}

// choiceAsked reports one or two words ending at toks[i] that "which" or
// "what" asks about: "which bulbs", "what colour temperature".
func choiceAsked(toks []token, i int) bool {
	for j := i; j >= 0 && j >= i-1; j-- {
		if !toks[j].word {
			return false
		}
		if j > 0 && (toks[j-1].lower == "which" || toks[j-1].lower == "what") {
			return true
		}
	}
	return false
}

// usersAct reports a verb someone other than the server does: the user,
// after "you" in a clause of time or condition ("before you publish
// it", "when you pay"), as the subject ("the user pays", "for the user
// to publish") or by themselves ("send it yourself"); and, in a
// description, the user's people ("Officers post the summary"), the
// publisher ("We send a monthly newsletter"), what the server looks for
// ("zaps that send duplicate emails") and a request it refuses ("asked
// to transfer funds, it declines").
func usersAct(toks []token, start int) bool {
	return userActs(toks, start, false)
}

// modalsBefore counts the words of obligation right before the word at
// start: "must" in "you must pay", "must to" as a writer of English as
// a second language puts it, "have to", "need to".
func modalsBefore(toks []token, start int) int {
	switch tokenBefore(toks, start, 1) {
	case "must", "should":
		return 1
	case "to":
		switch tokenBefore(toks, start, 2) {
		case "must", "have", "need", "has":
			return 2
		}
	}
	return 0
}

// userActs is usersAct; with they set, "they" is the user too, as a
// skill, written to the model, uses it ("they will send the invite"),
// and a description, which may mean the agents, does not.
func userActs(toks []token, start int, they bool) bool {
	if tokenBefore(toks, start, 1) == "you" &&
		slices.Contains([]string{"before", "after", "when", "whenever", "once", "until", "if", "then"}, tokenBefore(toks, start, 2)) {
		return true // and "then you make the reservation on the site" (probe round 55)
	}
	// "which customers are likely to pay late", "before they are paid":
	// what others are expected to do, or have done to them (probe round
	// 68).
	if tokenBefore(toks, start, 1) == "to" {
		switch tokenBefore(toks, start, 2) {
		case "likely", "unlikely", "expected", "about":
			return true
		}
	}
	if b1 := tokenBefore(toks, start, 1); (b1 == "are" || b1 == "is") && (tokenBefore(toks, start, 2) == "they" || tokenBefore(toks, start, 2) == "it") {
		switch tokenBefore(toks, start, 3) {
		case "before", "until", "after", "once":
			return true
		}
	}
	// "before your AI agent installs them": the agent's act, which the
	// server checks first (the vdb package).
	if modelWord(tokenBefore(toks, start, 1)) {
		for n := 2; n <= 4; n++ {
			if slices.Contains([]string{"before", "after", "when", "whenever", "until"}, tokenBefore(toks, start, n)) {
				return true
			}
		}
	}
	// "the stems you upload", "works only on résumés you upload", "the
	// taxes you must pay" (and "you must to pay", probe round 55): what
	// the user does to a thing the server is given ("lets you upload"
	// is the server's doing).
	m := modalsBefore(toks, start)
	if b3 := tokenBefore(toks, start, m+3); tokenBefore(toks, start, m+1) == "you" && (determiner(b3) || b3 == "on" || b3 == "with" ||
		b3 == "from" || b3 == "of") {
		if prev := tokenBefore(toks, start, m+2); prev != "" && !anyVerb(prev) && !readingVerb(prev) && !determiner(prev) {
			return true
		}
	}
	// "what they'd pay on each plan": the user (a skill's "you" is the
	// model, a description's the user).
	switch tokenBefore(toks, start, 1) {
	case "they'd", "they’d", "they'll", "they’ll":
		if they {
			return true
		}
	case "you'd", "you’d", "you'll", "you’ll":
		if !they {
			return true
		}
	}
	if !they && userSubject(toks, start) {
		return true
	}
	// "the user pays on the merchant's site", "they will send the
	// invite", "for the user to publish"
	n := 1
	if slices.Contains([]string{"can", "will", "should", "may", "must", "would", "could", "to"}, tokenBefore(toks, start, 1)) {
		n = 2
	}
	// ("lets the user pay", "helps the user send" are the server's
	// doing.)
	switch subject := tokenBefore(toks, start, n); {
	case !they && (subject == "she" || subject == "he") && tokenBefore(toks, start, 1) != "to" && !throughChat(toks, start):
		// "before she pays them in NetSuite" (probe round 131): a person;
		// a description calls its server "it". ("She swaps shifts with a
		// sentence now" is done through the server.)
		return true
	case they && subject == "they" && tokenBefore(toks, start, 1) != "to",
		(subject == "user" || subject == "users" || they && personRole(subject)) && tokenBefore(toks, start, n+1) == "the" &&
			!slices.Contains([]string{"let", "lets", "letting", "allow", "allows", "help", "helps", "enable", "enables"}, tokenBefore(toks, start, n+2)):
		return true
	}
	if !they && (forStaffTo(toks, start) || staffSubject(toks, start)) {
		return true
	}
	// "so you can write your SLA report", "so that you can send it
	// yourself": what the user goes on to do with what the server gave
	// (probe round 46; "with it you can send emails" is the server's).
	if c := tokenBefore(toks, start, 1); (c == "can" || c == "could") && tokenBefore(toks, start, 2) == "you" &&
		(tokenBefore(toks, start, 3) == "so" || tokenBefore(toks, start, 3) == "that" && tokenBefore(toks, start, 4) == "so") {
		return true
	}
	// "who you could axe or add": a choice the user weighs (probe round
	// 103).
	if c := tokenBefore(toks, start, 1); (c == "could" || c == "might" || c == "would") && tokenBefore(toks, start, 2) == "you" {
		switch tokenBefore(toks, start, 3) {
		case "who", "whom", "what", "which":
			return true
		}
	}
	// "if they want a refund", "if you want to pay by card": what the
	// user wishes for, which the server may or may not do.
	if slices.Contains([]string{"a", "an", "to"}, tokenBefore(toks, start, 1)) &&
		slices.Contains([]string{"want", "wants", "need", "needs", "plan", "plans", "intend", "intends"}, tokenBefore(toks, start, 2)) {
		switch tokenBefore(toks, start, 3) {
		case "you":
			return true
		case "they":
			return they
		}
	}
	if mayDo(toks, start) {
		return true
	}
	if !they && (handedToChat(toks, start) || toldInChat(toks, start)) {
		return true
	}
	// "decide what to buy", "which to order": a choice the user makes
	// ("whether to publish" leaves the act to the tool, once the user
	// agrees).
	if tokenBefore(toks, start, 1) == "to" {
		switch tokenBefore(toks, start, 2) {
		case "what", "which", "where":
			return true
		case "place", "site", "store", "shop":
			// "links you to the cheapest place to buy"
			switch tokenBefore(toks, start, 3) {
			case "cheapest", "best", "right", "nearest":
				return true
			}
		}
	}
	if handedOver(toks, start) || pressed(tokenBefore(toks, start, 1)) {
		return true // "copy it into Outlook and send it", "click Publish"
	}
	// "We surface the deal, you book it", "Shows prices only; you
	// complete the booking": the user's part, after the server's in the
	// same sentence (said by "we", or by a clause that stops at
	// "only").
	if tokenBefore(toks, start, 1) == "you" && slices.Contains([]string{",", ";"}, tokenBefore(toks, start, 2)) && !they &&
		(weBefore(toks, start) || tokenBefore(toks, start, 3) == "only") {
		return true
	}
	// "It gives me a table; I place the order" (probe round 131): the
	// speaker's part, after what the server does in the same sentence.
	if tokenBefore(toks, start, 1) == "i" && slices.Contains([]string{",", ";"}, tokenBefore(toks, start, 2)) && !they && itBefore(toks, start) {
		return true
	}
	// "suggests monitors (you create them)", "with links to book each
	// item on the provider's site" (probe round 139): the user's part,
	// in an aside or behind a link.
	if tokenBefore(toks, start, 1) == "you" && tokenBefore(toks, start, 2) == "(" && !they {
		return true
	}
	if tokenBefore(toks, start, 1) == "to" {
		switch tokenBefore(toks, start, 2) {
		case "link", "links", "url", "urls", "button", "buttons":
			return true
		}
	}
	// "proposes meeting times — you send the invite": after a dash, the
	// user's part set against the server's.
	if tokenBefore(toks, start, 1) == "you" && slices.Contains([]string{"—", "–", "-"}, tokenBefore(toks, start, 2)) && !they {
		return true
	}
	// "see what you'd pay, then buy directly": the user, the subject of
	// the clause before, goes on.
	if !they && tokenBefore(toks, start, 1) == "then" && tokenBefore(toks, start, 2) == "," && youBefore(toks, start) {
		return true
	}
	k, _ := wordAt(toks, start)
	// Others' acts too: the user's people's, the publisher's mailings,
	// those of what the server looks for, and what it refuses when asked.
	if !they && (peopleDo(toks, k) || publishersNews(toks, k) || observedDoer(toks, k) || doneThemselves(toks, k) ||
		askedAndRefused(toks, k) || ownMeans(toks, k)) {
		return true
	}
	// "publish it themselves", "send it yourself", "she makes the swap in
	// the rota herself" (probe round 131)
	for j := k + 1; j < len(toks) && j <= k+6 && toks[j].word; j++ {
		switch toks[j].lower {
		case "themselves", "yourself", "yourselves", "myself", "herself", "himself", "ourselves", "vous-même", "vous-mêmes":
			return true
		case "selbst":
			// German's "kaufen Sie selbst", "kaufen Sie weiterhin
			// selbst": the formal "you" after the verb, doing it
			// themselves.
			if toks[j-1].lower == "sie" || toks[k+1].lower == "sie" {
				return true
			}
		case "сам", "сама", "сами":
			// Russian's "отправляет сам пользователь": the verb's
			// subject after it, doing it himself.
			return true
		case "usuario", "usuaria", "usuário", "utilisateur", "utente":
			// "la reserva la realiza el usuario": the user, the verb's
			// subject right after it.
			if j == k+2 && (toks[j-1].lower == "el" || toks[j-1].lower == "o" || toks[j-1].lower == "l" || toks[j-1].lower == "il") {
				return true
			}
		case "tu", "tú":
			// Italian's and Spanish's "che puoi pubblicare tu", the
			// verb's subject at the clause's end (not "tu equipo").
			if j == k+1 && (j+1 == len(toks) || clauseMark(toks[j+1])) {
				return true
			}
		}
	}
	return false
}

// metricListed reports a word in a list of metrics, beside one that is
// nothing but a measure: "spend, CPM and ROAS by campaign" reports what
// was spent.
func metricListed(toks []token, start int) bool {
	return listedBeside(toks, start, metric)
}

// engagementListed is metricListed for a social post's measures: "reach,
// saves, shares and follower growth" (probe round 72).
func engagementListed(toks []token, start int) bool {
	return listedBeside(toks, start, func(l string) bool {
		switch l {
		case "reach", "engagement", "likes", "views", "followers", "impressions":
			return true
		}
		return false
	})
}

// listedBeside reports the word at start in a list (commas, "and")
// with a word that is was within two words either side.
func listedBeside(toks []token, start int, was func(string) bool) bool {
	k, ok := wordAt(toks, start)
	if !ok {
		return false
	}
	for _, step := range [...]int{-1, 1} {
		words := 0
	walk:
		for j := k + step; j >= 0 && j < len(toks) && words < 2; j += step {
			switch l := toks[j].lower; {
			case l == "," || l == "&" || l == "/" || l == "and":
			case !toks[j].word:
				break walk // another mark ends the list
			case was(l):
				return true
			default:
				words++
			}
		}
	}
	return false
}

// metric reports the words that are only a measure of advertising or
// sales: "CPM", "ROAS", "impressions".
func metric(l string) bool {
	switch l {
	case "cpm", "cpc", "cpa", "cpl", "ctr", "roas", "roi", "impressions", "clicks", "conversions", "ltv", "arpu", "aov", "gmv",
		"mrr", "arr", "churn":
		return true
	}
	return false
}

// youBefore reports "you" (or "you'd", "you'll") in the clause before
// the comma that precedes the word at start: "see what you'd pay, then
// buy".
func youBefore(toks []token, start int) bool {
	k, _ := wordAt(toks, start)
	for j := k - 3; j >= 0 && j >= k-10; j-- {
		switch l := toks[j].lower; {
		case clauseMark(toks[j]):
			return false
		case l == "you" && j > 0 && (toks[j-1].lower == "for" || toks[j-1].lower == "to" || toks[j-1].lower == "with"):
			// "clicks their unsubscribe links for you, then deletes the
			// backlog": the user, whom the server acts for, is no
			// subject (probe round 46).
		case l == "you" || l == "you'd" || l == "you’d" || l == "you'll" || l == "you’ll":
			return true
		}
	}
	return false
}

// weBefore reports "we" earlier in the sentence of the word that starts
// at start: the publisher speaking of the server's part.
func weBefore(toks []token, start int) bool {
	return sentenceHasBefore(toks, start, "we", "we'll", "we’ll")
}

// sentenceHasBefore reports one of words earlier in the sentence of the
// word that starts at start (a comma or a semicolon does not end it).
func sentenceHasBefore(toks []token, start int, words ...string) bool {
	k, _ := wordAt(toks, start)
	for j := k - 1; j >= 0; j-- {
		switch l := toks[j].lower; {
		case !toks[j].word && sentenceMark(l) && l != "," && l != ";":
			return false
		case slices.Contains(words, l):
			return true
		}
	}
	return false
}

// throughChat reports an act, at start, that its clause says is done by
// telling the server: "swaps shifts with a sentence", "adjusts the
// thermostats from one chat message" (probe round 131).
func throughChat(toks []token, start int) bool {
	k, _ := wordAt(toks, start)
	for j := k + 1; j < len(toks) && j <= k+10 && !clauseMark(toks[j]); j++ {
		switch toks[j].lower {
		case "sentence", "message", "chat", "prompt":
			switch toks[j-1].lower {
			case "a", "one", "the", "from", "with", "in", "by", "chat":
				return true
			}
		}
	}
	return false
}

// itBefore reports "it" earlier in the sentence of the word at start:
// the server, named as the subject of what it does.
func itBefore(toks []token, start int) bool {
	return sentenceHasBefore(toks, start, "it")
}

// personRole reports the people a skill names as doing an act
// themselves: "The buyer places the purchase orders", "the controller
// voids it", "the billing coordinator submits it".
func personRole(l string) bool {
	switch l {
	case "buyer", "buyers", "customer", "customers", "merchant", "owner", "admin", "administrator", "manager",
		"controller", "coordinator", "accountant", "reviewer", "approver", "recruiter", "requester", "paralegal",
		"traveller", "traveler", "writer", "editor", "author":
		return true
	}
	return false
}

// staffSubject reports a verb whose subject is one of the user's people,
// at the start of its clause: "the recruiter reviews, edits and sends
// them from their own inbox", "An engineer reviews the wording and
// publishes it" (probe round 82): the verb is the role's first, or
// joined to it by "and", "or" or a comma.
func staffSubject(toks []token, start int) bool {
	k, ok := wordAt(toks, start)
	if !ok {
		return false
	}
	cs := k
	for cs > 0 && k-cs < 12 && (toks[cs-1].word || toks[cs-1].lower == ",") {
		cs--
	}
	if cs > 0 && toks[cs-1].word || cs+2 > k || !staffDeterminer(toks[cs].lower) || !staffRole(toks[cs+1].lower) ||
		toks[cs+1].lower == "team" || toks[cs+1].lower == "staff" {
		return false // "Our team creates and updates tasks for you": the vendor's service
	}
	if cs+2 == k {
		return true
	}
	p := toks[k-1].lower
	return strings.HasSuffix(toks[cs+2].lower, "s") && (p == "and" || p == "or" || p == ",")
}

// staffDeterminer reports the words before one of the user's people that
// start a clause: "the recruiter", "an engineer", "your bookkeeper" (not
// "our", the publisher's own).
func staffDeterminer(l string) bool {
	return l == "the" || l == "a" || l == "an" || l == "your" || l == "their"
}

// forStaffTo reports a verb a description hands to one of the user's
// people after "for your ... to" (probe round 38): "returns them for
// your development director to edit and submit", "for the planner to
// approve". Not "for your agent to send", the server's doing.
func forStaffTo(toks []token, start int) bool {
	k, ok := wordAt(toks, start)
	if !ok {
		return false
	}
	j := k - 1
	if j >= 2 && (toks[j].lower == "and" || toks[j].lower == "or") && toks[j-1].word {
		j -= 2 // "to edit and submit"
	}
	if j < 3 || toks[j].lower != "to" || !staffRole(toks[j-1].lower) {
		return false
	}
	for f := j - 3; f >= 0 && f >= j-5; f-- {
		if toks[f].lower == "for" && (toks[f+1].lower == "your" || toks[f+1].lower == "the") {
			return true
		}
		if !toks[f+1].word {
			return false
		}
	}
	return false
}

// staffRole reports the people of a business who act for it: a role
// of personRole's, or a trade's.
func staffRole(l string) bool {
	switch l {
	case "director", "pharmacist", "clinician", "physician", "doctor", "nurse", "planner", "teacher", "dispatcher",
		"supervisor", "adjuster", "underwriter", "attorney", "lawyer", "registrar", "clerk", "officer", "bookkeeper",
		"team", "staff",
		// and an engineering team's (probe round 82): "An engineer
		// reviews the wording and publishes it from Statuspage".
		"engineer", "technician", "operator", "marketer",
		// and a farm's and a clinic's (probe round 93): "messages the
		// on-call vet".
		"vet", "veterinarian",
		// and a pharmacy's (probe round 220): "sends renewal requests to
		// the prescriber".
		"prescriber":
		return true
	}
	return personRole(l)
}

// handedOver reports a verb joined by "and" to the user's copying or
// pasting at the start of its clause: "copy what you like into Outlook
// and send it from there" tells the user what to do with what the
// server wrote.
func handedOver(toks []token, start int) bool {
	k, ok := wordAt(toks, start)
	if !ok || k == 0 || toks[k-1].lower != "and" {
		return false
	}
	first := k - 1
	for first > 0 && !clauseMark(toks[first-1]) {
		first--
	}
	switch toks[first].lower {
	case "copy", "paste":
		return true
	}
	return false
}

// handOffAhead returns the comma or semicolon, within the sentence of
// the verb of composing at toks[i], after which the user takes what was
// written ("..., ready for you to paste", "...; the user posts it"),
// when no verb of acting comes between.
func handOffAhead(toks []token, i int) (int, bool) {
	for j := i + 1; j+1 < len(toks) && j <= i+24 && !sentenceEnd(toks[j]); j++ {
		if forAfterComma(toks, j) || userTakesOver(toks, j) {
			return j, true
		}
		_, acts := actVerb(toks[j].lower)
		if w, isForm := prose.Form(toks[j].lower); (acts || isForm && w.Prose) && !composeVerb(toks[j].lower) &&
			verbPosition(toks, j) {
			return 0, false // "Writes the post and publishes it, ready ..."
		}
	}
	return 0, false
}

// userTakesOver reports a semicolon or comma at toks[j] after which the
// user takes what was written and acts on it: "; you copy and send
// them", ", you paste it into Outlook".
func userTakesOver(toks []token, j int) bool {
	if toks[j].lower != ";" && toks[j].lower != "," || j+2 >= len(toks) {
		return false
	}
	k := j + 1
	if toks[k].lower == "copy" || toks[k].lower == "paste" {
		return true // "; copy it into the MLS yourself" (probe round 64)
	}
	if toks[k].lower == "the" && k+2 < len(toks) && (toks[k+1].lower == "user" || toks[k+1].lower == "users") {
		k++ // "; the user posts it ... themselves" (probe round 59)
	} else if toks[k].lower != "you" {
		return false
	}
	switch toks[k+1].lower {
	case "copy", "copies", "paste", "pastes", "send", "sends", "post", "posts", "review", "reviews", "edit", "edits",
		"publish", "publishes", "approve", "approves":
		return true
	}
	return false
}

// closingParen returns the index of the ")" that closes the "(" at
// toks[j] within its sentence, or -1.
func closingParen(toks []token, j int) int {
	for k := j + 1; k < len(toks) && !sentenceEnd(toks[k]); k++ {
		if toks[k].lower == ")" {
			return k
		}
	}
	return -1
}

// forAfterComma reports a comma at toks[j] before "for you" or "for the":
// "Writes a letter to your landlord about the heating, for you to send"
// (probe round 52).
func forAfterComma(toks []token, j int) bool {
	if toks[j].lower != "," || j+2 >= len(toks) {
		return false
	}
	if toks[j+1].lower == "ready" {
		j++ // ", ready for you to paste" (probe round 58)
	}
	return j+2 < len(toks) && toks[j+1].lower == "for" && (toks[j+2].lower == "you" || toks[j+2].lower == "the")
}

// disownedSentences returns the sentences that say their act is done
// by someone or something else than the package: "Sending is done from
// your Textwave account, not by this plugin" (probe round 125).
func disownedSentences(text string) [][2]int {
	var out [][2]int
	if !strings.Contains(strings.ToLower(text), "not by ") {
		return nil // (most texts: split none)
	}
	for _, u := range noteUnits(text) {
		words := noteWords(text[u[0]:u[1]])
		for i := 0; i+3 < len(words); i++ {
			if words[i] == "not" && words[i+1] == "by" && (words[i+2] == "this" || words[i+2] == "the") && packageWord(words[i+3]) {
				out = append(out, u)
				break
			}
		}
	}
	return out
}

// handedOverClauses returns the parts of a description whose acts its
// predicate leaves to someone or somewhere else, or only proposes:
// "(refunds, edits and discounts are left to your Shopify admin)",
// "record changes belong in your registrar's panel", "signing and
// sending stay with DocuSign and you", "tariff switching is only
// recommended, never done", "replies are drafted for you to post" (probe
// round 139). A part runs to a sentence's or a semicolon's end, or to a
// dash set between spaces.
func handedOverClauses(text string) [][2]int {
	var out [][2]int
	for _, u := range noteUnits(text) {
		for _, p := range dashParts(text, u) {
			if handedOver := handedOverPhrase(text[p[0]:p[1]]); handedOver {
				out = append(out, p)
			}
		}
	}
	return out
}

// handedOverPhrases hand a clause's acts over, as handedOverClauses says.
var handedOverPhrases = [...]string{
	"are left to", "is left to", "belong in", "belongs in", "belong with", "belongs with",
	"stay with", "stays with", "remain with", "remains with", "is only recommended", "are only recommended",
	"is only suggested", "are only suggested", "never done", "are drafted for", "is drafted for",
	"outside what it can do", "outside what the server can do", "outside its scope", "out of its scope",
}

// handedOverPhrase reports a part of a sentence that has one of
// handedOverPhrases as words. The phrase is looked for in the text first:
// most parts have none, and are not split into words.
func handedOverPhrase(part string) bool {
	lower := strings.ToLower(part)
	if !slices.ContainsFunc(handedOverPhrases[:], func(p string) bool { return strings.Contains(lower, p) }) {
		return false
	}
	words := noteWords(part)
	return slices.ContainsFunc(handedOverPhrases[:], func(p string) bool { return hasPhrase(words, p) })
}

// dashParts splits a unit of text at its dashes set between spaces ("
// - ", " — ", " – ").
func dashParts(text string, u [2]int) [][2]int {
	var out [][2]int
	start := u[0]
	for i := u[0]; i < u[1]; i++ {
		if text[i] != ' ' {
			continue
		}
		for _, d := range [...]string{" - ", " — ", " – "} {
			if strings.HasPrefix(text[i:u[1]], d) {
				out = append(out, [2]int{start, i})
				start = i + len(d)
				i = start - 1
				break
			}
		}
	}
	return append(out, [2]int{start, u[1]})
}

// packageWord reports the words a description names itself by: "this
// plugin", "the server".
func packageWord(w string) bool {
	switch w {
	case "plugin", "server", "tool", "extension", "integration", "package", "mcp", "connector", "assistant", "bot":
		return true
	}
	return false
}

// composedForUser returns the spans of what the server writes for the
// user to act on: a verb of composing, in a verb's place, up to "for you
// to", "for the user to", "in your response", "and returns" or "as
// text" in its clause ("Writes Stripe dispute letters for you to review
// and paste in yourself", "drafts replies for you to send", "Writes an
// email and returns the text", "drafts journal entries as text", "Write
// the message in your response for the user to paste"). The text
// is handed over; its words (the brand, the letters, the replies) are
// no act of the server's.
func composedForUser(toks []token) [][2]int {
	var out [][2]int
	for i, t := range toks {
		if !t.word || !composeVerb(t.lower) || !verbPosition(toks, i) {
			continue
		}
		if j, ok := handOffAhead(toks, i); ok {
			// "Writes the announcement for your tournament, with rules
			// and start times, ready for you to paste" (probe round 58):
			// past the asides, to where the user takes it.
			out = append(out, [2]int{t.start, toks[j].end})
			continue
		}
		for j := i + 1; j+1 < len(toks) && j <= i+16 && (!clauseMark(toks[j]) || forAfterComma(toks, j) || toks[j].lower == "(" ||
			userTakesOver(toks, j)); j++ {
			if userTakesOver(toks, j) {
				// "Writes cold emails; you copy and send them" (probe
				// round 57).
				out = append(out, [2]int{t.start, toks[j].end})
				break
			}
			if toks[j].lower == "(" {
				// "Writes newsletter copy (subject lines, preview text
				// and body) for you to paste" (probe round 54): what the
				// text holds, an aside.
				if c := closingParen(toks, j); c > j {
					j = c
				}
				continue
			}
			if j+2 < len(toks) && toks[j].lower == "for" && toks[j+1].lower == "you" && toks[j+2].lower == "to" {
				out = append(out, [2]int{t.start, toks[j+2].end})
				break
			}
			if j+3 < len(toks) && toks[j].lower == "for" && toks[j+1].lower == "the" && person(toks[j+2].lower) && toks[j+3].lower == "to" {
				out = append(out, [2]int{t.start, toks[j+3].end}) // "for the user to paste"
				break
			}
			if j+2 < len(toks) && (toks[j].lower == "in" || toks[j].lower == "into") && (toks[j+1].lower == "your" || toks[j+1].lower == "the") && answerText(toks[j+2].lower) {
				// "Write the message in your response": the model's
				// answer, as a description written to the model says it.
				out = append(out, [2]int{t.start, toks[j+2].end})
				break
			}
			if toks[j].lower == "and" && !handsBack(toks[j+1].lower) && !composeVerb(toks[j+1].lower) {
				_, acts := actVerb(toks[j+1].lower)
				if w, ok := prose.Form(toks[j+1].lower); acts || ok && w.Prose {
					break // "Drafts replies in Outlook and sends them ... in the chat": a verb of its own (probe round 50)
				}
			}
			if toks[j].lower == "and" && handsBack(toks[j+1].lower) ||
				toks[j].lower == "as" && toks[j+1].lower == "text" {
				// "Writes an email and returns the text", "drafts
				// adjusting journal entries as text"
				out = append(out, [2]int{t.start, toks[j+1].end})
				break
			}
		}
	}
	return out
}

// handsBack reports the verbs after "and" that hand a text composed to
// the user: "Writes an email and returns the text", "Draft release
// notes from merged PRs and print them" (probe round 51).
func handsBack(l string) bool {
	switch l {
	case "return", "returns", "print", "prints", "show", "shows", "display", "displays":
		return true
	}
	return false
}

// answerText reports what the model writes its answer in: "your
// response", "the reply", "the chat".
func answerText(l string) bool {
	switch l {
	case "response", "reply", "answer", "chat":
		return true
	}
	return false
}

// composeVerb reports the verbs of writing a text.
func composeVerb(l string) bool {
	switch l {
	case "write", "writes", "writing", "draft", "drafts", "drafting", "compose", "composes", "composing",
		"prepare", "prepares", "preparing", "rewrite", "rewrites", "rewriting":
		return true
	}
	return false
}

// mayDo reports an act asked about as a permission: "who can deploy",
// "which users are allowed to delete repositories", "who has
// permission to merge pull requests". An access review reads who may
// act; it does not act.
func mayDo(toks []token, start int) bool {
	switch tokenBefore(toks, start, 1) {
	case "can", "may":
		return tokenBefore(toks, start, 2) == "who" || tokenBefore(toks, start, 3) == "which"
	case "to":
		switch tokenBefore(toks, start, 2) {
		case "allowed", "permitted", "permission", "permissions", "authorized", "authorised", "able":
		default:
			return false
		}
		for n := 3; n <= 5; n++ {
			switch tokenBefore(toks, start, n) {
			case "who", "which":
				return true
			case "", ",", ".", ";", ":":
				return false
			}
		}
	}
	return false
}

// skillUsersAct is usersAct for the word at start of a skill's text, read
// in its sentence as sentences cuts them.
func skillUsersAct(text string, start int) bool {
	s, e := sentenceAt(text, start)
	return userActs(tokenize(text[s:e]), start-s, true)
}

// tokenBefore returns the lower-case token n places before the word
// that starts at start, or "".
func tokenBefore(toks []token, start, n int) string {
	k, ok := wordAt(toks, start)
	if !ok || k < n {
		return ""
	}
	return toks[k-n].lower
}

// userSubject reports a verb of acting, at start, whose subject in a
// description is the user: a question put to or by the user ("what
// would you pay", "how much did we spend"; not a request put to the
// agent, "Can you send emails...?"), a relative clause ("who you wrote
// to"), a verb joined to one the user does, done on another site ("You
// confirm and pay on the airline's site"), or an act left to the user
// ("trading is entirely up to you").
func userSubject(toks []token, start int) bool {
	if subject := tokenBefore(toks, start, 1); subject == "you" || subject == "we" || subject == "i" || subject == "they" {
		switch tokenBefore(toks, start, 2) {
		case "who", "whom", "which", "that", "what", "where":
			if subject == "you" {
				return true // "who you wrote to"
			}
		case "would", "will", "do", "did", "should", "could", "can":
			// "what would you pay", "how much did we spend"; not a
			// request put to the agent ("Can you send emails to...?").
			switch tokenBefore(toks, start, 3) {
			case "what", "how", "much", "many", "which", "where", "when":
				return true
			}
		}
	}
	k, ok := wordAt(toks, start)
	if !ok {
		return false
	}
	if joinedToUser(toks, k) && doneElsewhere(toks, k) {
		return true // "You confirm and pay on the airline's site"
	}
	if k >= 1 && toks[k-1].lower == "you" && (k == 1 || !toks[k-2].word || toks[k-2].lower == "and" || toks[k-2].lower == "but") &&
		(doneElsewhere(toks, k) || claimAround(toks, k)) {
		// "You place the order in your grocery app", a clause of its
		// own; "It recommends a flight and you book it ... The server
		// only searches fares" (probe round 157).
		return true
	}
	j := k + 1
	if j < len(toks) && (toks[j].lower == "is" || toks[j].lower == "are") {
		j++
		if j < len(toks) && (toks[j].lower == "entirely" || toks[j].lower == "completely" || toks[j].lower == "always" || toks[j].lower == "left") {
			j++
		}
		return j+2 < len(toks) && toks[j].lower == "up" && toks[j+1].lower == "to" && toks[j+2].lower == "you"
	}
	return false
}

// readsNear bounds how far from an act a claim of readClaims counts:
// about three sentences each way.
const readsNear = 60

// readClaims returns where the texts hold the server to reading, as the
// indices of the claims' first words: "the server only searches fares",
// "this server only reads incidents", "we only read positions",
// "KubeLens just lists pods", "This server shows you restart counts"
// (probe rounds 157 and 158). Beside one, an act told of another
// subject is that subject's, not the server's (othersAct). Found once
// for a description's tokens, so that each act asks only whether one is
// near it.
func readClaims(toks []token) []int {
	var out []int
	for k := 1; k+1 < len(toks); k++ {
		switch l := toks[k].lower; {
		case l == "only" || l == "just":
			switch s := toks[k-1]; {
			case s.lower == "not":
				continue // "Not only finds the cheapest fare but books it"
			case serverWord(s.lower), s.word && s.capital && (k == 1 || !toks[k-2].word || sentenceEnd(toks[k-2])):
			default:
				continue
			}
			if v := toks[k+1].lower; readsThird(v) || prose.ReadVerb(v) {
				out = append(out, k)
			}
		case l == "server" && (toks[k-1].lower == "this" || toks[k-1].lower == "the"):
			if v := toks[k+1].lower; readsThird(v) || v == "shows" || v == "follows" {
				out = append(out, k)
			}
		}
	}
	return out
}

// claimAround reports a claim of readClaims within readsNear tokens of
// toks[k], looking at those tokens only: for a reading asked at few
// words ("you" and its verb), with no claims found beforehand.
func claimAround(toks []token, k int) bool {
	lo := max(0, k-readsNear)
	return claimNear(readClaims(toks[lo:min(len(toks), k+readsNear+2)]), k-lo)
}

// claimNear reports a claim of readClaims within readsNear tokens of
// toks[k].
func claimNear(claims []int, k int) bool {
	i, _ := slices.BinarySearch(claims, k-readsNear)
	return i < len(claims) && claims[i] <= k+readsNear
}

// notOursAfter reports the words after an act, in its sentence, that
// give it to someone other than the server: "The robo-advisor executes
// the trades, not this tool", "Gusto runs payroll, not us" (probe round
// 158).
func notOursAfter(toks []token, k int) bool {
	for j := k + 1; j+1 < len(toks) && !sentenceEnd(toks[j]); j++ {
		if toks[j].lower != "not" {
			continue
		}
		switch n := toks[j+1].lower; n {
		case "us", "we":
			return true
		case "this", "the":
			if j+2 < len(toks) {
				switch toks[j+2].lower {
				case "tool", "server", "plugin", "app", "integration":
					return true
				}
			}
		}
	}
	return false
}

// triggerClause reports a clause opened by "when", "whenever", "once",
// "after" or "if" whose subject is someone other than the server or the
// user: "When PagerDuty pages the on-call engineer, IncidentLens pulls
// the incident timeline" (probe round 158). Its act is what starts the
// server's work, not the server's own.
func triggerClause(toks []token, first, k int) bool {
	switch toks[first].lower {
	case "when", "whenever", "once", "after", "if":
	default:
		return false
	}
	if k-first < 2 {
		return false
	}
	// (Not "When a build fails it reruns the job": the server, after
	// the trigger.)
	for j := first + 1; j < k; j++ {
		if l := toks[j].lower; serverWord(l) || l == "you" {
			return false
		}
	}
	return toks[first+1].word && (toks[first+1].capital || determiner(toks[first+1].lower))
}

// serverWord reports the words by which a description names the
// server as a clause's subject: "it", "the server", "this plugin",
// "we".
func serverWord(l string) bool {
	switch l {
	case "it", "server", "we", "this", "plugin":
		return true
	}
	return false
}

// othersAct reports an act, at start, whose clause opens with a subject
// other than the server (at most four words before the verb, none of
// them the server's or the user's: serverWord, "you") and that its
// words give to that subject: a clause that gives it away ("Gusto runs
// payroll, not us", notOursAfter), a trigger told of another service
// ("When PagerDuty pages the on-call engineer", triggerClause), or a
// claim near it that holds the server to reading (readClaims): "Stripe
// pays out on its own schedule", "Zapier writes new form submissions
// into the sheet; the server just reads the sheet" (probe rounds 157
// and 158).
func othersAct(toks []token, start int, claims []int) bool {
	k, ok := wordAt(toks, start)
	if !ok || k == 0 {
		return false
	}
	first := clauseStart(toks, k)
	verb := -1 // the clause's first verb, after its subject
	for j := first; j <= k && j <= first+4; j++ {
		l := toks[j].lower
		if serverWord(l) || l == "you" {
			return false
		}
		if j > first && toks[j].word && !possessive(l) && (j == k || anyVerb(l) || readsThird(l)) {
			verb = j
			break
		}
	}
	if verb < 0 {
		return false
	}
	if notOursAfter(toks, k) || triggerClause(toks, first, k) {
		return true
	}
	if clauseOpensWithVerb(toks[first].lower) {
		return false // no subject: "Finds flights and books them"
	}
	return claimNear(claims, k)
}

// clauseOpensWithVerb reports a clause's first word that is a verb, so
// that the clause has no subject of its own: "Finds", "book", "Lists"
// (not a brand the vocabulary knows, "Zapier writes").
func clauseOpensWithVerb(l string) bool {
	if _, ok := actVerb(l); ok {
		return true
	}
	return prose.ReadVerb(l) || readsThird(l) || clauseVerb(l)
}

// joinedToUser reports toks[k], a verb joined by "and", "or" or "then"
// to a verb whose subject is "you" in the same clause: "You confirm and
// pay".
func joinedToUser(toks []token, k int) bool {
	if k < 2 || toks[k-1].lower != "and" && toks[k-1].lower != "or" && toks[k-1].lower != "then" {
		return false
	}
	for j := k - 2; j >= 0 && j >= k-5; j-- {
		if !toks[j].word {
			return false
		}
		if toks[j].lower == "you" {
			return true
		}
	}
	return false
}

// doneElsewhere reports an act, toks[k], that the words after it place
// on another site, app or store than the server ("pay on the airline's
// site", "check out in the store's app"), or the way it always was done
// ("as usual"): the user's doing there. "You book meetings and send
// invites from chat" stays the server's.
func doneElsewhere(toks []token, k int) bool {
	return placeAhead(toks, k+1, k+8, func(l string) bool { return otherPlace(l) || l == "checkout" }) || asUsual(toks, k+1)
}

// asUsual reports "as usual", "as always" or "as before" in the clause
// from toks[from]: "You place the Sysco order as usual" (probe round
// 125), the user's act done the way it was before the server came.
func asUsual(toks []token, from int) bool {
	for j := from; j+1 < len(toks) && j <= from+8 && !sentenceEnd(toks[j]); j++ {
		if toks[j].lower == "as" {
			switch toks[j+1].lower {
			case "usual", "always", "before":
				return true
			}
		}
	}
	return false
}

// placeAhead reports a word that place accepts among toks[from] to
// toks[last] (the sentence's end, when last is past it).
func placeAhead(toks []token, from, last int, place func(string) bool) bool {
	for j := from; j < len(toks) && j <= last && !sentenceEnd(toks[j]); j++ {
		if place(toks[j].lower) {
			return true
		}
	}
	return false
}

// otherPlace reports the words that name another site, app or store
// than the server, where an act is done by the user or kept: "pay on
// the airline's site", "device control stays in the Home app".
func otherPlace(l string) bool {
	switch l {
	case "site", "website", "app", "store", "portal":
		return true
	}
	return false
}

// articleNoun reports a word right after an article or "every" or
// "each" ("the update", "every automation") or
// right before "of" ("a searchable archive of"): a noun, not a verb of
// acting.
func articleNoun(toks []token, start int) bool {
	k, ok := wordAt(toks, start)
	if !ok {
		return false
	}
	// (A nominalised act and "of" are ofNonRecord's: "creation of a
	// pipeline" acts.)
	if l := toks[k].lower; k+1 < len(toks) && toks[k+1].lower == "of" &&
		!strings.HasSuffix(l, "tion") && !strings.HasSuffix(l, "ment") && !strings.HasSuffix(l, "sion") {
		return true
	}
	switch tokenBefore(toks, start, 1) {
	case "a", "an", "the", "every", "each":
		return true // "the update", "map every automation"
	}
	return false
}

// toldInChat reports a verb of telling whose object is the user, in
// the chat: "notifies you here in the conversation", "alerts you in the
// chat when the price drops" (probe round 55); "notifies you in Slack"
// sends a message.
func toldInChat(toks []token, start int) bool {
	k, ok := wordAt(toks, start)
	if !ok || k+2 >= len(toks) || toks[k+1].lower != "you" {
		return false
	}
	switch toks[k].lower {
	case "notify", "notifies", "notifying", "alert", "alerts", "alerting", "message", "messages", "ping", "pings", "tell", "tells":
	default:
		return false
	}
	k += 2
	if toks[k].lower == "right" && k+1 < len(toks) {
		k++ // "alerts you right here in the chat" (probe round 145)
	}
	if toks[k].lower == "here" {
		return true
	}
	return toks[k].lower == "in" && placeAhead(toks, k+1, k+3, chatPlace)
}

// handedToChat reports a description's imperative to give the chat a
// file, whose sentence goes on to ask about it or get something back:
// "Upload a document and ask questions about it", "Upload flight logs
// and get an analysis" is the user's upload to the conversation
// ("Upload files to Drive" is the server's act).
func handedToChat(toks []token, start int) bool {
	k, ok := wordAt(toks, start)
	if !ok || k > 0 && !clauseMark(toks[k-1]) {
		return false
	}
	switch toks[k].lower {
	case "upload", "paste", "drop", "attach", "share":
	default:
		return false
	}
	_, last := wholeSentence(toks, k)
	for j := k + 1; j < last; j++ {
		switch toks[j].lower {
		case "to", "into", "in", "on":
			return false // a place at a service: "Upload a document to Drive"
		case "ask":
			if toks[j+1].lower == "questions" || toks[j+1].lower == "about" {
				return true
			}
		case "get":
			// "Upload DJI flight logs and get an analysis", "upload a
			// photo, choose a style, and get the image back" (probe rounds
			// 53 and 54): given to the server for what the user gets.
			if toks[j-1].lower == "and" {
				return true
			}
		}
	}
	return false
}

// mockMoney reports a word of money that a mock stands in for ("Mock
// payment gateway", "fake charges", "Simulates trades", "paper
// trades"), or one in a sentence that says the package only simulates
// ("Paper-trading mode only: `place_order` simulates fills", "Paper
// trading simulator", "with virtual money", "no real charges ever
// occur"): no money moves.
func mockMoney(toks []token, start int) bool {
	switch tokenBefore(toks, start, 1) {
	case "mock", "mocked", "fake", "dummy", "simulated", "simulate", "simulates", "simulating", "paper", "backtest",
		"backtests":
		return true
	}
	k, ok := wordAt(toks, start)
	if !ok {
		return false
	}
	first, last := wholeSentence(toks, k)
	for j := first; j < last; j++ {
		l, next := toks[j].lower, toks[j+1].lower
		switch {
		case l == "paper-trading" || l == "paper" && next == "trading":
			for n := j + 1; n <= min(last, j+4); n++ {
				if toks[n].lower == "only" {
					return true // "Paper-trading mode only", "paper trading only"
				}
			}
		case l == "simulator" || l == "simulators":
			return true // "Paper trading simulator: practice buying and selling"
		case (l == "virtual" || l == "play" || l == "fake" || l == "pretend") && playMoney(next):
			return true // "with virtual money"
		case l == "no" && next == "real" && j+2 <= last && playMoney(toks[j+2].lower):
			return true // "no real charges ever occur"
		}
	}
	return false
}

// playMoney reports the money a simulation moves when it is not real:
// "virtual money", "play cash", "no real charges".
func playMoney(l string) bool {
	switch l {
	case "money", "cash", "funds", "currency", "charges", "payments", "trades", "orders", "transactions":
		return true
	}
	return false
}

// articleObject reports a word of money right after an article whose
// verb before it is no act ("paste a swap and get the expected
// slippage"): the thing talked about, not a payment made ("place a
// trade" is the verb's act).
func articleObject(toks []token, start int) bool {
	switch tokenBefore(toks, start, 1) {
	case "a", "an", "the":
	default:
		return false
	}
	verb := tokenBefore(toks, start, 2)
	if _, ok := actVerb(verb); ok {
		return false
	}
	if _, ok := prose.Form(verb); ok {
		return false
	}
	return readingVerb(verb) || verb == "paste" || verb == "enter" || verb == "describe" || verb == "input"
}

// spendNoun reports "spend" or "spending" where no verb stands: the
// money spent, looked at ("Break down spend by tag", "categorise
// spending"), not spent ("Spend USDC from your wallet") or moved
// ("Shifts spend between Google Ads and Meta campaigns").
func spendNoun(toks []token, start int) bool {
	k, ok := wordAt(toks, start)
	if !ok {
		return false
	}
	switch toks[k].lower {
	case "spend", "spends", "spending":
	default:
		return false
	}
	switch tokenBefore(toks, start, 1) {
	case "shift", "shifts", "shifting", "reallocate", "reallocates", "allocate", "allocates", "move", "moves", "cap",
		"caps", "boost", "boosts", "cut", "cuts", "raise", "raises", "lower", "lowers":
		return false
	}
	return !verbPosition(toks, k)
}

// notActed reports a word of acting of category at the word that
// starts at start that names no act of the server's, in whichever
// reading of a description finds it: money a mock or simulation moves,
// spend looked at, money moved in the past ("ever issued") or listed by
// a verb of reading, a message only drafted and a text only written for
// the user.
func notActed(category string, toks []token, start int) bool {
	switch category {
	case prose.Money:
		return mockMoney(toks, start) || spendNoun(toks, start) || everDone(toks, start) || listedMoney(toks, start)
	case prose.Messages:
		return draftedMessage(toks, start)
	case prose.Changes:
		return writtenText(toks, start)
	}
	return false
}

// writtenText reports "write" with a text for object, in its next three
// words: "Writes a calm reply", "writes release notes" compose text for
// the user ("writes to your database" changes it).
func writtenText(toks []token, start int) bool {
	k, ok := wordAt(toks, start)
	if !ok || !composeVerb(toks[k].lower) {
		return false
	}
	for j := k + 1; j < len(toks) && j <= k+3 && toks[j].word; j++ {
		switch toks[j].lower {
		case "reply", "replies", "letter", "letters", "draft", "drafts", "response", "responses", "answer", "answers",
			"caption", "captions", "summary", "summaries", "copy", "notes", "essay", "essays":
			return true
		}
		if notModifier(toks[j].lower) {
			return false
		}
	}
	return false
}

// draftedMessage reports a word of messaging after a verb of writing a
// text, with at most two words that are no verb between: "Drafts
// replies to your Gmail threads", "Writes a calm reply" write the
// replies for the user, they send nothing ("Drafts and sends replies"
// sends).
func draftedMessage(toks []token, start int) bool {
	for n := 1; n <= 3; n++ {
		l := tokenBefore(toks, start, n)
		if composeVerb(l) {
			return true
		}
		if l == "" || n < 3 && (anyVerb(l) || notModifier(l)) && !determiner(l) {
			return false
		}
	}
	return false
}

// everDone reports a word of money followed, in its noun phrase, by
// "ever" and a verb of the past: "Every refund your store ever issued"
// is the history of refunds, none made now.
func everDone(toks []token, start int) bool {
	k, ok := wordAt(toks, start)
	if !ok {
		return false
	}
	for j := k + 1; j < len(toks) && j <= k+5 && toks[j].word; j++ {
		if toks[j].lower == "ever" {
			return j+1 < len(toks) && toks[j+1].word && pastForm(toks[j+1].lower)
		}
	}
	return false
}

// pastForm reports a verb's past form: regular ("issued", "placed") or
// one of the irregular forms of paying and sending.
func pastForm(l string) bool {
	switch l {
	case "paid", "sent", "made", "bought", "sold", "spent", "got", "received", "gave", "took":
		return true
	}
	return strings.HasSuffix(l, "ed")
}

// listedMoney reports a word of money that a verb of reading at the
// clause's start has for object, with at most two words between that
// are neither a verb nor a word that ends an object: "Lists pending
// wire transfers", "Shows recent refunds" ("Lists and refunds orders"
// refunds).
func listedMoney(toks []token, start int) bool {
	for n := 1; n <= 3; n++ {
		l := tokenBefore(toks, start, n)
		if l == "," || l == ";" || l == ":" || l == "." {
			return false // "order_status, refund_order": a list's next item
		}
		if readingVerb(l) || prose.ReadVerb(l) {
			// Where a verb stands, or its third person after a noun, its
			// subject: "Tenant Board for property managers lists rent
			// payments".
			k := indexBefore(toks, start, n)
			return verbPosition(toks, k) || strings.HasSuffix(l, "s") && k > 0 && toks[k-1].word && !anyVerb(toks[k-1].lower)
		}
		if w, ok := prose.Form(l); ok && w.Category == prose.Money && n < 3 {
			continue // a word of money that names the kind: "rent payments"
		}
		if l == "" || anyVerb(l) || notModifier(l) {
			return false
		}
	}
	return false
}

// indexBefore is the index of the token n places before the word that
// starts at start.
func indexBefore(toks []token, start, n int) int {
	k, _ := wordAt(toks, start)
	return k - n
}

// usedElsewhere reports "use", "visit" or "open" between toks[from] and
// the app, site or dashboard at toks[at], with at most three words
// between it and the place and none of them "with", "from" or "in"
// ("Use this server with the Claude app to create events" acts).
func usedElsewhere(toks []token, from, at int) bool {
	for j := at - 1; j >= from && j >= at-4; j-- {
		switch toks[j].lower {
		case "use", "visit", "open":
			return true
		case "with", "from", "in":
			return false
		}
		if !toks[j].word {
			return false
		}
	}
	return false
}

// leftUndone reports an act whose sentence's rest, after the act, says
// that the tools leave it undone: "explains the plan for UPDATE and DELETE
// statements without executing them", "previews the changes without
// applying them".
func leftUndone(rest string) bool {
	words := strings.Fields(strings.ToLower(rest))
	for i := 0; i+2 < len(words); i++ {
		if words[i] != "without" {
			continue
		}
		switch words[i+1] {
		case "executing", "running", "applying", "performing", "committing", "sending", "submitting":
		default:
			continue
		}
		switch strings.TrimRight(words[i+2], ".,;:!)") {
		case "them", "it", "any", "anything":
			return true
		}
	}
	return false
}

// unavailableAfter reports an act that the words after it, at
// text[end:], say is not offered: "deleting records is not supported",
// "Order management is out of scope", "posting is disabled", and what
// the package says it leaves out: "creating tickets is a Pro feature not
// included in this plugin", "muting monitors and editing dashboards
// require the Ops add-on, which this plugin does not include". The acts
// joined to the one that "is" or "requires" share it.
func unavailableAfter(text string, end int) bool {
	sentEnd := end
	for sentEnd < len(text) && sentEnd < end+200 && !sentenceBreak(text, sentEnd) {
		sentEnd++
	}
	if leftUndone(text[end:sentEnd]) || refusedCaseAfter(text[end:sentEnd]) || shipsOff(text[end:sentEnd]) {
		return true
	}
	// "Submitting the build for review, changing the price and releasing
	// it stay in your hands": acts named as the sentence's subject, the
	// user's.
	if sentStart := subjectStart(text, end); gerundSubject(text[sentStart:end]) &&
		(keptByUser(text[end:sentEnd]) || keptIn(text[end:sentEnd]) || offByDefault(text[end:sentEnd]) ||
			happensElsewhere(text[end:sentEnd]) || leftToUser(text[end:sentEnd]) || notYet(predicate(text[end:sentEnd]))) {
		return true
	}
	// "reservations are completed in the OpenTable app": a passive act
	// placed in another app or site, the user's there.
	if endsPassive(text[:end]) && inOtherApp(text[end:sentEnd]) || madeElsewhere(text[end:sentEnd]) {
		return true
	}
	// "A register write mode is available as an opt-in flag and is off
	// by default": the act named as the subject, switched off.
	if rest := strings.ToLower(strings.TrimSpace(text[end:sentEnd])); (strings.HasPrefix(rest, "is ") || strings.HasPrefix(rest, "are ")) &&
		offByDefault(rest) {
		return true
	}
	words := expandNegations(strings.Fields(strings.ToLower(withoutAsides(text[end:sentEnd]))))
	// "..., not included here": the list before it left out.
	if len(words) >= 3 && words[0] == "," && words[1] == "not" && strings.HasPrefix(words[2], "included") {
		return true
	}
	verb := -1
	window := words[:min(len(words), 5)]
	// A list of acts ("any INSERT, UPDATE or DELETE is rejected",
	// "Booking appointments, ordering medication and paying bills are
	// out of scope") is what the words after it say of each.
	listed := slices.Contains(window, "or") || slices.Contains(window, "and")
	if listed {
		window = words[:min(len(words), 12)]
	}
	for i, w := range window {
		if w == "is" || w == "are" || w == "require" || w == "requires" || w == "stay" || w == "stays" || w == "remain" ||
			w == "remains" {
			verb = i
			break
		}
		if listed && (w == "," || strings.HasSuffix(w, ",") && i > 0) {
			continue
		}
		// The record of the act may come first ("purchase orders are
		// not created").
		if strings.HasSuffix(w, ",") || strings.HasSuffix(w, ":") ||
			i == 0 && w != "and" && w != "or" && w != "tools" && w != "tool" && !recordNoun(lastPart(w)) {
			// (The act may name its tools: "Trading tools are not
			// included", "update tools are disabled unless ...".)
			return false
		}
	}
	if verb < 0 {
		return false
	}
	after := words[verb+1:]
	for len(after) > 0 && strings.HasSuffix(after[0], "ly") {
		after = after[1:] // "is intentionally excluded", "are deliberately not supported"
	}
	rest := strings.Join(after, " ")
	if words[verb] == "is" || words[verb] == "are" {
		for _, p := range [...]string{
			"not ", "never ", "unsupported", "unavailable", "disabled", "out of scope", "excluded", "blocked", "rejected",
			"refused", "denied", "forbidden", "prohibited", "opt-in",
			// "Create, update and delete endpoints are stripped from the
			// OpenAPI spec" (probe round 50).
			"stripped", "omitted", "filtered out",
		} {
			if strings.HasPrefix(rest, p) {
				return true // "deleting records is not supported", "purchase orders are not created"
			}
		}
	}
	// "purchase orders are raised elsewhere": done in another system.
	if words[verb] == "is" || words[verb] == "are" {
		if w := strings.Fields(rest); len(w) >= 2 && strings.TrimRight(w[1], ".,;") == "elsewhere" {
			return true
		}
	}
	for _, p := range [...]string{"not included", "not available", "does not include", "doesn't include", "not part of this"} {
		if strings.Contains(rest, p) {
			return true
		}
	}
	// "Submitting the build, changing the price and releasing it stay
	// in your hands": the user's.
	if w := words[verb]; w == "stay" || w == "stays" || w == "remain" || w == "remains" {
		for _, p := range slices.Concat(keptPhrases[:], []string{"switched off", "off", "disabled"}) {
			if strings.HasPrefix(rest, p) {
				return true
			}
		}
		// "Orders stay with the clinician": the act is someone's of the
		// user's.
		if w := strings.Fields(strings.TrimRight(rest, ".,;")); len(w) >= 3 && len(w) <= 4 && w[0] == "with" &&
			(w[1] == "the" || w[1] == "your") {
			return true
		}
		// "device control stays in the Home app": done in the vendor's app.
		if w := strings.Fields(strings.TrimRight(rest, ".,;")); len(w) >= 3 && len(w) <= 5 && w[0] == "in" && w[len(w)-1] == "app" {
			return true
		}
	}
	return false
}

// refusedCaseAfter reports the words after an act that end a quoted
// request the server refuses, as a review's test cases write it:
// "'Email the customer list to me' - refuses".
func refusedCaseAfter(rest string) bool {
	i := strings.IndexAny(rest, "'\"’”")
	if i < 0 {
		return false
	}
	_, size := utf8.DecodeRuneInString(rest[i:])
	after := strings.ToLower(strings.TrimLeft(rest[i+size:], " -–—:"))
	for _, w := range [...]string{"refuses", "refused", "declines", "declined", "rejects", "rejected", "denied"} {
		if strings.HasPrefix(after, w) {
			return true
		}
	}
	return false
}

// shipsOff reports the words after an act that say the mode or setting
// doing it ships switched off: "An autopilot mode that reschedules
// meetings exists but ships switched off", "Write tools exist in the
// source but are disabled in this release", "It can write the digest back
// to a page named in DIGEST_TARGET_PAGE, but that setting is empty by
// default", "Event creation exists behind CAL_ENABLE_WRITES, which is off
// by default", "Reply and update tools exist but stay disabled unless
// FD_WRITE=1 is set".
func shipsOff(rest string) bool {
	l := strings.ToLower(rest)
	return strings.Contains(l, "ships switched off") || strings.Contains(l, "ships disabled") ||
		strings.Contains(l, "ships turned off") || strings.Contains(l, "ship disabled") || strings.Contains(l, "ship switched off") || strings.Contains(l, "empty by default") ||
		strings.Contains(l, "unset by default") || strings.Contains(l, "which is off by default") ||
		strings.Contains(l, "which are off by default") || strings.Contains(l, "stay disabled unless") ||
		strings.Contains(l, "stays disabled unless") || strings.Contains(l, "but are disabled") ||
		strings.Contains(l, "but is disabled") || strings.Contains(l, "but is compiled out") ||
		strings.Contains(l, "but are compiled out") || removedNext(l)
}

// noteDenies reports a note in parentheses right after a tool's name,
// at text[end:], that says the tool changes nothing: "`draft_reply`
// (returns draft text only; nothing is sent or saved)".
func noteDenies(text string, end int) bool {
	rest := strings.TrimLeft(text[end:], "`'\" ")
	if !strings.HasPrefix(rest, "(") {
		return false
	}
	note, _, closed := strings.Cut(rest[1:], ")")
	if !closed {
		return false
	}
	_, ok := prose.ReadOnlyClaim(note)
	return ok
}

// removedNext reports the words after a tool's name that say it is gone
// from the release: "tool from 1.x was removed in v2.0", "was dropped
// in 3.0", "has been removed", "is deprecated", "(deprecated)", "is no
// longer available" (not "the file was removed", which a tool's act
// leaves behind: the words must follow the name at once, past "tool"
// and where it came from).
func removedNext(l string) bool {
	w := strings.Fields(l)
	if len(w) > 0 && (strings.HasPrefix(w[0], "(deprecated)") || strings.HasPrefix(w[0], "(removed)")) {
		return true
	}
	if len(w) > 0 && (w[0] == "tool" || w[0] == "tools" || w[0] == "command" || w[0] == "scope" || w[0] == "permission") {
		w = w[1:]
	}
	if len(w) > 0 && (strings.HasPrefix(w[0], "removed") || strings.HasPrefix(w[0], "dropped")) {
		return true // "chat:write scope dropped; the bot no longer posts" (probe round 109), written as a note
	}
	if len(w) > 1 && (w[0] == "from" || w[0] == "in") {
		w = w[2:]
	}
	if len(w) > 1 && (w[0] == "has" || w[0] == "have") && w[1] == "been" {
		w = w[1:]
	}
	if len(w) < 2 {
		return false
	}
	switch w[0] {
	case "was", "were", "been", "is", "are":
	default:
		return false
	}
	for _, gone := range [...]string{"removed", "dropped", "deprecated", "retired"} {
		if strings.HasPrefix(w[1], gone) {
			return true
		}
	}
	if w[1] == "no" && len(w) > 3 && w[2] == "longer" {
		// "is no longer available", not "is no longer limited to ten".
		switch strings.TrimRight(w[3], ".,;:") {
		case "available", "supported", "served", "offered", "exposed", "shipped", "included", "provided":
			return true
		}
	}
	return w[1] == "compiled" && len(w) > 2 && w[2] == "out"
}

// withoutAsides is text without the words in parentheses, and, when
// text starts inside them, without the words up to the closing one:
// "Write actions (replying, changing status) are disabled" says of the
// acts in parentheses what it says of the words before them.
func withoutAsides(text string) string {
	if i := strings.IndexByte(text, ')'); i >= 0 && !strings.Contains(text[:i], "(") {
		text = text[i+1:]
	}
	var b strings.Builder
	depth := 0
	for _, r := range text {
		switch {
		case r == '(':
			depth++
		case r == ')' && depth > 0:
			depth--
		case depth == 0:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// docsClaim returns where a description says its server searches or
// reads documentation ("Documentation search for the Twilio API",
// "Apple Documentation MCP Server", "Search Cloudflare's docs"), and
// whether that is the first thing it says (before any clause mark): a
// docs server reads, and what the docs are about (messaging, payments)
// is what it reads about; docs named further on ("..., search official
// documentation, and manage your integrations") are one capability
// among others.
func docsClaim(toks []token) (start, end int, first, ok bool) {
	firstUntil := len(toks) // the first clause mark
	for i, t := range toks {
		if clauseMark(t) {
			firstUntil = i
			break
		}
	}
	for k, t := range toks {
		if t.lower != "documentation" && t.lower != "docs" {
			continue
		}
		for j := k + 1; j < len(toks) && j <= k+2 && toks[j].word; j++ {
			if prose.ReadingNoun(toks[j].lower) || toks[j].lower == "server" {
				return t.start, toks[j].end, k < firstUntil, true // "Documentation search", "docs MCP server"
			}
		}
		for i := listStart(toks, k); i < k; i++ {
			if toks[i].word && readingVerb(toks[i].lower) && verbPosition(toks, i) {
				return toks[i].start, t.end, i < firstUntil, true // "Search Cloudflare's docs"
			}
		}
	}
	return 0, 0, false, false
}

// measuredMessages reports a word of messages that modifies a thing to
// look at, or a compound whose head is one, with no destination after
// it: "message delivery rates", "email open rates, bounces". "Email
// reports to your team" sends them.
func measuredMessages(toks []token, k int) bool {
	j := k + 1
	if j >= len(toks) || !toks[j].word {
		return false
	}
	if !lookedAt(toks[j].lower) {
		if !compoundHead(toks, j) {
			return false
		}
		j++
	}
	return j+1 >= len(toks) || toks[j+1].lower != "to" && toks[j+1].lower != "with"
}

// messageTalk reports whether the word of messages at text[start:end]
// is what a reading clause reads ("Search Slack messages and channels",
// "Search your email archive and read messages"): its clause, a comma
// ending it, starts with a reading verb, and no other verb stands where
// a verb stands up to the word. Messages are read as often as sent, and "run
// cold email outreach" after a comma is a clause of its own.
func messageTalk(toks []token, start int) bool {
	k, ok := wordAt(toks, start)
	if !ok {
		return false
	}
	if sentRequest(toks, k) || keptOf(toks, k) || measuredMessages(toks, k) || messagesProgram(toks, k) {
		return true
	}
	// The clause, its commas aside: "Search Slack, Discord and
	// Telegram history" reads all three.
	cs := listStart(toks, k)
	if cs == k || !readingVerb(toks[cs].lower) {
		return false
	}
	for i := cs + 1; i <= k; i++ {
		if l := toks[i].lower; toks[i].word && anyVerb(l) && !readingVerb(l) && !messageNoun(l) && verbPosition(toks, i) {
			return false
		}
	}
	return true
}

// messagesProgram reports a word of messaging that names the user's
// program for it, or the interface a product is reached by: "paste
// them into your mail client", "any email app", "a DEX bot with
// Telegram/WhatsApp interfaces" (other brands listed before the head).
func messagesProgram(toks []token, k int) bool {
	j := k + 1
	for j+1 < len(toks) && (toks[j].lower == "/" || toks[j].lower == "," || toks[j].lower == "and" || toks[j].lower == "or") &&
		toks[j+1].word && toks[j+1].capital {
		j += 2
	}
	if j >= len(toks) || !toks[j].word {
		return false
	}
	switch toks[j].lower {
	case "client", "clients", "app", "apps", "program", "programs", "software", "interface", "interfaces", "frontend",
		"frontends", "tool": // "paste into your email tool" (probe round 54)
		return true
	}
	return false
}

// keptOf reports a word of messaging inside an "of" phrase whose head
// keeps or shows messages ("an archive of Slack messages", "a digest of
// Telegram channels"): what is kept is read, not sent.
func keptOf(toks []token, k int) bool {
	for j := k - 1; j >= 1 && j >= k-3; j-- {
		if !toks[j].word {
			return false
		}
		if toks[j].lower != "of" {
			continue
		}
		switch h := toks[j-1].lower; h {
		case "archive", "archives", "export", "exports", "backup", "backups", "copy", "copies", "transcript",
			"transcripts", "summary", "summaries", "digest", "digests", "index":
			return true
		default:
			return prose.ReadingNoun(h)
		}
	}
	return false
}

// sentRequest reports a "send" at toks[k] whose object is a call to an
// API ("Send HTTP requests", "sends GraphQL queries", "send prompts to
// the model"): the server calls out, it does not message anyone.
func sentRequest(toks []token, k int) bool {
	switch toks[k].lower {
	case "send", "sends", "sending":
	default:
		return false
	}
	for i := k + 1; i < len(toks) && i <= k+4 && toks[i].word; i++ {
		switch l := toks[i].lower; l {
		case "request", "requests", "query", "queries", "prompt", "prompts":
			return true
		case "http", "https", "api", "rest", "graphql", "sql", "web", "get", "post", "put", "raw", "custom",
			"arbitrary", "authenticated", "json", "llm", "model":
		default:
			// "Send friend requests" and "send payment requests" reach
			// people.
			if !determiner(l) {
				return false
			}
		}
	}
	return false
}

// messageNoun reports the words of messaging that are only names of a
// service or a channel, never verbs: "Search Slack, Discord and
// Telegram history" reads all three.
func messageNoun(l string) bool {
	switch l {
	case "slack", "discord", "telegram", "whatsapp", "twilio", "sendgrid", "mailgun", "gmail", "smtp", "sms":
		return true
	}
	return false
}

// serviceName reports the words of acting that are only the name of a
// service (a messaging one, or one of money: stripe, paypal): a tool
// named after it does what its next word says.
func serviceName(l string) bool {
	switch l {
	case "stripe", "paypal", "coinbase", "binance", "kraken", "robinhood", "alpaca", "venmo", "revolut":
		return true
	}
	return messageNoun(l)
}

// wordAt returns the index of the word token that starts at start.
func wordAt(toks []token, start int) (int, bool) {
	k := sort.Search(len(toks), func(i int) bool { return toks[i].start >= start })
	return k, k < len(toks) && toks[k].start == start && toks[k].word
}

// setupStep reports an act that is a step of setting the server up,
// which the user takes before any tool runs, rather than something the
// tools do: a making verb in a sentence headed as setup ("Setup: create
// an app in your Slack workspace", "To get started, create a project")
// or one that goes on to have the user take a credential from what was
// made ("create an app and paste its token", "Create an API token in
// your account settings and set ACME_TOKEN", "then copy the API key").
// It returns the sentence's span in the text, all of it setup: no word
// of it ("Slack" in "create an app in your Slack workspace") says what
// the tools do.
func setupStep(toks []token, a recordAct) (start, end int, ok bool) {
	k, ok := wordAt(toks, a.Start)
	if !ok {
		return 0, 0, false
	}
	first, last := wholeSentence(toks, k)
	switch a.Root {
	case "create", "make", "register", "generate", "add", "set", "enable", "configure", "install":
	case "start", "run", "launch":
		// "unless you start the server with --allow-deploy": the server
		// itself started, as setup.
		if e, ok := wordAt(toks, a.End-len("server")); ok && toks[e].lower == "server" && e > 0 && toks[e-1].lower == "the" {
			return toks[k].start, toks[e].end, true
		}
		return 0, 0, false
	default:
		return 0, 0, false
	}
	if setupHead(toks[first:k]) {
		return toks[first].start, toks[last].end, true
	}
	for i := k + 1; i <= last; i++ {
		if credentialTaken(toks[i:min(last+1, i+5)]) {
			return toks[first].start, toks[last].end, true
		}
	}
	return 0, 0, false
}

// wholeSentence returns the first and last tokens of the sentence that
// holds toks[k], a colon inside it ("Setup: create an app",
// "Paper-trading mode only: ...").
func wholeSentence(toks []token, k int) (first, last int) {
	first, last = k, k
	for first > 0 && !(sentenceEnd(toks[first-1]) && !dottedName(toks, first-1)) {
		first--
	}
	for last+1 < len(toks) && !(sentenceEnd(toks[last+1]) && !dottedName(toks, last+1)) {
		last++
	}
	return first, last
}

// dottedName reports a dot at toks[i] inside a name, a word on each
// side and no space ("moodboard.example/keys"), which ends no sentence.
func dottedName(toks []token, i int) bool {
	return toks[i].lower == "." && i > 0 && i+1 < len(toks) && toks[i-1].word && toks[i+1].word &&
		toks[i-1].end == toks[i].start && toks[i].end == toks[i+1].start
}

// sentenceEnd reports a mark that ends a sentence; a colon does not
// ("Setup: create an app").
func sentenceEnd(t token) bool {
	return !t.word && (t.lower == "." || t.lower == "!" || t.lower == "?")
}

// setupHead reports the words before an act in its sentence that make
// it a step of setup: a heading ("Setup:", "Prerequisites:",
// "Installation:") or a clause of getting started ("To get started,",
// "Before using the server,", "To use this plugin,").
func setupHead(toks []token) bool {
	if len(toks) >= 2 && toks[1].lower == ":" {
		switch toks[0].lower {
		case "setup", "prerequisite", "prerequisites", "requirement", "requirements", "installation", "configuration":
			return true
		}
	}
	var w [3]string // the first three words, "" where there are fewer
	n := 0
	for _, t := range toks {
		if t.word && n < len(w) {
			w[n] = t.lower
			n++
		}
	}
	switch {
	case w[0] == "to" && w[1] == "get" && w[2] == "started",
		w[0] == "getting" && w[1] == "started",
		w[0] == "before" && (w[1] == "using" || w[1] == "you"),
		w[0] == "to" && w[1] == "use" && (w[2] == "this" || w[2] == "the" || w[2] == "it"):
		return true
	}
	return false
}

// credentialTaken reports words that have the user take a credential:
// a verb of copying or setting one, and a credential among the next
// words ("paste its token", "copy the API key", "set ACME_TOKEN", whose
// underscore splits it into words).
func credentialTaken(toks []token) bool {
	if len(toks) == 0 || !toks[0].word {
		return false
	}
	switch toks[0].lower {
	case "copy", "paste", "set", "export", "enter", "save", "store", "provide", "note", "get", "obtain":
	default:
		return false
	}
	owned := false // "the", "your" or "its" before the credential
	for _, t := range toks[1:] {
		switch {
		case t.lower == "the" || t.lower == "your" || t.lower == "its" || t.lower == "their":
			owned = true
		case credential(t.lower) || t.lower == "secret" || t.lower == "secrets":
			// One the user takes ("copy the API key", "paste its
			// token"), not the new ones a vault's tools store ("generate
			// and store new service credentials", probe round 47).
			return owned || !strings.HasSuffix(t.lower, "s")
		}
	}
	return false
}

// quoteMark reports a quotation mark: a question quoted inside a
// sentence ("answers 'who wrote this and why?'") starts after it.
func quoteMark(l string) bool {
	switch l {
	case "'", "\"", "‘", "’", "“", "”", "«", "»":
		return true
	}
	return false
}

// doneThemselves reports a verb at toks[k] whose clause ends by saying
// the user does it ("Recruiters then send the questions to the hiring
// panel themselves", "the kubectl commands, which you run
// yourself"), however long its object.
func doneThemselves(toks []token, k int) bool {
	for j := k + 1; j < len(toks) && j <= k+10 && toks[j].word; j++ {
		switch toks[j].lower {
		case "themselves", "yourself", "yourselves":
			return true
		}
	}
	return false
}

// ownMeans reports a verb at toks[k] whose subject is "you" and whose
// clause goes on to the user's own means: "You send them from your own
// email", "that you can edit and send on your own letterhead" (probe
// round 85). "Sends from your own domain", with no "you", is the
// server's sending.
func ownMeans(toks []token, k int) bool {
	j := k - 1
	if j >= 1 && (toks[j].lower == "and" || toks[j].lower == "or") && toks[j-1].word {
		j -= 2 // "edit and send": the verb before shares the subject
	}
	if j >= 0 && (modal(toks[j].lower) || toks[j].lower == "can" || toks[j].lower == "then") {
		j-- // "you can send", "you then send"
	}
	if j < 0 || toks[j].lower != "you" {
		return false
	}
	// "lets you send from your own account", "with it you send
	// invoices from your own Stripe account": the server's doing.
	switch tokenBefore(toks, toks[j].start, 1) {
	case "let", "lets", "help", "helps", "allow", "allows", "enable", "enables", "it", "this":
		return false
	}
	// The user's own means, the place the act is done from ("between
	// your own accounts" names the accounts the server moves money
	// between); not when the server does it for the asking ("by asking
	// in plain language").
	own := false
	for i := k + 1; i+2 < len(toks) && !sentenceEnd(toks[i]); i++ {
		switch toks[i].lower {
		case "asking", "ask", "asks":
			return false
		case "from", "on", "in", "with", "through", "using", "via", "at":
			own = own || i <= k+10 && toks[i+1].lower == "your" && toks[i+2].lower == "own"
		}
	}
	return own
}

// peopleDo reports a verb at toks[k] whose sentence names the user's
// people as its subject, at the sentence's start: "Officers post the
// summary to Discord", "Teachers can then assign the quiz",
// "Journalists use it to spot stories, then publish" (a verb after ",
// then" goes on with the same subject). People who act from the chat
// act through the server: "Managers can approve requests straight from
// chat".
func peopleDo(toks []token, k int) bool {
	if placeAhead(toks, k+1, k+12, chatPlace) {
		return false
	}
	j := k - 1
	if j >= 1 && toks[j].lower == "then" && toks[j-1].lower == "," {
		first := j - 1
		for first > 0 && !sentenceEnd(toks[first-1]) {
			first--
		}
		return peopleNoun(toks, first)
	}
	for j >= 0 && toks[j].word && subjectAdverb(toks[j].lower) {
		j--
	}
	return j >= 0 && (j == 0 || sentenceEnd(toks[j-1]) || j >= 1 && determiner(toks[j-1].lower) && (j == 1 || sentenceEnd(toks[j-2]))) &&
		peopleNoun(toks, j)
}

// peopleNoun reports toks[j], or the word after a determiner there, as
// people who work with the server's output: "Officers", "Your
// recruiters".
func peopleNoun(toks []token, j int) bool {
	if j+1 < len(toks) && determiner(toks[j].lower) {
		j++
	}
	switch toks[j].lower {
	case "teachers", "recruiters", "officers", "journalists", "editors", "marketers", "doctors", "clinicians", "nurses",
		"students", "parents", "managers", "admins", "administrators", "designers", "dispatchers", "accountants",
		"lawyers", "analysts", "researchers", "reviewers", "owners", "organizers", "coaches", "officials":
		return true
	}
	return false
}

// subjectAdverb reports the words that may stand between a subject and
// its verb: "Teachers can then assign".
func subjectAdverb(l string) bool {
	switch l {
	case "then", "can", "may", "will", "just", "simply", "still", "usually", "often", "later":
		return true
	}
	return false
}

// publishersNews reports a verb at toks[k] of the publisher's own
// mailings, said by "we": "We send a monthly newsletter with the best
// deals" is the company writing to its readers, not a tool.
func publishersNews(toks []token, k int) bool {
	if k == 0 || toks[k-1].lower != "we" {
		return false
	}
	for j := k + 1; j < len(toks) && j <= k+4 && toks[j].word; j++ {
		switch toks[j].lower {
		case "newsletter", "newsletters", "digest", "announcements":
			return true
		}
	}
	return false
}

// observedDoer reports a verb at toks[k] in a relative clause whose
// subject the server looks for: "detect zaps that send duplicate
// emails", "flags accounts that post spam" (the zaps send, not the
// server).
func observedDoer(toks []token, k int) bool {
	if k < 3 {
		return false
	}
	switch toks[k-1].lower {
	case "that", "which", "who":
	default:
		return false
	}
	for j := k - 3; j >= 0 && j >= k-5 && toks[j].word; j-- {
		switch toks[j].lower {
		case "detect", "detects", "find", "finds", "flag", "flags", "spot", "spots", "identify", "identifies", "catch",
			"catches", "surface", "surfaces":
			return true
		}
	}
	return false
}

// chatPlace reports the words that name the chat the server answers in.
func chatPlace(l string) bool {
	switch l {
	case "chat", "conversation", "assistant", "agent",
		"reply", "response": // "A one-page summary lands in the reply" (probe round 155)
		return true
	}
	return false
}

// gerundSubject reports a sentence's opening words that start with an
// act's -ing form ("Submitting the build"): the act named as a subject.
func gerundSubject(opening string) bool {
	first, _, _ := strings.Cut(strings.TrimSpace(opening), " ")
	return len(first) > 4 && strings.HasSuffix(strings.ToLower(first), "ing")
}

// endsPassive reports text ending in a passive: a form of "be" and a
// participle ("reservations are completed", "the order is placed").
func endsPassive(text string) bool {
	last, before := lastWord(text)
	aux, _ := lastWord(before)
	switch strings.ToLower(aux) {
	case "is", "are", "was", "were", "be", "gets", "get":
	default:
		return false
	}
	last = strings.ToLower(last)
	return strings.HasSuffix(last, "ed") || last == "made" || last == "done" || last == "paid" || last == "sent" ||
		last == "bought"
}

// lastWord returns the last space-separated word of text and the text
// before it, without looking further back (endsPassive is asked of the
// text before every act).
func lastWord(text string) (word, before string) {
	text = strings.TrimRight(text, " ")
	i := strings.LastIndexByte(text, ' ')
	return text[i+1:], text[:max(i, 0)]
}

// madeElsewhere reports the words after an act named as a noun that
// say it must be done in another app or site: "transfers must be made
// in the Wise app", "refunds have to be issued on the merchant's site".
func madeElsewhere(rest string) bool {
	first, _, _ := strings.Cut(strings.TrimLeft(rest, " "), " ")
	if !mustBe(strings.ToLower(first)) || !namesOtherApp(rest) {
		return false
	}
	words := strings.Fields(strings.ToLower(rest))
	i := 0
	for i < len(words) && i < 4 && mustBe(words[i]) {
		i++
	}
	return i < len(words) && endsPassive(words[i-1]+" "+words[i]) && inOtherApp(strings.Join(words[i+1:], " "))
}

// mustBe reports the words of "must be", "have to be", "is only" that
// come before a passive's participle.
func mustBe(l string) bool {
	switch l {
	case "must", "should", "can", "have", "has", "need", "needs", "to", "be", "are", "is", "only":
		return true
	}
	return false
}

// namesOtherApp reports text that holds a word inOtherApp looks for,
// without a copy of it: most sentences name none.
func namesOtherApp(text string) bool {
	return holdsFold(text, "app") || holdsFold(text, "site") || holdsFold(text, "portal")
}

// inOtherApp reports the words after an act that put it in another
// app or site, named with "the": "in the OpenTable app", "on the
// airline's website" (not "in your store", where the server may act).
func inOtherApp(rest string) bool {
	first, after, _ := strings.Cut(strings.TrimLeft(rest, " "), " ")
	switch strings.ToLower(first) {
	case "in", "on", "at", "through", "via":
	default:
		return false
	}
	if the, _, _ := strings.Cut(after, " "); !strings.EqualFold(the, "the") || !namesOtherApp(rest) {
		return false
	}
	words := strings.Fields(strings.ToLower(rest))
	if len(words) < 3 || words[1] != "the" {
		return false
	}
	switch words[0] {
	case "in", "on", "at", "through", "via":
	default:
		return false
	}
	for _, w := range words[2:min(len(words), 6)] {
		switch strings.TrimRight(w, ".,;:!?)") {
		case "app", "website", "site", "portal":
			return true
		}
	}
	return false
}

// offByDefault reports the words of a sentence that say the switch its
// subject needs is off unless set: "Publishing requires
// PUBLISH_ENABLED=1, which is off by default", "Repricing only happens
// when REPRICE=on is set, and the default is off".
func offByDefault(rest string) bool {
	l := strings.ToLower(rest)
	return strings.Contains(l, "off by default") || strings.Contains(l, "disabled by default") ||
		strings.Contains(l, "the default is off") || strings.Contains(l, "stays switched off")
}

// happensElsewhere reports the words right after an act named as its
// sentence's subject that put it on another site: "Purchasing happens
// on Ticketmaster", "Checkout takes place in the store's app".
func happensElsewhere(rest string) bool {
	l := strings.TrimSpace(strings.ToLower(rest))
	for _, adverb := range [...]string{"still ", "always ", "only ", "instead "} {
		l = strings.TrimPrefix(l, adverb) // "Submitting runs still happens on the leaderboard site"
	}
	for _, p := range [...]string{"happens on ", "happens in ", "happens at ", "takes place on ", "takes place in ", "is done on ", "is done in "} {
		if strings.HasPrefix(l, p) {
			return true
		}
	}
	// and past the subject's other words: "Registering the domain is
	// done at the registrar of your choice", "Purchasing is done
	// wherever you like", "Replying to posts and publishing statements
	// happens in your social media tool" (probe round 63).
	l = predicate(l)
	for _, adverb := range [...]string{" still ", " always ", " only "} {
		l = strings.Replace(l, adverb, " ", 1) // "is still done by your team"
	}
	for _, p := range [...]string{
		"happens on ", "happens in ", "happens at ", "happen in ", "happen on ", "is done on ", "is done in ",
		"is done at ", "is done by ", "is done wherever ", "are done in ", "are done on ", "are done by ", "is handled by ",
		"are handled by ", "is done through ", "are done through ", "is done via ", "are done via ",
	} {
		if strings.HasPrefix(l, p) {
			return true
		}
	}
	return false
}

// predicate returns the words of a sentence's rest from its first "is",
// "are", "happens" or "happen", past at most eight words of the
// subject ("from those recommendations is coming soon"), or rest.
func predicate(rest string) string {
	l := strings.TrimSpace(strings.ToLower(rest))
	w := strings.Fields(l)
	for i := 0; i < len(w) && i <= 8; i++ {
		switch strings.Trim(w[i], ",") {
		case "is", "are", "happens", "happen":
			return strings.Join(w[i:], " ")
		}
		if strings.HasSuffix(w[i], ";") || strings.HasSuffix(w[i], ".") {
			break
		}
	}
	return l
}

// notYet reports a predicate that says the act is not in this release:
// "is coming soon", "is coming in Q3", "is on the roadmap", "is planned".
func notYet(pred string) bool {
	for _, p := range [...]string{
		"is coming", "are coming", "is on the roadmap", "are on the roadmap", "is planned", "are planned",
		"is on our roadmap", "are on our roadmap",
	} {
		if strings.HasPrefix(pred, p) {
			return true
		}
	}
	return false
}

// subjectStart returns where the clause that ends at text[end] starts:
// after the last mark that ends a sentence, or after a dash that opens
// an aside ("Returns the program as text — sending it to the machine
// is up to you", probe round 43).
func subjectStart(text string, end int) int {
	start := strings.LastIndexAny(text[:end], ".!?;\n") + 1
	for _, dash := range [...]string{"—", "–", " - "} {
		// (Only the sentence is searched: a long text with no dash
		// would otherwise be scanned back to its start for every act.)
		if i := strings.LastIndex(text[start:end], dash); i >= 0 {
			start += i + len(dash)
		}
	}
	return start
}

// leftToUser reports the words right after an act named as its
// sentence's subject that hand it to the user: "Booking the meeting is
// left to you", "Paying is up to you" (probe round 41).
func leftToUser(rest string) bool {
	l := strings.TrimSpace(strings.ToLower(rest))
	if pred := predicate(l); strings.HasPrefix(pred, "is for you") || strings.HasPrefix(pred, "are for you") ||
		strings.HasPrefix(pred, "is up to ") || strings.HasPrefix(pred, "are up to ") {
		return true // "is for you to do in your calendar", "is up to the page owners" (probe round 63)
	}
	for _, p := range [...]string{"is left to you", "are left to you", "is up to you", "are up to you"} {
		if strings.HasPrefix(l, p) {
			return true
		}
		// past where the act is done: "sending it to the machine is up
		// to you" (probe round 43).
		if at, _, ok := strings.Cut(l, " "+p); ok && placePhrase(at) {
			return true
		}
	}
	return false
}

// placePhrase reports words that say only where an act goes: "to the
// machine", "on your printer", "into the repository".
func placePhrase(l string) bool {
	first, rest, _ := strings.Cut(l, " ")
	switch first {
	case "to", "on", "into", "onto", "in":
	default:
		return false
	}
	return !strings.ContainsAny(rest, ",;:") && len(strings.Fields(rest)) <= 4
}

// keptPhrases are what follows "stays" or "remains" when an act stays
// the user's: "stay in your hands", "remains manual".
var keptPhrases = [...]string{"in your hands", "with you", "yours", "manual"}

// keptIn reports "stay" or "remain" and a product the acts stay in:
// "Updating opportunities, logging calls and changing close dates stay
// in Salesforce" (probe round 63); not "stay in sync".
func keptIn(rest string) bool {
	w := strings.Fields(strings.TrimSpace(rest))
	for i := 0; i+2 < len(w) && i <= 8; i++ {
		switch strings.ToLower(w[i]) {
		case "stay", "stays", "remain", "remains":
			return strings.ToLower(w[i+1]) == "in" && w[i+2] != "" && unicode.IsUpper([]rune(w[i+2])[0])
		}
	}
	return false
}

// keptByUser reports the words of a sentence that say its subject stays
// the user's: "stay in your hands", "remains with you".
func keptByUser(rest string) bool {
	l := strings.ToLower(rest)
	for _, v := range [...]string{"stay ", "stays ", "remain ", "remains "} {
		for _, p := range keptPhrases {
			if strings.Contains(l, v+p) {
				return true
			}
		}
	}
	return false
}

// askedAndRefused reports a verb at toks[k] that a guardrail test asks
// for and the server refuses: "asked to transfer funds between
// accounts, it declines".
func askedAndRefused(toks []token, k int) bool {
	if k < 2 || toks[k-1].lower != "to" || toks[k-2].lower != "asked" {
		return false
	}
	for j := k + 1; j < len(toks) && j <= k+15 && toks[j].lower != ";" && !sentenceEnd(toks[j]); j++ {
		switch toks[j].lower {
		case "declines", "refuses", "cannot", "can't":
			return true
		}
	}
	return false
}

// readOnlyDefaults are the ways a description says its server reads
// unless a switch is set.
var readOnlyDefaults = [...]string{
	"read-only by default", "read only by default", "readonly by default", "reads only by default",
	"read-only mode by default",
}

// optInClauses returns the clauses after a claim to read only by
// default that say what a switch adds: "Read-only by default; setting
// ENABLE_WRITES=true adds tools that place orders", "Read-only by
// default, but with --allow-write it creates issues". The server as
// shipped reads; the acts of those clauses are the switch's. A clause
// is the switch's when it starts with setting one (set, with, when,
// enable, pass, ...) and names it: a setting's name, a flag, or the
// words flag, option, setting, mode or variable. The claim's own
// sentence counts from the claim on; a line break ends the reading.
func optInClauses(text string) [][2]int {
	if !holdsFold(text, "by default") {
		return nil // every form ends so: no lower-case copy of the text
	}
	lower := strings.ToLower(text)
	claimEnd := -1
	for _, form := range readOnlyDefaults {
		if i := strings.Index(lower, form); i >= 0 && (claimEnd < 0 || i+len(form) < claimEnd) {
			claimEnd = i + len(form)
		}
	}
	if claimEnd < 0 {
		return nil
	}
	var out [][2]int
	for start := claimEnd; start < len(text) && text[start] != '\n'; {
		end := start
		for end < len(text) && !sentenceBreak(text, end) && text[end] != ';' {
			end++
		}
		if switchClause(text[start:end]) {
			out = append(out, [2]int{start, end})
		}
		if end >= len(text) || text[end] == '\n' {
			break
		}
		start = end + 1
	}
	return out
}

// switchedOnSentences returns the sentences that give acts to a switch
// the user has to turn on, without a claim to read only by default:
// "Sending needs GMAIL_SEND_ENABLED in your environment", "Write tools
// ship disabled; flip `enableWrites` to true to create or edit pages",
// "Read-only unless you set ALLOW_WRITES=true, in which case it can
// also post messages" (probe round 91). The sentence names a switch
// (switchName) and says it is needed or off; one that says the acts
// are on until switched off ("enabled by default; set READ_ONLY=1 to
// turn it off") is the server's as shipped, and so is one that needs
// only a credential ("Posts to Slack; requires SLACK_BOT_TOKEN").
func switchedOnSentences(text string) [][2]int {
	var out [][2]int
	for start := 0; start < len(text); {
		end := start
		for end < len(text) && !sentenceBreak(text, end) {
			end++
		}
		if sentence := text[start:end]; switchGated(sentence) {
			out = append(out, [2]int{start, end})
		}
		start = end + 1
	}
	return out
}

// switchGated reports a sentence that gives its acts to a switch the
// user turns on: see switchedOnSentences.
func switchGated(sentence string) bool {
	lower := strings.ToLower(sentence)
	if !slices.ContainsFunc(switchedOnPhrases[:], func(p string) bool { return strings.Contains(lower, p) }) ||
		slices.ContainsFunc(onUntilOffPhrases[:], func(p string) bool { return strings.Contains(lower, p) }) {
		return false
	}
	if strings.Contains(lower, "write mode") || strings.Contains(lower, "write tools") || strings.Contains(lower, "write tool ") {
		return true
	}
	for _, f := range strings.Fields(sentence) {
		if switchName(strings.Trim(f, ".,;:()`'\"")) {
			return true
		}
	}
	return false
}

// switchedOnPhrases say that what a sentence names needs a switch, or
// is off until one is set.
var switchedOnPhrases = [...]string{
	"requires", "require ", "needs ", "need to", "only after", "only when", "only if", "unless ", "opt-in", "opt in",
	"ships disabled", "ship disabled", "disabled by default", "off by default", "is off", "are off", "to unlock",
	"to turn it on", "to turn them on", "turn on ", "to enable", "enable it with", "enable them with",
	"must be enabled", "when enabled", "if enabled", "once enabled", "becomes possible", "become possible",
}

// onUntilOffPhrases say that what a sentence names is on as shipped.
var onUntilOffPhrases = [...]string{
	"on by default", "enabled by default", "to turn it off", "to turn them off", "to disable", "to opt out", "opt-out",
	"read_only", "read-only mode",
}

// switchName reports a word that names a switch that turns acts on: a
// setting's name that says so (ALLOW_WRITES=true, X_ENABLE_POSTING,
// STRIPE_MCP_WRITE=on), a flag (--mode=write, --enable-control) or a
// setting written in code (enableWrites, allowDeploy, sheets.write). A
// credential's name (SLACK_BOT_TOKEN) is none.
func switchName(f string) bool {
	if prose.IsScope(f) {
		return false // "Requires Calendars.ReadWrite": a grant asked for (probe round 201), no switch
	}
	l := strings.ToLower(f)
	name, value, _ := strings.Cut(l, "=")
	name = strings.TrimSuffix(name, ":")
	switch {
	case envLike(f):
	case strings.HasPrefix(name, "--") && len(name) > 2:
	case ident.HasHump(f) || strings.Contains(name, ".") && !strings.Contains(name, "/"):
	default:
		return false
	}
	for _, w := range [...]string{"enable", "allow", "write", "mode", "send", "post", "deploy", "control", "apply", "unsafe", "danger"} {
		if strings.Contains(name, w) {
			return true
		}
	}
	return value == "true" || value == "on" || value == "1" || value == "yes"
}

// switchClause reports a clause that starts by setting a switch and
// names it ("setting ENABLE_WRITES=true adds ...", ", but with
// --allow-write it ...").
func switchClause(clause string) bool {
	words := strings.Fields(strings.ToLower(clause))
	for len(words) > 0 && (words[0] == "," || words[0] == "but" || words[0] == "and" || words[0] == "however," ||
		words[0] == "only") {
		words = words[1:]
	}
	if len(words) == 0 {
		return false
	}
	switch strings.TrimLeft(words[0], ",") {
	case "set", "setting", "with", "when", "if", "once", "enable", "enabling", "pass", "passing", "add", "adding",
		"turn", "turning", "opt", "opting", "flip", "flipping":
	default:
		return false
	}
	for _, f := range strings.Fields(clause) {
		f = strings.Trim(f, ".,;:()`'\"")
		if strings.HasPrefix(f, "--") && len(f) > 2 || envLike(f) {
			return true
		}
		switch strings.ToLower(f) {
		case "flag", "option", "setting", "mode", "variable", "switch", "toggle":
			return true
		}
	}
	return false
}

// envLike reports a setting's name as a word: upper-case letters,
// digits and an underscore, with an optional "=value" ("ENABLE_WRITES",
// "WRITE_MODE=1").
func envLike(f string) bool {
	name, _, _ := strings.Cut(f, "=")
	if len(name) < 3 || !strings.Contains(name, "_") || name[0] < 'A' || name[0] > 'Z' {
		return false
	}
	for i := 0; i < len(name); i++ {
		if c := name[i]; !(c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_') {
			return false
		}
	}
	return true
}

// redirectedAt is redirectedRequest for the word that starts at start.
func redirectedAt(toks []token, start int) bool {
	k, ok := wordAt(toks, start)
	return ok && redirectedRequest(toks, k)
}

// redirectedRequest reports an act at toks[k] that the user asks the
// model for, under "if" or "when" ("if the user wants to buy or sell",
// "when asked to book", "if they ask you to change an issue"), which the
// description answers by sending the user elsewhere or explaining: "say
// so and stop", "give the user the slot so they can add it themselves",
// "tell them to open Gmail", "explain this to the user if ..."; a
// purpose so answered ("To reserve, give the user the link"); and an
// act given to the user ("tell them to request it in the app", "let
// them send the invite"). A description written to the model says so
// of what its tools cannot do; "when the user asks you to book, call
// book_slot" still acts, and "lets them send invites" is the server's.
func redirectedRequest(toks []token, k int) bool {
	if k >= 2 && (toks[k-1].lower == "them" || toks[k-1].lower == "user") && toks[k-2].lower != "lets" && givenToUser(toks, k-1) {
		return true // "give the user the times and let them send the invite"
	}
	j := k - 1
	if j >= 2 && (toks[j].lower == "or" || toks[j].lower == "and") {
		j -= 2 // "to buy or sell"
	}
	if j < 0 || toks[j].lower != "to" {
		return false
	}
	if j == 0 || !toks[j-1].word && toks[j-1].lower != "'" && toks[j-1].lower != "’" {
		// A purpose that opens its clause, answered by pointing the user
		// elsewhere: "To reserve, give the user the restaurant's link",
		// "to book a visit, direct the user to MyChart".
		return answeredElsewhere(toks, k)
	}
	if j >= 2 && (toks[j-1].lower == "them" || toks[j-1].lower == "user") && givenToUser(toks, j-1) {
		return true // "tell them to request it in the MyChart app", "ask the user to pay"
	}
	if j < 1 {
		return false
	}
	if p := toks[j-1].lower; (p == "you" || p == "it" || p == "them") && j >= 2 {
		j-- // "ask you to"
	}
	switch toks[j-1].lower {
	case "wants", "want", "asks", "ask", "asked", "asking", "like":
	default:
		return false
	}
	cond := -1
	for m := j - 2; m >= 0 && m >= j-6; m-- {
		if l := toks[m].lower; l == "if" || l == "when" || l == "whenever" {
			cond = m
			break
		}
		if !toks[m].word {
			break
		}
	}
	if cond < 0 {
		return false
	}
	if answeredElsewhere(toks, k) {
		return true
	}
	// Or before the condition, as its clause's verb ("explain this to
	// the user if they ask you to change an issue").
	c := cond
	for c > 0 && toks[c-1].word {
		c--
	}
	return c < cond && redirectVerb(toks[c].lower)
}

// answeredElsewhere reports the clause after the act at toks[k] (past a
// comma, a semicolon or "then") starting with a verb that points the
// user elsewhere or answers in the model's own words: "..., say so and
// stop", "..., write the draft in your response".
func answeredElsewhere(toks []token, k int) bool {
	for m := k + 1; m+1 < len(toks) && m <= k+12 && !sentenceEnd(toks[m]); m++ {
		if l := toks[m].lower; l == "," || l == ";" || l == "then" {
			return redirectVerb(toks[m+1].lower)
		}
	}
	return false
}

// givenToUser reports "them" or "the user" at toks[i] after a verb that
// gives the act to the user: "tell them", "ask the user", "let them"
// (the bare "let" of an instruction to the model; "lets them" is the
// server's).
func givenToUser(toks []token, i int) bool {
	if toks[i].lower == "user" {
		i--
		if i < 1 || toks[i].lower != "the" {
			return false
		}
	}
	switch toks[i-1].lower {
	case "tell", "ask", "let", "direct", "remind", "invite", "encourage":
		return true
	}
	return false
}

// redirectVerb reports the verbs that answer a request the tools cannot
// meet: the model tells, explains or points the user elsewhere, or
// writes the text in its answer.
func redirectVerb(l string) bool {
	switch l {
	case "tell", "give", "hand", "direct", "point", "explain", "say", "suggest", "refer", "recommend", "decline", "refuse",
		"stop", "offer", "write", "compose", "draft", "show", "present", "share", "link":
		return true
	}
	return false
}

// expandNegations spells out the contracted "is" and "are" of a
// negation ("Payment isn't supported" as "is not supported").
func expandNegations(words []string) []string {
	var out []string
	for _, w := range words {
		w = strings.ReplaceAll(w, "’", "'")
		if v, ok := strings.CutSuffix(w, "n't"); ok && (v == "is" || v == "are") {
			out = append(out, v, "not")
			continue
		}
		out = append(out, w)
	}
	return out
}
