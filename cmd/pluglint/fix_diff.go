package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/pluglint/pluglint/rules/model"

	"github.com/fatih/color"
	"github.com/sergi/go-diff/diffmatchpatch"

	"github.com/pluglint/pluglint/report"
	"github.com/pluglint/pluglint/rules"
)

// diffContext is the number of unchanged lines around each change, as in
// diff -u.
const diffContext = 3

// diffLine is one line of a line diff: ' ' kept, '-' removed, '+' added.
// Text keeps its line ending, so CRLF files diff as CRLF.
type diffLine struct {
	op   byte
	text string
}

// lineDiff returns the line-by-line edit script from a to b.
func lineDiff(a, b string) []diffLine {
	dmp := diffmatchpatch.New()
	ca, cb, lines := dmp.DiffLinesToChars(a, b)
	diffs := dmp.DiffCharsToLines(dmp.DiffMain(ca, cb, false), lines)
	var out []diffLine
	for _, d := range diffs {
		op := byte(' ')
		switch d.Type {
		case diffmatchpatch.DiffDelete:
			op = '-'
		case diffmatchpatch.DiffInsert:
			op = '+'
		}
		for _, l := range strings.SplitAfter(d.Text, "\n") {
			if l != "" {
				out = append(out, diffLine{op, l})
			}
		}
	}
	return out
}

// secretLines returns which lines (0-based) of a package file's text
// hold some of a credential (see rules.SecretSpans): a diff never shows
// them, as context or as a change.
func secretLines(path string, data []byte) map[int]bool {
	spans := rules.SecretSpans(&model.File{Path: path, State: model.Readable, Data: data})
	if len(spans) == 0 {
		return nil
	}
	lines := map[int]bool{}
	line, i := 0, 0
	for _, sp := range spans {
		// What is masked lies strictly inside the span.
		from, to := max(sp.Start+1, 0), min(sp.End-1, len(data))
		for ; i < from && i < len(data); i++ {
			if data[i] == '\n' {
				line++
			}
		}
		for ; i < to; i++ {
			lines[line] = true
			if data[i] == '\n' {
				line++
			}
		}
	}
	return lines
}

// printableLine is a line of a package file as a diff shows it: every
// control character but tabs and the line's own ending (LF or CRLF)
// shown as U+FFFD, as findings show source lines, so that a file cannot
// drive the terminal the diff is printed on. A hunk with such a line is
// left out of the diff, since the replaced line would not apply.
func printableLine(text string) string {
	body, end := text, ""
	for _, e := range []string{"\r\n", "\n"} {
		if strings.HasSuffix(text, e) {
			body, end = strings.TrimSuffix(text, e), e
			break
		}
	}
	return report.Clean(body) + end
}

