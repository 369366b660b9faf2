package rules

import (
	"strings"

	"github.com/pluglint/pluglint/rules/inventory"
	"github.com/pluglint/pluglint/rules/pyjson"
)

// AnnotationsIncomplete reports inventory tools without the title and
// explicit boolean hints that agent directories ask for before listing.
var AnnotationsIncomplete = &Rule{
	ID: "PL512", Name: "annotations-incomplete", Level: Note, Class: Advice, Security: true,
	SecuritySeverity: "1.0", Precision: "very-high", Doc: annotationsIncompleteDoc, Run: runAnnotationsIncomplete,
}

var annotationsIncompleteDoc = Doc{
	Title: "inventory tools lack a title or an explicit boolean readOnlyHint, destructiveHint or openWorldHint",
	Why: "Agent directories ask for complete tool annotations before they list a server: a human-readable title " +
		"and explicit readOnlyHint, destructiveHint and openWorldHint, so that clients can show what a tool does and " +
		"decide when to ask the user. A missing hint takes MCP's default, which assumes the worst (not read-only, " +
		"destructive, reaching the open world), and a string \"true\" is not a boolean. MCP accepts the title at " +
		"the tool's top level or as annotations.title.",
	Fix: "In the server, give every tool a title and annotations with readOnlyHint, destructiveHint and " +
		"openWorldHint set to true or false; then regenerate the inventory (pluglint snapshot).",
	Bad: ".pluglint/tools.json:\n{\"version\": 1, \"servers\": {\"trade\": {\"tools\": [\n" +
		"  {\"name\": \"get_quote\", \"annotations\": {\"readOnlyHint\": true}}]}}}",
	Good: ".pluglint/tools.json:\n{\"version\": 1, \"servers\": {\"trade\": {\"tools\": [\n" +
		"  {\"name\": \"get_quote\", \"title\": \"Get quote\", \"annotations\": {\"readOnlyHint\": true,\n" +
		"   \"destructiveHint\": false, \"openWorldHint\": true}}]}}}",
}

// listingHints are the hints agent directories ask for, in the order
// messages name them.
var listingHints = []string{"readOnlyHint", "destructiveHint", "openWorldHint"}

func runAnnotationsIncomplete(p *Pass) error {
	inv := inventory.Parse(p.Pkg)
	if inv == nil || !inv.Usable {
		return nil
	}
	for _, m := range p.Pkg.ServerMembers() {
		s := inv.Server(m.Key)
		if s == nil {
			continue // PL507 reports entries it cannot read or that name no server
		}
		for _, t := range s.Tools {
			var lacks, notBool []string
			if !hasTitle(t.Value.Get("title")) && !hasTitle(t.Annotations.Get("title")) {
				lacks = append(lacks, "title")
			}
			for _, h := range listingHints {
				switch v := t.Annotations.Get(h); {
				case v == nil:
					lacks = append(lacks, h)
				case v.Kind != pyjson.Bool:
					notBool = append(notBool, h)
				}
			}
			if len(lacks)+len(notBool) == 0 {
				continue
			}
			if !p.Shown(inv.File.Path) {
				p.Report(Finding{Loc: AtValue(inv.File, t.NameValue)})
				continue
			}
			var parts []string
			if len(lacks) > 0 && lacks[0] == "title" {
				parts, lacks = append(parts, "no title"), lacks[1:]
			}
			if len(lacks) > 0 {
				parts = append(parts, "no "+joinWords(lacks, "or")+" in annotations")
			}
			switch len(notBool) {
			case 0:
			case 1:
				parts = append(parts, "a "+notBool[0]+" that is not a boolean")
			default:
				parts = append(parts, joinWords(notBool, "and")+" that are not booleans")
			}
			p.Reportf(AtValue(inv.File, t.NameValue),
				"tool %q of server %q has %s; agent directories list tools with a title and explicit boolean hints, and clients assume the worst without them",
				t.Name, s.Name, joinWords(parts, "and"))
		}
	}
	return nil
}

// hasTitle reports a title a client can show: a string with text in it.
func hasTitle(v *pyjson.Value) bool {
	return v != nil && v.Kind == pyjson.String && strings.TrimSpace(v.Str) != ""
}

// joinWords joins "a", "b" and "c" as "a, b and c" (or "a, b or c").
func joinWords(words []string, conj string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " " + conj + " " + words[len(words)-1]
}
