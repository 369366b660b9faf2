package main

import (
	"io/fs"
	"os"
	"strings"
	"testing"
)

// TestTrustTypo: the playground's first promise, a trust typo shown as
// PL210 with its position, its excerpt and the rejected verdict.
func TestTrustTypo(t *testing.T) {
	out, err := lintFiles("trader", map[string]string{
		"plugin.json": `{"$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json", "name": "trader",
  "extensions": {"com.nousresearch.hermes": {"servers": {"trade": {"trust": "Untrusted"}}}}}
`,
		"mcp.json": `{"$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json",
  "mcpServers": {"trade": {"type": "streamable-http", "url": "https://trade.example/mcp"}}}
`,
	})
	if err != nil {
		t.Fatal(err)
	}
	want := `trader/mcp.json:2:18: warning: server "trade" looks write-capable ("trade" in the name (money); "trade" in the URL (money); medium confidence, from words) and runs at full trust; Hermes lets the model call its tools without asking: change "trust" to "untrusted" in its declaration in plugin.json (extensions["com.nousresearch.hermes"].servers["trade"]) [PL501 write-server-ungated]
      "mcpServers": {"trade": {"type": "streamable-http", "url": "https://trade.example/mcp"}}}
                     ^~~~~~~
trader/plugin.json:2:77: error: trust value "Untrusted" is not allowed; Hermes rejects the whole package (did you mean "untrusted"?) [PL210 trust-invalid]
      "extensions": {"com.nousresearch.hermes": {"servers": {"trade": {"trust": "Untrusted"}}}}}
                                                                                ^~~~~~~~~~~
trader: rejected — Hermes will not load this package
  1 error, 1 warning, 0 notes
`
	if out.Text != want {
		t.Errorf("text report:\n%s\nwant:\n%s", out.Text, want)
	}
	if !strings.Contains(out.JSON, `"verdict": "rejected"`) || !strings.Contains(out.JSON, `"rule": "PL210"`) {
		t.Errorf("JSON lacks the verdict or the finding:\n%s", out.JSON)
	}
}

// TestSecretMasked: a credential pasted into the page never comes back.
func TestSecretMasked(t *testing.T) {
	token := "ghp_" + strings.Repeat("Zq7x", 9)
	out, err := lintFiles("p", map[string]string{
		"plugin.json": `{"name": "p"}`,
		"mcp.json":    `{"mcpServers": {"gh": {"type": "streamable-http", "url": "https://api.example/mcp", "headers": {"Authorization": "Bearer ` + token + `"}}}}`,
	})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.Text, "PL500") {
		t.Fatalf("no secret finding; the test proves nothing:\n%s", out.Text)
	}
	if strings.Contains(out.Text+out.JSON, token[4:20]) {
		t.Error("the credential came back from the playground")
	}
}

// TestEscapingNames: a file name that climbs out of the package is refused.
func TestEscapingNames(t *testing.T) {
	if _, err := lintFiles("p", map[string]string{"../x/plugin.json": "{}"}); err == nil {
		t.Error("a name climbing out of the package was accepted")
	}
}

// TestSameAsFiles: the README's example, given as pasted files, lints as
// it does from disk (no findings, the same summary the CLI prints).
func TestSameAsFiles(t *testing.T) {
	root := os.DirFS("../../testdata/example/trader")
	files := map[string]string{}
	err := fs.WalkDir(root, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(root, p)
		files[p] = string(data)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	out, err := lintFiles("trader", files)
	if err != nil {
		t.Fatal(err)
	}
	want := "trader: loads\n" +
		"  server trust: trade — untrusted (Hermes asks before every write-capable tool call)\n"
	if !strings.HasPrefix(out.Text, want) {
		t.Errorf("got:\n%s\nwant it to start:\n%s", out.Text, want)
	}
}
