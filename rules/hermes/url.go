package hermes

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"sync"
)

// URL holds the parts of Python's urlsplit result Hermes reads.
type URL struct {
	Scheme   string // lower-cased
	Netloc   string
	Fragment string
	// Authority is set when "//" follows the scheme, even if the netloc
	// after it is empty.
	Authority bool
	// HasUser is set when .username (and so .password) is not None: the
	// netloc has an "@", even with nothing before it.
	HasUser bool
	// Host is .hostname: lower-cased (a zone after "%" kept as written),
	// "" when Python returns None.
	Host string
}

// dropTabsAndNewlines removes every tab, CR and LF, as urlsplit does
// (byte by byte: they are ASCII, and other bytes, valid UTF-8 or not,
// are kept as they are).
func dropTabsAndNewlines(s string) string {
	if !strings.ContainsAny(s, "\t\r\n") {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if c := s[i]; c != '\t' && c != '\r' && c != '\n' {
			b = append(b, c)
		}
	}
	return string(b)
}

// SplitURL splits a URL the way Python's urllib.parse.urlsplit does
// (CPython 3.11 to 3.13), including the ValueErrors it raises.
func SplitURL(url string) (URL, error) {
	var u URL
	url = strings.TrimLeftFunc(url, func(r rune) bool { return r <= ' ' })
	url = dropTabsAndNewlines(url)
	if i := strings.IndexByte(url, ':'); i > 0 && urlIsASCIILetter(url[0]) {
		scheme := url[:i]
		if strings.IndexFunc(scheme, func(r rune) bool { return !urlIsSchemeChar(r) }) < 0 {
			u.Scheme, url = strings.ToLower(scheme), url[i+1:]
		}
	}
	if strings.HasPrefix(url, "//") {
		u.Authority = true
		end := len(url)
		if i := strings.IndexAny(url[2:], "/?#"); i >= 0 {
			end = i + 2
		}
		u.Netloc, url = url[2:end], url[end:]
		open, closed := strings.Contains(u.Netloc, "["), strings.Contains(u.Netloc, "]")
		if open != closed {
			return u, errors.New("unbalanced IPv6 brackets")
		}
		if open {
			_, after, _ := strings.Cut(u.Netloc, "[")
			bracketed, _, _ := strings.Cut(after, "]")
			if err := urlCheckBracketedHost(bracketed); err != nil {
				return u, err
			}
		}
	}
	if _, frag, ok := strings.Cut(url, "#"); ok {
		u.Fragment = frag
	}
	if strings.ContainsAny(u.Netloc, nfkcURLDelimiters) {
		return u, errors.New("the host contains a character that NFKC-normalises to a URL delimiter")
	}
	u.HasUser = strings.Contains(u.Netloc, "@")
	hostinfo := u.Netloc
	if i := strings.LastIndex(hostinfo, "@"); i >= 0 {
		hostinfo = hostinfo[i+1:]
	}
	var host string
	if _, after, ok := strings.Cut(hostinfo, "["); ok {
		host, _, _ = strings.Cut(after, "]")
	} else {
		host, _, _ = strings.Cut(hostinfo, ":")
	}
	if host != "" {
		h, zone, hasZone := strings.Cut(host, "%")
		u.Host = strings.ToLower(h)
		if hasZone {
			u.Host += "%" + zone
		}
	}
	return u, nil
}

func urlIsASCIILetter(c byte) bool { return (c|0x20) >= 'a' && (c|0x20) <= 'z' }

func urlIsSchemeChar(r rune) bool {
	return r < 0x80 && (urlIsASCIILetter(byte(r)) || (r >= '0' && r <= '9') || r == '+' || r == '-' || r == '.')
}

