package lock

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf16"

	"github.com/pluglint/pluglint/rules/pyjson"
)

// Canonical serialises a JSON value the way RFC 8785 (JCS) does, so that
// any tool can recompute a lock file's hash: no whitespace, object keys
// sorted by their UTF-16 code units, strings escaped only where JSON
// requires (", \ and control characters), other numbers than integers
// in their shortest round-trip form (integers as written, which for the
// integers tools hold is the same). An object with a repeated key keeps
// the last value, as Hermes's Python does.
func Canonical(v *pyjson.Value) []byte {
	return canonical(nil, v)
}

func canonical(b []byte, v *pyjson.Value) []byte {
	switch v.Kind {
	case pyjson.Null:
		return append(b, "null"...)
	case pyjson.Bool:
		return strconv.AppendBool(b, v.Bool)
	case pyjson.Number:
		return appendNumber(b, v)
	case pyjson.String:
		return appendString(b, v.Str)
	case pyjson.Array:
		b = append(b, '[')
		for i, it := range v.Items {
			if i > 0 {
				b = append(b, ',')
			}
			b = canonical(b, it)
		}
		return append(b, ']')
	}
	ms := slices.Clone(v.Effective())
	slices.SortFunc(ms, func(x, y *pyjson.Member) int { return compareUTF16(x.Key, y.Key) })
	b = append(b, '{')
	for i, m := range ms {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendString(b, m.Key)
		b = append(b, ':')
		b = canonical(b, m.Value)
	}
	return append(b, '}')
}

// compareUTF16 orders strings by their UTF-16 code units, as JCS sorts
// keys (it differs from byte order only past U+FFFF).
func compareUTF16(a, b string) int {
	if a == b {
		return 0
	}
	x, y := utf16.Encode([]rune(a)), utf16.Encode([]rune(b))
	return slices.Compare(x, y)
}

// appendNumber writes a number as JCS does: an integer as written (less a
// sign on zero), any other value by the shortest form that reads back as
// the same float64, without an exponent between 1e-7 and 1e21. NaN and
// the infinities, which Python accepts, are written as Python would.
func appendNumber(b []byte, v *pyjson.Value) []byte {
	if v.NonFinite {
		return append(b, v.Str...)
	}
	if v.IsInt {
		s := strings.TrimPrefix(v.Str, "-")
		if strings.Trim(s, "0") == "" {
			return append(b, '0')
		}
		return append(b, v.Str...)
	}
	f, err := strconv.ParseFloat(v.Str, 64)
	if err != nil || math.IsInf(f, 0) {
		return append(b, v.Str...)
	}
	if f == 0 {
		return append(b, '0')
	}
	abs := math.Abs(f)
	if abs >= 1e-7 && abs < 1e21 {
		return strconv.AppendFloat(b, f, 'f', -1, 64)
	}
	s := strconv.FormatFloat(f, 'e', -1, 64) // 1e+21, 1.5e-08
	mant, exp, _ := strings.Cut(s, "e")
	sign := exp[0]
	exp = strings.TrimLeft(exp[1:], "0")
	b = append(b, mant...)
	b = append(b, 'e', sign)
	return append(b, exp...)
}

// appendString writes a JSON string escaping only what JSON requires.
func appendString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"' || c == '\\':
			b = append(b, '\\', c)
		case c == '\b':
			b = append(b, '\\', 'b')
		case c == '\f':
			b = append(b, '\\', 'f')
		case c == '\n':
			b = append(b, '\\', 'n')
		case c == '\r':
			b = append(b, '\\', 'r')
		case c == '\t':
			b = append(b, '\\', 't')
		case c < 0x20:
			b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
		default:
			b = append(b, c)
		}
	}
	return append(b, '"')
}
