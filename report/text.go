package report

import (
	"fmt"
	"io"
	"strings"

	"github.com/pluglint/pluglint/rules/clip"
	"github.com/pluglint/pluglint/rules/model"

	"github.com/fatih/color"

	"github.com/pluglint/pluglint/rules"
)

// Text prints findings in the file:line:col form editors and problem
// matchers parse, each with its source line and a caret span, then a
// summary per package.
type Text struct {
	w io.Writer
	// Colour is owned per reporter, never switched through the
	// package-global flag.
	bold, red, yellow, blue, green, dim *color.Color
	// Summary enables the per-package summary block.
	Summary  bool
	packages int
}

// Colour returns a colour switched on or off for this value alone, never
// through fatih/color's package-wide switch, so that two writers (a
// terminal and a file) can differ.
func Colour(on bool, attrs ...color.Attribute) *color.Color {
	c := color.New(attrs...)
	if on {
		c.EnableColor()
	} else {
		c.DisableColor()
	}
	return c
}

// NewText returns a text reporter writing to w, in colour when colour is
// true.
func NewText(w io.Writer, colour bool) *Text {
	mk := func(attrs ...color.Attribute) *color.Color { return Colour(colour, attrs...) }
	return &Text{
		w: w, Summary: true,
		bold: mk(color.Bold), red: mk(color.FgRed, color.Bold), yellow: mk(color.FgYellow, color.Bold),
		blue: mk(color.FgCyan), green: mk(color.FgGreen, color.Bold), dim: mk(color.Faint),
	}
}

// Finding writes one finding: its line, its source line and a caret span.
func (t *Text) Finding(pkg *model.Package, f *rules.Finding) {
	fmt.Fprintf(t.w, "%s: %s: %s %s\n", t.bold.Sprint(location(f)), t.level(f.Level), Clean(f.Message),
		t.dim.Sprintf("[%s %s]", f.Rule.ID, f.Rule.Name))
	if !f.Loc.WholeFile {
		if file := pkg.File(f.Loc.File); file != nil {
			t.snippet(file, f.Pos, f.Sensitive)
		}
	}
	for _, r := range f.Related {
		shown, pos := rules.RelatedPosition(pkg, r)
		where := Clean(shown)
		if !r.WholeFile {
			where = fmt.Sprintf("%s:%d:%d", Clean(shown), pos.Line, pos.Column)
		}
		fmt.Fprintf(t.w, "    %s %s\n", t.dim.Sprint(where+":"), Clean(r.Message))
	}
}

func location(f *rules.Finding) string {
	return fmt.Sprintf("%s:%d:%d", Clean(f.Path), f.Pos.Line, f.Pos.Column)
}

func (t *Text) level(l rules.Level) string {
	switch l {
	case rules.Error:
		return t.red.Sprint("error")
	case rules.Warning:
		return t.yellow.Sprint("warning")
	}
	return t.blue.Sprint(l.String())
}

// snippet prints the source line of pos with a caret under the span; a
// span running past its line is underlined to the end of the line. A
// credential is never printed: every secret value on the line is masked
// (whichever finding the line is shown for), and so is the whole span of
// a sensitive finding, character for character so the caret lines up.
// A long line is cut to a window around the span, and only the window is
// read: a minified file holds thousands of findings on one line.
func (t *Text) snippet(file *model.File, pos rules.Position, sensitive bool) {
	shown, start, end, ok := excerpt(file, pos, sensitive)
	if !ok {
		return
	}
	pad, marks := caret(shown, start, end)
	fmt.Fprintf(t.w, "    %s\n    %s%s\n", string(shown), pad, t.green.Sprint(marks))
}

// excerpt returns the source line of pos as every format shows it: cleaned
// (Clean), secrets masked, a sensitive span masked character for
// character, a long line cut to a window marked with "…", and the span
// [start, end) in the shown runes. ok is false when the line is empty or
// missing.
func excerpt(file *model.File, pos rules.Position, sensitive bool) (shown []rune, start, end int, ok bool) {
	total := file.LineColumns(pos.Line)
	if total == 0 {
		return nil, 0, 0, false
	}
	start = min(pos.Column-1, total)
	end = total
	if pos.EndLine == pos.Line && pos.EndColumn-1 < end {
		end = pos.EndColumn - 1
	}
	from, to := window(total, start)
	line := []rune(Clean(rules.RedactedExcerpt(file, pos.Line, from, to)))
	if sensitive {
		for i := start; i < min(end, to); i++ {
			if line[i-from] != '"' || (i != start && i != end-1) {
				line[i-from] = '*'
			}
		}
	}
	// The window's cuts are marked with "…".
	shown = make([]rune, 0, len(line)+2)
	if from > 0 {
		shown = append(shown, '…')
	}
	shift := len(shown) - from
	shown = append(shown, line...)
	if to < total {
		shown = append(shown, '…')
	}
	return shown, start + shift, min(end, to) + shift, true
}

