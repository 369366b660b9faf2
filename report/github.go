package report

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/pluglint/pluglint/rules"
	"github.com/pluglint/pluglint/rules/clip"
	"github.com/pluglint/pluglint/rules/secrets"
)

// GitHub Actions output: workflow-command annotations, a verdict line per
// package, and a Markdown summary for the job page.
//
// GitHub shows at most 10 annotations of each kind (error, warning,
// notice) per step and drops the rest, so the most severe findings come
// first, each kind is capped at 10, and a notice says how many more
// exist. Findings past the cap are still printed as plain log lines,
// never as commands, so nothing is lost from the log. Every plain line
// starts with "pluglint: " so that text from a package can never start a
// line with "::" and be taken for a workflow command.

// annotationCap is how many annotations of one kind GitHub shows per step.
const annotationCap = 10

// summaryFindingsCap bounds the findings table of the step summary, which
// GitHub limits to 1 MiB per step.
const summaryFindingsCap = 200

// Annotation is one workflow-command annotation.
type Annotation struct {
	Level                            rules.Level // Error, Warning or Note (a notice)
	File                             string      // relative to the repository root; empty for none
	Line, Column, EndLine, EndColumn int
	Title, Message                   string
}

// String renders the annotation as a workflow command, with GitHub's
// escaping: % CR LF in the message, and also : and , in properties.
// Columns are given only for a span on one line, as GitHub requires.
func (a Annotation) String() string {
	var props []string
	if a.File != "" {
		props = append(props, "file="+escapeProperty(a.File))
		if a.Line > 0 {
			props = append(props, fmt.Sprintf("line=%d", a.Line))
			oneLine := a.EndLine == 0 || a.EndLine == a.Line
			if a.Column > 0 && oneLine {
				props = append(props, fmt.Sprintf("col=%d", a.Column))
			}
			if a.EndLine > a.Line {
				props = append(props, fmt.Sprintf("endLine=%d", a.EndLine))
			}
			if a.EndColumn > a.Column && oneLine {
				props = append(props, fmt.Sprintf("endColumn=%d", a.EndColumn))
			}
		}
	}
	if a.Title != "" {
		props = append(props, "title="+escapeProperty(a.Title))
	}
	cmd := "notice"
	switch a.Level {
	case rules.Error:
		cmd = "error"
	case rules.Warning:
		cmd = "warning"
	}
	if len(props) > 0 {
		cmd += " " + strings.Join(props, ",")
	}
	return "::" + cmd + "::" + escapeData(a.Message)
}

func escapeData(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A").Replace(s)
}

func escapeProperty(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C").Replace(s)
}

// ghItem is one finding with the package it belongs to.
type ghItem struct {
	res *rules.Result
	f   *rules.Finding
}

// bySeverity returns the findings of results, errors first, then
// warnings, then notes, each in the engine's order.
func bySeverity(results []*rules.Result) []ghItem {
	var out []ghItem
	for _, lvl := range []rules.Level{rules.Error, rules.Warning, rules.Note} {
		for _, r := range results {
			for _, f := range r.Findings {
				if f.Level == lvl {
					out = append(out, ghItem{r, f})
				}
			}
		}
	}
	return out
}

func (m pathMap) annotation(it ghItem) Annotation {
	f := it.f
	file, _ := m.repoPath(f.Path)
	// A control character in a path could drive a terminal reading the
	// log; such a path matches no file GitHub shows anyway.
	a := Annotation{Level: f.Level, File: Clean(file), Title: f.Rule.ID + " " + f.Rule.Name, Message: Clean(f.Message)}
	if f.LatentOf != nil {
		a.Level = rules.Note // not met until its cause is fixed
	}
	if !f.Loc.WholeFile {
		a.Line, a.Column, a.EndLine, a.EndColumn = f.Pos.Line, f.Pos.Column, f.Pos.EndLine, f.Pos.EndColumn
	}
	for _, rel := range f.Related {
		shown, pos := rules.RelatedPosition(it.res.Package, rel)
		where, _ := m.repoPath(shown)
		where = Clean(where)
		if !rel.WholeFile {
			where = fmt.Sprintf("%s:%d:%d", where, pos.Line, pos.Column)
		}
		a.Message += "\n" + where + ": " + Clean(rel.Message)
	}
	return a
}

