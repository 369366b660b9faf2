package report

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/pluglint/pluglint/rules/model"

	"github.com/pluglint/pluglint/rules"
)

// snippetWholeLine is how snippet worked before it read only the window
// of a long line: mask the whole line, then cut it. It stays here as the
// specification the windowed snippet is compared with (the caret under
// it is drawn the same way in both).
func snippetWholeLine(file *model.File, pos rules.Position, sensitive bool) string {
	line := []rune(Clean(rules.RedactedLine(file, pos.Line)))
	if len(line) == 0 {
		return ""
	}
	start := min(pos.Column-1, len(line))
	end := len(line)
	if pos.EndLine == pos.Line && pos.EndColumn-1 < end {
		end = pos.EndColumn - 1
	}
	if sensitive {
		for i := start; i < end; i++ {
			if line[i] != '"' || (i != start && i != end-1) {
				line[i] = '*'
			}
		}
	}
	if len(line) > maxSnippet {
		from := max(0, start-maxSnippet/3)
		to := min(len(line), from+maxSnippet)
		if to-from < maxSnippet {
			from = max(0, to-maxSnippet)
		}
		out := []rune{}
		if from > 0 {
			out = append(out, '…')
		}
		shift := len(out) - from
		out = append(out, line[from:to]...)
		if to < len(line) {
			out = append(out, '…')
		}
		line, start, end = out, start+shift, min(end, to)+shift
	}
	pad, marks := caret(line, start, end)
	return fmt.Sprintf("    %s\n    %s%s\n", string(line), pad, marks)
}

// TestSnippetWindow: the snippet of a span on a short or long line, with
// secrets on it, tabs, control and multi-byte characters, sensitive or
// not, is what masking and cutting the whole line gave.
func TestSnippetWindow(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	for _, n := range []int{1, 2, 30, 200} {
		var b strings.Builder
		b.WriteString("{\"mcpServers\": {")
		for i := range n {
			if i > 0 {
				b.WriteString(",\t")
			}
			auth := "Bearer ${TOKEN}"
			if i%3 == 1 {
				auth = "Bearer ghp_" + strings.Repeat("b", 40)
			}
			fmt.Fprintf(&b, "\"s%d\u00e9\U0001F600\\u001b\": {\"url\": \"https://x.example/\u202e\", \"headers\": {\"Authorization\": %q}}", i, auth)
		}
		b.WriteString("},\r\n\"x\": 1}\n")
		file := &model.File{Path: "mcp.json", State: model.Readable, Data: []byte(b.String())}
		for line := 1; line <= 3; line++ {
			total := file.LineColumns(line)
			for range 300 {
				col := 1 + rng.IntN(total+2)
				pos := rules.Position{Line: line, Column: col, EndLine: line, EndColumn: col + rng.IntN(60)}
				if rng.IntN(4) == 0 {
					pos.EndLine = line + 1 // a span running past its line
				}
				sensitive := rng.IntN(2) == 0
				var got bytes.Buffer
				text := NewText(&got, false)
				text.snippet(file, pos, sensitive)
				if want := snippetWholeLine(file, pos, sensitive); got.String() != want {
					t.Fatalf("%d servers, %+v, sensitive %v:\n got %q\nwant %q", n, pos, sensitive, got.String(), want)
				}
			}
		}
	}
}
