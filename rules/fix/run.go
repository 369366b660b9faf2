package fix

import (
	"bytes"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"time"

	"github.com/pluglint/pluglint/rules/model"

	"github.com/pluglint/pluglint/rules"
	"github.com/pluglint/pluglint/rules/edit"
)

// Options control Run.
type Options struct {
	// Unsafe also applies unsafe fixes.
	Unsafe bool
	// Settings is the run's configuration: a finding it hides or switches
	// off is not fixed. Run never marks its ignore entries as used.
	Settings *rules.Settings
}

// Change is one file a run changed.
type Change struct {
	Path          string // package-relative
	Before, After []byte
}

// Refusal is a fix that was tried and not applied, and why.
type Refusal struct {
	Fix    *Fix
	Reason string // "would make Hermes reject the package: …"
}

// Report is what Run did to one package.
type Report struct {
	Changes []Change // in path order
	Applied []*Fix   // in the order applied
	Refused []*Refusal
	// Unsafe lists the unsafe fixes left for --unsafe.
	Unsafe []*Fix
	// Source reads the package with every change applied, in memory.
	Source model.Source
	// Original is the lint result Run started from, with the
	// configuration applied: positions in it are those of the files on
	// disk.
	Original *rules.Result
}

// maxRounds bounds the fix loop; a package has far fewer fixable findings.
const maxRounds = 200

// state is the package with some fixes applied.
type state struct {
	files map[string][]byte // changed files, package-relative
	pkg   *model.Package
	raw   *rules.Result // every finding: what the verdict is made of
	shown *rules.Result // the findings the configuration lets through
}

