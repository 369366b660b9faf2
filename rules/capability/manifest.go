package capability

import (
	"fmt"
	"iter"
	"net/url"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pluglint/pluglint/rules/ident"
	"github.com/pluglint/pluglint/rules/launch"
	"github.com/pluglint/pluglint/rules/prose"
	"github.com/pluglint/pluglint/rules/pyjson"
)

// hermesNamespace is Hermes's own extension block: it says how Hermes
// loads the package, nothing of what the tools do.
const hermesNamespace = "com.nousresearch.hermes"

// manifestPieces reads what plugin.json says of the package's only
// server: tool names and words in its description and keywords, and in
// other clients' extension blocks (a capabilities list, review test
// cases naming the tools that run). Negative test cases (what the
// server must refuse) are not claims about its tools.
func manifestPieces(s Server) []Piece {
	if !s.Only || s.Manifest == nil || s.Manifest.Kind != pyjson.Object {
		return nil
	}
	var out []Piece
	at := func(v *pyjson.Value) *Place { return &Place{s.ManifestPath, v.Start, v.End} }
	// The texts are read as one (see textPieces): most packages have a
	// few, some (review test cases) dozens.
	var texts []segment
	if d := s.Manifest.Get("description"); d != nil && d.Kind == pyjson.String {
		texts = append(texts, segment{v: d, where: `plugin.json "description"`})
	}
	// A field Hermes ignores that lists the tools or the scopes they ask
	// for ("tools": [{"name": "purge_cache", ...}], "permissions":
	// {"scopes": [...]}), or holds another client's settings ("oauth":
	// {"scopes": [...]}, "x-openai": {"actions": [...]}, review cases),
	// is read as another client's block.
	for _, m := range s.Manifest.Members {
		if negativeKey(m.Key) {
			continue // "x-forbidden-tools": what the server must not do
		}
		if toolKey(m.Key) || scopeKey(m.Key) || clientField(m.Key, m.Value) {
			out = append(out, extensionPieces(m.Value, fmt.Sprintf("plugin.json %q", m.Key), m.Key, at, &texts)...)
		}
	}
	if p, ok := blockHints(s.Manifest, `plugin.json "annotations"`, at); ok {
		out = append(out, p)
	}
	if ext := s.Manifest.Get("extensions"); ext != nil && ext.Kind == pyjson.Object {
		for _, m := range ext.Members {
			if m.Key == hermesNamespace {
				continue
			}
			where := fmt.Sprintf("plugin.json extensions[%q]", m.Key)
			out = append(out, extensionPieces(m.Value, where, "", at, &texts)...)
		}
	}
	read := make(map[string]bool, len(texts))
	for i := range texts {
		texts[i].file, texts[i].src = s.ManifestPath, s.ManifestSrc
		read[texts[i].v.Str] = true
	}
	clients, clientTexts := clientPieces(s, read)
	out = append(out, clients...)
	// plugin.json's texts and other clients' are read as one (see
	// textPieces). Other clients' manifests often say again what
	// plugin.json says: a phrase found in plugin.json is not shown
	// again from them.
	found, said := textPieces(append(texts, clientTexts...))
	inOurs := func(p Piece) bool { return p.in == nil || p.in.sg.file == s.ManifestPath }
	ours := map[string]bool{}
	for _, p := range found {
		if p.Source == Words && inOurs(p) {
			ours[p.What] = true
		}
	}
	out = append(out, slices.DeleteFunc(found, func(p Piece) bool {
		return p.Source == Words && !inOurs(p) && ours[p.What]
	})...)
	// Keywords come last: where a keyword and a sentence say as much,
	// the sentence is the evidence shown first.
	// A word of money the texts only talk about ("skills covering
	// large trades") is a topic in the keywords too ("large-trades").
	// And a keyword of an act the texts leave to the user or deny, and
	// give the server none of ("You copy the text and post it yourself"
	// beside "post" and "publish", "This server cannot trade" beside
	// "buy" and "sell"), names what the user does with what the server
	// gives (probe rounds 52 and 59).
	acted := map[string]bool{}
	for _, p := range found {
		if p.Source == Words && p.Writes {
			acted[p.root] = true
			if p.Strong {
				acted[p.Category] = true // (not a brand's name: "It reads Gmail only")
			}
		}
	}
	// A description that names the package as a thing to look at and
	// says no act ("On-chain portfolio tracker.") tells what its
	// keywords of money are about: the field it watches.
	lookedAt := false
	if d := s.Manifest.Get("description"); d != nil && d.Kind == pyjson.String {
		lookedAt = namedAsLook(d.Str) && !slices.ContainsFunc(found, func(p Piece) bool { return p.Writes })
	}
	leftToUser := func(category string) bool { return said.users[category] && !acted[category] }
	var keywords []Piece
	for _, m := range s.Manifest.Members {
		keywordsWhere, ok := keywordField(m.Key)
		if !ok {
			continue
		}
		items := m.Value.Items
		switch m.Value.Kind {
		case pyjson.String:
			items = []*pyjson.Value{m.Value} // "category": "Home Automation"
		case pyjson.Array:
		default:
			continue
		}
		for _, it := range items {
			if it.Kind != pyjson.String {
				continue
			}
			// A keyword is a word of its own: "publish" counts, the
			// words too common to count alone ("messaging", "orders")
			// are weak. One whose head is a thing to look at
			// ("wallet-analytics", "payment-data") says what is read.
			parts := ident.Parts(it.Str)
			if len(parts) > 1 && (prose.ReadingNoun(parts[len(parts)-1]) || metricHead(parts[len(parts)-1])) {
				continue
			}
			// A keyword that says what access the tools have: "read-only"
			// says they read, as a description's claim does; "crud",
			// "full-crud", "read-write" and "two-way-sync" say they change
			// records.
			if sp, ok := prose.ReadOnlyClaim(it.Str); ok && sp.Start == 0 && sp.End == len(it.Str) {
				keywords = append(keywords, Piece{
					Source: Words, What: fmt.Sprintf("%q", it.Str), Where: keywordsWhere, keyword: true, Strong: true, At: at(it),
				})
				continue
			}
			if slices.Contains(parts, "crud") || slices.Contains(parts, "read") && slices.Contains(parts, "write") ||
				slices.Contains(parts, "sync") && (slices.Contains(parts, "bidirectional") || slices.Contains(parts, "way") && (slices.Contains(parts, "two") || slices.Contains(parts, "2"))) {
				keywords = append(keywords, Piece{
					Source: Words, Writes: true, What: fmt.Sprintf("%q", it.Str), Where: keywordsWhere, keyword: true,
					Category: prose.Changes, Strong: true, At: at(it), root: "write access",
				})
				continue
			}
			// What the service drives ("browser-automation",
			// "home-automation") says so as in a description.
			if n := len(parts); n > 1 && (parts[n-1] == "automation" || parts[n-1] == "automations") && automated(parts[n-2]) {
				keywords = append(keywords, Piece{
					Source: Words, Writes: true, What: fmt.Sprintf("%q", it.Str), Where: keywordsWhere, keyword: true,
					Category: prose.Changes, Strong: true, At: at(it), root: parts[n-2] + " automation",
				})
				continue
			}
			// A device the server works ("valve-control",
			// "lighting-control") says so as "home-automation" does, and
			// so does "control" beside a keyword naming a device
			// ("smart-plug", "control").
			if n := len(parts); n > 1 && parts[n-1] == "control" && controlledDevice(parts[n-2]) ||
				(n == 1 || n == 2 && parts[0] == "remote") && parts[n-1] == "control" && slices.ContainsFunc(items, deviceKeyword) {
				root := "device control"
				if n > 1 {
					root = parts[n-2] + " control"
				}
				keywords = append(keywords, Piece{
					Source: Words, Writes: true, What: fmt.Sprintf("%q", it.Str), Where: keywordsWhere, keyword: true,
					Category: prose.Changes, Strong: true, At: at(it), root: root,
				})
				continue
			}
			// A record and the act done to it ("document management")
			// says so as in a description.
			if n := len(parts); n > 1 {
				if root, ok := nominalAct(parts[n-2], parts[n-1]); ok {
					keywords = append(keywords, Piece{
						Source: Words, Writes: true, What: fmt.Sprintf("%q", it.Str), Where: keywordsWhere, keyword: true,
						Category: prose.Changes, Strong: true, At: at(it), root: root,
					})
					continue
				}
			}
			// A verb and its record, as a tool's name is written
			// ("send-message", "create-issue"), says the act in full
			// ("writing-assistant" and "email-marketing" name a topic).
			if w, verb, ok := prose.IdentWrite(it.Str); ok && verb && len(parts) == 2 && parts[0] == w.Root &&
				recordNoun(parts[1]) && w.Category != prose.Money {
				keywords = append(keywords, Piece{
					Source: Words, Writes: true, What: fmt.Sprintf("%q", it.Str), Where: keywordsWhere, keyword: true,
					Category: w.Category, Strong: true, At: at(it), root: w.Root,
				})
				continue
			}
			// A verb of sending or publishing as a keyword of its own,
			// beside a keyword naming what it sends ("send" and
			// "newsletter"), says the act as "send-newsletter" does.
			if w, ok := prose.Form(it.Str); ok && len(parts) == 1 && parts[0] == w.Root && w.Category == prose.Messages &&
				messageAct(w.Root) && !leftToUser(w.Category) && slices.ContainsFunc(items, func(o *pyjson.Value) bool {
				return o != it && o.Kind == pyjson.String && sentRecord(strings.ToLower(o.Str))
			}) {
				keywords = append(keywords, Piece{
					Source: Words, Writes: true, What: fmt.Sprintf("%q", it.Str), Where: keywordsWhere, keyword: true,
					Category: w.Category, Strong: true, At: at(it), root: w.Root,
				})
				continue
			}
			for i, pt := range parts {
				if composeVerb(pt) {
					break // "writing assistant": text written for the user
				}
				if w, ok := prose.Form(pt); ok {
					if w.Category == prose.Money && (said.money[w.Root] && !acted[w.Root] || lookedAt) {
						break // the description says it is looked at ("covering large trades")
					}
					if leftToUser(w.Category) {
						break
					}
					// A keyword of money names the field ("trading",
					// "payments") as often for a price feed or a revenue
					// dashboard as for a server that pays: weak alone.
					// One the server does by itself ("auto-posting",
					// "auto-reply") is its act, whatever the word.
					auto := i > 0 && parts[i-1] == "auto"
					keywords = append(keywords, Piece{
						Source: Words, Writes: true, What: fmt.Sprintf("%q", it.Str), Where: keywordsWhere, keyword: true,
						Category: w.Category, Strong: auto || w.Prose && w.Category != prose.Money, At: at(it), root: w.Root,
					})
					break
				}
			}
		}
	}
	return append(out, keywords...)
}

// extensionPieces walks another client's extension block.
func extensionPieces(v *pyjson.Value, where, key string, at func(*pyjson.Value) *Place, texts *[]segment) []Piece {
	var out []Piece
	switch v.Kind {
	case pyjson.Object:
		var name, desc, ann *pyjson.Value
		if refusedCase(v) {
			return nil // a test case the server must refuse
		}
		if toolKey(key) && switchedOffEntry(v) {
			return nil // {"name": "reply_to_ticket", "enabled": false}: a tool not served
		}
		if !toolKey(key) {
			if p, ok := blockHints(v, where, at); ok {
				out = append(out, p)
			}
		}
		if toolKey(key) && toolsByName(v) {
			// A map of tools by name ({"kv.get": {}, "kv.put": {}},
			// {"db.exec": "Run any statement"}): each key names a tool,
			// as an entry's "name" does.
			for _, m := range v.Members {
				if m.Value.Kind == pyjson.Object && switchedOffEntry(m.Value) {
					continue // {"post_message": {"default": "off"}}: not served as shipped
				}
				name := &pyjson.Value{Kind: pyjson.String, Str: m.Key, Start: m.KeyStart, End: m.KeyEnd}
				out = append(out, listedTool(name, toolDescription(m.Value), where, at)...)
			}
		}
		for _, m := range v.Members {
			if negativeKey(m.Key) {
				continue // what the server must refuse to do
			}
			if grantKey(key) {
				// Capabilities and permissions granted per kind of thing
				// ("messaging": {"read": true, "send": true}, "issues":
				// ["read", "create"], "orders": "manage"; probe rounds
				// 213, 216 and 218): a verb of acting granted says the
				// tools act on that kind.
				if ps := grantedActs(m, where, at); len(ps) > 0 {
					out = append(out, ps...)
					continue
				}
			}
			if strings.EqualFold(key, "capabilities") && m.Value.Kind == pyjson.Bool {
				// Capabilities switched on by name ("capabilities":
				// {"code_execution": true}, probe round 209): each is
				// read as a capability listed by name is; one switched off
				// is not served.
				if m.Value.Bool {
					name := &pyjson.Value{Kind: pyjson.String, Str: m.Key, Start: m.KeyStart, End: m.KeyEnd}
					out = append(out, extensionPieces(name, where, key, at, texts)...)
				}
				continue
			}
			if strings.EqualFold(m.Key, "write") && m.Value.Kind == pyjson.Array && len(m.Value.Items) > 0 {
				// Places granted for writing ("filesystem": {"write":
				// ["~/notes"]}): the tools change files there.
				out = append(out, Piece{
					Source: Words, Writes: true, What: fmt.Sprintf("%q", "write: "+listText(m.Value)), Where: where, Strong: true,
					Category: prose.Changes, At: at(m.Value), root: "write access",
				})
				continue
			}
			if toolKey(key) && readKind(m.Key) && m.Value.Kind == pyjson.Array {
				// Tools listed by kind, GraphQL's ("tools": {"queries":
				// ["issueComments"], "mutations": []}): a query reads,
				// whatever its name.
				for _, it := range m.Value.Items {
					if it.Kind == pyjson.String {
						out = append(out, Piece{Source: ToolNames, What: fmt.Sprintf("tool %q", it.Str), Where: where, Strong: true, At: at(it)})
					}
				}
				continue
			}
			if scopeKey(key) && m.Value.Kind == pyjson.Array && !allowKey(m.Key) {
				// Scopes listed by service ("permissions": {"github":
				// ["contents:write"]}) are scopes still.
				out = append(out, extensionPieces(m.Value, where, key, at, texts)...)
				continue
			}
			// An entry of a tool list ({"name": "add-records",
			// "description": ...}) names a tool, whatever its case.
			if toolKey(key) && m.Value.Kind == pyjson.String {
				switch {
				case strings.EqualFold(m.Key, "name"),
					(strings.EqualFold(m.Key, "id") || strings.EqualFold(m.Key, "operationId")) && operationKey(strings.ToLower(key)):
					// An operation's id names it as a tool's name does
					// ({"actions": [{"id": "invoices.list"}]}, OpenAPI's
					// {"operationId": "VoidInvoice"}).
					name = m.Value
					continue
				case strings.EqualFold(m.Key, "description"):
					desc = m.Value // and read as text below
				}
			}
			if toolKey(key) && strings.EqualFold(m.Key, "annotations") && m.Value.Kind == pyjson.Object {
				ann = m.Value
				continue // read with the entry's name (annotatedTool)
			}
			out = append(out, extensionPieces(m.Value, where, m.Key, at, texts)...)
		}
		if name != nil {
			listed := listedTool(name, desc, where, at)
			if p, ok := annotatedTool(name, ann, listed, where, at); ok {
				// The publisher's hint on the tool outweighs what its name
				// suggests: draft_email with readOnlyHint true drafts
				// for the user to send.
				listed = []Piece{p}
			}
			out = append(out, listed...)
		}
	case pyjson.Array:
		// A list of tools that only read outweighs the package's words
		// (see decide) when every entry is settled: one that neither
		// its name nor its description settles may be the tool that
		// acts, so the list's reading entries are then weak.
		unsettled := false
		var items []Piece
		for _, it := range v.Items {
			got := extensionPieces(it, where, key, at, texts)
			if toolKey(key) && it.Kind == pyjson.Object && !switchedOffEntry(it) && !slices.ContainsFunc(got, listed) {
				// (A tool switched off is settled: it is not served.)
				unsettled = true
			}
			items = append(items, got...)
		}
		for i, p := range items {
			if unsettled && listed(p) && !p.Writes {
				items[i].Strong = false
			}
		}
		out = append(out, items...)
	case pyjson.String:
		switch {
		case strings.EqualFold(key, "capabilities"):
			// A client's capability list: "Write" says the tools act,
			// "Read" alone that they only read.
			switch c := strings.ToLower(strings.TrimSpace(v.Str)); {
			case c == "write":
				out = append(out, Piece{Source: ToolNames, Writes: true, What: `capability "Write"`, Where: where, Strong: true, At: at(v)})
			case c == "read":
				out = append(out, Piece{Source: ToolNames, What: `capability "Read"`, Where: where, Strong: true, At: at(v), root: "capability read"})
			case strings.HasPrefix(c, "read-only ") || strings.HasPrefix(c, "read only "):
				// "Read-only MCP": the publisher says the server only
				// reads, as "Read" does.
				out = append(out, Piece{Source: ToolNames, What: fmt.Sprintf("capability %q", v.Str), Where: where, Strong: true, At: at(v), root: "capability read"})
			case c == "code_execution" || c == "code-execution" || c == "code execution":
				// Code run as the capability ("capabilities":
				// {"code_execution": true}, probe round 209): it acts,
				// however sandboxed.
				out = append(out, Piece{
					Source: ToolNames, Writes: true, What: fmt.Sprintf("capability %q", v.Str), Where: where, Strong: true,
					Category: prose.Code, At: at(v), root: "capability code",
				})
			case writeCapability(c):
				// One verb of acting ("Deploy", "Publish") names what the
				// tools do as "Write" does.
				out = append(out, Piece{
					Source: ToolNames, Writes: true, What: fmt.Sprintf("capability %q", v.Str), Where: where, Strong: true,
					Category: prose.Changes, At: at(v), root: "capability " + c,
				})
			case toolShaped(v.Str) && !strings.ContainsAny(c, ":."):
				// A capability named as a tool is ("start_cleaning",
				// "setSuction"): read as the tool's name.
				out = append(out, toolPieces(v.Str, where, at(v))...)
			case kebabAct(c):
				// A capability named as a command is ("merge-tickets",
				// probe round 22): a verb of acting, then its object.
				out = append(out, toolPieces(v.Str, where, at(v))...)
			case strings.ContainsAny(c, ":.") && !strings.Contains(c, " "):
				// A capability written as a scope ("write:issues"), or
				// else as a method whose verb is a word of acting
				// ("swap.execute"; not "sensors.subscribe", which hears
				// from the sensors).
				if p, ok := scopePiece(v.Str, where, at(v)); ok {
					if p.Writes && !strings.Contains(c, ":") {
						// A dotted method that acts reads as the method it
						// is ("transactions.void", "swap.execute").
						if mp := methodPieces(v.Str, where, at(v)); slices.ContainsFunc(mp, func(m Piece) bool { return m.Writes }) {
							out = append(out, mp...)
							break
						}
					}
					out = append(out, p)
				} else if _, ok := prose.Form(c[strings.LastIndexAny(c, ":.")+1:]); ok || prose.IsMethod(c) {
					out = append(out, methodPieces(v.Str, where, at(v))...)
				}
			case !strings.Contains(c, "read-only") && !strings.Contains(c, "read only"):
				// Any other is words ("Send messages", "Order
				// placement"); one that only mentions read-only things
				// ("Export read-only links") says nothing of the tools.
				*texts = append(*texts, segment{v: v, where: where})
			}
		case allowKey(key):
			// "permissions": {"allow": ["post_message"]}: the tools the
			// agent may call, named; or what it may do to a resource,
			// as a scope says it ("messages:send", "mensajes:enviar").
			if p, ok := scopePiece(v.Str, where, at(v)); ok && strings.Contains(v.Str, ":") {
				p.What = fmt.Sprintf("permission %q", v.Str)
				out = append(out, p)
				break
			}
			out = append(out, toolPieces(v.Str, where, at(v))...)
		case scopeKey(key):
			// One scope, or several in one string as OAuth and Shopify
			// write them ("read_products,write_products"); an endpoint
			// with its method ("POST /v1/orders") is one.
			if p, ok := endpointPiece(v.Str, where, at(v)); ok {
				out = append(out, p)
				break
			}
			for _, sc := range strings.FieldsFunc(v.Str, func(r rune) bool { return r == ',' || r == ' ' }) {
				if p, ok := scopePiece(sc, where, at(v)); ok {
					out = append(out, p)
				}
			}
		case toolKey(key):
			for _, tok := range strings.FieldsFunc(v.Str, func(r rune) bool { return r == ',' || r == ' ' }) {
				op := operationKey(strings.ToLower(key))
				if op && slashCommand(tok) {
					// A client's slash command is the operation it
					// names: one word by its verb ("/deploy"), more
					// as a tool's name reads ("/deploy-status" looks
					// at a field).
					ps := toolPieces(tok[1:], where, at(v))
					if len(ps) == 0 && !ident.HasSeparator(tok[1:]) {
						ps = listedToolPieces(tok[1:], where, at(v))
					}
					for _, p := range ps {
						p.What = fmt.Sprintf("command %q", tok)
						out = append(out, p)
					}
					continue
				}
				if op && pathLike(tok) {
					continue
				}
				out = append(out, toolPieces(tok, where, at(v))...)
			}
		case writeAccess(v.Str):
			// A grant of write access ("mode": "read-write", a GitHub
			// App's "contents": "write").
			out = append(out, Piece{
				Source: Words, Writes: true, What: fmt.Sprintf("%q", key+": "+v.Str), Where: where, Strong: true,
				Category: prose.Changes, At: at(v), root: "write access",
			})
		default:
			// A review case's expected outcome ("Okta account is
			// created") says what the server does when asked.
			*texts = append(*texts, segment{v: v, where: where, outcome: expectedKey(key)})
		}
	case pyjson.Bool:
		// A switch of the block ("readOnly": true, "enableTrading":
		// true) reads as an entry's switch does; a tool's annotations
		// (readOnlyHint) are read with its entry (annotatedTool).
		if !strings.HasSuffix(strings.ToLower(key), "hint") {
			what := fmt.Sprintf("%s: %t", key, v.Bool)
			if p, ok := switchPiece(key, v.Bool, what, where); ok {
				p.At = at(v)
				out = append(out, p)
			} else if w, ok := prose.Form(strings.ToLower(key)); ok && v.Bool && w.Prose && (w.Category == prose.Money || w.Category == prose.Messages) {
				// A feature of money or messages switched on ("features":
				// {"trading": true}) is as the word in a list of them.
				out = append(out, Piece{
					Source: Words, Writes: true, What: fmt.Sprintf("%q", what), Where: where, Strong: true,
					Category: w.Category, At: at(v), root: w.Root,
				})
			}
		}
	}
	return out
}