// caret returns what goes under a shown line to mark [start, end): the
// padding (tabs kept, so that it lines up in a terminal) and "^~~~".
func caret(line []rune, start, end int) (pad, marks string) {
	var b strings.Builder
	for _, r := range line[:start] {
		if r == '\t' {
			b.WriteRune('\t')
		} else {
			b.WriteByte(' ')
		}
	}
	marks = "^"
	if end-start > 1 {
		marks += strings.Repeat("~", end-start-1)
	}
	return b.String(), marks
}

// maxSnippet is the longest source line shown whole; longer lines (a
// minified file, a long description) are cut to a window around the span.
const maxSnippet = 120

// window returns the columns [from, to) of a line of total characters to
// show for a span starting at column start: the whole line when it is
// short, else maxSnippet characters around the span.
func window(total, start int) (from, to int) {
	if total <= maxSnippet {
		return 0, total
	}
	from = max(0, start-maxSnippet/3)
	to = min(total, from+maxSnippet)
	if to-from < maxSnippet {
		from = max(0, to-maxSnippet)
	}
	return from, to
}

// Package writes a package's findings and summary. Packages after the
// first are set off by a blank line.
func (t *Text) Package(r *rules.Result) {
	if t.packages > 0 {
		fmt.Fprintln(t.w)
	}
	t.packages++
	for _, f := range r.Findings {
		t.Finding(r.Package, f)
	}
	if t.Summary {
		t.summary(r)
	}
}

func (t *Text) summary(r *rules.Result) {
	o := r.Outcome
	name := Clean(r.Package.Dir)
	if r.Name != "" && r.Name != lastElem(name) {
		name += " (" + quote(r.Name) + ")"
	}
	if o.Rejected {
		fmt.Fprintf(t.w, "%s: %s — Hermes will not load this package\n", t.bold.Sprint(name), t.red.Sprint(rejectedText(r)))
	} else {
		fmt.Fprintf(t.w, "%s: %s\n", t.bold.Sprint(name), t.green.Sprint("loads"))
		for _, s := range o.Servers {
			fmt.Fprintf(t.w, "  server trust: %s\n", Clean(trustLineShown(s)))
			if c := s.Coverage; c != nil {
				fmt.Fprintf(t.w, "    inventory: %s, %d read-only (readOnlyHint set on %d of %d)\n",
					plural(c.Tools, "tool"), c.ReadOnly, c.Annotated, c.Tools)
			}
		}
		if len(o.Skills) > 0 {
			names := make([]string, len(o.Skills))
			for i, s := range o.Skills {
				names[i] = clip.String(s.Name)
			}
			fmt.Fprintf(t.w, "  skills: %s\n", Clean(strings.Join(names, ", ")))
		}
		for _, d := range o.Dropped {
			fmt.Fprintf(t.w, "  dropped: %s (%s %s)\n", Clean(droppedText(d)), d.Cause.Rule.ID, d.Cause.Rule.Name)
		}
		if len(o.Servers) == 0 && len(o.Skills) == 0 {
			if len(o.Dropped) > 0 {
				fmt.Fprintf(t.w, "  nothing left to load: every server and skill is dropped\n")
			} else {
				fmt.Fprintf(t.w, "  no servers and no skills\n")
			}
		}
	}
	var c Counts
	for _, f := range r.Findings {
		c.Add(f)
	}
	extra := ""
	if r.Suppressed > 0 {
		extra = fmt.Sprintf(", %d suppressed", r.Suppressed)
	}
	fmt.Fprintf(t.w, "  %s%s\n", countText(c), extra)
}

// rejectedText is a rejected package's verdict: "rejected, in baseline"
// when the baseline holds every finding that says why, so that the reader
// knows the package still does not load although the run passes.
func rejectedText(r *rules.Result) string {
	if r.RejectionBaselined {
		return "rejected, in baseline"
	}
	return "rejected"
}

func trustLineShown(s *rules.Server) string {
	line := trustLine(s)
	if s.TrustSource == model.TrustFromConfig {
		line += " [from your config.yaml]"
	}
	return line
}

func countText(c Counts) string {
	s := fmt.Sprintf("%s, %s, %s", plural(c.Errors, "error"), plural(c.Warnings, "warning"), plural(c.Notes, "note"))
	if c.Latent > 0 {
		s += fmt.Sprintf(", %d latent", c.Latent)
	}
	return s
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

func lastElem(p string) string {
	if i := strings.LastIndexByte(p, '/'); i >= 0 {
		return p[i+1:]
	}
	return p
}

// Total writes the closing line of a run over several packages.
func (t *Text) Total(results []*rules.Result) {
	loads, rejected := 0, 0
	for _, r := range results {
		if r.Outcome.Rejected {
			rejected++
		} else {
			loads++
		}
	}
	fmt.Fprintf(t.w, "\n%s: %d load, %d rejected; %s\n", plural(len(results), "package"), loads, rejected,
		countText(CountFindings(results)))
}
