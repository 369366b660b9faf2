package lsp

import (
	"context"
	"io/fs"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"time"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/pluglint/pluglint/cmd/internal/lsp/protocol"

	"github.com/pluglint/pluglint/rules"
	"github.com/pluglint/pluglint/rules/model"
)

// pkgState is what the server knows of one package: its pending lint and
// the last result, with the documents' versions it was made from.
type pkgState struct {
	timer *time.Timer
	gen   int // bumped by every schedule; a lint publishes only if still current
	last  *linted
	// published lists the URIs that hold this package's diagnostics.
	published map[protocol.DocumentURI]bool
}

// linted is one lint of a package.
type linted struct {
	root     string
	pkg      *model.Package
	res      *rules.Result
	versions map[string]int32 // open documents' versions, by OS path
	// diags holds each file's diagnostics, with the finding each came
	// from, in the order published.
	diags map[string][]diag // by package-relative path
}

type diag struct {
	d protocol.Diagnostic
	f *rules.Finding
	// related holds the package-relative file of each related location.
	related []string
}

// packageRoot returns the package directory a document belongs to, or
// "" when pluglint has nothing to say about it: a file other than
// plugin.json, mcp.json and skills/<name>/SKILL.md, a file outside every
// workspace folder, or an mcp.json or SKILL.md in a directory that holds
// no plugin.json (an mcp.json of another client). Called with mu held.
func (s *server) packageRoot(path string) string {
	var root string
	switch filepath.Base(path) {
	case "plugin.json":
		return s.inWorkspace(filepath.Dir(path))
	case "mcp.json":
		root = filepath.Dir(path)
	case "SKILL.md":
		skills := filepath.Dir(filepath.Dir(path))
		if filepath.Base(skills) != "skills" {
			return ""
		}
		root = filepath.Dir(skills)
	default:
		return ""
	}
	manifest := filepath.Join(root, "plugin.json")
	if _, open := s.docs[manifest]; !open {
		if _, err := os.Lstat(manifest); err != nil {
			return ""
		}
	}
	return s.inWorkspace(root)
}

// inWorkspace returns root when it lies inside a workspace folder (or
// the client named none), else "".
func (s *server) inWorkspace(root string) string {
	if len(s.folders) == 0 {
		return root
	}
	for _, f := range s.folders {
		if sameOrUnder(root, f) {
			return root
		}
	}
	return ""
}

// schedule lints the package of the document at path after delay,
// replacing a lint already pending for it. A document outside any
// package only has its diagnostics cleared.
func (s *server) schedule(path string, delay time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.stopped {
		return
	}
	root := s.packageRoot(path)
	if root == "" {
		if d := s.docs[path]; d != nil && !d.ignored {
			d.ignored = true // said once per document, not per keystroke
			s.logf("not linting %s: not a plugin.json, mcp.json or skills/*/SKILL.md of a package in the workspace", path)
		}
		return
	}
	s.scheduleRootLocked(root, delay)
}

// scheduleRootLocked lints a package after delay, replacing a lint
// already pending for it. Called with mu held.
func (s *server) scheduleRootLocked(root string, delay time.Duration) {
	if s.stopped {
		return
	}
	p, gen := s.bump(root)
	s.running.Add(1)
	p.timer = time.AfterFunc(delay, func() {
		defer s.running.Done()
		s.lintAndPublish(root, gen)
	})
}

// bump makes every lint of root scheduled so far stale and cancels a
// pending one. Called with mu held.
func (s *server) bump(root string) (*pkgState, int) {
	p := s.pkgs[root]
	if p == nil {
		p = &pkgState{published: map[protocol.DocumentURI]bool{}}
		s.pkgs[root] = p
	}
	p.gen++
	if p.timer != nil && p.timer.Stop() {
		s.running.Done() // its function will not run
	}
	p.timer = nil
	return p, p.gen
}

