package frontmatter

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// resolveByRegexps is the numeric part of resolvePlain without the
// prechecks that spare the regexps: the reference they must agree with.
func resolveByRegexps(t string) string {
	c := t[0]
	switch {
	case floatRE().MatchString(t):
		return tagFloat
	case c != '.' && intRE().MatchString(t):
		return tagInt
	case c >= '0' && c <= '9' && timestampRE().MatchString(t):
		return tagTimestamp
	}
	return tagStr
}

// TestResolvePrechecks checks that mayBeFloat, mayBeInt and
// mayBeTimestamp never rule out a scalar its regexp matches.
func TestResolvePrechecks(t *testing.T) {
	pieces := []string{
		"0", "1", "7", "9", "12", "2026", "-", "+", ".", "_", "e", "E", "e+", "x", "0x", "0b", "b", ":", ":59", "inf", "Inf",
		"nan", "NAN", "T", "t", " ", "\t", "Z", "a", "f", "F", "g", "-01-01", "2026-1-1", "T10:00:00", ".5", "+07:00",
	}
	fixed := []string{
		"1.0", "1.0.0", "-1", "+0x1F", "0b101", "0o7", "017", "1_000", "190:20:30", "1e10", "1.5e+10", ".inf", "-.Inf",
		".NaN", "2026-11-29", "2026-1-2T3:04:05Z", "2026-11-29 10:00:00.5 +01:00", "2026-11-29t10:00:00", "12:30", "-draft", "+ok",
	}
	rng := rand.New(rand.NewPCG(7, 8))
	for i := range 50000 + len(fixed) {
		var s string
		if i < len(fixed) {
			s = fixed[i]
		} else {
			var b strings.Builder
			for n := rng.IntN(8); n >= 0; n-- {
				b.WriteString(pieces[rng.IntN(len(pieces))])
			}
			s = b.String()
		}
		if !strings.ContainsRune("-+.0123456789", rune(s[0])) {
			continue
		}
		if got, want := resolvePlain(s), resolveByRegexps(s); got != want {
			t.Fatalf("resolvePlain(%q) = %s, want %s", s, got, want)
		}
	}
}
