package report

import (
	"fmt"
	"io"
	"strings"

	"github.com/pluglint/pluglint/rules"
)

// ClassText describes a rule's class for people.
func ClassText(r *rules.Rule) string {
	switch r.Class {
	case rules.OfFile:
		return "of file"
	case rules.OfPlace:
		return "of place"
	}
	return r.Class.String()
}

// RuleList prints the catalogue, one rule a line.
func RuleList(w io.Writer) {
	for _, r := range rules.All {
		fixed := ""
		if r.Fixed {
			fixed = " (fixed)"
		}
		if r.Fix != nil {
			fixed += " [fix: " + r.Fix.Safety + "]"
		}
		fmt.Fprintf(w, "%s  %-26s %-8s %-8s %s%s\n", r.ID, r.Name, r.Level, ClassText(r), r.Doc.Title, fixed)
	}
}

// JSONRule is one rule in `pluglint rules --format json`.
type JSONRule struct {
	ID       string `json:"id"`
	Name     string `json:"name"`
	Level    string `json:"level"`
	Class    string `json:"class"`
	Fixed    bool   `json:"fixed"`
	Security bool   `json:"security"`
	Title    string `json:"title"`
	Why      string `json:"why"`
	Fix      string `json:"fix"`
	Bad      string `json:"bad"`
	Good     string `json:"good"`
	HelpURI  string `json:"helpUri"`
	// Autofix is what `pluglint fix` does for the rule: "safe", "unsafe",
	// "safe/unsafe" or "never"; empty when it has no fix.
	Autofix     string `json:"autofix,omitempty"`
	AutofixWhat string `json:"autofixWhat,omitempty"`
}

// RuleListJSON prints the catalogue as JSON.
func RuleListJSON(w io.Writer) error {
	out := make([]JSONRule, 0, len(rules.All))
	for _, r := range rules.All {
		af := fixOf(r)
		out = append(out, JSONRule{
			ID: r.ID, Name: r.Name, Level: r.Level.String(), Class: ClassText(r),
			Fixed: r.Fixed, Security: r.Security, Title: r.Doc.Title, Why: r.Doc.Why, Fix: r.Doc.Fix,
			Bad: r.Doc.Bad, Good: r.Doc.Good, HelpURI: r.HelpURI(), Autofix: af.Safety, AutofixWhat: af.What,
		})
	}
	return writeIndented(w, out)
}

// Explain prints one rule's documentation for `pluglint explain`.
func Explain(w io.Writer, r *rules.Rule) {
	fmt.Fprintf(w, "%s %s: %s\n\n", r.ID, r.Name, r.Doc.Title)
	fixed := ""
	if r.Fixed {
		fixed = "; fixed: it stands for a Hermes rejection, so configuration cannot switch it off"
	}
	fmt.Fprintf(w, "Default level: %s. Hermes outcome: %s%s.\n\n", r.Level, ClassText(r), fixed)
	fmt.Fprintf(w, "Why\n%s\n\n", indent(r.Doc.Why))
	fmt.Fprintf(w, "How to fix\n%s\n\n", indent(r.Doc.Fix))
	if r.Fix != nil {
		fmt.Fprintf(w, "Automatic fix (pluglint fix)\n%s\n\n", indent(autofixText(r.Fix)))
	}
	if r.Doc.Bad != "" {
		fmt.Fprintf(w, "Bad\n%s\n\n", indent(r.Doc.Bad))
	}
	if r.Doc.Good != "" {
		fmt.Fprintf(w, "Good\n%s\n\n", indent(r.Doc.Good))
	}
	fmt.Fprintf(w, "More: %s\n", r.HelpURI())
}

// autofixText says what `pluglint fix` does for a rule, led by its safety.
func autofixText(af *rules.Fixer) string {
	switch af.Safety {
	case "never":
		return "none: " + af.What
	case "unsafe":
		return "unsafe (only with --unsafe): " + af.What
	}
	return af.Safety + ": " + af.What
}

