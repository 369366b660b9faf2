package ident

import "unicode/utf8"

// FoldedPrefix returns how many bytes of s match lower, an ASCII
// lower-case word, under the regexp's (?i) simple case folding, or -1.
// Besides upper case, that folding matches "k" with U+212A KELVIN SIGN and
// "s" with U+017F LATIN SMALL LETTER LONG S.
func FoldedPrefix(s, lower string) int {
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
