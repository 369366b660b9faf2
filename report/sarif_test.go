package report

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/xeipuuv/gojsonschema"

	"github.com/pluglint/pluglint/rules"
)

// sarifOpts pins the directories so the goldens do not depend on the
// machine: pluglint ran in /src/repo/sub, the repository root is
// /src/repo.
var sarifOpts = Options{Version: "1.2.3", WorkDir: "/src/repo/sub", SourceRoot: "/src/repo"}

func TestSARIFGolden(t *testing.T) {
	var buf bytes.Buffer
	if err := writeSARIF(&buf, twoPackages(t), sarifOpts, fakeCatalogue, ""); err != nil {
		t.Fatal(err)
	}
	golden(t, "sarif/two-packages.sarif", buf.String())
	checkSARIF(t, buf.Bytes())
}

func TestSARIFEmpty(t *testing.T) {
	pkg := load(t, "demo", map[string]string{"plugin.json": "{}\n"})
	var buf bytes.Buffer
	res := &rules.Result{Package: pkg, Outcome: &rules.Outcome{}}
	if err := writeSARIF(&buf, []*rules.Result{res}, Options{Version: "devel", WorkDir: "/w", SourceRoot: "/w"},
		fakeCatalogue[:1], ""); err != nil {
		t.Fatal(err)
	}
	golden(t, "sarif/empty.sarif", buf.String())
	checkSARIF(t, buf.Bytes())
}

// TestSARIFCatalogue checks the real catalogue: every rule is listed with
// what code scanning needs, and security rules carry a severity.
func TestSARIFCatalogue(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteSARIF(&buf, nil, Options{Version: "devel", WorkDir: "/w", SourceRoot: "/w"}); err != nil {
		t.Fatal(err)
	}
	checkSARIF(t, buf.Bytes())
	var log sarifLog
	if err := json.Unmarshal(buf.Bytes(), &log); err != nil {
		t.Fatal(err)
	}
	got := log.Runs[0].Tool.Driver.Rules
	if len(got) != len(rules.All) {
		t.Fatalf("%d rules in SARIF, %d in the registry", len(got), len(rules.All))
	}
	for i, r := range rules.All {
		sr := got[i]
		if sr.ID != r.ID || sr.Name != r.Name {
			t.Errorf("rule %d is %s %s, want %s", i, sr.ID, sr.Name, r)
		}
		if r.Security != (sr.Properties.SecuritySeverity != "") {
			t.Errorf("%s: security %v but security-severity %q", r, r.Security, sr.Properties.SecuritySeverity)
		}
		if sr.Help.Markdown != RuleMarkdown(r) {
			t.Errorf("%s: help.markdown is not the rule's documentation", r)
		}
		switch sr.Properties.Precision {
		case "very-high", "high", "medium", "low":
		default:
			t.Errorf("%s: precision %q", r, sr.Properties.Precision)
		}
	}
}

func TestSARIFPaths(t *testing.T) {
	tests := []struct {
		wd, root, shown string
		want            sarifArtifactLoc
	}{
		{"/r", "/r", "plugins/a/mcp.json", sarifArtifactLoc{URI: "plugins/a/mcp.json", URIBaseID: srcRoot}},
		// Run from a subdirectory: still relative to the repository root.
		{"/r/plugins", "/r", "a/mcp.json", sarifArtifactLoc{URI: "plugins/a/mcp.json", URIBaseID: srcRoot}},
		// A package named with ../ from a subdirectory.
		{"/r/docs", "/r", "../plugins/a/mcp.json", sarifArtifactLoc{URI: "plugins/a/mcp.json", URIBaseID: srcRoot}},
		{"/r", "/r", "my plugin/a#1/mcp.json", sarifArtifactLoc{URI: "my%20plugin/a%231/mcp.json", URIBaseID: srcRoot}},
		{"/r", "/r", "c:d/mcp.json", sarifArtifactLoc{URI: "./c:d/mcp.json", URIBaseID: srcRoot}},
		// Outside the repository: relative to the file system's root.
		{"/r", "/r", "/elsewhere/p/mcp.json", sarifArtifactLoc{URI: "elsewhere/p/mcp.json", URIBaseID: fsRoot}},
		{"/r/x", "/r/x", "../y/mcp.json", sarifArtifactLoc{URI: "r/y/mcp.json", URIBaseID: fsRoot}},
		{"/r", "/r", "/a:b/mcp.json", sarifArtifactLoc{URI: "./a:b/mcp.json", URIBaseID: fsRoot}},
	}
	for _, tt := range tests {
		if filepath.Separator != '/' {
			t.Skip("POSIX paths")
		}
		got := pathMap{wd: tt.wd, root: tt.root}.artifact(tt.shown)
		if got != tt.want {
			t.Errorf("wd %s root %s: %q -> %+v, want %+v", tt.wd, tt.root, tt.shown, got, tt.want)
		}
	}
}

