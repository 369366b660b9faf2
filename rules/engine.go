package rules

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"path"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/pluglint/pluglint/rules/clip"
	"github.com/pluglint/pluglint/rules/model"

	"github.com/pluglint/pluglint/rules/pyjson"
	"github.com/pluglint/pluglint/rules/secrets"
)

// Settings is what configuration changes about a run: rule levels (Off
// switches a rule's findings off), ignore entries and a baseline. None
// ever changes what Hermes does, so verdicts are computed before settings
// apply, and none hides a finding that stands for a rejection.
type Settings struct {
	Levels  map[*Rule]Level
	Ignores []*Ignore
	// Baseline holds the fingerprints of a previous report's findings:
	// findings it already had are hidden (and counted as suppressed), so
	// a project can adopt pluglint and fail only on new findings. A
	// rejection in it is hidden too; the verdict stays rejected (see
	// Result.RejectionBaselined).
	Baseline map[string]bool
	// BaselineHits counts the findings the baseline hid, so the command
	// can warn about a baseline that matches nothing.
	BaselineHits int
}

// Ignore suppresses the findings of one rule at one file and JSON Pointer.
type Ignore struct {
	Rule    *Rule
	Path    string // as written: relative to the config file's directory, or to the run directory
	Pointer string // empty matches every pointer in the file
	Reason  string
	Expires string // YYYY-MM-DD, or empty
	// Matched is set by the engine when the entry suppressed something.
	Matched bool
	// Refused is set by the engine to the first finding the entry matched
	// but could not hide, because it stands for a Hermes rejection: the
	// package does not load whatever the configuration says, so such an
	// entry is a configuration mistake.
	Refused *Finding
	// Match decides whether the entry applies to a finding's shown path.
	Match func(shownPath string) bool
}

// Result is the lint result for one package.
type Result struct {
	Package *model.Package
	// Name is plugin.json's name when it is a string.
	Name     string
	Outcome  *Outcome
	Findings []*Finding // sorted, suppressed and switched-off findings excluded
	// Suppressed counts findings hidden by ignore entries or the baseline.
	Suppressed int
	// Secrets holds the credentials found in the package's files: what
	// output must never show. Findings are already masked; a caller that
	// prints other text from the package passes it through.
	Secrets *secrets.Redactor
	// RejectionBaselined is set when the package is rejected and every
	// finding that says why is in the baseline: the package still does
	// not load, but the run does not fail for it.
	RejectionBaselined bool
}

// Verdict is "loads" or "rejected".
func (r *Result) Verdict() string {
	if r.Outcome.Rejected {
		return "rejected"
	}
	return "loads"
}

// Lint runs every rule over a package and returns its findings and
// outcome. An error means a rule could not run: a pluglint bug.
func Lint(pkg *model.Package, settings *Settings) (*Result, error) {
	return lint(pkg, settings, All, nil, true)
}

// LintRule runs one rule over a package, as fixture tests do. Other rules
// still run, silently, when the rule needs to know what Hermes loaded.
func LintRule(pkg *model.Package, rule *Rule) (*Result, error) {
	return lint(pkg, nil, All, rule, false)
}

// lint runs rules over pkg; with latent set it also reports the findings
// that lie behind drops (latent.go).
func lint(pkg *model.Package, settings *Settings, rules []*Rule, only *Rule, latent bool) (*Result, error) {
	c := &collector{}
	red, found := findPackageSecrets(pkg)
	shared := &analyses{secrets: found}
	run := func(r *Rule) error {
		p := &Pass{Pkg: pkg, Rule: r, shared: shared, found: c}
		if err := r.Run(p); err != nil {
			return fmt.Errorf("rule %s: %w", r, err)
		}
		return p.bug
	}
	// Rules run in two rounds, by what they declare they need: those that
	// do not need the outcome first, then, once their findings say what
	// Hermes loads, those that do. A rule that needs the outcome can still
	// reject or drop (an orphan declaration rejects), so the outcome is
	// worked out again at the end.
	for _, late := range []bool{false, true} {
		if late {
			shared.outcome = computeOutcome(pkg, c.forOutcome())
		}
		for _, r := range rules {
			if r.needs(NeedOutcome) != late {
				continue
			}
			if err := run(r); err != nil {
				return nil, err
			}
		}
	}
	o := computeOutcome(pkg, c.forOutcome())
	// What rules memoized is not needed once they have run, and a catalog
	// keeps every package until the report is written.
	pkg.ForgetMemo()
	res := &Result{Package: pkg, Outcome: o, Secrets: red}
	if obj := pkg.Manifest.Object(); obj != nil {
		if n := obj.Get("name"); n != nil && n.Kind == pyjson.String {
			res.Name = red.Redact(n.Str)
		}
	}
	findings := c.finish()
	// The unshown findings kept may be named as the cause of a drop, so
	// they are worded and placed too.
	all := slices.Concat(findings, c.unshown)
	scrubSecrets(red, all)
	for _, f := range all {
		f.Message = clip.Message(f.Message)
		for i := range f.Related {
			f.Related[i].Message = clip.Message(f.Related[i].Message)
		}
		finalize(pkg, f)
	}
	sortFindings(findings)
	for _, f := range findings {
		if only != nil && f.Rule != only {
			continue
		}
		if settings != nil && applySettings(settings, f) {
			if f.Suppressed {
				res.Suppressed++
			}
			continue
		}
		res.Findings = append(res.Findings, f)
	}
	if o.Rejected && settings != nil && settings.Baseline != nil {
		res.RejectionBaselined = true
		for _, f := range res.Findings {
			if f.Class == Reject || f.Rule.Fixed {
				res.RejectionBaselined = false
			}
		}
	}
	if latent && only == nil {
		if err := addLatent(res, settings, all); err != nil {
			return nil, err
		}
	}
	return res, nil
}