// current returns an up-to-date lint of the package of the document at
// path, linting it now when the last one is older than an open
// document's text (a code action asked for while typing).
func (s *server) current(path string) *linted {
	s.mu.Lock()
	root := s.packageRoot(path)
	if root == "" || s.stopped {
		s.mu.Unlock()
		return nil
	}
	if p := s.pkgs[root]; p != nil && p.last != nil && p.timer == nil && s.freshLocked(p.last) {
		l := p.last
		s.mu.Unlock()
		return l
	}
	_, gen := s.bump(root)
	s.running.Add(1)
	s.mu.Unlock()
	defer s.running.Done()
	s.lintAndPublish(root, gen)
	s.mu.Lock()
	defer s.mu.Unlock()
	if p := s.pkgs[root]; p != nil && p.gen == gen {
		return p.last
	}
	return nil
}

// freshLocked reports whether l was made from the open documents' current
// text. Called with mu held.
func (s *server) freshLocked(l *linted) bool {
	open := s.openIn(l.root)
	if len(open) != len(l.versions) {
		return false
	}
	for _, d := range open {
		if v, ok := l.versions[d.path]; !ok || v != d.version {
			return false
		}
	}
	return true
}

// lintAndPublish lints a package and publishes its diagnostics, unless a
// newer lint was scheduled meanwhile.
func (s *server) lintAndPublish(root string, gen int) {
	s.lintMu.Lock()
	defer s.lintMu.Unlock()
	s.mu.Lock()
	p := s.pkgs[root]
	if s.stopped || p == nil || p.gen != gen {
		s.mu.Unlock()
		return
	}
	p.timer = nil // it has fired: nothing is pending
	open := s.openIn(root)
	s.mu.Unlock()
	var l *linted
	if len(open) > 0 {
		l = s.lint(root, open)
	}
	s.mu.Lock()
	if s.stopped || p.gen != gen {
		s.mu.Unlock()
		return
	}
	p.last = l
	notes := s.publishLocked(root, p, l)
	s.mu.Unlock()
	for _, n := range notes {
		if err := s.conn.Notify(context.Background(), protocol.MethodTextDocumentPublishDiagnostics, n); err != nil {
			s.logf("publishing diagnostics: %v", err)
			return
		}
	}
}

// openIn returns copies of the open documents inside root's package.
// Called with mu held.
func (s *server) openIn(root string) []document {
	var out []document
	for p, d := range s.docs {
		if s.packageRoot(p) == root {
			out = append(out, *d)
		}
	}
	return out
}

// lint reads the package at root with the open documents' text in place
// of their files.
func (s *server) lint(root string, open []document) *linted {
	src, err := model.OSSource(root, root)
	if err != nil {
		s.logf("reading %s: %v", root, err)
		return nil
	}
	files := map[string][]byte{}
	versions := map[string]int32{}
	for _, d := range open {
		versions[d.path] = d.version
		rel, ok := relPath(root, d.path)
		if !ok {
			continue
		}
		// A symlink is linted as it is on disk: its buffer is the
		// target's text, and where the link leads is what matters.
		if info, err := os.Lstat(d.path); err == nil && !info.Mode().IsRegular() {
			continue
		}
		files[rel] = d.text
	}
	src.FS = newOverlay(src.FS, files)
	pkg, err := model.Load(src)
	if err != nil {
		s.logf("loading %s: %v", root, err)
		return nil
	}
	var settings *rules.Settings
	if s.opts.Settings != nil {
		settings = s.opts.Settings(root)
	}
	res, err := rules.Lint(pkg, settings)
	if err != nil {
		s.logf("linting %s: %v", root, err)
		return nil
	}
	l := &linted{root: root, pkg: pkg, res: res, versions: versions, diags: map[string][]diag{}}
	for _, f := range res.Findings {
		if !fs.ValidPath(f.Loc.File) || f.Loc.File == "." {
			continue // not a file of the package
		}
		l.diags[f.Loc.File] = append(l.diags[f.Loc.File], diagnostic(pkg, f))
	}
	return l
}

