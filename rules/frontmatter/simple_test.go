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

// flowItems are flow sequence items: those loadSimple reads, typed
// every way, and those it leaves to yaml.v3 (spaces, indicators, quotes,
// nested collections, empty items).
var flowItems = []string{
	"jev", "skill-routing", "token_saving", "a1", "v1.2", "1", "1.0", "0x1F", "yes", "No", "null", "2024-01-31", "2024-13-45",
	"e1", "x-", "", " ", "a b", "-x", ".5", "_a", "a:b", "what?", "http://x/?a=b", "'q'", "\"q\"", "[a]", "{a: 1}", "é", "*a", "&a", "#c",
}

func randomFrontmatter(rng *rand.Rand) string {
	var b strings.Builder
	b.WriteString("---\n")
	randomMapping(rng, &b, "", 0)
	b.WriteString("---\nbody\n")
	return b.String()
}

// randomMapping writes a block mapping whose keys are indented by indent,
// with now and then a line that breaks loadSimple's form; its values are
// mostly scalars, sometimes flow sequences, block scalars and nested
// mappings (indented further or, rarely, not), down to one level past
// what loadSimple reads.
func randomMapping(rng *rand.Rand, b *strings.Builder, indent string, depth int) {
	n := 1 + rng.IntN(5)
	for i := range n {
		switch rng.IntN(20) {
		case 0:
			b.WriteString("\n") // a blank line
		case 1:
			b.WriteString(indent + "  " + simpleValues[rng.IntN(len(simpleValues))] + "\n") // a continuation
		case 2:
			b.WriteString(indent + "# a comment\n")
		}
		key := simpleKeys[rng.IntN(len(simpleKeys))]
		if rng.IntN(3) > 0 {
			key = simpleKeys[i%3] // mostly the common keys, sometimes repeated
		}
		b.WriteString(indent + key)
		end := "\n"
		if rng.IntN(30) == 0 {
			end = "\r\n"
		}
		if r := rng.IntN(6); r == 0 && depth < maxSimpleDepth+1 {
			// A nested mapping, mostly indented further by one to four
			// spaces, sometimes by none, sometimes by a tab.
			b.WriteString(":" + end)
			inner := indent + []string{" ", "  ", "   ", "    ", "", "\t", "  ", "  "}[rng.IntN(8)]
			randomMapping(rng, b, inner, depth+1)
			continue
		} else if r == 1 {
			b.WriteString(": " + randomFlowSeq(rng) + end)
			continue
		} else if r == 2 {
			b.WriteString(": " + randomBlockScalar(rng, indent))
			continue
		}
		sep := ": "
		if rng.IntN(30) == 0 {
			sep = []string{":", ":  ", " : ", ":\t"}[rng.IntN(4)]
		}
		value := simpleValues[rng.IntN(len(simpleValues))]
		if depth > 0 && rng.IntN(3) > 0 {
			value = simpleValues[rng.IntN(3)] // nested values break the form less often
		}
		b.WriteString(sep + value + end)
	}
}

// randomBlockScalar is a block scalar's header and one to three lines,
// mostly indented alike by two spaces more than its key, sometimes
// otherwise, with now and then a blank line or a trailing space.
func randomBlockScalar(rng *rand.Rand, indent string) string {
	headers := []string{">", ">-", "|", "|-", ">", "|", "|+", ">2", "> # c", ">\t"}
	var b strings.Builder
	b.WriteString(headers[rng.IntN(len(headers))] + "\n")
	inner := indent + []string{"  ", "  ", "  ", " ", "    "}[rng.IntN(5)]
	for range 1 + rng.IntN(3) {
		switch rng.IntN(12) {
		case 0:
			b.WriteString("\n")
		case 1:
			inner += " "
		case 2:
			b.WriteString(indent + "x\n")
		}
		text := simpleValues[rng.IntN(len(simpleValues))]
		if rng.IntN(2) == 0 {
			text = simpleValues[rng.IntN(3)]
		}
		if rng.IntN(15) == 0 {
			text += " "
		}
		b.WriteString(inner + text + "\n")
	}
	return b.String()
}

// randomFlowSeq is a flow sequence of zero to four items, mostly
// separated by ", ", sometimes otherwise.
func randomFlowSeq(rng *rand.Rand) string {
	n := rng.IntN(5)
	items := make([]string, n)
	for i := range items {
		items[i] = flowItems[rng.IntN(len(flowItems))]
		if rng.IntN(3) > 0 {
			items[i] = flowItems[rng.IntN(6)] // mostly the plain names
		}
	}
	sep := ", "
	if rng.IntN(10) == 0 {
		sep = []string{",", " , ", ",  ", ",\t"}[rng.IntN(4)]
	}
	seq := "[" + strings.Join(items, sep) + "]"
	if rng.IntN(15) == 0 {
		seq = []string{seq + " ", seq + " # c", seq[1:], seq + "]", "[ " + seq[1:], seq[:len(seq)-1] + ",]"}[rng.IntN(6)]
	}
	return seq
}

