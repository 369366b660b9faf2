// Package exclude decides what package discovery leaves out besides the
// directories it always skips: what .gitignore files ignore, and what the
// exclude globs of the configuration file and --exclude name.
//
// Globs and .gitignore lines share one syntax, git's: a pattern without a
// slash matches a name at any depth (`dist`), one with a slash is anchored
// to the directory it is relative to (`examples/claude`, `/build`), `**`
// crosses directories, a trailing `/` matches directories only, `!`
// re-includes, and the last pattern that matches wins. Globs are matched
// by doublestar, which reads `*`, `?`, `[...]`, `{a,b}` and `**` as git
// does; this package adds only git's reading of a line around them.
package exclude

import (
	"bufio"
	"bytes"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/bmatcuk/doublestar/v4"
)

// Glob is one exclude pattern with the directory it is relative to.
type Glob struct {
	Pattern string
	Dir     string // absolute
}

// maxIgnoreFile bounds a .gitignore file read: a hostile tree must not
// make discovery read a huge file.
const maxIgnoreFile = 1 << 20

// pattern is one line of .gitignore syntax.
type pattern struct {
	dir      string // the directory it is relative to: absolute, slash-separated
	glob     string // a name when not anchored, else a path relative to dir
	negate   bool   // "!": re-include
	dirOnly  bool   // a trailing "/"
	anchored bool   // a "/" before the end: matched against the path, else the name
}

// parse reads one line of .gitignore syntax; blank lines and comments are
// not patterns.
func parse(line, dir string) (pattern, bool) {
	line = strings.TrimSuffix(line, "\r")
	if !strings.HasSuffix(line, `\ `) {
		line = strings.TrimRight(line, " ")
	}
	if line == "" || line[0] == '#' {
		return pattern{}, false
	}
	p := pattern{dir: filepath.ToSlash(dir)}
	if line[0] == '!' {
		p.negate, line = true, line[1:]
	} else if strings.HasPrefix(line, `\!`) || strings.HasPrefix(line, `\#`) {
		line = line[1:]
	}
	if strings.HasSuffix(line, "/") {
		p.dirOnly, line = true, strings.TrimRight(line, "/")
	}
	if strings.Contains(line, "/") {
		p.anchored, line = true, strings.TrimPrefix(line, "/")
	}
	if line == "" || !doublestar.ValidatePattern(line) {
		return pattern{}, false
	}
	p.glob = line
	return p, true
}

// matches reports whether the pattern matches the entry at abs (absolute,
// slash-separated).
func (p *pattern) matches(abs string, isDir bool) bool {
	if p.dirOnly && !isDir {
		return false
	}
	rel, ok := strings.CutPrefix(abs, p.dir)
	if !ok || !strings.HasPrefix(rel, "/") && p.dir != "/" {
		return false
	}
	rel = strings.TrimPrefix(rel, "/")
	if rel == "" {
		return false
	}
	if !p.anchored {
		rel = path.Base(rel)
	}
	ok, _ = doublestar.Match(p.glob, rel)
	return ok
}

// Filter answers, during one walk of a directory, whether a path beneath
// it is left out. It is not safe for concurrent use: discovery walks one
// directory at a time.
type Filter struct {
	root  string // the walked directory as given
	abs   string // its absolute path
	globs []pattern
	// ignores holds, by walked directory path, the .gitignore patterns in
	// force beneath it; nil when .gitignore files are not honoured.
	ignores map[string]*layer
}

// layer is one directory's .gitignore patterns, above its parent's.
type layer struct {
	parent *layer
	dir    string // slash-separated, absolute
	own    []pattern
}

// New returns the filter for a walk of root. globs are matched against
// every path beneath root. With gitignore set, the .gitignore files of
// root's ancestors up to the repository root (the nearest directory
// holding .git) apply, and so does every .gitignore met beneath root,
// each to the paths beneath its own directory, as git reads them.
//
// root itself is never left out, and neither is anything beneath it only
// because it lies in a directory a pattern names: the user named root.
func New(root string, globs []Glob, gitignore bool) (*Filter, error) {
	abs, err := filepath.Abs(root)
	if err != nil {
		return nil, err
	}
	f := &Filter{root: root, abs: abs}
	for _, g := range globs {
		if p, ok := parse(g.Pattern, g.Dir); ok {
			f.globs = append(f.globs, p)
		}
	}
	f.globs = f.unnamed(f.globs)
	if gitignore {
		above := ancestors(abs)
		for l := above; l != nil; l = l.parent {
			l.own = f.unnamed(l.own)
		}
		f.ignores = map[string]*layer{filepath.Clean(root): readLayer(above, abs)}
	}
	return f, nil
}

