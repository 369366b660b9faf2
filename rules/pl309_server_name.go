package rules

import (
	"fmt"
	"strings"
)

// ServerName warns about server names Hermes changes, names that collide
// once changed, and names so long that tool names run into the 64-character
// limit providers put on them. It looks only at servers Hermes loads.
var ServerName = &Rule{
	ID: "PL309", Name: "server-name", Level: Warning, Class: Advice,
	Precision: "very-high", Needs: []Need{NeedOutcome}, Doc: serverNameDoc, Run: runServerName,
}

var serverNameDoc = Doc{
	Title: "mcp.json server name changes inside Hermes, collides with another, or leaves little room for tool names",
	Why: "Hermes gives each package server an internal name: the mcp.json name lower-cased, every " +
		"character outside a-z, 0-9, \"_\" and \"-\" replaced by \"-\", and \"-\" and \"_\" trimmed from " +
		"both ends (\"plugin\" if nothing is left). A user's config.yaml must use that internal name to " +
		"override or configure the server, so a name that changes is a trap for them. Two servers whose " +
		"internal names are equal cannot both run: Hermes skips the later one. Tools are exposed to the " +
		"model as mcp__<internal>__<tool> with \"-\" turned into \"_\", so \"a-b\" and \"a_b\" give their " +
		"tools the same names, and providers cap a tool name at 64 characters: a long server name leaves " +
		"little room, and Hermes cuts longer tool names short.",
	Fix: "Name servers with lower-case letters, digits and \"-\" only, short and distinct: " +
		"\"weather\", not \"Weather API (v2)\".",
	Bad: "mcp.json:\n" +
		"{\"$schema\": \"https://agent-plugins.org/schemas/1.0.0/mcp.schema.json\",\n" +
		" \"mcpServers\": {\"Weather API\": {\"type\": \"stdio\", \"command\": \"weather-mcp\"}}}",
	Good: "mcp.json:\n" +
		"{\"$schema\": \"https://agent-plugins.org/schemas/1.0.0/mcp.schema.json\",\n" +
		" \"mcpServers\": {\"weather\": {\"type\": \"stdio\", \"command\": \"weather-mcp\"}}}",
}

// Tool-name limits: providers accept 64 characters, and a server should
// leave at least mcpToolBudgetMin of them for the tool's own name.
const (
	mcpToolNameMax   = 64
	mcpToolBudgetMin = 20
)

// mcpToolNamePart is Hermes's sanitising of a tool-name component: every
// character outside [A-Za-z0-9_] becomes "_".
func mcpToolNamePart(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '_' || (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z') || (r >= '0' && r <= '9') {
			return r
		}
		return '_'
	}, s)
}

func mcpIsLowerAlnum(r rune) bool { return (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') }

func runServerName(p *Pass) error {
	f := p.Pkg.MCP
	o := p.Outcome()
	byInternal := map[string]*Server{}
	byPrefix := map[string]*Server{}
	for _, s := range o.Servers {
		m := s.Member
		internal := s.InternalName
		switch {
		case internal == "plugin" && !strings.ContainsFunc(strings.ToLower(s.Name), mcpIsLowerAlnum):
			p.Reportf(AtKey(f, m), "server %q keeps no character Hermes allows in a name, so it is called "+
				"\"plugin\" inside Hermes, the fallback any such server gets; a user's config.yaml must use "+
				"\"plugin\" to override it", s.Name)
		case internal != s.Name:
			p.Reportf(AtKey(f, m), "server %q is called %q inside Hermes; a user's config.yaml must use %q "+
				"to override it (name it %q)", s.Name, internal, internal, internal)
		}
		prefix := "mcp__" + mcpToolNamePart(internal) + "__"
		if first := byInternal[internal]; first != nil {
			p.Report(Finding{
				Loc:     AtKey(f, m),
				Related: []Related{{Loc: AtKey(f, first.Member), Message: fmt.Sprintf("%q is first here", first.Name)}},
				Message: fmt.Sprintf("servers %q and %q are both %q inside Hermes, which skips the later one "+
					"as a name already taken (rename one)", first.Name, s.Name, internal),
			})
		} else {
			byInternal[internal] = s
			if other := byPrefix[prefix]; other != nil {
				p.Report(Finding{
					Loc:     AtKey(f, m),
					Related: []Related{{Loc: AtKey(f, other.Member), Message: fmt.Sprintf("%q is first here", other.Name)}},
					Message: fmt.Sprintf("servers %q and %q give their tools the same prefix %q, so tools with "+
						"the same name collide (rename one)", other.Name, s.Name, prefix),
				})
			} else {
				byPrefix[prefix] = s
			}
		}
		if budget := mcpToolNameMax - len(prefix); budget < mcpToolBudgetMin {
			room := fmt.Sprintf("leaving %d of the 64 characters providers allow for tool names", max(budget, 0))
			if budget <= 0 {
				room = "leaving no room in the 64 characters providers allow for tool names"
			}
			p.Reportf(AtKey(f, m), "server %q gives its tools the prefix %q (%d characters), %s; Hermes cuts "+
				"longer tool names short (use a shorter name)", s.Name, prefix, len(prefix), room)
		}
	}
	return nil
}
