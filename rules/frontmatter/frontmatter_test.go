package frontmatter

import (
	"strconv"
	"strings"
	"testing"
)

// lookup follows a path such as "metadata.hermes.tags[0]" through string
// keys and list indexes.
func lookup(t *testing.T, v *Value, path string) *Value {
	t.Helper()
	if path == "" {
		return v
	}
	for part := range strings.SplitSeq(path, ".") {
		name, idx, _ := strings.Cut(part, "[")
		if name != "" {
			next := v.Get(name)
			if next == nil {
				t.Fatalf("no key %q on the way to %q", name, path)
			}
			v = next
		}
		for idx != "" {
			n, rest, _ := strings.Cut(idx, "]")
			i, err := strconv.Atoi(n)
			if err != nil || v.Kind != Seq || i >= len(v.Items) {
				t.Fatalf("no item %s on the way to %q", n, path)
			}
			v = v.Items[i]
			idx = strings.TrimPrefix(rest, "[")
		}
	}
	return v
}

// valueTests are frontmatter blocks that load, with the expected value at
// a path.
var valueTests = []struct {
	name, src, path string
	kind            Kind
	str             string
	b               bool
	line, col       int
}{
	{"plain no is a boolean", "---\nname: no\n---\n", "name", Bool, "no", false, 2, 7},
	{"quoted no is a string", "---\nname: \"no\"\n---\n", "name", String, "no", false, 2, 7},
	{"single-quoted", "---\nname: 'it''s'\n---\n", "name", String, "it's", false, 2, 7},
	{"y is a boolean", "---\nname: y\n---\n", "name", Bool, "y", true, 2, 7},
	{"On is a boolean", "---\nname: On\n---\n", "name", Bool, "On", true, 2, 7},
	{"nested flow boolean", "---\nmetadata: {beta: yes}\n---\n", "metadata.beta", Bool, "yes", true, 2, 18},
	{"float", "---\nversion: 1.0\n---\n", "version", Float, "1.0", false, 2, 10},
	{"semver is a string", "---\nversion: 1.2.3\n---\n", "version", String, "1.2.3", false, 2, 10},
	{"hex int", "---\nv: 0x1\n---\n", "v", Int, "0x1", false, 2, 4},
	{"octal int", "---\nv: 017\n---\n", "v", Int, "017", false, 2, 4},
	{"0o is not YAML 1.1", "---\nv: 0o17\n---\n", "v", String, "0o17", false, 2, 4},
	{"binary int", "---\nv: 0b101\n---\n", "v", Int, "0b101", false, 2, 4},
	{"underscores", "---\nv: 1_000\n---\n", "v", Int, "1_000", false, 2, 4},
	{"sexagesimal int", "---\nv: 1:30\n---\n", "v", Int, "1:30", false, 2, 4},
	{"sexagesimal float", "---\nv: 1:30.5\n---\n", "v", Float, "1:30.5", false, 2, 4},
	{"exponent needs a dot", "---\nv: 1e3\n---\n", "v", String, "1e3", false, 2, 4},
	{"exponent with dot", "---\nv: 1.0e+3\n---\n", "v", Float, "1.0e+3", false, 2, 4},
	{"leading dot", "---\nv: .5\n---\n", "v", Float, ".5", false, 2, 4},
	{"infinity", "---\nv: -.Inf\n---\n", "v", Float, "-.Inf", false, 2, 4},
	{"nan", "---\nv: .nan\n---\n", "v", Float, ".nan", false, 2, 4},
	{"date", "---\nd: 2024-01-31\n---\n", "d", Timestamp, "2024-01-31", false, 2, 4},
	{"datetime", "---\nd: 2001-12-14t21:59:43.10-05:00\n---\n", "d", Timestamp, "2001-12-14t21:59:43.10-05:00", false, 2, 4},
	{"spaced datetime", "---\nd: 2001-12-14 21:59:43.10 -5\n---\n", "d", Timestamp, "2001-12-14 21:59:43.10 -5", false, 2, 4},
	{"short date is a string", "---\nd: 2024-1-31\n---\n", "d", String, "2024-1-31", false, 2, 4},
	{"tilde", "---\nv: ~\n---\n", "v", Null, "~", false, 2, 4},
	{"empty value", "---\nv:\n---\n", "v", Null, "", false, 2, 3},
	{"Null", "---\nv: Null\n---\n", "v", Null, "Null", false, 2, 4},
	{"flow list", "---\nallowed-tools: [Read, Grep]\n---\n", "allowed-tools", Seq, "", false, 2, 16},
	{"flow list item", "---\nallowed-tools: [Read, Grep]\n---\n", "allowed-tools[1]", String, "Grep", false, 2, 23},
	{"nested map", "---\nmetadata:\n  hermes:\n    tags: [a]\n---\n", "metadata.hermes", Map, "", false, 4, 5},
	{"nested list item", "---\nmetadata:\n  hermes:\n    tags: [a]\n---\n", "metadata.hermes.tags[0]", String, "a", false, 4, 12},
	{"block list", "---\ntools:\n  - Read\n  - 2\n---\n", "tools[1]", Int, "2", false, 4, 5},
	{"literal block", "---\ndescription: |\n  one\n  two\n---\n", "description", String, "one\ntwo", false, 2, 14}, // the text ends before the last newline
	{"folded block", "---\ndescription: >-\n  one\n  two\n---\n", "description", String, "one two", false, 2, 14},
	{"multi-line plain", "---\ndescription: one\n  two\n---\n", "description", String, "one two", false, 2, 14},
	{"flow mapping", "---\nm: {a: 1, b: [x, {c: d}]}\n---\n", "m.b[1].c", String, "d", false, 2, 22},
	{"anchor and alias", "---\nbase: &b [Read]\ntools: *b\n---\n", "tools[0]", String, "Read", false, 2, 11},
	{"aliased scalar", "---\na: &x hello\nb: *x\n---\n", "b", String, "hello", false, 2, 4},
	{"!!str", "---\nv: !!str 123\n---\n", "v", String, "123", false, 2, 4},
	{"!!int", "---\nv: !!int '12'\n---\n", "v", Int, "12", false, 2, 4},
	{"!!bool", "---\nv: !!bool 'yes'\n---\n", "v", Bool, "yes", true, 2, 4},
	{"!!binary", "---\nv: !!binary aGVsbG8=\n---\n", "v", Binary, "aGVsbG8=", false, 2, 4},
	{"!!null", "---\nv: !!null whatever\n---\n", "v", Null, "whatever", false, 2, 4},
	{"bare ! on plain resolves", "---\nv: ! 12\n---\n", "v", Int, "12", false, 2, 4},
	{"bare ! on quoted resolves", "---\nv: ! '12'\n---\n", "v", Int, "12", false, 2, 4},
	{"bare ! on empty is a string", "---\nv: !\n---\n", "v", String, "", false, 2, 4},
	{"!!set", "---\nv: !!set {a, b}\n---\n", "v", Map, "", false, 2, 4},
	{"!!omap is a mapping", "---\nv: !!omap [{a: 1}]\n---\n", "v.a", Int, "1", false, 2, 16},
	{"!!pairs is a list", "---\nv: !!pairs [{a: 1}, {a: 2}]\n---\n", "v[1].a", Int, "2", false, 2, 25},
	{"float with a dot and an unsigned exponent", "---\ndescription: 1.5e3\n---\n", "description", Float, "1.5e3", false, 2, 14},
	{"float without a dot, signed exponent", "---\nv: 12e-3\n---\n", "v", Float, "12e-3", false, 2, 4},
	{"no dot, unsigned exponent stays a string", "---\ndescription: 1e3\n---\n", "description", String, "1e3", false, 2, 14},
	{"LS continues a plain scalar", "---\ndescription: a\u2028b\n---\n", "description", String, "a\u2028b", false, 2, 14},
	{"PS with spaces around it", "---\ndescription: a \u2029  b\n---\n", "description", String, "a\u2029b", false, 2, 14},
	{"NEL folds to a space", "---\ndescription: a\u0085b\n---\n", "description", String, "a b", false, 2, 14},
	{"LS in a key", "---\na\u2028b: c\nd: e\u2028f\n---\n", "d", String, "e\u2028f", false, 3, 4},
	{"duplicate anchor, the last wins", "---\na: &x 1\nb: &x 2\nc: *x\n---\n", "c", Int, "2", false, 3, 4},
	{"duplicates allowed beside a merge", "---\nx: &m {p: 1}\n<<: *m\na: 1\na: 2\n---\n", "a", Int, "2", false, 5, 4},
	{"colon before flow indicator", "---\ntags: [a:]\n---\n", "tags[0]", String, "a:", false, 2, 8},
	{"= key is a string", "---\n=: 1\n---\n", "=", Int, "1", false, 2, 4},
	{"merge", "---\nbase: &b {p: 1, q: 2}\nd:\n  <<: *b\n  q: 3\n---\n", "d.q", Int, "3", false, 5, 6},
	{"merged value", "---\nbase: &b {p: 1, q: 2}\nd:\n  <<: *b\n  q: 3\n---\n", "d.p", Int, "1", false, 2, 14},
	{"merge list: earlier wins", "---\na: &a {x: 1}\nb: &b {x: 2}\nd: {<<: [*a, *b]}\n---\n", "d.x", Int, "1", false, 2, 11},
	{"inline yaml after dashes", "---name: x\n---\n", "name", String, "x", false, 1, 10},
	{"BOMs", "\ufeff\ufeff---\nname: x\n---\n", "name", String, "x", false, 2, 7},
	{"BOM after dashes", "---\ufeffname: x\n---\n", "name", String, "x", false, 1, 11},
	{"CRLF", "---\r\nname: x\r\ndescription: |\r\n  a\r\n  b\r\n---\r\n", "description", String, "a\nb", false, 3, 14},
	{"trailing spaces after closing", "---\nname: x\n---  \nbody", "name", String, "x", false, 2, 7},
	{"closing with more blank lines", "---\nname: x\n--- \t\n\nbody", "name", String, "x", false, 2, 7},
	{"unicode columns", "---\nnom: \"été\"\nclé: [日本, x]\n---\n", "clé[1]", String, "x", false, 3, 11},
	{"key after unicode", "---\né: x\n---\n", "é", String, "x", false, 2, 4},
	{"document end marker", "---\nname: x\n...\n---\n", "name", String, "x", false, 2, 7},
	{"comment only lines", "---\n# c\nname: x # trailing\n---\n", "name", String, "x", false, 3, 7},
	{"%YAML 1.2 directive", "---\n%YAML 1.2\n--- {name: x}\n---\n", "name", String, "x", false, 3, 12},
	{"escaped slash", "---\nurl: \"https:\\/\\/x.org\"\n---\n", "url", String, "https://x.org", false, 2, 6},
	{"backslash-slash outside quotes", "---\na: 'c:\\/d'\nb: \"\\/\"\n---\n", "a", String, `c:\/d`, false, 2, 4},
	{"escapes", "---\nv: \"a\\tb\\u00e9\\x41\"\n---\n", "v", String, "a\tbéA", false, 2, 4},
}

