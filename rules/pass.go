package rules

import (
	"fmt"
	"strconv"

	"github.com/pluglint/pluglint/rules/capability"
	"github.com/pluglint/pluglint/rules/model"
	"github.com/pluglint/pluglint/rules/prose"
	"github.com/pluglint/pluglint/rules/secrets"

	"github.com/pluglint/pluglint/rules/frontmatter"
	"github.com/pluglint/pluglint/rules/pyjson"
)

// Pass is one rule's view of one package: the parsed files, what Hermes
// loaded (for rules that need it) and a way to report findings.
type Pass struct {
	Pkg   *model.Package
	Rule  *Rule
	found *collector
	// shared holds what rules may declare they need, built once per
	// package and handed to every rule's Pass.
	shared *analyses
	// bug records a rule's misuse of the Pass; the engine turns it into
	// an internal error rather than a crash or a wrong verdict.
	bug error
}

// Need is an analysis of the package that a rule reads through its Pass.
type Need uint8

// The analyses a rule can declare.
const (
	// NeedOutcome is Pass.Outcome: what Hermes loads, from the findings of
	// every rule that does not need it. Rules that need it run after them.
	NeedOutcome Need = iota + 1
	// NeedSkills is Pass.Skills: the skills indexed for the prose rules,
	// with the servers Hermes loads. It needs the outcome.
	NeedSkills
	// NeedEvidence is Pass.Evidence: what the package says of whether
	// each server Hermes loads can write. It needs the outcome and the
	// skills.
	NeedEvidence
)

// String returns the accessor's name, for the registry test's messages.
func (n Need) String() string {
	switch n {
	case NeedOutcome:
		return "Outcome"
	case NeedSkills:
		return "Skills"
	case NeedEvidence:
		return "Evidence"
	}
	return "Need(" + strconv.Itoa(int(n)) + ")"
}

// requires says which analyses an analysis is built from.
var requires = map[Need][]Need{NeedSkills: {NeedOutcome}, NeedEvidence: {NeedOutcome, NeedSkills}}

// needs reports whether r needs n, itself or through what it needs.
func (r *Rule) needs(n Need) bool {
	var walk func(ns []Need) bool
	walk = func(ns []Need) bool {
		for _, m := range ns {
			if m == n || walk(requires[m]) {
				return true
			}
		}
		return false
	}
	return walk(r.Needs)
}

// analyses holds the analyses of one package, each built at most once.
// A package is linted by one goroutine, so it takes no lock.
type analyses struct {
	outcome  *Outcome
	skills   *prose.Index
	evidence []*capability.Assessment        // by the server's index in the outcome
	secrets  map[*model.File][]secrets.Found // see findPackageSecrets
}

// Secrets returns the credentials in f's text. The engine scans every
// file once, to redact output; PL500 reports from the same scan.
func (p *Pass) Secrets(f *model.File) []secrets.Found { return p.shared.secrets[f] }

// Outcome returns what Hermes loads from the package, computed from the
// findings of every rule that does not need it. Only rules that declare
// NeedOutcome (or an analysis built from it) may call it.
func (p *Pass) Outcome() *Outcome {
	if p.shared.outcome == nil {
		// Unreachable while TestRegistryNeeds passes: a rule that asks
		// without declaring sees what the findings so far add up to.
		return computeOutcome(p.Pkg, p.found.forOutcome())
	}
	return p.shared.outcome
}

// Report records a finding. Class and Level default to the rule's.
func (p *Pass) Report(f Finding) {
	f.Rule = p.Rule
	if f.Class == ClassDefault {
		f.Class = p.Rule.Class
	}
	if f.Class == OfFile || f.Class == OfPlace {
		p.bug = fmt.Errorf("rule %s reported a finding without a concrete class", p.Rule.ID)
		return
	}
	if p.Rule.Class == Advice && f.Class != Advice {
		// An advice rule stands for no Hermes outcome: a reject or drop
		// from it would change the verdict behind its declaration.
		p.bug = fmt.Errorf("rule %s is advice but reported a %s finding", p.Rule.ID, f.Class)
		return
	}
	if f.Level == LevelDefault {
		f.Level = p.Rule.Level
	}
	p.found.add(&f)
}

