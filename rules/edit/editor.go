package edit

import (
	"bytes"
	"encoding/json"
	"strings"

	"github.com/pluglint/pluglint/rules/pyjson"
)

// layout is how a file is written, learnt from the file itself, so that
// what a fix adds looks like what was already there.
type layout struct {
	nl    string // line ending: "\n" or "\r\n"
	unit  string // one level of indentation
	colon string // between a key and its value
	comma string // after a comma between members on one line
}

// learnLayout reads a file's line ending, indentation unit and separators
// from its parse. Defaults (two spaces, ": ", ", ") apply where the file
// shows nothing; a minified file gets ":" and ",".
func learnLayout(data []byte, root *pyjson.Value) layout {
	l := layout{nl: "\n"}
	if i := bytes.IndexByte(data, '\n'); i > 0 && data[i-1] == '\r' {
		l.nl = "\r\n"
	}
	colon, comma, unit := "", "", ""
	haveColon, haveComma := false, false
	var walk func(v *pyjson.Value)
	walk = func(v *pyjson.Value) {
		switch v.Kind {
		case pyjson.Object:
			for i, m := range v.Members {
				if !haveColon {
					colon, haveColon = string(data[m.KeyEnd:m.Value.Start]), true
				}
				if i > 0 && !haveComma {
					if between := string(data[v.Members[i-1].Value.End:m.KeyStart]); !strings.Contains(between, "\n") {
						_, comma, _ = strings.Cut(between, ",")
						haveComma = true
					}
				}
			}
			if len(v.Members) > 0 && unit == "" {
				unit = indentUnit(data, v.Start, v.Members[0].KeyStart)
			}
			for _, m := range v.Members {
				walk(m.Value)
			}
		case pyjson.Array:
			if len(v.Items) > 0 && unit == "" {
				unit = indentUnit(data, v.Start, v.Items[0].Start)
			}
			for _, it := range v.Items {
				walk(it)
			}
		}
	}
	if root != nil {
		walk(root)
	}
	l.colon = colon
	if !haveColon {
		l.colon = ": "
	}
	l.comma = comma
	if !haveComma {
		l.comma = " "
		if haveColon && !strings.HasSuffix(colon, " ") {
			l.comma = ""
		}
	}
	l.unit = unit
	if unit == "" {
		l.unit = "  "
	}
	return l
}

// indentUnit returns the indentation one level adds, from a container
// opened at open whose first element starts on a later line at first;
// "" when they share a line.
func indentUnit(data []byte, open, first int) string {
	lead := string(data[open+1 : first])
	if !strings.Contains(lead, "\n") {
		return ""
	}
	inner := afterLastNewline(lead)
	outer := lineIndent(data, open)
	if len(inner) > len(outer) && strings.HasPrefix(inner, outer) {
		return inner[len(outer):]
	}
	return ""
}

// afterLastNewline returns what follows the last line break in s.
func afterLastNewline(s string) string {
	return s[strings.LastIndexByte(s, '\n')+1:]
}

// lineIndent returns the spaces and tabs that start the line holding off.
func lineIndent(data []byte, off int) string {
	start := bytes.LastIndexByte(data[:off], '\n') + 1
	end := start
	for end < len(data) && (data[end] == ' ' || data[end] == '\t') {
		end++
	}
	return string(data[start:end])
}

// Node is a JSON value a fix writes: a literal, or an object of members.
type Node struct {
	literal string // JSON text, when the Node is a literal
	keys    []string
	values  []*Node
}

// Literal returns a Node of JSON text written as is.
func Literal(text string) *Node { return &Node{literal: text} }

// Object returns an object Node of one member.
func Object(key string, v *Node) *Node { return &Node{keys: []string{key}, values: []*Node{v}} }

// Nest returns {"a": {"b": ... {"z": leaf}}} for keys a..z (JSON text).
func Nest(keys []string, leaf *Node) *Node {
	n := leaf
	for i := len(keys) - 1; i >= 0; i-- {
		n = Object(keys[i], n)
	}
	return n
}

// render writes n as JSON. Pretty objects put each member on its own line,
// one unit deeper than indent, the indentation of the line n starts on.
func (l layout) render(n *Node, indent string, pretty bool, colon string) string {
	if n.keys == nil {
		return n.literal
	}
	var b strings.Builder
	b.WriteByte('{')
	for i, k := range n.keys {
		if i > 0 {
			b.WriteByte(',')
			if !pretty {
				b.WriteString(l.comma)
			}
		}
		if pretty {
			b.WriteString(l.nl + indent + l.unit)
		}
		b.WriteString(k + colon + l.render(n.values[i], indent+l.unit, pretty, colon))
	}
	if pretty {
		b.WriteString(l.nl + indent)
	}
	b.WriteByte('}')
	return b.String()
}

// Editor plans edits to one parsed JSON file.
type Editor struct {
	file string
	data []byte
	root *pyjson.Value
	l    layout
}

// New returns an editor for the file at the package-relative path file,
// whose bytes data parsed to root.
func New(file string, data []byte, root *pyjson.Value) *Editor {
	return &Editor{file: file, data: data, root: root, l: learnLayout(data, root)}
}

// File returns the package-relative path of the file e edits.
func (e *Editor) File() string { return e.file }

// Root returns the file's top-level value.
func (e *Editor) Root() *pyjson.Value { return e.root }

