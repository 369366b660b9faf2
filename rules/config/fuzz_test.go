package config

import (
	"errors"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// FuzzParse checks that a configuration file, which a package can ship,
// never panics the parser, and that every mistake it reports names the
// file and a position inside it.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"rules:\n  PL506: off\n  server-name: error\n",
		"ignore:\n  - rule: PL500\n    path: plugins/*/mcp.json\n    pointer: /mcpServers/x/env/K\n    reason: r\n    expires: 2027-03-31\n",
		"tools: .pluglint/tools.json\n",
		"rules: {PL106: silent}\nbogus: 1\n",
		"a: &x [*x]\n",
		"--- {}\n--- {}\n",
		"ignore: [{rule: PL001, path: ../x, reason: r}]\n",
		"rules:\n  PL506: off\n  PL506: note\n",
		"\t- x",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := Parse("c.yaml", data)
		if err == nil {
			if file == nil || file.Path != "c.yaml" {
				t.Fatalf("no file and no error")
			}
			return
		}
		var es Errors
		if !errors.As(err, &es) || len(es) == 0 {
			t.Fatalf("error %T %v, want Errors", err, err)
		}
		// YAML breaks lines at LF, CR, CRLF, NEL, LS and PS.
		text := strings.ReplaceAll(string(data), "\r\n", "\n")
		lines := 1 + strings.Count(text, "\n") + strings.Count(text, "\r") +
			strings.Count(text, "\u0085") + strings.Count(text, "\u2028") + strings.Count(text, "\u2029")
		for _, e := range es {
			if e.Path != "c.yaml" || e.Msg == "" || e.Line < 0 || e.Line > lines+1 || e.Column < 0 {
				t.Fatalf("bad mistake %+v in a file of %d lines", e, lines)
			}
		}
	})
}

// A panic inside yaml.v3 (here, from a nil decoder) is an error of the
// file, not a crash.
func TestDecodeRecovers(t *testing.T) {
	var n yaml.Node
	if err := decode(nil, &n); err == nil || !strings.HasPrefix(err.Error(), "yaml: ") {
		t.Errorf("decode(nil) = %v, want a yaml error", err)
	}
}
