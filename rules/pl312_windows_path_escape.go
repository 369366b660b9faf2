package rules

import (
	"fmt"
	"strings"

	"github.com/pluglint/pluglint/rules/hermes"
	"github.com/pluglint/pluglint/rules/pyjson"
)

// WindowsPathEscape warns about stdio server paths that stay inside their
// root on Linux and macOS but climb out of it on Windows, where "\" also
// separates path parts: a "./" command or a cwd (a Windows Hermes drops
// the server), and path-like args items and ${PLUGIN_ROOT} or
// ${PLUGIN_DATA} env values (Hermes checks none; the server reaches
// outside its package or data directory).
var WindowsPathEscape = &Rule{
	ID: "PL312", Name: "windows-path-escape", Level: Warning, Class: Advice,
	Precision: "high", Doc: windowsPathEscapeDoc, Run: runWindowsPathEscape,
}

var windowsPathEscapeDoc = Doc{
	Title: `a stdio server path climbs out of its root on Windows, where "\" separates path parts`,
	Why: `Hermes checks a "./" command and a "cwd" against the package root with Python's pathlib, which ` +
		`on Linux and macOS reads "\" as an ordinary character of a name and on Windows as a separator, ` +
		`like "/". So "./bin\..\..\tool" is one oddly named file inside the package on Linux, and two ` +
		`levels up on Windows, where Hermes drops the server ("path escapes its resolved root"). Hermes ` +
		`checks nothing in "args" and "env": "${PLUGIN_DATA}\..\shared" or "..\config.json" hand the server a path ` +
		`outside its data directory or package on Windows only. Portable packages are installed on ` +
		`Windows too. Only items whose Windows reading climbs above their root while the Linux reading ` +
		`does not are reported: URLs, regular expressions and flags are left alone.`,
	Fix: `Separate path parts with "/", which every platform reads the same way, and keep paths inside the ` +
		`package ("./...", "${PLUGIN_ROOT}/...") or its data directory ("${PLUGIN_DATA}/..."), where ` +
		`state shared between runs belongs.`,
	Bad: `mcp.json:
{"$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json",
 "mcpServers": {"notes": {"type": "stdio", "command": "./bin\\..\\..\\tools\\notes-mcp",
   "args": ["--store=${PLUGIN_DATA}\\..\\shared"]}}}`,
	Good: `mcp.json:
{"$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json",
 "mcpServers": {"notes": {"type": "stdio", "command": "./bin/notes-mcp",
   "args": ["--store=${PLUGIN_DATA}/shared"]}}}`,
}

// winRoots names the roots a path can start from, for messages.
var winRoots = map[string]string{
	"./":             "the package root",
	"${PLUGIN_ROOT}": "the package root",
	"${PLUGIN_DATA}": "the package's data directory",
}

const winSeparates = `on Windows, where "\" also separates path parts`

