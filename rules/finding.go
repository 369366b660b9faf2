package rules

import (
	"fmt"
	"strings"

	"github.com/pluglint/pluglint/rules/model"
)

// Level is how loudly a finding is reported. The zero value means "the
// rule's default".
type Level uint8

// Levels, from quietest to loudest. Off only ever appears in configuration.
const (
	LevelDefault Level = iota
	Off
	Note
	Warning
	Error
)

// String returns the level as it is written in output and configuration.
func (l Level) String() string {
	switch l {
	case Off:
		return "off"
	case Note:
		return "note"
	case Warning:
		return "warning"
	case Error:
		return "error"
	}
	return "default"
}

// ParseLevel reads a level as written in configuration and flags.
func ParseLevel(s string) (Level, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "off", "none":
		return Off, nil
	case "note", "info":
		return Note, nil
	case "warning", "warn":
		return Warning, nil
	case "error":
		return Error, nil
	}
	return LevelDefault, fmt.Errorf("unknown level %q (want off, note, warning or error)", s)
}

// Class is what Hermes does because of a finding (spec/hermes-loader.md).
// The zero value means "the rule's class".
type Class uint8

// Classes. OfFile and OfPlace are only ever a rule's class: each finding of
// such a rule says which concrete class it stands for.
const (
	ClassDefault Class = iota
	Reject
	Drop
	Advice
	OfFile
	OfPlace
)

// String returns the class as it is written in output.
func (c Class) String() string {
	switch c {
	case Reject:
		return "reject"
	case Drop:
		return "drop"
	case Advice:
		return "advice"
	case OfFile:
		return "of file"
	case OfPlace:
		return "of place"
	}
	return "default"
}

// TargetKind names the part of a package Hermes skips for a drop finding.
type TargetKind string

// The parts of a package that can be dropped while the rest loads.
const (
	TargetMCP    TargetKind = "mcp"
	TargetServer TargetKind = "server"
	TargetSkills TargetKind = "skills"
	TargetSkill  TargetKind = "skill"
)

// Target is one droppable part of a package: all of mcp.json, one server,
// the skills directory or one skill.
type Target struct {
	Kind TargetKind
	Name string // server or skill name; empty for mcp and skills
}

// Loc is where a finding points: a file inside the package, a byte span in
// it, and the JSON Pointer of the key or value when the file is JSON.
type Loc struct {
	File    string // package-relative, slash-separated
	Span    model.Span
	Pointer string
	// WholeFile marks a finding about the file itself (no narrower place
	// exists); Span is then ignored.
	WholeFile bool
}

// Related is a secondary location that explains a finding, such as the
// cause of an orphan declaration or the first of two duplicate keys.
type Related struct {
	Loc
	Message string
}

// Position is a resolved place for reporters: 1-based line and column
// (columns count Unicode characters) and an exclusive end.
type Position struct {
	Line, Column, EndLine, EndColumn int
	// UTF16Column and UTF16EndColumn count UTF-16 code units, for SARIF.
	UTF16Column, UTF16EndColumn int
}

// Finding is one diagnostic about a package.
type Finding struct {
	Rule    *Rule
	Level   Level // effective level after configuration
	Class   Class // concrete class: Reject, Drop or Advice
	Loc     Loc
	Message string
	// Drops is set on drop findings: the part of the package Hermes skips.
	Drops   *Target
	Related []Related
	// Pos is filled by the engine from Loc once all findings are known.
	Pos Position
	// Path is the file's path as shown to the user (relative to the
	// directory pluglint runs in).
	Path string
	// Fingerprint identifies the finding across reformatting: rule, file
	// and JSON Pointer (or message for non-JSON files), never a line.
	Fingerprint string
	// Suppressed is set when a configuration ignore entry matched.
	Suppressed bool
	// LatentOf is set on a latent finding: one that lies behind a drop
	// and that Hermes would meet once the finding of this rule is fixed
	// (spec/product.md, "All findings at once"). Latent findings never
	// change the verdict and count toward --fail-on only when asked.
	LatentOf *Rule
	// Sensitive marks a finding whose location holds a secret: reporters
	// must never print the source text at Loc (snippets, SARIF regions).
	Sensitive bool
	// unshown is set on the finding that stands for the rule's findings
	// in the file past maxShown: how many it stands for.
	unshown int
}
