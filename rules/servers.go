package rules

import (
	"fmt"
	"path"
	"regexp"
	"strings"
	"sync"

	"github.com/pluglint/pluglint/rules/hermes"
	"github.com/pluglint/pluglint/rules/model"
	"github.com/pluglint/pluglint/rules/pyjson"
	"github.com/pluglint/pluglint/rules/words"
)

// wantMCPSchema is the only mcp.json "$schema" Hermes accepts.
const wantMCPSchema = MCPSchemaURL

// mcpServer is one mcp.json server as Hermes's dict holds it.
type mcpServer struct {
	Member *pyjson.Member
	// Obj is the entry when Hermes gets as far as its type: an object
	// under a non-empty name. Nil otherwise.
	Obj *pyjson.Value
	// Type is "stdio", "streamable-http" or "sse" when the entry's type is
	// one Hermes recognises, else "".
	Type string
}

// mcpServerList returns mcp.json's servers with the type Hermes reads.
func mcpServerList(pkg *model.Package) []mcpServer {
	var out []mcpServer
	for _, m := range pkg.ServerMembers() {
		s := mcpServer{Member: m}
		if m.Key != "" && m.Value.Kind == pyjson.Object {
			s.Obj = m.Value
			if t := m.Value.Get("type"); t != nil && t.Kind == pyjson.String {
				switch t.Str {
				case hermes.TypeStdio, hermes.TypeRemote, hermes.TypeSSE:
					s.Type = t.Str
				}
			}
		}
		out = append(out, s)
	}
	return out
}

// mcpServersOfType returns the servers of one recognised type.
func mcpServersOfType(pkg *model.Package, typ string) []mcpServer {
	var out []mcpServer
	for _, s := range mcpServerList(pkg) {
		if s.Type == typ {
			out = append(out, s)
		}
	}
	return out
}

// stdioCommandCheck is Hermes's verdict on a stdio server's "command".
type stdioCommandCheck struct {
	OK bool
	// IsPath marks an accepted "./" command. Path is what follows "./" as
	// written; Rel is the same path normalised ("" for the package root),
	// valid when InRoot.
	IsPath    bool
	Path, Rel string
	InRoot    bool
	// Bare is the accepted bare program name.
	Bare string
	// Problem says what is wrong ("command ... is ..."), Hint how to fix it
	// (with a leading space and parentheses), when not OK.
	Problem, Hint string
}

// stdioCommand applies Hermes's command rules to a stdio server entry.
func stdioCommand(pkg *model.Package, obj *pyjson.Value) stdioCommandCheck {
	m := obj.Member("command")
	if m == nil {
		return stdioCommandCheck{Problem: "has no \"command\"", Hint: " (add the program to run, such as \"npx\")"}
	}
	v := m.Value
	if v.Kind != pyjson.String {
		c := stdioCommandCheck{Problem: "has a \"command\" that is " + words.Kind(v) + ", not a string"}
		if v.Kind == pyjson.Array {
			c.Hint = " (put the program in \"command\" and the rest in \"args\")"
		}
		return c
	}
	cmd := v.Str
	switch {
	case cmd == "":
		return stdioCommandCheck{Problem: "has an empty \"command\""}
	case strings.ContainsRune(cmd, 0):
		return stdioCommandCheck{Problem: "has a \"command\" containing a NUL character"}
	case strings.HasPrefix(cmd, "./"):
		r := resolveScoped(pkg, cmd, false)
		if r.Escapes {
			return stdioCommandCheck{Problem: fmt.Sprintf("has command %q, which %s", cmd, r.Why)}
		}
		return stdioCommandCheck{OK: true, IsPath: true, Path: cmd[2:], Rel: r.Rel, InRoot: r.InRoot}
	case strings.IndexFunc(cmd, hermes.IsSpace) >= 0:
		return stdioCommandCheck{
			Problem: fmt.Sprintf("has command %q, which %s", cmd, cmdSpaceProblem(cmd)),
			Hint:    splitCommandHint(cmd, obj.Get("args")),
		}
	case strings.ContainsAny(cmd, "/\\") || cmd == "." || cmd == "..":
		return stdioCommandCheck{
			Problem: fmt.Sprintf("has command %q, which is neither a bare program name nor a \"./\" path", cmd),
			Hint:    pathCommandHint(cmd),
		}
	}
	return stdioCommandCheck{OK: true, Bare: cmd}
}

