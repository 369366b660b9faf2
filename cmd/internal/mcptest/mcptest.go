// Package mcptest runs real MCP servers, built with the official SDK, for
// pluglint's tests: over streamable HTTP on loopback, or over stdio in a
// test binary that re-executes itself. Only tests import it.
package mcptest

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// EnvVar carries a Config to a stdio server: a test binary whose
// environment has it serves MCP on stdin/stdout instead of running tests
// (see MaybeServe).
const EnvVar = "PLUGLINT_TEST_MCP"

// Config describes a test server.
type Config struct {
	Tools []Tool `json:"tools"`
	// PageSize splits tools/list into pages of that many tools.
	PageSize int `json:"pageSize,omitempty"`
	// Hang makes tools/list never answer.
	Hang bool `json:"hang,omitempty"`
	// DieOnPage makes the server die when asked for that page (1-based):
	// a stdio server exits with status 3 after writing Stderr, an HTTP
	// server drops the connection.
	DieOnPage int    `json:"dieOnPage,omitempty"`
	Stderr    string `json:"stderr,omitempty"`
	// Want lists environment variables (stdio) or headers (HTTP) the
	// server checks: a missing or different one makes initialize fail.
	Want map[string]string `json:"want,omitempty"`
	// PidFile, for stdio servers, receives the server's process id and,
	// with Spawn, that of a child it starts ("sleep 30") and leaves
	// running: tests check both are gone afterwards.
	PidFile string `json:"pidFile,omitempty"`
	Spawn   bool   `json:"spawn,omitempty"`
	// Report, for stdio servers, adds a tool "launch" whose description
	// is the JSON of a Launch: how the server was started, with the
	// environment variables Report names.
	Report []string `json:"report,omitempty"`
}

// Launch is how a stdio server was started, as its "launch" tool tells.
type Launch struct {
	Args []string           `json:"args"`
	Dir  string             `json:"dir"`
	Env  map[string]*string `json:"env"`
}

// Tool is one tool of a test server.
type Tool struct {
	Name        string `json:"name"`
	Description string `json:"description,omitempty"`
	ReadOnly    *bool  `json:"readOnly,omitempty"`
	Destructive *bool  `json:"destructive,omitempty"`
}

// Env returns the Config as the value of EnvVar.
func (c Config) Env() string {
	b, err := json.Marshal(c)
	if err != nil {
		panic(err)
	}
	return string(b)
}

// True and False are for Tool's hints.
var (
	True  = func() *bool { b := true; return &b }()
	False = func() *bool { b := false; return &b }()
)

// Server builds the SDK server for a Config. page is told the number of
// each tools/list call; a hanging tools/list returns when release closes.
func Server(c Config, page func(n int), release <-chan struct{}) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "pluglint-test", Version: "1"},
		&mcp.ServerOptions{PageSize: c.PageSize})
	for _, t := range c.Tools {
		tool := &mcp.Tool{
			Name: t.Name, Description: t.Description,
			InputSchema: json.RawMessage(`{"type":"object"}`),
		}
		if t.ReadOnly != nil || t.Destructive != nil {
			tool.Annotations = &mcp.ToolAnnotations{DestructiveHint: t.Destructive}
			if t.ReadOnly != nil {
				tool.Annotations.ReadOnlyHint = *t.ReadOnly
			}
		}
		s.AddTool(tool, func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return &mcp.CallToolResult{}, nil
		})
	}
	n := 0
	s.AddReceivingMiddleware(func(next mcp.MethodHandler) mcp.MethodHandler {
		return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
			if method == "tools/list" {
				n++
				if page != nil {
					page(n)
				}
				if c.Hang {
					select {
					case <-ctx.Done():
					case <-release:
					}
					return nil, errors.New("released")
				}
			}
			return next(ctx, method, req)
		}
	})
	return s
}

// MaybeServe serves MCP on stdin/stdout and exits when EnvVar is set; it
// returns at once otherwise. Call it first thing in TestMain or init.
func MaybeServe() {
	v := os.Getenv(EnvVar)
	if v == "" {
		return
	}
	var c Config
	if err := json.Unmarshal([]byte(v), &c); err != nil {
		fmt.Fprintln(os.Stderr, "mcptest:", err)
		os.Exit(2)
	}
	for k, want := range c.Want {
		if got := os.Getenv(k); got != want {
			fmt.Fprintf(os.Stderr, "mcptest: %s=%q, want %q\n", k, got, want)
			os.Exit(4)
		}
	}
	if c.PidFile != "" {
		pids := fmt.Sprint(os.Getpid())
		if c.Spawn {
			child := exec.Command("sleep", "30")
			if err := child.Start(); err != nil {
				fmt.Fprintln(os.Stderr, "mcptest:", err)
				os.Exit(2)
			}
			pids += fmt.Sprintf(" %d", child.Process.Pid)
		}
		if err := os.WriteFile(c.PidFile, []byte(pids), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "mcptest:", err)
			os.Exit(2)
		}
	}
	if c.Report != nil {
		l := Launch{Args: os.Args[1:], Env: map[string]*string{}}
		l.Dir, _ = os.Getwd()
		for _, k := range c.Report {
			if v, ok := os.LookupEnv(k); ok {
				l.Env[k] = &v
			} else {
				l.Env[k] = nil
			}
		}
		b, _ := json.Marshal(l)
		c.Tools = append(c.Tools, Tool{Name: "launch", Description: string(b)})
	}
	s := Server(c, func(n int) {
		if c.DieOnPage > 0 && n == c.DieOnPage {
			fmt.Fprint(os.Stderr, c.Stderr)
			os.Exit(3)
		}
	}, nil)
	if err := s.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		fmt.Fprintln(os.Stderr, "mcptest:", err)
	}
	os.Exit(0)
}

// HTTP serves a Config over streamable HTTP on a loopback port until the
// test ends. The returned counter counts requests the server received.
func HTTP(t testing.TB, c Config) (*httptest.Server, *atomic.Int64) {
	release := make(chan struct{})
	srv := Server(c, nil, release)
	h := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return srv }, nil)
	var hits atomic.Int64
	var lists atomic.Int64
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		for k, want := range c.Want {
			if r.Header.Get(k) != want {
				http.Error(w, "missing header", http.StatusBadRequest)
				return
			}
		}
		if r.Method == http.MethodPost {
			body, _ := io.ReadAll(r.Body)
			r.Body = io.NopCloser(bytes.NewReader(body))
			if strings.Contains(string(body), `"tools/list"`) {
				if n := lists.Add(1); c.DieOnPage > 0 && int(n) == c.DieOnPage {
					panic(http.ErrAbortHandler) // drops the connection
				}
			}
		}
		h.ServeHTTP(w, r)
	}))
	t.Cleanup(func() {
		close(release)
		ts.Close()
	})
	return ts, &hits
}
