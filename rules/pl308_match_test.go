package rules

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestMatchArgPatternsAsFindAll holds matchArgPatterns, which matches only
// as far as it needs, to the answer of going through every match with
// FindAllStringIndex, on generated arguments full of near misses.
func TestMatchArgPatternsAsFindAll(t *testing.T) {
	oracle := func(s string, pats []argPattern) string {
		best, bestAt := "", len(s)+1
		for _, pat := range pats {
			for _, loc := range pat.re.FindAllStringIndex(s, -1) {
				if loc[0] >= bestAt {
					break
				}
				if argBoundaryOK(s, loc[0], pat.left, true) && argBoundaryOK(s, loc[1], pat.right, false) {
					best, bestAt = s[loc[0]:loc[1]], loc[0]
					break
				}
			}
		}
		return best
	}
	pieces := []string{
		"curl", "xcurl", "curl.", "-nc", "nc", "ncat", " ", "/dev/tcp/", "İnvoke-WebRequest", "a", "_", ".", "-",
		"authorized_keys", ".ssh/", "wget", "socat", "|", "é",
	}
	rng := rand.New(rand.NewPCG(3, 4))
	sets := [][]argPattern{mcpEgressPatterns(), mcpPersistencePatterns()}
	for i := range 5000 {
		var b strings.Builder
		for range rng.IntN(12) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		s := b.String()
		for _, pats := range sets {
			if got, want := matchArgPatterns(s, pats), oracle(s, pats); got != want {
				t.Fatalf("case %d, %q: got %q, want %q", i, s, got, want)
			}
		}
	}
}
