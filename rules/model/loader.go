package model

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"sort"
	"strings"

	"github.com/pluglint/pluglint/rules/frontmatter"
)

// maxLinkHops bounds symlink resolution; more hops is treated as a loop,
// which Python's Path.resolve also gives up on.
const maxLinkHops = 40

// Source is where a package is read from: a file system rooted at the
// package root, and the root's absolute OS path (after resolving its own
// symlinks) so that absolute symlink targets pointing back inside the root
// are recognised. AbsRoot may be empty for in-memory packages.
type Source struct {
	FS      fs.FS
	AbsRoot string
	// Dir is the package root as shown to the user.
	Dir string
	// KeyDir is the package root as finding fingerprints name it, so that
	// a baseline matches whichever directory either run started in: the
	// command sets it relative to the repository root. Empty means Dir.
	KeyDir string
	// Tools is a tool inventory named for the whole run (--tools, or the
	// config file's tools key); nil means <package>/.pluglint/tools.json.
	Tools *Input
	// HermesConfig is the user's config.yaml (--hermes-config), parsed
	// once for the run; nil when none was given.
	HermesConfig *HermesConfig
}

// Input is a file named for a whole run rather than found in a package,
// read once by the command and handed to every package.
type Input struct {
	// Path is how findings show the file: as the user gave it, or
	// absolute where the given form would read as package-relative.
	Path string
	Data []byte
}

// ClientManifests are the manifests other clients read that a package
// made for several ships beside plugin.json. Hermes reads none of them,
// but they are package text (secrets are looked for in them) and some
// say what the tools do (Codex's capabilities, a Claude Desktop
// extension's tools list).
var ClientManifests = []string{
	".claude-plugin/plugin.json", ".codex-plugin/plugin.json", ".cursor-plugin/plugin.json",
	"gemini-extension.json", "manifest.json",
}

// Load reads one package once: plugin.json, mcp.json, plugin.yaml /
// plugin.yml, skills/*/SKILL.md, the other clients' manifests
// (ClientManifests), the code of servers that run the package's own
// code (ServerCode) and the listing needed to resolve them. It
// reads only regular files inside the root, never opens FIFOs, sockets or
// devices, and bounds every read. An error is returned only for failures
// that cannot be attributed to the package.
func Load(src Source) (*Package, error) {
	l := &loader{src: src, pkg: &Package{Dir: src.Dir, KeyDir: src.KeyDir, entries: map[string]Entry{}, src: src}}
	l.frontmatter.Left = MaxFrontmatter
	p := l.pkg
	p.Manifest = l.jsonFile("plugin.json")
	p.MCP = l.jsonFile("mcp.json")
	for _, name := range []string{"plugin.yaml", "plugin.yml"} {
		if f := l.stat(name); f.State != Missing {
			p.Native = append(p.Native, f)
		}
	}
	p.Skills = l.skills()
	switch {
	case src.Tools != nil:
		f := &File{Path: src.Tools.Path, State: Readable, Size: int64(len(src.Tools.Data)), Data: src.Tools.Data}
		p.addFile(f)
		p.Inventory = l.parsed(f)
		p.InventoryExternal = true
	default:
		if inv := l.stat(".pluglint/tools.json"); inv.State != Missing {
			p.Inventory = l.parsed(l.read(inv))
		}
	}
	if f := l.stat(".pluglint/lock.json"); f.State != Missing {
		p.Lock = l.parsed(l.read(f))
	}
	for _, name := range ClientManifests {
		if f := l.stat(name); f.State != Missing {
			l.read(f)
		}
	}
	if src.HermesConfig != nil {
		p.HermesConfig = src.HermesConfig.forPackage("")
		p.addFile(p.HermesConfig.File())
	}
	l.serverCode()
	return p, nil
}

// ErrLinkLoop is resolve's error for a chain of links that does not end
// (Python's RuntimeError or OSError ELOOP); rules tell a loop from a
// dangling link by it.
var ErrLinkLoop = errors.New("too many levels of symbolic links")

type loader struct {
	src Source
	pkg *Package
	// lstats remembers what Lstat said about each in-root path during one
	// load: skills/x is looked at for the directory, again for its
	// SKILL.md, and every path again when read.
	lstats map[string]lstatResult
	// bytesRead is what the load has read of the package so far.
	bytesRead int64
	// frontmatter is what is left to parse of MaxFrontmatter.
	frontmatter frontmatter.Budget
}

type lstatResult struct {
	info fs.FileInfo
	err  error
}

// lstat is Lstat (Stat on file systems without symlinks), asked once per
// path per load.
func (l *loader) lstat(name string) (fs.FileInfo, error) {
	if r, ok := l.lstats[name]; ok {
		return r.info, r.err
	}
	var r lstatResult
	if rl, ok := l.src.FS.(fs.ReadLinkFS); ok {
		r.info, r.err = rl.Lstat(name)
	} else {
		r.info, r.err = fs.Stat(l.src.FS, name)
	}
	if l.lstats == nil {
		l.lstats = map[string]lstatResult{}
	}
	l.lstats[name] = r
	return r.info, r.err
}