// TestSimpleMatchesLoad: wherever loadSimple answers, yaml.v3's load
// accepts the text and builds the same tree, positions included.
func TestSimpleMatchesLoad(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	taken, left, nested, seqs, blocks := 0, 0, 0, 0, 0
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
		for _, f := range simple.Fields {
			switch f.Value.Kind {
			case Map:
				nested++
			case Seq:
				seqs++
			case String:
				if c := src[f.Value.Offset]; c == '>' || c == '|' {
					blocks++
				}
			}
		}
		if err != nil {
			t.Fatalf("%q: loadSimple accepts it, yaml.v3 rejects it: %v", src, err)
		}
		if !reflect.DeepEqual(simple, full) {
			t.Fatalf("%q:\nsimple %s\nfull   %s", src, dumpValue(simple), dumpValue(full))
		}
	}
	// The generator must exercise both sides.
	t.Logf("loadSimple took %d and left %d of 20000 frontmatters; %d nested mappings, %d lists, %d block scalars", taken, left, nested, seqs, blocks)
	if taken < 1500 || left < 2000 || nested < 100 || seqs < 300 || blocks < 300 {
		t.Errorf("loadSimple took %d and left %d of 20000 frontmatters; %d nested mappings, %d lists, %d block scalars", taken, left, nested, seqs, blocks)
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
	for _, item := range v.Items {
		s += " [" + dumpValue(item) + "]"
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

// TestSimpleForms: the lists and nested mappings loadSimple reads build
// yaml.v3's tree, and their near misses are left to yaml.v3.
func TestSimpleForms(t *testing.T) {
	nest := func(levels int) string {
		var b strings.Builder
		for i := range levels {
			b.WriteString(strings.Repeat(" ", i) + fmt.Sprintf("k%d:\n", i))
		}
		b.WriteString(strings.Repeat(" ", levels) + "leaf: v\n")
		return b.String()
	}
	tests := []struct {
		yaml  string
		taken bool
	}{
		{"name: jev-skill-router-mcp\nversion: 0.1.0\nrelated_skills: [jev-mcp-router, typesafe-ai]\ntags: [jev, typesafe, skill-routing, token-saving]\n", true},
		{"name: jev-skill-router\nlicense: MIT\nmetadata:\n  hermes:\n    tags: [jev, typesafe]\n    related_skills: [jev-mcp-router]\n", true},
		{"tags: []\n", true},
		{"tags: [yes, 1, 2024-01-31, 1.0, 0x1F, v1.2]\n", true},
		{"a:\n  b: c\nd: e\n", true},
		{"a:\n  b:\n    c: d\n  e: f\ng: h\n", true},
		{"a:\n   a: 1\n", true}, // the same key in two mappings
		{nest(maxSimpleDepth - 1), true},
		{nest(maxSimpleDepth), false},
		{"name: 21st-video\ndescription: >-\n  Create and edit a video.\n  Use when the user asks for one.\n", true},
		{"description: >\n  Use Money Bot when an agent needs a human.\n  Never show a raw PAN.\nname: money-bot\n", true},
		{"a: |\n  one: 1\n  # two\nb: |-\n    three\n    four\n", true},
		{"a: >\n  last\n", true},
		{"a:\n  b: >-\n    folded\n    text\n  c: d\n", true},
		{"a: >\n  one\n\n  two\n", false}, // a blank line
		{"a: >\n  one\n    two\n", false}, // more indented
		{"a: >\n    one\n  two\n", false}, // less indented
		{"a: >\n  trailing \n", false},    // a trailing space
		{"a: |+\n  kept\n", false},        // keep
		{"a: >2\n   one\n", false},        // an indentation indicator
		{"a: > # c\n  one\n", false},      // a comment
		{"a: >\nb: c\n", false},           // empty
		{"a:\n  b: >\n  c\n", false},      // not indented past its key
		{"a: >\n  tab\there\n", false},
		{"tags: [a,b]\n", false},
		{"tags: [a, b] # c\n", false},
		{"tags: [a, b,]\n", false},
		{"tags: [a b]\n", false},
		{"tags: [2024-13-45]\n", false}, // the constructor fails
		{"tags: [[a]]\n", false},
		{"metadata:\n  a: b\n c: d\n", false},    // between the two indents
		{"metadata:\n  a: b\n    c: d\n", false}, // a continuation
		{"metadata:\nname: x\n", false},          // null
		{"name: x\nmetadata:\n", false},          // null at the end
		{"metadata:\n\ta: b\n", false},
		{"metadata:\n  a: 1\n  a: 2\n", false}, // a repeated key
		{"metadata:\n  a: 1\n\n  b: 2\n", false},
	}
	for _, tt := range tests {
		src := []byte("---\n" + tt.yaml + "---\n")
		ye := findClose(src, 3)
		simple := loadSimple(src, 3, ye)
		full, err := loadYAML(src, 0, 3, ye)
		switch {
		case !tt.taken && simple != nil:
			t.Errorf("%q: loadSimple answered %s", tt.yaml, dumpValue(simple))
		case tt.taken && simple == nil:
			t.Errorf("%q: loadSimple left it to yaml.v3", tt.yaml)
		case tt.taken && (err != nil || !reflect.DeepEqual(simple, full)):
			t.Errorf("%q:\nsimple %s\nfull   %s (%v)", tt.yaml, dumpValue(simple), dumpValue(full), err)
		}
	}
}
