// Package pyjson parses JSON the way Python's json.loads does, keeping the
// byte offset of every key and value.
//
// Hermes Agent reads plugin files with Path.read_text(encoding="utf-8-sig")
// and json.loads, which is more lenient than RFC 8259 in two ways a linter
// must model: it accepts the literals NaN, Infinity and -Infinity, and it
// accepts repeated object keys, keeping the position of the first and the
// value of the last. It is also stricter than some Go decoders: it refuses
// invalid UTF-8 and a second byte order mark. This package accepts exactly
// what CPython (3.13) accepts, reports errors with CPython's wording at
// CPython's position (converted to byte offsets), and keeps every member as
// written so that duplicates can be reported and positions pointed at.
package pyjson

import (
	"strconv"
	"strings"
)

// Kind is the JSON type of a value.
type Kind uint8

// The kinds of JSON values. NaN and the infinities are Numbers, as they
// are floats to Python.
const (
	Null Kind = iota
	Bool
	Number
	String
	Array
	Object
)

var kindNames = [...]string{
	Null:   "null",
	Bool:   "boolean",
	Number: "number",
	String: "string",
	Array:  "array",
	Object: "object",
}

// String returns the JSON Schema name of the kind, so that messages read
// like the schemas users know ("expected string, got boolean").
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// Value is one parsed JSON value with its source span.
type Value struct {
	Kind  Kind
	Start int // byte offset of the first byte of the value in the source
	End   int // byte offset just past the value

	// Pointer is the RFC 6901 JSON Pointer of the value ("" for the root).
	// Members that repeat a key share a pointer, as Python cannot tell
	// them apart either. Pointers are built from Key, so a key with lone
	// surrogates reads U+FFFD in them. Every pointer repeats its parent's,
	// so their total size is capped at several times the document's: past
	// that, which takes deep nesting over long arrays that no real
	// manifest has, a value shares the pointer of its parent.
	Pointer string

	Bool bool // the value of a Bool

	// Str is the decoded text of a String, or the literal of a Number as
	// written ("1.50e3", "NaN", "-Infinity") so that no precision is lost.
	// Lone UTF-16 surrogates, which Python keeps but Go strings cannot
	// hold, are stored as U+FFFD.
	Str string

	// IsInt reports that Python makes an int of the Number: it has no
	// fraction or exponent and is not NaN or an infinity.
	IsInt bool

	// NonFinite reports a NaN, Infinity or -Infinity literal: Python
	// accepts them but they are not JSON and other tools reject them.
	NonFinite bool

	Items   []*Value  // the elements of an Array
	Members []*Member // the members of an Object as written, duplicates included

	// dups caches whether an Object's keys repeat, which the parser
	// knows, so that Effective need not hash large objects to find out.
	dups dupState
}

type dupState uint8

const (
	dupsUnknown dupState = iota // the Value was not made by Parse
	dupsNone
	dupsSome
)

// Member is one "key": value pair of an object as written.
type Member struct {
	Key      string // decoded key, lone surrogates replaced as in Value.Str
	KeyStart int    // offset of the opening quote of the key
	KeyEnd   int    // offset just past the closing quote
	Value    *Value

	// pyKey is the key as Python holds it, in WTF-8, when it has lone
	// surrogates: "\ud800" and "\udbff" are distinct keys to Python
	// although both read "\ufffd" in Key.
	pyKey string
}

// Ident returns the key's identity in Python's dict: Key, or the key in
// WTF-8 when it holds lone surrogates, so that "\ud800" and "\ud801",
// which both read U+FFFD in Key, are two names as they are to Python.
// Compare names with it; print Key.
func (m *Member) Ident() string { return m.ident() }

// ident returns the key's identity in Python's dict.
func (m *Member) ident() string {
	if m.pyKey != "" {
		return m.pyKey
	}
	return m.Key
}

// Get returns the value Python sees for key, which is the value of the last
// member with that key. It returns nil if there is none or v is not an
// object; v may be nil, so lookups can be chained.
func (v *Value) Get(key string) *Value {
	if m := v.Member(key); m != nil {
		return m.Value
	}
	return nil
}

// Member returns the last member with key, the one whose value Python
// keeps, or nil. v may be nil. A key with lone surrogates matches both its
// Key and its exact WTF-8 form.
func (v *Value) Member(key string) *Member {
	if v == nil || v.Kind != Object {
		return nil
	}
	for i := len(v.Members) - 1; i >= 0; i-- {
		if m := v.Members[i]; m.Key == key || (m.pyKey != "" && m.pyKey == key) {
			return m
		}
	}
	return nil
}

