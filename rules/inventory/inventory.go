// Package inventory reads and writes tool inventories: per server, the
// tools an MCP server's tools/list returned (name, description,
// inputSchema, annotations), in the fixed shape trust-and-security.md
// gives, so that rules can judge readOnlyHint coverage and drift without
// talking to the server. It knows nothing of rules or findings: it says
// where in the inventory file each problem or change is.
package inventory

import (
	"strconv"
	"strings"

	"github.com/pluglint/pluglint/rules/model"

	"github.com/pluglint/pluglint/rules/pyjson"
)

// Version is the only tool inventory version pluglint reads.
const Version = 1

// Inventory is a tool inventory as the rules use it: per mcp.json server,
// the tools its tools/list returned (trust-and-security.md fixes the
// shape). Entries whose shape is wrong are left out and listed in
// Problems, which PL507 reports.
type Inventory struct {
	File *model.JSONFile
	// Usable is false when nothing in the file can be trusted: it does not
	// parse, is not an object, has an unknown version or no servers
	// object.
	Usable   bool
	Servers  []*Server // in file order, one per name (last wins)
	Problems []Problem
	// listed indexes the listed servers by name when there are many: a
	// rule asks for each server of mcp.json.
	listed map[string]*Server
}

// Problem is one place where the inventory breaks its shape.
type Problem struct {
	Place
	Message string
}

// indexFrom is how many servers an inventory lists before Server looks
// them up through an index rather than a scan.
const indexFrom = 16

// Place is where in the inventory file something is: the key of Member
// when it is set, else Value, else the file as a whole.
type Place struct {
	Member *pyjson.Member
	Value  *pyjson.Value
}

// atKey and atValue build Places.
func atKey(m *pyjson.Member) Place  { return Place{Member: m} }
func atValue(v *pyjson.Value) Place { return Place{Value: v} }

// wholeFile is the Place of the file itself.
var wholeFile = Place{}

// Server is one entry of the inventory's servers object.
type Server struct {
	Name   string
	Member *pyjson.Member
	// Listed is false when the entry's tools could not be read; the
	// server then counts as having no inventory.
	Listed bool
	Tools  []*Tool
}

// Tool is one tool of a server's tools/list result.
type Tool struct {
	Name  string
	Value *pyjson.Value // the tool object
	// NameValue is the tool's name value, where findings about the tool
	// point.
	NameValue   *pyjson.Value
	Description string
	Annotations *pyjson.Value // nil when absent or not an object
	// Hint is annotations.readOnlyHint, nil when absent.
	Hint *pyjson.Member
	// Misspelt lists hint-like keys Hermes does not read (read_only_hint,
	// readonlyHint, a readOnlyHint outside annotations).
	Misspelt []*pyjson.Member
}

// ReadOnly reports whether Hermes treats the tool as read-only: its
// annotations.readOnlyHint is exactly the JSON boolean true.
func (t *Tool) ReadOnly() bool {
	return t.Hint != nil && t.Hint.Value.Kind == pyjson.Bool && t.Hint.Value.Bool
}

// Annotated reports whether the tool carries an explicit boolean
// readOnlyHint.
func (t *Tool) Annotated() bool {
	return t.Hint != nil && t.Hint.Value.Kind == pyjson.Bool
}

// Destructive reports destructiveHint exactly true.
func (t *Tool) Destructive() bool {
	d := t.Annotations.Get("destructiveHint")
	return d != nil && d.Kind == pyjson.Bool && d.Bool
}

// WriteTools returns the tools Hermes treats as write-capable.
func (s *Server) WriteTools() []*Tool {
	var out []*Tool
	for _, t := range s.Tools {
		if !t.ReadOnly() {
			out = append(out, t)
		}
	}
	return out
}

// Coverage counts the server's tools and their readOnlyHint.
func (s *Server) Coverage() *Coverage {
	c := &Coverage{Tools: len(s.Tools)}
	for _, t := range s.Tools {
		if t.Annotated() {
			c.Annotated++
		}
		if t.ReadOnly() {
			c.ReadOnly++
		}
	}
	return c
}

// Server returns the listed entry for an mcp.json server name, or nil when
// the inventory has none or its tools could not be read.
func (inv *Inventory) Server(name string) *Server {
	if inv == nil || !inv.Usable {
		return nil
	}
	if inv.listed != nil {
		return inv.listed[name]
	}
	for _, s := range inv.Servers {
		if s.Name == name && s.Listed {
			return s
		}
	}
	return nil
}

