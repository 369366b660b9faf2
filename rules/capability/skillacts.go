package capability

import (
	"fmt"
	"iter"
	"slices"
	"strings"

	"github.com/pluglint/pluglint/rules/prose"
)

// A skill tells the model what to do, and most of its verbs of changing
// things are the model's own work ("create a branch", "write a summary
// to notes.md"): a skill's prose counts only its words of money and
// messages (see prose.WriteHits). A sentence that names the server and
// acts on a record the service keeps says what the server's tools do:
// "Use the trello server to create cards and archive old ones", "Add the
// expense to the user's Acme ledger". So does a later step that acts on
// the record the server found ("Find the alert using acme." then
// "Snooze the alert for 2 hours."): the model has no other way to reach
// it.

// skillActPieces finds the acts on records (recordActs, europeanActs,
// destinationActs) that a skill of the server says in a sentence naming
// the server, or later of a record found through it. name is its
// mcp.json name; a name too common to be told from prose names nothing.
func skillActPieces(name string, skills []*prose.Skill) []Piece {
	words := nameWords(name)
	if len(words) == 0 {
		return nil
	}
	var out []Piece
	seen := map[string]bool{}
	var toks, clause []token // one sentence's and one clause's, reused
	for _, x := range skills {
		text := x.Text()
		if !holdsFold(text, words[0]) {
			continue // most skills never name the server by its words
		}
		// The records the skill has the server find ("Find the alert
		// using acme"): a later step that acts on the record found
		// ("Snooze the alert for 2 hours") acts through the server.
		found := map[string]bool{}
		for s, e := range sentences(text) {
			sentence := text[s:e]
			names := false
			if holdsFold(sentence, words[0]) {
				toks = appendTokens(toks[:0], sentence)
				names = namesServer(toks, words)
			}
			if !names {
				if !mayNameFound(sentence, found) {
					continue // tokens only for the sentences that may name it or a record found
				}
				toks = appendTokens(toks[:0], sentence)
			}
			if names {
				foundRecords(toks, found)
			}
			for _, c := range clauseStarts(toks) {
				ctoks := toks
				if c > 0 {
					clause = appendTokens(clause[:0], sentence[c:])
					ctoks = clause
				}
				acts := append(recordActs(sentence[c:], ctoks), europeanActs(ctoks)...)
				if names {
					acts = append(acts, destinationActs(ctoks, words)...)
				}
				onFound := foundDestinationActs(ctoks, found)
				acts = append(acts, onFound...)
				for _, a := range acts {
					if a.Weak || seen[a.Root] || setupAct(ctoks, a, words) || userActs(ctoks, a.Start, true) || setupSentence(ctoks, a) ||
						negatedInSentence(sentence[c:], a.Start) {
						continue
					}
					if !namesServer(clauseOf(ctoks, a), words) && !foundObject(ctoks, a, found) && !slices.Contains(onFound, a) {
						continue
					}
					seen[a.Root] = true
					category := prose.Changes
					if w, ok := prose.Form(a.Root); ok && w.Category == prose.Messages {
						category = prose.Messages
					}
					at := s + c
					out = append(out, Piece{
						Source: Words, Writes: true, What: fmt.Sprintf("%q", strings.Join(strings.Fields(text[at+a.Start:at+a.End]), " ")),
						Where: fmt.Sprintf("skill %q", x.Name), Category: category, Strong: true,
						At: &Place{x.Path, at + a.Start, at + a.End}, root: a.Root,
					})
				}
			}
		}
	}
	return out
}

// foundRecords adds to found the records a sentence that names the
// server has it find: the records after a verb of reading or finding,
// to the end of its clause ("Find the alert by name using acme", "Use
// acme to list running instances"). A record merely mentioned ("the
// iPhone app is unsigned") was not found.
func foundRecords(toks []token, found map[string]bool) {
	reading := false
	for i, t := range toks {
		switch {
		case clauseMark(t):
			reading = false
		case !t.word:
		case readingVerb(t.lower) && (verbPosition(toks, i) || i > 0 && clauseMark(toks[i-1])):
			reading = true
		case reading && recordNoun(lastPart(possessed(t.lower))):
			found[singular(lastPart(possessed(t.lower)))] = true
		}
	}
}

// foundObject reports an act whose object is a record the skill had the
// server find, named again as that one: "the alert", "each card", "the
// instances the user approves" ("a card", "new tickets" are others).
func foundObject(toks []token, a recordAct, found map[string]bool) bool {
	var obj []token
	for _, t := range toks {
		if t.start >= a.Start && t.end <= a.End && t.word {
			obj = append(obj, t)
		}
	}
	if len(obj) < 3 || !found[singular(lastPart(obj[len(obj)-1].lower))] {
		return false
	}
	// The word after the verb, its particle or preposition.
	for _, t := range obj[1 : len(obj)-1] {
		switch t.lower {
		case "the", "that", "those", "this", "these", "each", "its", "their":
			return true
		case "to", "on", "into", "in", "off", "up", "back", "out":
			continue
		}
		return false
	}
	return false
}

