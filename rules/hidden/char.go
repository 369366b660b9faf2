package hidden

import (
	"fmt"
	"strconv"
	"unicode"
)

// c0Names are the ASCII names of the C0 control characters.
var c0Names = [0x20]string{
	"NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL", "BS", "HT", "LF", "VT", "FF", "CR", "SO", "SI",
	"DLE", "DC1", "DC2", "DC3", "DC4", "NAK", "SYN", "ETB", "CAN", "EM", "SUB", "ESC", "FS", "GS", "RS", "US",
}

// Char describes one character for a message without ever printing it
// raw when it is not a visible one: "the control character U+001B (ESC)",
// "the control character U+0085 (NEL)", "the character U+00A0",
// "the character \"é\" (U+00E9)".
func Char(r rune) string {
	code := fmt.Sprintf("%U", r)
	switch {
	case r < 0x20:
		return "the control character " + code + " (" + c0Names[r] + ")"
	case r == 0x7f:
		return "the control character " + code + " (DEL)"
	case r == 0x85:
		return "the control character " + code + " (NEL, next line)"
	case r >= 0x80 && r <= 0x9f:
		return "the C1 control character " + code
	case Invisible(r) || !unicode.IsPrint(r):
		return "the character " + Describe(r)
	}
	return "the character " + strconv.Quote(string(r)) + " (" + code + ")"
}
