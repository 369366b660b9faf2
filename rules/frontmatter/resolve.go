package frontmatter

import (
	"math"
	"math/big"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"
)

// Tags in yaml.v3's short form, which is how yaml.v3 reports explicit tags.
const (
	tagNull      = "!!null"
	tagBool      = "!!bool"
	tagInt       = "!!int"
	tagFloat     = "!!float"
	tagStr       = "!!str"
	tagTimestamp = "!!timestamp"
	tagBinary    = "!!binary"
	tagMerge     = "!!merge"
	tagValue     = "!!value"
	tagYAML      = "!!yaml"
	tagSeq       = "!!seq"
	tagMap       = "!!map"
	tagOmap      = "!!omap"
	tagPairs     = "!!pairs"
	tagSet       = "!!set"
)

// The implicit resolvers of ruamel.yaml's resolver.py for YAML 1.1. Its
// float and int expressions are matched by hand (isFloat11, isInt11):
// a plain scalar that starts with a digit, a sign or a dot is common
// ("0bull-tools", "version: 1.0"), and compiling the two expressions on
// first use cost a fifth of a whole run on such a package
// (BenchmarkResolveFirstUse). The expressions themselves, translated to
// RE2, are the reference the hand matchers are held to (floatRE and
// intRE in resolve_numbers_test.go, TestResolveNumbers and
// FuzzResolveNumbers). The timestamp expressions, met far less often,
// are compiled on first use. Python's "$" also matches before a final
// "\n"; resolvePlain strips that newline before matching instead.
//
// Hermes differs from ruamel in one resolver: a float without a dot needs a
// signed exponent, so "1e3" stays a string while "1.5e3", "1.e3" and
// "12e-3" are floats.
var (
	timestampRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^(?:[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]` +
			`|[0-9][0-9][0-9][0-9]-[0-9][0-9]?-[0-9][0-9]?` +
			`(?:[Tt]|[ \t]+)[0-9][0-9]?:[0-9][0-9]:[0-9][0-9](?:\.[0-9]*)?` +
			`(?:[ \t]*(?:Z|[-+][0-9][0-9]?(?::[0-9][0-9])?))?)$`)
	})
	// timestampCtorRE is SafeConstructor.timestamp_regexp, which also
	// accepts one-digit months and days in dates given an explicit tag.
	timestampCtorRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^([0-9][0-9][0-9][0-9])-([0-9][0-9]?)-([0-9][0-9]?)` +
			`(?:(?:[Tt]|[ \t]+)([0-9][0-9]?):([0-9][0-9]):([0-9][0-9])(?:\.([0-9]*))?` +
			`(?:[ \t]*(Z|([-+])([0-9][0-9]?)(?::([0-9][0-9]))?))?)?\n?$`)
	})
)

// resolvePlain returns the tag ruamel.yaml's VersionedResolver gives a plain
// scalar at YAML 1.1 (whose booleans include y and n), with Hermes's float
// exception. Like ruamel it picks the
// candidate resolvers by the first character and tries them in the order
// they were registered: bool, float, int, merge, null, timestamp, value.
func resolvePlain(s string) string {
	if s == "" {
		return tagNull
	}
	t := s
	if len(t) > 1 && t[len(t)-1] == '\n' {
		t = t[:len(t)-1]
	}
	switch c := s[0]; c {
	case 'y', 'Y', 'n', 'N', 't', 'T', 'f', 'F', 'o', 'O':
		switch t {
		case "y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO",
			"true", "True", "TRUE", "false", "False", "FALSE",
			"on", "On", "ON", "off", "Off", "OFF":
			return tagBool
		case "null", "Null", "NULL":
			return tagNull
		}
	case '~':
		if t == "~" {
			return tagNull
		}
	case '<':
		if t == "<<" {
			return tagMerge
		}
	case '=':
		if t == "=" {
			return tagValue
		}
	case '!', '&', '*':
		// ruamel's documentation-only resolver; only a quoted scalar with
		// a "!" tag can reach it, and the tag has no constructor.
		if len(t) == 1 {
			return tagYAML
		}
	case '-', '+', '.', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9':
		// Floats and ints by hand; the timestamp expression compiles only
		// for a scalar that starts like a date ("2026-").
		if isFloat11(t) {
			return tagFloat
		}
		if c != '.' && isInt11(t) {
			return tagInt
		}
		if c >= '0' && c <= '9' && mayBeTimestamp(t) && timestampRE().MatchString(t) {
			return tagTimestamp
		}
	}
	return tagStr
}

