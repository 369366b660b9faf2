package release

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/pluglint/pluglint/report"
)

// Formats are the output formats of a release diff.
var Formats = []string{"text", "json", "markdown"}

// Write writes the diff in one of Formats.
func Write(format string, w io.Writer, d *Diff) error {
	switch format {
	case "text":
		return writeText(w, d)
	case "json":
		return writeJSON(w, d)
	case "markdown":
		return writeMarkdown(w, d)
	}
	return fmt.Errorf("unknown format %q", format)
}

// summaryLine counts the changes: "2 widening, 1 narrowing, 0 neutral
// (1 package compared)".
func summaryLine(d *Diff) string {
	if len(d.Changes) == 0 {
		return fmt.Sprintf("nothing changes in what the packages can do (%s compared)", count(d.Packages, "package"))
	}
	return fmt.Sprintf("%d widening, %d narrowing, %d neutral (%s compared)",
		d.Count(Widens), d.Count(Narrows), d.Count(Neutral), count(d.Packages, "package"))
}

// writeText writes one line per change in the form editors parse
// ("file:line:col: widens: message [kind]"), its evidence indented
// below, then the counts.
func writeText(w io.Writer, d *Diff) error {
	var b strings.Builder
	for _, c := range d.Changes {
		fmt.Fprintf(&b, "%s: %s: %s [%s]\n", c.At, c.Effect, oneLine(c.Message), c.Kind)
		if c.Evidence != "" {
			fmt.Fprintf(&b, "    %s\n", oneLine(c.Evidence))
		}
	}
	b.WriteString(summaryLine(d))
	b.WriteByte('\n')
	_, err := io.WriteString(w, b.String())
	return err
}

// jsonVersion is the diff document's version; the schema is
// schemas/diff.schema.json.
const jsonVersion = 1

type jsonChange struct {
	Package  string `json:"package"`
	Kind     string `json:"kind"`
	Effect   Effect `json:"effect"`
	Subject  string `json:"subject,omitempty"`
	Message  string `json:"message"`
	Evidence string `json:"evidence,omitempty"`
	File     string `json:"file"`
	Line     int    `json:"line,omitempty"`
	Column   int    `json:"column,omitempty"`
}

func writeJSON(w io.Writer, d *Diff) error {
	doc := struct {
		Version  int            `json:"version"`
		Packages int            `json:"packages"`
		Widens   bool           `json:"widens"`
		Counts   map[Effect]int `json:"counts"`
		Changes  []jsonChange   `json:"changes"`
	}{
		Version: jsonVersion, Packages: d.Packages, Widens: d.Widens(),
		Counts:  map[Effect]int{Widens: d.Count(Widens), Narrows: d.Count(Narrows), Neutral: d.Count(Neutral)},
		Changes: make([]jsonChange, len(d.Changes)),
	}
	for i, c := range d.Changes {
		doc.Changes[i] = jsonChange{
			Package: c.Package, Kind: c.Kind, Effect: c.Effect, Subject: c.Subject, Message: c.Message,
			Evidence: c.Evidence, File: c.At.File, Line: c.At.Line, Column: c.At.Column,
		}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(doc)
}

// writeMarkdown writes a pull-request comment or step summary: the
// counts, then a table of changes, widening first.
func writeMarkdown(w io.Writer, d *Diff) error {
	var b strings.Builder
	b.WriteString("### pluglint: what this change lets the packages do\n\n")
	if len(d.Changes) == 0 {
		fmt.Fprintf(&b, "%s.\n", upperFirst(summaryLine(d)))
		_, err := io.WriteString(w, b.String())
		return err
	}
	if d.Widens() {
		b.WriteString("> [!WARNING]\n> Something here widens what a package can do: review it before merging.\n\n")
	}
	fmt.Fprintf(&b, "%s.\n\n", upperFirst(summaryLine(d)))
	b.WriteString("| effect | change | where |\n|---|---|---|\n")
	icons := map[Effect]string{Widens: "🔺 widens", Narrows: "🔻 narrows", Neutral: "▫️ neutral"}
	for _, c := range d.Changes {
		msg := mdCell(c.Message)
		if c.Evidence != "" {
			msg += "<br>" + mdCell(c.Evidence)
		}
		fmt.Fprintf(&b, "| %s | %s | %s |\n", icons[c.Effect], msg, mdCode(c.At.String()))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// mdCell escapes text for a Markdown table cell: package text must not
// open links, HTML, emphasis or new cells.
func mdCell(s string) string {
	var b strings.Builder
	for _, r := range oneLine(s) {
		switch r {
		case '<':
			b.WriteString("&lt;")
		case '>':
			b.WriteString("&gt;")
		case '&':
			b.WriteString("&amp;")
		case '|', '\\', '`', '*', '_', '[', ']', '#', '!', '~':
			b.WriteByte('\\')
			b.WriteRune(r)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// mdCode writes a path as inline code, with pipes escaped for the table.
func mdCode(s string) string {
	s = strings.ReplaceAll(oneLine(s), "`", "'")
	return "`" + strings.ReplaceAll(s, "|", "\\|") + "`"
}

// oneLine keeps a change on one line whatever the package's text holds,
// and its control and hidden characters off the user's terminal.
func oneLine(s string) string { return report.Clean(s) }

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