// cmdSpaceProblem says which whitespace makes a command more than one token,
// naming the kinds a reader cannot see.
func cmdSpaceProblem(cmd string) string {
	for _, r := range cmd {
		if hermes.IsSpace(r) && r != ' ' {
			name := fmt.Sprintf("%U", r)
			switch r {
			case '\t':
				name = "a tab"
			case '\n', '\r':
				name = "a line break"
			case 0xa0:
				name = "a non-breaking space (U+00A0)"
			case 0x202f:
				name = "a narrow non-breaking space (U+202F)"
			case 0x3000:
				name = "an ideographic space (U+3000)"
			default:
				name = "the whitespace character " + name
			}
			return "contains " + name + ", so it is not one token"
		}
	}
	return "is not one token"
}

// splitCommandHint suggests command and args for a command with spaces.
func splitCommandHint(cmd string, args *pyjson.Value) string {
	fields := strings.FieldsFunc(cmd, hermes.IsSpace)
	switch len(fields) {
	case 0:
		return ""
	case 1:
		return fmt.Sprintf(" (write %q without the whitespace)", fields[0])
	}
	quoted := make([]string, len(fields)-1)
	for i, a := range fields[1:] {
		quoted[i] = fmt.Sprintf("%q", a)
	}
	where := "in \"args\""
	if args != nil {
		where = "at the start of \"args\""
	}
	return fmt.Sprintf(" (put %q in \"command\" and [%s] %s)", fields[0], strings.Join(quoted, ", "), where)
}

// pathCommandHint explains how to write a path command Hermes accepts.
func pathCommandHint(cmd string) string {
	slashed := strings.ReplaceAll(cmd, "\\", "/")
	switch {
	case cmd == "." || cmd == "..":
		return " (it names a directory, not a program)"
	case cmdRootPlaceholderPrefix().MatchString(cmd):
		rest := cmd[cmdRootPlaceholderPrefix().FindStringIndex(cmd)[1]:]
		return fmt.Sprintf(" (placeholders are not expanded in \"command\": write %q)",
			"./"+strings.ReplaceAll(rest, "\\", "/"))
	case strings.HasPrefix(cmd, "$") || strings.HasPrefix(cmd, "%"):
		return " (placeholders are not expanded in \"command\")"
	case strings.HasPrefix(cmd, "~"):
		return " (\"~\" is not expanded; ship the program in the package and write \"./...\")"
	case strings.HasPrefix(slashed, "/") || (len(cmd) > 2 && cmd[1] == ':' && (cmd[2] == '/' || cmd[2] == '\\')):
		base := path.Base(slashed)
		return fmt.Sprintf(" (an absolute path works on one machine only: use the bare name %q, found on PATH, "+
			"or ship the program and write \"./...\")", base)
	case strings.HasPrefix(slashed, "../"):
		return " (it points outside the package: ship the program in it and write \"./...\")"
	case strings.HasPrefix(cmd, ".\\"):
		return fmt.Sprintf(" (write %q)", "./"+strings.ReplaceAll(cmd[2:], "\\", "/"))
	}
	return fmt.Sprintf(" (write %q for a program in the package)", "./"+slashed)
}

// scopedPath is the result of resolving a "./", ${PLUGIN_ROOT} or
// ${PLUGIN_DATA} path the way Hermes's _resolve_scoped_path does.
type scopedPath struct {
	// Form is "./", "${PLUGIN_ROOT}" or "${PLUGIN_DATA}", or "" when the
	// value starts with none of them (Hermes refuses it).
	Form    string
	Escapes bool
	Why     string // how it escapes: "resolves outside the package root"...
	// Rel is the package-relative path the value names when it stays in the
	// package root and holds no placeholder ("" is the root); InRoot says
	// whether Rel is meaningful.
	Rel    string
	InRoot bool
}