// isFloat11 reports whether t matches ruamel's YAML 1.1 float
// expression with Hermes's exception, by its alternatives:
//
//	[-+]?[0-9][0-9_]*\.[0-9_]*([eE][-+]?[0-9]+)?    1.5, 1., 1.5e3
//	[-+]?[0-9][0-9_]*[eE][-+][0-9]+                 12e-3 (Hermes)
//	\.[0-9_]+([eE][-+][0-9]+)?                      .5
//	[-+]?[0-9][0-9_]*(:[0-5]?[0-9])+\.[0-9_]*       190:20:30.15
//	[-+]?\.(inf|Inf|INF)  \.(nan|NaN|NAN)
func isFloat11(t string) bool {
	switch t {
	case ".nan", ".NaN", ".NAN":
		return true
	}
	s, signed := unsigned(t)
	switch s {
	case ".inf", ".Inf", ".INF":
		return true
	case "":
		return false
	}
	if s[0] == '.' {
		i := 1 + span(s[1:], digitOrUnderscore)
		return !signed && i > 1 && (i == len(s) || exponent(s[i:], true))
	}
	if !isDigit(s[0]) {
		return false
	}
	i := 1 + span(s[1:], digitOrUnderscore)
	if i == len(s) {
		return false
	}
	switch s[i] {
	case '.':
		i++
		i += span(s[i:], digitOrUnderscore)
		return i == len(s) || exponent(s[i:], false)
	case 'e', 'E':
		return exponent(s[i:], true)
	case ':':
		i = sexagesimal(s, i)
		if i < 0 || i == len(s) || s[i] != '.' {
			return false
		}
		i++
		return i+span(s[i:], digitOrUnderscore) == len(s)
	}
	return false
}

// isInt11 reports whether t matches ruamel's YAML 1.1 int expression,
// by its alternatives:
//
//	[-+]?0b[0-1_]+  [-+]?0?[0-7_]+  [-+]?(0|[1-9][0-9_]*)  [-+]?0x[0-9a-fA-F_]+
//	[-+]?[1-9][0-9_]*(:[0-5]?[0-9])+
func isInt11(t string) bool {
	s, _ := unsigned(t)
	switch {
	case s == "":
		return false
	case strings.HasPrefix(s, "0b"):
		return len(s) > 2 && span(s[2:], func(c byte) bool { return c == '0' || c == '1' || c == '_' }) == len(s)-2
	case strings.HasPrefix(s, "0x"):
		return len(s) > 2 && span(s[2:], func(c byte) bool { return isHexDigit(c) || c == '_' }) == len(s)-2
	case span(s, func(c byte) bool { return '0' <= c && c <= '7' || c == '_' }) == len(s):
		return true // octal, "0" and "_" among them
	case s[0] < '1' || s[0] > '9':
		return false
	}
	i := 1 + span(s[1:], digitOrUnderscore)
	if i == len(s) {
		return true
	}
	return s[i] == ':' && sexagesimal(s, i) == len(s)
}

// unsigned returns t without a leading sign, and whether it had one.
func unsigned(t string) (string, bool) {
	if t != "" && (t[0] == '-' || t[0] == '+') {
		return t[1:], true
	}
	return t, false
}

