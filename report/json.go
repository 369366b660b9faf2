package report

import (
	"io"

	"github.com/pluglint/pluglint/rules/model"

	"github.com/pluglint/pluglint/rules"
)

// JSONVersion is the version of the JSON document. Fields are only ever
// added within a version; renaming or removing one means a new version.
const JSONVersion = 1

// JSONDocument is the whole JSON report.
type JSONDocument struct {
	Version  int           `json:"version"`
	Tool     JSONTool      `json:"tool"`
	Packages []JSONPackage `json:"packages"`
	Summary  JSONSummary   `json:"summary"`
}

// JSONTool names the program that wrote the document.
type JSONTool struct {
	Name    string `json:"name"`
	Version string `json:"version"`
}

// JSONSummary totals the run.
type JSONSummary struct {
	Packages int `json:"packages"`
	Loads    int `json:"loads"`
	Rejected int `json:"rejected"`
	Errors   int `json:"errors"`
	Warnings int `json:"warnings"`
	Notes    int `json:"notes"`
}

// JSONPackage is one package's verdict, load preview and findings.
type JSONPackage struct {
	Path    string  `json:"path"`
	Name    *string `json:"name"`
	Verdict string  `json:"verdict"`
	// RejectionBaselined: rejected, and the baseline holds every finding
	// that says why.
	RejectionBaselined bool          `json:"rejectionInBaseline,omitempty"`
	Servers            []JSONServer  `json:"servers"`
	Skills             []string      `json:"skills"`
	Dropped            []JSONDropped `json:"dropped"`
	Findings           []JSONFinding `json:"findings"`
	Counts             JSONCounts    `json:"counts"`
}

// JSONCounts counts a package's findings by level.
type JSONCounts struct {
	Errors     int `json:"errors"`
	Warnings   int `json:"warnings"`
	Notes      int `json:"notes"`
	Suppressed int `json:"suppressed"`
	// Latent counts latent findings, which the level counts leave out.
	Latent int `json:"latent"`
}

// JSONServer is one server Hermes loads.
type JSONServer struct {
	Name             string        `json:"name"`
	InternalName     string        `json:"internalName"`
	Type             string        `json:"type"`
	Trust            string        `json:"trust"`
	TrustSource      string        `json:"trustSource"`
	ReadOnlyCoverage *JSONCoverage `json:"readOnlyCoverage"`
}

// JSONCoverage is a server's readOnlyHint coverage from its inventory.
type JSONCoverage struct {
	Tools     int `json:"tools"`
	Annotated int `json:"annotated"`
	ReadOnly  int `json:"readOnly"`
}

// JSONDropped is one part of the package Hermes skips.
type JSONDropped struct {
	Kind string `json:"kind"`
	Name string `json:"name,omitempty"`
	Rule string `json:"rule"`
}

// JSONFinding is one finding.
type JSONFinding struct {
	Rule        string        `json:"rule"`
	Name        string        `json:"name"`
	Level       string        `json:"level"`
	Class       string        `json:"class"`
	File        string        `json:"file"`
	Line        int           `json:"line"`
	Column      int           `json:"column"`
	EndLine     int           `json:"endLine"`
	EndColumn   int           `json:"endColumn"`
	Pointer     string        `json:"pointer"`
	Message     string        `json:"message"`
	Fingerprint string        `json:"fingerprint"`
	Drops       *JSONDropped  `json:"drops,omitempty"`
	Related     []JSONRelated `json:"related,omitempty"`
	// Latent is set on a finding that lies behind a drop: Hermes meets it
	// once the finding of rule After is fixed. It never changes the verdict.
	Latent bool   `json:"latent,omitempty"`
	After  string `json:"after,omitempty"`
}

// JSONRelated is a secondary location of a finding.
type JSONRelated struct {
	File      string `json:"file"`
	Line      int    `json:"line"`
	Column    int    `json:"column"`
	EndLine   int    `json:"endLine"`
	EndColumn int    `json:"endColumn"`
	Pointer   string `json:"pointer,omitempty"`
	Message   string `json:"message"`
}

