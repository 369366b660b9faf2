// Package scripts holds the GitHub Action's script; its tests check
// action.yml and .pre-commit-hooks.yaml and run the script the way a
// workflow does, with fake GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files.
package scripts

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

type actionFile struct {
	Name        string `yaml:"name"`
	Description string `yaml:"description"`
	Author      string `yaml:"author"`
	Branding    struct {
		Icon  string `yaml:"icon"`
		Color string `yaml:"color"`
	} `yaml:"branding"`
	Inputs map[string]struct {
		Description string  `yaml:"description"`
		Required    bool    `yaml:"required"`
		Default     *string `yaml:"default"`
	} `yaml:"inputs"`
	Outputs map[string]struct {
		Description string `yaml:"description"`
		Value       string `yaml:"value"`
	} `yaml:"outputs"`
	Runs struct {
		Using string `yaml:"using"`
		Steps []struct {
			ID    string            `yaml:"id"`
			If    string            `yaml:"if"`
			Uses  string            `yaml:"uses"`
			Run   string            `yaml:"run"`
			Shell string            `yaml:"shell"`
			Env   map[string]string `yaml:"env"`
			With  map[string]string `yaml:"with"`
		} `yaml:"steps"`
	} `yaml:"runs"`
}

func readYAML(t *testing.T, path string, v any) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	dec := yaml.NewDecoder(strings.NewReader(string(data)))
	dec.KnownFields(true)
	if err := dec.Decode(v); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
}

// currentMajor is the major version the action uses of each action it
// may use.
var currentMajor = map[string]string{"github/codeql-action/upload-sarif": "v4"}

// TestActionFile checks action.yml: a composite action whose script gets
// every input through env (never ${{ }} inside run:), and whose outputs
// come from that step.
func TestActionFile(t *testing.T) {
	var a actionFile
	readYAML(t, "../action.yml", &a)
	if a.Runs.Using != "composite" {
		t.Errorf("runs.using = %q, want composite", a.Runs.Using)
	}
	for _, in := range []string{
		"version", "path", "working-directory", "args", "fail-on", "sarif-file", "sarif", "sarif-category",
		"config", "baseline", "annotations", "changed-files-only", "diff-base",
	} {
		if _, ok := a.Inputs[in]; !ok {
			t.Errorf("no input %q", in)
		}
	}
	for name, in := range a.Inputs {
		if in.Description == "" || in.Default == nil {
			t.Errorf("input %q needs a description and a default", name)
		}
	}
	for _, out := range []string{"exit-code", "packages", "loads", "rejected", "errors", "warnings", "notes", "sarif-file", "json-file", "version"} {
		o, ok := a.Outputs[out]
		if !ok {
			t.Errorf("no output %q", out)
			continue
		}
		if want := "${{ steps.run.outputs." + out + " }}"; o.Value != want {
			t.Errorf("output %q = %q, want %q", out, o.Value, want)
		}
	}
	usedInputs := map[string]bool{}
	var run bool
	for _, s := range a.Runs.Steps {
		if s.Uses != "" && !regexp.MustCompile(`^[\w.-]+/[\w./-]+@v\d+$`).MatchString(s.Uses) {
			t.Errorf("step uses %q: pin a major version", s.Uses)
		}
		// The current major of each action used (checked when it was last
		// raised); setup-go is never used: it would replace the job's Go.
		if name, major, _ := strings.Cut(s.Uses, "@"); s.Uses != "" && currentMajor[name] != major {
			t.Errorf("step uses %q: want %s@%s", s.Uses, name, currentMajor[name])
		}
		for _, v := range s.With {
			for _, m := range regexp.MustCompile(`inputs\.([\w-]+)`).FindAllStringSubmatch(v, -1) {
				usedInputs[m[1]] = true
			}
		}
		for _, m := range regexp.MustCompile(`inputs\.([\w-]+)`).FindAllStringSubmatch(s.If, -1) {
			usedInputs[m[1]] = true
		}
		if s.Run == "" {
			continue
		}
		if strings.Contains(s.Run, "${{") {
			t.Errorf("step %q interpolates an expression into its script: %q", s.ID, s.Run)
		}
		if s.ID == "run" {
			run = true
			if s.Shell != "bash" || !strings.Contains(s.Run, "scripts/action.sh") {
				t.Errorf("step run: shell %q, run %q", s.Shell, s.Run)
			}
			for _, v := range s.Env {
				for _, m := range regexp.MustCompile(`inputs\.([\w-]+)`).FindAllStringSubmatch(v, -1) {
					usedInputs[m[1]] = true
				}
			}
		}
	}
	if !run {
		t.Fatal("no step with id run")
	}
	for name := range a.Inputs {
		if !usedInputs[name] {
			t.Errorf("input %q is never passed on", name)
		}
	}
}

