// Package skilllink finds the files a SKILL.md's body points at inside
// its own folder: the targets of Markdown links, images and link
// reference definitions, and relative paths written as inline code under
// the folders the Agent Skills format names (scripts/, references/,
// assets/). It reads text only; whether a target exists is for the caller
// to ask of the package.
//
// It keeps to what a reader of the skill would take for a file of the
// skill, to stay quiet on everything else: URLs (any "scheme:"), anchors,
// absolute and home paths, Windows paths, placeholders and globs are not
// targets, and nothing inside fenced code blocks or HTML comments is
// (those are examples, or text the model never acts on). A target's
// "#fragment" and "?query" are dropped and %XX escapes decoded.
package skilllink

import (
	"net/url"
	"path"
	"regexp"
	"strings"
	"sync"
)

// Kind says how the body points at a target.
type Kind uint8

// The ways a SKILL.md body points at a file.
const (
	Link       Kind = iota + 1 // [text](target)
	Image                      // ![alt](target)
	Definition                 // [label]: target
	Code                       // `scripts/run.py`, alone or as one word of a command
)

// Ref is one target in the body.
type Ref struct {
	Kind Kind
	// Start and End are the byte offsets of the target as written (for a
	// link, the destination without its angle brackets or title).
	Start, End int
	// Written is the target as written; Path is what it names relative to
	// the skill's folder, cleaned, without fragment or query, %XX-decoded.
	// Path starts with "../" when it leaves the folder.
	Written, Path string
	// Dir is set when the target ends in "/": it names a directory.
	Dir bool
}

// codeRoots are the folders of a skill the Agent Skills format names; a
// path in inline code counts as the skill's own only under one of them.
var codeRoots = []string{"scripts/", "references/", "assets/"}

// Find returns the targets in text[from:], in order. text is the whole
// SKILL.md, so that offsets are the file's.
func Find(text string, from int) []Ref {
	var out []Ref
	Each(text, from, func(r Ref) { out = append(out, r) })
	return out
}

// Each calls emit with each target in s[from:], in order, holding none
// of them: a SKILL.md of a million links costs no memory for them.
func Each(s string, from int, emit func(Ref)) {
	var fence string // the opening fence's run of ` or ~, while in a fenced block
	inComment := false
	var ticks tickRuns
	for off := from; off < len(s); {
		end := strings.IndexByte(s[off:], '\n')
		lineEnd := len(s)
		if end >= 0 {
			lineEnd = off + end
		}
		line := s[off:lineEnd]
		next := lineEnd + 1
		switch {
		case fence != "":
			if closesFence(line, fence) {
				fence = ""
			}
		case inComment:
			if i := strings.Index(line, "-->"); i >= 0 {
				inComment = false
				scanLine(emit, s, off+i+3, lineEnd, &inComment, &ticks)
			}
		default:
			if f := opensFence(line); f != "" {
				fence = f
				break
			}
			if r, ok := definition(s, off, lineEnd); ok {
				emit(r)
				break
			}
			scanLine(emit, s, off, lineEnd, &inComment, &ticks)
		}
		if end < 0 {
			break
		}
		off = next
	}
}

// opensFence returns the fence a line opens (three or more ` or ~ after at
// most three spaces), or "".
func opensFence(line string) string {
	t := strings.TrimLeft(line, " ")
	if len(line)-len(t) > 3 || len(t) < 3 || (t[0] != '`' && t[0] != '~') {
		return ""
	}
	n := 0
	for n < len(t) && t[n] == t[0] {
		n++
	}
	if n < 3 || (t[0] == '`' && strings.ContainsRune(t[n:], '`')) {
		return ""
	}
	return t[:n]
}

// closesFence reports whether a line closes a block opened by fence: a run
// of the same character at least as long, and nothing else.
func closesFence(line, fence string) bool {
	t := strings.TrimLeft(line, " ")
	if len(line)-len(t) > 3 || !strings.HasPrefix(t, fence) {
		return false
	}
	rest := strings.TrimLeft(t, fence[:1])
	return strings.TrimSpace(rest) == ""
}

