package rules

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/pluglint/pluglint/rules/hermes"
	"github.com/pluglint/pluglint/rules/hidden"
	"github.com/pluglint/pluglint/rules/pyjson"
	"github.com/pluglint/pluglint/rules/words"
)

// ServerURL reports a streamable-http server whose "url" Hermes refuses: not
// a non-empty string, not splittable by Python's urllib, a scheme other than
// http or https, user information, a fragment, no host, or plain http to a
// host that is not loopback. URLs are split exactly as Python splits them.
// Its advice side reports urls Hermes keeps but its HTTP client (httpx)
// cannot connect to: control characters, a leading space, a port that is
// not a number or not 1 to 65535, and a host no name lookup can find.
var ServerURL = &Rule{
	ID: "PL305", Name: "server-url", Level: Error, Class: Drop, HermesCause: "invalid url",
	Precision: "very-high", Doc: serverURLDoc, Run: runServerURL,
}

var serverURLDoc = Doc{
	Title: "streamable-http server \"url\" is not an https URL Hermes accepts, or not one a client can connect to",
	Why: "Hermes splits a remote server's \"url\" with Python's urllib and skips the server, with only a " +
		"log line, unless the scheme is http or https, there is no user information (not even an empty " +
		"one, as in https://@host), no fragment (an empty \"#\" is fine), and a host. Plain http is " +
		"allowed only to localhost (any letter case) or a loopback IP literal as Python's ipaddress " +
		"reads it (127.0.0.0/8, [::1]): 127.1, 2130706433, 0.0.0.0, localhost. and 127.0.0.01 are not " +
		"loopback to Hermes. Placeholders such as ${API_HOST} are not expanded in \"url\". " +
		"A url Hermes keeps can still be one nothing connects to (advice, warning): Hermes never reads " +
		"the port, and its HTTP client, httpx, refuses a port that is not a number (\"Invalid port\"), " +
		"a control character anywhere (tabs and line breaks included, which urlsplit silently drops) " +
		"and, after urlsplit skipped it, a leading space (the url then has no scheme); TCP has no port " +
		"0 or above 65535; and a host with a space or a symbol, an empty label (\"a..b\", \".a\"), a " +
		"label longer than 63 characters, or four numbers that are not an IPv4 address (10.0.0.01, " +
		"300.1.1.1) fails before any byte is sent. The server loads and every connection fails.",
	Fix: "Use an absolute https:// URL with a host. Send credentials in \"headers\", not in the URL. Use " +
		"http:// only for a server on the same machine (http://127.0.0.1:PORT/mcp). Write the host as " +
		"its DNS name or IP address and the port as digits from 1 to 65535 (or leave it out for the " +
		"default), with nothing before the scheme.",
	Bad: "mcp.json:\n" +
		"{\"$schema\": \"https://agent-plugins.org/schemas/1.0.0/mcp.schema.json\",\n" +
		" \"mcpServers\": {\"docs\": {\"type\": \"streamable-http\", \"url\": \"http://docs.example.com/mcp\"}}}",
	Good: "mcp.json:\n" +
		"{\"$schema\": \"https://agent-plugins.org/schemas/1.0.0/mcp.schema.json\",\n" +
		" \"mcpServers\": {\"docs\": {\"type\": \"streamable-http\", \"url\": \"https://docs.example.com/mcp\"}}}",
}

