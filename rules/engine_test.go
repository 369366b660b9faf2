package rules

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/pluglint/pluglint/rules/model"

	"github.com/rogpeppe/go-internal/txtar"

	"github.com/pluglint/pluglint/rules/rulestest"
)

// A rule that misuses its Pass makes the run fail with an error naming
// it, never a panic and never a finding with a made-up class.
func TestPassMisuseIsAnError(t *testing.T) {
	pkg, err := model.Load(model.Source{FS: fstest.MapFS{"plugin.json": {Data: []byte(`{}`)}}, Dir: "."})
	if err != nil {
		t.Fatal(err)
	}
	classless := &Rule{ID: "PL999", Name: "classless", Level: Error, Class: OfFile, Run: func(p *Pass) error {
		p.Reportf(AtFile("plugin.json"), "no class")
		return nil
	}}
	// An advice rule stands for no Hermes outcome: one that dropped
	// something would change the verdict behind its declaration. (A rule
	// that asks for an analysis it did not declare is caught before it
	// runs, by TestRegistryNeeds.)
	dropping := &Rule{ID: "PL997", Name: "dropping", Level: Error, Class: Advice, Run: func(p *Pass) error {
		p.Report(Finding{Loc: AtFile("plugin.json"), Message: "drops", Class: Drop, Drops: DropSkills})
		return nil
	}}
	for _, r := range []*Rule{classless, dropping} {
		_, err := lint(pkg, nil, []*Rule{r}, nil, false)
		if err == nil || !strings.Contains(err.Error(), r.ID) {
			t.Errorf("%s: err = %v, want an error naming the rule", r.ID, err)
		}
	}
}

