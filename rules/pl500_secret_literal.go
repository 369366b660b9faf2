package rules

import (
	"fmt"
	"strings"

	"github.com/pluglint/pluglint/rules/model"
	"github.com/pluglint/pluglint/rules/pyjson"
	"github.com/pluglint/pluglint/rules/secrets"
)

// SecretLiteral reports credentials written as literals in any file of
// a package. Its findings are Sensitive: the value is never printed.
var SecretLiteral = &Rule{
	ID: "PL500", Name: "secret-literal", Level: Error, Class: Advice, Security: true,
	SecuritySeverity: "8.5", CWE: 798, Precision: "high", Doc: secretLiteralDoc, Run: runSecretLiteral,
	Fix: secretLiteralFix,
}

var secretLiteralDoc = Doc{
	Title: "a credential is written as a literal in the package",
	Why: "mcp.json, plugin.json, skills and tool inventories are package data: everyone who installs or browses " +
		"the package can read them, and the Agent Plugins spec forbids secrets in env and headers. A token written " +
		"there is a leaked token, and every user of the package acts as its owner. pluglint reads every file's " +
		"text, whether or not it parses, and recognises known token formats wherever they are (GitHub, GitLab, " +
		"Slack, Stripe, OpenAI, Anthropic, AWS, Google, Azure storage keys, Discord and Telegram bot tokens, " +
		"private keys, JWTs and more, percent-encoded too), credentials in URLs (user info, api_key= query " +
		"parameters, a token as a path segment), base64 user:password values, and random-looking values under " +
		"credential names (*_TOKEN, *_SECRET, *_KEY, PASSWORD, Authorization, API_KEY=… in a command line). " +
		"Placeholders and documented examples (AKIAIOSFODNN7EXAMPLE) are not credentials. Nothing pluglint " +
		"prints shows the value, whichever rule's message quotes it: findings show the place, the detector and " +
		"at most a four-character prefix.",
	Fix: "Revoke the credential now: it has been published. Then remove it from the package: a credential " +
		"belongs to each user, never to the package. Note that Hermes expands no placeholder other than " +
		"${PLUGIN_ROOT} and ${PLUGIN_DATA} in a package, so \"${API_KEY}\" is passed literally: let the server read " +
		"its credential from a file under ${PLUGIN_DATA} or its own login flow, use OAuth for a remote server, or " +
		"document the mcp_servers entry (with env or headers) the user adds to their own config.yaml. In a " +
		"SKILL.md, write the name of the environment variable each user sets ($GITHUB_TOKEN) where the value " +
		"was, so the commands the skill runs read the user's own credential.",
	Bad: "mcp.json:\n{\"mcpServers\": {\"gh\": {\"type\": \"stdio\", \"command\": \"github-mcp\",\n" +
		"  \"env\": {\"GITHUB_TOKEN\": \"ghp_<36 random characters>\"}}}}",
	Good: "mcp.json:\n{\"mcpServers\": {\"gh\": {\"type\": \"stdio\", \"command\": \"github-mcp\"}}}\n" +
		"(the README says how each user gives the server their own token; the package holds none)",
}

func runSecretLiteral(p *Pass) error {
	parsed := map[*model.File]*model.JSONFile{}
	for _, jf := range []*model.JSONFile{p.Pkg.MCP, p.Pkg.Manifest, p.Pkg.Inventory} {
		if jf == nil || jf.Root() == nil {
			continue
		}
		parsed[jf.File] = jf
		secrets.ScanJSON(jf.Path, jf.Root(), func(v *pyjson.Value, where string, hit secrets.Hit) {
			reportSecret(p, AtValue(jf, v), where, hit)
		})
	}
	// What the scan of every file's raw text found besides: credentials
	// in skills and other files, in a JSON file that does not parse, and
	// inside a JSON value the walk above did not find them in (an
	// "API_KEY=…" assignment in a neutral field).
	for _, f := range p.Pkg.TextFiles() {
		if p.Pkg.HermesConfig != nil && f == p.Pkg.HermesConfig.File() {
			continue // the user's file, not the package's
		}
		jf := parsed[f]
		for _, found := range p.Secrets(f) {
			start, end := found.Span.Start+1, found.Span.End-1
			loc := Loc{File: f.Path, Span: model.Span{Start: start, End: end}}
			if jf != nil {
				v := innermostValue(jf.Root(), start)
				if v == nil || v.Start == found.Span.Start && v.End == found.Span.End {
					continue // the walk reported this value
				}
				if v.Kind == pyjson.String && start > v.Start {
					loc.Pointer = v.Pointer
				}
			}
			reportSecret(p, loc, f.Path, found.Hit)
		}
	}
	return nil
}

// reportSecret reports a credential found at loc, in the place where
// names.
func reportSecret(p *Pass, loc Loc, where string, hit secrets.Hit) {
	shown := ""
	if hit.Prefix != "" {
		shown = fmt.Sprintf(" (%q)", hit.Prefix+"…")
	}
	todo := "revoke it and remove it from the package"
	if isSkillFile(loc.File) {
		// A skill is instructions: what it should hold is where the
		// credential comes from, not the credential.
		todo = "revoke it, remove it from the package, and have the skill read it from an environment variable " +
			"each user sets (write the variable's name, such as $API_TOKEN, where the value was)"
	}
	p.Report(Finding{
		Loc: loc, Sensitive: true,
		Message: fmt.Sprintf("%s holds %s%s, written as a literal; everyone who installs the package can read it: %s",
			where, hit.Detector, shown, todo),
	})
}

// isSkillFile reports whether a package path is a skill's SKILL.md.
func isSkillFile(path string) bool {
	rest, ok := strings.CutPrefix(path, "skills/")
	return ok && strings.Count(rest, "/") == 1 && strings.HasSuffix(rest, "/SKILL.md")
}

// innermostValue returns the innermost value of root whose span holds
// the byte at off.
func innermostValue(root *pyjson.Value, off int) *pyjson.Value {
	var found *pyjson.Value
	for v := root; v != nil; {
		if off < v.Start || off >= v.End {
			break
		}
		found = v
		var next *pyjson.Value
		for _, it := range v.Items {
			if it.Start <= off && off < it.End {
				next = it
			}
		}
		for _, m := range v.Members {
			if m.Value.Start <= off && off < m.Value.End {
				next = m.Value
			}
		}
		v = next
	}
	return found
}

// secretLiteralFix says that pluglint never edits a secret.
var secretLiteralFix = &Fixer{
	Safety: "never",
	What: `pluglint never edits a secret: revoke the credential, since it has been ` +
		`published, then remove it from the package and let the user supply it.`,
}
