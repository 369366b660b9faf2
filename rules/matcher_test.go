package rules

import (
	"iter"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// The hand-written matchers replace regular expressions to save their
// compile at start-up or first use; each must find exactly what its
// expression finds. These tests hold them to it on generated text built
// from the pieces the expressions care about, and FuzzHandMatchers does
// the same on any text.

var handMatchers = []struct {
	name string
	re   *regexp.Regexp
	find func(string) iter.Seq2[int, int]
}{
	{"bracePlaceholders", regexp.MustCompile(`\$\{[^{}]+\}`), bracePlaceholders},
	{"dollarPlaceholders", regexp.MustCompile(`\$[A-Z_][A-Z0-9_]*`), dollarPlaceholders},
	{"percentPlaceholders", regexp.MustCompile(`%[A-Z_][A-Z0-9_]+%`), percentPlaceholders},
}

func checkHandMatchers(t *testing.T, s string) {
	t.Helper()
	for _, m := range handMatchers {
		var got [][2]int
		for start, end := range m.find(s) {
			got = append(got, [2]int{start, end})
		}
		var want [][2]int
		for _, loc := range m.re.FindAllStringIndex(s, -1) {
			want = append(want, [2]int{loc[0], loc[1]})
		}
		if !slices.Equal(got, want) {
			t.Fatalf("%s(%q) = %v, the regexp finds %v", m.name, s, got, want)
		}
	}
}

// matcherPieces are the words, separators and characters the matchers
// must tell apart, invalid UTF-8 and the two non-ASCII case folds included.
var matcherPieces = []string{
	"a", "Z", "k", "s", "9", "_", "-", "__", ".", " ", "\t", "\v", "\n", "é", "ſ", "\u212a", "日本", "\xff", "\xc5",
	"approve", "Approves", "CONFIRM", "authorise", "authoriZes", "resolve", "accepts", "appro", "accept_",
	"pending", "Approval", "held", "queued", "request", "trade", "order", "payment", "transaction", "action",
	"transfer", "resolve_approval", "place-order", "x_y-z", "send_message", "a1_b2", "_x", "x_", "read_only",
	"approveſ", "taKe", "the trade", strings.Repeat("word ", 13),
	"$", "{", "}", "${", "%", "A", "_B9", "${PLUGIN_ROOT}", "$HOME", "%APPDATA%", "%2F%", "bearer", "Basic",
	"token", "TOKEN", "bot", "baſic", "to\u212aen", " ", "\f", "\r", "\u00a0",
	"gh", "g", "S", "K", "SK", "eyJ", "sk-", ":AA", "xox", "shp", "dapi", "key-", "_v1_", "ya29.",
	"ghp_", "-----BEGIN ", "hooks.slack.com/", ".com/api/webhooks/", "glpat-", "_live_", "pypi-AgEIcHlwaS5vcmc",
}

func TestHandMatchersAgreeWithRegexps(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		text := randomText(rng, matcherPieces, rng.IntN(12)+1)
		checkHandMatchers(t, text)
	}
}

func FuzzHandMatchers(f *testing.F) {
	for _, p := range matcherPieces {
		f.Add(p)
	}
	f.Add("Approves the pending trade")
	f.Add("  confirms ſomething " + strings.Repeat("x", 58) + " order")
	f.Add("use resolve_approval-now or place-order_ then a__b")
	f.Fuzz(checkHandMatchers)
}

// findAllByIndex is phraseRe.FindAll as first written, searching the
// whole text for each first word and matching the whole pattern, a gap
// included, with one regexp: the reference for the word-start grouping
// of phraseText, the needed literals and the hand-matched gap.
func randomText(rng *rand.Rand, pieces []string, n int) string {
	var b strings.Builder
	for range n {
		b.WriteString(pieces[rng.IntN(len(pieces))])
	}
	return b.String()
}

// TestSentenceIndex holds the index gateSentences uses past a few
// sentences to sentenceAround and sentenceActs, for every span of
// generated texts made of what starts and stops sentences and of words
// that do and do not act.
