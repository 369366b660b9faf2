package prose

import (
	"regexp"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/pluglint/pluglint/rules/ident"
)

// Word is a word of acting on the world.
type Word struct {
	Root     string // the group's first form: "pay" for "payments"
	Category string // Money, Messages, Changes, Code
	// Prose is set for forms that say "this acts" even in running text;
	// the others count only in names, URLs, args and identifiers, where
	// "update" or "order" is not just a manner of speaking.
	Prose bool
}

// The categories of acting on the world, as messages name them.
const (
	Money    = "money"
	Messages = "messages and publishing"
	Changes  = "account or system changes"
	Code     = "code execution"
	catAsks  = "the skill asks the user first"
)

// writeVocabulary lists the words by category: groups of forms separated
// by "|", a trailing "*" marking a form that does not count in prose
// ("paid media", "a revoked token", "in order to").
var writeVocabulary = []struct{ category, groups string }{
	{Money, `pay pays paying payment payments payout payouts paid* | purchase purchases purchasing purchased* |
		checkout checkouts | invoice invoices invoicing invoiced* | wallet wallets |
		withdraw withdraws withdrawing withdrawal withdrawals withdrawn* withdrew* | spend spends spending spent* |
		buy buys buying bought* | sell sells selling sold* | trade trades trading trader traders traded* |
		swap swaps swapping swapped* | transfer* transfers* transferring* transferred* | refund refunds refunding refunded* |
		rental rentals rent* rents* renting* | order* orders* ordering* | sign* signs* signing* | bid* bids* bidding* |
		charge* charges* charging* | escrow* escrows* | settle* settles* settling* settled* |
		stake* stakes* staking* staked* unstake* unstakes* unstaking* | money* | stripe* | paypal* | coinbase* | binance* | kraken* | robinhood* |
		alpaca* | venmo* | revolut* | bezahlen | überweisen überweist überweisung überweisungen | rückerstattung rückerstattungen | kaufen kauft | verkaufen | pagar paga pago pagos |
		comprar compra | vender vende | transferir transfiere transferencia | payer paie paiement | acheter achète | vendre vend | virement virements* |
		pagare pagamento pagamenti | acquistare acquista | vendere | donate donates donating donated*`},
	{Messages, `publish publishes publishing published* | tweet tweets tweeting tweeted* | sms |
		notify notifies notifying notified* | send* sends* sending* sent* | post* posts* posting* posted* | repost* reposts* reposting* reposted* |
		email* emails* emailing* emailed* | mail* mails* mailing* mailed* mailer* | message* messages* messaging* |
		reply* replies* replying* replied* | comment* comments* commenting* commented* |
		invite* invites* inviting* invited* | upload* uploads* uploading* uploaded* | share* shares* sharing* |
		push* pushes* pushing* pushed* | dm* dms* | smtp* | slack* | discord* | telegram* | whatsapp* | twilio* |
		sendgrid* | mailgun* | gmail* | outreach* | senden sendet | veröffentlichen | enviar envía envia | publicar publica |
		envoyer envoie | publier publie |
		inviare invia | pubblicare pubblica`},
	{Changes, `delete deletes deleting deletion deleted* | deploy deploys deploying deployed* |
		grant grants granting granted* | revoke revokes revoking revoked* | unshare* unshares* unsharing* | update* updates* updating* updated* |
		create* creates* creating* created* creation* | write* writes* writing* wrote* written* writer* |
		lock* locks* locking* locked* | unlock* unlocks* unlocking* unlocked* |
		cancel* cancels* cancelling* canceling* cancelled* canceled* | remove* removes* removing* removed* |
		modify* modifies* modifying* modified* | edit* edits* editing* edited* | overwrite* overwrites* |
		rewrite* rewrites* rewriting* |
		insert* inserts* | upsert* | drop* drops* | destroy* destroys* | terminate* terminates* | kill* kills* |
		reboot* reboots* | restart* restarts* | install* installs* | uninstall* uninstalls* | provision* provisions* provisioning* provisioned* deprovision* deprovisioning* | offboard* offboards* offboarding* | archive* archives* archiving* archived* |
		rename* renames* | move* moves* | reset* resets* resetting* | submit* submits* | reorder* reorders* | save* saves* saving* saved* | löschen löscht | eliminar elimina | borrar borra | supprimer supprime |
		erstellen erstellt | aktualisieren aktualisiert | crear crea | actualizar actualiza | criar cria |
		atualizar atualiza | excluir exclui | apagar apaga | créer crée | creare | aggiornare aggiorna | eliminare |
		cancellare cancella`},
	{Code, `execute* executes* executing* executed* | exec* | eval* | shell*`},
}

// Form returns the word a form of writeVocabulary stands for, and
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

// ForeignWords are words of acting in scripts without word spaces
// (and Cyrillic stems), matched as substrings.
var ForeignWords = []struct{ Text, Category string }{
	{"下单", Money},
	{"转账", Money},
	{"轉帳", Money},
	{"支付", Money},
	{"付款", Money},
	{"购买", Money},
	{"購買", Money},
	{"卖出", Money},
	{"交易", Money},
	{"提现", Money},
	{"汇款", Money},
	{"注文", Money},
	{"送金", Money},
	{"購入", Money},
	{"決済", Money},
	{"支払", Money},
	{"결제", Money},
	{"송금", Money},
	{"주문", Money},
	{"구매", Money},
	{"оплат", Money},
	{"платеж", Money},
	{"платёж", Money},
	{"купить", Money},
	{"продать", Money},
	{"发送", Messages},
	{"發送", Messages},
	{"发布", Messages},
	{"發布", Messages},
	{"送信", Messages},
	{"投稿", Messages},
	{"전송", Messages},
	// 게시 is posting as a verb only: 게시물, a post, is a record.
	{"게시하", Messages},
	{"게시합", Messages},
	{"게시해", Messages},
	{"게시한", Messages},
	{"отправ", Messages},
	{"опубликова", Messages},
	{"群发", Messages},
	{"删除", Changes},
	{"刪除", Changes},
	{"削除", Changes},
	{"삭제", Changes},
	{"удалить", Changes},
	{"удаля", Changes},
	{"创建", Changes},
	{"修改", Changes},
	{"写入", Changes},
	{"作成", Changes},
	// Switching something over: "エアコン電源切替" (the air conditioner's
	// power), "リッチメニューの切り替え" (a LINE account's menu).
	{"切替", Changes},
	{"切り替え", Changes},
	{"書き込", Changes},
	{"생성", Changes},
	{"수정", Changes},
	{"созда", Changes},
	// "удалени" is deletion ("удаление файлов"); a shorter stem would
	// take "удаленный", remote ("Удаленный MCP-сервер").
	{"удалени", Changes},
}

// CyrillicParticiple reports a Russian passive past participle, an
// adjective of a thing done ("опубликованные статьи", published
// articles; "созданные задачи", created tasks): a verb's stem starts it,
// but it says what was done, not what the service does. word is in
// lower case.
func CyrillicParticiple(word string) bool {
	for _, end := range [...]string{"нный", "нная", "нное", "нные", "нных", "нным", "нными", "нной", "нном", "нную", "нного", "нному"} {
		if strings.HasSuffix(word, end) {
			return true
		}
	}
	return false
}