// definitionLine matches a link reference definition: [label]: target.
var definitionLine = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^ {0,3}\[[^\]]+\]:[ \t]*(<[^>\n]*>|\S+)`)
})

// mayDefine reports whether line starts as a definition must, with at
// most three spaces and a "[": most lines do not, and are passed by
// without compiling definitionLine.
func mayDefine(line string) bool {
	t := strings.TrimLeft(line, " ")
	return len(line)-len(t) <= 3 && strings.HasPrefix(t, "[")
}

func definition(s string, off, lineEnd int) (Ref, bool) {
	line := s[off:lineEnd]
	if !mayDefine(line) {
		return Ref{}, false
	}
	m := definitionLine().FindStringSubmatchIndex(line)
	if m == nil {
		return Ref{}, false
	}
	start, end := off+m[2], off+m[3]
	if end-start >= 2 && s[start] == '<' && s[end-1] == '>' {
		start, end = start+1, end-1
	}
	return target(Definition, s, start, end)
}

// scanLine finds link targets and inline code paths in s[off:lineEnd],
// skipping HTML comments (and noting one left open at the end). It reads
// each byte a bounded number of times, whatever the line holds: a
// hostile SKILL.md is one line of eight megabytes.
func scanLine(emit func(Ref), s string, off, lineEnd int, inComment *bool, ticks *tickRuns) {
	ticks.read(s, off, lineEnd)
	var opens []int // the unescaped "[" not yet closed, innermost last
	for i := off; i < lineEnd; i++ {
		switch c := s[i]; {
		case c == '\\':
			i++ // an escaped character is literal
		case c == '<' && strings.HasPrefix(s[i:lineEnd], "<!--"):
			j := strings.Index(s[i+4:lineEnd], "-->")
			if j < 0 {
				*inComment = true
				return
			}
			i += 4 + j + 2
		case c == '`':
			n := run(s, i, lineEnd, '`')
			j := ticks.next(n, i+n)
			if j < 0 {
				i += n - 1 // unmatched: literal backticks
				continue
			}
			codePaths(emit, s, i+n, j)
			i = j + n - 1
		case c == '[':
			opens = append(opens, i)
		case c == ']':
			// A link is "[text](": a "[" not escaped (an escaped one
			// never gets here), closed by this "]", then "(".
			if len(opens) == 0 {
				continue
			}
			at := opens[len(opens)-1]
			opens = opens[:len(opens)-1]
			if i+1 >= lineEnd || s[i+1] != '(' {
				continue
			}
			kind := Link
			if at > off && s[at-1] == '!' {
				kind = Image
			}
			r, ok, resume := destination(kind, s, i+2, lineEnd)
			if ok {
				emit(r)
			}
			i = resume - 1
		}
	}
}

// run returns how many c start at s[i].
func run(s string, i, end int, c byte) int {
	n := 0
	for i+n < end && s[i+n] == c {
		n++
	}
	return n
}

// tickRuns lists a line's runs of backticks by length, so that the run
// closing a code span is found without rescanning the line. One is
// reused from line to line of a file (read), keeping its maps: a skill
// has backticks on most of its lines, nearly all in runs of one to three.
type tickRuns struct {
	starts map[int][]int // run length -> where runs of it start, ascending
	seen   map[int]int   // run length -> how many of starts are behind
}

// read lists the runs of backticks in s[off:end], forgetting the
// previous line's.
func (t *tickRuns) read(s string, off, end int) {
	if len(t.starts) > 8 {
		// A line of runs of many lengths: do not carry its keys over
		// to every line after it.
		t.starts, t.seen = nil, nil
	}
	for n, at := range t.starts {
		t.starts[n] = at[:0]
	}
	clear(t.seen)
	for i := off; i < end; {
		j := strings.IndexByte(s[i:end], '`')
		if j < 0 {
			break
		}
		if t.starts == nil { // most lines have no backtick: no maps for them
			t.starts, t.seen = map[int][]int{}, map[int]int{}
		}
		n := run(s, i+j, end, '`')
		t.starts[n] = append(t.starts[n], i+j)
		i += j + n
	}
}

// next returns where the first run of exactly n backticks at or after
// from starts, or -1. from only grows from one call to the next.
func (t *tickRuns) next(n, from int) int {
	starts := t.starts[n]
	if len(starts) == 0 {
		return -1
	}
	k := t.seen[n]
	for k < len(starts) && starts[k] < from {
		k++
	}
	t.seen[n] = k
	if k == len(starts) {
		return -1
	}
	return starts[k]
}

