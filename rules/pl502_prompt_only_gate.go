package rules

import (
	"fmt"
	"strings"

	"github.com/pluglint/pluglint/rules/capability"
	"github.com/pluglint/pluglint/rules/inventory"
)

// PromptOnlyGate reports skills that ask the model to get the user's
// confirmation before using a server that has no trust gate.
var PromptOnlyGate = &Rule{
	ID: "PL502", Name: "prompt-only-gate", Level: Warning, Class: Advice, Security: true,
	SecuritySeverity: "6.5", CWE: 862, Precision: "medium", Needs: []Need{NeedOutcome, NeedSkills, NeedEvidence}, Doc: promptOnlyGateDoc, Run: runPromptOnlyGate,
}

var promptOnlyGateDoc = Doc{
	Title: "a skill asks the model to confirm with the user before using an ungated server",
	Why: "\"Always confirm with the user first\" in a SKILL.md is a prompt, not a gate. The model may skip it, " +
		"forget it in a long session, or be talked out of it by a prompt injection in a web page, an email or a " +
		"tool result, and where nobody is there to answer (cron, one-shot runs) it has no meaning at all. The " +
		"server still runs at full trust, so Hermes itself never asks. The seed case: a trading package whose " +
		"only gate was such a sentence.",
	Fix: "Keep the sentence if you like, but gate the server in plugin.json so that Hermes asks the user before " +
		"every write-capable call and refuses it where nobody can answer:\n" +
		"  \"extensions\": {\"com.nousresearch.hermes\": {\"servers\": {\"trade\": {\"trust\": \"untrusted\"}}}}",
	Bad: "skills/trading/SKILL.md:\n---\nname: trading\ndescription: Place orders with the trade server.\n---\n" +
		"Always confirm with the user before placing an order.\n(plugin.json declares no trust for \"trade\")",
	Good: "plugin.json:\n{\"$schema\": \"https://agent-plugins.org/schemas/1.0.0/plugin.schema.json\", \"name\": \"trader\",\n" +
		"  \"extensions\": {\"com.nousresearch.hermes\": {\"servers\": {\"trade\": {\"trust\": \"untrusted\"}}}}}",
}

func runPromptOnlyGate(p *Pass) error {
	o := p.Outcome()
	inv := inventory.Parse(p.Pkg)
	var ungated []*Server
	for _, s := range o.Servers {
		if !s.packageGate() {
			continue
		}
		if is := inv.Server(s.Name); is != nil && len(is.WriteTools()) == 0 {
			continue // the inventory shows nothing to gate
		} else if is == nil && p.Evidence(s).Verdict == capability.ReadOnly {
			continue // the package shows a server that only reads
		}
		ungated = append(ungated, s)
	}
	if len(ungated) == 0 {
		return nil
	}
	for _, x := range p.Skills().Skills {
		spans := x.Gates()
		if len(spans) == 0 {
			continue
		}
		var names []string
		var first *Server
		if len(o.Servers) == 1 && len(ungated) == 1 {
			// The package's only server is the one its skills drive,
			// named or not.
			first = ungated[0]
			names = []string{fmt.Sprintf("%q", first.Name)}
		} else {
			for _, s := range ungated {
				if x.Mentions(s.index) {
					names = append(names, fmt.Sprintf("%q", s.Name))
					if first == nil {
						first = s
					}
				}
			}
		}
		if first == nil {
			continue
		}
		text := x.Text()
		g := spans[0]
		more := ""
		switch len(spans) {
		case 1:
		case 2:
			more = " (and 1 more such sentence)"
		default:
			more = fmt.Sprintf(" (and %d more such sentences)", len(spans)-1)
		}
		server := "server " + names[0] + " runs"
		if len(names) > 1 {
			server = "servers " + strings.Join(names, ", ") + " run"
		}
		p.Reportf(Loc{File: x.Path, Span: g},
			"skill %q asks the model to get the user's yes (%q)%s, but %s at full trust: Hermes never asks, and the model can skip a prompt; gate it: %s",
			x.Name, strings.Join(strings.Fields(text[g.Start:g.End]), " "), more, server, gateFix(p.Pkg, first))
	}
	return nil
}
