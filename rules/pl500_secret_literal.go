package rules

import (
	"fmt"
	"math"
	"net/url"
	"path"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/pluglint/pluglint/rules/pyjson"
)

// SecretLiteral reports credentials written as literals in a package's
// JSON files. Its findings are Sensitive: the value is never printed.
var SecretLiteral = &Rule{
	ID: "PL500", Name: "secret-literal", Level: Error, Class: Advice, Security: true,
	SecuritySeverity: "8.5", Precision: "high", Doc: secretLiteralDoc, Run: runSecretLiteral,
}

var secretLiteralDoc = Doc{
	Title: "a credential is written as a literal in the package",
	Why: "mcp.json and plugin.json are package data: everyone who installs or browses the package can read " +
		"them, and the Agent Plugins spec forbids secrets in env and headers. A token written there is a leaked " +
		"token, and every user of the package acts as its owner. pluglint recognises known token formats " +
		"(GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS, Google, private keys, JWTs, bearer values and " +
		"more), credentials in URLs (user info, api_key= query parameters) and random-looking values under " +
		"credential names (*_TOKEN, *_SECRET, *_KEY, PASSWORD, Authorization). It never prints the value: " +
		"findings show the key, the place, the detector and at most a four-character prefix.",
	Fix: "Revoke the credential now: it has been published. Then remove it from the package: a credential " +
		"belongs to each user, never to the package. Note that Hermes expands no placeholder other than " +
		"${PLUGIN_ROOT} and ${PLUGIN_DATA} in a package, so \"${API_KEY}\" is passed literally: let the server read " +
		"its credential from a file under ${PLUGIN_DATA} or its own login flow, use OAuth for a remote server, or " +
		"document the mcp_servers entry (with env or headers) the user adds to their own config.yaml.",
	Bad: "mcp.json:\n{\"mcpServers\": {\"gh\": {\"type\": \"stdio\", \"command\": \"github-mcp\",\n" +
		"  \"env\": {\"GITHUB_TOKEN\": \"ghp_<36 random characters>\"}}}}",
	Good: "mcp.json:\n{\"mcpServers\": {\"gh\": {\"type\": \"stdio\", \"command\": \"github-mcp\"}}}\n" +
		"(the README says how each user gives the server their own token; the package holds none)",
}

func runSecretLiteral(p *Pass) error {
	for _, jf := range []*JSONFile{p.Pkg.MCP, p.Pkg.Manifest} {
		if jf == nil || jf.Root() == nil {
			continue
		}
		var spans []Span
		scanSecrets(jf, func(v *pyjson.Value, where string, hit secretHit) {
			spans = append(spans, Span{v.Start, v.End})
			shown := ""
			if hit.prefix != "" {
				shown = fmt.Sprintf(" (%q)", hit.prefix+"…")
			}
			p.Report(Finding{
				Loc: AtValue(jf, v), Sensitive: true,
				Message: fmt.Sprintf("%s holds %s%s, written as a literal; everyone who installs the package can read it: "+
					"revoke it and remove it from the package", where, hit.detector, shown),
			})
		})
		// What SecretSpans returns for the file, found without a second
		// parse: the reporters and scrubSecrets ask for it.
		jf.Memo(secretSpansKey{}, func() any { return spans })
	}
	return nil
}

// secretHit is what a detector found in a value; it never holds the
// value itself.
type secretHit struct {
	detector string // "a GitHub token", "a password in the URL's user info"
	prefix   string // at most four leading characters that belong to the format, or ""
}

// secretFormat is a token format with a fixed, recognisable shape.
type secretFormat struct {
	name   string
	re     func() *regexp.Regexp
	prefix int // how many leading characters of a match are the format's own
	// literals: every match contains one of them, so the regexp runs (and
	// is compiled) only for values that hold one.
	literals []string
}

func secretRE(expr string) func() *regexp.Regexp {
	return sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(expr) })
}

