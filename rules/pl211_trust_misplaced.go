package rules

import (
	"fmt"
	"strings"

	"github.com/pluglint/pluglint/rules/edit"
	"github.com/pluglint/pluglint/rules/model"
	"github.com/pluglint/pluglint/rules/pyjson"
)

// TrustMisplaced reports a trust written where Hermes does not read it: in
// an mcp.json server entry (the server is dropped) or anywhere in
// plugin.json other than a server declaration (ignored).
var TrustMisplaced = &Rule{
	ID: "PL211", Name: "trust-misplaced", Level: Error, Class: OfPlace,
	Doc: trustMisplacedDoc, Run: runTrustMisplaced,
	Fix: trustMisplacedFix,
}

var trustMisplacedDoc = Doc{
	Title: "trust is written where Hermes does not read it",
	Why: `Hermes reads a server's trust in exactly one place: ` +
		`extensions["com.nousresearch.hermes"].servers.<name>.trust in plugin.json. Written anywhere else ` +
		`it looks like a gate and is not one. Inside an mcp.json server entry it is an unknown field, so ` +
		`Hermes drops that server. Directly in the Hermes extension, at the top level of plugin.json, ` +
		`directly under extensions, or in another namespace (including look-alikes such as "hermes") it ` +
		`is ignored, and the server runs at full trust: the model calls its tools without asking anyone.`,
	Fix: `Move the trust into the server's declaration in plugin.json, under ` +
		`extensions["com.nousresearch.hermes"].servers, keyed by the exact mcp.json server name.`,
	Bad: `mcp.json:
{"$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json",
 "mcpServers": {"trade": {"type": "streamable-http", "url": "https://example.com/mcp",
                          "trust": "untrusted"}}}`,
	Good: `mcp.json:
{"$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json",
 "mcpServers": {"trade": {"type": "streamable-http", "url": "https://example.com/mcp"}}}
plugin.json:
{"extensions": {"com.nousresearch.hermes": {"servers": {"trade": {"trust": "untrusted"}}}}}`,
}

func runTrustMisplaced(p *Pass) error {
	trustInMCP(p)
	root := p.Pkg.Manifest.Object()
	if root == nil {
		return nil
	}
	t := &trustPlaces{p: p}
	for _, m := range p.Pkg.ServerMembers() {
		t.servers = append(t.servers, m.Key)
	}
	for _, m := range root.Effective() {
		switch {
		case m.Key == "trust":
			t.report(m, `"trust" at the top level of plugin.json is ignored`, "", Error)
		case m.Key == "extensions":
			t.extensions(m.Value)
		case !knownManifestField(m.Key): // trust nested in a known field is another rule's business
			trustFind(m.Value, m.Key, func(tm *pyjson.Member, parent string) {
				t.report(tm, fmt.Sprintf("%q inside the top-level field %q is ignored (Hermes ignores the whole field)",
					"trust", m.Key), parent, Error)
			})
		}
	}
	return nil
}

// trustInMCP reports trust keys in mcp.json server entries.
func trustInMCP(p *Pass) {
	usable := trustMCPUsable(p.Pkg)
	for _, m := range p.Pkg.ServerMembers() {
		if m.Value.Kind != pyjson.Object {
			continue
		}
		tm := m.Value.Member("trust")
		if tm == nil {
			continue
		}
		loc := AtKey(p.Pkg.MCP, tm)
		target := "plugin.json " + hermesTrustPath(m.Key)
		reason := ""
		if t := m.Value.Get("type"); t != nil && t.Kind == pyjson.String && m.Key != "" {
			switch t.Str {
			case "stdio":
				reason = "unknown stdio field"
			case "streamable-http":
				reason = "unknown remote field"
			case "sse":
				reason = "invalid remote entry"
			}
		}
		switch {
		case !usable:
			p.Report(Finding{
				Loc: loc, Class: Advice, Level: Warning,
				Message: fmt.Sprintf("server %q has %q in mcp.json, where Hermes never reads it (all of mcp.json is dropped "+
					"here anyway); to gate the server, move it to %s", m.Key, "trust", target),
			})
		case reason == "":
			// Hermes stops at the entry or its type and never reaches the
			// field check: the server is dropped (PL301) whatever trust says.
			p.Report(Finding{
				Loc: loc, Class: Advice, Level: Warning,
				Message: fmt.Sprintf("server %q has %q in mcp.json, where Hermes never reads it (the server is dropped "+
					"anyway for its type); to gate the server, move it to %s", m.Key, "trust", target),
			})
		default:
			p.Report(Finding{
				Loc: loc, Class: Drop, Drops: DropServer(m.Ident()),
				Message: fmt.Sprintf("server %q has %q in mcp.json, where Hermes does not read it: Hermes drops the "+
					"server (%s), so no gate applies; move it to %s", m.Key, "trust", reason, target),
			})
		}
	}
}