// writeUnifiedDiff writes a unified diff of one package file, with a/ and
// b/ prefixes as git writes them, so that `git apply` and `patch -p1` take
// it from the directory pluglint ran in. A hunk that would show a line
// holding a credential, or a control character (which could drive the
// terminal, and which the diff could only show replaced), is left out,
// and log says which: the patch still applies, without that change (run
// pluglint fix to make it). With colour set (a terminal), lines are
// coloured as git colours them. Nothing is written when the contents are
// equal.
func writeUnifiedDiff(w, log io.Writer, path, file string, before, after []byte, colour bool) error {
	lines := lineDiff(string(before), string(after))
	changed := false
	for _, l := range lines {
		changed = changed || l.op != ' '
	}
	if !changed {
		return nil
	}
	secretOld, secretNew := secretLines(file, before), secretLines(file, after)
	st := newDiffStyle(colour)
	var b strings.Builder
	shown := report.Clean(path)
	header := false
	delta := 0 // how many lines the hunks written so far add
	// Walk the script, cutting it into hunks: runs of changes joined when
	// fewer than 2*diffContext unchanged lines lie between them.
	for i := 0; i < len(lines); {
		if lines[i].op == ' ' {
			i++
			continue
		}
		start := max(0, i-diffContext)
		end := i
		for end < len(lines) {
			if lines[end].op != ' ' {
				end++
				continue
			}
			run := end
			for run < len(lines) && lines[run].op == ' ' {
				run++
			}
			if run == len(lines) || run-end > 2*diffContext {
				end = min(end+diffContext, run)
				break
			}
			end = run
		}
		h := newHunk(lines, start, end)
		why := ""
		switch {
		case h.shows(lines, secretOld, secretNew):
			why = "a credential"
		case h.unprintable(lines):
			why = "a control character"
		}
		if why != "" {
			where := fmt.Sprintf("lines %d-%d", h.oldLine, h.oldLine+h.oldN-1)
			if h.oldN <= 1 {
				where = fmt.Sprintf("line %d", h.oldLine)
			}
			fmt.Fprintf(log, "pluglint: %s: the change at %s is left out of the diff: it would show %s; run pluglint fix to apply it\n",
				shown, where, why)
		} else {
			if !header {
				st.header.Fprintf(&b, "--- a/%s", shown)
				b.WriteByte('\n')
				st.header.Fprintf(&b, "+++ b/%s", shown)
				b.WriteByte('\n')
				header = true
			}
			h.write(&b, lines, h.oldLine+delta, st)
			delta += h.newN - h.oldN
		}
		i = end
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// hunk is lines[start:end] of a line diff with where it starts in the old
// file and how many lines it has on either side.
type hunk struct {
	start, end    int
	oldLine, oldN int
	newN          int
}

func newHunk(lines []diffLine, start, end int) hunk {
	h := hunk{start: start, end: end, oldLine: 1}
	for _, l := range lines[:start] {
		if l.op != '+' {
			h.oldLine++
		}
	}
	for _, l := range lines[start:end] {
		if l.op != '+' {
			h.oldN++
		}
		if l.op != '-' {
			h.newN++
		}
	}
	return h
}

// shows reports whether the hunk prints a line that holds a credential:
// old lines (context and removed) by their place in the old text, added
// lines by theirs in the new.
func (h hunk) shows(lines []diffLine, secretOld, secretNew map[int]bool) bool {
	if secretOld == nil && secretNew == nil {
		return false
	}
	oldAt, newAt := 0, 0 // 0-based line numbers at lines[0]
	for i, l := range lines[:h.end] {
		if i >= h.start && (l.op != '+' && secretOld[oldAt] || l.op != '-' && secretNew[newAt]) {
			return true
		}
		if l.op != '+' {
			oldAt++
		}
		if l.op != '-' {
			newAt++
		}
	}
	return false
}

// unprintable reports whether a line of the hunk holds a control
// character other than a tab or its line ending.
func (h hunk) unprintable(lines []diffLine) bool {
	for _, l := range lines[h.start:h.end] {
		if printableLine(l.text) != l.text {
			return true
		}
	}
	return false
}

// diffStyle colours a diff as git does: bold file headers, cyan hunk
// headers, red removals, green additions. Without colour every value
// prints plain.
type diffStyle struct {
	header, hunk, del, add *color.Color
}

func newDiffStyle(colour bool) diffStyle {
	mk := func(attrs ...color.Attribute) *color.Color { return report.Colour(colour, attrs...) }
	return diffStyle{header: mk(color.Bold), hunk: mk(color.FgCyan), del: mk(color.FgRed), add: mk(color.FgGreen)}
}

// write writes the hunk with its header; newLine is where it starts in
// the new file once the hunks left out before it are not applied.
func (h hunk) write(b *strings.Builder, lines []diffLine, newLine int, st diffStyle) {
	st.hunk.Fprintf(b, "@@ -%s +%s @@", hunkRange(h.oldLine, h.oldN), hunkRange(newLine, h.newN))
	b.WriteByte('\n')
	for _, l := range lines[h.start:h.end] {
		body, end := strings.CutSuffix(printableLine(l.text), "\n")
		line := string(l.op) + body
		switch l.op {
		case '-':
			st.del.Fprint(b, line)
		case '+':
			st.add.Fprint(b, line)
		default:
			b.WriteString(line)
		}
		if end {
			b.WriteByte('\n')
		} else {
			b.WriteString("\n\\ No newline at end of file\n")
		}
	}
}

// hunkRange renders a hunk's start and length as diff -u does: an empty
// range starts at the line before it.
func hunkRange(start, n int) string {
	switch n {
	case 0:
		return fmt.Sprintf("%d,0", start-1)
	case 1:
		return fmt.Sprintf("%d", start)
	}
	return fmt.Sprintf("%d,%d", start, n)
}
