package rules

import (
	"fmt"
	"strings"

	"github.com/pluglint/pluglint/rules/edit"
	"github.com/pluglint/pluglint/rules/model"
	"github.com/pluglint/pluglint/rules/pyjson"
)

// ManifestSchema reports a plugin.json whose "$schema" is not exactly the
// Agent Plugins 1.0.0 plugin schema, the one Hermes accepts.
var ManifestSchema = &Rule{
	ID: "PL101", Name: "manifest-schema", Level: Error, Class: Reject, Fixed: true,
	Precision: "very-high", Doc: manifestSchemaDoc, Run: runManifestSchema,
	Fix: manifestSchemaFix,
}

// wantPluginSchema is the only plugin.json "$schema" Hermes accepts.
const wantPluginSchema = PluginSchemaURL

var manifestSchemaDoc = Doc{
	Title: "plugin.json \"$schema\" is missing or not the Agent Plugins 1.0.0 URL",
	Why: "Hermes decides that a directory is an Agent Plugins v1 package by comparing plugin.json's " +
		"\"$schema\" with " + wantPluginSchema + " character for character. A missing value, " +
		"http://, a trailing slash, surrounding spaces, the mcp.json schema, or another version " +
		"such as 1.1.0 all make Hermes reject the package: a 1.1.0 package is rejected by Hermes today.",
	Fix: "Set \"$schema\" to exactly " + wantPluginSchema + ".",
	Bad: "plugin.json:\n" +
		"{\"$schema\": \"https://agent-plugins.org/schemas/1.1.0/plugin.schema.json\", \"name\": \"demo\"}",
	Good: "plugin.json:\n" +
		"{\"$schema\": \"" + wantPluginSchema + "\", \"name\": \"demo\"}",
}

func runManifestSchema(p *Pass) error {
	m := p.Pkg.Manifest
	obj := m.Object()
	if obj == nil {
		return nil
	}
	mem := obj.Member("$schema")
	if mem == nil {
		f := Finding{
			Loc: Loc{File: m.Path, Span: model.Span{Start: obj.Start, End: obj.Start + 1}, Pointer: obj.Pointer},
			Message: fmt.Sprintf("plugin.json has no \"$schema\"; Hermes rejects the package (add \"$schema\": %q)",
				wantPluginSchema),
		}
		for _, km := range obj.Effective() {
			if manifestSchemaKeyNearMiss(km.Key) {
				f.Message = fmt.Sprintf("plugin.json has no \"$schema\" (found %q, which Hermes does not read); "+
					"Hermes rejects the package", km.Key)
				f.Related = []Related{{Loc: AtKey(m, km), Message: fmt.Sprintf("%q is not \"$schema\"", km.Key)}}
				break
			}
		}
		p.Report(f)
		return nil
	}
	v := mem.Value
	if v.Kind != pyjson.String {
		p.Reportf(AtValue(m, v), "\"$schema\" must be the string %q, found %s; Hermes rejects the package",
			wantPluginSchema, v.Kind)
		return nil
	}
	if v.Str == wantPluginSchema {
		return nil
	}
	p.Report(Finding{Loc: AtValue(m, v), Message: manifestSchemaMismatch(v.Str)})
	return nil
}

// manifestSchemaKeyNearMiss reports keys that were meant to be "$schema".
func manifestSchemaKeyNearMiss(k string) bool {
	if k == "$schema" {
		return false
	}
	k = strings.ToLower(strings.TrimSpace(k))
	return k == "$schema" || k == "schema" || k == "$schemas" || k == "$shema"
}

// manifestSchemaMismatch explains how a "$schema" string differs from the one
// Hermes accepts.
func manifestSchemaMismatch(s string) string {
	t, slips := normalizeSchemaURL(s)
	detail := ""
	if len(slips) > 0 {
		detail = " (" + strings.Join(slips, ", ") + ")"
	}
	if t == wantPluginSchema {
		return fmt.Sprintf("\"$schema\" %q is not exactly %q%s; Hermes compares it character for character "+
			"and rejects the package", s, wantPluginSchema, detail)
	}
	if sm := schemaURL().FindStringSubmatch(t); sm != nil {
		version, file := sm[1], sm[2]
		switch {
		case file == "mcp":
			return fmt.Sprintf("\"$schema\" is the mcp.json schema, not plugin.json's%s; Hermes rejects the package "+
				"(want %q)", detail, wantPluginSchema)
		case file == "plugin" && version != "1.0.0":
			return fmt.Sprintf("\"$schema\" declares the %s plugin schema%s: a %s package is rejected by Hermes "+
				"today, which accepts only %q", version, detail, version, wantPluginSchema)
		}
	}
	return fmt.Sprintf("\"$schema\" %q is not the Agent Plugins 1.0.0 plugin schema; Hermes rejects the package "+
		"(want %q)", s, wantPluginSchema)
}

// manifestSchemaFix adds or corrects plugin.json's "$schema".
var manifestSchemaFix = &Fixer{
	Safety: "safe", Order: FixFileSchema, Plan: planManifestSchema,
	What: `adds the missing "$schema", or corrects a near miss (surrounding spaces, a ` +
		`trailing slash, http://, upper case, www., the mcp.json URL, a misspelt "$schema" key) to ` +
		`the Agent Plugins 1.0.0 plugin schema URL; another version such as 1.1.0 is left alone.`,
}

func planManifestSchema(p *FixPass, f *Finding) []*edit.Suggestion {
	e := edit.ForFile(p.Package.Manifest)
	if e == nil || f.Loc.File != e.File() {
		return nil
	}
	if s := e.FixSchema(PluginSchemaURL, MCPSchemaURL); s != nil {
		return []*edit.Suggestion{s}
	}
	return nil
}
