package report

import (
	"strconv"
	"strings"
	"unicode"

	"github.com/pluglint/pluglint/rules/clip"
	"github.com/pluglint/pluglint/rules/hidden"
)

// quote quotes a name taken from a package for display, escaping control
// characters and terminal escape sequences so that a hostile package can
// never drive the user's terminal, and clipping a long one (rules.Clip).
func quote(s string) string {
	return strconv.Quote(clip.String(s))
}

// Clean replaces the control characters in text taken from a package
// (IsControl: line breaks included, tabs not), and the hidden characters
// PL509 reports (tag characters, zero-width characters inside words,
// runs of variation selectors), with U+FFFD, keeping one character per
// character so that carets under a source line still line up. Every
// output shows names and source text through it, so that a package can
// never drive the user's terminal, forge a line or slip an invisible
// sentence past the reader. The joiners and selectors of emoji and of
// scripts that need them are ordinary text and stay.
func Clean(s string) string {
	return replaceHidden(s, true)
}

// maskHidden replaces the hidden characters PL509 reports, as Clean
// does, but keeps control characters: for documents such as a bill of
// materials, whose encoding escapes them and whose readers show line
// breaks.
func maskHidden(s string) string {
	return replaceHidden(s, false)
}

func replaceHidden(s string, controls bool) string {
	hits := hidden.Find(s)
	if len(hits) == 0 && (!controls || strings.IndexFunc(s, IsControl) < 0) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i, r := range s {
		for len(hits) > 0 && hits[0].End <= i {
			hits = hits[1:]
		}
		if controls && IsControl(r) || len(hits) > 0 && hits[0].Start <= i && hidden.Invisible(r) {
			r = '\uFFFD'
		}
		b.WriteRune(r)
	}
	return b.String()
}

// CleanLines is Clean for a message of several lines: it keeps the line
// breaks.
func CleanLines(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = Clean(l)
	}
	return strings.Join(lines, "\n")
}

// IsControl reports whether r could act on a terminal rather than show:
// a control character other than tab, a line or paragraph separator, or
// a bidi control that reorders what follows.
func IsControl(r rune) bool {
	return r != '\t' && (unicode.IsControl(r) || r == '\u2028' || r == '\u2029' || unicode.In(r, unicode.Bidi_Control))
}