// fixOf returns a rule's fixer, or an empty one (no safety, nothing said)
// for a rule without a fix.
func fixOf(r *rules.Rule) *rules.Fixer {
	if r.Fix == nil {
		return &rules.Fixer{}
	}
	return r.Fix
}

// docSize is about the size of a rule's rendered documentation, so that
// a builder takes its memory once instead of doubling up to it: the SARIF
// log renders every rule twice.
func docSize(r *rules.Rule) int {
	d := r.Doc
	n := len(d.Title) + len(d.Why) + len(d.Fix) + len(d.Bad) + len(d.Good)
	// Text help indents each line by four spaces; both forms add headings,
	// the autofix line and the help URI.
	lines := strings.Count(d.Why, "\n") + strings.Count(d.Fix, "\n") + strings.Count(d.Bad, "\n") + strings.Count(d.Good, "\n")
	return n + 4*lines + 512
}

func indent(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	for i, l := range lines {
		if l != "" {
			lines[i] = "    " + l
		}
	}
	return strings.Join(lines, "\n")
}

// RuleMarkdown renders one rule's documentation as Markdown, for SARIF
// help and the rules reference page.
func RuleMarkdown(r *rules.Rule) string {
	var b strings.Builder
	b.Grow(docSize(r))
	fmt.Fprintf(&b, "**%s %s**: %s\n\n", r.ID, r.Name, r.Doc.Title)
	fmt.Fprintf(&b, "Default level: %s. Hermes outcome: %s.", r.Level, ClassText(r))
	if r.Fixed {
		b.WriteString(" Fixed: cannot be switched off.")
	}
	fmt.Fprintf(&b, "\n\n**Why.** %s\n\n**How to fix.** %s\n", r.Doc.Why, r.Doc.Fix)
	if r.Fix != nil {
		fmt.Fprintf(&b, "\n**Automatic fix** (`pluglint fix`): %s\n", autofixText(r.Fix))
	}
	if r.Doc.Bad != "" {
		fmt.Fprintf(&b, "\nBad:\n\n```\n%s\n```\n", strings.TrimRight(r.Doc.Bad, "\n"))
	}
	if r.Doc.Good != "" {
		fmt.Fprintf(&b, "\nGood:\n\n```\n%s\n```\n", strings.TrimRight(r.Doc.Good, "\n"))
	}
	return b.String()
}

// RuleTableMarkdown renders the README's rule table.
func RuleTableMarkdown() string {
	var b strings.Builder
	b.WriteString("| ID | name | level | Hermes outcome | `pluglint fix` | what it reports |\n|---|---|---|---|---|---|\n")
	for _, r := range rules.All {
		class := ClassText(r)
		if r.Fixed {
			class += " (fixed)"
		}
		af := fixOf(r)
		fmt.Fprintf(&b, "| [%s](docs/rules.md#%s) | `%s` | %s | %s | %s | %s |\n", r.ID, r.ID, r.Name, r.Level, class,
			af.Safety, strings.ReplaceAll(r.Doc.Title, "|", "\\|"))
	}
	return b.String()
}

// The registry drives the README's rule table, docs/rules.md and
// sarif_rules.json; their tests rewrite them under -update.
//go:generate go test -run TestReadmeRuleTable|TestRulesReference|TestSARIFRulesFile -update .

// RulesReference renders docs/rules.md: every rule's documentation.
func RulesReference() string {
	var b strings.Builder
	b.WriteString("<!-- Code generated by go generate ./report; DO NOT EDIT. -->\n\n# pluglint rules\n\nGenerated from the rule registry by `go generate ./...`; do not edit by hand.\n\n")
	for _, r := range rules.All {
		fmt.Fprintf(&b, "<a id=\"%s\"></a>\n\n## %s %s\n\n%s\n", r.ID, r.ID, r.Name, RuleMarkdown(r))
	}
	return b.String()
}
