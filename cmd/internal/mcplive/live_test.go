package mcplive

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pluglint/pluglint/cmd/internal/mcptest"
)

func TestMain(m *testing.M) {
	mcptest.MaybeServe()
	os.Exit(m.Run())
}

var opts = Options{ClientName: "pluglint", ClientVersion: "test"}

func tools(names ...string) []mcptest.Tool {
	var ts []mcptest.Tool
	for _, n := range names {
		ts = append(ts, mcptest.Tool{Name: n, Description: "does " + n})
	}
	return ts
}

func names(t *testing.T, raws []json.RawMessage) string {
	t.Helper()
	var out []string
	for _, r := range raws {
		var tool struct{ Name string }
		if err := json.Unmarshal(r, &tool); err != nil {
			t.Fatalf("tool %s: %v", r, err)
		}
		out = append(out, tool.Name)
	}
	return strings.Join(out, ",")
}

func ctxFor(t *testing.T, d time.Duration) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	t.Cleanup(cancel)
	return ctx
}

func TestHTTPPages(t *testing.T) {
	ts, _ := mcptest.HTTP(t, mcptest.Config{Tools: tools("e", "d", "c", "b", "a"), PageSize: 2})
	l, err := List(ctxFor(t, 10*time.Second), &Server{URL: ts.URL}, opts)
	if err != nil {
		t.Fatal(err)
	}
	// The SDK server pages in name order; all three pages are read.
	if got := names(t, l.Tools); got != "a,b,c,d,e" || l.Pages != 3 || l.Truncated {
		t.Errorf("tools %s in %d pages (truncated %v), want a..e in 3", got, l.Pages, l.Truncated)
	}
	if l.Protocol == "" {
		t.Error("no protocol version")
	}
}

func TestHTTPHeadersAsWritten(t *testing.T) {
	ts, _ := mcptest.HTTP(t, mcptest.Config{Tools: tools("a"), Want: map[string]string{"X-Tenant": "demo"}})
	if _, err := List(ctxFor(t, 10*time.Second), &Server{URL: ts.URL}, opts); err == nil {
		t.Error("listing without the header succeeded; the test server does not check it")
	}
	s := &Server{URL: ts.URL, Headers: []Header{{"X-Tenant", "demo"}}}
	if _, err := List(ctxFor(t, 10*time.Second), s, opts); err != nil {
		t.Errorf("with the header: %v", err)
	}
}

// A redirect to another origin must not carry mcp.json's headers, as in
// Hermes (strict_redirect_headers).
func TestHTTPRedirectDropsHeaders(t *testing.T) {
	target, _ := mcptest.HTTP(t, mcptest.Config{Tools: tools("a")})
	var mu sync.Mutex
	leaked := false
	spy := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		leaked = leaked || r.Header.Get("X-Secret") != ""
		mu.Unlock()
		http.Redirect(w, r, target.URL+r.URL.Path, http.StatusTemporaryRedirect)
	}))
	defer spy.Close()
	// The spy is the configured origin; the target is another one.
	s := &Server{URL: spy.URL, Headers: []Header{{"X-Secret", "s3cr3t"}}}
	base := http.DefaultTransport.(*http.Transport).Clone()
	seen := &headerSpy{base: base, origin: target.URL}
	o := opts
	o.Transport = seen
	if _, err := List(ctxFor(t, 10*time.Second), s, o); err != nil {
		t.Fatal(err)
	}
	if !leaked {
		t.Error("the configured origin never received the header")
	}
	if seen.leaked.Load() {
		t.Error("a request to another origin carried the configured header")
	}
}

type headerSpy struct {
	base   http.RoundTripper
	origin string
	leaked atomicBool
}

type atomicBool struct {
	mu sync.Mutex
	v  bool
}

func (b *atomicBool) Store(v bool) { b.mu.Lock(); b.v = b.v || v; b.mu.Unlock() }
func (b *atomicBool) Load() bool   { b.mu.Lock(); defer b.mu.Unlock(); return b.v }

func (h *headerSpy) RoundTrip(r *http.Request) (*http.Response, error) {
	if strings.HasPrefix(r.URL.String(), h.origin) {
		h.leaked.Store(r.Header.Get("X-Secret") != "")
	}
	return h.base.RoundTrip(r)
}

func TestHTTPAuthRequired(t *testing.T) {
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("WWW-Authenticate", `Bearer resource_metadata="http://127.0.0.1/.well-known/oauth-protected-resource"`)
		http.Error(w, "unauthorized", http.StatusUnauthorized)
	}))
	t.Cleanup(ts.Close)
	_, err := List(ctxFor(t, 10*time.Second), &Server{URL: ts.URL}, opts)
	var ae *AuthError
	if !errors.As(err, &ae) || ae.Status != 401 || !ae.OAuth {
		t.Fatalf("err = %v, want an AuthError 401 with OAuth", err)
	}
	if got := ae.Error(); got != "the server requires authentication (HTTP 401, OAuth challenge)" {
		t.Errorf("message %q", got)
	}
}

func TestHTTPHang(t *testing.T) {
	ts, _ := mcptest.HTTP(t, mcptest.Config{Tools: tools("a"), Hang: true})
	start := time.Now()
	_, err := List(ctxFor(t, 300*time.Millisecond), &Server{URL: ts.URL}, opts)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("err = %v, want the deadline", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("took %v after a 300ms deadline", d)
	}
}

