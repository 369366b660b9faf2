package capability

import (
	"bytes"
	"fmt"
	"iter"
	"path"
	"slices"
	"strings"

	"github.com/pluglint/pluglint/rules/model"
	"github.com/pluglint/pluglint/rules/prose"
)

// codeTool is a tool a server's code registers.
type codeTool struct {
	name        string
	start, end  int    // the name's bytes in the file
	desc        string // its description, when the registration gives one
	readOnly    bool   // annotated readOnlyHint true
	destructive bool   // annotated destructiveHint true
}

// codePieces names the tools a server's own code registers: the whole
// list of its tools, as a client's manifest lists them, so each counts
// as a listed tool (its name's verb, or its description's first verb),
// and an annotation it carries (readOnlyHint, destructiveHint) decides
// for it.
func codePieces(files []*model.File) []Piece {
	var out []Piece
	seen := map[string]bool{}
	// A server's tools often live in modules of their own that import
	// only the server's helper (kintone's src/tools/*.ts call a local
	// createTool): once one file of the code names an MCP library, its
	// other script files are read too.
	server := slices.ContainsFunc(files, func(f *model.File) bool { return namesMCP(f.Path, f.Data) })
	for _, f := range files {
		where := fmt.Sprintf("the server's code %q", f.Path)
		for _, t := range codeTools(f.Path, f.Data, server) {
			if seen[t.name] {
				continue // a tool in src/ and again in dist/
			}
			seen[t.name] = true
			at := &Place{f.Path, t.start, t.end}
			switch {
			case t.readOnly:
				out = append(out, Piece{Source: ToolNames, What: fmt.Sprintf("tool %q (annotated read-only)", t.name), Where: where, Strong: true, At: at, listed: true})
			case t.destructive:
				out = append(out, Piece{Source: ToolNames, Writes: true, What: fmt.Sprintf("tool %q (annotated destructive)", t.name), Where: where, Category: prose.Changes, Strong: true, At: at, listed: true})
			default:
				out = append(out, listedByName(t.name, t.desc, where, at, at)...)
			}
		}
	}
	// What the code registers in a form read here is not all it may
	// serve (tools built at run time from an OpenAPI document or a table
	// are not read), so tools that read do not outweigh the package's
	// words of acting, as a manifest's tool list does; they still decide
	// when nothing else does.
	for i := range out {
		if !out[i].Writes {
			out[i].Strong = false
		}
	}
	return out
}

// codeTools returns the tools a file of server code registers, read
// from the forms the MCP SDKs give them. TypeScript and JavaScript
// (bundled or minified too): server.tool("name", ...),
// server.registerTool("name", ...), addTool({name: "name", ...}) and a
// tools/list answer's {name: "name", ..., inputSchema: ...}. Python:
// @mcp.tool() or @mcp.tool over def name(...) (or its name= argument) and
// Tool(name="name", ...). Go: mcp-go's mcp.NewTool("name", ...) and the
// official SDK's &mcp.Tool{Name: "name", ...}. A file that names no MCP
// library is read only when inServer says another file of the same
// server's code does, and then only for TypeScript and JavaScript.
func codeTools(file string, data []byte, inServer bool) []codeTool {
	switch {
	case namesMCP(file, data):
		return readTools(file, data)
	case inServer && scriptFile(file):
		return scriptTools(data) // a tool module of a server whose other files name the library
	}
	return nil
}

// namesMCP reports whether a code file names an MCP library (or, in
// JavaScript, the protocol's tools/list method).
func namesMCP(file string, data []byte) bool {
	switch path.Ext(file) {
	case ".go":
		return bytes.Contains(data, []byte("modelcontextprotocol/go-sdk")) || bytes.Contains(data, []byte("mark3labs/mcp-go"))
	case ".py":
		return bytes.Contains(data, []byte("mcp")) || bytes.Contains(data, []byte("MCP"))
	}
	return bytes.Contains(data, []byte("modelcontextprotocol")) || bytes.Contains(data, []byte("McpServer")) ||
		bytes.Contains(data, []byte("ListToolsRequestSchema")) || bytes.Contains(data, []byte("fastmcp")) ||
		bytes.Contains(data, []byte("tools/list"))
}

