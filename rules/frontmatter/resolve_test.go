package frontmatter

import (
	"math"
	"testing"
)

func TestResolvePlain(t *testing.T) {
	tests := map[string]string{
		"": tagNull, "~": tagNull, "null": tagNull, "Null": tagNull, "NULL": tagNull, "nULL": tagStr,
		"y": tagBool, "Y": tagBool, "n": tagBool, "N": tagBool, "yes": tagBool, "No": tagBool, "TRUE": tagBool,
		"false": tagBool, "on": tagBool, "Off": tagBool, "OFF": tagBool, "tRue": tagStr, "yES": tagStr, "ye": tagStr,
		"0": tagInt, "-0": tagInt, "+12": tagInt, "0x1F": tagInt, "0x_": tagInt, "017": tagInt, "0_7": tagInt,
		"08": tagStr, "0b101": tagInt, "0o17": tagStr, "1_000": tagInt, "1:30": tagInt, "-1:30:59": tagInt,
		"1:60": tagStr, "0:30": tagStr, "12e3": tagStr, "0X1F": tagStr, "-_": tagInt, "7_": tagInt,
		"1.0": tagFloat, "1.": tagFloat, ".5": tagFloat, "-.5": tagStr, "+1.5": tagFloat, "1.0e+3": tagFloat,
		"1.0e3": tagFloat, "1.5e3": tagFloat, "1.e3": tagFloat, "12e-3": tagFloat, "1e+3": tagFloat,
		"1e3": tagStr, "123e45": tagStr, "-1e3": tagStr, "1_0e3": tagStr, ".5e3": tagStr, ".5e+3": tagFloat,
		"1.2.3": tagStr, "1_0.5_": tagFloat, "._5": tagFloat, ".": tagStr,
		"1:30.5": tagFloat, ".inf": tagFloat, "-.Inf": tagFloat, "+.INF": tagFloat, ".nan": tagFloat,
		"-.nan": tagStr, ".NaN": tagFloat, ".Nan": tagStr,
		"2024-01-31": tagTimestamp, "2024-1-31": tagStr, "2001-12-14t21:59:43.10-05:00": tagTimestamp,
		"2001-12-14 21:59:43.10 -5": tagTimestamp, "2001-12-14 21:59:43": tagTimestamp,
		"2001-12-14T21:59:43Z": tagTimestamp, "2001-12-14T21:59": tagStr, "2024-13-45": tagTimestamp,
		"<<": tagMerge, "=": tagValue, "==": tagStr, "!": tagYAML, "*": tagYAML, "&": tagYAML,
		"abc": tagStr, "no way": tagStr, "yes\n": tagBool, "\n": tagStr,
	}
	for s, want := range tests {
		if got := resolvePlain(s); got != want {
			t.Errorf("resolvePlain(%q) = %s, want %s", s, got, want)
		}
	}
}

func TestParseInt(t *testing.T) {
	tests := map[string]string{
		"0": "0", "-0": "0", "+12": "12", "0x1F": "31", "-0x1f": "-31", "017": "15", "0o17": "15",
		"0b101": "5", "1_000": "1000", "1:30": "90", "-1:30:59": "-5459", "190:20:30": "685230",
		"\t12\t": "12", "--5": "5", "0x0x1": "1", "123456789012345678901234567890": "123456789012345678901234567890",
	}
	for s, want := range tests {
		n, ok := parseInt(s, true)
		if !ok || n.String() != want {
			t.Errorf("parseInt(%q) = %v, %v, want %s", s, n, ok, want)
		}
		if _, ok := parseInt(s, false); !ok {
			t.Errorf("parseInt(%q) without value fails", s)
		}
	}
	for _, s := range []string{"", "-", "0b_", "0x_", "0b2", "08", "x", "1.5", "0X1F", "1 2", "1:", ":1"} {
		if _, ok := parseInt(s, false); ok {
			t.Errorf("parseInt(%q) succeeded", s)
		}
	}
}

func TestParseFloat(t *testing.T) {
	tests := map[string]float64{
		"1.0": 1, "1.": 1, ".5": 0.5, "-.5": -0.5, "1.0e+3": 1000, "1e3": 1000, "1_0.5": 10.5,
		"1:30.5": 90.5, "-1:30": -90, ".inf": math.Inf(1), "-.Inf": math.Inf(-1), "inf": math.Inf(1),
		"-Infinity": math.Inf(-1), "\t2.5\t": 2.5, "1e400": math.Inf(1), "7": 7,
	}
	for s, want := range tests {
		if got, ok := parseFloat(s); !ok || got != want {
			t.Errorf("parseFloat(%q) = %v, %v, want %v", s, got, ok, want)
		}
	}
	for _, s := range []string{".nan", "nan", "-.NaN"} {
		if got, ok := parseFloat(s); !ok || !math.IsNaN(got) {
			t.Errorf("parseFloat(%q) = %v, %v, want NaN", s, got, ok)
		}
	}
	for _, s := range []string{"", ".", "e3", "0x10", "1.5.", "1e", "abc", "1,5"} {
		if _, ok := parseFloat(s); ok {
			t.Errorf("parseFloat(%q) succeeded", s)
		}
	}
}