func runWindowsPathEscape(p *Pass) error {
	f := p.Pkg.MCP
	for _, s := range mcpServersOfType(p.Pkg, hermes.TypeStdio) {
		report := func(loc Loc, format string, args ...any) {
			p.Report(Finding{Loc: loc, Message: fmt.Sprintf("stdio server %q ", s.Name()) + fmt.Sprintf(format, args...)})
		}
		if m := s.Obj.Member("command"); m != nil && m.Value.Kind == pyjson.String {
			cmd := m.Value.Str
			if strings.HasPrefix(cmd, "./") && !strings.ContainsRune(cmd, 0) && !resolveScoped(p.Pkg, cmd, false).Escapes &&
				hermes.WindowsWalk(cmd[2:]).Escapes(0) {
				report(AtValue(f, m.Value), "has command %q, which leaves the package root %s; Hermes on Windows "+
					"drops the server (separate path parts with \"/\" and keep the path inside the package)", cmd, winSeparates)
			}
		}
		cwd := winCwd{root: winRoots["./"]}
		if m := s.Obj.Member("cwd"); m != nil && m.Value.Kind != pyjson.Null {
			cwd = windowsCwd(p, m.Value)
			if cwd.escapes {
				report(AtValue(f, m.Value), "has cwd %q, which leaves %s %s; Hermes on Windows drops the server "+
					"(separate path parts with \"/\" and keep the path inside %s)", m.Value.Str, cwd.root, winSeparates, cwd.root)
			}
		}
		if e := s.Obj.Get("env"); e != nil && e.Kind == pyjson.Object {
			for _, em := range e.Effective() {
				if v := em.Value; v.Kind == pyjson.String && strings.Contains(v.Str, `\`) {
					if root, ok := windowsRootedEscape(v.Str); ok {
						report(AtValue(f, v), "has env %q set to %q, which names a path outside %s %s (Linux and "+
							"macOS read \"\\\" as part of a name); Hermes does not check env values, so a Windows "+
							"Hermes lets the server reach outside (separate path parts with \"/\" and keep the path "+
							"inside)", em.Key, v.Str, root, winSeparates)
					}
				}
			}
		}
		a := s.Obj.Get("args")
		if a == nil || a.Kind != pyjson.Array {
			continue
		}
		for i, it := range a.Items {
			if it.Kind != pyjson.String {
				continue
			}
			start, root, ok := windowsArgEscape(it.Str, cwd)
			if !ok {
				continue
			}
			if root == "" {
				root = cwd.root + " (relative to the server's working directory)"
			}
			report(AtText(f, it, start, len(it.Str)), "has args[%d] %q, which names a path outside %s %s "+
				"(Linux and macOS read \"\\\" as part of a name); Hermes does not check args, so a Windows Hermes lets "+
				"the server reach outside (separate path parts with \"/\" and keep the path inside)", i, it.Str, root, winSeparates)
		}
	}
	return nil
}

// winCwd is a stdio server's working directory as a Windows Hermes reads
// it: the root it lies in, how deep below it on Windows and on Linux, or
// that it escapes on Windows only. The zero value is a working directory
// that cannot be followed (refused by Hermes everywhere, or holding a
// placeholder).
type winCwd struct {
	root            string
	winDepth, depth int
	escapes         bool
}

// known reports whether relative args can be followed from the working
// directory: it can be followed, and stays in its root on Windows.
func (c winCwd) known() bool { return c.root != "" && !c.escapes }

func windowsCwd(p *Pass, v *pyjson.Value) winCwd {
	if v.Kind != pyjson.String || strings.ContainsRune(v.Str, 0) {
		return winCwd{}
	}
	r := resolveScoped(p.Pkg, v.Str, true)
	if r.Form == "" || r.Escapes {
		return winCwd{} // PL304 reports it: Hermes drops the server everywhere
	}
	rest := v.Str[len(r.Form):]
	if r.Form != "./" {
		rest = strings.TrimLeft(rest, `/\`) // separators after the expanded root collapse
	}
	if strings.Contains(rest, "${PLUGIN_") {
		return winCwd{}
	}
	w := hermes.WindowsWalk(rest)
	return winCwd{root: winRoots[r.Form], winDepth: w.Depth, depth: hermes.PosixWalk(rest).Depth, escapes: w.Escapes(0)}
}

// windowsArgEscape decides whether an args item is a path that climbs out
// of its root on Windows only, and returns where the path starts in the
// item (after a "--flag=") and the root it leaves ("" for the server's
// working directory). Items without a "\", URLs and text holding
// characters no Windows path has (<>"|?*) are not paths to it.
func windowsArgEscape(item string, cwd winCwd) (start int, root string, ok bool) {
	text := item
	if strings.HasPrefix(text, "-") {
		eq := strings.IndexByte(text, '=')
		if eq < 0 {
			return 0, "", false
		}
		start, text = eq+1, text[eq+1:]
	}
	if !strings.Contains(text, `\`) || strings.ContainsAny(text, `<>"|?*`) || strings.Contains(text, "://") {
		return 0, "", false
	}
	if strings.HasPrefix(text, "${PLUGIN_ROOT}") || strings.HasPrefix(text, "${PLUGIN_DATA}") {
		root, ok := windowsRootedEscape(text)
		return start, root, ok
	}
	if !cwd.known() || strings.ContainsAny(text[:1], `$%~`) || strings.Contains(text, "${") {
		return 0, "", false
	}
	w := hermes.WindowsWalk(text)
	if w.Rooted || !w.Escapes(cwd.winDepth) || hermes.PosixWalk(text).Escapes(cwd.depth) {
		return 0, "", false
	}
	return start, "", true
}

// windowsRootedEscape decides whether a value that starts with
// ${PLUGIN_ROOT} or ${PLUGIN_DATA} climbs out of that root on Windows
// only, and names the root.
func windowsRootedEscape(text string) (string, bool) {
	for _, ph := range []string{"${PLUGIN_ROOT}", "${PLUGIN_DATA}"} {
		rest, found := strings.CutPrefix(text, ph)
		if !found {
			continue
		}
		if (rest != "" && rest[0] != '/' && rest[0] != '\\') || strings.Contains(rest, "${") ||
			strings.ContainsAny(rest, `<>"|?*`) {
			return "", false
		}
		if !hermes.WindowsWalk(strings.TrimLeft(rest, `/\`)).Escapes(0) {
			return "", false
		}
		// On Linux a "\" right after the root makes a sibling's name; a
		// "/" descends, and a climb from there is not Windows's doing.
		if strings.HasPrefix(rest, "/") && hermes.PosixWalk(strings.TrimLeft(rest, "/")).Escapes(0) {
			return "", false
		}
		return winRoots[ph], true
	}
	return "", false
}
