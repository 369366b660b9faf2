package secrets

import (
	"math/rand/v2"
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
		written := writtenRe(f)
		if pre := formatPre[f.name]; pre != nil && !pre(s) && written.MatchString(s) {
			t.Fatalf("the cheaper test for %s rejects %q, which its expression matches", f.name, s)
		}
		if got, want := f.re.findAll(s), written.FindAllStringIndex(s, -1); !slices.EqualFunc(got, want, slices.Equal) {
			t.Fatalf("findAll for %s in %q = %v, its expression as written finds %v", f.name, s, got, want)
		}
	}
}

// writtenRe compiles a format's expression as written, once per format.
var writtenRe = func() func(format) *regexp.Regexp {
	compiled := map[string]*regexp.Regexp{}
	return func(f format) *regexp.Regexp {
		re := compiled[f.re.written]
		if re == nil {
			re = regexp.MustCompile(f.re.written)
			compiled[f.re.written] = re
		}
		return re
	}
}()

// TestFindAllAsWritten builds texts from every format's literals, runs
// of the characters token bodies are made of, and the bytes that end or
// join tokens, so that matches with and without their boundary, back to
// back and overlapping, all occur.
func TestFindAllAsWritten(t *testing.T) {
	pieces := []string{
		"-", "_", ".", " ", "=", ":", "/", "x", "K", "9", "\n", `\n`,
		"0123456789abcdef", "0123456789abcdef0123456789abcdef",
		"ABCDEFGHIJKLMNOPQRST", "abcdefghijklmnopqrstuvwxyz0123456789ABCD",
		"1234567890", "-----END PRIVATE KEY-----", "M" + strings.Repeat("a", 23),
	}
	for _, f := range formats() {
		pieces = append(pieces, f.literals...)
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for range 20000 {
		checkMatchers(t, rulestest.RandomText(rng, pieces, rng.IntN(10)+1))
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