// Has reports whether the object v has a member with key.
func (v *Value) Has(key string) bool {
	return v.Member(key) != nil
}

// Keys returns the distinct keys of the object v in Python dict order: a
// repeated key stays where it first appeared. Distinct keys that differ
// only in lone surrogates read the same here.
func (v *Value) Keys() []string {
	eff := v.Effective()
	if len(eff) == 0 {
		return nil
	}
	keys := make([]string, len(eff))
	for i, m := range eff {
		keys[i] = m.Key
	}
	return keys
}

// Effective returns the members of the object v as Python's dict holds
// them: one per distinct key, in the order each key first appeared, each
// being the last member with that key. When no key repeats the result
// shares storage with v.Members and must not be modified.
func (v *Value) Effective() []*Member {
	if v == nil || v.Kind != Object {
		return nil
	}
	ms := v.Members
	if v.dups == dupsNone {
		return ms[:len(ms):len(ms)]
	}
	first := firstIndex(ms)
	if first == nil {
		return ms[:len(ms):len(ms)]
	}
	// Each key takes the slot of its first occurrence; later occurrences
	// overwrite the member in that slot and leave no slot of their own.
	slots := make([]*Member, len(ms))
	for i, m := range ms {
		slots[first[i]] = m
	}
	eff := slots[:0]
	for _, m := range slots {
		if m != nil {
			eff = append(eff, m)
		}
	}
	return eff
}

// linearDupLimit is the member count up to which comparing every pair of
// keys is cheaper than hashing them.
const linearDupLimit = 16

// firstIndex maps each member to the index of the first member with the
// same key, or returns nil when no key repeats (the common case, which then
// costs no allocation).
func firstIndex(ms []*Member) []int {
	var first []int
	var seen map[string]int
	if len(ms) > linearDupLimit {
		seen = make(map[string]int, len(ms))
	}
	for i, m := range ms {
		f := i
		if seen != nil {
			if j, ok := seen[m.ident()]; ok {
				f = j
			} else {
				seen[m.ident()] = i
			}
		} else {
			for j := range i {
				if ms[j].ident() == m.ident() {
					f = j
					break
				}
			}
		}
		if f != i && first == nil {
			first = make([]int, len(ms))
			for k := range i {
				first[k] = k
			}
		}
		if first != nil {
			first[i] = f
		}
	}
	return first
}

// Duplicate records a key repeated inside one object.
type Duplicate struct {
	Object *Value  // the object
	First  *Member // the first occurrence, which fixes the key's position in the dict
	Later  *Member // a later occurrence; there is one Duplicate per later occurrence
	Winner *Member // the last occurrence, whose value Python uses
}

// Document is a parsed file.
type Document struct {
	Root *Value

	// BOM reports that the input started with a UTF-8 byte order mark,
	// which Hermes tolerates because it decodes with utf-8-sig. Offsets
	// still count its three bytes.
	BOM bool

	Duplicates []Duplicate // in source order of the later occurrence
	NonFinite  []*Value    // every NaN, Infinity and -Infinity, in source order
}

// Lookup resolves a JSON Pointer against the tree Python builds, where the
// last member with a key wins. It returns nil if the pointer is malformed or
// names nothing.
func (d *Document) Lookup(pointer string) *Value {
	if d == nil {
		return nil
	}
	v := d.Root
	if pointer == "" {
		return v
	}
	if pointer[0] != '/' {
		return nil
	}
	rest := pointer[1:]
	for v != nil {
		tok, more, found := strings.Cut(rest, "/")
		switch v.Kind {
		case Object:
			key, ok := UnescapePointerToken(tok)
			if !ok {
				return nil
			}
			v = v.Get(key)
		case Array:
			i, ok := arrayIndex(tok)
			if !ok || i >= len(v.Items) {
				return nil
			}
			v = v.Items[i]
		default:
			return nil
		}
		if !found {
			return v
		}
		rest = more
	}
	return nil
}

