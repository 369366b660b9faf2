package rules

import (
	"fmt"
	"strings"

	"github.com/pluglint/pluglint/rules/pyjson"
)

// ManifestUnknownField reports plugin.json top-level fields Hermes ignores,
// naming what they mean to the clients that do read them, and an
// extensions field that is not an object.
var ManifestUnknownField = &Rule{
	ID: "PL104", Name: "manifest-unknown-field", Level: Warning, Class: Advice,
	Precision: "very-high", Doc: manifestUnknownFieldDoc, Run: runManifestUnknownField,
}

var manifestUnknownFieldDoc = Doc{
	Title: "plugin.json has a top-level field Hermes ignores",
	Why: "Hermes reads only $schema, name, version, description, author, homepage, repository, " +
		"license, keywords and extensions from plugin.json, and drops every other field with a " +
		"diagnostic nobody sees. Fields from other clients' manifests are the usual case: " +
		"\"mcpServers\": \"./mcp.json\" or \"skills\": \"./skills\" do nothing, because Hermes always " +
		"reads mcp.json and skills/ beside plugin.json and follows no pointer; servers written " +
		"inline never start. An extensions field that is not an object is ignored whole, so no " +
		"extension applies, the Hermes one included.",
	Fix: "Remove the field, or move what it holds where Hermes reads it: servers into mcp.json, " +
		"skills into skills/<name>/SKILL.md, client-specific metadata into that client's own manifest.",
	Bad: "plugin.json:\n" +
		"{\"$schema\": \"https://agent-plugins.org/schemas/1.0.0/plugin.schema.json\", \"name\": \"demo\",\n" +
		" \"mcpServers\": \"./mcp.json\", \"skills\": \"./skills\"}",
	Good: "plugin.json:\n" +
		"{\"$schema\": \"https://agent-plugins.org/schemas/1.0.0/plugin.schema.json\", \"name\": \"demo\"}\n" +
		"(mcp.json and skills/ beside it are read without being named)",
}

// manifestFieldMeanings says what other clients do with fields Hermes
// ignores.
func manifestFieldMeanings(key string) (string, bool) {
	switch key {
	case "skills":
		return "Claude Code, Cursor and Codex read skills from the paths it names; Hermes reads skills/ beside plugin.json and follows no pointer", true
	case "agents":
		return "Claude Code and Cursor load subagents from it; Hermes loads no agents from a package", true
	case "commands":
		return "Claude Code and Cursor load slash commands from it; Hermes loads no commands from a package", true
	case "hooks":
		return "Claude Code and Cursor run hooks from it; Hermes runs no hooks from a package", true
	case "displayName":
		return "Claude Code and Cursor show it as the title; Hermes shows name and description", true
	case "interface":
		return "Codex reads its display block from it; Hermes does not", true
	case "logo":
		return "Cursor shows it as the icon; Hermes does not", true
	case "userConfig":
		return "Claude Code asks the user for these values; Hermes asks for nothing, so servers never receive them", true
	case "variables":
		return "Cursor asks the user for these values; Hermes asks for nothing and expands no placeholder but ${PLUGIN_ROOT} and ${PLUGIN_DATA}", true
	case "lspServers":
		return "Claude Code starts language servers from it; Hermes does not", true
	case "outputStyles":
		return "Claude Code reads output styles from it; Hermes does not", true
	case "contributors":
		return "an npm package.json field; Hermes reads only author", true
	case "engines":
		return "an npm package.json field; Hermes does not read it", true
	case "dependencies":
		return "an npm package.json field; Hermes installs nothing", true
	case "scripts":
		return "an npm package.json field; Hermes runs no scripts", true
	case "main":
		return "an npm package.json field; Hermes does not read it", true
	case "bugs":
		return "an npm package.json field; Hermes does not read it", true
	}
	return "", false
}

// manifestFieldSlip maps likely misspellings (lower-cased) to the field
// meant.
func manifestFieldSlip(key string) (string, bool) {
	switch key {
	case "schema", "$schemas":
		return "$schema", true
	case "keyword", "tags":
		return "keywords", true
	case "authors":
		return "author", true
	case "extension":
		return "extensions", true
	case "repo":
		return "repository", true
	case "licence":
		return "license", true
	case "website", "url":
		return "homepage", true
	case "desc":
		return "description", true
	}
	return "", false
}

func runManifestUnknownField(p *Pass) error {
	m := p.Pkg.Manifest
	obj := m.Object()
	if obj == nil {
		return nil
	}
	for _, mem := range obj.Effective() {
		key := mem.Key
		if knownManifestField(key) || key == "trust" {
			// PL211 explains a top-level trust.
			continue
		}
		p.Reportf(AtKey(m, mem), "unknown top-level field %q; Hermes ignores it (%s)", key,
			manifestFieldMeaning(key, mem.Value))
	}
	if ext := obj.Get("extensions"); ext != nil && ext.Kind != pyjson.Object {
		p.Reportf(AtValue(m, ext), "non-object extensions field (found %s); Hermes ignores it, so no extension "+
			"applies, the Hermes one included", ext.Kind)
	}
	return nil
}

func manifestFieldMeaning(key string, v *pyjson.Value) string {
	if key == "mcpServers" {
		if v.Kind == pyjson.Object {
			return "Claude Code starts servers written inline here; Hermes starts only the servers " +
				"in mcp.json beside plugin.json, so move them there"
		}
		return "Claude Code, Cursor and Codex read servers from the file it names; Hermes reads mcp.json " +
			"beside plugin.json and follows no pointer"
	}
	if s, ok := manifestFieldMeanings(key); ok {
		return s
	}
	low := strings.ToLower(strings.TrimSpace(key))
	if knownManifestField(low) {
		return fmt.Sprintf("did you mean %q?", low)
	}
	if k, ok := manifestFieldSlip(low); ok {
		return fmt.Sprintf("did you mean %q?", k)
	}
	return "it is not an Agent Plugins v1 field"
}
