package rules

import (
	"fmt"
	"regexp"
	"strings"
	"sync"
)

// SelfApproval reports tools that approve pending actions and that the
// model can call without the user: on a server that is not untrusted, or
// marked read-only.
var SelfApproval = &Rule{
	ID: "PL503", Name: "self-approval", Level: Error, Class: Advice, Security: true,
	SecuritySeverity: "8.5", Precision: "high", NeedsOutcome: true, Doc: selfApprovalDoc, Run: runSelfApproval,
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

// approvalDescRe finds descriptions of tools that approve held actions.
var approvalDescRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)^\s*(?:approves?|confirms?|authori[sz]es?|resolves?|accepts?)\b[^.]{0,60}\b(?:pending|approval|held|queued|request|trade|order|payment|transaction|action|transfer)`)
})

// approvingTool reports whether a tool name (or its description) says it
// approves pending actions: resolve_approval, approve_trade,
// confirm_order, authorize_payment. Tools that only ask for or read an
// approval (request_approval, get_approval_status) do not.
func approvingTool(name, description string) bool {
	parts := identParts(name)
	if len(parts) > 0 {
		switch parts[0] {
		case "approve", "confirm", "authorize", "authorise", "accept":
			return len(parts) > 1 || parts[0] != "accept"
		case "resolve", "grant", "submit", "decide", "answer", "respond":
			for _, p := range parts[1:] {
				switch p {
				case "approval", "approvals", "pending", "hold", "held", "confirmation", "request", "decision":
					return parts[0] != "submit" || p == "approval" || p == "approvals"
				}
			}
		}
		if len(parts) >= 2 && !readVerb(parts[0]) && parts[0] != "request" {
			switch parts[len(parts)-1] {
			case "approve", "approval", "confirm":
				return parts[0] != "need" && parts[0] != "require" && parts[0] != "requires"
			}
		}
	}
	return description != "" && approvalDescRe().MatchString(description)
}

func runSelfApproval(p *Pass) error {
	o := p.Outcome()
	inv := ParseInventory(p.Pkg)
	var skills []*skillIndex
	var approving []Span // per skill, the first approving tool it names
	for _, s := range o.Servers {
		if is := inv.Server(s.Name); is != nil {
			for _, t := range is.Tools {
				if !approvingTool(t.Name, t.Description) {
					continue
				}
				switch {
				case t.ReadOnly():
					p.Report(Finding{Loc: AtValue(inv.File, t.Hint.Value), Message: fmt.Sprintf(
						"tool %q of server %q approves pending actions but is annotated readOnlyHint: true, so Hermes runs it without asking even on an untrusted server: the model can approve itself; annotate it readOnlyHint: false",
						t.Name, s.Name)})
				case s.Trust != TrustUntrusted:
					p.Report(Finding{Loc: AtValue(inv.File, t.NameValue), Message: fmt.Sprintf(
						"tool %q of server %q approves pending actions and the server runs at full trust, so the model can approve itself without asking: %s",
						t.Name, s.Name, gateFix(p.Pkg, s))})
				}
			}
			continue
		}
		if s.Trust == TrustUntrusted {
			continue
		}
		// No inventory: a skill that names an approving tool of the server.
		if skills == nil {
			skills = indexSkills(p.Pkg)
			approving = make([]Span, len(skills))
			for i, x := range skills {
				for _, loc := range identRunMatches(approvalTokenRe(), x.text) {
					if tok := x.text[loc[0]:loc[1]]; strings.ContainsAny(tok, "_-") && approvingTool(tok, "") {
						approving[i] = Span{loc[0], loc[1]}
						break
					}
				}
			}
		}
		for i, x := range skills {
			a := approving[i]
			if a.End == 0 || (len(o.Servers) > 1 && !x.mentions(s)) {
				continue
			}
			p.Report(Finding{
				Loc: Loc{File: x.sk.SkillMD.Path, Span: a}, Level: Warning,
				Message: fmt.Sprintf(
					"skill %q names %q, a tool that approves pending actions, on server %q, which runs at full trust: the model can approve itself without asking; %s",
					x.sk.Name, x.text[a.Start:a.End], s.Name, gateFix(p.Pkg, s)),
			})
		}
	}
	return nil
}

// approvalTokenRe finds identifiers that may name an approving tool.
var approvalTokenRe = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\b[A-Za-z][A-Za-z0-9]*(?:[_-][A-Za-z0-9]+)+\b`) })
