package rules

import (
	"github.com/pluglint/pluglint/rules/edit"
	"github.com/pluglint/pluglint/rules/model"
	"github.com/pluglint/pluglint/rules/pyjson"
)

// Fixer is how `pluglint fix` repairs a rule's findings: the one place
// that says whether a rule has a fix, what it does (explain, the rule
// list, the README table and the rules reference show Safety and What)
// and how it is planned (fix.Plan calls Plan for each finding shown).
type Fixer struct {
	// Safety is "safe", "unsafe", "safe/unsafe" (depends on the evidence)
	// or "never" (the rule has findings pluglint must not touch; Plan is
	// nil).
	Safety string
	// What describes the fix for `pluglint explain`.
	What string
	// Order places the rule's fixes among other rules' (see FixOrder).
	Order FixOrder
	// Plan returns the repairs of one finding of the rule, in the
	// package's current offsets; none when there is nothing plain to do.
	// It must not change the package.
	Plan func(*FixPass, *Finding) []*edit.Suggestion
}

// FixOrder is when a fix is tried: what unblocks other fixes first. A
// file Hermes drops as a whole hides its servers' findings; a duplicate
// key hides which value counts; a server must load before a declaration
// may name it.
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

// FixPass is what a fixer sees: the package and the lint result the
// finding comes from (with the configuration applied).
type FixPass struct {
	Package *model.Package
	Result  *Result
}

// Editor returns an editor for a package JSON file pluglint may write: a
// regular file inside the root (not a symlink, whose target another
// package may share), read and parsed; nil for any other.
func (p *FixPass) Editor(jf *model.JSONFile) *edit.Editor {
	if jf == nil || jf.File == nil || jf.State != model.Readable || jf.Link != "" || jf.Doc == nil || jf.Err != nil {
		return nil
	}
	return edit.New(jf.Path, jf.Data, jf.Doc.Root)
}

// declareUntrusted plans "trust": "untrusted" in plugin.json for the
// mcp.json server m (mcp edits mcp.json), creating the Hermes extension
// blocks that are missing. It returns no edit when the declaration
// already says "untrusted", and full when it says "full" (overriding that
// is the publisher's call, so such a fix is unsafe). ok is false where a
// level is not an object or the trust is something else (another rule's
// finding).
func (p *FixPass) declareUntrusted(m *pyjson.Member, mcp *edit.Editor) (edits []edit.Edit, full, ok bool) {
	e := p.Editor(p.Package.Manifest)
	if e == nil {
		return nil, false, false
	}
	return e.Declare([]string{"extensions", model.HermesNamespace, "servers", m.Key}, mcp.KeyText(m),
		"trust", model.TrustUntrusted, model.TrustFull)
}
