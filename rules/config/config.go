// Package config reads pluglint's configuration file, .pluglint.yaml:
// rule levels, ignore entries and the tool inventory path. It keeps the
// position of every setting so that a mistake, and an ignore entry that
// matches nothing, can be reported at its line and column.
//
// The file is strict: an unknown key, a rule that does not exist, a level
// that is not off, note, warning or error, or an attempt to configure a
// fixed rule is an error, because a setting that silently does nothing is
// worse than one that fails.
package config

// The configuration file's JSON Schema is generated from the rule registry
// by TestSchemaFile under -update.
//go:generate go test -run TestSchemaFile -update .

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"path"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"go.yaml.in/yaml/v3"

	"github.com/pluglint/pluglint/rules"
)

// FileName is the name pluglint looks for from the linted path upward.
const FileName = ".pluglint.yaml"

// MaxSize bounds the configuration file: it is a handful of lines, and a
// mistaken --config pointing at a huge file must not be read whole.
const MaxSize = 1 << 20

// Pos is a 1-based line and column in the configuration file.
type Pos struct {
	Line, Column int
}

// File is a parsed configuration file.
type File struct {
	// Path is the file as shown to the user.
	Path string
	// Levels are the `rules:` entries, in file order.
	Levels []*Level
	// Ignores are the `ignore:` entries, in file order.
	Ignores []*Ignore
	// Tools is the `tools:` value as written: a path relative to the
	// file's directory; empty when absent.
	Tools    string
	ToolsPos Pos
	// Excludes are the `exclude:` globs, in file order: .gitignore syntax,
	// relative to the file's directory.
	Excludes []Exclude
}

// Exclude is one `exclude:` glob.
type Exclude struct {
	Glob string
	Pos  Pos
}

// Level is one `rules:` entry.
type Level struct {
	Rule  *rules.Rule
	Level rules.Level
	Pos   Pos // of the key
}

// Ignore is one `ignore:` entry.
type Ignore struct {
	Rule *rules.Rule
	// Path is a slash-separated path relative to the file's directory; it
	// may hold path.Match wildcards (`*` never crosses a `/`).
	Path string
	// Pointer is a JSON Pointer; empty matches every finding of the rule
	// in the file.
	Pointer string
	Reason  string
	// Expires is the last day the entry applies (YYYY-MM-DD as written),
	// or empty.
	Expires string
	Pos     Pos // of the entry
}

// Expired reports whether the entry no longer applies on day today: an
// entry holds through the whole of its expiry date.
func (ig *Ignore) Expired(today time.Time) bool {
	if ig.Expires == "" {
		return false
	}
	day, err := time.Parse(time.DateOnly, ig.Expires)
	if err != nil {
		return false // rejected by Parse; never reached
	}
	y, m, d := today.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC).After(day)
}

// Error is one mistake in a configuration file. Line and Column are 0
// when unknown (the YAML parser reports only the line of a syntax error).
type Error struct {
	Path         string
	Line, Column int
	Msg          string
}

func (e *Error) Error() string {
	switch {
	case e.Line == 0:
		return e.Path + ": " + e.Msg
	case e.Column == 0:
		return fmt.Sprintf("%s:%d: %s", e.Path, e.Line, e.Msg)
	}
	return fmt.Sprintf("%s:%d:%d: %s", e.Path, e.Line, e.Column, e.Msg)
}

// Errors is every mistake found in one file, in file order.
type Errors []*Error

// Error lists the mistakes one per line, each starting with its
// position so that editors can jump to it.
func (es Errors) Error() string {
	if len(es) == 1 {
		return es[0].Error()
	}
	lines := make([]string, len(es))
	for i, e := range es {
		lines[i] = e.Error()
	}
	return fmt.Sprintf("%d mistakes in the configuration:\n", len(es)) + strings.Join(lines, "\n")
}

// Levels accepted in `rules:`. Only the words the output uses: the
// aliases --fail-on takes are not accepted, so that every config file
// reads the same way.
var levelWords = map[string]rules.Level{"off": rules.Off, "note": rules.Note, "warning": rules.Warning, "error": rules.Error}

var topKeys = []string{"rules", "ignore", "tools", "exclude"}

var ignoreKeys = []string{"rule", "path", "pointer", "reason", "expires"}

