package rules

import (
	"cmp"
	"encoding/json"
	"fmt"
	"iter"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/pluglint/pluglint/rules/model"

	"github.com/pluglint/pluglint/rules/ident"
	"github.com/pluglint/pluglint/rules/pyjson"
)

// WriteServerUngated reports write-capable servers that run at full trust.
var WriteServerUngated = &Rule{
	ID: "PL501", Name: "write-server-ungated", Level: Warning, Class: Advice, Security: true,
	SecuritySeverity: "8.0", Precision: "medium", NeedsOutcome: true, Doc: writeServerUngatedDoc, Run: runWriteServerUngated,
}

var writeServerUngatedDoc = Doc{
	Title: "a write-capable MCP server runs without a trust gate",
	Why: "Every server from a portable package runs at Hermes's highest trust level, full, unless the package " +
		"asks for a gate: the model calls its tools without asking anyone. A server that spends money, trades, " +
		"sends messages or changes an account must declare trust \"untrusted\"; Hermes then asks the user before " +
		"every tool call not annotated readOnlyHint: true, and refuses the call where nobody can answer. A " +
		"sentence in a skill is a prompt, not a gate, and \"disabled by default\" stops nothing after the user " +
		"enables the package. pluglint decides from evidence: a tool inventory (.pluglint/tools.json; error, " +
		"high confidence) or static signals in the server's name, URL, command, args and the skills that " +
		"mention it (warning). It lists the evidence it used.",
	Fix: "Declare the gate in plugin.json, under the Hermes extension, for the server's mcp.json name:\n" +
		"  \"extensions\": {\"com.nousresearch.hermes\": {\"servers\": {\"trade\": {\"trust\": \"untrusted\"}}}}\n" +
		"and annotate the server's read-only tools readOnlyHint: true so they still run without a prompt. If the " +
		"server really is read-only, commit a tool inventory that shows it.",
	Bad: "mcp.json:\n{\"mcpServers\": {\"trade\": {\"type\": \"streamable-http\", \"url\": \"https://broker.example/mcp\"}}}\n" +
		"plugin.json: no Hermes extension",
	Good: "plugin.json:\n{\"$schema\": \"https://agent-plugins.org/schemas/1.0.0/plugin.schema.json\", \"name\": \"trader\",\n" +
		"  \"extensions\": {\"com.nousresearch.hermes\": {\"servers\": {\"trade\": {\"trust\": \"untrusted\"}}}}}",
}

// maxListed caps the names and evidence items a message lists.
const maxListed = 4

func runWriteServerUngated(p *Pass) error {
	o := p.Outcome()
	inv := ParseInventory(p.Pkg)
	skills := indexSkills(p.Pkg)
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
				if i < maxListed {
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
					s.Name, countOf(len(writes), "write-capable tool"), cappedList(names), them, gateFix(p.Pkg, s)),
			})
			continue
		}
		ev := staticWriteEvidence(s, skills, o.Servers)
		if len(ev) == 0 {
			continue
		}
		var items []string
		var related []Related
		for _, e := range ev {
			items = append(items, e.String())
			if e.loc != nil && len(related) < maxListed-1 {
				related = append(related, Related{Loc: *e.loc, Message: fmt.Sprintf("says %q (%s)", e.what, e.category)})
			}
		}
		p.Report(Finding{
			Loc: AtKey(p.Pkg.MCP, s.Member), Related: related,
			Message: fmt.Sprintf("server %q looks write-capable (%s) and runs at full trust; Hermes lets the model call its tools without asking: %s",
				s.Name, cappedList(items), gateFix(p.Pkg, s)),
		})
	}
	return nil
}