// parent returns the object or array holding v, or nil for the root.
func (e *Editor) parent(v *pyjson.Value) *pyjson.Value {
	var find func(c *pyjson.Value) *pyjson.Value
	find = func(c *pyjson.Value) *pyjson.Value {
		if v.Start < c.Start || v.End > c.End {
			return nil
		}
		for _, m := range c.Members {
			if m.Value == v {
				return c
			}
			if p := find(m.Value); p != nil {
				return p
			}
		}
		for _, it := range c.Items {
			if it == v {
				return c
			}
			if p := find(it); p != nil {
				return p
			}
		}
		return nil
	}
	return find(e.root)
}

// expandEmpty reports whether members added to the empty object obj, written
// "{}", go on their own lines: when the object holding it does so too and
// none of its other object members is written on one line.
func (e *Editor) expandEmpty(obj *pyjson.Value) bool {
	p := e.parent(obj)
	if p == nil || p.Kind != pyjson.Object || !e.multiline(p) {
		return false
	}
	for _, m := range p.Members {
		if v := m.Value; v.Kind == pyjson.Object && len(v.Members) > 0 && !e.multiline(v) {
			return false
		}
	}
	return true
}

// Replace replaces a value, or any span, with text.
func (e *Editor) Replace(start, end int, text string) Edit {
	return Edit{File: e.file, Start: start, End: end, New: text}
}

// colonOf returns the separator obj's members use between key and value.
func (e *Editor) colonOf(obj *pyjson.Value) string {
	if len(obj.Members) > 0 {
		m := obj.Members[0]
		return string(e.data[m.KeyEnd:m.Value.Start])
	}
	return e.l.colon
}

// multiline reports whether obj puts its members on their own lines.
func (e *Editor) multiline(obj *pyjson.Value) bool {
	if len(obj.Members) == 0 {
		return bytes.IndexByte(e.data[obj.Start:obj.End], '\n') >= 0
	}
	return bytes.IndexByte(e.data[obj.Start+1:obj.Members[0].KeyStart], '\n') >= 0
}

// Insert adds the member key: v to obj (key is JSON text), first or last,
// laid out like obj's other members.
func (e *Editor) Insert(obj *pyjson.Value, key string, v *Node, first bool) Edit {
	colon := e.colonOf(obj)
	n := len(obj.Members)
	if n == 0 {
		inner := string(e.data[obj.Start+1 : obj.End-1])
		closing := afterLastNewline(inner) // the indentation of the line of "}"
		if !strings.Contains(inner, "\n") {
			if !e.expandEmpty(obj) {
				return e.Replace(obj.Start+1, obj.End-1, key+colon+e.l.render(v, "", false, colon))
			}
			closing = lineIndent(e.data, obj.Start)
		}
		indent := closing + e.l.unit
		return e.Replace(obj.Start+1, obj.End-1,
			e.l.nl+indent+key+colon+e.l.render(v, indent, true, colon)+e.l.nl+closing)
	}
	pretty := e.multiline(obj)
	if first {
		m := obj.Members[0]
		lead := string(e.data[obj.Start+1 : m.KeyStart])
		if lead == "" {
			lead = e.l.comma
		}
		indent := afterLastNewline(lead)
		if !pretty {
			indent = lineIndent(e.data, m.KeyStart)
		}
		return e.Replace(m.KeyStart, m.KeyStart, key+colon+e.l.render(v, indent, pretty, colon)+","+lead)
	}
	last := obj.Members[n-1]
	var lead string
	if n > 1 {
		_, lead, _ = strings.Cut(string(e.data[obj.Members[n-2].Value.End:last.KeyStart]), ",")
	} else {
		lead = string(e.data[obj.Start+1 : last.KeyStart])
		if !pretty {
			lead = e.l.comma
		}
	}
	indent := afterLastNewline(lead)
	if !pretty {
		indent = lineIndent(e.data, last.KeyStart)
	}
	return e.Replace(last.Value.End, last.Value.End, ","+lead+key+colon+e.l.render(v, indent, pretty, colon))
}

// Remove deletes the member m of obj with the separator that joins it to
// its neighbours, so that what is left is laid out as before.
func (e *Editor) Remove(obj *pyjson.Value, m *pyjson.Member) Edit {
	i := memberIndex(obj, m)
	switch {
	case len(obj.Members) == 1:
		return e.Replace(obj.Start+1, obj.End-1, "")
	case i == len(obj.Members)-1:
		return e.Replace(obj.Members[i-1].Value.End, m.Value.End, "")
	}
	return e.Replace(m.KeyStart, obj.Members[i+1].KeyStart, "")
}

// ReplaceMember rewrites the member m of obj, key and value, as key: v
// (key is JSON text), laid out like obj's members.
func (e *Editor) ReplaceMember(obj *pyjson.Value, m *pyjson.Member, key string, v *Node) Edit {
	colon := e.colonOf(obj)
	return e.Replace(m.KeyStart, m.Value.End, key+colon+e.l.render(v, lineIndent(e.data, m.KeyStart), e.multiline(obj), colon))
}

func memberIndex(obj *pyjson.Value, m *pyjson.Member) int {
	for i, x := range obj.Members {
		if x == m {
			return i
		}
	}
	return -1
}

// KeyText returns a member's key exactly as written, escapes included.
func (e *Editor) KeyText(m *pyjson.Member) string {
	return string(e.data[m.KeyStart:m.KeyEnd])
}

// CountKey counts the members of obj written with key.
func CountKey(obj *pyjson.Value, key string) int {
	n := 0
	for _, m := range obj.Members {
		if m.Key == key {
			n++
		}
	}
	return n
}

// Quote returns s as a JSON string. Fixes quote only constants (URLs,
// "trust", "untrusted"); names are copied from the file as written.
func Quote(s string) string {
	b, _ := json.Marshal(s) // a Go string always marshals
	return string(b)
}
