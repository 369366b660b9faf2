package frontmatter

import (
	"bytes"
	"unicode/utf8"
)

// Most SKILL.md frontmatters are a few lines of "key: value", sometimes
// with a list of tags, a nested metadata mapping or a description folded
// over several lines. Going through yaml.v3 costs tens of microseconds
// per file for them, and its first use in a process costs far more (its
// code and tables are faulted in): most of a one-package run's load.
// loadSimple reads that form directly and gives up on anything else,
// which load then parses in full. The result is the tree yaml.v3's path
// builds: TestSimpleMatchesLoad and FuzzParse compare the two, and
// TestAgainstRuamel compares both with ruamel.yaml as Hermes runs it.

// loadSimple returns the root mapping of the YAML text src[ys:ye] when the
// text is, after the opening line's "\n", a block mapping of lines
//
//	key: value
//	key: [item, item]
//	key: >-
//	  folded text
//	key:
//	  key: value
//
// and nothing else, where
//
//   - key is a letter followed by at most 1,023 letters, digits, "-" or
//     "_" and loads as a string, and no key repeats in its mapping;
//   - value is either a quoted scalar without escapes or a non-empty plain
//     scalar that neither starts with an indicator or a space nor holds
//     ": ", " #" or ends with ":" or a space, both of printable characters
//     (simpleChars);
//   - a flow sequence is "[" and "]" around items separated by ", ", each
//     a letter or digit followed by letters, digits, ".", "-" or "_", or
//     nothing at all;
//   - a block scalar is read as blockScalar says;
//   - "key:" ending its line starts a nested mapping, whose keys are
//     indented by more spaces than key and all by the same number, at most
//     maxSimpleDepth deep.
//
// Such text means the same to libyaml, yaml.v3 and both of ruamel.yaml's
// parsers (it holds no tab, NEL, LS or PS). loadSimple
// returns nil for anything else, and for a value whose type's constructor
// would fail, so that load reports that.
func loadSimple(src []byte, ys, ye int) *Value {
	if ys >= ye || src[ys] != '\n' {
		return nil
	}
	// The opening "---" is line 1 (byte order marks before it add no
	// line), so the text's lines start at 2.
	s := simpleLoader{src: src, ye: ye, off: ys + 1, line: 2}
	root := s.mapping(0, 0)
	if s.off < ye {
		return nil
	}
	return root
}

// maxLinearKeys is how many keys loadSimple compares one by one before
// it keeps a set of them.
const maxLinearKeys = 16

// maxSimpleKey is the longest implicit key libyaml takes: it stops
// looking for a key's ":" 1,024 characters after the key starts.
const maxSimpleKey = 1024

// maxSimpleDepth is how deeply loadSimple nests mappings; deeper text is
// left to yaml.v3, which bounds nesting its own way. Real frontmatter
// nests two levels (metadata, then a host's name).
const maxSimpleDepth = 8

// simpleLoader reads lines of the YAML text src[:ye] from off, which is
// where line line starts.
type simpleLoader struct {
	src  []byte
	ye   int
	off  int
	line int
}

// mapping reads the lines from s.off indented by exactly indent spaces as
// a block mapping, up to the first line indented less, and leaves s.off at
// that line. It returns nil when a line is not in loadSimple's form.
func (s *simpleLoader) mapping(indent, depth int) *Value {
	m := &Value{Kind: Map}
	// Keys seen so far: the fields themselves while they are few, a set
	// once there are many (a hostile frontmatter of a million keys must
	// not cost a million squared comparisons).
	var seen map[string]bool
	for s.off < s.ye {
		start, end := s.off, s.off
		for end < s.ye && s.src[end] != '\n' {
			end++
		}
		n := 0
		for start+n < end && s.src[start+n] == ' ' {
			n++
		}
		if n < indent {
			break // a key of an enclosing mapping, or not the form
		}
		if n > indent {
			return nil
		}
		field := s.field(start, start+n, end, depth)
		if field == nil {
			return nil
		}
		key := field.Key.Str
		if len(m.Fields) == maxLinearKeys {
			seen = make(map[string]bool)
			for _, f := range m.Fields {
				seen[f.Key.Str] = true
			}
		}
		if seen != nil {
			if seen[key] {
				return nil // a duplicate: load reports it
			}
			seen[key] = true
		} else {
			for _, f := range m.Fields {
				if f.Key.Str == key {
					return nil
				}
			}
		}
		m.Fields = append(m.Fields, field)
	}
	if len(m.Fields) == 0 {
		return nil
	}
	first := m.Fields[0].Key
	m.Offset, m.Line, m.Column = first.Offset, first.Line, first.Column
	m.EndOffset = m.Fields[len(m.Fields)-1].Value.EndOffset
	return m
}

