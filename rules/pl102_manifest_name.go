package rules

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pluglint/pluglint/rules/model"

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

// maxManifestName is the longest name v1 allows, in characters.
const maxManifestName = 64

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
		name, joinAnd(problems))
	if s := suggestManifestName(name); s != "" && s != name {
		msg += fmt.Sprintf(" (did you mean %q?)", s)
	}
	p.Reportf(AtValue(m, v), "%s", msg)
	return nil
}

// validManifestName reports whether Hermes accepts name:
// ^(?!.*(?:--|\.\.))[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$ and 1 to 64
// characters.
func validManifestName(name string) bool {
	return name != "" && len(manifestNameProblems(name)) == 0
}

// manifestNameProblems lists every v1 naming rule a non-empty name breaks,
// as noun phrases.
func manifestNameProblems(name string) []string {
	var out []string
	if n := utf8.RuneCountInString(name); n > maxManifestName {
		out = append(out, fmt.Sprintf("%d characters (at most %d)", n, maxManifestName))
	}
	upper := false
	var bad []string
	seen := map[rune]bool{}
	for _, r := range name {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9', r == '-', r == '.':
		case r >= 'A' && r <= 'Z':
			upper = true
		default:
			if !seen[r] {
				seen[r] = true
				bad = append(bad, fmt.Sprintf("%q", string(r)))
			}
		}
	}
	if upper {
		out = append(out, "upper-case letters")
	}
	out = append(out, bad...)
	if strings.Contains(name, "--") {
		out = append(out, `"--"`)
	}
	if strings.Contains(name, "..") {
		out = append(out, `".."`)
	}
	if c := name[0]; c == '-' || c == '.' {
		out = append(out, fmt.Sprintf("a leading %q", string(c)))
	}
	if c := name[len(name)-1]; len(name) > 1 && (c == '-' || c == '.') {
		out = append(out, fmt.Sprintf("a trailing %q", string(c)))
	}
	return out
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
