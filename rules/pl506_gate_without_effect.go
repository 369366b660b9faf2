package rules

import (
	"fmt"

	"github.com/pluglint/pluglint/rules/inventory"
	"github.com/pluglint/pluglint/rules/words"

	"github.com/pluglint/pluglint/rules/model"
)

// GateWithoutEffect notes untrusted servers whose every tool is
// read-only, so the gate never asks.
var GateWithoutEffect = &Rule{
	ID: "PL506", Name: "gate-without-effect", Level: Note, Class: Advice, Security: true,
	SecuritySeverity: "1.0", Precision: "very-high", Needs: []Need{NeedOutcome}, Doc: gateWithoutEffectDoc,
	Run: runGateWithoutEffect,
}

var gateWithoutEffectDoc = Doc{
	Title: "an untrusted server's tools are all read-only, so the gate never asks",
	Why: "trust \"untrusted\" makes Hermes ask before calls to tools not annotated readOnlyHint: true. When " +
		"the inventory shows every tool annotated true, the gate never fires. That is fine if the server really " +
		"only reads; it is worth a look if you expected the gate to protect something, or if a hint is wrong.",
	Fix: "Nothing to do if the server only reads. Otherwise set readOnlyHint: false on the tools that act.",
	Bad: "plugin.json: servers.search.trust \"untrusted\"\n.pluglint/tools.json:\n" +
		"  {\"name\": \"search\", \"annotations\": {\"readOnlyHint\": true}}",
	Good: "plugin.json: no trust declaration for \"search\" (nothing to gate)\n.pluglint/tools.json:\n" +
		"  {\"name\": \"search\", \"annotations\": {\"readOnlyHint\": true}}",
}

func runGateWithoutEffect(p *Pass) error {
	o := p.Outcome()
	inv := inventory.Parse(p.Pkg)
	for _, s := range o.Servers {
		if s.Trust != model.TrustUntrusted || s.TrustSource != model.TrustFromPlugin || s.Decl == nil {
			continue
		}
		is := inv.Server(s.Name)
		if is == nil || len(is.Tools) == 0 || len(is.WriteTools()) > 0 {
			continue
		}
		loc := AtKey(p.Pkg.Manifest, s.Decl)
		if t := s.Decl.Value.Get("trust"); t != nil {
			loc = AtValue(p.Pkg.Manifest, t)
		}
		p.Report(Finding{
			Loc: loc, Related: []Related{{
				Loc:     AtKey(inv.File, is.Member),
				Message: fmt.Sprintf("the inventory lists %s, all readOnlyHint: true", words.CountOf(len(is.Tools), "tool")),
			}},
			Message: fmt.Sprintf("server %q is untrusted but every one of its %d tools is readOnlyHint: true, so Hermes never asks; fine if it only reads",
				s.Name, len(is.Tools)),
		})
	}
	return nil
}
