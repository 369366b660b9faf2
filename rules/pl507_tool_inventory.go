package rules

import (
	"fmt"
	"strings"

	"github.com/pluglint/pluglint/rules/hermes"
	"github.com/pluglint/pluglint/rules/inventory"

	"github.com/pluglint/pluglint/rules/model"

	"github.com/pluglint/pluglint/rules/pyjson"
)

// ToolInventory reports a tool inventory pluglint cannot use, or that
// names servers mcp.json does not have.
var ToolInventory = &Rule{
	ID: "PL507", Name: "tool-inventory", Level: Warning, Class: Advice, Security: true,
	SecuritySeverity: "2.0", Precision: "very-high", Doc: toolInventoryDoc, Run: runToolInventory,
}

var toolInventoryDoc = Doc{
	Title: "the tool inventory cannot be read, breaks its shape, or names servers mcp.json does not have",
	Why: "The tool inventory (.pluglint/tools.json, or the file --tools or the config file's tools key names) " +
		"is the strongest evidence pluglint has of what a server's tools do: it decides whether a server is " +
		"write-capable, and checks readOnlyHint coverage. An inventory pluglint cannot read, or one keyed by " +
		"names that are not mcp.json servers (a rename, a typo), silently turns those checks off.",
	Fix: "Regenerate the inventory with pluglint snapshot, or fix it by hand to the fixed shape: " +
		"{\"version\": 1, \"servers\": {\"<mcp.json name>\": {\"capturedAt\": \"…\", \"tools\": [<tools/list result>]}}}.",
	Bad: ".pluglint/tools.json:\n{\"version\": 1, \"servers\": {\"Trade\": {\"tools\": []}}}\n" +
		"mcp.json: the server is named \"trade\"",
	Good: ".pluglint/tools.json:\n{\"version\": 1, \"servers\": {\"trade\": {\"capturedAt\": \"2026-11-29T12:00:00Z\", \"tools\": []}}}",
}

func runToolInventory(p *Pass) error {
	jf := p.Pkg.Inventory
	if jf == nil {
		return nil
	}
	switch {
	case jf.State != model.Readable:
		if d := stateText(jf.File); strings.HasPrefix(d, "is ") {
			p.Reportf(AtFile(jf.Path), "tool inventory %s; pluglint ignores it", d)
		} else {
			p.Reportf(AtFile(jf.Path), "tool inventory cannot be read: %s; pluglint ignores it", d)
		}
		return nil
	case jf.Err != nil && jf.Err.Kind == pyjson.TooMany:
		p.Reportf(AtFile(jf.Path), "tool inventory holds more than %s JSON values, more than pluglint reads; pluglint ignores it",
			thousands(pyjson.MaxValues))
	case jf.Err != nil:
		p.Reportf(AtOffset(jf.File, jf.Err.Offset), "tool inventory is not valid JSON (%s); pluglint ignores it", jf.Err.Msg)
		return nil
	case jf.Object() == nil:
		p.Reportf(AtValue(jf, jf.Root()), "tool inventory is not a JSON object; pluglint ignores it")
		return nil
	}
	inv := inventory.Parse(p.Pkg)
	for _, pr := range inv.Problems {
		p.Reportf(inventoryLoc(jf, pr.Place), "%s", pr.Message)
	}
	if !inv.Usable {
		return nil
	}
	known := map[string]bool{}
	for _, m := range p.Pkg.ServerMembers() {
		known[m.Key] = true
	}
	// The first mcp.json name of each internal name, for the hint; built
	// for the first unknown entry.
	var byInternal map[string]string
	servers := p.Pkg.MCP.Object().Get("mcpServers")
	for _, s := range inv.Servers {
		switch {
		case known[s.Name]:
		case p.Pkg.MCP.State == model.Missing:
			p.Reportf(AtKey(jf, s.Member), "tool inventory lists server %q but the package has no mcp.json; pluglint ignores the entry", s.Name)
		case p.Pkg.MCP.Object() == nil || servers != nil && servers.Kind != pyjson.Object:
			// mcp.json itself is broken; its own findings say so.
		default:
			hint := ""
			if byInternal == nil {
				byInternal = map[string]string{}
				for _, m := range p.Pkg.ServerMembers() {
					k := hermes.InternalName(m.Key)
					if _, ok := byInternal[k]; !ok {
						byInternal[k] = m.Key
					}
				}
			}
			if near, ok := byInternal[hermes.InternalName(s.Name)]; ok {
				hint = fmt.Sprintf(" (did you mean %q?)", near)
			}
			p.Reportf(AtKey(jf, s.Member), "tool inventory lists server %q, which is not in mcp.json; pluglint ignores the entry%s", s.Name, hint)
		}
	}
	return nil
}

// stateText says why a file could not be read.
func stateText(f *model.File) string {
	if f.Detail != "" {
		return f.Detail
	}
	switch f.State {
	case model.Escapes:
		return "symlink resolves outside the package root"
	case model.Broken:
		return "symlink points at nothing"
	case model.TooLarge:
		return "is too large"
	case model.NotRegular:
		return "is not a regular file"
	}
	return "cannot be read"
}

// inventoryLoc turns a place in the inventory file into a finding's Loc.
func inventoryLoc(jf *model.JSONFile, at inventory.Place) Loc {
	switch {
	case at.Member != nil:
		return AtKey(jf, at.Member)
	case at.Value != nil:
		return AtValue(jf, at.Value)
	}
	return AtFile(jf.Path)
}

// InventoryDrift compares servers captured live with the package's
// inventory (which must be usable) and returns what changed since it was
// captured as PL507 findings, finalized and sorted, for `pluglint
// snapshot --check`.
func InventoryDrift(pkg *model.Package, inv *inventory.Inventory, live []inventory.CapturedServer) []*Finding {
	var out []*Finding
	for _, c := range inventory.Drift(inv, live) {
		f := &Finding{
			Rule: ToolInventory, Level: ToolInventory.Level, Class: Advice,
			Loc: inventoryLoc(inv.File, c.Place), Message: c.Message,
		}
		finalize(pkg, f)
		out = append(out, f)
	}
	sortFindings(out)
	return out
}
