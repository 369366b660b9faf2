package secrets

import (
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/pluglint/pluglint/rules/ident"
)

// format is a token format with a fixed, recognisable shape.
type format struct {
	name   string
	re     expr
	prefix int // how many leading characters of a match are the format's own
	// literals: every match contains one of them, so the regexp runs (and
	// is compiled) only for values that hold one.
	literals []string
}

// formatPre holds, for formats whose literal is common, a cheaper test
// that must also pass for the regexp to run.
var formatPre = map[string]func(string) bool{"a Discord bot token": discordShape}

// expr is a format's expression, compiled on first use. Most start with
// \b and then their literal. Go's regexp jumps from one occurrence of an
// expression's literal prefix to the next with a fast byte search, but a
// leading \b hides the prefix from it: `\bSK[0-9a-f]{32}\b` ran its
// automaton over every byte of a skill that mentions a SKILL. So the
// expression compiles without its leading \b, and findAll checks that
// boundary itself; TestFindAllAsWritten and FuzzMatchers hold it to the
// expression as written.
type expr struct {
	written  string // as the format is described
	boundary bool   // written starts with \b
	re       func() *regexp.Regexp
}

func compile(written string) expr {
	rest, boundary := strings.CutPrefix(written, `\b`)
	return expr{written, boundary, sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(rest) })}
}

// findAll returns the matches of the expression as written, as
// FindAllStringIndex would. A match without the boundary is passed over
// and the search goes on from its next byte: no match of the written
// expression can start before it, as the expression without \b matches
// nowhere before it. No format's expression matches the empty string.
func (e expr) findAll(s string) [][]int {
	re := e.re()
	var out [][]int
	for pos := 0; pos < len(s); {
		loc := re.FindStringIndex(s[pos:])
		if loc == nil {
			break
		}
		start, end := pos+loc[0], pos+loc[1]
		if e.boundary && !wordBoundary(s, start) {
			pos = start + 1
			continue
		}
		out = append(out, []int{start, end})
		pos = max(end, start+1)
	}
	return out
}

// wordBoundary reports whether \b holds at byte i of s: an ASCII word
// character on one side and not on the other.
func wordBoundary(s string, i int) bool {
	before := i > 0 && isWordByte(s[i-1])
	after := i < len(s) && isWordByte(s[i])
	return before != after
}