// trustMCPUsable reports whether Hermes gets as far as the servers of
// mcp.json, the same file-level checks PL300 makes.
func trustMCPUsable(pkg *model.Package) bool {
	obj := pkg.MCP.Object()
	if obj == nil {
		return false
	}
	keys := obj.Keys()
	if len(keys) != 2 || !obj.Has("$schema") || !obj.Has("mcpServers") {
		return false
	}
	s := obj.Get("$schema")
	return s.Kind == pyjson.String && s.Str == "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json" &&
		obj.Get("mcpServers").Kind == pyjson.Object
}

// trustPlaces reports misplaced trust keys in plugin.json.
type trustPlaces struct {
	p       *Pass
	servers []string // mcp.json server names
}

func (t *trustPlaces) extensions(ext *pyjson.Value) {
	if ext.Kind != pyjson.Object {
		return // ignored as a whole (PL104)
	}
	for _, ns := range ext.Effective() {
		switch ns.Key {
		case "trust":
			t.report(ns, `"trust" directly under extensions is taken as an extension namespace and ignored`, "", Error)
		case model.HermesNamespace:
			t.hermes(ns.Value)
		default:
			level := Warning
			if trustLooksLikeHermes(ns.Key) {
				level = Error
				if ns.Value.Has("servers") {
					t.p.Report(Finding{
						Loc: AtKey(t.p.Pkg.Manifest, ns), Class: Advice,
						Message: fmt.Sprintf("extension namespace %q is not Hermes's %q, so Hermes ignores the server "+
							"declarations in it (trust, app, requires)", ns.Key, model.HermesNamespace),
					})
				}
			}
			trustFind(ns.Value, ns.Key, func(tm *pyjson.Member, parent string) {
				t.report(tm, fmt.Sprintf("%q in extension namespace %q is not read by Hermes", "trust", ns.Key), parent, level)
			})
		}
	}
}

func (t *trustPlaces) hermes(ns *pyjson.Value) {
	for _, m := range ns.Effective() {
		switch m.Key {
		case "trust":
			t.report(m, `"trust" directly in the Hermes extension is ignored (Hermes reads only "servers")`, "", Error)
		case "servers":
			for _, d := range m.Value.Effective() {
				app := d.Value.Get("app")
				for _, osm := range app.Effective() {
					if !appIsOS(osm.Key) {
						continue // PL202 rejects the key itself
					}
					trustFind(osm.Value, osm.Key, func(tm *pyjson.Member, _ string) {
						t.report(tm, fmt.Sprintf("%q inside app.%s of server declaration %q is ignored", "trust", osm.Key, d.Key),
							d.Key, Error)
					})
				}
			}
		default:
			trustFind(m.Value, m.Key, func(tm *pyjson.Member, parent string) {
				t.report(tm, fmt.Sprintf("%q under %q in the Hermes extension is ignored (Hermes reads only %q)",
					"trust", m.Key, "servers"), parent, Error)
			})
		}
	}
}

// report says what an ignored trust means and where to move it. server is
// the declaration or key it was written under, when that names a server.
func (t *trustPlaces) report(m *pyjson.Member, what, server string, level Level) {
	if v := m.Value; v.Kind == pyjson.String && v.Str == model.TrustFull {
		t.p.Report(Finding{
			Loc: AtKey(t.p.Pkg.Manifest, m), Class: Advice, Level: Note,
			Message: what + `; "full" is the default, so this changes nothing`,
		})
		return
	}
	known := false
	for _, s := range t.servers {
		known = known || s == server
	}
	if !known {
		server = ""
		if len(t.servers) == 1 {
			server = t.servers[0]
		}
	}
	var tail string
	switch {
	case server != "":
		tail = fmt.Sprintf(", so server %q still runs at full trust: to gate it, move it to %s", server, hermesTrustPath(server))
	case len(t.servers) == 0:
		tail = fmt.Sprintf(", so it gates nothing: a server's trust belongs in %s", hermesTrustPath("<name>"))
	default:
		tail = fmt.Sprintf(", so the package's servers still run at full trust: to gate one, move it to %s",
			hermesTrustPath("<name>"))
	}
	t.p.Report(Finding{Loc: AtKey(t.p.Pkg.Manifest, m), Class: Advice, Level: level, Message: what + tail})
}

// trustFind calls fn for every trust key inside v, with the key of the
// object that holds it.
func trustFind(v *pyjson.Value, parent string, fn func(m *pyjson.Member, parent string)) {
	switch v.Kind {
	case pyjson.Object:
		for _, m := range v.Effective() {
			if m.Key == "trust" {
				fn(m, parent)
				continue
			}
			trustFind(m.Value, m.Key, fn)
		}
	case pyjson.Array:
		for _, it := range v.Items {
			trustFind(it, parent, fn)
		}
	}
}

