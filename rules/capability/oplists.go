package capability

import (
	"strings"

	"github.com/pluglint/pluglint/rules/prose"
)

// listedOps finds the acts of a list of operations that follows a
// description's title and a colon, a dash or a semicolon: "Docker
// container lifecycle — start, stop, prune, exec into running
// containers", "Intercom inbox: conversation replies, assignment,
// snoozing, tags", "Mailchimp campaigns — audience segmentation,
// scheduling and sending". A catalog's terse description names the
// tools one item each, the verb bare or as its -ing, -ment or -ion form.
// The list is one of operations when two of its items at least are
// (verbs of acting or of reading, or their nouns), or when one act
// stands among two records or more ("inbox, labels, drafts, sending,
// filters"); then an item whose operation acts is an act, strong as
// "start containers" is. A list of things ("forecasts, alerts, history")
// is none, and neither is a lone item ("Note: start it with npm start").
// A list of records that ends by saying all are managed is one act
// (allActedOn).
func listedOps(text string, toks []token) []recordAct {
	var out []recordAct
	for i := 0; i < len(toks); i++ {
		if !listMark(toks[i]) && !doubleHyphen(text, toks, i) || i == 0 || !toks[i-1].word {
			continue
		}
		items := listItems(toks, i+1)
		if a, ok := allActedOn(toks, items); ok && !negatedInSentence(text, a.Start) {
			out = append(out, a)
		}
		ops, records := 0, 0
		var acts, gestures []recordAct
		for _, it := range items {
			if gesture(toks[it[0]:it[1]]) {
				gestures = append(gestures, recordAct{toks[it[0]].start, toks[it[1]-1].end, "device", false, false})
				continue
			}
			root, acting, ok := itemOp(toks[it[0]:it[1]])
			if !ok {
				if last := toks[it[1]-1].lower; it[1]-it[0] <= 2 && (recordNoun(last) || prose.ReadingNoun(last) || last == "logs") {
					records++ // "labels", "scheduled events", "logs" (probe round 191)
				}
				continue
			}
			ops++
			if acting && !negatedInSentence(text, toks[it[0]].start) {
				acts = append(acts, recordAct{toks[it[0]].start, toks[it[1]-1].end, root, false, false})
			}
		}
		// Two operations make a list of operations; so does one act among
		// two records or more ("inbox, labels, drafts, sending, filters").
		if ops >= 2 || len(acts) > 0 && records >= 2 {
			out = append(out, acts...)
		}
		// Two gestures on a screen ("over ADB: tap, swipe, type text")
		// drive the device; one alone may be a word of data ("tap").
		if len(gestures) >= 2 && !negatedInSentence(text, gestures[0].Start) {
			out = append(out, gestures...)
		}
		if len(items) > 0 {
			i = items[len(items)-1][1]
		}
	}
	return out
}

// gesture reports an item that is a bare gesture on a touch screen.
func gesture(item []token) bool {
	if len(item) != 1 {
		return false
	}
	switch item[0].lower {
	case "tap", "swipe", "pinch", "long-press", "drag":
		return true
	}
	return false
}

// listMark reports the marks that open a list after a title: a colon, a
// dash or a semicolon ("Redis key management; set, expire, flush").
func listMark(t token) bool {
	if t.word {
		return false
	}
	switch t.lower {
	case ":", "—", "–", ";":
		return true
	}
	return false
}

// doubleHyphen reports a hyphen at toks[i] doubled after a space, as a
// dash is typed ("Redis tools -- get, scan, set", probe round 191): it
// opens a list as a dash does. A single hyphen does not, spaced or not:
// "AEKO skills - first-run onboarding plus workflows" names what the
// package is (seen/aeko-plugin), and "read-only" is one word.
func doubleHyphen(text string, toks []token, i int) bool {
	t := toks[i]
	if t.word || t.lower != "-" || t.start == 0 || text[t.start-1] != ' ' {
		return false
	}
	return i+1 < len(toks) && toks[i+1].lower == "-" && toks[i+1].start == t.end
}

// listItems returns the items of the list that starts at toks[k], as
// spans of tokens, up to the sentence's end: they are parted by commas
// and by "and", "or", "plus" and "then". A list whose item runs past
// six words is prose, not a list of operations: no items.
func listItems(toks []token, k int) [][2]int {
	var items [][2]int
	start := k
	closeItem := func(end int) bool {
		if end > start {
			if end-start > 6 {
				return false
			}
			items = append(items, [2]int{start, end})
		}
		start = end + 1
		return true
	}
	j := k
	for ; j < len(toks); j++ {
		t := toks[j]
		if !t.word {
			switch t.lower {
			case ",", "&", "/":
				if !closeItem(j) {
					return nil
				}
				continue
			}
			if sentenceEnd(t) || clauseMark(t) {
				break
			}
			continue
		}
		switch t.lower {
		case "and", "or", "plus", "then":
			if !closeItem(j) {
				return nil
			}
		}
	}
	if !closeItem(j) {
		return nil
	}
	return items
}

