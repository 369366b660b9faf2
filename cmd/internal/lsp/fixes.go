package lsp

import (
	"github.com/pluglint/pluglint/rules"
	jsonedit "github.com/pluglint/pluglint/rules/edit"
	"github.com/pluglint/pluglint/rules/fix"
)

// repair is one fix a code action offers, in the server's own terms, so
// that where the fixes come from is said in this file only.
type repair struct {
	rule          *rules.Rule
	file, pointer string // the finding it repairs
	title         string
	safe          bool
	edits         []edit
}

// edit replaces bytes [start, end) of a package file with text.
type edit struct {
	file       string
	start, end int
	text       string
}

// repairs returns the fixes pluglint plans for a lint result, in the
// order `pluglint fix` would try them. They are planned, not verified
// by re-linting as `pluglint fix` does: the publisher sees each one
// applied and linted again at once.
func repairs(l *linted) []repair {
	var out []repair
	for _, fx := range fix.Plan(l.pkg, l.res) {
		r := repair{rule: fx.Rule, file: fx.File, pointer: fx.Pointer, title: fx.Message, safe: fx.Safety == jsonedit.Safe}
		for _, e := range fx.Edits {
			r.edits = append(r.edits, edit{file: e.File, start: e.Start, end: e.End, text: e.New})
		}
		out = append(out, r)
	}
	return out
}
