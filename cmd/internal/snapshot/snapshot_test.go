package snapshot

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pluglint/pluglint/cmd/internal/cli"
	"github.com/pluglint/pluglint/cmd/internal/mcptest"
)

// The test binary doubles as a stdio MCP server: a package's mcp.json
// runs it (as "pluglint-test-mcp" on PATH) with mcptest.EnvVar in its env.
func init() { mcptest.MaybeServe() }

const testServerCommand = "pluglint-test-mcp"

var snapTime = time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)

// snapPackage makes a package whose mcp.json holds servers, makes it the
// working directory, and returns the environment a snapshot run sees:
// PATH with the test server on it, a HOME and a token that must not reach
// any server.
func snapPackage(t *testing.T, servers map[string]any) snapshotEnv {
	t.Helper()
	dir := t.TempDir()
	writeServers(t, dir, servers)
	if err := os.WriteFile(filepath.Join(dir, "plugin.json"),
		[]byte(`{"$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json", "name": "demo"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	bin := t.TempDir()
	self, err := filepath.Abs(os.Args[0])
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(self, filepath.Join(bin, testServerCommand)); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	return snapshotEnv{
		now: func() time.Time { return snapTime },
		environ: func() []string {
			return []string{"PATH=" + bin + string(os.PathListSeparator) + os.Getenv("PATH"), "HOME=/home/publisher", "GITHUB_TOKEN=ghp_not_for_servers"}
		},
	}
}

func writeServers(t *testing.T, dir string, servers map[string]any) {
	t.Helper()
	data, err := json.MarshalIndent(map[string]any{
		"$schema":    "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json",
		"mcpServers": servers,
	}, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "mcp.json"), data, 0o644); err != nil {
		t.Fatal(err)
	}
}

func stdioEntry(c mcptest.Config) map[string]any {
	return map[string]any{"type": "stdio", "command": testServerCommand, "env": map[string]string{mcptest.EnvVar: c.Env()}}
}

func httpEntry(url string) map[string]any {
	return map[string]any{"type": "streamable-http", "url": url}
}

func runSnap(t *testing.T, env snapshotEnv, args ...string) (int, string, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := snapshot(context.Background(), args, &stdout, &stderr, env)
	return code, stdout.String(), stderr.String()
}

func readInventory(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(".pluglint", "tools.json"))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

func wantOutput(t *testing.T, what, got, want string) {
	t.Helper()
	if got != want {
		t.Errorf("%s:\n%s\nwant:\n%s", what, got, want)
	}
}

func tools(names ...string) []mcptest.Tool {
	var ts []mcptest.Tool
	for _, n := range names {
		ts = append(ts, mcptest.Tool{Name: n, Description: "does " + n})
	}
	return ts
}

// An HTTP server that pages and a stdio server, both written, sorted.
func TestSnapshotWrites(t *testing.T) {
	ts, _ := mcptest.HTTP(t, mcptest.Config{Tools: tools("c", "a", "b"), PageSize: 2})
	env := snapPackage(t, map[string]any{
		"remote": httpEntry(ts.URL),
		"local":  stdioEntry(mcptest.Config{Tools: []mcptest.Tool{{Name: "peek", Description: "Read <it>", ReadOnly: mcptest.True}}}),
	})
	code, stdout, stderr := runSnap(t, env, "--allow-exec", ".")
	if code != cli.ExitOK || stderr != "" {
		t.Fatalf("exit %d, stderr:\n%s", code, stderr)
	}
	wantOutput(t, "stdout", stdout, `server "local": 1 tool, added
server "remote": 3 tools in 2 pages, added
wrote .pluglint/tools.json
`)
	wantOutput(t, "inventory", readInventory(t), `{
  "version": 1,
  "servers": {
    "local": {
      "capturedAt": "2026-11-29T12:00:00Z",
      "tools": [
        {
          "annotations": {
            "idempotentHint": false,
            "readOnlyHint": true
          },
          "description": "Read <it>",
          "inputSchema": {
            "type": "object"
          },
          "name": "peek"
        }
      ]
    },
    "remote": {
      "capturedAt": "2026-11-29T12:00:00Z",
      "tools": [
        {
          "description": "does a",
          "inputSchema": {
            "type": "object"
          },
          "name": "a"
        },
        {
          "description": "does b",
          "inputSchema": {
            "type": "object"
          },
          "name": "b"
        },
        {
          "description": "does c",
          "inputSchema": {
            "type": "object"
          },
          "name": "c"
        }
      ]
    }
  }
}
`)

	// Again, later: nothing changed, so nothing is written, capturedAt
	// included.
	before := readInventory(t)
	env.now = func() time.Time { return snapTime.Add(48 * time.Hour) }
	code, stdout, _ = runSnap(t, env, "--allow-exec")
	if code != cli.ExitOK {
		t.Fatalf("second run: exit %d", code)
	}
	wantOutput(t, "second stdout", stdout, `server "local": 1 tool, unchanged
server "remote": 3 tools in 2 pages, unchanged
.pluglint/tools.json is up to date
`)
	wantOutput(t, "second inventory", readInventory(t), before)
}

// Without --allow-exec a stdio server is never started: the others are
// written, the refusal names it, and the exit status says so.
func TestSnapshotRefusesStdioWithoutAllowExec(t *testing.T) {
	ts, _ := mcptest.HTTP(t, mcptest.Config{Tools: tools("a")})
	pidFile := filepath.Join(t.TempDir(), "pid")
	env := snapPackage(t, map[string]any{
		"remote": httpEntry(ts.URL),
		"local":  stdioEntry(mcptest.Config{Tools: tools("x"), PidFile: pidFile}),
		"other":  stdioEntry(mcptest.Config{Tools: tools("y"), PidFile: pidFile}),
	})
	code, stdout, stderr := runSnap(t, env)
	if code != cli.ExitUsage {
		t.Errorf("exit %d, want %d", code, cli.ExitUsage)
	}
	wantOutput(t, "stderr", stderr, `pluglint: not starting stdio servers "local", "other": starting them runs code from the package; pass --allow-exec to snapshot them (nothing is written for them)
`)
	wantOutput(t, "stdout", stdout, `server "local": not started (stdio; pass --allow-exec)
server "other": not started (stdio; pass --allow-exec)
server "remote": 1 tool, added
wrote .pluglint/tools.json
`)
	if _, err := os.Stat(pidFile); err == nil {
		t.Error("a stdio server was started without --allow-exec")
	}
	if inv := readInventory(t); strings.Contains(inv, `"local"`) || !strings.Contains(inv, `"remote"`) {
		t.Errorf("inventory:\n%s", inv)
	}
}

// Drift: a server that changes after the snapshot fails --check with
// findings that point into the inventory.
func TestSnapshotCheckDrift(t *testing.T) {
	reviewed := mcptest.Config{Tools: []mcptest.Tool{
		{Name: "get_quote", Description: "Read a quote", ReadOnly: mcptest.True},
		{Name: "place_order", Description: "Place an order"},
		{Name: "cancel_order", Description: "Cancel an order"},
	}}
	env := snapPackage(t, map[string]any{"trade": stdioEntry(reviewed)})
	if code, _, stderr := runSnap(t, env, "--allow-exec"); code != cli.ExitOK {
		t.Fatalf("snapshot: exit %d\n%s", code, stderr)
	}
	code, stdout, stderr := runSnap(t, env, "--allow-exec", "--check")
	if code != cli.ExitOK || stderr != "" {
		t.Errorf("check of an unchanged server: exit %d\n%s", code, stderr)
	}
	wantOutput(t, "unchanged check", stdout, `server "trade": 3 tools, matches the inventory
no drift: 1 server checked against .pluglint/tools.json
`)

	changed := mcptest.Config{Tools: []mcptest.Tool{
		{Name: "get_quote", Description: "Read a quote", ReadOnly: mcptest.False, Destructive: mcptest.True},
		{Name: "place_order", Description: "Place an order now"},
		{Name: "wire_funds", Description: "Send money"},
	}}
	writeServers(t, ".", map[string]any{"trade": stdioEntry(changed)})
	before := readInventory(t)
	code, stdout, stderr = runSnap(t, env, "--allow-exec", "--check", "--color", "never")
	if code != cli.ExitFindings || stderr != "" {
		t.Errorf("check: exit %d, want %d\n%s", code, cli.ExitFindings, stderr)
	}
	wantOutput(t, "drift", stdout, `.pluglint/tools.json:4:5: warning: server "trade" now lists tool "wire_funds", which the inventory does not have; Hermes treats it as write-capable (its readOnlyHint is not true) [PL507 tool-inventory]
        "trade": {
        ^~~~~~~
.pluglint/tools.json:12:19: warning: server "trade" no longer lists tool "cancel_order"; the inventory still has it [PL507 tool-inventory]
              "name": "cancel_order"
                      ^~~~~~~~~~~~~~
.pluglint/tools.json:15:26: warning: annotations of tool "get_quote" of server "trade" changed on the live server (destructiveHint: absent -> true, readOnlyHint: true -> false) [PL507 tool-inventory]
              "annotations": {
                             ^
.pluglint/tools.json:26:26: warning: description of tool "place_order" of server "trade" changed on the live server [PL507 tool-inventory]
              "description": "Place an order",
                             ^~~~~~~~~~~~~~~~
server "trade": 3 tools, 4 changes
drift: 4 changes in 1 of 1 servers checked against .pluglint/tools.json
`)
	wantOutput(t, "inventory after --check", readInventory(t), before)
}

// A server that hangs costs its timeout and no more; the others are
// written and the old entry of the hanging one is kept.
func TestSnapshotTimeout(t *testing.T) {
	hang, _ := mcptest.HTTP(t, mcptest.Config{Tools: tools("a"), Hang: true})
	ok, _ := mcptest.HTTP(t, mcptest.Config{Tools: tools("b")})
	env := snapPackage(t, map[string]any{"slow": httpEntry(hang.URL), "fast": httpEntry(ok.URL)})
	old := `{"version": 1, "servers": {"slow": {"capturedAt": "2020-01-01T00:00:00Z", "tools": [{"name": "a"}]}}}`
	if err := os.MkdirAll(".pluglint", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(".pluglint/tools.json", []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	code, stdout, stderr := runSnap(t, env, "--timeout", "300ms")
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("took %v with a 300ms timeout", d)
	}
	if code != cli.ExitInternal {
		t.Errorf("exit %d, want %d", code, cli.ExitInternal)
	}
	wantOutput(t, "stderr", stderr, `pluglint: server "slow": no complete answer within 300ms; nothing written for it (a slow server needs a longer --timeout)
`)
	wantOutput(t, "stdout", stdout, `server "fast": 1 tool, added
server "slow": failed
wrote .pluglint/tools.json
`)
	if inv := readInventory(t); !strings.Contains(inv, `"capturedAt": "2020-01-01T00:00:00Z"`) {
		t.Errorf("the old entry of the failed server is gone:\n%s", inv)
	}
}

// A stdio server that dies on its second page: its exit status and the
// end of its stderr are shown.
func TestSnapshotServerDies(t *testing.T) {
	env := snapPackage(t, map[string]any{
		"crashy": stdioEntry(mcptest.Config{Tools: tools("a", "b"), PageSize: 1, DieOnPage: 2, Stderr: "loading plugins\npanic: out of cheese\n"}),
	})
	code, stdout, stderr := runSnap(t, env, "--allow-exec")
	if code != cli.ExitInternal {
		t.Errorf("exit %d, want %d", code, cli.ExitInternal)
	}
	wantOutput(t, "stderr", stderr, `pluglint: server "crashy": the server exited (exit status 3) before it had listed its tools
  stderr: loading plugins
  stderr: panic: out of cheese
`)
	wantOutput(t, "stdout", stdout, `server "crashy": failed
nothing written: no server was listed
`)
	if _, err := os.Stat(".pluglint"); err == nil {
		t.Error("an inventory was written although no server was listed")
	}
}

func TestSnapshotAuthRequired(t *testing.T) {
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("WWW-Authenticate", `Bearer resource_metadata="http://127.0.0.1/.well-known/oauth-protected-resource"`)
		http.Error(w, "sign in", http.StatusUnauthorized)
	}))
	t.Cleanup(ts.Close)
	env := snapPackage(t, map[string]any{"crm": httpEntry(ts.URL + "/mcp?api_key=k3y")})
	code, _, stderr := runSnap(t, env)
	if code != cli.ExitInternal {
		t.Errorf("exit %d, want %d", code, cli.ExitInternal)
	}
	wantOutput(t, "stderr", stderr, `pluglint: server "crm": the server requires authentication (HTTP 401, OAuth challenge)
  pluglint sends only the headers written in mcp.json and never signs in. Capture this
  server's tools/list with a signed-in MCP client into the inventory (the format is in
  the README), or snapshot a deployment of the server that needs no sign-in.
`)
}

// Hermes's launch: the package root as PLUGIN_ROOT and cwd, a temporary
// PLUGIN_DATA, placeholders expanded once in args, env values and cwd
// and nowhere else, "./" commands from the package, and only Hermes's
// safe subset of pluglint's environment.
func TestSnapshotLaunchesLikeHermes(t *testing.T) {
	report := []string{"PLUGIN_ROOT", "PLUGIN_DATA", "CACHE", "KEEP", "HOME", "GITHUB_TOKEN", "PATH"}
	c := mcptest.Config{Report: report}
	env := snapPackage(t, map[string]any{
		"bare": map[string]any{
			"type": "stdio", "command": testServerCommand,
			"args": []string{"${PLUGIN_ROOT}/cfg.json", "--data=${PLUGIN_DATA}", "${API_KEY}", "$PLUGIN_ROOT"},
			"env":  map[string]string{mcptest.EnvVar: c.Env(), "CACHE": "${PLUGIN_DATA}/cache", "KEEP": "${env:HOME}"},
		},
		"local": map[string]any{
			"type": "stdio", "command": "./bin/server", "cwd": "${PLUGIN_DATA}/work",
			"env": map[string]string{mcptest.EnvVar: c.Env()},
		},
	})
	root, _ := filepath.EvalSymlinks(".")
	root, _ = filepath.Abs(root)
	// "./bin/server" is a file of the package: a hard link to (or copy
	// of) the test binary.
	if err := os.MkdirAll("bin", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Link(os.Args[0], "bin/server"); err != nil {
		data, err := os.ReadFile(os.Args[0])
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile("bin/server", data, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	code, _, stderr := runSnap(t, env, "--allow-exec")
	if code != cli.ExitOK {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	var inv struct {
		Servers map[string]struct {
			Tools []struct{ Name, Description string }
		}
	}
	if err := json.Unmarshal([]byte(readInventory(t)), &inv); err != nil {
		t.Fatal(err)
	}
	launched := map[string]mcptest.Launch{}
	for name, s := range inv.Servers {
		for _, tool := range s.Tools {
			var l mcptest.Launch
			if tool.Name == "launch" {
				if err := json.Unmarshal([]byte(tool.Description), &l); err != nil {
					t.Fatal(err)
				}
				launched[name] = l
			}
		}
	}
	bare, local := launched["bare"], launched["local"]
	str := func(p *string) string {
		if p == nil {
			return "<unset>"
		}
		return *p
	}
	data := str(bare.Env["PLUGIN_DATA"])
	if str(bare.Env["PLUGIN_ROOT"]) != root || !filepath.IsAbs(data) || strings.HasPrefix(data, root) {
		t.Errorf("PLUGIN_ROOT %q, PLUGIN_DATA %q; want %q and a directory outside it", str(bare.Env["PLUGIN_ROOT"]), data, root)
	}
	wantArgs := []string{root + "/cfg.json", "--data=" + data, "${API_KEY}", "$PLUGIN_ROOT"}
	if strings.Join(bare.Args, " ") != strings.Join(wantArgs, " ") {
		t.Errorf("args %q, want %q", bare.Args, wantArgs)
	}
	if bare.Dir != root {
		t.Errorf("cwd %q, want the package root %q", bare.Dir, root)
	}
	if got := str(bare.Env["CACHE"]); got != data+"/cache" {
		t.Errorf("CACHE=%q, want PLUGIN_DATA expanded", got)
	}
	if got := str(bare.Env["KEEP"]); got != "${env:HOME}" {
		t.Errorf("KEEP=%q, want the literal text", got)
	}
	if str(bare.Env["HOME"]) != "/home/publisher" || bare.Env["GITHUB_TOKEN"] != nil {
		t.Errorf("HOME=%q GITHUB_TOKEN=%q; want HOME passed and the token not", str(bare.Env["HOME"]), str(bare.Env["GITHUB_TOKEN"]))
	}
	if local.Dir != str(local.Env["PLUGIN_DATA"])+"/work" {
		t.Errorf("cwd %q, want PLUGIN_DATA/work, created", local.Dir)
	}
	if !strings.HasPrefix(str(local.Env["PATH"]), root+"/bin"+string(os.PathListSeparator)) {
		t.Errorf("PATH %q does not start with the command's directory", str(local.Env["PATH"]))
	}
	if _, err := os.Stat(data); err == nil {
		t.Errorf("PLUGIN_DATA %s outlived the run", data)
	}
}

func TestSnapshotRefusals(t *testing.T) {
	ts, hits := mcptest.HTTP(t, mcptest.Config{Tools: tools("a")})
	cases := []struct {
		name, manifest string
		args           []string
		want           string
	}{
		{
			"rejected", `{"$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json", "name": "Demo_Plugin"}`, nil,
			"pluglint: .: Hermes rejects this package, so it starts none of its servers; run \"pluglint .\" to see why\n",
		},
		{"unknown server", "", []string{"--server", "nope"}, "pluglint: --server \"nope\": mcp.json has no such server\n"},
		{
			"dropped server", "",
			[]string{"--server", "feed"},
			"pluglint: --server \"feed\": Hermes does not load this server (PL301 server-type: ",
		},
		{
			"no inventory to check", "",
			[]string{"--check"},
			"pluglint: no tool inventory at .pluglint/tools.json to check against; run \"pluglint snapshot\" first\n",
		},
		{"bad timeout", "", []string{"--timeout", "0s"}, "pluglint: --timeout must be positive, got 0s\n"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			env := snapPackage(t, map[string]any{"remote": httpEntry(ts.URL), "feed": map[string]any{"type": "sse", "url": ts.URL}})
			if tc.manifest != "" {
				if err := os.WriteFile("plugin.json", []byte(tc.manifest), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			n := hits.Load()
			code, stdout, stderr := runSnap(t, env, tc.args...)
			if code != cli.ExitUsage || stdout != "" || !strings.HasPrefix(stderr, tc.want) {
				t.Errorf("exit %d, stdout %q, stderr:\n%s\nwant exit 2 and stderr starting\n%s", code, stdout, stderr, tc.want)
			}
			if hits.Load() != n {
				t.Error("a server was contacted")
			}
		})
	}
}

func TestPrintable(t *testing.T) {
	got := printable("boom \x1b[2J\x1b]0;pwned\a\u202e\u2028\xff\tend")
	if want := `boom \u001b[2J\u001b]0;pwned\u0007\u202e\u2028\ufffd` + "\tend"; got != want {
		t.Errorf("printable = %q, want %q", got, want)
	}
}

// --out writes elsewhere, and --check reads it back from there.
func TestSnapshotOut(t *testing.T) {
	env := snapPackage(t, map[string]any{"trade": stdioEntry(mcptest.Config{Tools: tools("a")})})
	out := filepath.Join(t.TempDir(), "inventory.json")
	code, stdout, stderr := runSnap(t, env, "--allow-exec", "--out", out)
	if code != cli.ExitOK {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	wantOutput(t, "stdout", stdout, "server \"trade\": 1 tool, added\nwrote "+out+"\n")
	if _, err := os.Stat(".pluglint"); err == nil {
		t.Error("the default inventory was written too")
	}
	writeServers(t, ".", map[string]any{"trade": stdioEntry(mcptest.Config{Tools: tools("a", "b")})})
	code, stdout, _ = runSnap(t, env, "--allow-exec", "--check", "--color", "never", "--out", out)
	if code != cli.ExitFindings || !strings.HasPrefix(stdout, out+`:4:5: warning: server "trade" now lists tool "b"`) {
		t.Errorf("exit %d, stdout:\n%s", code, stdout)
	}
}

// --check exits 1 on drift whatever else was skipped: a stdio server not
// started for want of --allow-exec is reported on stderr on its own, and
// the remote server that was checked decides the exit status.
func TestSnapshotCheckDriftWithSkips(t *testing.T) {
	reviewed, _ := mcptest.HTTP(t, mcptest.Config{Tools: tools("a", "b")})
	pidFile := filepath.Join(t.TempDir(), "pid")
	local := stdioEntry(mcptest.Config{Tools: tools("x"), PidFile: pidFile})
	env := snapPackage(t, map[string]any{"remote": httpEntry(reviewed.URL), "local": local})
	if code, _, stderr := runSnap(t, env); code != cli.ExitUsage {
		t.Fatalf("snapshot: exit %d\n%s", code, stderr)
	}
	skipped := "pluglint: not checking stdio server \"local\": starting it runs code from the package; pass --allow-exec to check it\n"

	code, stdout, stderr := runSnap(t, env, "--check")
	if code != cli.ExitOK {
		t.Errorf("check without drift, one server skipped: exit %d, want 0", code)
	}
	wantOutput(t, "stderr", stderr, skipped)
	wantOutput(t, "stdout", stdout, `server "local": not started (stdio; pass --allow-exec)
server "remote": 2 tools, matches the inventory
no drift: 1 server checked against .pluglint/tools.json
`)

	changed, _ := mcptest.HTTP(t, mcptest.Config{Tools: tools("a", "b", "c")})
	writeServers(t, ".", map[string]any{"remote": httpEntry(changed.URL), "local": local})
	code, stdout, stderr = runSnap(t, env, "--check", "--color", "never")
	if code != cli.ExitFindings {
		t.Errorf("check with drift, one server skipped: exit %d, want 1", code)
	}
	wantOutput(t, "stderr", stderr, skipped)
	if !strings.HasSuffix(stdout, "server \"local\": not started (stdio; pass --allow-exec)\n"+
		"server \"remote\": 3 tools, 1 change\ndrift: 1 change in 1 of 1 servers checked against .pluglint/tools.json\n") {
		t.Errorf("stdout:\n%s", stdout)
	}
	if _, err := os.Stat(pidFile); err == nil {
		t.Error("a stdio server was started without --allow-exec")
	}
}

func TestCheckExit(t *testing.T) {
	cases := []struct{ drift, checked, skipped, failed, want int }{
		{cli.ExitFindings, 1, 2, 1, cli.ExitFindings},
		{cli.ExitOK, 1, 2, 0, cli.ExitOK},
		{cli.ExitOK, 1, 0, 1, cli.ExitInternal},
		{cli.ExitOK, 0, 1, 0, cli.ExitUsage},
		{cli.ExitOK, 0, 0, 0, cli.ExitOK},
	}
	for _, c := range cases {
		if got := checkExit(c.drift, c.checked, c.skipped, c.failed); got != c.want {
			t.Errorf("checkExit(%d, %d, %d, %d) = %d, want %d", c.drift, c.checked, c.skipped, c.failed, got, c.want)
		}
	}
}
