package rules

import (
	"fmt"
	"regexp"
	"strings"
	"sync"

	"github.com/pluglint/pluglint/rules/hermes"
	"github.com/pluglint/pluglint/rules/hidden"
	"github.com/pluglint/pluglint/rules/pyjson"
	"github.com/pluglint/pluglint/rules/words"
)

// ServerHeaders reports a streamable-http server whose "headers" Hermes
// refuses: not an object (null is fine), a name that is not an HTTP token,
// two names equal ignoring case, or a value that is not a string or holds a
// CR or LF. Its advice side reports values Hermes keeps but its HTTP client
// (httpx over h11) cannot send or servers refuse: non-ASCII characters,
// NUL, VT, FF, surrounding whitespace and the other control characters.
var ServerHeaders = &Rule{
	ID: "PL306", Name: "server-headers", Level: Error, Class: Drop, HermesCause: "invalid headers",
	Precision: "very-high", Doc: serverHeadersDoc, Run: runServerHeaders,
}

var serverHeadersDoc = Doc{
	Title: "streamable-http server \"headers\" has a bad name, a case-insensitive duplicate or a value that cannot be sent",
	Why: "Hermes sends a remote server's \"headers\" with every request and skips the server, with only a " +
		"log line, unless \"headers\" is an object (or null) whose names are HTTP tokens (letters, digits " +
		"and !#$%&'*+-.^_`|~; no spaces or colons), unique ignoring letter case, and whose values are " +
		"strings without a carriage return or line feed (tabs are fine). HTTP header names are " +
		"case-insensitive, so \"X-Api-Key\" and \"x-api-key\" are the same header sent twice. " +
		"A value Hermes keeps can still never reach the server (advice, warning): Hermes's HTTP client, " +
		"httpx, sends header values as ASCII only and fails on any other character (an accented letter, a " +
		"typographic quote or dash, a no-break space, a C1 control such as NEL U+0085) before the first " +
		"request; h11 beneath it refuses NUL, vertical tab, form feed and a space or tab at either end of " +
		"a value; and the other control characters (ESC and terminal escape sequences, DEL, U+0001 to " +
		"U+001F) are sent, but HTTP forbids them in header values and servers such as Go's net/http and " +
		"Node.js answer 400 Bad Request. The server loads and every connection to it fails.",
	Fix: "Write each header once, with a token name and a single-line string value in printable ASCII " +
		"without surrounding spaces: {\"Authorization\": \"Bearer ...\"}, not " +
		"{\"Authorization: Bearer\": \"...\"}. Retype a value pasted from a document or a terminal; a " +
		"token that really has other characters must be encoded as its service documents (base64, " +
		"percent-encoding).",
	Bad: "mcp.json:\n" +
		"{\"$schema\": \"https://agent-plugins.org/schemas/1.0.0/mcp.schema.json\",\n" +
		" \"mcpServers\": {\"docs\": {\"type\": \"streamable-http\", \"url\": \"https://docs.example.com/mcp\",\n" +
		"   \"headers\": {\"X-Client\": \"pluglint\", \"x-client\": \"pluglint\"}}}}",
	Good: "mcp.json:\n" +
		"{\"$schema\": \"https://agent-plugins.org/schemas/1.0.0/mcp.schema.json\",\n" +
		" \"mcpServers\": {\"docs\": {\"type\": \"streamable-http\", \"url\": \"https://docs.example.com/mcp\",\n" +
		"   \"headers\": {\"X-Client\": \"pluglint\"}}}}",
}

// mcpHeaderToken is RFC 7230's token, the only header names Hermes accepts.
var mcpHeaderToken = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile("^[!#$%&'*+\\-.^_`|~0-9A-Za-z]+$") })

