package rules

import (
	"fmt"
	"iter"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/pluglint/pluglint/rules/hermes"
	"github.com/pluglint/pluglint/rules/pyjson"
)

// UnexpandedPlaceholder reports placeholders Hermes passes through as
// literal text. Hermes expands only ${PLUGIN_ROOT} and ${PLUGIN_DATA}, once,
// and only in a stdio server's args, env values and cwd; ${API_KEY},
// ${env:API_KEY}, ${API_KEY:-x}, $API_KEY and %API_KEY% reach the server as
// written, and nothing at all is expanded in command, url or headers.
var UnexpandedPlaceholder = &Rule{
	ID: "PL307", Name: "unexpanded-placeholder", Level: Warning, Class: Advice,
	Precision: "high", Doc: unexpandedPlaceholderDoc, Run: runUnexpandedPlaceholder,
}

var unexpandedPlaceholderDoc = Doc{
	Title: "mcp.json value holds a placeholder Hermes does not expand",
	Why: "Other clients expand placeholders in their MCP configs (${API_KEY}, ${env:API_KEY}, " +
		"${API_KEY:-default}, $API_KEY, %APPDATA%, ${CLAUDE_PLUGIN_ROOT}). Hermes expands exactly two, " +
		"${PLUGIN_ROOT} and ${PLUGIN_DATA}, and only in a stdio server's \"args\", \"env\" values and " +
		"\"cwd\"; in \"command\", \"url\" and \"headers\" it expands nothing. Everything else reaches the " +
		"server as the literal text: the server receives \"${API_KEY}\", not a key. The user's environment " +
		"does not help either: Hermes starts stdio servers with only PATH, HOME and a few other variables " +
		"from it, plus the server's \"env\". Arguments of a shell command (bash -c ...) are not checked " +
		"for $NAME forms, because the shell expands those itself.",
	Fix: "Write ${PLUGIN_ROOT} and ${PLUGIN_DATA} for paths in the package and its data directory. For a " +
		"secret or a setting each user must supply, let the server obtain it itself (a config file under " +
		"${PLUGIN_DATA}, or OAuth for a remote server); a user can also override the server in their " +
		"config.yaml under its internal name, where Hermes does expand ${VAR} from their environment.",
	Bad: "mcp.json:\n" +
		"{\"$schema\": \"https://agent-plugins.org/schemas/1.0.0/mcp.schema.json\",\n" +
		" \"mcpServers\": {\"search\": {\"type\": \"stdio\", \"command\": \"search-mcp\",\n" +
		"   \"args\": [\"--index\", \"${CLAUDE_PLUGIN_ROOT}/index\"], \"env\": {\"SEARCH_KEY\": \"${SEARCH_KEY}\"}}}}",
	Good: "mcp.json:\n" +
		"{\"$schema\": \"https://agent-plugins.org/schemas/1.0.0/mcp.schema.json\",\n" +
		" \"mcpServers\": {\"search\": {\"type\": \"stdio\", \"command\": \"search-mcp\",\n" +
		"   \"args\": [\"--index\", \"${PLUGIN_ROOT}/index\", \"--key-file\", \"${PLUGIN_DATA}/key\"]}}}",
}

// Placeholder syntaxes of other clients and shells. Bare $NAME and %NAME%
// are matched only in upper case, the convention for environment variables,
// so that "$foo" in a jq program or "%s" in a format string is not taken
// for one.
//
// The three syntaxes are matched by hand, exactly as the expressions
// \$\{[^{}]+\}, \$[A-Z_][A-Z0-9_]* and %[A-Z_][A-Z0-9_]+% would find them
// (every byte they match after the first is ASCII, and each repeated class
// excludes what must follow it, so the greedy match is the only one); a
// run of mcp.json values then compiles nothing.