// span returns the length of the prefix of s whose bytes satisfy ok.
func span(s string, ok func(byte) bool) int {
	i := 0
	for i < len(s) && ok(s[i]) {
		i++
	}
	return i
}

func isDigit(c byte) bool           { return '0' <= c && c <= '9' }
func digitOrUnderscore(c byte) bool { return isDigit(c) || c == '_' }
func isHexDigit(c byte) bool        { return isDigit(c) || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F' }

// exponent reports whether s is a whole exponent: [eE], a sign
// (required when signRequired), then one digit or more.
func exponent(s string, signRequired bool) bool {
	if s == "" || s[0] != 'e' && s[0] != 'E' {
		return false
	}
	s = s[1:]
	if s != "" && (s[0] == '-' || s[0] == '+') {
		s = s[1:]
	} else if signRequired {
		return false
	}
	return s != "" && span(s, isDigit) == len(s)
}

// sexagesimal matches (:[0-5]?[0-9])+ in s from i, where s[i] is ':',
// and returns the index after it, or -1. Each group is followed by ':',
// '.' or the end, none a digit, so a group takes every digit after its
// colon: one, or two whose first is 0 to 5.
func sexagesimal(s string, i int) int {
	for i < len(s) && s[i] == ':' {
		n := span(s[i+1:], isDigit)
		if n == 0 || n > 2 || n == 2 && s[i+1] > '5' {
			return -1
		}
		i += 1 + n
	}
	return i
}

// mayBeTimestamp: timestampRE's matches start with four digits and '-'
// and are at least ten characters long.
func mayBeTimestamp(t string) bool {
	return len(t) >= 10 && t[4] == '-' && span(t[:4], isDigit) == 4
}

// scalarKind maps the tags SafeConstructor builds from a scalar to the kind
// of the result.
func scalarKind(tag string) (Kind, bool) {
	switch tag {
	case tagNull:
		return Null, true
	case tagBool:
		return Bool, true
	case tagInt:
		return Int, true
	case tagFloat:
		return Float, true
	case tagStr:
		return String, true
	case tagTimestamp:
		return Timestamp, true
	case tagBinary:
		return Binary, true
	}
	return 0, false
}

// construct checks that SafeConstructor can build a value of the scalar kind
// k from s and returns the message of the exception it would raise if not.
// For booleans it also returns the value.
func construct(k Kind, s string) (b bool, msg string) {
	switch k {
	case Bool:
		return parseBool(s)
	case Int:
		if _, ok := parseInt(s, false); !ok {
			return false, "invalid literal for int(): " + strconv.Quote(s)
		}
	case Float:
		if _, ok := parseFloat(s); !ok {
			return false, "could not convert string to float: " + strconv.Quote(s)
		}
	case Timestamp:
		if _, msg := parseTimestamp(s); msg != "" {
			return false, msg
		}
	case Binary:
		if _, msg := decodeBinary(s); msg != "" {
			return false, msg
		}
	}
	return false, ""
}

// parseBool mirrors SafeConstructor.bool_values, extended with y and n.
func parseBool(s string) (bool, string) {
	switch strings.ToLower(s) {
	case "yes", "true", "on", "y":
		return true, ""
	case "no", "false", "off", "n":
		return false, ""
	}
	return false, "invalid boolean " + strconv.Quote(s)
}

// parseInt mirrors SafeConstructor.construct_yaml_int, including its use of
// Python's int(), which tolerates surrounding whitespace, a second sign and
// a base prefix that matches the base. Only ASCII digits are accepted. The
// value is computed only when want is set, so that validation does not
// allocate.
func parseInt(s string, want bool) (*big.Int, bool) {
	v := strings.ReplaceAll(s, "_", "")
	if v == "" {
		return nil, false
	}
	neg := v[0] == '-'
	if v[0] == '+' || v[0] == '-' {
		v = v[1:]
	}
	var n *big.Int
	ok := true
	switch {
	case v == "0":
		if want {
			n = new(big.Int)
		}
	case strings.HasPrefix(v, "0b"):
		n, ok = pyInt(v[2:], 2, want)
	case strings.HasPrefix(v, "0x"):
		n, ok = pyInt(v[2:], 16, want)
	case v == "":
		return nil, false
	case v[0] == '0':
		n, ok = pyInt(v, 8, want)
	case strings.IndexByte(v, ':') >= 0:
		if want {
			n = new(big.Int)
		}
		sixty := big.NewInt(60)
		for part := range strings.SplitSeq(v, ":") {
			d, pok := pyInt(part, 10, want)
			if !pok {
				return nil, false
			}
			if want {
				n.Mul(n, sixty).Add(n, d)
			}
		}
	default:
		n, ok = pyInt(v, 10, want)
	}
	if !ok {
		return nil, false
	}
	if neg && n != nil {
		n.Neg(n)
	}
	return n, true
}

// pyInt mirrors Python's int(s, base) for ASCII digits without underscores.
func pyInt(s string, base int, want bool) (*big.Int, bool) {
	s = trimPySpace(s)
	neg := false
	if s != "" && (s[0] == '+' || s[0] == '-') {
		neg = s[0] == '-'
		s = s[1:]
	}
	if len(s) >= 2 && s[0] == '0' {
		p := s[1] | 0x20
		if base == 2 && p == 'b' || base == 8 && p == 'o' || base == 16 && p == 'x' {
			s = s[2:]
		}
	}
	if s == "" {
		return nil, false
	}
	for i := 0; i < len(s); i++ {
		if digitVal(s[i]) >= base {
			return nil, false
		}
	}
	if !want {
		return nil, true
	}
	n, ok := new(big.Int).SetString(s, base)
	if ok && neg {
		n.Neg(n)
	}
	return n, ok
}

func digitVal(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'z':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'Z':
		return int(c-'A') + 10
	}
	return 99
}

