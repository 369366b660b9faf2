package rules

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/pluglint/pluglint/rules/model"
	"github.com/pluglint/pluglint/rules/words"

	"github.com/pluglint/pluglint/rules/pyjson"
)

// ManifestName reports a plugin.json name that breaks the Agent Plugins v1
// rules, saying which rule it breaks.
var ManifestName = &Rule{
	ID: "PL102", Name: "manifest-name", Level: Error, Class: Reject, Fixed: true,
	Precision: "very-high", Doc: manifestNameDoc, Run: runManifestName,
}

var manifestNameDoc = Doc{
	Title: "plugin.json name breaks the v1 naming rules",
	Why: "Hermes rejects a package whose name is not a string of 1 to 64 characters made of " +
		"lower-case letters a-z, digits, \"-\" and \".\", starting and ending with a letter or " +
		"digit, with no \"--\" or \"..\". Upper case, underscores and spaces, common in names " +
		"copied from a display title, are the usual culprits.",
	Fix: "Use a lower-case name such as \"my-plugin\"; keep a human-friendly title in description.",
	Bad: "plugin.json:\n" +
		"{\"$schema\": \"https://agent-plugins.org/schemas/1.0.0/plugin.schema.json\", \"name\": \"My_Plugin\"}",
	Good: "plugin.json:\n" +
		"{\"$schema\": \"https://agent-plugins.org/schemas/1.0.0/plugin.schema.json\", \"name\": \"my-plugin\"}",
}

func runManifestName(p *Pass) error {
	m := p.Pkg.Manifest
	obj := m.Object()
	if obj == nil {
		return nil
	}
	v := obj.Get("name")
	switch {
	case v == nil:
		p.Report(Finding{
			Loc:     Loc{File: m.Path, Span: model.Span{Start: obj.Start, End: obj.Start + 1}, Pointer: obj.Pointer},
			Message: "plugin.json has no \"name\"; Hermes rejects the package",
		})
		return nil
	case v.Kind != pyjson.String:
		p.Reportf(AtValue(m, v), "name must be a string, found %s; Hermes rejects the package", v.Kind)
		return nil
	}
	name := v.Str
	if name == "" {
		p.Reportf(AtValue(m, v), "name is empty; v1 names have 1 to %d characters and Hermes rejects the package",
			maxManifestName)
		return nil
	}
	problems := manifestNameProblems(name)
	if len(problems) == 0 {
		return nil
	}
	msg := fmt.Sprintf("name %q has %s, which v1 names do not allow; Hermes rejects the package",
		name, words.JoinAnd(problems))
	if s := suggestManifestName(name); s != "" && s != name {
		msg += fmt.Sprintf(" (did you mean %q?)", s)
	}
	p.Reportf(AtValue(m, v), "%s", msg)
	return nil
}

// suggestManifestName derives a valid name from an invalid one, or returns
// "" when nothing sensible is left.
func suggestManifestName(name string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(name) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9', r == '.':
			b.WriteRune(r)
		case r == '-' || r == '_' || unicode.IsSpace(r) || r == '/':
			b.WriteByte('-')
		}
	}
	s := b.String()
	for strings.Contains(s, "--") || strings.Contains(s, "..") || strings.Contains(s, ".-") || strings.Contains(s, "-.") {
		s = strings.NewReplacer("--", "-", "..", ".", ".-", "-", "-.", "-").Replace(s)
	}
	if len(s) > maxManifestName {
		s = s[:maxManifestName]
	}
	s = strings.Trim(s, "-.")
	if !validManifestName(s) {
		return ""
	}
	return s
}
