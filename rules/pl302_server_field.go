package rules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/pluglint/pluglint/rules/hermes"
)

// ServerField reports keys a server's variant does not allow. Hermes's
// translation is closed: stdio takes exactly type, command, args, env, cwd;
// streamable-http (and sse) exactly type, url, headers. Any other key drops
// the server. "trust" is left to PL211, which says where it belongs.
var ServerField = &Rule{
	ID: "PL302", Name: "server-field", Level: Error, Class: Drop,
	Precision: "very-high", Doc: serverFieldDoc, Run: runServerField,
}

var serverFieldDoc = Doc{
	Title: "mcp.json server has a key its type does not allow",
	Why: "Hermes accepts exactly \"type\", \"command\", \"args\", \"env\" and \"cwd\" in a stdio server and " +
		"exactly \"type\", \"url\" and \"headers\" in a streamable-http server. Any other key (a " +
		"\"timeout\", \"disabled\" or \"autoApprove\" copied from another client's config, a \"description\", " +
		"\"url\" in a stdio server) makes Hermes skip the whole server, with only a log line to say so, " +
		"while the rest of the package loads.",
	Fix: "Delete the key. Settings other clients keep per server have no place in a portable mcp.json; " +
		"server declarations (app, requires, liveness, trust) belong in plugin.json under " +
		"extensions[\"com.nousresearch.hermes\"].servers.",
	Bad: "mcp.json:\n" +
		"{\"$schema\": \"https://agent-plugins.org/schemas/1.0.0/mcp.schema.json\",\n" +
		" \"mcpServers\": {\"notes\": {\"type\": \"stdio\", \"command\": \"notes-mcp\", \"timeout\": 30}}}",
	Good: "mcp.json:\n" +
		"{\"$schema\": \"https://agent-plugins.org/schemas/1.0.0/mcp.schema.json\",\n" +
		" \"mcpServers\": {\"notes\": {\"type\": \"stdio\", \"command\": \"notes-mcp\"}}}",
}

func runServerField(p *Pass) error {
	f := p.Pkg.MCP
	for _, s := range mcpServerList(p.Pkg) {
		var allowed []string
		kind := ""
		switch s.Type {
		case hermes.TypeStdio:
			allowed, kind = hermes.StdioFields, "stdio"
		case hermes.TypeRemote:
			allowed, kind = hermes.RemoteFields, "streamable-http"
		case hermes.TypeSSE:
			allowed, kind = hermes.RemoteFields, "sse"
		default:
			continue // no variant to compare with: PL301
		}
		for _, m := range s.Obj.Effective() {
			if m.Key == "trust" || slices.Contains(allowed, m.Key) {
				continue
			}
			consequence := "Hermes drops the server"
			if s.Type == hermes.TypeSSE {
				consequence = "Hermes drops the server as an invalid remote entry"
			}
			p.Report(Finding{
				Loc: AtKey(f, m), Drops: DropServer(s.Member.Ident()),
				Message: fmt.Sprintf("%s server %q has unknown field %q; %s%s", kind, s.Name(), m.Key, consequence,
					serverFieldHint(s.Type, m.Key)),
			})
		}
	}
	return nil
}

// serverFieldHint recognises keys from other clients and from the other
// variant.
func serverFieldHint(typ, key string) string {
	stdio := typ == hermes.TypeStdio
	switch key {
	case "url", "headers":
		if stdio {
			return fmt.Sprintf(" (%q belongs to a streamable-http server)", key)
		}
	case "command", "args", "env", "cwd":
		if !stdio {
			return fmt.Sprintf(" (%q belongs to a stdio server)", key)
		}
	case "serverUrl", "httpUrl", "uri", "endpoint":
		if stdio {
			return " (a remote server is \"type\": \"streamable-http\" with \"url\")"
		}
		return " (Hermes reads the address from \"url\")"
	case "transport", "transportType":
		return " (Hermes reads the transport from \"type\")"
	case "timeout", "startupTimeout", "startup_timeout_sec", "tool_timeout_sec", "initTimeout":
		return " (a per-server timeout from another client; Hermes has none in mcp.json)"
	case "disabled", "enabled":
		return " (another client's on/off switch; Hermes has none: delete the key, or the server if it should not run)"
	case "tools", "includeTools", "excludeTools", "disabledTools", "enabledTools", "allowedTools":
		return " (another client's tool filter; Hermes has none in mcp.json)"
	case "alwaysAllow", "autoApprove", "autoapprove":
		return " (another client's approval list; Hermes gates tools with plugin.json trust, not mcp.json)"
	case "auth", "oauth", "bearer_token_env_var", "authProviderType":
		if !stdio {
			return " (Hermes handles remote authorization itself through the server's OAuth challenge)"
		}
		return " (another client's authentication setting)"
	case "envFile", "env_file":
		return " (Hermes does not read env files; list variables under \"env\")"
	case "description", "name", "title", "displayName", "icon", "version":
		return " (server metadata is not part of a portable server entry)"
	case "app", "requires", "liveness":
		return " (server declarations belong in plugin.json under extensions[\"com.nousresearch.hermes\"].servers)"
	}
	if strings.EqualFold(key, "type") || strings.EqualFold(key, "command") || strings.EqualFold(key, "url") ||
		strings.EqualFold(key, "args") || strings.EqualFold(key, "env") || strings.EqualFold(key, "cwd") ||
		strings.EqualFold(key, "headers") {
		return fmt.Sprintf(" (keys are case-sensitive: did you mean %q?)", strings.ToLower(key))
	}
	return ""
}