func trimPySpace(s string) string {
	return strings.TrimFunc(s, isPySpace)
}

// parseFloat mirrors SafeConstructor.construct_yaml_float and Python's
// float(). The shared NaN object of ".nan" is reported separately because
// Python compares keys by identity before equality.
func parseFloat(s string) (f float64, ok bool) {
	v := strings.ToLower(strings.ReplaceAll(s, "_", ""))
	if v == "" {
		return 0, false
	}
	sign := 1.0
	if v[0] == '-' {
		sign = -1
	}
	if v[0] == '+' || v[0] == '-' {
		v = v[1:]
	}
	switch {
	case v == ".inf":
		return sign * math.Inf(1), true
	case v == ".nan":
		return math.NaN(), true
	case strings.IndexByte(v, ':') >= 0:
		parts := strings.Split(v, ":")
		sum, base := 0.0, 1.0
		for i := len(parts) - 1; i >= 0; i-- {
			d, ok := pyFloat(parts[i])
			if !ok {
				return 0, false
			}
			sum += d * base
			base *= 60
		}
		return sign * sum, true
	}
	f, ok = pyFloat(v)
	return sign * f, ok
}

// pyFloat mirrors Python's float(s) for ASCII input without underscores.
func pyFloat(s string) (float64, bool) {
	s = trimPySpace(s)
	t := s
	if t != "" && (t[0] == '+' || t[0] == '-') {
		t = t[1:]
	}
	switch strings.ToLower(t) {
	case "inf", "infinity":
		if s[0] == '-' {
			return math.Inf(-1), true
		}
		return math.Inf(1), true
	case "nan":
		return math.NaN(), true
	}
	// digits [. digits] [e [sign] digits], with a digit before or after the dot.
	i, digits := 0, 0
	for i < len(t) && t[i] >= '0' && t[i] <= '9' {
		i++
		digits++
	}
	if i < len(t) && t[i] == '.' {
		i++
		for i < len(t) && t[i] >= '0' && t[i] <= '9' {
			i++
			digits++
		}
	}
	if digits == 0 {
		return 0, false
	}
	if i < len(t) && (t[i] == 'e' || t[i] == 'E') {
		i++
		if i < len(t) && (t[i] == '+' || t[i] == '-') {
			i++
		}
		e := i
		for i < len(t) && t[i] >= '0' && t[i] <= '9' {
			i++
		}
		if i == e {
			return 0, false
		}
	}
	if i != len(t) {
		return 0, false
	}
	// The syntax is checked, so an error can only be ErrRange, and then
	// ParseFloat returns ±Inf or 0 as Python does.
	f, _ := strconv.ParseFloat(s, 64)
	return f, true
}