// TestPreCommitHooks checks .pre-commit-hooks.yaml and that its files
// pattern picks the package files.
func TestPreCommitHooks(t *testing.T) {
	var hooks []struct {
		ID               string `yaml:"id"`
		Name             string `yaml:"name"`
		Description      string `yaml:"description"`
		Entry            string `yaml:"entry"`
		Language         string `yaml:"language"`
		PassFilenames    *bool  `yaml:"pass_filenames"`
		Files            string `yaml:"files"`
		MinimumPreCommit string `yaml:"minimum_pre_commit_version"`
	}
	readYAML(t, "../.pre-commit-hooks.yaml", &hooks)
	if len(hooks) != 1 {
		t.Fatalf("%d hooks, want 1", len(hooks))
	}
	h := hooks[0]
	if h.ID != "pluglint" || h.Entry != "scripts/pre-commit.sh" || h.Language != "script" || h.PassFilenames == nil || *h.PassFilenames {
		t.Errorf("hook %+v: want id pluglint, entry scripts/pre-commit.sh, language script, pass_filenames false", h)
	}
	// pre-commit matches with Python's re.search; this pattern means the
	// same in Go's syntax.
	re := regexp.MustCompile(h.Files)
	for _, p := range []string{
		"plugin.json", "plugins/a/plugin.json", "mcp.json", "a/mcp.json", "skills/x/SKILL.md",
		"pkg/skills/x/SKILL.md", "plugin.yaml", ".pluglint.yaml", "pkg/.pluglint/tools.json", "pkg/.pluglint/lock.json",
		".pluglint/tools.json",
	} {
		if !re.MatchString(p) {
			t.Errorf("files pattern misses %s", p)
		}
	}
	for _, p := range []string{"README.md", "src/plugin.json.bak", "myplugin.json", "package.json", "docs/mcp.json.md"} {
		if re.MatchString(p) {
			t.Errorf("files pattern matches %s", p)
		}
	}
}

// run runs scripts/action.sh in dir with env, and returns its exit code
// and the step outputs it wrote.
func runAction(t *testing.T, dir string, env ...string) (int, map[string]string, string) {
	t.Helper()
	tmp := t.TempDir()
	outFile := filepath.Join(tmp, "output")
	summary := filepath.Join(tmp, "summary.md")
	script, err := filepath.Abs("action.sh")
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("bash", script)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GITHUB_OUTPUT="+outFile, "GITHUB_STEP_SUMMARY="+summary, "RUNNER_TEMP="+tmp,
		"PLUGLINT_BIN="+pluglintBin(t))
	cmd.Env = append(cmd.Env, env...)
	out, err := cmd.CombinedOutput()
	code := 0
	if err != nil {
		var ee *exec.ExitError
		if !errors.As(err, &ee) {
			t.Fatalf("running the action script: %v\n%s", err, out)
		}
		code = ee.ExitCode()
	}
	t.Logf("script output:\n%s", out)
	lastOutput = string(out)
	outputs := parseOutputs(t, outFile)
	md, _ := os.ReadFile(summary)
	return code, outputs, string(md)
}

// parseOutputs reads a GITHUB_OUTPUT file: name=value lines and
// name<<DELIM blocks.
func parseOutputs(t *testing.T, path string) map[string]string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	for i := 0; i < len(lines); i++ {
		if name, delim, ok := strings.Cut(lines[i], "<<"); ok {
			var val []string
			for i++; i < len(lines) && lines[i] != delim; i++ {
				val = append(val, lines[i])
			}
			out[name] = strings.Join(val, "\n")
			continue
		}
		name, val, ok := strings.Cut(lines[i], "=")
		if !ok {
			t.Fatalf("bad output line %q", lines[i])
		}
		out[name] = val
	}
	return out
}

