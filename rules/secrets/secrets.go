// Package secrets finds credentials in a package's text and keeps them
// out of everything pluglint prints: known token formats, credentials in
// URLs and authorization values, random-looking values under credential
// names, and the masking of what was found.
//
// Nothing here ever returns a credential's value for printing: a Hit
// names the detector and at most a short prefix that belongs to the
// format.
package secrets

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
	if h, ok := detectKnown(s); ok {
		return h, true
	}
	if h, ok := detectURL(s); ok {
		return h, true
	}
	if h, ok := detectAuthValue(s); ok {
		return h, true
	}
	if m := authInArg(s); m != nil && !placeholder(m[3]) &&
		(m[2] != "" && !example(m[3], false) && len(m[3]) >= 8 || randomLooking(m[3], false)) {
		return Hit{Detector: "an " + m[1] + " credential"}, true
	}
	if key != "" && CredentialName(key) && randomLooking(s, passwordName(key)) {
		return Hit{Detector: "a random-looking value under a credential name"}, true
	}
	return Hit{}, false
}