// scriptFile reports a TypeScript or JavaScript file.
func scriptFile(file string) bool {
	switch path.Ext(file) {
	case ".go", ".py":
		return false
	}
	return true
}

// readTools reads the registrations of a file in its language.
func readTools(file string, data []byte) []codeTool {
	switch path.Ext(file) {
	case ".go":
		return goTools(data)
	case ".py":
		return append(pythonTools(data), objectTools(data, []byte("True"))...)
	}
	return scriptTools(data)
}

// goTools reads Go registrations: mcp.NewTool("name", options...) with
// mcp.WithDescription and the With...HintAnnotation options, and the
// official SDK's mcp.Tool{Name: ..., Description: ..., Annotations: ...}.
func goTools(data []byte) []codeTool {
	var tools []codeTool
	for _, form := range []struct{ open, name string }{{"NewTool(", ""}, {"mcp.Tool{", "Name:"}} {
		for found := range occurrences(data, form.open) {
			at := found + len(form.open)
			j := at
			if form.name != "" {
				k := bytes.Index(data[at:min(len(data), at+300)], []byte(form.name))
				if k < 0 || !sameObject(data[at:at+k]) {
					continue
				}
				j = at + k + len(form.name)
			}
			name, start, end, next, ok := literalAt(data, j)
			if !ok || !toolName(name) {
				continue
			}
			window := data[next:min(len(data), next+2000)]
			if k := bytes.Index(window, []byte(form.open)); k >= 0 {
				window = window[:k]
			}
			t := codeTool{name: name, start: start, end: end}
			for _, key := range []string{"WithDescription(", "Description:"} {
				if k := bytes.Index(window, []byte(key)); k >= 0 {
					if d, _, _, _, ok := literalAt(window, k+len(key)); ok {
						t.desc = d
						break
					}
				}
			}
			t.readOnly = bytes.Contains(window, []byte("WithReadOnlyHintAnnotation(true)")) || goHint(window, "ReadOnlyHint:")
			t.destructive = !t.readOnly && (bytes.Contains(window, []byte("WithDestructiveHintAnnotation(true)")) || goHint(window, "DestructiveHint:"))
			tools = append(tools, t)
		}
	}
	return tools
}

// goHint reports a struct field set true: `ReadOnlyHint: true`, or a
// pointer to true for the SDK's optional hints.
func goHint(window []byte, key string) bool {
	k := bytes.Index(window, []byte(key))
	if k < 0 {
		return false
	}
	rest := window[skipSpace(window, k+len(key)):]
	return bytes.HasPrefix(rest, []byte("true")) || bytes.HasPrefix(rest, []byte("ptr(true)")) || bytes.HasPrefix(rest, []byte("boolPtr(true)"))
}

// registrationCalls are the calls that register a tool by its name,
// their first argument, in TypeScript and JavaScript.
var registrationCalls = []string{".tool(", "registerTool(", "createTool(", "defineTool("}

// scriptTools reads TypeScript and JavaScript registrations.
func scriptTools(data []byte) []codeTool {
	var tools []codeTool
	// server.tool("name", "description", ...), registerTool("name", {...})
	// and the helpers servers wrap them in (createTool, defineTool).
	for _, call := range registrationCalls {
		for found := range occurrences(data, call) {
			at := found + len(call)
			name, start, end, next, ok := nameAt(data, at)
			if !ok || !toolName(name) {
				continue
			}
			t := codeTool{name: name, start: start, end: end}
			window := data[next:min(len(data), next+2000)]
			// What follows is this tool's until the next registration.
			for _, c := range registrationCalls {
				if k := bytes.Index(window, []byte(c)); k >= 0 {
					window = window[:k]
				}
			}
			if j := skipSpace(window, 0); j < len(window) && window[j] == ',' {
				k := skipSpace(window, j+1)
				if d, ok := descriptionAt(window, k); ok {
					t.desc = d
				} else if k < len(window) && window[k] == '{' {
					t.desc = descriptionKey(window[k:]) // registerTool("name", {description: ...})
				}
			}
			annotate(&t, window, nil)
			tools = append(tools, t)
		}
	}
	return append(tools, objectTools(data, nil)...)
}