func runServerHeaders(p *Pass) error {
	f := p.Pkg.MCP
	for _, s := range mcpServersOfType(p.Pkg, hermes.TypeRemote) {
		drop := func(loc Loc, rel []Related, format string, args ...any) {
			p.Report(Finding{
				Loc: loc, Drops: DropServer(s.Member.Ident()), Related: rel,
				Message: fmt.Sprintf("streamable-http server %q ", s.Name()) + fmt.Sprintf(format, args...),
			})
		}
		m := s.Obj.Member("headers")
		if m == nil || m.Value.Kind == pyjson.Null {
			continue
		}
		v := m.Value
		if v.Kind != pyjson.Object {
			drop(AtValue(f, v), nil, "has \"headers\" that is %s, not an object; Hermes drops the server", words.Kind(v))
			continue
		}
		seen := map[string]*pyjson.Member{}
		for _, h := range v.Effective() {
			if !mcpHeaderToken().MatchString(h.Key) {
				drop(AtKey(f, h), nil, "has header name %q, which is not an HTTP token; Hermes drops the server%s",
					h.Key, headerNameHint(h.Key))
			} else {
				low := strings.ToLower(h.Key)
				if first := seen[low]; first != nil {
					drop(AtKey(f, h), []Related{{Loc: AtKey(f, first), Message: fmt.Sprintf("%q is first here", first.Key)}},
						"has header %q, the same as %q ignoring letter case; Hermes drops the server (send it once)",
						h.Key, first.Key)
				} else {
					seen[low] = h
				}
			}
			switch hv := h.Value; {
			case hv.Kind != pyjson.String:
				drop(AtValue(f, hv), nil, "has header %q whose value is %s, not a string; Hermes drops the server%s",
					h.Key, words.Kind(hv), mcpQuoteHint(hv))
			case strings.ContainsAny(hv.Str, "\r\n"):
				drop(AtValue(f, hv), nil, "has header %q whose value contains a line break (CR or LF); "+
					"Hermes drops the server", h.Key)
			}
			if hv := h.Value; hv.Kind == pyjson.String {
				for _, fault := range hermes.HeaderValueFaults(hv.Str) {
					p.Report(Finding{
						Loc: AtText(f, hv, fault.Start, fault.End), Class: Advice, Level: Warning,
						Message: fmt.Sprintf("streamable-http server %q has header %q whose value %s", s.Name(), h.Key,
							headerFaultText(fault)),
					})
				}
			}
		}
	}
	return nil
}

// headerNameHint explains the usual ways a header name stops being a token.
func headerNameHint(name string) string {
	switch {
	case name == "":
		return " (it is empty)"
	case strings.Contains(name, ":"):
		before, _, _ := strings.Cut(name, ":")
		return fmt.Sprintf(" (the name ends before the colon: write %q and put the rest in the value)",
			strings.TrimSpace(before))
	case strings.TrimSpace(name) != name:
		return " (remove the surrounding whitespace)"
	case strings.ContainsAny(name, " \t"):
		return " (header names have no spaces: use \"-\")"
	}
	return ""
}

// headerFaultText says what is in a header value, what Hermes's HTTP client
// does with it, and how to fix it. It says what Hermes checks rather than
// that Hermes keeps the server: another finding may drop the server.
func headerFaultText(f hermes.HeaderFault) string {
	const checks = "; Hermes checks header values only for line breaks, but "
	switch {
	case f.Kind == hermes.HeaderNotASCII:
		return "contains " + hidden.Char(f.Rune) + checks + "its HTTP client (httpx) sends header values as " +
			"ASCII only and fails on it (UnicodeEncodeError) before the first request, so the server never " +
			"connects (remove it, or write the value in ASCII)"
	case f.Edge != "":
		what := "space"
		if f.Rune == '\t' {
			what = "tab"
		}
		return fmt.Sprintf("%ss with a %s%sits HTTP client (h11, under httpx) refuses to send a value with "+
			"whitespace at either end (\"Illegal header value\"), so the server never connects (remove the %s)",
			f.Edge, what, checks, what)
	case f.Kind == hermes.HeaderRefused:
		return "contains " + hidden.Char(f.Rune) + checks + "its HTTP client (h11, under httpx) refuses to send " +
			"it (\"Illegal header value\"), so the server never connects (remove it)"
	}
	return "contains " + hidden.Char(f.Rune) + "; Hermes checks header values only for line breaks and its " +
		"HTTP client sends it, but HTTP forbids control characters in header values and servers such as " +
		"Go's net/http and Node.js answer 400 Bad Request, so the server will most likely never connect " +
		"(remove it)"
}