// toolsByName reports an object under a key that names tools whose
// members are tools keyed by their names: every value is an object (a
// tool's settings, perhaps empty) or every value is words (its
// description: {"db.exec": "Run any statement"}), and no key is one a
// single tool's entry has ("name", "description") or that lists tools
// allowed or refused.
func toolsByName(v *pyjson.Value) bool {
	objects, described := 0, 0
	for _, m := range v.Members {
		switch {
		case allowKey(m.Key) || negativeKey(m.Key) || strings.ContainsRune(m.Key, ' '):
			return false
		case m.Value.Kind == pyjson.Object:
			objects++
		case m.Value.Kind == pyjson.String && strings.ContainsRune(strings.TrimSpace(m.Value.Str), ' '):
			described++
		}
		switch strings.ToLower(m.Key) {
		case "name", "description", "annotations", "inputschema", "outputschema":
			return false
		}
	}
	return len(v.Members) > 0 && (objects == len(v.Members) || described == len(v.Members))
}

// toolDescription returns the description of a tool keyed by its name:
// the value itself when it is words, or its "description".
func toolDescription(v *pyjson.Value) *pyjson.Value {
	if v.Kind == pyjson.String {
		return v
	}
	return memberString(v, "description")
}

// memberString returns the string member key of an object, or nil.
func memberString(v *pyjson.Value, key string) *pyjson.Value {
	for _, m := range v.Members {
		if strings.EqualFold(m.Key, key) && m.Value.Kind == pyjson.String {
			return m.Value
		}
	}
	return nil
}

// blockHints returns the piece a block's (or plugin.json's) own
// "annotations" give, MCP's tool annotations said of the server as a
// whole ({"annotations": {"readOnlyHint": false}}). Beside a list of
// tools, whose entries say what each tool does (annotatedTool), they
// are a default, as MCP's readOnlyHint is false unless a tool says
// otherwise, and give nothing.
func blockHints(v *pyjson.Value, where string, at func(*pyjson.Value) *Place) (Piece, bool) {
	var ann *pyjson.Value
	for _, m := range v.Members {
		switch {
		case toolKey(m.Key) && m.Value.Kind == pyjson.Array:
			return Piece{}, false
		case strings.EqualFold(m.Key, "annotations") && m.Value.Kind == pyjson.Object:
			ann = m.Value
		}
	}
	if ann == nil {
		return Piece{}, false
	}
	return serverHints(ann, where, at)
}

// serverHints returns the piece an annotations object gives: readOnlyHint
// false or destructiveHint true says the server's tools act, readOnlyHint
// true that they only read.
func serverHints(ann *pyjson.Value, where string, at func(*pyjson.Value) *Place) (Piece, bool) {
	var read *pyjson.Member
	for i, m := range ann.Members {
		switch {
		case m.Value.Kind != pyjson.Bool:
		case m.Key == "destructiveHint" && m.Value.Bool, m.Key == "readOnlyHint" && !m.Value.Bool:
			return Piece{
				Source: ToolNames, Writes: true, What: fmt.Sprintf("annotation %s: %t", m.Key, m.Value.Bool), Where: where,
				Strong: true, Category: prose.Changes, At: at(m.Value), root: "annotation write",
			}, true
		case m.Key == "readOnlyHint":
			read = ann.Members[i]
		}
	}
	if read == nil {
		return Piece{}, false
	}
	return Piece{Source: ToolNames, What: "annotation readOnlyHint: true", Where: where, Strong: true, At: at(read.Value), root: "annotation read"}, true
}

// writeCapability reports a capability, in lower case, that is one
// verb of acting the vocabulary counts in prose ("deploy", "publish",
// "delete"), in its base form, or a device's switch ("on", "dim").
func writeCapability(c string) bool {
	if w, ok := prose.Form(c); ok && w.Prose && w.Root == c {
		return true
	}
	// A device's own capabilities: a light switched on or off, dimmed,
	// a lock locked ("capabilities": ["on", "off", "dim", "color"]).
	switch c {
	case "on", "off", "dim", "brighten", "toggle", "lock", "unlock", "arm", "disarm":
		return true
	}
	return false
}

// bareVerbUse reports a verb's bare form at toks[i] used as a verb,
// with its object or its place after it ("auto-publish to Instagram",
// "Auto-pay your bills"), not as a modifier ("the auto-pay schedule").
func bareVerbUse(toks []token, i int) bool {
	if i+1 >= len(toks) || !toks[i+1].word {
		return false
	}
	next := toks[i+1].lower
	return determiner(next) || next == "to" || next == "into" || next == "on" || next == "them" || next == "it"
}

// grantKey reports the keys under which a manifest grants its tools
// what they may do per kind of thing ("capabilities", "permissions",
// "access", "rbac", "features").
func grantKey(key string) bool {
	switch strings.ToLower(key) {
	case "capabilities", "capability", "permissions", "permission", "access", "rbac", "features":
		return true
	}
	return false
}

// grantedActs reads what a grant key gives one kind of thing (probe
// rounds 213, 216 and 218): verbs switched on or off ({"read": true,
// "send": true}), a list of verbs (["read", "create"]), a verb's level
// ({"send": "as_user"}, {"post": "denied"}), a verb switched by
// "enabled" ({"transfer": {"enabled": true}}), a level for the kind
// ({"orders": "manage"}), and kinds within kinds ({"social":
// {"linkedin": {"post": "allowed"}}}). It returns the pieces of the acts
// granted: none for a grant of reading only or for no grant at all (a
// list of tools, a setting), which is then read as anything else is.
// MCP's own capabilities ("resources": {"subscribe": true}) say what the
// protocol offers, not what the tools do.
func grantedActs(m *pyjson.Member, where string, at func(*pyjson.Value) *Place) []Piece {
	switch strings.ToLower(m.Key) {
	case "read", "write":
		return nil // what is read or written ("write": ["links"]), read elsewhere
	case "resources", "prompts", "logging", "completions", "sampling", "roots", "elicitation", "experimental":
		return nil
	}
	g := granter{where: where, at: at}
	g.kind(m.Key, m.Value, 0)
	return g.out
}

// granter walks a grant, keeping the acts it grants.
type granter struct {
	where string
	at    func(*pyjson.Value) *Place
	out   []Piece
}

// kind reads what v grants the kind of thing named kind.
func (g *granter) kind(kind string, v *pyjson.Value, depth int) {
	if toolKey(kind) || depth > 3 {
		return
	}
	switch v.Kind {
	case pyjson.Object:
		for _, m := range v.Members {
			switch m.Value.Kind {
			case pyjson.Bool:
				g.verb(kind, m.Key, m.Value.Bool, m.Value)
			case pyjson.String:
				if _, ok := grantVerb(m.Key); ok {
					g.verb(kind, m.Key, !deniedLevel(m.Value.Str), m.Value)
				} else {
					g.level(m.Key, m.Value)
				}
			case pyjson.Object:
				if on, ok := enabledSwitch(m.Value); ok {
					g.verb(kind, m.Key, on, m.Value)
				} else {
					g.kind(m.Key, m.Value, depth+1)
				}
			case pyjson.Array:
				g.kind(m.Key, m.Value, depth+1)
			}
		}
	case pyjson.Array:
		if slices.ContainsFunc(v.Items, func(it *pyjson.Value) bool { return it.Kind != pyjson.String || !plainWord(it.Str) }) {
			return // not a list of verbs
		}
		for _, it := range v.Items {
			g.verb(kind, it.Str, true, it)
		}
	case pyjson.String:
		g.level(kind, v)
	}
}

// verb records a verb granted (on) or withheld for a kind of thing.
func (g *granter) verb(kind, verb string, on bool, v *pyjson.Value) {
	if category, ok := grantVerb(verb); ok && on && category != "" {
		g.out = append(g.out, Piece{
			Source: ToolNames, Writes: true, What: fmt.Sprintf("capability %q", kind+": "+verb), Where: g.where, Strong: true,
			Category: category, At: g.at(v), root: "capability " + strings.ToLower(verb),
		})
	}
}

// level records a kind of thing's level of access ("manage", "read").
func (g *granter) level(kind string, v *pyjson.Value) {
	switch l := strings.ToLower(strings.TrimSpace(v.Str)); l {
	case "manage", "full", "write", "read_write", "read-write", "readwrite", "rw", "admin", "edit", "owner":
		g.out = append(g.out, Piece{
			Source: ToolNames, Writes: true, What: fmt.Sprintf("capability %q", kind+": "+v.Str), Where: g.where, Strong: true,
			Category: prose.Changes, At: g.at(v), root: "capability " + l,
		})
	}
}

// grantVerb reports a verb a grant names, and its category: "" for a
// verb of reading ("read", "list", "view"), else the kind of acting.
func grantVerb(verb string) (string, bool) {
	c := strings.ToLower(verb)
	if !plainWord(c) {
		if c == "code_execution" || c == "code-execution" {
			return prose.Code, true // {"code_execution": {"enabled": true}}
		}
		if w, verb, ok := prose.IdentWrite(c); ok && verb {
			return w.Category, true // {"update_tags": true} (probe round 219)
		}
		return "", false
	}
	switch c {
	case "read", "list", "view", "get", "search", "logs", "stats", "status", "query", "export", "watch", "describe":
		return "", true
	case "control", "manage", "moderate", "run", "ban", "kick", "admin":
		return prose.Changes, true
	}
	if prose.ReadVerb(c) {
		return "", true
	}
	if w, ok := prose.Form(c); ok && w.Root == c {
		return w.Category, true
	}
	if writeCapability(c) || toolVerb(c) {
		return prose.Changes, true
	}
	return "", false
}

// deniedLevel reports a verb's level that withholds it ("none",
// "denied", "off").
func deniedLevel(l string) bool {
	switch strings.ToLower(strings.TrimSpace(l)) {
	case "", "none", "no", "false", "off", "denied", "deny", "disabled", "never", "forbidden", "blocked":
		return true
	}
	return false
}

// enabledSwitch reports an object that switches what its key names on
// or off by an "enabled" member ({"enabled": true, "max_amount": 500}).
func enabledSwitch(v *pyjson.Value) (on, ok bool) {
	for _, m := range v.Members {
		if strings.EqualFold(m.Key, "enabled") && m.Value.Kind == pyjson.Bool {
			return m.Value.Bool, true
		}
	}
	return false, false
}

// plainWord reports a word of letters only ("send", not "send_email").
func plainWord(s string) bool {
	return s != "" && !strings.ContainsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) })
}

// annotatedTool returns the piece an entry of a tool list gives by its
// MCP annotations ({"name": "wipe", "annotations": {"destructiveHint":
// true}}), as an inventory's would: readOnlyHint false or destructiveHint
// true says the tool acts, readOnlyHint true that it only reads. It adds
// nothing where the tool's name already says the same (listed).
func annotatedTool(name, ann *pyjson.Value, listed []Piece, where string, at func(*pyjson.Value) *Place) (Piece, bool) {
	if ann == nil {
		return Piece{}, false
	}
	var hint *pyjson.Member
	writes := false
	for i, m := range ann.Members {
		switch {
		case m.Value.Kind != pyjson.Bool:
		case m.Key == "destructiveHint" && m.Value.Bool, m.Key == "readOnlyHint" && !m.Value.Bool:
			hint, writes = ann.Members[i], true
		case m.Key == "readOnlyHint" && hint == nil:
			hint = ann.Members[i]
		}
	}
	if hint == nil || slices.ContainsFunc(listed, func(p Piece) bool { return p.Writes == writes }) {
		return Piece{}, false
	}
	p := Piece{
		Source: ToolNames, Writes: writes, What: fmt.Sprintf("tool %q (%s %t)", name.Str, hint.Key, hint.Value.Bool),
		Where: where, Strong: true, At: at(hint.Value), listed: true,
	}
	if writes {
		p.Category = prose.Changes
	}
	return p, true
}

// kebabAct reports a capability written in kebab case whose first part
// is a verb of acting ("merge-tickets", "send-invoice"); "read-only",
// "real-time" and "two-way" name none.
func kebabAct(c string) bool {
	if !strings.Contains(c, "-") || strings.ContainsAny(c, " \t:._") {
		return false
	}
	_, verb, ok := prose.IdentWrite(c)
	return ok && verb
}

// scopeKey reports keys whose values are OAuth scopes or permissions
// the server asks for ("scopes", "oauth_scopes", "requiredScopes",
// "permissions").
func scopeKey(key string) bool {
	parts := ident.Parts(key)
	if len(parts) == 0 {
		return false
	}
	switch parts[len(parts)-1] {
	case "scope", "scopes", "permissions":
		return true
	}
	return false
}

