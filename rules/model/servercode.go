package model

import (
	"io/fs"
	"path"
	"strings"

	"github.com/pluglint/pluglint/rules/launch"
	"github.com/pluglint/pluglint/rules/pyjson"
)

// Code bounds: a server's own code is read to find the tools it
// registers, never run. A bundled server is one file or a few dozen;
// more than this is a repository, not a server, and the rest is left.
const (
	maxCodeFiles    = 200
	maxCodeFileSize = 2 << 20
	maxCodeBytes    = 8 << 20
)

// codeExts are the languages whose tool registrations are read.
var codeExts = []string{".js", ".mjs", ".cjs", ".ts", ".mts", ".cts", ".py", ".go"}

// interpreters run a script named by a relative path in their args
// (uv run server.py, npx tsx src/index.ts, go run main.go too).
var interpreters = []string{"node", "nodejs", "bun", "deno", "tsx", "ts-node", "python", "python3", "uv", "npx", "go"}

// ServerCode returns the source files of a server that runs the
// package's own code (see Load), or nil.
func (p *Package) ServerCode(server string) []*File {
	return p.code[server]
}

// CodeFile reports whether f was read as a server's code: it is read
// for the tools it registers, not as package text (the secret scan
// leaves it alone).
func (f *File) CodeFile() bool { return f.code }

// serverCode reads the code of the servers that run the package's own
// code: a stdio server whose command or args name a file of the package
// (`${PLUGIN_ROOT}/dist/index.js`, `./server.py`, `node scripts/x.js`).
// When one server does, every code file of the package is its code (a
// launcher in bin/ starts what src/ registers); when several do, each
// gets the code under its entry file's top directory. A server the
// package launches by name from a package index (npx @acme/mcp, uvx
// acme-mcp) gets the code of the project by that name when the package
// holds it (see projects): the repository that publishes the server
// ships the package beside it, and the source is that of the project
// published, if not always of the version launched.
func (l *loader) serverCode() {
	type local struct {
		name string
		dir  string // the entry's top directory, "" for the root
	}
	var locals []local
	type launched struct{ name, project string } // a server launched by name, its project's key
	var published []launched
	for _, m := range l.pkg.ServerMembers() {
		if entry, ok := localEntry(m.Value, l.isFile); ok {
			dir, _, found := strings.Cut(entry, "/")
			if !found {
				dir = ""
			}
			locals = append(locals, local{m.Key, dir})
		} else if name := publishedName(m.Value); name != "" {
			published = append(published, launched{m.Key, name})
		}
	}
	if len(locals) == 0 && len(published) == 0 {
		return
	}
	l.pkg.code = map[string][]*File{}
	budget := &codeBudget{files: maxCodeFiles, bytes: maxCodeBytes}
	if len(locals) == 1 {
		l.pkg.code[locals[0].name] = l.codeUnder(".", budget)
	} else {
		for _, s := range locals {
			if s.dir != "" {
				l.pkg.code[s.name] = l.codeUnder(s.dir, budget)
			}
		}
	}
	if len(published) == 0 {
		return
	}
	projects := l.projects()
	for _, s := range published {
		if dir, ok := projects[s.project]; ok {
			l.pkg.code[s.name] = l.codeUnder(dir, budget)
		}
	}
}

// publishedName returns the project a stdio server's launcher fetches
// from a package index by name (npx NAME, uvx NAME, pipx run NAME), keyed
// as projects keys it, or "".
func publishedName(entry *pyjson.Value) string {
	l, _ := launch.Server(entry)
	if l == nil || len(l.Refs) == 0 || l.Refs[0].Kind != launch.Registry || l.Refs[0].Dynamic {
		return ""
	}
	if l.Launcher == "uvx" || l.Launcher == "pipx run" {
		return "pypi:" + pythonProject(l.Refs[0].Name)
	}
	return "npm:" + l.Refs[0].Name
}

// Where a package's own projects are looked for: a repository that
// publishes its server and ships the package beside it keeps the
// server's project at the root or a directory or two down
// (packages/mcp-server, server).
const (
	maxProjectDepth = 2
	maxProjectDirs  = 64
	maxProjectFile  = 1 << 20
)