// countOf says "1 write-capable tool" or "3 write-capable tools".
func countOf(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// cappedList joins at most maxListed items and says how many more exist.
func cappedList(items []string) string {
	if len(items) <= maxListed {
		return strings.Join(items, ", ")
	}
	return fmt.Sprintf("%s and %d more", strings.Join(items[:maxListed], ", "), len(items)-maxListed)
}

// gateFix says exactly what to write in plugin.json to gate the server,
// depending on what the manifest already has.
func gateFix(pkg *model.Package, s *Server) string {
	name := jsonString(s.Name)
	if s.Decl != nil {
		if t := s.Decl.Value.Member("trust"); t != nil {
			return fmt.Sprintf(`change "trust" to "untrusted" in its declaration in plugin.json (extensions["com.nousresearch.hermes"].servers[%s])`, name)
		}
		return fmt.Sprintf(`add "trust": "untrusted" to its declaration in plugin.json (extensions["com.nousresearch.hermes"].servers[%s])`, name)
	}
	block := `{"trust": "untrusted"}`
	if ns := pkg.HermesNamespace(); ns != nil {
		if sv := ns.Get("servers"); sv != nil && sv.Kind == pyjson.Object {
			return fmt.Sprintf(`add %s: %s to extensions["com.nousresearch.hermes"].servers in plugin.json`, name, block)
		}
		return fmt.Sprintf(`add "servers": {%s: %s} to extensions["com.nousresearch.hermes"] in plugin.json`, name, block)
	}
	if obj := pkg.Manifest.Object(); obj != nil {
		if ext := obj.Get("extensions"); ext != nil && ext.Kind == pyjson.Object {
			return fmt.Sprintf(`add "com.nousresearch.hermes": {"servers": {%s: %s}} to "extensions" in plugin.json`, name, block)
		}
	}
	return fmt.Sprintf(`add to plugin.json: "extensions": {"com.nousresearch.hermes": {"servers": {%s: %s}}}`, name, block)
}

func jsonString(s string) string {
	b, err := json.Marshal(s)
	if err != nil {
		return strconv.Quote(s)
	}
	return string(b)
}

// writeWord is a word of acting on the world.
type writeWord struct {
	root     string // the group's first form: "pay" for "payments"
	category string // catMoney, catMessages, catChanges, catCode
	// prose is set for forms that say "this acts" even in running text;
	// the others count only in names, URLs, args and identifiers, where
	// "update" or "order" is not just a manner of speaking.
	prose bool
}

const (
	catMoney    = "money"
	catMessages = "messages and publishing"
	catChanges  = "account or system changes"
	catCode     = "code execution"
	catAsks     = "the skill asks the user first"
)

// writeVocabulary lists the words by category: groups of forms separated
// by "|", a trailing "*" marking a form that does not count in prose
// ("paid media", "a revoked token", "in order to").
var writeVocabulary = []struct{ category, groups string }{
	{catMoney, `pay pays paying payment payments payout payouts paid* | purchase purchases purchasing purchased* |
		checkout checkouts | invoice invoices invoicing invoiced* | wallet wallets |
		withdraw withdraws withdrawing withdrawal withdrawals withdrawn* withdrew* | spend spends spending spent* |
		buy buys buying bought* | sell sells selling sold* | trade trades trading trader traders traded* |
		swap swaps swapping swapped* | transfer* transfers* transferring* transferred* | refund refunds refunding refunded* |
		rental rentals rent* rents* renting* | order* orders* ordering* | sign* signs* signing* | bid* bids* bidding* |
		charge* charges* charging* | money* | stripe* | paypal* | coinbase* | binance* | kraken* | robinhood* |
		alpaca* | venmo* | revolut* | bezahlen | überweisen überweisung | kaufen | verkaufen | pagar pago pagos |
		comprar | vender | transferir transferencia | payer paiement | acheter | vendre | virement`},
	{catMessages, `publish publishes publishing published* | tweet tweets tweeting tweeted* | sms |
		notify notifies notifying notified* | send* sends* sending* sent* | post* posts* posting* posted* |
		email* emails* emailing* emailed* | mail* mails* mailing* mailed* mailer* | message* messages* messaging* |
		reply* replies* replying* replied* | comment* comments* commenting* commented* |
		invite* invites* inviting* invited* | upload* uploads* uploading* uploaded* | share* shares* sharing* |
		push* pushes* pushing* pushed* | dm* dms* | smtp* | slack* | discord* | telegram* | whatsapp* | twilio* |
		sendgrid* | mailgun* | gmail* | senden | veröffentlichen | enviar | publicar | envoyer | publier`},
	{catChanges, `delete deletes deleting deletion deleted* | deploy deploys deploying deployed* |
		grant grants granting granted* | revoke revokes revoking revoked* | update* updates* updating* updated* |
		create* creates* creating* created* creation* | write* writes* writing* wrote* written* writer* |
		lock* locks* locking* locked* | unlock* unlocks* unlocking* unlocked* |
		cancel* cancels* cancelling* canceling* cancelled* canceled* | remove* removes* removing* removed* |
		modify* modifies* modifying* modified* | edit* edits* editing* edited* | overwrite* overwrites* |
		insert* inserts* | upsert* | drop* drops* | destroy* destroys* | terminate* terminates* | kill* kills* |
		reboot* reboots* | restart* restarts* | install* installs* | uninstall* uninstalls* | archive* archives* |
		rename* renames* | move* moves* | save* saves* saving* saved* | löschen | eliminar | borrar | supprimer`},
	{catCode, `execute* executes* executing* executed* | exec* | eval* | shell*`},
}

// writeForm returns the word a form of writeVocabulary stands for, and
// writeFormShapes says, per lower-case first letter, which lengths the
// forms starting with it have (bit n for n bytes, bit 63 for 63 or more):
// most words of a skill are settled without looking them up. Both are
// generated from writeVocabulary into vocabulary_gen.go (go generate; see
// TestGeneratedTables), so that no process builds them: a map of the
// forms cost 0.1 ms to build in a cold process, a fifth of linting a
// one-skill package.
//go:generate go test -run TestGeneratedTables -update .

// mayBeForm reports whether the lower-case word l may be a form of
// writeVocabulary: false when no form starts with its ASCII first letter
// and has its length.
func mayBeForm(l string) bool {
	c := l[0]
	return c < 'a' || c > 'z' || writeFormShapes[c-'a']&(1<<min(len(l), 63)) != 0
}

// foreignWriteWords are words of acting in scripts without word spaces
// (and Cyrillic stems), matched as substrings.
var foreignWriteWords = []struct{ text, category string }{
	{"下单", catMoney},
	{"转账", catMoney},
	{"支付", catMoney},
	{"付款", catMoney},
	{"购买", catMoney},
	{"卖出", catMoney},
	{"交易", catMoney},
	{"提现", catMoney},
	{"汇款", catMoney},
	{"注文", catMoney},
	{"送金", catMoney},
	{"購入", catMoney},
	{"決済", catMoney},
	{"支払", catMoney},
	{"결제", catMoney},
	{"송금", catMoney},
	{"주문", catMoney},
	{"구매", catMoney},
	{"оплат", catMoney},
	{"платеж", catMoney},
	{"платёж", catMoney},
	{"купить", catMoney},
	{"продать", catMoney},
	{"发送", catMessages},
	{"发布", catMessages},
	{"送信", catMessages},
	{"投稿", catMessages},
	{"전송", catMessages},
	{"отправ", catMessages},
	{"опубликова", catMessages},
	{"删除", catChanges},
	{"削除", catChanges},
	{"삭제", catChanges},
	{"удалить", catChanges},
	{"удаля", catChanges},
}

// readVerb reports the words that start identifiers of tools that only
// look. "resolve" and "allow" are deliberately not among them.
func readVerb(w string) bool {
	switch w {
	case "get", "list", "read", "search", "fetch", "find", "query",
		"describe", "show", "view", "check", "inspect", "lookup", "look",
		"count", "explain", "verify", "understand", "recommend", "watch",
		"poll", "status", "is", "has", "can", "preview", "estimate",
		"calculate", "validate", "browse", "summarize", "analyze", "compare",
		"diff", "ping", "health", "info", "whoami", "retrieve",
		"lint", "scan", "audit", "print", "format", "parse", "render",
		"max", "min", "allowed", "no", "dry":
		return true
	}
	return false
}

// fieldNoun reports the words that end identifiers of data fields rather
// than tools: upload_url, account_id, grant_types.
func fieldNoun(w string) bool {
	switch w {
	case "id", "ids", "url", "urls", "uri", "path", "status",
		"type", "types", "count", "at", "date", "time", "mode",
		"hint", "name", "names", "key", "keys", "token", "limit",
		"cap", "size", "ttl", "days", "seconds", "ms", "dir",
		"method", "endpoint", "header", "field", "fields", "flag",
		"enabled", "disabled", "scope", "scopes", "version", "md":
		return true
	}
	return false
}

// identWrite reports whether an identifier (a tool name, a snake_case or
// code token) is one of acting: it has a vocabulary word, does not start
// with a read verb and does not name a data field. verb is set when the
// word is the identifier's first part (delete_file, not file_deleted).
func identWrite(tok string) (w writeWord, verb, ok bool) {
	var buf [8]string
	parts := ident.AppendParts(buf[:0], tok)
	if len(parts) == 0 || readVerb(parts[0]) {
		return writeWord{}, false, false
	}
	if len(parts) > 1 && fieldNoun(parts[len(parts)-1]) {
		return writeWord{}, false, false
	}
	for i, pt := range parts {
		if (pt == "run" || pt == "exec") && i+1 < len(parts) {
			switch parts[i+1] {
			case "code", "command", "commands", "shell", "script", "python", "js", "sql", "query":
				return writeWord{root: "run code", category: catCode}, i == 0, true
			}
		}
		if w, ok := writeForm(pt); ok {
			return w, i == 0, true
		}
	}
	return writeWord{}, false, false
}

// proseWriteRe is a phrase of acting and the word it stands for.
type proseWriteRe struct {
	re       *phraseRe
	root     string
	category string
}

// proseWriteRes are phrases of acting that the single-word vocabulary
// cannot carry in running text. The table is built on first use (its
// expressions compile later still, each when first needed).
var proseWriteRes = sync.OnceValue(func() []proseWriteRe {
	return []proseWriteRe{
		{phrase(`\bplace[sd]?\s+(?:an?\s+|the\s+|new\s+)*(?:buy\s+|sell\s+|limit\s+|market\s+|stop\s+)?orders?\b`, "place").needs("order").byHand(seq(
			wordBoundary, lit("place"), opt(lits("s", "d")), spaces, star(alt(seq(lit("a"), opt(lit("n")), spaces), w("the"), w("new"))),
			opt(alt(w("buy"), w("sell"), w("limit"), w("market"), w("stop"))), plural("order"), wordBoundary)), "order", catMoney},
		{phrase(`\b(?:buy|sell|limit|market|stop-loss)\s+orders?\b`, "buy", "sell", "limit", "market", "stop-loss").needs("order").byHand(seq(
			wordBoundary, lits("buy", "sell", "limit", "market", "stop-loss"), spaces, plural("order"), wordBoundary)), "order", catMoney},
		{phrase(`\bsign(?:s|ing)?\s+(?:a\s+|the\s+)?(?:transactions?|tx|orders?)\b`, "sign").needs("transaction", "tx", "order").byHand(seq(
			wordBoundary, lit("sign"), opt(lits("s", "ing")), spaces, opt(alt(w("a"), w("the"))),
			alt(plural("transaction"), lit("tx"), plural("order")), wordBoundary)), "sign", catMoney},
		{phrase(`\btransfer(?:s|ring)?\s+(?:the\s+|your\s+)?(?:funds|money|crypto|tokens|usdc|usdt|btc|eth|sol|balance)\b|\b(?:wire|bank)\s+transfers?\b`, "transfer", "wire", "bank").byHand(alt(
			seq(wordBoundary, lit("transfer"), opt(lits("s", "ring")), spaces, opt(alt(w("the"), w("your"))),
				lits("funds", "money", "crypto", "tokens", "usdc", "usdt", "btc", "eth", "sol", "balance"), wordBoundary),
			seq(wordBoundary, lits("wire", "bank"), spaces, plural("transfer"), wordBoundary))), "transfer", catMoney},
		{phrase(`\b(?:send(?:s|ing)?)\s+(?:an?\s+|the\s+|your\s+|their\s+)?(?:e-?mails?|mails?|messages?|sms|texts?|dms?|tweets?|notifications?|invit\w*|money|payments?|funds|crypto)\b`, "send").
			needs("mail", "message", "sms", "text", "dm", "tweet", "notification", "invit", "money", "payment", "funds", "crypto").
			byHand(seq(
				wordBoundary, lit("send"), opt(lits("s", "ing")), spaces,
				opt(alt(seq(lit("a"), opt(lit("n")), spaces), w("the"), w("your"), w("their"))),
				alt(seq(lit("e"), opt(lit("-")), lit("mail"), opt(lit("s"))), seq(lit("mail"), opt(lit("s"))), seq(lit("message"), opt(lit("s"))),
					lit("sms"), seq(lit("text"), opt(lit("s"))), seq(lit("dm"), opt(lit("s"))), seq(lit("tweet"), opt(lit("s"))),
					seq(lit("notification"), opt(lit("s"))), seq(lit("invit"), wordRest), lit("money"), seq(lit("payment"), opt(lit("s"))),
					lit("funds"), lit("crypto")),
				wordBoundary)), "send", catMessages},
		{phrase(`\bpost(?:s|ing)?\s+(?:it\s+|them\s+|this\s+|a\s+\w+\s+)?(?:to|on)\s+(?:\w+\s+)?(?:tiktok|youtube|twitter|x|slack|discord|telegram|linkedin|facebook|instagram|reddit|mastodon|bluesky|threads|the\s+channel|a\s+channel|social)\b`, "post").byHand(seq(
			wordBoundary, lit("post"), opt(lits("s", "ing")), spaces, opt(alt(w("it"), w("them"), w("this"), seq(w("a"), word, spaces))),
			lits("to", "on"), spaces, opt(seq(word, spaces)),
			alt(lits("tiktok", "youtube", "twitter", "x", "slack", "discord", "telegram", "linkedin", "facebook", "instagram", "reddit",
				"mastodon", "bluesky", "threads"), seq(w("the"), lit("channel")), seq(w("a"), lit("channel")), lit("social")),
			wordBoundary)), "post", catMessages},
		{phrase(`\bwrites?\s+(?:\S+\s+){0,3}?into\b`, "write").needs("into").byHand(seq(
			wordBoundary, plural("write"), spaces, upTo(3, seq(nonSpace, spaces)), lit("into"), wordBoundary)), "write", catChanges},
		{phrase(`\bwrite[- ](?:tool(?:s|ing)?|access|permissions?|operations?|capable)\b`, "write").needs("tool", "access", "permission", "operation", "capable").byHand(seq(
			wordBoundary, lit("write"), lits("-", " "),
			alt(seq(lit("tool"), opt(lits("s", "ing"))), lit("access"), seq(lit("permission"), opt(lit("s"))),
				seq(lit("operation"), opt(lit("s"))), lit("capable")),
			wordBoundary)), "write", catChanges},
		{phrase(`\b(?:run|runs|execute|executes)\s+(?:arbitrary\s+|any\s+)?(?:code|python|javascript|shell\s+commands?|commands?|scripts?|sql)\b`, "run", "execute").needs("code", "python", "javascript", "command", "script", "sql").byHand(seq(
			wordBoundary, lits("run", "runs", "execute", "executes"), spaces, opt(alt(w("arbitrary"), w("any"))),
			alt(lit("code"), lit("python"), lit("javascript"), seq(w("shell"), lit("command"), opt(lit("s"))),
				seq(lit("command"), opt(lit("s"))), seq(lit("script"), opt(lit("s"))), lit("sql")),
			wordBoundary)), "run code", catCode},
		{phrase(`\barbitrary\s+(?:code|python|commands?|sql)\b`, "arbitrary").needs("code", "python", "command", "sql").byHand(seq(
			wordBoundary, w("arbitrary"), alt(lit("code"), lit("python"), plural("command"), lit("sql")), wordBoundary)), "run code", catCode},
		{phrase(`\bexecut(?:e|es|ing)\s+(?:the\s+|a\s+|an\s+)?(?:trades?|orders?|transactions?|payments?|transfers?|swaps?)\b`, "execut").needs("trade", "order", "transaction", "payment", "transfer", "swap").byHand(seq(
			wordBoundary, lit("execut"), lits("e", "es", "ing"), spaces, opt(alt(w("the"), w("a"), w("an"))),
			alt(plural("trade"), plural("order"), plural("transaction"), plural("payment"), plural("transfer"), plural("swap")),
			wordBoundary)), "trade", catMoney},
		{exact(`\b(?:POST|PUT|PATCH|DELETE)\b`, false, "POST", "PUT", "PATCH", "DELETE").byHand(
			seq(wordBoundary, lits("POST", "PUT", "PATCH", "DELETE"), wordBoundary)), "http write", catChanges},
	}
})

// negatedRe ends text that negates what follows: "no write tools",
// "does not publish".
var negatedRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)\b(?:no|not|never|without|nor|cannot|can't|don't|doesn't|won't)\s+(?:\S+\s+)?$`)
})

// figurativeRe follows "pay" and "spend" used of time and effort.
var figurativeRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)^\s+(?:\S+\s+){0,3}?(?:cost|costs|price|attention|effort|time|hours|minutes|days|penalty|tokens|dearly)\b`)
})

