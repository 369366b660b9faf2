package report

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/pluglint/pluglint/rules/model"

	"github.com/pluglint/pluglint/rules"
)

// The -update flag (docs_test.go) also rewrites these goldens.

// golden compares got with testdata/report/<name>, showing a line diff,
// or rewrites the file under -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("..", "testdata", "report", filepath.FromSlash(name))
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./report -update to create it)", err)
	}
	if string(want) == got {
		return
	}
	t.Errorf("%s differs (- want, + got; go test ./report -update rewrites it):\n%s", path, lineDiff(string(want), got))
}

// Fake rules: the goldens must not change whenever a real rule's
// documentation is edited, so they use a small catalogue of their own.
var (
	fakeTrust = &rules.Rule{
		ID: "PL210", Name: "trust-invalid", Level: rules.Error, Class: rules.Reject,
		Fixed: true, Precision: "very-high", Doc: rules.Doc{
			Title: "trust is not \"untrusted\" or \"full\"",
			Why:   "Hermes rejects the whole package when a declaration's trust is anything else.",
			Fix:   "Write \"untrusted\" or \"full\", in lower case.",
			Bad:   "plugin.json:\n{\"trust\": \"Untrusted\"}",
			Good:  "plugin.json:\n{\"trust\": \"untrusted\"}",
		},
	}
	fakeType = &rules.Rule{
		ID: "PL301", Name: "server-type", Level: rules.Error, Class: rules.Drop,
		Doc: rules.Doc{
			Title: "server type is missing or not loaded by Hermes", Why: "Hermes drops the server.",
			Fix: "Set \"type\" to \"stdio\" or \"streamable-http\".",
		},
	}
	fakeSecret = &rules.Rule{
		ID: "PL500", Name: "secret-literal", Level: rules.Error, Class: rules.Advice,
		Security: true, SecuritySeverity: "8.5", CWE: 798, Precision: "high", Doc: rules.Doc{
			Title: "a credential is written as a literal",
			Why:   "Everyone who installs the package can read it.", Fix: "Read it from the user's environment.",
		},
	}
	fakeSkill = &rules.Rule{
		ID: "PL402", Name: "skill-name", Level: rules.Error, Class: rules.Drop,
		Doc: rules.Doc{Title: "skill name breaks the rules", Why: "Hermes skips the skill.", Fix: "Rename it."},
	}
	fakeRedundant = &rules.Rule{
		ID: "PL212", Name: "trust-redundant", Level: rules.Note, Class: rules.Advice,
		Doc: rules.Doc{Title: "trust \"full\" is the default", Why: "It changes nothing.", Fix: "Remove it."},
	}
	fakeName = &rules.Rule{
		ID: "PL309", Name: "server-name", Level: rules.Warning, Class: rules.Advice,
		Doc: rules.Doc{
			Title: "server name changes under Hermes's mapping", Why: "Users must use the internal name.",
			Fix: "Use lower-case letters, digits, - and _.",
		},
	}
)

var fakeCatalogue = []*rules.Rule{fakeTrust, fakeRedundant, fakeType, fakeName, fakeSkill, fakeSecret}

// fixture is a package plus the findings a test pins on it.
type fixture struct {
	pkg      *model.Package
	findings []*rules.Finding
	outcome  *rules.Outcome
	name     string
}