var builtBin string

// lastOutput is what the last runAction printed.
var lastOutput string

// pluglintBin builds pluglint once for the tests that run the script.
func pluglintBin(t *testing.T) string {
	t.Helper()
	if builtBin != "" {
		return builtBin
	}
	dir, err := os.MkdirTemp("", "pluglint-action-test")
	if err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, "pluglint")
	cmd := exec.Command("go", "build", "-o", bin, "./cmd/pluglint")
	cmd.Dir = ".."
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	builtBin = bin
	return bin
}

func TestMain(m *testing.M) {
	code := m.Run()
	if builtBin != "" {
		os.RemoveAll(filepath.Dir(builtBin))
	}
	os.Exit(code)
}

// gitIn returns a function that runs git in repo with a fixed identity
// and no global configuration, failing the test on any error.
func gitIn(t *testing.T, repo string) func(args ...string) {
	return func(args ...string) {
		t.Helper()
		cmd := exec.Command("git", args...)
		cmd.Dir = repo
		cmd.Env = append(os.Environ(), "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.com",
			"GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.com", "GIT_CONFIG_GLOBAL=/dev/null")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
}

func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, data := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

const schema = `"$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json"`

// TestActionScript runs the action over a repository with a rejected and
// a clean package and checks the exit code, outputs, SARIF and summary.
func TestActionScript(t *testing.T) {
	repo := t.TempDir()
	writeFiles(t, repo, map[string]string{
		".git/HEAD":                   "ref: refs/heads/main\n",
		"plugins/bad/plugin.json":     "{" + schema + `, "name": "Bad_Name"}`,
		"plugins/good/plugin.json":    "{" + schema + `, "name": "good"}`,
		"plugins/good/notes/.gitkeep": "",
	})
	code, out, summary := runAction(t, repo, "PLUGLINT_PATH=plugins")
	if code != 1 || out["exit-code"] != "1" {
		t.Errorf("exit %d, exit-code output %q; want 1", code, out["exit-code"])
	}
	want := map[string]string{
		"packages": "2", "loads": "1", "rejected": "1", "errors": "1", "warnings": "0",
		"notes": "0", "sarif-file": "pluglint.sarif",
	}
	for k, v := range want {
		if out[k] != v {
			t.Errorf("output %s = %q, want %q (all: %v)", k, out[k], v, out)
		}
	}
	sarif, err := os.ReadFile(filepath.Join(repo, "pluglint.sarif"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(sarif), `"uri": "plugins/bad/plugin.json"`) {
		t.Errorf("SARIF lacks the finding's repository-relative URI:\n%s", sarif)
	}
	if _, err := os.Stat(out["json-file"]); err != nil {
		t.Errorf("json-file output: %v", err)
	}
	if !strings.Contains(summary, "## pluglint") || !strings.Contains(summary, "| `plugins/bad` | **rejected** |") {
		t.Errorf("step summary:\n%s", summary)
	}

	// fail-on never: exit 0, same counts.
	code, out, _ = runAction(t, repo, "PLUGLINT_PATH=plugins/good\nplugins/bad", "PLUGLINT_FAIL_ON=never",
		"PLUGLINT_SARIF=out.sarif", "PLUGLINT_ANNOTATIONS=false")
	if code != 0 || out["exit-code"] != "0" || out["errors"] != "1" || out["sarif-file"] != "out.sarif" {
		t.Errorf("fail-on never: exit %d, outputs %v", code, out)
	}
}

// TestActionScriptInputsAreData checks that an input is passed as data:
// shell syntax in it is never run.
func TestActionScriptInputsAreData(t *testing.T) {
	repo := t.TempDir()
	writeFiles(t, repo, map[string]string{"plugin.json": "{" + schema + `, "name": "ok"}`})
	code, out, _ := runAction(t, repo, "PLUGLINT_PATH=$(touch pwned); touch pwned2", "PLUGLINT_FAIL_ON=error`touch pwned3`")
	for _, f := range []string{"pwned", "pwned2", "pwned3"} {
		if _, err := os.Stat(filepath.Join(repo, f)); err == nil {
			t.Errorf("an input ran a command: %s exists", f)
		}
	}
	if code != 2 || out["exit-code"] != "2" || out["sarif-file"] != "" {
		t.Errorf("exit %d, outputs %v; want a usage error and no SARIF", code, out)
	}
}

// TestActionScriptBuilds checks that the script builds pluglint from the
// action's checkout when no binary is given.
func TestActionScriptBuilds(t *testing.T) {
	if testing.Short() {
		t.Skip("builds pluglint")
	}
	repo := t.TempDir()
	writeFiles(t, repo, map[string]string{"plugin.json": "{" + schema + `, "name": "ok"}`})
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	code, out, _ := runAction(t, repo, "PLUGLINT_BIN=", "PLUGLINT_ACTION_PATH="+root)
	if code != 0 || out["exit-code"] != "0" || out["packages"] != "1" {
		t.Errorf("exit %d, outputs %v", code, out)
	}
}

// TestPreCommitScript runs the hook's entry as pre-commit does, in a
// repository being committed to: it builds pluglint alone, then lints.
func TestPreCommitScript(t *testing.T) {
	if testing.Short() {
		t.Skip("builds pluglint")
	}
	repo := t.TempDir()
	writeFiles(t, repo, map[string]string{".git/HEAD": "ref: refs/heads/main\n", "p/plugin.json": `{"name": "p"}`})
	binDir := t.TempDir()
	script, err := filepath.Abs("pre-commit.sh")
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(script)
	cmd.Dir = repo
	cmd.Env = append(os.Environ(), "PLUGLINT_HOOK_BIN="+filepath.Join(binDir, "pluglint"))
	out, err := cmd.CombinedOutput()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 1 || !strings.Contains(string(out), "p/plugin.json:1:1: error: ") {
		t.Errorf("hook: %v\n%s", err, out)
	}
	entries, err := os.ReadDir(binDir)
	if err != nil || len(entries) != 1 || entries[0].Name() != "pluglint" {
		t.Errorf("the hook built %v (%v); want pluglint alone", entries, err)
	}
}

// TestActionScriptReleaseDiff checks the release diff in the job summary:
// on a pull request (HEAD the merge of the change into its base) it is
// there by default and does not fail the step; diff-base set explicitly
// fails it when the change widens; other events have none.
func TestActionScriptReleaseDiff(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	repo := t.TempDir()
	git := gitIn(t, repo)
	mcp := `{"$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json", "mcpServers": {"trade": {"type": "stdio", "command": "npx", "args": ["-y", "@acme/trade-mcp@1.4.2"]}}}`
	writeFiles(t, repo, map[string]string{
		"plugins/trader/plugin.json": "{" + schema + `, "name": "trader", "extensions": {"com.nousresearch.hermes": {"servers": {"trade": {"trust": "untrusted"}}}}}`,
		"plugins/trader/mcp.json":    mcp,
	})
	git("init", "-q", "-b", "main")
	git("add", "-A")
	git("commit", "-q", "-m", "base")
	git("checkout", "-q", "-b", "change")
	writeFiles(t, repo, map[string]string{"plugins/trader/plugin.json": "{" + schema + `, "name": "trader"}`})
	git("commit", "-q", "-am", "take the gate off")
	git("checkout", "-q", "main")
	git("merge", "-q", "--no-ff", "-m", "merge", "change")

	const widens = `server "trade" now runs at full trust`
	code, _, summary := runAction(t, repo, "PLUGLINT_PATH=plugins", "GITHUB_EVENT_NAME=pull_request")
	if code != 0 || !strings.Contains(summary, "### pluglint: what this change lets the packages do") || !strings.Contains(summary, widens) {
		t.Errorf("pull request: exit %d (want 0), summary:\n%s", code, summary)
	}
	code, _, summary = runAction(t, repo, "PLUGLINT_PATH=plugins", "GITHUB_EVENT_NAME=pull_request", "PLUGLINT_DIFF_BASE=HEAD~1")
	if code != 1 || !strings.Contains(summary, widens) {
		t.Errorf("diff-base: exit %d (want 1), summary:\n%s", code, summary)
	}
	code, _, summary = runAction(t, repo, "PLUGLINT_PATH=plugins", "GITHUB_EVENT_NAME=push")
	if code != 0 || strings.Contains(summary, "what this change lets") {
		t.Errorf("push: exit %d (want 0), summary:\n%s", code, summary)
	}
}
