package rules

import (
	"slices"
	"strings"

	"github.com/pluglint/pluglint/rules/model"
	"github.com/pluglint/pluglint/rules/pyjson"
	"github.com/pluglint/pluglint/rules/words"
)

// Latent findings lie behind a drop: an mcp.json Hermes drops as a whole
// hides every server in it, a dropped server hides its other defects. A
// publisher who fixes the cause meets them on the next run; pluglint
// reports them in this one (spec/product.md, "All findings at once"). It
// lints a repaired view of the package, the causes fixed in the parsed
// tree and nothing else (the bytes, and so every position, stay as they
// are), and keeps what that run finds and the real one does not.
//
// The repairs, each what the cause's own message tells the publisher:
//   - mcp.json dropped for its "$schema" or top-level shape, when its
//     mcpServers is an object: "$schema" set, other top-level keys gone;
//   - a server dropped for transport "sse" (PL301): read as
//     streamable-http, which takes the same fields;
//   - a server dropped for having no "type" (PL301): given the one its
//     fields imply ("command": stdio, "url": streamable-http);
//   - a server dropped for a key its transport does not take (PL302):
//     that key gone.

// latentRepair is a repaired view of a package and what it repaired.
type latentRepair struct {
	pkg *model.Package
	// mcpCause is the finding that dropped mcp.json, when repaired.
	mcpCause *Finding
	// servers maps a repaired server's JSON Pointer prefix to the finding
	// that dropped it.
	servers map[string]*Finding
	// synthetic holds the pointers of values the repair made up; a
	// finding there is the repair's own doing.
	synthetic map[string]bool
}

// latentFields are the keys each transport takes (plugin_runtime/portable.py,
// _STDIO_FIELDS and _REMOTE_FIELDS).
var latentFields = map[string][]string{
	"stdio":           {"type", "command", "args", "env", "cwd"},
	"streamable-http": {"type", "url", "headers"},
}

// repairForLatent builds the repaired view, or returns nil when there is
// nothing it knows how to repair.
func repairForLatent(pkg *model.Package, o *Outcome) *latentRepair {
	root := pkg.MCP.Object()
	if root == nil {
		return nil
	}
	servers := root.Member("mcpServers")
	if servers == nil || servers.Value.Kind != pyjson.Object {
		return nil
	}
	rep := &latentRepair{servers: map[string]*Finding{}, synthetic: map[string]bool{}}
	newRoot := root
	if cause := o.DropCause(Target{Kind: TargetMCP}); cause != nil {
		if pkg.MCP.Err != nil || !strings.HasPrefix(cause.Loc.File, "mcp.json") {
			return nil
		}
		rep.mcpCause = cause
		schema := &pyjson.Value{Kind: pyjson.String, Str: model.MCPSchemaV1, Start: root.Start, End: root.Start, Pointer: "/$schema"}
		rep.synthetic["/$schema"] = true
		newRoot = cloneObject(root, []*pyjson.Member{
			{Key: "$schema", KeyStart: root.Start, KeyEnd: root.Start, Value: schema},
			servers,
		})
	}
	var members []*pyjson.Member
	changed := false
	for _, m := range servers.Value.Members {
		cause := o.DropCause(Target{Kind: TargetServer, Name: m.Ident()})
		if cause == nil || m.Value.Kind != pyjson.Object {
			members = append(members, m)
			continue
		}
		fixed := repairServer(m, cause, rep)
		if fixed == m {
			members = append(members, m)
			continue
		}
		rep.servers[m.Value.Pointer] = cause
		members = append(members, fixed)
		changed = true
	}
	if changed {
		newServers := &pyjson.Member{
			Key: servers.Key, KeyStart: servers.KeyStart, KeyEnd: servers.KeyEnd,
			Value: cloneObject(servers.Value, members),
		}
		var top []*pyjson.Member
		for _, m := range newRoot.Members {
			if m == servers {
				m = newServers
			}
			top = append(top, m)
		}
		newRoot = cloneObject(newRoot, top)
	}
	if newRoot == root {
		return nil
	}
	doc := *pkg.MCP.Doc
	doc.Root = newRoot
	rep.pkg = pkg.WithMCP(&model.JSONFile{File: pkg.MCP.File, Doc: &doc})
	return rep
}

