package rules

import (
	"fmt"
	"sort"
	"strings"

	"github.com/pluglint/pluglint/rules/model"
	"github.com/pluglint/pluglint/rules/words"

	"github.com/pluglint/pluglint/rules/pyjson"
)

// ExtensionShape reports a Hermes extension block whose shape Hermes
// refuses (servers not an object, a declaration not an object, unknown
// declaration keys) and namespace keys Hermes never reads.
var ExtensionShape = &Rule{
	ID: "PL200", Name: "extension-shape", Level: Error, Class: Reject,
	Needs: []Need{NeedOutcome}, Doc: extensionShapeDoc, Run: runExtensionShape,
}

var extensionShapeDoc = Doc{
	Title: "the Hermes extension block has the wrong shape",
	Why: `Hermes reads one key of extensions["com.nousresearch.hermes"]: "servers", an object that maps ` +
		`each mcp.json server name to its declaration. If "servers" is not an object, if a declaration ` +
		`is not an object, or if a declaration has a key other than app, requires, liveness and trust, ` +
		`Hermes refuses the whole package. Any other key in the namespace is ignored without a word, ` +
		`so whatever it was meant to do (a gate, an app requirement) silently does not happen.`,
	Fix: `Key each declaration by its mcp.json server name under "servers", make it an object, and use only ` +
		`app, requires, liveness and trust inside it. Move anything written beside "servers" into the ` +
		`declaration of the server it is about, or delete it.`,
	Bad: `plugin.json:
{
  "extensions": {
    "com.nousresearch.hermes": {
      "server": {"trade": {"trust": "untrusted"}},
      "servers": {"search": {"timeout": 30}}
    }
  }
}`,
	Good: `plugin.json:
{
  "extensions": {
    "com.nousresearch.hermes": {
      "servers": {"trade": {"trust": "untrusted"}, "search": {}}
    }
  }
}`,
}

func runExtensionShape(p *Pass) error {
	ns := p.Pkg.HermesNamespace()
	if ns == nil {
		return nil
	}
	mf := p.Pkg.Manifest
	for _, m := range ns.Effective() {
		switch m.Key {
		case "servers":
			if m.Value.Kind != pyjson.Object {
				hint := ""
				if m.Value.Kind == pyjson.Array {
					hint = ` (key each declaration by its mcp.json server name: {"<name>": {...}})`
				}
				p.Reportf(AtValue(mf, m.Value),
					"%q in the Hermes extension must be an object that maps server names to declarations, not %s; %s%s",
					"servers", words.Kind(m.Value), declRejects, hint)
			}
		case "trust":
			// PL211 trust-misplaced explains a trust written here.
		default:
			p.Report(Finding{
				Loc: AtKey(mf, m), Class: Advice, Level: Warning,
				Message: fmt.Sprintf("key %q in the Hermes extension is ignored: Hermes reads only %q%s",
					m.Key, "servers", namespaceKeyHint(m.Key)),
			})
		}
	}
	o := p.Outcome()
	for _, d := range p.Pkg.Declarations() {
		if d.Value.Kind != pyjson.Object {
			// Hermes checks the name first: a declaration naming no loaded
			// server is PL201's, whatever its value.
			if declMatchesServer(p.Pkg, o, d) {
				p.Reportf(AtValue(mf, d.Value), "server declaration %q must be an object, not %s; %s%s",
					d.Key, words.Kind(d.Value), declRejects, declValueHint(d))
			}
			continue
		}
		var unknown []*pyjson.Member
		for _, m := range d.Value.Effective() {
			if !declIsKey(m.Key) {
				unknown = append(unknown, m)
			}
		}
		var names []string
		for _, m := range unknown {
			names = append(names, fmt.Sprintf("%q", m.Key))
		}
		sort.Strings(names)
		for _, m := range unknown {
			hint := declKeyHint(m.Key)
			if len(unknown) > 1 {
				hint = "unknown keys " + strings.Join(names, ", ") + "; " + hint
			}
			p.Reportf(AtKey(mf, m), "server declaration %q has unknown key %q; %s (%s)",
				d.Key, m.Key, declRejects, hint)
		}
	}
	return nil
}

// declKeyHint suggests the declaration key an unknown key was meant to be.
func declKeyHint(k string) string {
	switch strings.ToLower(strings.TrimSpace(k)) {
	case "untrusted", "trusted", "readonly", "read_only", "read-only", "approval", "require_approval",
		"requireapproval", "gated", "gate":
		return fmt.Sprintf(`to gate the server write "trust": %q`, model.TrustUntrusted)
	}
	if s := declNearest(k, declKeys, 2); s != "" {
		return fmt.Sprintf("did you mean %q?", s)
	}
	return "allowed: app, requires, liveness, trust"
}

// namespaceKeyHint says what a key written beside "servers" was probably
// meant to be.
func namespaceKeyHint(k string) string {
	low := strings.ToLower(strings.TrimSpace(k))
	switch {
	case low == "mcpservers" || low == "mcp_servers" || low == "mcp-servers" || low == "declarations" ||
		declEditDistance(low, "servers") <= 2:
		return fmt.Sprintf(` (did you mean %q? the declarations under it are not read)`, "servers")
	case low == "app" || low == "requires" || low == "liveness":
		return fmt.Sprintf(`; declarations go under "servers", keyed by the mcp.json server name: "servers": {"<name>": {%q: ...}}`, low)
	}
	return ""
}

// declValueHint explains how to write a declaration that was given as a
// bare value, such as "trade": "untrusted".
func declValueHint(d *pyjson.Member) string {
	if d.Value.Kind == pyjson.String {
		if trustIntent(d.Value.Str) == model.TrustUntrusted {
			return fmt.Sprintf(` (to gate it write %q: {"trust": %q})`, d.Key, model.TrustUntrusted)
		}
	}
	if d.Value.Kind == pyjson.Null {
		return fmt.Sprintf(" (write {} or remove %q)", d.Key)
	}
	return ""
}