// FoldCyrillic returns text with its capital Cyrillic letters (U+0400
// to U+042F) in lower case, every other byte as it is: the two are the
// same length in UTF-8, so offsets into the result are offsets into
// text. ForeignWords holds Russian stems in lower case, and a sentence's
// first word is capitalised ("Удаление файлов"). Text with none is
// returned as it is, found by one byte search (their first byte is 0xD0).
func FoldCyrillic(text string) string {
	i := strings.IndexByte(text, 0xD0)
	if i < 0 {
		return text
	}
	var b []byte
	for ; i+1 < len(text); i++ {
		c := text[i+1]
		if text[i] != 0xD0 || c < 0x80 || c > 0xAF {
			continue
		}
		if b == nil {
			b = []byte(text)
		}
		switch {
		case c <= 0x8F: // Ѐ..Џ to ѐ..џ
			b[i], b[i+1] = 0xD1, c+0x10
		case c <= 0x9F: // А..П to а..п
			b[i+1] = c + 0x20
		default: // Р..Я to р..я
			b[i], b[i+1] = 0xD1, c-0x20
		}
	}
	if b == nil {
		return text
	}
	return string(b)
}

// CyrillicWord widens [start, end) of text to the whole Cyrillic word
// around it: a Russian stem of ForeignWords ("удалени") is shown as the
// word it was found in ("Удаление").
func CyrillicWord(text string, start, end int) (int, int) {
	for start > 0 {
		r, n := utf8.DecodeLastRuneInString(text[:start])
		if !unicode.Is(unicode.Cyrillic, r) {
			break
		}
		start -= n
	}
	for end < len(text) {
		r, n := utf8.DecodeRuneInString(text[end:])
		if !unicode.Is(unicode.Cyrillic, r) {
			break
		}
		end += n
	}
	return start, end
}

// ReadVerb reports the words that start identifiers of tools that only
// look. "resolve" and "allow" are deliberately not among them.
func ReadVerb(w string) bool {
	switch w {
	case "get", "list", "read", "search", "fetch", "find", "query",
		"describe", "show", "view", "check", "inspect", "lookup", "look",
		"count", "explain", "verify", "understand", "recommend", "watch",
		"poll", "status", "is", "has", "can", "preview", "estimate",
		"calculate", "validate", "browse", "summarize", "analyze", "compare",
		"diff", "ping", "health", "info", "whoami", "retrieve",
		"lint", "scan", "audit", "print", "format", "parse", "render", "score", "rank", "screen",
		"max", "min", "allowed", "no", "dry", "who", "what", "which", "why", "simulate":
		return true
	}
	return false
}

// ReadingNoun reports the words that, at the end of a compound such as
// the keyword "wallet-analytics", make it a thing to look at: the last
// part of an English compound is its head, so the words before it say
// what is looked at, not what is done.
func ReadingNoun(w string) bool {
	switch w {
	case "analytics", "analysis", "insights", "intelligence", "research", "data", "metrics", "suggestions",
		"stats", "statistics", "tracker", "tracking", "monitor", "monitoring", "dashboard", "policy", "policies",
		"debugging", "debugger",
		"explorer", "viewer", "lookup", "search", "history", "reports", "reporting", "alerts",
		"scanner", "checker", "quotes", "prices", "feed", "feeds", "status", "lookups", "reader", "watch",
		"watcher", "tips", "tutorial", "tutorials", "guide", "guides", "documentation", "analyzer", "analyser", "inspector",
		"ideas", "signals", "advisor", "adviser", "forecast", "forecasts", "projection", "projections",
		// "Mortgage calculator: monthly payment, amortization schedule"
		// (probe rounds 162 and 163).
		"calculator", "calculators", "estimator", "estimators", "simulator", "simulators":
		return true
	}
	return false
}

// FieldNoun reports the words that end identifiers of data fields rather
// than tools: upload_url, account_id, grant_types.
func FieldNoun(w string) bool {
	switch w {
	case "id", "ids", "url", "urls", "uri", "path", "status",
		"type", "types", "count", "at", "date", "time", "mode",
		"hint", "name", "names", "key", "keys", "token", "limit",
		"cap", "size", "ttl", "days", "seconds", "ms", "dir",
		"method", "endpoint", "header", "field", "fields", "flag",
		"enabled", "disabled", "scope", "scopes", "version", "md", "state", "level", "no", "num", "volume", "growth":
		return true
	}
	return false
}

// IdentWrite reports whether an identifier (a tool name, a snake_case or
// code token) is one of acting: it has a vocabulary word, does not start
// with a read verb and does not name a data field. verb is set when the
// word is the identifier's first part (delete_file, not file_deleted),
// or its second after a prefix that names the server or its vendor and
// before the object (acme_cancel_order, github_create_issue; see
// vendorPrefixed), where a read verb makes it no act (acme_get_orders).
func IdentWrite(tok string) (w Word, verb, ok bool) {
	// A tool named with its server's prefix, as Hermes and other clients
	// name MCP tools (mcp__acme__delete_file), is read by its own name.
	if len(tok) > 5 && strings.EqualFold(tok[:5], "mcp__") {
		if i := strings.Index(tok[5:], "__"); i > 0 && 5+i+2 < len(tok) {
			tok = tok[5+i+2:]
		}
	}
	var buf [8]string
	parts := ident.AppendParts(buf[:0], tok)
	// "print" reads (print_schema prints into the chat) unless paper
	// comes out of a printer (print_document, print_label).
	paper := len(parts) > 1 && parts[0] == "print" && IdentAct(parts[0], parts[1])
	if len(parts) == 0 || ReadVerb(parts[0]) && !paper || vendorPrefixed(parts) && ReadVerb(parts[1]) {
		return Word{}, false, false
	}
	// An explainer of the act: how_to_pay, how-to-cancel (probe round 99).
	if len(parts) > 2 && parts[0] == "how" && parts[1] == "to" {
		return Word{}, false, false
	}
	// A data field (upload_url, account_id, order_status), unless a verb
	// of changing heads it: set_status and update_status change the
	// field.
	if len(parts) > 1 && FieldNoun(parts[len(parts)-1]) && !baseVerb(parts[0]) && !(vendorPrefixed(parts) && baseVerb(parts[1])) &&
		!(len(parts) == 2 && keyAct(parts[0], parts[1])) {
		return Word{}, false, false
	}
	// A field named first (send_time_predict, order_id_lookup) is the
	// name's subject: what the tool does follows it.
	if len(parts) > 2 && FieldNoun(parts[1]) && !baseVerb(parts[0]) {
		parts = parts[2:]
		if ReadVerb(parts[0]) {
			return Word{}, false, false
		}
	}
	if ReadRecords(parts) || LookedUpLast(parts) || participleHead(parts) || WhenHead(parts) {
		return Word{}, false, false
	}
	// Topping up a balance pays it (topUp, top_up_card); a market's
	// order book is looked at (order_book).
	if len(parts) >= 2 && parts[0] == "top" && parts[1] == "up" {
		return Word{Root: "top up", Category: Money}, true, true
	}
	if len(parts) >= 2 && parts[0] == "order" && (parts[1] == "book" || parts[1] == "books") {
		return Word{}, false, false
	}
	// Tracking a delivery (track_order, orders.track, trackShipment)
	// looks up where it is.
	if trackedDelivery(parts) {
		return Word{}, false, false
	}
	for i, pt := range parts {
		if i > 0 && NounPreposition(pt) {
			break // historial_de_pagos: the payments are the history's
		}
		if (pt == "run" || pt == "exec") && i+1 < len(parts) && (CodeObject(parts[i+1]) || parts[i+1] == "sql" || parts[i+1] == "query" ||
			i+2 < len(parts) && CodeObject(parts[i+2])) { // and run_console_command (probe round 58)
			return Word{Root: "run code", Category: Code}, i == 0, true
		}
		if RunsPayroll(parts, i) {
			return Word{Root: "pay", Category: Money}, i == 0 || i == 1 && vendorPrefixed(parts), true
		}
		if SpendNoun(parts, i) {
			continue
		}
		if w, ok := Form(pt); ok {
			return w, i == 0 || i == 1 && vendorPrefixed(parts), true
		}
	}
	// No word of the vocabulary: a verb that acts only at the head of a
	// tool's name (close_issue, book_flight).
	for i := 0; i < 2 && i+1 < len(parts); i++ {
		if (i == 0 || vendorPrefixed(parts)) && (IdentAct(parts[i], parts[i+1]) || objectHeadActs(parts[i], parts[i+1:])) {
			return Word{Root: parts[i], Category: Changes}, true, true
		}
	}
	// Resource first, its verb after it (issue_transition, ticket_close,
	// pr_merge): the verb acts on the record named before it.
	if len(parts) == 2 && resourceFirstVerb(parts[1]) && IdentAct(parts[1], parts[0]) {
		return Word{Root: parts[1], Category: Changes}, true, true
	}
	// A command-line tool and its subcommand (kubectl_scale,
	// helm_rollback, git_cherry_pick, tf_apply): the subcommand is the
	// verb, its object the resources the tool manages.
	if len(parts) >= 2 && cliName(parts[0]) {
		object := ""
		if len(parts) > 2 {
			object = parts[2]
		}
		if IdentAct(parts[1], object) || cliAct(parts[1]) {
			return Word{Root: parts[1], Category: Changes}, true, true
		}
		// A group of subcommands, then the verb that acts on what the
		// group names (gh_pr_merge, kubectl_rollout_restart,
		// docker_container_stop).
		if len(parts) > 2 && (IdentAct(parts[2], parts[1]) || cliAct(parts[2])) {
			return Word{Root: parts[2], Category: Changes}, true, true
		}
	}
	return Word{}, false, false
}

