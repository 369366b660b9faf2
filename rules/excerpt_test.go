package rules_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/pluglint/pluglint/rules/model"

	"github.com/pluglint/pluglint/rules"
)

// randomMCP returns an mcp.json whose first line holds n servers
// (minified), some with secrets in their headers, and names with
// multi-byte characters; a CRLF line and a short line follow.
func randomMCP(rng *rand.Rand, n int) string {
	var b strings.Builder
	b.WriteString(`{"mcpServers": {`)
	for i := range n {
		if i > 0 {
			b.WriteString(", ")
		}
		name := fmt.Sprintf("s%dé😀", i)
		auth := "Bearer ${TOKEN}"
		if rng.IntN(3) == 0 {
			auth = "Bearer ghp_" + strings.Repeat("a", 36+rng.IntN(5))
		}
		fmt.Fprintf(&b, `%q: {"type": "streamable-http", "url": "https://x%d.example.com/mcp", "headers": {"Authorization": %q}}`, name, i, auth)
	}
	b.WriteString("},\r\n\"note\": \"second line é\",\n\"more\": 1}\n")
	return b.String()
}

// TestRedactedExcerpt: an excerpt of a line is that stretch of the whole
// redacted line, wherever it starts on a long line (column marks lie
// every kilobyte) and whatever it spans.
func TestRedactedExcerpt(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, n := range []int{1, 3, 40, 300} {
		f := &model.File{Path: "mcp.json", State: model.Readable, Data: []byte(randomMCP(rng, n))}
		secrets := len(rules.SecretSpans(f))
		for line := 1; line <= 4; line++ {
			whole := []rune(rules.RedactedLine(f, line))
			if got := f.LineColumns(line); got != len(whole) {
				t.Fatalf("line %d: LineColumns %d, want %d", line, got, len(whole))
			}
			for range 200 {
				from := rng.IntN(len(whole) + 2)
				to := from + rng.IntN(150)
				want := ""
				if from < len(whole) {
					want = string(whole[from:min(to, len(whole))])
				}
				if got := rules.RedactedExcerpt(f, line, from, to); got != want {
					t.Fatalf("%d servers (%d secrets), line %d [%d:%d]:\n got %q\nwant %q", n, secrets, line, from, to, got, want)
				}
			}
		}
		if n >= 40 && secrets == 0 {
			t.Fatalf("%d servers and no secret: the masking is not exercised", n)
		}
	}
}
