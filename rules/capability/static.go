// Package capability decides from evidence whether an MCP server a
// package registers can act on the world: spend money, send messages,
// change accounts and systems.
package capability

import (
	"fmt"
	"net/url"
	"slices"
	"strings"

	"github.com/pluglint/pluglint/rules/ident"
	"github.com/pluglint/pluglint/rules/prose"
	"github.com/pluglint/pluglint/rules/pyjson"
)

// Asks is the category of a skill's sentence that makes the model ask
// the user before acting: weak evidence that the action matters.
const Asks = "the skill asks the user first"

// Evidence is one static signal that a server acts on the world.
type Evidence struct {
	Source   string // "name", "URL", "args", `skill "x"`
	What     string // the word or identifier, as written
	Root     string
	Category string
	// Strong evidence counts alone; weak evidence (an account or system
	// change said in prose, or named mid-identifier) needs a second word.
	Strong bool
	At     *Place // where a skill says it
	// named marks an identifier that starts with the server's own name
	// (acme_refund for server acme): its next word is the tool's verb.
	named bool
}

// namedFor reports an identifier whose first parts are a server's name
// words and whose next part is a verb of a tool: "acme_refund" and
// "acme_send_email" for server acme, read as "refund" and "send_email".
func namedFor(tok string, name []string) bool {
	if len(name) == 0 {
		return false
	}
	parts := ident.Parts(tok)
	if len(parts) <= len(name) || !slices.Equal(parts[:len(name)], name) {
		return false
	}
	rest := parts[len(name):]
	if len(rest) == 1 {
		// One word after the name is as often a field (acme_email,
		// acme_balance) as a tool: only a verb makes it one.
		return toolVerb(rest[0]) || singleVerb(rest[0])
	}
	return verbFirst(strings.Join(rest, "_"))
}

// singleVerb reports the words of acting that name a tool alone after
// its server's name (acme_refund, acme_delete): verbs more than nouns.
func singleVerb(w string) bool {
	switch w {
	case "pay", "refund", "transfer", "buy", "sell", "trade", "withdraw", "deposit", "swap", "donate",
		"create", "delete", "update", "remove", "cancel", "edit", "upload", "reply", "tweet":
		return true
	}
	return false
}

// Place is a byte range of a file of the package.
type Place struct {
	File       string
	Start, End int
}

func (e Evidence) String() string {
	if strings.HasPrefix(e.Source, "skill") {
		return fmt.Sprintf("%q in %s (%s)", e.What, e.Source, e.Category)
	}
	return fmt.Sprintf("%q in the %s (%s)", e.What, e.Source, e.Category)
}

