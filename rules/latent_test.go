package rules

import (
	"testing"
	"testing/fstest"

	"github.com/pluglint/pluglint/rules/model"
)

func lintMap(t *testing.T, files map[string]string) *Result {
	t.Helper()
	fsys := fstest.MapFS{}
	for name, data := range files {
		fsys[name] = &fstest.MapFile{Data: []byte(data)}
	}
	pkg, err := model.Load(model.Source{FS: fsys, Dir: "."})
	if err != nil {
		t.Fatal(err)
	}
	res, err := Lint(pkg, nil)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

const latentManifest = `{"$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json", "name": "demo"}`

// TestLatentBehindDroppedMCP: the write-capable server of an mcp.json
// dropped for its "$schema" is reported, latent on PL300, and the verdict
// and dropped parts are those of the real run.
func TestLatentBehindDroppedMCP(t *testing.T) {
	res := lintMap(t, map[string]string{
		"plugin.json": latentManifest,
		"mcp.json":    `{"mcpServers": {"trade": {"type": "stdio", "command": "trade-mcp"}}}`,
	})
	var latent []*Finding
	for _, f := range res.Findings {
		if f.LatentOf != nil {
			latent = append(latent, f)
		}
	}
	if len(latent) != 1 || latent[0].Rule != WriteServerUngated || latent[0].LatentOf != MCPFile ||
		latent[0].Loc.Pointer != "/mcpServers/trade" || latent[0].Pos.Line != 1 || latent[0].Pos.Column != 17 {
		t.Fatalf("latent findings %v, want one PL501 at 1:17 on /mcpServers/trade behind PL300", latent)
	}
	if latent[0].Drops != nil || res.Outcome.Rejected || len(res.Outcome.Servers) != 0 ||
		len(res.Outcome.Dropped) != 1 || res.Outcome.Dropped[0].Kind != TargetMCP {
		t.Errorf("the latent finding changed the outcome: %+v", res.Outcome)
	}
}

// TestLatentNearMiss: where nothing is dropped, nothing is latent, and a
// drop latent analysis cannot repair (an unknown type) uncovers nothing.
func TestLatentNearMiss(t *testing.T) {
	for name, mcp := range map[string]string{
		"clean":        `{"$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json", "mcpServers": {"trade": {"type": "stdio", "command": "trade-mcp"}}}`,
		"unknown type": `{"$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json", "mcpServers": {"trade": {"type": "http", "url": "http://x.example/#a"}}}`,
		"syntax error": `{"mcpServers": {"trade": {"type": "stdio", "command": "trade-mcp"},}}`,
	} {
		res := lintMap(t, map[string]string{"plugin.json": latentManifest, "mcp.json": mcp})
		for _, f := range res.Findings {
			if f.LatentOf != nil {
				t.Errorf("%s: unexpected latent finding %s %s", name, f.Rule.ID, f.Message)
			}
		}
	}
}

// TestSurrogateServersDropApart: two servers whose names differ only in
// lone surrogates are two servers; dropping one leaves the other loaded.
func TestSurrogateServersDropApart(t *testing.T) {
	res := lintMap(t, map[string]string{
		"plugin.json": latentManifest,
		"mcp.json": `{"$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json", "mcpServers": {
  "\ud800": {"type": "sse", "url": "https://example.com/mcp"},
  "\ud801": {"type": "stdio", "command": "b-mcp"}}}`,
	})
	o := res.Outcome
	if len(o.Servers) != 1 || o.Servers[0].Member.Ident() != "\xed\xa0\x81" {
		t.Errorf("loaded %d servers, want the one named \\ud801", len(o.Servers))
	}
	if len(o.Dropped) != 1 || o.Dropped[0].Kind != TargetServer || o.Dropped[0].Name != "\xed\xa0\x80" {
		t.Errorf("dropped %+v, want server \\ud800", o.Dropped)
	}
}
