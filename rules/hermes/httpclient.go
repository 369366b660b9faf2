package hermes

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// What follows models Hermes's HTTP client as it connects to a remote
// (streamable-http) server Hermes has loaded: the MCP SDK's
// streamable_http_client over httpx (0.27 and later, as the SDK requires),
// which sends HTTP/1.1 through httpcore and h11. Hermes hands it the
// package's "url" and "headers" exactly as written.

// HeaderFaultKind says what Hermes's HTTP client does with a header value.
type HeaderFaultKind uint8

// Header value faults, from the earliest failure to the latest.
const (
	// HeaderNotASCII: httpx encodes a str header value as ASCII
	// (_normalize_header_value) and raises UnicodeEncodeError on any other
	// character, before a request is made.
	HeaderNotASCII HeaderFaultKind = iota + 1
	// HeaderRefused: h11 checks every value it sends against its
	// field-value pattern, which allows neither NUL nor ASCII whitespace
	// other than an inner space or tab: NUL, VT and FF anywhere, and a
	// space or tab at either end, raise LocalProtocolError("Illegal header
	// value").
	HeaderRefused
	// HeaderControl: h11 sends the other C0 controls and DEL (it allows
	// them on purpose), but HTTP forbids them in a field value (RFC 9110
	// §5.5) and servers refuse the request: Go's net/http answers 400
	// "invalid header value", Node's parser "Invalid header value char".
	HeaderControl
)

// HeaderFault is one character (or the end whitespace) of a header value
// that keeps the header from reaching the server.
type HeaderFault struct {
	Kind       HeaderFaultKind
	Start, End int // byte offsets in the value
	Rune       rune
	// Edge is "start" or "end" for a space or tab at that end of the
	// value (HeaderRefused), else "".
	Edge string
}

// HeaderValueFaults returns, for each kind, the first fault of a header
// value, in kind order. CR and LF are not looked at: Hermes drops a
// server whose header value holds them, so they never reach the client.
func HeaderValueFaults(v string) []HeaderFault {
	// The first fault of each kind, by kind: the edge check comes after
	// the scan, and the result is still in kind order.
	var first [HeaderControl + 1]HeaderFault
	add := func(f HeaderFault) {
		if first[f.Kind].Kind == 0 {
			first[f.Kind] = f
		}
	}
	for i, r := range v {
		switch {
		case r >= utf8.RuneSelf:
			_, size := utf8.DecodeRuneInString(v[i:])
			add(HeaderFault{Kind: HeaderNotASCII, Start: i, End: i + size, Rune: r})
		case r == 0 || r == '\v' || r == '\f':
			add(HeaderFault{Kind: HeaderRefused, Start: i, End: i + 1, Rune: r})
		case r == '\r' || r == '\n' || r == '\t':
		case r < 0x20 || r == 0x7f:
			add(HeaderFault{Kind: HeaderControl, Start: i, End: i + 1, Rune: r})
		}
	}
	// h11 sees the value with its CR and LF gone, so the ends are looked
	// for past them.
	notBreak := func(r rune) bool { return r != '\r' && r != '\n' }
	blank := func(i int) bool { return i >= 0 && (v[i] == ' ' || v[i] == '\t') }
	if i := strings.IndexFunc(v, notBreak); blank(i) {
		add(HeaderFault{Kind: HeaderRefused, Start: i, End: i + 1, Rune: rune(v[i]), Edge: "start"})
	} else if i := strings.LastIndexFunc(v, notBreak); blank(i) {
		add(HeaderFault{Kind: HeaderRefused, Start: i, End: i + 1, Rune: rune(v[i]), Edge: "end"})
	}
	var out []HeaderFault
	for _, f := range first {
		if f.Kind != 0 {
			out = append(out, f)
		}
	}
	return out
}

// URLFaultKind says why Hermes's HTTP client cannot connect to a url that
// Python's urlsplit, and so Hermes, accepts.
type URLFaultKind uint8