// repairServer returns the server entry with the cause of its drop fixed,
// or m itself when the cause is not one latent analysis repairs.
func repairServer(m *pyjson.Member, cause *Finding, rep *latentRepair) *pyjson.Member {
	v := m.Value
	typ := v.Member("type")
	if typ == nil && cause.Rule.ID == "PL301" {
		// No type: PL301 tells the publisher to add the one the entry's
		// fields imply, as another client would have guessed it.
		var transport string
		switch {
		case v.Has("command"):
			transport = "stdio"
		case v.Has("url"):
			transport = "streamable-http"
		default:
			return m
		}
		ptr := v.Pointer + "/type"
		rep.synthetic[ptr] = true
		added := &pyjson.Member{
			Key: "type", KeyStart: v.Start, KeyEnd: v.Start,
			Value: &pyjson.Value{Kind: pyjson.String, Str: transport, Start: v.Start, End: v.Start, Pointer: ptr},
		}
		members := append([]*pyjson.Member{added}, v.Members...)
		return &pyjson.Member{Key: m.Key, KeyStart: m.KeyStart, KeyEnd: m.KeyEnd, Value: cloneObject(v, members)}
	}
	if typ == nil || typ.Value.Kind != pyjson.String {
		return m
	}
	transport := typ.Value.Str
	var members []*pyjson.Member
	switch cause.Rule.ID {
	case "PL301": // server-type
		if transport != "sse" {
			return m
		}
		transport = "streamable-http"
	case "PL302": // server-field
		if latentFields[transport] == nil {
			return m
		}
	default:
		return m
	}
	for _, f := range v.Members {
		switch {
		case f == typ && transport != typ.Value.Str:
			nv := *f.Value
			nv.Str = transport
			rep.synthetic[nv.Pointer] = true
			members = append(members, &pyjson.Member{Key: f.Key, KeyStart: f.KeyStart, KeyEnd: f.KeyEnd, Value: &nv})
		case slices.Contains(latentFields[transport], f.Key):
			members = append(members, f)
		}
	}
	return &pyjson.Member{Key: m.Key, KeyStart: m.KeyStart, KeyEnd: m.KeyEnd, Value: cloneObject(v, members)}
}

// cloneObject returns a copy of the object v holding members instead.
func cloneObject(v *pyjson.Value, members []*pyjson.Member) *pyjson.Value {
	return &pyjson.Value{Kind: pyjson.Object, Start: v.Start, End: v.End, Pointer: v.Pointer, Members: members}
}

// latentCauses returns the findings whose fixes uncover f, a finding of
// the repaired view, the nearest last, or nil when f is the repair's own
// doing.
func (rep *latentRepair) latentCauses(f *Finding) []*Finding {
	var causes []*Finding
	if rep.mcpCause != nil {
		causes = append(causes, rep.mcpCause)
	}
	if f.Loc.File == rep.pkg.MCP.Path {
		if rep.synthetic[f.Loc.Pointer] {
			return nil
		}
		for prefix, cause := range rep.servers {
			if f.Loc.Pointer == prefix || strings.HasPrefix(f.Loc.Pointer, prefix+"/") {
				return append(causes, cause)
			}
		}
	}
	if len(causes) > 0 {
		return causes
	}
	// A finding elsewhere (plugin.json, a skill) uncovered by a server's
	// repair: name the first repaired server's cause.
	var first *Finding
	for _, cause := range rep.servers {
		if first == nil || findingLess(cause, first) {
			first = cause
		}
	}
	if first == nil {
		return nil
	}
	return []*Finding{first}
}

// latentKey identifies a finding across the real and the repaired run.
func latentKey(f *Finding) string {
	return f.Rule.ID + "\x00" + f.Loc.File + "\x00" + f.Loc.Pointer + "\x00" + f.Message
}

// addLatent lints the repaired view of res's package and adds to res the
// findings it has that res has not, marked latent. The verdict and the
// dropped parts stay those of the real run.
func addLatent(res *Result, settings *Settings, seen []*Finding) error {
	rep := repairForLatent(res.Package, res.Outcome)
	if rep == nil {
		return nil
	}
	// The repaired run applies the same settings, on copies of the
	// ignore entries: what it matches is not the real run's business.
	var s2 *Settings
	if settings != nil {
		cp := *settings
		cp.Ignores = make([]*Ignore, len(settings.Ignores))
		for i, ig := range settings.Ignores {
			c := *ig
			cp.Ignores[i] = &c
		}
		s2 = &cp
	}
	r2, err := lint(rep.pkg, s2, All, nil, false)
	if err != nil {
		return err
	}
	have := make(map[string]bool, len(seen))
	for _, f := range seen {
		have[latentKey(f)] = true
	}
	// A cause the configuration hides (an ignore entry, the baseline)
	// hides what lies behind it too.
	visible := make(map[*Finding]bool, len(res.Findings))
	for _, f := range res.Findings {
		visible[f] = true
	}
	added := false
	for _, f := range r2.Findings {
		if have[latentKey(f)] {
			continue
		}
		causes := rep.latentCauses(f)
		if len(causes) == 0 || slices.ContainsFunc(causes, func(c *Finding) bool { return !visible[c] }) {
			continue
		}
		ids := make([]string, len(causes))
		for i, c := range causes {
			ids[i] = c.Rule.ID
		}
		ids = slices.Compact(ids)
		f.LatentOf = causes[len(causes)-1].Rule
		f.Drops = nil // what Hermes would skip then is not skipped now
		f.Message = "after you fix " + words.JoinAnd(ids) + ": " + f.Message
		res.Findings = append(res.Findings, f)
		added = true
	}
	if added {
		sortFindings(res.Findings)
	}
	return nil
}
