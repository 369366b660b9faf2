package skilllink

import (
	"regexp"
	"testing"

	"github.com/pluglint/pluglint/rules/rulestest"
)

// schemeLike and trimLineNumber stand in for regular expressions and
// must answer exactly as they do; mayDefine passes every line the
// definition expression matches.
var (
	schemeRe     = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9+.-]*:`)
	lineNumberRe = regexp.MustCompile(`(?::[0-9]+){1,2}$`)
)

func checkHandMatchers(t *testing.T, s string) {
	t.Helper()
	if got, want := schemeLike(s), schemeRe.MatchString(s); got != want {
		t.Fatalf("schemeLike(%q) = %v, the expression says %v", s, got, want)
	}
	want := s
	if loc := lineNumberRe.FindStringIndex(s); loc != nil {
		want = s[:loc[0]]
	}
	if got := trimLineNumber(s); got != want {
		t.Fatalf("trimLineNumber(%q) = %q, the expression leaves %q", s, got, want)
	}
	if definitionLine().MatchString(s) && !mayDefine(s) {
		t.Fatalf("mayDefine(%q) is false, yet the expression finds a definition", s)
	}
}

var handPieces = []string{
	"a", "Z", "9", ":", "::", ":12", "+", ".", "-", "_", " ", "   ", "\t", "[", "]", "]:", "<", ">",
	"C:", "https:", "x+y.z-w:", "1a:", "é", "\xff", "file.go:12:5", "refs/a.md", "[label]: ", "    [x]: y",
}

func TestHandMatchers(t *testing.T) {
	for _, s := range handPieces {
		checkHandMatchers(t, s)
	}
	rulestest.AgreeOnRandomTexts(t, checkHandMatchers)
	for i := range handPieces {
		for j := range handPieces {
			for k := range handPieces {
				checkHandMatchers(t, handPieces[i]+handPieces[j]+handPieces[k])
			}
		}
	}
}

func FuzzHandMatchers(f *testing.F) {
	rulestest.AddFuzzSeeds(f)
	for _, s := range handPieces {
		f.Add(s)
	}
	f.Fuzz(checkHandMatchers)
}