// bracePlaceholders yields the matches of \$\{[^{}]+\}.
func bracePlaceholders(s string) iter.Seq2[int, int] {
	return func(yield func(start, end int) bool) {
		for i := 0; i+1 < len(s); i++ {
			if s[i] != '$' || s[i+1] != '{' {
				continue
			}
			j := i + 2 + strings.IndexAny(s[i+2:], "{}")
			if j < i+2 || s[j] != '}' || j == i+2 {
				continue // no match here; the next may start at any later "$"
			}
			if !yield(i, j+1) {
				return
			}
			i = j
		}
	}
}

// dollarPlaceholders yields the matches of \$[A-Z_][A-Z0-9_]*.
func dollarPlaceholders(s string) iter.Seq2[int, int] {
	return func(yield func(start, end int) bool) {
		for i := 0; i+1 < len(s); i++ {
			if s[i] != '$' || !envNameStart(s[i+1]) {
				continue
			}
			j := i + 2
			for j < len(s) && envNameByte(s[j]) {
				j++
			}
			if !yield(i, j) {
				return
			}
			i = j - 1
		}
	}
}

// percentPlaceholders yields the matches of %[A-Z_][A-Z0-9_]+%.
func percentPlaceholders(s string) iter.Seq2[int, int] {
	return func(yield func(start, end int) bool) {
		for i := 0; i+1 < len(s); i++ {
			if s[i] != '%' || !envNameStart(s[i+1]) {
				continue
			}
			j := i + 2
			for j < len(s) && envNameByte(s[j]) {
				j++
			}
			if j == i+2 || j == len(s) || s[j] != '%' {
				continue
			}
			if !yield(i, j+1) {
				return
			}
			i = j
		}
	}
}

func envNameStart(c byte) bool { return 'A' <= c && c <= 'Z' || c == '_' }

func envNameByte(c byte) bool { return envNameStart(c) || '0' <= c && c <= '9' }

// placeholderHexPair reports a percent match that is %XX% with two upper
// case hex digits (^%[0-9A-F]{2}%$): URL escapes, not a name.
func placeholderHexPair(t string) bool {
	hex := func(c byte) bool { return '0' <= c && c <= '9' || 'A' <= c && c <= 'F' }
	return len(t) == 4 && t[0] == '%' && t[3] == '%' && hex(t[1]) && hex(t[2])
}

