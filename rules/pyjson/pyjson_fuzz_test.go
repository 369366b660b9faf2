package pyjson

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strconv"
	"testing"
	"unicode/utf8"
)

// fuzzSeeds are accepted inputs that exercise every construct; the
// rejected ones come from errorTests.
var fuzzSeeds = []string{
	`{"name": "demo", "version": "1.0.0", "mcpServers": {"a/b": {"command": "npx", "args": ["-y", "pkg"], "env": {"API_KEY": "${KEY}"}}}}`,
	`{"a": 1, "b": 2, "a": {"x": 1, "x": [true, false, null]}}`,
	`[NaN, Infinity, -Infinity, -0, 0.5e-3, 1E+2, 12345678901234567890]`,
	`"\ud83d\ude00 \ud83d \ude00\ud83d \u00e9\/\b\f\n\r\t\"\\"`,
	`{"\ud800": 1, "\udbff": 2, "\ufffd": 3, "\ud800": 4}`,
	"\xEF\xBB\xBF {\"bom\": true}",
	" \t\r\n[ ] ",
	`{"~0/1": {"": {"~": [[], {}, [{}]]}}}`,
}

func FuzzParse(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	for _, tt := range errorTests {
		f.Add([]byte(tt.src))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		doc, err := Parse(src)
		if err != nil {
			checkError(t, src, doc, err)
			return
		}
		checkTree(t, src, doc)
		compareWithEncodingJSON(t, src, doc)
	})
}

func checkError(t *testing.T, src []byte, doc *Document, err *SyntaxError) {
	if doc != nil {
		t.Fatalf("document returned with error %v", err)
	}
	if err.Offset < 0 || err.Offset > len(src) || err.Msg == "" {
		t.Fatalf("bad error %+v for %d bytes", err, len(src))
	}
	if (err.Kind == Encoding) == utf8.Valid(src) {
		t.Fatalf("error kind %v for input valid=%v", err.Kind, utf8.Valid(src))
	}
	if err.Kind != Syntax || err.Msg == wantBom {
		return
	}
	// Python is more lenient than RFC 8259, never stricter, so what it
	// refuses encoding/json refuses too.
	if json.Valid(bytes.TrimPrefix(src, bom[:])) {
		t.Fatalf("refused with %v, but encoding/json accepts %q", err, src)
	}
}

func checkTree(t *testing.T, src []byte, doc *Document) {
	if doc.BOM != bytes.HasPrefix(src, bom[:]) {
		t.Fatalf("BOM = %v", doc.BOM)
	}
	var nonFinite []*Value
	// shadowed marks values inside a member that a later duplicate key
	// replaces: Lookup resolves the effective (last-wins) tree, which does
	// not hold them.
	var check func(v *Value, lo, hi int, shadowed bool)
	check = func(v *Value, lo, hi int, shadowed bool) {
		if v.Start < lo || v.End > hi || v.Start >= v.End {
			t.Fatalf("%q spans [%d,%d) outside [%d,%d)", v.Pointer, v.Start, v.End, lo, hi)
		}
		if found := doc.Lookup(v.Pointer); !shadowed && (found == nil || found.Pointer != v.Pointer) {
			t.Fatalf("Lookup(%q) = %v", v.Pointer, found)
		}
		text := string(src[v.Start:v.End])
		first, last := text[0], text[len(text)-1]
		switch v.Kind {
		case Null, Bool:
			if want := map[bool]string{true: "true", false: "false"}[v.Bool]; v.Kind == Null {
				want = "null"
				if text != want {
					t.Fatalf("null spans %q", text)
				}
			} else if text != want {
				t.Fatalf("%v spans %q", v.Bool, text)
			}
		case Number:
			if v.Str != text {
				t.Fatalf("number %q spans %q", v.Str, text)
			}
			if v.NonFinite {
				nonFinite = append(nonFinite, v)
			}
		case String:
			if first != '"' || last != '"' {
				t.Fatalf("string spans %q", text)
			}
		case Array:
			if first != '[' || last != ']' {
				t.Fatalf("array spans %q", text)
			}
			at := v.Start + 1
			for i, it := range v.Items {
				// A pointer past the budget is its parent's.
				if want := v.Pointer + "/" + strconv.Itoa(i); it.Pointer != want && it.Pointer != v.Pointer {
					t.Fatalf("item pointer %q, want %q", it.Pointer, want)
				}
				check(it, at, v.End-1, shadowed)
				at = it.End
			}
		case Object:
			if first != '{' || last != '}' {
				t.Fatalf("object spans %q", text)
			}
			checkEffective(t, v)
			at := v.Start + 1
			for _, m := range v.Members {
				if m.KeyStart < at || m.KeyEnd > m.Value.Start || src[m.KeyStart] != '"' || src[m.KeyEnd-1] != '"' {
					t.Fatalf("key %q spans [%d,%d)", m.Key, m.KeyStart, m.KeyEnd)
				}
				if want := ChildPointer(v.Pointer, m.Key); m.Value.Pointer != want && m.Value.Pointer != v.Pointer {
					t.Fatalf("member pointer %q, want %q", m.Value.Pointer, want)
				}
				check(m.Value, m.KeyEnd, v.End-1, shadowed || v.Get(m.Key) != m.Value)
				at = m.Value.End
			}
		default:
			t.Fatalf("kind %v", v.Kind)
		}
	}
	check(doc.Root, 0, len(src), false)
	if !reflect.DeepEqual(nonFinite, doc.NonFinite) {
		t.Fatalf("NonFinite lists %d values, the tree holds %d", len(doc.NonFinite), len(nonFinite))
	}
	for _, d := range doc.Duplicates {
		if d.First.ident() != d.Later.ident() || d.Winner.ident() != d.Later.ident() ||
			d.First.KeyStart >= d.Later.KeyStart || d.Later.KeyStart > d.Winner.KeyStart ||
			d.Object.Member(d.Later.Key) == nil {
			t.Fatalf("bad duplicate %+v", d)
		}
	}
}

