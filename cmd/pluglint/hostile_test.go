package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/pluglint/pluglint/rules/model"

	"github.com/pluglint/pluglint/cmd/internal/cli"
	"github.com/pluglint/pluglint/rules/rulestest"
)

// The hostile tests run pluglint as a separate process (the test binary
// under the name testscript.Main gives it) on packages written to
// t.TempDir() at test time, so that a crash shows as a stack trace on
// stderr and a hang can be killed. The timeout only fails a hung run; it
// asserts nothing about speed.
const hangTimeout = 2 * time.Minute

// canary is written into files outside the package root that hostile
// symlinks point at. It must never appear in any output.
const canary = "CANARY-5e1f0c9a-outside-the-root"

const (
	validManifest = `{"$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json", "name": "demo"}`
	mcpSchema     = `"$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json"`
)

type runResult struct {
	code           int
	stdout, stderr []byte
}

// pluglintBinary returns the path of a command that runs pluglint.
func pluglintBinary(t *testing.T) string {
	t.Helper()
	p, err := exec.LookPath("pluglint")
	if err != nil {
		t.Fatalf("pluglint is not on PATH (testscript.Main puts it there): %v", err)
	}
	return p
}

// runPluglint runs pluglint in dir and fails the test on a hang, a crash
// or an exit code other than 0 or 1.
func runPluglint(t *testing.T, cmd *exec.Cmd) runResult {
	t.Helper()
	return runPluglintCodes(t, cmd, cli.ExitOK, cli.ExitFindings)
}

// runPluglintCodes is runPluglint accepting the given exit codes.
func runPluglintCodes(t *testing.T, cmd *exec.Cmd, codes ...int) runResult {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), hangTimeout)
	defer cancel()
	c := exec.CommandContext(ctx, cmd.Path, cmd.Args[1:]...)
	c.Args[0] = cmd.Args[0]
	c.Dir, c.Env, c.SysProcAttr = cmd.Dir, cmd.Env, cmd.SysProcAttr
	var stdout, stderr bytes.Buffer
	c.Stdout, c.Stderr = &stdout, &stderr
	err := c.Run()
	if ctx.Err() != nil {
		t.Fatalf("pluglint %s hung: killed after %s", strings.Join(cmd.Args[1:], " "), hangTimeout)
	}
	res := runResult{stdout: stdout.Bytes(), stderr: stderr.Bytes()}
	var exit *exec.ExitError
	switch {
	case err == nil:
	case errors.As(err, &exit):
		res.code = exit.ExitCode()
	default:
		t.Fatalf("running pluglint: %v", err)
	}
	for _, crash := range []string{"panic:", "goroutine ", "runtime error", "fatal error:"} {
		if bytes.Contains(res.stderr, []byte(crash)) || bytes.Contains(res.stdout, []byte(crash)) {
			t.Fatalf("pluglint %s crashed (%q in output); stderr:\n%s", strings.Join(cmd.Args[1:], " "), crash, res.stderr)
		}
	}
	if !slices.Contains(codes, res.code) {
		t.Fatalf("pluglint %s: exit %d, want one of %v; stderr:\n%s", strings.Join(cmd.Args[1:], " "), res.code, codes, res.stderr)
	}
	return res
}

func lintCmd(t *testing.T, dir string, args ...string) *exec.Cmd {
	t.Helper()
	c := exec.Command(pluglintBinary(t), append([]string{"--color", "never"}, args...)...)
	c.Args[0] = "pluglint"
	c.Dir = dir
	c.Env = append(os.Environ(), "NO_COLOR=", "FORCE_COLOR=", "CI=", "GITHUB_ACTIONS=", "GITHUB_STEP_SUMMARY=")
	return c
}

// lintAllFormats lints pkg (relative to dir) in every format and checks
// what must hold whatever the package: no canary, no terminal control
// bytes in text, valid UTF-8. It returns the text output.
func lintAllFormats(t *testing.T, dir, pkg string) runResult {
	t.Helper()
	text := runPluglint(t, lintCmd(t, dir, pkg))
	for _, format := range []string{"json", "sarif", "github"} {
		res := runPluglint(t, lintCmd(t, dir, "--format", format, pkg))
		if res.code != text.code {
			t.Errorf("--format %s: exit %d, text exit %d", format, res.code, text.code)
		}
		checkSafe(t, format, res.stdout)
	}
	checkSafe(t, "text", text.stdout)
	checkSafe(t, "stderr", text.stderr)
	return text
}

// c1 matches C1 control characters and the bidi controls that reorder
// what a terminal shows, encoded as UTF-8.
var c1 = regexp.MustCompile("[\u0080-\u009f\u202a-\u202e\u2066-\u2069]")

