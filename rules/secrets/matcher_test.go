package secrets

import (
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// hasHint and authScheme replace a search per literal and a regular
// expression; each must answer exactly as what it replaced, on generated
// text built from the pieces they care about and, under the fuzzer, on
// any text.

var authSchemeRe = regexp.MustCompile(`(?i)^\s*(bearer|basic|token|bot)\s+(\S+)\s*$`)

func checkMatchers(t *testing.T, s string) {
	t.Helper()
	anyLiteral := slices.ContainsFunc(formats(), func(f format) bool {
		return slices.ContainsFunc(f.literals, func(l string) bool { return strings.Contains(s, l) })
	})
	if got, want := hasHint(s), anyLiteral; got != want {
		t.Fatalf("hasHint(%q) = %v, want %v", s, got, want)
	}
	scheme, cred, ok := authScheme(s)
	if m := authSchemeRe.FindStringSubmatch(s); ok != (m != nil) || ok && (scheme != m[1] || cred != m[2]) {
		t.Fatalf("authScheme(%q) = %q, %q, %v; the regexp finds %q", s, scheme, cred, ok, m)
	}
}

var matcherPieces = []string{
	"a", "Z", "k", "s", "9", "_", "-", ".", " ", "\t", "\v", "\n", "é", "ſ", "\u212a", "\xff", "\xc5",
	"bearer", "Basic", "token", "TOKEN", "bot", "baſic", "to\u212aen", " ", "\f", "\r", "\u00a0",
	"gh", "g", "S", "K", "SK", "eyJ", "sk-", ":AA", "xox", "shp", "dapi", "key-", "_v1_", "ya29.",
	"ghp_", "-----BEGIN ", "hooks.slack.com/", ".com/api/webhooks/", "glpat-", "_live_", "pypi-AgEIcHlwaS5vcmc",
}

func TestMatchersAgreeWithRegexps(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		var b strings.Builder
		for range rng.IntN(12) + 1 {
			b.WriteString(matcherPieces[rng.IntN(len(matcherPieces))])
		}
		checkMatchers(t, b.String())
	}
}

func FuzzMatchers(f *testing.F) {
	for _, p := range matcherPieces {
		f.Add(p)
	}
	f.Fuzz(checkMatchers)
}
