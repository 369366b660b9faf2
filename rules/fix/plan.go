package fix

import (
	"fmt"
	"sort"
	"strings"
	"unicode"

	"github.com/pluglint/pluglint/rules/model"

	"github.com/pluglint/pluglint/rules"
	"github.com/pluglint/pluglint/rules/pyjson"
)

// The schema URLs Hermes accepts, one per file.
const (
	pluginSchema = "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json"
	mcpSchema    = "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json"
)

// Fix order: what unblocks other fixes first. A file Hermes drops as a
// whole hides its servers' findings; a duplicate key hides which value
// counts; a server must load before a declaration may name it.
const (
	orderSchema = iota
	orderDuplicate
	orderType
	orderTrustValue
	orderTrustMove
	orderGate
)

// Plan returns the fixes for a lint result's findings, safe and unsafe,
// in the order they should be tried. Only findings the result shows are
// fixed: a finding the configuration hides or switches off is left alone.
// Fixes are planned from the rule and JSON Pointer of each finding and
// the parsed files; each one's edits are in the package's current offsets,
// so after applying one, load and plan again.
func Plan(pkg *model.Package, res *rules.Result) []*Fix {
	p := &planner{pkg: pkg, res: res, seen: map[string]bool{}}
	for _, f := range res.Findings {
		switch f.Rule {
		case rules.ManifestSchema:
			p.schema(f, pkg.Manifest, pluginSchema, mcpSchema)
		case rules.MCPFile:
			if obj := pkg.MCP.Object(); obj != nil && obj.Has("mcpServers") {
				p.schema(f, pkg.MCP, mcpSchema, pluginSchema)
			}
		case rules.DuplicateKey:
			p.duplicate(f)
		case rules.ServerType:
			p.serverType(f)
		case rules.TrustInvalid:
			p.trustValue(f)
		case rules.TrustMisplaced:
			p.trustMisplaced(f)
		case rules.WriteServerUngated:
			p.gate(f)
		}
	}
	sort.SliceStable(p.fixes, func(i, j int) bool {
		a, b := p.fixes[i], p.fixes[j]
		if a.order != b.order {
			return a.order < b.order
		}
		if a.File != b.File {
			return a.File < b.File
		}
		return a.Edits[0].Start < b.Edits[0].Start
	})
	return p.fixes
}

type planner struct {
	pkg   *model.Package
	res   *rules.Result
	fixes []*Fix
	seen  map[string]bool
}

func (p *planner) add(fx *Fix) {
	if len(fx.Edits) == 0 {
		return
	}
	fx.key = fx.Rule.ID + "\x00" + fx.File + "\x00" + fx.Pointer + "\x00" + fx.Message
	if !p.seen[fx.key] {
		p.seen[fx.key] = true
		p.fixes = append(p.fixes, fx)
	}
}

// editable returns an editor for a package JSON file pluglint may write:
// a regular file inside the root (not a symlink, whose target another
// package may share), read and parsed.
func editable(jf *model.JSONFile) *editor {
	if jf == nil || jf.File == nil || jf.State != model.Readable || jf.Link != "" || jf.Doc == nil || jf.Err != nil {
		return nil
	}
	return newEditor(jf.Path, jf.Data, jf.Doc)
}

