package main

import (
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rogpeppe/go-internal/txtar"

	"github.com/pluglint/pluglint/rules/rulestest"
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
	}, nil)
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
	}, nil)
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
	if _, err := lintFiles("p", map[string][]byte{"../x/plugin.json": []byte("{}")}, nil); err == nil {
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
	out, err := lintFiles("trader", files, nil)
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
	}, nil)
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

// TestContentUnread: the engine reads no file wantsContent leaves out, so
// the page may hand those over by name alone. Every rule fixture lints
// the same with the other files' bytes gone (a symlink's target keeps
// them: the browser follows links, so their bytes arrive under the link's
// name, which wantsContent judges).
func TestContentUnread(t *testing.T) {
	archives, err := filepath.Glob("../../testdata/rules/*/*.txtar")
	if err != nil || len(archives) < 300 {
		t.Fatalf("%d fixtures (%v): the test proves nothing", len(archives), err)
	}
	emptied := 0
	for _, name := range archives {
		a, err := txtar.ParseFile(name)
		if err != nil {
			t.Fatal(err)
		}
		full := rulestest.FixtureFS(a)
		bare := fstest.MapFS{}
		var targets []string
		for p, f := range full {
			if f.Mode&fs.ModeSymlink != 0 {
				targets = append(targets, path.Join(path.Dir(p), string(f.Data)))
			}
		}
		for p, f := range full {
			c := *f
			linked := slices.ContainsFunc(targets, func(t string) bool { return p == t || strings.HasPrefix(p, t+"/") })
			if c.Mode.IsRegular() && len(c.Data) > 0 && !wantsContent(p) && !linked {
				c.Data = nil
				emptied++
			}
			bare[p] = &c
		}
		want, err := lintFS("p", full)
		if err != nil {
			t.Fatal(err)
		}
		got, err := lintFS("p", bare)
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Errorf("%s: the engine read a file wantsContent leaves out:\n%s\nwith every file's bytes:\n%s", name, got.Text, want.Text)
		}
	}
	if emptied < 20 {
		t.Errorf("only %d files emptied: the test proves nothing", emptied)
	}
}

// TestUnreadTooLarge: a manifest the page did not read, being over 8 MiB,
// is reported too large, with its size, as the CLI reports it.
func TestUnreadTooLarge(t *testing.T) {
	out, err := lintFiles("big", map[string][]byte{"mcp.json": []byte(`{"mcpServers": {}}`)},
		map[string]int64{"plugin.json": 9 << 20, "assets/movie.mp4": 100 << 20})
	if err != nil {
		t.Fatal(err)
	}
	want := "big/plugin.json:1:1: error: plugin.json is 9.0 MiB, larger than the 8.0 MiB pluglint reads"
	if !strings.Contains(out.Text, want) {
		t.Errorf("got:\n%s\nwant a line starting:\n%s", out.Text, want)
	}
}
