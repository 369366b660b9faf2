package rules

import (
	"fmt"
	"regexp"
	"strings"
	"sync"
	"unicode"

	"github.com/pluglint/pluglint/rules/model"
	"github.com/pluglint/pluglint/rules/pyjson"
)

// knownManifestField reports the top-level fields Hermes reads.
func knownManifestField(key string) bool {
	switch key {
	case "$schema", "name", "version", "description", "author",
		"homepage", "repository", "license", "keywords", "extensions":
		return true
	}
	return false
}

// declRejects ends every message about a declaration Hermes refuses.
const declRejects = "Hermes rejects the whole package"

// declKeys are the keys a server declaration may hold.
var declKeys = []string{"app", "requires", "liveness", "trust"}

func declIsKey(k string) bool {
	for _, a := range declKeys {
		if k == a {
			return true
		}
	}
	return false
}

var declPlainName = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_-]*$`) })

// hermesTrustPath is where a server's trust belongs, written the way a
// publisher navigates plugin.json.
func hermesTrustPath(server string) string {
	sel := "." + server
	if server == "" || !declPlainName().MatchString(server) {
		sel = fmt.Sprintf("[%q]", server)
	}
	if server == "<name>" {
		sel = ".<name>"
	}
	return fmt.Sprintf(`extensions[%q].servers%s.trust`, model.HermesNamespace, sel)
}

// declMatchesServer reports whether Hermes finds a loaded server for a
// declaration name. Servers skipped later, at spawn time (the suspicious
// command filter), were loaded when the declarations were checked.
// Names are compared by code point, lone surrogates included.
func declMatchesServer(pkg *model.Package, o *Outcome, d *pyjson.Member) bool {
	if o.ServerFor(d) != nil {
		return true
	}
	if o.DropCause(Target{Kind: TargetMCP}) != nil || serverMemberFor(pkg, d) == nil {
		return false
	}
	cause := o.DropCause(Target{Kind: TargetServer, Name: d.Ident()})
	return cause != nil && cause.Rule.AtSpawn
}

// serverMemberFor returns mcp.json's server entry a declaration names,
// comparing names by code point (lone surrogates included), or nil.
func serverMemberFor(pkg *model.Package, d *pyjson.Member) *pyjson.Member {
	if m := pkg.ServerMember(d.Key); m == nil || m.Ident() == d.Ident() {
		return m
	}
	for _, m := range pkg.ServerMembers() {
		if m.Ident() == d.Ident() {
			return m
		}
	}
	return nil
}

// declNearest returns the candidate closest to s within the given number of edits (the
// first on a tie, ignoring letter case), or "". Short candidates allow one
// edit at most, so that "gpu" does not suggest "app".
func declNearest(s string, candidates []string, within int) string {
	best, bestD := "", within+1
	for _, c := range candidates {
		if c == s {
			continue
		}
		limit := within
		if len([]rune(c)) <= 4 {
			limit = min(limit, 1)
		}
		if d := declEditDistance(strings.ToLower(s), strings.ToLower(c)); d <= limit && d < bestD {
			best, bestD = c, d
		}
	}
	return best
}

// declEditDistance is the optimal string alignment distance between a and
// b in runes: insertions, deletions, substitutions and transpositions of
// adjacent runes ("trdae" is one edit from "trade").
func declEditDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	d := make([][]int, len(ra)+1)
	for i := range d {
		d[i] = make([]int, len(rb)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(ra); i++ {
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(ra)][len(rb)]
}

// appOSes are the OS blocks an app declaration may hold, in Hermes's order.
var appOSes = []string{"win32", "darwin", "linux"}

func appIsOS(k string) bool {
	for _, o := range appOSes {
		if k == o {
			return true
		}
	}
	return false
}

// declStrip is Python's str.strip(): it removes Unicode whitespace,
// including the separators U+001C to U+001F that Go does not count.
func declStrip(s string) string {
	return strings.TrimFunc(s, func(r rune) bool { return unicode.IsSpace(r) || (r >= 0x1c && r <= 0x1f) })
}

// trustNormal lower-cases s and drops spaces, invisible characters and
// punctuation that people put inside words.
func trustNormal(s string) string {
	return strings.ToLower(strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) || unicode.Is(unicode.Cf, r) || strings.ContainsRune("-_.'\"`", r) {
			return -1
		}
		return r
	}, s))
}

// trustIntent reads what a misspelt or paraphrased trust value meant:
// model.TrustUntrusted, model.TrustFull, or "" when it is not plain.
func trustIntent(s string) string {
	n := trustNormal(s)
	switch n {
	case "untrusted", "untrust", "nottrusted", "notrust", "distrusted", "none", "no", "false", "off", "0",
		"readonly", "ro", "read", "restricted", "restrict", "ask", "askuser", "askfirst", "gated", "gate",
		"approval", "approve", "requireapproval", "requiresapproval", "needsapproval", "confirm",
		"confirmation", "prompt", "manual", "limited", "low", "sandbox", "sandboxed", "safe", "strict",
		"locked", "guarded", "supervised", "humanintheloop", "hitl":
		return model.TrustUntrusted
	case "full", "fulltrust", "trusted", "trust", "yes", "true", "on", "1", "all", "high", "allow",
		"unrestricted", "auto", "always":
		return model.TrustFull
	}
	if n != "" && declEditDistance(n, model.TrustUntrusted) <= 2 {
		return model.TrustUntrusted
	}
	if n != "null" && n != "fall" && len(n) >= 3 && declEditDistance(n, model.TrustFull) <= 1 {
		return model.TrustFull
	}
	return ""
}
