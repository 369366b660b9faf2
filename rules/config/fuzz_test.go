package config

import (
	"bytes"
	"encoding/binary"
	"errors"
	"strings"
	"testing"
	"unicode/utf16"

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
		// YAML reads UTF-16 when the file starts with its byte order
		// mark, and breaks lines at LF, CR, CRLF, NEL, LS and PS.
		text := strings.ReplaceAll(decodedText(data), "\r\n", "\n")
		lines := 1 + strings.Count(text, "\n") + strings.Count(text, "\r") +
			strings.Count(text, "\u0085") + strings.Count(text, "\u2028") + strings.Count(text, "\u2029")
		for _, e := range es {
			if e.Path != "c.yaml" || e.Msg == "" || e.Line < 0 || e.Line > lines+1 || e.Column < 0 {
				t.Fatalf("bad mistake %+v in a file of %d lines", e, lines)
			}
		}
	})
}

// decodedText is data as the YAML reader sees it: UTF-16 after a byte
// order mark, UTF-8 otherwise.
func decodedText(data []byte) string {
	var order binary.ByteOrder
	switch {
	case bytes.HasPrefix(data, []byte{0xfe, 0xff}):
		order = binary.BigEndian
	case bytes.HasPrefix(data, []byte{0xff, 0xfe}):
		order = binary.LittleEndian
	default:
		return string(data)
	}
	units := make([]uint16, 0, len(data)/2)
	for i := 2; i+1 < len(data); i += 2 {
		units = append(units, order.Uint16(data[i:]))
	}
	return string(utf16.Decode(units))
}

// A panic inside yaml.v3 (here, from a nil decoder) is an error of the
// file, not a crash.
func TestDecodeRecovers(t *testing.T) {
	var n yaml.Node
	if err := decode(nil, &n); err == nil || !strings.HasPrefix(err.Error(), "yaml: ") {
		t.Errorf("decode(nil) = %v, want a yaml error", err)
	}
}
