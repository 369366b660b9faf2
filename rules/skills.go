package rules

import (
	"net/url"

	"github.com/pluglint/pluglint/rules/capability"
	"github.com/pluglint/pluglint/rules/model"
	"github.com/pluglint/pluglint/rules/prose"
	"github.com/pluglint/pluglint/rules/pyjson"
)

// Skills returns the package's readable skills indexed for the prose
// rules, with the servers Hermes loads (in the outcome's order, so that
// a server's place in the index is its index in Outcome.Servers). PL501,
// PL502 and PL503 all read it; it is built once per package. Only rules
// that declare NeedSkills may call it.
func (p *Pass) Skills() *prose.Index {
	if p.shared.skills == nil {
		o := p.Outcome()
		var src []prose.Source
		for _, sk := range p.Pkg.Skills.Skills {
			if sk.SkillMD == nil || sk.SkillMD.State != model.Readable {
				continue
			}
			src = append(src, prose.Source{Name: sk.Name, Path: sk.SkillMD.Path, Text: sk.SkillMD.Text()})
		}
		servers := make([]prose.Server, len(o.Servers))
		for i, s := range o.Servers {
			servers[i] = prose.Server{Name: s.Name, InternalName: s.InternalName, Host: serverHost(s)}
		}
		p.shared.skills = prose.NewIndex(src, servers)
	}
	return p.shared.skills
}

// serverHost is the host of a server's URL, or "".
func serverHost(s *Server) string {
	if u := s.Member.Value.Get("url"); u != nil && u.Kind == pyjson.String {
		if pu, err := url.Parse(u.Str); err == nil {
			return pu.Hostname()
		}
	}
	return ""
}

// skillsDriving returns the skills that drive server s: every skill when
// s is the package's only server (its skills drive it, named or not),
// else those that mention it.
func skillsDriving(p *Pass, s *Server) []*prose.Skill {
	ix := p.Skills()
	if len(p.Outcome().Servers) == 1 {
		return ix.Skills
	}
	return ix.Mentioning(s.index)
}

// Evidence returns what the evidence says of server s, one of the
// outcome's servers, apart from a tool inventory: PL501 and PL513 both
// read it, and it is worked out once per server. Only rules that declare
// NeedEvidence may call it.
func (p *Pass) Evidence(s *Server) capability.Assessment {
	o := p.Outcome()
	if p.shared.evidence == nil {
		p.shared.evidence = make([]*capability.Assessment, len(o.Servers))
	}
	all := p.shared.evidence
	if s.index >= len(all) || o.Servers[s.index] != s {
		return assess(p, s)
	}
	if all[s.index] == nil {
		a := assess(p, s)
		all[s.index] = &a
	}
	return *all[s.index]
}

func assess(p *Pass, s *Server) capability.Assessment {
	var manifest *pyjson.Value
	var manifestSrc []byte
	manifestPath := ""
	if p.Pkg.Manifest != nil {
		manifest = p.Pkg.Manifest.Object()
		manifestPath = p.Pkg.Manifest.Path
		if p.Pkg.Manifest.File != nil {
			manifestSrc = p.Pkg.Manifest.Data
		}
	}
	return capability.Assess(capability.Server{
		Name: s.Name, Entry: s.Member.Value, MCPPath: p.Pkg.MCP.Path,
		Manifest: manifest, ManifestPath: manifestPath, ManifestSrc: manifestSrc, Skills: skillsDriving(p, s), FileData: p.Pkg.FileData, FileJSON: p.Pkg.FileJSON,
		Only:    capability.OneVendor(p.Outcome().Servers, func(s *Server) *pyjson.Value { return s.Member.Value }),
		Servers: len(p.Outcome().Servers),
		Code:    p.Pkg.ServerCode(s.Name),
	})
}