// mayNameFound reports whether a sentence may name a record the skill
// had the server find. In a sentence that does not name the server,
// only an act on such a record acts through it (foundObject,
// foundDestinationActs), so a sentence that holds none of the records'
// words, in any case, has no act to read. The records are English nouns
// (recordNoun), so holdsFold's first-byte test holds for them.
func mayNameFound(sentence string, found map[string]bool) bool {
	for record := range found {
		if holdsFold(sentence, record) {
			return true
		}
	}
	return false
}

// possessed is a word without its possessive ending: "member's" is the
// member ("Fetch the member's last 50 messages").
func possessed(l string) string {
	for _, end := range [...]string{"'s", "’s"} {
		if t, ok := strings.CutSuffix(l, end); ok {
			return t
		}
	}
	return l
}

// singular is a plural record's singular, as far as a comparison of two
// mentions needs: "cards" and "card" are one.
func singular(l string) string {
	if len(l) > 3 && strings.HasSuffix(l, "s") && !strings.HasSuffix(l, "ss") {
		return l[:len(l)-1]
	}
	return l
}

// foundDestinationActs finds a verb of acting whose object goes onto a
// record the skill had the server find: "Set a follow-up task on the
// claim", "add an internal note to the ticket". The record found is
// where the change is kept.
func foundDestinationActs(toks []token, found map[string]bool) []recordAct {
	if len(found) == 0 {
		return nil
	}
	onto := func(l string) bool { return l == "on" || l == "to" || l == "onto" || l == "against" }
	return placedActs(toks, 9, onto, func(j int) (int, bool) {
		k := j + 2
		return k, k < len(toks) && toks[j+1].lower == "the" && toks[k].word && found[singular(lastPart(toks[k].lower))]
	})
}

// destinationActs finds a verb of acting whose object is put in the
// server by its name: "Set the on-hand quantity in acme to the counted
// number", "add the note to Acme". The server's name says where the
// change is kept, whatever the object is; the act is shown to the end
// of its object.
func destinationActs(toks []token, words []string) []recordAct {
	in := func(l string) bool { return l == "in" || l == "on" || l == "to" || l == "into" || l == "inside" }
	return placedActs(toks, 5, in, func(j int) (int, bool) {
		return j - 1, namesServer(toks[j+1:min(len(toks), j+1+len(words))], words)
	})
}

// placedActs finds a verb of acting, where a verb stands, whose object
// (one word at least: "log in to acme" has none, and is no act) is
// followed within maxWords words by a preposition of placing (prep), and
// after it a place that keeps the change (place reports where the act
// ends and whether the place keeps it).
func placedActs(toks []token, maxWords int, prep func(string) bool, place func(j int) (end int, ok bool)) []recordAct {
	var out []recordAct
	for i, t := range toks {
		if !t.word {
			continue
		}
		root, ok := actVerb(t.lower)
		if !ok || root == "log" || root == "run" || root == "sign" || !verbPosition(toks, i) {
			continue
		}
		for j := i + 2; j < len(toks) && j <= i+maxWords && toks[j].word; j++ {
			if !prep(toks[j].lower) {
				continue
			}
			if end, kept := place(j); kept {
				out = append(out, recordAct{t.start, toks[end].end, root, false, false})
			}
			break
		}
	}
	return out
}

// setupSentence reports an act in a sentence of setting the server up
// (setupStep).
func setupSentence(toks []token, a recordAct) bool {
	_, _, ok := setupStep(toks, a)
	return ok
}

// clauseOf returns the tokens of the clause that holds an act: from the
// mark or "then" before it to the one after it ("Use Acme to fetch the
// report, then create a summary table": the table is the model's).
func clauseOf(toks []token, a recordAct) []token {
	first, last := -1, -1
	for i, t := range toks {
		if t.start >= a.Start && first < 0 {
			first = i
		}
		if t.end <= a.End {
			last = i
		}
	}
	if first < 0 || last < first {
		return nil
	}
	s := first
	for s > 0 && !clauseBreak(toks, s-1) {
		s--
	}
	e := last + 1
	for e < len(toks) && !clauseBreak(toks, e) {
		e++
	}
	return toks[s:e]
}

// clauseBreak reports a token that ends a clause: a mark, "then", or
// "and" or "or" that joins two verb phrases ("Query Acme for the latest
// issues and create a task list": the list is the model's), not two
// verbs of one object ("create and update contacts").
func clauseBreak(toks []token, i int) bool {
	switch toks[i].lower {
	case ",", ";", ":", "(", ")", "then":
		return true
	case "and", "or":
		return i > 0 && i+1 < len(toks) && toks[i-1].word && toks[i+1].word &&
			!anyVerb(toks[i-1].lower) && anyVerb(toks[i+1].lower)
	}
	return false
}

