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
// any text. A format's cheaper test (formatPre) may say yes where its
// expression finds nothing, never the reverse.

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
	for _, f := range formats() {
		if pre := formatPre[f.name]; pre != nil && !pre(s) && f.re().MatchString(s) {
			t.Fatalf("the cheaper test for %s rejects %q, which its expression matches", f.name, s)
		}
	}
}

var matcherPieces = []string{
	"a", "Z", "k", "s", "9", "_", "-", ".", " ", "\t", "\v", "\n", "é", "ſ", "\u212a", "\xff", "\xc5",
	"bearer", "Basic", "token", "TOKEN", "bot", "baſic", "to\u212aen", " ", "\f", "\r", "\u00a0",
	"gh", "g", "S", "K", "SK", "eyJ", "sk-", ":AA", "xox", "shp", "dapi", "key-", "_v1_", "ya29.",
	"ghp_", "-----BEGIN ", "MTk4NjIyNDgzNDcxOTI1MjQ4", "Gh7_x-", "abcdefghijklmnopqrstuvwxyz0", "..", "hooks.slack.com/", ".com/api/webhooks/", "glpat-", "_live_", "pypi-AgEIcHlwaS5vcmc",
}

func TestMatchersAgreeWithRegexps(t *testing.T) {
	// The shortest and longest Discord bot tokens, alone and in text.
	for _, body := range []string{
		strings.Repeat("a", 23) + ".b-c_d9." + strings.Repeat("Z", 27),
		strings.Repeat("9", 25) + ".------." + strings.Repeat("_", 38),
	} {
		for _, s := range []string{"M" + body, "token=N" + body + " x", "x.O" + body + "."} {
			checkMatchers(t, s)
			if !formatPre["a Discord bot token"](s) {
				t.Fatalf("the Discord bot token test rejects %q", s)
			}
		}
	}
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
