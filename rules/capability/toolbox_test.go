package capability

import (
	"slices"
	"strings"
	"testing"

	"github.com/pluglint/pluglint/rules/pyjson"
)

// TestPrebuiltSetsSourced checks the table of MCP Toolbox's prebuilt
// tool sets as TestKnownServersSourced checks the known servers.
func TestPrebuiltSetsSourced(t *testing.T) {
	seen := map[string]bool{}
	for _, s := range prebuiltSets {
		if !strings.HasPrefix(s.source, "https://") || s.does == "" {
			t.Errorf("%s: no public source or description", s.name)
		}
		if seen[s.name] {
			t.Errorf("%s listed twice", s.name)
		}
		seen[s.name] = true
	}
}

func TestToolboxPieces(t *testing.T) {
	for _, tt := range []struct {
		entry string
		want  []string // the pieces' What, "+" before a writing one
	}{
		{`{"command": "npx", "args": ["-y", "@toolbox-sdk/server@1.2.0", "--prebuilt", "mysql,looker-conversational-analytics", "--stdio"]}`, []string{
			`+MCP Toolbox's prebuilt tool set "mysql", whose tools run any SQL (execute_sql)`,
			`-MCP Toolbox's prebuilt tool set "looker-conversational-analytics", whose tools only ask questions of the data and list models (ask_data_insights, get_models)`,
		}},
		{`{"command": "./toolbox", "args": ["--prebuilt=alloydb-postgres-observability"]}`, []string{
			`-MCP Toolbox's prebuilt tool set "alloydb-postgres-observability", whose tools only read monitoring metrics (get_system_metrics, get_query_metrics)`,
		}},
		{`{"command": "C:\\tools\\toolbox.exe", "args": ["--prebuilt", "sqlite"]}`, []string{
			`+MCP Toolbox's prebuilt tool set "sqlite", whose tools run any SQL (execute_sql)`,
		}},
		// Not MCP Toolbox, no prebuilt set, a set the table does not hold,
		// a --prebuilt with no value.
		{`{"command": "npx", "args": ["-y", "other-mcp", "--prebuilt", "mysql"]}`, nil},
		{`{"command": "./toolbox", "args": ["--tools-file", "tools.yaml"]}`, nil},
		{`{"command": "./toolbox", "args": ["--prebuilt", "not-a-set"]}`, nil},
		{`{"command": "./toolbox", "args": ["--prebuilt"]}`, nil},
		{`{"command": "./mytoolbox", "args": ["--prebuilt", "mysql"]}`, nil},
	} {
		v, err := pyjson.Parse([]byte(tt.entry))
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, p := range toolboxPieces(v.Root) {
			mark := "-"
			if p.Writes {
				mark = "+"
			}
			if p.Source != KnownServer || !p.Strong || p.Where != "the args" {
				t.Errorf("%s: piece %+v", tt.entry, p)
			}
			got = append(got, mark+p.What)
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("%s:\n got %q\nwant %q", tt.entry, got, tt.want)
		}
	}
}
