// Package hidden finds text a model reads but a person does not see:
// Unicode tag characters (which spell a whole invisible ASCII sentence),
// bidirectional controls that reorder what is shown, zero-width
// characters inside words, runs of variation selectors that carry bytes,
// terminal escape sequences, and names whose letters come from more than
// one script.
//
// Ordinary text in any language is not hidden text: emoji with their
// joiners, variation selectors and flag tag sequences, the zero-width
// joiners of Indic and Arabic script, the zero-width spaces that mark
// word breaks in Thai, and bidi marks in right-to-left text are left
// alone.
package hidden

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Kind is what a Hit hides behind.
type Kind uint8

// Kinds of hidden text.
const (
	// Tags are Unicode tag characters, U+E0000–U+E007F: each stands for
	// an ASCII character and none is drawn.
	Tags Kind = iota + 1
	// Bidi are bidirectional controls: what follows them is drawn
	// reordered, so people read other text than the model does.
	Bidi
	// ZeroWidth is a zero-width character inside a word of an alphabet
	// written with spaces: "s\u200bend" reads "send" but is not that word.
	ZeroWidth
	// Selectors is a run of variation selectors, which no real text
	// repeats: each selects nothing and can stand for one byte.
	Selectors
	// Escape is a terminal escape sequence: shown in a terminal it can
	// hide the text after it (ESC[8m), move the cursor over it or
	// recolour it, while the model reads the text as it is.
	Escape
)

// Hit is one stretch of hidden text.
type Hit struct {
	Kind       Kind
	Start, End int // byte offsets in the text searched
	// Decoded is what the hidden characters spell: the ASCII of tag
	// characters, the bytes of variation selectors; for bidi controls
	// and zero-width characters, the stretch of text they sit in, as
	// stored.
	Decoded string
	// Count is how many hidden characters the hit holds.
	Count int
	// Chars lists the distinct hidden characters, in order of appearance
	// (for bidi controls and zero-width characters).
	Chars []rune
}

// maxDecoded bounds Hit.Decoded: a message quotes its start.
const maxDecoded = 512

// Find returns the hidden text in s, in order. Most text is ASCII and
// costs one scan for a byte past 0x7f.
func Find(s string) []Hit {
	i := 0
	for i < len(s) && s[i] < utf8.RuneSelf && s[i] != 0x1b {
		i++
	}
	if i == len(s) {
		return nil
	}
	f := finder{s: s}
	f.scan(i)
	return f.hits
}

type finder struct {
	s    string
	hits []Hit
	rtl  int // 0 unknown, 1 the text has right-to-left letters, 2 it has none
}

