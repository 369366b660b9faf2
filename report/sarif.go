package report

import (
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/pluglint/pluglint/rules"
)

// SARIF output for GitHub code scanning and other SARIF consumers.
//
// Paths: pluglint shows paths relative to the directory it runs in, but
// code scanning wants them relative to the repository root, so every URI
// is rewritten relative to Options.SourceRoot (the nearest directory
// holding .git) and carries uriBaseId %SRCROOT%, which
// originalUriBaseIds maps to that directory. A run from a subdirectory
// therefore gives the same URIs as a run from the root. A file outside the
// repository is written relative to the root of its file system, under
// uriBaseId %FSROOT% (file:///), so that every URI stays relative, as
// code scanning requires of an upload; it shows only the files under
// %SRCROOT%. On Windows, where a path has a volume, such a file keeps an
// absolute file: URI.
//
// Fingerprints: each result carries a fingerprint of rule, file and JSON
// Pointer (never a line) as primaryLocationLineHash, the one key code
// scanning uses to follow an alert across commits, computed over the
// repository-relative path so that it does not depend on the directory
// pluglint ran in; pluglint's own key holds the engine's fingerprint, the
// one the JSON report and --baseline use. Giving GitHub our own value is
// what lets an alert
// survive reformatting and key reordering; the price is that the
// upload-sarif action, which computes a line-content hash of its own,
// logs a warning for each result whose value differs from its guess. A
// ":N" suffix numbers results that share a fingerprint, as GitHub's own
// hashes do, so they stay distinct alerts.
//
// No secrets: messages never quote secret values (rules guarantee it),
// and no source snippet is ever copied into the log.

const (
	sarifSchema  = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
	sarifVersion = "2.1.0"
	srcRoot      = "%SRCROOT%"
	fsRoot       = "%FSROOT%"
	// FingerprintKey is pluglint's own partialFingerprints key: the
	// fingerprint, unchanged, for consumers other than GitHub.
	FingerprintKey = "pluglint/v1"
	infoURI        = "https://github.com/pluglint/pluglint"
)

type sarifLog struct {
	Schema  string     `json:"$schema"`
	Version string     `json:"version"`
	Runs    []sarifRun `json:"runs"`
}

type sarifRun struct {
	Tool               sarifTool                   `json:"tool"`
	OriginalURIBaseIDs map[string]sarifArtifactLoc `json:"originalUriBaseIds"`
	ColumnKind         string                      `json:"columnKind"`
	Results            []sarifResult               `json:"results"`
}

type sarifTool struct {
	Driver sarifDriver `json:"driver"`
}

type sarifDriver struct {
	Name           string      `json:"name"`
	Version        string      `json:"version,omitempty"`
	InformationURI string      `json:"informationUri"`
	Rules          []sarifRule `json:"rules"`
}

type sarifText struct {
	Text     string `json:"text"`
	Markdown string `json:"markdown,omitempty"`
}

type sarifRule struct {
	ID                   string         `json:"id"`
	Name                 string         `json:"name"`
	ShortDescription     sarifText      `json:"shortDescription"`
	FullDescription      sarifText      `json:"fullDescription"`
	Help                 sarifText      `json:"help"`
	HelpURI              string         `json:"helpUri"`
	DefaultConfiguration sarifRuleLevel `json:"defaultConfiguration"`
	Properties           sarifRuleProps `json:"properties"`
}

type sarifRuleLevel struct {
	Level string `json:"level"`
}

type sarifRuleProps struct {
	Tags             []string `json:"tags"`
	Precision        string   `json:"precision"`
	SecuritySeverity string   `json:"security-severity,omitempty"`
	Class            string   `json:"class"`
	Fixed            bool     `json:"fixed"`
}

type sarifResult struct {
	RuleID              string            `json:"ruleId"`
	RuleIndex           int               `json:"ruleIndex"`
	Level               string            `json:"level"`
	Message             sarifText         `json:"message"`
	Locations           []sarifLocation   `json:"locations"`
	RelatedLocations    []sarifLocation   `json:"relatedLocations,omitempty"`
	PartialFingerprints map[string]string `json:"partialFingerprints"`
	Properties          sarifResultProps  `json:"properties"`
}

