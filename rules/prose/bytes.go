package prose

import "unicode/utf8"

// The classes of ASCII bytes the hand matchers test, one table lookup
// each: the text of a skill is mostly ASCII, and a chain of range
// comparisons per byte mispredicts on prose.
const (
	classLower  = 1 << iota // a-z
	classUpper              // A-Z
	classDigit              // 0-9
	classUnder              // _
	classHyphen             // -

	classLetter = classLower | classUpper
	classAlnum  = classLetter | classDigit
	classWord   = classAlnum | classUnder // the regexp's \w
)

var byteClass = func() (t [256]uint8) {
	for c := 'a'; c <= 'z'; c++ {
		t[c] = classLower
		t[c-'a'+'A'] = classUpper
	}
	for c := '0'; c <= '9'; c++ {
		t[c] = classDigit
	}
	t['_'], t['-'] = classUnder, classHyphen
	return t
}()

// wordByte reports whether c is a \w byte: [0-9A-Za-z_].
func wordByte(c byte) bool { return byteClass[c]&classWord != 0 }

// foldedPrefix returns how many bytes of s match lower, an ASCII
// lower-case word, under the regexp's (?i) simple case folding, or -1.
// Besides upper case, that folding matches "k" with U+212A KELVIN SIGN and
// "s" with U+017F LATIN SMALL LETTER LONG S.
func foldedPrefix(s, lower string) int {
	n := 0
	for i := 0; i < len(lower); i++ {
		c := lower[i]
		if n < len(s) && (s[n] == c || s[n] == c-'a'+'A') {
			n++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[n:])
		if (c == 'k' && r == '\u212a') || (c == 's' && r == '\u017f') {
			n += size
			continue
		}
		return -1
	}
	return n
}
