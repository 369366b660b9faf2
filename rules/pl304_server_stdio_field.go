package rules

import (
	"fmt"
	"regexp"
	"strings"
	"sync"

	"github.com/pluglint/pluglint/rules/hermes"
	"github.com/pluglint/pluglint/rules/pyjson"
	"github.com/pluglint/pluglint/rules/words"
)

// ServerStdioField reports a stdio server whose "args", "env" or "cwd"
// Hermes refuses: wrong types (null included, except for cwd), the reserved
// env names PLUGIN_ROOT and PLUGIN_DATA, and a cwd that is not a "./",
// ${PLUGIN_ROOT} or ${PLUGIN_DATA} path or that leaves its root.
var ServerStdioField = &Rule{
	ID: "PL304", Name: "server-stdio-field", Level: Error, Class: Drop, HermesCause: "invalid args, env or cwd",
	Precision: "very-high", Doc: serverStdioFieldDoc, Run: runServerStdioField,
}

var serverStdioFieldDoc = Doc{
	Title: "stdio server \"args\", \"env\" or \"cwd\" has a type or value Hermes refuses",
	Why: "Hermes checks a stdio server's fields strictly and skips the whole server, with only a log line, " +
		"when one fails: \"args\" must be an array of strings and \"env\" an object of strings (null is " +
		"wrong for both, and so is a number such as a port); \"env\" may not set PLUGIN_ROOT or " +
		"PLUGIN_DATA, which Hermes sets itself (matched exactly: plugin_root is allowed on Linux and " +
		"macOS); \"cwd\" (null means the package root) must start with \"./\" or be ${PLUGIN_ROOT} or " +
		"${PLUGIN_DATA}, optionally followed by \"/...\", and must stay inside that root once expanded. " +
		"\"./\" joins what follows to the package root, so \"./${PLUGIN_DATA}/x\" escapes: the expanded " +
		"data path is absolute and replaces the root.",
	Fix: "Quote numbers and booleans, write lists as arrays, remove PLUGIN_ROOT and PLUGIN_DATA from " +
		"\"env\" (the server receives them anyway), and write \"cwd\" as \"./dir\", \"${PLUGIN_ROOT}/dir\" " +
		"or \"${PLUGIN_DATA}/dir\".",
	Bad: "mcp.json:\n" +
		"{\"$schema\": \"https://agent-plugins.org/schemas/1.0.0/mcp.schema.json\",\n" +
		" \"mcpServers\": {\"db\": {\"type\": \"stdio\", \"command\": \"db-mcp\",\n" +
		"   \"env\": {\"PORT\": 5432}, \"cwd\": \"./${PLUGIN_DATA}/state\"}}}",
	Good: "mcp.json:\n" +
		"{\"$schema\": \"https://agent-plugins.org/schemas/1.0.0/mcp.schema.json\",\n" +
		" \"mcpServers\": {\"db\": {\"type\": \"stdio\", \"command\": \"db-mcp\",\n" +
		"   \"env\": {\"PORT\": \"5432\"}, \"cwd\": \"${PLUGIN_DATA}/state\"}}}",
}

