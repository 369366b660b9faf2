// Package model is what pluglint reads of a package: its files as the
// loader found them (state, bytes, positions), the parsed plugin.json,
// mcp.json and skills, the user's Hermes config.yaml, and discovery of
// package roots beneath a directory. It reads everything once, through an
// fs.FS, with bounded reads, and never follows a path out of the root.
package model

import (
	"sort"
	"unicode/utf8"

	"github.com/pluglint/pluglint/rules/frontmatter"
	"github.com/pluglint/pluglint/rules/pyjson"
)

// FileState says whether the loader could read a package file and, if not,
// why. Hermes reads only regular files whose resolved path stays inside the
// package root.
type FileState uint8

// File states.
const (
	Missing    FileState = iota // nothing at that path
	Readable                    // a regular in-root file, read completely
	NotRegular                  // a directory, FIFO, socket or device
	Escapes                     // a symlink resolving outside the root
	Broken                      // a dangling or looping symlink
	TooLarge                    // past MaxFileSize or MaxPackageSize; not read
	Unreadable                  // an I/O error such as permission denied
)

// MaxFileSize bounds every read: package files are small, and a hostile
// package must not make pluglint read gigabytes.
const MaxFileSize = 8 << 20

// MaxPackageSize bounds what pluglint reads of one package in all, so that
// a package of a thousand files each under MaxFileSize cannot make it
// hold gigabytes either: a file that would take the package past it is
// not read, as one past MaxFileSize is not.
const MaxPackageSize = 64 << 20

// MaxFrontmatter bounds the frontmatter pluglint parses in one package,
// all skills together (see frontmatter.Budget): thousands of skills' worth,
// as real ones take a few hundred bytes.
const MaxFrontmatter = 2 << 20

// File is one file of a package as the loader found it.
type File struct {
	Path   string // package-relative, slash-separated
	State  FileState
	Detail string // what went wrong, for states other than Readable
	// Link is the symlink target as written, when Path is a symlink.
	Link string
	// Size is the file's size in bytes as stat reported it.
	Size int64
	Data []byte
	// text is Data as a string, once Text has made it.
	text   string
	hasTxt bool
	// doc and docErr are Data parsed as JSON, once JSON has parsed it.
	doc    *pyjson.Document
	docErr *pyjson.SyntaxError
	hasDoc bool

	// real is the in-root path the loader reads Path from, after
	// following symlinks.
	real string
	// secretSpans caches SecretSpans.
	secretSpans    []Span
	secretsScanned bool
	lines          []int // byte offset of the start of each line, built lazily
	// marks holds, for lines longer than markEvery bytes, the column at
	// about every markEvery bytes, built lazily: a minified file is one
	// long line, and thousands of findings on it must not each decode the
	// line from its start.
	marks map[int][]colMark
	// code is set on a file read as a server's code (see CodeFile).
	code bool
}

// markEvery is the spacing of column marks on long lines.
const markEvery = 1024

// colMark is a rune boundary on a long line and its columns.
type colMark struct{ off, col, col16 int }

// JSONFile is plugin.json or mcp.json: the file plus its parse.
type JSONFile struct {
	*File
	Doc *pyjson.Document
	Err *pyjson.SyntaxError
}

// Root returns the parsed top-level value, or nil when the file was not
// read or did not parse.
func (f *JSONFile) Root() *pyjson.Value {
	if f == nil || f.Doc == nil {
		return nil
	}
	return f.Doc.Root
}

// Object returns the top-level value when it is an object, else nil.
func (f *JSONFile) Object() *pyjson.Value {
	if r := f.Root(); r != nil && r.Kind == pyjson.Object {
		return r
	}
	return nil
}

// Skill is one immediate subdirectory of skills/ that holds a SKILL.md.
type Skill struct {
	Name string // the directory name
	// Dir is the directory's package-relative path ("skills/summarize").
	Dir string
	// DirLink is set when the directory is a symlink; DirEscapes when it
	// resolves outside the root (then SKILL.md is never looked at).
	DirLink    string
	DirEscapes bool
	SkillMD    *File
	Front      *frontmatter.Frontmatter
	FrontErr   *frontmatter.Error
}

// SkillsRoot is the skills/ directory.
type SkillsRoot struct {
	*File // Path "skills"; State Readable means an in-root directory
	// TopSkillMD is set when skills/SKILL.md exists: Hermes ignores it.
	TopSkillMD bool
	Skills     []*Skill // in name order, as Hermes walks them
}