func checkSafe(t *testing.T, what string, out []byte) {
	t.Helper()
	if bytes.Contains(out, []byte(canary)) {
		t.Errorf("%s output holds the canary from a file outside the package root", what)
	}
	if what == "json" || what == "sarif" {
		// Escaped, never raw: JSON text never holds a raw control byte.
		if i := bytes.IndexFunc(out, func(r rune) bool { return r < 0x20 && r != '\n' && r != '\t' && r != '\r' }); i >= 0 {
			t.Errorf("%s output holds raw control byte %#x at %d", what, out[i], i)
		}
		return
	}
	if i := bytes.IndexByte(out, 0x1b); i >= 0 {
		t.Errorf("%s output holds an ESC byte at %d: %q", what, i, out[max(0, i-40):min(len(out), i+40)])
	}
	if i := bytes.IndexFunc(out, func(r rune) bool { return r < 0x20 && r != '\n' && r != '\t' }); i >= 0 {
		t.Errorf("%s output holds control byte %#x at %d: %q", what, out[i], i, out[max(0, i-40):min(len(out), i+40)])
	}
	if loc := c1.FindIndex(out); loc != nil {
		t.Errorf("%s output holds a C1 or bidi control at %d: %q", what, loc[0], out[max(0, loc[0]-40):min(len(out), loc[1]+40)])
	}
	if !utf8.Valid(out) {
		t.Errorf("%s output is not valid UTF-8", what)
	}
}

// expect checks that text output names each rule ID at least once.
func expect(t *testing.T, res runResult, ids ...string) {
	t.Helper()
	for _, id := range ids {
		if !bytes.Contains(res.stdout, []byte("["+id+" ")) {
			t.Errorf("no %s finding; output:\n%s", id, clip(res.stdout))
		}
	}
}

func clip(b []byte) string {
	if len(b) > 4000 {
		return string(b[:4000]) + "\n[…]"
	}
	return string(b)
}

// hostileTree builds a directory with one package per hostile case and a
// directory outside every package holding canaries.
func hostileTree(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	outside := filepath.Join(dir, "outside")
	rulestest.WriteTree(t, outside, map[string]string{
		"plugin.json":       `{"name": "` + canary + `"}`,
		"mcp.json":          `{` + mcpSchema + `, "mcpServers": {"` + canary + `": {"type": "stdio", "command": "x"}}}`,
		"skill/SKILL.md":    "---\nname: skill\ndescription: " + canary + "\n---\n" + canary + "\n",
		"skills/s/SKILL.md": "---\nname: s\ndescription: " + canary + "\n---\n",
		"bin/server":        "#!/bin/sh\n# " + canary + "\n",
	})
	return dir
}

func TestHostileSpecialFiles(t *testing.T) {
	dir := hostileTree(t)
	rulestest.WriteTree(t, filepath.Join(dir, "fifo"), map[string]string{
		"plugin.json@fifo":          "",
		"mcp.json@fifo":             "",
		"skills/a/SKILL.md@fifo":    "",
		"skills/b/SKILL.md@dir":     "",
		"plugin.yaml@fifo":          "",
		".pluglint/tools.json@fifo": "",
	})
	rulestest.WriteTree(t, filepath.Join(dir, "sock"), map[string]string{
		"plugin.json@sock":       "",
		"mcp.json@sock":          "",
		"skills/a/SKILL.md@sock": "",
	})
	rulestest.WriteTree(t, filepath.Join(dir, "dirs"), map[string]string{
		"plugin.json@dir": "",
		"mcp.json@dir":    "",
		"skills@fifo":     "",
	})
	for _, pkg := range []string{"fifo", "sock"} {
		t.Run(pkg, func(t *testing.T) {
			res := lintAllFormats(t, dir, pkg)
			if res.code != cli.ExitFindings {
				t.Errorf("exit %d, want 1", res.code)
			}
			expect(t, res, "PL004")
			for _, f := range []string{"plugin.json", "mcp.json", "skills/a/SKILL.md"} {
				if !bytes.Contains(res.stdout, []byte(pkg+"/"+f+":1:1: error: ")) {
					t.Errorf("no error at %s; output:\n%s", f, clip(res.stdout))
				}
			}
		})
	}
	t.Run("dirs", func(t *testing.T) {
		res := lintAllFormats(t, dir, "dirs")
		expect(t, res, "PL004")
	})
}

// TestHostileNamedFiles: a FIFO, socket or directory where pluglint reads
// a whole file on the user's behalf (a .pluglint.yaml the package
// carries, or a file named by a flag) is refused at once with a usage
// error that says so; opening a FIFO must not wait for a writer.
func TestHostileNamedFiles(t *testing.T) {
	dir := hostileTree(t)
	rulestest.WriteTree(t, filepath.Join(dir, "conf"), map[string]string{
		"plugin.json":         validManifest,
		".pluglint.yaml@fifo": "",
	})
	rulestest.WriteTree(t, filepath.Join(dir, "pkg"), map[string]string{"plugin.json": validManifest})
	rulestest.WriteTree(t, dir, map[string]string{
		"named/fifo@fifo":  "",
		"named/sock@sock":  "",
		"named/dir@dir":    "",
		"named/empty.yaml": "",
	})
	t.Run("package .pluglint.yaml", func(t *testing.T) {
		res := runPluglintCodes(t, lintCmd(t, dir, "conf"), cli.ExitUsage)
		want := "pluglint: configuration file " + filepath.Join(dir, "conf", ".pluglint.yaml") + " is not a regular file\n"
		if string(res.stderr) != want {
			t.Errorf("stderr %q, want %q", res.stderr, want)
		}
	})
	conf := filepath.Join(dir, "named", "empty.yaml")
	t.Run("package .pluglint.yaml under --config", func(t *testing.T) {
		// A catalog linted with --config never opens the packages' own
		// configuration files: one hostile package cannot stop the run.
		res := runPluglint(t, lintCmd(t, dir, "--config", conf, "conf"))
		if res.code != cli.ExitOK || len(res.stderr) != 0 {
			t.Errorf("exit %d, stderr %q", res.code, res.stderr)
		}
	})
	for _, file := range []string{"fifo", "sock", "dir"} {
		name := filepath.Join(dir, "named", file)
		for _, c := range []struct {
			args []string
			want string
		}{
			{[]string{"--config", name}, "pluglint: configuration file " + name + " is not a regular file\n"},
			{[]string{"--config", conf, "--baseline", name}, "pluglint: reading baseline: " + name + " is not a regular file\n"},
			{[]string{"--config", conf, "--tools", name}, "pluglint: --tools: " + name + " is not a regular file\n"},
			{[]string{"--config", conf, "--hermes-config", name}, "pluglint: --hermes-config: " + name + " is not a regular file\n"},
		} {
			t.Run(file+" "+c.args[len(c.args)-2], func(t *testing.T) {
				res := runPluglintCodes(t, lintCmd(t, dir, append(c.args, "pkg")...), cli.ExitUsage)
				if string(res.stderr) != c.want {
					t.Errorf("stderr %q, want %q", res.stderr, c.want)
				}
			})
		}
	}
}

