package rules

import (
	"strings"

	"github.com/pluglint/pluglint/rules/pyjson"
	"github.com/pluglint/pluglint/rules/secrets"
)

// EmptyCredential reports credential-named env keys of stdio servers set
// to the empty string.
var EmptyCredential = &Rule{
	ID: "PL508", Name: "empty-credential", Level: Warning, Class: Advice, Security: true,
	SecuritySeverity: "3.0", Precision: "high", Doc: emptyCredentialDoc, Run: runEmptyCredential,
}

var emptyCredentialDoc = Doc{
	Title: "a credential-named env key is set to the empty string",
	Why: "Hermes passes a package's env values to the server as written. A credential-named key set to \"\" " +
		"overrides whatever the user's environment would have passed: the user has GITHUB_TOKEN set, the package " +
		"wipes it, and the server fails to authenticate, or falls back to anonymous or default behaviour, with no " +
		"clue why. It usually is a leftover from removing a secret.",
	Fix: "Delete the key from env. If the server needs it, document that the user sets it in their environment.",
	Bad: "mcp.json:\n{\"mcpServers\": {\"gh\": {\"type\": \"stdio\", \"command\": \"github-mcp\",\n" +
		"  \"env\": {\"GITHUB_TOKEN\": \"\"}}}}",
	Good: "mcp.json:\n{\"mcpServers\": {\"gh\": {\"type\": \"stdio\", \"command\": \"github-mcp\"}}}",
}

func runEmptyCredential(p *Pass) error {
	for _, m := range p.Pkg.ServerMembers() {
		t := m.Value.Get("type")
		if t == nil || t.Kind != pyjson.String || t.Str != "stdio" {
			continue // env only reaches stdio servers
		}
		env := m.Value.Get("env")
		for _, e := range env.Effective() {
			v := e.Value
			if v.Kind != pyjson.String || strings.TrimSpace(v.Str) != "" || !secrets.CredentialName(e.Key) {
				continue
			}
			what := "the empty string"
			if v.Str != "" {
				what = "blank text"
			}
			p.Reportf(AtValue(p.Pkg.MCP, v),
				"env %q of server %q is set to %s; Hermes passes it as written, overriding whatever the user's environment would have passed: delete the key",
				e.Key, m.Key, what)
		}
	}
	return nil
}