type sarifResultProps struct {
	Class   string `json:"class"`
	Pointer string `json:"pointer,omitempty"`
	Package string `json:"package"`
	// Latent and After mark a finding behind a drop (see report.JSONFinding).
	Latent bool   `json:"latent,omitempty"`
	After  string `json:"after,omitempty"`
}

type sarifLocation struct {
	ID               int           `json:"id,omitempty"`
	PhysicalLocation sarifPhysical `json:"physicalLocation"`
	Message          *sarifText    `json:"message,omitempty"`
}

type sarifPhysical struct {
	ArtifactLocation sarifArtifactLoc `json:"artifactLocation"`
	Region           *sarifRegion     `json:"region,omitempty"`
}

type sarifArtifactLoc struct {
	URI       string `json:"uri"`
	URIBaseID string `json:"uriBaseId,omitempty"`
}

type sarifRegion struct {
	StartLine   int `json:"startLine"`
	StartColumn int `json:"startColumn,omitempty"`
	EndLine     int `json:"endLine,omitempty"`
	EndColumn   int `json:"endColumn,omitempty"`
}

// ruleSecuritySeverity is the score code scanning ranks a security
// rule's alerts by (9.0 and up critical, 7.0 high, 4.0 medium, below that
// low). Each security rule sets it next to its other metadata, and a test
// checks that none is missing.
func ruleSecuritySeverity(r *rules.Rule) string {
	if !r.Security {
		return ""
	}
	return r.SecuritySeverity
}

// rulePrecision is SARIF's precision: the rule's own, or very-high for a
// rule that follows Hermes's loader exactly and says nothing.
func rulePrecision(r *rules.Rule) string {
	if r.Precision != "" {
		return r.Precision
	}
	return "very-high"
}

// ruleTags are the rule's catalogue group, "security" or "correctness",
// and for a security rule its CWE in code scanning's form.
func ruleTags(r *rules.Rule) []string {
	tags := []string{r.Group()}
	if r.Security {
		tags = append(tags, "security")
		if r.CWE != 0 {
			tags = append(tags, "external/cwe/cwe-"+strconv.Itoa(r.CWE))
		}
	} else {
		tags = append(tags, "correctness")
	}
	return tags
}

func sarifLevel(l rules.Level) string {
	switch l {
	case rules.Error:
		return "error"
	case rules.Warning:
		return "warning"
	case rules.Off:
		return "none"
	}
	return "note"
}

func sarifRuleOf(r *rules.Rule) sarifRule {
	title := strings.TrimSpace(r.Doc.Title)
	if title == "" {
		title = r.Name
	}
	full := strings.TrimSpace(r.Doc.Why)
	if full == "" {
		full = title
	}
	var help strings.Builder
	help.Grow(docSize(r))
	Explain(&help, r)
	return sarifRule{
		ID:                   r.ID,
		Name:                 r.Name,
		ShortDescription:     sarifText{Text: title},
		FullDescription:      sarifText{Text: full},
		Help:                 sarifText{Text: help.String(), Markdown: RuleMarkdown(r)},
		HelpURI:              r.HelpURI(),
		DefaultConfiguration: sarifRuleLevel{Level: sarifLevel(r.Level)},
		Properties: sarifRuleProps{
			Tags: ruleTags(r), Precision: rulePrecision(r),
			SecuritySeverity: ruleSecuritySeverity(r), Class: ClassText(r), Fixed: r.Fixed,
		},
	}
}

// sarifRules is the "rules" array of the log for rules.All, as
// writeIndented renders it in its place: 170 KB of documentation, the same
// in every run, which took most of a one-package run's time to render and
// encode. `go test ./report -update` writes the file (the array and a
// newline), and TestSARIFRulesFile fails when it is stale.
//
//go:embed sarif_rules.json
var sarifRules string

// WriteSARIF writes one SARIF 2.1.0 log with one run holding every rule of
// the catalogue and every finding of results.
func WriteSARIF(w io.Writer, results []*rules.Result, opts Options) error {
	return writeSARIF(w, results, opts, rules.All, strings.TrimSuffix(sarifRules, "\n"))
}