// destination reads a link destination starting at s[i] (just after
// "]("): <...>, or text up to whitespace or the ")" that balances. It
// also returns where scanning may resume: past what it read.
func destination(kind Kind, s string, i, end int) (Ref, bool, int) {
	for i < end && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	if i < end && s[i] == '<' {
		j := strings.IndexByte(s[i+1:end], '>')
		if j < 0 {
			return Ref{}, false, end
		}
		r, ok := target(kind, s, i+1, i+1+j)
		return r, ok, i + 1 + j
	}
	depth, j := 0, i
	for ; j < end; j++ {
		c := s[j]
		if c == '\\' {
			j++
			continue
		}
		if c == ' ' || c == '\t' {
			break
		}
		if c == '(' {
			depth++
		}
		if c == ')' {
			if depth == 0 {
				break
			}
			depth--
		}
	}
	if j > end {
		j = end
	}
	// What follows is the closing ")" or a title: otherwise this is not
	// a link ("[x](my file.md)" is text, as CommonMark reads it).
	k := j
	for k < end && (s[k] == ' ' || s[k] == '\t') {
		k++
	}
	if k >= end || (s[k] != ')' && (k == j || !strings.ContainsRune("\"'(", rune(s[k])))) {
		return Ref{}, false, max(j, i)
	}
	r, ok := target(kind, s, i, j)
	return r, ok, j
}

// codePaths adds the words of an inline code span s[start:end] that are
// paths under one of codeRoots.
func codePaths(emit func(Ref), s string, start, end int) {
	for i := start; i < end; {
		for i < end && isSpace(s[i]) {
			i++
		}
		j := i
		for j < end && !isSpace(s[j]) {
			j++
		}
		ws, we := i, j
		// Quotes around a word belong to the command, not the path.
		for ws < we && (s[ws] == '"' || s[ws] == '\'') {
			ws++
		}
		for we > ws && (s[we-1] == '"' || s[we-1] == '\'' || s[we-1] == ',' || s[we-1] == ';') {
			we--
		}
		if w := strings.TrimPrefix(s[ws:we], "./"); underCodeRoot(w) {
			if r, ok := target(Code, s, ws, we); ok {
				emit(r)
			}
		}
		i = j
	}
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' }

// underCodeRoot reports whether w is a path below one of codeRoots (the
// folder alone is not a file the skill points at).
func underCodeRoot(w string) bool {
	for _, root := range codeRoots {
		if rest, ok := strings.CutPrefix(w, root); ok && strings.Trim(rest, "/") != "" {
			return true
		}
	}
	return false
}

// schemeLike reports whether p starts with a URL scheme and its colon,
// or a Windows drive ("C:"): ^[A-Za-z][A-Za-z0-9+.-]*: by hand.
func schemeLike(p string) bool {
	for i := 0; i < len(p); i++ {
		switch c := p[i]; {
		case c == ':':
			return i > 0
		case 'a' <= c|0x20 && c|0x20 <= 'z':
		case i > 0 && ('0' <= c && c <= '9' || c == '+' || c == '.' || c == '-'):
		default:
			return false
		}
	}
	return false
}

// target makes a Ref of s[start:end] when it is a relative path.
func target(kind Kind, s string, start, end int) (Ref, bool) {
	if kind == Code {
		end = start + len(trimLineNumber(s[start:end]))
	}
	written := s[start:end]
	p := written
	if i := strings.IndexAny(p, "#?"); i >= 0 {
		p = p[:i]
	}
	if p == "" || p[0] == '/' || p[0] == '~' || strings.ContainsRune(p, '\\') || schemeLike(p) {
		return Ref{}, false
	}
	if d, err := url.PathUnescape(p); err == nil {
		p = d
	}
	// Placeholders, templates and globs name no one file.
	if strings.ContainsAny(p, "$%{}<>*[]|\x00") || strings.ContainsFunc(p, isControl) {
		return Ref{}, false
	}
	dir := strings.HasSuffix(p, "/")
	clean := path.Clean(p)
	if clean == "." || (clean == ".." && kind == Code) {
		return Ref{}, false
	}
	return Ref{Kind: kind, Start: start, End: end, Written: written, Path: clean, Dir: dir}, true
}

func isControl(r rune) bool { return r < 0x20 || r == 0x7f }

// trimLineNumber removes a ":12" or ":12:5" after a path in code, as
// compilers and editors write a place in a file: what the expression
// (?::[0-9]+){1,2}$ finds, by hand.
func trimLineNumber(w string) string {
	for range 2 {
		i := strings.LastIndexByte(w, ':')
		if i < 0 || i == len(w)-1 || strings.Trim(w[i+1:], "0123456789") != "" {
			break
		}
		w = w[:i]
	}
	return w
}
