package rules

import (
	"fmt"

	"github.com/pluglint/pluglint/rules/hermes"
)

// ServerCommand reports a stdio server whose "command" Hermes refuses: not a
// non-empty string, a NUL, more than one token, a path that does not start
// with "./", or a "./" path that leaves the package root.
var ServerCommand = &Rule{
	ID: "PL303", Name: "server-command", Level: Error, Class: Drop, HermesCause: "invalid command",
	Precision: "very-high", Doc: serverCommandDoc, Run: runServerCommand,
}

var serverCommandDoc = Doc{
	Title: "stdio server \"command\" is not one bare program name or an in-package \"./\" path",
	Why: "Hermes starts a stdio server without a shell, and accepts only two forms of \"command\": a " +
		"bare program name found on PATH (\"npx\", \"uvx\", \"node\": one token, no whitespace of any " +
		"kind, no \"/\" or \"\\\\\") or a path starting with \"./\" that stays inside the package. It " +
		"expands no placeholder in \"command\". So \"npx -y pkg\", \"/usr/bin/node\", \"bin/server\", " +
		"\"${PLUGIN_ROOT}/bin/server\" and \"./../tool\" all make Hermes skip the server, with only a log " +
		"line to say so. A \"./\" path that is a symlink resolving outside the package is skipped too.",
	Fix: "Put the program alone in \"command\" and everything after it in \"args\". Write a program shipped " +
		"in the package as \"./bin/server\" (relative to the package root, where plugin.json is).",
	Bad: "mcp.json:\n" +
		"{\"$schema\": \"https://agent-plugins.org/schemas/1.0.0/mcp.schema.json\",\n" +
		" \"mcpServers\": {\"fetch\": {\"type\": \"stdio\", \"command\": \"npx -y @acme/fetch-mcp\"}}}",
	Good: "mcp.json:\n" +
		"{\"$schema\": \"https://agent-plugins.org/schemas/1.0.0/mcp.schema.json\",\n" +
		" \"mcpServers\": {\"fetch\": {\"type\": \"stdio\", \"command\": \"npx\", \"args\": [\"-y\", \"@acme/fetch-mcp\"]}}}",
}

func runServerCommand(p *Pass) error {
	f := p.Pkg.MCP
	for _, s := range mcpServersOfType(p.Pkg, hermes.TypeStdio) {
		m := s.Obj.Member("command")
		if lm := stdioLoopCrash(p.Pkg, s.Obj); lm != nil && lm == m {
			p.Report(Finding{
				Loc: AtValue(f, m.Value), Class: Reject,
				Message: fmt.Sprintf("stdio server %q has command %q, which runs into a symlink loop in the package; "+
					"Hermes's Path.resolve fails on it (RuntimeError on Python 3.12 and older) and the whole "+
					"package is refused", s.Name(), m.Value.Str),
			})
			continue
		}
		c := stdioCommand(p.Pkg, s.Obj)
		if c.OK {
			continue
		}
		loc := AtKey(f, s.Member)
		if m != nil {
			loc = AtValue(f, m.Value)
		}
		p.Report(Finding{
			Loc: loc, Drops: DropServer(s.Member.Ident()),
			Message: fmt.Sprintf("stdio server %q %s; Hermes drops the server%s", s.Name(), c.Problem, c.Hint),
		})
	}
	return nil
}
