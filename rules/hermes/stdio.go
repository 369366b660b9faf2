package hermes

import (
	"errors"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/pluglint/pluglint/rules/pyjson"
)

// IsSpace is Python's str.isspace for one character: Go's unicode.IsSpace
// plus the information separators U+001C..U+001F.
func IsSpace(r rune) bool {
	return unicode.IsSpace(r) || (r >= 0x1c && r <= 0x1f)
}

// IsShell reports the command basenames Hermes treats as shell
// interpreters.
func IsShell(name string) bool {
	switch name {
	case "bash", "sh", "zsh", "dash", "fish", "cmd", "cmd.exe",
		"powershell", "powershell.exe", "pwsh", "pwsh.exe":
		return true
	}
	return false
}

// scopedExpander expands the two placeholders to the scoped roots; built
// once (a Replacer is safe to share) rather than per value.
var scopedExpander = sync.OnceValue(func() *strings.Replacer {
	return strings.NewReplacer("${PLUGIN_ROOT}", ScopedRoot, "${PLUGIN_DATA}", ScopedData)
})

// ShlexSplit is Python's shlex.split(s) in POSIX mode: whitespace-separated
// words with '...' and "..." quoting and backslash escapes.
func ShlexSplit(s string) ([]string, error) {
	var words []string
	var tok strings.Builder
	inWord := false
	for i := 0; i < len(s); {
		switch c := s[i]; c {
		case ' ', '\t', '\r', '\n':
			if inWord {
				words = append(words, tok.String())
				tok.Reset()
				inWord = false
			}
			i++
		case '\\':
			if i+1 >= len(s) {
				return nil, errors.New("no escaped character")
			}
			_, size := utf8.DecodeRuneInString(s[i+1:])
			tok.WriteString(s[i+1 : i+1+size])
			inWord = true
			i += 1 + size
		case '\'':
			end := strings.IndexByte(s[i+1:], '\'')
			if end < 0 {
				return nil, errors.New("no closing quotation")
			}
			tok.WriteString(s[i+1 : i+1+end])
			inWord = true
			i += end + 2
		case '"':
			i++
			closed := false
			for i < len(s) {
				d := s[i]
				if d == '"' {
					closed = true
					i++
					break
				}
				if d == '\\' && i+1 < len(s) && (s[i+1] == '"' || s[i+1] == '\\') {
					tok.WriteByte(s[i+1])
					i += 2
					continue
				}
				if d == '\\' && i+1 >= len(s) {
					return nil, errors.New("no escaped character")
				}
				tok.WriteByte(d)
				i++
			}
			if !closed {
				return nil, errors.New("no closing quotation")
			}
			inWord = true
		default:
			tok.WriteByte(c)
			inWord = true
			i++
		}
	}
	if inWord {
		words = append(words, tok.String())
	}
	return words, nil
}

// Server types Hermes translates (and "sse", which it recognises only to
// refuse).
const (
	TypeStdio  = "stdio"
	TypeRemote = "streamable-http"
	TypeSSE    = "sse"
)

// The keys each variant allows.
var (
	StdioFields  = []string{"type", "command", "args", "env", "cwd"}
	RemoteFields = []string{"type", "url", "headers"}
)

// Stand-ins for the absolute paths Hermes substitutes for ${PLUGIN_ROOT} and
// ${PLUGIN_DATA}. The NUL keeps them from matching anything a user writes
// (a path with a NUL is refused before it gets here).
const (
	ScopedRoot = "/\x00plugin-root"
	ScopedData = "/\x00plugin-data"
)

// ScopedExpand expands ${PLUGIN_ROOT} and ${PLUGIN_DATA} in value.
func ScopedExpand(value string) string {
	if !strings.Contains(value, "${PLUGIN_") {
		return value // most values hold neither placeholder
	}
	return scopedExpander().Replace(value)
}

// StdioKeysAllowed is _translate_stdio's first check: the entry holds
// only the keys a stdio server may have.
func StdioKeysAllowed(obj *pyjson.Value) bool {
	for _, m := range obj.Effective() {
		if !slices.Contains(StdioFields, m.Key) {
			return false
		}
	}
	return true
}

// StdioArgsEnvAllowed is _translate_stdio's check after the command:
// args a list of strings, env a map of strings without the reserved
// names.
func StdioArgsEnvAllowed(obj *pyjson.Value) bool {
	notString := func(v *pyjson.Value) bool { return v.Kind != pyjson.String }
	if a := obj.Get("args"); a != nil && (a.Kind != pyjson.Array || slices.ContainsFunc(a.Items, notString)) {
		return false
	}
	if e := obj.Get("env"); e != nil {
		if e.Kind != pyjson.Object {
			return false
		}
		for _, m := range e.Effective() {
			if m.Key == "PLUGIN_ROOT" || m.Key == "PLUGIN_DATA" || notString(m.Value) {
				return false
			}
		}
	}
	return true
}
