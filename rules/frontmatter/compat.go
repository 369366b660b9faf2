package frontmatter

import (
	"bytes"
	"strings"

	"go.yaml.in/yaml/v3"
)

// yaml.v3 was ported from a libyaml older than 0.2.5, the version PyYAML's
// wheels bundle, and its scanner differs from 0.2.5 in a few rules:
//
//   - In a flow collection, 0.2.5 keeps "?" inside a plain scalar
//     ("[what?]", "[http://x/?a=b]"); yaml.v3 ends the scalar there and
//     fails.
//   - In a flow collection, 0.2.5 rejects ":" followed by one of ",?[]{}"
//     inside a plain scalar ("[a:]"); yaml.v3 keeps it.
//   - In a double-quoted scalar, 0.2.5 accepts the escape "\/" and rejects
//     "\'"; yaml.v3 does the opposite.
//   - 0.2.5 accepts a "%YAML 1.2" directive; yaml.v3 only 1.1.
//
// The accepting side of each difference is handled by re-parsing a patched
// copy of the text, the rejecting side by checking the parsed tree. Not
// handled: 0.2.5 ends a tag at ",", "[" or "]" (so "[!!str, a]" holds an
// empty string), and keeps a "?" that starts a continuation line of a plain
// scalar in a flow collection; neither is likely in a SKILL.md.

// patch describes the same-length substitutions that make yaml.v3 accept
// what libyaml 0.2.5 accepts.
type patch struct {
	q       byte // stands for "?" in plain scalars, or 0
	esc     byte // the escape letter that stands for "\/", or 0
	ctl     byte // the character that escape decodes to
	slash   bool // whether "\/" was substituted
	version bool // whether a "%YAML 1.2" directive was turned into 1.1
}

// escapeLetters are escapes yaml.v3 decodes to a control character, which
// the reader rejects when written literally, so the decoded character can
// only come from the substitution.
var escapeLetters = [...]struct{ letter, ctl byte }{
	{'a', 0x07}, {'b', 0x08}, {'v', 0x0b}, {'f', 0x0c}, {'e', 0x1b},
}

// patchText returns a copy of text, of the same length, in which the "?"
// that libyaml 0.2.5 would keep inside plain scalars are replaced by a
// character absent from text, and each "\/" by an escape yaml.v3 knows. It
// returns nil when there is nothing to substitute or no safe substitute.
func patchText(text []byte) ([]byte, patch) {
	var p patch
	qs := questionMarks(text)
	p.slash = bytes.Contains(text, []byte(`\/`))
	v12 := yaml12Directive(text)
	p.version = v12 >= 0
	if len(qs) == 0 && !p.slash && !p.version {
		return nil, p
	}
	// Characters that escapes in the text might produce, so that they are
	// not taken for substitutes.
	var produced [128]bool
	for i := 0; i+1 < len(text); i++ {
		if text[i] != '\\' {
			continue
		}
		n := 0
		switch text[i+1] {
		case 'x':
			n = 2
		case 'u':
			n = 4
		case 'U':
			n = 8
		}
		if n == 0 || i+2+n > len(text) {
			continue
		}
		c := 0
		for _, h := range text[i+2 : i+2+n] {
			d := digitVal(h)
			if d >= 16 {
				c = -1
				break
			}
			c = c*16 + d
		}
		if c >= 0 && c < len(produced) {
			produced[c] = true
		}
	}
	if len(qs) > 0 {
		for _, c := range []byte("QXZJKqxzjkVWYvwy0123456789") {
			if !produced[c] && bytes.IndexByte(text, c) < 0 {
				p.q = c
				break
			}
		}
		if p.q == 0 {
			qs = nil
		}
	}
	if p.slash {
		for _, e := range escapeLetters {
			if !produced[e.ctl] && !produced['\\'] && !bytes.Contains(text, []byte{'\\', e.letter}) {
				p.esc, p.ctl = e.letter, e.ctl
				break
			}
		}
		p.slash = p.esc != 0
	}
	if len(qs) == 0 && !p.slash && !p.version {
		return nil, p
	}
	out := bytes.Clone(text)
	if p.version {
		out[v12+len("%YAML 1.")] = '1' // yaml.v3 knows only 1.1; libyaml 0.2.5 also accepts 1.2
	}
	for _, i := range qs {
		out[i] = p.q
	}
	if p.slash {
		for i := 0; i+1 < len(out); i++ {
			if out[i] == '\\' && out[i+1] == '/' {
				out[i+1] = p.esc
				i++
			}
		}
	}
	return out, p
}

// yaml12Directive returns the offset of a "%YAML 1.2" directive among the
// lines that open the stream, or -1.
func yaml12Directive(text []byte) int {
	for i := 0; i < len(text); {
		line := text[i:]
		if j := bytes.IndexByte(line, '\n'); j >= 0 {
			line = line[:j+1]
		}
		switch t := bytes.TrimLeft(line, " \t\r\n"); {
		case bytes.HasPrefix(line, []byte("%YAML 1.2")) && (len(line) == 9 || isBlankOrBreak(line[9])):
			return i
		case len(t) > 0 && t[0] != '#' && t[0] != '%':
			return -1
		}
		i += len(line)
	}
	return -1
}