// TestHostileShippedConfig: a .pluglint.yaml in a package root comes with
// the package. Neither it nor the inventory its tools: key names may lead
// outside the package through a symlink; one above the packages (the
// catalog's own) may, and one that stays inside the package is read.
func TestHostileShippedConfig(t *testing.T) {
	dir := hostileTree(t)
	rulestest.WriteTree(t, dir, map[string]string{
		"outside/conf.yaml":              "# " + canary + "\nrules:\n  PL106: off\n",
		"outside/tools.json":             `{"` + canary + `": 1}`,
		"conf/plugin.json":               validManifest,
		"conf/.pluglint.yaml@symlink":    "../outside/conf.yaml",
		"tools/plugin.json":              validManifest,
		"tools/.pluglint.yaml":           "tools: inv.json\n",
		"tools/inv.json@symlink":         "../outside/tools.json",
		"inside/plugin.json":             validManifest,
		"inside/.pluglint.yaml@symlink":  "cfg/pluglint.yaml",
		"inside/cfg/pluglint.yaml":       "rules:\n  PL106: off\n",
		"catalog/.git@dir":               "",
		"catalog/.pluglint.yaml@symlink": "../outside/conf.yaml",
		"catalog/pkg/plugin.json":        validManifest,
	})
	for _, c := range []struct{ pkg, want string }{
		{"conf", "pluglint: configuration file conf/.pluglint.yaml is a symlink leading outside its package: pluglint reads nothing outside a package it lints (name a configuration with --config)\n"},
		{"tools", "pluglint: configuration tools: tools/inv.json is a symlink leading outside its package: pluglint reads nothing outside a package it lints (name an inventory with --tools)\n"},
	} {
		t.Run(c.pkg, func(t *testing.T) {
			res := runPluglintCodes(t, lintCmd(t, dir, c.pkg), cli.ExitUsage)
			if string(res.stderr) != c.want || len(res.stdout) != 0 {
				t.Errorf("stderr %q, want %q; stdout %q", res.stderr, c.want, res.stdout)
			}
		})
	}
	for _, pkg := range []string{"inside", "catalog/pkg"} {
		t.Run(pkg, func(t *testing.T) {
			res := lintAllFormats(t, dir, pkg)
			if res.code != cli.ExitOK || len(res.stderr) != 0 {
				t.Errorf("exit %d, stderr %q", res.code, res.stderr)
			}
		})
	}
}

func TestHostileSymlinks(t *testing.T) {
	dir := hostileTree(t)
	abs := filepath.Join(dir, "outside")
	rulestest.WriteTree(t, filepath.Join(dir, "loops"), map[string]string{
		"plugin.json@symlink":       "plugin.json",
		"mcp.json@symlink":          "a",
		"a@symlink":                 "b",
		"b@symlink":                 "mcp.json",
		"skills/self@symlink":       ".",
		"skills/up@symlink":         "../skills",
		"skills/x@symlink":          "y",
		"skills/y@symlink":          "x",
		"skills/z/SKILL.md@symlink": "../z/SKILL.md",
	})
	rulestest.WriteTree(t, filepath.Join(dir, "escapes"), map[string]string{
		"plugin.json@symlink":          "../outside/plugin.json",
		"mcp.json@symlink":             abs + "/mcp.json",
		"plugin.yaml@symlink":          "/dev/zero",
		"skills/evil@symlink":          "../../outside/skill",
		"skills/b/SKILL.md@symlink":    "../../../outside/skill/SKILL.md",
		"skills/c@symlink":             abs + "/skill",
		"up@symlink":                   "..",
		"skills/d/SKILL.md@symlink":    "../../up/outside/skill/SKILL.md",
		".pluglint/tools.json@symlink": "../../outside/plugin.json",
	})
	// An escaping skills directory, and a server whose command resolves
	// outside the root through a symlinked directory.
	rulestest.WriteTree(t, filepath.Join(dir, "escdir"), map[string]string{
		"plugin.json":    validManifest,
		"mcp.json":       `{` + mcpSchema + `, "mcpServers": {"s": {"type": "stdio", "command": "./bin/server"}}}`,
		"bin@symlink":    "../outside/bin",
		"skills@symlink": "../outside/skills",
	})
	t.Run("loops", func(t *testing.T) {
		res := lintAllFormats(t, dir, "loops")
		if res.code != cli.ExitFindings {
			t.Errorf("exit %d, want 1", res.code)
		}
		expect(t, res, "PL004")
		if !bytes.Contains(res.stdout, []byte("loops")) {
			t.Errorf("no finding says the symlink loops; output:\n%s", clip(res.stdout))
		}
	})
	t.Run("escapes", func(t *testing.T) {
		res := lintAllFormats(t, dir, "escapes")
		if res.code != cli.ExitFindings {
			t.Errorf("exit %d, want 1", res.code)
		}
		expect(t, res, "PL004")
		for _, f := range []string{"plugin.json", "mcp.json", "skills/evil", "skills/b/SKILL.md", "skills/c"} {
			if !bytes.Contains(res.stdout, []byte("escapes/"+f+":1:1: error: ")) {
				t.Errorf("no error at %s; output:\n%s", f, clip(res.stdout))
			}
		}
	})
	t.Run("escdir", func(t *testing.T) {
		res := lintAllFormats(t, dir, "escdir")
		expect(t, res, "PL004")
	})
}