// applySettings applies ignores, levels and the baseline; it reports
// whether the finding is hidden. Findings that stand for a rejection are
// never hidden or lowered: the package does not load whatever the
// configuration says. Ignores come first, so that an entry for a rule
// that is also switched off still counts as used.
func applySettings(s *Settings, f *Finding) bool {
	reject := f.Class == Reject || f.Rule.Fixed
	if reject && s.Baseline[f.Fingerprint] {
		s.BaselineHits++
		f.Suppressed = true
		return true
	}
	for _, ig := range s.Ignores {
		if ig.Rule != f.Rule {
			continue
		}
		if ig.Pointer != "" && ig.Pointer != f.Loc.Pointer {
			continue
		}
		if ig.Match != nil && !ig.Match(f.Path) {
			continue
		}
		if reject {
			if ig.Refused == nil {
				ig.Refused = f
			}
			continue
		}
		ig.Matched = true
		f.Suppressed = true
		return true
	}
	if reject {
		return false
	}
	if lvl, ok := s.Levels[f.Rule]; ok {
		if lvl == Off {
			return true
		}
		f.Level = lvl
	}
	if s.Baseline[f.Fingerprint] {
		s.BaselineHits++
		f.Suppressed = true
		return true
	}
	return false
}

// finalize resolves positions, the shown path and the fingerprint.
func finalize(pkg *model.Package, f *Finding) {
	f.Path = JoinShown(pkg.Dir, f.Loc.File)
	f.Pos = Position{Line: 1, Column: 1, EndLine: 1, EndColumn: 1, UTF16Column: 1, UTF16EndColumn: 1}
	if file := pkg.File(f.Loc.File); file != nil && !f.Loc.WholeFile {
		f.Pos.Line, f.Pos.Column, f.Pos.UTF16Column = file.Position(f.Loc.Span.Start)
		f.Pos.EndLine, f.Pos.EndColumn, f.Pos.UTF16EndColumn = file.Position(f.Loc.Span.End)
	}
	keyDir := pkg.KeyDir
	if keyDir == "" {
		keyDir = pkg.Dir
	}
	key := f.Rule.ID + "\x00" + JoinShown(keyDir, f.Loc.File) + "\x00" + f.Loc.Pointer
	switch {
	case f.unshown > 0:
		// Not the message, which counts them: the summary keeps its
		// fingerprint as the count changes.
		key += "\x00unshown"
	case f.Loc.Pointer == "":
		key += "\x00" + f.Message
	}
	sum := sha256.Sum256([]byte(key))
	f.Fingerprint = hex.EncodeToString(sum[:8])
}

// RelatedPosition resolves a related location of a finding.
func RelatedPosition(pkg *model.Package, r Related) (shown string, pos Position) {
	shown = JoinShown(pkg.Dir, r.File)
	pos = Position{Line: 1, Column: 1, EndLine: 1, EndColumn: 1, UTF16Column: 1, UTF16EndColumn: 1}
	if file := pkg.File(r.File); file != nil && !r.WholeFile {
		pos.Line, pos.Column, pos.UTF16Column = file.Position(r.Span.Start)
		pos.EndLine, pos.EndColumn, pos.UTF16EndColumn = file.Position(r.Span.End)
	}
	return shown, pos
}

