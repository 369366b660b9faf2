package frontmatter

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// simplePieces build frontmatters near the form loadSimple takes: keys
// and values that load as every type, and what breaks the form (indicators,
// ": ", " #", quotes, tabs, non-ASCII, trailing spaces, CRLF, blank and
// indented lines, duplicates).
var (
	simpleKeys = []string{
		"name", "description", "license", "allowed-tools", "x_1", "a", "metadata",
		"yes", "No", "null", "on", "y", "e1", "Name", "version",
		// libyaml looks for an implicit key's ":" within 1,024 characters.
		strings.Repeat("k", 1024), strings.Repeat("k", 1025),
	}
	simpleValues = []string{
		"pdf-tools", "Extract text from PDF files, fill forms, merge documents.",
		"MIT", "yes", "no", "Off", "y", "N", "true", "~", "null", "Null",
		"1", "-1", "+7", "0x1F", "0o17", "017", "0b101", "1_000", "1.0", "1.0.0", ".5", "1e3", "1.5e3", ".inf", ".NaN",
		"2024-01-31", "2024-13-45", "2001-12-14t21:59:43.10-05:00", "2024-1-3",
		"<<", "=", "!", "&a", "*a", "|", ">", "'q'", "\"q\"", "%x", "@x", "`x`",
		"a: b", "a :b", "a:b", "a #b", "a#b", "x:", "x :", "-x", "- x", "?x", ":x", "[a, b]", "{a: 1}", "a, b]",
		"http://example.com/a?b=c#d", "Use when: never", "trail ", " lead", "tab\there", "é", "caf\u00e9",
		"Run `cmd` now", "say \"hi\" and 'bye'", "50% off", "a\\b",
		"\"Drive it: see the screen\"", "\"\"", "''", "'it''s'", "'a: b # c'", "\"a \\\"b\\\"\"", "\"tab\there\"",
		"\"trail\" ", "\"open", "\"", "'", "'open", "\"x\"y\"", "\"caf\u00e9 \u2014 ok\"",
		"Paid media \u2014 create, analyze", "\u65e5\u672c\u8a9e", "a\u2028b", "a\ufeffb", "a\u0085b", "a\u00a0b", "\u00a0lead",
		"\U0001F600 smile", "a\ufffdb",
	}
)

func randomFrontmatter(rng *rand.Rand) string {
	var b strings.Builder
	b.WriteString("---\n")
	n := 1 + rng.IntN(5)
	for i := range n {
		switch rng.IntN(20) {
		case 0:
			b.WriteString("\n") // a blank line
		case 1:
			b.WriteString("  " + simpleValues[rng.IntN(len(simpleValues))] + "\n") // a continuation
		case 2:
			b.WriteString("# a comment\n")
		}
		key := simpleKeys[rng.IntN(len(simpleKeys))]
		if rng.IntN(3) > 0 {
			key = simpleKeys[i%3] // mostly the common keys, sometimes repeated
		}
		sep := ": "
		if rng.IntN(30) == 0 {
			sep = []string{":", ":  ", " : ", ":\t"}[rng.IntN(4)]
		}
		end := "\n"
		if rng.IntN(30) == 0 {
			end = "\r\n"
		}
		b.WriteString(key + sep + simpleValues[rng.IntN(len(simpleValues))] + end)
	}
	b.WriteString("---\nbody\n")
	return b.String()
}

// TestSimpleMatchesLoad: wherever loadSimple answers, yaml.v3's load
// accepts the text and builds the same tree, positions included.
func TestSimpleMatchesLoad(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	taken, left := 0, 0
	for i := range 20000 {
		// Byte order marks before the opening dashes (Hermes skips any
		// number) move every offset but add no line.
		boms := strings.Repeat("\ufeff", i%3)
		src := []byte(boms + randomFrontmatter(rng))
		ys := len(boms) + len("---")
		ye := findClose(src, ys)
		if ye < 0 {
			t.Fatalf("no close in %q", src)
		}
		simple := loadSimple(src, ys, ye)
		full, err := loadYAML(src, len(boms), ys, ye)
		if simple == nil {
			left++
			continue
		}
		taken++
		if err != nil {
			t.Fatalf("%q: loadSimple accepts it, yaml.v3 rejects it: %v", src, err)
		}
		if !reflect.DeepEqual(simple, full) {
			t.Fatalf("%q:\nsimple %s\nfull   %s", src, dumpValue(simple), dumpValue(full))
		}
	}
	// The generator must exercise both sides.
	t.Logf("loadSimple took %d and left %d of 20000 frontmatters", taken, left)
	if taken < 2000 || left < 2000 {
		t.Errorf("loadSimple took %d and left %d of 20000 frontmatters", taken, left)
	}
}

func dumpValue(v *Value) string {
	if v == nil {
		return "nil"
	}
	s := fmt.Sprintf("%s(%q tag=%q bool=%v)@%d:%d[%d,%d]", v.Kind, v.Str, v.Tag, v.Bool, v.Line, v.Column, v.Offset, v.EndOffset)
	for _, f := range v.Fields {
		s += " {" + dumpValue(f.Key) + ": " + dumpValue(f.Value) + "}"
	}
	return s
}

// TestSimpleManyKeys: past maxLinearKeys, loadSimple finds repeated keys
// through a set; a repeat anywhere still leaves the text to yaml.v3,
// which reports it.
func TestSimpleManyKeys(t *testing.T) {
	build := func(keys []string) []byte {
		var b strings.Builder
		b.WriteString("---\n")
		for _, k := range keys {
			b.WriteString(k + ": v\n")
		}
		b.WriteString("---\n")
		return []byte(b.String())
	}
	for _, n := range []int{maxLinearKeys - 1, maxLinearKeys, maxLinearKeys + 1, 40} {
		keys := make([]string, n)
		for i := range keys {
			keys[i] = fmt.Sprintf("k%d", i)
		}
		src := build(keys)
		ye := findClose(src, 3)
		full, err := loadYAML(src, 0, 3, ye)
		if simple := loadSimple(src, 3, ye); err != nil || !reflect.DeepEqual(simple, full) {
			t.Errorf("%d distinct keys: simple %s, full %s (%v)", n, dumpValue(simple), dumpValue(full), err)
		}
		for _, pair := range [][2]int{{0, n - 1}, {n - 2, n - 1}, {n / 2, n - 1}} {
			dup := slices.Clone(keys)
			dup[pair[1]] = dup[pair[0]]
			src := build(dup)
			ye := findClose(src, 3)
			if simple := loadSimple(src, 3, ye); simple != nil {
				t.Errorf("%d keys, key %d repeats key %d: loadSimple answered", n, pair[1], pair[0])
			}
			if _, err := loadYAML(src, 0, 3, ye); err == nil || err.Kind != Duplicate {
				t.Errorf("%d keys, key %d repeats key %d: yaml.v3 gives %v", n, pair[1], pair[0], err)
			}
		}
	}
}
