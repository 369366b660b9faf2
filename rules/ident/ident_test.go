package ident

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode"
)

// partsRunes is Parts as first written, rune by rune: the reference the
// sliced version must agree with.
func partsRunes(s string) []string {
	var parts []string
	var cur []rune
	flush := func() {
		if len(cur) > 0 {
			parts = append(parts, strings.ToLower(string(cur)))
			cur = cur[:0]
		}
	}
	rs := []rune(s)
	for i, r := range rs {
		switch {
		case !unicode.IsLetter(r) && !unicode.IsDigit(r):
			flush()
		case unicode.IsUpper(r) && len(cur) > 0 && (unicode.IsLower(cur[len(cur)-1]) ||
			(i+1 < len(rs) && unicode.IsLower(rs[i+1]) && unicode.IsUpper(cur[len(cur)-1]))):
			flush()
			cur = append(cur, r)
		default:
			cur = append(cur, r)
		}
	}
	flush()
	return parts
}

func checkParts(t *testing.T, s string) {
	t.Helper()
	if got, want := Parts(s), partsRunes(s); !slices.Equal(got, want) {
		t.Fatalf("Parts(%q) = %q, want %q", s, got, want)
	}
}

func TestPartsExamples(t *testing.T) {
	for in, want := range map[string][]string{
		"X-API-Key":       {"x", "api", "key"},
		"xApiKey":         {"x", "api", "key"},
		"HTTPServer":      {"http", "server"},
		"GITHUB_TOKEN":    {"github", "token"},
		"place_order2":    {"place", "order2"},
		"--api-key":       {"api", "key"},
		"":                nil,
		"日本Key":           {"日本key"}, // no case, so no hump
		"client_secret\t": {"client", "secret"},
	} {
		if got := Parts(in); !slices.Equal(got, want) {
			t.Errorf("Parts(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestPartsAgreesWithRuneVersion(t *testing.T) {
	pieces := []string{"a", "B", "x", "API", "Key", "get", "URL", "_", "-", " ", "9", "é", "É", "ß", "Σ", "ſ", "\xff", "\xc5", "日本", "\u212a"}
	rng := rand.New(rand.NewPCG(3, 4))
	for range 20000 {
		checkParts(t, randomText(rng, pieces, rng.IntN(8)+1))
	}
}

func FuzzParts(f *testing.F) {
	f.Add("X-API-Key")
	f.Add("HTTPServerſ\xff")
	f.Fuzz(checkParts)
}

// randomText joins n pieces drawn from pieces.
func randomText(rng *rand.Rand, pieces []string, n int) string {
	var b strings.Builder
	for range n {
		b.WriteString(pieces[rng.IntN(len(pieces))])
	}
	return b.String()
}

// TestHasHump checks HasHump against Parts on every string of up to
// seven bytes over a lower-case letter, an upper-case letter and a digit:
// every sequence of classes a hump depends on.
func TestHasHump(t *testing.T) {
	var each func(s string)
	each = func(s string) {
		if s != "" {
			if got, want := HasHump(s), len(Parts(s)) >= 2; got != want {
				t.Fatalf("HasHump(%q) = %v, want %v (Parts gives %q)", s, got, want, Parts(s))
			}
		}
		if len(s) < 7 {
			for _, c := range []string{"a", "A", "0"} {
				each(s + c)
			}
		}
	}
	each("")
}

// TestHasSeparator checks HasSeparator against strings.ContainsAny on
// texts with hyphens, underscores and multi-byte characters.
func TestHasSeparator(t *testing.T) {
	pieces := []string{"a", "_", "-", "é", "—", "‐", "\xff", "Z", "9"}
	rng := rand.New(rand.NewPCG(5, 6))
	for range 20000 {
		s := randomText(rng, pieces, rng.IntN(6))
		if got, want := HasSeparator(s), strings.ContainsAny(s, "_-"); got != want {
			t.Fatalf("HasSeparator(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestASCIILower(t *testing.T) {
	for in, want := range map[string]string{
		"":              "",
		"already lower": "already lower",
		"API_Key=X":     "api_key=x",
		"ȺİK\xffTOKEN":  "Ⱥİk\xfftoken",
		"Ωmega ZZ":      "Ωmega zz",
	} {
		if got := ASCIILower(in); got != want || len(got) != len(in) {
			t.Errorf("ASCIILower(%q) = %q, want %q of the same length", in, got, want)
		}
	}
}
