package rules

import (
	"fmt"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/pluglint/pluglint/rules/inventory"
	"github.com/pluglint/pluglint/rules/model"
	"github.com/pluglint/pluglint/rules/pyjson"
)

// TestLookupsIndexed: with many servers, the outcome and the inventory
// look servers up through an index, and answer as the scan does.
func TestLookupsIndexed(t *testing.T) {
	var servers, tools []string
	for i := range 3 * linearLookups {
		servers = append(servers, fmt.Sprintf(`"s%d": {"type": "streamable-http", "url": "https://s%d.example.com"}`, i, i))
		if i%2 == 0 {
			tools = append(tools, fmt.Sprintf(`"s%d": {"tools": [{"name": "t", "annotations": {"readOnlyHint": true}}]}`, i))
		}
	}
	pkg, err := model.Load(model.Source{FS: fstest.MapFS{
		"plugin.json":          {Data: []byte(`{"$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json", "name": "many"}`)},
		"mcp.json":             {Data: []byte(`{"$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json", "mcpServers": {` + strings.Join(servers, ", ") + `}}`)},
		".pluglint/tools.json": {Data: []byte(`{"version": 1, "servers": {` + strings.Join(tools, ", ") + `, "s1": {"tools": "none"}}}`)},
	}, Dir: "."})
	if err != nil {
		t.Fatal(err)
	}
	o := computeOutcome(pkg, nil)
	inv := inventory.Parse(pkg)
	if o.byName == nil {
		t.Fatalf("%d servers and no index", len(o.Servers))
	}
	for i := range 3*linearLookups + 2 {
		name := fmt.Sprintf("s%d", i)
		var want *Server
		for _, s := range o.Servers {
			if s.Name == name {
				want = s
			}
		}
		if got := o.Server(name); got != want {
			t.Errorf("Outcome.Server(%q) = %v, want %v", name, got, want)
		}
		var wantInv *inventory.Server
		for _, s := range inv.Servers {
			if s.Name == name && s.Listed {
				wantInv = s
			}
		}
		if got := inv.Server(name); got != wantInv {
			t.Errorf("Inventory.Server(%q) = %v, want %v", name, got, wantInv)
		}
		var wantMember *pyjson.Member
		for _, m := range pkg.ServerMembers() {
			if m.Key == name {
				wantMember = m
			}
		}
		if got := pkg.ServerMember(name); got != wantMember {
			t.Errorf("Package.ServerMember(%q) = %v, want %v", name, got, wantMember)
		}
	}
}
