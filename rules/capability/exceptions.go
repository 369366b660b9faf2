package capability

import (
	"github.com/pluglint/pluglint/rules/prose"
)

// A description may call its server read-only, view-only or
// non-destructive and then name the one thing it does change: "Read-only
// GitHub browser, except that it can star repositories you like", "the
// one exception is issuing refunds of up to $50", "Does not alter your
// CRM data except to merge duplicate contacts", "never removes anything
// from your library, it only adds tracks to your playlists" (probe
// round 113). The act the exception names is the server's, whatever
// the sentence's negation or claim said before it.

// exceptionActs returns the acts named after a word of exception: its
// verb, then the words up to the clause's end. An exception kept in the
// server itself ("other than to its own local cache", "a temporary
// scratch file") names no act.
func exceptionActs(toks []token) []recordAct {
	var out []recordAct
	for i := range toks {
		p, ok := exceptionAt(toks, i)
		if !ok {
			continue
		}
		v, root, money, ok := exceptedVerb(toks, p)
		if !ok {
			continue
		}
		end := v
		for end+1 < len(toks) && end-v < 8 && !clauseMark(toks[end+1]) {
			end++
		}
		if keptInServer(toks[v : end+1]) {
			continue
		}
		out = append(out, recordAct{toks[v].start, toks[end].end, root, false, money})
	}
	return out
}

// exceptionAt reports a word of exception at toks[i] and returns where
// the excepted act may start: after "except", "apart from", "aside
// from", "other than", "can also", an exception's "is" or colon ("the
// one exception is", "Exception:"), the "is" of "the only thing it
// changes is" and "its one write is", "only" before a verb of acting,
// and the main clause after a leading "Besides ...,".
func exceptionAt(toks []token, i int) (int, bool) {
	t := toks[i]
	if !t.word {
		return 0, false
	}
	next := func(k int) string {
		if k < len(toks) {
			return toks[k].lower
		}
		return ""
	}
	switch t.lower {
	case "except":
		return i + 1, true
	case "apart", "aside":
		return i + 2, next(i+1) == "from"
	case "other":
		return i + 2, next(i+1) == "than"
	case "also":
		return i + 1, i > 0 && toks[i-1].lower == "can"
	case "exception":
		if next(i+1) == "is" || next(i+1) == ":" {
			return i + 2, true
		}
	case "only":
		if _, ok := actVerb(next(i + 1)); ok && readsOnlyBefore(toks, i) {
			return i + 1, true // "it only adds tracks to your playlists"
		}
	case "besides":
		if i == 0 || sentenceEnd(toks[i-1]) {
			for k := i + 1; k < len(toks) && k < i+8 && !sentenceEnd(toks[k]); k++ {
				if toks[k].lower == "," {
					return k + 1, true
				}
			}
		}
	case "is":
		// "the only thing it changes is acknowledging an incident", "its
		// one write is opening draft pull requests".
		for k := i - 1; k > 0 && k >= i-6 && !clauseMark(toks[k]); k-- {
			switch toks[k].lower {
			case "write", "writes", "thing", "change", "changes", "act", "action":
				if l := toks[k-1].lower; l == "only" || l == "one" || l == "lone" || l == "sole" {
					return i + 1, true
				}
			}
		}
	}
	return 0, false
}

// readsOnlyBefore reports a sentence that denies or limits acts before
// "only" at toks[i]: "never removes anything from your library, it only
// adds tracks", "Won't touch the contents. It only renames them". An
// "only" with nothing denied before it is a plain limit.
func readsOnlyBefore(toks []token, i int) bool {
	for k := i - 1; k >= 0 && k >= i-16; k-- {
		switch toks[k].lower {
		case "never", "not", "won't", "doesn't", "don't", "won’t", "doesn’t", "don’t", "nothing", "non-destructive", "without":
			return true
		}
	}
	return false
}

// exceptedVerb returns the verb of acting the exception names: the
// first word in the four after p, past "that", "it", "to", "can" and
// the like, and whether its act moves money.
func exceptedVerb(toks []token, p int) (k int, root string, money, ok bool) {
	for k = p; k < len(toks) && k < p+4 && !clauseMark(toks[k]); k++ {
		l := toks[k].lower
		switch l {
		case "that", "it", "to", "for", "can", "will", "may", "also", "is", "when":
			continue
		}
		if w, ok := prose.Form(l); ok && w.Category == prose.Money {
			return k, w.Root, true, true // "transfers", "issuing refunds"
		}
		if root, ok := actVerb(l); ok {
			return k, root, false, true
		}
		switch l {
		case "star", "stars", "starring", "like", "likes", "liking", "upvote", "upvotes":
			return k, "star", false, true
		}
		return 0, "", false, false
	}
	return 0, "", false, false
}

// keptInServer reports an excepted act on the server's own store: its
// cache, a local index, a scratch or temporary file.
func keptInServer(span []token) bool {
	for _, t := range span {
		switch t.lower {
		case "own", "cache", "scratch", "temporary", "temp", "index":
			return true
		}
	}
	return false
}
