package frontmatter

import (
	"bytes"
	"unicode/utf8"
)

// Most SKILL.md frontmatters are a few lines of "key: value". Going
// through yaml.v3 costs tens of microseconds per file for them, most of a
// one-package run's load; loadSimple reads that form directly and gives
// up on anything else, which load then parses in full. The result is the
// tree yaml.v3's path builds: TestSimpleMatchesLoad and FuzzParse compare
// the two, and TestAgainstPyYAML compares both with PyYAML.

// loadSimple returns the root mapping of the YAML text src[ys:ye] when the
// text is, after the opening line's "\n", nothing but lines
//
//	key: value
//
// where key is a letter followed by at most 1,023 letters, digits, "-" or
// "_" and loads as a string, value is either a quoted scalar without escapes or a
// non-empty plain scalar that neither starts with an indicator or a space
// nor holds ": ", " #" or ends with ":" or a space, both of printable
// characters (simpleChars), and no key repeats. Such text means the same
// to libyaml, yaml.v3 and PyYAML: a block mapping of scalars, each on its
// line. It returns nil for anything else, and for a value whose type's
// constructor would fail, so that load reports that.
func loadSimple(src []byte, ys, ye int) *Value {
	if ys >= ye || src[ys] != '\n' {
		return nil
	}
	// The opening "---" is line 1 (byte order marks before it add no
	// line), so the text's lines start at 2.
	line := 2
	root := &Value{Kind: Map}
	// Keys seen so far: the fields themselves while they are few, a set
	// once there are many (a hostile frontmatter of a million keys must
	// not cost a million squared comparisons).
	var seen map[string]bool
	for off := ys + 1; off < ye; line++ {
		end := off
		for end < ye && src[end] != '\n' {
			end++
		}
		field := simpleField(src, off, end, line)
		if field == nil {
			return nil
		}
		key := field.Key.Str
		if len(root.Fields) == maxLinearKeys {
			seen = make(map[string]bool)
			for _, f := range root.Fields {
				seen[f.Key.Str] = true
			}
		}
		if seen != nil {
			if seen[key] {
				return nil // a duplicate: load reports it
			}
			seen[key] = true
		} else {
			for _, f := range root.Fields {
				if f.Key.Str == key {
					return nil
				}
			}
		}
		root.Fields = append(root.Fields, field)
		off = end + 1
	}
	if len(root.Fields) == 0 {
		return nil
	}
	first := root.Fields[0].Key
	root.Offset, root.Line, root.Column = first.Offset, first.Line, first.Column
	root.EndOffset = root.Fields[len(root.Fields)-1].Value.EndOffset
	return root
}

// maxLinearKeys is how many keys loadSimple compares one by one before
// it keeps a set of them.
const maxLinearKeys = 16

// maxSimpleKey is the longest implicit key libyaml takes: it stops
// looking for a key's ":" 1,024 characters after the key starts.
const maxSimpleKey = 1024

// simpleField reads the line src[off:end] as "key: value", or returns nil.
func simpleField(src []byte, off, end, line int) *Field {
	k := off
	if k == end || !isLetter(src[k]) {
		return nil
	}
	for k < end && (isLetter(src[k]) || '0' <= src[k] && src[k] <= '9' || src[k] == '-' || src[k] == '_') {
		k++
	}
	if k+2 >= end || src[k] != ':' || src[k+1] != ' ' || k-off > maxSimpleKey {
		return nil
	}
	key := string(src[off:k])
	if resolvePlain(key) != tagStr {
		return nil // "yes", "null" and the like load as other types
	}
	vs := k + 2
	v := &Value{Kind: String, Line: line, Column: vs - off + 1, Offset: vs, EndOffset: end}
	if q := src[vs]; q == '"' || q == '\'' {
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
	} else {
		if !simplePlain(src[vs:end]) {
			return nil
		}
		v.Str = string(src[vs:end])
		kind, ok := scalarKind(resolvePlain(v.Str))
		if !ok {
			return nil // "<<", "=": tags only load handles
		}
		b, msg := construct(kind, v.Str)
		if msg != "" {
			return nil // load reports the constructor's error
		}
		v.Kind, v.Bool = kind, b
	}
	return &Field{
		Key:   &Value{Kind: String, Str: key, Line: line, Column: 1, Offset: off, EndOffset: k},
		Value: v,
	}
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
