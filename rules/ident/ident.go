// Package ident splits identifiers (env keys, header names, tool names,
// camelCase and snake_case words) into their lower-case words, as the
// rules that read names need them: a credential-named key, a tool that
// writes, a tool that approves.
package ident

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Parts splits an identifier into lower-case words at separators and
// camelCase humps: "X-API-Key" and "xApiKey" give [x api key]. A part is
// always a run of consecutive letters and digits, so it is sliced from s
// rather than collected rune by rune, and lower-cased without a copy when
// it has no upper case.
func Parts(s string) []string { return AppendParts(nil, s) }

// AppendParts appends the parts of s (see Parts) to parts: a caller that
// splits an identifier of every word of a skill passes a buffer on its
// stack.
func AppendParts(parts []string, s string) []string {
	start := -1   // where the current part starts, -1 between parts
	var prev rune // the current part's last rune
	for i, r := range s {
		switch {
		case !unicode.IsLetter(r) && !unicode.IsDigit(r):
			if start >= 0 {
				parts = append(parts, strings.ToLower(s[start:i]))
				start = -1
			}
		case unicode.IsUpper(r) && start >= 0 && (unicode.IsLower(prev) ||
			(unicode.IsUpper(prev) && nextRuneLower(s, i))):
			parts = append(parts, strings.ToLower(s[start:i]))
			start = i
		case start < 0:
			start = i
		}
		prev = r
	}
	if start >= 0 {
		parts = append(parts, strings.ToLower(s[start:]))
	}
	return parts
}

// nextRuneLower reports whether the rune after the one at s[i] is lower
// case (an invalid byte decodes as U+FFFD, as in a []rune conversion).
func nextRuneLower(s string, i int) bool {
	_, size := utf8.DecodeRuneInString(s[i:])
	r, n := utf8.DecodeRuneInString(s[i+size:])
	return n > 0 && unicode.IsLower(r)
}

// HasSeparator is strings.ContainsAny(s, "_-") by a byte table: every
// word of code asks it, and ContainsAny goes through IndexRune for each.
func HasSeparator(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == '_' || s[i] == '-' {
			return true
		}
	}
	return false
}

// HasHump reports whether Parts splits s, a run of ASCII letters and
// digits, at a camelCase hump ("placeOrder", "HTTPServer"): without
// separators that is the only way to get two parts, and telling it needs
// no slice of them.
func HasHump(s string) bool {
	for i := 1; i < len(s); i++ {
		if !upper(s[i]) {
			continue
		}
		if lower(s[i-1]) || upper(s[i-1]) && i+1 < len(s) && lower(s[i+1]) {
			return true
		}
	}
	return false
}

func upper(c byte) bool { return 'A' <= c && c <= 'Z' }
func lower(c byte) bool { return 'a' <= c && c <= 'z' }

// ASCIILower lower-cases A-Z only, so that an offset in the result is
// the same offset in s: strings.ToLower maps some letters to longer or
// shorter encodings (Ⱥ to ⱥ, İ to i) and invalid bytes to U+FFFD, and
// an offset found in its result can point anywhere in s, or past its
// end. It copies s once, and not at all when s has no upper-case letter.
func ASCIILower(s string) string {
	i := 0
	for i < len(s) && !('A' <= s[i] && s[i] <= 'Z') {
		i++
	}
	if i == len(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	from := 0
	for ; i < len(s); i++ {
		if c := s[i]; 'A' <= c && c <= 'Z' {
			b.WriteString(s[from:i])
			b.WriteByte(c + 'a' - 'A')
			from = i + 1
		}
	}
	b.WriteString(s[from:])
	return b.String()
}
