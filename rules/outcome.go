package rules

import (
	"cmp"
	"slices"
	"strings"

	"github.com/pluglint/pluglint/rules/hermes"
	"github.com/pluglint/pluglint/rules/inventory"

	"github.com/pluglint/pluglint/rules/model"

	"github.com/pluglint/pluglint/rules/pyjson"
)

// Server is one mcp.json server Hermes loads.
type Server struct {
	Name         string // as written in mcp.json
	InternalName string // Hermes's internal name (see hermes.InternalName)
	Type         string
	Member       *pyjson.Member // the effective mcp.json entry
	// Decl is the server's declaration in plugin.json, if any.
	Decl        *pyjson.Member
	Trust       string // effective: model.TrustFull or model.TrustUntrusted
	TrustSource string
	// Coverage is the readOnlyHint coverage from the tool inventory; nil
	// without an inventory for this server.
	Coverage *inventory.Coverage
	// index is the server's place in its outcome's Servers.
	index int
}

// packageGate reports whether the package decides the server's gate and
// left it open: it runs at full trust, and not because the user's own
// config.yaml entry replaced it (PL600 reports that). The write and
// prompt rules judge only such servers.
func (s *Server) packageGate() bool {
	return s.Trust != model.TrustUntrusted && s.TrustSource != model.TrustFromConfig
}

// Dropped is one part of the package Hermes skips, with the finding that
// explains why.
type Dropped struct {
	Target
	Cause *Finding
}

// Outcome is what Hermes does with a package: reject it, or load it minus
// what it drops.
type Outcome struct {
	Rejected bool
	// Servers and Skills are what Hermes loads from mcp.json and skills/,
	// computed even for a rejected package (rules reason about them).
	Servers []*Server
	Skills  []*model.Skill
	Dropped []Dropped
	drops   map[Target]*Finding
	// byName indexes Servers when there are many: rules look servers up
	// by name for each declaration and each server.
	byName map[string]*Server
}

// linearLookups is how many entries a name lookup scans before an index
// pays: a package has a few servers, a hostile one tens of thousands.
const linearLookups = 16

// DropCause returns the finding that makes Hermes skip a target, if any.
// A server in a dropped mcp.json reports the mcp.json cause.
func (o *Outcome) DropCause(t Target) *Finding {
	if f := o.drops[t]; f != nil {
		return f
	}
	if t.Kind == TargetServer {
		return o.drops[Target{Kind: TargetMCP}]
	}
	if t.Kind == TargetSkill {
		return o.drops[Target{Kind: TargetSkills}]
	}
	return nil
}

// ServerFor returns the loaded server a declaration names, comparing names
// by code point as Python does (lone surrogates included), or nil.
func (o *Outcome) ServerFor(decl *pyjson.Member) *Server {
	s := o.Server(decl.Key)
	if s == nil || s.Member == nil || s.Member.Ident() == decl.Ident() {
		return s
	}
	for _, s := range o.Servers {
		if s.Member != nil && s.Member.Ident() == decl.Ident() {
			return s
		}
	}
	return nil
}

// Server returns the loaded server of that mcp.json name, or nil.
func (o *Outcome) Server(name string) *Server {
	if o.byName != nil {
		return o.byName[name]
	}
	for _, s := range o.Servers {
		if s.Name == name {
			return s
		}
	}
	return nil
}

// computeOutcome derives the outcome from findings: any reject finding
// rejects the package; drop findings remove their targets.
func computeOutcome(pkg *model.Package, findings []*Finding) *Outcome {
	o := &Outcome{drops: map[Target]*Finding{}}
	// The cause of a drop is the first of its findings in the order
	// findings are printed: one pass keeps the least, where sorting them
	// all cost most of a run with half a million dropped servers.
	for _, f := range findings {
		switch f.Class {
		case Reject:
			o.Rejected = true
		case Drop:
			if f.Drops == nil {
				break
			}
			if cur := o.drops[*f.Drops]; cur == nil || findingLess(f, cur) {
				o.drops[*f.Drops] = f
			}
		}
	}
	// Within a dropped mcp.json or skills/, individual servers and skills
	// are not listed again: Hermes never got as far as them.
	mcpGone, skillsGone := o.drops[Target{Kind: TargetMCP}] != nil, o.drops[Target{Kind: TargetSkills}] != nil
	for t, f := range o.drops {
		if (t.Kind == TargetServer && mcpGone) || (t.Kind == TargetSkill && skillsGone) {
			continue
		}
		o.Dropped = append(o.Dropped, Dropped{Target: t, Cause: f})
	}
	// Targets are distinct (map keys), so the order is total.
	slices.SortFunc(o.Dropped, func(a, b Dropped) int {
		if a.Kind != b.Kind {
			return cmp.Compare(targetOrder(a.Kind), targetOrder(b.Kind))
		}
		return strings.Compare(a.Name, b.Name)
	})
	decls := map[string]*pyjson.Member{}
	for _, m := range pkg.Declarations() {
		decls[m.Ident()] = m // "\ud800" does not declare "\ud801"
	}
	inv := inventory.Parse(pkg)
	if o.drops[Target{Kind: TargetMCP}] == nil {
		for _, m := range pkg.ServerMembers() {
			if o.drops[Target{Kind: TargetServer, Name: m.Ident()}] != nil {
				continue
			}
			s := &Server{
				Name: m.Key, InternalName: hermes.InternalName(m.Key), Member: m,
				Trust: model.TrustFull, TrustSource: model.TrustFromDefault,
			}
			if t := m.Value.Get("type"); t != nil && t.Kind == pyjson.String {
				s.Type = t.Str
			}
			if d := decls[m.Ident()]; d != nil {
				s.Decl = d
				if t := d.Value.Get("trust"); t != nil && t.Kind == pyjson.String {
					switch t.Str {
					case model.TrustUntrusted:
						s.Trust, s.TrustSource = model.TrustUntrusted, model.TrustFromPlugin
					case model.TrustFull:
						s.TrustSource = model.TrustFromPlugin
					}
				}
			}
			if is := inv.Server(m.Key); is != nil {
				s.Coverage = is.Coverage()
			}
			// The user's config.yaml entry of the same internal name
			// replaces the package's entry, trust included.
			if e := pkg.HermesConfig.Lookup(s.InternalName); e != nil {
				s.Trust, s.TrustSource = e.Trust, model.TrustFromConfig
			}
			s.index = len(o.Servers)
			o.Servers = append(o.Servers, s)
		}
	}
	if o.drops[Target{Kind: TargetSkills}] == nil {
		for _, s := range pkg.Skills.Skills {
			if o.drops[Target{Kind: TargetSkill, Name: s.Name}] == nil {
				o.Skills = append(o.Skills, s)
			}
		}
	}
	if len(o.Servers) > linearLookups {
		o.byName = make(map[string]*Server, len(o.Servers))
		for _, s := range o.Servers {
			o.byName[s.Name] = s
		}
	}
	return o
}

func targetOrder(k TargetKind) int {
	switch k {
	case TargetMCP:
		return 0
	case TargetServer:
		return 1
	case TargetSkills:
		return 2
	}
	return 3
}
