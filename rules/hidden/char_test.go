package hidden

import "testing"

func TestChar(t *testing.T) {
	for r, want := range map[rune]string{
		0x00:   "the control character U+0000 (NUL)",
		0x1b:   "the control character U+001B (ESC)",
		0x1f:   "the control character U+001F (US)",
		0x7f:   "the control character U+007F (DEL)",
		0x85:   "the control character U+0085 (NEL, next line)",
		0x9b:   "the C1 control character U+009B",
		0xa0:   "the character U+00A0",
		0x200b: "the character zero-width space U+200B",
		0xe9:   `the character "é" (U+00E9)`,
		'%':    `the character "%" (U+0025)`,
	} {
		if got := Char(r); got != want {
			t.Errorf("Char(%U) = %q, want %q", r, got, want)
		}
	}
}