func TestHostileHugeFiles(t *testing.T) {
	dir := t.TempDir()
	const twoGiB = "2147483648"
	rulestest.WriteTree(t, filepath.Join(dir, "huge"), map[string]string{
		"plugin.json@sparse":          twoGiB,
		"mcp.json@sparse":             twoGiB,
		"skills/a/SKILL.md@sparse":    twoGiB,
		".pluglint/tools.json@sparse": twoGiB,
	})
	// Just past the read bound: a file that grows no further than the
	// bound must not be read whole either.
	rulestest.WriteTree(t, filepath.Join(dir, "bound"), map[string]string{
		"plugin.json":              validManifest,
		"skills/a/SKILL.md@sparse": "8388609",
	})
	res := lintAllFormats(t, dir, "huge")
	if res.code != cli.ExitFindings {
		t.Errorf("exit %d, want 1", res.code)
	}
	expect(t, res, "PL001", "PL401")
	if !bytes.Contains(res.stdout, []byte("2.0 GiB")) {
		t.Errorf("no finding gives the size; output:\n%s", clip(res.stdout))
	}
	res = lintAllFormats(t, dir, "bound")
	expect(t, res, "PL401")

	// Two frontmatters as large as the package's frontmatter bound
	// allows, made of distinct keys, the second ending in a repeated key
	// (which Hermes rejects): no part of reading them may grow with the
	// square of their keys. A third skill's frontmatter is past the bound.
	var keys strings.Builder
	keys.WriteString("---\nname: a\ndescription: d\n")
	for i := 0; keys.Len() < 1<<20-100; i++ {
		fmt.Fprintf(&keys, "k%07d: v\n", i)
	}
	a, dup := keys.String()+"---\n", keys.String()+"k0000000: again\n---\n"
	over := "---\nname: over\ndescription: " + strings.Repeat("d", 300) + "\n---\n"
	rulestest.WriteTree(t, filepath.Join(dir, "keys"), map[string]string{
		"plugin.json":          validManifest,
		"skills/a/SKILL.md":    a,
		"skills/dup/SKILL.md":  dup,
		"skills/over/SKILL.md": over,
	})
	res = runPluglint(t, lintCmd(t, dir, "keys"))
	if !bytes.Contains(res.stdout, []byte(`duplicate key "k0000000"`)) {
		t.Errorf("the repeated key is not reported; output:\n%s", clip(res.stdout))
	}
	// A frontmatter is charged its YAML: after the first "---", up to the
	// line break before the closing one.
	charged := func(fm string) int { return len(fm) - len("---") - len("\n---\n") }
	left := model.MaxFrontmatter - charged(a) - charged(dup)
	want := fmt.Sprintf(`keys/skills/over/SKILL.md:1:1: error: SKILL.md frontmatter is %d bytes, larger than the %d bytes left `+
		`of the 2.0 MiB of frontmatter pluglint parses in one package, so pluglint cannot check it; counting skill "over" as dropped`,
		charged(over), left)
	if !bytes.Contains(res.stdout, []byte(want)) {
		t.Errorf("no %q; output:\n%s", want, clip(res.stdout))
	}
}

