package lsp

import (
	"bytes"
	"io/fs"
	"path"
	"slices"
	"strings"
	"time"
)

// overlay is a package's file system with the editor's unsaved text in
// place of some regular files, so that pluglint lints what the publisher
// sees. A file may exist only in the editor (a new SKILL.md not saved
// yet): its directories then exist too. Everything else, symlinks
// included, is read from the base file system as it is on disk.
type overlay struct {
	base  fs.FS
	files map[string][]byte // package-relative, slash-separated
	dirs  map[string]bool   // directories of files, "" excluded
	now   time.Time
}

func newOverlay(base fs.FS, files map[string][]byte) *overlay {
	o := &overlay{base: base, files: files, dirs: map[string]bool{}, now: time.Now()}
	for name := range files {
		for d := path.Dir(name); d != "." && !o.dirs[d]; d = path.Dir(d) {
			o.dirs[d] = true
		}
	}
	return o
}

// info returns what the overlay says about name, if it says anything.
func (o *overlay) info(name string) (fs.FileInfo, bool) {
	if data, ok := o.files[name]; ok {
		mode := fs.FileMode(0o644)
		if orig, err := fs.Stat(o.base, name); err == nil && orig.Mode().IsRegular() {
			mode = orig.Mode()
		}
		return &memInfo{name: path.Base(name), size: int64(len(data)), mode: mode, mod: o.now}, true
	}
	if o.dirs[name] {
		if _, err := fs.Stat(o.base, name); err != nil {
			return &memInfo{name: path.Base(name), mode: fs.ModeDir | 0o755, mod: o.now}, true
		}
	}
	return nil, false
}

// Open implements fs.FS.
func (o *overlay) Open(name string) (fs.File, error) {
	if data, ok := o.files[name]; ok {
		info, _ := o.info(name)
		return &memFile{info: info, r: bytes.NewReader(data)}, nil
	}
	if info, ok := o.info(name); ok {
		return &memDir{info: info}, nil
	}
	return o.base.Open(name)
}

// Stat implements fs.StatFS.
func (o *overlay) Stat(name string) (fs.FileInfo, error) {
	if info, ok := o.info(name); ok {
		return info, nil
	}
	return fs.Stat(o.base, name)
}

// Lstat implements fs.ReadLinkFS.
func (o *overlay) Lstat(name string) (fs.FileInfo, error) {
	if info, ok := o.info(name); ok {
		return info, nil
	}
	if rl, ok := o.base.(fs.ReadLinkFS); ok {
		return rl.Lstat(name)
	}
	return fs.Stat(o.base, name)
}

// ReadLink implements fs.ReadLinkFS.
func (o *overlay) ReadLink(name string) (string, error) {
	if _, ok := o.info(name); ok {
		return "", &fs.PathError{Op: "readlink", Path: name, Err: fs.ErrInvalid}
	}
	if rl, ok := o.base.(fs.ReadLinkFS); ok {
		return rl.ReadLink(name)
	}
	return "", &fs.PathError{Op: "readlink", Path: name, Err: fs.ErrInvalid}
}

// ReadDir implements fs.ReadDirFS: the directory on disk, with the
// overlay's files and directories in it added or in place of what was
// there.
func (o *overlay) ReadDir(name string) ([]fs.DirEntry, error) {
	ents, err := fs.ReadDir(o.base, name)
	if err != nil && !(o.dirs[name] || name == ".") {
		return nil, err
	}
	byName := map[string]fs.DirEntry{}
	for _, e := range ents {
		byName[e.Name()] = e
	}
	prefix := ""
	if name != "." {
		prefix = name + "/"
	}
	add := func(p string) {
		rest, ok := strings.CutPrefix(p, prefix)
		if !ok || rest == "" || strings.Contains(rest, "/") {
			return
		}
		if info, ok := o.info(p); ok {
			byName[rest] = fs.FileInfoToDirEntry(info)
		}
	}
	for p := range o.files {
		add(p)
	}
	for p := range o.dirs {
		add(p)
	}
	out := make([]fs.DirEntry, 0, len(byName))
	for _, e := range byName {
		out = append(out, e)
	}
	slices.SortFunc(out, func(a, b fs.DirEntry) int { return strings.Compare(a.Name(), b.Name()) })
	return out, nil
}

type memInfo struct {
	name string
	size int64
	mode fs.FileMode
	mod  time.Time
}

func (m *memInfo) Name() string       { return m.name }
func (m *memInfo) Size() int64        { return m.size }
func (m *memInfo) Mode() fs.FileMode  { return m.mode }
func (m *memInfo) ModTime() time.Time { return m.mod }
func (m *memInfo) IsDir() bool        { return m.mode.IsDir() }
func (m *memInfo) Sys() any           { return nil }

type memFile struct {
	info fs.FileInfo
	r    *bytes.Reader
}

func (f *memFile) Stat() (fs.FileInfo, error) { return f.info, nil }
func (f *memFile) Read(b []byte) (int, error) { return f.r.Read(b) }
func (f *memFile) Close() error               { return nil }

type memDir struct{ info fs.FileInfo }

func (d *memDir) Stat() (fs.FileInfo, error) { return d.info, nil }
func (d *memDir) Read([]byte) (int, error) {
	return 0, &fs.PathError{Op: "read", Path: d.info.Name(), Err: fs.ErrInvalid}
}
func (d *memDir) Close() error { return nil }