func (f *finder) scan(i int) {
	s := f.s
	tag, bidi := -1, -1 // the open hit of each kind on the current line
	open := func(k Kind, at int) int {
		f.hits = append(f.hits, Hit{Kind: k, Start: at})
		return len(f.hits) - 1
	}
	for i < len(s) {
		// Past the first non-ASCII byte, text is still mostly ASCII: only
		// a line's end (which closes the open runs) and ESC matter there.
		if c := s[i]; c < utf8.RuneSelf && c != 0x1b {
			if c == '\n' {
				tag, bidi = -1, -1
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == 0x1b:
			end := escapeEnd(s, i)
			f.hits = append(f.hits, Hit{Kind: Escape, Start: i, End: end, Count: 1, Decoded: s[i:min(end, i+maxDecoded)]})
			i = end
			continue
		case isTag(r):
			if end, ok := flagSequence(s, i); ok {
				i = end
				continue
			}
			if tag < 0 {
				tag = open(Tags, i)
			}
			h := &f.hits[tag]
			h.End = i + n
			h.Count++
			if len(h.Decoded) < maxDecoded {
				h.Decoded += string(r - 0xE0000)
			}
		case isBidiControl(r) || (isBidiMark(r) && !f.hasRTL()):
			if bidi < 0 {
				bidi = open(Bidi, i)
			}
			h := &f.hits[bidi]
			h.End = i + n
			h.Count++
			h.Chars = addRune(h.Chars, r)
		case isSelector(r):
			end, count, decoded := selectorRun(s, i)
			if count > 1 {
				f.hits = append(f.hits, Hit{Kind: Selectors, Start: i, End: end, Count: count, Decoded: decoded})
			}
			i = end
			continue
		case isZeroWidth(r):
			if h, ok := zeroWidthWord(s, i); ok {
				f.hits = append(f.hits, h)
				i = h.End
				continue
			}
		}
		i += n
	}
	for k := range f.hits {
		if h := &f.hits[k]; h.Kind == Bidi {
			h.Decoded = bidiStretch(s, h.Start, h.End)
		}
	}
}

// escapeEnd returns where the escape sequence at s[i] (an ESC) ends: a
// control sequence (ESC [ parameters, then a final byte in @–~), an
// operating system command (ESC ], ended by BEL or ESC \\), or ESC and
// the one character after it.
func escapeEnd(s string, i int) int {
	j := i + 1
	if j >= len(s) {
		return j
	}
	switch s[j] {
	case '[':
		for j++; j < len(s) && j-i < 64; j++ {
			if c := s[j]; c >= 0x40 && c <= 0x7e {
				return j + 1
			}
		}
		return j
	case ']':
		for j++; j < len(s) && j-i < maxDecoded; j++ {
			if s[j] == 0x07 {
				return j + 1
			}
			if s[j] == 0x1b && j+1 < len(s) && s[j+1] == '\\' {
				return j + 2
			}
		}
		return j
	}
	_, n := utf8.DecodeRuneInString(s[j:])
	return j + n
}

func addRune(rs []rune, r rune) []rune {
	for _, x := range rs {
		if x == r {
			return rs
		}
	}
	return append(rs, r)
}

func isTag(r rune) bool { return r >= 0xE0000 && r <= 0xE007F }

// flagSequence reports whether s[i:] holds the tag characters of an
// emoji subdivision flag (England, Scotland, Wales: U+1F3F4, then tag
// letters and digits, then CANCEL TAG) and where they end.
func flagSequence(s string, i int) (int, bool) {
	if !strings.HasSuffix(s[:i], "\U0001F3F4") {
		return 0, false
	}
	n := 0
	for j := i; j < len(s); {
		r, w := utf8.DecodeRuneInString(s[j:])
		switch {
		case r == 0xE007F:
			return j + w, n > 0
		case (r >= 0xE0030 && r <= 0xE0039) || (r >= 0xE0061 && r <= 0xE007A):
			n++
			j += w
			if n > 8 {
				return 0, false
			}
		default:
			return 0, false
		}
	}
	return 0, false
}

// isBidiControl reports the embeddings, overrides and isolates, which
// reorder the text they enclose.
func isBidiControl(r rune) bool {
	return (r >= 0x202A && r <= 0x202E) || (r >= 0x2066 && r <= 0x2069)
}

// isBidiMark reports the implicit marks (LRM, RLM, ALM): they have a job
// only in text that holds right-to-left letters.
func isBidiMark(r rune) bool { return r == 0x200E || r == 0x200F || r == 0x061C }

// rtlScripts are the right-to-left scripts in use.
var rtlScripts = []*unicode.RangeTable{
	unicode.Arabic, unicode.Hebrew, unicode.Syriac, unicode.Thaana, unicode.Nko,
	unicode.Samaritan, unicode.Mandaic, unicode.Adlam, unicode.Hanifi_Rohingya,
}

func (f *finder) hasRTL() bool {
	if f.rtl == 0 {
		f.rtl = 2
		for _, r := range f.s {
			if r >= 0x0590 && unicode.In(r, rtlScripts...) {
				f.rtl = 1
				break
			}
		}
	}
	return f.rtl == 1
}

// bidiStretch is the text a bidi hit reorders: from its first control to
// its last and on to the end of the line, at most maxDecoded bytes.
func bidiStretch(s string, start, end int) string {
	stop := strings.IndexByte(s[end:], '\n')
	if stop < 0 {
		stop = len(s)
	} else {
		stop += end
	}
	if stop-start > maxDecoded {
		stop = start + maxDecoded
		for stop > start && !utf8.RuneStart(s[stop]) {
			stop--
		}
	}
	return s[start:stop]
}

// isSelector reports variation selectors: VS1–VS16 and the supplement
// VS17–VS256.
func isSelector(r rune) bool {
	return (r >= 0xFE00 && r <= 0xFE0F) || (r >= 0xE0100 && r <= 0xE01EF)
}

// selectorRun reads the variation selectors from s[i:] and the bytes
// they stand for, as the known encoding writes them: VS1–VS16 for 0–15,
// VS17–VS256 for 16–255.
func selectorRun(s string, i int) (end, count int, decoded string) {
	var b []byte
	for i < len(s) {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !isSelector(r) {
			break
		}
		if len(b) < maxDecoded {
			if r <= 0xFE0F {
				b = append(b, byte(r-0xFE00))
			} else {
				b = append(b, byte(r-0xE0100+16))
			}
		}
		count++
		i += n
	}
	return i, count, string(b)
}

// isZeroWidth reports characters that take no room and have no job
// inside a word of a spaced alphabet.
func isZeroWidth(r rune) bool {
	switch r {
	case 0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x180E, 0x2061, 0x2062, 0x2063, 0x2064:
		return true
	}
	return false
}

// spaced are the alphabets written with spaces between words, where a
// zero-width character inside a word has no job. Elsewhere it may: the
// joiners shape Arabic and Indic letters, and zero-width spaces mark word
// breaks in Thai, Khmer or Japanese.
var spaced = []*unicode.RangeTable{
	unicode.Latin, unicode.Greek, unicode.Cyrillic, unicode.Armenian, unicode.Georgian,
}

// wordRune reports a rune of a spaced-alphabet word: its letters, the
// marks that accent them, and digits.
func wordRune(r rune) bool {
	if r < utf8.RuneSelf {
		return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9'
	}
	return unicode.IsMark(r) || unicode.IsDigit(r) || unicode.IsLetter(r) && unicode.In(r, spaced...)
}

// zeroWidthWord reports the word around the zero-width character at
// s[i], when there is one on both sides.
func zeroWidthWord(s string, i int) (Hit, bool) {
	// The rune before, past the marks that accent it, must be a word's.
	b := i
	for b > 0 {
		r, n := utf8.DecodeLastRuneInString(s[:b])
		if !unicode.IsMark(r) {
			break
		}
		b -= n
	}
	before, _ := utf8.DecodeLastRuneInString(s[:b])
	if b == 0 || !wordRune(before) || unicode.IsMark(before) {
		return Hit{}, false
	}
	// The first rune past the zero-width characters must be a word's.
	j := i
	for j < len(s) {
		r, n := utf8.DecodeRuneInString(s[j:])
		if !isZeroWidth(r) {
			break
		}
		j += n
	}
	after, _ := utf8.DecodeRuneInString(s[j:])
	if j == len(s) || !wordRune(after) || unicode.IsMark(after) {
		return Hit{}, false
	}
	start := i
	for start > 0 {
		r, n := utf8.DecodeLastRuneInString(s[:start])
		if !wordRune(r) && !isZeroWidth(r) {
			break
		}
		start -= n
	}
	h := Hit{Kind: ZeroWidth, Start: start}
	end := i // past the last word rune
	for j := i; j < len(s); {
		r, n := utf8.DecodeRuneInString(s[j:])
		if !wordRune(r) && !isZeroWidth(r) {
			break
		}
		j += n
		if !isZeroWidth(r) {
			end = j
		}
	}
	h.End = end
	for _, r := range s[i:end] {
		if isZeroWidth(r) {
			h.Count++
			h.Chars = addRune(h.Chars, r)
		}
	}
	if h.End-start > maxDecoded {
		h.Decoded = s[start:start+maxDecoded/2] + "…"
	} else {
		h.Decoded = s[start:h.End]
	}
	return h, true
}

// Name returns a short English name of a hidden character, for messages:
// "zero-width space", "right-to-left override".
func Name(r rune) string {
	switch r {
	case 0x200B:
		return "zero-width space"
	case 0x200C:
		return "zero-width non-joiner"
	case 0x200D:
		return "zero-width joiner"
	case 0x2060:
		return "word joiner"
	case 0xFEFF:
		return "zero-width no-break space"
	case 0x180E:
		return "Mongolian vowel separator"
	case 0x2061:
		return "function application"
	case 0x2062:
		return "invisible times"
	case 0x2063:
		return "invisible separator"
	case 0x2064:
		return "invisible plus"
	case 0x202A:
		return "left-to-right embedding"
	case 0x202B:
		return "right-to-left embedding"
	case 0x202C:
		return "pop directional formatting"
	case 0x202D:
		return "left-to-right override"
	case 0x202E:
		return "right-to-left override"
	case 0x2066:
		return "left-to-right isolate"
	case 0x2067:
		return "right-to-left isolate"
	case 0x2068:
		return "first strong isolate"
	case 0x2069:
		return "pop directional isolate"
	case 0x200E:
		return "left-to-right mark"
	case 0x200F:
		return "right-to-left mark"
	case 0x061C:
		return "Arabic letter mark"
	}
	return ""
}

// Describe names a hidden character with its code point:
// "right-to-left override U+202E".
func Describe(r rune) string {
	code := "U+" + strings.ToUpper(strconv.FormatInt(int64(r), 16))
	if len(code) < 6 {
		code = "U+" + strings.Repeat("0", 6-len(code)) + code[2:]
	}
	if n := Name(r); n != "" {
		return n + " " + code
	}
	return code
}

// Quote quotes s as %q does and also escapes what %q leaves raw but no
// one sees: variation selectors, tag characters, fillers. A message built
// from Quote never carries a hidden character.
func Quote(s string) string {
	q := strconv.Quote(s)
	if !strings.ContainsFunc(q, Invisible) {
		return q
	}
	var b strings.Builder
	for _, r := range q {
		if !Invisible(r) {
			b.WriteRune(r)
			continue
		}
		if r <= 0xFFFF {
			b.WriteString(`\u`)
			b.WriteString(hex4(int64(r)))
		} else {
			b.WriteString(`\U`)
			h := strconv.FormatInt(int64(r), 16)
			b.WriteString(strings.Repeat("0", 8-len(h)) + h)
		}
	}
	return b.String()
}

func hex4(v int64) string {
	h := strconv.FormatInt(v, 16)
	return strings.Repeat("0", 4-len(h)) + h
}

// Invisible reports characters that are drawn as nothing: format
// characters (tags, bidi controls, zero-width characters), variation
// selectors and the Hangul fillers that pass for letters.
func Invisible(r rune) bool {
	switch {
	case r < 0xAD:
		return false
	case isSelector(r), unicode.Is(unicode.Cf, r):
		return true
	}
	switch r {
	case 0x115F, 0x1160, 0x3164, 0xFFA0, 0x034F:
		return true
	}
	return false
}