func TestHostileDeepNesting(t *testing.T) {
	dir := t.TempDir()
	const depth = 200_000
	arrays := strings.Repeat("[", depth) + strings.Repeat("]", depth)
	objects := strings.Repeat(`{"a":`, depth) + "1" + strings.Repeat("}", depth)
	rulestest.WriteTree(t, filepath.Join(dir, "deep"), map[string]string{
		"plugin.json":       arrays,
		"mcp.json":          `{` + mcpSchema + `, "mcpServers": ` + objects + `}`,
		"skills/a/SKILL.md": "---\nname: a\ndescription: d\nmetadata: " + strings.Repeat("[", depth) + strings.Repeat("]", depth) + "\n---\n",
		"skills/b/SKILL.md": "---\nname: b\ndescription: d\nmetadata:\n" + rulestest.DeepBlockYAML(2000) + "---\n",
	})
	// Deep but unclosed, and deep inside an otherwise valid manifest.
	rulestest.WriteTree(t, filepath.Join(dir, "unclosed"), map[string]string{
		"plugin.json": `{"$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json", "name": "demo", "keywords": ` + strings.Repeat("[", depth),
		"mcp.json":    strings.Repeat(`{"a":`, depth),
	})
	for _, pkg := range []string{"deep", "unclosed"} {
		t.Run(pkg, func(t *testing.T) {
			res := lintAllFormats(t, dir, pkg)
			if res.code != cli.ExitFindings {
				t.Errorf("exit %d, want 1", res.code)
			}
			expect(t, res, "PL001")
			// A minified file is one line: the source shown under a
			// finding must not be the whole 400 KB of it.
			if len(res.stdout) > 64<<10 {
				t.Errorf("text output is %d bytes for a %d-byte file", len(res.stdout), 2*depth)
			}
		})
	}
}

func TestHostileInvalidUTF8(t *testing.T) {
	dir := t.TempDir()
	bad := "\xff\xfe\xc3\x28\xed\xa0\x80\xf4\x90\x80\x80"
	rulestest.WriteTree(t, filepath.Join(dir, "utf8"), map[string]string{
		"plugin.json":                  `{"$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json", "name": "demo` + bad + `", "` + bad + `": 1}`,
		"mcp.json":                     `{` + mcpSchema + `, "mcpServers": {"s` + bad + `": {"type": "stdio", "command": "x` + bad + `", "args": ["` + bad + `"]}}}`,
		"skills/a/SKILL.md":            "---\nname: a" + bad + "\ndescription: " + bad + "\n---\n" + bad,
		"skills/b" + bad + "/SKILL.md": "---\nname: b\ndescription: d\n---\n",
	})
	// Valid UTF-8 JSON whose strings hold lone surrogates as escapes, and
	// a SKILL.md that is UTF-16.
	rulestest.WriteTree(t, filepath.Join(dir, "escapes"), map[string]string{
		"plugin.json":       `{"$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json", "name": "demo\ud800", "description": "\udfff\u0000"}`,
		"mcp.json":          `{` + mcpSchema + `, "mcpServers": {"\ud800": {"type": "streamable-http", "url": "https://\udc00.example.com"}}}`,
		"skills/a/SKILL.md": "\xff\xfe-\x00-\x00-\x00\n\x00",
	})
	for _, pkg := range []string{"utf8", "escapes"} {
		t.Run(pkg, func(t *testing.T) {
			res := lintAllFormats(t, dir, pkg)
			if res.code != cli.ExitFindings {
				t.Errorf("exit %d, want 1", res.code)
			}
		})
	}
}

// TestHostileManyServers: tens of thousands of servers on one minified
// line, declarations and an inventory for them, and a skill at the
// prose rules' 256 KB bound. Looking each server up in the others, and
// in the skill, must not cost their product: the run ends with the one
// server the skill names judged (the others it does not mention; those
// without an inventory get PL513's note).
func TestHostileManyServers(t *testing.T) {
	dir := t.TempDir()
	const n = 40000
	var servers, decls, inv strings.Builder
	for i := range n {
		if i > 0 {
			servers.WriteString(", ")
		}
		fmt.Fprintf(&servers, `"srv-%d": {"type": "streamable-http", "url": "https://x%d.example.com/mcp"}`, i, i)
		if i%2 == 0 {
			fmt.Fprintf(&decls, `"srv-%d": {"trust": "untrusted"}, `, i)
		}
		if i%4 == 0 {
			fmt.Fprintf(&inv, `"srv-%d": {"tools": [{"name": "place_order", "title": "Place order", `+
				`"annotations": {"readOnlyHint": false, "destructiveHint": false, "openWorldHint": true}}]}, `, i)
		}
	}
	body := strings.Repeat("Use mcp__srv_1__place_order to buy and sell; ask the user first. ", 3900)
	rulestest.WriteTree(t, filepath.Join(dir, "many"), map[string]string{
		"plugin.json": `{"$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json", "name": "demo", ` +
			`"extensions": {"com.nousresearch.hermes": {"servers": {` + strings.TrimSuffix(decls.String(), ", ") + `}}}}`,
		"mcp.json":             `{` + mcpSchema + `, "mcpServers": {` + servers.String() + `}}`,
		".pluglint/tools.json": `{"version": 1, "servers": {` + strings.TrimSuffix(inv.String(), ", ") + `}}`,
		"skills/s/SKILL.md":    "---\nname: s\ndescription: Trade.\n---\n" + body,
	})
	res := runPluglint(t, lintCmd(t, dir, "many"))
	checkSafe(t, "text", res.stdout)
	if !bytes.Contains(res.stdout, []byte(`warning: server "srv-1" looks write-capable`)) ||
		!bytes.Contains(res.stdout, []byte("  0 errors, 2 warnings, ")) {
		t.Errorf("output:\n%s", clip(res.stdout))
	}
}