// ReadRecords reports a tool's name that reads what it names:
//
//   - the resource-first order of APIs (orders_summary, invoices-list,
//     payments.search), the plural naming the records, not the verb;
//   - a history of records (trades_history, payment_history,
//     orders.history), unless a verb clears or edits it (clear_history,
//     delete_history);
//   - a record, then what is looked at about it (payout_details,
//     order_timeline, message_logs, spending_summary), the product's
//     prefix allowed (acme_payout_details), unless a verb delivers or
//     changes it (send_summary, delete_logs, clear_payment_details);
//   - a history or a report first, as German and the Romance languages
//     name it (historique_virements, informe_pagos).
func ReadRecords(parts []string) bool {
	if len(parts) > 1 && parts[len(parts)-1] == "history" && !historyAct(parts[0]) {
		return true
	}
	if readHeaded(parts) {
		return true
	}
	if len(parts) > 1 && LookedAtNoun(parts[0]) {
		return true
	}
	if len(parts) != 2 {
		return false
	}
	p, last := parts[0], parts[1]
	if len(p) < 4 || !strings.HasSuffix(p, "s") || strings.HasSuffix(p, "ss") || strings.HasSuffix(p, "us") {
		return false
	}
	switch last {
	case "summary", "summaries", "overview", "report", "details":
		return true
	}
	return ReadVerb(last) || ReadingNoun(last)
}

// readHeaded reports a name of two parts (three with the product's
// prefix) whose last is what is looked at about the first: a timeline,
// details, a summary, logs. The first names a record, not an act,
// unless it is a verb that changes or delivers what it heads.
func readHeaded(parts []string) bool {
	n := len(parts)
	if n != 2 && !(n == 3 && vendorPrefixed(parts)) {
		return false
	}
	switch parts[n-1] {
	case "timeline", "details", "summary", "summaries", "overview", "logs", "breakdown", "stats", "statistics", "trends":
	default:
		return false
	}
	for _, p := range parts[:n-1] {
		if historyAct(p) || deliverVerb(p) {
			return false
		}
	}
	return true
}

// deliverVerb reports the verbs that send, publish or store what a
// name's last part looks at (send_summary, create_report), so that the
// name acts rather than reads.
func deliverVerb(p string) bool {
	switch p {
	case "send", "post", "email", "share", "publish", "submit", "create", "upload", "save", "write", "file":
		return true
	}
	return false
}

// resourceFirstVerb reports the verbs that act when they follow the
// record they act on (issue_transition, ticket_close, pr_merge): verbs
// seldom used as a noun after another (not task_schedule, order_book,
// status_log).
func resourceFirstVerb(v string) bool {
	switch v {
	case "transition", "close", "merge", "assign", "unassign", "approve", "reject", "resolve", "reopen", "restore",
		"revert", "rollback", "snooze", "dismiss", "acknowledge", "ack", "escalate", "reassign", "promote", "suspend",
		"unsuspend", "ban", "unban", "mute", "unmute", "void", "requeue", "retry", "redeem":
		return true
	}
	return false
}

// keyAct reports a verb that acts on a key or token it names
// (evict_key, expire_key, revoke_token, rotate_keys), though a key's and
// a token's names are as often fields (api_key, refresh_token).
func keyAct(verb, object string) bool {
	switch object {
	case "key", "keys", "token", "tokens":
	default:
		return false
	}
	switch verb {
	case "evict", "expire", "rotate", "revoke", "delete", "create", "regenerate", "invalidate":
		return true
	}
	return false
}

