package frontmatter

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
)

// floatPattern and intPattern are ruamel.yaml's YAML 1.1 float (with
// Hermes's exception) and int expressions, translated to RE2: the
// reference isFloat11 and isInt11 are held to.
const (
	floatPattern = `^(?:[-+]?[0-9][0-9_]*\.[0-9_]*(?:[eE][-+]?[0-9]+)?` +
		`|[-+]?[0-9][0-9_]*[eE][-+][0-9]+` +
		`|\.[0-9_]+(?:[eE][-+][0-9]+)?` +
		`|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*` +
		`|[-+]?\.(?:inf|Inf|INF)` +
		`|\.(?:nan|NaN|NAN))$`
	intPattern = `^(?:[-+]?0b[0-1_]+` +
		`|[-+]?0?[0-7_]+` +
		`|[-+]?(?:0|[1-9][0-9_]*)` +
		`|[-+]?0x[0-9a-fA-F_]+` +
		`|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$`
)

var (
	floatRE = regexp.MustCompile(floatPattern)
	intRE   = regexp.MustCompile(intPattern)
)

// resolveByRegexps is the numeric part of resolvePlain by the
// expressions, without the hand matchers and the timestamp precheck.
func resolveByRegexps(t string) string {
	c := t[0]
	switch {
	case floatRE.MatchString(t):
		return tagFloat
	case c != '.' && intRE.MatchString(t):
		return tagInt
	case c >= '0' && c <= '9' && timestampRE().MatchString(t):
		return tagTimestamp
	}
	return tagStr
}

// checkNumber fails when resolvePlain and the expressions disagree on
// s, a scalar starting with a sign, a dot or a digit.
func checkNumber(t *testing.T, s string) {
	t.Helper()
	if s == "" || !strings.ContainsRune("-+.0123456789", rune(s[0])) {
		return
	}
	ref := s // resolvePlain matches without a final newline, as Python's "$" does
	if len(ref) > 1 && ref[len(ref)-1] == '\n' {
		ref = ref[:len(ref)-1]
	}
	if got, want := resolvePlain(s), resolveByRegexps(ref); got != want {
		t.Fatalf("resolvePlain(%q) = %s, want %s", s, got, want)
	}
}

// numberCases are scalars at the edges of each alternative.
var numberCases = []string{
	"1.0", "1.0.0", "-1", "+0x1F", "0b101", "0o7", "017", "018", "08", "0", "-0", "_", "-_", "0_7", "1_000", "190:20:30",
	"190:20:30.15", "190:60:30", "190:5:3", "190:123", "1:2", "0:30", "-1:30", "1e10", "1e+10", "1.5e+10", "1.e3", "1.5e3",
	"12e-3", "12E+3", "12e", "12e+", ".5", ".5e+3", ".5e3", ".", "._", "+.5", ".inf", "-.Inf", "+.INF", ".iNf", "-.nan",
	".NaN", "0x", "0b", "0b2", "0xg", "0X1F", "2026-11-29", "2026-1-2T3:04:05Z", "2026-11-29 10:00:00.5 +01:00",
	"2026-11-29t10:00:00", "12:30", "-draft", "+ok", "0bull-iphone-control", "1password", "3d-printing", "42", "1.2.3-beta",
	"10:00:00", "1:60", "1:59.", "1:5.9e3", "9_9.9_9", "-", "+", "1__", "1e1.0",
}

// TestResolveNumbers checks resolvePlain against the expressions on
// the edge cases and on scalars built at random from their pieces.
func TestResolveNumbers(t *testing.T) {
	for _, s := range numberCases {
		checkNumber(t, s)
	}
	pieces := []string{
		"0", "1", "7", "9", "12", "2026", "-", "+", ".", "_", "e", "E", "e+", "x", "0x", "0b", "b", ":", ":59", ":6", ":123",
		"inf", "Inf", "nan", "NAN", "T", "t", " ", "\t", "Z", "a", "f", "F", "g", "-01-01", "2026-1-1", "T10:00:00", ".5",
		"+07:00",
	}
	rng := rand.New(rand.NewPCG(7, 8))
	for range 100000 {
		var b strings.Builder
		for n := rng.IntN(8); n >= 0; n-- {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		checkNumber(t, b.String())
	}
}

// FuzzResolveNumbers holds the hand matchers to the expressions on
// whatever the fuzzer makes.
func FuzzResolveNumbers(f *testing.F) {
	for _, s := range numberCases {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkNumber(t, s)
	})
}

// BenchmarkResolveFirstUse compares what one pluglint run pays to type
// its first plain scalar that starts with a digit: compiling the
// expressions and matching them, against the hand matchers. A run is
// one process, so the compile is paid in every run that meets such a
// scalar.
func BenchmarkResolveFirstUse(b *testing.B) {
	const s = "0bull-iphone-control"
	b.Run("regexp", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			f, i := regexp.MustCompile(floatPattern), regexp.MustCompile(intPattern)
			if f.MatchString(s) || i.MatchString(s) {
				b.Fatal("matched")
			}
		}
	})
	b.Run("hand", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if isFloat11(s) || isInt11(s) {
				b.Fatal("matched")
			}
		}
	})
}