// timestamp is a constructed datetime.date or datetime.datetime. ruamel's
// safe constructor makes every datetime naive: an offset is subtracted and
// then forgotten, and "Z" is ignored.
type timestamp struct {
	t    time.Time
	date bool // datetime.date
}

// parseTimestamp mirrors ruamel.yaml's SafeConstructor.construct_yaml_timestamp
// (util.create_timestamp) and the range checks of Python's datetime types.
func parseTimestamp(s string) (timestamp, string) {
	m := timestampCtorRE().FindStringSubmatch(s)
	if m == nil {
		return timestamp{}, "invalid timestamp " + strconv.Quote(s)
	}
	atoi := func(s string) int { n, _ := strconv.Atoi(s); return n }
	year, month, day := atoi(m[1]), atoi(m[2]), atoi(m[3])
	switch {
	case year < 1:
		return timestamp{}, "year " + m[1] + " is out of range"
	case month < 1 || month > 12:
		return timestamp{}, "month must be in 1..12"
	case day < 1 || day > daysIn(year, month):
		return timestamp{}, "day is out of range for month"
	}
	if m[4] == "" {
		return timestamp{t: time.Date(year, time.Month(month), day, 0, 0, 0, 0, time.UTC), date: true}, ""
	}
	hour, minute, second := atoi(m[4]), atoi(m[5]), atoi(m[6])
	switch {
	case hour > 23:
		return timestamp{}, "hour must be in 0..23"
	case minute > 59:
		return timestamp{}, "minute must be in 0..59"
	case second > 59:
		return timestamp{}, "second must be in 0..59"
	}
	// The fraction is rounded at its seventh digit; one that rounds up to
	// a whole second becomes 0 and moves the time by a second.
	frac, usec := m[7], 0
	if frac != "" {
		usec = atoi((frac + "000000")[:6])
		if len(frac) > 6 && frac[6] > '4' {
			usec++
		}
	}
	var delta time.Duration
	carry := usec > 999999
	if carry {
		usec = 0
	}
	switch {
	case m[9] != "":
		delta = time.Duration(atoi(m[10]))*time.Hour + time.Duration(atoi(m[11]))*time.Minute
		if carry {
			delta += time.Second
		}
		if m[9] == "-" {
			delta = -delta
		}
	case carry:
		delta = -time.Second
	}
	t := time.Date(year, time.Month(month), day, hour, minute, second, usec*1000, time.UTC).Add(-delta)
	if y := t.Year(); y < 1 || y > 9999 {
		return timestamp{}, "date value out of range"
	}
	return timestamp{t: t}, ""
}

func daysIn(year, month int) int {
	return time.Date(year, time.Month(month)+1, 0, 0, 0, 0, 0, time.UTC).Day()
}

