package rules

import (
	"fmt"
	"strings"

	"github.com/pluglint/pluglint/rules/edit"
	"github.com/pluglint/pluglint/rules/model"
	"github.com/pluglint/pluglint/rules/pyjson"
	"github.com/pluglint/pluglint/rules/words"
)

// MCPFile reports an mcp.json that parses but does not have the shape Hermes
// requires of the whole file: a JSON object whose keys are exactly "$schema"
// and "mcpServers", the 1.0.0 mcp schema URL, and an object of servers. Any
// of these makes Hermes drop every server in the file; skills still load.
var MCPFile = &Rule{
	ID: "PL300", Name: "mcp-file", Level: Error, Class: Drop,
	Precision: "very-high", Doc: mcpFileDoc, Run: runMCPFile,
	Fix: mcpFileFix,
}

// mcpDropped ends every PL300 message: what Hermes does about the file.
const mcpDropped = "Hermes drops all of mcp.json (every server); skills still load"

var mcpFileDoc = Doc{
	Title: "mcp.json is not an object with exactly \"$schema\" (the 1.0.0 mcp URL) and an object \"mcpServers\"",
	Why: "Hermes checks mcp.json as a whole before it looks at any server: the top level must be a JSON " +
		"object, its keys must be exactly \"$schema\" and \"mcpServers\" (no more, no fewer), \"$schema\" " +
		"must be exactly " + wantMCPSchema + ", and \"mcpServers\" must be an object. If any of these " +
		"fails, Hermes logs one diagnostic and loads none of the package's servers, while the rest of " +
		"the package (skills) still loads, so the failure is easy to miss. An mcp.json written for " +
		"Claude Code or Cursor usually lacks \"$schema\" and the \"type\" of each server; one written for " +
		"VS Code uses \"servers\" instead of \"mcpServers\".",
	Fix: "Make mcp.json exactly {\"$schema\": \"" + wantMCPSchema + "\", \"mcpServers\": {...}}: add the " +
		"schema line, move servers under \"mcpServers\", and delete every other top-level key.",
	Bad: "mcp.json:\n" +
		"{\"mcpServers\": {\"weather\": {\"command\": \"weather-mcp\"}}}",
	Good: "mcp.json:\n" +
		"{\"$schema\": \"" + wantMCPSchema + "\",\n" +
		" \"mcpServers\": {\"weather\": {\"type\": \"stdio\", \"command\": \"weather-mcp\"}}}",
}

func runMCPFile(p *Pass) error {
	f := p.Pkg.MCP
	root := f.Root()
	if root == nil {
		return nil // absent, unreadable or not JSON: PL001-PL004
	}
	// drop reports what was observed, what Hermes does, then the hint.
	drop := func(loc Loc, observed, hint string) {
		p.Report(Finding{Loc: loc, Drops: DropMCP, Message: observed + "; " + mcpDropped + hint})
	}
	if root.Kind != pyjson.Object {
		drop(AtValue(f, root), "mcp.json must contain a JSON object, found "+words.Kind(root), "")
		return nil
	}
	brace := Loc{File: f.Path, Span: model.Span{Start: root.Start, End: root.Start + 1}, Pointer: root.Pointer}
	schema, servers := root.Member("$schema"), root.Member("mcpServers")

	// Keys: exactly $schema and mcpServers.
	for _, m := range root.Effective() {
		if m.Key == "$schema" || m.Key == "mcpServers" {
			continue
		}
		drop(AtKey(f, m), fmt.Sprintf("mcp.json has top-level key %q besides \"$schema\" and \"mcpServers\"", m.Key),
			mcpExtraKeyHint(m.Key, schema != nil, servers != nil))
	}
	switch {
	case schema == nil && servers == nil:
		drop(brace, "mcp.json has neither \"$schema\" nor \"mcpServers\"", "")
	case schema == nil:
		observed := "mcp.json has no \"$schema\""
		if mcpLooksForeign(servers.Value) {
			observed += ", like a Claude Code or Cursor mcp.json"
		}
		drop(brace, observed, fmt.Sprintf(" (add \"$schema\": %q)", wantMCPSchema))
	case servers == nil:
		drop(brace, "mcp.json has no \"mcpServers\"", " (write \"mcpServers\": {} for a package without servers)")
	}

	if schema != nil {
		v := schema.Value
		switch {
		case v.Kind != pyjson.String:
			drop(AtValue(f, v), "mcp.json \"$schema\" must be a string, found "+words.Kind(v),
				fmt.Sprintf(" (want %q)", wantMCPSchema))
		case v.Str != wantMCPSchema:
			observed, hint := mcpSchemaMismatch(v.Str)
			drop(AtValue(f, v), observed, hint)
		}
	}
	if servers != nil && servers.Value.Kind != pyjson.Object {
		v := servers.Value
		hint := ""
		if v.Kind == pyjson.Array {
			hint = " (write the servers as an object keyed by server name)"
		}
		drop(AtValue(f, v), "mcp.json \"mcpServers\" must be an object, found "+words.Kind(v), hint)
	}
	return nil
}

