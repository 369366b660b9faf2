package rules

import (
	"github.com/pluglint/pluglint/rules/model"
	"github.com/pluglint/pluglint/rules/pyjson"
)

// TrustRedundant notes a declaration that asks for "full" trust, which is
// what every package server gets anyway.
var TrustRedundant = &Rule{
	ID: "PL212", Name: "trust-redundant", Level: Note, Class: Advice,
	Doc: trustRedundantDoc, Run: runTrustRedundant,
}

var trustRedundantDoc = Doc{
	Title: `a server declaration sets trust to "full", the default`,
	Why: `Every server of a portable package runs at full trust unless its declaration says "untrusted": ` +
		`the model calls its tools without asking anyone. Hermes accepts "trust": "full" but it changes ` +
		`nothing, and a package can never loosen a gate the user set. Writing it can suggest to reviewers ` +
		`that the server was looked at and gated; it was not.`,
	Fix: `Remove the trust key, or write "trust": "untrusted" if the server spends money, sends messages ` +
		`or changes anything, so that Hermes asks before every tool call not marked readOnlyHint: true.`,
	Bad: `plugin.json:
{"extensions": {"com.nousresearch.hermes": {"servers": {"trade": {"trust": "full"}}}}}`,
	Good: `plugin.json:
{"extensions": {"com.nousresearch.hermes": {"servers": {"trade": {"trust": "untrusted"}}}}}`,
}

func runTrustRedundant(p *Pass) error {
	for _, d := range p.Pkg.Declarations() {
		if t := d.Value.Get("trust"); t != nil && t.Kind == pyjson.String && t.Str == model.TrustFull {
			p.Reportf(AtValue(p.Pkg.Manifest, t),
				`server %q asks for trust "full", which is the default and changes nothing: Hermes runs its tools `+
					`without asking (write "untrusted" to have Hermes ask before every write-capable tool call)`, d.Key)
		}
	}
	return nil
}
