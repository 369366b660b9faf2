package capability

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// unshippedSpans returns the parts of a description, written as a README
// or release notes are, that name what the server as released does not
// do (probe round 101):
//
//   - an item after a label that takes it away or puts it off:
//     "Removed: `send_email`", "Removed in 1.5: `post_message`",
//     "Roadmap: posting to LinkedIn", "Not supported: refunds";
//   - an item after a cross ("✅ Search flights ❌ Booking ❌ Payments");
//   - a markdown section under a heading that says so ("### Not
//     supported", "## What it can't do", "## Roadmap") up to the next
//     heading.
//
// A label's own word ("Removed", "Added") is returned too: it names a
// change to the package, not an act of the server's.
func unshippedSpans(text string) [][2]int {
	var out [][2]int
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		switch {
		case crossMark(r):
			out = append(out, [2]int{i, itemEnd(text, i+size)})
		case r == '#' && (i == 0 || text[i-1] == '\n'):
			if end, ok := deniedSection(text, i); ok {
				out = append(out, [2]int{i, end})
				i = end
				continue
			}
		case unicode.IsLetter(r) && labelStart(text, i):
			if colon, denies, ok := changeLabel(text, i); ok {
				if denies {
					out = append(out, [2]int{i, itemEnd(text, colon+1)})
				} else {
					out = append(out, [2]int{i, colon})
				}
				i = colon + 1
				continue
			}
		}
		i += size
	}
	return out
}

// crossMark reports the marks a feature list crosses out an item with.
func crossMark(r rune) bool {
	switch r {
	case '❌', '✗', '✘', '✖', '🚫', '⛔', '❎':
		return true
	}
	return false
}

// tickMark reports the marks a feature list ticks an item with; one
// ends the crossed item before it.
func tickMark(r rune) bool {
	switch r {
	case '✅', '✓', '✔', '☑':
		return true
	}
	return false
}

// itemEnd returns where the list item that goes on at from ends: at a
// line break, the end of a sentence, a bullet, or the next mark.
func itemEnd(text string, from int) int {
	for i := from; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		switch {
		case r == '\n' || r == '•' || crossMark(r) || tickMark(r):
			return i
		case (r == '.' || r == '!' || r == '?' || r == ';') && (i+1 == len(text) || text[i+1] == ' ' || text[i+1] == '\n'):
			return i
		case r == ' ' && i+2 < len(text) && text[i+1] == '-' && text[i+2] == ' ':
			return i // " - " as an inline bullet
		}
		i += size
	}
	return len(text)
}

