package frontmatter

import (
	"bytes"
	"fmt"
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"
)

// ruamel's pure Python parser, which Hermes falls back to when the C
// parser fails, takes NEL (U+0085), LS (U+2028) and PS (U+2029) for line
// breaks that do not start a new line: its reader counts lines and columns
// at "\n" and "\r" only. So after one of them a plain scalar simply goes
// on, where libyaml sees a new line at column 0 and fails ("a: b<LS>c").
// Folding keeps LS and PS and turns a lone NEL into a space, dropping the
// spaces around them: "b <LS> c" is "b<LS>c", "b<NEL>c" is "b c".
//
// The model: each NEL, LS and PS is replaced by a character of the same
// length that the text does not hold, which yaml.v3 reads as part of a
// scalar; the loader then counts no line break there (as the pure reader
// does not), and the scalars are folded back as the pure scanner folds
// them. A placeholder left in a block scalar, a comment, a tag or an
// anchor is a text the pure parser rejects too.

// breakSubst is a text with NEL, LS and PS replaced by placeholders.
type breakSubst struct {
	text           []byte
	nel, ls, ps    rune // their placeholders
	nelS, lsS, psS string
}

// unicodeBreaks returns the substituted text, or nil when text holds none
// of the three breaks or no placeholder is free. A text with a tab is left
// alone: the pure scanner refuses tabs almost everywhere yaml.v3 takes them
// (separators, plain scalars, block scalar headers).
func unicodeBreaks(text []byte) *breakSubst {
	if bytes.IndexByte(text, '\t') >= 0 {
		return nil
	}
	if !bytes.Contains(text, []byte("\u0085")) && !bytes.Contains(text, []byte("\u2028")) &&
		!bytes.Contains(text, []byte("\u2029")) {
		return nil
	}
	lower := bytes.ToLower(text)
	free := func(from, to rune, not rune) rune {
		for r := from; r <= to; r++ {
			if r == not || bytes.ContainsRune(text, r) ||
				bytes.Contains(lower, fmt.Appendf(nil, "%04x", r)) { // an escape could produce it
				continue
			}
			return r
		}
		return 0
	}
	b := &breakSubst{}
	// Two-byte and three-byte letters yaml.v3 takes for plain characters.
	b.nel = free(0x07c0, 0x07e9, 0)
	b.ls = free(0xe000, 0xe0ff, 0)
	b.ps = free(0xe000, 0xe0ff, b.ls)
	if b.nel == 0 || b.ls == 0 || b.ps == 0 {
		return nil
	}
	b.nelS, b.lsS, b.psS = string(b.nel), string(b.ls), string(b.ps)
	out := bytes.ReplaceAll(text, []byte("\u0085"), []byte(b.nelS))
	out = bytes.ReplaceAll(out, []byte("\u2028"), []byte(b.lsS))
	b.text = bytes.ReplaceAll(out, []byte("\u2029"), []byte(b.psS))
	return b
}

// brk returns the break a placeholder stands for as the pure scanner
// returns it (NEL becomes "\n"), or 0.
func (b *breakSubst) brk(r rune) rune {
	switch r {
	case b.nel:
		return '\n'
	case b.ls:
		return '\u2028'
	case b.ps:
		return '\u2029'
	}
	return 0
}

func (b *breakSubst) holds(s string) bool {
	return strings.Contains(s, b.nelS) || strings.Contains(s, b.lsS) || strings.Contains(s, b.psS)
}

// undo folds the placeholders out of the tree's scalars and returns nil, or
// the node where the pure parser would fail.
func (b *breakSubst) undo(root *yaml.Node) *yaml.Node {
	seen := make(map[*yaml.Node]bool)
	var walk func(n *yaml.Node) *yaml.Node
	walk = func(n *yaml.Node) *yaml.Node {
		if n == nil || seen[n] {
			return nil
		}
		seen[n] = true
		if b.holds(n.Tag) || b.holds(n.Anchor) || b.badComment(n.HeadComment) ||
			b.badComment(n.LineComment) || b.badComment(n.FootComment) {
			return n
		}
		if n.Kind == yaml.ScalarNode && b.holds(n.Value) {
			if n.Style&(yaml.LiteralStyle|yaml.FoldedStyle) != 0 {
				return n
			}
			blanks := " "
			if n.Style&(yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle) != 0 {
				blanks = " \t"
			}
			n.Value = b.fold(n.Value, blanks)
		}
		for _, c := range n.Content {
			if bad := walk(c); bad != nil {
				return bad
			}
		}
		return nil
	}
	return walk(root)
}

// badComment reports a comment in which a break is followed by more text
// on its line: the pure scanner ends the comment at the break and fails on
// that text.
func (b *breakSubst) badComment(c string) bool {
	for line := range strings.Lines(c) {
		for i, r := range line {
			if b.brk(r) != 0 && strings.TrimRight(line[i+utf8.RuneLen(r):], " \r\n") != "" {
				return true
			}
		}
	}
	return false
}

// fold rewrites each run of blanks holding placeholders the way the pure
// scanner folds line breaks: the first break is kept unless it is NEL
// ("\n"), which becomes a space when no other break follows; later breaks
// are kept; blanks are dropped. A run at either end of the scalar is the
// whitespace around the token and vanishes.
func (b *breakSubst) fold(s, blanks string) string {
	var out strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if b.brk(r) == 0 && !strings.ContainsRune(blanks, r) {
			out.WriteString(s[i : i+size])
			i += size
			continue
		}
		j := i
		var breaks []rune
		for j < len(s) {
			r, size := utf8.DecodeRuneInString(s[j:])
			if br := b.brk(r); br != 0 {
				breaks = append(breaks, br)
			} else if !strings.ContainsRune(blanks, r) {
				break
			}
			j += size
		}
		switch {
		case len(breaks) == 0:
			out.WriteString(s[i:j])
		case i == 0 || j == len(s):
			// leading or trailing: not part of the value
		default:
			if breaks[0] != '\n' {
				out.WriteRune(breaks[0])
			} else if len(breaks) == 1 {
				out.WriteByte(' ')
			}
			for _, br := range breaks[1:] {
				out.WriteRune(br)
			}
		}
		i = j
	}
	return out.String()
}
