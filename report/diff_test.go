package report

import (
	"strings"

	"github.com/sergi/go-diff/diffmatchpatch"
)

// lineDiff renders a line diff of want and got for test failures.
func lineDiff(want, got string) string {
	dmp := diffmatchpatch.New()
	a, b, lines := dmp.DiffLinesToChars(want, got)
	diffs := dmp.DiffCharsToLines(dmp.DiffMain(a, b, false), lines)
	var sb strings.Builder
	for _, d := range diffs {
		prefix := "  "
		switch d.Type {
		case diffmatchpatch.DiffDelete:
			prefix = "- "
		case diffmatchpatch.DiffInsert:
			prefix = "+ "
		case diffmatchpatch.DiffEqual:
			continue
		}
		for _, l := range strings.SplitAfter(strings.TrimSuffix(d.Text, "\n"), "\n") {
			sb.WriteString(prefix + strings.TrimSuffix(l, "\n") + "\n")
		}
	}
	return sb.String()
}
