// Package frontmatter extracts and parses the YAML frontmatter of a SKILL.md
// file the way Hermes Agent does, so that the linter accepts and rejects
// exactly the files Hermes accepts and rejects, and sees the same types.
//
// Hermes locates the frontmatter with a regular expression and loads it with
// ruamel.yaml's safe loader at YAML 1.1: its C parser first and, when that
// fails, its pure Python parser. Plain scalars are typed by ruamel's YAML
// 1.1 resolver ("no" is a boolean, "1.0" and "1.5e3" floats, "2024-01-31" a
// date) except that Hermes keeps a float without a dot and with an
// unsigned exponent ("1e3") a string. The YAML syntax is parsed by
// go.yaml.in/yaml/v3, a port of libyaml (the library behind ruamel's C
// parser), with the rules where it differs from ruamel bridged (compat.go)
// and the pure parser's reading of NEL, LS and PS modelled (breaks.go);
// the typing is done by this package, because yaml.v3 resolves scalars by
// the YAML 1.2 rules. Frontmatter that is nothing but "key: value" lines
// of plain or unescaped quoted scalars, as most is, is read without
// yaml.v3 (simple.go), into the same tree. Every node keeps its position
// in the whole SKILL.md file so that diagnostics can point at the exact
// line.
package frontmatter

import (
	"bytes"
	"strconv"
	"unicode/utf8"
)

// Kind is the type a YAML node loads as, which is what decides the Python type
// Hermes sees.
type Kind uint8

// The kinds of values a frontmatter node can load as.
const (
	Null      Kind = iota // None
	Bool                  // bool
	Int                   // int
	Float                 // float
	String                // str
	Timestamp             // datetime.date or datetime.datetime
	Binary                // bytes (!!binary)
	Seq                   // list (also !!omap and !!pairs)
	Map                   // dict (also !!set)
)

var kindNames = [...]string{
	Null:      "null",
	Bool:      "boolean",
	Int:       "integer",
	Float:     "float",
	String:    "string",
	Timestamp: "timestamp",
	Binary:    "binary",
	Seq:       "list",
	Map:       "mapping",
}

// String returns the name a diagnostic uses for the kind, such as "boolean"
// or "list".
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// Value is a typed YAML node with its position in the SKILL.md file.
//
// Values reached through an alias are shared with the anchored node, as they
// are in Python, so positions of an aliased value point at its anchor, and a
// node that contains an alias to itself makes the tree cyclic.
type Value struct {
	Kind Kind
	// Str is the string for a String, and the scalar's text (after YAML
	// unquoting and folding) for the other scalar kinds.
	Str string
	// Bool is the value of a Bool.
	Bool bool
	// Tag is the explicit tag written on the node in yaml.v3's short form
	// ("!!str", "!!set"), or "" when the type was resolved implicitly.
	Tag string
	// Items are the elements of a Seq.
	Items []*Value
	// Fields are the entries of a Map in the order the Python dict has them:
	// source order, with entries brought in by a "<<" merge first.
	Fields []*Field
	// Line is the 1-based line in the whole SKILL.md file (lines end at
	// "\n"), not in the YAML text.
	Line int
	// Column is the 1-based column, counted in characters; on line 1 the
	// byte order marks Hermes strips are not counted.
	Column int
	// Offset is the byte offset in the whole file of the node's first
	// character, which is its anchor or tag when it has one.
	Offset int
	// EndOffset is the byte offset just past the node: the end of the scalar
	// text including quotes, and for collections the end of the last entry or
	// the closing bracket.
	EndOffset int
}

// Field is one key/value entry of a mapping. Keys can be any hashable scalar
// (strings, integers, booleans, null, ...) and keep their typed value.
type Field struct {
	Key   *Value
	Value *Value
}

// Get returns the value of the field whose key is the string key, or nil when
// v is not a mapping or has no such field. Keys of other kinds never match,
// just as the boolean key true does not match "true" in Python.
func (v *Value) Get(key string) *Value {
	if v == nil || v.Kind != Map {
		return nil
	}
	for _, f := range v.Fields {
		if f.Key.Kind == String && f.Key.Str == key {
			return f.Value
		}
	}
	return nil
}