// LookedUpLast reports a name whose last part says what is looked at
// or worked out about what comes before it, resource first
// (merge_base_lookup, commit_lint, unsubscribe_rate,
// sent_campaign_stats), unless a verb that changes or delivers it heads
// the name (delete_stats, send_report_preview).
func LookedUpLast(parts []string) bool {
	n := len(parts)
	if n > 2 && parts[0] == "post" && parts[1] == "mortem" {
		parts, n = parts[1:], n-1 // post_mortem_summary: a post-mortem's summary, nothing posted (probe round 193)
	}
	if n < 2 {
		return false
	}
	sent := func(p string) bool { return p == "send" || p == "post" || p == "email" || p == "share" || p == "mail" }
	switch parts[n-1] {
	case "preview", "previews", "estimate", "estimates", "risk", "risks", "eligibility", "options":
		// What an act would do, looked at before it is done, whatever
		// the act (probe round 193: delete_preview, publish_preview,
		// force_push_risk, refund_eligibility, transfer_options), unless
		// it is sent (send_report_preview).
		return !sent(parts[0])
	case "lookup", "lookups", "lint", "stats", "statistics", "rate", "rates", "compare", "diff",
		// An audit, a search or a summary of what the act names (probe
		// round 193: sharing_audit, commit_search), unless a verb that
		// changes or delivers it heads the name (send_summary).
		"audit", "audits", "search", "searches", "summary", "summaries",
		// An explainer of the act: cancel-guide, refund_tips,
		// delete_howto (probe round 52).
		"guide", "guides", "tips", "howto", "tutorial", "tutorials", "faq", "help", "explainer",
		"calculator", "calculators", "diagnostics", "mortem", "mortems", // refund_calculator, post-mortem (probe round 67)
		// An advisor's advice, a calculation (probe rounds 87 and 88:
		// book_advisor, execute_dilution_calc).
		"advisor", "advisors", "calc", "calculation", "calculations",
		// What is counted or foreseen (probe rounds 98 and 99:
		// rsvp_counts, payout_forecast, unlock_insights).
		"counts", "totals", "forecast", "forecasts", "projection", "projections", "insights":
	case "idea", "ideas", "suggestion", "suggestions", "candidates", "recommendations":
		// An idea or a suggestion made for the user, whatever makes it
		// (probe round 186: create-segment-idea), or what an act might
		// be done to (rollback_candidates, revoke_recommendations, probe
		// round 191), unless it is sent.
		return !sent(parts[0]) && parts[0] != "publish"
	case "policy", "policies":
		// A policy's rules (refund_policy, probe round 193); an
		// insurance policy acted on is a record (cancel_policy, probe
		// round 83).
		switch parts[0] {
		case "cancel", "renew", "bind", "issue", "reinstate", "endorse", "void", "quote", "lapse":
			return false
		}
	case "report", "reports":
		// sign_off_report, stale_updates_report (probe rounds 85 and
		// 89); schedule_report delivers one, as send_report does.
		if parts[0] == "schedule" {
			return false
		}
	case "check", "checks":
		// A cheque voided or issued (void_check, reissue_check, probe
		// rounds 31 and 32) is money, not a check.
		switch parts[0] {
		case "void", "issue", "reissue", "cash", "deposit", "print", "sign", "stop", "mail":
			return false
		}
		return !sent(parts[0]) // update_check looks for updates (probe round 193)
	default:
		return false
	}
	return !historyAct(parts[0]) && !deliverVerb(parts[0]) && parts[0] != "move" && parts[0] != "rename"
}

// WhenHead reports a name headed by when the act was or will be done
// (last_sync, latest_deploy, next_backup, probe round 187): the time or
// the record of one, looked at.
func WhenHead(parts []string) bool {
	if len(parts) < 2 {
		return false
	}
	switch parts[0] {
	case "last", "latest", "recent", "previous", "prior", "next", "upcoming":
		return true
	}
	return false
}

// participleHead reports a name headed by a past participle, which
// names records by what was done to them (sent_messages,
// archived_cards, deleted_items, posted_jobs): a list of them, not the
// act.
func participleHead(parts []string) bool {
	if len(parts) < 2 {
		return false
	}
	p := parts[0]
	w, ok := Form(p)
	if !ok || w.Root == p {
		return false
	}
	return strings.HasSuffix(p, "ed") || p == "sent" || p == "written" || p == "paid" || p == "sold" || p == "bought"
}

// SpendNoun reports a part of a tool's name at i that is the noun
// "spend" or "spending", what was spent (forecast_spend,
// categorizeSpending, ad_spend): after another word, not the
// product's prefix, it is not the name's verb (spend_credits,
// acme_spend_points).
func SpendNoun(parts []string, i int) bool {
	switch parts[i] {
	case "spend", "spending", "spends":
		if i+1 < len(parts) {
			switch parts[i+1] {
			case "by", "per", "over", "trend", "trends", "breakdown", "summary", "report":
				return true // spend_by_channel, spend_per_day (probe round 186): the money spent, broken down
			}
		}
		return i > 0 && !(i == 1 && vendorPrefixed(parts))
	}
	return false
}

// trackedDelivery reports a tool's name that tracks a delivery and
// does nothing else, the verb before or after its noun: track_order,
// orders.track, trackShipment, acme_package_tracking (track_time and
// track_expense log what they track; cancel_order_tracking acts).
func trackedDelivery(parts []string) bool {
	if vendorPrefixed(parts) {
		parts = parts[1:]
	}
	if len(parts) != 2 {
		return false
	}
	track := func(p string) bool { return p == "track" || p == "tracking" }
	return track(parts[0]) && deliveryNoun(parts[1]) || deliveryNoun(parts[0]) && track(parts[1])
}

// deliveryNoun reports the things whose tracking says where they are.
func deliveryNoun(p string) bool {
	switch p {
	case "order", "orders", "package", "packages", "shipment", "shipments", "parcel", "parcels", "delivery",
		"deliveries", "flight", "flights":
		return true
	}
	return false
}

// historyAct reports the verbs that act on a history when they head a
// tool's name: clear_history, delete_history, edit_history.
func historyAct(p string) bool {
	switch p {
	case "clear", "delete", "purge", "erase", "wipe", "remove", "reset", "rewrite", "edit", "update", "set", "change", "add",
		"append", "record", "import":
		return true
	}
	return false
}

// NounPreposition reports the prepositions that join a noun to its
// object in a tool's name ("history_of_payments", "historial_de_pagos",
// "storico_dei_pagamenti"): what follows is not the tool's act.
func NounPreposition(pt string) bool {
	switch pt {
	case "of", "de", "del", "des", "du", "di", "dei", "della", "delle", "da", "do", "dos", "das":
		return true
	}
	return false
}

// baseVerb reports the verbs that change a field, or what it names,
// when they head a tool's name (set_status, update_title, delete_path,
// toggle_flag); upload_id and DEPLOY_API_KEY stay fields.
func baseVerb(p string) bool {
	switch p {
	case "set", "update", "change", "edit", "delete", "remove", "move", "rename", "toggle", "enable", "disable":
		return true
	}
	return false
}

// LookedAtNoun reports the nouns of German, French, Spanish,
// Portuguese, Italian and Dutch for the things to look at: histories,
// reports, summaries, statuses and analyses ("historial de pagos",
// "historique_virements").
func LookedAtNoun(l string) bool {
	switch l {
	case "historial", "historique", "storico", "histórico", "verlauf", "geschiedenis", "informe", "informes", "rapport",
		"rapports", "relatório", "relatórios", "bericht", "berichte", "rapporto", "overzicht", "übersicht", "resumen",
		"résumé", "resumo", "riepilogo", "estado", "statut", "stato", "status", "análisis", "analyse", "analisi", "análise",
		"seguimiento", "suivi", "estadísticas", "statistiques", "statistiken", "statistiche", "estatísticas":
		return true
	}
	return false
}

// RunsPayroll reports "run" at parts[i] with "payroll" after it, last
// (run_payroll, gusto_runPayroll): running a payroll pays the
// employees. Not what names a report of it (run_payroll_report,
// run_payroll_summary).
func RunsPayroll(parts []string, i int) bool {
	return (parts[i] == "run" || parts[i] == "runs") && i+2 == len(parts) && parts[i+1] == "payroll"
}

