package pyjson

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// Python's messages, which users can search for.
const (
	msgExpectingValue   = "Expecting value"
	msgExpectingName    = "Expecting property name enclosed in double quotes"
	msgExpectingColon   = "Expecting ':' delimiter"
	msgExpectingComma   = "Expecting ',' delimiter"
	msgTrailingObject   = "Illegal trailing comma before end of object"
	msgTrailingArray    = "Illegal trailing comma before end of array"
	msgUnterminated     = "Unterminated string starting at"
	msgControlCharacter = "Invalid control character at"
	msgBadEscape        = "Invalid \\escape"
	msgBadUnicodeEscape = "Invalid \\uXXXX escape"
	msgExtraData        = "Extra data"
	msgSecondBOM        = "Unexpected UTF-8 BOM (decode using utf-8-sig)"
)

var (
	msgTooDeep = "nesting deeper than " + strconv.Itoa(MaxDepth) +
		" levels (Python's json module raises RecursionError)"
	msgTooMany = "more than " + strconv.Itoa(MaxValues) + " values, more than pluglint parses"
	bom        = [3]byte{0xEF, 0xBB, 0xBF}
)

// stopsString marks the bytes that end a run of plain string content: the
// closing quote, a backslash, and the control characters Python's strict
// mode refuses. Bytes of multi-byte UTF-8 sequences are all >= 0x80, so
// scanning bytes finds the same characters as Python scanning code points.
var stopsString = func() (t [256]bool) {
	for c := range 0x20 {
		t[c] = true
	}
	t['"'] = true
	t['\\'] = true
	return t
}()

// Parse parses src as Hermes does: decoded as UTF-8 with one optional BOM,
// then handed to json.loads. It returns the document or the error Python
// would raise, never both.
func Parse(src []byte) (*Document, *SyntaxError) {
	if !utf8.Valid(src) {
		return nil, encodingError(src)
	}
	doc := &Document{}
	start := 0
	if hasBOM(src) {
		doc.BOM = true
		start = len(bom)
		if hasBOM(src[start:]) {
			// utf-8-sig strips one BOM; json.loads refuses a str that
			// still starts with U+FEFF.
			return nil, &SyntaxError{Offset: start, Msg: msgSecondBOM}
		}
	}
	p := &parser{src: src, text: string(src), pos: start, doc: doc}
	p.pointerBudget = pointerBudget(len(src))
	p.pointers.Grow(min(len(src), p.pointerBudget))
	p.skipSpace()
	root := p.value("")
	if root == nil {
		return nil, p.err
	}
	p.skipSpace()
	if p.pos != len(src) {
		return nil, &SyntaxError{Offset: p.pos, Msg: msgExtraData}
	}
	doc.Root = root
	return doc, nil
}

func hasBOM(b []byte) bool {
	return len(b) >= len(bom) && [3]byte(b[:3]) == bom
}

// encodingError locates the first byte Python's UTF-8 decoder refuses. Go
// and Python agree on what is invalid: overlong forms, surrogates and code
// points past U+10FFFF.
func encodingError(src []byte) *SyntaxError {
	i := 0
	for i < len(src) {
		r, size := utf8.DecodeRune(src[i:])
		if r == utf8.RuneError && size <= 1 {
			break
		}
		i += size
	}
	const hex = "0123456789abcdef"
	b := src[i]
	return &SyntaxError{
		Offset: i,
		Msg:    "invalid UTF-8 (byte 0x" + string([]byte{hex[b>>4], hex[b&15]}) + ")",
		Kind:   Encoding,
	}
}