// scopePiece returns the evidence of one OAuth scope a client's block
// says the server asks for: a scope that grants writing ("chat:write",
// "Files.ReadWrite", "gmail.send", "write:org", GitHub's "workflow")
// says the tools can act with it, one that grants reading
// ("channels:read", "Mail.Read", "admin.directory.user.readonly") that
// they read. A scope that names neither ("repo", which reading private
// repositories needs too, "openid") says nothing. Google's scopes are
// URLs that grant managing what they name unless they end in
// "readonly" ("https://www.googleapis.com/auth/calendar.events"), the
// sign-in ones ("userinfo.email") aside. A cloud permission written as
// a service and its action ("ec2:StopInstances") is read by its action
// (cloudActionPiece).
func scopePiece(scope, where string, at *Place) (Piece, bool) {
	if name, ok := prose.CloudAction(scope); ok {
		return cloudActionPiece(scope, name, where, at)
	}
	reads, writes, admin, trades, commands := false, false, false, false, false
	lower := strings.ToLower(scope)
	parts := strings.FieldsFunc(lower, func(r rune) bool {
		return r == ':' || r == '.' || r == '/' || r == '_' || r == '-'
	})
	for i, part := range parts {
		switch part {
		case "write", "readwrite", "send", "modify", "compose", "delete", "manage", "upload", "edit",
			"create", "update", "insert", "remove": // Auth0's "create:users", Google's "calendar.events.insert"
			writes = true
		case "publish", "retire", "invite", "finalize", "dispatch", "submit", "post", "approve", "cancel",
			"refund", "sign", "deploy", "archive", "assign", "transfer", "pay", "set", "control",
			"initiate", "withdraw", "charge", "reserve", "execute", "book", "redeem", "void", "broadcast",
			"reply", "comment", "ban", "kick", "moderate":
			// an act granted by name after its resource:
			// "reports:publish", "certificates:retire",
			// "missions:dispatch", "jobs:submit",
			// "stations.set_current_limit" (probe rounds 53 to 75),
			// "transfers:initiate", "exchange:withdraw", "billing:charge"
			// (probe rounds 87 to 95), "reviews.reply",
			// "guild.members.ban" (probe round 219); not the resource
			// itself ("dispatch:read", "post.preview")
			writes = writes || i > 0
		case "wipe", "lock", "unlock", "reboot", "restart", "start", "stop", "cmds", "commands", "privilegedoperations",
			"trigger", "power":
			// A device or a session commanded after its resource:
			// "devices:wipe", "session.start", Tesla's
			// "vehicle_cmds", Intune's "...PrivilegedOperations.All",
			// "builds:trigger", "droplets:power" (probe rounds 183 to
			// 191), unless a part says read.
			commands = commands || i > 0
		case "trade":
			// An exchange's "trade:spot", "trade:futures": trading
			// granted (probe round 95), unless a part says read.
			trades = trades || i == 0 && len(parts) > 1
		case "read", "readonly", "freebusy":
			reads = true // and Google's "calendar.freebusy" (probe round 50)
		case "admin":
			admin = true // "admin:org", not "admin.users:read"
		case "lecture", "lectura", "leitura", "lettura", "leer", "lesen", "odczyt":
			reads = true // "mensajes:leer", "reservations:lecture"
		default:
			// Another language's verb or noun of acting: "mensajes:enviar",
			// "reservations:annulation".
			_, _, verb := europeanVerb(part)
			_, noun := romanceActNoun(part)
			writes = writes || verb || noun
		}
	}
	if lower == "workflow" || (admin || trades || commands) && !reads {
		writes = true // GitHub's "workflow" updates Actions workflow files
	}
	if len(parts) > 0 && ownStore(parts[0]) {
		writes = false // "cache.write": the server's own store (probe round 50)
	}
	if name, ok := strings.CutPrefix(lower, "https://www.googleapis.com/auth/"); ok && !reads && !writes {
		switch first, _, _ := strings.Cut(name, "."); first {
		case "", "userinfo", "openid", "email", "profile", "plus":
		default:
			writes = true
		}
	}
	if !reads && !writes {
		return Piece{}, false
	}
	p := Piece{Source: ToolNames, What: fmt.Sprintf("OAuth scope %q", scope), Where: where, Strong: true, At: at}
	if writes && !strings.Contains(strings.ToLower(scope), "readonly") {
		p.Writes, p.Category = true, prose.Changes
	} else {
		p.root = "scope read"
	}
	return p, true
}

// grantedTo reports a permission at text[start] written as what others
// are granted: "Lists every principal allowed s3:DeleteObject" (probe
// round 201) audits who may, where "Its policy allows
// lambda:InvokeFunction" is the server's own grant.
func grantedTo(text string, start int) bool {
	before := strings.TrimRight(text[:start], " ")
	return strings.HasSuffix(before, " allowed") || strings.HasSuffix(before, " granted")
}

// cloudActionPiece returns the evidence of a cloud permission that
// names its action ("ec2:TerminateInstances", "s3:PutObject",
// "sns:Publish"), its action read as a tool's name (terminate_instances,
// put_object): a verb of acting grants acting, a verb of reading
// ("ec2:DescribeInstances", "logs:StartQuery") reading (probe round
// 201). A one-word action is read with its service for object
// (publish_sns).
func cloudActionPiece(scope, name, where string, at *Place) (Piece, bool) {
	if !strings.Contains(name, "_") {
		service, _, _ := strings.Cut(scope, ":")
		name += "_" + service
	}
	if rest, ok := strings.CutPrefix(name, "start_"); ok && (rest == "query" || strings.HasPrefix(rest, "query_")) {
		// logs:StartQuery, athena:StartQueryExecution: a query started
		// is read back, as execute_search searches.
		return Piece{Source: ToolNames, What: fmt.Sprintf("IAM action %q", scope), Where: where, Strong: true, At: at, root: "scope read"}, true
	}
	ps := toolPieces(name, where, at)
	if len(ps) == 0 {
		return Piece{}, false
	}
	p := ps[0]
	p.What = fmt.Sprintf("IAM action %q", scope)
	if !p.Writes {
		p.root = "scope read"
	}
	return p, true
}

// endpointPiece returns the evidence of a permission written as an
// HTTP method and a path ("GET /v1/candidates", "POST
// /v1/applications/{id}/advance"): GET and HEAD read; PUT, PATCH and
// DELETE change what the path names; POST creates or acts, unless the
// path ends in what a POST only asks ("POST /v1/search", ".../query")
// or is GraphQL's one endpoint, which reads or acts by its body.
func endpointPiece(scope, where string, at *Place) (Piece, bool) {
	method, path, ok := strings.Cut(scope, " ")
	path = strings.TrimSpace(path)
	if !ok || !strings.HasPrefix(path, "/") || strings.ContainsAny(path, " \t") {
		return Piece{}, false
	}
	p := Piece{Source: ToolNames, What: fmt.Sprintf("API permission %q", scope), Where: where, Strong: true, At: at}
	switch method {
	case "GET", "HEAD":
		p.root = "scope read"
		return p, true
	case "PUT", "PATCH", "DELETE":
	case "POST":
		last := ""
		for seg := range strings.SplitSeq(strings.ToLower(path), "/") {
			if seg != "" && !strings.HasPrefix(seg, "{") && !strings.HasPrefix(seg, ":") {
				last = seg
			}
		}
		if last == "graphql" {
			return Piece{}, false
		}
		if parts := ident.Parts(last); len(parts) > 0 && (prose.ReadVerb(parts[0]) || last == "query") {
			p.root = "scope read"
			return p, true
		}
	default:
		return Piece{}, false
	}
	p.Writes, p.Category = true, prose.Changes
	return p, true
}

// allowKey reports a key whose value lists what the agent may call:
// "allow", "allowed", "allowlist".
func allowKey(key string) bool {
	switch strings.ToLower(key) {
	case "allow", "allowed", "allowlist", "allow_list", "allowed_list":
		return true
	}
	return false
}

// negativeKey reports a key whose value lists what the server must not
// do: review test cases that are negative ("negative", "negative_tests",
// "negativeCases"), to be refused ("should_refuse", "refusals") or out
// of its reach ("unsupported", "out_of_scope"), or what it ships
// without ("disabled_by_default", "optional_capabilities"). Its
// prompts name acts the tools do not have.
func negativeKey(key string) bool {
	parts := ident.Parts(key)
	for i, p := range parts {
		switch p {
		case "negative", "negatives", "refuse", "refused", "refusal", "refusals",
			"unsupported", "forbidden", "disallowed", "prohibited",
			"deny", "denied", "denylist", "blocked", "blocklist", "blacklist", "banned", "never", "exclude", "excluded",
			"excludes":
			// "denied_tools", "permissions": {"deny": [...]},
			// "must_never", Gemini CLI's "excludeTools": what the
			// server or its agent is kept from.
			return true
		case "disabled", "optional", "off":
			// Crush's "disabled_tools" ("disabled": false switches a
			// whole server), "disabled_by_default", "off_by_default",
			// "optional_capabilities": what ships switched off.
			if i+1 < len(parts) {
				switch parts[i+1] {
				case "tools", "tool":
					// (An optional tool says itself whether it ships on:
					// see switchedOffEntry.)
					return p == "disabled"
				case "capabilities", "capability":
					// Capabilities a client may grant, not granted.
					return p != "off"
				case "by":
					return i+2 < len(parts) && parts[i+2] == "default"
				}
			}
		case "out":
			if i+2 < len(parts) && parts[i+1] == "of" && parts[i+2] == "scope" {
				return true
			}
		}
	}
	return false
}

// refusedCase reports a test case whose expected outcome is a refusal
// ({"prompt": "Delete my mail", "expected": "refuse"}): a case in a
// list of test cases that is negative by its outcome, not by its key.
func refusedCase(v *pyjson.Value) bool {
	for _, m := range v.Members {
		if m.Value.Kind != pyjson.String || !expectedKey(m.Key) {
			continue
		}
		w := ident.Parts(m.Value.Str)
		if len(w) > 1 && modal(w[0]) {
			w = w[1:] // "must refuse to delete", "should decline"
		}
		if len(w) > 0 && (refusal(w[0]) || saysCannot(w[:min(len(w), 4)]) || toldUser(w[0]) && saysCannot(w[:min(len(w), 7)])) {
			return true
		}
	}
	return false
}

// expectedKey reports the key of a test case's expected outcome
// ("expected", "expect", "expectedOutcome", "outcome").
func expectedKey(key string) bool {
	return slices.ContainsFunc(ident.Parts(key), func(p string) bool { return p == "expected" || p == "expect" || p == "outcome" })
}

// saysCannot reports an expected outcome whose first words say the
// server cannot do what was asked: "Explains it cannot modify orders",
// "Says it is unable to", "It can't cancel bookings", "Explains that
// cancellations are not supported".
func saysCannot(w []string) bool {
	for i, p := range w {
		switch {
		case p == "cannot" || p == "unable" || p == "unsupported":
			return true
		case p == "not" && i+1 < len(w) && (w[i+1] == "supported" || w[i+1] == "possible" || w[i+1] == "allowed"):
			return true
		case (p == "can" || p == "won") && i+1 < len(w) && (w[i+1] == "t" || w[i+1] == "not"):
			return true
		}
	}
	return false
}

// toldUser reports the verbs an expected outcome starts with when it is
// what the server says, not does: "Explains that cancellations are not
// supported" (a case that acts first, "Cancels the order and confirms;
// cannot undo", is read only as far as its fourth word).
func toldUser(w string) bool {
	switch w {
	case "explains", "explain", "says", "say", "tells", "tell", "informs", "inform", "states", "replies", "responds",
		"answers", "notes":
		return true
	}
	return false
}

// modal reports a verb that an expected outcome may start with before
// what the server does: "must refuse to delete", "should decline".
func modal(w string) bool {
	switch w {
	case "must", "should", "shall", "will":
		return true
	}
	return false
}

// refusal reports the words an expected outcome that is a refusal
// starts with.
func refusal(w string) bool {
	switch w {
	case "refuse", "refuses", "refused", "refusal", "decline", "declines", "declined", "reject", "rejects", "rejected", "deny",
		"denies", "denied":
		return true
	}
	return false
}

// toolKey reports keys whose values name tools, in English or another
// language ("werkzeuge", "herramientas", "outils", "ツール"), or the
// operations another client lists in their place ("actions",
// "commands").
func toolKey(key string) bool {
	k := strings.ToLower(key)
	if strings.Contains(k, "tool") && !strings.Contains(k, "description") || operationKey(k) {
		return true
	}
	switch k {
	case "werkzeuge", "herramientas", "outils", "ferramentas", "strumenti", "ツール", "工具", "도구":
		return true
	}
	return false
}

// listText is the strings of a list, joined by commas.
func listText(v *pyjson.Value) string {
	var strs []string
	for _, it := range v.Items {
		if it.Kind == pyjson.String {
			strs = append(strs, it.Str)
		}
	}
	return strings.Join(strs, ", ")
}

// readKind reports a key under which tools are listed by kind that
// names the reading ones: GraphQL's "queries", "reads".
func readKind(key string) bool {
	switch strings.ToLower(key) {
	case "queries", "query", "reads", "read", "readonly", "read-only", "read_only":
		return true
	}
	return false
}

// operationKey reports, in lower case, the keys under which other
// clients list a server's operations: "actions": ["confirmar_pedido"],
// "commands": [{"name": "scale", "description": "change replica
// count"}]. Their paths ("./commands/deploy.md", a Claude Code
// plugin's command files; "actions/checkout@v4") name files, not tools.
func operationKey(k string) bool {
	switch k {
	case "actions", "commands", "operations":
		return true
	}
	return false
}

// slashCommand reports a chat client's command written with its slash
// ("/deploy", "/rollback"): one name after the slash, no path.
func slashCommand(v string) bool {
	return len(v) > 1 && v[0] == '/' && !strings.ContainsAny(v[1:], "/\\.")
}

// pathLike reports a value that names a file or a repository, not a
// tool: it holds a slash or ends in a file's extension.
func pathLike(v string) bool {
	return strings.ContainsAny(v, "/\\") || strings.HasSuffix(v, ".md") || strings.HasSuffix(v, ".json") ||
		strings.HasSuffix(v, ".yaml") || strings.HasSuffix(v, ".yml")
}

// toolPieces classifies one tool name.
func toolPieces(tok, where string, at *Place) []Piece {
	if p := methodPieces(tok, where, at); p != nil {
		return p
	}
	if parts := ident.Parts(tok); prose.ReadRecords(parts) || prose.WhenHead(parts) || len(parts) > 1 && europeanReadVerb(parts[0]) ||
		europeanReadLast(parts) || lookedUpName(parts) {
		// orders_summary, rechnung_anzeigen, last_sync: they read.
		return []Piece{{Source: ToolNames, What: fmt.Sprintf("tool %q", tok), Where: where, Strong: true, At: at}}
	}
	if searchRun(ident.Parts(tok), 0) {
		return []Piece{{Source: ToolNames, What: fmt.Sprintf("tool %q", tok), Where: where, Strong: true, At: at}}
	}
	if w, _, ok := prose.IdentWrite(tok); ok && (strings.ContainsAny(tok, "_-.") || ident.HasHump(tok)) {
		return []Piece{{Source: ToolNames, Writes: true, What: fmt.Sprintf("tool %q", tok), Where: where, Category: w.Category, Strong: true, At: at}}
	}
	if checkedInOut(ident.Parts(tok), 0) {
		return []Piece{{Source: ToolNames, Writes: true, What: fmt.Sprintf("tool %q", tok), Where: where, Category: prose.Changes, Strong: true, At: at}}
	}
	if readTool(tok) {
		return []Piece{{Source: ToolNames, What: fmt.Sprintf("tool %q", tok), Where: where, Strong: true, At: at}}
	}
	if strings.ContainsAny(tok, "_-.") || ident.HasHump(tok) || utf8.RuneCountInString(tok) != len(tok) {
		if c, writes, ok := foreignTool(tok); ok {
			return []Piece{{Source: ToolNames, Writes: writes, What: fmt.Sprintf("tool %q", tok), Where: where, Category: c, Strong: true, At: at}}
		}
	}
	// A verb that acts only at the head of a tool's name, or after the
	// product's (browser_click, fill-form), as an entry of a list with
	// descriptions is read.
	if headToolVerb(ident.Parts(tok)) {
		return []Piece{{Source: ToolNames, Writes: true, What: fmt.Sprintf("tool %q", tok), Where: where, Category: prose.Changes, Strong: true, At: at}}
	}
	// A trade's verb at the head of a name (tender_load, bind_policy),
	// as a listed tool's is read (probe round 38).
	if (strings.ContainsAny(tok, "_-") || ident.HasHump(tok)) && tradeToolVerb(ident.Parts(tok), 0) {
		return []Piece{{Source: ToolNames, Writes: true, What: fmt.Sprintf("tool %q", tok), Where: where, Category: prose.Changes, Strong: true, At: at}}
	}
	return nil
}

// namedToolActs reports the parts of a tool's name written in prose
// that act with a verb the vocabulary lacks: the verb first, past the
// product's name (put_object, set_object_tags, migrate_up, check_in),
// and no thing to look at last (commit_lint, statement_pdf_link). A
// draft is handed over (draft_changelog).
func namedToolActs(parts []string) bool {
	i := 0
	for i < len(parts)-1 && serviceName(parts[i]) {
		i++
	}
	if checkedInOut(parts, i) {
		return true
	}
	last := parts[len(parts)-1]
	if i < len(parts)-1 && parts[i] == "text" && person(last) {
		return true // text_member: a person texted (probe round 137)
	}
	if i >= len(parts)-1 || parts[i] == "draft" || !toolVerb(parts[i]) || prose.ReadVerb(last) || prose.ReadingNoun(last) ||
		prose.FieldNoun(last) && !setState(parts, i) || measureNoun(last) || openedToRead(parts, i) || resized(parts, i) {
		return false
	}
	switch last {
	case "lint", "check", "compare", "preview", "estimate", "report", "summary", "stats", "diff":
		return false
	}
	return true
}