// publishLocked returns the notifications that bring the client up to
// date with l: every file with findings, and an empty list for each file
// that had some before. Called with mu held.
func (s *server) publishLocked(root string, p *pkgState, l *linted) []*protocol.PublishDiagnosticsParams {
	var out []*protocol.PublishDiagnosticsParams
	now := map[protocol.DocumentURI]bool{}
	if l != nil {
		rels := make([]string, 0, len(l.diags))
		for rel := range l.diags {
			rels = append(rels, rel)
		}
		sort.Strings(rels)
		for _, rel := range rels {
			u := s.uriFor(root, rel)
			ds := make([]protocol.Diagnostic, 0, len(l.diags[rel]))
			for _, d := range l.diags[rel] {
				dd := d.d
				if len(d.related) > 0 {
					dd.RelatedInformation = append([]protocol.DiagnosticRelatedInformation(nil), dd.RelatedInformation...)
					for i, file := range d.related {
						dd.RelatedInformation[i].Location.URI = s.uriFor(root, file)
					}
				}
				ds = append(ds, dd)
			}
			params := &protocol.PublishDiagnosticsParams{URI: u, Diagnostics: ds}
			// The version the findings were made from, not the newest.
			if v, ok := l.versions[filepath.Join(root, filepath.FromSlash(rel))]; ok && v >= 0 {
				params.Version = uint32(v)
			}
			out = append(out, params)
			now[u] = true
		}
	}
	// Every open document hears the lint's result, an empty one too:
	// the client then knows that the text it shows has been checked.
	if l != nil {
		paths := make([]string, 0, len(l.versions))
		for path := range l.versions {
			paths = append(paths, path)
		}
		sort.Strings(paths)
		for _, path := range paths {
			d := s.docs[path]
			if d == nil || now[d.uri] {
				continue
			}
			params := &protocol.PublishDiagnosticsParams{URI: d.uri, Diagnostics: []protocol.Diagnostic{}}
			if v := l.versions[path]; v >= 0 {
				params.Version = uint32(v)
			}
			out = append(out, params)
			now[d.uri] = true
		}
	}
	for u := range p.published {
		if !now[u] {
			params := &protocol.PublishDiagnosticsParams{URI: u, Diagnostics: []protocol.Diagnostic{}}
			if path, ok := filePath(u); ok && l != nil {
				if v, ok := l.versions[path]; ok && v >= 0 {
					params.Version = uint32(v)
				}
			}
			out = append(out, params)
		}
	}
	p.published = now
	return out
}

// uriFor returns the URI of a package file: the client's own spelling
// when the file is open, else one built from the path. Called with mu
// held.
func (s *server) uriFor(root, rel string) protocol.DocumentURI {
	p := filepath.Join(root, filepath.FromSlash(rel))
	if d := s.docs[p]; d != nil {
		return d.uri
	}
	return fileURI(p)
}

// relPath returns path relative to root, slash-separated, if inside it.
func relPath(root, p string) (string, bool) {
	rel, err := filepath.Rel(root, p)
	if err != nil {
		return "", false
	}
	rel = filepath.ToSlash(rel)
	if !fs.ValidPath(rel) || rel == "." {
		return "", false
	}
	return rel, true
}

// severity maps a finding's level to the LSP's.
func severity(l rules.Level) protocol.DiagnosticSeverity {
	switch l {
	case rules.Error:
		return protocol.DiagnosticSeverityError
	case rules.Warning:
		return protocol.DiagnosticSeverityWarning
	}
	return protocol.DiagnosticSeverityInformation
}

