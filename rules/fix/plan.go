package fix

import (
	"sort"

	"github.com/pluglint/pluglint/rules"
	"github.com/pluglint/pluglint/rules/model"
)

// Plan returns the fixes for a lint result's findings, safe and unsafe,
// in the order they should be tried. Only findings the result shows are
// fixed: a finding the configuration hides or switches off is left alone.
// Fixes are planned from the rule and JSON Pointer of each finding and
// the parsed files; each one's edits are in the package's current offsets,
// so after applying one, load and plan again.
func Plan(pkg *model.Package, res *rules.Result) []*Fix {
	p := &planner{seen: map[string]bool{}}
	fp := &rules.FixPass{Package: pkg, Result: res}
	for _, f := range res.Findings {
		if f.LatentOf != nil {
			// Behind a drop: fixed once its cause is, on a later round;
			// a trust gate now would name a server Hermes does not load.
			continue
		}
		fixer := f.Rule.Fix
		if fixer == nil || fixer.Plan == nil {
			continue
		}
		for _, s := range fixer.Plan(fp, f) {
			p.add(&Fix{Rule: f.Rule, Suggestion: s, order: fixer.Order})
		}
	}
	sort.SliceStable(p.fixes, func(i, j int) bool {
		a, b := p.fixes[i], p.fixes[j]
		if a.order != b.order {
			return a.order < b.order
		}
		if a.File != b.File {
			return a.File < b.File
		}
		return a.Edits[0].Start < b.Edits[0].Start
	})
	return p.fixes
}

// planner collects fixes, each once.
type planner struct {
	fixes []*Fix
	seen  map[string]bool
}

func (p *planner) add(fx *Fix) {
	if len(fx.Edits) == 0 {
		return
	}
	fx.key = fx.Rule.ID + "\x00" + fx.File + "\x00" + fx.Pointer + "\x00" + fx.Message
	if !p.seen[fx.key] {
		p.seen[fx.key] = true
		p.fixes = append(p.fixes, fx)
	}
}
