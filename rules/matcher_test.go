package rules

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/pluglint/pluglint/rules/rulestest"
)

// The hand-written matchers replace regular expressions to save their
// compile at start-up or first use; each must find exactly what its
// expression finds. These tests hold them to it on generated text built
// from the pieces the expressions care about, and FuzzHandMatchers does
// the same on any text.

var handMatchers = []rulestest.Matcher{
	{Name: "bracePlaceholders", Re: regexp.MustCompile(`\$\{[^{}]+\}`), Find: bracePlaceholders},
	{Name: "dollarPlaceholders", Re: regexp.MustCompile(`\$[A-Z_][A-Z0-9_]*`), Find: dollarPlaceholders},
	{Name: "percentPlaceholders", Re: regexp.MustCompile(`%[A-Z_][A-Z0-9_]+%`), Find: percentPlaceholders},
}

func checkHandMatchers(t *testing.T, s string) {
	t.Helper()
	rulestest.CheckMatchers(t, s, handMatchers)
}

func TestHandMatchersAgreeWithRegexps(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		text := rulestest.RandomText(rng, rulestest.MatcherPieces, rng.IntN(12)+1)
		checkHandMatchers(t, text)
	}
}

func FuzzHandMatchers(f *testing.F) {
	for _, p := range rulestest.MatcherPieces {
		f.Add(p)
	}
	f.Add("Approves the pending trade")
	f.Add("  confirms ſomething " + strings.Repeat("x", 58) + " order")
	f.Add("use resolve_approval-now or place-order_ then a__b")
	f.Fuzz(checkHandMatchers)
}