// schema fixes a missing or near-miss "$schema": want is the file's URL,
// other the other file's (a copy-paste slip).
func (p *planner) schema(f *rules.Finding, jf *model.JSONFile, want, other string) {
	e := editable(jf)
	obj := jf.Object()
	if e == nil || obj == nil || f.Loc.File != jf.Path || countKey(obj, "$schema") > 1 {
		return
	}
	fx := &Fix{Rule: f.Rule, Safety: Safe, File: jf.Path, order: orderSchema}
	if m := obj.Member("$schema"); m != nil {
		v := m.Value
		if v.Kind != pyjson.String || v.Str == want || !schemaNearMiss(v.Str, want, other) {
			return
		}
		fx.Pointer = v.Pointer
		fx.Message = fmt.Sprintf(`set "$schema" to %q`, want)
		fx.Edits = []Edit{e.replace(v.Start, v.End, quote(want))}
		fx.resolves = []place{{f.Rule, jf.Path, v.Pointer}}
		p.add(fx)
		return
	}
	fx.Pointer = obj.Pointer
	fx.resolves = []place{{f.Rule, jf.Path, obj.Pointer}}
	var near *pyjson.Member
	for _, m := range obj.Effective() {
		if schemaKeyNearMiss(m.Key) {
			if near != nil {
				near = nil // two candidates: not plain which was meant
				break
			}
			near = m
		}
	}
	if near != nil && countKey(obj, near.Key) == 1 && near.Value.Kind == pyjson.String &&
		(near.Value.Str == want || schemaNearMiss(near.Value.Str, want, other)) {
		fx.Message = fmt.Sprintf(`rename %q to "$schema"`, near.Key)
		fx.Edits = []Edit{e.replace(near.KeyStart, near.KeyEnd, quote("$schema"))}
		if near.Value.Str != want {
			fx.Message += fmt.Sprintf(" and set it to %q", want)
			fx.Edits = append(fx.Edits, e.replace(near.Value.Start, near.Value.End, quote(want)))
		}
		fx.resolves = append(fx.resolves, place{f.Rule, jf.Path, near.Value.Pointer})
		p.add(fx)
		return
	}
	fx.Message = fmt.Sprintf(`add "$schema": %q`, want)
	fx.Edits = []Edit{e.insert(obj, quote("$schema"), literal(quote(want)), true)}
	p.add(fx)
}

// schemaNearMiss reports a "$schema" string that can only have meant want:
// want or the other file's URL, give or take surrounding spaces, a
// trailing slash, http://, letter case and a www. host. Another version
// is not a near miss: the publisher may have written for it.
func schemaNearMiss(s, want, other string) bool {
	t := strings.TrimRight(strings.TrimFunc(s, isBlank), "/")
	if len(t) >= 7 && strings.EqualFold(t[:7], "http://") {
		t = "https://" + t[7:]
	}
	t = strings.ToLower(t)
	t = strings.Replace(t, "https://www.", "https://", 1)
	return t == want || t == other
}

// schemaKeyNearMiss reports keys that were meant to be "$schema".
func schemaKeyNearMiss(k string) bool {
	if k == "$schema" {
		return false
	}
	switch strings.ToLower(strings.TrimFunc(k, isBlank)) {
	case "$schema", "schema", "$schemas", "$shema":
		return true
	}
	return false
}

// isBlank reports the characters a value may carry around it by mistake:
// white space and invisible format characters (zero-width space, BOM).
func isBlank(r rune) bool { return unicode.IsSpace(r) || unicode.Is(unicode.Cf, r) }

// trustSpelling returns "untrusted" or "full" when s is one of them in
// another letter case or with blanks around it, else "".
func trustSpelling(s string) string {
	switch t := strings.ToLower(strings.TrimFunc(s, isBlank)); t {
	case model.TrustUntrusted, model.TrustFull:
		return t
	}
	return ""
}

// trustValue fixes the spelling of a declared trust (PL210).
func (p *planner) trustValue(f *rules.Finding) {
	e := editable(p.pkg.Manifest)
	if e == nil || f.Loc.File != p.pkg.Manifest.Path {
		return
	}
	for _, d := range p.pkg.Declarations() {
		t := d.Value.Get("trust")
		if t == nil || t.Pointer != f.Loc.Pointer || t.Kind != pyjson.String {
			continue
		}
		want := trustSpelling(t.Str)
		if want == "" || want == t.Str {
			continue
		}
		p.add(&Fix{
			Rule: f.Rule, Safety: Safe, File: e.file, Pointer: t.Pointer, order: orderTrustValue,
			Message:  fmt.Sprintf("change trust %q of server %q to %q", t.Str, d.Key, want),
			Edits:    []Edit{e.replace(t.Start, t.End, quote(want))},
			resolves: []place{{f.Rule, e.file, t.Pointer}},
		})
	}
}