// arrayIndex parses an RFC 6901 array index, which has no sign and no
// leading zeros.
func arrayIndex(tok string) (int, bool) {
	if tok == "" || len(tok) > 9 || (tok[0] == '0' && len(tok) > 1) {
		return 0, false
	}
	n := 0
	for i := 0; i < len(tok); i++ {
		c := tok[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	return n, true
}

// EscapePointerToken escapes a key for use as one JSON Pointer reference
// token ("~" becomes "~0", "/" becomes "~1"). Keys without either character,
// nearly all of them, are returned without allocating.
func EscapePointerToken(key string) string {
	if !needsEscape(key) {
		return key
	}
	var b strings.Builder
	b.Grow(len(key) + 4)
	writeEscaped(&b, key)
	return b.String()
}

func needsEscape(key string) bool {
	for i := 0; i < len(key); i++ {
		if c := key[i]; c == '~' || c == '/' {
			return true
		}
	}
	return false
}

func writeEscaped(b *strings.Builder, key string) {
	for i := 0; i < len(key); i++ {
		switch c := key[i]; c {
		case '~':
			b.WriteString("~0")
		case '/':
			b.WriteString("~1")
		default:
			b.WriteByte(c)
		}
	}
}

// UnescapePointerToken decodes one JSON Pointer reference token. It reports
// false for a "~" not followed by "0" or "1", which RFC 6901 makes an error.
func UnescapePointerToken(tok string) (string, bool) {
	if !strings.Contains(tok, "~") {
		return tok, true
	}
	var b strings.Builder
	b.Grow(len(tok))
	for i := 0; i < len(tok); i++ {
		c := tok[i]
		if c != '~' {
			b.WriteByte(c)
			continue
		}
		if i+1 == len(tok) {
			return "", false
		}
		i++
		switch tok[i] {
		case '0':
			b.WriteByte('~')
		case '1':
			b.WriteByte('/')
		default:
			return "", false
		}
	}
	return b.String(), true
}

// ChildPointer returns the pointer of the member key of the object at
// parent.
func ChildPointer(parent, key string) string {
	return parent + "/" + EscapePointerToken(key)
}

// ErrorKind classifies a SyntaxError by the Python exception behind it,
// because Hermes handles them differently: its loader catches
// JSONDecodeError but not UnicodeDecodeError, RecursionError or ValueError.
type ErrorKind uint8

// The kinds of SyntaxError.
const (
	// Syntax is a json.JSONDecodeError.
	Syntax ErrorKind = iota
	// Encoding is a UnicodeDecodeError raised while reading the file.
	Encoding
	// TooDeep is a RecursionError from nesting deeper than MaxDepth.
	TooDeep
	// IntTooLong is the ValueError Python raises for an integer literal
	// longer than its 4300-digit conversion limit.
	IntTooLong
	// TooMany is not Python's: the document holds more than MaxValues
	// values, which pluglint does not parse.
	TooMany
)

var errorKindNames = [...]string{
	Syntax:     "syntax",
	Encoding:   "encoding",
	TooDeep:    "too deep",
	IntTooLong: "int too long",
	TooMany:    "too many values",
}

// String names the kind for diagnostics.
func (k ErrorKind) String() string {
	if int(k) < len(errorKindNames) {
		return errorKindNames[k]
	}
	return "ErrorKind(" + strconv.Itoa(int(k)) + ")"
}

// SyntaxError is input Python's json module refuses, or, of kind TooMany,
// input too large for pluglint to parse.
type SyntaxError struct {
	Offset int       // byte offset of the offending character, where Python points
	Msg    string    // Python's wording, such as "Expecting ',' delimiter"
	Kind   ErrorKind // which Python exception the input causes
}

// Error formats the error like Python's JSONDecodeError, but with a byte
// offset instead of a line and column, which callers compute from the
// source when they need them.
func (e *SyntaxError) Error() string {
	return e.Msg + ": byte offset " + strconv.Itoa(e.Offset)
}

// MaxValues bounds the values Parse builds. Python has no such bound, and
// no manifest or tool inventory comes near it, but a document within the
// loader's size bound can hold four million values, each of which a rule
// may report: past it, the document is refused with a TooMany error that
// rules report as one pluglint cannot check.
const MaxValues = 500_000

// MaxDepth is the nesting depth past which Python's json module raises
// RecursionError. That is not a JSONDecodeError, so Hermes's loader does
// not catch it.
const MaxDepth = 1000

// MaxIntDigits is Python's default limit on the digits of an integer
// converted from a string (sys.get_int_max_str_digits()).
const MaxIntDigits = 4300
