package rules

import (
	"fmt"
	"regexp"
	"strings"
	"sync"

	"github.com/pluglint/pluglint/rules/hermes"
	"github.com/pluglint/pluglint/rules/pyjson"
	"github.com/pluglint/pluglint/rules/words"
)

// ServerURL reports a streamable-http server whose "url" Hermes refuses: not
// a non-empty string, not splittable by Python's urllib, a scheme other than
// http or https, user information, a fragment, no host, or plain http to a
// host that is not loopback. URLs are split exactly as Python splits them.
var ServerURL = &Rule{
	ID: "PL305", Name: "server-url", Level: Error, Class: Drop, HermesCause: "invalid url",
	Precision: "very-high", Doc: serverURLDoc, Run: runServerURL,
}

var serverURLDoc = Doc{
	Title: "streamable-http server \"url\" is not an https URL Hermes accepts",
	Why: "Hermes splits a remote server's \"url\" with Python's urllib and skips the server, with only a " +
		"log line, unless the scheme is http or https, there is no user information (not even an empty " +
		"one, as in https://@host), no fragment (an empty \"#\" is fine), and a host. Plain http is " +
		"allowed only to localhost (any letter case) or a loopback IP literal as Python's ipaddress " +
		"reads it (127.0.0.0/8, [::1]): 127.1, 2130706433, 0.0.0.0, localhost. and 127.0.0.01 are not " +
		"loopback to Hermes. Placeholders such as ${API_HOST} are not expanded in \"url\".",
	Fix: "Use an absolute https:// URL with a host. Send credentials in \"headers\", not in the URL. Use " +
		"http:// only for a server on the same machine (http://127.0.0.1:PORT/mcp).",
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
		if u.Scheme == "http" && u.Host != "localhost" && !hermes.IsLoopback(u.Host) {
			drop(loc, fmt.Sprintf("has a plain http url to %q, which is not loopback", u.Host), httpHostHint(u.Host))
		}
	}
	return nil
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
