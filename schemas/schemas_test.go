// Package schemas_test holds plugin.json's and mcp.json's JSON Schemas to
// what pluglint says about the rule fixtures: where a schema and the rules
// disagree on a file's structure, one of them is wrong, and the case must
// be named below with the side that is wrong and why.
package schemas_test

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/rogpeppe/go-internal/txtar"
	"github.com/xeipuuv/gojsonschema"

	"github.com/pluglint/pluglint/rules"
	"github.com/pluglint/pluglint/rules/model"
	"github.com/pluglint/pluglint/rules/rulestest"
)

// structural lists, per file, the rules whose findings are about the
// file's shape, the things a JSON Schema for that one file can express.
// Left out on purpose: rules about bytes before the shape (PL001 syntax,
// PL002 duplicate keys: a validator sees the last value, as Hermes does,
// PL003 encoding), rules that look across files or at the disk (PL201
// orphan declarations, PL310 command targets, PL004 escapes), and advice
// about values the shape allows (PL106, PL212, PL307, PL308, PL309, the
// PL5xx security rules).
var structural = map[string][]string{
	"plugin.json": {"PL100", "PL101", "PL102", "PL103", "PL104", "PL200", "PL202", "PL210", "PL211"},
	"mcp.json":    {"PL211", "PL300", "PL301", "PL302", "PL303", "PL304", "PL305", "PL306"},
}

// adviceBeyondShape lists the structural rules whose advice findings are
// about values the shape allows: a url no client connects to (PL305), a
// header value the HTTP client cannot send (PL306).
var adviceBeyondShape = []string{"PL305", "PL306"}

// disagreements are the fixture files on whose structure the schema and
// pluglint differ, keyed "<fixture dir>/<case>.txtar:<file>". Each says
// which side is wrong. The test fails for a disagreement missing here and
// for an entry that no longer disagrees.
var disagreements = map[string]string{
	// The schema is right: pluglint reports these declarations as orphans
	// (PL201, a cross-file rule) and says nothing more, while the schema
	// also sees that they are not objects.
	"pl200_extension_shape/declaration_not_object_orphan.txtar:plugin.json": "schema right: a string declaration; pluglint reports only the orphan (PL201)",
	"pl201_orphan_declaration/declaration_named_trust.txtar:plugin.json":    "schema right: \"trust\" directly under servers is a string declaration; pluglint reports only the orphan (PL201)",
	// The schema is stricter than Hermes on purpose.
	"pl202_app_declaration/requires_ok.txtar:plugin.json": "schema stricter: Python's \\d takes min_version \"\\u0661.\\u0662\" (Arabic-Indic digits); the schema wants ASCII digits",
	// The schema is too lax: what decides these cannot be said about one file's JSON.
	"pl211_trust_misplaced/other_namespaces.txtar:plugin.json": "schema lax: look-alike namespaces (\"hermes\", upper case) are other namespaces to a schema",
	"pl303_server_command/symlink_escapes.txtar:mcp.json":      "schema lax: the command is a symlink that leaves the package (the disk decides)",
	"pl303_server_command/symlink_loop.txtar:mcp.json":         "schema lax: the command runs into a symlink loop (the disk decides)",
	"pl304_server_stdio_field/cwd_symlink.txtar:mcp.json":      "schema lax: cwd is a symlink that leaves the package (the disk decides)",
	"pl305_server_url/unparseable.txtar:mcp.json":              "schema lax: urls Python's urlsplit fails on (brackets, NFKC) pass a pattern",
	"pl306_server_headers/case_duplicates.txtar:mcp.json":      "schema lax: JSON Schema cannot compare property names ignoring case",
	"pl310_command_target/not_executable.txtar:mcp.json":       "schema lax: a dangling ./ symlink (the disk decides)",
}

func loadSchema(t *testing.T, name string) *gojsonschema.Schema {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	s, err := gojsonschema.NewSchema(gojsonschema.NewBytesLoader(data))
	if err != nil {
		t.Fatalf("%s does not compile: %v", name, err)
	}
	return s
}