func TestParseValues(t *testing.T) {
	tests := valueTests
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fm, err := Parse([]byte(tt.src))
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if fm.Root.Kind != Map {
				t.Fatalf("root kind %v", fm.Root.Kind)
			}
			v := lookup(t, fm.Root, tt.path)
			if v.Kind != tt.kind || v.Str != tt.str || v.Bool != tt.b {
				t.Errorf("got %v %q %v, want %v %q %v", v.Kind, v.Str, v.Bool, tt.kind, tt.str, tt.b)
			}
			if v.Line != tt.line || v.Column != tt.col {
				t.Errorf("position %d:%d, want %d:%d", v.Line, v.Column, tt.line, tt.col)
			}
		})
	}
}

// errorTests are files Hermes rejects, with the expected error.
var errorTests = []struct {
	name, src string
	kind      ErrorKind
	msg       string
	line, col int
}{
	{"no frontmatter", "# Title\n", Missing, "missing YAML frontmatter", 1, 1},
	{"empty file", "", Missing, "missing YAML frontmatter", 1, 1},
	{"leading newline", "\n---\nname: x\n---\n", Missing, "missing YAML frontmatter", 1, 1},
	{"leading space", " ---\nname: x\n---\n", Missing, "missing YAML frontmatter", 1, 1},
	{"BOM then text", "\ufeffname: x\n", Missing, "missing YAML frontmatter", 1, 1},
	{"unterminated", "---\nname: x\n", Unterminated, "unterminated YAML frontmatter", 1, 1},
	{"closing without newline", "---\nname: x\n---", Unterminated, "unterminated YAML frontmatter", 1, 1},
	{"closing with text", "---\nname: x\n--- x\n", Unterminated, "unterminated YAML frontmatter", 1, 1},
	{"indented closing", "---\nname: x\n ---\n", Unterminated, "unterminated YAML frontmatter", 1, 1},
	{"CR-only closing text", "---\rname: x\r--- x\r", Unterminated, "unterminated YAML frontmatter", 1, 1},
	{"invalid UTF-8", "---\nname: \xff\n---\n", Encoding, "file is not valid UTF-8", 2, 7},
	{"surrogate", "---\nname: x\n---\n\xed\xa0\x80", Encoding, "file is not valid UTF-8", 4, 1},
	{"empty", "---\n---\n", NotMapping, "YAML frontmatter must be a mapping, not empty", 1, 1},
	{"only a comment", "---\n# c\n---\n", NotMapping, "YAML frontmatter must be a mapping, not empty", 1, 1},
	{"null", "---\n~\n---\n", NotMapping, "YAML frontmatter must be a mapping, not null", 2, 1},
	{"list", "---\n- a\n- b\n---\n", NotMapping, "YAML frontmatter must be a mapping, not a list", 2, 1},
	{"string", "---\njust text\n---\n", NotMapping, "YAML frontmatter must be a mapping, not a string", 2, 1},
	{"integer", "---\n42\n---\n", NotMapping, "YAML frontmatter must be a mapping, not an integer", 2, 1},
	{"set", "---\n!!set {a}\n---\n", NotMapping, "YAML frontmatter must be a mapping, not a set", 2, 1},
	{"duplicate", "---\nname: a\nname: b\n---\n", Duplicate, `duplicate key "name" (first at line 2)`, 3, 1},
	{"duplicate nested", "---\nm:\n  a: 1\n  b: 2\n  a: 3\n---\n", Duplicate, `duplicate key "a" (first at line 3)`, 5, 3},
	{"duplicate in flow", "---\nm: {x: 1, x: 2}\n---\n", Duplicate, `duplicate key "x" (first at line 2)`, 2, 11},
	{"yes and true", "---\nyes: 1\ntrue: 2\n---\n", Duplicate, "duplicate key true (first at line 2)", 3, 1},
	{"1 and 1.0", "---\n1: a\n1.0: b\n---\n", Duplicate, "duplicate key 1.0 (first at line 2)", 3, 1},
	{"true and 1", "---\ntrue: a\n1: b\n---\n", Duplicate, "duplicate key 1 (first at line 2)", 3, 1},
	{"0x10 and 16", "---\n0x10: a\n16: b\n---\n", Duplicate, "duplicate key 16 (first at line 2)", 3, 1},
	{"~ and null", "---\n~: a\nnull: b\n---\n", Duplicate, "duplicate key null (first at line 2)", 3, 1},
	{"aware datetimes", "---\n2024-01-01 10:00:00+01:00: a\n2024-01-01T09:00:00Z: b\n---\n", Duplicate, "duplicate key 2024-01-01T09:00:00Z (first at line 2)", 3, 1},
	{"alias key", "---\n&k name: a\n*k : b\n---\n", Duplicate, `duplicate key "name" (first at line 2)`, 3, 1},
	{"two merges", "---\n<<: {a: 1}\n<<: {b: 2}\n---\n", Duplicate, `duplicate key "<<" (first at line 2)`, 3, 1},
	{"tab indentation", "---\nmetadata:\n\tbeta: yes\n---\n", YAML, "invalid YAML frontmatter: found character that cannot start any token", 3, 2},
	{"mapping values", "---\nname: a: b\n---\n", YAML, "invalid YAML frontmatter: mapping values are not allowed in this context", 2, 1},
	{"unclosed flow", "---\ntags: [a, b\nname: x\n---\n", YAML, "invalid YAML frontmatter: did not find expected ',' or ']'", 2, 1},
	{"bad indentation", "---\na:\n  - b\n  c: d\n---\n", YAML, "invalid YAML frontmatter: did not find expected '-' indicator", 3, 3},
	{"custom tag", "---\nkey: !custom x\n---\n", YAML, "invalid YAML frontmatter: could not determine a constructor for the tag '!custom'", 2, 6},
	{"unknown yaml tag", "---\nkey: !!foo x\n---\n", YAML, "invalid YAML frontmatter: could not determine a constructor for the tag 'tag:yaml.org,2002:foo'", 2, 6},
	{"undefined alias", "---\nname: *nope\n---\n", YAML, "invalid YAML frontmatter: found undefined alias 'nope'", 2, 7},
	{"question mark in flow", "---\ntags: [what?, http://x/?a=b]\n---\n", YAML, "invalid YAML frontmatter: did not find expected ',' or ']'", 2, 1},
	{"LS in a block scalar", "---\nd: |\n  a\u2028b\n---\n", YAML, "invalid YAML frontmatter: could not find expected ':'", 3, 5},
	{"LS ends a comment", "---\nd: a # c\u2028e: f\ng: h\u2028i\n---\n", YAML, "invalid YAML frontmatter: could not find expected ':'", 3, 6},
	{"duplicate beside an empty merge", "---\n<<: {}\na: 1\na: 2\n---\n", Duplicate, "duplicate key \"a\" (first at line 3)", 4, 1},
	{"second merge after an empty one is allowed, after a full one not", "---\n<<: {a: 1}\n<<: {}\n---\n", Duplicate, "duplicate key \"<<\" (first at line 2)", 3, 1},
	{"duplicate in an omap", "---\nv: !!omap [{a: 1}, {a: 2}]\n---\n", YAML, "invalid YAML frontmatter: while constructing an ordered map: found duplicate key", 2, 21},
	{"duplicate list keys", "---\n[a, 1]: x\n[a, 1.0]: y\n---\n", Duplicate, "duplicate key [\"a\", 1.0] (first at line 2)", 3, 1},
	{"list of lists as a key", "---\n[[a]]: x\n---\n", YAML, "invalid YAML frontmatter: unhashable type: 'list'", 2, 2},
	{"mapping key", "---\n{a: 1}: x\n---\n", YAML, "invalid YAML frontmatter: while constructing a mapping: found unhashable key", 2, 1},
	{"underscores only", "---\nv: -_\n---\n", YAML, `invalid YAML frontmatter: invalid literal for int(): "-_"`, 2, 4},
	{"dot and underscore", "---\nv: ._\n---\n", YAML, `invalid YAML frontmatter: could not convert string to float: "._"`, 2, 4},
	{"second document", "---\na: 1\n--- b\n---\n", YAML, "invalid YAML frontmatter: expected a single document in the stream, but found another document", 3, 1},
	{"content after document end", "---\na: 1\n...\nb\n---\n", YAML, "invalid YAML frontmatter: did not find expected <document start>", 4, 1},
	{"control character", "---\nname: 'a\x01b'\n---\n", YAML, "invalid YAML frontmatter: control characters are not allowed", 2, 9},
	{"invalid date", "---\nd: 2024-02-30\n---\n", YAML, "invalid YAML frontmatter: day is out of range for month", 2, 4},
	{"invalid month", "---\nd: 2024-13-01\n---\n", YAML, "invalid YAML frontmatter: month must be in 1..12", 2, 4},
	{"empty binary int", "---\nv: 0b_\n---\n", YAML, `invalid YAML frontmatter: invalid literal for int(): "0b_"`, 2, 4},
	{"bad !!int", "---\nv: !!int x\n---\n", YAML, `invalid YAML frontmatter: invalid literal for int(): "x"`, 2, 4},
	{"bad !!bool", "---\nv: !!bool maybe\n---\n", YAML, `invalid YAML frontmatter: invalid boolean "maybe"`, 2, 4},
	{"bad padding", "---\nv: !!binary ab=c\n---\n", YAML, "invalid YAML frontmatter: failed to decode base64 data: incorrect padding", 2, 4},
	{"!!str on a list", "---\nv: !!str [a]\n---\n", YAML, "invalid YAML frontmatter: expected a scalar node, but found sequence", 2, 4},
	{"!!map on a list", "---\nv: !!map [a]\n---\n", YAML, "invalid YAML frontmatter: expected a mapping node, but found sequence", 2, 4},
	{"= as a value", "---\nv: =\n---\n", YAML, "invalid YAML frontmatter: could not determine a constructor for the tag 'tag:yaml.org,2002:value'", 2, 4},
	{"<< as a value", "---\nv: <<\n---\n", YAML, "invalid YAML frontmatter: could not determine a constructor for the tag 'tag:yaml.org,2002:merge'", 2, 4},
	{"merge of a scalar", "---\n<<: 1\n---\n", YAML, "invalid YAML frontmatter: while constructing a mapping: expected a mapping or list of mappings for merging, but found scalar", 2, 5},
	{"merge of a list of scalars", "---\n<<: [1]\n---\n", YAML, "invalid YAML frontmatter: while constructing a mapping: expected a mapping for merging, but found scalar", 2, 6},
	{"escaped quote in double quotes", "---\nname: \"don\\'t\"\n---\n", YAML, "invalid YAML frontmatter: found unknown escape character", 2, 11},
}