// setupAct reports an act done to the server itself rather than by its
// tools: its object names the server ("Configure the Usable MCP server")
// or is the server, its connection or its plugin.
func setupAct(toks []token, a recordAct, words []string) bool {
	var obj []token
	for _, t := range toks {
		if t.start >= a.Start && t.end <= a.End {
			obj = append(obj, t)
		}
	}
	if len(obj) == 0 {
		return false
	}
	switch obj[len(obj)-1].lower {
	case "server", "servers", "mcp", "plugin", "plugins", "connection", "connections", "integration",
		"integrations", "extension", "extensions", "connector", "connectors":
		return true
	}
	// The act done to the server by its name ("Configure Acme"), not to
	// its records ("manage your Acme boards").
	return namesServer(obj[max(1, len(obj)-len(words)):], words)
}

// holdsFold reports whether s holds the lower-case ASCII word w in any
// letter case, without a lower-case copy of s.
func holdsFold(s, w string) bool {
	for i := 0; i+len(w) <= len(s); i++ {
		if c := s[i] | 0x20; c == w[0] && strings.EqualFold(s[i:i+len(w)], w) {
			return true
		}
	}
	return false
}

// sentences yields the sentences of a text as offsets: a sentence ends
// at ". ", "! ", "? " or a line break, and is yielded without the marks
// and spaces that start it.
func sentences(text string) iter.Seq2[int, int] {
	return func(yield func(start, end int) bool) {
		start := 0
		for i := 0; i <= len(text); i++ {
			if i < len(text) && !sentenceBreak(text, i) {
				continue
			}
			s := start
			for s < i && (text[s] == ' ' || text[s] == '\t' || text[s] == '-' || text[s] == '*' || text[s] == '#' || text[s] == '>') {
				s++
			}
			if s < i && !yield(s, i) {
				return
			}
			start = i + 1
		}
	}
}

// clauseStarts returns where in a sentence the clauses that may start
// with a verb begin: the sentence's start, and after the comma that ends
// a clause of condition or time ("When the user asks, create an issue
// in Acme").
func clauseStarts(toks []token) []int {
	out := []int{0}
	if len(toks) == 0 || !toks[0].word {
		return out
	}
	switch toks[0].lower {
	case "when", "whenever", "if", "once", "after", "before", "then", "next", "finally", "to", "for":
		for _, t := range toks {
			if t.lower == "," {
				out = append(out, t.end)
				break
			}
		}
	}
	// "Ask the user to confirm, then roll it back": a step after the
	// first.
	for i := 1; i+1 < len(toks); i++ {
		if toks[i].lower == "," && toks[i+1].lower == "then" && toks[i].end > out[len(out)-1] {
			out = append(out, toks[i+1].start)
		}
	}
	return out
}

// nameWords returns a server name's words in lower case, or nil when
// the name is too common to be told from prose ("mcp", "api", "server").
func nameWords(name string) []string {
	words := strings.FieldsFunc(strings.ToLower(name), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9')
	})
	if len(words) == 0 || len(strings.Join(words, "")) < 3 {
		return nil
	}
	if len(words) == 1 {
		switch words[0] {
		case "mcp", "api", "server", "servers", "tool", "tools", "app", "main", "default", "local", "remote",
			"http", "stdio", "the", "data", "agent", "assistant", "plugin", "service", "docs", "documentation",
			"search", "web", "help", "project", "workspace":
			return nil
		}
	}
	return words
}

// namesServer reports whether a sentence's tokens name the server: its
// words in order, one after another ("Acme Shop", "acme_shop",
// "acme.shop"), or run together as one word ("acmeshop", "acme-shop").
func namesServer(toks []token, words []string) bool {
	joined := strings.Join(words, "")
	for i, t := range toks {
		if !t.word {
			continue
		}
		if t.lower == joined || len(words) > 1 && strings.ReplaceAll(t.lower, "-", "") == joined {
			return true
		}
		if t.lower != words[0] {
			continue
		}
		j, k := 1, i+1
		for j < len(words) && k < len(toks) {
			if !toks[k].word && k == i+j && (toks[k].lower == "_" || toks[k].lower == ".") {
				k++ // one mark between the words
				continue
			}
			if !toks[k].word || toks[k].lower != words[j] {
				break
			}
			j, k = j+1, k+1
		}
		if j == len(words) {
			return true
		}
	}
	return false
}

// sentenceBreak reports whether text[i] ends a sentence: a line break,
// or ".", "!" or "?" before a space or a line break.
func sentenceBreak(text string, i int) bool {
	switch text[i] {
	case '\n':
		return true
	case '.', '!', '?':
		return i+1 >= len(text) || text[i+1] == ' ' || text[i+1] == '\n'
	}
	return false
}
