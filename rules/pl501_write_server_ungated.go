package rules

import (
	"fmt"
	"strings"

	"github.com/pluglint/pluglint/rules/capability"
	"github.com/pluglint/pluglint/rules/edit"
	"github.com/pluglint/pluglint/rules/inventory"
	"github.com/pluglint/pluglint/rules/model"
	"github.com/pluglint/pluglint/rules/words"
)

// WriteServerUngated reports write-capable servers that run at full trust.
var WriteServerUngated = &Rule{
	ID: "PL501", Name: "write-server-ungated", Level: Warning, Class: Advice, Security: true,
	SecuritySeverity: "8.0", CWE: 862, Precision: "medium", Needs: []Need{NeedOutcome, NeedEvidence}, Doc: writeServerUngatedDoc, Run: runWriteServerUngated,
	Fix: writeServerUngatedFix, WriteSignal: WriteCapable,
}

var writeServerUngatedDoc = Doc{
	Title: "a write-capable MCP server runs without a trust gate",
	Why: "Every server from a portable package runs at Hermes's highest trust level, full, unless the package " +
		"asks for a gate: the model calls its tools without asking anyone. A server that spends money, trades, " +
		"sends messages or changes an account must declare trust \"untrusted\"; Hermes then asks the user before " +
		"every tool call not annotated readOnlyHint: true, and refuses the call where nobody can answer. A " +
		"sentence in a skill is a prompt, not a gate, and \"disabled by default\" stops nothing after the user " +
		"enables the package. pluglint decides from evidence, strongest first: a tool inventory " +
		"(.pluglint/tools.json; error), then tool names the package states (the tools a server's own code " +
		"registers, when the package ships the code it starts or the project of a server it launches by name " +
		"(npx, uvx), read and never run; tools that read there do not outweigh words of acting, as tools built at run " +
		"time are not seen; skills, plugin.json's description, " +
		"another client's extension block or its own manifest shipped in the package, such as Codex's \"Write\" " +
		"capability or a Claude Desktop extension's tools list, or a block at plugin.json's top level that Hermes ignores " +
		"(\"tools\", \"oauth\", review cases), where an entry's MCP annotations outweigh its name and a block's own annotations speak for the whole server, an entry whose name says " +
		"nothing is known by the verb its description starts with and one whose description says it acts outweighs a name " +
		"that reads, and the OAuth scopes a block says the server asks for, " +
		"\"chat:write\", a Google scope URL or \"Mail.Read\"), what the server is (a well-known package, image, program on the PATH " +
		"or hosted endpoint whose tools are public, listed with their sources in docs/known-servers.md), and " +
		"the package's words (the server's name, tags and categories, " +
		"URL, args, env switches such as ENABLE_TRADING=true, descriptions and skills, matched as words: never a " +
		"piece of an env-variable name, a URL option or a file name, and not when negated, unless the negation only holds the act " +
		"until the user approves it, \"never sends without your approval\"; a description is read " +
		"for a verb and the record it acts on, \"merge pull requests\" or \"删除文件\", and for the operations a catalog's " +
		"terse description lists after its title, \"Containers — start, stop, prune\", and a word of money it only " +
		"talks about, \"payments analytics\" or \"questions about invoices\", is no claim, in a skill too; a skill is read so only " +
		"in a clause that names the server, \"Book the meeting room through the Acme tools\", since its other " +
		"verbs are the model's own work; a skill sentence that calls the server read-only, \"This server is read-only\", " +
		"outweighs single words, as a description's claim does, \"read-only\" or \"without changing anything\"). It shows at most three " +
		"pieces of evidence, each with where it was found, and its confidence (high for tool names and known " +
		"servers, medium for words).",
	Fix: "Declare the gate in plugin.json, under the Hermes extension, for the server's mcp.json name:\n" +
		"  \"extensions\": {\"com.nousresearch.hermes\": {\"servers\": {\"trade\": {\"trust\": \"untrusted\"}}}}\n" +
		"and annotate the server's read-only tools readOnlyHint: true so they still run without a prompt. If the " +
		"server really is read-only, commit a tool inventory that shows it (pluglint snapshot writes one).",
	Bad: "mcp.json:\n{\"mcpServers\": {\"trade\": {\"type\": \"streamable-http\", \"url\": \"https://broker.example/mcp\"}}}\n" +
		"plugin.json: no Hermes extension",
	Good: "plugin.json:\n{\"$schema\": \"https://agent-plugins.org/schemas/1.0.0/plugin.schema.json\", \"name\": \"trader\",\n" +
		"  \"extensions\": {\"com.nousresearch.hermes\": {\"servers\": {\"trade\": {\"trust\": \"untrusted\"}}}}}",
}