// WriteGitHub writes annotations and verdict lines to w and, when
// opts.StepSummary is set, appends the Markdown summary to that file.
func WriteGitHub(w io.Writer, results []*rules.Result, opts Options) error {
	paths := newPathMap(opts)
	items := bySeverity(results)
	var total Counts
	for _, it := range items {
		total.Add(it.f)
	}
	var annotatable []bool
	if opts.AnnotateOnly != nil {
		annotatable = make([]bool, len(items))
		for i, it := range items {
			file, _ := paths.repoPath(it.f.Path)
			annotatable[i] = opts.AnnotateOnly[file]
		}
	}
	chosen := chooseAnnotations(results, items, annotatable)
	var shown Counts
	for i, it := range items {
		if chosen[i] {
			shown.Add(it.f)
		}
	}
	overflow := shown != total
	if overflow && shown.Notes == annotationCap {
		// The overflow notice takes one of the ten notices.
		for i := len(items) - 1; i >= 0; i-- {
			if chosen[i] && items[i].f.Level == rules.Note {
				chosen[i] = false
				shown.Notes--
				break
			}
		}
	}

	var hidden []ghItem
	printedOverflow := false
	for i, it := range items {
		if !chosen[i] {
			hidden = append(hidden, it)
			continue
		}
		if it.f.Level == rules.Note && overflow && !printedOverflow {
			printedOverflow = true
			fmt.Fprintln(w, overflowNotice(total, shown, unannotatedRejected(items, chosen, annotatable), opts.AnnotateOnly != nil))
		}
		fmt.Fprintln(w, paths.annotation(it))
	}
	if overflow && !printedOverflow {
		fmt.Fprintln(w, overflowNotice(total, shown, unannotatedRejected(items, chosen, annotatable), opts.AnnotateOnly != nil))
	}
	for _, it := range hidden {
		f := it.f
		fmt.Fprintf(w, "pluglint: %s:%d:%d: %s: %s [%s %s]\n", Clean(f.Path), f.Pos.Line, f.Pos.Column, f.Level,
			Clean(f.Message), f.Rule.ID, f.Rule.Name)
	}
	for _, r := range results {
		fmt.Fprintf(w, "pluglint: %s\n", verdictLine(r))
	}
	if opts.StepSummary != "" {
		if err := appendSummary(opts.StepSummary, opts.Secrets, results, items, paths); err != nil {
			return err
		}
	}
	return nil
}