func TestHTTPDiesMidListing(t *testing.T) {
	ts, _ := mcptest.HTTP(t, mcptest.Config{Tools: tools("a", "b", "c"), PageSize: 1, DieOnPage: 2})
	_, err := List(ctxFor(t, 10*time.Second), &Server{URL: ts.URL}, opts)
	if err == nil || !strings.Contains(err.Error(), "tools/list") {
		t.Fatalf("err = %v, want a tools/list failure", err)
	}
}

// rawServer answers by hand so that a tool can carry what the SDK's types
// cannot hold; it records the protocol header of each tools/list call.
func rawServer(t *testing.T, tool string, pages int) (*httptest.Server, func() []string) {
	var mu sync.Mutex
	var versions []string
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			w.WriteHeader(http.StatusMethodNotAllowed)
			return
		}
		body, _ := io.ReadAll(r.Body)
		var req struct {
			ID     json.RawMessage `json:"id"`
			Method string          `json:"method"`
			Params struct {
				Cursor string `json:"cursor"`
			} `json:"params"`
		}
		if err := json.Unmarshal(body, &req); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		var result string
		switch req.Method {
		case "initialize":
			result = `{"protocolVersion":"2025-06-18","capabilities":{"tools":{}},"serverInfo":{"name":"raw","version":"1"}}`
		case "tools/list":
			mu.Lock()
			versions = append(versions, r.Header.Get("Mcp-Protocol-Version"))
			mu.Unlock()
			n, _ := strconv.Atoi(req.Params.Cursor)
			next := ""
			if n+1 < pages {
				next = `,"nextCursor":"` + strconv.Itoa(n+1) + `"`
			}
			result = `{"tools":[` + tool + `]` + next + `}`
		default:
			if req.ID == nil {
				w.WriteHeader(http.StatusAccepted)
				return
			}
			w.Header().Set("Content-Type", "application/json")
			_, _ = io.WriteString(w, `{"jsonrpc":"2.0","id":`+string(req.ID)+`,"error":{"code":-32601,"message":"method not found"}}`)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_, _ = io.WriteString(w, `{"jsonrpc":"2.0","id":`+string(req.ID)+`,"result":`+result+`}`)
	}))
	t.Cleanup(ts.Close)
	return ts, func() []string { mu.Lock(); defer mu.Unlock(); return versions }
}

func TestRawToolsKeptExactly(t *testing.T) {
	tool := `{"name":"pay", "annotations":{"readOnlyHint":"yes","read_only_hint":true},"x-vendor":{"n":1.50}}`
	ts, versions := rawServer(t, tool, 2)
	l, err := List(ctxFor(t, 10*time.Second), &Server{URL: ts.URL}, opts)
	if err != nil {
		t.Fatal(err)
	}
	if len(l.Tools) != 2 || string(l.Tools[0]) != tool || string(l.Tools[1]) != tool {
		t.Errorf("tools = %s, want the server's bytes twice", l.Tools)
	}
	// Wrapping the connection hides it from the SDK, which would set the
	// header itself; pluglint's round tripper must.
	if v := versions(); len(v) != 2 || v[0] != "2025-06-18" || v[1] != "2025-06-18" {
		t.Errorf("MCP-Protocol-Version on tools/list = %q", v)
	}
}

func TestPageCap(t *testing.T) {
	ts, _ := rawServer(t, `{"name":"a"}`, MaxPages+5)
	l, err := List(ctxFor(t, 10*time.Second), &Server{URL: ts.URL}, opts)
	if err != nil {
		t.Fatal(err)
	}
	if l.Pages != MaxPages || !l.Truncated || len(l.Tools) != MaxPages {
		t.Errorf("pages %d, truncated %v, %d tools; want Hermes's cap of %d", l.Pages, l.Truncated, len(l.Tools), MaxPages)
	}
}

// stdio runs this test binary as a server.
func stdio(t *testing.T, c mcptest.Config) *Server {
	return &Server{
		Command: os.Args[0], Dir: t.TempDir(),
		Env: []string{mcptest.EnvVar + "=" + c.Env(), "PATH=" + os.Getenv("PATH")},
	}
}

func TestStdioPages(t *testing.T) {
	s := stdio(t, mcptest.Config{Tools: tools("c", "b", "a"), PageSize: 2})
	l, err := List(ctxFor(t, 10*time.Second), s, opts)
	if err != nil {
		t.Fatal(err)
	}
	if got := names(t, l.Tools); got != "a,b,c" || l.Pages != 2 {
		t.Errorf("tools %s in %d pages, want a,b,c in 2", got, l.Pages)
	}
}

func TestStdioDiesMidListing(t *testing.T) {
	s := stdio(t, mcptest.Config{Tools: tools("a", "b"), PageSize: 1, DieOnPage: 2, Stderr: "panic: boom\n"})
	_, err := List(ctxFor(t, 10*time.Second), s, opts)
	var ee *ExitError
	if !errors.As(err, &ee) {
		t.Fatalf("err = %v, want an ExitError", err)
	}
	if ee.State != "exit status 3" || ee.Stderr != "panic: boom" {
		t.Errorf("state %q, stderr %q", ee.State, ee.Stderr)
	}
}