// projects maps each project the package holds, keyed "npm:NAME" by its
// package.json's name or "pypi:NAME" by its pyproject.toml's project name,
// to the directory that holds it. It looks at most maxProjectDepth
// directories down, outside dependencies, tests and hidden directories.
// The manifests are read to name the project, not as package text.
func (l *loader) projects() map[string]string {
	out := map[string]string{}
	dirs := maxProjectDirs
	_ = fs.WalkDir(l.src.FS, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil {
			return fs.SkipDir
		}
		if d.IsDir() {
			if name == "." {
				return nil
			}
			if dirs == 0 || notCodeDir(d.Name()) || strings.Count(name, "/") >= maxProjectDepth {
				return fs.SkipDir
			}
			dirs--
			return nil
		}
		base := d.Name()
		if !projectManifest(base) {
			return nil
		}
		f := l.stat(name)
		if f.State != Readable || f.Size > maxProjectFile {
			return nil
		}
		f.code = true
		if f = l.read(f); f.State != Readable {
			return nil
		}
		key := ""
		if base == "package.json" {
			key = "npm:" + npmName(f.Data)
		} else if n := pyprojectName(f.Data); n != "" {
			key = "pypi:" + pythonProject(n)
		}
		if _, dup := out[key]; !dup && !strings.HasSuffix(key, ":") {
			out[key] = path.Dir(name)
		}
		return nil
	})
	return out
}

func projectManifest(base string) bool {
	return base == "package.json" || base == "pyproject.toml"
}

// npmName is a package.json's "name", or "".
func npmName(data []byte) string {
	doc, err := pyjson.Parse(data)
	if err != nil || doc.Root == nil {
		return ""
	}
	if n := doc.Root.Get("name"); n != nil && n.Kind == pyjson.String {
		return n.Str
	}
	return ""
}

// pyprojectName is the project's name in a pyproject.toml: `name` in its
// [project] table (or Poetry's [tool.poetry]), as a basic or literal
// string on one line, or "".
func pyprojectName(data []byte) string {
	table := ""
	for line := range strings.Lines(string(data)) {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, "[") {
			table = strings.TrimSpace(strings.Trim(line, "[]"))
			continue
		}
		if table != "project" && table != "tool.poetry" {
			continue
		}
		key, value, ok := strings.Cut(line, "=")
		if !ok || strings.TrimSpace(key) != "name" {
			continue
		}
		value = strings.TrimSpace(value)
		if len(value) >= 2 && (value[0] == '"' || value[0] == '\'') {
			if end := strings.IndexByte(value[1:], value[0]); end >= 0 {
				return value[1 : 1+end]
			}
		}
	}
	return ""
}

// pythonProject is a Python project name normalised as the package index
// compares names: lower case, each run of "-", "_" and "." one "-".
func pythonProject(name string) string {
	var b strings.Builder
	sep := false
	for _, r := range strings.ToLower(name) {
		if r == '-' || r == '_' || r == '.' {
			sep = true
			continue
		}
		if sep && b.Len() > 0 {
			b.WriteByte('-')
		}
		sep = false
		b.WriteRune(r)
	}
	return b.String()
}

type codeBudget struct{ files, bytes int }

// isFile reports whether a readable regular file is at the
// package-relative path.
func (l *loader) isFile(name string) bool {
	return l.stat(name).State == Readable
}

// codeUnder reads the code files under dir, within the budget, in the
// order fs.WalkDir visits them. Directories of dependencies, tests,
// skills and hidden ones are not the server's code.
func (l *loader) codeUnder(dir string, budget *codeBudget) []*File {
	var out []*File
	_ = fs.WalkDir(l.src.FS, dir, func(name string, d fs.DirEntry, err error) error {
		if err != nil || budget.files == 0 {
			return fs.SkipDir
		}
		base := d.Name()
		if d.IsDir() {
			if name != dir && notCodeDir(base) {
				return fs.SkipDir
			}
			return nil
		}
		if !codeName(base) {
			return nil
		}
		f := l.stat(name)
		if f.State != Readable || f.Size > maxCodeFileSize || f.Size > int64(budget.bytes) {
			return nil
		}
		budget.files--
		budget.bytes -= int(f.Size)
		f.code = true
		if f = l.read(f); f.State == Readable {
			out = append(out, f)
		}
		return nil
	})
	return out
}

// CodeCandidate reports whether the file at a package-relative path is
// one the loader may read as a server's code (see ServerCode): a code
// file, outside dependencies, tests, skills and hidden directories, or
// a project manifest (package.json, pyproject.toml) that may name a
// server launched by name. The browser playground reads such files as
// the CLI would.
func CodeCandidate(name string) bool {
	dir, base := path.Split(name)
	for _, d := range strings.Split(strings.Trim(dir, "/"), "/") {
		if d != "" && notCodeDir(d) {
			return false
		}
	}
	return codeName(base) || projectManifest(base) && strings.Count(name, "/") <= maxProjectDepth
}

