package fix

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/pluglint/pluglint/rules/pyjson"
)

// Apply returns data with edits applied. Edits are in data's offsets and
// must not overlap; insertions at one offset keep their order. The File
// of each edit is not looked at: pass one file's edits.
func Apply(data []byte, edits []Edit) ([]byte, error) {
	sorted := append([]Edit(nil), edits...)
	sort.SliceStable(sorted, func(i, j int) bool {
		if sorted[i].Start != sorted[j].Start {
			return sorted[i].Start < sorted[j].Start
		}
		return sorted[i].End < sorted[j].End // an insertion before a replacement at the same offset
	})
	var out bytes.Buffer
	out.Grow(len(data))
	pos := 0
	for _, e := range sorted {
		if e.Start < pos || e.End < e.Start || e.End > len(data) {
			return nil, fmt.Errorf("edit [%d,%d) overlaps another or lies outside the file (%d bytes)", e.Start, e.End, len(data))
		}
		out.Write(data[pos:e.Start])
		out.WriteString(e.New)
		pos = e.End
	}
	out.Write(data[pos:])
	return out.Bytes(), nil
}

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

// node is a JSON value a fix writes: a literal, or an object of members.
type node struct {
	literal string // JSON text, when the node is a literal
	keys    []string
	values  []*node
}

func literal(text string) *node { return &node{literal: text} }

// object returns an object node of one member.
func object(key string, v *node) *node { return &node{keys: []string{key}, values: []*node{v}} }

// nest returns {"a": {"b": ... {"z": leaf}}} for keys a..z (JSON text).
func nest(keys []string, leaf *node) *node {
	n := leaf
	for i := len(keys) - 1; i >= 0; i-- {
		n = object(keys[i], n)
	}
	return n
}

// render writes n as JSON. Pretty objects put each member on its own line,
// one unit deeper than indent, the indentation of the line n starts on.
func (l layout) render(n *node, indent string, pretty bool, colon string) string {
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

// editor plans edits to one parsed JSON file.
type editor struct {
	file string
	data []byte
	root *pyjson.Value
	l    layout
}

func newEditor(file string, data []byte, doc *pyjson.Document) *editor {
	return &editor{file: file, data: data, root: doc.Root, l: learnLayout(data, doc.Root)}
}

// parent returns the object or array holding v, or nil for the root.
func (e *editor) parent(v *pyjson.Value) *pyjson.Value {
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
func (e *editor) expandEmpty(obj *pyjson.Value) bool {
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

// replace replaces a value, or any span, with text.
func (e *editor) replace(start, end int, text string) Edit {
	return Edit{File: e.file, Start: start, End: end, New: text}
}

// colonOf returns the separator obj's members use between key and value.
func (e *editor) colonOf(obj *pyjson.Value) string {
	if len(obj.Members) > 0 {
		m := obj.Members[0]
		return string(e.data[m.KeyEnd:m.Value.Start])
	}
	return e.l.colon
}

// multiline reports whether obj puts its members on their own lines.
func (e *editor) multiline(obj *pyjson.Value) bool {
	if len(obj.Members) == 0 {
		return bytes.IndexByte(e.data[obj.Start:obj.End], '\n') >= 0
	}
	return bytes.IndexByte(e.data[obj.Start+1:obj.Members[0].KeyStart], '\n') >= 0
}

// insert adds the member key: v to obj (key is JSON text), first or last,
// laid out like obj's other members.
func (e *editor) insert(obj *pyjson.Value, key string, v *node, first bool) Edit {
	colon := e.colonOf(obj)
	n := len(obj.Members)
	if n == 0 {
		inner := string(e.data[obj.Start+1 : obj.End-1])
		closing := afterLastNewline(inner) // the indentation of the line of "}"
		if !strings.Contains(inner, "\n") {
			if !e.expandEmpty(obj) {
				return e.replace(obj.Start+1, obj.End-1, key+colon+e.l.render(v, "", false, colon))
			}
			closing = lineIndent(e.data, obj.Start)
		}
		indent := closing + e.l.unit
		return e.replace(obj.Start+1, obj.End-1,
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
		return e.replace(m.KeyStart, m.KeyStart, key+colon+e.l.render(v, indent, pretty, colon)+","+lead)
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
	return e.replace(last.Value.End, last.Value.End, ","+lead+key+colon+e.l.render(v, indent, pretty, colon))
}

// remove deletes the member m of obj with the separator that joins it to
// its neighbours, so that what is left is laid out as before.
func (e *editor) remove(obj *pyjson.Value, m *pyjson.Member) Edit {
	i := memberIndex(obj, m)
	switch {
	case len(obj.Members) == 1:
		return e.replace(obj.Start+1, obj.End-1, "")
	case i == len(obj.Members)-1:
		return e.replace(obj.Members[i-1].Value.End, m.Value.End, "")
	}
	return e.replace(m.KeyStart, obj.Members[i+1].KeyStart, "")
}

func memberIndex(obj *pyjson.Value, m *pyjson.Member) int {
	for i, x := range obj.Members {
		if x == m {
			return i
		}
	}
	return -1
}

// keyText returns a member's key exactly as written, escapes included.
func (e *editor) keyText(m *pyjson.Member) string {
	return string(e.data[m.KeyStart:m.KeyEnd])
}

// countKey counts the members of obj written with key.
func countKey(obj *pyjson.Value, key string) int {
	n := 0
	for _, m := range obj.Members {
		if m.Key == key {
			n++
		}
	}
	return n
}

// quote returns s as a JSON string. Fixes quote only constants (URLs,
// "trust", "untrusted"); names are copied from the file as written.
func quote(s string) string {
	b, _ := json.Marshal(s) // a Go string always marshals
	return string(b)
}