// figurativeUse is figurativeRe by hand (see pattern).
var figurativeUse = seq(spaces, upTo(3, seq(nonSpace, spaces)),
	lits("cost", "costs", "price", "attention", "effort", "time", "hours", "minutes", "days", "penalty", "tokens", "dearly"), wordBoundary)

// figurative reports whether the text after "pay" or "spend" makes it
// figurative ("pay attention", "spend a few minutes").
func figurative(after string) bool {
	if foldsToASCII(after) {
		return figurativeRe().MatchString(after) // case folding: see pattern
	}
	return figurativeUse.match(asciiLower(after), 0, func(int) bool { return true })
}

// writeEvidence is one static signal that a server acts on the world.
type writeEvidence struct {
	source   string // "name", "URL", "args", `skill "x"`
	what     string // the word or identifier, as written
	root     string
	category string
	// strong evidence counts alone; weak evidence (an account or system
	// change said in prose, or named mid-identifier) needs a second word.
	strong bool
	loc    *Loc // where a skill says it
}

func (e writeEvidence) String() string {
	if strings.HasPrefix(e.source, "skill") {
		return fmt.Sprintf("%q in %s (%s)", e.what, e.source, e.category)
	}
	return fmt.Sprintf("%q in the %s (%s)", e.what, e.source, e.category)
}