// URL faults.
const (
	// URLControl: an ASCII control character (tab, CR and LF included,
	// which urlsplit silently removes): httpx raises InvalidURL("Invalid
	// non-printable ASCII character in URL").
	URLControl URLFaultKind = iota + 1
	// URLLeadingSpace: urlsplit skips leading spaces; httpx does not, reads
	// a relative url without a scheme and refuses to send it
	// (UnsupportedProtocol).
	URLLeadingSpace
	// URLPortNotNumber: the port is not a number Python's int() reads;
	// httpx raises InvalidURL("Invalid port").
	URLPortNotNumber
	// URLPortRange: the port is a number outside 1..65535: TCP has no such
	// port (0 is not one a server listens on).
	URLPortRange
	// URLHostChar: the host holds a character no host name has (a space,
	// a control character, a symbol): httpx percent-encodes an ASCII one
	// (a space becomes "%20") and the name lookup fails; a non-ASCII one
	// fails its IDNA encoding.
	URLHostChar
	// URLHostEmptyLabel: the host has an empty label ("a..b", ".a"): the
	// IDNA codec Python's socket module encodes host names with raises
	// UnicodeError("label empty or too long").
	URLHostEmptyLabel
	// URLHostLongLabel: a label longer than 63 characters, the same error.
	URLHostLongLabel
	// URLBadIPv4: four dot-separated numbers that are not an IPv4 address
	// Python's ipaddress reads (a leading zero, a part above 255): httpx
	// raises InvalidURL("Invalid IPv4 address").
	URLBadIPv4
)

// URLFault is one reason a url cannot be connected to, and where.
type URLFault struct {
	Kind       URLFaultKind
	Start, End int // byte offsets in the url as written
	// Text is the part at fault: the port, the host or the label; Rune
	// the character for URLControl and URLHostChar.
	Text string
	Rune rune
	// Port is the port's value for URLPortRange.
	Port int64
}

// URLConnectFaults returns why the client cannot connect to url, which
// Hermes accepted (SplitURL succeeds, an http or https scheme, a host).
// One fault per part: the first control character ends the search, since
// httpx reads nothing else of such a url.
func URLConnectFaults(url string) []URLFault {
	for i, r := range url {
		if r < 0x20 || r == 0x7f {
			return []URLFault{{Kind: URLControl, Start: i, End: i + 1, Rune: r}}
		}
	}
	var out []URLFault
	lead := len(url) - len(strings.TrimLeft(url, " "))
	if lead > 0 {
		out = append(out, URLFault{Kind: URLLeadingSpace, Start: 0, End: lead})
	}
	rest := url[lead:]
	colon := strings.IndexByte(rest, ':')
	if colon < 0 || !strings.HasPrefix(rest[colon+1:], "//") {
		return out
	}
	start := lead + colon + 3
	end := len(url)
	if i := strings.IndexAny(url[start:], "/?#"); i >= 0 {
		end = start + i
	}
	if at := strings.LastIndexByte(url[start:end], '@'); at >= 0 {
		start += at + 1
	}
	hostinfo := url[start:end]
	var host, port string
	hostAt, portAt := start, -1
	if open := strings.IndexByte(hostinfo, '['); open >= 0 {
		_, after, _ := strings.Cut(hostinfo[open:], "]")
		if _, p, ok := strings.Cut(after, ":"); ok {
			port, portAt = p, end-len(p)
		}
	} else {
		h, p, ok := strings.Cut(hostinfo, ":")
		host = h
		if ok {
			port, portAt = p, start+len(h)+1
		}
	}
	if port != "" {
		switch n, ok := pyInt(port); {
		case !ok:
			out = append(out, URLFault{Kind: URLPortNotNumber, Start: portAt, End: portAt + len(port), Text: port})
		case n < 1 || n > 65535:
			out = append(out, URLFault{Kind: URLPortRange, Start: portAt, End: portAt + len(port), Text: port, Port: n})
		}
	}
	if host != "" {
		if f, ok := hostFault(host); ok {
			f.Start += hostAt
			f.End += hostAt
			out = append(out, f)
		}
	}
	return out
}

