package pyjson

import (
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"
)

func mustParse(t *testing.T, src string) *Document {
	t.Helper()
	doc, err := Parse([]byte(src))
	if err != nil {
		t.Fatalf("Parse(%q): %v", src, err)
	}
	return doc
}

// walk calls fn for every value of the tree in source order.
func walk(v *Value, fn func(*Value)) {
	fn(v)
	for _, it := range v.Items {
		walk(it, fn)
	}
	for _, m := range v.Members {
		walk(m.Value, fn)
	}
}

func TestSpansAndPointers(t *testing.T) {
	const src = `{"a/b": {"c~d": [1, -2.5e3, "x\n"]}, "e": true}`
	doc := mustParse(t, src)

	type span struct {
		kind       Kind
		start, end int
		text       string
	}
	want := map[string]span{
		"":             {Object, 0, 47, src},
		"/a~1b":        {Object, 8, 35, `{"c~d": [1, -2.5e3, "x\n"]}`},
		"/a~1b/c~0d":   {Array, 16, 34, `[1, -2.5e3, "x\n"]`},
		"/a~1b/c~0d/0": {Number, 17, 18, `1`},
		"/a~1b/c~0d/1": {Number, 20, 26, `-2.5e3`},
		"/a~1b/c~0d/2": {String, 28, 33, `"x\n"`},
		"/e":           {Bool, 42, 46, `true`},
	}
	seen := 0
	walk(doc.Root, func(v *Value) {
		seen++
		w, ok := want[v.Pointer]
		if !ok {
			t.Errorf("unexpected pointer %q", v.Pointer)
			return
		}
		got := span{v.Kind, v.Start, v.End, src[v.Start:v.End]}
		if got != w {
			t.Errorf("%q: got %+v, want %+v", v.Pointer, got, w)
		}
		if doc.Lookup(v.Pointer) != v {
			t.Errorf("Lookup(%q) does not find the value", v.Pointer)
		}
	})
	if seen != len(want) {
		t.Errorf("walked %d values, want %d", seen, len(want))
	}

	keys := []struct {
		m          *Member
		key        string
		start, end int
	}{
		{doc.Root.Members[0], "a/b", 1, 6},
		{doc.Root.Members[1], "e", 37, 40},
		{doc.Root.Get("a/b").Members[0], "c~d", 9, 14},
	}
	for _, k := range keys {
		if k.m.Key != k.key || k.m.KeyStart != k.start || k.m.KeyEnd != k.end {
			t.Errorf("member %q [%d,%d), want %q [%d,%d)", k.m.Key, k.m.KeyStart, k.m.KeyEnd, k.key, k.start, k.end)
		}
	}

	if s := doc.Lookup("/a~1b/c~0d/2").Str; s != "x\n" {
		t.Errorf("string decoded to %q", s)
	}
	if b := doc.Lookup("/e"); !b.Bool {
		t.Errorf("true decoded to false")
	}
}

func TestPointerEscaping(t *testing.T) {
	const src = `{"mcpServers": {"a/b": {"env": {"API_KEY": "k"}}, "~": {"/~1": 0}, "": 1}}`
	doc := mustParse(t, src)
	for ptr, want := range map[string]string{
		"/mcpServers/a~1b/env/API_KEY": `"k"`,
		"/mcpServers/~0/~1~01":         `0`,
		"/mcpServers/":                 `1`,
	} {
		v := doc.Lookup(ptr)
		if v == nil {
			t.Errorf("Lookup(%q) = nil", ptr)
			continue
		}
		if v.Pointer != ptr || src[v.Start:v.End] != want {
			t.Errorf("Lookup(%q) = %q at %q, want %q", ptr, src[v.Start:v.End], v.Pointer, want)
		}
	}
	for _, key := range []string{"", "a", "a/b", "~", "~1", "/~0/", "ü~/"} {
		tok := EscapePointerToken(key)
		back, ok := UnescapePointerToken(tok)
		if !ok || back != key {
			t.Errorf("round trip of %q via %q gave %q, %v", key, tok, back, ok)
		}
	}
	if got := EscapePointerToken("a~/b"); got != "a~0~1b" {
		t.Errorf("EscapePointerToken = %q", got)
	}
	for _, bad := range []string{"~", "a~", "~2", "~a"} {
		if _, ok := UnescapePointerToken(bad); ok {
			t.Errorf("UnescapePointerToken(%q) accepted", bad)
		}
	}
	if got := ChildPointer("/a", "b/c"); got != "/a/b~1c" {
		t.Errorf("ChildPointer = %q", got)
	}
}