func notCodeDir(base string) bool {
	switch base {
	case "node_modules", "vendor", "venv", "__pycache__", "test", "tests", "__tests__", "spec", "skills", "examples", "docs":
		return true
	}
	return strings.HasPrefix(base, ".")
}

func codeName(base string) bool {
	for _, suffix := range []string{".d.ts", ".test.ts", ".test.js", ".spec.ts", ".spec.js", "_test.py", "_test.go"} {
		if strings.HasSuffix(base, suffix) {
			return false
		}
	}
	for _, prefix := range []string{"test_", "test-", "example-", "example_", "example."} {
		if strings.HasPrefix(base, prefix) {
			return false // test-logger.ts, example-tool-usage.js: not the server
		}
	}
	return hasCodeExt(base)
}

func hasCodeExt(name string) bool {
	ext := path.Ext(name)
	for _, e := range codeExts {
		if ext == e {
			return true
		}
	}
	return false
}

// localEntry returns the package's code file a stdio server entry
// starts, when its command or args name one: a script under
// ${PLUGIN_ROOT} (or Claude Code's ${CLAUDE_PLUGIN_ROOT}) or starting
// with ./, or one relative to the package that an interpreter command
// runs, or the package's module it runs with -m (`python3 -m server`,
// when exists says server.py or server/__main__.py is there); or "."
// when the package itself is the project run (`uv run --project
// ${PLUGIN_ROOT}`). A binary is not read.
func localEntry(entry *pyjson.Value, exists func(string) bool) (string, bool) {
	if entry == nil || entry.Kind != pyjson.Object {
		return "", false
	}
	cmd := entry.Get("command")
	if cmd == nil || cmd.Kind != pyjson.String {
		return "", false
	}
	words := []string{cmd.Str}
	if args := entry.Get("args"); args != nil && args.Kind == pyjson.Array {
		for _, a := range args.Items {
			if a.Kind == pyjson.String {
				words = append(words, a.Str)
			}
		}
	}
	// A relative script is relative to the entry's cwd when that is a
	// directory of the package (cwd: ./mcp-tools, python server.py).
	dir := ""
	if cwd := entry.Get("cwd"); cwd != nil && cwd.Kind == pyjson.String {
		if rel, marked := packagePath(cwd.Str); marked {
			dir = strings.TrimPrefix(path.Clean("/"+rel), "/")
		}
	}
	interp := false
	for _, name := range interpreters {
		if path.Base(cmd.Str) == name {
			interp = true
		}
	}
	for i, w := range words {
		if w == "${PLUGIN_ROOT}" || w == "${CLAUDE_PLUGIN_ROOT}" || w == "${CURSOR_PLUGIN_ROOT}" {
			return ".", true // uv run --project ${PLUGIN_ROOT}: the package is the project
		}
		if interp && w == "-m" && i+1 < len(words) {
			// python3 -m server: a module of the package, when it has one
			// by that name (else one installed elsewhere).
			mod := path.Join(dir, strings.ReplaceAll(words[i+1], ".", "/"))
			for _, file := range []string{mod + ".py", mod + "/__main__.py"} {
				if !strings.Contains(mod, "$") && !strings.HasPrefix(mod, "/") && exists(file) {
					return path.Clean(file), true
				}
			}
			continue
		}
		rel, marked := packagePath(w)
		if !hasCodeExt(rel) || !marked && !(interp && i > 0 && !strings.HasPrefix(w, "/") && !strings.Contains(w, "$")) {
			continue
		}
		if !marked {
			rel = path.Join(dir, rel)
		}
		rel = path.Clean(rel)
		if rel == ".." || strings.HasPrefix(rel, "../") {
			continue
		}
		if !marked && !exists(rel) {
			continue // npx -y name.js: a package named like a file
		}
		return rel, true
	}
	return "", false
}

// packagePath strips the prefix that says a word is a path in the
// package.
func packagePath(w string) (string, bool) {
	for _, prefix := range []string{"${PLUGIN_ROOT}/", "${CLAUDE_PLUGIN_ROOT}/", "${CURSOR_PLUGIN_ROOT}/", "./"} {
		if rest, ok := strings.CutPrefix(w, prefix); ok {
			return rest, true
		}
	}
	return w, false
}