// resolved is the result of resolving a package-relative path.
type resolved struct {
	path  string      // final in-root path after following symlinks
	info  fs.FileInfo // Lstat of the final path
	link  string      // target of the first symlink met on the last element
	state FileState   // Missing, Escapes, Broken, Unreadable or Readable (exists)
	err   error
}

// resolve follows symlinks component by component, as Python's
// Path.resolve does, without ever leaving the root.
func (l *loader) resolve(name string) resolved {
	rl, _ := l.src.FS.(fs.ReadLinkFS)
	var out resolved
	parts := strings.Split(name, "/")
	cur := "" // resolved prefix, in-root, "" is the root
	hops := 0
	for len(parts) > 0 {
		elem := parts[0]
		parts = parts[1:]
		switch elem {
		case "", ".":
			continue
		case "..":
			if cur == "" {
				out.state = Escapes
				return out
			}
			cur = path.Dir(cur)
			if cur == "." {
				cur = ""
			}
			continue
		}
		next := path.Join(cur, elem)
		info, err := l.lstat(next)
		if err != nil {
			out.err = err
			if errors.Is(err, fs.ErrNotExist) {
				if hops > 0 {
					out.state = Broken
				} else {
					out.state = Missing
				}
			} else {
				out.state = Unreadable
			}
			out.path = next
			return out
		}
		if info.Mode()&fs.ModeSymlink == 0 {
			cur = next
			out.info = info
			continue
		}
		hops++
		if hops > maxLinkHops {
			out.state = Broken
			out.err = ErrLinkLoop
			return out
		}
		if rl == nil {
			out.state, out.err = Unreadable, errors.New("symlink on a file system that cannot read links")
			return out
		}
		target, err := rl.ReadLink(next)
		if err != nil {
			out.state, out.err = Unreadable, err
			return out
		}
		if len(parts) == 0 && out.link == "" {
			out.link = target
		}
		target = strings.ReplaceAll(target, "\\", "/")
		if strings.HasPrefix(target, "/") {
			root := strings.TrimSuffix(l.src.AbsRoot, "/")
			if root == "" || (target != root && !strings.HasPrefix(target, root+"/")) {
				out.state = Escapes
				return out
			}
			target = strings.TrimPrefix(strings.TrimPrefix(target, root), "/")
			cur = ""
		}
		parts = append(strings.Split(target, "/"), parts...)
	}
	out.path = cur
	out.state = Readable
	if out.info == nil {
		// The root itself.
		info, err := fs.Stat(l.src.FS, ".")
		if err != nil {
			out.state, out.err = Unreadable, err
			return out
		}
		out.info = info
	}
	return out
}

// stat resolves name and records what is there, without reading it.
func (l *loader) stat(name string) *File {
	r := l.resolve(name)
	f := &File{Path: name, State: r.state, Link: r.link, real: r.path}
	e := Entry{State: r.state, Link: r.link}
	switch r.state {
	case Readable:
		mode := r.info.Mode()
		f.Size = r.info.Size()
		e.Dir = mode.IsDir()
		e.Exec = mode.Perm()&0o111 != 0
		if !mode.IsRegular() {
			f.State = NotRegular
			f.Detail = describeMode(mode)
			if mode.IsDir() {
				e.State = Readable
			}
		}
	case Escapes:
		f.Detail = "symlink resolves outside the package root"
	case Broken:
		f.Detail = "symlink points at nothing"
		if r.err != nil {
			f.Detail = fmt.Sprintf("symlink cannot be resolved: %v", r.err)
		}
	case Unreadable:
		f.Detail = errText(r.err)
	}
	l.pkg.entries[name] = e
	return f
}

func describeMode(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "is a directory"
	case m&fs.ModeNamedPipe != 0:
		return "is a named pipe (FIFO)"
	case m&fs.ModeSocket != 0:
		return "is a socket"
	case m&fs.ModeDevice != 0:
		return "is a device"
	}
	return "is not a regular file"
}

// errText strips the path from an fs error: findings already carry it.
func errText(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	if err == nil {
		return "unknown error"
	}
	return err.Error()
}

// read fills in the content of a file that stat found readable, within
// MaxFileSize and what is left of MaxPackageSize.
func (l *loader) read(f *File) *File {
	if f.State != Readable {
		return f
	}
	limit := min(int64(MaxFileSize), MaxPackageSize-l.bytesRead)
	if f.Size > limit {
		f.State = TooLarge
		f.Detail = fmt.Sprintf("is %s, larger than %s", ByteSize(f.Size), readBound(limit))
		return f
	}
	fh, err := l.src.FS.Open(f.real)
	if err != nil {
		f.State, f.Detail = Unreadable, errText(err)
		return f
	}
	defer fh.Close()
	data, err := readAtMost(fh, f.Size, limit)
	if err != nil {
		f.State, f.Detail = Unreadable, errText(err)
		return f
	}
	if int64(len(data)) > limit {
		f.State = TooLarge
		f.Detail = "is larger than " + readBound(limit)
		return f
	}
	l.bytesRead += int64(len(data))
	f.Data = data
	l.pkg.addFile(f)
	return f
}

