package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/pluglint/pluglint/rules/model"

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

// masked returns a package file's text with every credential value masked
// character for character inside its quotes, as every reporter masks
// them: a diff shows context lines, and a secret must never be printed.
func masked(path string, data []byte) string {
	return rules.RedactedText(&model.File{Path: path, State: model.Readable, Data: data})
}

// printableLine is a line of a package file as a diff shows it: every
// control character but tabs and the line's own ending (LF or CRLF)
// shown as U+FFFD, as findings show source lines, so that a file cannot
// drive the terminal the diff is printed on. Such a line, like one with
// a masked secret, does not apply.
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
// it from the directory pluglint ran in (a hunk whose lines hold a masked
// secret or a control character does not apply: run pluglint fix for
// those). Nothing is written when the contents are equal.
func writeUnifiedDiff(w io.Writer, path, file string, before, after []byte) error {
	lines := lineDiff(masked(file, before), masked(file, after))
	changed := false
	for _, l := range lines {
		changed = changed || l.op != ' '
	}
	if !changed {
		return nil
	}
	var b strings.Builder
	shown := report.Clean(path)
	fmt.Fprintf(&b, "--- a/%s\n+++ b/%s\n", shown, shown)
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
		writeHunk(&b, lines, start, end)
		i = end
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// writeHunk writes lines[start:end] as one hunk with its header.
func writeHunk(b *strings.Builder, lines []diffLine, start, end int) {
	oldLine, newLine := 1, 1
	for _, l := range lines[:start] {
		if l.op != '+' {
			oldLine++
		}
		if l.op != '-' {
			newLine++
		}
	}
	oldN, newN := 0, 0
	for _, l := range lines[start:end] {
		if l.op != '+' {
			oldN++
		}
		if l.op != '-' {
			newN++
		}
	}
	fmt.Fprintf(b, "@@ -%s +%s @@\n", hunkRange(oldLine, oldN), hunkRange(newLine, newN))
	for _, l := range lines[start:end] {
		b.WriteByte(l.op)
		b.WriteString(printableLine(l.text))
		if !strings.HasSuffix(l.text, "\n") {
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
