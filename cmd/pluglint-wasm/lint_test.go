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
	out, err := lintFiles("trader", map[string][]byte{
		"plugin.json": []byte(`{"$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json", "name": "trader",
  "extensions": {"com.nousresearch.hermes": {"servers": {"trade": {"trust": "Untrusted"}}}}}
`),
		"mcp.json": []byte(`{"$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json",
  "mcpServers": {"trade": {"type": "streamable-http", "url": "https://trade.example/mcp"}}}
`),
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
	out, err := lintFiles("p", map[string][]byte{
		"plugin.json": []byte(`{"name": "p"}`),
		"mcp.json":    []byte(`{"mcpServers": {"gh": {"type": "streamable-http", "url": "https://api.example/mcp", "headers": {"Authorization": "Bearer ` + token + `"}}}}`),
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
	if _, err := lintFiles("p", map[string][]byte{"../x/plugin.json": []byte("{}")}); err == nil {
		t.Error("a name climbing out of the package was accepted")
	}
}

// TestSameAsFiles: the README's example, given as pasted files, lints as
// it does from disk (no findings, the same summary the CLI prints).
func TestSameAsFiles(t *testing.T) {
	root := os.DirFS("../../testdata/example/trader")
	files := map[string][]byte{}
	err := fs.WalkDir(root, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(root, p)
		files[p] = data
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

// TestDirectories: a name ending in a slash is a directory, so an empty
// one the page found in a dropped folder is seen as on disk (here a
// SKILL.md that is a folder, which Hermes drops), and files are taken to
// be executable: a browser does not tell modes.
func TestDirectories(t *testing.T) {
	out, err := lintFiles("demo", map[string][]byte{
		"plugin.json":                []byte(`{"$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json", "name": "demo"}`),
		"mcp.json":                   []byte(`{"$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json", "mcpServers": {"s": {"type": "stdio", "command": "./run"}}}`),
		"run":                        []byte("#!/bin/sh\n"),
		"skills/":                    nil,
		"skills/summarize/":          nil,
		"skills/summarize/SKILL.md/": nil,
	})
	if err != nil {
		t.Fatal(err)
	}
	want := `demo/skills/summarize/SKILL.md:1:1: error: skills/summarize/SKILL.md is a directory, not a regular file; Hermes drops the skill "summarize" (SKILL.md must be a regular in-root file) [PL004 path-escape]`
	if !strings.Contains(out.Text, want+"\n") {
		t.Errorf("no PL004 for the SKILL.md folder:\n%s", out.Text)
	}
	if strings.Contains(out.Text, "PL310") {
		t.Errorf("a file was taken to be not executable:\n%s", out.Text)
	}
}
