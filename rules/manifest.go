package rules

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// validManifestName reports whether Hermes accepts name:
// ^(?!.*(?:--|\.\.))[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$ and 1 to 64
// characters.
func validManifestName(name string) bool {
	return name != "" && len(manifestNameProblems(name)) == 0
}

// manifestNameProblems lists every v1 naming rule a non-empty name breaks,
// as noun phrases.
func manifestNameProblems(name string) []string {
	var out []string
	if n := utf8.RuneCountInString(name); n > maxManifestName {
		out = append(out, fmt.Sprintf("%d characters (at most %d)", n, maxManifestName))
	}
	upper := false
	var bad []string
	seen := map[rune]bool{}
	for _, r := range name {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9', r == '-', r == '.':
		case r >= 'A' && r <= 'Z':
			upper = true
		default:
			if !seen[r] {
				seen[r] = true
				bad = append(bad, fmt.Sprintf("%q", string(r)))
			}
		}
	}
	if upper {
		out = append(out, "upper-case letters")
	}
	out = append(out, bad...)
	if strings.Contains(name, "--") {
		out = append(out, `"--"`)
	}
	if strings.Contains(name, "..") {
		out = append(out, `".."`)
	}
	if c := name[0]; c == '-' || c == '.' {
		out = append(out, fmt.Sprintf("a leading %q", string(c)))
	}
	if c := name[len(name)-1]; len(name) > 1 && (c == '-' || c == '.') {
		out = append(out, fmt.Sprintf("a trailing %q", string(c)))
	}
	return out
}

// maxManifestName is the longest name v1 allows, in characters.
const maxManifestName = 64
