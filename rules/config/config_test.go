package config

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/pluglint/pluglint/rules"
)

// cases are configuration files with the errors Parse must report, one
// per line, exactly. schema is false where the JSON Schema cannot see the
// mistake (duplicate keys, impossible dates, the same rule by ID and by
// name); everywhere else the schema must agree with Parse.
var cases = []struct {
	name, src string
	want      string
	noSchema  bool
}{
	{name: "empty", src: ""},
	{name: "comment only", src: "# nothing yet\n"},
	{name: "null sections", src: "rules:\nignore:\n"},
	{name: "full", src: `rules:
  PL506: off            # or: error | warning | note
  server-name: error    # ids or names
  PL307: note
ignore:
  - rule: PL500
    path: plugins/demo/mcp.json
    pointer: /mcpServers/demo/env/DEMO_TOKEN
    reason: public sandbox key, revoked     # required
    expires: 2027-03-31                       # optional
  - rule: server-name
    path: plugins/*/mcp.json
    reason: names fixed by the upstream catalog
tools: .pluglint/tools.json
exclude:
  - examples/claude
  - dist/
  - "**/fixtures"
  - "!dist/keep"
`},
	{name: "not a mapping", src: "- rules\n", want: "c.yaml:1:1: the configuration must be a mapping, found a list"},
	{
		name: "unknown key", src: "rule:\n  PL506: off\n",
		want: `c.yaml:1:1: unknown key "rule" (want rules, ignore, tools or exclude) (did you mean "rules"?)`,
	},
	{
		name: "unknown rule", src: "rules:\n  PL999: off\n  server_name: off\n",
		want: "2 mistakes in the configuration:\n" +
			"c.yaml:2:3: unknown rule \"PL999\" (see pluglint rules)\n" +
			"c.yaml:3:3: unknown rule \"server_name\" (see pluglint rules)",
	},
	{
		name: "rule case", src: "rules:\n  pl506: off\n",
		want: `c.yaml:2:3: unknown rule "pl506" (did you mean "PL506"?) (see pluglint rules)`,
	},
	{
		name: "bad level", src: "rules:\n  PL506: disabled\n  PL307: Warning\n  PL309: [warning]\n",
		want: "3 mistakes in the configuration:\n" +
			"c.yaml:2:10: unknown level \"disabled\" for PL506 (want off, note, warning or error)\n" +
			"c.yaml:3:10: unknown level \"Warning\" for PL307 (want off, note, warning or error) (did you mean \"warning\"?)\n" +
			"c.yaml:4:10: the level of PL309 must be off, note, warning or error, found a list",
	},
	{
		name: "fixed rule level", src: "rules:\n  PL210: warning\n  manifest-missing: off\n",
		want: "2 mistakes in the configuration:\n" +
			"c.yaml:2:3: rule PL210 trust-invalid is fixed: its findings mean Hermes rejects the package, so its level cannot be changed\n" +
			"c.yaml:3:3: rule PL100 manifest-missing is fixed: its findings mean Hermes rejects the package, so its level cannot be changed",
	},
	{
		name: "fixed rule ignored", src: "ignore:\n  - rule: PL101\n    path: p/plugin.json\n    reason: legacy\n",
		want: "c.yaml:2:11: rule PL101 manifest-schema is fixed: its findings mean Hermes rejects the package, so they cannot be ignored",
	},
	{
		name: "same rule twice", noSchema: true, src: "rules:\n  PL506: off\n  gate-without-effect: note\n",
		want: "c.yaml:3:3: rule PL506 gate-without-effect is configured twice (first at 2:3)",
	},
	{
		name: "duplicate key", noSchema: true, src: "rules:\n  PL506: off\nrules:\n  PL307: off\n",
		want: `c.yaml:3:1: duplicate key "rules" in the configuration (first at 1:1)`,
	},
	{
		name: "missing fields", src: "ignore:\n  - rule: PL500\n    pointer: /a\n",
		want: "2 mistakes in the configuration:\n" +
			"c.yaml:2:5: ignore entry has no \"path\"\n" +
			"c.yaml:2:5: ignore entry has no \"reason\": say why the finding is acceptable, so the next reader can judge",
	},
	{
		name: "blank reason", src: "ignore:\n  - {rule: PL500, path: a/mcp.json, reason: \"  \"}\n",
		want: "c.yaml:2:45: reason is empty",
	},
	{name: "bad entry fields", src: `ignore:
  - rule: PL500
    path: /abs/mcp.json
    pointer: mcpServers/a
    reason: x
    expires: 31/03/2027
    because: y
  - rule: PL500
    path: ../up/mcp.json
    pointer: /a~2b
    reason: x
  - PL500
ignore2: 1
`, want: "8 mistakes in the configuration:\n" +
		"c.yaml:3:11: path: \"/abs/mcp.json\" is absolute; write it relative to the directory of the configuration file\n" +
		"c.yaml:4:14: pointer \"mcpServers/a\" must start with \"/\" (such as /mcpServers/demo/env/TOKEN)\n" +
		"c.yaml:6:14: expires \"31/03/2027\" is not a date (want YYYY-MM-DD, such as 2027-03-31)\n" +
		"c.yaml:7:5: unknown key \"because\" in an ignore entry (want rule, path, pointer, reason or expires)\n" +
		"c.yaml:9:11: path: \"../up/mcp.json\" leaves the directory of the configuration file; put the configuration higher up\n" +
		"c.yaml:10:14: pointer \"/a~2b\" has a \"~\" not followed by 0 or 1 (write ~0 for ~ and ~1 for /)\n" +
		"c.yaml:12:5: an ignore entry must be a mapping, found \"PL500\"\n" +
		"c.yaml:13:1: unknown key \"ignore2\" (want rules, ignore, tools or exclude) (did you mean \"ignore\"?)"},
	{
		name: "impossible date", noSchema: true, src: "ignore:\n  - {rule: PL500, path: a/mcp.json, reason: r, expires: 2027-02-30}\n",
		want: "c.yaml:2:57: expires \"2027-02-30\" is not a date (want YYYY-MM-DD, such as 2027-03-31)",
	},
	{
		name: "bad glob", noSchema: true, src: "ignore:\n  - {rule: PL500, path: \"a/[x/mcp.json\", reason: r}\n",
		want: "c.yaml:2:25: path \"a/[x/mcp.json\" is not a valid pattern: syntax error in pattern",
	},
	{name: "ignore not a list", src: "ignore:\n  rule: PL500\n", want: "c.yaml:2:3: ignore must be a list of entries, found a mapping"},
	{name: "tools", src: "tools:\n  - a.json\n", want: "c.yaml:2:3: tools must be a string, found a list"},
	{
		name: "tools escapes", src: "tools: ../inventory.json\n",
		want: "c.yaml:1:8: tools: \"../inventory.json\" leaves the directory of the configuration file; put the configuration higher up",
	},
	{name: "exclude not a list", src: "exclude: dist\n", want: "c.yaml:1:10: exclude must be a list of globs, found \"dist\""},
	{
		name: "exclude escapes", src: "exclude:\n  - ../other\n  - \"\"\n",
		want: "2 mistakes in the configuration:\n" +
			"c.yaml:2:5: exclude: \"../other\" leaves the directory of the configuration file; put the configuration higher up\n" +
			"c.yaml:3:5: an exclude glob is empty",
	},
	{
		name: "syntax", noSchema: true, src: "rules:\n  PL506: off\n   PL307: off\n",
		want: "c.yaml:3: YAML syntax: mapping values are not allowed in this context",
	},
	{
		name: "two documents", noSchema: true, src: "rules: {}\n---\nrules: {}\n",
		want: "c.yaml:2:1: a second YAML document; the configuration is one document",
	},
}

