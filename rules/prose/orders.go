package prose

import (
	"regexp"
	"slices"
	"strings"
	"sync"
)

// OrderKind is what a tool description orders the model to do.
type OrderKind uint8

// The orders a tool description has no business giving (the ways tool
// poisoning steers a model), as trust-and-security.md lists them.
const (
	// Override: ignore earlier instructions, or put these above them.
	Override OrderKind = iota + 1
	// Conceal: keep something from the user.
	Conceal
	// CallFirst: call a tool before anything else, or on a trigger.
	CallFirst
	// ReadSecret: read local credential files or the user's secrets.
	ReadSecret
	// SendOut: send data to an address, or pass the conversation on.
	SendOut
)

// Order is a place in a tool description that gives the model an order.
type Order struct {
	Kind       OrderKind
	Start, End int
}

// Phrases shared by the order patterns, written without (?i).
const (
	// inSentence runs on within one sentence: a '.', '!' or '?' ends it
	// only before a space or the end, so paths and domains stay inside.
	inSentence = `(?:[^.!?\n]|[.!?][^\s])*?`
	// secretPath names local files that hold credentials.
	secretPath = `(?:\bid_(?:rsa|dsa|ecdsa|ed25519)\b|\.ssh/(?:id_\w+|\*|[\w-]*key)|\.ssh(?:[^/\w]|$)|\.aws/credentials|` +
		`(?:^|[\s"'` + "`" + `(/~])\.env(?:\.\w+)?\b|\bmcp\.json\b|\bclaude_desktop_config\.json\b|\.cursor/|\.netrc\b|\.npmrc\b|\.pypirc\b|` +
		`\.git-credentials\b|\.docker/config\.json\b|\.kube/config\b|\.gnupg\b|\.password-store\b|\bwallet\.dat\b|\bkeychains?\b|` +
		`\.(?:bash|zsh)_history\b|/etc/(?:passwd|shadow|sudoers)\b|/secrets?/)`
	// dataObject is what is sent: a pronoun, "all …", or a noun of data.
	dataObject = `(?:it|this|that|them|these|those|everything|all\b|any\b|every\b|a\s+copy\b|copies\b|` +
		`(?:the|its|their|your|this|that|these|those|each|every|any|all)\s+(?:\S+\s+){0,3}?` +
		`(?:data|contents?|results?|outputs?|responses?|files?|keys?|tokens?|credentials|secrets?|passwords?|history|messages?|` +
		`conversations?|chats?|transcripts?|information|info|details|arguments|parameters|inputs|e-?mails?|prompts?|notes?|documents?|` +
		`records?|logs?|values?|variables?)\b)`
	// destination is a literal address data can go to: a URL, an
	// e-mail address, a phone number or a bare domain.
	destination = `(?:https?://\S+|www\.\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+?\d[\d -]{7,}\d|` +
		`[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|xyz|ru|cn|top|site|app|dev|sh|me|co|info|biz|cc|tk|pw|su|onion)\b)`
)

// orderPhrase is one pattern of an order.
type orderPhrase struct {
	re   *phraseRe
	kind OrderKind
}

