// Package release compares two versions of Agent Plugins packages and
// says what changes in what Hermes will let them do: each change
// classified as widening, narrowing or neutral, with its evidence and
// where it is. It reads what the engine concluded (package rules) and
// what the launch, lock, capability and prose packages say; it never
// opens files itself. `pluglint diff` and `pluglint lint --since` print
// its changes.
package release

import (
	"cmp"
	"fmt"
	"net/url"
	"slices"
	"strings"

	"github.com/pluglint/pluglint/rules"
	"github.com/pluglint/pluglint/rules/capability"
	"github.com/pluglint/pluglint/rules/inventory"
	"github.com/pluglint/pluglint/rules/launch"
	"github.com/pluglint/pluglint/rules/lock"
	"github.com/pluglint/pluglint/rules/model"
	"github.com/pluglint/pluglint/rules/prose"
	"github.com/pluglint/pluglint/rules/pyjson"
	"github.com/pluglint/pluglint/rules/secrets"
)

// Summary is what one package lets Hermes do, kept from a lint so that
// the package itself can be dropped: a catalog diff holds two of these
// per package, not two packages.
type Summary struct {
	Dir      string // as shown
	Rejected bool
	// Cause is the first finding that rejects the package, as shown.
	Cause   string
	Servers map[string]*ServerSummary
	Skills  map[string]*SkillSummary
}

// ServerSummary is what one loaded server can do and where it comes from.
type ServerSummary struct {
	Name  string
	Type  string
	Trust string
	// TrustSource is where the trust came from (rules/model's
	// TrustFrom... values).
	TrustSource string
	At          Place // the server's key in mcp.json
	DeclAt      Place // its declaration in plugin.json, if any
	Launch      *launch.Launch
	// Command is the command a stdio server runs when it is not a
	// launcher pluglint knows.
	Command string
	Host    string // a remote server's URL host
	// ArgHosts are the hosts of http(s) URLs among a stdio server's
	// arguments: the remote end of a proxy such as mcp-remote.
	ArgHosts []string
	// CredentialEnv lists the credential-named env keys it is given.
	CredentialEnv []string
	// Write is the write-capability verdict: "write-capable",
	// "read-only" or "unknown", with Why.
	Write, Why string
	// Tools is the server's inventory by tool name; nil without one.
	Tools map[string]*ToolSummary
}

// ToolSummary is one inventory tool.
type ToolSummary struct {
	ReadOnly bool // annotations.readOnlyHint is exactly true
	At       Place
}

// Place is where a change is: a file as shown, and a 1-based line and
// column when known (zero for a whole file or directory).
type Place struct {
	File         string
	Line, Column int
}

// String is "file:line:col", or the file alone.
func (p Place) String() string {
	if p.Line == 0 {
		return p.File
	}
	return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Column)
}

// less orders places by file, line and column.
func (p Place) less(q Place) int {
	return cmp.Or(strings.Compare(p.File, q.File), cmp.Compare(p.Line, q.Line), cmp.Compare(p.Column, q.Column))
}

// SkillSummary is one loaded skill.
type SkillSummary struct {
	At Place
	// Asks is set when the skill's text makes the model ask the user
	// before acting; AsksWhat quotes where.
	Asks     bool
	AsksWhat string
	AsksAt   Place
}

// Write-capability verdicts.
const (
	WriteCapable = "write-capable"
	ReadOnly     = "read-only"
	Unknown      = "unknown"
)