// parser holds the state of one Parse. Its methods follow CPython's
// Modules/_json.c closely so that the first error found, and where it is
// reported, match Python's.
type parser struct {
	src  []byte
	text string // src as a string, so that escape-free strings and numbers are substrings of it rather than copies
	pos  int
	doc  *Document
	err  *SyntaxError

	depth  int
	values int // values begun, to stop past MaxValues

	// items and members are stacks shared by all open containers: each
	// container collects its children above its base and copies them
	// into an exactly sized slice when it closes.
	items   []*Value
	members []*Member

	// Values, Members and the Items and Members slices are carved from
	// slabs, to allocate them in batches.
	valueSlab   []Value
	memberSlab  []Member
	itemsSlab   []*Value
	membersSlab []*Member

	buf []byte // scratch for strings with escapes

	// pointers holds the text of every Pointer: each is a substring of
	// it, so building one costs no allocation of its own. Bytes a Builder
	// has written never change, so the substrings stay valid as it grows.
	pointers strings.Builder

	// pointerBudget caps the length of pointers. Every value repeats its
	// parent's pointer, so a few bytes of deep nesting or a long key over
	// a long array would otherwise cost gigabytes.
	pointerBudget int
}

func (p *parser) fail(off int, msg string) *Value {
	p.err = &SyntaxError{Offset: off, Msg: msg}
	return nil
}

func (p *parser) newValue(kind Kind, start int, ptr string) *Value {
	if len(p.valueSlab) == 0 {
		p.valueSlab = make([]Value, slabSize(len(p.src)))
	}
	v := &p.valueSlab[0]
	p.valueSlab = p.valueSlab[1:]
	v.Kind, v.Start, v.Pointer = kind, start, ptr
	return v
}

func (p *parser) newMember() *Member {
	if len(p.memberSlab) == 0 {
		p.memberSlab = make([]Member, slabSize(len(p.src)))
	}
	m := &p.memberSlab[0]
	p.memberSlab = p.memberSlab[1:]
	return m
}

// slabSize sizes a batch for a source of n bytes, which holds at most
// about n/2 values: small documents do not pay for large slabs.
func slabSize(n int) int {
	return min(max(n/16, 8), 256)
}

// pointerBudget returns how many bytes the pointers of a document of n
// bytes may take: several times what realistic documents need.
func pointerBudget(n int) int {
	return 8*n + 1<<20
}

// keyPointer returns the pointer of member key of the object at parent.
func (p *parser) keyPointer(parent, key string) string {
	b := &p.pointers
	if b.Len()+len(parent)+1+2*len(key) > p.pointerBudget {
		return parent
	}
	start := b.Len()
	b.WriteString(parent)
	b.WriteByte('/')
	if !needsEscape(key) {
		b.WriteString(key)
	} else {
		writeEscaped(b, key)
	}
	return b.String()[start:]
}

// indexPointer returns the pointer of item i of the array at parent.
func (p *parser) indexPointer(parent string, i int) string {
	b := &p.pointers
	if b.Len()+len(parent)+1+20 > p.pointerBudget {
		return parent
	}
	start := b.Len()
	b.WriteString(parent)
	var digits [20]byte
	b.Write(strconv.AppendInt(append(digits[:0], '/'), int64(i), 10))
	return b.String()[start:]
}

// skipSpace skips the only whitespace Python's json module knows: space,
// tab, line feed and carriage return.
func (p *parser) skipSpace() {
	for p.pos < len(p.src) {
		switch p.src[p.pos] {
		case ' ', '\t', '\n', '\r':
			p.pos++
		default:
			return
		}
	}
}

// hasLiteral reports whether the source continues with lit at p.pos.
func (p *parser) hasLiteral(lit string) bool {
	return len(p.src)-p.pos >= len(lit) && p.text[p.pos:p.pos+len(lit)] == lit
}

// value parses the value at p.pos, which is not whitespace, as
// scan_once_unicode does.
func (p *parser) value(ptr string) *Value {
	if p.pos >= len(p.src) {
		return p.fail(p.pos, msgExpectingValue)
	}
	if p.values++; p.values > MaxValues {
		p.err = &SyntaxError{Offset: p.pos, Msg: msgTooMany, Kind: TooMany}
		return nil
	}
	start := p.pos
	switch p.src[start] {
	case '"':
		s, _, ok := p.str(false)
		if !ok {
			return nil
		}
		v := p.newValue(String, start, ptr)
		v.Str, v.End = s, p.pos
		return v
	case '{':
		return p.object(ptr)
	case '[':
		return p.array(ptr)
	case 'n':
		if p.hasLiteral("null") {
			return p.literal(Null, "null", ptr)
		}
	case 't':
		if p.hasLiteral("true") {
			v := p.literal(Bool, "true", ptr)
			v.Bool = true
			return v
		}
	case 'f':
		if p.hasLiteral("false") {
			return p.literal(Bool, "false", ptr)
		}
	case 'N':
		if p.hasLiteral("NaN") {
			return p.nonFinite("NaN", ptr)
		}
	case 'I':
		if p.hasLiteral("Infinity") {
			return p.nonFinite("Infinity", ptr)
		}
	case '-':
		if p.hasLiteral("-Infinity") {
			return p.nonFinite("-Infinity", ptr)
		}
	}
	return p.number(ptr)
}