// WordEvidence collects the words that say a server acts: its name, the URL
// host and path, command and args of its mcp.json entry, and the skills
// that drive it (those that mention it, or every skill when it is the
// package's only server). They count when one is strong or two
// different words are weak (see decide).
func WordEvidence(name string, entry *pyjson.Value, skills []*prose.Skill) []Evidence {
	var ev []Evidence
	seen := map[string]int{}
	add := func(e Evidence) {
		k := e.Source + "\x00" + strings.ToLower(e.What)
		if e.At != nil {
			k = "skill\x00" + e.Root // one word once, whichever skill says it and in what form
		}
		i, ok := seen[k]
		if !ok {
			seen[k] = len(ev)
			ev = append(ev, e)
			return
		}
		// The stronger form of the word stands for it: "Use acme_refund
		// for refunds" is the refunds, not the identifier whose last
		// word refund is; "pay the bill with acme_pay_bill" is the tool.
		if was, is := ev[i].piece(), e.piece(); is.Strong && (!was.Strong || was.Source != ToolNames && is.Source == ToolNames) {
			ev[i] = e
		}
	}
	words := func(source, text string) {
		if sshServer(text) {
			// "ssh", "mcp-ssh", "@acme/ssh-mcp-server": a server of remote
			// shells runs commands on the user's hosts.
			add(Evidence{Source: source, What: text, Root: "ssh", Category: prose.Code, Strong: true})
			return
		}
		parts := ident.Parts(text)
		for i, pt := range parts {
			// A word of acting that names what is looked at
			// ("payments-analytics", "orders-tracker", "email-search"),
			// or that a verb of reading takes ("search-email"), is the
			// subject of a reading tool.
			if i+1 < len(parts) && prose.ReadingNoun(parts[i+1]) || i > 0 && prose.ReadVerb(parts[i-1]) {
				continue
			}
			if w, ok := prose.Form(pt); ok {
				add(Evidence{Source: source, What: pt, Root: w.Root, Category: w.Category, Strong: true})
			} else if workspaceProduct(pt) {
				// "notion", "@mabeldata/pocketbase-mcp": a server named
				// after a workspace or a backend is there to change what
				// it holds, as a server named after a chat service is
				// there to send.
				add(Evidence{Source: source, What: pt, Root: pt, Category: prose.Changes, Strong: true})
			}
		}
		folded := prose.FoldCyrillic(text)
		for _, f := range prose.ForeignWords {
			if strings.Contains(folded, f.Text) {
				add(Evidence{Source: source, What: f.Text, Root: f.Text, Category: f.Category, Strong: true})
			}
		}
	}
	words("name", name)
	if u := entry.Get("url"); u != nil && u.Kind == pyjson.String {
		if pu, err := url.Parse(u.Str); err == nil {
			words("URL", pu.Hostname()+" "+pu.Path)
		}
	}
	if c := entry.Get("command"); c != nil && c.Kind == pyjson.String {
		words("command", strings.TrimPrefix(c.Str, "./"))
	}
	if cmd, args, ok := shellRun(entry); ok {
		// "sh -c 'exec bunx mcp-mermaid'": the words of the command the
		// line runs, not the shell's (exec, cd, source).
		for _, arg := range append([]string{cmd}, args...) {
			if text, ok := argWords(arg); ok {
				words("args", text)
			}
		}
	} else if a := entry.Get("args"); a != nil && a.Kind == pyjson.Array {
		for i, it := range a.Items {
			if it.Kind != pyjson.String || i > 0 && a.Items[i-1].Kind == pyjson.String && offToolsFlag(a.Items[i-1].Str) {
				continue // "--disable-tools message_complete_notification": a tool not served
			}
			if flag, _, ok := strings.Cut(it.Str, "="); ok && offToolsFlag(flag) {
				continue
			}
			if text, ok := argWords(it.Str); ok {
				words("args", text)
			}
		}
	}
	own := "mcp__" + prose.MentionToolPart(name) + "__"
	nameParts := nameWords(name)
	for _, x := range skills {
		for _, h := range x.WriteHits() {
			// A tool named with a server's prefix (mcp__files__delete_file)
			// is that server's, whatever else the skill mentions.
			if l := strings.ToLower(h.Text); strings.HasPrefix(l, "mcp__") && !strings.HasPrefix(l, own) || envName(h.Text) {
				continue // another server's tool, or a setting's name (SEND_EMAIL_ENABLED)
			}
			if h.Category == prose.Money && !strings.Contains(h.Text, " ") && !toolShaped(h.Text) &&
				(skillMoneyTalk(x.Text(), h.Start) || foreignMoneyTalked(x.Text(), h) || headingNoun(x.Text(), h.Start, h.End)) {
				continue
			}
			if skillForeignNegated(x.Text(), h) {
				continue // "No realices transferencias ni pagos", "返金は行わないこと"
			}
			// "for the user to publish themselves", "the user pays on the
			// merchant's site": the user acts, not the server.
			if !toolShaped(h.Text) && skillUsersAct(x.Text(), h.Start) {
				continue
			}
			add(Evidence{
				Source: fmt.Sprintf("skill %q", x.Name), What: h.Text, Root: h.Root,
				Category: h.Category, Strong: h.Strong, At: &Place{x.Path, h.Start, h.End},
				named: toolShaped(h.Text) && namedFor(h.Text, nameParts),
			})
		}
		// A skill that makes the model ask before acting says the action
		// matters: weak evidence of its own.
		if g := x.Gates(); len(g) > 0 {
			add(Evidence{
				Source: fmt.Sprintf("skill %q", x.Name),
				What:   strings.Join(strings.Fields(x.Text()[g[0].Start:g[0].End]), " "), Root: "ask first",
				Category: Asks, At: &Place{x.Path, g[0].Start, g[0].End},
			})
		}
	}
	// Strongest first: the server's own name, URL, command and args, then
	// what skills say, money and messages before changes; then in the
	// order found.
	rank := map[string]int{prose.Money: 0, prose.Messages: 1, prose.Code: 2, prose.Changes: 3, Asks: 3}
	key := func(e Evidence) int {
		k := rank[e.Category]
		if e.At != nil {
			k += 10
		}
		if !e.Strong {
			k += 100
		}
		return k
	}
	for i := 1; i < len(ev); i++ {
		for j := i; j > 0; j-- {
			a, b := ev[j], ev[j-1]
			ka, kb := key(a), key(b)
			if ka >= kb {
				break
			}
			ev[j], ev[j-1] = b, a
		}
	}
	return ev
}

