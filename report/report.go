// Package report prints lint results: text for people, JSON for tools,
// SARIF for code scanning and workflow commands for GitHub Actions.
// Reporters never sort or filter: the engine already did, so the same
// results always give the same bytes.
package report

import (
	"strings"

	"github.com/pluglint/pluglint/rules"
	"github.com/pluglint/pluglint/rules/clip"
	"github.com/pluglint/pluglint/rules/model"
)

// Counts tallies findings by level.
type Counts struct {
	Errors, Warnings, Notes int
	// Latent counts the findings that lie behind a drop, whatever their
	// level: they are not counted by level, as they are not met yet.
	Latent int
}

// Add counts one finding.
func (c *Counts) Add(f *rules.Finding) {
	if f.LatentOf != nil {
		c.Latent++
		return
	}
	switch f.Level {
	case rules.Error:
		c.Errors++
	case rules.Warning:
		c.Warnings++
	case rules.Note:
		c.Notes++
	}
}

// CountFindings tallies the findings of results.
func CountFindings(results []*rules.Result) Counts {
	var c Counts
	for _, r := range results {
		for _, f := range r.Findings {
			c.Add(f)
		}
	}
	return c
}

// trustLine is the `server trust:` line hermes plugins validate prints.
func trustLine(s *rules.Server) string {
	if s.Trust == model.TrustUntrusted {
		return clip.String(s.Name) + " — untrusted (Hermes asks before every write-capable tool call)"
	}
	return clip.String(s.Name) + " — full (no approval; tools run without asking)"
}

// droppedText describes a dropped part of a package.
func droppedText(d rules.Dropped) string {
	switch d.Kind {
	case rules.TargetMCP:
		return "mcp.json (all servers)"
	case rules.TargetSkills:
		return "skills/ (all skills)"
	case rules.TargetServer:
		return "server " + quote(ShownName(d.Name))
	}
	return "skill " + quote(ShownName(d.Name))
}

// ShownName is a dropped part's name as printed: a server's identity keeps
// its lone surrogates (in WTF-8) so that names Python tells apart stay
// apart, and each becomes U+FFFD only here.
func ShownName(name string) string {
	return strings.ToValidUTF8(name, "\ufffd")
}