var placeholderPluginLike = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?i)PLUGIN_(ROOT|DATA)`) })

// placeholderScope says which syntaxes count where.
type placeholderScope struct {
	expandsPlugin bool // ${PLUGIN_ROOT} and ${PLUGIN_DATA} are expanded here
	dollar        bool // look for $NAME and ${...}
	percent       bool // look for %NAME%
}

// findPlaceholders lists the distinct placeholders in s Hermes leaves as
// text, in order of appearance.
func findPlaceholders(s string, sc placeholderScope) []string {
	type hit struct {
		at   int
		text string
	}
	var hits []hit
	covered := func(i int) bool {
		for _, h := range hits {
			if i >= h.at && i < h.at+len(h.text) {
				return true
			}
		}
		return false
	}
	if sc.dollar {
		for start, end := range bracePlaceholders(s) {
			t := s[start:end]
			if sc.expandsPlugin && (t == "${PLUGIN_ROOT}" || t == "${PLUGIN_DATA}") {
				hits = append(hits, hit{start, ""}) // expanded: not reported, but not "$NAME" either
				continue
			}
			hits = append(hits, hit{start, t})
		}
		for start, end := range dollarPlaceholders(s) {
			if end-start < 2 || covered(start) || (start > 0 && s[start-1] == '$') {
				continue
			}
			hits = append(hits, hit{start, s[start:end]})
		}
	}
	if sc.percent {
		for start, end := range percentPlaceholders(s) {
			t := s[start:end]
			if placeholderHexPair(t) || covered(start) {
				continue
			}
			hits = append(hits, hit{start, t})
		}
	}
	for i := 1; i < len(hits); i++ {
		for j := i; j > 0 && hits[j].at < hits[j-1].at; j-- {
			hits[j], hits[j-1] = hits[j-1], hits[j]
		}
	}
	var out []string
	for _, h := range hits {
		if h.text != "" && !slices.Contains(out, h.text) {
			out = append(out, h.text)
		}
	}
	return out
}

func runUnexpandedPlaceholder(p *Pass) error {
	f := p.Pkg.MCP
	for _, s := range mcpServerList(p.Pkg) {
		name := s.Name()
		// report names the placeholders in v; consequence may say "{it}",
		// which becomes "them" for several, and note adds context.
		report := func(v *pyjson.Value, where, consequence, note string, sc placeholderScope) {
			if v == nil || v.Kind != pyjson.String {
				return
			}
			ph := findPlaceholders(v.Str, sc)
			if len(ph) == 0 {
				return
			}
			it := "it"
			if len(ph) > 1 {
				it = "them"
			}
			var notes []string
			if h := placeholderHint(ph, sc); h != "" {
				notes = append(notes, h)
			}
			if note != "" {
				notes = append(notes, note)
			}
			extra := ""
			if len(notes) > 0 {
				extra = " (" + strings.Join(notes, "; ") + ")"
			}
			p.Report(Finding{Loc: AtValue(f, v), Message: fmt.Sprintf("%s server %q %s contains %s; %s%s",
				s.Type, name, where, placeholderList(ph), strings.ReplaceAll(consequence, "{it}", it), extra)})
		}
		switch s.Type {
		case hermes.TypeStdio:
			expanded := placeholderScope{expandsPlugin: true, dollar: true, percent: true}
			literal := placeholderScope{dollar: true, percent: true}
			passed := "Hermes does not expand {it} and the server receives the text as written"
			if c := stdioCommand(p.Pkg, s.Obj); c.OK {
				report(s.Obj.Get("command"), "command", "Hermes expands nothing in command and runs it as written", "", literal)
			}
			shell := mcpIsShellCommand(p.Pkg, s.Obj)
			if args := s.Obj.Get("args"); args != nil && args.Kind == pyjson.Array {
				sc := expanded
				if shell {
					sc.dollar = false // the shell expands $NAME itself
				}
				for i, it := range args.Items {
					report(it, fmt.Sprintf("args[%d]", i), passed, "", sc)
				}
			}
			if env := s.Obj.Get("env"); env != nil && env.Kind == pyjson.Object {
				for _, em := range env.Effective() {
					report(em.Value, fmt.Sprintf("env %q", em.Key), passed,
						"stdio servers get only PATH, HOME and a few other variables from the user's environment", expanded)
				}
			}
			if cwd := s.Obj.Get("cwd"); cwd != nil && cwd.Kind == pyjson.String {
				if r := resolveScoped(p.Pkg, cwd.Str, true); r.Form != "" && !r.Escapes {
					report(cwd, "cwd", "Hermes does not expand {it} and uses the text as a directory name", "", expanded)
				}
			}
		case hermes.TypeRemote:
			report(s.Obj.Get("url"), "url", "Hermes expands nothing in url and uses the text as written", "",
				placeholderScope{dollar: true})
			if h := s.Obj.Get("headers"); h != nil && h.Kind == pyjson.Object {
				for _, hm := range h.Effective() {
					report(hm.Value, fmt.Sprintf("header %q", hm.Key),
						"Hermes expands nothing in headers and sends the text as written", "",
						placeholderScope{dollar: true, percent: true})
				}
			}
		}
	}
	return nil
}

// placeholderList names one or more placeholders for a message.
func placeholderList(ph []string) string {
	if len(ph) == 1 {
		return "the placeholder " + ph[0]
	}
	return "the placeholders " + strings.Join(ph[:len(ph)-1], ", ") + " and " + ph[len(ph)-1]
}

// placeholderHint points a package-root placeholder of another spelling or
// place at the one Hermes expands.
func placeholderHint(ph []string, sc placeholderScope) string {
	for _, t := range ph {
		sm := placeholderPluginLike().FindStringSubmatch(t)
		if sm == nil {
			continue
		}
		want := "${PLUGIN_" + strings.ToUpper(sm[1]) + "}"
		if !sc.expandsPlugin {
			return want + " is expanded only in a stdio server's args, env and cwd"
		}
		return "write " + want
	}
	return ""
}