// chooseAnnotations picks, by index into items, the findings GitHub
// shows as annotations: at most annotationCap of each kind. A rejected
// package is what a reviewer must see first, so the error slots go, in
// order, to one rejection of each rejected package, then to the other
// rejections, then to the other errors (drops, then advice); when some
// rejected package is still without an annotation, no warning or note
// is annotated either, so that nothing milder hides it. Annotations are
// still printed in items' order: most severe first, packages in order.
//
// With annotatable set (--annotate-only), only the findings it marks are
// annotated, by the same rules.
func chooseAnnotations(results []*rules.Result, items []ghItem, annotatable []bool) []bool {
	chosen := make([]bool, len(items))
	left := map[rules.Level]int{rules.Error: annotationCap, rules.Warning: annotationCap, rules.Note: annotationCap}
	ok := func(i int) bool { return annotatable == nil || annotatable[i] }
	take := func(i int) {
		if !chosen[i] && ok(i) && left[items[i].f.Level] > 0 {
			chosen[i] = true
			left[items[i].f.Level]--
		}
	}
	rejects := func(f *rules.Finding) bool { return f.Class == rules.Reject || f.Rule.Fixed }
	annotated := map[*rules.Result]bool{}
	for i, it := range items {
		if it.f.Level == rules.Error && rejects(it.f) && ok(i) && !annotated[it.res] && left[rules.Error] > 0 {
			annotated[it.res] = true
			take(i)
		}
	}
	for _, pass := range []func(*rules.Finding) bool{
		rejects,
		func(f *rules.Finding) bool { return f.Class == rules.Drop },
		func(*rules.Finding) bool { return true },
	} {
		for i, it := range items {
			if it.f.Level == rules.Error && pass(it.f) {
				take(i)
			}
		}
	}
	for _, r := range results {
		if r.Outcome.Rejected && !annotated[r] {
			// A rejected package without an error annotation: annotate
			// nothing milder.
			hasReject := false
			for i, it := range items {
				hasReject = hasReject || it.res == r && it.f.Level == rules.Error && rejects(it.f) && ok(i)
			}
			if hasReject {
				return chosen
			}
		}
	}
	for i := range items {
		if items[i].f.Level != rules.Error {
			take(i)
		}
	}
	return chosen
}

// unannotatedRejected counts the rejected packages none of whose findings
// is annotated.
func unannotatedRejected(items []ghItem, chosen, annotatable []bool) int {
	annotated := map[*rules.Result]bool{}
	for i, it := range items {
		if chosen[i] {
			annotated[it.res] = true
		}
	}
	counted := map[*rules.Result]bool{}
	for i, it := range items {
		r := it.res
		if r.Outcome.Rejected && !annotated[r] && (annotatable == nil || annotatable[i]) {
			counted[r] = true
		}
	}
	return len(counted)
}

func overflowNotice(total, shown Counts, rejected int, changedOnly bool) string {
	more := Counts{
		Errors: total.Errors - shown.Errors, Warnings: total.Warnings - shown.Warnings,
		Notes: total.Notes - shown.Notes,
	}
	n := more.Errors + more.Warnings + more.Notes
	why := "GitHub shows 10 of each kind per step"
	if changedOnly {
		why = "only findings in the changed files are annotated, and GitHub shows 10 of each kind per step"
	}
	return Annotation{
		Level: rules.Note, Title: "pluglint",
		Message: fmt.Sprintf("%s not shown as annotations (%s): %s%s; "+
			"the log below and the job summary list them all", plural(n, "more finding"), why, countText(more), rejectedNote(rejected)),
	}.String()
}

// rejectedNote says how many rejected packages have no annotation, and
// why warnings and notes then have none either.
func rejectedNote(n int) string {
	switch n {
	case 0:
		return ""
	case 1:
		return "; 1 rejected package has no annotation, so no warning or note is annotated"
	}
	return fmt.Sprintf("; %d rejected packages have no annotation, so no warning or note is annotated", n)
}

// verdictLine says what Hermes does with one package, in one line.
func verdictLine(r *rules.Result) string {
	var c Counts
	for _, f := range r.Findings {
		c.Add(f)
	}
	name := Clean(r.Package.Dir)
	if r.Outcome.Rejected {
		return fmt.Sprintf("%s: %s — Hermes will not load this package (%s)", name, rejectedText(r), countText(c))
	}
	var parts []string
	for _, s := range r.Outcome.Servers {
		parts = append(parts, fmt.Sprintf("server %s %s", quote(s.Name), s.Trust))
	}
	if n := len(r.Outcome.Skills); n > 0 {
		parts = append(parts, plural(n, "skill"))
	}
	for _, d := range r.Outcome.Dropped {
		parts = append(parts, "drops "+droppedText(d))
	}
	detail := ""
	if len(parts) > 0 {
		detail = "; " + strings.Join(parts, ", ")
	}
	return fmt.Sprintf("%s: loads%s (%s)", name, Clean(detail), countText(c))
}

