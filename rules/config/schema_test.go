package config

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/xeipuuv/gojsonschema"
	"go.yaml.in/yaml/v3"

	"github.com/pluglint/pluglint/rules"
)

var update = flag.Bool("update", false, "rewrite schemas/pluglint-config.schema.json from the rule registry")

const schemaPath = "../../schemas/pluglint-config.schema.json"

// configurable lists the IDs and names the file may use: every rule that
// is not fixed.
func configurable() []string {
	var out []string
	for _, r := range rules.All {
		if !r.Fixed {
			out = append(out, r.ID, r.Name)
		}
	}
	return out
}

// schema builds the JSON Schema of the configuration file from the
// registry, so that editors complete rule IDs and flag fixed rules.
func schema() map[string]any {
	ruleRef := map[string]any{"enum": configurable()}
	notes := "Fixed rules (their findings mean Hermes rejects the package) are not listed: they cannot be configured."
	return map[string]any{
		"$schema":              "http://json-schema.org/draft-07/schema#",
		"$id":                  "https://raw.githubusercontent.com/pluglint/pluglint/main/schemas/pluglint-config.schema.json",
		"title":                "pluglint configuration (.pluglint.yaml)",
		"description":          "Rule levels, ignore entries, the tool inventory and exclude globs for pluglint. Paths are relative to the directory of the configuration file. Generated from the rule registry by go test ./rules/config -update.",
		"type":                 []string{"object", "null"},
		"additionalProperties": false,
		"properties": map[string]any{
			"rules": map[string]any{
				"description":          "Levels by rule ID or name: off, note, warning or error. " + notes,
				"type":                 []string{"object", "null"},
				"propertyNames":        ruleRef,
				"additionalProperties": map[string]any{"enum": []string{"off", "note", "warning", "error"}},
			},
			"ignore": map[string]any{
				"description": "Findings to hide, each keyed by rule, path and JSON Pointer, with the reason it is acceptable. An entry that matches no finding, or that has expired, is reported. A finding that makes Hermes reject the package cannot be ignored.",
				"type":        []string{"array", "null"},
				"items": map[string]any{
					"type":                 "object",
					"additionalProperties": false,
					"required":             []string{"rule", "path", "reason"},
					"properties": map[string]any{
						"rule": map[string]any{"description": "The rule ID or name. " + notes, "enum": configurable()},
						"path": map[string]any{
							"description": "The file, relative to the directory of the configuration file, slash-separated; * and ? match within one path element.",
							"type":        "string",
							"minLength":   1,
							"not":         map[string]any{"pattern": `(^/)|(^[A-Za-z]:)|\\|(^|/)\.\.(/|$)`},
						},
						"pointer": map[string]any{
							"description": "The JSON Pointer of the key or value the finding points at, as shown in the JSON report; omit it to match every finding of the rule in the file.",
							"type":        "string",
							"pattern":     `^(/([^~]|~[01])*)*$`,
						},
						"reason": map[string]any{
							"description": "Why the finding is acceptable, for the next reader.",
							"type":        "string",
							"pattern":     `\S`,
						},
						"expires": map[string]any{
							"description": "The last day the entry applies (YYYY-MM-DD); after it the finding is reported again, and so is the entry.",
							"type":        "string",
							"pattern":     `^[0-9]{4}-[0-9]{2}-[0-9]{2}$`,
						},
					},
				},
			},
			"exclude": map[string]any{
				"description": "Globs of directories and files that package discovery leaves out, in .gitignore syntax, relative to the directory of the configuration file: a glob without a slash matches a name at any depth (dist), one with a slash is anchored (examples/claude), ** crosses directories, ! re-includes. --exclude adds more.",
				"type":        []string{"array", "null"},
				"items": map[string]any{
					"type":      "string",
					"minLength": 1,
					"not":       map[string]any{"pattern": `(^!?/?[A-Za-z]:)|\\|(^|/)\.\.(/|$)`},
				},
			},
			"tools": map[string]any{
				"description": "A tool inventory (the format pluglint snapshot writes), relative to the directory of the configuration file.",
				"type":        "string",
				"minLength":   1,
				"not":         map[string]any{"pattern": `(^/)|(^[A-Za-z]:)|\\|(^|/)\.\.(/|$)`},
			},
		},
	}
}

func schemaJSON(t *testing.T) []byte {
	t.Helper()
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(schema()); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestSchemaFile checks that the shipped schema is the one the registry
// generates.
func TestSchemaFile(t *testing.T) {
	want := schemaJSON(t)
	if *update {
		if err := os.MkdirAll(filepath.Dir(schemaPath), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(schemaPath, want, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	got, err := os.ReadFile(schemaPath)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s is stale; run go test ./rules/config -update", schemaPath)
	}
}

// yamlToJSON converts a YAML document to the JSON value an editor's
// schema validator sees: scalars are strings, except booleans and nulls.
func yamlToJSON(n *yaml.Node) any {
	n = deref(n)
	switch n.Kind {
	case 0: // an empty file
		return nil
	case yaml.DocumentNode:
		if len(n.Content) == 0 {
			return nil
		}
		return yamlToJSON(n.Content[0])
	case yaml.MappingNode:
		m := map[string]any{}
		for i := 0; i+1 < len(n.Content); i += 2 {
			m[n.Content[i].Value] = yamlToJSON(n.Content[i+1])
		}
		return m
	case yaml.SequenceNode:
		out := []any{}
		for _, c := range n.Content {
			out = append(out, yamlToJSON(c))
		}
		return out
	}
	switch n.Tag {
	case "!!null":
		return nil
	case "!!bool":
		return n.Value == "true"
	}
	return n.Value
}

// schemaAccepts validates a configuration file against the shipped
// schema.
func schemaAccepts(t *testing.T, src string) (bool, []string) {
	t.Helper()
	var doc yaml.Node
	if err := yaml.Unmarshal([]byte(src), &doc); err != nil {
		return false, []string{err.Error()}
	}
	data, err := json.Marshal(yamlToJSON(&doc))
	if err != nil {
		t.Fatal(err)
	}
	abs, err := filepath.Abs(schemaPath)
	if err != nil {
		t.Fatal(err)
	}
	res, err := gojsonschema.Validate(gojsonschema.NewReferenceLoader("file://"+filepath.ToSlash(abs)),
		gojsonschema.NewBytesLoader(data))
	if err != nil {
		t.Fatal(err)
	}
	var errs []string
	for _, e := range res.Errors() {
		errs = append(errs, e.String())
	}
	return res.Valid(), errs
}