// Shown reports whether the rule's next finding in file would be shown:
// pluglint shows the first maxShown findings of a rule in a file. A rule
// that reports one finding per element of a long array or object may
// skip wording those that would not be, but must report them all the
// same, with their place, class and drops: they are counted, and they
// count toward what Hermes loads (one named as a drop's cause reads as
// the rule's title).
func (p *Pass) Shown(file string) bool {
	return p.found.counts[ruleFile{p.Rule, file}] < maxShown
}

// Reportf reports a finding at loc with a formatted message.
func (p *Pass) Reportf(loc Loc, format string, args ...any) {
	p.Report(Finding{Loc: loc, Message: fmt.Sprintf(format, args...)})
}

// AtValue locates a JSON value: its span and its JSON Pointer.
func AtValue(f *model.JSONFile, v *pyjson.Value) Loc {
	return Loc{File: f.Path, Span: model.Span{Start: v.Start, End: v.End}, Pointer: v.Pointer}
}

// AtKey locates the key of an object member; the pointer is the member's.
func AtKey(f *model.JSONFile, m *pyjson.Member) Loc {
	return Loc{File: f.Path, Span: model.Span{Start: m.KeyStart, End: m.KeyEnd}, Pointer: m.Value.Pointer}
}

// AtMember locates a whole member, from its key to the end of its value.
func AtMember(f *model.JSONFile, m *pyjson.Member) Loc {
	return Loc{File: f.Path, Span: model.Span{Start: m.KeyStart, End: m.Value.End}, Pointer: m.Value.Pointer}
}

// AtOffset locates a single character of a file, such as a syntax error.
func AtOffset(f *model.File, off int) Loc {
	end := off + 1
	if end > len(f.Data) {
		end = len(f.Data)
	}
	if off > end {
		off = end
	}
	return Loc{File: f.Path, Span: model.Span{Start: off, End: end}}
}

// AtFile locates a file as a whole.
func AtFile(path string) Loc {
	return Loc{File: path, WholeFile: true}
}

// DropServer is the target of a finding that makes Hermes skip one server.
//
// name is the server's identity (pyjson.Member.Ident): two names that
// differ only in lone surrogates are two servers to Hermes.
func DropServer(name string) *Target { return &Target{Kind: TargetServer, Name: name} }

// DropSkill is the target of a finding that makes Hermes skip one skill.
func DropSkill(name string) *Target { return &Target{Kind: TargetSkill, Name: name} }

// DropMCP is the target of a finding that makes Hermes skip all of mcp.json.
var DropMCP = &Target{Kind: TargetMCP}

// DropSkills is the target of a finding that makes Hermes skip every skill.
var DropSkills = &Target{Kind: TargetSkills}

// AtYAML locates a frontmatter node of a SKILL.md.
func AtYAML(f *model.File, v *frontmatter.Value) Loc {
	return Loc{File: f.Path, Span: model.Span{Start: v.Offset, End: v.EndOffset}}
}

// AtText locates part of a JSON string value: the bytes start to end of
// its decoded text (v.Str), where the file writes them, escapes included.
// When that cannot be worked out it locates the whole value.
func AtText(f *model.JSONFile, v *pyjson.Value, start, end int) Loc {
	return narrowText(f, AtValue(f, v), start, end)
}

// AtKeyText is AtText for an object member's key (m.Key).
func AtKeyText(f *model.JSONFile, m *pyjson.Member, start, end int) Loc {
	return narrowText(f, AtKey(f, m), start, end)
}

func narrowText(f *model.JSONFile, loc Loc, start, end int) Loc {
	from := pyjson.StringOffset(f.Data, loc.Span.Start, start)
	to := pyjson.StringOffset(f.Data, loc.Span.Start, end)
	if from < 0 || to < from {
		return loc
	}
	loc.Span = model.Span{Start: from, End: to}
	return loc
}