// BuildJSON builds the JSON document for results.
func BuildJSON(results []*rules.Result, version string) JSONDocument {
	doc := JSONDocument{
		Version: JSONVersion, Tool: JSONTool{Name: "pluglint", Version: version},
		Packages: []JSONPackage{},
	}
	for _, r := range results {
		p := JSONPackage{
			Path: r.Package.Dir, Verdict: r.Verdict(), RejectionBaselined: r.RejectionBaselined, Servers: []JSONServer{},
			Skills: []string{}, Dropped: []JSONDropped{}, Findings: []JSONFinding{},
		}
		if r.Name != "" {
			name := r.Name
			p.Name = &name
		}
		o := r.Outcome
		if !o.Rejected {
			for _, s := range o.Servers {
				js := JSONServer{
					Name: s.Name, InternalName: s.InternalName, Type: s.Type,
					Trust: s.Trust, TrustSource: s.TrustSource,
				}
				if c := s.Coverage; c != nil {
					js.ReadOnlyCoverage = &JSONCoverage{Tools: c.Tools, Annotated: c.Annotated, ReadOnly: c.ReadOnly}
				}
				p.Servers = append(p.Servers, js)
			}
			for _, s := range o.Skills {
				p.Skills = append(p.Skills, s.Name)
			}
			for _, d := range o.Dropped {
				p.Dropped = append(p.Dropped, JSONDropped{Kind: string(d.Kind), Name: ShownName(d.Name), Rule: d.Cause.Rule.ID})
			}
		}
		for _, f := range r.Findings {
			p.Findings = append(p.Findings, jsonFinding(r.Package, f))
			if f.LatentOf != nil {
				p.Counts.Latent++
				continue
			}
			switch f.Level {
			case rules.Error:
				p.Counts.Errors++
			case rules.Warning:
				p.Counts.Warnings++
			case rules.Note:
				p.Counts.Notes++
			}
		}
		p.Counts.Suppressed = r.Suppressed
		doc.Summary.Errors += p.Counts.Errors
		doc.Summary.Warnings += p.Counts.Warnings
		doc.Summary.Notes += p.Counts.Notes
		if o.Rejected {
			doc.Summary.Rejected++
		} else {
			doc.Summary.Loads++
		}
		doc.Packages = append(doc.Packages, p)
	}
	doc.Summary.Packages = len(results)
	return doc
}

func jsonFinding(pkg *model.Package, f *rules.Finding) JSONFinding {
	jf := JSONFinding{
		Rule: f.Rule.ID, Name: f.Rule.Name, Level: f.Level.String(), Class: f.Class.String(),
		File: f.Path, Line: f.Pos.Line, Column: f.Pos.Column, EndLine: f.Pos.EndLine, EndColumn: f.Pos.EndColumn,
		Pointer: f.Loc.Pointer, Message: f.Message, Fingerprint: f.Fingerprint,
	}
	if f.Drops != nil {
		jf.Drops = &JSONDropped{Kind: string(f.Drops.Kind), Name: ShownName(f.Drops.Name), Rule: f.Rule.ID}
	}
	if f.LatentOf != nil {
		jf.Latent, jf.After = true, f.LatentOf.ID
	}
	for _, r := range f.Related {
		shown, pos := rules.RelatedPosition(pkg, r)
		jf.Related = append(jf.Related, JSONRelated{
			File: shown, Line: pos.Line, Column: pos.Column,
			EndLine: pos.EndLine, EndColumn: pos.EndColumn, Pointer: r.Pointer, Message: r.Message,
		})
	}
	return jf
}

// WriteJSON writes the JSON document, indented, with a final newline.
func WriteJSON(w io.Writer, results []*rules.Result, version string) error {
	return writeIndented(w, BuildJSON(results, version))
}