// writeSARIF writes the log for the rules of catalogue, and any other rule
// a finding names; rendered, unless empty, is the rendering of
// catalogue's rules (sarifRules for rules.All), used when no finding
// names another.
func writeSARIF(w io.Writer, results []*rules.Result, opts Options, catalogue []*rules.Rule, rendered string) error {
	paths := newPathMap(opts)
	run := sarifRun{
		Tool: sarifTool{Driver: sarifDriver{
			Name: "pluglint", Version: opts.Version, InformationURI: infoURI,
			Rules: []sarifRule{},
		}},
		OriginalURIBaseIDs: map[string]sarifArtifactLoc{srcRoot: {URI: dirURI(paths.root)}},
		ColumnKind:         "utf16CodeUnits",
		Results:            []sarifResult{},
	}
	var listed []*rules.Rule
	index := map[*rules.Rule]int{}
	addRule := func(r *rules.Rule) int {
		if i, ok := index[r]; ok {
			return i
		}
		index[r] = len(listed)
		listed = append(listed, r)
		return index[r]
	}
	for _, r := range catalogue {
		addRule(r)
	}
	seen := map[string]int{}
	for _, res := range results {
		for _, f := range res.Findings {
			sr := sarifResult{
				RuleID:    f.Rule.ID,
				RuleIndex: addRule(f.Rule),
				Level:     sarifLevel(f.Level),
				Message:   sarifText{Text: oneLine(f.Message)},
				Locations: []sarifLocation{{PhysicalLocation: paths.physical(f.Path, f.Pos, f.Loc.WholeFile)}},
				Properties: sarifResultProps{
					Class: f.Class.String(), Pointer: f.Loc.Pointer,
					Package: res.Package.Dir,
				},
			}
			if f.LatentOf != nil {
				// Not met yet: a note, so that code scanning does not
				// raise it as an alert before its cause is fixed.
				sr.Level = "note"
				sr.Properties.Latent, sr.Properties.After = true, f.LatentOf.ID
			}
			for i, rel := range f.Related {
				shown, pos := rules.RelatedPosition(res.Package, rel)
				sr.RelatedLocations = append(sr.RelatedLocations, sarifLocation{
					ID:               i + 1,
					PhysicalLocation: paths.physical(shown, pos, rel.WholeFile),
					Message:          &sarifText{Text: oneLine(rel.Message)},
				})
			}
			// GitHub combines the hash with the rule and the file; the
			// counter separates findings that share all of it.
			hash := lineHash(f, sr.Locations[0].PhysicalLocation.ArtifactLocation.URI)
			seen[hash]++
			sr.PartialFingerprints = map[string]string{
				"primaryLocationLineHash": fmt.Sprintf("%s:%d", hash, seen[hash]),
				FingerprintKey:            f.Fingerprint,
			}
			run.Results = append(run.Results, sr)
			if sr.Locations[0].PhysicalLocation.ArtifactLocation.URIBaseID == fsRoot {
				run.OriginalURIBaseIDs[fsRoot] = sarifArtifactLoc{URI: "file:///"}
			}
		}
	}
	if rendered != "" && len(listed) == len(catalogue) {
		return writeIndentedSplicing(w, sarifLog{Schema: sarifSchema, Version: sarifVersion, Runs: []sarifRun{run}}, "rules", rendered)
	}
	for _, r := range listed {
		run.Tool.Driver.Rules = append(run.Tool.Driver.Rules, sarifRuleOf(r))
	}
	return writeIndented(w, sarifLog{Schema: sarifSchema, Version: sarifVersion, Runs: []sarifRun{run}})
}

// lineHash is the primaryLocationLineHash of a finding: the engine's
// fingerprint recipe (rule, file, JSON Pointer, or the message where there
// is no pointer; never a line) over the repository-relative URI, so that
// it does not change with the directory pluglint runs in.
func lineHash(f *rules.Finding, uri string) string {
	key := f.Rule.ID + "\x00" + uri + "\x00" + f.Loc.Pointer
	if f.Loc.Pointer == "" {
		key += "\x00" + f.Message
	}
	sum := sha256.Sum256([]byte(key))
	return hex.EncodeToString(sum[:8])
}

