package rules_test

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/pluglint/pluglint/rules/model"

	"github.com/rogpeppe/go-internal/txtar"

	"github.com/pluglint/pluglint/report"
	"github.com/pluglint/pluglint/rules"
	"github.com/pluglint/pluglint/rules/rulestest"
)

var update = flag.Bool("update", false, "rewrite the want and outcome sections of rule fixtures")

// Fixture archives live in testdata/rules/<id>_<name>/<case>.txtar. Their
// files form a package; a file name may carry a marker:
//
//	name@symlink   a symlink whose target is the file's content (trimmed)
//	name@fifo      a named pipe
//	name@dir       an empty directory
//	name@exec      a regular file with mode 0755
//
// The "want" section lists the rule's findings in the text format with the
// source line and caret span; a case without one must come back clean.
// An optional "outcome" section pins what Hermes loads. An optional
// "hermes-config.yaml" section is the user's config.yaml, passed the way
// --hermes-config passes it and never part of the package.
const fixtureRoot = "../testdata/rules"

// hermesConfigSection names the archive section holding the user's
// config.yaml; it is passed as --hermes-config would pass it, never as a
// package file.
const hermesConfigSection = "hermes-config.yaml"

func TestRuleFixtures(t *testing.T) {
	for _, r := range rules.All {
		dir := filepath.Join(fixtureRoot, fixtureDir(r))
		cases, _ := filepath.Glob(filepath.Join(dir, "*.txtar"))
		for _, file := range cases {
			name := r.ID + "/" + strings.TrimSuffix(filepath.Base(file), ".txtar")
			t.Run(name, func(t *testing.T) { runFixture(t, r, file) })
		}
	}
}

func fixtureDir(r *rules.Rule) string {
	return strings.ToLower(r.ID) + "_" + strings.ReplaceAll(r.Name, "-", "_")
}

// TestRegistry checks the rule list: IDs and names unique and sorted,
// every rule documented and with fixtures that fire and that stay clean.
func TestRegistry(t *testing.T) {
	seen := map[string]bool{}
	prev := ""
	for _, r := range rules.All {
		if seen[r.ID] || seen[r.Name] {
			t.Errorf("%s: duplicate ID or name", r)
		}
		seen[r.ID], seen[r.Name] = true, true
		if r.ID <= prev {
			t.Errorf("%s: registry not in ID order (after %s)", r.ID, prev)
		}
		prev = r.ID
		if r.Doc.Title == "" || r.Doc.Why == "" || r.Doc.Fix == "" || r.Doc.Bad == "" || r.Doc.Good == "" {
			t.Errorf("%s: documentation incomplete (title, why, fix, bad and good are required)", r)
		}
		if r.Class == rules.ClassDefault || r.Level == rules.LevelDefault || r.Run == nil {
			t.Errorf("%s: class, level and Run are required", r)
		}
		if (r.CWE != 0 || r.SecuritySeverity != "") && !r.Security {
			t.Errorf("%s: a CWE or security severity on a rule that is not a security rule", r)
		}
		if f := r.Fix; f != nil && (f.What == "" || (f.Plan == nil) != (f.Safety == "never")) {
			t.Errorf("%s: a fixer says what it does, and plans unless its safety is never (safety %q)", r, f.Safety)
		}
		cases, _ := filepath.Glob(filepath.Join(fixtureRoot, fixtureDir(r), "*.txtar"))
		fires, clean := false, false
		for _, c := range cases {
			a, err := txtar.ParseFile(c)
			if err != nil {
				t.Fatal(err)
			}
			if rulestest.Section(a, "want") != nil {
				fires = true
			} else {
				clean = true
			}
		}
		if !fires || !clean {
			t.Errorf("%s: needs fixtures in testdata/rules/%s that fire and that stay clean (have fire=%v clean=%v)",
				r, fixtureDir(r), fires, clean)
		}
	}
}

func runFixture(t *testing.T, r *rules.Rule, file string) {
	a, err := txtar.ParseFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if len(bytes.TrimSpace(a.Comment)) == 0 {
		t.Errorf("%s: the archive comment must say what the case proves", file)
	}
	src := model.Source{FS: rulestest.FixtureFS(a), AbsRoot: "/pkg", Dir: "."}
	if hc := rulestest.Section(a, hermesConfigSection); hc != nil {
		// The user's config.yaml is not part of the package: it is handed
		// over the way --hermes-config hands it.
		if src.HermesConfig, err = model.ParseHermesConfig(hermesConfigSection, hc.Data); err != nil {
			t.Fatal(err)
		}
	}
	pkg, err := model.Load(src)
	if err != nil {
		t.Fatal(err)
	}
	res, err := rules.LintRule(pkg, r)
	if err != nil {
		t.Fatal(err)
	}
	got := FormatFindings(res)
	full, err := rules.Lint(pkg, nil)
	if err != nil {
		t.Fatal(err)
	}
	gotOutcome := FormatOutcome(full)

	want, wantOutcome := rulestest.Section(a, "want"), rulestest.Section(a, "outcome")
	if *update {
		var files []txtar.File
		for _, f := range a.Files {
			if f.Name != "want" && f.Name != "outcome" {
				files = append(files, f)
			}
		}
		if got != "" {
			files = append(files, txtar.File{Name: "want", Data: []byte(got)})
		}
		if wantOutcome != nil {
			files = append(files, txtar.File{Name: "outcome", Data: []byte(gotOutcome)})
		}
		a.Files = files
		if err := os.WriteFile(file, txtar.Format(a), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	wantText := ""
	if want != nil {
		wantText = string(want.Data)
	}
	if got != wantText {
		t.Errorf("%s: findings differ\n--- got\n%s--- want\n%s", file, got, wantText)
	}
	if wantOutcome != nil && gotOutcome != string(wantOutcome.Data) {
		t.Errorf("%s: outcome differs\n--- got\n%s--- want\n%s", file, gotOutcome, wantOutcome.Data)
	}
}

// FormatFindings renders findings exactly as the text reporter does,
// without colour and without the package summary.
func FormatFindings(res *rules.Result) string {
	var b strings.Builder
	t := report.NewText(&b, false)
	for _, f := range res.Findings {
		t.Finding(res.Package, f)
	}
	return b.String()
}

// FormatOutcome renders what Hermes loads, for outcome sections.
func FormatOutcome(res *rules.Result) string {
	var b strings.Builder
	o := res.Outcome
	fmt.Fprintf(&b, "verdict: %s\n", res.Verdict())
	if o.Rejected {
		return b.String()
	}
	for _, s := range o.Servers {
		fmt.Fprintf(&b, "server: %s %s trust=%s (%s)\n", s.Name, s.Type, s.Trust, s.TrustSource)
	}
	var skills []string
	for _, s := range o.Skills {
		skills = append(skills, s.Name)
	}
	sort.Strings(skills)
	if len(skills) > 0 {
		fmt.Fprintf(&b, "skills: %s\n", strings.Join(skills, " "))
	}
	for _, d := range o.Dropped {
		name := ""
		if d.Name != "" {
			name = " " + strings.ToValidUTF8(d.Name, "\ufffd") // as reporters print it
		}
		fmt.Fprintf(&b, "dropped: %s%s (%s)\n", d.Kind, name, d.Cause.Rule.ID)
	}
	return b.String()
}