// Read parses a configuration file from r, reading at most MaxSize bytes.
func Read(shown string, r io.Reader) (*File, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxSize+1))
	if err != nil {
		return nil, fmt.Errorf("reading %s: %w", shown, err)
	}
	if len(data) > MaxSize {
		return nil, &Error{Path: shown, Msg: fmt.Sprintf("larger than %d bytes; is this the right file?", MaxSize)}
	}
	return Parse(shown, data)
}

// Parse parses configuration data; shown is the file's path as shown in
// errors. The error, if any, is an Errors listing every mistake.
func Parse(shown string, data []byte) (*File, error) {
	p := &parser{file: &File{Path: shown}}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var doc yaml.Node
	if err := decode(dec, &doc); err != nil {
		if errors.Is(err, io.EOF) {
			return p.file, nil // an empty file configures nothing
		}
		return nil, Errors{syntaxError(shown, err)}
	}
	var extra yaml.Node
	if err := decode(dec, &extra); err == nil {
		p.errorf(&extra, "a second YAML document; the configuration is one document")
	} else if !errors.Is(err, io.EOF) {
		return nil, Errors{syntaxError(shown, err)}
	}
	if len(doc.Content) == 1 {
		p.top(deref(doc.Content[0]))
	}
	if len(p.errs) > 0 {
		sort.SliceStable(p.errs, func(i, j int) bool {
			a, b := p.errs[i], p.errs[j]
			return a.Line < b.Line || (a.Line == b.Line && a.Column < b.Column)
		})
		return nil, p.errs
	}
	return p.file, nil
}

// decode reads the next YAML document. yaml.v3 panics only on its own
// bugs, but a configuration file can come with a package, which must not
// crash pluglint: such a panic is a syntax error of the file.
func decode(dec *yaml.Decoder, n *yaml.Node) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("yaml: %v", r)
		}
	}()
	return dec.Decode(n)
}