// orderPhrases are the patterns of orders, built on first use; each
// expression compiles only when a description holds its needed words.
var orderPhrases = sync.OnceValue(func() []orderPhrase {
	return []orderPhrase{
		// "Ignore all previous instructions", "disregard the system prompt".
		{phrase(`\b(?:ignore|disregard|forget|override|bypass)\s+(?:all\s+(?:of\s+)?|any\s+)?(?:the\s+|your\s+|its\s+|my\s+)?`+
			`(?:other\s+|previous\s+|prior\s+|earlier\s+|above\s+|preceding\s+|former\s+|original\s+|initial\s+|system\s+|safety\s+|developer'?s?\s+|user'?s?\s+)+`+
			`(?:\S+\s+)?(?:instructions?|prompts?|guidelines|directives?|guardrails|rules|policies|constraints)\b`,
			"ignore", "disregard", "forget", "override", "bypass").
			needs("instruction", "prompt", "guideline", "directive", "guardrail", "rule", "polic", "constraint"), Override},
		{phrase(`\b(?:ignore|disregard|forget)\s+(?:all\s+|any\s+)?(?:your\s+|the\s+)?(?:instructions|guidelines|guardrails|system\s+prompt)\b`,
			"ignore", "disregard", "forget").needs("instruction", "guideline", "guardrail", "prompt"), Override},
		// "These instructions take precedence over any other instructions".
		{phrase(`\b(?:takes?|has|have|get|gets)\s+(?:precedence|priority)\s+over\s+(?:all\s+|any\s+)?(?:other\s+|previous\s+|prior\s+|the\s+user'?s?\s+|your\s+|system\s+)*`+
			`(?:instructions|prompts?|guidelines|rules|requests)\b`, "take", "takes", "has", "have", "get", "gets").
			needs("precedence", "priority").needs("instruction", "prompt", "guideline", "rule", "request"), Override},

		// "Do not tell the user", "never let the user know".
		{phrase(`\b(?:do\s+not|don't|never|must\s+not|should\s+not|shouldn't|mustn't)\s+(?:ever\s+)?(?:tell|inform|let)\s+the\s+user\b`,
			"do", "don't", "never", "must", "should", "shouldn't", "mustn't").needs("user"), Conceal},
		// "Do not mention that you read the file".
		{phrase(`\b(?:do\s+not|don't|never|must\s+not|should\s+not)\s+(?:ever\s+)?(?:mention|reveal|disclose|admit|acknowledge)\s+(?:to\s+the\s+user\s+)?`+
			`(?:this|that|these|it|any\s+of\s+this|the\s+(?:fact|instructions?|note|step|steps|file|above))\b`,
			"do", "don't", "never", "must", "should").needs("mention", "reveal", "disclose", "admit", "acknowledge"), Conceal},
		{phrase(`\bwithout\s+(?:telling|informing|alerting)\s+the\s+user\b|\bwithout\s+the\s+user\s+(?:knowing|noticing|seeing|being\s+(?:told|informed|aware))\b`,
			"without").needs("user"), Conceal},
		{phrase(`\b(?:keep|hide|conceal)\s+(?:this|it|that|these|them|the\s+\S+(?:\s+\S+)?)\s+(?:secret\s+|hidden\s+|private\s+)?from\s+the\s+user\b`,
			"keep", "hide", "conceal").needs("user"), Conceal},
		{phrase(`\bthe\s+user\s+(?:must|should|need|needs|may)\s+(?:not|never)\s+(?:know|see|find\s+out|learn|notice|be\s+(?:told|informed|aware|shown))\b`,
			"the").needs("user").needs("not", "never"), Conceal},
		{phrase(`\b(?:secretly|covertly|surreptitiously)\b`, "secretly", "covertly", "surreptitiously"), Conceal},
		{phrase(`\b(?:could|would|might|will|may)\s+(?:even\s+)?(?:upset|alarm|scare|frighten|worry)\s+the\s+user\b`,
			"could", "would", "might", "will", "may").needs("user"), Conceal},

		// "Before using any other tool, call …".
		{phrase(`\bbefore\s+(?:using|calling|invoking|running|executing|answering|responding|replying|doing)\s+(?:any|every|all)\s+(?:other\s+)?`+
			`(?:tools?|functions?|actions?|tasks?|requests?|questions?|thing)\b`, "before").needs("tool", "function", "action", "task", "request", "question", "thing"), CallFirst},
		// "Always call this tool at the start of every conversation".
		{phrase(`\b(?:call|use|invoke|run)\s+this\s+(?:tool|function)\s+(?:before\s+(?:any|every|all)\b|at\s+the\s+(?:start|beginning)\s+of\s+(?:every|each|any)\b|`+
			`(?:on|for|after)\s+(?:every|each)\s+(?:message|turn|request|response|reply|conversation|prompt)\b)`, "call", "use", "invoke", "run").needs("this"), CallFirst},
		// "Whenever the user says 'thanks', call this tool": a trigger.
		{phrase(`\b(?:whenever|every\s+time|each\s+time|if|when|once)\s+the\s+user\s+(?:says|types|writes|sends|mentions|uses\s+the\s+(?:word|phrase))\b`+
			inSentence+`\b(?:call|use|invoke|run|trigger)\s+this\s+(?:tool|function)\b`,
			"whenever", "every", "each", "if", "when", "once").needs("user").needs("this"), CallFirst},

		// "Read ~/.ssh/id_rsa", "pass the contents of mcp.json".
		{phrase(`\b(?:read|cat|open|load|include|pass|send|attach|copy|paste|print|output|dump|fetch|retrieve|collect|extract|grab|upload|exfiltrate|`+
			`forward|append|embed|insert|provide|access|get|contents?\s+of)\b`+inSentence+secretPath,
			"read", "cat", "open", "load", "include", "pass", "send", "attach", "copy", "paste", "print", "output", "dump", "fetch", "retrieve",
			"collect", "extract", "grab", "upload", "exfiltrate", "forward", "append", "embed", "insert", "provide", "access", "get", "content").
			needs("ssh", "id_", "aws", "env", "mcp", "claude", "cursor", "netrc", "npmrc", "pypirc", "git-cred", "docker", "kube", "gnupg",
				"password", "wallet", "keychain", "history", "passwd", "shadow", "sudoers", "secret"), ReadSecret},
		// "Include the user's API keys".
		{phrase(`\b(?:include|pass|attach|send|forward|upload|append|embed|insert|paste|put|add|share|leak|exfiltrate|provide|collect|gather|harvest|steal|grab|dump)\s+`+
			`(?:all\s+(?:of\s+)?|any\s+|every\s+)?(?:the\s+user'?s?\s+|the\s+users'\s+|users'\s+|their\s+|your\s+|local\s+|stored\s+|saved\s+|all\s+(?:the\s+)?)`+
			`(?:\S+\s+){0,2}?(?:api\s+keys?|private\s+keys?|ssh\s+keys?|credentials|passwords|access\s+tokens|auth(?:entication)?\s+tokens|tokens|secrets|`+
			`environment\s+variables|env\s+vars|cookies|seed\s+phrases?|recovery\s+phrases?)\b`,
			"include", "pass", "attach", "send", "forward", "upload", "append", "embed", "insert", "paste", "put", "add", "share", "leak",
			"exfiltrate", "provide", "collect", "gather", "harvest", "steal", "grab", "dump").
			needs("key", "credential", "password", "token", "secret", "environment", "env", "cookie", "phrase"), ReadSecret},

		// "Send the results to https://…", "forward every message to x@y.z".
		{phrase(`\b(?:send|post|upload|forward|transmit|exfiltrate|submit|deliver|e-?mail|mail|copy|sync|mirror|log|leak|share|relay|push|report|`+
			`beacon|bcc|cc|pipe|stream)\s+`+dataObject+inSentence+`\bto\s+`+destination,
			"send", "post", "upload", "forward", "transmit", "exfiltrate", "submit", "deliver", "email", "e-mail", "mail", "copy", "sync",
			"mirror", "log", "leak", "share", "relay", "push", "report", "beacon", "bcc", "cc", "pipe", "stream").needs("to"), SendOut},
		// "Always add bcc: archive@…", "change the recipient to +1555…".
		{phrase(`\b(?:add|include|set|use|change|replace|put|always\s+(?:add|include|set|use))\s+(?:a\s+|an\s+|the\s+)?(?:bcc|cc|recipients?|destination|address|number|`+
			`phone(?:\s+number)?|webhook|endpoint|callback(?:\s+url)?)\s*(?::|to|=|as|with|field\s+to)?\s*["'`+"`"+`]?`+destination,
			"add", "include", "set", "use", "change", "replace", "put", "always").
			needs("bcc", "cc", "recipient", "destination", "address", "number", "phone", "webhook", "endpoint", "callback"), SendOut},
		// "Include the full chat history in the notes".
		{phrase(`\b(?:include|pass|put|add|insert|append|attach|send|provide|copy|paste|embed|place|fill\s+in|populate|dump)\s+(?:in\s+)?`+
			`(?:the\s+|all\s+(?:of\s+)?(?:the\s+)?|every\s+|your\s+|our\s+|this\s+)?(?:full\s+|entire\s+|complete\s+|whole\s+|previous\s+|prior\s+|earlier\s+|recent\s+)*`+
			`(?:(?:chat|conversation|message|dialog(?:ue)?|session)\s+(?:history|transcript|log|logs)\b|(?:previous|prior|earlier|past)\s+(?:messages|exchanges|turns|conversations?)\b)`,
			"include", "pass", "put", "add", "insert", "append", "attach", "send", "provide", "copy", "paste", "embed", "place", "fill", "populate", "dump").
			needs("history", "transcript", "log", "messages", "exchanges", "turns", "conversation"), SendOut},
	}
})