func load(t *testing.T, dir string, files map[string]string) *model.Package {
	t.Helper()
	fsys := fstest.MapFS{}
	for name, data := range files {
		fsys[name] = &fstest.MapFile{Data: []byte(data), Mode: 0o644}
	}
	pkg, err := model.Load(model.Source{FS: fsys, Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	return pkg
}

// find returns a finding at the first occurrence of needle in file,
// spanning it, with positions resolved as the engine does.
func find(t *testing.T, pkg *model.Package, rule *rules.Rule, level rules.Level, file, needle, pointer, msg string) *rules.Finding {
	t.Helper()
	f := &rules.Finding{
		Rule: rule, Level: level, Class: rule.Class, Message: msg,
		Loc: rules.Loc{File: file, Pointer: pointer},
	}
	if f.Class == rules.OfFile || f.Class == rules.OfPlace || f.Class == rules.ClassDefault {
		f.Class = rules.Advice
	}
	f.Path = pkg.Dir + "/" + file
	f.Fingerprint = fakeFingerprint(rule.ID, f.Path, pointer)
	src := pkg.File(file)
	if needle == "" || src == nil {
		f.Loc.WholeFile = true
		f.Pos = rules.Position{Line: 1, Column: 1, EndLine: 1, EndColumn: 1, UTF16Column: 1, UTF16EndColumn: 1}
		return f
	}
	off := strings.Index(string(src.Data), needle)
	if off < 0 {
		t.Fatalf("%q not in %s", needle, file)
	}
	f.Loc.Span = model.Span{Start: off, End: off + len(needle)}
	f.Pos.Line, f.Pos.Column, f.Pos.UTF16Column = src.Position(off)
	f.Pos.EndLine, f.Pos.EndColumn, f.Pos.UTF16EndColumn = src.Position(off + len(needle))
	return f
}

// fakeFingerprint is readable in goldens; the real one is a hash of the
// same three parts.
func fakeFingerprint(id, path, pointer string) string {
	return strings.ToLower(id) + "-" + strings.NewReplacer("/", "-", ".", "-").Replace(path+pointer)
}

func (fx fixture) result() *rules.Result {
	return &rules.Result{Package: fx.pkg, Name: fx.name, Outcome: fx.outcome, Findings: fx.findings}
}

const traderPlugin = `{
  "$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json",
  "name": "trader",
  "description": "交易 — trade from the chat 📈",
  "extensions": {"com.nousresearch.hermes": {"servers": {
    "trade": {"trust": "untrusted"},
    "feed": {"trust": "full"}
  }}}
}
`

const traderMCP = `{
  "$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json",
  "mcpServers": {
    "trade": {"type": "streamable-http", "url": "https://trade.example/mcp"},
    "Feed": {"type": "stdio", "command": "feed", "env": {"FEED_TOKEN": "x"}},
    "📈 quotes": {"type": "sse", "url": "https://quotes.example/sse"}
  }
}
`

const brokenPlugin = `{
  "$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json",
  "name": "broken",
  "extensions": {"com.nousresearch.hermes": {"servers": {"x": {"trust": "Untrusted"}}}}
}
`

// twoPackages is a loading package with a dropped server, a secret, a
// warning and a note, and a rejected package.
func twoPackages(t *testing.T) []*rules.Result {
	t.Helper()
	trader := load(t, "plugins/trader", map[string]string{
		"plugin.json":               traderPlugin,
		"mcp.json":                  traderMCP,
		"skills/Summary/SKILL.md":   "---\nname: summary\ndescription: Summarise\n---\nBody\n",
		"skills/summarize/SKILL.md": "---\nname: summarize\ndescription: Summarise\n---\nBody\n",
	})
	quotes := find(t, trader, fakeType, rules.Error, "mcp.json", `"sse"`, "/mcpServers/📈 quotes/type",
		`server "📈 quotes" has type "sse", which Hermes never loads; Hermes drops the server`)
	quotes.Drops = &rules.Target{Kind: rules.TargetServer, Name: "📈 quotes"}
	skill := find(t, trader, fakeSkill, rules.Error, "skills/Summary/SKILL.md", "", "",
		`skill directory "Summary" does not match its name "summary"; Hermes skips the skill`)
	skill.Drops = &rules.Target{Kind: rules.TargetSkill, Name: "Summary"}
	secret := find(t, trader, fakeSecret, rules.Error, "mcp.json", `"x"`, "/mcpServers/Feed/env/FEED_TOKEN",
		`env "FEED_TOKEN" of server "Feed" holds a literal credential; read it from the user's environment`)
	name := find(t, trader, fakeName, rules.Warning, "mcp.json", `"Feed"`, "/mcpServers/Feed",
		`server name "Feed" becomes "feed" inside Hermes; a user's config.yaml must use "feed"`)
	note := find(t, trader, fakeRedundant, rules.Note, "plugin.json", `"full"`,
		"/extensions/com.nousresearch.hermes/servers/feed/trust",
		`"trust": "full" is the default; Hermes behaves the same without it`)
	note.Related = []rules.Related{{Loc: rules.Loc{
		File: "mcp.json", Span: spanOf(trader, "mcp.json", `"Feed"`),
		Pointer: "/mcpServers/Feed",
	}, Message: "the server it declares"}}
	traderOut := &rules.Outcome{
		Servers: []*rules.Server{
			{Name: "trade", InternalName: "trade", Type: "streamable-http", Trust: model.TrustUntrusted, TrustSource: model.TrustFromPlugin},
			{Name: "Feed", InternalName: "feed", Type: "stdio", Trust: model.TrustFull, TrustSource: model.TrustFromDefault},
		},
		Skills:  []*model.Skill{trader.Skills.Skills[1]},
		Dropped: []rules.Dropped{{Target: *quotes.Drops, Cause: quotes}, {Target: *skill.Drops, Cause: skill}},
	}
	broken := load(t, "plugins/broken", map[string]string{"plugin.json": brokenPlugin})
	trust := find(t, broken, fakeTrust, rules.Error, "plugin.json", `"Untrusted"`,
		"/extensions/com.nousresearch.hermes/servers/x/trust",
		`trust value "Untrusted" is not allowed; Hermes rejects the whole package (did you mean "untrusted"?)`)
	return []*rules.Result{
		fixture{pkg: broken, name: "broken", findings: []*rules.Finding{trust}, outcome: &rules.Outcome{Rejected: true}}.result(),
		fixture{
			pkg: trader, name: "trader", findings: []*rules.Finding{name, secret, quotes, note, skill},
			outcome: traderOut,
		}.result(),
	}
}

func spanOf(pkg *model.Package, file, needle string) model.Span {
	data := string(pkg.File(file).Data)
	off := strings.Index(data, needle)
	return model.Span{Start: off, End: off + len(needle)}
}
