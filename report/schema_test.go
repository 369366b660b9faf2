package report

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pluglint/pluglint/rules/model"

	"github.com/rogpeppe/go-internal/txtar"
	"github.com/xeipuuv/gojsonschema"

	"github.com/pluglint/pluglint/rules"
	"github.com/pluglint/pluglint/rules/rulestest"
)

// strictSchema loads a shipped schema and forbids, in this copy only,
// properties the schema does not describe: the shipped one lets
// consumers accept fields added later, the tests make sure every field
// pluglint writes is documented.
func strictSchema(t *testing.T, path string) *gojsonschema.Schema {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var doc any
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	var walk func(any)
	walk = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			if _, ok := v["properties"]; ok {
				if _, set := v["additionalProperties"]; !set {
					v["additionalProperties"] = false
				}
			}
			for _, c := range v {
				walk(c)
			}
		case []any:
			for _, c := range v {
				walk(c)
			}
		}
	}
	walk(doc)
	s, err := gojsonschema.NewSchema(gojsonschema.NewGoLoader(doc))
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return s
}

func validate(t *testing.T, s *gojsonschema.Schema, what string, data []byte) {
	t.Helper()
	res, err := s.Validate(gojsonschema.NewBytesLoader(data))
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	for _, e := range res.Errors() {
		t.Errorf("%s: %s", what, e)
	}
}

// fixturePackages lints every rule fixture in testdata/rules as a package
// of its own: real findings of every rule, with related locations, drops
// and inventories.
func fixturePackages(t *testing.T) []*rules.Result {
	t.Helper()
	files, err := filepath.Glob("../testdata/rules/*/*.txtar")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no rule fixtures under testdata/rules: the test would check nothing")
	}
	var results []*rules.Result
	for _, name := range files {
		ar, err := txtar.ParseFile(name)
		if err != nil {
			t.Fatal(err)
		}
		fsys := rulestest.FixtureFS(ar)
		dir := strings.TrimSuffix(strings.TrimPrefix(filepath.ToSlash(name), "../testdata/rules/"), ".txtar")
		pkg, err := model.Load(model.Source{FS: fsys, AbsRoot: "/pkg", Dir: dir})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		res, err := rules.Lint(pkg, nil)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		results = append(results, res)
	}
	return results
}

// TestJSONReportSchema checks that real JSON reports validate against
// schemas/report.schema.json, and that they exercise its optional parts.
func TestJSONReportSchema(t *testing.T) {
	s := strictSchema(t, "../schemas/report.schema.json")
	results := fixturePackages(t)
	var buf bytes.Buffer
	if err := WriteJSON(&buf, results, "devel"); err != nil {
		t.Fatal(err)
	}
	validate(t, s, "JSON report of the rule fixtures", buf.Bytes())
	for _, want := range []string{
		`"related": [`, `"drops": {`, `"readOnlyCoverage": {`, `"verdict": "rejected"`,
		`"trustSource": "plugin.json"`, `"kind": "skill"`,
	} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("the fixtures never produce %s; the schema test does not cover it", want)
		}
	}
	// An empty run.
	buf.Reset()
	if err := WriteJSON(&buf, nil, "1.0.0"); err != nil {
		t.Fatal(err)
	}
	validate(t, s, "empty report", buf.Bytes())
}

// TestSARIFOfFixtures checks the SARIF of every rule fixture against the
// SARIF schema and GitHub's rules.
func TestSARIFOfFixtures(t *testing.T) {
	results := fixturePackages(t)
	var buf bytes.Buffer
	if err := WriteSARIF(&buf, results, Options{Version: "devel", WorkDir: "/w", SourceRoot: "/w"}); err != nil {
		t.Fatal(err)
	}
	checkSARIF(t, buf.Bytes())
}