// staticWriteEvidence collects static signals that a server, one of
// servers (the outcome's), is write-capable: its name, URL host and path,
// command and args, and the skills that mention it (every skill, when it
// is the only server). It returns nothing unless the signals are enough:
// one strong one, or weak ones of two different words.
func staticWriteEvidence(s *Server, skills []*skillIndex, servers []*Server) []writeEvidence {
	only := len(servers) == 1
	var ev []writeEvidence
	seen := map[string]bool{}
	add := func(e writeEvidence) {
		k := e.source + "\x00" + strings.ToLower(e.what)
		if e.loc != nil {
			k = "skill\x00" + e.root // one word once, whichever skill says it and in what form
		}
		if !seen[k] {
			seen[k] = true
			ev = append(ev, e)
		}
	}
	words := func(source, text string) {
		for _, pt := range ident.Parts(text) {
			if w, ok := writeForm(pt); ok {
				add(writeEvidence{source: source, what: pt, root: w.root, category: w.category, strong: true})
			}
		}
		for _, f := range foreignWriteWords {
			if strings.Contains(text, f.text) {
				add(writeEvidence{source: source, what: f.text, root: f.text, category: f.category, strong: true})
			}
		}
	}
	words("name", s.Name)
	entry := s.Member.Value
	if u := entry.Get("url"); u != nil && u.Kind == pyjson.String {
		if pu, err := url.Parse(u.Str); err == nil {
			words("URL", pu.Hostname()+" "+pu.Path)
		}
	}
	if c := entry.Get("command"); c != nil && c.Kind == pyjson.String {
		words("command", strings.TrimPrefix(c.Str, "./"))
	}
	if a := entry.Get("args"); a != nil && a.Kind == pyjson.Array {
		for _, it := range a.Items {
			if it.Kind != pyjson.String || strings.HasPrefix(strings.TrimSpace(it.Str), "{") ||
				strings.HasPrefix(strings.TrimSpace(it.Str), "[") {
				continue // JSON blobs (OAuth metadata and the like) say nothing of the tools
			}
			text := it.Str
			if pu, err := url.Parse(it.Str); err == nil && pu.Scheme != "" && pu.Host != "" {
				text = pu.Hostname() + " " + pu.Path
			}
			words("args", text)
		}
	}
	if !only {
		// A package's only server is the one its skills drive, named or
		// not; otherwise only the skills that name it count.
		skills = skillsMentioning(skills, s, servers)
	}
	for _, x := range skills {
		sk := x.sk
		for _, h := range x.writeHits() {
			loc := Loc{File: sk.SkillMD.Path, Span: model.Span{Start: h.start, End: h.end}}
			add(writeEvidence{
				source: fmt.Sprintf("skill %q", sk.Name), what: h.text, root: h.root,
				category: h.category, strong: h.strong, loc: &loc,
			})
		}
		// A skill that makes the model ask before acting says the action
		// matters: weak evidence of its own.
		if g := x.gates(); len(g) > 0 {
			loc := Loc{File: sk.SkillMD.Path, Span: g[0]}
			add(writeEvidence{
				source: fmt.Sprintf("skill %q", sk.Name),
				what:   strings.Join(strings.Fields(x.text[g[0].Start:g[0].End]), " "), root: "ask first",
				category: catAsks, loc: &loc,
			})
		}
	}
	weakRoots := map[string]bool{}
	strong := false
	for _, e := range ev {
		if e.strong {
			strong = true
		} else {
			weakRoots[e.root] = true
		}
	}
	if !strong && len(weakRoots) < 2 {
		return nil
	}
	// Strongest first: the server's own name, URL, command and args, then
	// what skills say, money and messages before changes; then in the
	// order found.
	rank := map[string]int{catMoney: 0, catMessages: 1, catCode: 2, catChanges: 3, catAsks: 3}
	key := func(e writeEvidence) int {
		k := rank[e.category]
		if e.loc != nil {
			k += 10
		}
		if !e.strong {
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

// textHit is a place in a SKILL.md that says something acts.
type textHit struct {
	start, end int
	text       string
	root       string
	category   string
	strong     bool
}

// codeTokens yields the matches of [A-Za-z][A-Za-z0-9_-]* in order,
// without the regexp machine: each starts at a letter that does not
// continue an earlier match and runs as far as the class allows (bytes of
// non-ASCII characters are never in it).
func codeTokens(text string) iter.Seq2[int, int] {
	return func(yield func(start, end int) bool) {
		for i := 0; i < len(text); {
			if byteClass[text[i]]&classLetter == 0 {
				i++
				continue
			}
			j := i + 1
			for j < len(text) && identByte(text[j]) {
				j++
			}
			if !yield(i, j) {
				return
			}
			i = j
		}
	}
}

// skillRegions splits a SKILL.md into code (fenced blocks of code and
// inline code spans) and prose; fences tagged markdown or text are prose.
func skillRegions(text string) (code []model.Span) {
	off := 0
	inFence := false
	fenceProse := false
	fenceStart := 0
	var fence string
	for off < len(text) {
		end := strings.IndexByte(text[off:], '\n')
		lineEnd := len(text)
		if end >= 0 {
			lineEnd = off + end
		}
		line := strings.TrimSpace(text[off:lineEnd])
		switch {
		case !inFence && (strings.HasPrefix(line, "```") || strings.HasPrefix(line, "~~~")):
			inFence, fence, fenceStart = true, line[:3], lineEnd
			lang := strings.ToLower(strings.TrimSpace(strings.TrimLeft(line, "`~")))
			fenceProse = lang == "markdown" || lang == "md" || lang == "text" || lang == "txt"
		case inFence && strings.HasPrefix(line, fence):
			inFence = false
			if !fenceProse {
				code = append(code, model.Span{Start: fenceStart, End: off})
			}
		case !inFence:
			// Inline code spans on this line.
			l := text[off:lineEnd]
			for i := 0; i < len(l); {
				j := strings.IndexByte(l[i:], '`')
				if j < 0 {
					break
				}
				k := strings.IndexByte(l[i+j+1:], '`')
				if k < 0 {
					break
				}
				code = append(code, model.Span{Start: off + i + j + 1, End: off + i + j + 1 + k})
				i += j + k + 2
			}
		}
		if end < 0 {
			break
		}
		off = lineEnd + 1
	}
	if inFence && !fenceProse {
		code = append(code, model.Span{Start: fenceStart, End: len(text)})
	}
	return code
}

// spanSet tells whether an offset lies in any of a set of spans with a
// binary search: a long SKILL.md has hundreds of code spans and
// thousands of words to look up.
type spanSet []model.Span

// newSpanSet sorts the spans and merges those that overlap or touch.
func newSpanSet(spans []model.Span) spanSet {
	sorted := slices.Clone(spans)
	slices.SortFunc(sorted, func(a, b model.Span) int { return cmp.Compare(a.Start, b.Start) })
	var out spanSet
	for _, sp := range sorted {
		if sp.End <= sp.Start {
			continue // holds no offset
		}
		if n := len(out); n > 0 && sp.Start <= out[n-1].End {
			out[n-1].End = max(out[n-1].End, sp.End)
			continue
		}
		out = append(out, sp)
	}
	return out
}

// cursor returns has for offsets asked in increasing order: it walks the
// spans instead of searching them.
func (s spanSet) cursor() func(off int) bool {
	i := 0
	return func(off int) bool {
		for i < len(s) && s[i].End <= off {
			i++
		}
		return i < len(s) && s[i].Start <= off
	}
}

// has reports whether off lies in one of the spans.
func (s spanSet) has(off int) bool {
	// Binary search for the first span ending after off.
	lo, hi := 0, len(s)
	for lo < hi {
		if m := int(uint(lo+hi) >> 1); s[m].End > off {
			hi = m
		} else {
			lo = m + 1
		}
	}
	return lo < len(s) && s[lo].Start <= off
}

// negation is negatedRe by hand (see pattern), matched at the end of
// the text.
var negation = seq(wordBoundary, lits("no", "not", "never", "without", "nor", "cannot", "can't", "don't", "doesn't", "won't"),
	spaces, opt(seq(nonSpace, spaces)))

// negated reports whether the words before off negate what follows.
func negated(text string, off int) bool {
	window := text[max(0, off-40):off]
	if foldsToASCII(window) {
		return negatedRe().MatchString(window) // case folding: see pattern
	}
	lower := asciiLower(window)
	atEnd := func(j int) bool { return j == len(lower) }
	for i := range len(lower) {
		// Every negating word starts with one of these letters.
		if c := lower[i]; c != 'n' && c != 'w' && c != 'c' && c != 'd' {
			continue
		}
		if negation.match(lower, i, atEnd) {
			return true
		}
	}
	return false
}

// skillWriteHits finds the places in a SKILL.md that say its tools act:
// identifiers of acting tools (place_order, `send-message`), words and
// phrases of acting in prose (unless negated), HTTP write methods and the
// non-English words.
func skillWriteHits(pt *phraseText) []textHit {
	text := pt.text
	code := skillRegions(text)
	// The frontmatter's name line names the skill, not what it does.
	name := frontmatterNameLine(text)
	if name.End > 0 {
		code = append(code, name)
	}
	inCode := newSpanSet(code)
	var hits []textHit
	seen := map[string]bool{}
	add := func(h textHit) {
		if h.start >= name.Start && h.start < name.End {
			return
		}
		k := strings.ToLower(h.text)
		if !seen[k] {
			seen[k] = true
			hits = append(hits, h)
		}
	}
	ident := func(start, end int) {
		tok := text[start:end]
		if !ident.HasSeparator(tok) && !ident.HasHump(tok) {
			return // a single word in code (`draft`, `DELETE`) is not a tool name
		}
		if w, verb, ok := identWrite(tok); ok {
			// A kebab-case token in a skill is as often a CLI command, a
			// package or a skill name as a tool: it counts as weak unless
			// it says it is a tool.
			kebab := !strings.Contains(tok, "_") && strings.Contains(tok, "-") && !strings.HasSuffix(strings.ToLower(tok), "-tool")
			strong := !kebab && (w.category != catChanges || verb)
			add(textHit{start, end, tok, w.root, w.category, strong})
		}
	}
	for _, s := range code {
		for start, end := range codeTokens(text[s.Start:s.End]) {
			ident(s.Start+start, s.Start+end)
		}
	}
	for start, end := range snakeTokens(text) {
		if !inCode.has(start) {
			ident(start, end)
		}
	}
	inCodeAt := inCode.cursor()
	for start, end := range letterRuns(text) {
		if inCodeAt(start) {
			continue
		}
		word := text[start:end]
		// A hyphenated or snake compound ("unauthenticated-write",
		// "read-only") is not the word on its own.
		if (start > 0 && byteClass[text[start-1]]&(classHyphen|classUnder) != 0) ||
			(end < len(text) && byteClass[text[end]]&(classHyphen|classUnder) != 0) {
			continue
		}
		l := lowerWord(pt, start, end)
		if !mayBeForm(l) {
			continue
		}
		w, ok := writeForm(l)
		if !ok || !w.prose || negated(text, start) {
			continue
		}
		if (w.root == "pay" || w.root == "spend") && figurative(text[end:min(len(text), end+60)]) {
			continue
		}
		// In prose only money and messages are strong: "execute the plan"
		// and "delete the draft" say little of the server.
		add(textHit{start, end, word, w.root, w.category, w.category == catMoney || w.category == catMessages})
	}
	for _, r := range proseWriteRes() {
		for _, loc := range r.re.FindAll(pt) {
			if inCode.has(loc[0]) || negated(text, loc[0]) {
				continue
			}
			add(textHit{
				loc[0], loc[1], strings.Join(strings.Fields(text[loc[0]:loc[1]]), " "), r.root,
				r.category, r.category != catChanges,
			})
		}
	}
	for _, fw := range foreignWriteWords {
		if i := strings.Index(text, fw.text); i >= 0 {
			add(textHit{i, i + len(fw.text), fw.text, fw.text, fw.category, fw.category != catChanges})
		}
	}
	// Report in file order.
	for i := 1; i < len(hits); i++ {
		for j := i; j > 0 && hits[j].start < hits[j-1].start; j-- {
			hits[j], hits[j-1] = hits[j-1], hits[j]
		}
	}
	return hits
}

// lowerWord is strings.ToLower(pt.text[start:end]) without a copy when
// the word is ASCII: then ToLower only maps A-Z, as asciiLower did.
func lowerWord(pt *phraseText, start, end int) string {
	for i := start; i < end; i++ {
		if pt.text[i] >= utf8.RuneSelf {
			return strings.ToLower(pt.text[start:end])
		}
	}
	return pt.lower[start:end]
}

// frontmatterNameLine returns the span of the "name:" line of a SKILL.md
// frontmatter, or an empty span.
func frontmatterNameLine(text string) model.Span {
	if !strings.HasPrefix(strings.TrimPrefix(text, "\ufeff"), "---") {
		return model.Span{}
	}
	off := strings.IndexByte(text, '\n') + 1
	for off > 0 && off < len(text) {
		end := strings.IndexByte(text[off:], '\n')
		if end < 0 {
			end = len(text) - off
		}
		line := text[off : off+end]
		if strings.TrimSpace(line) == "---" {
			break
		}
		if strings.HasPrefix(line, "name:") {
			return model.Span{Start: off, End: off + end}
		}
		off += end + 1
	}
	return model.Span{}
}

// mentionToolPart is a name as Hermes puts it into tool names: every
// character outside [A-Za-z0-9_] becomes "_".
func mentionToolPart(s string) string {
	b := []byte(s)
	for i, c := range b {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_') {
			b[i] = '_'
		}
	}
	return strings.ToLower(string(b))
}
