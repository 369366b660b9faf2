package rules

import (
	"fmt"

	"github.com/pluglint/pluglint/rules/inventory"
	"github.com/pluglint/pluglint/rules/words"

	"github.com/pluglint/pluglint/rules/pyjson"
)

// ReadOnlyHintCoverage reports inventory tools without an explicit
// boolean readOnlyHint, or with one Hermes does not read.
var ReadOnlyHintCoverage = &Rule{
	ID: "PL504", Name: "readonly-hint-coverage", Level: Warning, Class: Advice,
	Security: true, SecuritySeverity: "4.0", Precision: "very-high", Doc: readOnlyHintCoverageDoc,
	Run: runReadOnlyHintCoverage,
}

var readOnlyHintCoverageDoc = Doc{
	Title: "inventory tools lack an explicit boolean readOnlyHint, or spell it so Hermes ignores it",
	Why: "On an untrusted server Hermes asks before every tool call whose annotations.readOnlyHint is not " +
		"exactly the JSON boolean true. A missing hint, \"true\" as a string, 1, a read_only_hint spelling or a " +
		"hint outside annotations all count as write-capable: read-only tools then prompt the user on every " +
		"call, and users learn to click yes. Explicit hints on every tool (true for reads, false for writes) make " +
		"the gate precise and the intent reviewable.",
	Fix: "In the server, annotate every tool: annotations: {readOnlyHint: true} for tools that only read, " +
		"{readOnlyHint: false} for the others; then regenerate the inventory (pluglint snapshot).",
	Bad: ".pluglint/tools.json:\n{\"version\": 1, \"servers\": {\"trade\": {\"tools\": [\n" +
		"  {\"name\": \"get_quote\", \"annotations\": {\"read_only_hint\": true}},\n  {\"name\": \"place_order\"}]}}}",
	Good: ".pluglint/tools.json:\n{\"version\": 1, \"servers\": {\"trade\": {\"tools\": [\n" +
		"  {\"name\": \"get_quote\", \"annotations\": {\"readOnlyHint\": true}},\n" +
		"  {\"name\": \"place_order\", \"annotations\": {\"readOnlyHint\": false}}]}}}",
}

func runReadOnlyHintCoverage(p *Pass) error {
	inv := inventory.Parse(p.Pkg)
	if inv == nil || !inv.Usable {
		return nil
	}
	inMCP := map[string]bool{}
	for _, m := range p.Pkg.ServerMembers() {
		inMCP[m.Key] = true
	}
	for _, s := range inv.Servers {
		if !s.Listed || !inMCP[s.Name] {
			continue // PL507 reports entries it cannot read or that name no server
		}
		var missing []string
		for _, t := range s.Tools {
			for _, m := range t.Misspelt {
				where := "annotations"
				if t.Value.Member(m.Key) == m {
					where = "the tool itself"
				}
				p.Reportf(AtKey(inv.File, m),
					"tool %q of server %q has %q in %s; Hermes reads only annotations.readOnlyHint and treats the tool as write-capable",
					t.Name, s.Name, m.Key, where)
			}
			switch {
			case t.Hint != nil && t.Hint.Value.Kind != pyjson.Bool:
				p.Reportf(AtValue(inv.File, t.Hint.Value),
					"tool %q of server %q has readOnlyHint %s, not a boolean; Hermes honours only the JSON boolean true and treats the tool as write-capable",
					t.Name, s.Name, hintShown(t.Hint.Value))
			case t.Hint == nil && len(t.Misspelt) == 0:
				missing = append(missing, t.Name)
			}
		}
		if len(missing) > 0 {
			verb, them := "have", "them"
			if len(missing) == 1 {
				verb, them = "has", "it"
			}
			of := fmt.Sprintf("%d of the %d tools", len(missing), len(s.Tools))
			if len(s.Tools) == 1 {
				of = "the only tool"
			}
			p.Reportf(AtKey(inv.File, s.Member),
				"%s of server %q %s no readOnlyHint (%s); Hermes treats %s as write-capable, so on an untrusted server every call asks: annotate true or false",
				of, s.Name, verb, words.CappedList(missing), them)
		}
	}
	return nil
}

// hintShown renders a non-boolean hint value for a message, shortened.
func hintShown(v *pyjson.Value) string {
	switch v.Kind {
	case pyjson.String:
		s := v.Str
		if len(s) > 20 {
			s = s[:20] + "…"
		}
		return fmt.Sprintf("%q (a string)", s)
	case pyjson.Number:
		return v.Str + " (a number)"
	case pyjson.Null:
		return "null"
	case pyjson.Object:
		return "an object"
	}
	return "an array"
}