// setState reports a name whose verb at parts[i] sets a thing's state,
// mode or level, named last: set_light_state, set_device_state (probe
// round 137); upload_id and created_at stay fields.
func setState(parts []string, i int) bool {
	if !settingVerb(parts[i]) {
		return false
	}
	switch parts[len(parts)-1] {
	case "state", "status", "mode", "level":
		return len(parts)-i >= 3 // set_status is the vocabulary's, read already
	}
	return false
}

// searchRun reports a name whose verb of running, at parts[i], runs a
// search: execute_search, run_lookup (probe round 51). What runs is a
// search, not code.
func searchRun(parts []string, i int) bool {
	if i+1 >= len(parts) {
		return false
	}
	switch parts[i] {
	case "execute", "exec", "run":
	default:
		return false
	}
	switch parts[i+1] {
	case "search", "searches", "lookup", "lookups", "find":
		return true
	}
	return false
}

// ownStore reports the name of a server's own store, a cache or an
// index, that a scope or a method before it writes.
func ownStore(l string) bool {
	return l == "cache" || l == "index" || l == "local"
}

// reportAfter reports a verb at parts[i] that is not first, in a name
// that a thing to look at ends: "suspicious_link_report" reports links,
// it links nothing (probe round 47).
func reportAfter(parts []string, i int) bool {
	last := parts[len(parts)-1]
	return i > 0 && i < len(parts)-1 && (prose.ReadingNoun(last) || last == "report" || last == "summary")
}

// checkedInOut reports a tool's name that checks someone in or out at
// parts[i] (check_in, check_out_guest): a passenger or a guest checked
// in or out (probe round 49). A check-in's status or history is read.
func checkedInOut(parts []string, i int) bool {
	return i+1 < len(parts) && parts[i] == "check" && (parts[i+1] == "in" || parts[i+1] == "out") &&
		!slices.ContainsFunc(parts[i+2:], func(p string) bool { return prose.ReadingNoun(p) || prose.FieldNoun(p) })
}

// methodPieces reads a name written resource first, method last
// ("orders.refund", "kv.put", "positions.list", "device.switch.set") by
// its method, as a listed tool's name is read by its verb: nil when the
// name has no dot or its method settles nothing.
func methodPieces(tok, where string, at *Place) []Piece {
	if i := strings.LastIndexByte(tok, '.'); i > 0 && i+1 < len(tok) {
		if prose.MethodHears(strings.ToLower(tok)) {
			return nil
		}
		if ownStore(strings.ToLower(tok[:i])) {
			// "cache.write": the server's own store (probe round 50).
			return []Piece{{Source: ToolNames, What: fmt.Sprintf("tool %q", tok), Where: where, Strong: true, At: at}}
		}
		if p := listedToolPieces(tok[i+1:], where, at); len(p) == 1 {
			p[0].What, p[0].listed = fmt.Sprintf("tool %q", tok), false
			return p
		}
		// A verb that acts on the word before it (transactions.void,
		// issues.resolve), as a description's methods are read.
		if l := strings.ToLower(tok); prose.IsMethod(l) {
			if w, ok := prose.MethodWrite(l); ok {
				return []Piece{{Source: ToolNames, Writes: true, What: fmt.Sprintf("tool %q", tok), Where: where, Category: w.Category, Strong: true, At: at}}
			}
		}
	}
	return nil
}

// headToolVerb reports a tool name whose first word, after the
// product's name, is a verb that acts only at the head of a name
// (browser_click, click-element, fill_form), when no word of the
// vocabulary settled it first.
func headToolVerb(parts []string) bool {
	if lookedUpName(parts) {
		return false // blocklist_lookup, message_volume: the compound's head is what is read
	}
	for i, pt := range parts {
		if i > 0 && prose.NounPreposition(pt) {
			return false
		}
		if serviceName(pt) {
			continue
		}
		if _, ok := prose.Form(pt); ok || prose.ReadVerb(pt) || simulated(pt) {
			return false
		}
		if toolVerb(pt) {
			return !openedToRead(parts, i) && !resized(parts, i) && !reportAfter(parts, i)
		}
	}
	return false
}

// openedToRead reports a name whose verb at i opens something to read
// it (open_file, open-url, openPage), not a record (open_ticket,
// open_position).
func openedToRead(parts []string, i int) bool {
	if parts[i] != "open" || i+1 >= len(parts) {
		return false
	}
	switch parts[i+1] {
	case "file", "files", "url", "urls", "link", "links", "page", "pages", "document", "documents", "doc", "docs", "pdf",
		"path", "folder", "directory", "report", "reports":
		return true
	}
	return false
}

// resized reports a tool named for scaling a thing that is handed back
// at another size (scale_recipe), which prose.IdentAct tells from
// scaling what runs (scale_deployment).
func resized(parts []string, i int) bool {
	return parts[i] == "scale" && i+1 < len(parts) && !prose.IdentAct(parts[i], parts[i+1])
}

// calledNames yields the names written as calls in text: a word of
// letters, digits and underscores right before "(", and after the
// bracket an argument or its close ("cancel(appointment_id)",
// "pause()"); not a plural's bracket ("email(s)", "API(s)").
func calledNames(text string) iter.Seq2[int, int] {
	return func(yield func(int, int) bool) {
		for i := 1; i+1 < len(text); i++ {
			if text[i] != '(' || !identByte(text[i-1]) {
				continue
			}
			start := i
			for start > 0 && identByte(text[start-1]) {
				start--
			}
			if start > 0 && (text[start-1] == '.' || text[start-1] == '/' || text[start-1] == '$') {
				continue // a method ("stripe.refunds.create(") or a path, read elsewhere
			}
			arg := text[i+1:]
			if strings.HasPrefix(arg, "s)") || strings.HasPrefix(arg, "es)") || strings.HasPrefix(arg, "ies)") {
				continue
			}
			if c := arg[0]; c != ')' && !identByte(c) {
				continue
			}
			if c := text[start]; c >= '0' && c <= '9' || c == '$' || strings.Contains(text[start:i], "$") {
				continue // "$(date)", "2(", not a name
			}
			if !yield(start, i) {
				return
			}
		}
	}
}

// callDescription returns what the text says of the call whose "("
// is at text[open]: the words after its closing bracket and a colon or
// a dash, to the sentence's end ("draft_email(to, subject): returns
// text; you send it yourself").
func callDescription(text string, open int) string {
	closing := strings.IndexByte(text[open:], ')')
	if closing < 0 {
		return ""
	}
	rest := strings.TrimLeft(text[open+closing+1:], " ")
	for _, mark := range [...]string{":", "-", "—", "–"} {
		if after, ok := strings.CutPrefix(rest, mark); ok {
			after = strings.TrimLeft(after, " ")
			if end := strings.IndexAny(after, ".\n"); end >= 0 {
				after = after[:end]
			}
			return after
		}
	}
	return ""
}

// listed reports a piece that classifies an entry of a tool list.
func listed(p Piece) bool { return p.listed }

// listedTool classifies an entry of a tool list by its name or, when the
// name settles nothing (smalltalk_define_method), by the verb its
// description starts with ("Define or modify a method": the second verb
// of two joined by "or" or "and" when the first settles nothing). A
// tool known by its description is weak evidence: it decides as a tool
// name does, but is shown after tools whose own names say they act.
func listedTool(name, desc *pyjson.Value, where string, at func(*pyjson.Value) *Place) []Piece {
	if desc == nil {
		return listedByName(name.Str, "", where, at(name), nil)
	}
	return listedByName(name.Str, desc.Str, where, at(name), at(desc))
}

// listedByName is listedTool over a tool's name and description as
// strings, and where each is written: a manifest's list and a server's
// own code list tools alike.
func listedByName(name, desc, where string, nameAt, descAt *Place) []Piece {
	if pluralActNoun(name) && desc != "" {
		// A tool named by the records it serves ("transfers", "orders")
		// does what its description says: "Lists past deposits,
		// withdrawals and sends" reads them.
		if w, writes, ok := leadingVerb(desc); ok && !writes {
			return []Piece{{Source: ToolNames, What: fmt.Sprintf("tool %q (its description says %q)", name, w), Where: where, Strong: true, At: descAt}}
		}
	}
	if participleName(name) && desc != "" {
		// A command named for a state ("/paid", "/sent") whose
		// description starts with a verb of reading shows what is in
		// that state: "Show bills paid last month" (probe round 42).
		if w, writes, ok := leadingVerb(desc); ok && !writes {
			return []Piece{{Source: ToolNames, What: fmt.Sprintf("tool %q (its description says %q)", name, w), Where: where, Strong: true, At: descAt, listed: true}}
		}
	}
	var out []Piece
	if i := strings.LastIndexByte(name, '.'); i > 0 && i+1 < len(name) {
		// Resource first, method last (invoices.list lists): the
		// resource is the method's object, not its verb, so
		// invoices.download_pdf says nothing of money.
		if out = methodPieces(name, where, nameAt); len(out) == 0 {
			if out = toolPieces(name[i+1:], where, nameAt); len(out) == 1 {
				out[0].What = fmt.Sprintf("tool %q", name)
			}
		}
	} else if out = listedToolPieces(name, where, nameAt); len(out) == 0 {
		out = toolPieces(name, where, nameAt) // as in a plain list: file_delete
	}
	if len(out) == 1 && out[0].Writes && desc != "" {
		// A name that acts, and a description that starts with a verb
		// of reading and says no act anywhere: "dispatch", "Show the
		// plant's dispatch history"; kill_noisy_sensors, "Lists sensors
		// whose data should be discarded" (probe round 53).
		// (Not the name's own verb said again: check_in, "Check the
		// passenger in".)
		if w, writes, ok := leadingVerb(desc); ok && !writes && !strings.HasPrefix(w, firstPart(name)) && !previewOnly(desc) && !descActs(desc) {
			out = []Piece{{Source: ToolNames, What: fmt.Sprintf("tool %q (its description says %q)", name, w), Where: where, At: descAt}}
		}
	}
	// A description that says in the third person what the tool does,
	// starting with a verb of acting, outweighs a name that reads:
	// run_query "Executes arbitrary SQL, including INSERT, UPDATE and
	// DELETE" (not "Executes a read-only query", nor an instruction to
	// the model, "Call this tool after updating the config").
	readsByName := len(out) == 1 && !out[0].Writes
	if readsByName {
		_, claims := prose.ReadOnlyClaim(desc)
		readsByName = !claims
	}
	if (len(out) == 0 || readsByName) && desc != "" {
		if w, writes, ok := leadingVerb(desc); ok && (!readsByName || writes && strings.HasSuffix(w, "s")) {
			p := Piece{Source: ToolNames, Writes: writes, What: fmt.Sprintf("tool %q (its description says %q)", name, w), Where: where, At: descAt}
			if writes {
				p.Category = categoryOf(w)
			}
			out = []Piece{p}
		}
	}
	// A name that settles nothing, or one bare word that reads, a first
	// verb that settles nothing, and a description that acts further on:
	// "print", "Slice the current model and send it to the selected
	// printer" (probe round 43); get_permit_status reads by its name.
	if (len(out) == 0 || readsByName && !strings.ContainsAny(name, "_-.") && !ident.HasHump(name)) && desc != "" {
		if acts := recordActs(desc, tokenize(desc)); len(acts) > 0 && !acts[0].Weak {
			a := acts[0]
			cat := categoryOf(a.Root)
			if a.Money {
				cat = prose.Money
			}
			out = []Piece{{Source: ToolNames, Writes: true, What: fmt.Sprintf("tool %q (its description says %q)", name, desc[a.Start:a.End]), Where: where, Category: cat, At: descAt}}
		}
	}
	// A name that drafts or composes whose description says the tool
	// returns what it wrote reads: draft_reply "Return a suggested reply
	// text; does not send it or save a draft" hands the text back.
	// A tool whose description says it only previews ("Preview only;
	// does not apply") reads, whatever its name.
	if len(out) == 1 && out[0].Writes && previewOnly(desc) {
		out = []Piece{{Source: ToolNames, What: fmt.Sprintf("tool %q (its description says %q)", name, "preview only"), Where: where, At: descAt}}
	}
	if parts := ident.Parts(name); len(out) == 1 && out[0].Writes && (len(parts) > 0 && (composeVerb(parts[0]) || parts[0] == "suggest") ||
		composedFirst(desc)) && returnsText(desc) {
		// (suggest_reply "Returns a suggested reply for the user to
		// review" hands it over as draft_reply does.)
		// Said outright, it settles the tool as a name that reads does.
		out = []Piece{{Source: ToolNames, What: fmt.Sprintf("tool %q (its description says %q)", name, "return"), Where: where, Strong: true, At: descAt}}
	}
	for i := range out {
		out[i].listed = true
	}
	return out
}

// firstPart is the first part of a tool's name, in lower case.
func firstPart(name string) string {
	if parts := ident.Parts(name); len(parts) > 0 {
		return strings.ToLower(parts[0])
	}
	return name
}

// usersOwn reports the word at start as an act the user does, or does
// themselves ("you delete them yourself", "post it yourself").
func usersOwn(toks []token, start int) bool {
	k, ok := wordAt(toks, start)
	return ok && (usersAct(toks, start) || doneThemselves(toks, k))
}

// descActs reports a tool's description that says anywhere that the
// tool acts: a verb of acting on a record, or a word of the vocabulary,
// that the user does not do.
func descActs(desc string) bool {
	toks := tokenize(desc)
	// (Not the user's acts: "Lists drafts older than 90 days; you
	// delete them yourself", probe round 54.)
	for _, a := range recordActs(desc, toks) {
		if !usersOwn(toks, a.Start) {
			return true
		}
	}
	for _, h := range prose.WriteHits(prose.NewText(desc)) {
		if !usersOwn(toks, h.Start) && !negatedInSentence(desc, h.Start) {
			return true // (not "deletes nothing", probe round 73)
		}
	}
	return false
}

// returnsText reports a tool's description that says first that the
// tool returns or gives back what it made: "Return a suggested reply",
// "Returns the draft as text", "Writes an email and returns the text".
func returnsText(desc string) bool {
	lower := strings.ToLower(strings.TrimSpace(desc))
	first, _, _ := strings.Cut(lower, " ")
	if first == "return" || first == "returns" {
		return true
	}
	// "Writes an email and returns the text": the first clause hands
	// back what it wrote.
	clause, _, _ := strings.Cut(lower, ";")
	clause, _, _ = strings.Cut(clause, ".")
	// "Draft a 7-day menu, shown in chat" (probe round 42): shown to
	// the user, kept nowhere.
	// "Draft a motion in the chat", "for you to review and send to the
	// supplier yourself" (probe rounds 85, 86 and 88): the text is the
	// user's to send.
	return strings.Contains(clause, " and returns ") || strings.Contains(clause, " and return ") ||
		strings.Contains(clause, ", shown in chat") || strings.Contains(clause, ", shown in the chat") ||
		strings.Contains(clause, " in the chat") || strings.Contains(clause, " in chat") ||
		strings.Contains(lower, " yourself") || strings.Contains(lower, " for you to ")
}

// composedFirst reports a description that starts with a verb of
// writing text: "Draft a 7-day menu", "Composes a reply".
func composedFirst(desc string) bool {
	first, _, _ := strings.Cut(strings.ToLower(strings.TrimSpace(desc)), " ")
	return composeVerb(first)
}

// thirdPersonRead reports a verb of reading in the third person, as a
// tool's description starts ("Lists past deposits", "Fetches the
// page", "Searches issues").
func thirdPersonRead(w string) bool {
	if base, ok := strings.CutSuffix(w, "es"); ok && (strings.HasSuffix(base, "ch") || strings.HasSuffix(base, "sh")) {
		return prose.ReadVerb(base)
	}
	base, ok := strings.CutSuffix(w, "s")
	return ok && !strings.HasSuffix(base, "s") && prose.ReadVerb(base)
}

// pluralActNoun reports a tool's name that is one word, the plural of a
// word of acting: the records it serves ("transfers", "payments",
// "orders"), not a verb ("send", "pay").
func pluralActNoun(name string) bool {
	l := strings.ToLower(name)
	if !strings.HasSuffix(l, "s") || strings.ContainsFunc(l, func(r rune) bool { return r < 'a' || r > 'z' }) {
		return false
	}
	w, ok := prose.Form(l)
	return ok && w.Root != l
}

// participleName reports a tool's or command's name that is one word,
// the past participle of a word of acting ("paid", "/sent",
// "archived"): a state the records it lists are in.
func participleName(name string) bool {
	l := strings.ToLower(strings.TrimLeft(name, "/"))
	if strings.ContainsFunc(l, func(r rune) bool { return r < 'a' || r > 'z' }) {
		return false
	}
	w, ok := prose.Form(l)
	return ok && w.Root != l && (strings.HasSuffix(l, "ed") || l == "paid" || l == "sent" || l == "sold" || l == "spent")
}