// Package is everything the loader read from one package root. Rules see
// the package only through it; they never open files.
type Package struct {
	// Dir is the package root as shown to the user, slash-separated and
	// relative to the directory pluglint runs in ("." for that directory).
	Dir string
	// KeyDir is the package root as fingerprints name it, the same
	// whichever directory pluglint runs in (see Source.KeyDir); Dir when
	// empty.
	KeyDir   string
	Manifest *JSONFile // plugin.json; never nil (State says if it exists)
	MCP      *JSONFile // mcp.json; never nil
	// Native lists plugin.yaml / plugin.yml beside plugin.json.
	Native []*File
	Skills *SkillsRoot // never nil (State Missing when absent)
	// Inventory is the tool inventory file, when one was found or named.
	Inventory *JSONFile
	// InventoryExternal is set when the inventory lives outside the package
	// (named by --tools or the config file); its Path is then as shown.
	InventoryExternal bool
	// Lock is .pluglint/lock.json, what a reviewer approved (see package
	// lock), when the package has one.
	Lock *JSONFile
	// HermesConfig is the user's config.yaml, when --hermes-config is set.
	HermesConfig *HermesConfig

	entries map[string]Entry
	files   map[string]*File
	src     Source
	// servers and serverIndex cache ServerMembers and ServerMember's
	// index: rules ask for each server and each declaration. A package is
	// read by one goroutine at a time, so they take no lock.
	servers     []*pyjson.Member
	serverIndex map[string]*pyjson.Member
	// code holds, by server name, the code files of the servers that run
	// the package's own code (see ServerCode).
	code map[string][]*File
}

// Text returns the file's contents as a string. The conversion is made
// once: the secret scan, the skill index and several rules read a
// SKILL.md as text, and each conversion was a copy of the whole file.
func (f *File) Text() string {
	if !f.hasTxt {
		f.text, f.hasTxt = string(f.Data), true
	}
	return f.text
}

// JSON returns the file parsed as JSON, as Python's json reads it, or
// the syntax error; nil and nil when the file was not read. The parse is
// made once: the loader, the secret scan and the reading of other
// clients' manifests all want the same tree.
func (f *File) JSON() (*pyjson.Document, *pyjson.SyntaxError) {
	if !f.hasDoc && f.State == Readable {
		f.doc, f.docErr = pyjson.Parse(f.Data)
		f.hasDoc = true
	}
	return f.doc, f.docErr
}

// SecretSpans returns the spans of the file that hold credentials, as
// scan finds them. scan runs at most once per file: the engine scans every
// file before the rules run, and reporters ask again for each excerpt they
// print, holding the file but not its package.
func (f *File) SecretSpans(scan func() []Span) []Span {
	if !f.secretsScanned {
		f.secretSpans, f.secretsScanned = scan(), true
	}
	return f.secretSpans
}

// Entry describes one path inside the package after in-root symlink
// resolution, for rules that ask whether something exists (a ./command).
type Entry struct {
	State FileState
	Dir   bool
	Exec  bool // any execute bit is set
	Link  string
}

// Entry reports what is at a package-relative path, as recorded by the
// loader. Paths the loader did not look at report Missing.
func (p *Package) Entry(path string) Entry {
	return p.entries[path]
}

// Stat resolves a package-relative path inside the root, following
// in-root symlinks, and says what is there without reading it: for rules
// that check a ./command exists and is executable.
func (p *Package) Stat(path string) Entry {
	if e, ok := p.entries[path]; ok {
		return e
	}
	if p.src.FS == nil {
		return Entry{}
	}
	l := &loader{src: p.src, pkg: &Package{entries: map[string]Entry{}}}
	l.stat(path)
	return l.pkg.entries[path]
}

// File returns a package file by its package-relative path, or nil.
func (p *Package) File(path string) *File {
	return p.files[path]
}

// addFile records a file so reporters can turn offsets into positions.
func (p *Package) addFile(f *File) {
	if p.files == nil {
		p.files = map[string]*File{}
	}
	p.files[f.Path] = f
}

// FileData returns the bytes of a readable package file by its
// package-relative path, or nil.
func (p *Package) FileData(path string) []byte {
	if f := p.files[path]; f != nil && f.State == Readable {
		return f.Data
	}
	return nil
}

// FileJSON returns a readable package file parsed as JSON, by its
// package-relative path, or nil when it is missing, unreadable or not
// valid JSON.
func (p *Package) FileJSON(path string) *pyjson.Document {
	if f := p.files[path]; f != nil {
		if doc, err := f.JSON(); err == nil {
			return doc
		}
	}
	return nil
}

