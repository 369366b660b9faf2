package report

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestWriteIndentedAsEncoder holds writeIndented to encoding/json's own
// indented Encoder on generated values: nested objects and arrays, empty
// ones, and strings full of quotes, backslashes, brackets, commas, colons
// and escapes.
func TestWriteIndentedAsEncoder(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	pieces := []string{`"`, `\`, `\\`, `\"`, "{", "}", "[", "]", ",", ":", " ", "\n", "\t", "é", "<&>", "\u2028", "x", "\x01"}
	var value func(depth int) any
	value = func(depth int) any {
		switch k := rng.IntN(7); {
		case k == 0 && depth < 6:
			m := map[string]any{}
			for range rng.IntN(4) {
				m[text(rng, pieces)] = value(depth + 1)
			}
			return m
		case k == 1 && depth < 6:
			a := []any{}
			for range rng.IntN(4) {
				a = append(a, value(depth+1))
			}
			return a
		case k == 2:
			return rng.Float64() * 1000
		case k == 3:
			return rng.IntN(2) == 0
		case k == 4:
			return nil
		default:
			return text(rng, pieces)
		}
	}
	for i := range 3000 {
		v := value(0)
		var want bytes.Buffer
		enc := json.NewEncoder(&want)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		if err := enc.Encode(v); err != nil {
			t.Fatal(err)
		}
		var got bytes.Buffer
		if err := writeIndented(&got, v); err != nil {
			t.Fatal(err)
		}
		if got.String() != want.String() {
			t.Fatalf("value %d:\ngot:\n%s\nwant:\n%s", i, got.String(), want.String())
		}
	}
}

func text(rng *rand.Rand, pieces []string) string {
	var b strings.Builder
	for range rng.IntN(6) {
		b.WriteString(pieces[rng.IntN(len(pieces))])
	}
	return b.String()
}