// field reads the line src[start:end], whose key starts at k, as one
// entry of a mapping at the given depth, and moves s past it and past the
// nested mapping it starts. It returns nil for anything else.
func (s *simpleLoader) field(start, k, end, depth int) *Field {
	src := s.src
	off := k
	if k == end || !isLetter(src[k]) {
		return nil
	}
	for k < end && (isAlnum(src[k]) || src[k] == '-' || src[k] == '_') {
		k++
	}
	if k == end || src[k] != ':' || k-off > maxSimpleKey {
		return nil
	}
	key := string(src[off:k])
	if resolvePlain(key) != tagStr {
		return nil // "yes", "null" and the like load as other types
	}
	f := &Field{Key: &Value{Kind: String, Str: key, Line: s.line, Column: off - start + 1, Offset: off, EndOffset: k}}
	line := s.line
	s.off, s.line = end+1, s.line+1
	if k+1 == end {
		// "key:" alone: a mapping follows, indented further.
		n := 0
		for i := s.off; i < s.ye && src[i] == ' '; i++ {
			n++
		}
		if depth+1 == maxSimpleDepth || n <= off-start {
			return nil // too deep, or a null value: load reads those
		}
		f.Value = s.mapping(n, depth+1)
	} else if k+2 < end && src[k+1] == ' ' {
		switch string(src[k+2 : end]) {
		case ">", ">-", "|", "|-":
			f.Value = s.blockScalar(start, off-start, k+2, end, line)
		default:
			f.Value = simpleValue(src, start, k+2, end, line)
		}
	}
	if f.Value == nil {
		return nil
	}
	return f
}

// blockScalar reads the lines after the header src[hs:he] (">" or "|",
// perhaps with "-") of a key indented by indent as a block scalar, when
// they are its only form here: at least one line, every line indented by
// the same number of spaces (more than indent) and holding simple
// characters that end in something other than a space. Folding joins
// such lines with a space, a literal scalar with a line break; the
// final line break stays unless "-" strips it or the text ends there. It returns nil for
// anything else (blank lines, more-indented lines, "+", indentation
// indicators, comments), which load reads.
func (s *simpleLoader) blockScalar(start, indent, hs, he, line int) *Value {
	src := s.src
	sep := byte(' ')
	if src[hs] == '|' {
		sep = '\n'
	}
	var b []byte
	n, last := -1, he
	for s.off < s.ye {
		ls, le := s.off, s.off
		for le < s.ye && src[le] != '\n' {
			le++
		}
		i := 0
		for ls+i < le && src[ls+i] == ' ' {
			i++
		}
		if ls+i == le {
			return nil // a blank line: load folds those
		}
		if i <= indent {
			break // the next key
		}
		if n < 0 {
			n = i
		}
		text := src[ls+i : le]
		if i != n || text[len(text)-1] == ' ' || !simpleChars(text) {
			return nil
		}
		if b != nil {
			b = append(b, sep)
		}
		b = append(b, text...)
		s.off, s.line, last = le+1, s.line+1, le
	}
	if n < 0 {
		return nil // an empty scalar
	}
	if he-hs == 1 && last < s.ye {
		b = append(b, '\n') // kept unless the text ends with the line
	}
	return &Value{Kind: String, Str: string(b), Line: line, Column: hs - start + 1, Offset: hs, EndOffset: last}
}