// trustLooksLikeHermes reports namespaces that were probably meant to be
// Hermes's: "hermes", "com.nousresearch.hermes-agent", letter-case variants.
func trustLooksLikeHermes(ns string) bool {
	low := strings.ToLower(ns)
	return ns != model.HermesNamespace && (strings.Contains(low, "hermes") || strings.Contains(low, "nousresearch"))
}

// trustMisplacedFix moves "trust": "untrusted" to the server's declaration.
var trustMisplacedFix = &Fixer{
	Safety: "safe", Order: FixTrustMove, Plan: planTrustMisplaced,
	What: `moves "trust": "untrusted" from an mcp.json server entry, or from directly ` +
		`in the Hermes extension of a package with one server, to ` +
		`extensions["com.nousresearch.hermes"].servers.<name>.trust in plugin.json, creating the blocks ` +
		`in the file's own layout (not applied where the server would still not load).`,
}

// planTrustMisplaced moves "trust": "untrusted" from an mcp.json server
// entry, or from directly in the Hermes extension when the package has
// one server, to the server's declaration.
func planTrustMisplaced(p *FixPass, f *Finding) []*edit.Suggestion {
	mcp := edit.ForFile(p.Package.MCP)
	switch f.Loc.File {
	case p.Package.MCP.Path:
		if mcp == nil {
			return nil
		}
		var out []*edit.Suggestion
		for _, m := range p.Package.ServerMembers() {
			if m.Value.Kind != pyjson.Object || edit.CountKey(m.Value, "trust") != 1 {
				continue
			}
			tm := m.Value.Member("trust")
			if tm.Value.Pointer != f.Loc.Pointer || tm.Value.Kind != pyjson.String ||
				edit.Respelling(tm.Value.Str, model.TrustUntrusted) == "" {
				continue
			}
			edits, full, ok := edit.DeclareUntrusted(p.Package.Manifest, m, mcp)
			if !ok {
				continue
			}
			s := &edit.Suggestion{
				Safety: edit.Safe, File: mcp.File(), Pointer: f.Loc.Pointer,
				Message: fmt.Sprintf(`move "trust": "untrusted" of server %q from mcp.json to plugin.json %s`,
					m.Key, declPath(m.Key)),
				Edits:    append([]edit.Edit{mcp.Remove(m.Value, tm)}, edits...),
				Resolves: []edit.Place{{File: mcp.File(), Pointer: f.Loc.Pointer}},
			}
			if full {
				s.Safety = edit.Unsafe
				s.Message += ` (replacing the "full" declared there)`
			}
			out = append(out, s)
		}
		return out
	case p.Package.Manifest.Path:
		if s := planNamespaceTrust(p, f, mcp); s != nil {
			return []*edit.Suggestion{s}
		}
	}
	return nil
}

// planNamespaceTrust moves a trust written directly in the Hermes
// extension to the declaration of the package's one server.
func planNamespaceTrust(p *FixPass, f *Finding, mcp *edit.Editor) *edit.Suggestion {
	ns := p.Package.HermesNamespace()
	e := edit.ForFile(p.Package.Manifest)
	servers := p.Package.ServerMembers()
	if ns == nil || e == nil || mcp == nil || len(servers) != 1 || edit.CountKey(ns, "trust") != 1 {
		return nil
	}
	tm := ns.Member("trust")
	if tm.Value.Pointer != f.Loc.Pointer || tm.Value.Kind != pyjson.String ||
		edit.Respelling(tm.Value.Str, model.TrustUntrusted) == "" {
		return nil
	}
	server := servers[0]
	s := &edit.Suggestion{
		Safety: edit.Safe, File: e.File(), Pointer: f.Loc.Pointer,
		Message: fmt.Sprintf(`move "trust": "untrusted" from the Hermes extension to %s, the package's one server`,
			declPath(server.Key)),
		Resolves: []edit.Place{{File: e.File(), Pointer: f.Loc.Pointer}},
	}
	if !ns.Has("servers") {
		// Turn the member into the declaration in place: "trust": "untrusted"
		// becomes "servers": {"<name>": {"trust": "untrusted"}}.
		decl := edit.Nest([]string{mcp.KeyText(server)}, edit.Object(edit.Quote("trust"), edit.Literal(edit.Quote(model.TrustUntrusted))))
		s.Edits = []edit.Edit{e.ReplaceMember(ns, tm, edit.Quote("servers"), decl)}
		return s
	}
	edits, full, ok := edit.DeclareUntrusted(p.Package.Manifest, server, mcp)
	if !ok {
		return nil
	}
	if full {
		s.Safety = edit.Unsafe
		s.Message += ` (replacing the "full" declared there)`
	}
	s.Edits = append([]edit.Edit{e.Remove(ns, tm)}, edits...)
	return s
}

// declPath names a server's declaration for messages.
func declPath(name string) string {
	return fmt.Sprintf(`extensions["com.nousresearch.hermes"].servers[%s]`, edit.Quote(name))
}