// objectTools reads tools written as objects: {name: "name",
// description: "...", inputSchema: ...} in a tools/list answer or an
// addTool({...}) call, and a Python server's {"name": ..., "inputSchema":
// ...} dicts. yes is how the language writes a hint set true (nil:
// JavaScript's true or minified !0).
func objectTools(data, yes []byte) []codeTool {
	var tools []codeTool
	for found := range occurrences(data, "name") {
		at := found + len("name")
		if found > 0 && identByte(data[found-1]) {
			continue // filename, toolName
		}
		j := at
		if j < len(data) && (data[j] == '"' || data[j] == '\'') {
			j++ // "name": in JSON-like source
		}
		j = skipSpace(data, j)
		if j >= len(data) || data[j] != ':' {
			continue
		}
		name, start, end, next, ok := nameAt(data, j+1)
		if !ok || !toolName(name) {
			continue
		}
		window := data[next:min(len(data), next+1500)]
		// The object is a tool's when its schema follows before the
		// next object's name.
		schema := bytes.Index(window, []byte("inputSchema"))
		if schema < 0 || !sameObject(window[:schema]) {
			continue
		}
		if n := nextNameKey(window); n >= 0 {
			if n < schema {
				continue
			}
			window = window[:n] // the next tool's
		}
		t := codeTool{name: name, start: start, end: end, desc: descriptionKey(window)}
		annotate(&t, window, yes)
		tools = append(tools, t)
	}
	return tools
}

// descriptionKey is the string of the first `description:` key in
// window, or "".
func descriptionKey(window []byte) string {
	d := bytes.Index(window, []byte("description"))
	if d < 0 {
		return ""
	}
	k := d + len("description")
	if k < len(window) && (window[k] == '"' || window[k] == '\'') {
		k++
	}
	if k = skipSpace(window, k); k >= len(window) || window[k] != ':' {
		return ""
	}
	desc, _ := descriptionAt(window, k+1)
	return desc
}

// descriptionAt reads a description's literal at data[i] after spaces
// (and an opening parenthesis), as literalAt does; of a template literal
// with a substitution it keeps the text before the first one, the
// opening that is read of a description.
func descriptionAt(data []byte, i int) (string, bool) {
	if k := skipSpace(data, i); k < len(data) && data[k] == '(' {
		i = k + 1 // Python's "description": ("..." "..."): the first string
	}
	if d, _, _, _, ok := literalAt(data, i); ok {
		return d, true
	}
	i = skipSpace(data, i)
	if i < len(data) && data[i] == '`' {
		if k := bytes.Index(data[i+1:min(len(data), i+4001)], []byte("${")); k > 0 {
			return string(data[i+1 : i+1+k]), true
		}
	}
	return "", false
}

// sameObject reports whether the text between an object's name value
// and a key stays in that object: no brace closes it first, braces in
// strings aside.
func sameObject(between []byte) bool {
	depth := 0
	for i := 0; i < len(between); i++ {
		switch c := between[i]; c {
		case '{', '[':
			depth++
		case '}', ']':
			if depth--; depth < 0 {
				return false
			}
		case '"', '\'', '`':
			if _, _, _, next, ok := literalAt(between, i); ok {
				i = next - 1
			}
		}
	}
	return depth == 0
}