// Summarize keeps from a lint result what a release diff compares. The
// result must be whole (not Slim): it reads the package's files.
func Summarize(res *rules.Result) *Summary {
	pkg, o := res.Package, res.Outcome
	s := &Summary{
		Dir: pkg.Dir, Rejected: o.Rejected,
		Servers: make(map[string]*ServerSummary, len(o.Servers)),
		Skills:  make(map[string]*SkillSummary, len(o.Skills)),
	}
	for _, f := range res.Findings {
		if f.Class == rules.Reject {
			s.Cause = fmt.Sprintf("%s (%s)", f.Message, f.Rule.ID)
			break
		}
	}
	where := func(f *model.File, off int) Place {
		line, col, _ := f.Position(off)
		return Place{File: rules.JoinShown(pkg.Dir, f.Path), Line: line, Column: col}
	}
	ix := skillIndex(pkg, o)
	inv := inventory.Parse(pkg)
	for i, sv := range o.Servers {
		ss := &ServerSummary{
			Name: sv.Name, Type: sv.Type, Trust: sv.Trust, TrustSource: sv.TrustSource,
			At: where(pkg.MCP.File, sv.Member.KeyStart), Write: Unknown,
		}
		if sv.Decl != nil {
			ss.DeclAt = where(pkg.Manifest.File, sv.Decl.KeyStart)
		}
		entry := sv.Member.Value
		if l, _ := launch.Server(entry); l != nil {
			ss.Launch = l
		} else if entry.Get("url") == nil {
			ss.Command = lock.Launch(entry)
		}
		ss.Host = hostOf(entry)
		ss.ArgHosts = argHosts(entry)
		for _, e := range entry.Get("env").Effective() {
			if secrets.CredentialName(e.Key) {
				ss.CredentialEnv = append(ss.CredentialEnv, e.Key)
			}
		}
		slices.Sort(ss.CredentialEnv)
		if is := inv.Server(sv.Name); is != nil {
			ss.Tools = make(map[string]*ToolSummary, len(is.Tools))
			for _, t := range is.Tools {
				ts := &ToolSummary{ReadOnly: t.ReadOnly()}
				if t.NameValue != nil {
					ts.At = where(inv.File.File, t.NameValue.Start)
				}
				ss.Tools[t.Name] = ts
			}
			if w := is.WriteTools(); len(w) > 0 {
				ss.Write, ss.Why = WriteCapable, "its inventory lists "+count(len(w), "tool")+" without readOnlyHint: true"
			} else {
				ss.Write, ss.Why = ReadOnly, "its inventory marks every tool readOnlyHint: true"
			}
		} else {
			ss.Write, ss.Why = assess(pkg, o, ix, i)
		}
		s.Servers[sv.Name] = ss
	}
	for _, sk := range o.Skills {
		ks := &SkillSummary{}
		if sk.SkillMD != nil {
			ks.At = Place{File: rules.JoinShown(pkg.Dir, sk.SkillMD.Path)}
			if sk.SkillMD.State == model.Readable {
				text := sk.SkillMD.Text()
				if gates := prose.GateSentences(prose.NewText(text)); len(gates) > 0 {
					g := gates[0]
					ks.Asks = true
					ks.AsksWhat = strings.Join(strings.Fields(text[g.Start:g.End]), " ")
					ks.AsksAt = where(sk.SkillMD, g.Start)
				}
			}
		}
		s.Skills[sk.Name] = ks
	}
	return s
}

// skillIndex indexes the package's readable skills with the servers
// Hermes loads, in the outcome's order, as the evidence model reads them.
func skillIndex(pkg *model.Package, o *rules.Outcome) *prose.Index {
	var src []prose.Source
	for _, sk := range pkg.Skills.Skills {
		if sk.SkillMD != nil && sk.SkillMD.State == model.Readable {
			src = append(src, prose.Source{Name: sk.Name, Path: sk.SkillMD.Path, Text: sk.SkillMD.Text()})
		}
	}
	servers := make([]prose.Server, len(o.Servers))
	for i, s := range o.Servers {
		servers[i] = prose.Server{Name: s.Name, InternalName: s.InternalName, Host: hostOf(s.Member.Value)}
	}
	return prose.NewIndex(src, servers)
}

// assess is the write-capability verdict on the i-th server from every
// source of evidence but an inventory (rules/capability), whatever its
// trust: a diff asks what a server can do, not only whether it is gated.
func assess(pkg *model.Package, o *rules.Outcome, ix *prose.Index, i int) (verdict, why string) {
	s := o.Servers[i]
	skills := ix.Skills
	if len(o.Servers) > 1 {
		skills = ix.Mentioning(i)
	}
	a := capability.Assess(capability.Server{
		Name: s.Name, Entry: s.Member.Value, MCPPath: pkg.MCP.Path,
		Manifest: pkg.Manifest.Object(), ManifestPath: pkg.Manifest.Path,
		Only: len(o.Servers) == 1, Servers: len(o.Servers), Skills: skills,
	})
	if a.Verdict == capability.Unknown {
		return Unknown, ""
	}
	items := make([]string, len(a.Evidence))
	for j, p := range a.Evidence {
		items[j] = p.String()
	}
	return a.Verdict.String(), fmt.Sprintf("%s (%s confidence, from %s)", strings.Join(items, "; "), a.Confidence, a.From)
}

// argHosts returns the hosts of the http(s) URLs among an entry's args,
// lower-cased, sorted, each once.
func argHosts(entry *pyjson.Value) []string {
	a := entry.Get("args")
	if a == nil || a.Kind != pyjson.Array {
		return nil
	}
	var out []string
	for _, it := range a.Items {
		if it.Kind != pyjson.String || !strings.HasPrefix(it.Str, "https://") && !strings.HasPrefix(it.Str, "http://") {
			continue
		}
		if pu, err := url.Parse(it.Str); err == nil && pu.Hostname() != "" {
			out = append(out, strings.ToLower(pu.Hostname()))
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// hostOf is the host of a server entry's URL, lower-cased, or "".
func hostOf(entry *pyjson.Value) string {
	if u := entry.Get("url"); u != nil && u.Kind == pyjson.String {
		if pu, err := url.Parse(u.Str); err == nil {
			return strings.ToLower(pu.Hostname())
		}
	}
	return ""
}

// count says "1 tool" or "3 tools".
func count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// launchString is a server's launch as the lock file records it.
func (s *ServerSummary) launchString() string {
	if s.Launch != nil {
		return s.Launch.String()
	}
	return s.Command
}
