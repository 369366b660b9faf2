// Package hermesmodel holds a model of Hermes's loader (model.py) and
// the test that holds pluglint's verdicts to it over generated packages.
package hermesmodel

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/pluglint/pluglint/report"
	"github.com/pluglint/pluglint/rules"
	"github.com/pluglint/pluglint/rules/model"
	"github.com/pluglint/pluglint/rules/rulestest"
)

// pkgFiles is a package as file name to content.
type pkgFiles map[string]string

const (
	manifestOK = `{"$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json", "name": "demo"%s}`
	mcpSchema  = `"$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json"`
)

// The parts a generated package is assembled from: each list holds valid
// forms and the mutations Hermes treats differently.
var (
	manifestExtras = []string{
		``, `, "version": "1.0.0"`, `, "version": 1`, `, "keywords": ["a", 1]`, `, "author": "me"`,
		`, "author": {"name": "me", "x": "y"}`, `, "extensions": []`, `, "extensions": {"x": 1}`,
		`, "mcpServers": "./mcp.json"`, `, "license": null`,
	}
	servers = []string{
		`{"type": "stdio", "command": "srv-mcp"}`,
		`{"type": "stdio", "command": "srv-mcp", "args": ["--port", "1"], "env": {"K": "v"}, "cwd": "./data"}`,
		`{"type": "stdio", "command": "npx -y srv"}`,
		`{"type": "stdio", "command": "/usr/bin/srv"}`,
		`{"type": "stdio", "command": "./bin/srv"}`,
		`{"type": "stdio", "command": "srv", "args": "x"}`,
		`{"type": "stdio", "command": "srv", "args": null}`,
		`{"type": "stdio", "command": "srv", "env": {"PLUGIN_ROOT": "x"}}`,
		`{"type": "stdio", "command": "srv", "env": {"plugin_root": "x"}}`,
		`{"type": "stdio", "command": "srv", "cwd": "./../x"}`,
		`{"type": "stdio", "command": "srv", "cwd": "${PLUGIN_DATA}/cache"}`,
		`{"type": "stdio", "command": "srv", "cwd": "./${PLUGIN_DATA}/x"}`,
		`{"type": "stdio", "command": "srv", "cwd": null}`,
		`{"type": "stdio", "command": "srv", "trust": "untrusted"}`,
		`{"type": "stdio", "command": "srv", "timeout": 5}`,
		`{"command": "srv"}`,
		`{"type": "http", "url": "https://example.com/mcp"}`,
		`{"type": ["stdio"], "command": "srv"}`,
		`{"type": "sse", "url": "https://example.com/mcp"}`,
		`{"type": "streamable-http", "url": "https://example.com/mcp"}`,
		`{"type": "streamable-http", "url": "http://example.com/mcp"}`,
		`{"type": "streamable-http", "url": "http://127.0.0.1:8080/mcp"}`,
		`{"type": "streamable-http", "url": "http://127.1/mcp"}`,
		`{"type": "streamable-http", "url": "https://example.com/mcp#x"}`,
		`{"type": "streamable-http", "url": "https://example.com/mcp#"}`,
		`{"type": "streamable-http", "url": "https://@example.com/mcp"}`,
		`{"type": "streamable-http", "url": "https://example.com/mcp", "headers": {"X-Key": "v"}}`,
		`{"type": "streamable-http", "url": "https://example.com/mcp", "headers": {"X Key": "v"}}`,
		`{"type": "streamable-http", "url": "https://example.com/mcp", "headers": {"a": "1", "A": "2"}}`,
		`{"type": "streamable-http", "url": "https://example.com/mcp", "headers": {"a": "x\ny"}}`,
		`"srv"`,
	}
	serverNames = []string{`srv`, `other`, `\ud800`, `\ud801`, `Srv`, ``}
	mcpShapes   = []string{
		`{` + mcpSchema + `, "mcpServers": {%s}}`,
		`{"mcpServers": {%s}}`,
		`{"$schema": "https://agent-plugins.org/schemas/1.1.0/mcp.schema.json", "mcpServers": {%s}}`,
		`{` + mcpSchema + `, "mcpServers": {%s}, "name": "x"}`,
		`{` + mcpSchema + `, "mcpServers": {%s},}`,
	}
	declarations = []string{
		`{}`, `{"trust": "untrusted"}`, `{"trust": "full"}`, `{"trust": "Untrusted"}`, `{"trust": null}`,
		`{"timeout": 5}`, `"untrusted"`, `{"liveness": {"kind": "static"}}`,
		`{"requires": {}, "liveness": {"kind": "polling", "x": 1}}`, `{"requires": {}, "liveness": "static"}`,
		`{"requires": {}, "liveness": null}`,
	}
	descriptions = []string{
		`Summarize text.`, `1.5e3`, `1e3`, `12e-3`, `1.e3`, `yes`, `"quoted"`, `~`, `2024-01-31`,
		"a\u2028b", "a\u0085b", "a \u2029 b", `[a, b]`, `0x1F`, `._`, `-_`, `'it''s'`,
	}
	frontExtras = []string{
		``, "\nmetadata: {beta: yes}", "\nmetadata: {k: v}", "\n[a, b]: c", "\n{a: 1}: c",
		"\nlicense: MIT\nlicense: MIT", "\nx: &a 1\ny: &a 2", "\nallowed-tools: [Read]",
		"\nv: !!omap [{a: 1}, {a: 2}]", "\nt: 2024-01-01 10:00:00\nt2: 2024-01-01T10:00:00Z",
	}
)

