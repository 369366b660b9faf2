package rulestest

import (
	"iter"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// Matcher is a hand-written matcher and the regular expression it stands
// in for: Find must yield exactly the spans Re finds, in order.
type Matcher struct {
	Name string
	Re   *regexp.Regexp
	Find func(string) iter.Seq2[int, int]
}

// CheckMatchers fails the test at the first matcher whose spans in s
// differ from its expression's.
func CheckMatchers(t *testing.T, s string, ms []Matcher) {
	t.Helper()
	for _, m := range ms {
		var got [][2]int
		for start, end := range m.Find(s) {
			got = append(got, [2]int{start, end})
		}
		var want [][2]int
		for _, loc := range m.Re.FindAllStringIndex(s, -1) {
			want = append(want, [2]int{loc[0], loc[1]})
		}
		if !slices.Equal(got, want) {
			t.Fatalf("%s(%q) = %v, the regexp finds %v", m.Name, s, got, want)
		}
	}
}

// MatcherPieces are the words, separators and characters hand matchers
// must tell apart, invalid UTF-8 and the two non-ASCII case folds
// included: generated texts and fuzz seeds are built from them.
var MatcherPieces = []string{
	"a", "Z", "k", "s", "9", "_", "-", "__", ".", " ", "\t", "\v", "\n", "é", "ſ", "\u212a", "日本", "\xff", "\xc5",
	"approve", "Approves", "CONFIRM", "authorise", "authoriZes", "resolve", "accepts", "appro", "accept_",
	"pending", "Approval", "held", "queued", "request", "trade", "order", "payment", "transaction", "action",
	"transfer", "resolve_approval", "place-order", "x_y-z", "send_message", "a1_b2", "_x", "x_", "read_only",
	"approveſ", "taKe", "the trade", strings.Repeat("word ", 13),
	"$", "{", "}", "${", "%", "A", "_B9", "${PLUGIN_ROOT}", "$HOME", "%APPDATA%", "%2F%", "bearer", "Basic",
	"token", "TOKEN", "bot", "baſic", "to\u212aen", " ", "\f", "\r", "\u00a0",
	"gh", "g", "S", "K", "SK", "eyJ", "sk-", ":AA", "xox", "shp", "dapi", "key-", "_v1_", "ya29.",
	"ghp_", "-----BEGIN ", "hooks.slack.com/", ".com/api/webhooks/", "glpat-", "_live_", "pypi-AgEIcHlwaS5vcmc",
	"MTk4NjIyNDgzNDcxOTI1MjQ4", "Gh7_x-", "abcdefghijklmnopqrstuvwxyz0", "..", "[", "]", ":",
}

// AgreeOnRandomTexts calls check on 20,000 texts of up to 12
// MatcherPieces, the same texts in every run: check compares hand
// matchers with what they stand in for and fails the test.
func AgreeOnRandomTexts(t *testing.T, check func(*testing.T, string)) {
	t.Helper()
	rng := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		check(t, RandomText(rng, MatcherPieces, rng.IntN(12)+1))
	}
}

// AddFuzzSeeds seeds a hand matchers' fuzzer with MatcherPieces and a few
// longer texts that once told matchers and expressions apart.
func AddFuzzSeeds(f *testing.F) {
	for _, p := range MatcherPieces {
		f.Add(p)
	}
	f.Add("Approves the pending trade")
	f.Add("  confirms ſomething " + strings.Repeat("x", 58) + " order")
	f.Add("use resolve_approval-now or place-order_ then a__b")
}

// RandomText joins n pieces picked by rng.
func RandomText(rng *rand.Rand, pieces []string, n int) string {
	var b strings.Builder
	for range n {
		b.WriteString(pieces[rng.IntN(len(pieces))])
	}
	return b.String()
}
