package rules

import (
	"fmt"

	"github.com/pluglint/pluglint/rules/model"
	"github.com/pluglint/pluglint/rules/words"
)

// ManifestMissing reports a package without plugin.json, or whose
// plugin.json is JSON but not an object.
var ManifestMissing = &Rule{
	ID: "PL100", Name: "manifest-missing", Level: Error, Class: Reject, Fixed: true,
	Precision: "very-high", Doc: manifestMissingDoc, Run: runManifestMissing,
}

var manifestMissingDoc = Doc{
	Title: "plugin.json is missing or not a JSON object",
	Why: "Hermes recognises an Agent Plugins package by its plugin.json at the package root, " +
		"and the file must hold one JSON object. Without it the package is refused: manifests " +
		"written for other clients (.claude-plugin/plugin.json, .cursor-plugin/plugin.json, " +
		".codex-plugin/plugin.json) are not read.",
	Fix: "Add plugin.json at the package root holding an object with at least \"$schema\" and \"name\".",
	Bad: "plugin.json:\n" +
		"[{\"$schema\": \"https://agent-plugins.org/schemas/1.0.0/plugin.schema.json\", \"name\": \"demo\"}]",
	Good: "plugin.json:\n" +
		"{\"$schema\": \"https://agent-plugins.org/schemas/1.0.0/plugin.schema.json\", \"name\": \"demo\"}",
}

// otherClientManifests are other clients' manifests a publisher may have
// expected Hermes to read.
var otherClientManifests = []struct{ path, what string }{
	{".claude-plugin/plugin.json", "a Claude Code manifest"},
	{".cursor-plugin/plugin.json", "a Cursor manifest"},
	{".codex-plugin/plugin.json", "a Codex manifest"},
	{".claude-plugin/marketplace.json", "a Claude Code marketplace"},
	{"gemini-extension.json", "a Gemini CLI manifest"},
	{".mcp.json", "a Claude Code or Codex MCP file"},
}

func runManifestMissing(p *Pass) error {
	m := p.Pkg.Manifest
	if m.State == model.Missing {
		msg := "no plugin.json: Hermes rejects the package"
		if len(p.Pkg.Native) > 0 {
			msg = fmt.Sprintf("no plugin.json: this is not an Agent Plugins package (Hermes loads %s as a "+
				"native plugin, which pluglint does not check)", p.Pkg.Native[0].Path)
		}
		var found []string
		for _, o := range otherClientManifests {
			if p.Pkg.Stat(o.path).State != model.Missing {
				found = append(found, fmt.Sprintf("%s at %s", o.what, o.path))
			}
		}
		if len(found) > 0 {
			msg += fmt.Sprintf(" (found %s; Hermes reads only plugin.json at the package root)",
				words.JoinAnd(found))
			if len(p.Pkg.Native) == 0 {
				msg += "; " + manifestMissingAdvice(p.Pkg)
			}
		}
		p.Report(Finding{Loc: AtFile(m.Path), Message: msg})
		return nil
	}
	if root := m.Root(); root != nil && m.Object() == nil {
		p.Reportf(AtValue(m, root), "plugin.json must contain a JSON object, found %s; Hermes rejects the package",
			root.Kind)
	}
	return nil
}

// manifestMissingAdvice says what to add to another client's package and
// what of it Hermes would then read (plugin_runtime/portable.py reads only
// plugin.json, mcp.json and skills/*/SKILL.md at the root).
func manifestMissingAdvice(pkg *model.Package) string {
	var reads []string
	if n := len(pkg.Skills.Skills); n > 0 {
		what := "skills"
		if n == 1 {
			what = "skill"
		}
		reads = append(reads, fmt.Sprintf("%d %s under skills/", n, what))
	}
	if pkg.MCP.State != model.Missing {
		reads = append(reads, "mcp.json")
	}
	advice := `add plugin.json with "$schema" and "name"`
	if pkg.MCP.State == model.Missing && pkg.Stat(".mcp.json").State != model.Missing {
		advice += " and copy .mcp.json to mcp.json (with the Agent Plugins \"$schema\")"
	}
	if len(reads) == 0 {
		return advice + "; Hermes would then read nothing else here: it loads only mcp.json and skills/*/SKILL.md beside plugin.json"
	}
	return advice + "; Hermes would then read " + words.JoinAnd(reads)
}