// nextNameKey is where the next `name: "..."` key starts in window, or
// -1: the next object's name (a property of an input schema called name
// is an object, not a string).
func nextNameKey(window []byte) int {
	for at := range occurrences(window, "name") {
		off := at + len("name")
		if at > 0 && identByte(window[at-1]) {
			continue
		}
		j := off
		if j < len(window) && (window[j] == '"' || window[j] == '\'') {
			j++
		}
		if j = skipSpace(window, j); j < len(window) && window[j] == ':' {
			if _, _, _, _, ok := literalAt(window, j+1); ok {
				return at
			}
		}
	}
	return -1
}

// pythonTools reads Python registrations: FastMCP's decorator (with
// arguments or bare) and the low-level server's Tool(...) values.
func pythonTools(data []byte) []codeTool {
	var tools []codeTool
	// @mcp.tool(...) with its arguments, FastMCP's bare @mcp.tool, and a
	// server's own @tool decorator around it (ida-mcp's).
	for _, needle := range []string{".tool", "@tool"} {
		for at := range occurrences(data, needle) {
			off := at + len(needle)
			bare := off >= len(data) || data[off] == '\n' || data[off] == '\r' || data[off] == ' ' || data[off] == '\t'
			if !bare && data[off] != '(' {
				continue // .tools, .tool_name
			}
			// A decorator: "@" starts the line's expression. Called instead,
			// mcp.tool(...)(fn) registers fn.
			line := bytes.LastIndexByte(data[:at], '\n') + 1
			if k := skipSpace(data, line); k >= len(data) || data[k] != '@' {
				if !bare && needle == ".tool" {
					if t, ok := pythonCallTool(data, off+1, true); ok {
						tools = append(tools, t)
					}
				}
				continue
			}
			def := bytes.Index(data[off:min(len(data), off+3000)], []byte("def "))
			if def < 0 {
				continue
			}
			args := data[off : off+def]
			if bare {
				args = nil // what lies before the def is other decorators'
			}
			t := codeTool{}
			if v, start, end, ok := keyword(args, "name"); ok && toolName(v) {
				t.name, t.start, t.end = v, off+start, off+end
			} else {
				k := off + def + len("def ")
				e := k
				for e < len(data) && identByte(data[e]) {
					e++
				}
				if !toolName(string(data[k:e])) {
					continue
				}
				t.name, t.start, t.end = string(data[k:e]), k, e
			}
			if v, _, _, ok := keyword(args, "description"); ok {
				t.desc = v
			} else if doc := docstring(data[off+def : min(len(data), off+def+3000)]); doc != "" {
				t.desc = doc
			}
			annotate(&t, args, []byte("True"))
			tools = append(tools, t)
		}
	}
	// mcp.add_tool(fn, name=..., description=...) registers fn.
	for at := range occurrences(data, ".add_tool(") {
		if t, ok := pythonCallTool(data, at+len(".add_tool("), false); ok {
			tools = append(tools, t)
		}
	}
	for at := range occurrences(data, "Tool(") {
		off := at + len("Tool(")
		if at > 0 && identByte(data[at-1]) {
			continue // FunctionTool(, MyTool(
		}
		window := data[off:min(len(data), off+1500)]
		if k := bytes.Index(window, []byte("Tool(")); k >= 0 {
			window = window[:k]
		}
		v, start, end, ok := keyword(window, "name")
		if !ok || !toolName(v) || start > 300 {
			continue
		}
		t := codeTool{name: v, start: off + start, end: off + end}
		if d, _, _, ok := keyword(window, "description"); ok {
			t.desc = d
		}
		annotate(&t, window, []byte("True"))
		tools = append(tools, t)
	}
	return tools
}