// oneLine keeps a message on one line (code scanning shows newlines raw)
// and free of control characters.
func oneLine(s string) string {
	return Clean(strings.NewReplacer("\r\n", " ", "\n", " ", "\r", " ").Replace(s))
}

// pathMap turns paths as shown (relative to the working directory) into
// paths relative to the repository root.
type pathMap struct {
	wd, root string
}

func newPathMap(opts Options) pathMap {
	return pathMap{wd: opts.WorkDir, root: opts.SourceRoot}
}

// repoPath returns the slash-separated path of a shown path relative to
// the repository root, and false when the file lies outside it (then the
// absolute path is returned).
func (m pathMap) repoPath(shown string) (string, bool) {
	p := filepath.FromSlash(shown)
	if !filepath.IsAbs(p) {
		p = filepath.Join(m.wd, p)
	}
	rel, err := filepath.Rel(m.root, p)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return filepath.ToSlash(p), false
	}
	return filepath.ToSlash(rel), true
}

func (m pathMap) artifact(shown string) sarifArtifactLoc {
	p, inRepo := m.repoPath(shown)
	if !inRepo {
		if rest, ok := strings.CutPrefix(p, "/"); ok {
			return sarifArtifactLoc{URI: relURI(rest), URIBaseID: fsRoot}
		}
		return sarifArtifactLoc{URI: fileURI(p)}
	}
	return sarifArtifactLoc{URI: relURI(p), URIBaseID: srcRoot}
}

func (m pathMap) physical(shown string, pos rules.Position, wholeFile bool) sarifPhysical {
	ph := sarifPhysical{ArtifactLocation: m.artifact(shown)}
	switch {
	case wholeFile:
		// No narrower place: the alert sits on the file's first line.
		ph.Region = &sarifRegion{StartLine: 1}
	case pos.EndLine < pos.Line || (pos.EndLine == pos.Line && pos.UTF16EndColumn <= pos.UTF16Column):
		// An empty span: mark from the column to the end of the line.
		ph.Region = &sarifRegion{StartLine: pos.Line, StartColumn: pos.UTF16Column}
	default:
		ph.Region = &sarifRegion{
			StartLine: pos.Line, StartColumn: pos.UTF16Column,
			EndLine: pos.EndLine, EndColumn: pos.UTF16EndColumn,
		}
	}
	return ph
}

// relURI escapes a relative slash path as a URI reference.
func relURI(p string) string {
	u := (&url.URL{Path: p}).EscapedPath()
	// A colon in the first segment would read as a scheme.
	if first, _, _ := strings.Cut(u, "/"); strings.Contains(first, ":") {
		u = "./" + u
	}
	return u
}

func fileURI(abs string) string {
	abs = filepath.ToSlash(abs)
	if !strings.HasPrefix(abs, "/") {
		abs = "/" + abs // a Windows drive path
	}
	return (&url.URL{Scheme: "file", Path: abs}).String()
}

// dirURI is a directory's file: URI with the trailing slash SARIF requires
// of a base URI.
func dirURI(dir string) string {
	u := fileURI(dir)
	if !strings.HasSuffix(u, "/") {
		u += "/"
	}
	return u
}

// resolveDirs fills in WorkDir and SourceRoot when the caller left them
// empty.
func (o *Options) resolveDirs() error {
	if o.WorkDir == "" {
		wd, err := os.Getwd()
		if err != nil {
			return fmt.Errorf("finding the working directory: %w", err)
		}
		o.WorkDir = wd
	}
	if o.SourceRoot == "" {
		o.SourceRoot = FindRepoRoot(o.WorkDir)
	}
	return nil
}

// FindRepoRoot returns the nearest directory at or above dir that holds
// .git (a directory, or a file in worktrees and submodules), or dir
// itself when there is none.
func FindRepoRoot(dir string) string {
	for d := dir; ; {
		if _, err := os.Lstat(filepath.Join(d, ".git")); err == nil {
			return d
		}
		parent := filepath.Dir(d)
		if parent == d {
			return dir
		}
		d = parent
	}
}
