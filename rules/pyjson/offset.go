package pyjson

import "unicode/utf8"

// StringOffset maps an offset into a decoded string back to the source:
// quote is the offset of the string's opening quote in src (Value.Start
// of a String, Member.KeyStart of a key), i a byte offset into its
// decoded text (Value.Str, Member.Key). It returns where in src the
// character at i is written: an escape maps as a whole, to its
// backslash, and i at the end of the text maps to the closing quote. It
// returns -1 when src does not hold a valid string at quote or i is
// past its end.
func StringOffset(src []byte, quote, i int) int {
	if quote < 0 || quote >= len(src) || src[quote] != '"' || i < 0 {
		return -1
	}
	d := 0 // decoded bytes before src[j]
	for j := quote + 1; j < len(src); {
		if d >= i {
			if d == i {
				return j
			}
			return -1
		}
		c := src[j]
		switch {
		case c == '"':
			return -1 // i is past the end
		case c != '\\':
			d++
			j++
			continue
		}
		if j+1 >= len(src) {
			return -1
		}
		if src[j+1] != 'u' {
			d++
			j += 2
			continue
		}
		r, ok := hex4(src, j+1)
		if !ok {
			return -1
		}
		n := 6
		if 0xD800 <= r && r < 0xDC00 && j+7 < len(src) && src[j+6] == '\\' && src[j+7] == 'u' {
			if r2, ok := hex4(src, j+7); ok && 0xDC00 <= r2 && r2 < 0xE000 {
				r = 0x10000 + (r-0xD800)<<10 + (r2 - 0xDC00)
				n = 12
			}
		}
		if 0xD800 <= r && r < 0xE000 {
			r = utf8.RuneError // as the decoder writes a lone surrogate
		}
		w := utf8.RuneLen(r)
		if i < d+w {
			return j // inside the character an escape stands for
		}
		d += w
		j += n
	}
	return -1
}
