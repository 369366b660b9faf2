package hermes

import (
	"reflect"
	"testing"
	"unicode/utf8"
)

// TestHeaderValueFaults holds each case to what httpx 0.28 and h11 0.14
// do with the value (checked with Python: httpx.Headers for the ASCII
// encoding, h11.Request for the field-value pattern).
func TestHeaderValueFaults(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []HeaderFault
	}{
		{"Bearer abc", nil},
		{"", nil},
		{"a\tb", nil},       // an inner tab is sent
		{"a  b", nil},       // and inner spaces
		{"one\ntwo", nil},   // CR and LF are Hermes's to drop
		{"Bearer x\n", nil}, // the line break, not a space, ends it
		{"a\x1cb", []HeaderFault{{Kind: HeaderControl, Start: 1, End: 2, Rune: 0x1c}}}, // h11 sends FS; servers refuse it
		{"a\x1bb", []HeaderFault{{Kind: HeaderControl, Start: 1, End: 2, Rune: 0x1b}}},
		{"a\x7f", []HeaderFault{{Kind: HeaderControl, Start: 1, End: 2, Rune: 0x7f}}},
		{"\x01\x02", []HeaderFault{{Kind: HeaderControl, Start: 0, End: 1, Rune: 1}}},
		{"a\x00b", []HeaderFault{{Kind: HeaderRefused, Start: 1, End: 2, Rune: 0}}},
		{"a\vb", []HeaderFault{{Kind: HeaderRefused, Start: 1, End: 2, Rune: '\v'}}},
		{"a\fb", []HeaderFault{{Kind: HeaderRefused, Start: 1, End: 2, Rune: '\f'}}},
		{" a", []HeaderFault{{Kind: HeaderRefused, Start: 0, End: 1, Rune: ' ', Edge: "start"}}},
		{"a\t", []HeaderFault{{Kind: HeaderRefused, Start: 1, End: 2, Rune: '\t', Edge: "end"}}},
		{" ", []HeaderFault{{Kind: HeaderRefused, Start: 0, End: 1, Rune: ' ', Edge: "start"}}},
		{"a \r\n", []HeaderFault{{Kind: HeaderRefused, Start: 1, End: 2, Rune: ' ', Edge: "end"}}},
		{"a\u0085b", []HeaderFault{{Kind: HeaderNotASCII, Start: 1, End: 3, Rune: 0x85}}},
		{"caf\u00e9", []HeaderFault{{Kind: HeaderNotASCII, Start: 3, End: 5, Rune: 0xe9}}},
		{"\x1b[0m \u2026 ", []HeaderFault{
			{Kind: HeaderNotASCII, Start: 5, End: 8, Rune: 0x2026},
			{Kind: HeaderRefused, Start: 8, End: 9, Rune: ' ', Edge: "end"},
			{Kind: HeaderControl, Start: 0, End: 1, Rune: 0x1b},
		}},
	} {
		if got := HeaderValueFaults(c.in); !reflect.DeepEqual(got, c.want) {
			t.Errorf("HeaderValueFaults(%q) = %+v, want %+v", c.in, got, c.want)
		}
	}
}