// serverType fixes a transport written another client's way (PL301).
func (p *planner) serverType(f *rules.Finding) {
	e := editable(p.pkg.MCP)
	if e == nil || f.Loc.File != p.pkg.MCP.Path {
		return
	}
	for _, m := range p.pkg.ServerMembers() {
		t := m.Value.Get("type")
		if t == nil || t.Pointer != f.Loc.Pointer || t.Kind != pyjson.String {
			continue
		}
		want := typeMeant(t.Str, m.Value)
		if want == "" || want == t.Str {
			continue
		}
		p.add(&Fix{
			Rule: f.Rule, Safety: Safe, File: e.file, Pointer: t.Pointer, order: orderType,
			Message:  fmt.Sprintf("change type %q of server %q to %q", t.Str, m.Key, want),
			Edits:    []Edit{e.replace(t.Start, t.End, quote(want))},
			resolves: []place{{f.Rule, e.file, t.Pointer}},
		})
	}
}

// typeMeant returns the transport an unknown type plainly means, given
// the entry's other keys: a url and no command for streamable-http, a
// command and no url for stdio.
func typeMeant(typ string, entry *pyjson.Value) string {
	low := strings.ToLower(strings.TrimFunc(typ, isBlank))
	compact := strings.NewReplacer("-", "", "_", "", " ", "").Replace(low)
	remote := entry.Has("url") && !entry.Has("command")
	local := entry.Has("command") && !entry.Has("url")
	switch compact {
	case "http", "https", "streamablehttp", "streamablehttps", "httpstreamable", "streamable":
		if remote {
			return "streamable-http"
		}
	case "stdio":
		if local {
			return "stdio"
		}
	}
	return ""
}

// declaration plans "trust": "untrusted" in plugin.json for the mcp.json
// server m, creating the Hermes extension blocks that are missing. It
// returns no edit when the declaration already says "untrusted", and
// full when it says "full" on purpose (overriding that is the
// publisher's call). ok is false where a level is not an object or the
// trust is something else (another rule's finding).
func (p *planner) declaration(m *pyjson.Member, mcp *editor) (edits []Edit, full, ok bool) {
	e := editable(p.pkg.Manifest)
	v := p.pkg.Manifest.Object()
	if e == nil || v == nil {
		return nil, false, false
	}
	path := []string{"extensions", model.HermesNamespace, "servers"}
	keys := []string{quote("extensions"), quote(model.HermesNamespace), quote("servers"), mcp.keyText(m)}
	for i, k := range append(path, m.Key) {
		if countKey(v, k) > 1 {
			return nil, false, false // a duplicate: fix that first
		}
		next := v.Member(k)
		if next == nil {
			return []Edit{e.insert(v, keys[i], nest(keys[i+1:], object(quote("trust"), literal(quote(model.TrustUntrusted)))), false)}, false, true
		}
		if next.Value.Kind != pyjson.Object {
			return nil, false, false
		}
		v = next.Value
	}
	if countKey(v, "trust") > 1 {
		return nil, false, false
	}
	t := v.Get("trust")
	switch {
	case t == nil:
		return []Edit{e.insert(v, quote("trust"), literal(quote(model.TrustUntrusted)), false)}, false, true
	case t.Kind == pyjson.String && t.Str == model.TrustUntrusted:
		return nil, false, true
	case t.Kind == pyjson.String && t.Str == model.TrustFull:
		return []Edit{e.replace(t.Start, t.End, quote(model.TrustUntrusted))}, true, true
	}
	return nil, false, false
}

// declPath names a server's declaration for messages.
func declPath(name string) string {
	return fmt.Sprintf(`extensions["com.nousresearch.hermes"].servers[%s]`, quote(name))
}

