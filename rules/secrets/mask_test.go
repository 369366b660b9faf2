package secrets

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestMaskSpans compares MaskSpans, which walks the spans with a cursor,
// with the definition: a character is masked when its offset lies
// strictly inside some span, between the quotes. Spans come in file
// order, may repeat (two detectors on one value), and may lie before,
// across or after the text.
func TestMaskSpans(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	pieces := []string{"a", "\"", " ", "é", "😀", "\xff", "\n"}
	for range 5000 {
		var b strings.Builder
		for range rng.IntN(40) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		text := b.String()
		base := rng.IntN(20)
		var spans []Span
		for at := rng.IntN(10); at < base+len(text)+10; at += 1 + rng.IntN(8) {
			s := Span{at, at + 2 + rng.IntN(8)}
			spans = append(spans, s)
			if rng.IntN(5) == 0 {
				spans = append(spans, s) // found twice
			}
			at = s.End
		}
		var want strings.Builder
		for off := 0; off < len(text); {
			_, size := utf8.DecodeRuneInString(text[off:])
			abs := base + off
			if slices.ContainsFunc(spans, func(s Span) bool { return abs > s.Start && abs < s.End-1 }) {
				want.WriteByte('*')
			} else {
				want.WriteString(text[off : off+size])
			}
			off += size
		}
		if got := MaskSpans(text, base, spans); got != want.String() {
			t.Fatalf("MaskSpans(%q, %d, %v) = %q, want %q", text, base, spans, got, want.String())
		}
	}
}