func TestLookup(t *testing.T) {
	doc := mustParse(t, `{"a": [10, {"b": null}], "d": 1, "d": {"e": 2}, "n": 5}`)
	tests := []struct {
		ptr  string
		want string // Str or Kind of the result; "" for nil
	}{
		{"", "object"},
		{"/a", "array"},
		{"/a/0", "10"},
		{"/a/1/b", "null"},
		{"/d/e", "2"}, // the last "d" wins
		{"/n", "5"},
		{"/a/2", ""},
		{"/a/01", ""},
		{"/a/-", ""},
		{"/a/+1", ""},
		{"/a/-1", ""},
		{"/a/99999999999999999999", ""},
		{"/n/0", ""},
		{"/x", ""},
		{"a", ""},
		{"/a/1/b/c", ""},
		{"/~2", ""},
	}
	for _, tt := range tests {
		v := doc.Lookup(tt.ptr)
		got := ""
		if v != nil {
			got = v.Str
			if got == "" {
				got = v.Kind.String()
			}
		}
		if got != tt.want {
			t.Errorf("Lookup(%q) = %q, want %q", tt.ptr, got, tt.want)
		}
	}
	var nilDoc *Document
	if nilDoc.Lookup("") != nil {
		t.Errorf("Lookup on a nil document")
	}
}

func TestDuplicates(t *testing.T) {
	const src = `{"a": 1, "b": 2, "a": 3, "c": {"x": 1, "x": 2}, "a": 4}`
	doc := mustParse(t, src)
	root := doc.Root

	if len(root.Members) != 5 {
		t.Fatalf("got %d members, want all 5 as written", len(root.Members))
	}
	if got := root.Keys(); !reflect.DeepEqual(got, []string{"a", "b", "c"}) {
		t.Errorf("Keys() = %q, want Python dict order [a b c]", got)
	}
	var eff []string
	for _, m := range root.Effective() {
		eff = append(eff, m.Key+"="+src[m.Value.Start:m.Value.End])
	}
	if want := []string{"a=4", "b=2", `c={"x": 1, "x": 2}`}; !reflect.DeepEqual(eff, want) {
		t.Errorf("Effective() = %q, want %q", eff, want)
	}
	if v := root.Get("a"); v.Str != "4" {
		t.Errorf(`Get("a") = %q, want the last value 4`, v.Str)
	}
	if m := root.Member("a"); m.KeyStart != 48 {
		t.Errorf(`Member("a") at %d, want the last occurrence at 48`, m.KeyStart)
	}
	if !root.Has("b") || root.Has("x") {
		t.Errorf("Has is wrong")
	}
	if v := root.Get("c").Get("x"); v.Str != "2" {
		t.Errorf(`c.x = %q, want 2`, v.Str)
	}

	type dup struct {
		obj                  int
		key                  string
		first, later, winner int
	}
	var got []dup
	for _, d := range doc.Duplicates {
		got = append(got, dup{d.Object.Start, d.Later.Key, d.First.KeyStart, d.Later.KeyStart, d.Winner.KeyStart})
	}
	want := []dup{
		{0, "a", 1, 17, 48},
		{30, "x", 31, 39, 39},
		{0, "a", 1, 48, 48},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Duplicates = %+v, want %+v", got, want)
	}
}

