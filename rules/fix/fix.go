// Package fix repairs the findings that have one obviously right answer.
//
// Each rule that has a fix carries it (rules.Rule.Fix): its fixer plans
// edits of the original bytes of plugin.json or mcp.json at the offsets
// the parser recorded (package rules/edit), so that everything it does not
// touch stays as written. Fixes are planned from a lint result (which
// rule, which JSON Pointer) and never from messages, and Run re-lints
// every fix in memory before keeping it: a fix that leaves a file
// unparsable, adds a finding that makes Hermes reject the package or drop
// a part of it, widens a server's trust or does not resolve its own
// finding is not applied.
package fix

import (
	"github.com/pluglint/pluglint/rules"
	"github.com/pluglint/pluglint/rules/edit"
)

// Fix is one repair of one finding, as its rule's fixer planned it: the
// edits, in the offsets of the files it was planned from.
type Fix struct {
	Rule *rules.Rule
	*edit.Suggestion

	// key identifies the fix across edits that move offsets.
	key   string
	order rules.FixOrder
}