func runServerURL(p *Pass) error {
	f := p.Pkg.MCP
	for _, s := range mcpServersOfType(p.Pkg, hermes.TypeRemote) {
		drop := func(loc Loc, problem, hint string) {
			p.Report(Finding{
				Loc: loc, Drops: DropServer(s.Member.Ident()),
				Message: fmt.Sprintf("streamable-http server %q %s; Hermes drops the server%s", s.Name(), problem, hint),
			})
		}
		m := s.Obj.Member("url")
		if m == nil {
			drop(AtKey(f, s.Member), "has no \"url\"", "")
			continue
		}
		v := m.Value
		loc := AtValue(f, v)
		switch {
		case v.Kind != pyjson.String:
			drop(loc, "has a \"url\" that is "+words.Kind(v)+", not a string", "")
			continue
		case v.Str == "":
			drop(loc, "has an empty \"url\"", "")
			continue
		}
		u, err := hermes.SplitURL(v.Str)
		if err != nil {
			drop(loc, "has a url Python cannot split ("+err.Error()+")", "")
			continue
		}
		schemeOK := u.Scheme == "http" || u.Scheme == "https"
		switch {
		case u.Scheme == "":
			drop(loc, "has a url without a scheme", " (write \"https://...\")")
		case !schemeOK && !u.Authority:
			drop(loc, fmt.Sprintf("has a url with scheme %q, not http or https", u.Scheme),
				fmt.Sprintf(" (Python reads %q as the scheme: write \"https://\" before the host)", u.Scheme))
		case !schemeOK:
			drop(loc, fmt.Sprintf("has a url with scheme %q, not http or https", u.Scheme), "")
		}
		if u.HasUser {
			problem, hint := "has a url with user information before \"@\"", " (send credentials in \"headers\")"
			if i := strings.LastIndex(u.Netloc, "@"); i == 0 {
				problem, hint = "has a url with an empty user information part (\"@\" before the host)", " (remove the \"@\")"
			}
			drop(loc, problem, hint)
		}
		if u.Fragment != "" {
			drop(loc, "has a url with a fragment (\"#...\")", " (remove it)")
		}
		if !schemeOK {
			continue // the host follows from the scheme's "//": one mistake, one finding
		}
		if u.Host == "" {
			drop(loc, "has a url without a host", "")
			continue
		}
		plainHTTPDropped := u.Scheme == "http" && u.Host != "localhost" && !hermes.IsLoopback(u.Host)
		if plainHTTPDropped {
			drop(loc, fmt.Sprintf("has a plain http url to %q, which is not loopback", u.Host), httpHostHint(u.Host))
		}
		for _, fault := range hermes.URLConnectFaults(v.Str) {
			if fault.Kind == hermes.URLBadIPv4 && plainHTTPDropped {
				continue // the drop's hint already says Python does not read it as an address
			}
			if strings.Contains(fault.Text, "$") {
				continue // a placeholder Hermes does not expand: PL307 says so
			}
			p.Report(Finding{
				Loc: AtText(f, v, fault.Start, fault.End), Class: Advice, Level: Warning,
				Message: fmt.Sprintf("streamable-http server %q %s", s.Name(), urlFaultText(fault)),
			})
		}
	}
	return nil
}