// leadingVerb returns the verb a tool's description starts with, and
// whether it acts, when it is one that reads or acts.
func leadingVerb(desc string) (verb string, writes, ok bool) {
	words := strings.Fields(strings.ToLower(desc))
	for i := 0; i < len(words) && i < 3; i += 2 {
		w := strings.Trim(words[i], ".,:;")
		if i+1 < len(words) && pronoun(words[i+1]) {
			break // "Messages you sent in a channel": a noun, a clause after it
		}
		if prose.ReadVerb(w) || thirdPersonRead(w) {
			return w, false, true
		}
		if _, ok := prose.Form(w); ok || toolVerb(w) {
			return w, true, true
		}
		if base, ok := strings.CutSuffix(w, "s"); ok && toolVerb(base) && i+1 < len(words) && determiner(words[i+1]) {
			return w, true, true // "Sets the category on a transaction", not "Links to the docs"
		}
		if (w == "run" || w == "runs") && runsCode(words[i+1:]) {
			return w, true, true
		}
		if i+1 >= len(words) || words[i+1] != "or" && words[i+1] != "and" {
			break
		}
	}
	return "", false, false
}

// runsCode reports the words after "runs" in a description naming code
// as what runs: a word CodeObject knows heading the verb's object ("runs
// the generated PoC code", "runs a shell command"), not a word that only
// qualifies the object ("runs a code review") or follows a preposition
// ("runs a scan on the code").
func runsCode(words []string) bool {
	for j, word := range words[:min(len(words), 6)] {
		t := strings.TrimRight(word, ".,:;!?")
		if objectEnds(t) {
			return false
		}
		if j+1 == len(words) || t != word || objectEnds(words[j+1]) {
			return prose.CodeObject(t) // the object's last word: its head
		}
	}
	return false
}

// objectEnds reports a word that ends a verb's object: a preposition, a
// conjunction or a relative pronoun.
func objectEnds(w string) bool {
	switch w {
	case "on", "of", "over", "against", "in", "for", "across", "from", "with", "to", "into", "at", "by",
		"and", "or", "that", "which", "as", "through", "inside", "within":
		return true
	}
	return false
}

// issuedGrant reports an act of issuing whose record is codes, a permit,
// a lease, a licence or a certificate ("Issue guest codes", "issues
// building permits"): access granted, not money paid out.
func issuedGrant(phrase string) bool {
	l := strings.ToLower(phrase)
	for _, granted := range [...]string{
		"codes", "permit", "permits", "lease", "leases", "licence", "licences", "license",
		"licenses", "certificate", "certificates",
	} {
		if strings.HasSuffix(l, granted) {
			return true
		}
	}
	return false
}

// categoryOf is the kind of acting a verb names ("run" only where
// leadingVerb found code as what runs).
func categoryOf(w string) string {
	if w == "run" || w == "runs" {
		return prose.Code
	}
	if f, ok := prose.Form(w); ok {
		return f.Category
	}
	return prose.Changes
}

// listedToolPieces classifies a name from a list of the package's tools,
// which is a tool's name whatever it looks like: by its first part that
// is a verb ("kintone-add-records" adds, "kintone-get-records" reads),
// the product's prefix skipped; "run" or "exec" before what runs code
// (run_command, exec_shell) runs code, and run_payroll pays.
func listedToolPieces(name, where string, at *Place) []Piece {
	parts := ident.Parts(name)
	if prose.ReadRecords(parts) || lookedUpName(parts) || europeanReadLast(parts) {
		return []Piece{{Source: ToolNames, What: fmt.Sprintf("tool %q", name), Where: where, Strong: true, At: at}}
	}
	for i, pt := range parts {
		if i > 0 && prose.NounPreposition(pt) {
			break // historial_de_pagos: the payments are the history's
		}
		if serviceName(pt) {
			continue // the product's prefix: gmail.search searches, slack_list_channels lists
		}
		if searchRun(parts, i) {
			return []Piece{{Source: ToolNames, What: fmt.Sprintf("tool %q", name), Where: where, Strong: true, At: at}}
		}
		if (pt == "run" || pt == "exec") && i+1 < len(parts) && (prose.CodeObject(parts[i+1]) || i+2 < len(parts) && prose.CodeObject(parts[i+2])) {
			// (and run_console_command, run_rcon_command: probe round 58)
			return []Piece{{Source: ToolNames, Writes: true, What: fmt.Sprintf("tool %q", name), Where: where, Category: prose.Code, Strong: true, At: at}}
		}
		if prose.RunsPayroll(parts, i) {
			return []Piece{{Source: ToolNames, Writes: true, What: fmt.Sprintf("tool %q", name), Where: where, Category: prose.Money, Strong: true, At: at}}
		}
		if checkedInOut(parts, i) {
			return []Piece{{Source: ToolNames, Writes: true, What: fmt.Sprintf("tool %q", name), Where: where, Category: prose.Changes, Strong: true, At: at}}
		}
		if prose.ReadVerb(pt) || simulated(pt) || i == 0 && len(parts) > 1 && europeanReadVerb(pt) {
			return []Piece{{Source: ToolNames, What: fmt.Sprintf("tool %q", name), Where: where, Strong: true, At: at}}
		}
		if prose.SpendNoun(parts, i) {
			continue // forecast-spend: what was spent
		}
		w, ok := prose.Form(pt)
		if !ok && (toolVerb(pt) && !openedToRead(parts, i) && !resized(parts, i) && !reportAfter(parts, i) || tradeToolVerb(parts, i)) {
			w, ok = prose.Word{Root: pt, Category: prose.Changes}, true
		}
		if ok {
			return []Piece{{Source: ToolNames, Writes: true, What: fmt.Sprintf("tool %q", name), Where: where, Category: w.Category, Strong: true, At: at}}
		}
	}
	if c, writes, ok := foreignTool(name); ok {
		return []Piece{{Source: ToolNames, Writes: writes, What: fmt.Sprintf("tool %q", name), Where: where, Category: c, Strong: true, At: at}}
	}
	return nil
}

// sentRecord reports a keyword naming what is sent or published:
// "newsletter", "campaigns", "sms".
func sentRecord(l string) bool {
	switch l {
	case "newsletter", "newsletters", "campaign", "campaigns", "email", "emails", "sms", "message", "messages",
		"notification", "notifications", "post", "posts", "tweet", "tweets", "invoice", "invoices":
		return true
	}
	return false
}

// deviceKeyword reports a keyword naming a device a server could work
// ("smart-plug", "thermostat"), not its control ("valve-control").
func deviceKeyword(v *pyjson.Value) bool {
	if v.Kind != pyjson.String {
		return false
	}
	parts := ident.Parts(v.Str)
	return len(parts) > 0 && controlledDevice(parts[len(parts)-1])
}

// controlledDevice reports the devices a keyword's "control" works:
// "valve-control", "thermostat-control" ("access-control" and
// "version-control" control no device).
func controlledDevice(l string) bool {
	switch l {
	case "valve", "valves", "light", "lights", "lighting", "lock", "locks", "door", "doors", "garage", "thermostat",
		"hvac", "climate", "blinds", "sprinkler", "sprinklers", "irrigation", "pump", "pumps", "relay", "relays", "plug",
		"plugs", "robot", "drone", "drones", "vehicle", "device", "devices", "appliance", "appliances", "vacuum", "vacuums",
		"alarm", "alarms",
		// A plant's and a building's machines (probe round 111).
		"turnstile", "turnstiles", "gate", "gates", "barrier", "barriers", "conveyor", "conveyors", "chiller", "chillers",
		"boiler", "boilers", "furnace", "furnaces", "compressor", "compressors", "motor", "motors", "cobot", "cobots",
		"robots", "plc", "plcs", "breaker", "breakers", "circuit", "circuits", "shades", "curtains", "heaters",
		"treadmill", "treadmills", "bike", "bikes", "scooter", "scooters", // a gym's and a fleet's (probe round 107)
		"lamp", "lamps", "bulb", "bulbs", "oven", "ovens", "feeder", "feeders", "camera", "cameras": // a home's (probe round 207)
		return true
	}
	return false
}

// simulated reports the first verb of a tool's name that acts on
// nothing: simulate_trade, preview_order and estimate_refund only say
// what would happen.
func simulated(pt string) bool {
	switch pt {
	case "simulate", "simulates", "backtest", "preview", "previews", "estimate", "estimates", "dryrun":
		return true
	}
	return false
}

// segment is one string of a manifest and where it is: where, to
// follow "in", and the file and its bytes, to place a word inside it.
type segment struct {
	v     *pyjson.Value
	where string
	file  string
	src   []byte
	// outcome marks a review case's expected outcome, whose passives
	// are what happens, not a record's state.
	outcome bool
}

// place returns where text[start:end] of the segment's string is
// written in its file, escapes included, or the whole string.
func (sg segment) place(start, end int) *Place {
	a, b := pyjson.StringOffset(sg.src, sg.v.Start, start), pyjson.StringOffset(sg.src, sg.v.Start, end)
	if a < 0 || b < a {
		return &Place{sg.file, sg.v.Start, sg.v.End}
	}
	return &Place{sg.file, a, b}
}

// writesOnClaim finds a sentence that says the write tools are on as
// shipped: "Writes are enabled by default", "writes are on by default",
// "write tools are enabled by default". It returns the claim's span.
func writesOnClaim(text string) (start, end int, ok bool) {
	lower := strings.ToLower(text)
	for _, c := range [...]string{
		"writes are enabled by default", "writes are on by default", "write tools are enabled by default",
		"write tools are on by default", "write access is enabled by default", "write mode is on by default",
	} {
		if i := strings.Index(lower, c); i >= 0 {
			return i, i + len(c), true
		}
	}
	return 0, 0, false
}

// actCover returns a function that reports another of the acts that
// covers a: one that starts where a does and ends later, or starts
// before a and runs past a's start. One sort, and the furthest end of
// the acts up to each, answer every act with a binary search (asking
// every act of every act took half of a long description's time).
func actCover(acts []recordAct) func(recordAct) bool {
	sorted := slices.SortedFunc(slices.Values(acts), func(a, b recordAct) int { return a.Start - b.Start })
	starts := make([]int, len(sorted))
	reach := make([]int, len(sorted)) // reach[i]: the furthest end of sorted[:i+1]
	longest := map[int]int{}          // the furthest end of the acts that start at each offset
	for i, a := range sorted {
		starts[i], reach[i] = a.Start, a.End
		if i > 0 {
			reach[i] = max(reach[i], reach[i-1])
		}
		longest[a.Start] = max(longest[a.Start], a.End)
	}
	return func(a recordAct) bool {
		if longest[a.Start] > a.End {
			return true
		}
		k := sort.SearchInts(starts, a.Start) // the acts before k start before a
		return k > 0 && reach[k-1] > a.Start
	}
}

// talk is what the texts say of acts they do not give the server.
type talk struct {
	money map[string]bool // the roots of words of money only talked about ("covering large trades")
	users map[string]bool // the categories of acts left to the user ("post it yourself"), explained, denied ("cannot trade") or told in the chat ("alerts you here")
}