// readBound words limit, what read may take of the next file: the bound
// on a file, or what is left of the package's. Only a file past it is
// worded, so a read does not format sizes it will not print.
func readBound(limit int64) string {
	if limit < MaxFileSize {
		return fmt.Sprintf("the %s left of the %s pluglint reads of one package", ByteSize(limit), ByteSize(MaxPackageSize))
	}
	return "the " + ByteSize(MaxFileSize) + " pluglint reads"
}

// readAtMost reads r to the end, but never more than limit+1 bytes (more
// than limit means too large). size is what stat said, used only to size
// the buffer: a file may grow or lie.
func readAtMost(r io.Reader, size, limit int64) ([]byte, error) {
	buf := make([]byte, 0, min(max(size, 0), limit)+1)
	lr := io.LimitReader(r, limit+1)
	for {
		n, err := lr.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+n]
		if err == io.EOF {
			return buf, nil
		}
		if err != nil {
			return buf, err
		}
		if len(buf) == cap(buf) {
			buf = append(buf, 0)[:len(buf)]
		}
	}
}

// ByteSize words a size for messages: "8.0 MiB", "512 bytes".
func ByteSize(n int64) string {
	switch {
	case n >= 1<<30:
		return fmt.Sprintf("%.1f GiB", float64(n)/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d bytes", n)
}

func (l *loader) parsed(f *File) *JSONFile {
	jf := &JSONFile{File: f}
	jf.Doc, jf.Err = f.JSON()
	return jf
}

func (l *loader) jsonFile(name string) *JSONFile {
	return l.parsed(l.read(l.stat(name)))
}

// skills lists skills/ the way Hermes walks it: immediate subdirectories
// (following in-root symlinks) that contain SKILL.md, in name order.
func (l *loader) skills() *SkillsRoot {
	d := &SkillsRoot{File: l.stat("skills")}
	d.Path = "skills"
	if d.State == NotRegular && l.pkg.entries["skills"].Dir {
		d.State, d.Detail = Readable, ""
	} else if d.State == Readable {
		// A regular file named skills.
		d.State, d.Detail = NotRegular, "is a file, not a directory"
	}
	if d.State != Readable {
		return d
	}
	ents, err := fs.ReadDir(l.src.FS, d.real)
	if err != nil {
		d.State, d.Detail = Unreadable, errText(err)
		return d
	}
	for _, ent := range ents {
		name := ent.Name()
		if name == "SKILL.md" {
			d.TopSkillMD = true
			continue
		}
		dir := "skills/" + name
		st := l.stat(dir)
		s := &Skill{Name: name, Dir: dir, DirLink: st.Link}
		switch {
		case st.State == Escapes:
			// Hermes would look inside; pluglint never reads outside the
			// root, so the skill is reported as escaping.
			s.DirEscapes = true
			s.SkillMD = &File{Path: dir + "/SKILL.md", State: Escapes, Detail: st.Detail}
			d.Skills = append(d.Skills, s)
			continue
		case !l.pkg.entries[dir].Dir:
			continue
		}
		md := l.stat(dir + "/SKILL.md")
		if md.State == Missing || md.State == Broken {
			// Python's exists() follows the link: a dangling SKILL.md is
			// no skill at all.
			continue
		}
		s.SkillMD = l.read(md)
		if s.SkillMD.State == Readable {
			s.Front, s.FrontErr = frontmatter.ParseWithin(s.SkillMD.Data, &l.frontmatter)
		}
		d.Skills = append(d.Skills, s)
	}
	return d
}

// LinkLoop reports whether resolving a package-relative path inside the
// root meets a symbolic link loop, without reading anything.
func (p *Package) LinkLoop(path string) bool {
	if p.src.FS == nil {
		return false
	}
	l := &loader{src: p.src, pkg: &Package{entries: map[string]Entry{}}}
	r := l.resolve(path)
	return r.state == Broken && errors.Is(r.err, ErrLinkLoop)
}

// MaxListing bounds how many names ListDir reads of one directory: a
// hostile package may hold a directory of millions of entries.
const MaxListing = 1000

// ListDir returns the names in a package directory, sorted, following
// in-root symlinks as Stat does and reading no file: for rules that
// suggest which name a missing path was meant to be. It reads at most
// MaxListing names, and returns nil when path is not an in-root
// directory.
func (p *Package) ListDir(path string) []string {
	if p.src.FS == nil {
		return nil
	}
	l := &loader{src: p.src, pkg: &Package{entries: map[string]Entry{}}}
	r := l.resolve(path)
	if r.state != Readable || !r.info.IsDir() {
		return nil
	}
	dir := r.path
	if dir == "" {
		dir = "."
	}
	fh, err := p.src.FS.Open(dir)
	if err != nil {
		return nil
	}
	defer fh.Close()
	rd, ok := fh.(fs.ReadDirFile)
	if !ok {
		return nil
	}
	ents, err := rd.ReadDir(MaxListing)
	if err != nil && !errors.Is(err, io.EOF) {
		return nil
	}
	names := make([]string, len(ents))
	for i, e := range ents {
		names[i] = e.Name()
	}
	sort.Strings(names)
	return names
}
