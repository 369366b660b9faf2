// Package fix repairs the findings that have one obviously right answer.
//
// A fix edits the original bytes of plugin.json or mcp.json at the offsets
// the parser recorded, so that everything it does not touch (indentation,
// key order, line endings, a byte order mark, the final newline) stays as
// written. Fixes are planned from a lint result (which rule, which JSON
// Pointer) and never from messages, and Run re-lints every fix in memory
// before keeping it: a fix that leaves a file unparsable, adds a finding
// that makes Hermes reject the package or drop a part of it, widens a
// server's trust or does not resolve its own finding is not applied.
package fix

import (
	"github.com/pluglint/pluglint/rules"
)

// Safety says whether a fix is applied by default.
type Safety uint8

// Safeties. A safe fix is right whatever the publisher meant; an unsafe
// one (applied only on request) guesses, or removes something written.
const (
	Safe Safety = iota + 1
	Unsafe
)

// String returns "safe" or "unsafe".
func (s Safety) String() string {
	switch s {
	case Safe:
		return "safe"
	case Unsafe:
		return "unsafe"
	}
	return "none"
}

// Edit replaces the bytes [Start, End) of one package file with New.
// Start == End inserts.
type Edit struct {
	File       string // package-relative, as in rules.Loc
	Start, End int
	New        string
}

// Fix is one repair of one finding: the edits, in the offsets of the files
// it was planned from.
type Fix struct {
	Rule   *rules.Rule
	Safety Safety
	// File and Pointer locate what is repaired (the finding's place).
	File    string
	Pointer string
	// Message says what the fix does, in the style of finding messages.
	Message string
	Edits   []Edit

	// resolves lists the findings the fix must make disappear.
	resolves []place
	// key identifies the fix across edits that move offsets.
	key   string
	order int
}

// place names findings of one rule at one JSON Pointer of one file.
type place struct {
	rule    *rules.Rule
	file    string
	pointer string
}

// RuleFix says what `pluglint fix` does for one rule.
type RuleFix struct {
	// Safety is "safe", "unsafe", "safe/unsafe" (depends on the evidence)
	// or "never" (the rule has findings pluglint must not touch).
	Safety string
	// What describes the fix for `pluglint explain`.
	What string
}

// For returns what `pluglint fix` does for a rule; ok is false for rules
// it has no fix for. This is the one list of fixable rules: the rule
// catalogue (explain, the rule list and table, the rules reference)
// shows it.
func For(r *rules.Rule) (rf RuleFix, ok bool) {
	switch r {
	case rules.DuplicateKey:
		return RuleFix{"unsafe", `removes the earlier occurrences of a repeated key, keeping the last one, which ` +
			`is the one Hermes uses (unsafe: it deletes what was written; never done for a "trust": "untrusted" ` +
			`that a later value overrides, where only the publisher can say which one is meant).`}, true
	case rules.ManifestSchema:
		return RuleFix{"safe", `adds the missing "$schema", or corrects a near miss (surrounding spaces, a ` +
			`trailing slash, http://, upper case, www., the mcp.json URL, a misspelt "$schema" key) to ` +
			`the Agent Plugins 1.0.0 plugin schema URL; another version such as 1.1.0 is left alone.`}, true
	case rules.MCPFile:
		return RuleFix{"safe", `adds the missing "$schema" to an mcp.json that has "mcpServers", or ` +
			`corrects a near miss to the 1.0.0 mcp schema URL, as for plugin.json.`}, true
	case rules.TrustInvalid:
		return RuleFix{"safe", `rewrites a trust value that is "untrusted" or "full" in another letter case ` +
			`or with surrounding spaces to the exact value; anything less plain is left for the publisher.`}, true
	case rules.TrustMisplaced:
		return RuleFix{"safe", `moves "trust": "untrusted" from an mcp.json server entry, or from directly ` +
			`in the Hermes extension of a package with one server, to ` +
			`extensions["com.nousresearch.hermes"].servers.<name>.trust in plugin.json, creating the blocks ` +
			`in the file's own layout (not applied where the server would still not load).`}, true
	case rules.ServerType:
		return RuleFix{"safe", `rewrites "type": "http" (and spellings such as "streamable_http" or ` +
			`"STDIO") to "streamable-http" for a server with a url, or to "stdio" for one with a command.`}, true
	case rules.WriteServerUngated:
		return RuleFix{"safe/unsafe", `declares "trust": "untrusted" for the server in plugin.json; safe ` +
			`when a tool inventory shows write-capable tools, unsafe (--unsafe) on static signals alone ` +
			`or where the declaration says "full" on purpose. It only ever narrows trust.`}, true
	case rules.SecretLiteral:
		return RuleFix{"never", `pluglint never edits a secret: revoke the credential, since it has been ` +
			`published, then remove it from the package and let the user supply it.`}, true
	}
	return RuleFix{}, false
}