// textPieces reads descriptions: tool names in them (snake_case and
// camelCase identifiers), their words of acting (not negated), a gate
// sentence, and a claim to be read-only. The texts are read as one,
// joined by "\n.\n" (no word, phrase or sentence crosses it), so that
// the phrase engine prepares one text, not one per string.
func textPieces(texts []segment) (pieces []Piece, said talk) {
	if len(texts) == 0 {
		return nil, said
	}
	said = talk{money: map[string]bool{}, users: map[string]bool{}}
	talked := said.money
	var b strings.Builder
	starts := make([]int, len(texts))
	var outcomes [][2]int
	for i, sg := range texts {
		if i > 0 {
			b.WriteString("\n.\n")
		}
		starts[i] = b.Len()
		b.WriteString(sg.v.Str)
		if sg.outcome {
			outcomes = append(outcomes, [2]int{starts[i], b.Len()})
		}
	}
	text := b.String()
	var out []Piece
	// add records where p is: the string holding text[start:end].
	add := func(p Piece, start, end int) {
		i := sort.SearchInts(starts, start+1) - 1
		sg := &texts[i]
		p.Where = sg.where
		p.in = &inText{sg, start - starts[i], min(end, starts[i]+len(sg.v.Str)) - starts[i]}
		out = append(out, p)
	}
	// A verb of acting with a record for object ("manage documents",
	// "log and query time entries") is strong evidence.
	toks := tokenize(text)
	claims := readClaims(toks)
	// A notice the texts give the user in the chat ("alerts you in this
	// chat when a tenant misses rent") is what a keyword of messaging
	// ("notify", "alerts") names (probe rounds 144 and 145).
	if slices.ContainsFunc(toks, func(t token) bool { return t.word && toldInChat(toks, t.start) }) {
		said.users[prose.Messages] = true
	}
	acts := slices.Concat(recordActs(text, toks), describedActs(text, toks), moneyActs(text, toks), tradeActs(text, toks), chainActs(text, toks),
		foreignActs(text), europeanActs(toks), outcomeActs(text, toks, outcomes), listedOps(text, toks))
	// An exception's act another reading found already is shown as that
	// reading has it ("send emails", not "send emails to your customers").
	for _, ex := range exceptionActs(toks) {
		if !slices.ContainsFunc(acts, func(a recordAct) bool { return a.Start == ex.Start }) {
			acts = append(acts, ex)
		}
	}
	// An act the sentence says is not offered ("deleting, updating or
	// creating records is not supported") is no evidence, nor is any
	// word of it; nor is a sentence of setting the server up.
	// What the server writes for the user to act on is handed over, and
	// what release notes remove or put off is not shipped.
	withheld := slices.Concat(composedForUser(toks), benefitSlogans(toks), optInClauses(text), setupClauses(text, toks),
		switchedOnSentences(text), unshippedSpans(text), putOffClauses(text), deniedQuestions(text), disownedSentences(text), handedOverClauses(text))
	acts = slices.DeleteFunc(acts, func(a recordAct) bool {
		if slices.ContainsFunc(withheld, func(sp [2]int) bool { return sp[0] <= a.Start && a.Start < sp[1] }) {
			return true
		}
		if unavailableAfter(text, a.End) {
			withheld = append(withheld, [2]int{a.Start, a.End})
			return true
		}
		if s, e, ok := setupStep(toks, a); ok {
			withheld = append(withheld, [2]int{s, e})
			return true
		}
		return howTo(toks, a.Start) || usersAct(toks, a.Start) || redirectedAt(toks, a.Start) || othersAct(toks, a.Start, claims) ||
			!strings.Contains(text[a.Start:a.End], " ") && titleAt(toks, a.Start)
	})
	inWithheld := func(off int) bool {
		return slices.ContainsFunc(withheld, func(sp [2]int) bool { return sp[0] <= off && off < sp[1] })
	}
	// Two readings of one act ("Cancella file" as English reads it,
	// "Cancella file e cartelle" as Italian does) are the longer; an act
	// read again from a word inside another ("apply against your
	// workspaces" in "terraform plan and apply against your
	// workspaces") is the one that starts first.
	covered := actCover(acts)
	read := map[[2]int]bool{} // the spans kept, so that two readings of one span are one act
	acts = slices.DeleteFunc(acts, func(a recordAct) bool {
		if read[[2]int{a.Start, a.End}] {
			return true
		}
		read[[2]int{a.Start, a.End}] = true
		return covered(a)
	})
	// inActs returns a function that reports an offset inside one of
	// the acts. It is asked in the order of the text, so one pass over
	// the acts sorted by where they start answers (a scan of every act
	// for every word took seconds on a long description).
	sorted := slices.SortedStableFunc(slices.Values(acts), func(a, b recordAct) int { return a.Start - b.Start })
	inActs := func() func(int) bool {
		next, reach := 0, -1 // reach: the furthest end of the acts started so far
		return func(off int) bool {
			for ; next < len(sorted) && sorted[next].Start <= off; next++ {
				reach = max(reach, sorted[next].End)
			}
			return off < reach
		}
	}
	actStarts := map[int]bool{}
	for _, a := range acts {
		actStarts[a.Start] = true
	}
	// notServers reports a word or phrase of acting at text[start:end]
	// that its sentence denies, explains, leaves out, asks about or gives
	// to someone else, or that names a state or a thing: the
	// vocabulary's hits and a description's single words are held to
	// it alike (single for one word, which may be a name or a title).
	// (notActed is asked after each loop's own readings: a money word's
	// reading records what is talked about.)
	notServers := func(start, end int, single bool) bool {
		return negatedInSentence(text, start) || howTo(toks, start) || unavailableAfter(text, end) || inWithheld(start) ||
			usersAct(toks, start) || askedAt(toks, start) || subjectNameAt(toks, start) || elsewhereAfter(toks, end) ||
			participleModifier(toks, start) || redirectedAt(toks, start) ||
			single && (byUsersPeople(toks, start) || titleAt(toks, start) || reportedAt(toks, start) || toldOfOthers(toks, start)) ||
			shownWhich(toks, start) || onReadOnly(text, end) || readSubject(toks, start) || othersAct(toks, start, claims)
	}
	pt := prose.NewText(text)
	inAct := inActs()
	hits := prose.WriteHits(pt)
	kebabListed := map[int]bool{} // "Tools: stop-instances, ...": tools by the list they are in
	for start := range prose.ListedKebabTools(text) {
		kebabListed[start] = true
	}
	// The clause of an act a guide explains ("Tutorials on sending
	// emails with SendGrid") is explained with it, its object and brand
	// too.
	for _, h := range hits {
		if howTo(toks, h.Start) {
			if c := clauseOf(toks, recordAct{Start: h.Start, End: h.End}); len(c) > 0 {
				withheld = append(withheld, [2]int{h.Start, c[len(c)-1].end})
			}
		}
	}
	// The phrases of acting found ("post and search on Reddit"): a weak
	// word inside one is shown as the phrase.
	var phrases [][2]int
	for _, h := range hits {
		if usersOwn(toks, h.Start) || negatedInSentence(text, h.Start) || howTo(toks, h.Start) {
			said.users[h.Category] = true
		}
		if notServers(h.Start, h.End, !strings.Contains(h.Text, " ")) || foreignHitNegated(text, h) ||
			europeanHitNegated(toks, h.Start) || europeanUsersHit(toks, h.Start) || countedPosts(toks, h.Start) || readingVerb(tokenBefore(toks, h.Start, 1)) ||
			h.Category == prose.Money && articleObject(toks, h.Start) || notActed(h.Category, toks, h.Start) {
			continue
		}
		if envName(h.Text) {
			continue // "Set TWILIO_ACCOUNT_SID": a setting's name, no tool
		}
		if toolShaped(h.Text) && searchRun(ident.Parts(h.Text), 0) {
			continue // execute_search searches (probe round 51)
		}
		if struckOut(text, h.Start, h.End) {
			continue // "~~delete_file~~ removed in v2": struck out in markdown
		}
		if (toolShaped(h.Text) || prose.IsMethod(h.Text)) && (switchedOn(text, h.End) || settingName(h.Text) ||
			removedNext(strings.ToLower(text[h.End:min(len(text), h.End+60)])) || removedBefore(text, h.Start) || noteDenies(text, h.End)) {
			// "send_email is registered only when allowSend is set to
			// true": a tool behind a switch, and the switch's name;
			// "prune_snapshots was removed in 2.0": a tool no longer
			// served.
			continue
		}
		if toolShaped(h.Text) || prose.IsMethod(h.Text) || kebabListed[h.Start] {
			add(Piece{Source: ToolNames, Writes: true, What: fmt.Sprintf("tool %q", h.Text), Category: h.Category, Strong: true, root: h.Root}, h.Start, h.End)
			continue
		}
		// A weak word inside an act ("Delete" in "Delete files") is
		// shown as the act, and so is a strong verb that starts one
		// ("Envía" in "Envía mensajes").
		if inAct(h.Start) && (!h.Strong || actStarts[h.Start]) {
			continue
		}
		// "Look up Stripe charges, refunds and disputes" reads them (a
		// phrase, "place orders", is an act).
		if !strings.Contains(h.Text, " ") && (h.Category == prose.Money && (talkedAbout(talked, h.Root, toks, h.Start) || metricListed(toks, h.Start) || payNoun(toks, h.Start)) ||
			foreignMoneyTalked(text, h) ||
			h.Category == prose.Messages && messageTalk(toks, h.Start) ||
			h.Category != prose.Money && engagementListed(toks, h.Start)) {
			continue // (and "reach, saves, shares and follower growth": measures listed)
		}
		if strings.Contains(h.Text, " ") {
			phrases = append(phrases, [2]int{h.Start, h.End})
		}
		add(Piece{Source: Words, Writes: true, What: fmt.Sprintf("%q", h.Text), Category: h.Category, Strong: h.Strong, root: h.Root}, h.Start, h.End)
	}
	for _, a := range acts {
		category := prose.Changes
		if a.Money || a.Root == "issue" && !issuedGrant(text[a.Start:a.End]) || a.Root == "execute" || a.Root == "waive" ||
			a.Root == "remit" || strings.HasSuffix(strings.ToLower(text[a.Start:a.End]), " wires") {
			// "issue gift cards", "execute trades", "waive fees", "remits
			// the amount due", "releases outgoing wires" (not "issue guest
			// codes")
			category = prose.Money
		} else if w, ok := prose.Form(a.Root); ok && w.Category == prose.Messages || a.Root == "text" || a.Root == "call" || a.Root == "join" || a.Root == "page" ||
			a.Root == "respond" || a.Root == "fax" {
			category = prose.Messages // "invite users", "reply to tickets", "text your contacts", "make phone calls", "join a Google Meet", "page the on-call", "answer customers"
		} else if w, ok := prose.Form(a.Root); ok && w.Category == prose.Code {
			category = prose.Code // "exec into running containers"
		} else if c, ok := foreignCategory(a.Root); ok {
			category = c // "上传文件"
		}
		if name, ok := toolNamedBefore(text, toks, a.Start); ok && !a.Weak {
			// "cleanup_branches deletes merged branches" (probe round
			// 193): the named tool does it, as a listed tool's
			// description says.
			add(Piece{
				Source: ToolNames, Writes: true, What: fmt.Sprintf("tool %q (its description says %q)", name, strings.Fields(text[a.Start:a.End])[0]),
				Category: category, Strong: true, root: a.Root,
			}, a.Start, a.End)
			continue
		}
		add(Piece{
			Source: Words, Writes: true, What: fmt.Sprintf("%q", strings.Join(strings.Fields(text[a.Start:a.End]), " ")),
			Category: category, Strong: !a.Weak, root: a.Root,
		}, a.Start, a.End)
	}
	// A word of the vocabulary behind a hyphenated prefix ("Auto-pays
	// recurring bills", probe round 222), which the prose scanner reads
	// as one compound: the tokenizer gives its verb (prefixedVerb), read
	// as the vocabulary's word would be, unless an act holds it.
	for i, t := range toks {
		// (A prefix cut leaves the word shorter than its text.)
		if !t.word || len(t.lower) == t.end-t.start || inAct(t.start) || notServers(t.start, t.end, true) {
			continue
		}
		if w, ok := prose.Form(t.lower); ok && w.Prose && (t.lower != w.Root || bareVerbUse(toks, i)) {
			add(Piece{
				Source: Words, Writes: true, What: fmt.Sprintf("%q", text[t.start:t.end]), Category: w.Category,
				Strong: w.Category != prose.Changes, root: w.Root,
			}, t.start, t.end)
		}
	}
	// The verbs of other languages read in descriptions only ("管理",
	// "更新"): weak words, unless part of an act.
	inAct = inActs()
	for _, w := range describedForeignWords(text) {
		if inAct(w.Start) {
			continue
		}
		category, _ := foreignCategory(w.Root)
		add(Piece{Source: Words, Writes: true, What: fmt.Sprintf("%q", text[w.Start:w.End]), Category: category, root: w.Root}, w.Start, w.End)
	}
	// A bridge to a chat posts the model's answers there.
	for _, sp := range chatBridges(text) {
		if !negatedInSentence(text, sp[0]) {
			add(Piece{
				Source: Words, Writes: true, What: fmt.Sprintf("%q", text[sp[0]:sp[1]]),
				Category: prose.Messages, Strong: true, root: "chat bridge",
			}, sp[0], sp[1])
		}
	}
	// In a description even the words that are too common in skills'
	// prose to count there ("write", "order", "update") are weak
	// evidence: a description says what the package does.
	inAct = inActs()
	for start, end := range prose.LetterRuns(text) {
		if inAct(start) || slices.ContainsFunc(phrases, func(p [2]int) bool { return p[0] <= start && start < p[1] }) {
			continue
		}
		l := strings.ToLower(text[start:end])
		w, ok := prose.Form(l)
		if !ok {
			w, ok = describedAct(l)
		}
		if ok && (usersOwn(toks, start) || negatedInSentence(text, start) || howTo(toks, start)) {
			said.users[w.Category] = true
		}
		if !ok || w.Prose || notServers(start, end, true) || partOfCompound(text, start, end) || pastParticiple(toks, start) ||
			ofNonRecord(text, end, l) || textOfThingAt(toks, start) || lookHeadedAt(toks, start) || signedInOut(toks, start) ||
			articleNoun(toks, start) ||
			w.Category == prose.Money && (moneyVerb(w.Root) || talkedAbout(talked, w.Root, toks, start)) ||
			notActed(w.Category, toks, start) ||
			w.Category == prose.Messages && messageTalk(toks, start) || w.Category != prose.Money && engagementListed(toks, start) {
			// "order", "charge", "transfer" act only with an object, as
			// moneyActs reads them ("order from", "Order history" do
			// not).
			continue
		}
		// "Video editing tools" says what the tools do: strong.
		if toolsEnd, ok := actTools(text, end); ok {
			add(Piece{Source: Words, Writes: true, What: fmt.Sprintf("%q", text[start:toolsEnd]), Category: w.Category, Strong: true, root: w.Root}, start, toolsEnd)
			continue
		}
		add(Piece{Source: Words, Writes: true, What: fmt.Sprintf("%q", text[start:end]), Category: w.Category, root: w.Root}, start, end)
	}
	if g := prose.GateSentences(pt); len(g) > 0 {
		add(Piece{
			Source: Words, Writes: true, What: fmt.Sprintf("%q", strings.Join(strings.Fields(text[g[0].Start:g[0].End]), " ")),
			Category: Asks, root: "ask first",
		}, g[0].Start, g[0].End)
	}
	for start, end := range prose.SnakeTokens(text) {
		if tok := text[start:end]; readTool(tok) && !envName(tok) && !strings.EqualFold(tok, "dry_run") && !inWithheld(start) {
			// (dry_run in prose is the option that cleanup calls take, not
			// a tool: "pass dry_run to any cleanup call".)
			add(Piece{Source: ToolNames, What: fmt.Sprintf("tool %q", tok), Strong: true}, start, end)
		}
	}
	// Tools named in the text whose verb is none of the vocabulary's
	// (put_object, set_object_tags, migrate_up: probe round 51), read as
	// a listed tool's name is and held to what the vocabulary's named
	// tools are held to.
	for start, end := range prose.SnakeTokens(text) {
		tok := text[start:end]
		if _, _, ok := prose.IdentWrite(tok); ok || readTool(tok) || envName(tok) || settingName(tok) {
			continue // a hit of the vocabulary's, a tool that reads, or a setting
		}
		if parts := ident.Parts(tok); len(parts) < 2 || !namedToolActs(parts) ||
			notServers(start, end, false) || struckOut(text, start, end) || switchedOn(text, end) ||
			removedNext(strings.ToLower(text[end:min(len(text), end+60)])) || removedBefore(text, start) || noteDenies(text, end) {
			continue
		}
		add(Piece{Source: ToolNames, Writes: true, What: fmt.Sprintf("tool %q", tok), Category: prose.Changes, Strong: true}, start, end)
	}
	// Functions written as calls: "unlock(door_id), lock(door_id),
	// get_status(door_id)", "cancel(appointment_id)" (probe round 135).
	// Each is a tool named in the text, judged as a listed tool's name
	// is.
	for start, end := range calledNames(text) {
		if inWithheld(start) || notServers(start, end, false) {
			continue
		}
		for _, p := range listedByName(text[start:end], callDescription(text, end), "", nil, nil) {
			p.What, p.listed = fmt.Sprintf("tool %q", text[start:end]), false
			add(p, start, end)
		}
	}
	for start, end := range prose.CloudActions(text) {
		// "Needs autoscaling:SetDesiredCapacity", "ec2:DescribeInstances
		// only": the cloud permissions the server is given, which say
		// what its tools do (probe round 201).
		if !inWithheld(start) && !notServers(start, end, false) && !grantedTo(text, start) {
			if p, ok := scopePiece(text[start:end], "", nil); ok {
				add(p, start, end)
			}
		}
	}
	for start, end := range prose.ScopeTokens(text) {
		// "Scopes: read:jira-work, write:jira-work", "Requires
		// Calendars.ReadWrite": the grants the server asks for (probe
		// round 201), read as a scope key's are, unless denied or
		// explained. (Not notServers: a scope's capitalised resource,
		// "Calendars.ReadWrite", is no clause's subject.)
		if !inWithheld(start) && !negatedInSentence(text, start) && !howTo(toks, start) && !onReadOnly(text, end) &&
			!removedNext(strings.ToLower(text[end:min(len(text), end+60)])) && !removedBefore(text, start) && !noteDenies(text, end) {
			if p, ok := scopePiece(text[start:end], "", nil); ok {
				add(p, start, end)
			}
		}
	}
	for start, end := range prose.Methods(text) {
		if tok := text[start:end]; prose.MethodReads(tok) && !inWithheld(start) {
			// messages.list, payments.get: a method that reads, named
			// as the API names it (not a scope granted in a step of
			// setup, "tick crm.objects.deals.read").
			add(Piece{Source: ToolNames, What: fmt.Sprintf("tool %q", tok), Strong: true}, start, end)
		}
	}
	if start, end, ok := writesOnClaim(text); ok {
		// "Writes are enabled by default. Set READ_ONLY=true to limit
		// the server to queries" (probe round 69): the write tools are
		// served as shipped.
		add(Piece{Source: Words, Writes: true, What: fmt.Sprintf("%q", text[start:end]), Category: prose.Changes, Strong: true, root: "write"}, start, end)
	} else if sp, ok := prose.ReadOnlyClaim(text); ok {
		add(Piece{Source: Words, What: fmt.Sprintf("%q", text[sp.Start:sp.End]), Strong: true}, sp.Start, sp.End)
	} else if start, end, first, ok := docsClaim(toks); ok && !negatedInSentence(text, start) {
		add(Piece{Source: Words, What: fmt.Sprintf("%q", text[start:end]), Strong: first}, start, end)
	}
	return out, said
}

// settingName reports an identifier that names a setting, not a tool:
// its first part allows, enables or asks ("allowSend", "enable_posting",
// "canDelete", "is_write_enabled").
func settingName(id string) bool {
	parts := ident.Parts(id)
	if len(parts) < 2 {
		return false
	}
	switch parts[0] {
	case "allow", "enable", "enabled", "disable", "disabled", "can", "is", "should", "use":
		return true
	}
	return false
}

// switchedOn reports the words after a tool's name, in its sentence,
// that serve it only when a setting is on: "is registered only when
// allowSend is set to true", "is only available if WRITE_MODE is
// enabled", "only when ALLOW_APPLY=1". Such a tool is not served as
// shipped.
func switchedOn(text string, end int) bool {
	rest := text[end:min(len(text), end+120)]
	if i := strings.IndexAny(rest, ".;\n"); i >= 0 {
		rest = rest[:i]
	}
	l := strings.ToLower(rest)
	if !strings.Contains(l, "only when ") && !strings.Contains(l, "only if ") {
		return false
	}
	return strings.Contains(l, " set") || strings.Contains(l, " enabled") || strings.Contains(l, " true") ||
		strings.Contains(l, " turned on") || strings.Contains(l, "=1") || strings.Contains(l, "=true") ||
		strings.Contains(l, "=yes")
}

// payNoun reports a word of money at start that is the first word of a
// noun of figures or payroll ("pay discrepancies", "refund totals",
// "payment trends", "spend breakdown", "rental comps", "past pay
// runs"), which names what is read, not money moved; and "spending" as
// a noun, after a preposition or a possessive ("with spending
// categorised", "your spending").
func payNoun(toks []token, start int) bool {
	k, ok := wordAt(toks, start)
	if !ok || k+1 >= len(toks) {
		return false
	}
	if toks[k].lower == "spending" && k > 0 {
		switch toks[k-1].lower {
		case "with", "of", "on", "by", "in", "your", "our", "their", "my", "the", "team", "monthly", "cloud":
			return true
		}
	}
	switch toks[k].lower {
	case "pay", "refund", "refunds", "payment", "payments", "spend", "payout", "payouts", "charge", "charges", "rental", "rent":
	default:
		return false
	}
	switch toks[k+1].lower {
	case "discrepancy", "discrepancies", "stub", "stubs", "slip", "slips", "rate", "rates", "period", "periods", "grade",
		"grades", "scale", "scales", "equity", "gap", "gaps", "band", "bands", "data", "history", "transparency", "date",
		"dates", "cycle", "cycles", "total", "totals", "amount", "amounts", "count", "counts", "trend", "trends", "volume",
		"volumes", "metric", "metrics", "stats", "statistics", "analytics", "breakdown", "breakdowns", "summary",
		"summaries", "insights", "patterns", "ratio", "ratios", "report", "reports", "result", "results", "status",
		"dashboard", "dashboards", "portal", "portals", "comps", "estimate", "estimates", "listings", "yield", "yields", "run", "runs":
		return true
	}
	return false
}

// entryFlagPieces reads the switches of a server's entry: env settings
// that turn acting on or off (ENABLE_TRADING=true, READ_ONLY=true) and
// flags among its args (--read-only, --allow-write) and its URL's query
// (?readonly=true). A name's words count
// only as a whole switch, never as a word inside another name
// (LIBGEN_MCP_UNPAYWALL_EMAIL says nothing of the tools).
func entryFlagPieces(entry *pyjson.Value) []Piece {
	var out []Piece
	if env := entry.Get("env"); env != nil && env.Kind == pyjson.Object {
		for _, m := range env.Members {
			if p, ok := walletKeyPiece(m.Key); ok {
				out = append(out, p)
			}
			val := ""
			if m.Value.Kind == pyjson.String || m.Value.Kind == pyjson.Bool || m.Value.Kind == pyjson.Number {
				val = strings.ToLower(strings.TrimSpace(scalar(m.Value)))
			}
			on, off := truthy(val), falsy(val)
			if !on && !off && falsy(placeholderDefault(val)) {
				// "${GITLAB_READ_ONLY:-false}": Hermes passes the text as
				// it is, which sets no switch on, and the publisher
				// meant it off; both say off.
				off = true
			}
			if !on && !off {
				continue
			}
			if p, ok := switchPiece(m.Key, on, m.Key+"="+scalar(m.Value), "the env"); ok {
				out = append(out, p)
			}
		}
	}
	if u := entry.Get("url"); u != nil && u.Kind == pyjson.String {
		// A switch in the endpoint's query ("?readonly=true",
		// "?read_only=1", "?enable_trading=true") as a whole; any other
		// option ("retryWrites=true") says nothing.
		if pu, err := url.Parse(u.Str); err == nil {
			for _, kv := range strings.Split(pu.RawQuery, "&") {
				key, val, _ := strings.Cut(kv, "=")
				if scopeKey(key) {
					// "?scope=payments:write" asks for the scopes it names.
					scopes, _ := url.QueryUnescape(val)
					for _, sc := range strings.FieldsFunc(scopes, func(r rune) bool { return r == ' ' || r == ',' }) {
						if p, ok := scopePiece(sc, "the URL", nil); ok {
							out = append(out, p)
						}
					}
					continue
				}
				val = strings.ToLower(val)
				if on, off := truthy(val), falsy(val); on || off {
					if p, ok := switchPiece(key, on, kv, "the URL"); ok {
						out = append(out, p)
					}
				}
			}
		}
	}
	if a := entry.Get("args"); a != nil && a.Kind == pyjson.Array {
		l, _ := launch.Server(entry)
		container := l != nil && (l.Launcher == "docker run" || l.Launcher == "podman run")
		for i, it := range a.Items {
			if it.Kind != pyjson.String {
				continue
			}
			next := ""
			if i+1 < len(a.Items) && a.Items[i+1].Kind == pyjson.String {
				next = a.Items[i+1].Str
			}
			if container && (it.Str == "-e" || it.Str == "--env") {
				// A container's env setting ("docker run -e
				// ENABLE_POSTING=true") is an env setting.
				if key, val, ok := strings.Cut(next, "="); ok {
					if val = strings.ToLower(val); truthy(val) || falsy(val) {
						if p, ok := switchPiece(key, truthy(val), next, "the args"); ok {
							out = append(out, p)
						}
					}
				}
				continue
			}
			if !strings.HasPrefix(it.Str, "--") {
				continue
			}
			name, val, hasVal := strings.Cut(strings.TrimPrefix(it.Str, "--"), "=")
			written := it.Str
			if !hasVal && !strings.HasPrefix(next, "-") {
				val, written = next, it.Str+" "+next
			}
			if p, ok := accessModePiece(name, val, written, "the args"); ok {
				out = append(out, p)
				continue
			}
			on := !hasVal || truthy(strings.ToLower(val))
			if hasVal && !on && !falsy(strings.ToLower(val)) {
				continue
			}
			if p, ok := switchPiece(name, on, it.Str, "the args"); ok {
				out = append(out, p)
			}
		}
	}
	return out
}