// simpleValue reads src[vs:end], the rest of a line that starts at start,
// as a scalar or a flow sequence; it returns nil for anything else.
func simpleValue(src []byte, start, vs, end, line int) *Value {
	v := &Value{Kind: String, Line: line, Column: vs - start + 1, Offset: vs, EndOffset: end}
	switch q := src[vs]; q {
	case '"', '\'':
		// A quoted scalar without escapes: its value is what lies
		// between the quotes, and it loads as a string.
		if end-vs < 2 || src[end-1] != q {
			return nil
		}
		inner := src[vs+1 : end-1]
		if bytes.IndexByte(inner, q) >= 0 || bytes.IndexByte(inner, '\\') >= 0 || !simpleChars(inner) {
			return nil
		}
		v.Str = string(inner)
		return v
	case '[':
		if src[end-1] != ']' {
			return nil
		}
		v.Kind = Seq
		return simpleItems(v, src, start, vs+1, end-1, line)
	}
	if !simplePlain(src[vs:end]) {
		return nil
	}
	return typePlain(v, string(src[vs:end]))
}

// simpleItems fills seq with the items of the flow sequence src[from:to]
// (between its brackets), or returns nil when they are not in
// loadSimple's form.
func simpleItems(seq *Value, src []byte, start, from, to, line int) *Value {
	seq.Items = []*Value{} // "[]" loads as an empty list, not as nothing
	for i := from; i < to; {
		j := i
		for j < to && (isAlnum(src[j]) || j > i && (src[j] == '.' || src[j] == '-' || src[j] == '_')) {
			j++
		}
		if j == i {
			return nil
		}
		item := &Value{Kind: String, Line: line, Column: i - start + 1, Offset: i, EndOffset: j}
		if typePlain(item, string(src[i:j])) == nil {
			return nil
		}
		seq.Items = append(seq.Items, item)
		if j == to {
			break
		}
		if j+2 >= to || src[j] != ',' || src[j+1] != ' ' {
			return nil
		}
		i = j + 2
	}
	return seq
}

// typePlain gives v, a plain scalar whose text is str, the type and value
// ruamel's resolver (with Hermes's float exception) and constructor give it, or returns nil when only load
// can say (a constructor's error, a tag such as "<<").
func typePlain(v *Value, str string) *Value {
	v.Str = str
	kind, ok := scalarKind(resolvePlain(str))
	if !ok {
		return nil // "<<", "=": tags only load handles
	}
	b, msg := construct(kind, str)
	if msg != "" {
		return nil // load reports the constructor's error
	}
	v.Kind, v.Bool = kind, b
	return v
}

// simplePlain reports whether v, the rest of a line after "key: ", is a
// plain scalar whose value is exactly v: simple characters, not starting
// with a space or an indicator, without ": " or " #", not ending with a
// space or ":".
func simplePlain(v []byte) bool {
	if len(v) == 0 {
		return false
	}
	switch v[0] {
	case ' ', '-', '?', ':', ',', '[', ']', '{', '}', '#', '&', '*', '!', '|', '>', '\'', '"', '%', '@', '`':
		return false
	}
	if last := v[len(v)-1]; last == ' ' || last == ':' {
		return false
	}
	for i, c := range v {
		if c == ' ' && (v[i-1] == ':' || v[i+1] == '#') {
			return false // ": " starts a mapping value, " #" a comment
		}
	}
	return simpleChars(v)
}

// simpleChars reports whether text holds only characters that stand for
// themselves on one line in YAML: printable ASCII and the printable
// non-ASCII characters libyaml takes, without the ones YAML 1.1 breaks
// lines at (NEL, LS, PS) and without the byte order mark; and valid
// UTF-8, which Parse has checked already.
func simpleChars(text []byte) bool {
	for i := 0; i < len(text); {
		c := text[i]
		if c < utf8.RuneSelf {
			if c < 0x20 || c > 0x7e {
				return false
			}
			i++
			continue
		}
		r, size := utf8.DecodeRune(text[i:])
		if r < 0xa0 || r == 0x2028 || r == 0x2029 || r == 0xfeff || r == 0xfffe || r == 0xffff || r == utf8.RuneError && size == 1 {
			return false
		}
		i += size
	}
	return true
}

func isLetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

func isAlnum(c byte) bool { return isLetter(c) || '0' <= c && c <= '9' }
