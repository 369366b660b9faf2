package rules

import (
	"regexp"
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
	rulestest.AgreeOnRandomTexts(t, checkHandMatchers)
}

func FuzzHandMatchers(f *testing.F) {
	rulestest.AddFuzzSeeds(f)
	f.Fuzz(checkHandMatchers)
}