// accessModePiece reads a flag that sets the server's access mode
// ("--access-mode=unrestricted", "--mode read-write"), written as
// written: a mode that lets the tools write says they act.
func accessModePiece(name, val, written, where string) (Piece, bool) {
	parts := ident.Parts(name)
	if len(parts) == 0 || parts[len(parts)-1] != "mode" && parts[len(parts)-1] != "access" {
		return Piece{}, false
	}
	if v := strings.ToLower(val); !writeAccess(v) && v != "unrestricted" && v != "full" {
		return Piece{}, false
	}
	return Piece{Source: Words, Writes: true, What: fmt.Sprintf("%q", written), Where: where, Strong: true, Category: prose.Changes, root: "write access"}, true
}

// walletKeyPiece reads an env name that hands the server the key of a
// wallet (EVM_PRIVATE_KEY, BUYER_PRIVATE_KEY, WALLET_MNEMONIC): with it
// the server signs payments and transactions from the user's wallet.
// A private key names a wallet only beside a word of one ("SNOWFLAKE_
// PRIVATE_KEY" signs in to a database); a mnemonic or seed phrase always
// does. The name is read as a whole, in its parts.
func walletKeyPiece(name string) (Piece, bool) {
	parts := ident.Parts(name)
	privateKey, wallet := false, false
	for i, p := range parts {
		switch {
		case p == "private" && i+1 < len(parts) && parts[i+1] == "key":
			privateKey = true
		case p == "mnemonic" || p == "seed" && i+1 < len(parts) && parts[i+1] == "phrase":
			privateKey, wallet = true, true
		case walletWord(p):
			wallet = true
		}
	}
	if !privateKey || !wallet {
		return Piece{}, false
	}
	what := fmt.Sprintf("wallet key %q", name)
	return Piece{Source: Words, Writes: true, What: what, Where: "the env", Strong: true, Category: prose.Money, root: "wallet key"}, true
}

// walletWord reports the parts of an env name that make its private key
// a wallet's.
func walletWord(p string) bool {
	switch p {
	case "wallet", "evm", "eth", "ethereum", "sol", "solana", "btc", "bitcoin", "crypto", "buyer", "payer", "signer",
		"x402": // HOUDINI_X402_PRIVATE_KEY: the key that pays for each call by x402 (seen/houdiniswap-agent)
		return true
	}
	return false
}

// writeAccess reports a value that grants write access: "write",
// "read-write", "rw".
func writeAccess(v string) bool {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "write", "read-write", "readwrite", "read_write", "read/write", "rw":
		return true
	}
	return false
}

// switchPiece reads a switch's name: read-only (READ_ONLY, readonly),
// side effects (sideEffects, SIDE_EFFECTS), enabling an act
// (ENABLE_TRADING, allow-write) or rehearsing acts (DRY_RUN, --dry-run),
// set on or off.
func switchPiece(name string, on bool, what, where string) (Piece, bool) {
	parts := ident.Parts(name)
	readOnly, dryRun, sideEffects, paperOff := false, false, false, false
	enables := ""
	category := ""
	for i, p := range parts {
		if p == "readonly" || p == "read" && i+1 < len(parts) && parts[i+1] == "only" {
			readOnly = true
		}
		if p == "dryrun" || p == "dry" && i+1 < len(parts) && parts[i+1] == "run" {
			dryRun = true
		}
		if p == "sideeffects" || p == "side" && i+1 < len(parts) && (parts[i+1] == "effects" || parts[i+1] == "effect") {
			sideEffects = true
		}
		if p == "enable" || p == "enabled" || p == "allow" || p == "allowed" || p == "live" {
			for _, q := range parts {
				if w, ok := prose.Form(q); ok {
					enables, category = w.Root, w.Category
				} else if q == "destructive" || q == "dangerous" || q == "unsafe" || q == "mutations" || q == "mutating" {
					enables, category = q, prose.Changes
				}
			}
		}
		// Paper trading switched off ("ALPACA_PAPER=false") trades with
		// real money.
		if p == "paper" && !on {
			paperOff = true
		}
		// A flag that names where the server writes ("--write-dir").
		if p == "write" && i+1 < len(parts) && writePlace(parts[i+1]) {
			enables, category = "write", prose.Changes
		}
	}
	// An automatic save or download keeps the server's own output where
	// the switch says ("SEEDREAM_AUTO_SAVE_ENABLED=true" saves generated
	// images to a folder, the two-hundred-and-thirty-second set): the
	// tool's result, as an image written where the agent asks is.
	if (enables == "save" || enables == "download") && slices.Contains(parts, "auto") {
		enables = ""
	}
	// A switch that is writing itself ("--write", "--rw", "--read-write").
	switch strings.Join(parts, " ") {
	case "write", "writable", "writeable", "rw", "read write", "readwrite":
		enables, category = "write", prose.Changes
	}
	quoted := fmt.Sprintf("%q", what)
	switch {
	case readOnly:
		return Piece{Source: Words, Writes: !on, What: quoted, Where: where, Strong: true, Category: ifWrites(!on, prose.Changes), root: "read-only switch"}, true
	case sideEffects:
		// "sideEffects": true says the tools change something; false
		// that they only read, as read-only on does.
		return Piece{Source: Words, Writes: on, What: quoted, Where: where, Strong: true, Category: ifWrites(on, prose.Changes), root: "side-effects switch"}, true
	case enables != "" && on:
		return Piece{Source: Words, Writes: true, What: quoted, Where: where, Strong: true, Category: category, root: enables}, true
	case paperOff:
		return Piece{Source: Words, Writes: true, What: quoted, Where: where, Strong: true, Category: prose.Money, root: "trade"}, true
	case dryRun && !on:
		// DRY_RUN=false: the tools that would only rehearse their acts
		// carry them out (on, it says nothing: a rehearsal of what).
		return Piece{Source: Words, Writes: true, What: quoted, Where: where, Strong: true, Category: prose.Changes, root: "dry-run switch"}, true
	}
	return Piece{}, false
}

// writePlace reports the words after "write" in a flag that names where
// the server writes ("--write-dir", "--write-paths").
func writePlace(p string) bool {
	switch p {
	case "dir", "dirs", "directory", "directories", "path", "paths", "root", "roots", "folder", "folders":
		return true
	}
	return false
}

func ifWrites(writes bool, category string) string {
	if writes {
		return category
	}
	return ""
}

// placeholderDefault returns the default of a shell-style placeholder
// that is a whole value, "${NAME:-default}" or "${NAME-default}", and ""
// for any other value.
func placeholderDefault(v string) string {
	if !strings.HasPrefix(v, "${") || !strings.HasSuffix(v, "}") {
		return ""
	}
	inner := v[2 : len(v)-1]
	if strings.ContainsAny(inner, "${}") {
		return ""
	}
	i := strings.IndexByte(inner, '-')
	if i <= 0 {
		return ""
	}
	name := strings.TrimSuffix(inner[:i], ":")
	for _, r := range name {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9') {
			return "" // the value is lower-cased
		}
	}
	return inner[i+1:]
}

func truthy(v string) bool { return v == "true" || v == "1" || v == "yes" || v == "on" }
func falsy(v string) bool  { return v == "false" || v == "0" || v == "no" || v == "off" }

// scalar is a JSON scalar's text.
func scalar(v *pyjson.Value) string {
	if v.Kind == pyjson.Bool {
		if v.Bool {
			return "true"
		}
		return "false"
	}
	return v.Str
}

// partOfCompound reports a word joined to another by "-" or "_"
// ("read-write" aside, "file-transfer" is not a transfer of money).
func partOfCompound(text string, start, end int) bool {
	return start > 0 && (text[start-1] == '-' || text[start-1] == '_') || end < len(text) && (text[end] == '-' || text[end] == '_')
}

// elsewhereAfter reports an act said to be done elsewhere, the word
// right after it, at end: "Labels are bought elsewhere." (see also
// doneElsewhere, a place named further on).
// listedNameByte reports the bytes of a list of tools' names and what
// joins them: letters, digits, "_", ".", backticks, spaces, commas and
// "&amp;".
func listedNameByte(c byte) bool {
	return c == ' ' || c == '`' || c == ',' || c == '&' || c == ';' || c == '_' || c == '.' ||
		'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

// struckOut reports text[start:end] inside markdown's strikethrough,
// "~~" on both sides past any backticks: "~~delete_file~~",
// "~~`post_review`~~" (probe round 41).
func struckOut(text string, start, end int) bool {
	before := strings.TrimRight(text[:start], "`")
	after := strings.TrimLeft(text[end:], "`")
	return strings.HasSuffix(before, "~~") && strings.HasPrefix(after, "~~")
}

// removedBefore reports a tool's name that a changelog note says was
// removed, the word before it and any other names listed with it:
// "v4.0.0: removed `post_comment` &amp; `merge_pr`" (probe round 41).
func removedBefore(text string, start int) bool {
	i := start
	for i > 0 && start-i < 80 && listedNameByte(text[i-1]) {
		i--
	}
	words := strings.Fields(strings.ToLower(text[i:start]))
	for k, w := range words {
		if w == "removed" || w == "dropped" {
			// Only names, "and" and entities after it.
			for _, rest := range words[k+1:] {
				if rest != "and" && rest != "&amp;" && rest != "&" && !strings.ContainsAny(rest, "_`") {
					return false
				}
			}
			return true
		}
	}
	return false
}

func elsewhereAfter(toks []token, end int) bool {
	k := sort.Search(len(toks), func(i int) bool { return toks[i].start >= end })
	return k > 0 && k < len(toks) && toks[k].word && toks[k].lower == "elsewhere" && toks[k-1].end == end
}

// negatedInSentence reports whether a word of negation comes before off
// in its sentence: "does not sell products, process payments, or modify
// repositories" negates all three; "(rendered as images, nothing is
// saved)" the saving.
func negatedInSentence(text string, off int) bool {
	return (negationBefore(text, off) || germanNegationAfter(text, off) || objectDenied(text, off)) && !heldForApproval(text, off)
}

// zeroBefore reports a count of zero right before the word at off: "0
// writes, 0 deletes", "zero emails sent" (probe round 119).
func zeroBefore(text string, off int) bool {
	before := strings.TrimRight(text[:off], " ")
	if len(before) == off {
		return false // no space: "v2.0writes" is no count
	}
	i := strings.LastIndexAny(before, " \t\n(,;:")
	w := strings.ToLower(before[i+1:])
	return w == "0" || w == "zero"
}

// objectDenied reports the verb at off with "nothing" or "no" for its
// object: "It changes nothing in your account", "sends no email" (not
// "sends no more than ten a day", a limit on what is sent).
func objectDenied(text string, off int) bool {
	words := strings.Fields(text[off:min(len(text), off+maxNegationAfter)])
	if len(words) < 2 || strings.ContainsAny(words[0], ".,;:!?)") {
		return false
	}
	switch strings.ToLower(strings.TrimRight(words[1], ".,;:!?")) {
	case "nothing":
		return true
	case "no", "0", "zero": // and "sends 0 emails" (probe round 119)
		if len(words) < 3 {
			return false
		}
		switch strings.ToLower(words[2]) {
		case "more", "less", "fewer", "later", "sooner", "longer", "matter":
			return false
		}
		return true
	}
	return false
}

// germanNegationAfter reports a German clause negated after its verb,
// as German word order puts the negation: "überweisen kann er nichts",
// "Überweisungen sind nicht möglich" (not "nicht nur", not only).
func germanNegationAfter(text string, off int) bool {
	end := off
	for end < len(text) && end < off+maxNegationAfter && !strings.ContainsRune(".!?;,:\n", rune(text[end])) {
		end++
	}
	negated := false
	for w := range strings.FieldsSeq(text[off:end]) {
		if negated {
			return !strings.EqualFold(w, "nur")
		}
		negated = slices.ContainsFunc(germanNegations[:], func(n string) bool { return strings.EqualFold(w, n) })
	}
	return negated
}

// maxNegationAfter bounds how far germanNegationAfter looks past the
// verb, so that a clause of a megabyte is not read again for each word:
// the negation stands a few words on ("kann er nichts").
const maxNegationAfter = 120

// germanNegations are the words germanNegationAfter looks for.
var germanNegations = [...]string{"nicht", "nichts", "keine", "keinen", "keinerlei"}

// heldForApproval reports a sentence that puts off an act until someone
// approves it: "Nothing is sent until you confirm the draft", "never
// places an order without your approval". The negation holds back the
// act; it does not say the server cannot do it.
func heldForApproval(text string, off int) bool {
	end := off
	for end < len(text) && !strings.ContainsRune(".!?;\n", rune(text[end])) {
		end++
	}
	rest := strings.ToLower(text[off:end])
	for _, p := range [...]string{
		"until you ", "unless you ", "before you ", "without your ",
		"until the user", "unless the user", "before the user", "without the user",
		"until someone", "unless someone", "until a human", "without a human",
		"without explicit", "without approval", "without confirmation", "without asking",
	} {
		if strings.Contains(rest, p) {
			return true
		}
	}
	return false
}

// negationBefore reports whether a word of negation comes before off in
// its sentence.
func negationBefore(text string, off int) bool {
	if prose.Negated(text, off) || zeroBefore(text, off) {
		return true
	}
	// A colon starts a clause of its own ("No account needed: create
	// and send invoices"), unless a negation is all that comes before it
	// ("Does not: send email or delete files").
	// So does an emoji, which marketing copy writes between sentences
	// ("Never miss a posting window 📅 Your drafts go live").
	start := off
	for start > 0 && !strings.ContainsRune(".!?;\n", rune(text[start-1])) &&
		!(text[start-1] == ':' && !inName(text, start-1) && !negationEnds(text[:start-1])) {
		r, size := utf8.DecodeLastRuneInString(text[:start])
		if pictograph(r) || r == '—' || r == '–' {
			break // an emoji, or a dash that sets a clause apart ("that never sleeps — creates accounts", probe round 134)
		}
		start -= size
	}
	words := strings.FieldsFunc(strings.ToLower(text[start:off]), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r == '\'' || r == '-')
	})
	neg, usersNeg := false, false
	for i, w := range words {
		if i+1 < len(words) && notOnly(words[i+1]) {
			// "it doesn't just find a free slot, it reserves the slot",
			// "not only drafts but sends": more is done, not less (probe
			// round 87).
			continue
		}
		if w == "no" && i+2 < len(words) && words[i+1] == "longer" && (words[i+2] == "a" || words[i+2] == "an" || notOnly(words[i+2])) {
			// "No longer a passive tracker, FitCoach books your spin
			// class" (probe round 132): what the server was, not what
			// it stopped doing ("no longer sends reminders").
			continue
		}
		switch w {
		case "and", "then":
			// "finds mailing lists you never open and clicks their
			// unsubscribe links": a negation of what the user does, in a
			// clause about the record, ends with that clause (probe round
			// 46).
			if usersNeg {
				neg, usersNeg = false, false
			}
		case "but", "though", "although", "however", "yet", "whereas":
			// "It never merges anything, though it does close superseded
			// pull requests": the contrast ends the negation's reach.
			neg = false
		case "without":
			// "Without leaving the chat, book flights": where the user
			// stays, not what the server does; "but without it, which is
			// the default, the cleanup tool deletes": without an option,
			// as it ships.
			if i+1 < len(words) && leaving(words[i+1]) || i+4 < len(words) && words[i+1] == "it" && words[i+2] == "which" &&
				words[i+3] == "is" && words[i+4] == "the" {
				continue
			}
			neg = true
		case "not", "never", "no", "cannot", "nor", "neither", "nothing", "unable", "refuses", "refuse",
			"lacks", "lack", "lacking", "none", // "it lacks permission to refund", "None of its tools send anything" (probe round 142)
			"tidak", "bukan": // Indonesian: "Tidak dapat melakukan refund"
			neg = true
			usersNeg = i > 0 && (words[i-1] == "you" || words[i-1] == "they")
		}
		if strings.HasSuffix(w, "n't") {
			neg = true
			usersNeg = i > 0 && (words[i-1] == "you" || words[i-1] == "they")
		}
	}
	return neg
}