// hintSpelling reports keys (lower-cased) a publisher may mean as
// readOnlyHint; Hermes reads only the exact camelCase key inside
// annotations.
func hintSpelling(key string) bool {
	switch key {
	case "readonlyhint", "read_only_hint", "read-only-hint", "readonly_hint",
		"readonly", "read_only", "read-only", "isreadonly":
		return true
	}
	return false
}

// Parse reads the package's tool inventory into the model the
// rules share. It returns nil when the package has no inventory.
func Parse(p *model.Package) *Inventory {
	jf := p.Inventory
	if jf == nil {
		return nil
	}
	inv := &Inventory{File: jf}
	bad := func(at Place, msg string) {
		inv.Problems = append(inv.Problems, Problem{Place: at, Message: msg})
	}
	root := jf.Object()
	if jf.State != model.Readable || jf.Err != nil || root == nil {
		return inv // PL507 reports the file itself
	}
	if m := root.Member("version"); m == nil {
		bad(wholeFile, `tool inventory has no "version"; pluglint reads it as version 1`)
	} else if v := m.Value; v.Kind != pyjson.Number || !v.IsInt || v.Str != "1" {
		bad(atValue(v), `tool inventory "version" is not 1; pluglint reads only version 1 and ignores the file`)
		return inv
	}
	sm := root.Member("servers")
	if sm == nil {
		bad(wholeFile, `tool inventory has no "servers" object; pluglint ignores the file`)
		return inv
	}
	if sm.Value.Kind != pyjson.Object {
		bad(atValue(sm.Value), `tool inventory "servers" is not an object; pluglint ignores the file`)
		return inv
	}
	inv.Usable = true
	for _, m := range sm.Value.Effective() {
		s := &Server{Name: m.Key, Member: m}
		inv.Servers = append(inv.Servers, s)
		if m.Value.Kind != pyjson.Object {
			bad(atValue(m.Value), "tool inventory entry for server "+strconv.Quote(m.Key)+" is not an object; pluglint ignores it")
			continue
		}
		tools := m.Value.Member("tools")
		switch {
		case tools == nil:
			bad(atKey(m), "tool inventory entry for server "+strconv.Quote(m.Key)+` has no "tools" array; pluglint ignores it`)
			continue
		case tools.Value.Kind != pyjson.Array:
			bad(atValue(tools.Value), "tool inventory \"tools\" of server "+strconv.Quote(m.Key)+" is not an array; pluglint ignores it")
			continue
		}
		s.Listed = true
		seen := map[string]bool{}
		for _, tv := range tools.Value.Items {
			if tv.Kind != pyjson.Object {
				bad(atValue(tv), "tool inventory tool of server "+strconv.Quote(m.Key)+" is not an object; pluglint ignores it")
				continue
			}
			nv := tv.Get("name")
			if nv == nil || nv.Kind != pyjson.String || nv.Str == "" {
				at := atValue(tv)
				if nv != nil {
					at = atValue(nv)
				}
				bad(at, "tool inventory tool of server "+strconv.Quote(m.Key)+" has no string \"name\"; pluglint ignores it")
				continue
			}
			if seen[nv.Str] {
				bad(atValue(nv), "tool inventory lists tool "+strconv.Quote(nv.Str)+" of server "+strconv.Quote(m.Key)+" twice")
			}
			seen[nv.Str] = true
			t := &Tool{Name: nv.Str, Value: tv, NameValue: nv}
			if d := tv.Get("description"); d != nil && d.Kind == pyjson.String {
				t.Description = d.Str
			}
			if a := tv.Get("annotations"); a != nil && a.Kind == pyjson.Object {
				t.Annotations = a
				t.Hint = a.Member("readOnlyHint")
				for _, am := range a.Effective() {
					if am.Key != "readOnlyHint" && hintSpelling(strings.ToLower(am.Key)) {
						t.Misspelt = append(t.Misspelt, am)
					}
				}
			}
			for _, tm := range tv.Effective() {
				if hintSpelling(strings.ToLower(tm.Key)) {
					t.Misspelt = append(t.Misspelt, tm)
				}
			}
			s.Tools = append(s.Tools, t)
		}
	}
	if len(inv.Servers) > indexFrom {
		inv.listed = make(map[string]*Server, len(inv.Servers))
		for _, s := range inv.Servers {
			if s.Listed {
				inv.listed[s.Name] = s
			}
		}
	}
	return inv
}

// Coverage counts a server's tools from its inventory.
type Coverage struct {
	Tools     int // tools listed
	Annotated int // tools with an explicit boolean readOnlyHint
	ReadOnly  int // tools with readOnlyHint exactly true
}