// mcpLooksForeign reports servers written for Claude Code or Cursor: at
// least one object entry without "type".
func mcpLooksForeign(servers *pyjson.Value) bool {
	for _, m := range servers.Effective() {
		if m.Value.Kind == pyjson.Object && !m.Value.Has("type") {
			return true
		}
	}
	return false
}

// mcpExtraKeyHint recognises the top-level keys other clients' files use.
func mcpExtraKeyHint(key string, hasSchema, hasServers bool) string {
	low := strings.ToLower(strings.TrimSpace(key))
	switch {
	case !hasSchema && (low == "$schema" || low == "schema" || low == "$schemas" || low == "$shema"):
		return " (did you mean \"$schema\"?)"
	case low == "servers" && !hasServers:
		return " (VS Code's name for \"mcpServers\")"
	case low == "inputs":
		return " (VS Code input prompts; Hermes has none)"
	case !hasServers && (low == "mcpservers" || low == "mcp_servers" || low == "mcp-servers"):
		return " (did you mean \"mcpServers\"?)"
	case low == "mcp" || low == "context_servers":
		return " (another client's wrapper; portable servers go under \"mcpServers\")"
	case low == "name" || low == "version" || low == "description" || low == "author" || low == "license" ||
		low == "repository" || low == "homepage" || low == "keywords":
		return " (package metadata belongs in plugin.json)"
	case low == "tools":
		return " (mcp.json lists servers, not tools: Hermes asks each server for its tools)"
	case low == "transport" || low == "command" || low == "url" || low == "type":
		return " (a server's settings go inside \"mcpServers\", under the server's name)"
	}
	return ""
}

// mcpSchemaMismatch explains how an mcp.json "$schema" string differs from
// the one Hermes accepts: what was observed, and a hint.
func mcpSchemaMismatch(s string) (observed, hint string) {
	t, slips := normalizeSchemaURL(s)
	detail := ""
	if len(slips) > 0 {
		detail = " (" + strings.Join(slips, ", ") + ")"
	}
	want := fmt.Sprintf(" (want %q)", wantMCPSchema)
	if t == wantMCPSchema {
		return fmt.Sprintf("mcp.json \"$schema\" %q differs from the 1.0.0 mcp schema URL by %s", s,
			strings.Join(slips, ", ")), want
	}
	if sm := schemaURL().FindStringSubmatch(t); sm != nil {
		version, file := sm[1], sm[2]
		switch {
		case file == "plugin":
			return "mcp.json \"$schema\" is plugin.json's schema, not the mcp schema" + detail, want
		case file == "mcp" && version != "1.0.0":
			return fmt.Sprintf("mcp.json \"$schema\" declares the %s mcp schema%s, and Hermes accepts only 1.0.0",
				version, detail), want
		}
	}
	return fmt.Sprintf("mcp.json \"$schema\" %q is not the Agent Plugins 1.0.0 mcp schema", s), want
}

// mcpFileFix adds or corrects mcp.json's "$schema".
var mcpFileFix = &Fixer{
	Safety: "safe", Order: FixFileSchema, Plan: planMCPFile,
	What: `adds the missing "$schema" to an mcp.json that has "mcpServers", or ` +
		`corrects a near miss to the 1.0.0 mcp schema URL, as for plugin.json.`,
}

func planMCPFile(p *FixPass, f *Finding) []*edit.Suggestion {
	obj := p.Package.MCP.Object()
	e := edit.ForFile(p.Package.MCP)
	if obj == nil || !obj.Has("mcpServers") || e == nil || f.Loc.File != e.File() {
		return nil
	}
	if s := e.FixSchema(MCPSchemaURL, PluginSchemaURL); s != nil {
		return []*edit.Suggestion{s}
	}
	return nil
}
