package rules

import (
	"fmt"

	"github.com/pluglint/pluglint/rules/model"

	"github.com/pluglint/pluglint/rules/pyjson"
)

// ConfigOverride reports package servers that the user's config.yaml
// replaces, loudest when that removes a gate the package asked for.
var ConfigOverride = &Rule{
	ID: "PL600", Name: "config-override", Level: Warning, Class: Advice, Security: true,
	SecuritySeverity: "6.0", Precision: "very-high", Needs: []Need{NeedOutcome}, Doc: configOverrideDoc, Run: runConfigOverride,
}

var configOverrideDoc = Doc{
	Title: "your config.yaml replaces a package server, trust included",
	Why: "An mcp_servers entry in ~/.hermes/config.yaml whose key equals a package server's internal name " +
		"replaces the package's entry entirely: command, URL and trust. A package can never override the user, " +
		"and the converse bites: an entry without trust runs at full, so your override silently removes a gate " +
		"the package asked for. Shown only with --hermes-config.",
	Fix: "If you meant to replace the server, give your entry the trust you want (trust: untrusted keeps the " +
		"package's gate). If you did not, rename or remove your entry so that the package's server loads.",
	Bad: "plugin.json: servers.trade.trust \"untrusted\"\n~/.hermes/config.yaml:\nmcp_servers:\n  trade:\n" +
		"    url: https://broker.example/mcp",
	Good: "~/.hermes/config.yaml:\nmcp_servers:\n  trade:\n    url: https://broker.example/mcp\n    trust: untrusted",
}

func runConfigOverride(p *Pass) error {
	o := p.Outcome()
	hc := p.Pkg.HermesConfig
	if hc == nil || o.Rejected {
		return nil // nothing loads from a rejected package, so nothing is replaced
	}
	for _, s := range o.Servers {
		e := hc.Lookup(s.InternalName)
		if e == nil {
			continue
		}
		asked := ""
		if s.Decl != nil {
			if t := s.Decl.Value.Get("trust"); t != nil && t.Kind == pyjson.String {
				asked = t.Str
			}
		}
		entry := fmt.Sprintf("your config.yaml entry %q", e.Name)
		related := []Related{{Loc: Loc{File: hc.Path, Span: e.Span}, Message: "the entry in your config.yaml"}}
		var msg string
		switch {
		case asked == model.TrustUntrusted && e.Trust == model.TrustFull && !e.HasTrust:
			msg = fmt.Sprintf("%s replaces package server %q and sets no trust, so it runs at full and removes the gate the package asked for "+
				"(trust \"untrusted\"), and the model calls its tools without asking; add trust: untrusted to your entry",
				entry, s.Name)
		case asked == model.TrustUntrusted && e.Trust == model.TrustFull:
			msg = fmt.Sprintf("%s replaces package server %q with trust full, which removes the gate the package asked for "+
				"(trust \"untrusted\"), and the model calls its tools without asking; set trust: untrusted unless you mean it",
				entry, s.Name)
		case e.Unrecognised:
			msg = fmt.Sprintf("%s replaces package server %q; its trust is not \"full\" or \"untrusted\", which Hermes warns about and treats as untrusted",
				entry, s.Name)
		case e.NotMapping:
			msg = fmt.Sprintf("%s replaces package server %q but is not a mapping; the package's server does not load and yours is not a valid server either",
				entry, s.Name)
		default:
			msg = fmt.Sprintf("%s replaces package server %q, trust included; it runs at %s",
				entry, s.Name, trustPhrase(e.Trust))
		}
		if e.HasTrust && e.TrustSpan != (model.Span{}) {
			related = append(related, Related{Loc: Loc{File: hc.Path, Span: e.TrustSpan}, Message: "its trust"})
		}
		p.Report(Finding{Loc: AtKey(p.Pkg.MCP, s.Member), Related: related, Message: msg})
	}
	return nil
}

func trustPhrase(t string) string {
	if t == model.TrustUntrusted {
		return "untrusted (Hermes asks before every write-capable tool call)"
	}
	return "full (no approval; tools run without asking)"
}