// unnamed drops the patterns that match the walked directory or one of
// its ancestors.
func (f *Filter) unnamed(ps []pattern) []pattern {
	out := ps[:0]
	for _, p := range ps {
		named := false
		for d := f.abs; !named; {
			named = !p.negate && p.matches(filepath.ToSlash(d), true)
			parent := filepath.Dir(d)
			if parent == d {
				break
			}
			d = parent
		}
		if !named {
			out = append(out, p)
		}
	}
	return out
}

// ancestors returns the .gitignore layers of dir's ancestors, from the
// repository root down to dir's parent; nil outside a repository or when
// dir is the repository root.
func ancestors(dir string) *layer {
	var above []string
	for d := dir; ; {
		if _, err := os.Lstat(filepath.Join(d, ".git")); err == nil {
			break
		}
		parent := filepath.Dir(d)
		if parent == d {
			return nil // not in a repository
		}
		d = parent
		above = append(above, d)
	}
	var l *layer
	for i := len(above) - 1; i >= 0; i-- {
		l = readLayer(l, above[i])
	}
	return l
}

// readLayer reads the .gitignore of the directory abs, if it has one
// that can be read.
func readLayer(parent *layer, abs string) *layer {
	data, err := readBounded(filepath.Join(abs, ".gitignore"))
	if err != nil || len(data) == 0 {
		return parent
	}
	var own []pattern
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, maxIgnoreFile)
	for sc.Scan() {
		if p, ok := parse(sc.Text(), abs); ok {
			own = append(own, p)
		}
	}
	if len(own) == 0 {
		return parent
	}
	return &layer{parent: parent, dir: filepath.ToSlash(abs), own: own}
}

// readBounded reads a regular file of at most maxIgnoreFile bytes; a
// link, FIFO or larger file counts as absent.
func readBounded(name string) ([]byte, error) {
	info, err := os.Lstat(name)
	if err != nil || !info.Mode().IsRegular() || info.Size() > maxIgnoreFile {
		return nil, os.ErrNotExist
	}
	return os.ReadFile(name)
}

// Skip reports whether the walk leaves out path, found beneath the root
// as filepath.WalkDir names it. A directory left out is not entered, so
// nothing beneath it is asked about (git cannot re-include a file whose
// directory is ignored either).
//
// A .gitignore never hides the plugin.json or mcp.json beside it: a
// package cannot make itself vanish from a catalog's run by shipping
// one. Exclude globs come from the person running pluglint and can.
func (f *Filter) Skip(p string, isDir bool) bool {
	rel, err := filepath.Rel(f.root, p)
	if err != nil || rel == "." {
		return false
	}
	abs := filepath.ToSlash(filepath.Join(f.abs, rel))
	if last(f.globs, abs, isDir) == excluded {
		return true
	}
	if f.ignores == nil {
		return false
	}
	l := f.ignores[filepath.Dir(p)]
	if name := path.Base(abs); !isDir && (name == "plugin.json" || name == "mcp.json") && l != nil && l.dir == path.Dir(abs) {
		l = l.parent
	}
	// The deepest file with a pattern that matches decides.
	for ; l != nil; l = l.parent {
		if r := last(l.own, abs, isDir); r != unmatched {
			if r == excluded {
				return true
			}
			break
		}
	}
	if isDir {
		f.ignores[p] = readLayer(f.ignores[filepath.Dir(p)], filepath.Join(f.abs, rel))
	}
	return false
}

const (
	unmatched = iota
	excluded
	included
)

// last returns what the last of ps that matches the entry says.
func last(ps []pattern, abs string, isDir bool) int {
	for i := len(ps) - 1; i >= 0; i-- {
		if ps[i].matches(abs, isDir) {
			if ps[i].negate {
				return included
			}
			return excluded
		}
	}
	return unmatched
}
