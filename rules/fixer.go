package rules

import (
	"github.com/pluglint/pluglint/rules/edit"
	"github.com/pluglint/pluglint/rules/model"
)

// Fixer is how `pluglint fix` repairs a rule's findings: the one place
// that says whether a rule has a fix, what it does (explain, the rule
// list, the README table and the rules reference show Safety and What)
// and how it is planned (fix.Plan calls Plan for each finding shown).
type Fixer struct {
	// Safety is "safe", "unsafe", "safe/unsafe" (depends on the evidence)
	// or "never" (findings pluglint must not touch; Plan is nil).
	Safety string
	// What describes the fix for `pluglint explain`.
	What string
	// Order places the rule's fixes among other rules' (see FixOrder).
	Order FixOrder
	// Plan returns the repairs of one finding of the rule, in the package's
	// current offsets (none when nothing is plain); it changes nothing.
	Plan func(*FixPass, *Finding) []*edit.Suggestion
}

// FixOrder is when a fix is tried, what unblocks others first: a dropped
// file hides its servers' findings, a duplicate key which value counts, and
// a server must load before a declaration may name it.
type FixOrder int

// Fix orders, first to last.
const (
	FixFileSchema   FixOrder = iota // a "$schema" that makes Hermes read a file
	FixDuplicateKey                 // which of a repeated key counts
	FixServerType                   // a transport, so that the server loads
	FixTrustValue                   // the spelling of a declared trust
	FixTrustMove                    // a trust moved to where Hermes reads it
	FixTrustGate                    // a trust newly declared
)

// FixPass is what a fixer sees: the package and the lint result (as configured).
type FixPass struct {
	Package *model.Package
	Result  *Result
}
