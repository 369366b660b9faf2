package rules

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rogpeppe/go-internal/txtar"

	"github.com/pluglint/pluglint/rules/rulestest"
)

// A rule that misuses its Pass makes the run fail with an error naming
// it, never a panic and never a finding with a made-up class.
func TestPassMisuseIsAnError(t *testing.T) {
	pkg, err := Load(Source{FS: fstest.MapFS{"plugin.json": {Data: []byte(`{}`)}}, Dir: "."})
	if err != nil {
		t.Fatal(err)
	}
	classless := &Rule{ID: "PL999", Name: "classless", Level: Error, Class: OfFile, Run: func(p *Pass) error {
		p.Reportf(AtFile("plugin.json"), "no class")
		return nil
	}}
	early := &Rule{ID: "PL998", Name: "early", Level: Error, Class: Advice, Run: func(p *Pass) error {
		_ = p.Outcome()
		return nil
	}}
	// The engine runs advice rules once the outcome is known: one that
	// dropped something would change it behind the engine's back.
	dropping := &Rule{ID: "PL997", Name: "dropping", Level: Error, Class: Advice, Run: func(p *Pass) error {
		p.Report(Finding{Loc: AtFile("plugin.json"), Message: "drops", Class: Drop, Drops: DropSkills})
		return nil
	}}
	for _, r := range []*Rule{classless, early, dropping} {
		_, err := lint(pkg, nil, []*Rule{r}, nil)
		if err == nil || !strings.Contains(err.Error(), r.ID) {
			t.Errorf("%s: err = %v, want an error naming the rule", r.ID, err)
		}
	}
}

// PL500 leaves SecretSpans on the manifest and mcp.json as it scans
// them, so that reporters and scrubSecrets never parse them again: the
// spans must be those a fresh parse finds, on every PL500 fixture.
func TestSecretSpansFromLint(t *testing.T) {
	cases, _ := filepath.Glob(filepath.Join("..", "testdata", "rules", "pl500_secret_literal", "*.txtar"))
	if len(cases) == 0 {
		t.Fatal("no PL500 fixtures")
	}
	withSpans := 0
	for _, file := range cases {
		a, err := txtar.ParseFile(file)
		if err != nil {
			t.Fatal(err)
		}
		pkg, err := Load(Source{FS: rulestest.FixtureFS(a), AbsRoot: "/pkg", Dir: "."})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Lint(pkg, nil); err != nil {
			t.Fatal(err)
		}
		for _, jf := range []*JSONFile{pkg.Manifest, pkg.MCP} {
			if jf == nil || jf.File == nil || jf.Root() == nil {
				continue
			}
			if _, ok := jf.memo[secretSpansKey{}]; !ok {
				t.Errorf("%s %s: lint left no secret spans", file, jf.Path)
			}
			got, want := SecretSpans(jf.File), secretSpans(jf.File)
			if !slices.Equal(got, want) {
				t.Errorf("%s %s: spans from lint %v, from a fresh parse %v", file, jf.Path, got, want)
			}
			if len(got) > 0 {
				withSpans++
			}
		}
	}
	if withSpans == 0 {
		t.Error("no fixture holds a secret: the test compares nothing")
	}
}
