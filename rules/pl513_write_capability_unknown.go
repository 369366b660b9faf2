package rules

import (
	"fmt"

	"github.com/pluglint/pluglint/rules/capability"
	"github.com/pluglint/pluglint/rules/inventory"
	"github.com/pluglint/pluglint/rules/words"
)

// WriteCapabilityUnknown notes servers at full trust about which nothing
// in the package says whether their tools act.
var WriteCapabilityUnknown = &Rule{
	ID: "PL513", Name: "write-capability-unknown", Level: Note, Class: Advice, Security: true,
	SecuritySeverity: "3.0", Precision: "high", Needs: []Need{NeedOutcome, NeedEvidence}, Doc: writeCapabilityUnknownDoc,
	Run: runWriteCapabilityUnknown, WriteSignal: WriteUnknown,
}

var writeCapabilityUnknownDoc = Doc{
	Title: "nothing says whether a server at full trust can act",
	Why: "A server runs at full trust unless the package gates it, so whether it needs a gate depends on what " +
		"its tools do. pluglint looks for that in a tool inventory, in tool names the package states (the " +
		"server's own code when the package ships it, skills, plugin.json, other clients' extension blocks), in what the server is (a well-known package or endpoint) " +
		"and in the package's words. When none of them says, a reviewer cannot tell whether the model can spend " +
		"money, send messages or change accounts through it without asking.",
	Fix: "Commit a tool inventory (pluglint snapshot writes .pluglint/tools.json from the live server), or name " +
		"the server's tools in a skill or in plugin.json's description. If the server can act, gate it:\n" +
		"  \"extensions\": {\"com.nousresearch.hermes\": {\"servers\": {\"svc\": {\"trust\": \"untrusted\"}}}}",
	Bad: "mcp.json:\n{\"mcpServers\": {\"svc\": {\"type\": \"streamable-http\", \"url\": \"https://svc.example/mcp\"}}}\n" +
		"plugin.json: \"description\": \"Tools for svc\", no skills",
	Good: ".pluglint/tools.json:\n{\"version\": 1, \"servers\": {\"svc\": {\"tools\": [\n" +
		"  {\"name\": \"get_status\", \"annotations\": {\"readOnlyHint\": true}}]}}}",
}

func runWriteCapabilityUnknown(p *Pass) error {
	o := p.Outcome()
	inv := inventory.Parse(p.Pkg)
	for _, s := range o.Servers {
		if !s.packageGate() || inv.Server(s.Name) != nil {
			continue
		}
		if p.Evidence(s).Verdict != capability.Unknown {
			continue
		}
		read := ""
		if code := p.Pkg.ServerCode(s.Name); len(code) > 0 {
			read = fmt.Sprintf(" (pluglint read %s of the server's own code and found no tool registered in a form it knows)", words.CountOf(len(code), "file"))
		}
		p.Reportf(AtKey(p.Pkg.MCP, s.Member),
			"server %q runs at full trust and nothing in the package says whether its tools only read or can act%s; run pluglint snapshot to record its tool inventory, or name its tools in a skill or plugin.json",
			s.Name, read)
	}
	return nil
}
