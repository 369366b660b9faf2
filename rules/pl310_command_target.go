package rules

import (
	"github.com/pluglint/pluglint/rules/hermes"
	"github.com/pluglint/pluglint/rules/model"
)

// CommandTarget warns about a stdio server whose "./" command Hermes
// accepts but cannot run: nothing is there in the package, a dangling
// symlink, a directory, or a file without execute permission.
var CommandTarget = &Rule{
	ID: "PL310", Name: "command-target", Level: Warning, Class: Advice,
	Precision: "high", Doc: commandTargetDoc, Run: runCommandTarget,
}

var commandTargetDoc = Doc{
	Title: "stdio server \"./\" command is not an executable file in the package",
	Why: "Hermes checks only that a \"./\" command stays inside the package; whether a program is there " +
		"shows when it tries to start the server, and then every tool of it is missing for the user. A " +
		"build output that is not committed (dist/, bin/), a path relative to the wrong directory (\"./\" " +
		"is the package root, where plugin.json is) or a script that lost its execute permission all " +
		"load fine and fail later.",
	Fix: "Ship the program at that path and give it execute permission (chmod +x, and commit the mode: " +
		"git update-index --chmod=+x). For a script, an interpreter as the command also works: " +
		"\"command\": \"node\", \"args\": [\"${PLUGIN_ROOT}/dist/server.js\"].",
	Bad: "mcp.json:\n" +
		"{\"$schema\": \"https://agent-plugins.org/schemas/1.0.0/mcp.schema.json\",\n" +
		" \"mcpServers\": {\"notes\": {\"type\": \"stdio\", \"command\": \"./bin/notes-mcp\"}}}\n" +
		"(bin/notes-mcp is not in the package)",
	Good: "mcp.json:\n" +
		"{\"$schema\": \"https://agent-plugins.org/schemas/1.0.0/mcp.schema.json\",\n" +
		" \"mcpServers\": {\"notes\": {\"type\": \"stdio\", \"command\": \"./bin/notes-mcp\"}}}\n" +
		"(bin/notes-mcp is in the package, mode 0755)",
}

func runCommandTarget(p *Pass) error {
	f := p.Pkg.MCP
	for _, s := range mcpServersOfType(p.Pkg, hermes.TypeStdio) {
		c := stdioCommand(p.Pkg, s.Obj)
		if !c.OK || !c.IsPath {
			continue
		}
		v := s.Obj.Get("command")
		e := p.Pkg.Stat(c.Path)
		if (e.State == model.Missing || e.State == model.Broken) && c.InRoot && c.Rel != c.Path {
			// Python resolves "a/../b" without needing "a" to exist.
			if e2 := p.Pkg.Stat(c.Rel); e2.State == model.Readable {
				e = e2
			}
		}
		problem := ""
		switch {
		case e.State == model.Missing:
			problem = "is not in the package"
		case e.State == model.Broken:
			problem = "is a symlink that points at nothing"
		case e.State != model.Readable:
			continue // unreadable: nothing to say for sure
		case e.Dir:
			problem = "is a directory, not a program"
		case !e.Exec:
			problem = "is not executable (no execute permission)"
		default:
			continue
		}
		p.Reportf(AtValue(f, v), "stdio server %q has command %q, which %s; Hermes loads the server but "+
			"cannot start it", s.Name(), v.Str, problem)
	}
	return nil
}
