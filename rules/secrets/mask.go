package secrets

import (
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// MaskSpans replaces each character of text, which starts at offset base
// of its file, that lies strictly inside one of spans (between a secret
// value's quotes) by "*", and leaves every other byte as it is. Spans are
// in file order and do not overlap, as ScanJSON finds them: a cursor
// walks them with the text.
func MaskSpans(text string, base int, spans []Span) string {
	// The first span that can reach into the text.
	i := sort.Search(len(spans), func(i int) bool { return spans[i].End-1 > base })
	if i == len(spans) || spans[i].Start >= base+len(text) {
		return text
	}
	var b strings.Builder
	b.Grow(len(text))
	for off := 0; off < len(text); {
		_, size := utf8.DecodeRuneInString(text[off:])
		abs := base + off
		for i < len(spans) && spans[i].End-1 <= abs {
			i++
		}
		if i < len(spans) && abs > spans[i].Start {
			b.WriteByte('*')
		} else {
			b.WriteString(text[off : off+size])
		}
		off += size
	}
	return b.String()
}

// Mask keeps at most four leading characters of a credential.
func Mask(s string) string {
	r := []rune(s)
	n := min(4, len(r)/4)
	return string(r[:n]) + "…"
}

// Redact replaces in msg every occurrence of each of values, as written or
// as it appears inside a Go-quoted string, by its Mask.
func Redact(msg string, values []string) string {
	for _, s := range values {
		if strings.Contains(msg, s) {
			msg = strings.ReplaceAll(msg, s, Mask(s))
		}
		if q := strconv.Quote(s); strings.Contains(msg, q[1:len(q)-1]) {
			msg = strings.ReplaceAll(msg, q[1:len(q)-1], Mask(s))
		}
	}
	return msg
}