// IdentAct reports a verb that names an act when it starts a tool's
// name with an object after it (close_issue, merge_pr, book_flight,
// assign_ticket, log_workout), though too common in prose, URLs and
// server names to count there, as writeVocabulary's words do. "close"
// acts only on what is filed or held open at the service (not
// close_session or close_database), "merge" not on the merge request it
// names (merge_request_diffs), "log" only on what a tracker records.
func IdentAct(verb, object string) bool {
	switch verb {
	case "approve", "reject", "assign", "unassign", "attach", "detach", "book", "schedule", "reschedule",
		"reserve", "rsvp", "enroll", "follow", "unfollow", "star", "unstar", "pin", "unpin", "like", "unlike",
		"mute", "unmute", "block", "unblock", "ban", "unban", "kick", "mark", "trigger", "pause",
		"resume", "restore", "revert", "rollback", "promote", "rotate", "transition",
		"import", "register", "subscribe", "unsubscribe", "commit", "fork", "clone", "snooze", "dismiss",
		"acknowledge", "ack", "reopen", "tag", "untag", "sync", "quarantine", "unquarantine", "isolate", "whitelist",
		"allowlist", "blocklist", "blacklist", "purge", "restock", "reprice", "throttle", "waive", "arm", "disarm", "mint",
		"relist", "notarize", "immobilize", "dispatch", "suspend", "unsuspend", "nudge", "rebase", "squash",
		"redeem", "claim", "requeue", "evict", "expire", "resend", "escalate", "reassign", "cordon", "uncordon",
		"drain", "void", "deallocate", "cherry", "bump", "halt":
		return true
	case "file", "complete", "adjust", "timeout":
		// file_ticket, tasks.complete, inventory.adjust, timeout_member
		// (probe round 202): a record filed, finished or changed, a
		// member silenced; not a file's name (file_path), a completion
		// of text (complete_code) or a setting (timeout_seconds).
		switch object {
		case "ticket", "tickets", "issue", "issues", "bug", "bugs", "claim", "claims", "complaint", "complaints", "document", "documents",
			"report", "reports", "return", "returns", "task", "tasks", "todo", "todos", "item", "items", "step", "steps",
			"order", "orders", "inventory", "stock", "price", "prices", "quantity", "balance", "budget", "member",
			"members", "user", "users":
			return true
		}
	case "contain", "suppress", "silence", "deny", "decline", "join":
		// contain_host, suppress_finding, silence_alert, deny_request,
		// decline_event, join_meeting (probe rounds 213 to 215): a host
		// cut off, an alert or a finding silenced, a request or an
		// invitation answered, a call joined; not what a thing contains
		// (contain_text), a join of tables (join_tables) or a word's
		// other uses.
		switch object {
		case "host", "hosts", "device", "devices", "endpoint", "endpoints", "machine", "machines":
			return verb == "contain"
		case "alert", "alerts", "finding", "findings", "notification", "notifications", "monitor", "monitors",
			"incident", "incidents", "warning", "warnings":
			return verb == "suppress" || verb == "silence"
		case "request", "requests", "invite", "invites", "invitation", "invitations", "event", "events", "claim", "claims",
			"application", "applications", "access":
			return verb == "deny" || verb == "decline"
		case "meeting", "meetings", "call", "calls", "channel", "channels", "room", "rooms", "group", "groups",
			"server", "servers", "space", "spaces", "team", "teams", "waitlist":
			return verb == "join"
		}
	case "resolve":
		// resolve_incident, issues.resolve; not a name or an address
		// looked up (resolve_dns, resolve_symbol).
		switch object {
		case "issue", "issues", "incident", "incidents", "alert", "alerts", "ticket", "tickets", "thread", "threads",
			"comment", "comments", "conflict", "conflicts", "case", "cases":
			return true
		}
	case "stream":
		// stream_gcode: a machine's program sent to run (probe round
		// 43); not stream_logs or stream_events, which read.
		switch object {
		case "gcode", "toolpath", "toolpaths", "program", "job":
			return true
		}
	case "scale":
		// scale_deployment, scale_service; not a thing resized and
		// handed back (scale_recipe, probe round 42).
		switch object {
		case "recipe", "recipes", "image", "images", "photo", "photos", "portion", "portions", "serving", "servings",
			"ingredient", "ingredients", "quantity", "quantities", "font", "fonts":
			return false
		}
		return true
	case "retry":
		// retry_job, retry_all; not the settings of retrying
		// (retry_policy, retry_delay).
		switch object {
		case "policy", "policies", "config", "settings", "delay", "after", "interval", "backoff", "strategy":
			return false
		}
		return object != ""
	case "replay":
		// replay_event, replay_webhook; not an analytics tool's session
		// replay, which is watched (replay_session).
		switch object {
		case "session", "sessions", "recording", "recordings":
			return false
		}
		return object != ""
	case "add":
		// add_reaction, add_member, add_to_cart; not the arithmetic
		// of a calculator or a date library (add_numbers, add_days).
		switch object {
		case "numbers", "number", "two", "days", "hours", "minutes", "months", "years", "time", "duration",
			"vectors", "matrices", "values", "integers", "ints", "floats":
			return false
		}
		return true
	case "set":
		// set_status, set_vacation_responder; not a session's settings
		// (set_context, set_log_level, set_project).
		switch object {
		case "status", "priority", "assignee", "label", "labels", "budget", "price", "prices", "permission",
			"permissions", "topic", "reminder", "reminders", "alarm", "timer", "temperature", "thermostat",
			"brightness", "volume", "vacation", "role", "roles", "due", "title", "description", "owner",
			"out", "ooo", "autoreply", "autoresponder", "signature", "forwarding", "presence":
			return true
		}
	case "activate", "deactivate":
		// activate_scene, deactivate_user; not a local environment
		// (activate_venv) or the server's own tool sets.
		switch object {
		case "venv", "env", "environment", "virtualenv", "conda", "toolset", "toolsets", "tool", "tools":
			return false
		}
		return object != ""
	case "enable", "disable", "toggle":
		// Not the server's own tool sets (enable_toolset, which
		// dynamic servers offer to load more tools into the session).
		switch object {
		case "toolset", "toolsets", "tool", "tools":
			return false
		}
		return true
	case "switch":
		// switch_plug, switch_light (probe round 84); not a session's
		// account, branch or model (switch_account, switch_model).
		switch object {
		case "plug", "plugs", "light", "lights", "outlet", "outlets", "relay", "relays", "socket", "sockets", "power",
			"device", "devices", "valve", "valves", "switch", "switches", "lamp", "lamps":
			return true
		}
	case "print":
		// print_document, print_label: paper out of the user's
		// printer (probe round 84); not print_schema or print_tree,
		// which print into the chat.
		switch object {
		case "document", "documents", "file", "files", "label", "labels", "pdf", "receipt", "receipts", "photo", "photos",
			"job", "jobs", "ticket", "tickets", "shipping", "page", "pages":
			return true
		}
	case "rerun":
		// rerun_workflow, rerun_job (probe round 84): run again.
		return object != ""
	case "open":
		// open_pull_request, open_issue, open_ticket (probe round 84);
		// not open_file or open_url, which read.
		switch object {
		case "pull", "pr", "prs", "issue", "issues", "ticket", "tickets", "incident", "incidents", "case", "cases",
			"position", "positions", "trade", "account", "dispute", "disputes", "claim", "claims":
			return true
		}
	case "close":
		switch object {
		case "issue", "issues", "ticket", "tickets", "pr", "prs", "pull", "incident", "incidents", "case", "cases",
			"deal", "deals", "task", "tasks", "milestone", "sprint", "epic", "position", "positions", "account", "conversation":
			return true
		}
	case "apply":
		// apply_migrations, apply_patch, apply_discount; not a query's
		// filter (apply_filter).
		switch object {
		case "migration", "migrations", "patch", "patches", "change", "changes", "changeset", "changesets", "discount",
			"discounts", "coupon", "coupons", "plan", "manifest", "manifests", "terraform", "policy", "policies", "fix", "fixes",
			"edit", "edits", "diff", "label", "labels", "template", "update", "updates", "credit", "credits":
			return true
		}
	case "merge":
		return object != "request" && object != "requests"
	case "start", "stop":
		// start_timer, stop_instance; not start_here or start_session.
		switch object {
		case "timer", "timers", "instance", "instances", "vm", "vms", "container", "containers", "build", "builds",
			"job", "jobs", "workflow", "workflows", "pipeline", "pipelines", "campaign", "campaigns", "deployment",
			"deployments", "service", "services", "cluster", "clusters", "recording", "stream", "broadcast":
			return true
		}
	case "log":
		switch object {
		case "workout", "workouts", "meal", "meals", "food", "hours", "entry", "entries", "activity", "activities",
			"expense", "expenses", "call", "calls", "visit", "visits", "water", "weight", "sleep", "mood", "habit",
			"habits", "set", "sets", "exercise", "exercises", "run", "runs":
			return true
		}
	}
	return false
}

