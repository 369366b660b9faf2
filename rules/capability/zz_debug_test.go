package capability

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/pluglint/pluglint/rules/prose"
	"github.com/pluglint/pluglint/rules/pyjson"
)

func TestZZDebug(t *testing.T) {
	data, err := os.ReadFile(os.Getenv("DBG_FILE"))
	if err != nil {
		t.Skip()
	}
	for _, line := range strings.Split(strings.TrimRight(string(data), "\n"), "\n") {
		_, text, _ := strings.Cut(line, "\t")
		toks := tokenize(text)
		fmt.Println("TEXT:", text)
		for _, a := range recordActs(text, toks) {
			fmt.Printf("  record %q root=%s weak=%v\n", text[a.Start:a.End], a.Root, a.Weak)
		}
		for _, a := range describedActs(text, toks) {
			fmt.Printf("  described %q root=%s\n", text[a.Start:a.End], a.Root)
		}
		for _, a := range outcomeActs(text, toks, nil) {
			fmt.Printf("  outcome %q root=%s\n", text[a.Start:a.End], a.Root)
		}
		for _, h := range prose.WriteHits(prose.NewText(text)) {
			fmt.Printf("  hit %q cat=%s strong=%v\n", h.Text, h.Category, h.Strong)
		}
		pieces, _ := textPieces([]segment{{v: &pyjson.Value{Str: text}, where: "d"}})
		for _, p := range pieces {
			fmt.Printf("  piece %s %s writes=%v strong=%v\n", p.Source, p.What, p.Writes, p.Strong)
		}
	}
}