// Lint scans every package file for credentials before the rules run,
// from the parse it already has, so that reporters and scrubSecrets never
// scan or parse again: the spans must be those a fresh scan of the file
// finds, on every PL500 fixture.
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
		pkg, err := model.Load(model.Source{FS: rulestest.FixtureFS(a), AbsRoot: "/pkg", Dir: "."})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Lint(pkg, nil); err != nil {
			t.Fatal(err)
		}
		for _, p := range pkg.FilePaths() {
			f := pkg.File(p)
			built := false
			f.SecretSpans(func() []model.Span { built = true; return nil })
			if built {
				t.Errorf("%s %s: lint left no secret spans", file, f.Path)
				continue
			}
			fresh := &model.File{Path: f.Path, State: f.State, Data: f.Data}
			got, want := secretSpanList(f), secretSpanList(fresh)
			if !slices.Equal(got, want) {
				t.Errorf("%s %s: spans from lint %v, from a fresh scan %v", file, f.Path, got, want)
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

// TestFindingCap lints mcp.json files of 150 and 200 servers without a
// "type": PL301 shows its first 100 findings, then one finding where the
// 101st would be counts the rest, with a fingerprint that does not change
// with the count; every server is still dropped, each by its own finding.
func TestFindingCap(t *testing.T) {
	lint := func(n int) *Result {
		t.Helper()
		var servers []string
		for i := range n {
			servers = append(servers, fmt.Sprintf(`"s%03d": {"command": "node"}`, i))
		}
		mcp, res := lintServers(t, servers)
		var shown []*Finding
		for _, f := range res.Findings {
			if f.Rule == ServerType {
				shown = append(shown, f)
			}
		}
		if len(shown) != maxShown+1 {
			t.Fatalf("%d servers: %d PL301 findings, want %d", n, len(shown), maxShown+1)
		}
		for i, f := range shown[:maxShown] {
			if want := fmt.Sprintf(`"s%03d"`, i); !strings.Contains(f.Message, want) || f.Class != Drop {
				t.Errorf("finding %d: %s %q, want the drop of %s", i, f.Class, f.Message, want)
			}
		}
		more := shown[maxShown]
		at := strings.Index(mcp, `"s100"`)
		want := fmt.Sprintf("%d more PL301 findings in mcp.json from here on are not shown: pluglint shows the first 100 of a rule in a file", n-maxShown)
		if more.Message != want || more.Level != Error || more.Class != Advice || more.Drops != nil ||
			more.Loc.Pointer != "/mcpServers/s100" || more.Pos.Line != 1 || more.Pos.Column != at+1 {
			t.Errorf("%d servers: the count is %s %s %v %s at %d:%d %q; want error advice <nil> /mcpServers/s100 at 1:%d %q",
				n, more.Level, more.Class, more.Drops, more.Loc.Pointer, more.Pos.Line, more.Pos.Column, more.Message, at+1, want)
		}
		if len(res.Outcome.Dropped) != n {
			t.Fatalf("%d servers: %d dropped", n, len(res.Outcome.Dropped))
		}
		for i, d := range res.Outcome.Dropped {
			if name := fmt.Sprintf("s%03d", i); d.Name != name || d.Cause.Rule != ServerType || !strings.Contains(d.Cause.Message, `"`+name+`"`) {
				t.Errorf("dropped %d: %s by %s %q, want %s by its own PL301 finding", i, d.Name, d.Cause.Rule.ID, d.Cause.Message, name)
			}
		}
		return res
	}
	a, b := lint(150), lint(200)
	count := func(r *Result) *Finding { return r.Findings[len(r.Findings)-1] }
	if count(a).Fingerprint != count(b).Fingerprint {
		t.Errorf("the count's fingerprint changes with the count: %s, %s", count(a).Fingerprint, count(b).Fingerprint)
	}
	// Nor is it the fingerprint of the finding it starts at, which a
	// baseline may hold once fewer findings come before it.
	own := *count(a)
	own.unshown = 0
	finalize(a.Package, &own)
	if own.Fingerprint == count(a).Fingerprint {
		t.Errorf("the count has the fingerprint of the finding it starts at")
	}
}

// TestCollectorKeepsOutcome feeds the collector findings past the cap in
// an order rules might report them: the outcome must be the one all the
// findings give, the cause of each drop the finding that sorts first, and
// a rejection counts wherever it comes.
func TestCollectorKeepsOutcome(t *testing.T) {
	pkg, err := model.Load(model.Source{FS: fstest.MapFS{"plugin.json": {Data: []byte(`{}`)}}, Dir: "."})
	if err != nil {
		t.Fatal(err)
	}
	var all []*Finding
	c := &collector{}
	add := func(class Class, target string, at int) {
		f := &Finding{Rule: ServerType, Class: class, Level: Error, Loc: Loc{File: "mcp.json", Span: model.Span{Start: at, End: at + 1}}}
		if target != "" {
			f.Drops = DropServer(target)
		}
		all = append(all, f)
		c.add(f)
	}
	for i := range maxShown {
		add(Drop, "shown", 1000+i)
	}
	add(Drop, "late", 5000) // reported first, sorts last
	add(Drop, "late", 3000)
	add(Drop, "shown", 10) // sorts before every shown finding of its target
	add(Reject, "", 7000)
	add(Drop, "late", 4000)

	got, want := computeOutcome(pkg, c.forOutcome()), computeOutcome(pkg, all)
	if got.Rejected != want.Rejected || !got.Rejected {
		t.Errorf("rejected: %v, want %v", got.Rejected, want.Rejected)
	}
	if len(got.Dropped) != 2 || len(want.Dropped) != 2 {
		t.Fatalf("dropped %v, want %v", got.Dropped, want.Dropped)
	}
	for i := range got.Dropped {
		if got.Dropped[i].Target != want.Dropped[i].Target || got.Dropped[i].Cause != want.Dropped[i].Cause {
			t.Errorf("dropped %s caused at %d, want %s at %d", got.Dropped[i].Name, got.Dropped[i].Cause.Loc.Span.Start,
				want.Dropped[i].Name, want.Dropped[i].Cause.Loc.Span.Start)
		}
	}
	shown := c.finish()
	if len(shown) != maxShown+1 || shown[maxShown].unshown != 5 || shown[maxShown].Loc.Span.Start != 5000 {
		t.Errorf("%d shown, the last counting %d at %d; want %d, counting 5 at 5000", len(shown), shown[len(shown)-1].unshown,
			shown[len(shown)-1].Loc.Span.Start, maxShown+1)
	}
}

// TestUnwordedCause lints 101 stdio servers, each dropped by a number in
// its args: PL304 words only the findings pluglint shows (Pass.Shown), so
// the 101st server's cause, unshown, reads as the rule's title.
func TestUnwordedCause(t *testing.T) {
	var servers []string
	for i := range maxShown + 1 {
		servers = append(servers, fmt.Sprintf(`"s%03d": {"type": "stdio", "command": "node", "args": [%d]}`, i, i))
	}
	_, res := lintServers(t, servers)
	if len(res.Outcome.Dropped) != maxShown+1 {
		t.Fatalf("%d dropped, want %d", len(res.Outcome.Dropped), maxShown+1)
	}
	worded := res.Outcome.Dropped[0].Cause.Message
	if want := `stdio server "s000" has args[0] that is a number, not a string; Hermes drops the server (quote it: "0")`; worded != want {
		t.Errorf("first cause %q, want %q", worded, want)
	}
	last := res.Outcome.Dropped[maxShown].Cause
	if last.Rule != ServerStdioField || last.Message != ServerStdioField.Doc.Title || last.Pos.Line != 1 {
		t.Errorf("last cause %s %q at line %d, want PL304 %q, placed", last.Rule.ID, last.Message, last.Pos.Line, ServerStdioField.Doc.Title)
	}
}

// lintServers lints a package whose mcp.json holds the given server
// members, and returns that mcp.json and the result.
func lintServers(t *testing.T, servers []string) (string, *Result) {
	t.Helper()
	mcp := `{"$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json", "mcpServers": {` + strings.Join(servers, ", ") + "}}"
	pkg, err := model.Load(model.Source{FS: fstest.MapFS{
		"plugin.json": {Data: []byte(`{"$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json", "name": "demo"}`)},
		"mcp.json":    {Data: []byte(mcp)},
	}, Dir: "."})
	if err != nil {
		t.Fatal(err)
	}
	res, err := Lint(pkg, nil)
	if err != nil {
		t.Fatal(err)
	}
	return mcp, res
}
