package rules

import (
	"fmt"

	"github.com/pluglint/pluglint/rules/model"
	"github.com/pluglint/pluglint/rules/pyjson"
	"github.com/pluglint/pluglint/rules/secrets"
)

// SecretLiteral reports credentials written as literals in a package's
// JSON files. Its findings are Sensitive: the value is never printed.
var SecretLiteral = &Rule{
	ID: "PL500", Name: "secret-literal", Level: Error, Class: Advice, Security: true,
	SecuritySeverity: "8.5", CWE: 798, Precision: "high", Doc: secretLiteralDoc, Run: runSecretLiteral,
	Fix: secretLiteralFix,
}

var secretLiteralDoc = Doc{
	Title: "a credential is written as a literal in the package",
	Why: "mcp.json and plugin.json are package data: everyone who installs or browses the package can read " +
		"them, and the Agent Plugins spec forbids secrets in env and headers. A token written there is a leaked " +
		"token, and every user of the package acts as its owner. pluglint recognises known token formats " +
		"(GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS, Google, private keys, JWTs, bearer values and " +
		"more), credentials in URLs (user info, api_key= query parameters) and random-looking values under " +
		"credential names (*_TOKEN, *_SECRET, *_KEY, PASSWORD, Authorization). It never prints the value: " +
		"findings show the key, the place, the detector and at most a four-character prefix.",
	Fix: "Revoke the credential now: it has been published. Then remove it from the package: a credential " +
		"belongs to each user, never to the package. Note that Hermes expands no placeholder other than " +
		"${PLUGIN_ROOT} and ${PLUGIN_DATA} in a package, so \"${API_KEY}\" is passed literally: let the server read " +
		"its credential from a file under ${PLUGIN_DATA} or its own login flow, use OAuth for a remote server, or " +
		"document the mcp_servers entry (with env or headers) the user adds to their own config.yaml.",
	Bad: "mcp.json:\n{\"mcpServers\": {\"gh\": {\"type\": \"stdio\", \"command\": \"github-mcp\",\n" +
		"  \"env\": {\"GITHUB_TOKEN\": \"ghp_<36 random characters>\"}}}}",
	Good: "mcp.json:\n{\"mcpServers\": {\"gh\": {\"type\": \"stdio\", \"command\": \"github-mcp\"}}}\n" +
		"(the README says how each user gives the server their own token; the package holds none)",
}

func runSecretLiteral(p *Pass) error {
	for _, jf := range []*model.JSONFile{p.Pkg.MCP, p.Pkg.Manifest} {
		if jf == nil || jf.Root() == nil {
			continue
		}
		secrets.ScanJSON(jf.Path, jf.Root(), func(v *pyjson.Value, where string, hit secrets.Hit) {
			shown := ""
			if hit.Prefix != "" {
				shown = fmt.Sprintf(" (%q)", hit.Prefix+"…")
			}
			p.Report(Finding{
				Loc: AtValue(jf, v), Sensitive: true,
				Message: fmt.Sprintf("%s holds %s%s, written as a literal; everyone who installs the package can read it: "+
					"revoke it and remove it from the package", where, hit.Detector, shown),
			})
		})
	}
	return nil
}

// secretLiteralFix says that pluglint never edits a secret.
var secretLiteralFix = &Fixer{
	Safety: "never",
	What: `pluglint never edits a secret: revoke the credential, since it has been ` +
		`published, then remove it from the package and let the user supply it.`,
}