// TestSchemasDescribeEveryProperty holds the schemas to what editors and
// SchemaStore want: draft-07, an $id, and a description and a Markdown
// description on every property, linking the rule that checks it.
func TestSchemasDescribeEveryProperty(t *testing.T) {
	for _, name := range []string{"plugin.schema.json", "mcp.schema.json"} {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		var doc map[string]any
		if err := json.Unmarshal(data, &doc); err != nil {
			t.Fatal(err)
		}
		if doc["$schema"] != "http://json-schema.org/draft-07/schema#" {
			t.Errorf("%s: $schema is %v, want draft-07", name, doc["$schema"])
		}
		if want := "https://raw.githubusercontent.com/pluglint/pluglint/main/schemas/" + name; doc["$id"] != want {
			t.Errorf("%s: $id is %v, want %s", name, doc["$id"], want)
		}
		count := 0
		var walk func(where string, v any)
		walk = func(where string, v any) {
			switch v := v.(type) {
			case map[string]any:
				if props, ok := v["properties"].(map[string]any); ok {
					for k, p := range props {
						pm, _ := p.(map[string]any)
						count++
						desc, _ := pm["description"].(string)
						md, _ := pm["markdownDescription"].(string)
						if desc == "" || md == "" {
							t.Errorf("%s: property %s/%s lacks description or markdownDescription", name, where, k)
						}
						if !strings.Contains(md, "docs/rules.md#PL") {
							t.Errorf("%s: property %s/%s: markdownDescription links no rule", name, where, k)
						}
					}
				}
				keys := make([]string, 0, len(v))
				for k := range v {
					keys = append(keys, k)
				}
				sort.Strings(keys)
				for _, k := range keys {
					switch k {
					case "if", "then", "else", "not":
						continue // conditions repeat properties an editor shows elsewhere
					}
					walk(where+"/"+k, v[k])
				}
			case []any:
				for i, x := range v {
					walk(fmt.Sprintf("%s/%d", where, i), x)
				}
			}
		}
		walk("", doc)
		if count < 10 {
			t.Errorf("%s: only %d properties seen; the walk is broken", name, count)
		}
	}
}

// verdict is what a schema and pluglint say about one file.
type verdict struct {
	file     string
	schemaOK bool
	errs     []string // the schema's complaints
	findings []string // pluglint's structural findings
}

// agree reports whether schema and pluglint say the same.
func (v verdict) agree() bool { return v.schemaOK == (len(v.findings) == 0) }

// judge lints a package and validates its plugin.json and mcp.json,
// leaving out files a validator cannot read as Hermes does (unreadable,
// not UTF-8, not JSON, or with a JSON syntax or encoding finding).
func judge(t *testing.T, schemas map[string]*gojsonschema.Schema, src model.Source) []verdict {
	t.Helper()
	pkg, err := model.Load(src)
	if err != nil {
		t.Fatal(err)
	}
	res, err := rules.Lint(pkg, nil)
	if err != nil {
		t.Fatal(err)
	}
	var out []verdict
	for _, file := range []string{"plugin.json", "mcp.json"} {
		jf := pkg.Manifest
		if file == "mcp.json" {
			jf = pkg.MCP
		}
		if jf == nil || jf.State != model.Readable || jf.Doc == nil || jf.Err != nil || !utf8.Valid(jf.Data) {
			continue
		}
		v := verdict{file: file}
		skip := false
		for _, f := range res.Findings {
			if f.Loc.File != file {
				continue
			}
			switch f.Rule.ID {
			case "PL001", "PL003":
				skip = true // not JSON a validator reads as Hermes does
			}
			if f.Class == rules.Advice && slices.Contains(adviceBeyondShape, f.Rule.ID) {
				continue
			}
			if slices.Contains(structural[file], f.Rule.ID) {
				v.findings = append(v.findings, fmt.Sprintf("%d:%d %s %s", f.Pos.Line, f.Pos.Column, f.Rule.ID, f.Message))
			}
		}
		if skip {
			continue
		}
		result, err := schemas[file].Validate(gojsonschema.NewBytesLoader(jf.Data))
		if err != nil {
			continue // bytes the validator's JSON decoder refuses (NaN and the like)
		}
		v.schemaOK = result.Valid()
		for _, e := range result.Errors() {
			v.errs = append(v.errs, e.String())
		}
		out = append(out, v)
	}
	return out
}