// TestURLConnectFaults holds each case to Python: urlsplit accepts every
// url here, and httpx 0.28's urlparse, Python's int() and the socket
// module's IDNA codec decide the rest.
func TestURLConnectFaults(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []URLFault
	}{
		{"https://docs.example.com/mcp", nil},
		{"https://docs.example.com:65535/mcp", nil},
		{"https://docs.example.com:1/mcp", nil},
		{"https://docs.example.com:/mcp", nil},     // an empty port is the default
		{"https://docs.example.com:0443/mcp", nil}, // int() reads 443
		{"https://docs.example.com:+443/mcp", nil}, // so does httpx, though .port raises
		{"https://[::1]:8443/mcp", nil},            // IPv6 literal
		{"https://[2001:db8::1]/mcp", nil},         // no port
		{"https://docs.example.com./mcp", nil},     // a fully qualified name
		{"https://my_host.internal/mcp", nil},      // resolvers take "_"
		{"https://b\u00fccher.example/mcp", nil},   // IDNA encodes it
		{"https://10.0.0.1/mcp", nil},
		{"https://2130706433/mcp", nil}, // not four parts: a name to httpx, a number to the resolver
		{"https://docs.example.com:70000/mcp", []URLFault{{Kind: URLPortRange, Start: 25, End: 30, Text: "70000", Port: 70000}}},
		{"https://docs.example.com:0/mcp", []URLFault{{Kind: URLPortRange, Start: 25, End: 26, Text: "0", Port: 0}}},
		{"https://docs.example.com:-1/mcp", []URLFault{{Kind: URLPortRange, Start: 25, End: 27, Text: "-1", Port: -1}}},
		{"https://docs.example.com:abc/mcp", []URLFault{{Kind: URLPortNotNumber, Start: 25, End: 28, Text: "abc"}}},
		{"https://docs.example.com:80:90/mcp", []URLFault{{Kind: URLPortNotNumber, Start: 25, End: 30, Text: "80:90"}}},
		{"https://[::1]:99999/mcp", []URLFault{{Kind: URLPortRange, Start: 14, End: 19, Text: "99999", Port: 99999}}},
		{"https://[::1]:x/mcp", []URLFault{{Kind: URLPortNotNumber, Start: 14, End: 15, Text: "x"}}},
		{"https://docs example.com/mcp", []URLFault{{Kind: URLHostChar, Start: 12, End: 13, Text: "docs example.com", Rune: ' '}}},
		{"https://docs%20example.com/mcp", []URLFault{{Kind: URLHostChar, Start: 12, End: 13, Text: "docs%20example.com", Rune: '%'}}},
		{"https://docs\u00a0example.com/mcp", []URLFault{{Kind: URLHostChar, Start: 12, End: 14, Text: "docs\u00a0example.com", Rune: 0xa0}}},
		{"https://docs..example.com/mcp", []URLFault{{Kind: URLHostEmptyLabel, Start: 13, End: 14, Text: "docs..example.com"}}},
		{"https://.example.com/mcp", []URLFault{{Kind: URLHostEmptyLabel, Start: 8, End: 9, Text: ".example.com"}}},
		{"https://" + long63 + "x.example.com/mcp", []URLFault{{Kind: URLHostLongLabel, Start: 8, End: 72, Text: long63 + "x"}}},
		{"https://" + long63 + ".example.com/mcp", nil},
		{"https://10.0.0.01/mcp", []URLFault{{Kind: URLBadIPv4, Start: 8, End: 17, Text: "10.0.0.01"}}},
		{"https://300.1.1.1/mcp", []URLFault{{Kind: URLBadIPv4, Start: 8, End: 17, Text: "300.1.1.1"}}},
		{"  https://docs.example.com/mcp", []URLFault{{Kind: URLLeadingSpace, Start: 0, End: 2}}},
		{"https://docs.example.com/m\tcp", []URLFault{{Kind: URLControl, Start: 26, End: 27, Rune: '\t'}}},
		{"https://docs.example.com/mcp\x7f", []URLFault{{Kind: URLControl, Start: 28, End: 29, Rune: 0x7f}}},
		{"https://docs.example.com:99999/m cp", []URLFault{{Kind: URLPortRange, Start: 25, End: 30, Text: "99999", Port: 99999}}},
	} {
		if got := URLConnectFaults(c.in); !reflect.DeepEqual(got, c.want) {
			t.Errorf("URLConnectFaults(%q) = %+v, want %+v", c.in, got, c.want)
		}
	}
}

const long63 = "abcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabc"

func TestPyInt(t *testing.T) {
	for _, c := range []struct {
		in string
		n  int64
		ok bool
	}{
		{"443", 443, true},
		{" 80 ", 80, true},
		{"+80", 80, true},
		{"-1", -1, true},
		{"1_000", 1000, true},
		{"0443", 443, true},
		{"\u0663", 3, true},
		{"\U0001D7D9", 1, true},
		{"", 0, false},
		{"_1", 0, false},
		{"1__0", 0, false},
		{"1_", 0, false},
		{"0x50", 0, false},
		{"80:90", 0, false},
		{"8 0", 0, false},
		{"+", 0, false},
	} {
		if n, ok := pyInt(c.in); n != c.n || ok != c.ok {
			t.Errorf("pyInt(%q) = %d, %v; want %d, %v", c.in, n, ok, c.n, c.ok)
		}
	}
}

// FuzzClientFaults: whatever the text, faults lie inside it (on
// character boundaries when it is UTF-8), in order of kind for header
// values.
func FuzzClientFaults(f *testing.F) {
	for _, s := range []string{"https://docs.example.com:70000/mcp", "https://[::1]:x/", " https://a..b/", "k\u0085 ", "\x00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		inside := func(start, end int) bool {
			return 0 <= start && start <= end && end <= len(s) && (!utf8.ValidString(s) ||
				(start == len(s) || utf8.RuneStart(s[start])) && (end == len(s) || utf8.RuneStart(s[end])))
		}
		for _, u := range URLConnectFaults(s) {
			if !inside(u.Start, u.End) {
				t.Fatalf("URLConnectFaults(%q): %+v lies outside the text", s, u)
			}
		}
		last := HeaderFaultKind(0)
		for _, h := range HeaderValueFaults(s) {
			if !inside(h.Start, h.End) || h.Kind <= last {
				t.Fatalf("HeaderValueFaults(%q): %+v out of place", s, h)
			}
			last = h.Kind
		}
	})
}