// itemOp reads one item of a list: the operation it names, whether the
// operation acts, and whether it names one at all. A verb names it when
// it stands alone or before a preposition ("start", "exec into running
// containers"); a verb before a noun may be a noun itself ("sync
// status", "search terms", "send volumes"), and a verb with its object
// is recordActs' to read. Else the item's head, its last word before a
// preposition, names it: a verb's -ing, -ment or -ion form, a plural
// that is only an act's noun ("conversation replies", "assignment",
// "scheduling"), or a noun of looking ("issue search").
func itemOp(item []token) (root string, acting, ok bool) {
	first := item[0].lower
	if len(item) == 1 && (first == "log" || first == "logs") {
		return "", false, false // git's "log, blame, diff" reads; "workouts: log, edit" writes by its other items
	}
	if len(item) == 1 && first == "cast" {
		return "", false, false // a film's "cast, crew, ratings" (probe round 176); casting a vote names the vote
	}
	if len(item) == 1 || objectEnds(item[1].lower) {
		if prose.ReadVerb(first) || readingVerb(first) {
			return first, false, true
		}
		if w, isWord := prose.Form(first); isWord && w.Category == prose.Money {
			return "", false, false // "spend", "refund": as often the sums
		}
		if r, isAct := actVerb(first); isAct && bareVerb(first, r) {
			return r, true, true
		}
		if w, isWord := prose.Form(first); isWord && bareVerb(first, w.Root) {
			return w.Root, true, true // "exec", "deploy"
		}
	}
	if len(item) == 2 && prose.ReadVerb(first) && item[1].word && !determiner(item[1].lower) {
		return first, false, true // "show state", "list workspaces": a look, named with what it looks at
	}
	if len(item) > 1 && anyVerb(first) {
		return "", false, false // "map every automation": a verb and its object
	}
	head := item[0]
	for _, t := range item[1:] {
		if objectEnds(t.lower) {
			break
		}
		if determiner(t.lower) {
			return "", false, false // "map every automation": a verb and its object
		}
		head = t
	}
	l := head.lower
	if prose.ReadingNoun(l) {
		return l, false, true
	}
	if l == "closures" && len(item) == 1 {
		return "", false, false // "snow levels, closures" (probe round 161): what is closed, a state
	}
	if v, isVerb := recordVerbOf(l); isVerb && v.noun {
		return v.root, true, true // "assignment"
	}
	if r, isAct := actVerb(l); isAct && (strings.HasSuffix(l, "ing") || strings.HasSuffix(l, "ion") || strings.HasSuffix(l, "ment") || actNoun(l)) {
		return r, true, true
	}
	return "", false, false
}

// bareVerb reports a word that is its verb's bare form, or its -ing
// form ("start", "sending"): not a third person or a plural ("updates",
// "edits"), which lists of things hold as often.
func bareVerb(l, root string) bool {
	return l == root || strings.HasSuffix(l, "ing")
}

// actNoun reports the plurals that name only an act done, not a thing
// kept: "replies", "edits", "uploads". ("Updates" and "changes" are as
// often news to read.)
func actNoun(l string) bool {
	switch l {
	case "replies", "edits", "uploads", "deletions", "transfers":
		return true
	}
	return false
}

// allActedOn reads a list of records that ends by saying what is done
// to all of them: "catalogue, collections, discounts and stock levels,
// all managed just by asking", "tasks, subtasks and comments, all
// editable", in French or Spanish with the participle first ("devis,
// factures et paiements, gérés directement depuis Claude"). It returns
// the act from the list's first item to the participle, when one item
// at least is a record and no one else is named as the doer ("managed
// by your finance team").
func allActedOn(toks []token, items [][2]int) (recordAct, bool) {
	if len(items) < 2 {
		return recordAct{}, false
	}
	last := items[len(items)-1]
	p := last[0] // the participle: after "all", or first in French and Spanish ("gérés directement depuis Claude")
	if toks[p].lower == "all" {
		p++
	} else if !romanceParticiple(toks[p].lower) {
		return recordAct{}, false
	}
	if p >= last[1] {
		return recordAct{}, false
	}
	root, ok := actedParticiple(toks[p].lower)
	if !ok || doneByUser(toks, p) {
		return recordAct{}, false // "gérés par votre comptable": the user's people manage them
	}
	for _, it := range items[:len(items)-1] {
		if l := toks[it[1]-1].lower; recordNoun(l) || europeanRecord(europeanLower(toks[it[1]-1])) {
			return recordAct{toks[items[0][0]].start, toks[p].end, root, false, false}, true
		}
	}
	return recordAct{}, false
}

// actedParticiple returns the root of a participle that says records
// are changed: "managed", "editable" ("all updated nightly" is data
// kept fresh for reading).
func actedParticiple(l string) (string, bool) {
	switch l {
	case "managed", "handled", "gérés", "gérées", "gestionados", "gestionadas":
		return "manage", true
	case "editable", "edited":
		return "edit", true
	}
	return "", false
}