func (p *parser) literal(kind Kind, lit string, ptr string) *Value {
	v := p.newValue(kind, p.pos, ptr)
	p.pos += len(lit)
	v.End = p.pos
	return v
}

func (p *parser) nonFinite(lit string, ptr string) *Value {
	v := p.literal(Number, lit, ptr)
	v.Str = p.text[v.Start:v.End]
	v.NonFinite = true
	p.doc.NonFinite = append(p.doc.NonFinite, v)
	return v
}

// number parses -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)? taking the
// longest match, as _match_number_unicode does: "01" is the number 0
// followed by stray input, "1." the number 1 followed by a stray ".".
func (p *parser) number(ptr string) *Value {
	src := p.src
	start := p.pos
	i := start
	if src[i] == '-' {
		i++
	}
	intStart := i
	switch {
	case i < len(src) && src[i] == '0':
		i++
	case i < len(src) && '1' <= src[i] && src[i] <= '9':
		i = skipDigits(src, i+1)
	default:
		return p.fail(start, msgExpectingValue)
	}
	intEnd := i
	isInt := true
	if i+1 < len(src) && src[i] == '.' && isDigit(src[i+1]) {
		i = skipDigits(src, i+2)
		isInt = false
	}
	if i < len(src) && (src[i] == 'e' || src[i] == 'E') {
		j := i + 1
		if j < len(src) && (src[j] == '+' || src[j] == '-') {
			j++
		}
		if k := skipDigits(src, j); k > j {
			i = k
			isInt = false
		}
	}
	if isInt && intEnd-intStart > MaxIntDigits {
		p.err = &SyntaxError{
			Offset: start,
			Msg: "Exceeds the limit (" + strconv.Itoa(MaxIntDigits) +
				" digits) for integer string conversion: value has " +
				strconv.Itoa(intEnd-intStart) +
				" digits; use sys.set_int_max_str_digits() to increase the limit",
			Kind: IntTooLong,
		}
		return nil
	}
	v := p.newValue(Number, start, ptr)
	p.pos = i
	v.End = i
	v.Str = p.text[start:i]
	v.IsInt = isInt
	return v
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

func skipDigits(src []byte, i int) int {
	for i < len(src) && isDigit(src[i]) {
		i++
	}
	return i
}

// str decodes the string whose opening quote is at p.pos and leaves p.pos
// just past its closing quote, as scanstring_unicode does in strict mode.
// It reports whether the string holds lone surrogates, which it writes as
// U+FFFD, or in WTF-8 if asked to keep Python's exact string.
func (p *parser) str(wtf8 bool) (s string, lossy, ok bool) {
	src := p.src
	begin := p.pos
	i := begin + 1
	for i < len(src) && !stopsString[src[i]] {
		i++
	}
	if i < len(src) && src[i] == '"' {
		// No escapes: the decoded string is the source text itself.
		p.pos = i + 1
		return p.text[begin+1 : i], false, true
	}
	// Reuse the parser's scratch buffer; it is stored back on success.
	buf := p.buf[:0]
	buf = append(buf, src[begin+1:i]...)
	for {
		if i >= len(src) {
			p.fail(begin, msgUnterminated)
			return "", false, false
		}
		switch src[i] {
		case '"':
			p.pos = i + 1
			p.buf = buf
			return string(buf), lossy, true
		case '\\':
		default:
			p.fail(i, msgControlCharacter)
			return "", false, false
		}
		// src[i] is a backslash.
		i++
		if i >= len(src) {
			p.fail(begin, msgUnterminated)
			return "", false, false
		}
		switch c := src[i]; c {
		case '"', '\\', '/':
			buf = append(buf, c)
		case 'b':
			buf = append(buf, '\b')
		case 'f':
			buf = append(buf, '\f')
		case 'n':
			buf = append(buf, '\n')
		case 'r':
			buf = append(buf, '\r')
		case 't':
			buf = append(buf, '\t')
		case 'u':
			r, ok := hex4(src, i)
			if !ok {
				p.fail(i, msgBadUnicodeEscape)
				return "", false, false
			}
			i += 4
			// A high surrogate combines with an immediately following
			// escaped low surrogate. If the next escape is malformed
			// Python reports it here, at the same offset as it would
			// on its own.
			if 0xD800 <= r && r < 0xDC00 && i+2 < len(src) && src[i+1] == '\\' && src[i+2] == 'u' {
				r2, ok := hex4(src, i+2)
				if !ok {
					p.fail(i+2, msgBadUnicodeEscape)
					return "", false, false
				}
				if 0xDC00 <= r2 && r2 < 0xE000 {
					r = 0x10000 + (r-0xD800)<<10 + (r2 - 0xDC00)
					i += 6
				}
			}
			if 0xD800 <= r && r < 0xE000 {
				lossy = true
				if wtf8 {
					buf = append(buf, 0xE0|byte(r>>12), 0x80|byte(r>>6)&0x3F, 0x80|byte(r)&0x3F)
					break
				}
			}
			// utf8.AppendRune turns a lone surrogate into U+FFFD.
			buf = utf8.AppendRune(buf, r)
		default:
			p.fail(i-1, msgBadEscape)
			return "", false, false
		}
		i++
		j := i
		for j < len(src) && !stopsString[src[j]] {
			j++
		}
		buf = append(buf, src[i:j]...)
		i = j
	}
}

// hex4 decodes the four hex digits after the "u" at src[u]. Like CPython
// it also requires a character after them, so an escape running into the
// end of input is invalid rather than unterminated.
func hex4(src []byte, u int) (rune, bool) {
	if u+5 >= len(src) {
		return 0, false
	}
	var r rune
	for _, c := range src[u+1 : u+5] {
		switch {
		case '0' <= c && c <= '9':
			c -= '0'
		case 'a' <= c && c <= 'f':
			c -= 'a' - 10
		case 'A' <= c && c <= 'F':
			c -= 'A' - 10
		default:
			return 0, false
		}
		r = r<<4 | rune(c)
	}
	return r, true
}

// enter opens a container at p.pos, refusing to go deeper than Python can.
// Refusing at once keeps the recursion of value, object and array bounded.
func (p *parser) enter() bool {
	p.depth++
	if p.depth > MaxDepth {
		p.err = &SyntaxError{Offset: p.pos, Msg: msgTooDeep, Kind: TooDeep}
		return false
	}
	return true
}

// object parses the object whose "{" is at p.pos, as _parse_object_unicode
// does.
func (p *parser) object(ptr string) *Value {
	if !p.enter() {
		return nil
	}
	v := p.newValue(Object, p.pos, ptr)
	base := len(p.members)
	var dups []int              // indexes in p.doc.Duplicates of this object's duplicates
	var seen map[string]*Member // first member per key, once the object outgrows linear search

	p.pos++
	p.skipSpace()
	if p.pos >= len(p.src) || p.src[p.pos] != '}' {
		for {
			if p.pos >= len(p.src) || p.src[p.pos] != '"' {
				return p.fail(p.pos, msgExpectingName)
			}
			m := p.newMember()
			m.KeyStart = p.pos
			key, lossy, ok := p.str(false)
			if !ok {
				return nil
			}
			m.Key, m.KeyEnd = key, p.pos
			ident := key
			if lossy {
				p.pos = m.KeyStart
				m.pyKey, _, _ = p.str(true)
				ident = m.pyKey
			}

			// Record a duplicate now rather than after the value, so
			// that Duplicates stays in source order when the value
			// holds duplicates of its own.
			open := p.members[base:]
			var first *Member
			if seen == nil && len(open) >= linearDupLimit {
				seen = make(map[string]*Member, 2*len(open))
				for i := len(open) - 1; i >= 0; i-- {
					seen[open[i].ident()] = open[i]
				}
			}
			if seen != nil {
				if first = seen[ident]; first == nil {
					seen[ident] = m
				}
			} else {
				for _, o := range open {
					if o.ident() == ident {
						first = o
						break
					}
				}
			}
			if first != nil {
				dups = append(dups, len(p.doc.Duplicates))
				p.doc.Duplicates = append(p.doc.Duplicates, Duplicate{Object: v, First: first, Later: m})
			}
			p.members = append(p.members, m)

			p.skipSpace()
			if p.pos >= len(p.src) || p.src[p.pos] != ':' {
				return p.fail(p.pos, msgExpectingColon)
			}
			p.pos++
			p.skipSpace()
			if m.Value = p.value(p.keyPointer(ptr, key)); m.Value == nil {
				return nil
			}
			done, ok := p.separator('}', msgTrailingObject)
			if !ok {
				return nil
			}
			if done {
				break
			}
		}
	}
	p.pos++
	v.End = p.pos
	v.Members = popInto(&p.members, base, &p.membersSlab, len(p.src))
	v.dups = dupsNone
	if len(dups) > 0 {
		v.dups = dupsSome
		last := make(map[string]*Member, len(dups))
		for _, m := range v.Members {
			last[m.ident()] = m
		}
		for _, i := range dups {
			d := &p.doc.Duplicates[i]
			d.Winner = last[d.Later.ident()]
		}
	}
	p.depth--
	return v
}

// array parses the array whose "[" is at p.pos, as _parse_array_unicode
// does.
func (p *parser) array(ptr string) *Value {
	if !p.enter() {
		return nil
	}
	v := p.newValue(Array, p.pos, ptr)
	base := len(p.items)

	p.pos++
	p.skipSpace()
	if p.pos >= len(p.src) || p.src[p.pos] != ']' {
		for {
			item := p.value(p.indexPointer(ptr, len(p.items)-base))
			if item == nil {
				return nil
			}
			p.items = append(p.items, item)
			done, ok := p.separator(']', msgTrailingArray)
			if !ok {
				return nil
			}
			if done {
				break
			}
		}
	}
	p.pos++
	v.End = p.pos
	v.Items = popInto(&p.items, base, &p.itemsSlab, len(p.src))
	p.depth--
	return v
}

// separator reads what follows an object member or array item, after
// spaces: the closing byte (done), or a comma and the next element. It
// fails, as Python does, on anything else and on a comma right before
// the closing byte (trailing names the object's or the array's message).
func (p *parser) separator(closing byte, trailing string) (done, ok bool) {
	p.skipSpace()
	if p.pos < len(p.src) && p.src[p.pos] == closing {
		return true, true
	}
	if p.pos >= len(p.src) || p.src[p.pos] != ',' {
		p.fail(p.pos, msgExpectingComma)
		return false, false
	}
	comma := p.pos
	p.pos++
	p.skipSpace()
	if p.pos < len(p.src) && p.src[p.pos] == closing {
		p.fail(comma, trailing)
		return false, false
	}
	return false, true
}

// popInto moves the elements of *stack above base into a slice carved
// from *slab (one allocation serves many small objects and arrays) and
// pops them off the stack, so that a value's elements take no capacity
// of their own. It returns nil when there are none.
func popInto[T any](stack *[]T, base int, slab *[]T, srcLen int) []T {
	n := len(*stack) - base
	if n == 0 {
		return nil
	}
	if len(*slab) < n {
		*slab = make([]T, max(n, slabSize(srcLen)))
	}
	out := (*slab)[:n:n]
	*slab = (*slab)[n:]
	copy(out, (*stack)[base:])
	clear((*stack)[base:])
	*stack = (*stack)[:base]
	return out
}