// pythonCallTool reads a tool registered by a call rather than a
// decorator: the arguments open at data[open], and the function is the
// one the call's result is called with (mcp.tool(...)(fn), curried) or
// the call's first argument (mcp.add_tool(fn, ...)). The name is the
// name= argument, else the function's; the description is the
// description= argument, else the first line of the function's
// docstring when the file defines it.
func pythonCallTool(data []byte, open int, curried bool) (codeTool, bool) {
	end := closeParen(data, open)
	if end < 0 {
		return codeTool{}, false
	}
	args := data[open:end]
	fn := open
	if curried {
		if end+1 >= len(data) || data[end+1] != '(' {
			return codeTool{}, false
		}
		fn = end + 2
	}
	fn = skipSpace(data, fn)
	fnEnd := fn
	for fnEnd < len(data) && identByte(data[fnEnd]) {
		fnEnd++
	}
	t := codeTool{}
	if v, start, e, ok := keyword(args, "name"); ok && toolName(v) {
		t.name, t.start, t.end = v, open+start, open+e
	} else if fnEnd > fn && toolName(string(data[fn:fnEnd])) {
		t.name, t.start, t.end = string(data[fn:fnEnd]), fn, fnEnd
	} else {
		return codeTool{}, false
	}
	if v, _, _, ok := keyword(args, "description"); ok {
		t.desc = v
	} else if fnEnd > fn {
		def := append([]byte("def "), data[fn:fnEnd]...)
		for at := range occurrences(data, string(def)+"(") {
			if at == 0 || !identByte(data[at-1]) {
				t.desc = docstring(data[at:min(len(data), at+3000)])
				break
			}
		}
	}
	annotate(&t, args, []byte("True"))
	return t, true
}

// closeParen is the offset of the parenthesis that closes the one
// opened just before data[open], strings skipped, or -1 within 3000
// bytes.
func closeParen(data []byte, open int) int {
	depth := 1
	for i := open; i < len(data) && i < open+3000; i++ {
		switch c := data[i]; c {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			if depth--; depth == 0 {
				return i
			}
		case '"', '\'':
			if _, _, _, next, ok := literalAt(data, i); ok {
				i = next - 1
			}
		}
	}
	return -1
}

// keyword finds `key=` followed by a string literal in a Python
// argument list (or the first of strings written in parentheses to
// join them): its value and where the value's text is.
func keyword(args []byte, key string) (string, int, int, bool) {
	for at := range occurrences(args, key) {
		off := at + len(key)
		if at > 0 && identByte(args[at-1]) {
			continue
		}
		j := skipSpace(args, off)
		if j >= len(args) || args[j] != '=' || j+1 < len(args) && args[j+1] == '=' {
			continue
		}
		if k := skipSpace(args, j+1); k < len(args) && args[k] == '(' {
			j = k // description=("Reads one note. "\n "More.")
		}
		v, start, end, _, ok := literalAt(args, j+1)
		return v, start, end, ok
	}
	return "", 0, 0, false
}

// docstring is the first line of the docstring that opens a def's body.
func docstring(def []byte) string {
	colon := bytes.Index(def, []byte(":\n"))
	if colon < 0 {
		return ""
	}
	v, _, _, _, ok := literalAt(def, colon+2)
	if !ok {
		return ""
	}
	first, _, _ := strings.Cut(strings.TrimSpace(v), "\n")
	return first
}

// annotate reads a registration's readOnlyHint and destructiveHint, set
// true (`true`, minified `!0`, Python's yes).
func annotate(t *codeTool, window, yes []byte) {
	for _, hint := range []struct {
		key string
		set *bool
	}{{"readOnlyHint", &t.readOnly}, {"destructiveHint", &t.destructive}} {
		i := bytes.Index(window, []byte(hint.key))
		if i < 0 {
			continue
		}
		j := i + len(hint.key)
		if j < len(window) && (window[j] == '"' || window[j] == '\'') {
			j++
		}
		j = skipSpace(window, j)
		if j >= len(window) || window[j] != ':' && window[j] != '=' {
			continue
		}
		j = skipSpace(window, j+1)
		rest := window[j:]
		if yes != nil {
			*hint.set = bytes.HasPrefix(rest, yes)
		} else {
			*hint.set = bytes.HasPrefix(rest, []byte("true")) || bytes.HasPrefix(rest, []byte("!0"))
		}
	}
	if t.readOnly && t.destructive {
		t.destructive = false // contradictory: the hint that reads is the one MCP defines first
	}
}

