// Package hermes is Hermes Agent's and Python's behaviour that pluglint
// must reproduce exactly, as pure functions: the internal name Hermes
// gives a package server, how it translates a stdio entry (server types,
// allowed fields, placeholder expansion, shells, Python's str.isspace and
// shlex), and how Python's urllib.parse and ipaddress read a URL. Nothing
// here knows about rules or findings.
package hermes

import "strings"

// InternalName is the name Hermes gives a package server: lower-cased,
// every character outside [a-z0-9_-] replaced by "-", "-" and "_" trimmed
// from both ends, "plugin" when nothing is left. A user's config.yaml must
// use this name to override the server.
func InternalName(name string) string {
	b := make([]rune, 0, len(name))
	// Python's str.lower maps U+0130 to two characters, "i" and a
	// combining dot; strings.ToLower gives one.
	lower := strings.ToLower(strings.ReplaceAll(name, "\u0130", "i\u0307"))
	for _, r := range lower {
		if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') || r == '_' || r == '-' {
			b = append(b, r)
		} else {
			b = append(b, '-')
		}
	}
	s := string(b)
	for len(s) > 0 && (s[0] == '-' || s[0] == '_') {
		s = s[1:]
	}
	for len(s) > 0 && (s[len(s)-1] == '-' || s[len(s)-1] == '_') {
		s = s[:len(s)-1]
	}
	if s == "" {
		return "plugin"
	}
	return s
}
