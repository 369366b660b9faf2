package mcplive

import (
	"errors"
	"io"
	"net/http"
	"net/url"
	"strings"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// maxBody bounds every response body: a tools/list result is small, and a
// hostile server must not make pluglint read without end.
const maxBody = 32 << 20

type httpRoundTripper = http.RoundTripper

// httpTransport is the SDK's streamable HTTP client transport over an
// HTTP client that adds mcp.json's headers and watches for refused
// credentials.
func httpTransport(s *Server, o Options, tap *tap) (*mcp.StreamableClientTransport, *authWatch) {
	base := o.Transport
	if base == nil {
		base = http.DefaultTransport.(*http.Transport).Clone()
	}
	origin := ""
	if u, err := url.Parse(s.URL); err == nil {
		origin = originOf(u)
	}
	auth := &authWatch{}
	rt := &roundTripper{base: base, headers: s.Headers, origin: origin, tap: tap, auth: auth}
	return &mcp.StreamableClientTransport{
		Endpoint:   s.URL,
		HTTPClient: &http.Client{Transport: rt},
		// One listing needs no server-initiated messages, and a retry
		// loop would only delay the report of a broken server.
		DisableStandaloneSSE: true,
		MaxRetries:           -1,
	}, auth
}

// roundTripper adds the server's headers, exactly as written, to requests
// for the server's own origin only: like Hermes (strict_redirect_headers),
// a redirect to another origin gets none of them.
type roundTripper struct {
	base    http.RoundTripper
	headers []Header
	origin  string
	tap     *tap
	auth    *authWatch
}

func (rt *roundTripper) RoundTrip(req *http.Request) (*http.Response, error) {
	r := req.Clone(req.Context())
	if originOf(r.URL) == rt.origin {
		for _, h := range rt.headers {
			r.Header.Set(h.Name, h.Value)
		}
	}
	// The SDK sets MCP-Protocol-Version itself only on connections it
	// can see; ours are wrapped to read raw results, so set it here from
	// the version initialize agreed on.
	if r.Header.Get("Mcp-Protocol-Version") == "" {
		if v := rt.tap.negotiated(); v != "" {
			r.Header.Set("Mcp-Protocol-Version", v)
		}
	}
	resp, err := rt.base.RoundTrip(r)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode == http.StatusUnauthorized || resp.StatusCode == http.StatusForbidden {
		rt.auth.record(resp)
	}
	resp.Body = &limitedBody{ReadCloser: resp.Body, left: maxBody}
	return resp, nil
}

func originOf(u *url.URL) string {
	host := strings.ToLower(u.Hostname())
	port := u.Port()
	scheme := strings.ToLower(u.Scheme)
	if port == "" {
		switch scheme {
		case "http":
			port = "80"
		case "https":
			port = "443"
		}
	}
	return scheme + "://" + host + ":" + port
}

// authWatch remembers the first response that refused pluglint's
// credentials (it has none beyond the headers written in mcp.json).
type authWatch struct {
	mu  sync.Mutex
	err *AuthError
}

func (a *authWatch) record(resp *http.Response) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.err != nil {
		return
	}
	e := &AuthError{Status: resp.StatusCode}
	for _, c := range resp.Header.Values("WWW-Authenticate") {
		if scheme, _, _ := strings.Cut(strings.TrimSpace(c), " "); strings.EqualFold(scheme, "Bearer") {
			e.OAuth = true
		}
	}
	a.err = e
}

// failure returns the refusal, if one was seen (nil for stdio servers).
func (a *authWatch) failure() *AuthError {
	if a == nil {
		return nil
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.err
}

var errTooLarge = errors.New("response body larger than 32 MiB")

type limitedBody struct {
	io.ReadCloser
	left int64
}

func (b *limitedBody) Read(p []byte) (int, error) {
	if b.left <= 0 {
		return 0, errTooLarge
	}
	if int64(len(p)) > b.left {
		p = p[:b.left]
	}
	n, err := b.ReadCloser.Read(p)
	b.left -= int64(n)
	return n, err
}
