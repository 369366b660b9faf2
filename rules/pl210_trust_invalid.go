package rules

import (
	"fmt"
	"strings"

	"github.com/pluglint/pluglint/rules/edit"
	"github.com/pluglint/pluglint/rules/model"
	"github.com/pluglint/pluglint/rules/pyjson"
	"github.com/pluglint/pluglint/rules/words"
)

// TrustInvalid reports trust values Hermes rejects the package for.
var TrustInvalid = &Rule{
	ID: "PL210", Name: "trust-invalid", Level: Error, Class: Reject, Fixed: true,
	Doc: trustInvalidDoc, Run: runTrustInvalid,
	Fix: trustInvalidFix,
}

var trustInvalidDoc = Doc{
	Title: `a server declaration's trust is not exactly "untrusted" or "full"`,
	Why: `A package gates one of its servers by declaring "trust": "untrusted" for it in the Hermes ` +
		`extension: Hermes then asks the user before every tool call not annotated readOnlyHint: true. ` +
		`Hermes treats the value strictly and fails closed: anything other than the exact strings ` +
		`"untrusted" and "full" ("Untrusted", " untrusted", "readonly", true, null, ["untrusted"]) ` +
		`rejects the whole package. Unlike a user's config.yaml, a package gets no lenient reading.`,
	Fix: `Write "trust": "untrusted" to gate the server, or remove trust to keep the default (full).`,
	Bad: `plugin.json:
{"extensions": {"com.nousresearch.hermes": {"servers": {"trade": {"trust": "Untrusted"}}}}}`,
	Good: `plugin.json:
{"extensions": {"com.nousresearch.hermes": {"servers": {"trade": {"trust": "untrusted"}}}}}`,
}

func runTrustInvalid(p *Pass) error {
	for _, d := range p.Pkg.Declarations() {
		t := d.Value.Get("trust")
		if t == nil || (t.Kind == pyjson.String && (t.Str == model.TrustUntrusted || t.Str == model.TrustFull)) {
			continue
		}
		loc := AtValue(p.Pkg.Manifest, t)
		switch t.Kind {
		case pyjson.String:
			p.Reportf(loc, "trust value %q is not allowed; %s (%s)", t.Str, declRejects, trustHint(t))
		case pyjson.Null, pyjson.Bool, pyjson.Number:
			p.Reportf(loc, "trust value %s is not a string; %s (%s)", words.Scalar(t), declRejects, trustHint(t))
		default:
			p.Reportf(loc, "trust value is %s, not a string; %s (%s)", words.Kind(t), declRejects, trustHint(t))
		}
	}
	return nil
}

const (
	trustGateHint    = `write "untrusted" to gate the server, or remove trust to keep the default`
	trustGateExplain = "Hermes then asks before every tool call not marked readOnlyHint: true"
)

// trustHint suggests the value the publisher meant, where the intent is
// plain, and otherwise says what the two allowed values do.
func trustHint(v *pyjson.Value) string {
	switch v.Kind {
	case pyjson.Null:
		return trustGateHint
	case pyjson.Bool:
		if !v.Bool {
			return fmt.Sprintf("did you mean %q? %s", model.TrustUntrusted, trustGateExplain)
		}
		return fmt.Sprintf(`trust takes a string: write "untrusted" to gate the server; %q, the default, changes nothing`, model.TrustFull)
	case pyjson.Number:
		return `trust takes the string "untrusted" or "full"`
	case pyjson.Array, pyjson.Object:
		var strs []string
		for _, it := range v.Items {
			if it.Kind == pyjson.String {
				strs = append(strs, it.Str)
			}
		}
		for _, m := range v.Effective() {
			strs = append(strs, m.Key)
			if m.Value.Kind == pyjson.String {
				strs = append(strs, m.Value.Str)
			}
		}
		for _, s := range strs {
			if trustIntent(s) == model.TrustUntrusted {
				return fmt.Sprintf("did you mean the string %q? %s", model.TrustUntrusted, trustGateExplain)
			}
		}
		return `trust takes one string: "untrusted" or "full"`
	}
	s := v.Str
	low := strings.ToLower(declStrip(s))
	switch {
	case low == model.TrustUntrusted:
		return fmt.Sprintf("did you mean %q?", model.TrustUntrusted)
	case low == model.TrustFull:
		return fmt.Sprintf("did you mean %q? it is the default, so you can also remove trust", model.TrustFull)
	case declStrip(s) == "":
		return trustGateHint
	}
	switch trustIntent(s) {
	case model.TrustUntrusted:
		if trustMisspelt(s) {
			return fmt.Sprintf("did you mean %q?", model.TrustUntrusted)
		}
		return fmt.Sprintf("did you mean %q? %s", model.TrustUntrusted, trustGateExplain)
	case model.TrustFull:
		return fmt.Sprintf(`did you mean %q? that is the default, so you can remove trust; write "untrusted" to gate the server`, model.TrustFull)
	}
	return `only "untrusted" and "full" are allowed; "untrusted" gates the server`
}

// trustMisspelt reports a value that is "untrusted" with a typo or stray
// punctuation, rather than another word for it.
func trustMisspelt(s string) bool {
	n := trustNormal(s)
	return n != "" && declEditDistance(n, model.TrustUntrusted) <= 2
}

// trustInvalidFix corrects the spelling of a declared trust.
var trustInvalidFix = &Fixer{
	Safety: "safe", Order: FixTrustValue, Plan: planTrustInvalid,
	What: `rewrites a trust value that is "untrusted" or "full" in another letter case ` +
		`or with surrounding spaces to the exact value; anything less plain is left for the publisher.`,
}

func planTrustInvalid(p *FixPass, f *Finding) []*edit.Suggestion {
	e := edit.ForFile(p.Package.Manifest)
	if e == nil || f.Loc.File != e.File() {
		return nil
	}
	var out []*edit.Suggestion
	for _, d := range p.Package.Declarations() {
		t := d.Value.Get("trust")
		if t == nil || t.Pointer != f.Loc.Pointer || t.Kind != pyjson.String {
			continue
		}
		want := edit.Respelling(t.Str, model.TrustUntrusted, model.TrustFull)
		if want == "" || want == t.Str {
			continue
		}
		out = append(out, &edit.Suggestion{
			Safety: edit.Safe, File: e.File(), Pointer: t.Pointer,
			Message:  fmt.Sprintf("change trust %q of server %q to %q", t.Str, d.Key, want),
			Edits:    []edit.Edit{e.Replace(t.Start, t.End, edit.Quote(want))},
			Resolves: []edit.Place{{File: e.File(), Pointer: t.Pointer}},
		})
	}
	return out
}