// argWords returns the part of an argument whose words may describe the
// server: a URL's host and path (never its options: retryWrites=true),
// a package or image name. Flags (their switches are read as switches,
// see entryFlagPieces), env-variable names passed on (docker -e
// SMTP_EMAIL), key=value settings, file paths and JSON blobs say nothing
// of the tools.
func argWords(arg string) (string, bool) {
	t := strings.TrimSpace(arg)
	if t == "" || strings.HasPrefix(t, "-") || strings.HasPrefix(t, "{") || strings.HasPrefix(t, "[") || strings.Contains(t, "${") {
		return "", false
	}
	if pu, err := url.Parse(t); err == nil && pu.Scheme != "" && pu.Host != "" {
		return pu.Hostname() + " " + pu.Path, true
	}
	if envName(t) || strings.Contains(t, "=") || strings.Contains(t, "\\") {
		return "", false
	}
	if strings.Contains(t, "/") && !strings.HasPrefix(t, "@") {
		return "", false // a path (an npm scope is the exception)
	}
	if dot := strings.LastIndexByte(t, '.'); dot > 0 && fileExtension(t[dot+1:]) {
		return "", false
	}
	return t, true
}

// envName reports an environment variable's name: upper case, digits
// and underscores.
func envName(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_') {
			return false
		}
	}
	return strings.Contains(s, "_")
}

// fileExtension reports the extensions of files a server runs or reads.
func fileExtension(ext string) bool {
	switch strings.ToLower(ext) {
	case "py", "js", "mjs", "cjs", "ts", "sh", "json", "yaml", "yml", "toml", "txt", "md", "db", "sqlite", "jar", "exe", "bin", "rb", "go", "php", "pl":
		return true
	}
	return false
}

// offToolsFlag reports an option whose value names tools the launch
// turns off ("--disable-tools", "--exclude-tools", "--deny-tools"):
// those names say what the server does not serve.
func offToolsFlag(arg string) bool {
	if !strings.HasPrefix(arg, "-") || !holdsFold(arg, "tool") {
		return false
	}
	parts := ident.Parts(strings.TrimLeft(arg, "-"))
	if len(parts) != 2 {
		return false
	}
	tools, off := parts[1], parts[0]
	if parts[0] == "tools" || parts[0] == "tool" {
		tools, off = parts[0], parts[1]
	}
	if tools != "tools" && tools != "tool" {
		return false
	}
	switch off {
	case "disable", "disabled", "exclude", "excluded", "deny", "denied", "disallow", "disallowed", "block", "blocked", "skip", "ignore":
		return true
	}
	return false
}

// workspaceProduct reports the names of workspaces and app backends
// whose servers, in the benchmark's labels, are there to change what
// the user keeps in them: pages, records, tasks and documents (Notion,
// Airtable, Todoist, Trello, Asana, ClickUp; PocketBase, Firebase,
// MongoDB). Services whose servers as often only search (Jira,
// Confluence, GitHub, Postgres) are not among them.
func workspaceProduct(part string) bool {
	switch part {
	case "notion", "airtable", "todoist", "trello", "asana", "clickup", "pocketbase", "firebase", "mongodb":
		return true
	}
	return false
}

// sshServer reports a server's name or package that is SSH's and
// nothing else: "ssh", "mcp-ssh", "@acme/ssh-mcp-server@1.2". A word
// beside it ("ssh-config", "--ssh-key", "ssh-tunnel") makes it a
// thing of SSH's, not a server of remote shells.
func sshServer(text string) bool {
	if !holdsFold(text, "ssh") {
		return false
	}
	if _, rest, ok := strings.Cut(text, "/"); ok && strings.HasPrefix(text, "@") {
		text = rest
	}
	if i := strings.LastIndexByte(text, '@'); i > 0 {
		text = text[:i]
	}
	found := false
	for _, p := range ident.Parts(text) {
		switch p {
		case "ssh":
			found = true
		case "mcp", "server", "remote":
		default:
			return false
		}
	}
	return found
}