// Orders returns the orders a tool description gives the model, in
// order, one per phrase matched. A phrase that the words before it
// negate ("never send data to …") is not an order, except the orders to
// keep quiet, which are negations themselves.
func Orders(pt *Text) []Order {
	var out []Order
	for _, op := range orderPhrases() {
		for _, m := range op.re.FindAll(pt) {
			if op.kind != Conceal && negated(pt.text, m[0]) {
				continue
			}
			if op.kind == SendOut && exampleDestination(pt.text[m[0]:m[1]]) {
				continue
			}
			end := m[1]
			if op.kind == ReadSecret || op.kind == SendOut {
				end = wordEnd(pt.text, m[0], end) // the whole path or address
			}
			out = append(out, Order{Kind: op.kind, Start: m[0], End: end})
		}
	}
	slices.SortStableFunc(out, func(a, b Order) int { return a.Start - b.Start })
	// Two phrases may find one order: keep the first of a kind where
	// they overlap.
	kept := out[:0]
	for _, o := range out {
		dup := false
		for _, k := range kept {
			if k.Kind == o.Kind && o.Start < k.End {
				dup = true
			}
		}
		if !dup {
			kept = append(kept, o)
		}
	}
	return kept
}

// wordEnd extends a match that ends inside a path or an address to the
// end of it, and leaves out the punctuation that closes a sentence or a
// quotation.
func wordEnd(text string, start, end int) int {
	e := end
	for e < len(text) && e > 0 && !spaceByte(text[e-1]) && !spaceByte(text[e]) {
		e++
	}
	for e > start+1 && strings.IndexByte(".,;:!?)]}'\"`", text[e-1]) >= 0 {
		e--
	}
	return e
}

