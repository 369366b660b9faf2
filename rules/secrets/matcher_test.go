package secrets

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/pluglint/pluglint/rules/rulestest"
)

// hintedFormats and authScheme replace a search per literal and a regular
// expression; each must answer exactly as what it replaced, on generated
// text built from the pieces they care about and, under the fuzzer, on
// any text. A format's cheaper test (formatPre) may say yes where its
// expression finds nothing, never the reverse.

var authSchemeRe = regexp.MustCompile(`(?i)^\s*(bearer|basic|token|bot)\s+(\S+)\s*$`)

func checkMatchers(t *testing.T, s string) {
	t.Helper()
	var want uint64
	for i, f := range formats() {
		if slices.ContainsFunc(f.literals, func(l string) bool { return strings.Contains(s, l) }) {
			want |= 1 << i
		}
	}
	if got := hintedFormats(s); got != want {
		t.Fatalf("hintedFormats(%q) = %b, want %b", s, got, want)
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

func TestFormatsFitHintSets(t *testing.T) {
	if n := len(formats()); n > 64 {
		t.Fatalf("%d secret formats; hint.formats holds a bit for each of at most 64", n)
	}
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
	rulestest.AgreeOnRandomTexts(t, checkMatchers)
}

func FuzzMatchers(f *testing.F) {
	rulestest.AddFuzzSeeds(f)
	f.Fuzz(checkMatchers)
}
