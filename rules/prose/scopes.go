package prose

import (
	"iter"
	"strings"
)

// A package often says what its server may do by the grants it asks
// for, written in its text: "Scopes: read:jira-work, write:jira-work",
// "Requires Calendars.ReadWrite", "Requested scopes:
// user-read-playback-state, user-modify-playback-state".

// ScopeTokens yields the OAuth scopes written in text, as start and end
// offsets: a resource and a grant joined by a colon, in lower case
// ("meeting:write", "write:jira-work", "contents:write"), or Microsoft's
// PascalCase words joined by dots, one of them a grant
// ("Calendars.ReadWrite", "Mail.Send.Shared"); and, after a colon that
// opens a list of scopes or permissions on its line ("Requested scopes:",
// "Repository permissions:"), every item of the list written as a scope
// is, with a mark between its words ("user-modify-playback-state"; not
// "lists which roles can ban"). Not a URL's part, a time or a path.
func ScopeTokens(text string) iter.Seq2[int, int] {
	return func(yield func(start, end int) bool) {
		listed := 0 // the end of the last list of scopes yielded
		for start, end := range scopeRuns(text) {
			tok := text[start:end]
			if start >= listed && !strings.ContainsAny(tok, ":.") && (end == len(text) || text[end] != ':') {
				continue // a word: no scope, and no list's opener
			}
			if start < listed && strings.ContainsAny(tok, ":._-") || IsScope(tok) {
				if !yield(start, end) {
					return
				}
			}
			if end < len(text) && text[end] == ':' && scopeListOpener(text, start) {
				listed = lineEnd(text, end)
			}
		}
	}
}

// IsScope reports a token written as an OAuth scope is ("chat:write",
// "Calendars.ReadWrite"): see ScopeTokens.
func IsScope(tok string) bool { return colonScope(tok) || graphScope(tok) }

// scopeRuns yields the runs of text that may be a scope: letters,
// digits and the marks a scope joins its words with (":", ".", "_",
// "-"), each run's trailing marks left out and a run next to a slash
// (a URL or a path) skipped.
func scopeRuns(text string) iter.Seq2[int, int] {
	return func(yield func(start, end int) bool) {
		for i := 0; i < len(text); {
			if !scopeByte(text[i]) {
				i++
				continue
			}
			j := i
			for j < len(text) && scopeByte(text[j]) {
				j++
			}
			end := j
			for end > i && !wordByte(text[end-1]) {
				end--
			}
			if end > i && (i == 0 || text[i-1] != '/') && (j == len(text) || text[j] != '/') && !yield(i, end) {
				return
			}
			i = j
		}
	}
}

// scopeByte reports the bytes of a scope: \w, ":", "." and "-".
func scopeByte(c byte) bool {
	return wordByte(c) || c == ':' || c == '.' || c == '-'
}

// colonScope reports a scope written as two lower-case words joined by
// one colon, one of them a grant: "chat:write", "write:org",
// "meeting:read" (not "10:30", "e.g.:x" or "note:this").
func colonScope(tok string) bool {
	a, b, ok := strings.Cut(tok, ":")
	if !ok || strings.Contains(b, ":") || !scopeWord(a) || !scopeWord(b) {
		return false
	}
	return grantWord(a) || grantWord(b)
}

// scopeWord reports a word of lower-case letters, digits, "_", "-" and
// ".", starting with a letter.
func scopeWord(s string) bool {
	if s == "" || byteClass[s[0]]&classLower == 0 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; byteClass[c]&(classLower|classDigit|classUnder|classHyphen) == 0 && c != '.' {
			return false
		}
	}
	return true
}

// grantWord reports the words by which a scope grants reading or
// writing, whole or after a resource's words: "write", "read",
// "jira-work"'s "write:" prefix side.
func grantWord(s string) bool {
	switch s {
	case "read", "write", "readwrite", "read_write", "manage", "admin", "send", "delete", "create", "edit", "modify", "readonly":
		return true
	}
	return false
}

// graphScope reports Microsoft Graph's scope shape: two or three
// PascalCase words joined by dots, the second a grant
// ("Calendars.ReadWrite", "Mail.Send", "Files.Read.All").
func graphScope(tok string) bool {
	if tok == "" || byteClass[tok[0]]&classUpper == 0 || strings.ContainsAny(tok, ":_-") {
		return false
	}
	resource, rest, ok := strings.Cut(tok, ".")
	if !ok || resource == "" {
		return false
	}
	grant, tail, more := strings.Cut(rest, ".")
	if more && (tail == "" || strings.Contains(tail, ".") || byteClass[tail[0]]&classUpper == 0) {
		return false
	}
	switch grant {
	case "Read", "ReadWrite", "ReadBasic", "Send", "Write", "Manage":
		return true
	}
	return false
}

// scopeListOpener reports a colon, after the word at text[start], that
// opens a list of scopes or permissions: the word, or one of the three
// before it on its line, is "scopes" or "permissions" ("Scopes:",
// "Zoom app scopes:", "Scopes requested:", "Repository permissions:").
func scopeListOpener(text string, start int) bool {
	line := strings.LastIndexByte(text[:start], '\n') + 1
	end := start
	for end < len(text) && text[end] != ':' {
		end++
	}
	words := strings.Fields(text[line:end])
	for i := len(words) - 1; i >= 0 && i >= len(words)-4; i-- {
		switch strings.ToLower(words[i]) {
		case "scope", "scopes", "permission", "permissions":
			return true
		}
	}
	return false
}

// lineEnd returns the end of the sentence or line that text[i] is in.
func lineEnd(text string, i int) int {
	for i < len(text) && text[i] != '\n' && !(text[i] == '.' && (i+1 == len(text) || text[i+1] == ' ')) && text[i] != ';' {
		i++
	}
	return i
}