func TestDuplicatesInLargeObject(t *testing.T) {
	// Past linearDupLimit members, duplicates are found by hashing.
	var b strings.Builder
	b.WriteString("{")
	for i := range 40 {
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString(`"k` + string(rune('A'+i%20)) + `":` + string(rune('0'+i%10)))
	}
	b.WriteString("}")
	doc := mustParse(t, b.String())
	if n := len(doc.Duplicates); n != 20 {
		t.Fatalf("got %d duplicates, want 20", n)
	}
	for _, d := range doc.Duplicates {
		if d.First.Key != d.Later.Key || d.First.KeyStart >= d.Later.KeyStart || d.Winner != d.Later {
			t.Errorf("bad duplicate %q: first %d later %d", d.Later.Key, d.First.KeyStart, d.Later.KeyStart)
		}
	}
	if keys := doc.Root.Keys(); len(keys) != 20 || keys[0] != "kA" || keys[19] != "kT" {
		t.Errorf("Keys() = %q", keys)
	}
	eff := doc.Root.Effective()
	if len(eff) != 20 || eff[0] != doc.Root.Members[20] {
		t.Errorf("Effective() does not hold the last members")
	}
}

func TestAccessorsOnOtherKinds(t *testing.T) {
	doc := mustParse(t, `[{"a": 1}]`)
	var nilValue *Value
	for _, v := range []*Value{doc.Root, nilValue} {
		if v.Get("a") != nil || v.Member("a") != nil || v.Has("a") || v.Keys() != nil || v.Effective() != nil {
			t.Errorf("object accessors answer for a non-object")
		}
	}
	if doc.Root.Items[0].Get("a").Get("b").Get("c") != nil {
		t.Errorf("chained Get on a number")
	}
	empty := mustParse(t, "{ \n}").Root
	if empty.Kind != Object || len(empty.Members) != 0 || len(empty.Keys()) != 0 {
		t.Errorf("empty object parsed as %+v", empty)
	}
}

func TestScalars(t *testing.T) {
	tests := []struct {
		src       string
		kind      Kind
		str       string
		isInt     bool
		nonFinite bool
	}{
		{"0", Number, "0", true, false},
		{"-0", Number, "-0", true, false},
		{"12345678901234567890123", Number, "12345678901234567890123", true, false},
		{"1.50e3", Number, "1.50e3", false, false},
		{"1E5", Number, "1E5", false, false},
		{"1e-0", Number, "1e-0", false, false},
		{"-0.0", Number, "-0.0", false, false},
		{"1e400", Number, "1e400", false, false}, // a float overflowing to inf, which Python accepts
		{"NaN", Number, "NaN", false, true},
		{"Infinity", Number, "Infinity", false, true},
		{"-Infinity", Number, "-Infinity", false, true},
		{"null", Null, "", false, false},
		{"false", Bool, "", false, false},
		{` "" `, String, "", false, false},
		{`"\"\\\/\b\f\n\r\t"`, String, "\"\\/\b\f\n\r\t", false, false},
		{`"\u00e9\u00C9é"`, String, "éÉé", false, false},
		{"\"a\x7fb\"", String, "a\x7fb", false, false}, // DEL is not a control character to Python
		{`"\ud83d\ude00"`, String, "😀", false, false},
		{`"\uD83D\uDE00!"`, String, "😀!", false, false},
		{`"\ud83d"`, String, "\uFFFD", false, false},
		{`"\ud83dx"`, String, "\uFFFDx", false, false},
		{`"\ude00\ud83d"`, String, "\uFFFD\uFFFD", false, false},
		{`"\ud83d\u0041"`, String, "\uFFFDA", false, false},
		{`"\ud800\ud800\udc00"`, String, "\uFFFD\U00010000", false, false},
		{`"\ud83d\\"`, String, "\uFFFD\\", false, false},
		{`"\u0000"`, String, "\x00", false, false},
	}
	for _, tt := range tests {
		doc := mustParse(t, tt.src)
		v := doc.Root
		if v.Kind != tt.kind || v.Str != tt.str || v.IsInt != tt.isInt || v.NonFinite != tt.nonFinite {
			t.Errorf("Parse(%q) = %v %q int=%v nonfinite=%v, want %v %q int=%v nonfinite=%v",
				tt.src, v.Kind, v.Str, v.IsInt, v.NonFinite, tt.kind, tt.str, tt.isInt, tt.nonFinite)
		}
		if strings.TrimSpace(tt.src) != tt.src[v.Start:v.End] {
			t.Errorf("Parse(%q) spans %q", tt.src, tt.src[v.Start:v.End])
		}
	}
}

