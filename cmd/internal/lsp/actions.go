package lsp

import (
	"context"
	"strings"

	"github.com/pluglint/pluglint/cmd/internal/lsp/protocol"

	"github.com/pluglint/pluglint/report"
	"github.com/pluglint/pluglint/rules"
)

// codeActions offers the fixes of the findings in the requested range as
// quick fixes, the safe ones preferred.
func (s *server) codeActions(_ context.Context, p *protocol.CodeActionParams) []protocol.CodeAction {
	out := []protocol.CodeAction{}
	if len(p.Context.Only) > 0 && !wantsQuickFix(p.Context.Only) {
		return out
	}
	path, ok := filePath(p.TextDocument.URI)
	if !ok {
		return out
	}
	l := s.current(path)
	if l == nil {
		return out
	}
	rel, ok := relPath(l.root, path)
	if !ok {
		return out
	}
	data := fileData(l.pkg, rel)
	from, to := offset(data, p.Range.Start), offset(data, p.Range.End)
	for _, r := range repairs(l) {
		if r.file != rel {
			continue
		}
		var covered []protocol.Diagnostic
		hit := false
		for _, d := range l.diags[rel] {
			if d.f.Rule != r.rule || d.f.Loc.Pointer != r.pointer {
				continue
			}
			covered = append(covered, d.d)
			sp := d.f.Loc.Span
			if d.f.Loc.WholeFile || (sp.Start <= to && from <= sp.End) {
				hit = true
			}
		}
		if !hit {
			continue
		}
		title := r.title
		if !r.safe {
			title += " (unsafe: check the result)"
		}
		out = append(out, protocol.CodeAction{
			Title:       title,
			Kind:        protocol.QuickFix,
			Diagnostics: covered,
			IsPreferred: r.safe,
			Edit:        s.workspaceEdit(l, r.edits),
		})
	}
	return out
}

func wantsQuickFix(only []protocol.CodeActionKind) bool {
	for _, k := range only {
		if k == protocol.QuickFix || k == "" {
			return true
		}
	}
	return false
}

// workspaceEdit turns a fix's byte edits into LSP text edits in the text
// they were planned from.
func (s *server) workspaceEdit(l *linted, edits []edit) *protocol.WorkspaceEdit {
	s.mu.Lock()
	defer s.mu.Unlock()
	we := &protocol.WorkspaceEdit{Changes: map[protocol.DocumentURI][]protocol.TextEdit{}}
	for _, e := range edits {
		data := fileData(l.pkg, e.file)
		u := s.uriFor(l.root, e.file)
		we.Changes[u] = append(we.Changes[u], protocol.TextEdit{
			Range:   protocol.Range{Start: position(data, e.start), End: position(data, e.end)},
			NewText: e.text,
		})
	}
	return we
}

// hover explains the findings under the cursor: the message, then the
// rule's documentation as `pluglint explain` gives it.
func (s *server) hover(_ context.Context, p *protocol.HoverParams) *protocol.Hover {
	path, ok := filePath(p.TextDocument.URI)
	if !ok {
		return nil
	}
	l := s.current(path)
	if l == nil {
		return nil
	}
	rel, ok := relPath(l.root, path)
	if !ok {
		return nil
	}
	at := offset(fileData(l.pkg, rel), p.Position)
	var b strings.Builder
	var rng *protocol.Range
	seen := map[*rules.Rule]bool{}
	for _, d := range l.diags[rel] {
		sp := d.f.Loc.Span
		if d.f.Loc.WholeFile || at < sp.Start || at > sp.End {
			continue
		}
		if rng == nil {
			r := d.d.Range
			rng = &r
		}
		if b.Len() > 0 {
			b.WriteString("\n---\n\n")
		}
		b.WriteString("**" + d.f.Rule.ID + "** " + markdownEscape(d.f.Message) + "\n\n")
		if !seen[d.f.Rule] {
			seen[d.f.Rule] = true
			b.WriteString(report.RuleMarkdown(d.f.Rule))
			b.WriteString("\n[" + d.f.Rule.ID + " in the rules reference](" + d.f.Rule.HelpURI() + ")\n")
		}
	}
	if b.Len() == 0 {
		return nil
	}
	return &protocol.Hover{Contents: protocol.MarkupContent{Kind: protocol.Markdown, Value: b.String()}, Range: rng}
}

// markdownEscape keeps a finding's message (which quotes the package's
// own text) from being read as Markdown.
func markdownEscape(s string) string {
	var b strings.Builder
	for _, r := range s {
		if strings.ContainsRune("\\`*_{}[]<>()#+-.!|~", r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}