// decodeBinary mirrors SafeConstructor.construct_yaml_binary, which uses
// base64.decodebytes: characters outside the alphabet are skipped and only
// the padding is checked.
func decodeBinary(s string) ([]byte, string) {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return nil, "failed to convert base64 data into ascii"
		}
	}
	out := make([]byte, 0, len(s)*3/4)
	var acc byte
	quad, pads := 0, 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '=' {
			if quad >= 2 {
				pads++
				if quad+pads >= 4 {
					return out, ""
				}
			}
			continue
		}
		d := base64Val(c)
		if d < 0 {
			continue
		}
		pads = 0
		switch quad {
		case 0:
			acc = byte(d)
		case 1:
			out = append(out, acc<<2|byte(d)>>4)
			acc = byte(d) & 0x0f
		case 2:
			out = append(out, acc<<4|byte(d)>>2)
			acc = byte(d) & 0x03
		case 3:
			out = append(out, acc<<6|byte(d))
		}
		quad = (quad + 1) % 4
	}
	switch quad {
	case 0:
		return out, ""
	case 1:
		return nil, "failed to decode base64 data: invalid number of data characters"
	}
	return nil, "failed to decode base64 data: incorrect padding"
}

func base64Val(c byte) int {
	switch {
	case c >= 'A' && c <= 'Z':
		return int(c - 'A')
	case c >= 'a' && c <= 'z':
		return int(c-'a') + 26
	case c >= '0' && c <= '9':
		return int(c-'0') + 52
	case c == '+':
		return 62
	case c == '/':
		return 63
	}
	return -1
}

// keyID identifies a mapping key the way Python's dict compares keys:
// True == 1 == 1.0, a date never equals a datetime, str never equals
// bytes, and a tuple (a sequence key) equals a tuple of equal items.
type keyID struct {
	kind byte
	s    string
}

const (
	keyNull     = 'z'
	keyNum      = 'n' // an integer, or a float with an integral value
	keyFloat    = 'f' // a float without an integral value, or ±inf
	keyNaNConst = 'N' // the shared NaN object SafeConstructor returns for .nan
	keyNaN      = 'u' // any other NaN, which equals nothing
	keyStr      = 's'
	keyBytes    = 'b'
	keyDate     = 'd'
	keyNaive    = 't'
	keyTuple    = '('
)

// keyOf returns the identity of a hashable scalar value.
func keyOf(v *Value) keyID {
	switch v.Kind {
	case String:
		return keyID{keyStr, v.Str}
	case Null:
		return keyID{kind: keyNull}
	case Bool:
		if v.Bool {
			return keyID{keyNum, "1"}
		}
		return keyID{keyNum, "0"}
	case Int:
		n, _ := parseInt(v.Str, true)
		if n == nil {
			return keyID{keyNum, v.Str}
		}
		return keyID{keyNum, n.String()}
	case Float:
		f, _ := parseFloat(v.Str)
		switch {
		case math.IsNaN(f):
			if isShortNaN(v.Str) {
				return keyID{kind: keyNaNConst}
			}
			return keyID{kind: keyNaN}
		case math.IsInf(f, 0):
			return keyID{keyFloat, strconv.FormatFloat(f, 'g', -1, 64)}
		case f == math.Trunc(f):
			n, _ := big.NewFloat(f).Int(nil)
			return keyID{keyNum, n.String()}
		}
		return keyID{keyFloat, strconv.FormatFloat(f, 'b', -1, 64)}
	case Timestamp:
		ts, _ := parseTimestamp(v.Str)
		if ts.date {
			return keyID{keyDate, ts.t.Format(time.DateOnly)}
		}
		return keyID{keyNaive, ts.t.Format(time.RFC3339Nano)}
	case Binary:
		b, _ := decodeBinary(v.Str)
		return keyID{keyBytes, string(b)}
	}
	return keyID{kind: keyNaN} // unreachable: collections are unhashable
}

// isShortNaN reports whether construct_yaml_float returns its shared NaN
// object (rather than float("nan")) for s.
func isShortNaN(s string) bool {
	v := strings.ToLower(strings.ReplaceAll(s, "_", ""))
	if v != "" && (v[0] == '+' || v[0] == '-') {
		v = v[1:]
	}
	return v == ".nan"
}

// same reports whether two keys are equal as Python dict keys.
func (k keyID) same(o keyID) bool {
	return k == o && k.kind != keyNaN
}
