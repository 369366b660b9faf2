package rules

// The tests here compare what answers from an index or walks with a
// cursor, for scale, with the plain scan it replaced.

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/pluglint/pluglint/rules/hermes"
	"github.com/pluglint/pluglint/rules/pyjson"
)

// orphanNearestScan is orphanNearest as it scanned the names, kept as the
// specification of the indexed one.
func orphanNearestScan(name string, names []string) string {
	for _, n := range names {
		if n != name && strings.EqualFold(n, name) {
			return n
		}
	}
	for _, n := range names {
		if n != name && hermes.InternalName(n) == hermes.InternalName(name) {
			return n
		}
	}
	return declNearest(name, names, 2)
}

// TestOrphanNearestIndexed: the indexed search answers as the scan,
// letter case (the Kelvin sign folds to k), internal names ("a-b" and
// "a_b") and edit distance included, up to maxNearestCandidates names;
// past them only the exact-fold and internal-name suggestions remain.
func TestOrphanNearestIndexed(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	parts := []string{"trade", "Trade", "TRADE", "a-b", "a_b", "A B", "\u212aey", "key", "kex", "x", "ſ", "s"}
	for range 3000 {
		var names []string
		seen := map[string]bool{}
		for range rng.IntN(8) {
			n := parts[rng.IntN(len(parts))] + parts[rng.IntN(len(parts))]
			if !seen[n] {
				seen[n] = true
				names = append(names, n)
			}
		}
		name := parts[rng.IntN(len(parts))] + parts[rng.IntN(len(parts))]
		members := make([]*pyjson.Member, len(names))
		for i, n := range names {
			members[i] = &pyjson.Member{Key: n}
		}
		if got, want := orphanNearest(name, newServerNameIndex(members)), orphanNearestScan(name, names); got != want {
			t.Fatalf("orphanNearest(%q, %q) = %q, want %q", name, names, got, want)
		}
	}
	var many []*pyjson.Member
	for i := range maxNearestCandidates + 1 {
		many = append(many, &pyjson.Member{Key: fmt.Sprintf("server-%04d", i)})
	}
	if got := orphanNearest("server-000x", newServerNameIndex(many[:maxNearestCandidates])); got != "server-0000" {
		t.Errorf("%d names: suggestion %q, want server-0000", maxNearestCandidates, got)
	}
	if got := orphanNearest("server-000x", newServerNameIndex(many)); got != "" {
		t.Errorf("%d names: suggestion %q, want none", len(many), got)
	}
	if got := orphanNearest("SERVER-0999", newServerNameIndex(many)); got != "server-0999" {
		t.Errorf("%d names: letter-case suggestion %q, want server-0999", len(many), got)
	}
}
