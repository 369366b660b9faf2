package skilllink

import (
	"strings"
	"testing"
)

// BenchmarkEach reads a skill written as most are: some 10 KB of prose
// with inline code (`tool_name`, `--flag`, and spans of two backticks) on most lines, a
// few links and a fenced block. Each line's runs of backticks are
// indexed; the index is kept from line to line rather than made anew.
func BenchmarkEach(b *testing.B) {
	var sb strings.Builder
	sb.WriteString("# Using the server\n\n")
	for i := range 120 {
		switch i % 4 {
		case 0:
			sb.WriteString("Call `search_items` with `query` set, then `get_item` for each id; see [the guide](docs/guide.md).\n")
		case 1:
			sb.WriteString("Run ``npx tool `--dry-run` `` first and read `scripts/check.sh` before `--apply`.\n")
		case 2:
			sb.WriteString("Never pass a token on the command line; read it from the environment instead of the prompt.\n")
		default:
			sb.WriteString("```bash\nnpx example-mcp --help\n```\n")
		}
	}
	s := sb.String()
	b.SetBytes(int64(len(s)))
	b.ReportAllocs()
	for b.Loop() {
		n := 0
		Each(s, 0, func(Ref) { n++ })
		if n == 0 {
			b.Fatal("no targets")
		}
	}
}