// JoinShown joins a package's shown directory and a path in it as
// findings show paths: as given when absolute or outside the package.
func JoinShown(dir, file string) string {
	if dir == "" || dir == "." {
		return file
	}
	if file == "" {
		return dir
	}
	if strings.HasPrefix(file, "/") || strings.HasPrefix(file, "../") {
		return file
	}
	return path.Join(dir, file)
}

// maxShown bounds the findings of one rule in one file: past it, one
// finding where the first unshown one would be counts the rest. An 8 MB
// mcp.json can hold four million values that each break a rule (an array
// of numbers as args), and placing, fingerprinting and printing each took
// over a minute and gigabytes, for output nobody reads.
const maxShown = 100

// collector gathers the findings rules report, showing at most maxShown
// of a rule in a file. The outcome is the same as if it showed them all:
// of the unshown findings it keeps, for each part they drop, the one that
// sorts first, and the first rejection.
type collector struct {
	shown    []*Finding
	unshown  []*Finding // kept only for the outcome
	counts   map[ruleFile]int
	summary  map[ruleFile]*Finding
	cause    map[Target]int // index in unshown of the cause kept for a target
	rejected bool
}

type ruleFile struct {
	rule *Rule
	file string
}

func (c *collector) add(f *Finding) {
	if c.counts == nil {
		c.counts, c.summary, c.cause = map[ruleFile]int{}, map[ruleFile]*Finding{}, map[Target]int{}
	}
	k := ruleFile{f.Rule, f.Loc.File}
	if c.counts[k]++; c.counts[k] <= maxShown {
		c.shown = append(c.shown, f)
		return
	}
	sum := c.summary[k]
	if sum == nil {
		sum = &Finding{Rule: f.Rule, Class: Advice, Loc: f.Loc, Sensitive: f.Sensitive}
		c.summary[k] = sum
		c.shown = append(c.shown, sum)
	}
	sum.unshown++
	sum.Level = max(sum.Level, f.Level)
	if f.Message == "" {
		// Unworded (see Pass.Shown), and perhaps named as the cause of
		// a drop: the rule's title stands in.
		f.Message = f.Rule.Doc.Title
	}
	switch {
	case f.Class == Reject && !c.rejected:
		c.rejected = true
		c.unshown = append(c.unshown, f)
	case f.Class == Drop && f.Drops != nil:
		if i, ok := c.cause[*f.Drops]; !ok {
			c.cause[*f.Drops] = len(c.unshown)
			c.unshown = append(c.unshown, f)
		} else if findingLess(f, c.unshown[i]) {
			c.unshown[i] = f
		}
	}
}

// forOutcome returns what the outcome is computed from.
func (c *collector) forOutcome() []*Finding {
	return slices.Concat(c.shown, c.unshown)
}

// finish words the summaries and returns the findings to show.
func (c *collector) finish() []*Finding {
	for k, sum := range c.summary {
		sum.Message = fmt.Sprintf("%s more %s findings in %s from here on are not shown: pluglint shows the first %d of a rule in a file",
			thousands(sum.unshown), k.rule.ID, k.file, maxShown)
	}
	return c.shown
}

// thousands writes n with thousands separators: 4,000,000.
func thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// sortFindings orders findings by path, line, column, rule and message, the
// one order every reporter prints.
func sortFindings(fs []*Finding) {
	sort.SliceStable(fs, func(i, j int) bool { return findingLess(fs[i], fs[j]) })
}

// findingLess is sortFindings' order.
func findingLess(a, b *Finding) bool {
	if a.Path != b.Path {
		return a.Path < b.Path
	}
	if a.Loc.File != b.Loc.File {
		return a.Loc.File < b.Loc.File
	}
	if a.Pos.Line != b.Pos.Line {
		return a.Pos.Line < b.Pos.Line
	}
	if a.Loc.Span.Start != b.Loc.Span.Start {
		return a.Loc.Span.Start < b.Loc.Span.Start
	}
	if a.Rule.ID != b.Rule.ID {
		return a.Rule.ID < b.Rule.ID
	}
	return a.Message < b.Message
}

// scrubSecrets masks, in every message and related message, every
// credential found in any file of the package. Rules quote the values
// they complain about (a whole command line, an unknown field's value); a
// value that holds a secret must never reach any output, whichever rule
// quotes it, and no rule has to remember to mask.
func scrubSecrets(red *secrets.Redactor, findings []*Finding) {
	if red.Empty() {
		return
	}
	for _, f := range findings {
		f.Message = red.Redact(f.Message)
		for i := range f.Related {
			f.Related[i].Message = red.Redact(f.Related[i].Message)
		}
	}
}