// questionMarks returns the offsets of the "?" that continue a plain scalar
// in libyaml 0.2.5: those right after a character of a plain scalar, or
// after blanks that follow a plain word on the same line. A "?" at the start
// of a token (after an indicator, a property or a quoted scalar) is the key
// indicator in libyaml 0.2.5 too.
func questionMarks(text []byte) []int {
	var qs []int
	for i := 1; i < len(text); i++ {
		if text[i] != '?' {
			continue
		}
		j := i - 1
		if text[j] == ' ' || text[j] == '\t' {
			for j >= 0 && (text[j] == ' ' || text[j] == '\t') {
				j--
			}
			if j < 0 || !plainWordBefore(text, j) {
				continue
			}
		}
		if strings.IndexByte(" \t\r\n,[]{}\"'", text[j]) >= 0 {
			continue
		}
		qs = append(qs, i)
	}
	return qs
}

// plainWordBefore reports whether the word ending at text[j] ends with a
// plain scalar that a following "?" may continue.
func plainWordBefore(text []byte, j int) bool {
	c := text[j]
	if strings.IndexByte("\r\n,[]{}\"':", c) >= 0 {
		return false
	}
	// Find the start of the token: after a blank, a line break or a flow
	// indicator.
	k := j
	for k > 0 && strings.IndexByte(" \t\r\n,[]{}", text[k-1]) < 0 {
		k--
	}
	if strings.IndexByte("!&*#", text[k]) >= 0 {
		return false // a tag, an anchor, an alias or a comment
	}
	if k == j && (c == '?' || c == '-') {
		return false // a lone indicator
	}
	return true
}

// undo restores the substituted characters in the values and tags of the
// tree parsed from a patched text.
func (p patch) undo(n *yaml.Node) {
	seen := make(map[*yaml.Node]bool)
	var walk func(n *yaml.Node)
	walk = func(n *yaml.Node) {
		if n == nil || seen[n] {
			return
		}
		seen[n] = true
		n.Value = p.undoString(n.Value)
		n.Tag = p.undoString(n.Tag)
		n.Anchor = p.undoString(n.Anchor)
		for _, c := range n.Content {
			walk(c)
		}
	}
	walk(n)
}

func (p patch) undoString(s string) string {
	if p.q != 0 && strings.IndexByte(s, p.q) >= 0 {
		s = strings.ReplaceAll(s, string(p.q), "?")
	}
	if p.slash {
		if strings.IndexByte(s, p.ctl) >= 0 {
			s = strings.ReplaceAll(s, string(p.ctl), "/")
		}
		if strings.Contains(s, string([]byte{'\\', p.esc})) {
			s = strings.ReplaceAll(s, string([]byte{'\\', p.esc}), `\/`)
		}
	}
	return s
}

// checkLibyaml rejects what libyaml 0.2.5 rejects but yaml.v3 accepts:
// "\'" in double-quoted scalars, and ":" followed by one of ",?[]{}" in
// plain scalars inside flow collections.
func (l *loader) checkLibyaml(root *yaml.Node) *Error {
	seen := make(map[*yaml.Node]bool)
	var walk func(n *yaml.Node, flow bool) *Error
	walk = func(n *yaml.Node, flow bool) *Error {
		if n.Kind == yaml.AliasNode || seen[n] {
			return nil
		}
		seen[n] = true
		if n.Kind == yaml.ScalarNode {
			return l.checkScalar(n, flow)
		}
		flow = flow || n.Style&yaml.FlowStyle != 0
		for _, c := range n.Content {
			if err := walk(c, flow); err != nil {
				return err
			}
		}
		return nil
	}
	return walk(root, false)
}

func (l *loader) checkScalar(n *yaml.Node, flow bool) *Error {
	src := l.src
	switch {
	case n.Style&yaml.DoubleQuotedStyle != 0:
		if strings.IndexByte(n.Value, '\'') < 0 {
			return nil
		}
		off, _, _ := l.pos(n.Line, n.Column)
		start, _ := l.skipProps(off, false)
		end := l.scalarEnd(n, off)
		for i := start + 1; i < end-1; i++ {
			if src[i] == '\\' {
				if src[i+1] == '\'' {
					return l.errAt(YAML, "invalid YAML frontmatter: found unknown escape character", i)
				}
				i++
			}
		}
	case flow && n.Style&(yaml.SingleQuotedStyle|yaml.LiteralStyle|yaml.FoldedStyle) == 0:
		if strings.IndexByte(n.Value, ':') < 0 {
			return nil
		}
		off, _, _ := l.pos(n.Line, n.Column)
		start, _ := l.skipProps(off, false)
		end := l.scalarEnd(n, off)
		for i := start; i < end && i+1 < l.ye; i++ {
			if src[i] == ':' && strings.IndexByte(",?[]{}", src[i+1]) >= 0 {
				return l.errAt(YAML, "invalid YAML frontmatter: found unexpected ':'", i)
			}
		}
	}
	return nil
}