func TestParse(t *testing.T) {
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse("c.yaml", []byte(tc.src))
			got := ""
			if err != nil {
				got = err.Error()
			}
			if got != tc.want {
				t.Errorf("errors:\n%s\nwant:\n%s", got, tc.want)
			}
			if tc.noSchema {
				return
			}
			ok, why := schemaAccepts(t, tc.src)
			if ok != (tc.want == "") {
				t.Errorf("the JSON Schema says valid=%v, pluglint says %q; schema errors: %s", ok, tc.want,
					strings.Join(why, "; "))
			}
		})
	}
}

func TestParseValues(t *testing.T) {
	f, err := Parse("c.yaml", []byte(cases[3].src))
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Levels) != 3 || f.Levels[0].Rule != rules.GateWithoutEffect || f.Levels[0].Level != rules.Off ||
		f.Levels[1].Rule != rules.ServerName || f.Levels[1].Level != rules.Error || f.Levels[1].Pos != (Pos{3, 3}) {
		t.Errorf("levels: %+v %+v %+v", f.Levels[0], f.Levels[1], f.Levels[2])
	}
	if len(f.Ignores) != 2 {
		t.Fatalf("%d ignores", len(f.Ignores))
	}
	ig := f.Ignores[0]
	want := Ignore{
		Rule: rules.SecretLiteral, Path: "plugins/demo/mcp.json", Pointer: "/mcpServers/demo/env/DEMO_TOKEN",
		Reason: "public sandbox key, revoked", Expires: "2027-03-31", Pos: Pos{6, 5},
	}
	if *ig != want {
		t.Errorf("ignore:\n%+v\nwant\n%+v", *ig, want)
	}
	if f.Tools != ".pluglint/tools.json" || f.ToolsPos != (Pos{14, 8}) {
		t.Errorf("tools %q at %v", f.Tools, f.ToolsPos)
	}
	wantEx := []Exclude{{"examples/claude", Pos{16, 5}}, {"dist/", Pos{17, 5}}, {"**/fixtures", Pos{18, 5}}, {"!dist/keep", Pos{19, 5}}}
	if !slices.Equal(f.Excludes, wantEx) {
		t.Errorf("excludes %v, want %v", f.Excludes, wantEx)
	}
}

func TestExpired(t *testing.T) {
	ig := &Ignore{Expires: "2027-03-31"}
	day := func(s string) time.Time {
		d, err := time.Parse(time.DateOnly, s)
		if err != nil {
			t.Fatal(err)
		}
		return d.Add(23 * time.Hour)
	}
	if ig.Expired(day("2027-03-31")) {
		t.Error("expired on its own date; it should hold through that day")
	}
	if !ig.Expired(day("2027-04-01")) {
		t.Error("not expired the day after")
	}
	if (&Ignore{}).Expired(day("2999-01-01")) {
		t.Error("an entry without expires expired")
	}
}

func TestReadTooLarge(t *testing.T) {
	_, err := Read("big.yaml", strings.NewReader(strings.Repeat("#", MaxSize+1)))
	if err == nil || !strings.Contains(err.Error(), "larger than") {
		t.Errorf("err = %v", err)
	}
}