func TestNonFinite(t *testing.T) {
	const src = `{"a": [NaN, 1, Infinity], "b": -Infinity, "c": "NaN"}`
	doc := mustParse(t, src)
	var got []string
	for _, v := range doc.NonFinite {
		got = append(got, v.Pointer+"="+v.Str+"@"+src[v.Start:v.End])
	}
	want := []string{"/a/0=NaN@NaN", "/a/2=Infinity@Infinity", "/b=-Infinity@-Infinity"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("NonFinite = %q, want %q", got, want)
	}
}

func TestBOM(t *testing.T) {
	doc := mustParse(t, "\xEF\xBB\xBF {\"a\": 1}")
	if !doc.BOM {
		t.Errorf("BOM not reported")
	}
	if doc.Root.Start != 4 || doc.Root.Members[0].KeyStart != 5 {
		t.Errorf("offsets do not count the BOM: root at %d", doc.Root.Start)
	}
	if doc := mustParse(t, "[]"); doc.BOM {
		t.Errorf("BOM reported without one")
	}
}

func TestKindString(t *testing.T) {
	want := []string{"null", "boolean", "number", "string", "array", "object"}
	for k, w := range want {
		if got := Kind(k).String(); got != w {
			t.Errorf("Kind(%d) = %q, want %q", k, got, w)
		}
	}
	if got := Kind(42).String(); got != "Kind(42)" {
		t.Errorf("unknown kind = %q", got)
	}
	if got := TooDeep.String(); got != "too deep" {
		t.Errorf("TooDeep = %q", got)
	}
}

// Python's messages, spelled out rather than taken from the package so
// that a changed message fails the tests.
const (
	wantValue    = "Expecting value"
	wantName     = "Expecting property name enclosed in double quotes"
	wantColon    = "Expecting ':' delimiter"
	wantComma    = "Expecting ',' delimiter"
	wantExtra    = "Extra data"
	wantUnterm   = "Unterminated string starting at"
	wantControl  = "Invalid control character at"
	wantEscape   = "Invalid \\escape"
	wantUescape  = "Invalid \\uXXXX escape"
	wantTrailObj = "Illegal trailing comma before end of object"
	wantTrailArr = "Illegal trailing comma before end of array"
	wantBom      = "Unexpected UTF-8 BOM (decode using utf-8-sig)"
)