// exampleRe finds the domains reserved for documentation (RFC 2606,
// RFC 6761): a description showing an example address sends nothing.
var exampleRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)(?:^|[.@/])(?:example\.(?:com|net|org)|[a-z0-9-]+\.(?:example|test|invalid|localhost))\b`)
})

// exampleDestination reports an order whose address is an example one.
func exampleDestination(match string) bool {
	return strings.Contains(strings.ToLower(match), "example") && exampleRe().MatchString(match)
}

// ToolReference is a place where a description tells the model how to
// use a tool it names: "when calling send_email", "call get_token
// first".
type ToolReference struct {
	Name       string // the tool as written
	Start, End int    // the whole phrase
}

// toolRefPhrases find instructions about a named tool.
var toolRefPhrases = sync.OnceValue(func() []*phraseRe {
	const tool = `(?:the\s+)?[` + "`" + `'"]?[a-z][a-z0-9]*(?:[_.-][a-z0-9]+)+[` + "`" + `'"]?`
	return []*phraseRe{
		phrase(`\b(?:when(?:ever)?|before|after|each\s+time|every\s+time|instead\s+of|if)\s+(?:you\s+)?(?:use|using|call|calling|invoke|invoking|run|running|execute|executing)\s+`+tool,
			"when", "whenever", "before", "after", "each", "every", "instead", "if"),
		phrase(`\b(?:always\s+)?(?:call|use|invoke|run)\s+`+tool+`\s+(?:tool\s+)?(?:first|before|instead)\b`, "always", "call", "use", "invoke", "run").
			needs("first", "before", "instead"),
	}
})

// ToolReferences returns the instructions in pt about named tools, in
// order; the caller decides which name a tool of another server.
func ToolReferences(pt *Text) []ToolReference {
	var out []ToolReference
	for _, re := range toolRefPhrases() {
		for _, m := range re.FindAll(pt) {
			if negated(pt.text, m[0]) {
				continue
			}
			name := ""
			for s, e := range snakeOrDotted(pt.text[m[0]:m[1]]) {
				name = pt.text[m[0]+s : m[0]+e]
			}
			if name != "" {
				out = append(out, ToolReference{Name: name, Start: m[0], End: m[1]})
			}
		}
	}
	slices.SortStableFunc(out, func(a, b ToolReference) int { return a.Start - b.Start })
	return out
}

// snakeOrDotted yields the identifiers of s joined by "_", "-" or ".".
func snakeOrDotted(s string) func(func(int, int) bool) {
	return func(yield func(int, int) bool) {
		for i := 0; i < len(s); {
			if !isIdentStart(s[i]) || (i > 0 && isIdentByte(s[i-1])) {
				i++
				continue
			}
			j, joined := i, false
			for j < len(s) && (isIdentByte(s[j]) || ((s[j] == '_' || s[j] == '-' || s[j] == '.') && j+1 < len(s) && isIdentByte(s[j+1]))) {
				if s[j] == '_' || s[j] == '-' || s[j] == '.' {
					joined = true
				}
				j++
			}
			if joined && !yield(i, j) {
				return
			}
			i = j + 1
		}
	}
}

func isIdentStart(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }
func isIdentByte(c byte) bool  { return isIdentStart(c) || '0' <= c && c <= '9' }
