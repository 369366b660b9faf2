package rules

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
	"sync"
	"unicode"

	"github.com/pluglint/pluglint/rules/hermes"
	"github.com/pluglint/pluglint/rules/model"

	"github.com/pluglint/pluglint/rules/pyjson"
)

// OrphanDeclaration reports a server declaration in plugin.json for a
// server Hermes did not load from mcp.json, which rejects the package.
var OrphanDeclaration = &Rule{
	ID: "PL201", Name: "orphan-declaration", Level: Error, Class: Reject, Fixed: true,
	Needs: []Need{NeedOutcome}, Doc: orphanDeclarationDoc, Run: runOrphanDeclaration,
}

var orphanDeclarationDoc = Doc{
	Title: "a server declaration names a server Hermes does not load",
	Why: `Hermes checks the Hermes extension after mcp.json, against the servers that survived it. A ` +
		`declaration under extensions["com.nousresearch.hermes"].servers whose name is not one of those ` +
		`servers rejects the whole package: the name may be misspelt or differ in letter case, the server ` +
		`may be missing from mcp.json, mcp.json may be missing or dropped as a whole, or Hermes may have ` +
		`dropped that one server (an sse transport, an unknown type, an unknown field such as a trust ` +
		`written inside mcp.json). The finding names the cause and points at it.`,
	Fix: `Make the declaration's name the exact mcp.json server name (letter case included), and fix what ` +
		`makes Hermes drop the server; or delete the declaration if the server is gone.`,
	Bad: `mcp.json:
{"$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json",
 "mcpServers": {"trade": {"type": "sse", "url": "https://example.com/sse"}}}
plugin.json:
{"extensions": {"com.nousresearch.hermes": {"servers": {"trade": {"trust": "untrusted"}}}}}`,
	Good: `mcp.json:
{"$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json",
 "mcpServers": {"trade": {"type": "streamable-http", "url": "https://example.com/mcp"}}}
plugin.json:
{"extensions": {"com.nousresearch.hermes": {"servers": {"trade": {"trust": "untrusted"}}}}}`,
}

func runOrphanDeclaration(p *Pass) error {
	o := p.Outcome()
	mf := p.Pkg.Manifest
	var names *serverNameIndex // built for the first orphan
	for _, d := range p.Pkg.Declarations() {
		if declMatchesServer(p.Pkg, o, d) {
			continue
		}
		if names == nil {
			names = newServerNameIndex(p.Pkg.ServerMembers())
		}
		why, related := orphanCause(p.Pkg, o, d, names)
		p.Report(Finding{
			Loc: AtKey(mf, d), Related: related,
			Message: fmt.Sprintf("server declaration %q has no matching mcp.json server: %s%s",
				d.Key, why, orphanNameHint(d.Key)),
		})
	}
	return nil
}

// serverNameIndex answers orphanNearest's questions about mcp.json's
// server names with maps: a hostile package may declare tens of
// thousands of orphans against tens of thousands of servers.
type serverNameIndex struct {
	names []string
	// The first two names (in mcp.json order) of each letter-case fold
	// and of each internal name: the first other than a given name is
	// among them.
	byFold, byInternal map[string][]string
}

func newServerNameIndex(members []*pyjson.Member) *serverNameIndex {
	x := &serverNameIndex{byFold: map[string][]string{}, byInternal: map[string][]string{}}
	keep := func(idx map[string][]string, k, name string) {
		if len(idx[k]) < 2 {
			idx[k] = append(idx[k], name)
		}
	}
	for _, m := range members {
		x.names = append(x.names, m.Key)
		keep(x.byFold, foldKey(m.Key), m.Key)
		keep(x.byInternal, hermes.InternalName(m.Key), m.Key)
	}
	return x
}

// other returns the first of names that is not name, or "".
func other(names []string, name string) string {
	for _, n := range names {
		if n != name {
			return n
		}
	}
	return ""
}

// foldKey maps s to one string per strings.EqualFold class: each rune
// becomes the smallest rune of its simple case-folding orbit.
func foldKey(s string) string {
	return strings.Map(func(r rune) rune {
		least := r
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			least = min(least, f)
		}
		return least
	}, s)
}

// maxNearestCandidates bounds the names searched for one within a few
// edits of a declaration: past it, no such suggestion is made (each
// search costs an edit distance per name).
const maxNearestCandidates = 1000