// errorTests lists inputs Python refuses, with its message and position.
var errorTests = []struct {
	src    string
	msg    string
	offset int
	kind   ErrorKind
}{
	// Empty and whitespace-only input.
	{"", wantValue, 0, Syntax},
	{" \t\r\n", wantValue, 4, Syntax},
	{"\xEF\xBB\xBF", wantValue, 3, Syntax},
	{"\xEF\xBB\xBF\xEF\xBB\xBF{}", wantBom, 3, Syntax},
	{"\xEF\xBB\xBF\xEF\xBB\xBF", wantBom, 3, Syntax},
	{" \xEF\xBB\xBF{}", wantValue, 1, Syntax},
	{"[1,\xEF\xBB\xBF2]", wantValue, 3, Syntax},

	// Whitespace is only space, tab, LF and CR.
	{"\f1", wantValue, 0, Syntax},
	{"1\v", wantExtra, 1, Syntax},
	{"\u00a01", wantValue, 0, Syntax},
	{"[1\u00a0]", wantComma, 2, Syntax},
	{"[1\u2028]", wantComma, 2, Syntax},

	// Literals.
	{"nul", wantValue, 0, Syntax},
	{"nulL", wantValue, 0, Syntax},
	{"tru", wantValue, 0, Syntax},
	{"True", wantValue, 0, Syntax},
	{"fals", wantValue, 0, Syntax},
	{"None", wantValue, 0, Syntax},
	{"nan", wantValue, 0, Syntax},
	{"NAN", wantValue, 0, Syntax},
	{"-NaN", wantValue, 0, Syntax},
	{"+Infinity", wantValue, 0, Syntax},
	{"infinity", wantValue, 0, Syntax},
	{"Infinit", wantValue, 0, Syntax},
	{"-Infinit", wantValue, 0, Syntax},
	{"-Inf", wantValue, 0, Syntax},
	{"nullx", wantExtra, 4, Syntax},
	{"NaNa", wantExtra, 3, Syntax},
	{"[truex]", wantComma, 5, Syntax},
	{"undefined", wantValue, 0, Syntax},

	// Numbers: the longest valid prefix, then whatever follows.
	{"01", wantExtra, 1, Syntax},
	{"-01", wantExtra, 2, Syntax},
	{"[01]", wantComma, 2, Syntax},
	{"00", wantExtra, 1, Syntax},
	{"1.", wantExtra, 1, Syntax},
	{"[1.]", wantComma, 2, Syntax},
	{"1.e5", wantExtra, 1, Syntax},
	{"-", wantValue, 0, Syntax},
	{"[-]", wantValue, 1, Syntax},
	{"- 1", wantValue, 0, Syntax},
	{"--1", wantValue, 0, Syntax},
	{".5", wantValue, 0, Syntax},
	{"+1", wantValue, 0, Syntax},
	{"1e", wantExtra, 1, Syntax},
	{"1E+", wantExtra, 1, Syntax},
	{"1e-x", wantExtra, 1, Syntax},
	{"1.5e-x", wantExtra, 3, Syntax},
	{"1.5.5", wantExtra, 3, Syntax},
	{"0x10", wantExtra, 1, Syntax},
	{"1_000", wantExtra, 1, Syntax},
	{"١", wantValue, 0, Syntax}, // Arabic-Indic digit one

	// Strings.
	{`"`, wantUnterm, 0, Syntax},
	{`"abc`, wantUnterm, 0, Syntax},
	{`["abc`, wantUnterm, 1, Syntax},
	{`"abc\`, wantUnterm, 0, Syntax},
	{`"abc\"`, wantUnterm, 0, Syntax},
	{`"a\"b`, wantUnterm, 0, Syntax},
	{`'a'`, wantValue, 0, Syntax},
	{"\"a\nb\"", wantControl, 2, Syntax},
	{"\"a\tb\"", wantControl, 2, Syntax},
	{"\"a\x00b\"", wantControl, 2, Syntax},
	{"\"a\x1f", wantControl, 2, Syntax},
	{"\"a\\n\x01\"", wantControl, 4, Syntax},
	{"\"a\x01\\x\"", wantControl, 2, Syntax},
	{`"\x"`, wantEscape, 1, Syntax},
	{`"ab\'"`, wantEscape, 3, Syntax},
	{`"\U0041"`, wantEscape, 1, Syntax},
	{`"\a"`, wantEscape, 1, Syntax},
	{"\"\\\x00\"", wantEscape, 1, Syntax},
	{`"\u12"`, wantUescape, 2, Syntax},
	{`"\u12G4"`, wantUescape, 2, Syntax},
	{`"\u 123"`, wantUescape, 2, Syntax},
	{`"\u-123"`, wantUescape, 2, Syntax},
	{`"\u1234`, wantUescape, 2, Syntax}, // CPython wants a character after the digits
	{`"\u123`, wantUescape, 2, Syntax},
	{`"\u`, wantUescape, 2, Syntax},
	{`"x\ud83d\uzzzz"`, wantUescape, 9, Syntax},
	{`"\ud83d\ude0"`, wantUescape, 8, Syntax},
	{`"\ud83d\ude00`, wantUescape, 8, Syntax},
	{`"\ud83d\u`, wantUescape, 8, Syntax},
	{`"\ud83d\`, wantUnterm, 0, Syntax},
	{`"\ude00\uzzzz"`, wantUescape, 8, Syntax},

	// Objects.
	{"{", wantName, 1, Syntax},
	{"{ ", wantName, 2, Syntax},
	{`{"a"`, wantColon, 4, Syntax},
	{`{"a" 1}`, wantColon, 5, Syntax},
	{`{"a"}`, wantColon, 4, Syntax},
	{`{"a"=1}`, wantColon, 4, Syntax},
	{`{"a":`, wantValue, 5, Syntax},
	{`{"a":}`, wantValue, 5, Syntax},
	{`{"a":1`, wantComma, 6, Syntax},
	{`{"a":1 "b":2}`, wantComma, 7, Syntax},
	{`{"a":1;"b":2}`, wantComma, 6, Syntax},
	{`{"a":1,`, wantName, 7, Syntax},
	{`{"a":1,}`, wantTrailObj, 6, Syntax},
	{"{\"a\":1 ,\n }", wantTrailObj, 7, Syntax},
	{`{"a":1,,}`, wantName, 7, Syntax},
	{`{,}`, wantName, 1, Syntax},
	{`{'a':1}`, wantName, 1, Syntax},
	{`{a:1}`, wantName, 1, Syntax},
	{`{1:1}`, wantName, 1, Syntax},
	{`{"a":1]`, wantComma, 6, Syntax},
	{`{"a`, wantUnterm, 1, Syntax},
	{`{"a\q":1}`, wantEscape, 3, Syntax},

	// Arrays.
	{"[", wantValue, 1, Syntax},
	{"[1", wantComma, 2, Syntax},
	{"[1,", wantValue, 3, Syntax},
	{"[1 2]", wantComma, 3, Syntax},
	{"[1,]", wantTrailArr, 2, Syntax},
	{"[1, \n]", wantTrailArr, 2, Syntax},
	{"[1,,2]", wantValue, 3, Syntax},
	{"[,]", wantValue, 1, Syntax},
	{"[1}", wantComma, 2, Syntax},
	{"[[1,]]", wantTrailArr, 3, Syntax},

	// Comments.
	{"// c\n{}", wantValue, 0, Syntax},
	{"{/* c */}", wantName, 1, Syntax},
	{"[1 /* c */]", wantComma, 3, Syntax},
	{"{} // c", wantExtra, 3, Syntax},
	{"# c\n{}", wantValue, 0, Syntax},

	// Trailing data.
	{"{} x", wantExtra, 3, Syntax},
	{"[1]]", wantExtra, 3, Syntax},
	{"{}{}", wantExtra, 2, Syntax},
	{"1 2", wantExtra, 2, Syntax},
	{"\"a\" \"b\"", wantExtra, 4, Syntax},
	{"{}\x00", wantExtra, 2, Syntax},

	// Invalid UTF-8, found before anything else.
	{"\xff", "invalid UTF-8 (byte 0xff)", 0, Encoding},
	{"{\"a\": \"\xc3\x28\"}", "invalid UTF-8 (byte 0xc3)", 7, Encoding},
	{"[1,] \xc0\xaf", "invalid UTF-8 (byte 0xc0)", 5, Encoding},    // overlong "/"
	{"\"\xed\xa0\x80\"", "invalid UTF-8 (byte 0xed)", 1, Encoding}, // encoded surrogate
	{"\xf4\x90\x80\x80", "invalid UTF-8 (byte 0xf4)", 0, Encoding}, // past U+10FFFF
	{"\xEF\xBB", "invalid UTF-8 (byte 0xef)", 0, Encoding},
	{"\"abc\xe2\x82", "invalid UTF-8 (byte 0xe2)", 4, Encoding},
}

func TestErrors(t *testing.T) {
	for _, tt := range errorTests {
		doc, err := Parse([]byte(tt.src))
		if err == nil {
			t.Errorf("Parse(%q) succeeded, want %q at %d", tt.src, tt.msg, tt.offset)
			continue
		}
		if doc != nil {
			t.Errorf("Parse(%q) returned a document with an error", tt.src)
		}
		if err.Msg != tt.msg || err.Offset != tt.offset || err.Kind != tt.kind {
			t.Errorf("Parse(%q) = %q at %d (%v), want %q at %d (%v)", tt.src, err.Msg, err.Offset, err.Kind, tt.msg, tt.offset, tt.kind)
		}
	}
}

func TestErrorString(t *testing.T) {
	_, err := Parse([]byte(`[1 2]`))
	if got, want := err.Error(), "Expecting ',' delimiter: byte offset 3"; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
}

func TestIntDigitLimit(t *testing.T) {
	digits := strings.Repeat("7", MaxIntDigits)
	for _, ok := range []string{
		digits,
		"-" + digits,
		"1" + digits + ".0", // a float: Python's limit is on int conversion only
		"1" + digits + "e0",
		"[0.1" + digits + "]",
	} {
		if _, err := Parse([]byte(ok)); err != nil {
			t.Errorf("Parse(%d-byte number): %v", len(ok), err)
		}
	}
	tests := []struct {
		src    string
		offset int
	}{
		{"1" + digits, 0},
		{"-1" + digits, 0},
		{"[1, -1" + digits + "]", 4},
		{"1" + digits + ".", 0},
		{"1" + digits + "e", 0},
		{`{"a": 1` + digits + `, "b"}`, 6}, // reported before the later syntax error
	}
	for _, tt := range tests {
		_, err := Parse([]byte(tt.src))
		if err == nil || err.Kind != IntTooLong || err.Offset != tt.offset {
			t.Errorf("Parse(%.12q…) = %v, want IntTooLong at %d", tt.src, err, tt.offset)
			continue
		}
		const want = "Exceeds the limit (4300 digits) for integer string conversion: value has 4301 digits; use sys.set_int_max_str_digits() to increase the limit"
		if err.Msg != want {
			t.Errorf("message %q", err.Msg)
		}
	}
}

func TestDepth(t *testing.T) {
	ok := []string{
		strings.Repeat("[", MaxDepth) + strings.Repeat("]", MaxDepth),
		strings.Repeat(`{"a":`, MaxDepth-1) + "[]" + strings.Repeat("}", MaxDepth-1),
	}
	for _, src := range ok {
		doc := mustParse(t, src)
		depth := 0
		for v := doc.Root; v != nil; depth++ {
			switch {
			case len(v.Items) > 0:
				v = v.Items[0]
			case len(v.Members) > 0:
				v = v.Members[0].Value
			default:
				v = nil
			}
		}
		if depth != MaxDepth {
			t.Errorf("depth %d, want %d", depth, MaxDepth)
		}
	}

	const msg = "nesting deeper than 1000 levels (Python's json module raises RecursionError)"
	tests := []struct {
		src    string
		offset int
	}{
		{strings.Repeat("[", MaxDepth+1), MaxDepth},
		{strings.Repeat("[", MaxDepth+1) + strings.Repeat("]", MaxDepth+1), MaxDepth},
		{strings.Repeat(`{"a":`, MaxDepth+1), 5 * MaxDepth},
		{strings.Repeat("[", MaxDepth) + "{}", MaxDepth},
		{strings.Repeat("[", 200000), MaxDepth},
		{strings.Repeat(`{"":[`, 100000), 5 * MaxDepth / 2}, // level 1001 is the "{" of the 501st repetition
	}
	for _, tt := range tests {
		_, err := Parse([]byte(tt.src))
		if err == nil || err.Kind != TooDeep || err.Offset != tt.offset || err.Msg != msg {
			t.Errorf("Parse(%.12q…) = %v, want TooDeep at %d", tt.src, err, tt.offset)
		}
	}

	// An earlier error wins over the depth limit, as Python scans left to right.
	_, err := Parse([]byte("[1 " + strings.Repeat("[", 2000)))
	if err == nil || err.Kind != Syntax || err.Offset != 3 {
		t.Errorf("got %v, want the syntax error at 3", err)
	}
	// Depth is nesting, not the number of containers.
	wide := "[" + strings.Repeat("[[]],", 5000) + "[]]"
	mustParse(t, wide)
}

// TestMaxValues checks the bound on values: a document of MaxValues values
// parses, one more is refused as TooMany where that value starts, and an
// error before the bound is still the one reported.
func TestMaxValues(t *testing.T) {
	array := func(items int) string { return "[" + strings.Repeat("0,", items-1) + "0]" }
	doc := mustParse(t, array(MaxValues-1)) // the array and its items
	if n := len(doc.Root.Items); n != MaxValues-1 {
		t.Fatalf("%d items, want %d", n, MaxValues-1)
	}
	src := array(MaxValues)
	_, err := Parse([]byte(src))
	const msg = "more than 500000 values, more than pluglint parses"
	if err == nil || err.Kind != TooMany || err.Offset != len(src)-2 || err.Msg != msg {
		t.Errorf("got %v, want TooMany at %d", err, len(src)-2)
	}
	// Keys are not values: an object of n members is n+1 values.
	obj := "{" + strings.Repeat(`"k":0,`, MaxValues-2) + `"k":0}`
	mustParse(t, obj)
	_, err = Parse([]byte("[1 " + array(MaxValues + 10)[1:]))
	if err == nil || err.Kind != Syntax || err.Offset != 3 {
		t.Errorf("got %v, want the syntax error at 3", err)
	}
}

func TestPointerBudget(t *testing.T) {
	// Every item's pointer repeats the 2000-byte pointer of its array, so
	// exact pointers for all of them would take 600 MB.
	const depth, items = MaxDepth, 300000
	src := strings.Repeat("[", depth) + strings.Repeat("0,", items-1) + "0" + strings.Repeat("]", depth)
	start := time.Now()
	doc := mustParse(t, src)
	if elapsed := time.Since(start); elapsed > 5*time.Second {
		t.Errorf("parsing took %v", elapsed)
	}
	inner := doc.Root
	for len(inner.Items) == 1 {
		inner = inner.Items[0]
	}
	if len(inner.Items) != items || len(inner.Pointer) != 2*(depth-1) {
		t.Fatalf("innermost array has %d items at a %d-byte pointer", len(inner.Items), len(inner.Pointer))
	}
	if got, want := inner.Items[0].Pointer, inner.Pointer+"/0"; got != want {
		t.Errorf("first item has pointer …%s, want …%s", got[len(got)-8:], want[len(want)-8:])
	}
	last := inner.Items[items-1]
	if last.Pointer != inner.Pointer {
		t.Errorf("last item has a %d-byte pointer, want its parent's", len(last.Pointer))
	}
	if last.Start != len(src)-depth-1 || last.End != len(src)-depth {
		t.Errorf("last item spans [%d,%d)", last.Start, last.End)
	}
	if doc.Lookup(last.Pointer) != inner {
		t.Errorf("the shared pointer does not resolve to the parent")
	}
}

func TestEffectiveOfBuiltValue(t *testing.T) {
	// Values built by hand rather than by Parse get the same semantics.
	mem := func(key, val string) *Member {
		return &Member{Key: key, Value: &Value{Kind: String, Str: val}}
	}
	for _, n := range []int{0, 30} { // below and above linearDupLimit
		obj := &Value{Kind: Object}
		for i := range n {
			obj.Members = append(obj.Members, mem("pad"+strconv.Itoa(i), ""))
		}
		obj.Members = append(obj.Members, mem("b", "1"), mem("a", "2"), mem("b", "3"))
		var got []string
		for _, m := range obj.Effective() {
			got = append(got, m.Key+"="+m.Value.Str)
		}
		if got = got[n:]; !reflect.DeepEqual(got, []string{"b=3", "a=2"}) {
			t.Errorf("with %d other members: Effective() = %q", n, got)
		}
		if keys := obj.Keys()[n:]; !reflect.DeepEqual(keys, []string{"b", "a"}) {
			t.Errorf("with %d other members: Keys() = %q", n, keys)
		}
	}
}

func TestLoneSurrogateKeys(t *testing.T) {
	// Python keeps lone surrogates, so these are two distinct keys, one of
	// them repeated, although Key shows both as U+FFFD.
	doc := mustParse(t, `{"\ud800": 1, "\udbff": 2, "\ud800": 3, "\ufffd": 4}`)
	var got []string
	for _, m := range doc.Root.Effective() {
		got = append(got, m.Key+"="+m.Value.Str)
	}
	if want := []string{"\uFFFD=3", "\uFFFD=2", "\uFFFD=4"}; !reflect.DeepEqual(got, want) {
		t.Errorf("Effective() = %q, want %q", got, want)
	}
	if len(doc.Duplicates) != 1 || doc.Duplicates[0].First.KeyStart != 1 || doc.Duplicates[0].Later.KeyStart != 27 {
		t.Errorf("Duplicates = %+v, want the second \\ud800 only", doc.Duplicates)
	}
	if v := doc.Root.Get("\uFFFD"); v == nil || v.Str != "4" {
		t.Errorf(`Get("\uFFFD") = %v, want the last member reading U+FFFD`, v)
	}
	if v := doc.Root.Get("\xed\xaf\xbf"); v == nil || v.Str != "2" {
		t.Errorf("Get of the WTF-8 key = %v, want 2", v)
	}
}
