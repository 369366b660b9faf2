package prose

import (
	"math/rand/v2"
	"testing"

	"github.com/pluglint/pluglint/rules/model"
)

// TestSpanSetHas checks spanSet.has against a plain scan of the spans,
// on random sets that overlap, touch, nest and hold empty spans.
func TestSpanSetHas(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		var spans []model.Span
		for n := rng.IntN(8); n > 0; n-- {
			start := rng.IntN(60)
			spans = append(spans, model.Span{Start: start, End: start + rng.IntN(12)})
		}
		set := newSpanSet(spans)
		for off := -1; off < 80; off++ {
			want := false
			for _, s := range spans {
				want = want || off >= s.Start && off < s.End
			}
			if got := set.has(off); got != want {
				t.Fatalf("spans %v: has(%d) = %v, want %v", spans, off, got, want)
			}
		}
	}
}