// objectHeadActs reports a verb that acts only on the objects IdentAct
// lists, given an object of several words whose head, its last word
// before a preposition, is one of them: set_mailbox_permission sets a
// permission, start_ec2_instance starts an instance, close_jira_issue
// closes an issue. The verbs that act on any object but a few
// (retry, replay, add) are not read by the head: replay_session_events
// watches a session.
func objectHeadActs(verb string, object []string) bool {
	switch verb {
	case "resolve", "set", "close", "apply", "start", "stop", "log":
	default:
		return false
	}
	n := len(object)
	for i, w := range object {
		if i > 0 && NounPreposition(w) {
			n = i
			break
		}
	}
	return n > 1 && IdentAct(verb, object[n-1])
}

// cliName reports the command-line tools that MCP servers wrap one
// subcommand per tool (kubectl_get, helm_rollback, docker_pause,
// ec2_stop, tf_apply).
func cliName(p string) bool {
	switch p {
	case "kubectl", "helm", "docker", "podman", "git", "gh", "terraform", "tf", "aws", "ec2", "gcloud", "az", "systemctl", "pm2",
		"argocd", "flux", "oc":
		return true
	}
	return false
}

// cliAct reports a command-line tool's subcommands that act on what
// it manages, alone after its name (tf_apply, ec2_stop, git_push): the
// verbs IdentAct holds to an object take it from the tool.
func cliAct(p string) bool {
	switch p {
	case "apply", "destroy", "start", "stop", "restart", "reboot", "terminate", "push", "reset", "merge", "taint",
		"untaint", "exec", "deploy", "install", "uninstall", "upgrade":
		return true
	}
	return false
}

// vendorPrefixed reports an identifier's parts that may start with a
// prefix naming the server or its vendor: three or more parts, the
// first no word of acting (acme_cancel_order, acme_get_orders).
func vendorPrefixed(parts []string) bool {
	if len(parts) < 3 {
		return false
	}
	_, acts := Form(parts[0])
	return !acts
}

// CodeObject reports an identifier's part that, after "run" or "exec",
// makes it one of running code: run_command, exec_shell, run_script.
func CodeObject(part string) bool {
	switch part {
	case "code", "command", "commands", "shell", "script", "scripts", "python", "js", "javascript", "bash",
		"applescript", "powershell", "lua": // run_applescript (probe round 62)
		return true
	}
	return false
}

// proseWriteRe is a phrase of acting and the word it stands for.
type proseWriteRe struct {
	re       *phraseRe
	root     string
	category string
	// strong marks a phrase of changes that says as much as money or
	// messages do: a door unlocked is not a draft edited.
	strong bool
}

// proseWriteRes are phrases of acting that the single-word vocabulary
// cannot carry in running text. The table is built on first use, each
// phrase's hand-built pattern on its first match (its expression
// compiles later still, when first needed).
var proseWriteRes = sync.OnceValue(proseWriteTable)

