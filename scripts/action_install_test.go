package scripts

import (
	"archive/tar"
	"compress/gzip"
	"crypto/sha256"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// fakeRelease lays out a release of tag as goreleaser publishes it, under
// dir/TAG/: a Linux amd64 archive holding the pluglint binary, and
// checksums.txt (wrong when corrupt is set).
func fakeRelease(t *testing.T, dir, tag string, corrupt bool) {
	t.Helper()
	rel := filepath.Join(dir, tag)
	if err := os.MkdirAll(rel, 0o755); err != nil {
		t.Fatal(err)
	}
	bin, err := os.ReadFile(pluglintBin(t))
	if err != nil {
		t.Fatal(err)
	}
	name := "pluglint_" + strings.TrimPrefix(tag, "v") + "_linux_amd64.tar.gz"
	f, err := os.Create(filepath.Join(rel, name))
	if err != nil {
		t.Fatal(err)
	}
	zw := gzip.NewWriter(f)
	tw := tar.NewWriter(zw)
	if err := tw.WriteHeader(&tar.Header{Name: "pluglint", Mode: 0o755, Size: int64(len(bin))}); err != nil {
		t.Fatal(err)
	}
	if _, err := tw.Write(bin); err != nil {
		t.Fatal(err)
	}
	for _, c := range []interface{ Close() error }{tw, zw, f} {
		if err := c.Close(); err != nil {
			t.Fatal(err)
		}
	}
	data, err := os.ReadFile(filepath.Join(rel, name))
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(data)
	if corrupt {
		sum[0] ^= 1
	}
	sums := fmt.Sprintf("%x  %s\n%x  pluglint_%s_windows_amd64.zip\n", sum, name, sha256.Sum256(nil), strings.TrimPrefix(tag, "v"))
	if err := os.WriteFile(filepath.Join(rel, "checksums.txt"), []byte(sums), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestActionInstallsRelease: with a version, the script downloads that
// release's archive for the runner, checks it against checksums.txt and
// runs it, without building anything (the action's source is absent);
// an archive that does not match its checksum is refused, and without a
// source to build from the step fails and says why.
func TestActionInstallsRelease(t *testing.T) {
	if _, err := exec.LookPath("curl"); err != nil {
		t.Fatal("the action needs curl, which GitHub's runners have")
	}
	releases := t.TempDir()
	fakeRelease(t, releases, "v1.2.3", false)
	fakeRelease(t, releases, "v1.2.4", true)
	repo := t.TempDir()
	writeFiles(t, repo, map[string]string{"plugin.json": "{" + schema + `, "name": "ok"}`})
	env := []string{
		"PLUGLINT_BIN=", "PLUGLINT_ACTION_PATH=" + filepath.Join(repo, "no-source"), "PLUGLINT_RELEASE_URL=file://" + releases,
		"RUNNER_OS=Linux", "RUNNER_ARCH=X64",
	}
	code, out, _ := runAction(t, repo, append(env, "PLUGLINT_VERSION=v1.2.3")...)
	if code != 0 || out["exit-code"] != "0" || out["packages"] != "1" || !strings.Contains(lastOutput, "pluglint v1.2.3 installed from its release") {
		t.Errorf("release v1.2.3: exit %d, outputs %v", code, out)
	}
	// The version defaults to the tag the action was used at.
	code, _, _ = runAction(t, repo, append(env, "PLUGLINT_ACTION_REF=v1.2.3")...)
	if code != 0 || !strings.Contains(lastOutput, "pluglint v1.2.3 installed from its release") {
		t.Errorf("action ref v1.2.3: exit %d", code)
	}
	code, out, _ = runAction(t, repo, append(env, "PLUGLINT_VERSION=v1.2.4")...)
	if code != 3 || out["exit-code"] != "3" ||
		!strings.Contains(lastOutput, "::warning title=pluglint::pluglint_1.2.4_linux_amd64.tar.gz does not match the release's checksums.txt; not using it") ||
		!strings.Contains(lastOutput, "::error title=pluglint::could not build pluglint from ") {
		t.Errorf("corrupt release: exit %d, outputs %v", code, out)
	}
}

// TestActionArgs: args are passed word by word, never evaluated;
// working-directory is where pluglint runs, and the SARIF output names
// the file from the workspace.
func TestActionArgs(t *testing.T) {
	ws := t.TempDir()
	writeFiles(t, ws, map[string]string{
		"sub/.git/HEAD":                  "ref: refs/heads/main\n",
		"sub/plugins/ok/plugin.json":     "{" + schema + `, "name": "ok"}`,
		"sub/examples/claude/mcp.json":   `{"mcpServers": {}}`,
		"sub/plugins/ok/skills/.gitkeep": "",
	})
	code, _, _ := runAction(t, ws, "PLUGLINT_WORKDIR=sub", "PLUGLINT_ARGS=--exclude examples\n--fail-on   never $(touch pwned)")
	if _, err := os.Stat(filepath.Join(ws, "sub", "pwned")); err == nil {
		t.Error("args ran a command")
	}
	// "$(touch" and "pwned)" are paths to pluglint, which has none such.
	if code != 2 || !strings.Contains(lastOutput, "pluglint: stat $(touch: no such file or directory") {
		t.Errorf("exit %d, want 2 for the path \"$(touch\"", code)
	}
	code, out, _ := runAction(t, ws, "PLUGLINT_WORKDIR=sub", "PLUGLINT_ARGS=--exclude examples")
	if code != 0 || out["packages"] != "1" || out["sarif-file"] != "sub/pluglint.sarif" {
		t.Errorf("exit %d, outputs %v; want 1 package and sarif-file sub/pluglint.sarif", code, out)
	}
	if _, err := os.Stat(filepath.Join(ws, "sub", "pluglint.sarif")); err != nil {
		t.Error(err)
	}
}

// TestActionChangedFilesOnly: on a pull request, with changed-files-only,
// only findings in the files the change touches are annotated; the
// others go to the log.
func TestActionChangedFilesOnly(t *testing.T) {
	repo := t.TempDir()
	git := gitIn(t, repo)
	git("init", "-q")
	writeFiles(t, repo, map[string]string{
		"a/plugin.json": `{"name": "a"}`,
		"b/plugin.json": `{"name": "b"}`,
	})
	git("add", ".")
	git("commit", "-q", "-m", "base")
	writeFiles(t, repo, map[string]string{"b/plugin.json": `{"name": "b", "version": "1"}`})
	git("commit", "-q", "-am", "change b")
	code, _, _ := runAction(t, repo, "PLUGLINT_CHANGED_ONLY=true", "GITHUB_EVENT_NAME=pull_request")
	if code != 1 ||
		!strings.Contains(lastOutput, "::error file=b/plugin.json,line=1,col=1,endColumn=2,title=PL101 manifest-schema::") ||
		strings.Contains(lastOutput, "::error file=a/") ||
		!strings.Contains(lastOutput, "pluglint: a/plugin.json:1:1: error: ") {
		t.Errorf("exit %d; want b annotated and a only in the log", code)
	}
	// Not a pull request: everything is annotated.
	code, _, _ = runAction(t, repo, "PLUGLINT_CHANGED_ONLY=true", "GITHUB_EVENT_NAME=push")
	if code != 1 || !strings.Contains(lastOutput, "::error file=a/plugin.json") {
		t.Errorf("push: exit %d; want a annotated", code)
	}
}

// TestActionDiffBase: diff-base adds the release diff since that revision
// to the job summary, and a change that widens what a package can do
// fails the step although the lint itself passes.
func TestActionDiffBase(t *testing.T) {
	repo := t.TempDir()
	git := gitIn(t, repo)
	const mcp = `"$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json"`
	git("init", "-q")
	writeFiles(t, repo, map[string]string{
		"a/plugin.json": "{" + schema + `, "name": "a"}`,
		"a/mcp.json":    "{" + mcp + `, "mcpServers": {}}`,
	})
	git("add", ".")
	git("commit", "-q", "-m", "base")
	writeFiles(t, repo, map[string]string{
		"a/mcp.json": "{" + mcp + `, "mcpServers": {"news": {"type": "stdio", "command": "npx", "args": ["acme-news-mcp"]}}}`,
	})
	git("commit", "-q", "-am", "add a server")
	code, out, summary := runAction(t, repo, "PLUGLINT_DIFF_BASE=HEAD~1", "PLUGLINT_FAIL_ON=error")
	if code != 1 || out["exit-code"] != "1" || out["errors"] != "0" ||
		!strings.Contains(summary, "### pluglint: what this change lets the packages do") ||
		!strings.Contains(summary, `new server "news" (runs "npx acme-news-mcp") runs at full trust`) {
		t.Errorf("exit %d, outputs %v, summary:\n%s", code, out, summary)
	}
	code, _, _ = runAction(t, repo, "PLUGLINT_DIFF_BASE=HEAD~1", "PLUGLINT_FAIL_ON=never")
	if code != 0 {
		t.Errorf("fail-on never: exit %d", code)
	}
}