func runServerStdioField(p *Pass) error {
	f := p.Pkg.MCP
	for _, s := range mcpServersOfType(p.Pkg, hermes.TypeStdio) {
		name := s.Name()
		drop := func(loc Loc, format string, args ...any) {
			f := Finding{Loc: loc, Drops: DropServer(s.Member.Ident())}
			if p.Shown(loc.File) {
				f.Message = fmt.Sprintf("stdio server %q ", name) + fmt.Sprintf(format, args...)
			}
			p.Report(f)
		}
		if m := s.Obj.Member("args"); m != nil {
			v := m.Value
			if v.Kind != pyjson.Array {
				drop(AtValue(f, v), "has \"args\" that is %s, not an array of strings; Hermes drops the server%s",
					words.Kind(v), stdioArgsHint(v))
			} else {
				for i, it := range v.Items {
					if it.Kind != pyjson.String {
						drop(AtValue(f, it), "has args[%d] that is %s, not a string; Hermes drops the server%s",
							i, words.Kind(it), mcpQuoteHint(it))
					}
				}
			}
		}
		if m := s.Obj.Member("env"); m != nil {
			v := m.Value
			if v.Kind != pyjson.Object {
				hint := ""
				if v.Kind == pyjson.Null {
					hint = " (write {} or remove \"env\")"
				}
				drop(AtValue(f, v), "has \"env\" that is %s, not an object of strings; Hermes drops the server%s",
					words.Kind(v), hint)
			} else {
				for _, em := range v.Effective() {
					if em.Key == "PLUGIN_ROOT" || em.Key == "PLUGIN_DATA" {
						drop(AtKey(f, em), "sets the reserved env variable %q; Hermes drops the server "+
							"(Hermes sets PLUGIN_ROOT and PLUGIN_DATA itself: remove it)", em.Key)
					}
					if em.Value.Kind != pyjson.String {
						drop(AtValue(f, em.Value), "has env %q that is %s, not a string; Hermes drops the server%s",
							em.Key, words.Kind(em.Value), mcpQuoteHint(em.Value))
					}
				}
			}
		}
		if m := s.Obj.Member("cwd"); m != nil && m.Value.Kind != pyjson.Null {
			v := m.Value
			switch {
			case v.Kind != pyjson.String:
				drop(AtValue(f, v), "has \"cwd\" that is %s, not a string; Hermes drops the server", words.Kind(v))
			case strings.ContainsRune(v.Str, 0):
				drop(AtValue(f, v), "has a \"cwd\" containing a NUL character; Hermes drops the server")
			default:
				if stdioLoopCrash(p.Pkg, s.Obj) == m {
					p.Report(Finding{
						Loc: AtValue(f, v), Class: Reject,
						Message: fmt.Sprintf("stdio server %q has cwd %q, which runs into a symlink loop in the "+
							"package; Hermes's Path.resolve fails on it (RuntimeError on Python 3.12 and older) "+
							"and the whole package is refused", name, v.Str),
					})
					break
				}
				r := resolveScoped(p.Pkg, v.Str, true)
				switch {
				case r.Form == "":
					drop(AtValue(f, v), "has cwd %q, which does not start with \"./\", \"${PLUGIN_ROOT}\" or "+
						"\"${PLUGIN_DATA}\"; Hermes drops the server%s", v.Str, cwdFormHint(v.Str))
				case r.Escapes:
					drop(AtValue(f, v), "has cwd %q, which %s; Hermes drops the server%s", v.Str, r.Why,
						cwdEscapeHint(v.Str))
				}
			}
		}
	}
	return nil
}

// stdioArgsHint suggests how to write args that are not an array.
func stdioArgsHint(v *pyjson.Value) string {
	switch v.Kind {
	case pyjson.Null:
		return " (write [] or remove \"args\")"
	case pyjson.String:
		return " (split it into an array, one string per argument)"
	}
	return ""
}

// cwdRootLikePlaceholder matches placeholders meant as the package root or
// data directory but written the way another client or a shell spells them.
var cwdRootLikePlaceholder = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)^(?:\$\{(?:env:)?([A-Za-z_]*PLUGIN_(?:ROOT|DATA))\}|\$([A-Za-z_]*PLUGIN_(?:ROOT|DATA)))`)
})

// cwdFormHint suggests a cwd form Hermes accepts.
func cwdFormHint(cwd string) string {
	slashed := strings.ReplaceAll(cwd, "\\", "/")
	switch {
	case cwd == "":
		return " (remove \"cwd\": the package root is the default)"
	case cwd == ".":
		return " (write \"./\")"
	case strings.HasPrefix(cwd, "${PLUGIN_ROOT}") || strings.HasPrefix(cwd, "${PLUGIN_DATA}"):
		return fmt.Sprintf(" (write %q)", cwd[:14]+"/"+cwd[14:])
	case cwdRootLikePlaceholder().MatchString(cwd):
		sm := cwdRootLikePlaceholder().FindStringSubmatchIndex(cwd)
		which := "${PLUGIN_ROOT}"
		if strings.HasSuffix(strings.ToUpper(cwd[sm[0]:sm[1]]), "DATA}") ||
			strings.HasSuffix(strings.ToUpper(cwd[sm[0]:sm[1]]), "DATA") {
			which = "${PLUGIN_DATA}"
		}
		return fmt.Sprintf(" (write %q)", which+cwd[sm[1]:])
	case strings.HasPrefix(cwd, "~"):
		return " (\"~\" is not expanded: use \"${PLUGIN_DATA}/...\" for state)"
	case strings.HasPrefix(slashed, "/") || (len(cwd) > 2 && cwd[1] == ':' && (cwd[2] == '/' || cwd[2] == '\\')):
		return " (an absolute path works on one machine only: use \"./...\" or \"${PLUGIN_DATA}/...\")"
	case strings.HasPrefix(slashed, "./"):
		return fmt.Sprintf(" (write %q)", slashed)
	case strings.HasPrefix(cwd, "$") || strings.HasPrefix(cwd, "%"):
		return " (only ${PLUGIN_ROOT} and ${PLUGIN_DATA} are expanded)"
	case strings.HasPrefix(slashed, "../"):
		return " (it points outside the package)"
	}
	return fmt.Sprintf(" (write %q)", "./"+slashed)
}

// cwdEscapeHint suggests the intended path for "./${PLUGIN_...}" forms.
func cwdEscapeHint(cwd string) string {
	if strings.HasPrefix(cwd, "./${PLUGIN_DATA}") {
		return fmt.Sprintf(" (write %q)", cwd[2:])
	}
	return ""
}