// generate assembles a package from random parts.
func generate(rng *rand.Rand) pkgFiles {
	pick := func(xs []string) string { return xs[rng.IntN(len(xs))] }
	files := pkgFiles{}
	var names []string
	var entries []string
	for range rng.IntN(3) + 1 {
		n := pick(serverNames)
		names = append(names, n)
		entries = append(entries, fmt.Sprintf(`"%s": %s`, n, pick(servers)))
	}
	if rng.IntN(8) > 0 {
		files["mcp.json"] = fmt.Sprintf(pick(mcpShapes), strings.Join(entries, ", "))
	}
	extra := pick(manifestExtras)
	if rng.IntN(2) == 0 {
		var decls []string
		for range rng.IntN(2) + 1 {
			n := pick(names)
			if rng.IntN(5) == 0 {
				n = pick(serverNames)
			}
			decls = append(decls, fmt.Sprintf(`"%s": %s`, n, pick(declarations)))
		}
		extra += fmt.Sprintf(`, "extensions": {"com.nousresearch.hermes": {"servers": {%s}}}`, strings.Join(decls, ", "))
	}
	files["plugin.json"] = fmt.Sprintf(manifestOK, extra)
	for i := range rng.IntN(3) {
		dir := []string{"summarize", "review", "Plan"}[i]
		files["skills/"+dir+"/SKILL.md"] = fmt.Sprintf("---\nname: %s\ndescription: %s%s\n---\n# Skill\n",
			strings.ToLower(dir), pick(descriptions), pick(frontExtras))
	}
	return files
}

type modelResult struct {
	Dir     string   `json:"dir"`
	Covered bool     `json:"covered"`
	Verdict string   `json:"verdict"`
	Dropped []string `json:"dropped"`
}

// runModel runs model.py over the package directories (see
// rulestest.RuamelLines for when it is skipped).
func runModel(t *testing.T, dirs []string) []modelResult {
	t.Helper()
	var res []modelResult
	for _, line := range rulestest.RuamelLines(t, nil, len(dirs), "model.py", dirs...) {
		var r modelResult
		if err := json.Unmarshal(line, &r); err != nil {
			t.Fatal(err)
		}
		res = append(res, r)
	}
	return res
}

// pluglint returns pluglint's verdict and dropped parts in model.py's terms.
func pluglint(t *testing.T, dir string) (string, []string) {
	t.Helper()
	pkg, err := model.LoadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	res, err := rules.Lint(pkg, nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.Outcome.Rejected {
		return "rejected", nil
	}
	dropped := []string{}
	for _, d := range res.Outcome.Dropped {
		switch d.Kind {
		case rules.TargetMCP, rules.TargetSkills:
			dropped = append(dropped, string(d.Kind))
		default:
			dropped = append(dropped, string(d.Kind)+":"+report.ShownName(d.Name))
		}
	}
	slices.Sort(dropped)
	return "loads", dropped
}

// TestAgainstModel generates packages from valid parts and mutations and
// holds pluglint's verdict and dropped parts to model.py's. HERMES_MODEL_N
// sets how many (default 400).
func TestAgainstModel(t *testing.T) {
	n := 400
	if s := os.Getenv("HERMES_MODEL_N"); s != "" {
		if _, err := fmt.Sscan(s, &n); err != nil {
			t.Fatalf("HERMES_MODEL_N: %v", err)
		}
	}
	rng := rand.New(rand.NewPCG(19, 1))
	root := t.TempDir()
	var dirs []string
	var pkgs []pkgFiles
	for i := range n {
		files := generate(rng)
		dir := filepath.Join(root, fmt.Sprintf("p%04d", i))
		for name, data := range files {
			p := filepath.Join(dir, filepath.FromSlash(name))
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		dirs = append(dirs, dir)
		pkgs = append(pkgs, files)
	}
	results := runModel(t, dirs)
	covered, bad := 0, 0
	for i, m := range results {
		if !m.Covered {
			continue
		}
		covered++
		verdict, dropped := pluglint(t, dirs[i])
		if m.Dropped == nil {
			m.Dropped = []string{}
		}
		if verdict != m.Verdict || (verdict == "loads" && !slices.Equal(dropped, m.Dropped)) {
			if bad++; bad <= 15 {
				t.Errorf("package %d:\n%s\nHermes model: %s %v\npluglint:     %s %v", i, show(pkgs[i]), m.Verdict, m.Dropped, verdict, dropped)
			}
		}
	}
	t.Logf("%d packages, %d covered by the model, %d differ", n, covered, bad)
	if covered < n/2 {
		t.Errorf("the model covered only %d of %d packages", covered, n)
	}
}

func show(files pkgFiles) string {
	var names []string
	for n := range files {
		names = append(names, n)
	}
	slices.Sort(names)
	var b strings.Builder
	for _, n := range names {
		fmt.Fprintf(&b, "-- %s --\n%s\n", n, files[n])
	}
	return b.String()
}
