package rules

import (
	"fmt"

	"github.com/pluglint/pluglint/rules/inventory"

	"github.com/pluglint/pluglint/rules/model"
	"github.com/pluglint/pluglint/rules/prose"
)

// SelfApproval reports tools that approve pending actions and that the
// model can call without the user: on a server that is not untrusted, or
// marked read-only.
var SelfApproval = &Rule{
	ID: "PL503", Name: "self-approval", Level: Error, Class: Advice, Security: true,
	SecuritySeverity: "8.5", CWE: 863, Precision: "high", Needs: []Need{NeedOutcome, NeedSkills}, Doc: selfApprovalDoc, Run: runSelfApproval,
}

var selfApprovalDoc = Doc{
	Title: "the model can approve its own pending actions",
	Why: "Some servers hold risky actions for approval: a trade waits until resolve_approval is called. That is " +
		"only a gate if the model cannot make the call itself. On a server that runs at full trust, or when the " +
		"approving tool is annotated readOnlyHint: true, Hermes lets the model call it without asking, and the " +
		"\"approval\" is the model approving itself. This is the seed case pluglint was written for.",
	Fix: "Declare trust \"untrusted\" for the server in plugin.json so that Hermes asks the user before the " +
		"approving call, and never annotate an approving tool readOnlyHint: true. Better still, approve out of " +
		"band (a link the human opens) and do not expose an approving tool to the model at all.",
	Bad: ".pluglint/tools.json:\n{\"version\": 1, \"servers\": {\"trade\": {\"tools\": [\n" +
		"  {\"name\": \"resolve_approval\", \"annotations\": {\"readOnlyHint\": true}}]}}}",
	Good: "plugin.json:\n  \"extensions\": {\"com.nousresearch.hermes\": {\"servers\": {\"trade\": {\"trust\": \"untrusted\"}}}}\n" +
		".pluglint/tools.json:\n  {\"name\": \"resolve_approval\", \"annotations\": {\"readOnlyHint\": false}}",
}

func runSelfApproval(p *Pass) error {
	o := p.Outcome()
	inv := inventory.Parse(p.Pkg)
	for _, s := range o.Servers {
		if is := inv.Server(s.Name); is != nil {
			for _, t := range is.Tools {
				if !prose.ApprovingTool(t.Name, t.Description) {
					continue
				}
				switch {
				case t.ReadOnly():
					p.Report(Finding{Loc: AtValue(inv.File, t.Hint.Value), Message: fmt.Sprintf(
						"tool %q of server %q approves pending actions but is annotated readOnlyHint: true, so Hermes runs it without asking even on an untrusted server: the model can approve itself; annotate it readOnlyHint: false",
						t.Name, s.Name)})
				case s.Trust != model.TrustUntrusted:
					p.Report(Finding{Loc: AtValue(inv.File, t.NameValue), Message: fmt.Sprintf(
						"tool %q of server %q approves pending actions and the server runs at full trust, so the model can approve itself without asking: %s",
						t.Name, s.Name, gateFix(p.Pkg, s))})
				}
			}
			continue
		}
		if s.Trust == model.TrustUntrusted {
			continue
		}
		// No inventory: a skill that names an approving tool of the server.
		skills := p.Skills().Skills
		if len(o.Servers) > 1 {
			skills = p.Skills().Mentioning(s.index)
		}
		for _, x := range skills {
			a := x.Approving()
			if a.End == 0 {
				continue
			}
			p.Report(Finding{
				Loc: Loc{File: x.Path, Span: a}, Level: Warning,
				Message: fmt.Sprintf(
					"skill %q names %q, a tool that approves pending actions, on server %q, which runs at full trust: the model can approve itself without asking; %s",
					x.Name, x.Text()[a.Start:a.End], s.Name, gateFix(p.Pkg, s)),
			})
		}
	}
	return nil
}
