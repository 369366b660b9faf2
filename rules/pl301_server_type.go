package rules

import (
	"fmt"
	"strings"

	"github.com/pluglint/pluglint/rules/edit"
	"github.com/pluglint/pluglint/rules/hermes"
	"github.com/pluglint/pluglint/rules/model"
	"github.com/pluglint/pluglint/rules/pyjson"
	"github.com/pluglint/pluglint/rules/words"
)

// ServerType reports mcp.json servers Hermes cannot translate because of
// their entry or "type": an entry that is not an object or has an empty
// name, a missing or unknown type (including "http"), and "sse", which the
// spec allows but Hermes never loads. A type that is an array or object
// crashes Hermes's loader, which refuses the whole package.
var ServerType = &Rule{
	ID: "PL301", Name: "server-type", Level: Error, Class: Drop,
	Precision: "very-high", Doc: serverTypeDoc, Run: runServerType,
	Fix: serverTypeFix,
}

var serverTypeDoc = Doc{
	Title: "mcp.json server has no type, an unknown type such as \"http\", or the unsupported \"sse\"",
	Why: "Hermes translates each mcp.json server by its \"type\", which must be exactly \"stdio\" or " +
		"\"streamable-http\". It does not guess: a server without \"type\" (as Claude Code and Cursor " +
		"write them) or with another client's name for a transport (\"http\", \"remote\") is skipped as " +
		"an unknown MCP server type while the rest of the package loads. \"sse\" is valid Agent Plugins " +
		"but Hermes never loads it. An entry that is not an object, or whose name is empty, is an " +
		"invalid server entry. A \"type\" that is an array or an object is worse: Hermes's loader fails " +
		"on it and the whole package is refused.",
	Fix: "Give every server \"type\": \"stdio\" (with \"command\") or \"type\": \"streamable-http\" (with " +
		"\"url\"). Move an SSE server to Streamable HTTP, which current MCP servers support; the same run " +
		"already reports, as latent findings (\"after you fix PL301\"), what its url and headers would meet " +
		"as streamable-http, so one change settles the server.",
	Bad: "mcp.json:\n" +
		"{\"$schema\": \"https://agent-plugins.org/schemas/1.0.0/mcp.schema.json\",\n" +
		" \"mcpServers\": {\"docs\": {\"type\": \"http\", \"url\": \"https://docs.example.com/mcp\"}}}",
	Good: "mcp.json:\n" +
		"{\"$schema\": \"https://agent-plugins.org/schemas/1.0.0/mcp.schema.json\",\n" +
		" \"mcpServers\": {\"docs\": {\"type\": \"streamable-http\", \"url\": \"https://docs.example.com/mcp\"}}}",
}

// Name returns the server's name as written in mcp.json.
func (s mcpServer) Name() string { return s.Member.Key }

// mcpFileLoads reports whether Hermes gets past mcp.json's whole-file checks
// (PL300) to the servers.
func mcpFileLoads(pkg *model.Package) bool {
	obj := pkg.MCP.Object()
	if obj == nil {
		return false
	}
	keys := obj.Keys()
	if len(keys) != 2 || !obj.Has("$schema") || !obj.Has("mcpServers") {
		return false
	}
	if s := obj.Get("$schema"); s.Kind != pyjson.String || s.Str != wantMCPSchema {
		return false
	}
	return obj.Get("mcpServers").Kind == pyjson.Object
}

func runServerType(p *Pass) error {
	f := p.Pkg.MCP
	for _, s := range mcpServerList(p.Pkg) {
		m := s.Member
		drop := func(loc Loc, format string, args ...any) {
			p.Report(Finding{Loc: loc, Drops: DropServer(m.Ident()), Message: fmt.Sprintf(format, args...)})
		}
		if m.Key == "" {
			drop(AtKey(f, m), "server name is empty; Hermes drops the entry as an invalid server entry")
			continue
		}
		if s.Obj == nil {
			drop(AtValue(f, m.Value), "server %q must be an object, found %s; Hermes drops it as an invalid server entry",
				m.Key, words.Kind(m.Value))
			continue
		}
		tm := s.Obj.Member("type")
		if tm == nil {
			drop(AtKey(f, m), "server %q has no \"type\"; Hermes drops the server (it does not guess the type: %s)",
				m.Key, missingTypeHint(s.Obj))
			continue
		}
		t := tm.Value
		switch t.Kind {
		case pyjson.Array, pyjson.Object:
			if mcpFileLoads(p.Pkg) {
				p.Report(Finding{
					Loc: AtValue(f, t), Class: Reject,
					Message: fmt.Sprintf("server %q has a \"type\" that is %s; Hermes's loader fails on it "+
						"(unhashable type) and refuses the whole package", m.Key, words.Kind(t)),
				})
			} else {
				p.Report(Finding{
					Loc: AtValue(f, t), Class: Advice,
					Message: fmt.Sprintf("server %q has a \"type\" that is %s; mcp.json is dropped as a whole now, "+
						"but once it loads Hermes's loader fails on this and refuses the whole package", m.Key, words.Kind(t)),
				})
			}
		case pyjson.String:
			switch t.Str {
			case hermes.TypeStdio, hermes.TypeRemote:
			case hermes.TypeSSE:
				drop(AtValue(f, t), "server %q uses the \"sse\" transport, which Hermes does not support; "+
					"Hermes drops the server (serve it over \"streamable-http\")", m.Key)
			default:
				drop(AtValue(f, t), "server %q has unknown type %q; Hermes drops the server (%s)",
					m.Key, t.Str, unknownTypeHint(t.Str))
			}
		default:
			drop(AtValue(f, t), "server %q has type %s, not a string; Hermes drops the server as an unknown type "+
				"(use \"stdio\" or \"streamable-http\")", m.Key, words.Scalar(t))
		}
	}
	return nil
}

