// Package secrets finds credentials in a package's text and keeps them
// out of everything pluglint prints: known token formats, credentials in
// URLs and authorization values, random-looking values under credential
// names, and the masking of what was found.
//
// Nothing here ever returns a credential's value for printing: a Hit
// names the detector and at most a short prefix that belongs to the
// format.
package secrets

import (
	"encoding/base64"
	"net/url"
	"strings"
)

// Hit is what a detector found in a value; it never holds the value
// itself.
type Hit struct {
	// Detector says what was found: "a GitHub token", "a password in its
	// user info".
	Detector string
	// Prefix holds at most four leading characters that belong to the
	// format ("ghp_"), or "".
	Prefix string
}

// Span is a byte range [Start, End) of a file; for a JSON string value it
// runs from its opening quote to just past its closing quote.
type Span struct {
	Start, End int
}

// Detect runs every detector that applies to a value under key (an env
// name, header name or field name; "" for array items).
func Detect(s, key string) (Hit, bool) {
	m, ok := locate(s, key)
	return m.hit, ok
}

// match is a credential a detector found in a string s: s[start:end].
type match struct {
	hit        Hit
	start, end int
}

// locate is Detect, saying where in s the credential is.
func locate(s, key string) (match, bool) {
	if m, ok := detectKnown(s); ok {
		return m, true
	}
	if m, ok := detectURL(s); ok {
		return m, true
	}
	if m, ok := detectAuthValue(s); ok {
		return m, true
	}
	if m := authInArg(s); m != nil {
		cred := s[m[6]:m[7]]
		if !placeholder(cred) && (m[4] >= 0 && !example(cred, false) && len(cred) >= 8 || randomLooking(cred, false)) {
			return match{Hit{Detector: "an " + s[m[2]:m[3]] + " credential"}, m[6], m[7]}, true
		}
	}
	plain := s // what a credential-named value says, percent-decoded
	if strings.Contains(s, "%") {
		if dec, err := url.QueryUnescape(s); err == nil {
			plain = dec
		}
	}
	if key != "" && CredentialName(key) && randomLooking(plain, passwordName(key)) {
		t := strings.TrimSpace(s)
		start := strings.Index(s, t)
		return match{Hit{Detector: "a random-looking value under a credential name"}, start, start + len(t)}, true
	}
	if m, ok := basicAuthValue(s); ok {
		return m, true
	}
	// A percent-encoded credential (a PEM key, a database URL or a
	// webhook URL in a query parameter) is found decoded, and the
	// encoded text stands for it whole.
	if strings.Contains(s, "%") {
		for _, unescape := range []func(string) (string, error){url.PathUnescape, url.QueryUnescape} {
			if dec, err := unescape(s); err == nil && dec != s {
				if m, ok := locate(dec, key); ok {
					return match{m.hit, 0, len(s)}, true
				}
			}
		}
	}
	return match{}, false
}

// basicAuthValue reports a value that is base64 for "user:password", as
// an HTTP basic-auth credential is written, whatever it is called.
func basicAuthValue(s string) (match, bool) {
	t := strings.TrimSpace(s)
	if len(t) < 12 || len(t)%4 != 0 || strings.Trim(t, base64Chars) != "" {
		return match{}, false
	}
	dec, err := base64.StdEncoding.DecodeString(t)
	if err != nil {
		return match{}, false
	}
	user, pw, ok := strings.Cut(string(dec), ":")
	if !ok || user == "" || len(pw) < 6 || !printableWord(user) || !printableWord(pw) || example(pw, false) {
		return match{}, false
	}
	start := strings.Index(s, t)
	return match{Hit{Detector: "a basic-auth credential (base64 user:password)"}, start, start + len(t)}, true
}

const base64Chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/="

// printableWord reports printable ASCII without spaces.
func printableWord(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] <= ' ' || s[i] > '~' {
			return false
		}
	}
	return true
}
