package frontmatter

import (
	"bytes"
	"reflect"
	"testing"
)

var fuzzSeeds = []string{
	"---\nname: pdf-tools\ndescription: Extract text from PDF files.\nlicense: MIT\n---\n",
	"---\nname: x\nversion: 1.0\nbeta: no\nd: 2024-01-31\n---\n",
	"---\nname: x\ndescription: y\n---\nbody\n",
	"---\nname: x\ntags: [a, b-c, 1]\nmetadata:\n  hermes:\n    tags: []\n  k: v\n---\n",
	"---\nname: no\nversion: 1.0\nd: 2024-01-31\nv: 0x1F\n---\n",
	"\ufeff---\r\nname: x\r\nmetadata: {beta: yes, tags: [a, b]}\r\n---\r\n",
	"---\na: &x [1, {b: c}]\nb: *x\n<<: {m: 1}\n---\n",
	"---\ndescription: |\n  one\n  two\nfolded: >-\n  a\n  b\n---\n",
	"---\ntags: [what?, http://x/?a=b, a:b]\nu: \"\\/\\u00e9\"\n---\n",
	"---\n? [a]\n: b\n!!set {x}: 1\n---\n",
	"---\nk: !!binary aGk=\nt: 2001-12-14 21:59:43.10 -5\n---\n",
	"---\n%YAML 1.2\n--- {a: 1}\n---\n",
	"---\na: &m {<<: *m}\n---\n",
	"---\n- a\n---\n",
	"---name: x\n---",
	// ruamel 1.1 parity: floats, keys, merges and the pure parser's breaks.
	"---\nd: 1.5e3\ne: 1e3\nf: 12e-3\ng: ._\nh: -_\n---\n",
	"---\n[a, 1]: x\n[a, 1.0]: y\n[[b]]: z\n---\n",
	"---\nx: &m {p: 1}\n<<: *m\na: 1\na: 2\nb: &m 3\nc: *m\n---\n",
	"---\ndescription: a\u2028b \u2029 c\u0085d\nk\u2028y: v # c\u2028\n---\n",
	"---\nv: !!omap [{a: 1}, {b: 2}]\nt: 2024-01-01 10:00:00.9999995+01:00\n---\n",
}

// FuzzParse checks that Parse never panics and that every position it
// reports lies inside the file and agrees with its line and column.
func FuzzParse(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		// Most mutations break the delimiters; also try the data as the
		// YAML text of a well-formed frontmatter block.
		checkParse(t, data)
		checkParse(t, append(append([]byte("---\n"), data...), "\n---\n"...))
		checkSimple(t, append(append([]byte("---\n"), data...), "\n---\n"...))
	})
}

// checkSimple fails when loadSimple answers for a frontmatter and its
// tree differs from yaml.v3's.
func checkSimple(t *testing.T, src []byte) {
	t.Helper()
	ys := len(dashes)
	ye := findClose(src, ys)
	if ye < 0 {
		return
	}
	simple := loadSimple(src, ys, ye)
	if simple == nil {
		return
	}
	full, err := loadYAML(src, 0, ys, ye)
	if err != nil {
		t.Fatalf("%q: loadSimple accepts it, yaml.v3 rejects it: %v", src, err)
	}
	if !reflect.DeepEqual(simple, full) {
		t.Fatalf("%q:\nsimple %s\nfull   %s", src, dumpValue(simple), dumpValue(full))
	}
}

func checkParse(t *testing.T, src []byte) {
	t.Helper()
	fm, err := Parse(src)
	contentStart := 0
	for bytes.HasPrefix(src[contentStart:], utf8BOM) {
		contentStart += len(utf8BOM)
	}
	if err != nil {
		if err.Offset < 0 || err.Offset > len(src) || err.Line < 1 || err.Column < 1 || err.Msg == "" {
			t.Fatalf("bad error %+v", err)
		}
		cs := contentStart
		if err.Kind == Encoding {
			cs = 0
		}
		if line, col := lineCol(src, cs, err.Offset); line != err.Line || col != err.Column {
			t.Fatalf("error at offset %d is at %d:%d, reported %d:%d", err.Offset, line, col, err.Line, err.Column)
		}
		return
	}
	if fm.Root == nil || fm.Root.Kind != Map {
		t.Fatalf("root %+v", fm.Root)
	}
	if fm.YAMLStart < 3 || fm.YAMLStart > fm.YAMLEnd || fm.YAMLEnd >= len(src) || (src[fm.YAMLEnd] != '\n' && src[fm.YAMLEnd] != '\r') {
		t.Fatalf("YAML text [%d,%d) of %d bytes", fm.YAMLStart, fm.YAMLEnd, len(src))
	}
	seen := make(map[*Value]bool)
	var check func(v *Value)
	check = func(v *Value) {
		if seen[v] {
			return
		}
		seen[v] = true
		if v.Offset < fm.YAMLStart || v.Offset > v.EndOffset || v.EndOffset > fm.YAMLEnd {
			t.Fatalf("%v %q spans [%d,%d), YAML is [%d,%d)", v.Kind, v.Str, v.Offset, v.EndOffset, fm.YAMLStart, fm.YAMLEnd)
		}
		if line, col := lineCol(src, contentStart, v.Offset); line != v.Line || col != v.Column {
			t.Fatalf("%v %q at offset %d is at %d:%d, reported %d:%d", v.Kind, v.Str, v.Offset, line, col, v.Line, v.Column)
		}
		for _, it := range v.Items {
			check(it)
		}
		for _, f := range v.Fields {
			check(f.Key)
			check(f.Value)
		}
	}
	check(fm.Root)
}