// trustMisplaced moves "trust": "untrusted" to the server's declaration
// (PL211): from an mcp.json server entry, or from directly in the Hermes
// extension when the package has one server.
func (p *planner) trustMisplaced(f *rules.Finding) {
	mcp := editable(p.pkg.MCP)
	switch f.Loc.File {
	case p.pkg.MCP.Path:
		if mcp == nil {
			return
		}
		for _, m := range p.pkg.ServerMembers() {
			if m.Value.Kind != pyjson.Object || countKey(m.Value, "trust") != 1 {
				continue
			}
			tm := m.Value.Member("trust")
			if tm.Value.Pointer != f.Loc.Pointer || tm.Value.Kind != pyjson.String ||
				trustSpelling(tm.Value.Str) != model.TrustUntrusted {
				continue
			}
			edits, full, ok := p.declaration(m, mcp)
			if !ok {
				continue
			}
			fx := &Fix{
				Rule: f.Rule, Safety: Safe, File: mcp.file, Pointer: f.Loc.Pointer, order: orderTrustMove,
				Message: fmt.Sprintf(`move "trust": "untrusted" of server %q from mcp.json to plugin.json %s`,
					m.Key, declPath(m.Key)),
				Edits:    append([]Edit{mcp.remove(m.Value, tm)}, edits...),
				resolves: []place{{f.Rule, mcp.file, f.Loc.Pointer}},
			}
			if full {
				fx.Safety = Unsafe
				fx.Message += ` (replacing the "full" declared there)`
			}
			p.add(fx)
		}
	case p.pkg.Manifest.Path:
		p.namespaceTrust(f, mcp)
	}
}

// namespaceTrust moves a trust written directly in the Hermes extension
// to the declaration of the package's one server.
func (p *planner) namespaceTrust(f *rules.Finding, mcp *editor) {
	ns := p.pkg.HermesNamespace()
	e := editable(p.pkg.Manifest)
	servers := p.pkg.ServerMembers()
	if ns == nil || e == nil || mcp == nil || len(servers) != 1 || countKey(ns, "trust") != 1 {
		return
	}
	tm := ns.Member("trust")
	if tm.Value.Pointer != f.Loc.Pointer || tm.Value.Kind != pyjson.String ||
		trustSpelling(tm.Value.Str) != model.TrustUntrusted {
		return
	}
	server := servers[0]
	fx := &Fix{
		Rule: f.Rule, Safety: Safe, File: e.file, Pointer: f.Loc.Pointer, order: orderTrustMove,
		Message: fmt.Sprintf(`move "trust": "untrusted" from the Hermes extension to %s, the package's one server`,
			declPath(server.Key)),
		resolves: []place{{f.Rule, e.file, f.Loc.Pointer}},
	}
	if !ns.Has("servers") {
		// Turn the member into the declaration in place: "trust": "untrusted"
		// becomes "servers": {"<name>": {"trust": "untrusted"}}.
		colon := e.colonOf(ns)
		decl := nest([]string{mcp.keyText(server)}, object(quote("trust"), literal(quote(model.TrustUntrusted))))
		fx.Edits = []Edit{e.replace(tm.KeyStart, tm.Value.End,
			quote("servers")+colon+e.l.render(decl, lineIndent(e.data, tm.KeyStart), e.multiline(ns), colon))}
		p.add(fx)
		return
	}
	edits, full, ok := p.declaration(server, mcp)
	if !ok {
		return
	}
	if full {
		fx.Safety = Unsafe
		fx.Message += ` (replacing the "full" declared there)`
	}
	fx.Edits = append([]Edit{e.remove(ns, tm)}, edits...)
	p.add(fx)
}

