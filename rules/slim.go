package rules

import "github.com/pluglint/pluglint/rules/model"

// Slim returns the result with only what reports read: the package's
// directory, the files its findings point into (for positions and
// snippets), and the outcome's names, trust and coverage, without the
// JSON and YAML trees and indexes linting built. A catalog keeps every
// result until its report is written: slim results keep its memory, and
// the garbage collector's work, a fraction of what whole packages take.
// Fix, which edits the trees, works on the whole result.
func (r *Result) Slim() *Result {
	var paths []string
	keep := func(l Loc) { paths = append(paths, l.File) }
	keepFinding := func(f *Finding) {
		keep(f.Loc)
		for _, rel := range f.Related {
			keep(rel.Loc)
		}
	}
	for _, f := range r.Findings {
		keepFinding(f)
	}
	o := r.Outcome
	slim := &Outcome{Rejected: o.Rejected, Dropped: o.Dropped, drops: o.drops}
	for _, d := range o.Dropped {
		if d.Cause != nil {
			keepFinding(d.Cause)
		}
	}
	slim.Servers = make([]*Server, len(o.Servers))
	for i, s := range o.Servers {
		c := *s
		c.Member, c.Decl = nil, nil
		slim.Servers[i] = &c
	}
	slim.Skills = make([]*model.Skill, len(o.Skills))
	for i, s := range o.Skills {
		slim.Skills[i] = &model.Skill{Name: s.Name, Dir: s.Dir, DirLink: s.DirLink, DirEscapes: s.DirEscapes}
	}
	pkg := r.Package.WithFiles(paths)
	return &Result{
		Package: pkg, Name: r.Name, Outcome: slim, Findings: r.Findings, Suppressed: r.Suppressed, Secrets: r.Secrets,
		RejectionBaselined: r.RejectionBaselined,
	}
}