var urlIPvFuture = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^v[a-fA-F0-9]+\..+$`) })

// urlCheckBracketedHost is urllib's check of the text between "[" and "]".
func urlCheckBracketedHost(h string) error {
	if strings.HasPrefix(h, "v") {
		if !urlIPvFuture().MatchString(h) {
			return errors.New("an invalid IPvFuture address in brackets")
		}
		return nil
	}
	if _, ok := urlParseIPv4(h); ok {
		return errors.New("an IPv4 address in brackets")
	}
	if _, ok := urlParseIPv6(h); !ok {
		return fmt.Errorf("%q in brackets is not an IP address", h)
	}
	return nil
}

// IsLoopback is ipaddress.ip_address(host).is_loopback, false when Python
// cannot parse host as an address.
func IsLoopback(host string) bool {
	if v4, ok := urlParseIPv4(host); ok {
		return v4>>24 == 127
	}
	if v6, ok := urlParseIPv6(host); ok {
		return v6 == [8]uint16{0, 0, 0, 0, 0, 0, 0, 1}
	}
	return false
}

// urlParseIPv4 parses a dotted quad as ipaddress.IPv4Address does: exactly
// four ASCII decimal octets, no leading zeros, none above 255.
func urlParseIPv4(s string) (uint32, bool) {
	octets := strings.Split(s, ".")
	if len(octets) != 4 {
		return 0, false
	}
	var v uint32
	for _, o := range octets {
		if o == "" || len(o) > 3 || (len(o) > 1 && o[0] == '0') {
			return 0, false
		}
		for i := 0; i < len(o); i++ {
			if o[i] < '0' || o[i] > '9' {
				return 0, false
			}
		}
		n, _ := strconv.Atoi(o)
		if n > 255 {
			return 0, false
		}
		v = v<<8 | uint32(n)
	}
	return v, true
}

// urlParseIPv6 parses an address as ipaddress.IPv6Address does, including
// an optional "%zone" and a dotted-quad tail.
func urlParseIPv6(s string) ([8]uint16, bool) {
	var out [8]uint16
	if strings.Contains(s, "/") {
		return out, false
	}
	if addr, zone, ok := strings.Cut(s, "%"); ok {
		if zone == "" || strings.Contains(zone, "%") {
			return out, false
		}
		s = addr
	}
	if s == "" {
		return out, false
	}
	parts := strings.Split(s, ":")
	if len(parts) < 3 {
		return out, false
	}
	if last := parts[len(parts)-1]; strings.Contains(last, ".") {
		v4, ok := urlParseIPv4(last)
		if !ok {
			return out, false
		}
		parts = append(parts[:len(parts)-1], strconv.FormatUint(uint64(v4>>16), 16), strconv.FormatUint(uint64(v4&0xffff), 16))
	}
	if len(parts) > 9 {
		return out, false
	}
	skip := -1
	for i := 1; i < len(parts)-1; i++ {
		if parts[i] == "" {
			if skip >= 0 {
				return out, false
			}
			skip = i
		}
	}
	var hi, lo, skipped int
	if skip >= 0 {
		hi, lo = skip, len(parts)-skip-1
		if parts[0] == "" {
			if hi--; hi != 0 {
				return out, false
			}
		}
		if parts[len(parts)-1] == "" {
			if lo--; lo != 0 {
				return out, false
			}
		}
		if skipped = 8 - (hi + lo); skipped < 1 {
			return out, false
		}
	} else {
		if len(parts) != 8 || parts[0] == "" || parts[7] == "" {
			return out, false
		}
		hi = 8
	}
	idx := 0
	take := func(h string) bool {
		if h == "" || len(h) > 4 || strings.IndexFunc(h, func(r rune) bool {
			return (r < '0' || r > '9') && (r < 'a' || r > 'f') && (r < 'A' || r > 'F')
		}) >= 0 {
			return false
		}
		n, _ := strconv.ParseUint(h, 16, 16)
		out[idx] = uint16(n)
		idx++
		return true
	}
	for i := 0; i < hi; i++ {
		if !take(parts[i]) {
			return out, false
		}
	}
	idx += skipped
	for i := len(parts) - lo; i < len(parts); i++ {
		if !take(parts[i]) {
			return out, false
		}
	}
	return out, true
}

// nfkcURLDelimiters are the characters whose NFKC form contains one of
// "/?#@:"; Python's urlsplit refuses a non-ASCII netloc holding any of
// them (computed from Python 3.11's Unicode 14 tables).
const nfkcURLDelimiters = "\u2047\u2048\u2049\u2100\u2101\u2105\u2106\u2a74\ufe13\ufe16\ufe55\ufe56\ufe5f\ufe6b" +
	"\uff03\uff0f\uff1a\uff1f\uff20"