// orphanCause says why Hermes has no server of that name, and where the
// cause is written.
func orphanCause(pkg *model.Package, o *Outcome, d *pyjson.Member, names *serverNameIndex) (string, []Related) {
	name := d.Key
	mcp := pkg.MCP
	if mcp.State == model.Missing {
		return "the package has no mcp.json, so Hermes rejects the whole package", nil
	}
	if cause := o.DropCause(Target{Kind: TargetMCP}); cause != nil {
		return "Hermes drops all of mcp.json, so it loads no servers and rejects the whole package",
			[]Related{{Loc: cause.Loc, Message: cause.Message}}
	}
	if m := pkg.ServerMember(name); m != nil && serverMemberFor(pkg, d) == nil {
		// Both names hold lone surrogates that print alike; Python
		// compares them by code point.
		written := string(pkg.Manifest.Data[d.KeyStart:d.KeyEnd])
		return fmt.Sprintf("mcp.json's server %s differs from %s in its lone surrogates, which Python keeps apart, so Hermes rejects the whole package",
				mcp.Data[m.KeyStart:m.KeyEnd], written),
			[]Related{{Loc: AtKey(mcp, m), Message: "mcp.json server " + string(mcp.Data[m.KeyStart:m.KeyEnd])}}
	}
	if m := serverMemberFor(pkg, d); m != nil {
		cause := o.DropCause(Target{Kind: TargetServer, Name: d.Ident()})
		why := fmt.Sprintf("Hermes drops %q (%s), so it rejects the whole package", name, orphanDropReason(m, cause))
		if cause == nil {
			return why, []Related{{Loc: AtKey(mcp, m), Message: fmt.Sprintf("mcp.json server %q", name)}}
		}
		return why, []Related{{Loc: cause.Loc, Message: cause.Message}}
	}
	servers := mcp.Object().Member("mcpServers")
	if servers == nil || servers.Value.Kind != pyjson.Object {
		// mcp.json is unusable but no rule said so: say what we can.
		return "Hermes loads no servers from mcp.json, so it rejects the whole package",
			[]Related{{Loc: AtFile(mcp.Path), Message: "mcp.json"}}
	}
	if near := orphanNearest(name, names); near != "" {
		m := pkg.ServerMember(near)
		how := "declarations must use the mcp.json name exactly"
		if strings.EqualFold(near, name) {
			how = "names must match exactly, letter case included"
		} else if hermes.InternalName(near) == hermes.InternalName(name) {
			how = fmt.Sprintf("both become %q inside Hermes, but declarations must use the mcp.json name exactly",
				hermes.InternalName(name))
		}
		return fmt.Sprintf("mcp.json has no server %q (did you mean %q? %s), so Hermes rejects the whole package",
				name, near, how),
			[]Related{{Loc: AtKey(mcp, m), Message: fmt.Sprintf("mcp.json server %q", near)}}
	}
	listed := "it declares no servers"
	if len(names.names) > 0 {
		quoted := make([]string, 0, 6)
		for _, n := range names.names[:min(5, len(names.names))] {
			quoted = append(quoted, fmt.Sprintf("%q", n))
		}
		if len(names.names) > 5 {
			quoted = append(quoted, "…")
		}
		listed = "it declares " + strings.Join(quoted, ", ")
	}
	return fmt.Sprintf("mcp.json has no server %q (%s), so Hermes rejects the whole package", name, listed),
		[]Related{{Loc: AtKey(mcp, servers), Message: "mcp.json servers are declared here"}}
}

// orphanNameHint explains declaration names that are really declaration
// keys written one level too high.
func orphanNameHint(name string) string {
	if declIsKey(name) {
		return fmt.Sprintf(` (%q belongs inside a server's declaration: "servers": {"<name>": {%q: ...}})`, name, name)
	}
	return ""
}

// orphanDropReason gives Hermes's own reason for dropping a server where
// it can be read off the entry, else the dropping rule's name.
func orphanDropReason(m *pyjson.Member, cause *Finding) string {
	v := m.Value
	if m.Key == "" || v.Kind != pyjson.Object {
		return "invalid server entry"
	}
	t := v.Get("type")
	typ := ""
	if t != nil && t.Kind == pyjson.String {
		typ = t.Str
	}
	var allowed []string
	switch typ {
	case "stdio":
		allowed = []string{"type", "command", "args", "env", "cwd"}
	case "streamable-http", "sse":
		allowed = []string{"type", "url", "headers"}
	default:
		return "unknown MCP server type"
	}
	var unknown []string
	for _, k := range v.Keys() {
		ok := false
		for _, a := range allowed {
			ok = ok || k == a
		}
		if !ok {
			unknown = append(unknown, fmt.Sprintf("%q", k))
		}
	}
	sort.Strings(unknown)
	switch {
	case typ == "sse" && len(unknown) > 0:
		return "invalid remote entry: unknown field " + strings.Join(unknown, ", ")
	case typ == "sse" && !orphanRemoteShape(v):
		return "invalid remote entry"
	case typ == "sse":
		return "portable sse transport is not supported"
	case len(unknown) > 0 && typ == "stdio":
		return "unknown stdio field " + strings.Join(unknown, ", ")
	case len(unknown) > 0:
		return "unknown remote field " + strings.Join(unknown, ", ")
	case cause == nil:
		return "invalid entry"
	}
	if cause.Rule.HermesCause != "" {
		return cause.Rule.HermesCause
	}
	return "see " + cause.Rule.String()
}

// orphanRemoteShape mirrors the checks Hermes makes on an sse entry before
// it says that sse is not supported: a non-empty string url and valid
// headers (or none).
func orphanRemoteShape(v *pyjson.Value) bool {
	u := v.Get("url")
	if u == nil || u.Kind != pyjson.String || u.Str == "" {
		return false
	}
	h := v.Get("headers")
	if h == nil || h.Kind == pyjson.Null {
		return true
	}
	if h.Kind != pyjson.Object {
		return false
	}
	seen := map[string]bool{}
	for _, m := range h.Effective() {
		low := strings.ToLower(m.Key)
		if m.Key == "" || !orphanHeaderName().MatchString(m.Key) || seen[low] {
			return false
		}
		seen[low] = true
		if m.Value.Kind != pyjson.String || strings.ContainsAny(m.Value.Str, "\r\n") {
			return false
		}
	}
	return true
}

var orphanHeaderName = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile("^[!#$%&'*+\\-.^_`|~0-9A-Za-z]+$") })

// orphanNearest picks the server name a declaration was probably meant to
// use: the same name in another letter case, the same internal name, or
// a name at most two edits away.
func orphanNearest(name string, names *serverNameIndex) string {
	if n := other(names.byFold[foldKey(name)], name); n != "" {
		return n
	}
	if n := other(names.byInternal[hermes.InternalName(name)], name); n != "" {
		return n
	}
	if len(names.names) > maxNearestCandidates {
		return ""
	}
	return declNearest(name, names.names, 2)
}