// missingTypeHint suggests the type the entry's other keys imply.
func missingTypeHint(obj *pyjson.Value) string {
	switch {
	case obj.Has("command"):
		return "add \"type\": \"stdio\""
	case obj.Has("url") || obj.Has("serverUrl") || obj.Has("httpUrl"):
		return "add \"type\": \"streamable-http\""
	}
	return "add \"type\": \"stdio\" or \"type\": \"streamable-http\""
}

// unknownTypeHint names the type an unknown one was probably meant to be.
func unknownTypeHint(t string) string {
	low := strings.ToLower(strings.TrimSpace(t))
	compact := strings.NewReplacer("-", "", "_", "", " ", "").Replace(low)
	switch {
	case low == hermes.TypeStdio || compact == "stdio":
		return "did you mean \"stdio\"?"
	case compact == "streamablehttp" || compact == "streamablehttps" || compact == "httpstream" ||
		compact == "streamable":
		return "did you mean \"streamable-http\"?"
	case low == "http" || low == "https" || low == "remote" || low == "url":
		return "Hermes calls it \"streamable-http\""
	case low == hermes.TypeSSE:
		return "Hermes does not load \"sse\" either: use \"streamable-http\""
	case low == "local" || low == "command" || low == "process" || low == "subprocess":
		return "Hermes calls it \"stdio\""
	case low == "ws" || low == "wss" || low == "websocket":
		return "Hermes has no WebSocket transport: use \"streamable-http\""
	}
	return "use \"stdio\" or \"streamable-http\""
}

// serverTypeFix rewrites a transport written another client's way.
var serverTypeFix = &Fixer{
	Safety: "safe", Order: FixServerType, Plan: planServerType,
	What: `rewrites "type": "http" (and spellings such as "streamable_http" or ` +
		`"STDIO") to "streamable-http" for a server with a url, or to "stdio" for one with a command.`,
}

func planServerType(p *FixPass, f *Finding) []*edit.Suggestion {
	e := edit.ForFile(p.Package.MCP)
	if e == nil || f.Loc.File != e.File() {
		return nil
	}
	var out []*edit.Suggestion
	for _, m := range p.Package.ServerMembers() {
		t := m.Value.Get("type")
		if t == nil || t.Pointer != f.Loc.Pointer || t.Kind != pyjson.String {
			continue
		}
		want := typeMeant(t.Str, m.Value)
		if want == "" || want == t.Str {
			continue
		}
		out = append(out, &edit.Suggestion{
			Safety: edit.Safe, File: e.File(), Pointer: t.Pointer,
			Message:  fmt.Sprintf("change type %q of server %q to %q", t.Str, m.Key, want),
			Edits:    []edit.Edit{e.Replace(t.Start, t.End, edit.Quote(want))},
			Resolves: []edit.Place{{File: e.File(), Pointer: t.Pointer}},
		})
	}
	return out
}

// typeMeant returns the transport an unknown type plainly means, given
// the entry's other keys: a url and no command for streamable-http, a
// command and no url for stdio.
func typeMeant(typ string, entry *pyjson.Value) string {
	low := strings.ToLower(strings.TrimFunc(typ, edit.IsBlank))
	compact := strings.NewReplacer("-", "", "_", "", " ", "").Replace(low)
	remote := entry.Has("url") && !entry.Has("command")
	local := entry.Has("command") && !entry.Has("url")
	switch compact {
	case "http", "https", "streamablehttp", "streamablehttps", "httpstreamable", "streamable":
		if remote {
			return "streamable-http"
		}
	case "stdio":
		if local {
			return "stdio"
		}
	}
	return ""
}