// IsString reports whether v loaded as a Python str.
func (v *Value) IsString() bool { return v != nil && v.Kind == String }

// Frontmatter is a successfully parsed frontmatter block.
type Frontmatter struct {
	// Root is the top-level mapping (Kind Map).
	Root *Value
	// YAMLStart is the byte offset where the YAML text starts, just after the
	// opening "---"; the rest of that line belongs to the YAML text.
	YAMLStart int
	// YAMLEnd is the byte offset just past the YAML text: the "\n" that
	// precedes the closing "---".
	YAMLEnd int
	// OpenLine is the line of the opening "---", which is always 1 because
	// Hermes only skips byte order marks before it.
	OpenLine int
	// CloseLine is the line of the closing "---".
	CloseLine int
	// BOMs is the number of leading byte order marks Hermes skipped.
	BOMs int
}

// ErrorKind classifies why Hermes would reject a SKILL.md.
type ErrorKind uint8

// The reasons a frontmatter can be rejected.
const (
	Encoding     ErrorKind = iota // the file is not valid UTF-8
	Missing                       // the file does not start with "---"
	Unterminated                  // no closing "---" line
	YAML                          // the YAML does not load with a safe loader
	Duplicate                     // a mapping repeats a key
	NotMapping                    // the YAML loads, but not as a mapping
	// TooLarge is not Hermes's: the frontmatter is more than is left of
	// the Budget pluglint parses in one package.
	TooLarge
)

var errorKindNames = [...]string{
	Encoding:     "encoding",
	Missing:      "missing",
	Unterminated: "unterminated",
	YAML:         "yaml",
	Duplicate:    "duplicate",
	NotMapping:   "not-mapping",
	TooLarge:     "too-large",
}

// String returns a short lower-case name for the kind, usable in rule IDs.
func (k ErrorKind) String() string {
	if int(k) < len(errorKindNames) {
		return errorKindNames[k]
	}
	return "ErrorKind(" + strconv.Itoa(int(k)) + ")"
}

// Error is a reason Hermes would drop the skill, with the best position in the
// whole file that explains it.
type Error struct {
	Kind ErrorKind
	// Msg is a lower-case message such as "missing YAML frontmatter" or
	// "invalid YAML frontmatter: mapping values are not allowed in this
	// context".
	Msg string
	// Line and Column are 1-based; Column counts characters.
	Line   int
	Column int
	// Offset is the byte offset in the whole file.
	Offset int
	// Size and Left are, for TooLarge, the frontmatter's size and what
	// was left of the Budget.
	Size, Left int
}

// Error returns the message prefixed with its line and column.
func (e *Error) Error() string {
	return strconv.Itoa(e.Line) + ":" + strconv.Itoa(e.Column) + ": " + e.Msg
}

var (
	utf8BOM = []byte("\ufeff")
	dashes  = []byte("---")
)

// Budget bounds the frontmatter pluglint parses in one package. YAML
// loads at a few megabytes a second and takes some eighty times its size
// in memory while it does, and a package within the loader's bounds can
// hold 64 MiB of it: eight skills of 7 MiB took 27 s and 2.5 GB.
type Budget struct{ Left int }

// Parse extracts the frontmatter of a SKILL.md and loads it as Hermes does.
// A nil *Error means Hermes would accept the frontmatter.
func Parse(src []byte) (*Frontmatter, *Error) {
	return ParseWithin(src, nil)
}