func proseWriteTable() []proseWriteRe {
	return []proseWriteRe{
		{phrase(`\bplace[sd]?\s+(?:an?\s+|the\s+|new\s+)*(?:(?:buy\s+|sell\s+|limit\s+|market\s+|stop\s+)?orders?|bets?|wagers?)\b`, "place").needs("order", "bet", "wager").byHand(func() pattern {
			return seq(
				wordBoundary, lit("place"), opt(lits("s", "d")), spaces, star(alt(seq(lit("a"), opt(lit("n")), spaces), w("the"), w("new"))),
				alt(seq(opt(alt(w("buy"), w("sell"), w("limit"), w("market"), w("stop"))), plural("order")), plural("bet"), plural("wager")),
				wordBoundary)
		}), "order", Money, false},
		{phrase(`\b(?:buy|sell|limit|market|stop-loss)\s+orders?\b`, "buy", "sell", "limit", "market", "stop-loss").needs("order").byHand(func() pattern {
			return seq(
				wordBoundary, lits("buy", "sell", "limit", "market", "stop-loss"), spaces, plural("order"), wordBoundary)
		}), "order", Money, false},
		{phrase(`\bsign(?:s|ing)?\s+(?:a\s+|the\s+)?(?:transactions?|tx|orders?)\b`, "sign").needs("transaction", "tx", "order").byHand(func() pattern {
			return seq(
				wordBoundary, lit("sign"), opt(lits("s", "ing")), spaces, opt(alt(w("a"), w("the"))),
				alt(plural("transaction"), lit("tx"), plural("order")), wordBoundary)
		}), "sign", Money, false},
		{phrase(`\btransfer(?:s|ring)?\s+(?:the\s+|your\s+)?(?:funds|money|crypto|tokens|usdc|usdt|btc|eth|sol|balance)\b|\b(?:wire|bank)\s+transfers?\b`, "transfer", "wire", "bank").byHand(func() pattern {
			return alt(
				seq(wordBoundary, lit("transfer"), opt(lits("s", "ring")), spaces, opt(alt(w("the"), w("your"))),
					lits("funds", "money", "crypto", "tokens", "usdc", "usdt", "btc", "eth", "sol", "balance"), wordBoundary),
				seq(wordBoundary, lits("wire", "bank"), spaces, plural("transfer"), wordBoundary))
		}), "transfer", Money, false},
		{phrase(`\b(?:send(?:s|ing)?)\s+(?:an?\s+|the\s+|your\s+|their\s+)?(?:e-?mails?|mails?|messages?|sms|texts?|dms?|tweets?|notifications?|invit\w*)\b`, "send").
			needs("mail", "message", "sms", "text", "dm", "tweet", "notification", "invit").
			byHand(func() pattern {
				return seq(
					wordBoundary, lit("send"), opt(lits("s", "ing")), spaces,
					opt(alt(seq(lit("a"), opt(lit("n")), spaces), w("the"), w("your"), w("their"))),
					alt(seq(lit("e"), opt(lit("-")), lit("mail"), opt(lit("s"))), seq(lit("mail"), opt(lit("s"))), seq(lit("message"), opt(lit("s"))),
						lit("sms"), seq(lit("text"), opt(lit("s"))), seq(lit("dm"), opt(lit("s"))), seq(lit("tweet"), opt(lit("s"))),
						seq(lit("notification"), opt(lit("s"))), seq(lit("invit"), wordRest)),
					wordBoundary)
			}), "send", Messages, false},
		// Sending money is paying, not messaging.
		{phrase(`\b(?:send(?:s|ing)?)\s+(?:the\s+|your\s+|their\s+)?(?:money|payments?|funds|crypto)\b`, "send").
			needs("money", "payment", "funds", "crypto").
			byHand(func() pattern {
				return seq(
					wordBoundary, lit("send"), opt(lits("s", "ing")), spaces, opt(alt(w("the"), w("your"), w("their"))),
					alt(lit("money"), seq(lit("payment"), opt(lit("s"))), lit("funds"), lit("crypto")),
					wordBoundary)
			}), "send", Money, false},
		// "post it to TikTok", "fetch, post and search on Reddit" (a verb
		// joined to it shares the place; "posts and comments on Reddit"
		// are nouns)
		{phrase(`\bpost(?:s|ing)?\s+(?:it\s+|them\s+|this\s+|a\s+\w+\s+|(?:and|or)\s+(?:search|read|fetch|browse|schedule|share|publish|reply|comment|vote)\s+)?(?:to|on)\s+(?:\w+\s+)?(?:tiktok|youtube|twitter|x|slack|discord|telegram|linkedin|facebook|instagram|reddit|mastodon|bluesky|threads|the\s+channel|a\s+channel|social)\b`, "post").byHand(func() pattern {
			return seq(
				wordBoundary, lit("post"), opt(lits("s", "ing")), spaces,
				opt(alt(w("it"), w("them"), w("this"), seq(w("a"), word, spaces), seq(alt(w("and"), w("or")), lits("search", "read", "fetch", "browse", "schedule", "share", "publish", "reply", "comment", "vote"), spaces))),
				lits("to", "on"), spaces, opt(seq(word, spaces)),
				alt(lits("tiktok", "youtube", "twitter", "x", "slack", "discord", "telegram", "linkedin", "facebook", "instagram", "reddit",
					"mastodon", "bluesky", "threads"), seq(w("the"), lit("channel")), seq(w("a"), lit("channel")), lit("social")),
				wordBoundary)
		}), "post", Messages, false},
		{phrase(`\bwrites?\s+(?:\S+\s+){0,3}?into\b`, "write").needs("into").byHand(func() pattern {
			return seq(
				wordBoundary, plural("write"), spaces, upTo(3, seq(nonSpace, spaces)), lit("into"), wordBoundary)
		}), "write", Changes, false},
		{phrase(`\bwrite[- ](?:tool(?:s|ing)?|access|permissions?|operations?|capable)\b`, "write").needs("tool", "access", "permission", "operation", "capable").byHand(func() pattern {
			return seq(
				wordBoundary, lit("write"), lits("-", " "),
				alt(seq(lit("tool"), opt(lits("s", "ing"))), lit("access"), seq(lit("permission"), opt(lit("s"))),
					seq(lit("operation"), opt(lit("s"))), lit("capable")),
				wordBoundary)
		}), "write", Changes, false},
		// "Execute the shell command on the remote server" (a determiner
		// only before "shell": "run the command below" sets up).
		{phrase(`\b(?:run|runs|execute|executes)\s+(?:arbitrary\s+|any\s+)?(?:code|python|javascript|(?:(?:the|a)\s+)?shell\s+commands?|commands?|scripts?|sql)\b`, "run", "execute").needs("code", "python", "javascript", "command", "script", "sql").byHand(func() pattern {
			return seq(
				wordBoundary, lits("run", "runs", "execute", "executes"), spaces, opt(alt(w("arbitrary"), w("any"))),
				alt(lit("code"), lit("python"), lit("javascript"), seq(opt(alt(w("the"), w("a"))), w("shell"), lit("command"), opt(lit("s"))),
					seq(lit("command"), opt(lit("s"))), seq(lit("script"), opt(lit("s"))), lit("sql")),
				wordBoundary)
		}), "run code", Code, false},
		// "runs the model's code with internet access", "runs your code",
		// "lets each worker run terminal commands" (probe round 40).
		{phrase(`\b(?:run|runs|execute|executes)\s+(?:(?:the|your|their)\s+(?:(?:model|agent|user)'s\s+)?code|(?:terminal|bash)\s+commands?)\b`, "run", "execute").needs("code", "command").byHand(func() pattern {
			return seq(
				wordBoundary, lits("run", "runs", "execute", "executes"), spaces,
				alt(seq(lits("the", "your", "their"), spaces, opt(seq(lits("model", "agent", "user"), lit("'s"), spaces)), lit("code")),
					seq(lits("terminal", "bash"), spaces, plural("command"))),
				wordBoundary)
		}), "run code", Code, false},
		{phrase(`\barbitrary\s+(?:code|python|commands?|sql)\b`, "arbitrary").needs("code", "python", "command", "sql").byHand(func() pattern {
			return seq(
				wordBoundary, w("arbitrary"), alt(lit("code"), lit("python"), plural("command"), lit("sql")), wordBoundary)
		}), "run code", Code, false},
		// "gives your agent a bash session on your dev machine", "shell
		// access to the server".
		{phrase(`\b(?:bash|shell|terminal)\s+(?:sessions?|access)\b`, "bash", "shell", "terminal").needs("session", "access").byHand(func() pattern {
			return seq(wordBoundary, lits("bash", "shell", "terminal"), spaces, alt(plural("session"), lit("access")), wordBoundary)
		}), "run code", Code, false},
		// "runs the test suite or any shell command you confirm" ("any
		// code" alone is as often "without writing any code").
		{phrase(`\bany\s+shell\s+commands?\b`, "any").needs("shell").byHand(func() pattern {
			return seq(wordBoundary, w("any"), w("shell"), plural("command"), wordBoundary)
		}), "run code", Code, false},
		{phrase(`\bexecut(?:e|es|ing)\s+(?:the\s+|a\s+|an\s+)?(?:trades?|orders?|transactions?|payments?|transfers?|swaps?)\b`, "execut").needs("trade", "order", "transaction", "payment", "transfer", "swap").byHand(func() pattern {
			return seq(
				wordBoundary, lit("execut"), lits("e", "es", "ing"), spaces, opt(alt(w("the"), w("a"), w("an"))),
				alt(plural("trade"), plural("order"), plural("transaction"), plural("payment"), plural("transfer"), plural("swap")),
				wordBoundary)
		}), "trade", Money, false},
		// Acts on things in the world: a vehicle's or a home's doors,
		// climate, charging, lights and thermostat ("lock or unlock
		// doors", "start climate control", "turn on the lights"). The
		// window a browser opens and a model's temperature are not
		// among them.
		{phrase(`\b(?:lock|locks|locking|unlock|unlocks|unlocking|open|opens|opening|close|closes|closing|arm|arms|arming|disarm|disarms|disarming)\s+(?:or\s+(?:lock|unlock|open|close|arm|disarm)\s+)?(?:the\s+|your\s+|its\s+)?(?:front\s+|back\s+|garage\s+|car\s+)?(?:doors?|trunk|frunk|garage|sunroof|alarm)\b`,
			"lock", "unlock", "open", "close", "arm", "disarm").
			needs("door", "trunk", "frunk", "garage", "sunroof", "alarm").
			byHand(func() pattern {
				return seq(
					wordBoundary, lits("lock", "locks", "locking", "unlock", "unlocks", "unlocking", "open", "opens", "opening",
						"close", "closes", "closing", "arm", "arms", "arming", "disarm", "disarms", "disarming"), spaces,
					opt(seq(w("or"), lits("lock", "unlock", "open", "close", "arm", "disarm"), spaces)),
					opt(alt(w("the"), w("your"), w("its"))), opt(alt(w("front"), w("back"), w("garage"), w("car"))),
					alt(plural("door"), lit("trunk"), lit("frunk"), lit("garage"), lit("sunroof"), lit("alarm")),
					wordBoundary)
			}), "lock", Changes, true},
		{phrase(`\b(?:start|starts|starting|stop|stops|stopping)\s+(?:the\s+|your\s+)?(?:charging|climate|hvac|defrost)\b`,
			"start", "stop").
			needs("charging", "climate", "hvac", "defrost").
			byHand(func() pattern {
				return seq(
					wordBoundary, lits("start", "starts", "starting", "stop", "stops", "stopping"), spaces,
					opt(alt(w("the"), w("your"))), lits("charging", "climate", "hvac", "defrost"), wordBoundary)
			}), "start", Changes, true},
		{phrase(`\b(?:turn|turns|turning|switch|switches|switching)\s+(?:on|off)\s+(?:the\s+|your\s+|all\s+)?(?:\w+\s+){0,2}?(?:lights?|lamps?|heating|heater|plugs?|sockets?|fans?)\b`,
			"turn", "switch").
			needs("light", "lamp", "heat", "plug", "socket", "fan").
			byHand(func() pattern {
				return seq(
					wordBoundary, lits("turn", "turns", "turning", "switch", "switches", "switching"), spaces, lits("on", "off"), spaces,
					opt(alt(w("the"), w("your"), w("all"))), upTo(2, seq(word, spaces)),
					alt(plural("light"), plural("lamp"), lit("heating"), lit("heater"), plural("plug"), plural("socket"), plural("fan")),
					wordBoundary)
			}), "turn on", Changes, true},
		// "change who can see a Google Drive file": a file's sharing
		// (probe round 34).
		{phrase(`\bchang(?:e|es|ing)\s+who\s+can\s+(?:see|view|access|edit|open|read)\b`, "chang").needs("who").byHand(func() pattern {
			return seq(
				wordBoundary, lit("chang"), lits("e", "es", "ing"), spaces, w("who"), w("can"),
				lits("see", "view", "access", "edit", "open", "read"), wordBoundary)
		}), "share", Changes, true},
		// "send the document to their office printer": paper comes out
		// somewhere (probe round 34).
		{phrase(`\bsend(?:s|ing)?\s+(?:\S+\s+){0,3}?to\s+(?:the\s+|a\s+|an\s+|your\s+|their\s+)?(?:\w+\s+)?printers?\b`, "send").needs("printer").byHand(func() pattern {
			return seq(
				wordBoundary, lit("send"), opt(lits("s", "ing")), spaces, upTo(3, seq(nonSpace, spaces)), w("to"),
				opt(alt(w("the"), w("a"), w("an"), w("your"), w("their"))), opt(seq(word, spaces)), plural("printer"), wordBoundary)
		}), "print", Changes, true},
		// A library's loans and holds: "renew a library loan or place a
		// hold" acts on the user's account as a booking does.
		{phrase(`\b(?:renew(?:s|ing)?|plac(?:e|es|ed|ing))\s+(?:a\s+|an\s+|the\s+|your\s+|their\s+)?(?:library\s+)?(?:loans?|holds?)\b`, "renew", "plac").needs("loan", "hold").byHand(func() pattern {
			return seq(
				wordBoundary, alt(seq(lit("renew"), opt(lits("s", "ing"))), seq(lit("plac"), lits("e", "es", "ed", "ing"))), spaces,
				opt(alt(w("a"), w("an"), w("the"), w("your"), w("their"))), opt(w("library")), alt(plural("loan"), plural("hold")), wordBoundary)
		}), "hold", Changes, true},
		{phrase(`\bset(?:s|ting)?\s+(?:the\s+|your\s+)?thermostats?\b`, "set").needs("thermostat").byHand(func() pattern {
			return seq(wordBoundary, lit("set"), opt(lits("s", "ting")), spaces, opt(alt(w("the"), w("your"))), plural("thermostat"), wordBoundary)
		}), "set", Changes, true},
		{exact(`\b(?:POST|PUT|PATCH|DELETE)\b`, false, "POST", "PUT", "PATCH", "DELETE").byHand(func() pattern { return seq(wordBoundary, lits("POST", "PUT", "PATCH", "DELETE"), wordBoundary) }), "http write", Changes, false},
	}
}