// diagnostic turns a finding into a diagnostic over the exact bytes it
// points at. Related locations get their URIs when published.
func diagnostic(pkg *model.Package, f *rules.Finding) diag {
	d := diag{f: f, d: protocol.Diagnostic{
		Range:           findingRange(fileData(pkg, f.Loc.File), f.Loc),
		Severity:        severity(f.Level),
		Code:            f.Rule.ID,
		CodeDescription: &protocol.CodeDescription{Href: protocol.URI(f.Rule.HelpURI())},
		Source:          "pluglint",
		Message:         f.Message,
	}}
	for _, r := range f.Related {
		if !fs.ValidPath(r.File) || r.File == "." {
			continue
		}
		d.related = append(d.related, r.File)
		d.d.RelatedInformation = append(d.d.RelatedInformation, protocol.DiagnosticRelatedInformation{
			Location: protocol.Location{Range: findingRange(fileData(pkg, r.File), r.Loc)},
			Message:  r.Message,
		})
	}
	return d
}

// fileData is the text of a package file as linted.
func fileData(pkg *model.Package, rel string) []byte {
	if f := pkg.File(rel); f != nil {
		return f.Data
	}
	return nil
}

// findingRange converts a finding's byte span to an LSP range: zero-based
// lines and UTF-16 code units, as every client counts them by default.
func findingRange(data []byte, loc rules.Loc) protocol.Range {
	if loc.WholeFile || data == nil {
		return protocol.Range{}
	}
	return protocol.Range{Start: position(data, loc.Span.Start), End: position(data, loc.Span.End)}
}

// position converts a byte offset to an LSP position. Lines end at "\n",
// "\r\n" or a lone "\r", as the LSP says; a byte that is not UTF-8 counts
// as one unit, as editors show it as one U+FFFD.
func position(data []byte, off int) protocol.Position {
	off = max(0, min(off, len(data)))
	line, start := 0, 0
	for i := 0; i < off; i++ {
		switch data[i] {
		case '\n':
			line, start = line+1, i+1
		case '\r':
			if i+1 < len(data) && data[i+1] == '\n' {
				continue
			}
			line, start = line+1, i+1
		}
	}
	col := 0
	for i := start; i < off; {
		r, n := utf8.DecodeRune(data[i:])
		if i+n > off {
			n = off - i
		}
		if r == utf8.RuneError && n <= 1 {
			col++
		} else {
			col += len(utf16.Encode([]rune{r}))
		}
		i += n
	}
	return protocol.Position{Line: uint32(line), Character: uint32(col)}
}

// offset converts an LSP position back to a byte offset in data, clamped
// to the line's end.
func offset(data []byte, pos protocol.Position) int {
	line, i := uint32(0), 0
	for line < pos.Line && i < len(data) {
		switch data[i] {
		case '\n':
			line++
		case '\r':
			if i+1 >= len(data) || data[i+1] != '\n' {
				line++
			}
		}
		i++
	}
	if line < pos.Line {
		return len(data)
	}
	col := uint32(0)
	for i < len(data) && col < pos.Character && data[i] != '\n' && data[i] != '\r' {
		r, n := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && n <= 1 {
			col++
		} else {
			col += uint32(len(utf16.Encode([]rune{r})))
		}
		i += n
	}
	return i
}

// uriPath parses a file: URI into a clean absolute OS path.
func uriPath(raw string) (string, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return "", err
	}
	if u.Scheme != "file" || (u.Host != "" && u.Host != "localhost") {
		return "", nil
	}
	p := u.Path
	if runtime.GOOS == "windows" && len(p) >= 3 && p[0] == '/' && p[2] == ':' {
		p = p[1:]
	}
	p = filepath.FromSlash(p)
	if !filepath.IsAbs(p) || strings.ContainsRune(p, 0) {
		return "", nil
	}
	return filepath.Clean(p), nil
}

// fileURI builds a file: URI for an absolute OS path.
func fileURI(p string) protocol.DocumentURI {
	p = filepath.ToSlash(p)
	if !strings.HasPrefix(p, "/") {
		p = "/" + p // a Windows drive
	}
	u := url.URL{Scheme: "file", Path: path.Clean(p)}
	return protocol.DocumentURI(u.String())
}
