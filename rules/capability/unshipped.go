package capability

import (
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