// explain says how a schema and pluglint disagree.
func (v verdict) explain() string {
	if v.schemaOK {
		return "the schema accepts what pluglint reports:\n\t" + strings.Join(v.findings, "\n\t")
	}
	return "the schema rejects what pluglint accepts:\n\t" + strings.Join(v.errs, "\n\t")
}

func loadSchemas(t *testing.T) map[string]*gojsonschema.Schema {
	return map[string]*gojsonschema.Schema{
		"plugin.json": loadSchema(t, "plugin.schema.json"),
		"mcp.json":    loadSchema(t, "mcp.schema.json"),
	}
}

var corpus = flag.String("corpus", "", "also compare the schemas with pluglint on every package under `DIR` (such as ../../shared/corpus)")

// TestSchemasAgreeWithRules validates every plugin.json and mcp.json of
// the rule fixtures and compares the schema's verdict with pluglint's.
// With -corpus, it does the same for a corpus of real packages, where
// every disagreement is an error.
func TestSchemasAgreeWithRules(t *testing.T) {
	schemas := loadSchemas(t)
	cases, err := filepath.Glob("../testdata/rules/*/*.txtar")
	if err != nil || len(cases) == 0 {
		t.Fatalf("no fixtures: %v", err)
	}
	checked := map[string]map[bool]int{"plugin.json": {}, "mcp.json": {}}
	for _, c := range cases {
		a, err := txtar.ParseFile(c)
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range judge(t, schemas, model.Source{FS: rulestest.FixtureFS(a)}) {
			key := strings.TrimPrefix(filepath.ToSlash(c), "../testdata/rules/") + ":" + v.file
			checked[v.file][v.schemaOK]++
			why, listed := disagreements[key]
			switch {
			case v.agree() && listed:
				t.Errorf("%s: listed as a disagreement (%s) but schema and pluglint now agree: remove it", key, why)
			case !v.agree() && !listed:
				t.Errorf("%s: %s", key, v.explain())
			}
		}
	}
	for key := range disagreements {
		if _, err := os.Stat("../testdata/rules/" + strings.Split(key, ":")[0]); err != nil {
			t.Errorf("disagreement %s names no fixture", key)
		}
	}
	for file, n := range checked {
		if n[true] < 50 || n[false] < 50 {
			t.Errorf("%s: %d valid and %d invalid fixture files checked; too few to mean anything", file, n[true], n[false])
		}
	}
	t.Logf("checked %v", checked)
	if *corpus == "" {
		return
	}
	dirs, err := model.Discover(*corpus)
	if err != nil {
		t.Fatal(err)
	}
	inCorpus := map[string]map[bool]int{"plugin.json": {}, "mcp.json": {}}
	for _, dir := range dirs {
		src, err := model.OSSource(dir, dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range judge(t, schemas, src) {
			inCorpus[v.file][v.schemaOK]++
			if !v.agree() {
				t.Errorf("%s/%s: %s", dir, v.file, v.explain())
			}
		}
	}
	t.Logf("corpus: %d packages; valid/invalid per file: %v", len(dirs), inCorpus)
}

// TestSchemasAcceptExample validates the example package the README runs
// pluglint on: it is clean, so both schemas must accept it.
func TestSchemasAcceptExample(t *testing.T) {
	for file, schema := range map[string]string{"plugin.json": "plugin.schema.json", "mcp.json": "mcp.schema.json"} {
		data, err := os.ReadFile(filepath.Join("../testdata/example/trader", file))
		if err != nil {
			t.Fatal(err)
		}
		out, err := loadSchema(t, schema).Validate(gojsonschema.NewBytesLoader(data))
		if err != nil {
			t.Fatal(err)
		}
		if !out.Valid() {
			t.Errorf("%s: %v", file, out.Errors())
		}
	}
}