// Run fixes a package in memory, one fix at a time: it plans the fixes
// for the current findings, applies the first one not yet refused, and
// keeps the result only if re-linting it shows that the fix resolved its
// finding and made nothing worse. A refused fix is retried after the next
// fix that is kept, which may have unblocked it. Nothing is written: the
// caller writes Report.Changes.
func Run(src model.Source, opts Options) (*Report, error) {
	cur, err := load(src, map[string][]byte{}, opts.Settings)
	if err != nil {
		return nil, err
	}
	orig := cur.pkg
	rep := &Report{Original: cur.shown}
	refused := map[string]string{}
	for range maxRounds {
		var next *Fix
		for _, fx := range Plan(cur.pkg, cur.shown) {
			if (fx.Safety == edit.Safe || opts.Unsafe) && refused[fx.key] == "" {
				next = fx
				break
			}
		}
		if next == nil {
			break
		}
		files := make(map[string][]byte, len(cur.files)+1)
		for k, v := range cur.files {
			files[k] = v
		}
		byFile := map[string][]edit.Edit{}
		for _, e := range next.Edits {
			byFile[e.File] = append(byFile[e.File], e)
		}
		for path, edits := range byFile {
			f := cur.pkg.File(path)
			if f == nil {
				return nil, fmt.Errorf("fix %s edits %s, which the package does not hold", next.Rule.ID, path)
			}
			data, err := edit.Apply(f.Data, edits)
			if err != nil {
				return nil, fmt.Errorf("fix %s in %s: %w", next.Rule.ID, path, err)
			}
			files[path] = data
		}
		trial, err := load(src, files, opts.Settings)
		if err != nil {
			return nil, err
		}
		if why := verify(next, cur, trial); why != "" {
			refused[next.key] = why
			continue
		}
		rep.Applied = append(rep.Applied, next)
		cur = trial
		clear(refused)
	}
	for _, fx := range Plan(cur.pkg, cur.shown) {
		switch {
		case refused[fx.key] != "":
			rep.Refused = append(rep.Refused, &Refusal{Fix: fx, Reason: refused[fx.key]})
		case fx.Safety == edit.Unsafe && !opts.Unsafe:
			rep.Unsafe = append(rep.Unsafe, fx)
		}
	}
	paths := make([]string, 0, len(cur.files))
	for p := range cur.files {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	for _, p := range paths {
		if before := orig.File(p).Data; !bytes.Equal(before, cur.files[p]) {
			rep.Changes = append(rep.Changes, Change{Path: p, Before: before, After: cur.files[p]})
		}
	}
	rep.Source = overlaySource(src, cur.files)
	return rep, nil
}

// load reads and lints the package with files replacing what src holds.
func load(src model.Source, files map[string][]byte, settings *rules.Settings) (*state, error) {
	pkg, err := model.Load(overlaySource(src, files))
	if err != nil {
		return nil, err
	}
	raw, err := rules.Lint(pkg, nil)
	if err != nil {
		return nil, err
	}
	shown := raw
	if settings != nil {
		if shown, err = rules.Lint(pkg, private(settings)); err != nil {
			return nil, err
		}
	}
	return &state{files: files, pkg: pkg, raw: raw, shown: shown}, nil
}

// private copies settings with ignore entries of its own, so that the
// linting Run does on intermediate versions of the package does not mark
// the caller's entries as used.
func private(s *rules.Settings) *rules.Settings {
	c := *s
	c.Ignores = make([]*rules.Ignore, len(s.Ignores))
	for i, ig := range s.Ignores {
		cp := *ig
		c.Ignores[i] = &cp
	}
	return &c
}

// verify compares the package before and after a fix and says why the
// fix must not be kept, or "".
func verify(fx *Fix, before, after *state) string {
	for _, e := range fx.Edits {
		for _, jf := range []*model.JSONFile{after.pkg.Manifest, after.pkg.MCP} {
			if jf.Path == e.File && jf.Err != nil {
				return fmt.Sprintf("would leave %s unreadable to Hermes (%s)", e.File, jf.Err.Msg)
			}
		}
	}
	old := map[string]bool{}
	for _, f := range before.raw.Findings {
		old[findingKey(f)] = true
	}
	for _, f := range after.raw.Findings {
		if f.Class == rules.Reject && !old[findingKey(f)] {
			return fmt.Sprintf("would make Hermes reject the package: %s [%s %s]", where(f), f.Rule.ID, f.Rule.Name)
		}
	}
	if after.raw.Outcome.Rejected && !before.raw.Outcome.Rejected {
		return "would make Hermes reject the package"
	}
	// A drop is a regression only for what loaded before: adding mcp.json's
	// "$schema" lets Hermes reach servers that are then dropped for their
	// own faults, which leaves them no worse off than the file's drop did.
	for _, s := range before.raw.Outcome.Servers {
		if after.raw.Outcome.Server(s.Name) == nil {
			return fmt.Sprintf("would make Hermes drop server %q: %s", s.Name, dropCause(after, rules.Target{Kind: rules.TargetServer, Name: s.Name}))
		}
	}
	wasDropped := map[rules.Target]bool{}
	for _, d := range before.raw.Outcome.Dropped {
		wasDropped[d.Target] = true
	}
	for _, d := range after.raw.Outcome.Dropped {
		if (d.Kind == rules.TargetMCP || d.Kind == rules.TargetSkills) && !wasDropped[d.Target] {
			return fmt.Sprintf("would make Hermes drop all of %s: %s [%s %s]", d.Kind, where(d.Cause), d.Cause.Rule.ID, d.Cause.Rule.Name)
		}
	}
	loaded := map[string]bool{}
	for _, sk := range after.raw.Outcome.Skills {
		loaded[sk.Name] = true
	}
	for _, sk := range before.raw.Outcome.Skills {
		if !loaded[sk.Name] {
			return fmt.Sprintf("would make Hermes drop skill %q: %s", sk.Name, dropCause(after, rules.Target{Kind: rules.TargetSkill, Name: sk.Name}))
		}
	}
	for _, s := range before.raw.Outcome.Servers {
		if a := after.raw.Outcome.Server(s.Name); a != nil && s.Trust == model.TrustUntrusted && a.Trust != model.TrustUntrusted {
			return fmt.Sprintf("would widen the trust of server %q", s.Name)
		}
	}
	for _, pl := range fx.Resolves {
		for _, f := range after.raw.Findings {
			if f.Rule == fx.Rule && f.Loc.File == pl.File && f.Loc.Pointer == pl.Pointer {
				return "would not resolve the finding: " + where(f)
			}
		}
	}
	return ""
}

// where renders a finding as "path:line:col: message".
func where(f *rules.Finding) string {
	return fmt.Sprintf("%s:%d:%d: %s", f.Path, f.Pos.Line, f.Pos.Column, f.Message)
}

// dropCause explains why a target is dropped after a fix.
func dropCause(st *state, t rules.Target) string {
	if f := st.raw.Outcome.DropCause(t); f != nil {
		return fmt.Sprintf("%s [%s %s]", where(f), f.Rule.ID, f.Rule.Name)
	}
	return "no cause found"
}

// findingKey identifies a finding across edits that move offsets.
func findingKey(f *rules.Finding) string {
	k := fmt.Sprintf("%s\x00%s\x00%s\x00%d", f.Rule.ID, f.Loc.File, f.Loc.Pointer, f.Class)
	if f.Drops != nil {
		k += "\x00" + string(f.Drops.Kind) + "\x00" + f.Drops.Name
	}
	if f.Loc.Pointer == "" {
		k += "\x00" + f.Message
	}
	return k
}

// overlaySource returns src reading files (package-relative paths) from
// memory instead of its file system.
func overlaySource(src model.Source, files map[string][]byte) model.Source {
	if len(files) == 0 {
		return src
	}
	src.FS = &overlay{base: src.FS, files: files}
	return src
}

// overlay is a file system with some regular files replaced. Fixes only
// edit regular files that are not symlinks, so a replaced path is the
// path the loader opens.
type overlay struct {
	base  fs.FS
	files map[string][]byte
}

// mem returns the replaced file at name, keeping the original's mode.
func (o *overlay) mem(name string) (*memInfo, bool) {
	data, ok := o.files[name]
	if !ok {
		return nil, false
	}
	info := &memInfo{name: path.Base(name), data: data, mode: 0o644}
	if orig, err := fs.Stat(o.base, name); err == nil {
		info.mode, info.modTime = orig.Mode(), orig.ModTime()
	}
	return info, true
}

// Open implements fs.FS.
func (o *overlay) Open(name string) (fs.File, error) {
	if m, ok := o.mem(name); ok {
		return &memFile{memInfo: m, r: bytes.NewReader(m.data)}, nil
	}
	return o.base.Open(name)
}

// Stat implements fs.StatFS.
func (o *overlay) Stat(name string) (fs.FileInfo, error) {
	if m, ok := o.mem(name); ok {
		return m, nil
	}
	return fs.Stat(o.base, name)
}

// Lstat implements fs.ReadLinkFS.
func (o *overlay) Lstat(name string) (fs.FileInfo, error) {
	if m, ok := o.mem(name); ok {
		return m, nil
	}
	if rl, ok := o.base.(fs.ReadLinkFS); ok {
		return rl.Lstat(name)
	}
	return fs.Stat(o.base, name)
}

// ReadLink implements fs.ReadLinkFS.
func (o *overlay) ReadLink(name string) (string, error) {
	if rl, ok := o.base.(fs.ReadLinkFS); ok {
		return rl.ReadLink(name)
	}
	return "", &fs.PathError{Op: "readlink", Path: name, Err: fs.ErrInvalid}
}

// ReadDir implements fs.ReadDirFS.
func (o *overlay) ReadDir(name string) ([]fs.DirEntry, error) {
	return fs.ReadDir(o.base, name)
}

// memInfo describes a replaced file: its new content under its old mode
// and time.
type memInfo struct {
	name    string
	data    []byte
	mode    fs.FileMode
	modTime time.Time
}

func (m *memInfo) Name() string       { return m.name }
func (m *memInfo) Size() int64        { return int64(len(m.data)) }
func (m *memInfo) Mode() fs.FileMode  { return m.mode }
func (m *memInfo) ModTime() time.Time { return m.modTime }
func (m *memInfo) IsDir() bool        { return false }
func (m *memInfo) Sys() any           { return nil }

// memFile is a replaced file opened for reading.
type memFile struct {
	*memInfo
	r *bytes.Reader
}

func (f *memFile) Stat() (fs.FileInfo, error) { return f.memInfo, nil }
func (f *memFile) Read(b []byte) (int, error) { return f.r.Read(b) }
func (f *memFile) Close() error               { return nil }