func TestParseTimestamp(t *testing.T) {
	ok := []string{
		"2024-02-29", "2024-1-5", "0001-01-01", "2024-01-31 23:59:59.1234567",
		"2024-01-31t23:59:59 Z", "2024-01-31  23:59:59  -05:30", "9999-12-31T23:59:59+23:59",
		"2024-01-31T10:00:00+24:00", "2024-01-31T10:00:00+99:00",
	}
	for _, s := range ok {
		if _, msg := parseTimestamp(s); msg != "" {
			t.Errorf("parseTimestamp(%q): %s", s, msg)
		}
	}
	bad := map[string]string{
		"2023-02-29":                "day is out of range for month",
		"2024-13-01":                "month must be in 1..12",
		"0000-01-01":                "year 0000 is out of range",
		"2024-01-31T24:00:00":       "hour must be in 0..23",
		"2024-01-31T23:60:00":       "minute must be in 0..59",
		"2024-01-31T23:59:60":       "second must be in 0..59",
		"9999-12-31T23:59:59-23:59": "date value out of range",
		"0001-01-01T00:00:00+01:00": "date value out of range",
		"x":                         `invalid timestamp "x"`,
	}
	for s, want := range bad {
		if _, msg := parseTimestamp(s); msg != want {
			t.Errorf("parseTimestamp(%q) = %q, want %q", s, msg, want)
		}
	}
}

func TestDecodeBinary(t *testing.T) {
	tests := map[string]string{
		"aGVsbG8=": "hello", "aGVs\nbG8=": "hello", "aGVsbG8": "", "aGk=": "hi", "aGk==junk": "hi",
		"a-G-k=": "hi", "": "",
	}
	for s, want := range tests {
		got, msg := decodeBinary(s)
		if want == "" && s != "" {
			if msg == "" {
				t.Errorf("decodeBinary(%q) = %q, want an error", s, got)
			}
			continue
		}
		if msg != "" || string(got) != want {
			t.Errorf("decodeBinary(%q) = %q, %q, want %q", s, got, msg, want)
		}
	}
	if _, msg := decodeBinary("aGVsbG8gé="); msg != "failed to convert base64 data into ascii" {
		t.Errorf("non-ASCII: %q", msg)
	}
	if _, msg := decodeBinary("abcde"); msg != "failed to decode base64 data: invalid number of data characters" {
		t.Errorf("one extra character: %q", msg)
	}
}

func TestKeyIdentity(t *testing.T) {
	v := func(k Kind, s string) *Value {
		val := &Value{Kind: k, Str: s}
		if k == Bool {
			val.Bool, _ = parseBool(s)
		}
		return val
	}
	same := [][2]*Value{
		{v(Bool, "yes"), v(Bool, "true")},
		{v(Bool, "on"), v(Int, "1")},
		{v(Bool, "n"), v(Float, "0.0")},
		{v(Int, "0x10"), v(Int, "16")},
		{v(Int, "1:30"), v(Float, "90.0")},
		{v(Float, "-0.0"), v(Int, "0")},
		{v(Float, ".inf"), v(Float, "+.INF")},
		{v(Float, ".nan"), v(Float, ".NaN")},
		{v(Null, "~"), v(Null, "")},
		{v(String, "a"), v(String, "a")},
		{v(Timestamp, "2024-01-01 10:00:00+01:00"), v(Timestamp, "2024-01-01T09:00:00Z")},
		{v(Timestamp, "2024-01-01 10:00:00.5"), v(Timestamp, "2024-01-01t10:00:00.500000")},
		{v(Binary, "aGk="), v(Binary, "a G k =")},
		// ruamel's datetimes are naive: "Z" is dropped, an offset applied.
		{v(Timestamp, "2024-01-01 10:00:00"), v(Timestamp, "2024-01-01 10:00:00Z")},
		{v(Timestamp, "2024-01-01 10:00:00+01:00"), v(Timestamp, "2024-01-01T09:00:00")},
		// The seventh digit of a fraction rounds.
		{v(Timestamp, "2024-01-01 10:00:00.1234565"), v(Timestamp, "2024-01-01 10:00:00.123457")},
		{v(Timestamp, "2024-01-01 10:00:00.9999995"), v(Timestamp, "2024-01-01 10:00:01")},
	}
	for _, p := range same {
		if !keyOf(p[0]).same(keyOf(p[1])) {
			t.Errorf("%v %q and %v %q should be one key", p[0].Kind, p[0].Str, p[1].Kind, p[1].Str)
		}
	}
	different := [][2]*Value{
		{v(String, "1"), v(Int, "1")},
		{v(String, "true"), v(Bool, "true")},
		{v(Float, "1.5"), v(Int, "1")},
		{v(Float, "nan"), v(Float, "nan")},
		{v(Null, "~"), v(String, "")},
		{v(Timestamp, "2024-01-01"), v(Timestamp, "2024-01-01 00:00:00")},
		{v(Binary, "aGk="), v(String, "hi")},
	}
	for _, p := range different {
		if keyOf(p[0]).same(keyOf(p[1])) {
			t.Errorf("%v %q and %v %q should be two keys", p[0].Kind, p[0].Str, p[1].Kind, p[1].Str)
		}
	}
}