// secretFormats are the known token formats. The table is built on first
// use, not at start-up, and each expression compiles only when a value
// holds one of its literals.
var secretFormats = sync.OnceValue(func() []secretFormat {
	return []secretFormat{
		{"a private key", secretRE(`-----BEGIN ((RSA|EC|DSA|OPENSSH|PGP|ENCRYPTED) )?PRIVATE KEY( BLOCK)?-----`), 0, []string{"-----BEGIN "}},
		{"a GitHub token", secretRE(`\b(ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36,}\b`), 4, []string{"ghp_", "gho_", "ghu_", "ghs_", "ghr_"}},
		{"a GitHub token", secretRE(`\bgithub_pat_[A-Za-z0-9_]{22,}\b`), 4, []string{"github_pat_"}},
		{"a GitLab token", secretRE(`\bgl(pat|dt|rt|ptt|cbt|oas)-[A-Za-z0-9_-]{20,}`), 4, []string{"glpat-", "gldt-", "glrt-", "glptt-", "glcbt-", "gloas-"}},
		{"a Slack token", secretRE(`\bxox[abposr]-[A-Za-z0-9-]{10,}`), 4, []string{"xox"}},
		{"a Slack token", secretRE(`\bxapp-\d-[A-Za-z0-9-]{10,}`), 4, []string{"xapp-"}},
		{"a Slack webhook URL", secretRE(`hooks\.slack\.com/(services|workflows|triggers)/[A-Za-z0-9_/-]{20,}`), 0, []string{"hooks.slack.com/"}},
		{"a Discord webhook URL", secretRE(`discord(app)?\.com/api/webhooks/\d+/[A-Za-z0-9_-]{20,}`), 0, []string{".com/api/webhooks/"}},
		{"a Stripe key", secretRE(`\b(sk|rk)_(live|test)_[A-Za-z0-9]{16,}`), 4, []string{"_live_", "_test_"}},
		{"an Anthropic key", secretRE(`\bsk-ant-[A-Za-z0-9_-]{20,}`), 4, []string{"sk-ant-"}},
		{"an OpenAI key", secretRE(`\bsk-(proj|svcacct|admin)-[A-Za-z0-9_-]{20,}`), 4, []string{"sk-proj-", "sk-svcacct-", "sk-admin-"}},
		{"an OpenAI key", secretRE(`\bsk-[A-Za-z0-9]{20,}\b`), 3, []string{"sk-"}},
		{"an AWS access key", secretRE(`\b(AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}\b`), 4, []string{"AKIA", "ASIA", "ABIA", "ACCA"}},
		{"a Google API key", secretRE(`\bAIza[0-9A-Za-z_-]{35}`), 4, []string{"AIza"}},
		{"a Google OAuth secret", secretRE(`\bGOCSPX-[A-Za-z0-9_-]{20,}`), 4, []string{"GOCSPX-"}},
		{"a Google OAuth token", secretRE(`\bya29\.[A-Za-z0-9_-]{20,}`), 4, []string{"ya29."}},
		{"a JSON Web Token", secretRE(`\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}`), 3, []string{"eyJ"}},
		{"an npm token", secretRE(`\bnpm_[A-Za-z0-9]{36}\b`), 4, []string{"npm_"}},
		{"a PyPI token", secretRE(`\bpypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{20,}`), 4, []string{"pypi-AgEIcHlwaS5vcmc"}},
		{"a Hugging Face token", secretRE(`\bhf_[A-Za-z0-9]{30,}\b`), 3, []string{"hf_"}},
		{"a SendGrid key", secretRE(`\bSG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{20,}`), 3, []string{"SG."}},
		{"a Twilio key", secretRE(`\bSK[0-9a-f]{32}\b`), 2, []string{"SK"}},
		{"a Telegram bot token", secretRE(`\b\d{8,10}:AA[A-Za-z0-9_-]{33}\b`), 0, []string{":AA"}},
		{"a DigitalOcean token", secretRE(`\bdo[opr]_v1_[a-f0-9]{64}\b`), 4, []string{"_v1_"}},
		{"a Shopify token", secretRE(`\bshp(at|ca|pa|ss)_[a-fA-F0-9]{32}\b`), 4, []string{"shpat_", "shpca_", "shppa_", "shpss_"}},
		{"a Groq key", secretRE(`\bgsk_[A-Za-z0-9]{40,}\b`), 4, []string{"gsk_"}},
		{"an xAI key", secretRE(`\bxai-[A-Za-z0-9]{40,}\b`), 4, []string{"xai-"}},
		{"a Perplexity key", secretRE(`\bpplx-[A-Za-z0-9]{40,}\b`), 4, []string{"pplx-"}},
		{"a Replicate token", secretRE(`\br8_[A-Za-z0-9]{30,}\b`), 3, []string{"r8_"}},
		{"a Linear key", secretRE(`\blin_(api|oauth)_[A-Za-z0-9]{30,}\b`), 4, []string{"lin_api_", "lin_oauth_"}},
		{"a Notion token", secretRE(`\b(secret_[A-Za-z0-9]{40,}|ntn_[A-Za-z0-9]{40,})\b`), 4, []string{"secret_", "ntn_"}},
		{"a Supabase token", secretRE(`\bsbp_[a-f0-9]{40}\b`), 4, []string{"sbp_"}},
		{"a Databricks token", secretRE(`\bdapi[a-f0-9]{32}\b`), 4, []string{"dapi"}},
		{"a Mailgun key", secretRE(`\bkey-[0-9a-f]{32}\b`), 4, []string{"key-"}},
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
		n := foldedPrefix(t, sch)
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

// secretHintsByFirst groups the literals of every secret format by first
// byte, built on first use (it builds the format table, which compiles
// nothing), so that hasSecretHint reads a value once instead of
// searching it for each literal.
var secretHintsByFirst = sync.OnceValue(func() *[256][]string {
	var t [256][]string
	for _, f := range secretFormats() {
		for _, l := range f.literals {
			if !slices.Contains(t[l[0]], l) {
				t[l[0]] = append(t[l[0]], l)
			}
		}
	}
	return &t
})

// hasSecretHint reports whether s contains a literal of some secret
// format: one then starts at some byte of s. A value with none skips the
// regular expressions, which keeps huge hostile strings cheap.
func hasSecretHint(s string) bool {
	t := secretHintsByFirst()
	for i := 0; i < len(s); i++ {
		for _, h := range t[s[i]] {
			if strings.HasPrefix(s[i:], h) {
				return true
			}
		}
	}
	return false
}

// authInArg matches authInArgRe when the value names an auth header at
// all (a cheap test first: the expression is case-insensitive).
func authInArg(s string) []string {
	l := strings.ToLower(s)
	if !strings.Contains(l, "authoriz") && !strings.Contains(l, "api-key") && !strings.Contains(l, "auth-token") {
		return nil
	}
	return authInArgRe().FindStringSubmatch(s)
}

// detectKnown reports a value holding a token of a known format.
func detectKnown(s string) (secretHit, bool) {
	if !hasSecretHint(s) {
		return secretHit{}, false
	}
	for _, f := range secretFormats() {
		found := false
		for _, l := range f.literals {
			if strings.Contains(s, l) {
				found = true
				break
			}
		}
		if !found {
			continue
		}
		for _, loc := range f.re().FindAllStringIndex(s, -1) {
			m := s[loc[0]:loc[1]]
			if f.prefix > 0 && secretExample(m[f.prefix:], true) {
				continue
			}
			if f.prefix == 0 && secretExample(m, true) && !strings.HasPrefix(m, "-----BEGIN") {
				continue
			}
			hit := secretHit{detector: f.name}
			if f.prefix > 0 {
				hit.prefix = m[:min(f.prefix, 4)]
			}
			return hit, true
		}
	}
	return secretHit{}, false
}

// secretPlaceholder reports a value that stands for a credential instead
// of being one: ${X}, $X, %X%, {{X}}, <your-key>, [TOKEN].
func secretPlaceholder(v string) bool {
	t := strings.TrimSpace(v)
	if t == "" {
		return true
	}
	if strings.Contains(t, "${") || strings.Contains(t, "{{") || strings.ContainsAny(t, "<>") {
		return true
	}
	if envRefRe().MatchString(t) {
		return true
	}
	if len(t) > 2 && ((t[0] == '%' && t[len(t)-1] == '%') || (t[0] == '[' && t[len(t)-1] == ']')) {
		return true
	}
	return false
}

var envRefRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^\$[A-Za-z_][A-Za-z0-9_]*$|^\$env:[A-Za-z_][A-Za-z0-9_]*$`)
})

// secretExample reports obvious documentation values: xxx, changeme,
// your-api-key, sk-..., 1234567890, a single repeated character. strict
// is used for known token formats, where only unmistakable example
// markers count.
func secretExample(v string, strict bool) bool {
	l := strings.ToLower(strings.TrimSpace(v))
	if l == "" {
		return true
	}
	markers := []string{
		"xxxx", "your", "...", "…", "****", "placeholder", "redacted", "changeme", "change-me",
		"change_me", "replace", "insert", "0000000000", "<", ">",
	}
	if !strict {
		markers = append(markers, "123456789", "abcdefghij", "xxx", "example", "sample", "dummy", "fake", "demo",
			"here", "todo", "fixme", "foobar", "changeit")
		// Whole values that are words, not credentials.
		switch strings.Trim(l, "-_ ") {
		case "secret", "password", "passwd", "token", "none", "null", "default", "admin", "test", "apikey",
			"api-key", "api_key", "my-secret", "mysecret", "mypassword", "my-password", "secret-key", "secretkey":
			return true
		}
	}
	for _, m := range markers {
		if strings.Contains(l, m) {
			return true
		}
	}
	// One character repeated, or two alternating: "aaaaaaaa", "abababab".
	distinct := map[rune]bool{}
	for _, r := range l {
		distinct[r] = true
	}
	return len(distinct) <= 2 || (len(l) >= 16 && len(distinct) <= 4)
}

// credentialName reports an env key, header name, field or query
// parameter name that says its value is a credential.
func credentialName(name string) bool {
	parts := identParts(name)
	if len(parts) == 0 {
		return false
	}
	whole := strings.Join(parts, "")
	switch whole {
	case "pwd", "oldpwd": // the shell's working directories
		return false
	case "authorization", "proxyauthorization", "cookie", "apikey", "xapikey", "xauthtoken", "authtoken",
		"accesstoken", "refreshtoken", "idtoken", "bearer", "token", "secret", "password", "passwd", "passphrase",
		"privatekey", "clientsecret", "credentials", "credential", "auth", "xauth", "sessiontoken", "sessionid",
		"privatetoken", "jwt":
		return true
	}
	last := parts[len(parts)-1]
	switch last {
	case "token", "tokens", "secret", "secrets", "password", "passwords", "passwd", "passphrase", "pwd",
		"pat", "apikey", "credential", "credentials", "cookie", "auth":
		return true
	case "key", "keys":
		if len(parts) == 1 {
			return true
		}
		switch parts[len(parts)-2] {
		case "public", "pub", "publishable", "primary", "sort", "partition", "cache", "idempotency", "foreign",
			"hot", "map", "object", "lookup", "routing", "dedup", "dedupe", "group", "shortcut", "license_public":
			return false
		}
		return true
	}
	return false
}

// identParts splits an identifier into lower-case words at separators
// and camelCase humps: "X-API-Key" and "xApiKey" give [x api key]. A part
// is always a run of consecutive letters and digits, so it is sliced from
// s rather than collected rune by rune, and lower-cased without a copy
// when it has no upper case.
func identParts(s string) []string { return appendIdentParts(nil, s) }

// appendIdentParts appends the parts of s to parts: a caller that splits
// an identifier of every word of a skill passes a buffer on its stack.
func appendIdentParts(parts []string, s string) []string {
	start := -1   // where the current part starts, -1 between parts
	var prev rune // the current part's last rune
	for i, r := range s {
		switch {
		case !unicode.IsLetter(r) && !unicode.IsDigit(r):
			if start >= 0 {
				parts = append(parts, strings.ToLower(s[start:i]))
				start = -1
			}
		case unicode.IsUpper(r) && start >= 0 && (unicode.IsLower(prev) ||
			(unicode.IsUpper(prev) && nextRuneLower(s, i))):
			parts = append(parts, strings.ToLower(s[start:i]))
			start = i
		case start < 0:
			start = i
		}
		prev = r
	}
	if start >= 0 {
		parts = append(parts, strings.ToLower(s[start:]))
	}
	return parts
}

// nextRuneLower reports whether the rune after the one at s[i] is lower
// case (an invalid byte decodes as U+FFFD, as in a []rune conversion).
func nextRuneLower(s string, i int) bool {
	_, size := utf8.DecodeRuneInString(s[i:])
	r, n := utf8.DecodeRuneInString(s[i+size:])
	return n > 0 && unicode.IsLower(r)
}

// shannon is the Shannon entropy of s in bits per character.
func shannon(s string) float64 {
	if s == "" {
		return 0
	}
	counts := map[rune]int{}
	n := 0
	for _, r := range s {
		counts[r]++
		n++
	}
	h := 0.0
	for _, c := range counts {
		p := float64(c) / float64(n)
		h -= p * math.Log2(p)
	}
	return h
}

// randomLooking gates values under credential names: long enough, no
// spaces, not a path or URL, not an example, and random enough to be a
// generated credential rather than a setting. Passwords get a lower bar.
func randomLooking(v string, password bool) bool {
	t := strings.TrimSpace(v)
	if secretPlaceholder(t) || secretExample(t, false) || strings.ContainsAny(t, " \t\r\n") {
		return false
	}
	if strings.Contains(t, "://") || strings.HasPrefix(t, "/") || strings.HasPrefix(t, "./") ||
		strings.HasPrefix(t, "~") || strings.HasPrefix(t, "../") {
		return false
	}
	switch strings.ToLower(t) {
	case "true", "false", "yes", "no", "on", "off", "oauth", "none", "required", "optional", "env", "keychain":
		return false
	}
	classes := 0
	for _, in := range []func(rune) bool{unicode.IsLower, unicode.IsUpper, unicode.IsDigit} {
		if strings.IndexFunc(t, in) >= 0 {
			classes++
		}
	}
	if strings.IndexFunc(t, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) >= 0 {
		classes++
	}
	n := utf8.RuneCountInString(t)
	if password {
		return n >= 6 && (classes >= 2 || n >= 12)
	}
	if n < 12 || classes < 2 {
		return false
	}
	// Only digits and one letter case with separators reads as a setting
	// ("us-east-1", "2024-06-01"), not a credential.
	if strings.IndexFunc(t, unicode.IsDigit) < 0 && classes < 3 {
		return false
	}
	return shannon(t) >= 3.0
}

func passwordName(name string) bool {
	for _, p := range identParts(name) {
		switch p {
		case "password", "passwd", "pwd", "passphrase", "pass":
			return true
		}
	}
	return false
}

// detectURL reports credentials in a URL: user info with a password (or
// a random-looking user), and credential-named query parameters.
func detectURL(s string) (secretHit, bool) {
	i := strings.Index(s, "://")
	if i < 0 {
		return secretHit{}, false
	}
	start := i
	for start > 0 && isSchemeByte(s[start-1]) {
		start--
	}
	end := len(s)
	if j := strings.IndexAny(s[i:], " \t\"'"); j >= 0 {
		end = i + j
	}
	u, err := url.Parse(s[start:end])
	if err != nil {
		return secretHit{}, false
	}
	if u.User != nil {
		if pw, ok := u.User.Password(); ok && pw != "" && !secretPlaceholder(pw) && !secretExample(pw, false) {
			return secretHit{detector: "a password in its user info"}, true
		}
		if name := u.User.Username(); name != "" && !secretPlaceholder(name) && randomLooking(name, false) && len(name) >= 20 {
			return secretHit{detector: "a credential in its user info"}, true
		}
	}
	for key, vals := range u.Query() {
		lk := strings.ToLower(key)
		if !credentialName(key) && lk != "key" && lk != "sig" && lk != "signature" && lk != "code" {
			continue
		}
		if lk == "code" {
			continue // an OAuth authorization code is short-lived
		}
		for _, v := range vals {
			if !secretPlaceholder(v) && randomLooking(v, passwordName(key)) {
				return secretHit{detector: fmt.Sprintf("a credential in its %q query parameter", key)}, true
			}
		}
	}
	return secretHit{}, false
}

func isSchemeByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.'
}

// detectAuthValue reports an Authorization-style value with a literal
// credential after its scheme.
func detectAuthValue(s string) (secretHit, bool) {
	if scheme, cred, ok := authScheme(s); ok {
		if !secretPlaceholder(cred) && !secretExample(cred, false) && len(cred) >= 8 {
			return secretHit{detector: fmt.Sprintf("a %s credential", strings.ToLower(scheme))}, true
		}
	}
	return secretHit{}, false
}

// detectValue runs every detector that applies to a value under key (an
// env name, header name or field name; "" for array items).
func detectValue(s, key string) (secretHit, bool) {
	if h, ok := detectKnown(s); ok {
		return h, true
	}
	if h, ok := detectURL(s); ok {
		return h, true
	}
	if h, ok := detectAuthValue(s); ok {
		return h, true
	}
	if m := authInArg(s); m != nil && !secretPlaceholder(m[3]) &&
		(m[2] != "" && !secretExample(m[3], false) && len(m[3]) >= 8 || randomLooking(m[3], false)) {
		return secretHit{detector: fmt.Sprintf("an %s credential", m[1])}, true
	}
	if key != "" && credentialName(key) && randomLooking(s, passwordName(key)) {
		return secretHit{detector: "a random-looking value under a credential name"}, true
	}
	return secretHit{}, false
}

// scanSecrets walks a package JSON file and calls found for every string
// value that holds a credential, with a description of where it is.
func scanSecrets(jf *JSONFile, found func(v *pyjson.Value, where string, hit secretHit)) {
	mcp := path.Base(jf.Path) == "mcp.json"
	// A value's place is described only when it holds a secret: most
	// values hold none, and the description costs a format.
	report := func(v *pyjson.Value, key, server string, hit secretHit) {
		found(v, describeSecretPlace(jf, v.Pointer, server, key, mcp), hit)
	}
	var walk func(v *pyjson.Value, key, server string)
	walk = func(v *pyjson.Value, key, server string) {
		switch v.Kind {
		case pyjson.String:
			if hit, ok := detectValue(v.Str, key); ok {
				report(v, key, server, hit)
			}
		case pyjson.Object:
			for _, m := range v.Members {
				walk(m.Value, m.Key, server)
			}
		case pyjson.Array:
			var prev string
			for _, it := range v.Items {
				if it.Kind == pyjson.String {
					// "--api-key=VALUE", "API_KEY=VALUE" and "--token VALUE".
					k := ""
					if name, val, ok := strings.Cut(strings.TrimLeft(it.Str, "-"), "="); ok && credentialName(name) {
						if hit, ok := detectValue(val, name); ok {
							report(it, "", server, hit)
							prev = it.Str
							continue
						}
					}
					if strings.HasPrefix(prev, "-") && !strings.Contains(prev, "=") && credentialName(strings.TrimLeft(prev, "-")) {
						k = strings.TrimLeft(prev, "-")
					}
					if hit, ok := detectValue(it.Str, k); ok {
						report(it, "", server, hit)
					}
					prev = it.Str
					continue
				}
				walk(it, "", server)
				prev = ""
			}
		}
	}
	root := jf.Root()
	if !mcp {
		walk(root, "", "")
		return
	}
	obj := jf.Object()
	if obj == nil {
		return
	}
	for _, m := range obj.Members {
		if m.Key != "mcpServers" || m.Value.Kind != pyjson.Object {
			walk(m.Value, m.Key, "")
			continue
		}
		for _, s := range m.Value.Members {
			if s.Value.Kind == pyjson.String {
				// A server written as a bare string is placed as the
				// server itself, even one named "" (which
				// describeSecretPlace would place in the file).
				if hit, ok := detectValue(s.Value.Str, ""); ok {
					found(s.Value, "server "+strconv.Quote(s.Key), hit)
				}
				continue
			}
			walk(s.Value, "", s.Key)
		}
	}
}

// describeSecretPlace names where a value is, for messages: env "X" of
// server "s", header "Authorization" of server "s", args[2] of server
// "s", url of server "s".
func describeSecretPlace(jf *JSONFile, pointer, server, key string, mcp bool) string {
	if !mcp || server == "" {
		if key != "" {
			return fmt.Sprintf("%q in %s", key, jf.Path)
		}
		return "a value in " + jf.Path
	}
	toks := strings.Split(pointer, "/")
	// /mcpServers/<server>/<field>/<rest…>
	if len(toks) < 4 {
		return "server " + strconv.Quote(server)
	}
	field, _ := pyjson.UnescapePointerToken(toks[3])
	of := " of server " + strconv.Quote(server)
	switch {
	case field == "env" && len(toks) == 5:
		return fmt.Sprintf("env %q%s", key, of)
	case field == "headers" && len(toks) == 5:
		return fmt.Sprintf("header %q%s", key, of)
	case field == "args" && len(toks) == 5:
		return fmt.Sprintf("args[%s]%s", toks[4], of)
	case field == "url" && len(toks) == 4:
		return "url" + of
	case key != "":
		return fmt.Sprintf("%q%s", key, of)
	}
	return fmt.Sprintf("%q%s", field, of)
}

// SecretSpans returns the spans of the JSON string values in f that hold
// a credential, so that reporters can mask them wherever they print
// source text, whichever finding the text is shown for.
func SecretSpans(f *File) []Span {
	if f == nil {
		return nil
	}
	return f.Memo(secretSpansKey{}, func() any { return secretSpans(f) }).([]Span)
}

// secretSpansKey memoizes SecretSpans: the text reporter asks per finding.
type secretSpansKey struct{}

func secretSpans(f *File) []Span {
	if f == nil || !strings.HasSuffix(f.Path, ".json") || f.State != Readable {
		return nil
	}
	doc, err := pyjson.Parse(f.Data)
	if err != nil || doc == nil || doc.Root == nil {
		return nil
	}
	var spans []Span
	scanSecrets(&JSONFile{File: f, Doc: doc}, func(v *pyjson.Value, _ string, _ secretHit) {
		spans = append(spans, Span{v.Start, v.End})
	})
	return spans
}

// RedactedLine returns line n of f (1-based, without its line ending)
// with every byte inside a secret span (see SecretSpans) masked character
// for character, keeping the quotes, so that carets under the line still
// line up.
func RedactedLine(f *File, n int) string {
	line := f.Line(n)
	spans := SecretSpans(f)
	if len(spans) == 0 {
		return line
	}
	f.index()
	if n < 1 || n > len(f.lines) {
		return line
	}
	return maskSpans(line, f.lines[n-1], spans)
}

// RedactedExcerpt returns the characters of line n (1-based) from 0-based
// column from up to column to, masked as RedactedLine masks the line. It
// decodes only from the nearest column mark, so that thousands of
// findings on one long line (a minified mcp.json) each cost their excerpt,
// not the line.
func RedactedExcerpt(f *File, n, from, to int) string {
	f.index()
	if n < 1 || n > len(f.lines) || from >= to {
		return ""
	}
	start := f.columnOffset(n-1, from+1)
	end := f.columnOffset(n-1, to+1)
	return maskSpans(string(f.Data[start:end]), start, SecretSpans(f))
}

// RedactedText returns f's whole text masked as RedactedLine masks a line.
func RedactedText(f *File) string {
	return maskSpans(string(f.Data), 0, SecretSpans(f))
}

// maskSpans replaces each character of text, which starts at offset base
// of its file, that lies strictly inside one of spans (between a secret
// value's quotes) by "*", and leaves every other byte as it is. Spans are in file order and do not overlap, as
// SecretSpans gives them: a cursor walks them with the text.
func maskSpans(text string, base int, spans []Span) string {
	// The first span that can reach into the text.
	i := sort.Search(len(spans), func(i int) bool { return spans[i].End-1 > base })
	if i == len(spans) || spans[i].Start >= base+len(text) {
		return text
	}
	var b strings.Builder
	b.Grow(len(text))
	for off := 0; off < len(text); {
		_, size := utf8.DecodeRuneInString(text[off:])
		abs := base + off
		for i < len(spans) && spans[i].End-1 <= abs {
			i++
		}
		if i < len(spans) && abs > spans[i].Start {
			b.WriteByte('*')
		} else {
			b.WriteString(text[off : off+size])
		}
		off += size
	}
	return b.String()
}

// hasSeparator is strings.ContainsAny(s, "_-") by the byte table: every
// word of code asks it, and ContainsAny goes through IndexRune for each.
func hasSeparator(s string) bool {
	for i := 0; i < len(s); i++ {
		if byteClass[s[i]]&(classUnder|classHyphen) != 0 {
			return true
		}
	}
	return false
}

// asciiHump reports whether identParts splits s, a run of ASCII letters
// and digits, at a camelCase hump ("placeOrder", "HTTPServer"): without
// separators that is the only way to get two parts, and telling it needs
// no slice of them.
func asciiHump(s string) bool {
	for i := 1; i < len(s); i++ {
		if byteClass[s[i]]&classUpper == 0 {
			continue
		}
		prev := byteClass[s[i-1]]
		if prev&classLower != 0 || prev&classUpper != 0 && i+1 < len(s) && byteClass[s[i+1]]&classLower != 0 {
			return true
		}
	}
	return false
}