// hostFault finds the first fault of a host written without brackets;
// offsets are within host.
func hostFault(host string) (URLFault, bool) {
	for i, r := range host {
		if !hostNameRune(r) {
			_, size := utf8.DecodeRuneInString(host[i:])
			return URLFault{Kind: URLHostChar, Start: i, End: i + size, Text: host, Rune: r}, true
		}
	}
	if urlDottedQuad(host) {
		if _, ok := urlParseIPv4(host); !ok {
			return URLFault{Kind: URLBadIPv4, Start: 0, End: len(host), Text: host}, true
		}
		return URLFault{}, false
	}
	labels := strings.Split(strings.TrimSuffix(host, "."), ".")
	off := 0
	for _, l := range labels {
		switch {
		case l == "":
			return URLFault{Kind: URLHostEmptyLabel, Start: off, End: min(off+1, len(host)), Text: host}, true
		case utf8.RuneCountInString(l) > 63:
			return URLFault{Kind: URLHostLongLabel, Start: off, End: off + len(l), Text: l}, true
		}
		off += len(l) + 1
	}
	return URLFault{}, false
}

// hostNameRune reports characters a host name can hold: ASCII letters,
// digits, "-", "." and "_" (which resolvers accept, though DNS
// registrations do not), and non-ASCII letters, marks and digits, which
// IDNA may encode. Anything else (a space, a symbol, a control, a
// non-ASCII space or punctuation) no lookup finds.
func hostNameRune(r rune) bool {
	switch {
	case r < utf8.RuneSelf:
		return urlIsASCIILetter(byte(r)) || (r >= '0' && r <= '9') || r == '-' || r == '.' || r == '_'
	case unicode.IsLetter(r), unicode.IsMark(r), unicode.IsDigit(r):
		return true
	}
	return false
}

// urlDottedQuad is httpx's IPv4_STYLE_HOSTNAME: four runs of ASCII digits
// joined by dots, which httpx then requires to be an IPv4 address.
func urlDottedQuad(host string) bool {
	parts := strings.Split(host, ".")
	if len(parts) != 4 {
		return false
	}
	for _, p := range parts {
		if p == "" || strings.IndexFunc(p, func(r rune) bool { return r < '0' || r > '9' }) >= 0 {
			return false
		}
	}
	return true
}

// pyInt is Python's int(s) for a str: surrounding whitespace, an optional
// sign, and decimal digits of any script with single underscores between
// them. ok is false where Python raises ValueError; values too large for
// an int64 come back as the largest one.
func pyInt(s string) (n int64, ok bool) {
	s = strings.TrimFunc(s, IsSpace)
	neg := false
	if s != "" && (s[0] == '+' || s[0] == '-') {
		neg = s[0] == '-'
		s = s[1:]
	}
	if s == "" || s[0] == '_' || s[len(s)-1] == '_' || strings.Contains(s, "__") {
		return 0, false
	}
	for _, r := range s {
		if r == '_' {
			continue
		}
		d, isDigit := decimalValue(r)
		if !isDigit {
			return 0, false
		}
		if n > (1<<62)/10 {
			n = 1 << 62
			continue
		}
		n = n*10 + int64(d)
	}
	if neg {
		n = -n
	}
	return n, true
}

// decimalValue is the value of a decimal digit (Unicode category Nd, the
// characters Python's int() takes). Every run of consecutive Nd code
// points is one or more whole sets of ten, each starting at its zero.
func decimalValue(r rune) (int, bool) {
	if !unicode.Is(unicode.Nd, r) {
		return 0, false
	}
	first := r
	for first > 0 && unicode.Is(unicode.Nd, first-1) {
		first--
	}
	return int(r-first) % 10, true
}
