// Package secrets finds credentials in a package's text and keeps them
// out of everything pluglint prints: known token formats, credentials in
// URLs and authorization values, random-looking values under credential
// names, and the masking of what was found.
//
// Nothing here ever returns a credential's value for printing: a Hit
// names the detector and at most a short prefix that belongs to the
// format.
package secrets

import "strings"

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
	if key != "" && CredentialName(key) && randomLooking(s, passwordName(key)) {
		t := strings.TrimSpace(s)
		start := strings.Index(s, t)
		return match{Hit{Detector: "a random-looking value under a credential name"}, start, start + len(t)}, true
	}
	return match{}, false
}