func appendSummary(path string, red *secrets.Redactor, results []*rules.Result, items []ghItem, paths pathMap) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		return fmt.Errorf("writing the step summary: %w", err)
	}
	w := red.Writer(f)
	writeSummary(w, results, items, paths)
	if err := w.Flush(); err != nil {
		f.Close()
		return fmt.Errorf("writing the step summary: %w", err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("writing the step summary: %w", err)
	}
	return nil
}

// writeSummary writes the Markdown job summary: a table of packages with
// verdict, servers and counts, then the findings, most severe first. Paths
// are relative to the repository root, as on the rest of the job page.
func writeSummary(w io.Writer, results []*rules.Result, items []ghItem, paths pathMap) {
	loads, rejected := 0, 0
	for _, r := range results {
		if r.Outcome.Rejected {
			rejected++
		} else {
			loads++
		}
	}
	fmt.Fprintf(w, "## pluglint\n\n%s: %d load, %d rejected; %s\n\n", plural(len(results), "package"), loads,
		rejected, countText(CountFindings(results)))
	fmt.Fprintf(w, "| package | verdict | servers (trust) | errors | warnings | notes |\n")
	fmt.Fprintf(w, "| --- | --- | --- | ---: | ---: | ---: |\n")
	for _, r := range results {
		var c Counts
		for _, f := range r.Findings {
			c.Add(f)
		}
		verdict := "loads"
		servers := "—"
		if r.Outcome.Rejected {
			verdict = "**rejected**"
			if r.RejectionBaselined {
				verdict += ", in baseline"
			}
		} else if len(r.Outcome.Servers) > 0 {
			list := make([]string, len(r.Outcome.Servers))
			for i, s := range r.Outcome.Servers {
				list[i] = code(s.Name) + ": " + s.Trust
			}
			servers = strings.Join(list, "<br>")
		}
		if !r.Outcome.Rejected && len(r.Outcome.Dropped) > 0 {
			verdict += fmt.Sprintf(", drops %d", len(r.Outcome.Dropped))
		}
		dir, _ := paths.repoPath(r.Package.Dir)
		fmt.Fprintf(w, "| %s | %s | %s | %d | %d | %d |\n", code(dir), verdict, servers, c.Errors, c.Warnings, c.Notes)
	}
	if len(items) == 0 {
		fmt.Fprintf(w, "\nNo findings.\n\n")
		return
	}
	fmt.Fprintf(w, "\n### Findings\n\n| level | location | rule | message |\n| --- | --- | --- | --- |\n")
	for i, it := range items {
		if i == summaryFindingsCap {
			fmt.Fprintf(w, "\n%s not shown here; the JSON or SARIF report lists them all.\n",
				plural(len(items)-i, "more finding"))
			break
		}
		f := it.f
		where, _ := paths.repoPath(f.Path)
		if !f.Loc.WholeFile {
			where = fmt.Sprintf("%s:%d:%d", where, f.Pos.Line, f.Pos.Column)
		}
		fmt.Fprintf(w, "| %s | %s | %s %s | %s |\n", f.Level, code(where), f.Rule.ID, f.Rule.Name, md(f.Message))
	}
	fmt.Fprintln(w)
}

// code renders a path or name from a package as a code span, which shows
// it verbatim; a pipe is still escaped, since GitHub splits table cells
// before it reads code spans. Text holding a backtick is escaped instead.
func code(s string) string {
	s = Clean(clip.String(s))
	if s == "" || strings.Contains(s, "`") {
		return md(s)
	}
	return "`" + strings.ReplaceAll(s, "|", `\|`) + "`"
}

// md escapes text from a package for a Markdown table cell: characters
// that would start markup, HTML or a new cell are backslash-escaped,
// control characters (line breaks included) are replaced.
func md(s string) string {
	var b strings.Builder
	for _, r := range Clean(s) {
		switch r {
		case '\\', '`', '*', '_', '[', ']', '<', '>', '|', '~', '&', '!', '#':
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}