func TestParseErrors(t *testing.T) {
	tests := errorTests
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fm, err := Parse([]byte(tt.src))
			if err == nil {
				t.Fatalf("Parse succeeded: %+v", fm.Root)
			}
			if err.Kind != tt.kind || err.Msg != tt.msg {
				t.Errorf("got %v %q, want %v %q", err.Kind, err.Msg, tt.kind, tt.msg)
			}
			if err.Line != tt.line || err.Column != tt.col {
				t.Errorf("position %d:%d, want %d:%d", err.Line, err.Column, tt.line, tt.col)
			}
			if line, col := lineCol([]byte(tt.src), 0, err.Offset); line != err.Line || (line > 1 && col != err.Column) {
				t.Errorf("offset %d is at %d:%d, not %d:%d", err.Offset, line, col, err.Line, err.Column)
			}
		})
	}
}

func TestFrontmatterBounds(t *testing.T) {
	tests := []struct {
		src                         string
		start, end, closeLine, boms int
		yaml                        string
	}{
		{"---\nname: x\n---\nbody", 3, 11, 3, 0, "\nname: x"},
		{"\ufeff---\nname: x\n---\n", 6, 14, 3, 1, "\nname: x"},
		{"\ufeff\ufeff---name: x\n\n---\n", 9, 17, 3, 2, "name: x\n"},
		{"---\r\nname: x\r\n---\r\n", 3, 12, 3, 0, "\r\nname: x"},
		{"---\rname: x\r---\r", 3, 11, 1, 0, "\rname: x"}, // universal newlines
		{"---\nname: x\n--- \n\n---\n", 3, 11, 3, 0, "\nname: x"},
		{"----\nname: x\n---\n", 3, 12, 3, 0, "-\nname: x"},
	}
	for _, tt := range tests {
		fm, err := Parse([]byte(tt.src))
		if tt.yaml == "-\nname: x" {
			// "----" starts with "---"; the YAML text is then not a mapping.
			if err == nil {
				t.Errorf("%q: want an error", tt.src)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: %v", tt.src, err)
			continue
		}
		got := tt.src[fm.YAMLStart:fm.YAMLEnd]
		if fm.YAMLStart != tt.start || fm.YAMLEnd != tt.end || got != tt.yaml ||
			fm.CloseLine != tt.closeLine || fm.BOMs != tt.boms || fm.OpenLine != 1 {
			t.Errorf("%q: got [%d,%d) %q close %d boms %d", tt.src, fm.YAMLStart, fm.YAMLEnd, got, fm.CloseLine, fm.BOMs)
		}
	}
}

func TestOffsets(t *testing.T) {
	src := "---\n" +
		"name: \"quoted \\\" x\"\n" +
		"plain: one\n  two\n" +
		"tagged: !!str &a 12\n" +
		"lit: |\n  a\n  b\n" +
		"flow: [a, {b: c}]\n" +
		"empty: []\n" +
		"spaced: &s !!seq [ ]\n" +
		"commented: {a: 1, # c\n  b: *s ,\n  }\n" +
		"block:\n  - x\n  - yy\n" +
		"nothing:\n" +
		"---\n"
	fm, err := Parse([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"name":      `"quoted \" x"`,
		"plain":     "one\n  two",
		"tagged":    "!!str &a 12",
		"lit":       "|\n  a\n  b",
		"flow":      "[a, {b: c}]",
		"empty":     "[]",
		"spaced":    "&s !!seq [ ]",
		"commented": "{a: 1, # c\n  b: *s ,\n  }",
		"block":     "- x\n  - yy",
		"nothing":   "",
	}
	for key, text := range want {
		v := fm.Root.Get(key)
		if got := src[v.Offset:v.EndOffset]; got != text {
			t.Errorf("%s: source %q, want %q", key, got, text)
		}
	}
	for _, f := range fm.Root.Fields {
		if got := src[f.Key.Offset:f.Key.EndOffset]; got != f.Key.Str {
			t.Errorf("key %q: source %q", f.Key.Str, got)
		}
	}
	if fm.Root.Offset != 4 || fm.Root.EndOffset != len(src)-5 {
		t.Errorf("root [%d,%d)", fm.Root.Offset, fm.Root.EndOffset)
	}
}

func TestAliasesShareValues(t *testing.T) {
	fm, err := Parse([]byte("---\na: &x [1]\nb: *x\nc: &self [*self]\n---\n"))
	if err != nil {
		t.Fatal(err)
	}
	if fm.Root.Get("a") != fm.Root.Get("b") {
		t.Error("alias does not share the anchored value")
	}
	c := fm.Root.Get("c")
	if len(c.Items) != 1 || c.Items[0] != c {
		t.Error("recursive alias is not the node itself")
	}
}

func TestMergeOrder(t *testing.T) {
	// ruamel puts merged entries first; explicit ones override them in place.
	fm, err := Parse([]byte("---\nx: &m {a: 1, b: 2}\nd:\n  c: 0\n  <<: *m\n  a: 9\n---\n"))
	if err != nil {
		t.Fatal(err)
	}
	var keys, values []string
	for _, f := range fm.Root.Get("d").Fields {
		keys = append(keys, f.Key.Str)
		values = append(values, f.Value.Str)
	}
	if got := strings.Join(keys, ","); got != "a,b,c" {
		t.Errorf("keys %s, want a,b,c", got)
	}
	if got := strings.Join(values, ","); got != "9,2,0" {
		t.Errorf("values %s, want 9,2,0", got)
	}
	// A mapping that merges itself terminates, as in ruamel.
	fm, err = Parse([]byte("---\na: &m {<<: *m, k: 1}\n---\n"))
	if err != nil {
		t.Fatal(err)
	}
	if len(fm.Root.Get("a").Fields) != 1 {
		t.Errorf("self-merge: %d fields", len(fm.Root.Get("a").Fields))
	}
}

func TestNonStringKeys(t *testing.T) {
	fm, err := Parse([]byte("---\n2: a\ntrue: b\n~: c\n2024-01-01: d\n\"2\": e\n---\n"))
	if err != nil {
		t.Fatal(err)
	}
	kinds := []Kind{Int, Bool, Null, Timestamp, String}
	for i, f := range fm.Root.Fields {
		if f.Key.Kind != kinds[i] {
			t.Errorf("key %d: %v, want %v", i, f.Key.Kind, kinds[i])
		}
	}
	if v := fm.Root.Get("2"); v == nil || v.Str != "e" {
		t.Errorf(`Get("2") = %+v, want the quoted key's value`, v)
	}
	if fm.Root.Get("true") != nil {
		t.Error(`Get("true") matched a boolean key`)
	}
}

func TestKindString(t *testing.T) {
	want := map[Kind]string{
		Null: "null", Bool: "boolean", Int: "integer", Float: "float", String: "string",
		Timestamp: "timestamp", Binary: "binary", Seq: "list", Map: "mapping",
	}
	for k, s := range want {
		if k.String() != s {
			t.Errorf("%d: %q, want %q", k, k.String(), s)
		}
	}
	e := &Error{Kind: Duplicate, Msg: "m", Line: 3, Column: 2}
	if e.Error() != "3:2: m" || e.Kind.String() != "duplicate" {
		t.Errorf("Error() = %q, kind %q", e.Error(), e.Kind)
	}
}

func BenchmarkParse(b *testing.B) {
	src := []byte(`---
name: pdf-tools
description: |
  Extract text and tables from PDF files, fill forms, merge documents.
  Use when the user mentions PDFs, forms or document extraction.
version: 1.2.0
license: MIT
allowed-tools: [Read, Grep, "Bash(python:*)"]
metadata:
  hermes:
    tags: [pdf, documents, forms]
    beta: no
  author: someone
---
# PDF tools

Body text.
`)
	b.ReportAllocs()
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		if _, err := Parse(src); err != nil {
			b.Fatal(err)
		}
	}
}

// TestParseWithin charges frontmatters to a budget: each its YAML, and one
// larger than what is left is refused, leaving the budget as it was.
func TestParseWithin(t *testing.T) {
	b := &Budget{Left: 60}
	one := "---\nname: a\ndescription: " + strings.Repeat("d", 20) + "\n---\nbody\n" // 42 bytes of YAML
	if _, err := ParseWithin([]byte(one), b); err != nil || b.Left != 18 {
		t.Fatalf("first: %v, %d left; want no error, 18 left", err, b.Left)
	}
	_, err := ParseWithin([]byte(one), b)
	if err == nil || err.Kind != TooLarge || err.Size != 42 || err.Left != 18 || err.Line != 1 || err.Column != 1 || b.Left != 18 {
		t.Fatalf("second: %+v, %d left; want TooLarge of 42 bytes with 18 left, at 1:1, 18 left after", err, b.Left)
	}
	small := "---\nname: b\n---\n"
	if _, err := ParseWithin([]byte(small), b); err != nil || b.Left != 10 {
		t.Errorf("small: %v, %d left; want no error, 10 left", err, b.Left)
	}
	if _, err := Parse([]byte(one)); err != nil {
		t.Errorf("Parse has no budget: %v", err)
	}
}
