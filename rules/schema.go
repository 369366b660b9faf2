package rules

import (
	"regexp"
	"strings"
	"sync"
	"unicode"
)

// The "$schema" URLs Hermes accepts, one per file.
const (
	PluginSchemaURL = "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json"
	MCPSchemaURL    = "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json"
)

// schemaURL matches Agent Plugins schema URLs of any version and file
// (plugin or mcp), so that near misses of the one Hermes accepts can be
// named. It is compiled on first use: only wrong values need it.
var schemaURL = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^https://agent-plugins\.org/schemas/([^/]+)/([a-z]+)\.schema\.json$`)
})

// normalizeSchemaURL undoes the slips publishers make writing a "$schema"
// URL — whitespace, a trailing slash, http://, upper case, a www. host —
// and names each one it undid. Hermes forgives none of them: it compares
// the URL character for character.
func normalizeSchemaURL(s string) (string, []string) {
	var slips []string
	if strings.TrimLeftFunc(s, unicode.IsSpace) != s {
		slips = append(slips, "leading whitespace")
	}
	if strings.TrimRightFunc(s, unicode.IsSpace) != s {
		slips = append(slips, "trailing whitespace")
	}
	t := strings.TrimSpace(s)
	if u := strings.TrimRight(t, "/"); u != t {
		t = u
		slips = append(slips, "a trailing slash")
	}
	if len(t) >= 7 && strings.EqualFold(t[:7], "http://") {
		t = "https://" + t[7:]
		slips = append(slips, "http:// instead of https://")
	}
	if low := strings.ToLower(t); low != t {
		t = low
		slips = append(slips, "upper-case letters")
	}
	if strings.HasPrefix(t, "https://www.agent-plugins.org/") {
		t = "https://" + strings.TrimPrefix(t, "https://www.")
		slips = append(slips, "a www. host")
	}
	return t, slips
}