func runWriteServerUngated(p *Pass) error {
	o := p.Outcome()
	inv := inventory.Parse(p.Pkg)
	for _, s := range o.Servers {
		if !s.packageGate() {
			continue // gated, or replaced by the user's own entry
		}
		if is := inv.Server(s.Name); is != nil {
			writes := is.WriteTools()
			if len(writes) == 0 {
				continue // the inventory shows a read-only server
			}
			names := make([]string, len(writes))
			var related []Related
			for i, t := range writes {
				names[i] = t.Name
				if i < words.MaxListed {
					related = append(related, Related{
						Loc:     AtValue(inv.File, t.NameValue),
						Message: fmt.Sprintf("tool %q has no readOnlyHint: true", t.Name),
					})
				}
			}
			them := "them"
			if len(writes) == 1 {
				them = "it"
			}
			p.Report(Finding{
				Loc: AtKey(p.Pkg.MCP, s.Member), Level: Error, Related: related,
				Message: fmt.Sprintf("server %q runs at full trust and its tool inventory lists %s (%s); Hermes lets the model call %s without asking: %s",
					s.Name, words.CountOf(len(writes), "write-capable tool"), words.CappedList(names), them, gateFix(p.Pkg, s)),
			})
			continue
		}
		a := p.Evidence(s)
		if a.Verdict != capability.WriteCapable {
			continue
		}
		var items []string
		var related []Related
		for _, e := range a.Evidence {
			items = append(items, e.String())
			if e.At != nil {
				related = append(related, Related{
					Loc:     Loc{File: e.At.File, Span: model.Span{Start: e.At.Start, End: e.At.End}},
					Message: "says " + e.What + categoryNote(e.Category),
				})
			}
		}
		p.Report(Finding{
			Loc: AtKey(p.Pkg.MCP, s.Member), Related: related,
			Message: fmt.Sprintf("server %q looks write-capable (%s; %s confidence, from %s) and runs at full trust; Hermes lets the model call its tools without asking: %s",
				s.Name, strings.Join(items, "; "), a.Confidence, a.From, gateFix(p.Pkg, s)),
		})
	}
	return nil
}

// categoryNote is " (money)", or "" for evidence of no category.
func categoryNote(category string) string {
	if category == "" {
		return ""
	}
	return " (" + category + ")"
}

// writeServerUngatedFix declares "trust": "untrusted" for a write-capable
// server; it only ever narrows trust.
var writeServerUngatedFix = &Fixer{
	Safety: "safe/unsafe", Order: FixTrustGate, Plan: planWriteServerUngated,
	What: `declares "trust": "untrusted" for the server in plugin.json; safe ` +
		`when a tool inventory shows write-capable tools, unsafe (--unsafe) on static signals alone ` +
		`or where the declaration says "full" on purpose. It only ever narrows trust.`,
}

// planWriteServerUngated declares "trust": "untrusted" for the server:
// safe when its tool inventory lists write-capable tools, unsafe on static
// signals alone.
func planWriteServerUngated(p *FixPass, f *Finding) []*edit.Suggestion {
	mcp := edit.ForFile(p.Package.MCP)
	if mcp == nil || f.Loc.File != mcp.File() {
		return nil
	}
	var out []*edit.Suggestion
	for _, m := range p.Package.ServerMembers() {
		if m.Value.Pointer != f.Loc.Pointer {
			continue
		}
		s := p.Result.Outcome.Server(m.Key)
		if s == nil || s.Trust == model.TrustUntrusted {
			continue
		}
		edits, full, ok := edit.DeclareUntrusted(p.Package.Manifest, m, mcp)
		if !ok || len(edits) == 0 {
			continue
		}
		fx := &edit.Suggestion{
			Safety: edit.Safe, File: p.Package.Manifest.Path, Pointer: f.Loc.Pointer,
			Edits: edits, Resolves: []edit.Place{{File: mcp.File(), Pointer: f.Loc.Pointer}},
		}
		switch {
		case s.Coverage != nil && s.Coverage.ReadOnly < s.Coverage.Tools:
			fx.Message = fmt.Sprintf(`declare "trust": "untrusted" for server %q in plugin.json `+
				`(its tool inventory lists write-capable tools)`, m.Key)
		default:
			fx.Safety = edit.Unsafe
			fx.Message = fmt.Sprintf(`declare "trust": "untrusted" for server %q in plugin.json `+
				`(static signals only: check that the server acts on the world)`, m.Key)
		}
		if full {
			fx.Safety = edit.Unsafe
			fx.Message = fmt.Sprintf(`change the declared trust of server %q from "full" to "untrusted"`, m.Key)
		}
		out = append(out, fx)
	}
	return out
}