// compareWithEncodingJSON checks the tree against encoding/json wherever
// both dialects agree: inputs without Python's non-finite literals.
func compareWithEncodingJSON(t *testing.T, src []byte, doc *Document) {
	if len(doc.NonFinite) > 0 {
		return
	}
	body := bytes.TrimPrefix(src, bom[:])
	if !json.Valid(body) {
		t.Fatalf("accepted, but encoding/json refuses %q", src)
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	var want any
	if err := dec.Decode(&want); err != nil {
		t.Fatalf("encoding/json: %v", err)
	}
	if got := plain(doc.Root); !reflect.DeepEqual(got, want) {
		t.Fatalf("decoded %#v, encoding/json decodes %#v", got, want)
	}
}

// plain converts a tree to what encoding/json decodes into an any with
// UseNumber. Both replace lone surrogates with U+FFFD and let the last of
// repeated keys win; keys that only U+FFFD makes equal are repeated keys to
// encoding/json, so members are taken in source order, not Python's.
func plain(v *Value) any {
	switch v.Kind {
	case Bool:
		return v.Bool
	case Number:
		return json.Number(v.Str)
	case String:
		return v.Str
	case Array:
		a := make([]any, len(v.Items))
		for i, it := range v.Items {
			a[i] = plain(it)
		}
		return a
	case Object:
		m := make(map[string]any, len(v.Members))
		for _, mem := range v.Members {
			m[mem.Key] = plain(mem.Value)
		}
		return m
	}
	return nil
}

// checkEffective compares Effective and Keys with a plain reading of
// Python's dict semantics.
func checkEffective(t *testing.T, v *Value) {
	var order []string
	last := map[string]*Member{}
	for _, m := range v.Members {
		if last[m.ident()] == nil {
			order = append(order, m.ident())
		}
		last[m.ident()] = m
	}
	eff, keys := v.Effective(), v.Keys()
	if len(eff) != len(order) || len(keys) != len(order) {
		t.Fatalf("%d effective members, %d keys, want %d", len(eff), len(keys), len(order))
	}
	for i, id := range order {
		if eff[i] != last[id] || keys[i] != last[id].Key {
			t.Fatalf("effective member %d is %q, want %q", i, eff[i].Key, last[id].Key)
		}
		if v.Member(last[id].Key) == nil {
			t.Fatalf("Member(%q) = nil", last[id].Key)
		}
	}
}