// gate declares "trust": "untrusted" for a write-capable server (PL501):
// safe when the server's tool inventory lists write-capable tools, unsafe
// on static signals alone.
func (p *planner) gate(f *rules.Finding) {
	mcp := editable(p.pkg.MCP)
	if mcp == nil || f.Loc.File != p.pkg.MCP.Path {
		return
	}
	for _, m := range p.pkg.ServerMembers() {
		if m.Value.Pointer != f.Loc.Pointer {
			continue
		}
		s := p.res.Outcome.Server(m.Key)
		if s == nil || s.Trust == model.TrustUntrusted {
			continue
		}
		edits, full, ok := p.declaration(m, mcp)
		if !ok || len(edits) == 0 {
			continue
		}
		fx := &Fix{
			Rule: f.Rule, Safety: Safe, File: p.pkg.Manifest.Path, Pointer: f.Loc.Pointer, order: orderGate,
			Edits: edits, resolves: []place{{f.Rule, mcp.file, f.Loc.Pointer}},
		}
		switch {
		case s.Coverage != nil && s.Coverage.ReadOnly < s.Coverage.Tools:
			fx.Message = fmt.Sprintf(`declare "trust": "untrusted" for server %q in plugin.json `+
				`(its tool inventory lists write-capable tools)`, m.Key)
		default:
			fx.Safety = Unsafe
			fx.Message = fmt.Sprintf(`declare "trust": "untrusted" for server %q in plugin.json `+
				`(static signals only: check that the server acts on the world)`, m.Key)
		}
		if full {
			fx.Safety = Unsafe
			fx.Message = fmt.Sprintf(`change the declared trust of server %q from "full" to "untrusted"`, m.Key)
		}
		p.add(fx)
	}
}

// duplicate removes the earlier occurrences of a repeated key (PL002,
// unsafe), keeping the last, which is the one Hermes uses.
func (p *planner) duplicate(f *rules.Finding) {
	var jf *model.JSONFile
	switch f.Loc.File {
	case p.pkg.Manifest.Path:
		jf = p.pkg.Manifest
	case p.pkg.MCP.Path:
		jf = p.pkg.MCP
	}
	e := editable(jf)
	if e == nil {
		return
	}
	for _, d := range jf.Doc.Duplicates {
		if d.Later.KeyStart != f.Loc.Span.Start {
			continue
		}
		var earlier []*pyjson.Member
		for _, m := range d.Object.Members {
			if m.Key == d.Winner.Key && m != d.Winner {
				earlier = append(earlier, m)
			}
		}
		if d.Winner.Key == "trust" && !isUntrusted(d.Winner.Value) {
			for _, m := range earlier {
				if isUntrusted(m.Value) {
					return // the publisher asked for a gate that a later value undoes: their call
				}
			}
		}
		fx := &Fix{
			Rule: f.Rule, Safety: Unsafe, File: e.file, Pointer: d.Winner.Value.Pointer, order: orderDuplicate,
			resolves: []place{{f.Rule, e.file, d.Winner.Value.Pointer}},
		}
		for _, m := range earlier {
			if holdsSecret(jf, m) {
				return // pluglint never touches a credential, not even to delete it
			}
			fx.Edits = append(fx.Edits, e.remove(d.Object, m))
		}
		what := fmt.Sprintf("the earlier %q", d.Winner.Key)
		if len(earlier) > 1 {
			what = fmt.Sprintf("the %d earlier %q keys", len(earlier), d.Winner.Key)
		}
		fx.Message = fmt.Sprintf("remove %s of %s, which Hermes ignores (it uses the last)", what, objectName(d.Object))
		if jf == p.pkg.MCP && d.Object.Pointer == "/mcpServers" {
			fx.Message = fmt.Sprintf("remove the earlier entry of server %q, which Hermes never loads (it keeps the last)", d.Winner.Key)
		}
		p.add(fx)
		return
	}
}

// holdsSecret reports whether removing the member m could remove a
// credential: a value where credentials live whether pluglint recognises
// them or not (rules.CredentialField), or a member holding a value
// pluglint recognises as one.
func holdsSecret(jf *model.JSONFile, m *pyjson.Member) bool {
	if rules.CredentialField(m.Value.Pointer) {
		return true
	}
	for _, s := range rules.SecretSpans(jf.File) {
		if s.Start >= m.KeyStart && s.End <= m.Value.End {
			return true
		}
	}
	return false
}

// objectName names an object by its JSON Pointer for messages.
func objectName(obj *pyjson.Value) string {
	if obj.Pointer == "" {
		return "the top level"
	}
	return quote(obj.Pointer)
}

func isUntrusted(v *pyjson.Value) bool {
	return v.Kind == pyjson.String && v.Str == model.TrustUntrusted
}