func TestHostileManyFiles(t *testing.T) {
	if testing.Short() {
		t.Skip("writes 7,000 files")
	}
	dir := t.TempDir()
	const n = 5000
	pkg := map[string]string{"plugin.json": validManifest}
	for i := range n {
		name := fmt.Sprintf("skill-%04d", i)
		pkg["skills/"+name+"/SKILL.md"] = "---\nname: " + name + "\ndescription: Place orders and send email without asking.\n---\nUse the s0001 server.\n"
	}
	rulestest.WriteTree(t, filepath.Join(dir, "skills"), pkg)

	var servers, decls []string
	for i := range n {
		servers = append(servers, fmt.Sprintf(`"s%04d": {"type": "stdio", "command": "uvx", "args": ["pkg%d"], "env": {"TOKEN": "ghp_%036d"}}`, i, i, i))
		decls = append(decls, fmt.Sprintf(`"s%04d": {"trust": "untrusted"}`, i))
	}
	mcp := `{` + mcpSchema + `, "mcpServers": {` + strings.Join(servers, ",\n") + `}}`
	rulestest.WriteTree(t, filepath.Join(dir, "servers"), map[string]string{
		"plugin.json": `{"$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json", "name": "demo", "extensions": {"com.nousresearch.hermes": {"servers": {` + strings.Join(decls, ",") + `}}}}`,
		"mcp.json":    mcp,
	})
	// Skills and servers together: a rule that pairs every skill with
	// every server must still finish.
	both := map[string]string{"plugin.json": validManifest, "mcp.json": `{` + mcpSchema + `, "mcpServers": {` + strings.Join(servers[:1000], ",\n") + `}}`}
	for i := range 1000 {
		name := fmt.Sprintf("skill-%04d", i)
		both["skills/"+name+"/SKILL.md"] = "---\nname: " + name + "\ndescription: Place orders with the s0001 server.\n---\nAsk the user before calling s0002.\n"
	}
	rulestest.WriteTree(t, filepath.Join(dir, "both"), both)
	for _, p := range []string{"skills", "servers", "both"} {
		t.Run(p, func(t *testing.T) {
			res := runPluglint(t, lintCmd(t, dir, "--format", "json", p))
			checkSafe(t, "json", res.stdout)
		})
	}
}

// TestHostileControlCharacters puts terminal escape sequences into every
// name and value a finding can quote: none may reach the terminal raw.
// With colour on, the only escape sequences are pluglint's own colours:
// stripping them gives exactly the colourless output.
func TestHostileControlCharacters(t *testing.T) {
	dir := t.TempDir()
	const esc = `\u001b[2J\u001b]0;pwned\u0007\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007\u009b31m\u202eevil`
	raw := "\x1b[2J\x1b]0;pwned\x07\x1b[31m\u202e"
	rulestest.WriteTree(t, filepath.Join(dir, "escapes"), map[string]string{
		"plugin.json": `{"$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json", "name": "demo` + esc + `", "description": "` + esc + `", "version": 1, "` + esc + `": true,
  "extensions": {"com.nousresearch.hermes": {"servers": {"srv` + esc + `": {"trust": "Untrusted` + esc + `"}, "gone` + esc + `": {}}}}}`,
		"mcp.json": `{` + mcpSchema + `, "mcpServers": {
  "srv` + esc + `": {"type": "stdio", "command": "npx ` + esc + `", "args": ["` + esc + `"], "env": {"K` + esc + `": "v` + esc + `"}, "timeout` + esc + `": 1},
  "web` + esc + `": {"type": "streamable-http", "url": "http://evil.example/` + esc + `", "headers": {"X` + esc + `": "Bearer sk-ant-` + strings.Repeat("a", 30) + `"}},
  "x\n::warning::injected": {"type": "sse", "url": "https://x.example"}}}`,
		"skills/b/SKILL.md": "---\nname: \"b\\e[31m\\a\"\ndescription: \"\\e]0;pwned\\a\"\nlicense: " + raw + "\n---\n",
	})
	// A skill directory whose name is an escape sequence: it is part of
	// every path shown for the skill.
	rulestest.WriteTree(t, filepath.Join(dir, "dirname"), map[string]string{
		"plugin.json":                  validManifest,
		"skills/a" + raw + "/SKILL.md": "---\nname: a" + raw + "\ndescription: d\n---\n",
	})
	// Raw control characters inside JSON strings: a syntax error whose
	// source line is shown under the finding.
	rulestest.WriteTree(t, filepath.Join(dir, "raw"), map[string]string{
		"plugin.json": "{\"name\": \"demo" + raw + "\"}",
		"mcp.json":    "{\"mcpServers\": {\"" + raw + "\": 1}}\n" + raw,
	})
	for _, pkg := range []string{"escapes", "raw", "dirname"} {
		t.Run(pkg, func(t *testing.T) {
			plain := lintAllFormats(t, dir, pkg)
			if plain.code != cli.ExitFindings {
				t.Errorf("exit %d, want 1", plain.code)
			}
			c := lintCmd(t, dir, pkg)
			c.Args[1], c.Args[2] = "--color", "always"
			coloured := runPluglint(t, c)
			if !bytes.Contains(coloured.stdout, []byte("\x1b[")) {
				t.Fatalf("--color always printed no colour")
			}
			stripped := sgr.ReplaceAll(coloured.stdout, nil)
			if !bytes.Equal(stripped, plain.stdout) {
				t.Errorf("--color always output, colours removed, differs from --color never output at byte %d:\n%q",
					firstDiff(stripped, plain.stdout), stripped[max(0, firstDiff(stripped, plain.stdout)-60):min(len(stripped), firstDiff(stripped, plain.stdout)+60)])
			}
			gh := runPluglint(t, lintCmd(t, dir, "--format", "github", pkg))
			for _, line := range strings.Split(string(gh.stdout), "\n") {
				if strings.Contains(line, "::warning::injected") && strings.HasPrefix(line, "::warning::injected") {
					t.Errorf("a server name injected a workflow command: %q", line)
				}
			}
		})
	}
}