// resolveScoped mirrors _resolve_scoped_path: a "./" value is joined to the
// package root after expansion (so an expanded absolute path replaces the
// root, as pathlib does), a ${PLUGIN_ROOT} or ${PLUGIN_DATA} value is
// expanded as it stands, and the result must stay inside the root it
// started from. Symlinks inside the package are followed through
// Package.Stat, as Path.resolve follows them.
func resolveScoped(pkg *model.Package, value string, expand bool) scopedPath {
	expanded := value
	if expand {
		expanded = hermes.ScopedExpand(value)
	}
	var r scopedPath
	var base, candidate string
	switch {
	case strings.HasPrefix(value, "./"):
		r.Form, base = "./", hermes.ScopedRoot
		rest := expanded[2:]
		if strings.HasPrefix(rest, "/") {
			candidate = rest
		} else {
			candidate = hermes.ScopedRoot + "/" + rest
		}
	case expand && (value == "${PLUGIN_ROOT}" || strings.HasPrefix(value, "${PLUGIN_ROOT}/")):
		r.Form, base, candidate = "${PLUGIN_ROOT}", hermes.ScopedRoot, expanded
	case expand && (value == "${PLUGIN_DATA}" || strings.HasPrefix(value, "${PLUGIN_DATA}/")):
		r.Form, base, candidate = "${PLUGIN_DATA}", hermes.ScopedData, expanded
	default:
		return r
	}
	rootName := "the package root"
	if base == hermes.ScopedData {
		rootName = "the package's data directory"
	}
	clean := path.Clean(candidate)
	inside := clean == base || strings.HasPrefix(clean, base+"/")
	if !inside {
		r.Escapes = true
		r.Why = "resolves outside " + rootName
		if r.Form == "./" && strings.HasPrefix(expanded[2:], "/") {
			if strings.HasPrefix(expanded[2:], hermes.ScopedData) {
				r.Why = "resolves outside the package root: ${PLUGIN_DATA} expands to an absolute path, " +
					"which replaces the package root \"./\" stands for"
			} else if !strings.HasPrefix(expanded[2:], hermes.ScopedRoot) {
				r.Why = "resolves outside the package root: the part after \"./\" is an absolute path"
			}
		}
	}
	// Follow symlinks in the package root, where pluglint can see them.
	if base == hermes.ScopedRoot && strings.HasPrefix(candidate, hermes.ScopedRoot) {
		raw := strings.TrimPrefix(candidate, hermes.ScopedRoot)
		if !strings.ContainsRune(raw, 0) {
			rel := strings.TrimPrefix(raw, "/")
			switch st := pkg.Stat(rel); st.State {
			case model.Escapes:
				r.Escapes = true
				if inside {
					r.Why = "resolves outside the package root through a symlink"
				}
			case model.Readable:
				if !inside {
					r.Escapes, r.Why = false, ""
				}
			}
		}
	}
	if !r.Escapes && strings.HasPrefix(clean, hermes.ScopedRoot) && !strings.ContainsRune(clean[len(hermes.ScopedRoot):], 0) {
		r.InRoot = true
		r.Rel = strings.TrimPrefix(strings.TrimPrefix(clean, hermes.ScopedRoot), "/")
	}
	return r
}

