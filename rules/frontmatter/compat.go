package frontmatter

import (
	"bytes"
	"strings"

	"go.yaml.in/yaml/v3"
)

// yaml.v3 was ported from libyaml 0.2.x; Hermes accepts what either of
// ruamel.yaml's parsers accepts (its C parser, an older libyaml, and then
// its pure Python one). They differ from yaml.v3 in a few rules:
//
//   - In a double-quoted scalar, ruamel accepts the escape "\/" and rejects
//     "\'"; yaml.v3 does the opposite.
//   - ruamel accepts a "%YAML 1.2" directive; yaml.v3 only 1.1.
//   - In a flow collection, both of ruamel's parsers end a plain scalar at
//     "?" ("[what?]" fails) and keep ":" followed by "]" ("[a:]"), as
//     yaml.v3 does.
//   - ruamel's pure parser takes NEL, LS and PS for line breaks that do
//     not start a new line, so they may continue a plain scalar in block
//     context where libyaml fails (see unicodeBreaks in load.go).
//
// The accepting side of each difference is handled by re-parsing a patched
// copy of the text, the rejecting side by checking the parsed tree.

// patch describes the same-length substitutions that make yaml.v3 accept
// what ruamel accepts.
type patch struct {
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

// patchText returns a copy of text, of the same length, in which each "\/"
// is replaced by an escape yaml.v3 knows and a "%YAML 1.2" directive by
// 1.1. It returns nil when there is nothing to substitute or no safe
// substitute.
func patchText(text []byte) ([]byte, patch) {
	var p patch
	p.slash = bytes.Contains(text, []byte(`\/`))
	v12 := yaml12Directive(text)
	p.version = v12 >= 0
	if !p.slash && !p.version {
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
	if p.slash {
		for _, e := range escapeLetters {
			if !produced[e.ctl] && !produced['\\'] && !bytes.Contains(text, []byte{'\\', e.letter}) {
				p.esc, p.ctl = e.letter, e.ctl
				break
			}
		}
		p.slash = p.esc != 0
	}
	if !p.slash && !p.version {
		return nil, p
	}
	out := bytes.Clone(text)
	if p.version {
		out[v12+len("%YAML 1.")] = '1' // yaml.v3 knows only 1.1; libyaml 0.2.5 also accepts 1.2
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

// checkLibyaml rejects what ruamel rejects but yaml.v3 accepts: "\'" in
// double-quoted scalars.
func (l *loader) checkLibyaml(root *yaml.Node) *Error {
	seen := make(map[*yaml.Node]bool)
	var walk func(n *yaml.Node) *Error
	walk = func(n *yaml.Node) *Error {
		if n.Kind == yaml.AliasNode || seen[n] {
			return nil
		}
		seen[n] = true
		if n.Kind == yaml.ScalarNode {
			return l.checkScalar(n)
		}
		for _, c := range n.Content {
			if err := walk(c); err != nil {
				return err
			}
		}
		return nil
	}
	return walk(root)
}

func (l *loader) checkScalar(n *yaml.Node) *Error {
	if n.Style&yaml.DoubleQuotedStyle == 0 || strings.IndexByte(n.Value, '\'') < 0 {
		return nil
	}
	src := l.src
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
	return nil
}