// urlFaultText says what is wrong with a url Hermes accepts, what its HTTP
// client does with it, and how to fix it. It says what Hermes does not
// check rather than that Hermes keeps the server: another finding may drop
// the server, even for the same url.
func urlFaultText(f hermes.URLFault) string {
	const port = "; Hermes never reads the port, but "
	const host = "; Hermes does not check the host name, but "
	const never = ", so the server never connects"
	switch f.Kind {
	case hermes.URLControl:
		return "has a url containing " + hidden.Char(f.Rune) + "; Hermes does not check for control characters, " +
			"but its HTTP client (httpx) refuses a url " +
			"with a control character (\"Invalid non-printable ASCII character in URL\")" + never + " (remove it)"
	case hermes.URLLeadingSpace:
		return "has a url that starts with a space; Hermes's check skips leading spaces, " +
			"but its HTTP client (httpx) then reads a url without a scheme and refuses it (\"Request URL is " +
			"missing an 'http://' or 'https://' protocol\")" + never + " (remove the space)"
	case hermes.URLPortNotNumber:
		return fmt.Sprintf("has a url with port %s, which is not a number%sits HTTP client (httpx) refuses "+
			"the url (\"Invalid port\")%s (write the port as digits from 1 to 65535, or leave it out with "+
			"its \":\" for the default)", hidden.Quote(f.Text), port, never)
	case hermes.URLPortRange:
		why := "no connection can use it"
		switch {
		case f.Port == 0:
			why = "no server listens on port 0 and connecting to it fails"
		case f.Port > 65535:
			why += " (Python's urlsplit raises \"Port out of range 0-65535\" when it reads the port)"
		}
		return fmt.Sprintf("has a url with port %s, outside the TCP ports 1 to 65535%s%s%s (write the "+
			"server's port)", hidden.Quote(f.Text), port, why, never)
	case hermes.URLHostChar:
		what, how := hidden.Char(f.Rune), "no host name holds it: the name lookup fails"
		if f.Rune == ' ' {
			what, how = "a space", "its HTTP client (httpx) sends it as \"%20\", which no host name holds: the name lookup fails"
		}
		return fmt.Sprintf("has a url whose host %s contains %s%s%s%s (remove it: a host name holds letters, "+
			"digits, hyphens and dots)", hidden.Quote(f.Text), what, host, how, never)
	case hermes.URLHostEmptyLabel:
		return fmt.Sprintf("has a url whose host %s has an empty part between dots%sPython cannot look the "+
			"name up (UnicodeError \"label empty or too long\")%s (remove the extra dot)",
			hidden.Quote(f.Text), host, never)
	case hermes.URLHostLongLabel:
		return fmt.Sprintf("has a url whose host has a part of %d characters, more than the 63 DNS allows%s"+
			"Python cannot look the name up (UnicodeError \"label empty or too long\")%s (write the server's "+
			"host name, whose parts between dots are at most 63 characters each)",
			utf8.RuneCountInString(f.Text), host, never)
	case hermes.URLBadIPv4:
		return fmt.Sprintf("has a url whose host %s is not an IPv4 address Python reads (%s)%sits HTTP "+
			"client (httpx) refuses the url (\"Invalid IPv4 address\")%s (write the address as four numbers "+
			"from 0 to 255 without leading zeros)", hidden.Quote(f.Text),
			ipv4Problem(f.Text), host, never)
	}
	return "has a url no client connects to"
}

// ipv4Problem says why four dot-separated numbers are not an IPv4 address
// to Python.
func ipv4Problem(host string) string {
	for _, part := range strings.Split(host, ".") {
		if len(part) > 1 && part[0] == '0' {
			short := strings.TrimLeft(part, "0")
			if short == "" {
				short = "0"
			}
			return "a part has a leading zero: write " + strconv.Quote(part) + " as " + strconv.Quote(short)
		}
	}
	return "a part is above 255"
}

// httpHostHint explains why a host that looks local is not loopback to
// Hermes.
func httpHostHint(host string) string {
	switch {
	case strings.EqualFold(host, "localhost."):
		return " (\"localhost.\" with a trailing dot is not \"localhost\" to Hermes: write \"localhost\")"
	case host == "0.0.0.0" || host == "::":
		return " (an unspecified address is not loopback: use https, or 127.0.0.1 for this machine)"
	case strings.HasPrefix(strings.ToLower(host), "::ffff:"):
		return " (Hermes does not treat an IPv4-mapped address as loopback: write 127.0.0.1 or [::1])"
	case urlLooseIPv4().MatchString(host):
		return fmt.Sprintf(" (Python does not read %q as an IP address: write 127.0.0.1 for this machine, "+
			"else use https)", host)
	}
	return " (use https)"
}

// urlLooseIPv4 matches the numeric host forms C's inet_aton accepts but Python's
// ipaddress does not: fewer than four parts, hex, or leading zeros.
var urlLooseIPv4 = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(?i:0x[0-9a-f]+|[0-9]+)(?:\.(?i:0x[0-9a-f]+|[0-9]+)){0,3}$`)
})