func isWordByte(c byte) bool {
	return c == '_' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

// formats are the known token formats. The table is built on first
// use, not at start-up, and each expression compiles only when a value
// holds one of its literals.
var formats = sync.OnceValue(func() []format {
	return []format{
		// The key's body runs to its END line (or to the first byte that
		// cannot be in it): all of it is the credential, written with real
		// line breaks or, inside JSON source, with \n escapes.
		{"a private key", compile(`-----BEGIN ((RSA|EC|DSA|OPENSSH|PGP|ENCRYPTED) )?PRIVATE KEY( BLOCK)?-----(?:[A-Za-z0-9+/=:,\s]|\\[nr])*(?:-----END[ A-Z]*PRIVATE KEY( BLOCK)?-----)?`), 0, []string{"-----BEGIN "}},
		{"a GitHub token", compile(`\b(ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36,}\b`), 4, []string{"ghp_", "gho_", "ghu_", "ghs_", "ghr_"}},
		{"a GitHub token", compile(`\bgithub_pat_[A-Za-z0-9_]{22,}\b`), 4, []string{"github_pat_"}},
		{"a GitLab token", compile(`\bgl(pat|dt|rt|ptt|cbt|oas)-[A-Za-z0-9_-]{20,}`), 4, []string{"glpat-", "gldt-", "glrt-", "glptt-", "glcbt-", "gloas-"}},
		{"a Slack token", compile(`\bxox[abposr]-[A-Za-z0-9-]{10,}`), 4, []string{"xox"}},
		{"a Slack token", compile(`\bxapp-\d-[A-Za-z0-9-]{10,}`), 4, []string{"xapp-"}},
		{"a Slack webhook URL", compile(`hooks\.slack\.com/(services|workflows|triggers)/[A-Za-z0-9_/-]{20,}`), 0, []string{"hooks.slack.com/"}},
		{"a Discord webhook URL", compile(`discord(app)?\.com/api/webhooks/\d+/[A-Za-z0-9_-]{20,}`), 0, []string{".com/api/webhooks/"}},
		{"a Stripe key", compile(`\b(sk|rk)_(live|test)_[A-Za-z0-9]{16,}`), 4, []string{"_live_", "_test_"}},
		{"an Anthropic key", compile(`\bsk-ant-[A-Za-z0-9_-]{20,}`), 4, []string{"sk-ant-"}},
		{"an OpenAI key", compile(`\bsk-(proj|svcacct|admin)-[A-Za-z0-9_-]{20,}`), 4, []string{"sk-proj-", "sk-svcacct-", "sk-admin-"}},
		{"an OpenAI key", compile(`\bsk-[A-Za-z0-9]{20,}\b`), 3, []string{"sk-"}},
		{"an AWS access key", compile(`\b(AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}\b`), 4, []string{"AKIA", "ASIA", "ABIA", "ACCA"}},
		{"a Google API key", compile(`\bAIza[0-9A-Za-z_-]{35}`), 4, []string{"AIza"}},
		{"a Google OAuth secret", compile(`\bGOCSPX-[A-Za-z0-9_-]{20,}`), 4, []string{"GOCSPX-"}},
		{"a Google OAuth token", compile(`\bya29\.[A-Za-z0-9_-]{20,}`), 4, []string{"ya29."}},
		{"a JSON Web Token", compile(`\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}`), 3, []string{"eyJ"}},
		{"an npm token", compile(`\bnpm_[A-Za-z0-9]{36}\b`), 4, []string{"npm_"}},
		{"a PyPI token", compile(`\bpypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{20,}`), 4, []string{"pypi-AgEIcHlwaS5vcmc"}},
		{"a Hugging Face token", compile(`\bhf_[A-Za-z0-9]{30,}\b`), 3, []string{"hf_"}},
		{"a SendGrid key", compile(`\bSG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{20,}`), 3, []string{"SG."}},
		{"a Twilio key", compile(`\bSK[0-9a-f]{32}\b`), 2, []string{"SK"}},
		// No \b before the bot id: Telegram's API URLs write it right
		// after "bot" (https://api.telegram.org/bot<id>:<token>/).
		{"a Telegram bot token", compile(`\d{8,10}:AA[A-Za-z0-9_-]{33}\b`), 0, []string{":AA"}},
		{"a Discord bot token", compile(`\b[MNO][A-Za-z0-9_-]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}\b`), 0, []string{"."}},
		{"an Azure storage account key", compile(`AccountKey=[A-Za-z0-9+/]{86}==`), 0, []string{"AccountKey="}},
		{"an Azure SAS signature", compile(`\bsig=[A-Za-z0-9%+/]{40,}(%3D|=)*`), 0, []string{"sig="}},
		{"a DigitalOcean token", compile(`\bdo[opr]_v1_[a-f0-9]{64}\b`), 4, []string{"_v1_"}},
		{"a Shopify token", compile(`\bshp(at|ca|pa|ss)_[a-fA-F0-9]{32}\b`), 4, []string{"shpat_", "shpca_", "shppa_", "shpss_"}},
		{"a Groq key", compile(`\bgsk_[A-Za-z0-9]{40,}\b`), 4, []string{"gsk_"}},
		{"an xAI key", compile(`\bxai-[A-Za-z0-9]{40,}\b`), 4, []string{"xai-"}},
		{"a Perplexity key", compile(`\bpplx-[A-Za-z0-9]{40,}\b`), 4, []string{"pplx-"}},
		{"a Replicate token", compile(`\br8_[A-Za-z0-9]{30,}\b`), 3, []string{"r8_"}},
		{"a Linear key", compile(`\blin_(api|oauth)_[A-Za-z0-9]{30,}\b`), 4, []string{"lin_api_", "lin_oauth_"}},
		{"a Notion token", compile(`\b(secret_[A-Za-z0-9]{40,}|ntn_[A-Za-z0-9]{40,})\b`), 4, []string{"secret_", "ntn_"}},
		{"a Supabase token", compile(`\bsbp_[a-f0-9]{40}\b`), 4, []string{"sbp_"}},
		{"a Databricks token", compile(`\bdapi[a-f0-9]{32}\b`), 4, []string{"dapi"}},
		{"a Mailgun key", compile(`\bkey-[0-9a-f]{32}\b`), 4, []string{"key-"}},
	}
})

// authScheme matches an HTTP authorization value with a literal
// credential: "Bearer abc…", "Basic dXNlcjpwYXNz", "token abc…", and
// returns the scheme and the credential as written. It matches exactly as
//
//	(?i)^\s*(bearer|basic|token|bot)\s+(\S+)\s*$
//
// did, without compiling it on the common path: \s is [\t\n\f\r ], \S
// anything else; the schemes differ by their second letter, so at most one
// can match; and \S+ must take everything up to the trailing space, which
// it can only do when no space is left inside.
func authScheme(s string) (scheme, cred string, ok bool) {
	t := strings.TrimLeft(s, asciiSpace)
	for _, sch := range [...]string{"bearer", "basic", "token", "bot"} {
		n := ident.FoldedPrefix(t, sch)
		if n < 0 {
			continue
		}
		rest := t[n:]
		if rest == "" || strings.IndexByte(asciiSpace, rest[0]) < 0 {
			return "", "", false
		}
		cred = strings.TrimRight(strings.TrimLeft(rest, asciiSpace), asciiSpace)
		if cred == "" || strings.ContainsAny(cred, asciiSpace) {
			return "", "", false
		}
		return t[:n], cred, true
	}
	return "", "", false
}

// asciiSpace is the regexp \s.
const asciiSpace = " \t\n\f\r"

// authInArgRe finds "Authorization: Bearer x" or "X-API-Key: x" inside a
// longer string, such as a --header argument.
var authInArgRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)\b(authorization|proxy-authorization|x-api-key|api-key|x-auth-token)\s*[:=]\s*((?:bearer|basic|token)\s+)?(\S+)`)
})

// hint is a literal of one or more secret formats, and which ones (a
// bit per format, by its index in formats).
type hint struct {
	lit     string
	formats uint64
}

// hintIndex indexes the literals of every secret format by their first
// two bytes, so that hintedFormats reads a text once instead of
// searching it for each literal of each format, and compares a literal
// only where the text holds its first two bytes (ordinary prose holds a
// literal's first letter at almost every word).
type hintIndex struct {
	single [256]uint64          // formats with a one-byte literal, by that byte
	pairs  [1 << 16 / 64]uint64 // a bit per two-byte prefix in byPair
	byPair map[uint16][]hint
}

func pairOf(a, b byte) uint16 { return uint16(a)<<8 | uint16(b) }

// hints is built on first use (it builds the format table, which
// compiles nothing).
var hints = sync.OnceValue(func() *hintIndex {
	t := &hintIndex{byPair: map[uint16][]hint{}}
	for i, f := range formats() {
		for _, l := range f.literals {
			if len(l) == 1 {
				t.single[l[0]] |= 1 << i
				continue
			}
			p := pairOf(l[0], l[1])
			t.pairs[p/64] |= 1 << (p % 64)
			g := t.byPair[p]
			if j := slices.IndexFunc(g, func(h hint) bool { return h.lit == l }); j >= 0 {
				g[j].formats |= 1 << i
			} else {
				t.byPair[p] = append(g, hint{l, 1 << i})
			}
		}
	}
	return t
})

// hintedFormats returns the formats one of whose literals s contains,
// a bit per format (see hint), in one pass over s. Only those formats'
// expressions can match, so a text with none skips them all, which
// keeps huge hostile strings cheap, and a skill of many kilobytes is not
// searched once per literal.
func hintedFormats(s string) uint64 {
	t := hints()
	var set uint64
	for i := 0; i < len(s); i++ {
		set |= t.single[s[i]]
		if i+1 == len(s) {
			break
		}
		p := pairOf(s[i], s[i+1])
		if t.pairs[p/64]&(1<<(p%64)) == 0 {
			continue
		}
		for _, h := range t.byPair[p] {
			if set&h.formats != h.formats && strings.HasPrefix(s[i:], h.lit) {
				set |= h.formats
			}
		}
	}
	return set
}

// authInArg matches authInArgRe when the value names an auth header at
// all (a cheap test first: the expression is case-insensitive).
func authInArg(s string) []int {
	l := strings.ToLower(s)
	if !strings.Contains(l, "authoriz") && !strings.Contains(l, "api-key") && !strings.Contains(l, "auth-token") {
		return nil
	}
	return authInArgRe().FindStringSubmatchIndex(s)
}

// detectKnown reports a value holding a token of a known format, and
// where the first one is.
func detectKnown(s string) (match, bool) {
	var first match
	found := false
	knownMatches(s, func(m match) bool {
		first, found = m, true
		return false
	})
	return first, found
}

// knownMatches calls yield for each token of a known format in s, format
// by format, until yield returns false.
func knownMatches(s string, yield func(match) bool) {
	hinted := hintedFormats(s)
	if hinted == 0 {
		return
	}
	for i, f := range formats() {
		if hinted&(1<<i) == 0 {
			continue
		}
		if pre := formatPre[f.name]; pre != nil && !pre(s) {
			continue
		}
		for _, loc := range f.re.findAll(s) {
			m := s[loc[0]:loc[1]]
			if f.prefix > 0 && example(m[f.prefix:], true) {
				continue
			}
			if f.prefix == 0 && example(m, true) && !strings.HasPrefix(m, "-----BEGIN") {
				continue
			}
			hit := Hit{Detector: f.name}
			if f.prefix > 0 {
				hit.Prefix = m[:min(f.prefix, 4)]
			}
			if !yield(match{hit, loc[0], loc[1]}) {
				return
			}
		}
	}
}

// discordShape reports whether s holds the skeleton of a Discord bot
// token: at least 24 token characters, a dot, six, a dot and at least 27.
// Every match of the format's expression has it, and ordinary text with
// dots (domains, file names, versions) almost never does, so the
// expression is seldom compiled.
func discordShape(s string) bool {
	for i := strings.IndexByte(s, '.'); i >= 0 && i+7 < len(s); {
		if s[i+7] == '.' && tokenRun(s[i+1:i+7]) == 6 &&
			tokenRunBack(s[:i]) >= 24 && tokenRun(s[i+8:]) >= 27 {
			return true
		}
		j := strings.IndexByte(s[i+1:], '.')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return false
}

// tokenRun is how many of s's first bytes are token characters
// ([A-Za-z0-9_-]); tokenRunBack counts from the end.
func tokenRun(s string) int {
	n := 0
	for n < len(s) && isTokenByte(s[n]) {
		n++
	}
	return n
}

func tokenRunBack(s string) int {
	n := 0
	for n < len(s) && isTokenByte(s[len(s)-1-n]) {
		n++
	}
	return n
}

func isTokenByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-'
}