// literalAt reads the string literal that starts at data[i] after
// spaces: its value (escapes kept as written; a template literal with
// a substitution is no literal), where its text is, and the offset
// after its closing quote. Python's triple quotes are read as one.
func literalAt(data []byte, i int) (v string, start, end, next int, ok bool) {
	i = skipSpace(data, i)
	if i >= len(data) {
		return "", 0, 0, 0, false
	}
	q := data[i]
	if q != '"' && q != '\'' && q != '`' {
		return "", 0, 0, 0, false
	}
	quote := []byte{q}
	if i+2 < len(data) && data[i+1] == q && data[i+2] == q {
		quote = []byte{q, q, q}
	}
	start = i + len(quote)
	for j := start; j < len(data) && j < start+4000; j++ {
		switch {
		case data[j] == '\\':
			j++
		case q == '`' && data[j] == '$' && j+1 < len(data) && data[j+1] == '{':
			return "", 0, 0, 0, false
		case len(quote) == 1 && data[j] == '\n' && q != '`':
			return "", 0, 0, 0, false
		case bytes.HasPrefix(data[j:], quote):
			return string(data[start:j]), start, j, j + len(quote), true
		}
	}
	return "", 0, 0, 0, false
}

// nameAt reads a tool's name at data[i] after spaces: a string literal,
// or an identifier that a declaration in the same file sets to one
// (const TOOL_NAME = "send_invoice"; TOOL_NAME = "x" in Python). Its
// start and end are where the literal's text is, next the offset after
// what data[i] holds.
func nameAt(data []byte, i int) (v string, start, end, next int, ok bool) {
	if v, start, end, next, ok = literalAt(data, i); ok {
		return v, start, end, next, ok
	}
	i = skipSpace(data, i)
	e := i
	for e < len(data) && identByte(data[e]) {
		e++
	}
	if e == i || data[i] >= '0' && data[i] <= '9' {
		return "", 0, 0, 0, false
	}
	if v, start, end, ok = constValue(data, string(data[i:e])); ok {
		return v, start, end, e, true
	}
	return "", 0, 0, 0, false
}

// constValue finds the string a declaration in data gives the
// identifier id (id = "..." with an optional const, let or var before
// it): its value and where its text is.
func constValue(data []byte, id string) (v string, start, end int, ok bool) {
	for at := range occurrences(data, id) {
		after := at + len(id)
		if at > 0 && (identByte(data[at-1]) || data[at-1] == '.') || after < len(data) && identByte(data[after]) {
			continue // a longer name, or a property
		}
		j := skipSpace(data, after)
		if j >= len(data) || data[j] != '=' || j+1 < len(data) && (data[j+1] == '=' || data[j+1] == '>') {
			continue
		}
		if v, start, end, _, ok = literalAt(data, j+1); ok {
			return v, start, end, true
		}
	}
	return "", 0, 0, false
}

// toolName reports a string shaped like a tool's name: MCP's names are
// 1-128 of letters, digits, _ - . and /; a name with no letter, or one
// that holds a space, is something else.
func toolName(s string) bool {
	if s == "" || len(s) > 128 {
		return false
	}
	letter := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			letter = true
		case c >= '0' && c <= '9' || c == '_' || c == '-' || c == '.' || c == '/':
		default:
			return false
		}
	}
	return letter
}

func identByte(c byte) bool {
	return c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// occurrences yields where each occurrence of needle starts in data, in
// order, each after the end of the one before.
func occurrences(data []byte, needle string) iter.Seq[int] {
	return func(yield func(int) bool) {
		for off := 0; off <= len(data); {
			i := bytes.Index(data[off:], []byte(needle))
			if i < 0 || !yield(off+i) {
				return
			}
			off += i + len(needle)
		}
	}
}

func skipSpace(data []byte, i int) int {
	for i < len(data) && (data[i] == ' ' || data[i] == '\t' || data[i] == '\n' || data[i] == '\r') {
		i++
	}
	return i
}
