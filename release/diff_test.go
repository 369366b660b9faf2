package release_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"
	"github.com/xeipuuv/gojsonschema"

	"github.com/pluglint/pluglint/release"
	"github.com/pluglint/pluglint/rules"
	"github.com/pluglint/pluglint/rules/model"
)

var update = flag.Bool("update", false, "rewrite the want sections of testdata/diff")

// Each testdata/diff/<case>.txtar holds two versions of a package, its
// files under old/ and new/, and a "want" section with the text output of
// the diff of old against new. The archive comment says what the case
// proves. An optional "hermes-config.yaml" section is the user's
// config.yaml, applied to both sides as --hermes-config applies it.
func TestDiffFixtures(t *testing.T) {
	files, _ := filepath.Glob("../testdata/diff/*.txtar")
	if len(files) == 0 {
		t.Fatal("no fixtures")
	}
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".txtar"), func(t *testing.T) {
			a, wantAt, d := fixtureDiff(t, file)
			var want []byte
			if wantAt >= 0 {
				want = a.Files[wantAt].Data
			}
			var got bytes.Buffer
			if err := release.Write("text", &got, d); err != nil {
				t.Fatal(err)
			}
			if *update {
				if wantAt < 0 {
					a.Files = append(a.Files, txtar.File{Name: "want"})
					wantAt = len(a.Files) - 1
				}
				a.Files[wantAt].Data = got.Bytes()
				if err := os.WriteFile(file, txtar.Format(a), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			if got.String() != string(want) {
				t.Errorf("diff differs\n--- got\n%s--- want\n%s", got.String(), want)
			}
		})
	}
}

// fixtureDiff writes a fixture's old/ and new/ trees into a temporary
// directory and diffs them; wantAt is the index of its want section, or
// -1.
func fixtureDiff(t *testing.T, file string) (a *txtar.Archive, wantAt int, d *release.Diff) {
	t.Helper()
	a, err := txtar.ParseFile(file)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	wantAt = -1
	var hc *model.HermesConfig
	for i, f := range a.Files {
		switch f.Name {
		case "want":
			wantAt = i
			continue
		case "hermes-config.yaml":
			if hc, err = model.ParseHermesConfig(f.Name, f.Data); err != nil {
				t.Fatal(err)
			}
			continue
		}
		p := filepath.Join(dir, filepath.FromSlash(f.Name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, f.Data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	d = release.Compare([]release.Pair{{Old: summary(t, dir, "old", hc), New: summary(t, dir, "new", hc)}})
	return a, wantAt, d
}

// summary lints the package in dir/name, shown as name; nil when the
// directory does not exist (a package that appears or vanishes).
func summary(t *testing.T, dir, name string, hc *model.HermesConfig) *release.Summary {
	t.Helper()
	root := filepath.Join(dir, name)
	if _, err := os.Stat(root); err != nil {
		return nil
	}
	src, err := model.OSSource(root, name)
	if err != nil {
		t.Fatal(err)
	}
	src.HermesConfig = hc
	pkg, err := model.Load(src)
	if err != nil {
		t.Fatal(err)
	}
	res, err := rules.Lint(pkg, nil)
	if err != nil {
		t.Fatal(err)
	}
	return release.Summarize(res)
}

// TestJSONSchema checks the JSON output of every fixture against
// schemas/diff.schema.json, with undocumented properties forbidden.
func TestJSONSchema(t *testing.T) {
	data, err := os.ReadFile("../schemas/diff.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	var doc any
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	var strict func(any)
	strict = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			if _, ok := v["properties"]; ok {
				v["additionalProperties"] = false
			}
			for _, c := range v {
				strict(c)
			}
		case []any:
			for _, c := range v {
				strict(c)
			}
		}
	}
	strict(doc)
	schema, err := gojsonschema.NewSchema(gojsonschema.NewGoLoader(doc))
	if err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob("../testdata/diff/*.txtar")
	kinds := map[string]bool{}
	for _, file := range files {
		_, _, d := fixtureDiff(t, file)
		for _, c := range d.Changes {
			kinds[c.Kind] = true
		}
		var out bytes.Buffer
		if err := release.Write("json", &out, d); err != nil {
			t.Fatal(err)
		}
		res, err := schema.Validate(gojsonschema.NewBytesLoader(out.Bytes()))
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range res.Errors() {
			t.Errorf("%s: %s", file, e)
		}
	}
	// Every kind the schema names has a fixture that produces it.
	props := doc.(map[string]any)["properties"].(map[string]any)["changes"].(map[string]any)["items"].(map[string]any)["properties"].(map[string]any)
	for _, k := range props["kind"].(map[string]any)["enum"].([]any) {
		if !kinds[k.(string)] {
			t.Errorf("no fixture in testdata/diff produces a %q change", k)
		}
	}
}