// stdioLoopCrash returns the "command" or "cwd" member of a stdio server
// entry whose path runs into a symlink loop inside the package root, when
// Hermes's _translate_stdio gets that far. There Path.resolve(strict=False)
// raises RuntimeError("Symlink loop …") on Python 3.12 and older; the error
// is neither OSError nor ValueError, so it escapes the per-server handler
// and Hermes refuses the whole package. The checks before it follow
// _translate_stdio's order: a server skipped earlier never reaches it.
func stdioLoopCrash(pkg *model.Package, obj *pyjson.Value) *pyjson.Member {
	if !hermes.StdioKeysAllowed(obj) {
		return nil
	}
	cm := obj.Member("command")
	if cm == nil || cm.Value.Kind != pyjson.String {
		return nil
	}
	if cmd := cm.Value.Str; strings.HasPrefix(cmd, "./") && !strings.ContainsRune(cmd, 0) && scopedLoops(pkg, cmd, false) {
		return cm
	}
	if !stdioCommand(pkg, obj).OK || !hermes.StdioArgsEnvAllowed(obj) {
		return nil
	}
	wm := obj.Member("cwd")
	if wm == nil || wm.Value.Kind != pyjson.String || strings.ContainsRune(wm.Value.Str, 0) {
		return nil
	}
	if scopedLoops(pkg, wm.Value.Str, true) {
		return wm
	}
	return nil
}

// scopedLoops reports whether a "./" or ${PLUGIN_ROOT} path (expanded as
// resolveScoped does) lands in the package root on a symlink loop.
func scopedLoops(pkg *model.Package, value string, expand bool) bool {
	expanded := value
	if expand {
		expanded = hermes.ScopedExpand(value)
	}
	var candidate string
	switch {
	case strings.HasPrefix(value, "./"):
		candidate = hermes.ScopedRoot + "/" + expanded[2:]
		if strings.HasPrefix(expanded[2:], "/") {
			candidate = expanded[2:]
		}
	case expand && (value == "${PLUGIN_ROOT}" || strings.HasPrefix(value, "${PLUGIN_ROOT}/")):
		candidate = expanded
	default:
		return false
	}
	if candidate != hermes.ScopedRoot && !strings.HasPrefix(candidate, hermes.ScopedRoot+"/") {
		return false
	}
	rel := strings.TrimPrefix(strings.TrimPrefix(candidate, hermes.ScopedRoot), "/")
	if strings.ContainsRune(rel, 0) {
		return false
	}
	return pkg.LinkLoop(rel)
}

// mcpQuoteHint suggests quoting a number or boolean where a string is needed.
func mcpQuoteHint(v *pyjson.Value) string {
	switch v.Kind {
	case pyjson.Number:
		if !v.NonFinite {
			return fmt.Sprintf(" (quote it: %q)", v.Str)
		}
	case pyjson.Bool:
		return fmt.Sprintf(" (quote it: %q)", words.Scalar(v))
	}
	return ""
}

// mcpIsShellCommand reports whether a stdio server's command, when Hermes
// accepts it, is one of the shells its filter knows.
func mcpIsShellCommand(pkg *model.Package, server *pyjson.Value) bool {
	c := stdioCommand(pkg, server)
	return c.OK && hermes.IsShell(mcpCommandBasename(c))
}

// mcpCommandBasename is Hermes's _command_basename of the translated command:
// a "./" command becomes an absolute path under the package root, which is
// shell-split, and the first word's base name is lower-cased.
func mcpCommandBasename(c stdioCommandCheck) string {
	text := c.Bare
	if c.IsPath {
		text = "/plugin-root/" + c.Rel
	}
	text = strings.TrimFunc(text, hermes.IsSpace)
	if text == "" {
		return ""
	}
	words, err := hermes.ShlexSplit(text)
	if err != nil {
		words = strings.FieldsFunc(text, hermes.IsSpace)
	}
	first := text
	if len(words) > 0 {
		first = words[0]
	}
	if i := strings.LastIndexByte(first, '/'); i >= 0 {
		first = first[i+1:]
	}
	return strings.ToLower(first)
}

// cmdRootPlaceholderPrefix matches a command written from a package-root
// placeholder of Hermes or another client.
var cmdRootPlaceholderPrefix = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(?:\$\{(?:env:)?[A-Za-z_]*PLUGIN_ROOT\}|\$[A-Za-z_]*PLUGIN_ROOT)[/\\]`)
})