// notOnly reports the words that, after a negation, say more is done
// than what follows: "not only", "doesn't just".
func notOnly(w string) bool {
	return w == "only" || w == "just" || w == "merely" || w == "simply"
}

// pictograph reports an emoji or a pictographic symbol: the blocks of
// Miscellaneous Symbols and Dingbats and those from Miscellaneous
// Symbols and Pictographs to Symbols and Pictographs Extended-A.
func pictograph(r rune) bool {
	return r >= 0x2600 && r <= 0x27BF || r >= 0x1F300 && r <= 0x1FAFF
}

// leaving reports what "without" and its like in other languages say the
// user need not do to have a thing done ("without leaving the chat",
// "sans quitter", "bez wychodzenia"): a place left, not an act denied.
func leaving(l string) bool {
	switch l {
	case "leaving", "switching", "opening", "exiting", "lifting", "copy-pasting", "quitter", "salir", "sair", "uscire",
		"verlassen", "verlaten", "wychodzenia", "opuszczania":
		return true
	}
	return false
}

// byUsersPeople reports a word whose sentence, after it, names the user
// or the user's people as the ones who act: "Invoices sent by your
// team", "Invoices are paid and archived by your accounting team". A
// verb's base form acts still ("Pay invoices approved by your
// manager").
func byUsersPeople(toks []token, start int) bool {
	k, ok := wordAt(toks, start)
	if !ok {
		return false
	}
	if w, ok := prose.Form(toks[k].lower); ok && toks[k].lower == w.Root {
		return false
	}
	return doneByUser(toks, k)
}

// negationEnds reports text that ends in a word of negation ("Does
// not", "Never").
func negationEnds(text string) bool {
	text = strings.TrimRight(text, " ")
	i := strings.LastIndexAny(text, " \t\n(") + 1
	switch w := strings.ToLower(text[i:]); w {
	case "not", "never", "no", "cannot", "nothing":
		return true
	default:
		return strings.HasSuffix(w, "n't")
	}
}

// lookedAtHead reports the last word of a title that makes it a thing to
// look at: "Trading journal", "Payments reconciliation report".
func lookedAtHead(l string) bool {
	switch l {
	case "journal", "log", "diary", "digest", "report", "summary", "overview", "retrospective", "retrospectives",
		"retro", "retros", "postmortem", "postmortems":
		return true
	}
	return prose.ReadingNoun(l)
}

// metricHead reports the last word of a keyword that makes it a figure
// looked at: "send-time", "open-rate".
func metricHead(w string) bool {
	switch w {
	case "time", "times", "rate", "rates":
		return true
	}
	return false
}

// keywordField reports the fields of plugin.json that list topics, as
// keywords do ("tags", "categories", a "category"), and where a piece
// found in one is.
func keywordField(key string) (where string, ok bool) {
	switch key {
	case "keywords":
		return "plugin.json keywords", true
	case "tags", "categories", "category":
		return fmt.Sprintf("plugin.json %q", key), true
	}
	return "", false
}

// clientField reports a top-level field of plugin.json that Hermes
// ignores and whose object or list may hold another client's settings:
// not a field of Agent Plugins v1, nor one that points at other
// clients' files ("skills": "./skills") or lists topics (keywordField),
// nor one of package.json's ("scripts": {"deploy": ...} says how the
// package is built, not what its tools do).
func clientField(key string, v *pyjson.Value) bool {
	if v.Kind != pyjson.Object && v.Kind != pyjson.Array {
		return false
	}
	if _, ok := keywordField(key); ok {
		return false
	}
	switch key {
	case "$schema", "name", "version", "description", "homepage", "repository", "license", "author", "extensions",
		"skills", "agents", "commands", "hooks", "mcpServers", "lspServers", "outputStyles", "apps",
		"contributors", "maintainers", "funding", "bugs", "engines", "files", "bin", "main", "scripts",
		"dependencies", "devDependencies", "peerDependencies", "optionalDependencies", "publishConfig":
		return false
	}
	return true
}

// describedAct returns the verbs a description uses for a service it
// runs on the user's behalf ("manage deployments", "configure domains"):
// weak words of changing things, which count in plugin.json's
// description but not in skills, whose prose uses them loosely.
func describedAct(w string) (prose.Word, bool) {
	if v, ok := recordVerbOf(w); ok && v.alone {
		return prose.Word{Root: v.root, Category: prose.Changes}, true
	}
	return prose.Word{}, false
}

// countedPosts reports "posts" at start after a possessive or a word of
// counting or recency, a noun: "your last 200 posts on Instagram" are
// read ("posts on Instagram" is the verb).
func countedPosts(toks []token, start int) bool {
	k, ok := wordAt(toks, start)
	if !ok || k == 0 || toks[k].lower != "posts" {
		return false
	}
	switch p := toks[k-1].lower; p {
	case "your", "their", "my", "our", "his", "her", "its", "last", "recent", "latest", "top", "best", "past", "old":
		return true
	default:
		return digits(p)
	}
}

// subjectNameAt reports the word that starts at start as the first of a name
// of capitalised words that a verb follows, the name its subject:
// "Spend Pulse summarises card spending" (see namedSubject).
func subjectNameAt(toks []token, start int) bool {
	k, ok := wordAt(toks, start)
	return ok && namedSubject(toks, k)
}

// titleAt reports the word that starts at start as a word of a title:
// at most three capitalised words that open the text or a sentence of
// it and end at a colon or a dash ("Post Office —", "Checkout Buddy:",
// "Dispatch:"), or that are the whole text ("Dispatch."). Such a title
// is the product's name, and a single word of it is no act; so is a
// title whose head is a thing to look at ("Trading journal:"). Another
// title in lower case names a topic, often the act itself ("Webflow CMS
// publishing —", "Patient outreach —").
func titleAt(toks []token, start int) bool {
	k, ok := wordAt(toks, start)
	if !ok {
		return false
	}
	j := k
	for j > 0 && toks[j-1].word {
		j--
	}
	if j > 0 && !sentenceEnd(toks[j-1]) || !toks[j].capital {
		return false
	}
	e, named := j, true // named: every word capitalised
	for e < len(toks) && toks[e].word {
		named = named && toks[e].capital
		e++
	}
	if e-j > 3 || e == len(toks) || !named && !lookedAtHead(toks[e-1].lower) {
		return false
	}
	switch toks[e].lower {
	case ":", "—", "–", "-":
		return true
	case ".":
		// The whole of a text: "Dispatch." (texts are joined by ".").
		return named && (e+1 == len(toks) || toks[e+1].lower == ".")
	}
	return false
}

// toldOfOthers reports a verb in the past tense after a pronoun that
// is its subject, "ever" or "already" between: "whether they ever
// replied", "which invoices you already paid" tell what someone did,
// not what the tools do.
func toldOfOthers(toks []token, start int) bool {
	k, ok := wordAt(toks, start)
	if !ok || k == 0 || !strings.HasSuffix(toks[k].lower, "ed") {
		return false
	}
	j := k - 1
	if j > 0 && (toks[j].lower == "ever" || toks[j].lower == "already") {
		j--
	}
	switch toks[j].lower {
	case "they", "he", "she", "we", "you", "i", "someone", "anyone":
		return true
	}
	return false
}

// reportedAt reports a word in the list after a title whose head is a
// thing to look at ("Payments reconciliation report: Stripe payouts vs
// bank deposits"): the list is what the report shows. A title is at
// most four words that open the text or a sentence of it.
func reportedAt(toks []token, start int) bool {
	k, ok := wordAt(toks, start)
	if !ok {
		return false
	}
	// The sentence's start, looked for no further back than a long
	// list reaches (a sentence of a megabyte is read in one pass).
	j := k
	for j > 0 && k-j < 400 && !sentenceEnd(toks[j-1]) {
		j--
	}
	if j > 0 && !sentenceEnd(toks[j-1]) {
		return false
	}
	for e := j; e < k && e <= j+4; e++ {
		if listMark(toks[e]) {
			return e > j && toks[e-1].word && lookedAtHead(toks[e-1].lower)
		}
		if !toks[e].word {
			return false
		}
	}
	return false
}

// lookedUpName reports a tool's name whose last part makes it a thing
// to look at, its first part no verb of the vocabulary: blocklist_lookup,
// message_volume, member_growth, workflow_runs (update_history and
// send_stats keep their verbs). So does a name that groups records by something
// (sales_by_product, spending_by_category: a report's rows; refund_by_id
// and assign_by_rule keep their verbs), a measure of acts done
// (deploy_frequency, change_failure_rate, lead_time; set_rate and
// update_frequency set one), and records picked by their state
// (late_shipments, upcoming_bills), and a balance and what holds it
// (wallet_balances).
func lookedUpName(parts []string) bool {
	n := len(parts)
	if n < 2 {
		return false
	}
	if measuredName(parts) || prose.LookedUpLast(parts) {
		return true
	}
	switch parts[n-1] {
	case "guide", "guides", "tips", "howto", "tutorial", "tutorials", "faq", "help", "explainer":
		return true // cancel-guide, refund_tips: how the user does it (probe round 52)
	case "calculator", "calculators", "diagnostics", "diagnosis", "mortem", "mortems", "performance":
		// refund_calculator, rerun_diagnostics, post-mortem,
		// post_performance: what is worked out, or a report's name
		// (probe rounds 67 and 72).
		return true
	case "summary", "summaries":
		// post_mortem_summary (probe round 73); not send_summary, which
		// sends one.
		w, ok := prose.Form(parts[0])
		return !ok || w.Category != prose.Messages
	case "chat":
		if n >= 3 && parts[n-2] == "to" {
			return true // send_to_chat: put before the user (probe round 67)
		}
	}
	if parts[n-1] == "status" && !settingVerb(parts[0]) && parts[0] != "change" {
		return true // wire_transfer_status, provisioning_status (set_status sets it)
	}
	if n == 2 && stateAdjective(parts[0]) && strings.HasSuffix(parts[1], "s") && !strings.HasSuffix(parts[1], "ss") {
		return true
	}
	if n == 2 && (parts[1] == "balance" || parts[1] == "balances") && balanceHolder(parts[0]) {
		return true // wallet_balances, account_balance (not transfer_balance)
	}
	for i, pt := range parts[:n-1] {
		if i > 0 && (pt == "by" || pt == "per") {
			return true
		}
		_, form := prose.Form(pt)
		gerund := i == 0 && strings.HasSuffix(pt, "ing") // spending_by_category: what is grouped
		if form && !gerund || toolVerb(pt) {
			break
		}
	}
	if _, ok := prose.Form(parts[0]); ok {
		return false
	}
	switch parts[n-1] {
	case "lookup", "lookups", "history", "stats", "analytics", "metrics", "volume", "growth":
		return true
	case "runs":
		return !toolVerb(parts[0]) // trigger_runs starts them
	case "records":
		// usage_records, call_records: the log of what was used or
		// done (dns_records may be the zone's, changed).
		switch parts[n-2] {
		case "usage", "call", "audit", "access", "billing":
			return true
		}
	}
	return false
}

// measuredName reports a name that is a measure of what is done: a
// rate, a frequency or a time after the acts measured (deploy_frequency,
// change_failure_rate, email_open_rate, response_time), not a verb that
// sets the measure (set_rate, update_frequency, change_rate).
func measuredName(parts []string) bool {
	n := len(parts)
	switch parts[n-1] {
	case "frequency", "rate", "rates", "ratio", "latency", "duration", "durations", "percentage":
		return !settingVerb(parts[0]) && (n > 2 || parts[0] != "change")
	case "time", "times":
		// lead_time, cycle_time (start_time and set_time are fields or
		// acts).
		_, verb := prose.Form(parts[0])
		return !verb && !toolVerb(parts[0]) && !settingVerb(parts[0])
	}
	return false
}

// settingVerb reports verbs that set a value: a measure after one is
// what they set.
func settingVerb(w string) bool {
	switch w {
	case "set", "update", "adjust", "edit", "modify", "configure", "reset", "increase", "decrease", "raise", "lower",
		"limit", "cap", "override", "put", "patch":
		return true
	}
	return false
}

// balanceHolder reports what holds a balance in a tool's name
// (wallet_balances, card_balance): the name reads the balance.
func balanceHolder(w string) bool {
	switch w {
	case "wallet", "wallets", "account", "accounts", "card", "cards", "token", "tokens", "portfolio", "bank", "credit",
		"credits", "points", "loyalty", "customer", "user", "vendor", "supplier", "ledger", "fund", "funds":
		return true
	}
	return false
}

// stateAdjective reports the adjectives that pick records by their
// state in a tool's name: late_shipments and upcoming_bills list them.
func stateAdjective(w string) bool {
	switch w {
	case "late", "upcoming", "overdue", "flaky", "pending", "recent", "active", "unpaid", "failed", "failing", "stale",
		"idle", "expiring", "expired", "outstanding", "unread", "top", "trending", "latest", "duplicate":
		return true
	}
	return false
}

// switchedOffEntry reports a tool list's entry that says the tool is
// off: "enabled": false, "disabled": true, or a "default" of false or
// "off" (an optional tool as shipped).
func switchedOffEntry(v *pyjson.Value) bool {
	for _, k := range [...]string{"enabled", "enabled_by_default", "default_enabled", "enabledByDefault"} {
		if e := v.Get(k); e != nil && e.Kind == pyjson.Bool && !e.Bool {
			return true // and an optional tool that ships off: "enabled_by_default": false
		}
	}
	if d := v.Get("default"); d != nil && (d.Kind == pyjson.Bool && !d.Bool || d.Kind == pyjson.String && strings.EqualFold(d.Str, "off")) {
		return true // an optional tool that ships off: "default": "off"
	}
	d := v.Get("disabled")
	return d != nil && d.Kind == pyjson.Bool && d.Bool
}

// previewOnly reports a tool's description that starts by saying the
// tool only previews or dry-runs: "Preview only; does not apply",
// "Dry run only".
func previewOnly(desc string) bool {
	l := strings.ToLower(strings.TrimSpace(desc))
	return strings.HasPrefix(l, "preview only") || strings.HasPrefix(l, "dry run only") || strings.HasPrefix(l, "dry-run only")
}

// inName reports a colon at text[i] inside a name, a letter on each
// side ("chat:write", "repo:status"): it ends no clause.
func inName(text string, i int) bool {
	letter := func(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' || '0' <= c && c <= '9' || c == '_' }
	return i > 0 && i+1 < len(text) && letter(text[i-1]) && letter(text[i+1])
}

// shownWhich reports a verb at start in a question a reading verb
// shows the answer to: "shows which services send mail as your
// domain", "lists which roles can ban, manage channels or ping
// everyone" (probe rounds 46, 47). What the services or the roles do is
// reported, not done.
func shownWhich(toks []token, start int) bool {
	k, ok := wordAt(toks, start)
	if !ok {
		return false
	}
	for w := k - 1; w > 0 && w >= k-10; w-- {
		t := toks[w]
		if !t.word && t.lower != "," {
			return false
		}
		switch t.lower {
		case "and", "then":
			return false // "Checks whether they replied and replies for you": the server's again
		case "which", "who", "whether":
			switch p := toks[w-1].lower; p {
			case "shows", "show", "lists", "list", "tells", "tell", "flags", "finds", "checks", "reports", "explains", "see":
				return w+1 < k // a subject between: "which services send"
			default:
				return readingVerb(p) && w+1 < k
			}
		}
	}
	return false
}

// onReadOnly reports an act whose clause goes on to say what it runs on
// or against is read-only: "Runs SQL on a read-only DuckDB snapshot",
// "runs queries against a read-only replica" (probe round 51). The
// clause is read no further than 80 bytes or its first mark.
func onReadOnly(text string, end int) bool {
	rest := text[end:min(len(text), end+80)]
	if i := strings.IndexAny(rest, ".;,:\n"); i >= 0 {
		rest = rest[:i]
	}
	rest = strings.ToLower(rest)
	for _, p := range [...]string{
		"on a read-only", "against a read-only", "on the read-only", "against the read-only",
		"on a readonly", "against a readonly",
	} {
		if strings.Contains(rest, p) {
			return true
		}
	}
	return false
}

// pastParticiple reports a participle at start followed by a time gone
// by: "every breaking-news push sent in the last 30 days" (probe round
// 89) counts pushes that went out, it sends none.
func pastParticiple(toks []token, start int) bool {
	k, ok := wordAt(toks, start)
	if !ok || !strings.HasSuffix(toks[k].lower, "ed") && toks[k].lower != "sent" && toks[k].lower != "paid" {
		return false
	}
	return pastWhen(toks, k+1)
}

// toolNamedBefore returns the tool named right before the act that
// starts at off, its subject: a snake_case name, or one in backticks,
// before the verb, before a parenthesis that gives the verb, or before
// ", which" ("cleanup_branches deletes merged branches", "`commit`
// (writes the staged rows)"); not an environment variable's name.
func toolNamedBefore(text string, toks []token, off int) (string, bool) {
	i, ok := slices.BinarySearchFunc(toks, off, func(t token, off int) int { return t.start - off })
	if !ok {
		return "", false
	}
	k, ok := toolSubject(text, toks, i)
	if !ok || !toks[k].word {
		return "", false
	}
	end := toks[k].end
	start := toks[k].start
	for start > 0 && identByte(text[start-1]) {
		start--
	}
	name := text[start:end]
	if !strings.Contains(name, "_") || readTool(name) {
		return "", false // (dry_run_apply "sends the manifest with --dry-run": a look, by its name)
	}
	return name, true
}