// TextFiles returns the files of the package that are its text, sorted
// by path: every file but a server's code (CodeFile), which is read only
// for the names of the tools it registers.
func (p *Package) TextFiles() []*File {
	var out []*File
	for _, path := range p.FilePaths() {
		if f := p.files[path]; !f.code {
			out = append(out, f)
		}
	}
	return out
}

// FilePaths returns every file the package holds, sorted.
func (p *Package) FilePaths() []string {
	out := make([]string, 0, len(p.files))
	for k := range p.files {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Line returns the text of 1-based line n without its line ending.
func (f *File) Line(n int) string {
	f.index()
	if n < 1 || n > len(f.lines) {
		return ""
	}
	start := f.lines[n-1]
	end := len(f.Data)
	if n < len(f.lines) {
		end = f.lines[n] - 1
	}
	if end > start && f.Data[end-1] == '\r' {
		end--
	}
	if end < start {
		end = start
	}
	return string(f.Data[start:end])
}

func (f *File) index() {
	if f.lines != nil {
		return
	}
	f.lines = append(f.lines, 0)
	for i, c := range f.Data {
		if c == '\n' {
			f.lines = append(f.lines, i+1)
		}
	}
}

// Position converts a byte offset into a 1-based line and character column
// plus the UTF-16 column SARIF wants. Offsets past the end clamp to it.
func (f *File) Position(off int) (line, col, col16 int) {
	f.index()
	if off < 0 {
		off = 0
	}
	if off > len(f.Data) {
		off = len(f.Data)
	}
	i := sort.Search(len(f.lines), func(i int) bool { return f.lines[i] > off }) - 1
	if i < 0 {
		i = 0
	}
	from, col, col16 := f.lines[i], 1, 1
	if off-from > markEvery {
		marks := f.lineMarks(i)
		if j := sort.Search(len(marks), func(j int) bool { return marks[j].off > off }) - 1; j >= 0 {
			from, col, col16 = marks[j].off, marks[j].col, marks[j].col16
		}
	}
	col, col16 = advance(f.Data[from:off], col, col16)
	return i + 1, col, col16
}

// lineEnd returns the offset where 0-based line i's text ends, before its
// "\n" or "\r\n".
func (f *File) lineEnd(i int) int {
	end := len(f.Data)
	if i+1 < len(f.lines) {
		end = f.lines[i+1] - 1
	}
	if end > f.lines[i] && f.Data[end-1] == '\r' {
		end--
	}
	return max(end, f.lines[i])
}

// LineColumns returns how many characters line n (1-based) holds.
func (f *File) LineColumns(n int) int {
	f.index()
	if n < 1 || n > len(f.lines) {
		return 0
	}
	_, col, _ := f.Position(f.lineEnd(n - 1))
	return col - 1
}

// columnOffset returns the offset of 1-based column col on 0-based line
// i, or the line's end when the line is shorter; on a long line it
// decodes from the nearest column mark, not from the line start.
func (f *File) columnOffset(i, col int) int {
	off, c := f.lines[i], 1
	end := f.lineEnd(i)
	if end-off > markEvery {
		marks := f.lineMarks(i)
		if j := sort.Search(len(marks), func(j int) bool { return marks[j].col > col }) - 1; j >= 0 {
			off, c = marks[j].off, marks[j].col
		}
	}
	for c < col && off < end {
		_, size := utf8.DecodeRune(f.Data[off:end])
		off += size
		c++
	}
	return off
}

// advance adds the columns b spans to col and col16.
func advance(b []byte, col, col16 int) (int, int) {
	for len(b) > 0 {
		if b[0] < utf8.RuneSelf {
			col, col16, b = col+1, col16+1, b[1:]
			continue
		}
		r, size := utf8.DecodeRune(b)
		b = b[size:]
		col, col16 = step(r, col, col16)
	}
	return col, col16
}

// step adds rune r's columns: one, and one or two UTF-16 code units.
func step(r rune, col, col16 int) (int, int) {
	if r >= 0x10000 {
		return col + 1, col16 + 2
	}
	return col + 1, col16 + 1
}

// lineMarks returns the column marks of 0-based line i, decoding the line
// once. Marks sit on the rune boundaries decoding from the line start
// meets, so decoding onward from a mark gives the columns decoding from
// the line start would.
func (f *File) lineMarks(i int) []colMark {
	if m, ok := f.marks[i]; ok {
		return m
	}
	start, end := f.lines[i], len(f.Data)
	if i+1 < len(f.lines) {
		end = f.lines[i+1]
	}
	var marks []colMark
	col, col16, next := 1, 1, start+markEvery
	for off := start; off < end; {
		if off >= next {
			marks = append(marks, colMark{off, col, col16})
			next = off + markEvery
		}
		r, size := utf8.DecodeRune(f.Data[off:end])
		off += size
		col, col16 = step(r, col, col16)
	}
	if f.marks == nil {
		f.marks = map[int][]colMark{}
	}
	f.marks[i] = marks
	return marks
}

// Span is a half-open byte range in a file.
type Span struct {
	Start, End int
}

// HermesNamespace is the extension namespace Hermes reads in plugin.json.
const HermesNamespace = "com.nousresearch.hermes"

// MCPSchemaV1 is the only mcp.json "$schema" Hermes accepts.
const MCPSchemaV1 = "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json"

// WithMCP returns a copy of p whose mcp.json is f, sharing everything else:
// a view of the package as if something in mcp.json were fixed, to find
// what lies behind a drop. What p cached about mcp.json is not carried
// over.
func (p *Package) WithMCP(f *JSONFile) *Package {
	c := *p
	c.MCP = f
	c.servers, c.serverIndex = nil, nil
	return &c
}

// linearLookups is how many entries a name lookup scans before an index
// pays: a package has a few servers, a hostile one tens of thousands.
const linearLookups = 16

// ServerMember returns mcp.json's server entry of that name as Hermes's
// dict holds it, or nil.
func (p *Package) ServerMember(name string) *pyjson.Member {
	members := p.ServerMembers()
	if len(members) <= linearLookups {
		for _, m := range members {
			if m.Key == name {
				return m
			}
		}
		return nil
	}
	if p.serverIndex == nil {
		p.serverIndex = make(map[string]*pyjson.Member, len(members))
		for _, m := range members {
			p.serverIndex[m.Key] = m
		}
	}
	return p.serverIndex[name]
}

// ServerMembers returns mcp.json's servers as Hermes's dict holds them (one
// per name, last entry wins, first position), or nil when mcpServers is
// not an object.
func (p *Package) ServerMembers() []*pyjson.Member {
	obj := p.MCP.Object()
	if obj == nil {
		return nil
	}
	servers := obj.Get("mcpServers")
	if servers == nil || servers.Kind != pyjson.Object {
		return nil
	}
	// Rules ask once per server, and with repeated names working out the
	// entries costs a pass over them.
	if p.servers == nil {
		p.servers = servers.Effective()
	}
	return p.servers
}

// Declarations returns the members of
// extensions["com.nousresearch.hermes"].servers in plugin.json when every
// level is an object, else nil.
func (p *Package) Declarations() []*pyjson.Member {
	v := p.HermesNamespace()
	if v == nil {
		return nil
	}
	servers := v.Get("servers")
	if servers == nil || servers.Kind != pyjson.Object {
		return nil
	}
	return servers.Effective()
}

// HermesNamespace returns plugin.json's Hermes extension object, or nil.
func (p *Package) HermesNamespace() *pyjson.Value {
	obj := p.Manifest.Object()
	if obj == nil {
		return nil
	}
	ext := obj.Get("extensions")
	if ext == nil || ext.Kind != pyjson.Object {
		return nil
	}
	ns := ext.Get(HermesNamespace)
	if ns == nil || ns.Kind != pyjson.Object {
		return nil
	}
	return ns
}

// LineStart returns the byte offset where 1-based line n starts, and
// false when the file has no such line.
func (f *File) LineStart(n int) (int, bool) {
	f.index()
	if n < 1 || n > len(f.lines) {
		return 0, false
	}
	return f.lines[n-1], true
}

// ColumnOffset returns the byte offset of 1-based column col on 1-based
// line n, which must exist (see LineStart).
func (f *File) ColumnOffset(n, col int) int {
	f.index()
	return f.columnOffset(n-1, col)
}

// WithFiles returns a package holding only Dir and the named files (those
// it has): what reporters need once linting is done.
func (p *Package) WithFiles(paths []string) *Package {
	out := &Package{Dir: p.Dir}
	for _, path := range paths {
		if f := p.files[path]; f != nil && out.files[path] == nil {
			out.addFile(f)
		}
	}
	return out
}

// ForgetMemo drops what rules memoized: a catalog keeps every package
// until its report is written.
func (p *Package) ForgetMemo() { p.servers, p.serverIndex = nil, nil }