// labelStart reports a word at i that starts a line, a sentence, a
// bullet or an emphasis: where a changelog's or a README's label
// stands.
func labelStart(text string, i int) bool {
	j := i
	for j > 0 && (text[j-1] == ' ' || text[j-1] == '*' || text[j-1] == '_') {
		j--
	}
	if j == 0 {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(text[:j])
	switch r {
	case '\n', '.', '-', '•', '—', '–', '|', '(', ';', ',', ':':
		return true
	}
	return false
}

// changeLabel reads a label at i: a word of change, an optional version
// ("Removed in 1.5", "New in 2.0"), then a colon. It returns where the
// colon is and whether the label takes the item after it away or puts
// it off.
func changeLabel(text string, i int) (colon int, denies, ok bool) {
	rest := text[i:min(len(text), i+40)]
	head, _, found := strings.Cut(rest, ":")
	if !found {
		return 0, false, false
	}
	colon = i + len(head)
	words := strings.Fields(strings.ToLower(strings.Trim(head, "*_ ")))
	if len(words) == 0 {
		return 0, false, false
	}
	switch len(words) {
	case 1:
	case 2:
		if versionWord(strings.Trim(words[1], "()")) {
			break // "Upcoming (2.2)", "Removed v1.5" (probe round 109): the label and its release
		}
		// "Coming soon", "Not supported", "v2.0 removed" is not one.
		if !(words[0] == "coming" && words[1] == "soon" || words[0] == "not" && (words[1] == "supported" || words[1] == "yet") ||
			words[0] == "out" && words[1] == "scope") {
			return 0, false, false
		}
		return colon, true, true
	case 3:
		// "Removed in 1.5", "New in v2", "Out of scope".
		if words[0] == "out" && words[1] == "of" && words[2] == "scope" {
			return colon, true, true
		}
		if words[1] != "in" || !versionWord(words[2]) {
			return 0, false, false
		}
	default:
		return 0, false, false
	}
	switch words[0] {
	case "removed", "dropped", "deprecated", "roadmap", "planned", "unsupported", "later", "todo", "upcoming":
		return colon, true, true
	case "added", "new", "fixed", "changed", "improved", "breaking", "updated":
		return colon, false, true
	}
	return 0, false, false
}

// versionWord reports a release's number: "1.5", "v2", "2.0.1".
func versionWord(w string) bool {
	w = strings.TrimPrefix(w, "v")
	return w != "" && strings.Trim(w, "0123456789.") == ""
}

// deniedSection reports a markdown heading at i that says what the
// server does not do, and returns where its section ends: at the next
// heading, or where the text's string ends ("\n.\n" joins strings).
func deniedSection(text string, i int) (int, bool) {
	j := i
	for j < len(text) && text[j] == '#' {
		j++
	}
	if j-i > 6 || j == len(text) || text[j] != ' ' {
		return 0, false
	}
	line, _, _ := strings.Cut(text[j:], "\n")
	if !deniedHeading(strings.ToLower(line)) {
		return 0, false
	}
	end := i + (j - i) + len(line)
	for end < len(text) {
		if strings.HasPrefix(text[end:], "\n#") || strings.HasPrefix(text[end:], "\n.\n") {
			return end, true
		}
		end++
	}
	return end, true
}

// deniedHeading reports a heading's words, in lower case, that say
// what follows is not done.
func deniedHeading(h string) bool {
	for _, p := range [...]string{
		"not supported", "unsupported", "not included", "can't", "cannot", "can not", "won't", "does not", "doesn't",
		"roadmap", "planned", "coming soon", "removed", "deprecated", "out of scope", "not yet",
	} {
		if strings.Contains(h, p) {
			return true
		}
	}
	return false
}

// putOffClauses returns the clauses of a description that say, in the
// words of release notes, that an act is not in the release (probe
// round 109):
//
//   - put off: "Future versions may post to LinkedIn", "Campaign
//     sending is on the roadmap", "Expense approval arrives in 2.0 (not
//     out yet)", "sending e-mail behind a flag that is off by default",
//     or given none: "Order placement: none" (probe round 119);
//   - taken away, in a sentence that speaks of releases or tools:
//     "Thermostat write access was pulled in 1.3", "Sending invites was
//     cut from the MVP", "removed Teams posting";
//   - done once and no longer: "Could book tables up to 1.9", "Was
//     write-capable until 0.9".
//
// A clause runs to a comma outside brackets, or to the sentence's or a
// semicolon's end; a relative clause (", which ...") goes with the one
// before it.
func putOffClauses(text string) [][2]int {
	var out [][2]int
	for _, u := range noteUnits(text) {
		clauses := noteClauses(text, u)
		words := make([][]string, len(clauses))
		released := false
		for i, c := range clauses {
			words[i] = noteWords(text[c[0]:c[1]])
			released = released || slices.ContainsFunc(words[i], releaseWord)
		}
		for i, c := range clauses {
			if putOff(words[i], text[c[0]:c[1]]) || released && slices.ContainsFunc(words[i], takenAway) || doneOnce(words[i]) {
				out = append(out, c)
			}
		}
	}
	return out
}

// noteUnits splits text at the ends of sentences, semicolons and line
// breaks.
func noteUnits(text string) [][2]int {
	var out [][2]int
	start := 0
	for i := 0; i < len(text); i++ {
		c := text[i]
		if c == ';' || c == '\n' || (c == '.' || c == '!' || c == '?') && (i+1 == len(text) || text[i+1] == ' ') {
			if i > start {
				out = append(out, [2]int{start, i})
			}
			start = i + 1
		}
	}
	if start < len(text) {
		out = append(out, [2]int{start, len(text)})
	}
	return out
}

// noteClauses splits a unit at its commas outside brackets, but not
// before a relative clause.
func noteClauses(text string, u [2]int) [][2]int {
	var out [][2]int
	start, depth := u[0], 0
	for i := u[0]; i < u[1]; i++ {
		switch text[i] {
		case '(', '[':
			depth++
		case ')', ']':
			depth = max(0, depth-1)
		case ',':
			rest := strings.TrimLeft(text[i+1:u[1]], " ")
			if depth == 0 && !strings.HasPrefix(rest, "which ") && !strings.HasPrefix(rest, "who ") {
				out = append(out, [2]int{start, i})
				start = i + 1
			}
		}
	}
	return append(out, [2]int{start, u[1]})
}

// noteWords returns a clause's words in lower case, without the marks
// around them.
func noteWords(s string) []string {
	fields := strings.Fields(strings.ToLower(s))
	words := fields[:0]
	for _, f := range fields {
		if w := strings.Trim(f, ".,;:!?()[]`*\"'“”‘’"); w != "" {
			words = append(words, w)
		}
	}
	return words
}

// hasPhrase reports the words of phrase, one after another, in words.
// It splits the phrase as it goes, allocating nothing: it is asked a
// score of phrases for every clause of a description.
func hasPhrase(words []string, phrase string) bool {
	first, rest, _ := strings.Cut(phrase, " ")
	for i, w := range words {
		if w == first && wordsFollow(words[i+1:], rest) {
			return true
		}
	}
	return false
}

// wordsFollow reports the space-separated words of rest at the start
// of words.
func wordsFollow(words []string, rest string) bool {
	for rest != "" {
		var w string
		w, rest, _ = strings.Cut(rest, " ")
		if len(words) == 0 || words[0] != w {
			return false
		}
		words = words[1:]
	}
	return true
}

// putOff reports a clause that puts its act off to a later release,
// leaves it switched off or gives its label none. A roadmap puts an act off when the act is on
// it or listed after it ("Campaign sending is on the roadmap", "v2.1
// roadmap: transfers"), not as a record ("roadmap items mirrored"); a
// safe mode switched off leaves the acts on ("Test mode is off by
// default: the server places real trades").
func putOff(words []string, raw string) bool {
	if slices.ContainsFunc(words, func(w string) bool { return w == "planned" || w == "unreleased" || w == "teased" }) ||
		slices.ContainsFunc(putOffPhrases[:], func(p string) bool { return hasPhrase(words, p) }) {
		return true
	}
	lower := strings.ToLower(raw)
	if strings.Contains(lower, "roadmap:") {
		return true
	}
	// A label given none: "Order placement: none.", "Trades: none -
	// place orders in your broker's app", "Signing or sending
	// transactions: not supported" (probe round 119).
	for _, no := range [...]string{": none", ": not supported", ": n/a", ": 0 ", ": disabled", ": no."} {
		if strings.Contains(lower+" ", no) {
			return true
		}
	}
	// (And off until the user turns it on: "Push and commit tools exist
	// but are disabled until you add them to enabled_tools", probe
	// round 91.)
	return (hasPhrase(words, "off by default") || hasPhrase(words, "disabled by default") || hasPhrase(words, "disabled until you") ||
		hasPhrase(words, "off until you")) && !slices.ContainsFunc(words, safeMode)
}

// putOffPhrases put a clause's act off to a later release: "on the
// roadmap", "in a future version", "coming soon", "not out yet",
// "tracked in issue 12", "dry-run only".
var putOffPhrases = [...]string{
	"on the roadmap", "on our roadmap", "future version", "future versions", "future release", "future releases",
	"next release", "next version", "later release", "coming soon",
	"not out yet", "not yet released", "not released", "not scheduled", "not in this release", "not yet available",
	"tracked in issue", "dry-run only", "dry run only",
}

// safeMode reports a word that names a mode in which nothing is done
// for real: "test", "dry-run", "sandbox", "preview".
func safeMode(w string) bool {
	switch w {
	case "test", "testing", "dry-run", "dry", "sandbox", "paper", "safe", "preview", "read-only", "simulation", "demo",
		"confirmation", "approval":
		return true
	}
	return false
}

// releaseWord reports a word that makes a sentence one about releases
// or tools: a version ("1.3", "v2", "1.x"), "release", "MVP", "tools".
func releaseWord(w string) bool {
	switch w {
	case "release", "released", "version", "mvp", "changelog", "tool", "tools", "feature", "features", "package":
		return true
	}
	return strings.ContainsRune(w, '.') && versionWord(strings.TrimSuffix(w, "x"))
}

// takenAway reports a word that takes a feature out of a release.
func takenAway(w string) bool {
	switch w {
	case "removed", "dropped", "pulled", "gone", "cut", "excluded", "revoked", "deprecated", "deprecates", "retired",
		"sunset", "sunsetted":
		return true
	}
	return false
}

// doneOnce reports a clause that says the server acted only before a
// version: "Could book tables up to 1.9", "Was write-capable until 0.9".
func doneOnce(words []string) bool {
	if hasPhrase(words, "was write-capable") || hasPhrase(words, "were write-capable") ||
		hasPhrase(words, "went away") || hasPhrase(words, "taken out") {
		return true
	}
	if !slices.Contains(words, "could") && !hasPhrase(words, "used to") {
		return false
	}
	for i, w := range words[:max(0, len(words)-1)] {
		if (w == "until" || w == "to") && releaseWord(words[i+1]) {
			return true
		}
	}
	return false
}