// ParseWithin is Parse charging the frontmatter's YAML, between its
// dashes, to b: one larger than b has left is not loaded, and is a
// TooLarge error. A nil b has no bound.
func ParseWithin(src []byte, b *Budget) (*Frontmatter, *Error) {
	if !utf8.Valid(src) {
		off := firstInvalidUTF8(src)
		return nil, newError(src, 0, Encoding, "file is not valid UTF-8", off)
	}
	// Python's "utf-8-sig" codec strips one BOM and Hermes strips any others.
	start, boms := 0, 0
	for bytes.HasPrefix(src[start:], utf8BOM) {
		start += len(utf8BOM)
		boms++
	}
	if !bytes.HasPrefix(src[start:], dashes) {
		return nil, newError(src, start, Missing, "missing YAML frontmatter", start)
	}
	ys := start + len(dashes)
	ye := findClose(src, ys)
	if ye < 0 {
		return nil, newError(src, start, Unterminated, "unterminated YAML frontmatter", start)
	}
	if b != nil {
		if ye-ys > b.Left {
			e := newError(src, start, TooLarge, "frontmatter larger than pluglint parses", start)
			e.Size, e.Left = ye-ys, b.Left
			return nil, e
		}
		b.Left -= ye - ys
	}
	root, err := load(src, start, ys, ye)
	if err != nil {
		return nil, err
	}
	// Lines are counted at "\n"; after a lone "\r" the dashes share its line.
	closeLine := bytes.Count(src[:ye], []byte{'\n'}) + 1
	if src[ye] == '\n' || bytes.HasPrefix(src[ye:], []byte("\r\n")) {
		closeLine++
	}
	return &Frontmatter{
		Root:      root,
		YAMLStart: ys,
		YAMLEnd:   ye,
		OpenLine:  1,
		CloseLine: closeLine,
		BOMs:      boms,
	}, nil
}

// firstInvalidUTF8 returns the offset of the first byte that does not start a
// valid UTF-8 sequence.
func firstInvalidUTF8(src []byte) int {
	for i := 0; i < len(src); {
		if src[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, size := utf8.DecodeRune(src[i:])
		if r == utf8.RuneError && size == 1 {
			return i
		}
		i += size
	}
	return len(src)
}

// findClose reproduces Hermes's re.search(r"\n---\s*\n", content[3:]) from
// offset from and returns the offset of the match's leading line break, or -1.
// Hermes reads SKILL.md with Path.read_text, whose universal newlines turn
// "\r\n" and a lone "\r" into "\n" before the regex runs; so here a "\r" is a
// line break as good as "\n" on both sides of the dashes. Python's \s is
// Unicode-aware, so the whitespace run after the dashes may hold more line
// breaks, tabs and the like; it must hold at least one line break.
func findClose(src []byte, from int) int {
	for i := from; i < len(src); i++ {
		if (src[i] != '\n' && src[i] != '\r') || !bytes.HasPrefix(src[i+1:], dashes) {
			continue
		}
		for k := i + 1 + len(dashes); k < len(src); {
			r, size := utf8.DecodeRune(src[k:])
			if r == '\n' || r == '\r' {
				if src[i] == '\n' && i > from && src[i-1] == '\r' {
					return i - 1 // "\r\n" is one line break
				}
				return i
			}
			if !isPySpace(r) {
				break
			}
			k += size
		}
	}
	return -1
}

// isPySpace reports whether Python's re module matches r with \s in a str
// pattern (the characters for which str.isspace is true).
func isPySpace(r rune) bool {
	switch r {
	case ' ', '\t', '\n', '\v', '\f', '\r', 0x1c, 0x1d, 0x1e, 0x1f,
		0x85, 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000:
		return true
	}
	return r >= 0x2000 && r <= 0x200a
}

// newError builds an Error positioned at byte offset off. Line 1 starts at
// contentStart, after the byte order marks Hermes strips.
func newError(src []byte, contentStart int, kind ErrorKind, msg string, off int) *Error {
	line, col := lineCol(src, contentStart, off)
	return &Error{Kind: kind, Msg: msg, Line: line, Column: col, Offset: off}
}

// lineCol returns the 1-based line and character column of byte offset off.
func lineCol(src []byte, contentStart, off int) (line, col int) {
	if off > len(src) {
		off = len(src)
	}
	line = bytes.Count(src[:off], []byte{'\n'}) + 1
	ls := bytes.LastIndexByte(src[:off], '\n') + 1
	if ls < contentStart {
		ls = min(contentStart, off)
	}
	return line, utf8.RuneCount(src[ls:off]) + 1
}