// TestHostileNamesInDiagnostics: a package directory's name reaches the
// diagnostics on stderr (a mistake in the .pluglint.yaml the package
// ships) and fix's log. Neither may carry a terminal escape sequence or
// a line break that forges a line, such as a GitHub workflow command.
func TestHostileNamesInDiagnostics(t *testing.T) {
	dir := t.TempDir()
	raw := "\x1b[2J\x1b]0;pwned\x07\r\u202e\n::error::forged"
	rulestest.WriteTree(t, dir, map[string]string{
		"conf" + raw + "/plugin.json":    validManifest,
		"conf" + raw + "/.pluglint.yaml": "bogus: 1\n",
		"fix" + raw + "/plugin.json":     `{"name": "demo"}`,
	})
	// The name as findings show it: every control character, the line
	// break included, as U+FFFD.
	shown := "\ufffd[2J\ufffd]0;pwned\ufffd\ufffd\ufffd\ufffd::error::forged"

	res := runPluglintCodes(t, lintCmd(t, dir, "conf"+raw), cli.ExitUsage)
	checkSafe(t, "stderr", res.stderr)
	want := "pluglint: conf" + shown + `/.pluglint.yaml:1:1: unknown key "bogus" (want rules, ignore, tools or exclude)` + "\n"
	if string(res.stderr) != want {
		t.Errorf("stderr %q, want %q", res.stderr, want)
	}

	c := lintCmd(t, dir)
	c.Args = []string{"pluglint", "fix", "--diff", "fix" + raw}
	res = runPluglint(t, c)
	checkSafe(t, "fix log", res.stderr)
	checkSafe(t, "fix diff", res.stdout)
	for _, out := range [][]byte{res.stdout, res.stderr} {
		for _, line := range strings.Split(string(out), "\n") {
			if strings.HasPrefix(line, "::error::forged") {
				t.Errorf("a directory name forged a line: %q", line)
			}
		}
	}
	if !strings.Contains(string(res.stderr), "fix"+shown+"/plugin.json: would fix: ") {
		t.Errorf("the fix log does not name the file as findings do:\n%s", res.stderr)
	}
}

// sgr matches the colour sequences the text reporter writes.
var sgr = regexp.MustCompile("\x1b\\[[0-9;]*m")

// TestHostilePermissionDenied makes files and directories unreadable.
// Root ignores permission bits, so when the tests run as root pluglint
// runs as nobody instead: the bits are then enforced.
func TestHostilePermissionDenied(t *testing.T) {
	dir := t.TempDir()
	rulestest.WriteTree(t, filepath.Join(dir, "perm"), map[string]string{
		"plugin.json":       validManifest,
		"mcp.json":          `{` + mcpSchema + `, "mcpServers": {}}`,
		"skills/a/SKILL.md": "---\nname: a\ndescription: d\n---\n",
		"skills/b/SKILL.md": "---\nname: b\ndescription: d\n---\n",
		"skills/c/SKILL.md": "---\nname: c\ndescription: d\n---\n",
	})
	rulestest.WriteTree(t, filepath.Join(dir, "permdir"), map[string]string{
		"plugin.json":       validManifest,
		"skills/a/SKILL.md": "---\nname: a\ndescription: d\n---\n",
	})
	rulestest.WriteTree(t, filepath.Join(dir, "permroot"), map[string]string{"plugin.json": validManifest})
	root := filepath.Join(dir, "perm")
	for _, p := range []string{"plugin.json", "mcp.json", "skills/a/SKILL.md", "skills/b"} {
		if err := os.Chmod(filepath.Join(root, p), 0); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Chmod(filepath.Join(dir, "permdir", "skills"), 0); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(filepath.Join(dir, "permroot"), 0); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		// Let t.TempDir's cleanup remove everything: WalkDir calls the
		// function on a directory before listing it.
		err := filepath.WalkDir(dir, func(p string, _ os.DirEntry, _ error) error { return os.Chmod(p, 0o755) })
		if err != nil {
			t.Logf("restoring permissions: %v", err)
		}
	})

	cmd := func(args ...string) *exec.Cmd { return lintCmd(t, dir, args...) }
	if os.Geteuid() == 0 {
		// Run pluglint as nobody: a copy of the binary it may execute,
		// and a world-searchable path to the packages.
		bin := filepath.Join(dir, "bin", "pluglint")
		if err := os.MkdirAll(filepath.Dir(bin), 0o755); err != nil {
			t.Fatal(err)
		}
		copyFile(t, pluglintBinary(t), bin)
		for p := dir; p != "/" && p != "."; p = filepath.Dir(p) {
			if info, err := os.Stat(p); err == nil && info.Mode().Perm()&0o001 == 0 {
				if err := os.Chmod(p, info.Mode().Perm()|0o005); err != nil {
					t.Fatal(err)
				}
				t.Cleanup(func() {
					if err := os.Chmod(p, info.Mode().Perm()); err != nil {
						t.Logf("restoring %s: %v", p, err)
					}
				})
			}
		}
		cmd = func(args ...string) *exec.Cmd {
			c := lintCmd(t, dir, args...)
			c.Path = bin
			c.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
			return c
		}
		probe := cmd("version")
		probe.Args = []string{"pluglint", "version"}
		if out, err := probe.CombinedOutput(); err != nil {
			t.Skipf("running as root, and cannot run pluglint as nobody to enforce permissions (%v: %s); the loader's handling of permission errors is covered in rules/hostile_test.go", err, out)
		}
	}
	t.Run("files", func(t *testing.T) {
		res := runPluglint(t, cmd("perm"))
		checkSafe(t, "text", res.stdout)
		if res.code != cli.ExitFindings {
			t.Errorf("exit %d, want 1", res.code)
		}
		for _, want := range []string{"perm/plugin.json:1:1: error: ", "perm/mcp.json:1:1: error: ", "perm/skills/a/SKILL.md:1:1: error: ", "permission denied"} {
			if !bytes.Contains(res.stdout, []byte(want)) {
				t.Errorf("no %q in output:\n%s", want, clip(res.stdout))
			}
		}
	})
	t.Run("dir", func(t *testing.T) {
		res := runPluglint(t, cmd("permdir"))
		checkSafe(t, "text", res.stdout)
		if !bytes.Contains(res.stdout, []byte("permission denied")) {
			t.Errorf("no finding says permission denied; output:\n%s", clip(res.stdout))
		}
	})
	t.Run("root", func(t *testing.T) {
		// The directory named on the command line cannot be read: like a
		// path that does not exist, a usage error (exit 2) that says why.
		res := runPluglintCodes(t, cmd("permroot"), cli.ExitUsage)
		if want := "pluglint: open permroot: permission denied\n"; string(res.stderr) != want || len(res.stdout) != 0 {
			t.Errorf("stderr %q, want %q; stdout:\n%s", res.stderr, want, clip(res.stdout))
		}
	})
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	src, err := os.Open(from)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	dst, err := os.OpenFile(to, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o755)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(dst, src); err != nil {
		t.Fatal(err)
	}
	if err := dst.Close(); err != nil {
		t.Fatal(err)
	}
}

