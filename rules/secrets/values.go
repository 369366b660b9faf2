package secrets

import (
	"fmt"
	"math"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/pluglint/pluglint/rules/ident"
)

// placeholder reports a value that stands for a credential instead
// of being one: ${X}, $X, %X%, {{X}}, {env:X} (OpenCode's), <your-key>,
// [TOKEN].
func placeholder(v string) bool {
	t := strings.TrimSpace(v)
	if t == "" {
		return true
	}
	if strings.Contains(t, "${") || strings.Contains(t, "{{") || strings.Contains(t, "{env:") || strings.ContainsAny(t, "<>") {
		return true
	}
	// Both forms start with "$": the check spares the regexp's
	// backtracker a bitmap the size of a long value it cannot match.
	if t[0] == '$' && envRefRe().MatchString(t) {
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

// example reports obvious documentation values: xxx, changeme,
// your-api-key, sk-..., 1234567890, a single repeated character. strict
// is used for known token formats, where only unmistakable example
// markers count.
func example(v string, strict bool) bool {
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
	if !strict && credentialNamedValue(strings.TrimSpace(v)) {
		return true
	}
	// AWS documents its examples with keys ending in EXAMPLE
	// (AKIAIOSFODNN7EXAMPLE, wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY).
	if strings.HasSuffix(l, "example") || strings.HasSuffix(l, "examplekey") {
		return true
	}
	// A token format's random part can hold "YOUR" or "INSERT" in upper
	// case (an AWS key's does one time in a million), and a mixed-case
	// one "your" (a Hugging Face token's does a few times in a million):
	// there, a marker counts only as written, in lower case, and a
	// marker of letters only where a word starts ("hf_your_token",
	// "sk-replace-me"), not inside a run of random characters.
	in := l
	if strict {
		in = strings.TrimSpace(v)
	}
	for _, m := range markers {
		if strict && isAlnum(m[0]) {
			if startsWord(in, m) {
				return true
			}
			continue
		}
		if strings.Contains(in, m) {
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

// credentialNamedValue reports a value written as the name of the
// credential it stands for, in capitals joined by underscores, in any
// language: MY_API_KEY, TU_API_KEY_DE_TRENDSMCP, VOTRE_CLE_API. A
// generated credential is not words in capitals with a credential's
// name among them.
func credentialNamedValue(v string) bool {
	if !strings.Contains(v, "_") || strings.Trim(v, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") != "" {
		return false
	}
	for part := range strings.SplitSeq(v, "_") {
		switch part {
		case "KEY", "KEYS", "APIKEY", "TOKEN", "TOKENS", "SECRET", "PASSWORD", "PAT", "JWT", "CLAVE", "CLE", "CHAVE", "CHIAVE",
			"SCHLUESSEL", "PASSWORT", "CONTRASENA", "SENHA":
			return true
		}
	}
	return false
}

// CredentialName reports an env key, header name, field or query
// parameter name that says its value is a credential.
func CredentialName(name string) bool {
	parts := ident.Parts(name)
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
	if placeholder(t) || example(t, false) || strings.ContainsAny(t, " \t\r\n") {
		return false
	}
	if strings.Contains(t, "://") || strings.HasPrefix(t, "/") || strings.HasPrefix(t, "./") ||
		strings.HasPrefix(t, "~") || strings.HasPrefix(t, "../") || windowsPath(t) || fileInFolder(t) {
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
	for _, p := range ident.Parts(name) {
		switch p {
		case "password", "passwd", "pwd", "passphrase", "pass":
			return true
		}
	}
	return false
}

// detectURL reports credentials in the first URL in s: user info with a
// password (or a random-looking user), and credential-named query
// parameters; the match is the credential within s, as written.
func detectURL(s string) (match, bool) {
	i := strings.Index(s, "://")
	if i < 0 {
		return match{}, false
	}
	start := i
	for start > 0 && isSchemeByte(s[start-1]) {
		start--
	}
	end := len(s)
	if j := strings.IndexAny(s[i:], " \t\"'"); j >= 0 {
		end = i + j
	}
	var first match
	found := false
	urlMatches(s[start:end], func(m match) bool {
		first, found = match{m.hit, start + m.start, start + m.end}, true
		return false
	})
	return first, found
}

// urlMatches calls yield for each credential in u, a URL, with its place
// in u as written, until yield returns false.
func urlMatches(u string, yield func(match) bool) {
	parsed, err := url.Parse(u)
	if err != nil {
		return
	}
	authority := strings.Index(u, "://") + 3
	if parsed.User != nil {
		// The user info as written runs to the last "@" before the path.
		rest := u[authority:]
		if j := strings.IndexAny(rest, "/?#"); j >= 0 {
			rest = rest[:j]
		}
		at := strings.LastIndexByte(rest, '@')
		if at >= 0 {
			info := rest[:at]
			pw, ok := parsed.User.Password()
			_, nested := locate(pw, "")
			if ok && pw != "" && !placeholder(pw) && (nested || !example(pw, false) && randomLooking(pw, true)) {
				c := strings.IndexByte(info, ':')
				if !yield(match{Hit{Detector: "a password in its user info"}, authority + c + 1, authority + at}) {
					return
				}
			} else if name := parsed.User.Username(); name != "" && !placeholder(name) && randomLooking(name, false) && len(name) >= 20 {
				if !yield(match{Hit{Detector: "a credential in its user info"}, authority, authority + len(strings.SplitN(info, ":", 2)[0])}) {
					return
				}
			}
		}
	}
	if m, ok := pathToken(u, authority); ok && !yield(m) {
		return
	}
	if h := strings.IndexByte(u, '#'); h >= 0 {
		frag := u[h+1:]
		dec, err := url.PathUnescape(frag)
		if err == nil {
			if m, ok := locate(dec, ""); ok {
				if !yield(match{m.hit, h + 1, len(u)}) {
					return
				}
			}
		}
	}
	q := strings.IndexByte(u, '?')
	if q < 0 {
		return
	}
	query := u[q+1:]
	if h := strings.IndexByte(query, '#'); h >= 0 {
		query = query[:h]
	}
	off := q + 1
	for pair := range strings.SplitSeq(query, "&") {
		rawKey, rawVal, _ := strings.Cut(pair, "=")
		valStart := off + len(rawKey) + 1
		off += len(pair) + 1
		key, err1 := url.QueryUnescape(rawKey)
		v, err2 := url.QueryUnescape(rawVal)
		if err1 != nil || err2 != nil || rawVal == "" {
			continue
		}
		// Any parameter can carry a credential of a known shape: a
		// token, a PEM key, a database or webhook URL, percent-encoded
		// as a query value is.
		if m, ok := locate(v, ""); ok {
			if !yield(match{m.hit, valStart, valStart + len(rawVal)}) {
				return
			}
			continue
		}
		lk := strings.ToLower(key)
		if !CredentialName(key) && lk != "key" && lk != "sig" && lk != "signature" {
			continue
		}
		if !placeholder(v) && randomLooking(v, passwordName(key)) {
			if !yield(match{Hit{Detector: fmt.Sprintf("a credential in its %q query parameter", key)}, valStart, valStart + len(rawVal)}) {
				return
			}
		}
	}
}

// pathToken finds a token written as a segment of a URL's path, as
// hosted MCP endpoints and Telegram's bot API put them
// (https://host/<token>/mcp): a segment of at least 24 characters that
// mixes upper case, lower case and digits and is random enough. Words,
// versions, UUIDs and hex digests do not mix all three.
func pathToken(u string, authority int) (match, bool) {
	rest := u[authority:]
	end := len(rest)
	if j := strings.IndexAny(rest, "?#"); j >= 0 {
		end = j
	}
	slash := strings.IndexByte(rest[:end], '/')
	if slash < 0 {
		return match{}, false
	}
	off := authority + slash + 1
	for seg := range strings.SplitSeq(rest[slash+1:end], "/") {
		if dec, err := url.PathUnescape(seg); err == nil && dec != seg {
			if m, ok := locate(dec, ""); ok {
				return match{m.hit, off, off + len(seg)}, true
			}
		}
		t := strings.TrimPrefix(seg, "bot")
		if len(t) >= 24 && strings.IndexFunc(t, unicode.IsUpper) >= 0 && strings.IndexFunc(t, unicode.IsLower) >= 0 &&
			strings.IndexFunc(t, unicode.IsDigit) >= 0 && strings.Trim(t, base64Chars+"-_:.~") == "" &&
			!placeholder(t) && !example(t, false) && shannon(t) >= 4.0 {
			start := off + len(seg) - len(t)
			return match{Hit{Detector: "a credential in its path"}, start, start + len(t)}, true
		}
		off += len(seg) + 1
	}
	return match{}, false
}

func isSchemeByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.'
}

// detectAuthValue reports an Authorization-style value with a literal
// credential after its scheme.
func detectAuthValue(s string) (match, bool) {
	if scheme, cred, ok := authScheme(s); ok {
		if !placeholder(cred) && !example(cred, false) && len(cred) >= 8 && !strings.ContainsAny(cred[:1], "/.~") && !strings.Contains(cred, "://") {
			end := len(strings.TrimRight(s, asciiSpace))
			return match{Hit{Detector: fmt.Sprintf("a %s credential", strings.ToLower(scheme))}, end - len(cred), end}, true
		}
	}
	return match{}, false
}

// startsWord reports m in s where a word starts: at s's start or after
// a character that is not a letter or a digit.
func startsWord(s, m string) bool {
	for i := 0; ; {
		k := strings.Index(s[i:], m)
		if k < 0 {
			return false
		}
		if i+k == 0 || !isAlnum(s[i+k-1]) {
			return true
		}
		i += k + 1
	}
}

func isAlnum(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

// windowsPath reports a path that starts with a drive or a share:
// "C:/Users/me/.config/gcp-oauth.keys.json", `D:\keys\app.pem`,
// `\\server\share`.
func windowsPath(t string) bool {
	if strings.HasPrefix(t, `\\`) {
		return true
	}
	return len(t) >= 3 && ('a' <= t[0]|0x20 && t[0]|0x20 <= 'z') && t[1] == ':' && (t[2] == '/' || t[2] == '\\')
}

// fileInFolder reports a relative path to a file a credential is kept
// in, not the credential: a folder, then a name with the extension of a
// file of settings or keys ("config/gcp-oauth.keys.json",
// "secrets/service-account.json").
func fileInFolder(t string) bool {
	i := strings.LastIndexAny(t, `/\`)
	if i <= 0 {
		return false
	}
	_, ext, ok := strings.Cut(strings.ToLower(t[i+1:]), ".")
	if !ok {
		return false
	}
	if k := strings.LastIndexByte(ext, '.'); k >= 0 {
		ext = ext[k+1:]
	}
	switch ext {
	case "json", "pem", "key", "p12", "pfx", "crt", "cer", "txt", "yaml", "yml", "env", "toml", "ini", "cfg", "conf":
		return true
	}
	return false
}