// negatedRe ends text that negates what follows: "no write tools",
// "does not publish", "do not attempt to buy", "never buy or" (sell).
var negatedRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)\b(?:no|not|never|without|nor|cannot|can't|don't|doesn't|won't)\s+` +
		`(?:(?:attempt|attempts|try|tries|ever|to|be|able|allowed|directly|automatically)\s+){0,3}` +
		`(?:\S+\s+)?(?:\S+\s+(?:or|and)\s+)?$`)
})

// figurativeRe follows "pay" and "spend" used of time and effort.
var figurativeRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)^\s+(?:\S+\s+){0,3}?(?:cost|costs|price|attention|effort|time|hours|minutes|days|penalty|tokens|quota|dearly)\b`)
})

// figurativeUse is figurativeRe by hand (see pattern).
var figurativeUse = seq(spaces, upTo(3, seq(nonSpace, spaces)),
	lits("cost", "costs", "price", "attention", "effort", "time", "hours", "minutes", "days", "penalty", "tokens", "quota", "dearly"), wordBoundary)

// figurative reports whether the text after "pay" or "spend" makes it
// figurative ("pay attention", "spend a few minutes").
func figurative(after string) bool {
	if foldsToASCII(after) {
		return figurativeRe().MatchString(after) // case folding: see pattern
	}
	return figurativeUse.match(ident.ASCIILower(after), 0, func(int) bool { return true })
}

// negation is negatedRe by hand (see pattern), matched at the end of
// the text.
var negation = seq(wordBoundary, lits("no", "not", "never", "without", "nor", "cannot", "can't", "don't", "doesn't", "won't"),
	spaces, upTo(3, seq(lits("attempt", "attempts", "try", "tries", "ever", "to", "be", "able", "allowed", "directly", "automatically"), spaces)),
	opt(seq(nonSpace, spaces)), opt(seq(nonSpace, spaces, lits("or", "and"), spaces)))

// negated reports whether the words before off negate what follows.
func negated(text string, off int) bool {
	window := text[max(0, off-40):off]
	if foldsToASCII(window) {
		return negatedRe().MatchString(window) // case folding: see pattern
	}
	lower := ident.ASCIILower(window)
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

// FirstActingPhrase returns the first phrase of acting in t ("places an
// order", "transfer funds") that the single-word vocabulary cannot carry,
// and its category; HTTP write methods do not count.
func FirstActingPhrase(t *Text) (Span, string, bool) {
	res := proseWriteRes()
	for _, r := range res[:len(res)-1] {
		if m := r.re.FindAll(t); len(m) > 0 {
			return Span{Start: m[0][0], End: m[0][1]}, r.category, true
		}
	}
	return Span{}, "", false
}

// Negated reports whether the words just before text[off:] negate what
// follows ("does not publish", "no write tools").
func Negated(text string, off int) bool { return negated(text, off) }