func TestFindRepoRoot(t *testing.T) {
	dir := t.TempDir()
	sub := filepath.Join(dir, "a", "b")
	if err := os.MkdirAll(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	if got := FindRepoRoot(sub); got != sub {
		t.Errorf("no repository: got %s, want %s", got, sub)
	}
	// A worktree or submodule has a .git file.
	if err := os.WriteFile(filepath.Join(dir, "a", ".git"), []byte("gitdir: x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got, want := FindRepoRoot(sub), filepath.Join(dir, "a"); got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

// TestSARIFFingerprintIgnoresLines checks that moving a finding to another
// line (reformatting, reordered keys) keeps its fingerprints.
func TestSARIFFingerprintIgnoresLines(t *testing.T) {
	fingerprints := func(mcp string) map[string]string {
		pkg := load(t, "p", map[string]string{"mcp.json": mcp})
		f := find(t, pkg, fakeSecret, rules.Error, "mcp.json", `"x"`, "/mcpServers/a/env/TOKEN", "m")
		var buf bytes.Buffer
		res := &rules.Result{Package: pkg, Outcome: &rules.Outcome{}, Findings: []*rules.Finding{f}}
		if err := writeSARIF(&buf, []*rules.Result{res}, sarifOpts, fakeCatalogue, ""); err != nil {
			t.Fatal(err)
		}
		var log sarifLog
		if err := json.Unmarshal(buf.Bytes(), &log); err != nil {
			t.Fatal(err)
		}
		return log.Runs[0].Results[0].PartialFingerprints
	}
	a := fingerprints(`{"mcpServers": {"a": {"env": {"TOKEN": "x"}}}}`)
	b := fingerprints("{\n  \"mcpServers\": {\n    \"b\": {},\n    \"a\": {\n      \"env\": {\"TOKEN\": \"x\"}\n    }\n  }\n}\n")
	if a["primaryLocationLineHash"] == "" || a[FingerprintKey] == "" {
		t.Fatalf("missing fingerprints: %v", a)
	}
	if a["primaryLocationLineHash"] != b["primaryLocationLineHash"] || a[FingerprintKey] != b[FingerprintKey] {
		t.Errorf("fingerprints changed with the layout: %v then %v", a, b)
	}
}

// TestSARIFNoSource checks that no text of the package other than names
// in messages reaches the log: the secret value must not appear.
func TestSARIFNoSource(t *testing.T) {
	pkg := load(t, "p", map[string]string{"mcp.json": `{"mcpServers": {"a": {"env": {"TOKEN": "sk-live-0123456789abcdef"}}}}`})
	f := find(t, pkg, fakeSecret, rules.Error, "mcp.json", `"sk-live-0123456789abcdef"`, "/mcpServers/a/env/TOKEN",
		`env "TOKEN" of server "a" holds a literal credential`)
	var buf bytes.Buffer
	res := &rules.Result{Package: pkg, Outcome: &rules.Outcome{}, Findings: []*rules.Finding{f}}
	if err := writeSARIF(&buf, []*rules.Result{res}, sarifOpts, fakeCatalogue, ""); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(buf.String(), "sk-live") {
		t.Errorf("the secret reached the SARIF log:\n%s", buf.String())
	}
}

var sarifSchemaLoader = gojsonschema.NewReferenceLoader("file://" + filepath.ToSlash(mustAbs("../testdata/report/sarif-schema-2.1.0.json")))

func mustAbs(p string) string {
	abs, err := filepath.Abs(p)
	if err != nil {
		panic(err)
	}
	return abs
}

// checkSARIF validates a log against the official SARIF 2.1.0 schema (a
// copy kept in testdata) and the rules GitHub code scanning applies on
// upload.
func checkSARIF(t *testing.T, data []byte) {
	t.Helper()
	res, err := gojsonschema.Validate(sarifSchemaLoader, gojsonschema.NewBytesLoader(data))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range res.Errors() {
		t.Errorf("SARIF schema: %s", e)
	}
	var log sarifLog
	if err := json.Unmarshal(data, &log); err != nil {
		t.Fatal(err)
	}
	if log.Version != "2.1.0" || len(log.Runs) != 1 {
		t.Fatalf("version %q with %d runs, want 2.1.0 with one run", log.Version, len(log.Runs))
	}
	run := log.Runs[0]
	if run.ColumnKind != "utf16CodeUnits" {
		t.Errorf("columnKind %q", run.ColumnKind)
	}
	base, ok := run.OriginalURIBaseIDs[srcRoot]
	if !ok || !strings.HasPrefix(base.URI, "file:///") || !strings.HasSuffix(base.URI, "/") {
		t.Errorf("originalUriBaseIds %v: want %s as a file URI ending in /", run.OriginalURIBaseIDs, srcRoot)
	}
	ids := map[string]int{}
	for i, r := range run.Tool.Driver.Rules {
		if _, dup := ids[r.ID]; dup {
			t.Errorf("rule %s listed twice", r.ID)
		}
		ids[r.ID] = i
		if r.ShortDescription.Text == "" || r.FullDescription.Text == "" || r.Help.Text == "" ||
			r.Help.Markdown == "" || r.HelpURI == "" || r.DefaultConfiguration.Level == "" {
			t.Errorf("rule %s lacks descriptions, help or level: %+v", r.ID, r)
		}
		if s := r.Properties.SecuritySeverity; s != "" {
			if f, err := strconv.ParseFloat(s, 64); err != nil || f < 0.1 || f > 10 {
				t.Errorf("rule %s: security-severity %q", r.ID, s)
			}
		}
	}
	for i, res := range run.Results {
		if idx, ok := ids[res.RuleID]; !ok || idx != res.RuleIndex {
			t.Errorf("result %d: rule %s at index %d not in the rules list", i, res.RuleID, res.RuleIndex)
		}
		if res.Message.Text == "" || strings.ContainsAny(res.Message.Text, "\r\n") {
			t.Errorf("result %d: message %q", i, res.Message.Text)
		}
		if res.PartialFingerprints["primaryLocationLineHash"] == "" {
			t.Errorf("result %d: no primaryLocationLineHash", i)
		}
		for _, loc := range append(res.Locations, res.RelatedLocations...) {
			a := loc.PhysicalLocation.ArtifactLocation
			if a.URIBaseID != srcRoot || a.URI == "" || strings.HasPrefix(a.URI, "/") || strings.HasPrefix(a.URI, "../") ||
				strings.Contains(a.URI, `\`) {
				t.Errorf("result %d: location %+v is not relative to %s", i, a, srcRoot)
			}
			if reg := loc.PhysicalLocation.Region; reg == nil || reg.StartLine < 1 {
				t.Errorf("result %d: region %+v", i, reg)
			}
		}
	}
}

// TestSARIFOutsideRepository checks a file outside the repository: its
// URI is relative to the file system's root under %FSROOT%, which
// originalUriBaseIds then maps, so that no URI of the log is absolute.
func TestSARIFOutsideRepository(t *testing.T) {
	if filepath.Separator != '/' {
		t.Skip("POSIX paths")
	}
	pkg := load(t, "p", map[string]string{"mcp.json": `{"mcpServers": {"a": {"env": {"TOKEN": "x"}}}}`})
	f := find(t, pkg, fakeSecret, rules.Error, "mcp.json", `"x"`, "/mcpServers/a/env/TOKEN", "m")
	res := &rules.Result{Package: pkg, Outcome: &rules.Outcome{}, Findings: []*rules.Finding{f}}
	write := func(opts Options) sarifRun {
		var buf bytes.Buffer
		if err := writeSARIF(&buf, []*rules.Result{res}, opts, fakeCatalogue, ""); err != nil {
			t.Fatal(err)
		}
		var log sarifLog
		if err := json.Unmarshal(buf.Bytes(), &log); err != nil {
			t.Fatal(err)
		}
		return log.Runs[0]
	}
	run := write(Options{WorkDir: "/work/catalog", SourceRoot: "/src/repo"})
	got := run.Results[0].Locations[0].PhysicalLocation.ArtifactLocation
	if want := (sarifArtifactLoc{URI: "work/catalog/p/mcp.json", URIBaseID: fsRoot}); got != want {
		t.Errorf("artifact %+v, want %+v", got, want)
	}
	if base := run.OriginalURIBaseIDs[fsRoot]; base.URI != "file:///" {
		t.Errorf("originalUriBaseIds %v: want %s as file:///", run.OriginalURIBaseIDs, fsRoot)
	}
	// Inside the repository, the base is not declared.
	run = write(Options{WorkDir: "/src/repo", SourceRoot: "/src/repo"})
	if _, ok := run.OriginalURIBaseIDs[fsRoot]; ok || run.Results[0].Locations[0].PhysicalLocation.ArtifactLocation.URIBaseID != srcRoot {
		t.Errorf("a file inside the repository: originalUriBaseIds %v, location %+v", run.OriginalURIBaseIDs, run.Results[0].Locations[0].PhysicalLocation.ArtifactLocation)
	}
}