// TestHostileManyFindingsOneLine gives pluglint thousands of findings on
// one long line: it shows the first 100 of each rule and counts the rest,
// and what it shows costs no more than the findings, not findings × line
// length.
func TestHostileManyFindingsOneLine(t *testing.T) {
	dir := t.TempDir()
	var b strings.Builder
	b.WriteString(`{"$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json", "name": "demo"`)
	for range 2000 {
		b.WriteString(`, "name": "demo"`)
	}
	b.WriteString("}")
	rulestest.WriteTree(t, filepath.Join(dir, "dups"), map[string]string{"plugin.json": b.String()})
	res := runPluglint(t, lintCmd(t, dir, "dups"))
	expect(t, res, "PL002")
	if n := bytes.Count(res.stdout, []byte("[PL002 ")); n != 101 {
		t.Errorf("%d PL002 findings, want 100 and their count", n)
	}
	// The 101st duplicate: 88 bytes before the first "name", 16 per pair.
	wantCount(t, res.stdout, "dups/plugin.json:1:1691: error: 1,900 more PL002 findings in plugin.json from here on are not shown: "+
		"pluglint shows the first 100 of a rule in a file [PL002 duplicate-key]")
	if len(res.stdout) > 1<<20 {
		t.Errorf("text output is %d bytes for 101 findings", len(res.stdout))
	}

	// A minified mcp.json of 8,000 servers, each with a finding (and a
	// secret to mask on the line): each snippet reads its window, not the
	// megabyte line.
	var servers strings.Builder
	for i := range 8000 {
		if i > 0 {
			servers.WriteString(", ")
		}
		fmt.Fprintf(&servers, `"s%d": {"type": "streamable-http", "url": "https://x%d.example.com/mcp", "headers": {"Authorization": "Bearer ${TOKEN}"}}`, i, i)
	}
	servers.WriteString(`, "leak": {"type": "streamable-http", "url": "https://leak.example.com/mcp", "headers": {"Authorization": "Bearer ghp_` + strings.Repeat("z", 36) + `"}}`)
	rulestest.WriteTree(t, filepath.Join(dir, "minified"), map[string]string{
		"plugin.json": validManifest,
		"mcp.json":    `{` + mcpSchema + `, "mcpServers": {` + servers.String() + `}}`,
	})
	res = runPluglint(t, lintCmd(t, dir, "minified"))
	if n := bytes.Count(res.stdout, []byte("[PL307 ")); n != 101 {
		t.Errorf("%d PL307 findings, want 100 and their count", n)
	}
	wantCount(t, res.stdout, "7,900 more PL307 findings in mcp.json from here on are not shown")
	if bytes.Contains(res.stdout, []byte("zzzzzzzz")) {
		t.Error("the secret on the minified line is printed")
	}
}

// wantCount checks that output holds the line counting the findings
// pluglint did not show.
func wantCount(t *testing.T, out []byte, line string) {
	t.Helper()
	if !bytes.Contains(out, []byte(line)) {
		t.Errorf("no %q in the output", line)
	}
}