// yamlLine splits yaml.v3's syntax errors; compiled only when a
// configuration file fails to parse.
var yamlLine = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^yaml: line (\d+): (.*)$`) })

func syntaxError(shown string, err error) *Error {
	msg := err.Error()
	if m := yamlLine().FindStringSubmatch(msg); m != nil {
		line, _ := strconv.Atoi(m[1])
		return &Error{Path: shown, Line: line, Msg: "YAML syntax: " + m[2]}
	}
	return &Error{Path: shown, Msg: "YAML syntax: " + strings.TrimPrefix(msg, "yaml: ")}
}

type parser struct {
	file *File
	errs Errors
}

func (p *parser) errorf(n *yaml.Node, format string, args ...any) {
	p.errs = append(p.errs, &Error{Path: p.file.Path, Line: n.Line, Column: n.Column, Msg: fmt.Sprintf(format, args...)})
}

func deref(n *yaml.Node) *yaml.Node {
	for n != nil && n.Kind == yaml.AliasNode {
		n = n.Alias
	}
	return n
}

func isNull(n *yaml.Node) bool {
	return n.Kind == yaml.ScalarNode && n.Tag == "!!null"
}

// members returns a mapping's key/value pairs, reporting duplicate keys
// and keys that are not plain strings.
func (p *parser) members(n *yaml.Node, what string) [][2]*yaml.Node {
	if n.Kind != yaml.MappingNode {
		p.errorf(n, "%s must be a mapping, found %s", what, kindText(n))
		return nil
	}
	var out [][2]*yaml.Node
	first := map[string]*yaml.Node{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := deref(n.Content[i]), deref(n.Content[i+1])
		if k.Kind != yaml.ScalarNode {
			p.errorf(k, "a key in %s must be a string, found %s", what, kindText(k))
			continue
		}
		if f := first[k.Value]; f != nil {
			p.errorf(k, "duplicate key %q in %s (first at %d:%d)", k.Value, what, f.Line, f.Column)
			continue
		}
		first[k.Value] = k
		out = append(out, [2]*yaml.Node{k, v})
	}
	return out
}

func (p *parser) top(n *yaml.Node) {
	if isNull(n) {
		return
	}
	for _, kv := range p.members(n, "the configuration") {
		k, v := kv[0], kv[1]
		switch k.Value {
		case "rules":
			p.rules(v)
		case "ignore":
			p.ignores(v)
		case "exclude":
			p.excludes(v)
		case "tools":
			if s, ok := p.str(v, "tools"); ok {
				if msg := checkRelPath(s); msg != "" {
					p.errorf(v, "tools: %s", msg)
				}
				p.file.Tools, p.file.ToolsPos = s, Pos{v.Line, v.Column}
			}
		default:
			p.errorf(k, "unknown key %q (want %s)%s", k.Value, orList(topKeys), suggest(k.Value, topKeys))
		}
	}
}

// str reads a non-empty string scalar.
func (p *parser) str(n *yaml.Node, what string) (string, bool) {
	if n.Kind != yaml.ScalarNode || isNull(n) {
		p.errorf(n, "%s must be a string, found %s", what, kindText(n))
		return "", false
	}
	if strings.TrimSpace(n.Value) == "" {
		p.errorf(n, "%s is empty", what)
		return "", false
	}
	return n.Value, true
}

func (p *parser) rule(n *yaml.Node, what string) *rules.Rule {
	s, ok := p.str(n, what)
	if !ok {
		return nil
	}
	// Exact IDs and names only, as the JSON Schema lists them, so that
	// an editor and pluglint agree on what the file means.
	r := rules.Lookup(s)
	if r != nil && (s == r.ID || s == r.Name) {
		return r
	}
	hint := ""
	if r != nil {
		hint = fmt.Sprintf(" (did you mean %q?)", r.ID)
	}
	p.errorf(n, "unknown rule %q%s (see pluglint rules)", s, hint)
	return nil
}

func (p *parser) rules(n *yaml.Node) {
	if isNull(n) {
		return
	}
	seen := map[*rules.Rule]*yaml.Node{}
	for _, kv := range p.members(n, "rules") {
		k, v := kv[0], kv[1]
		r := p.rule(k, "a rule")
		if r == nil {
			continue
		}
		if f := seen[r]; f != nil {
			p.errorf(k, "rule %s is configured twice (first at %d:%d)", r, f.Line, f.Column)
			continue
		}
		seen[r] = k
		if r.Fixed {
			p.errorf(k, "rule %s is fixed: its findings mean Hermes rejects the package, so its level cannot be changed", r)
			continue
		}
		if v.Kind != yaml.ScalarNode || isNull(v) {
			p.errorf(v, "the level of %s must be off, note, warning or error, found %s", r.ID, kindText(v))
			continue
		}
		lvl, ok := levelWords[v.Value]
		if !ok {
			hint := ""
			if l, ok := levelWords[strings.ToLower(strings.TrimSpace(v.Value))]; ok {
				hint = fmt.Sprintf(" (did you mean %q?)", l.String())
			}
			p.errorf(v, "unknown level %q for %s (want off, note, warning or error)%s", v.Value, r.ID, hint)
			continue
		}
		p.file.Levels = append(p.file.Levels, &Level{Rule: r, Level: lvl, Pos: Pos{k.Line, k.Column}})
	}
}

// excludes reads the exclude: globs. A glob may start with "/" (anchored
// to the file's directory, as in .gitignore) or "!" (re-include); it may
// not climb out of the file's directory.
func (p *parser) excludes(n *yaml.Node) {
	if isNull(n) {
		return
	}
	if n.Kind != yaml.SequenceNode {
		p.errorf(n, "exclude must be a list of globs, found %s", kindText(n))
		return
	}
	for _, item := range n.Content {
		item = deref(item)
		s, ok := p.str(item, "an exclude glob")
		if !ok {
			continue
		}
		rel := strings.TrimPrefix(strings.TrimPrefix(s, "!"), "/")
		if msg := checkRelPath(rel); msg != "" {
			p.errorf(item, "exclude: %s", msg)
			continue
		}
		if _, err := path.Match(strings.ReplaceAll(rel, "**", "*"), ""); err != nil {
			p.errorf(item, "exclude %q is not a valid glob: %v", s, err)
			continue
		}
		p.file.Excludes = append(p.file.Excludes, Exclude{Glob: s, Pos: Pos{item.Line, item.Column}})
	}
}

func (p *parser) ignores(n *yaml.Node) {
	if isNull(n) {
		return
	}
	if n.Kind != yaml.SequenceNode {
		p.errorf(n, "ignore must be a list of entries, found %s", kindText(n))
		return
	}
	for _, item := range n.Content {
		if ig := p.ignore(deref(item)); ig != nil {
			p.file.Ignores = append(p.file.Ignores, ig)
		}
	}
}

func (p *parser) ignore(n *yaml.Node) *Ignore {
	before := len(p.errs)
	ig := &Ignore{Pos: Pos{n.Line, n.Column}}
	have := map[string]bool{}
	for _, kv := range p.members(n, "an ignore entry") {
		k, v := kv[0], kv[1]
		have[k.Value] = true
		switch k.Value {
		case "rule":
			ig.Rule = p.rule(v, "rule")
			if ig.Rule != nil && ig.Rule.Fixed {
				p.errorf(v, "rule %s is fixed: its findings mean Hermes rejects the package, so they cannot be ignored", ig.Rule)
			}
		case "path":
			if s, ok := p.str(v, "path"); ok {
				if msg := checkRelPath(s); msg != "" {
					p.errorf(v, "path: %s", msg)
				} else if _, err := path.Match(s, ""); err != nil {
					p.errorf(v, "path %q is not a valid pattern: %v", s, err)
				}
				ig.Path = s
			}
		case "pointer":
			if v.Kind != yaml.ScalarNode || isNull(v) {
				p.errorf(v, "pointer must be a string, found %s", kindText(v))
			} else if msg := checkPointer(v.Value); msg != "" {
				p.errorf(v, "pointer %q %s", v.Value, msg)
			} else {
				ig.Pointer = v.Value
			}
		case "reason":
			ig.Reason, _ = p.str(v, "reason")
		case "expires":
			if v.Kind != yaml.ScalarNode || isNull(v) {
				p.errorf(v, "expires must be a date (YYYY-MM-DD), found %s", kindText(v))
			} else if _, err := time.Parse(time.DateOnly, v.Value); err != nil {
				p.errorf(v, "expires %q is not a date (want YYYY-MM-DD, such as 2027-03-31)", v.Value)
			} else {
				ig.Expires = v.Value
			}
		default:
			p.errorf(k, "unknown key %q in an ignore entry (want %s)%s", k.Value, orList(ignoreKeys), suggest(k.Value, ignoreKeys))
		}
	}
	if n.Kind != yaml.MappingNode {
		return nil
	}
	for _, req := range []string{"rule", "path", "reason"} {
		if !have[req] {
			why := ""
			if req == "reason" {
				why = ": say why the finding is acceptable, so the next reader can judge"
			}
			p.errorf(n, "ignore entry has no %q%s", req, why)
		}
	}
	if len(p.errs) > before {
		return nil
	}
	return ig
}

// checkRelPath checks a path written in the file: relative to the file's
// directory, slash-separated, and not climbing out of it.
func checkRelPath(s string) string {
	switch {
	case strings.Contains(s, `\`):
		return fmt.Sprintf("%q: use / to separate path elements", s)
	case strings.HasPrefix(s, "/") || (len(s) > 1 && s[1] == ':'):
		return fmt.Sprintf("%q is absolute; write it relative to the directory of the configuration file", s)
	}
	for _, elem := range strings.Split(s, "/") {
		if elem == ".." {
			return fmt.Sprintf("%q leaves the directory of the configuration file; put the configuration higher up", s)
		}
	}
	return ""
}

// checkPointer checks RFC 6901 syntax: empty, or "/" segments where "~"
// is only ever followed by "0" or "1".
func checkPointer(s string) string {
	if s == "" {
		return ""
	}
	if s[0] != '/' {
		return "must start with \"/\" (such as /mcpServers/demo/env/TOKEN)"
	}
	for i := 0; i < len(s); i++ {
		if s[i] == '~' && (i+1 == len(s) || (s[i+1] != '0' && s[i+1] != '1')) {
			return "has a \"~\" not followed by 0 or 1 (write ~0 for ~ and ~1 for /)"
		}
	}
	return ""
}

func kindText(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	case yaml.ScalarNode:
		if isNull(n) {
			return "nothing"
		}
		return strconv.Quote(n.Value)
	}
	return "something else"
}

func orList(words []string) string {
	if len(words) == 1 {
		return words[0]
	}
	return strings.Join(words[:len(words)-1], ", ") + " or " + words[len(words)-1]
}

// suggest proposes the closest known key for a misspelled one.
func suggest(got string, known []string) string {
	best, bestDist := "", 3
	for _, k := range known {
		if d := distance(strings.ToLower(got), k); d < bestDist {
			best, bestDist = k, d
		}
	}
	if best == "" {
		return ""
	}
	return fmt.Sprintf(" (did you mean %q?)", best)
}

// distance is the Levenshtein distance between a and b.
func distance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
