// Package mcplive asks a live MCP server for its tools, keeping every tool
// exactly as the server sent it.
//
// It uses the official MCP Go SDK for the transports and the session
// (initialize or server/discover, protocol version negotiation, sessions
// and SSE for streamable HTTP, newline-delimited JSON for stdio), and reads
// each tools/list response off the connection before the SDK decodes it:
// the SDK's Tool type turns a missing readOnlyHint into false and cannot
// hold a hint written as a string, and those are exactly what pluglint
// must see.
package mcplive

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os/exec"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// MaxPages is how many tools/list pages Hermes reads before it stops
// following nextCursor; the inventory holds what Hermes sees.
const MaxPages = 50

// Server says how to reach one MCP server: URL for streamable HTTP, or
// Command for stdio.
type Server struct {
	// URL and Headers are used as written: nothing is expanded and no
	// credential is added.
	URL     string
	Headers []Header

	// Command is the executable's path; Args, Env (the complete
	// environment, KEY=VALUE) and Dir are passed as they are.
	Command string
	Args    []string
	Env     []string
	Dir     string
}

// Header is one HTTP header as written in mcp.json.
type Header struct{ Name, Value string }

// Options tune a listing.
type Options struct {
	// ClientName and ClientVersion are sent in initialize.
	ClientName, ClientVersion string
	// Transport is the HTTP transport under pluglint's own; nil means a
	// clone of http.DefaultTransport (which honours proxy variables).
	Transport httpRoundTripper
}

// Listing is a server's tools/list result, all pages.
type Listing struct {
	// Tools holds each tool exactly as the server sent it.
	Tools []json.RawMessage
	Pages int
	// Truncated is set when the server had more than MaxPages pages;
	// Hermes stops there too.
	Truncated bool
	// Protocol is the protocol version the session agreed on.
	Protocol string
}

// AuthError means the server asked for credentials pluglint does not
// have: HTTP 401 or 403, possibly with an OAuth challenge.
type AuthError struct {
	Status int
	// OAuth is set when the response carried a Bearer challenge, the
	// MCP authorization flow.
	OAuth bool
}

func (e *AuthError) Error() string {
	s := fmt.Sprintf("the server requires authentication (HTTP %d", e.Status)
	if e.OAuth {
		s += ", OAuth challenge"
	}
	return s + ")"
}

// ExitError means a stdio server exited before the listing was complete.
type ExitError struct {
	// State describes how it ended ("exit status 3", "signal: killed").
	State string
	// Stderr is the end of what the server wrote to its stderr.
	Stderr string
}

func (e *ExitError) Error() string {
	return "the server exited (" + e.State + ")"
}

// List connects to a server, initializes a session, and reads every page
// of tools/list. A stdio server is started in its own process group, and
// that group is killed before List returns, whatever happened: on
// success, failure, timeout or cancellation of ctx.
func List(ctx context.Context, s *Server, o Options) (*Listing, error) {
	parent := ctx
	ctx, cancel := context.WithCancel(parent)
	defer cancel()
	tap := newTap()
	var (
		transport mcp.Transport
		proc      *process
		auth      *authWatch
	)
	if s.URL != "" {
		var t *mcp.StreamableClientTransport
		t, auth = httpTransport(s, o, tap)
		transport = t
	} else {
		proc = newProcess(ctx, s)
		defer proc.reap()
		transport = &mcp.CommandTransport{Command: proc.cmd, TerminateDuration: 2 * time.Second}
	}
	client := mcp.NewClient(&mcp.Implementation{Name: o.ClientName, Version: o.ClientVersion},
		&mcp.ClientOptions{Capabilities: &mcp.ClientCapabilities{}})
	l, err := list(ctx, client, &tapTransport{Transport: transport, tap: tap})
	if err == nil {
		return l, nil
	}
	// Name the cause the SDK's error hides: the deadline or an interrupt,
	// a refused credential, or a process that died.
	if perr := parent.Err(); perr != nil {
		return nil, perr
	}
	if ae := auth.failure(); ae != nil {
		return nil, ae
	}
	if proc != nil && tap.peerGone() {
		if ee := proc.exited(); ee != nil {
			return nil, ee
		}
	}
	return nil, err
}

func list(ctx context.Context, client *mcp.Client, t mcp.Transport) (*Listing, error) {
	cs, err := client.Connect(ctx, t, nil)
	if err != nil {
		return nil, fmt.Errorf("initialize: %w", err)
	}
	defer closeSoon(ctx, cs)
	l := &Listing{Protocol: cs.InitializeResult().ProtocolVersion}
	tap := t.(*tapTransport).tap
	cursor := ""
	for {
		if l.Pages == MaxPages {
			l.Truncated = true
			return l, nil
		}
		tap.expect()
		_, sdkErr := cs.ListTools(ctx, &mcp.ListToolsParams{Cursor: cursor})
		raw, rpcErr, ok := tap.result()
		switch {
		case !ok && sdkErr != nil:
			return nil, fmt.Errorf("tools/list: %w", sdkErr)
		case !ok:
			return nil, errors.New("tools/list: no response was seen on the connection")
		case rpcErr != nil:
			return nil, fmt.Errorf("tools/list: the server answered with an error: %w", rpcErr)
		}
		// The SDK may fail to decode a tool its types cannot hold (a
		// readOnlyHint written as a string); the raw result is what
		// counts, so that error is not one.
		l.Pages++
		tools, next, err := decodePage(raw)
		if err != nil {
			return nil, fmt.Errorf("tools/list page %d: %w", l.Pages, err)
		}
		l.Tools = append(l.Tools, tools...)
		if next == "" {
			return l, nil
		}
		cursor = next
	}
}

// decodePage splits a tools/list result into its tools and next cursor.
// Like Hermes, a cursor that is not a non-empty string ends the listing.
func decodePage(raw json.RawMessage) ([]json.RawMessage, string, error) {
	var page struct {
		Tools      json.RawMessage `json:"tools"`
		NextCursor json.RawMessage `json:"nextCursor"`
	}
	if err := json.Unmarshal(raw, &page); err != nil {
		return nil, "", fmt.Errorf("the result is not a JSON object: %w", err)
	}
	var tools []json.RawMessage
	if err := json.Unmarshal(page.Tools, &tools); err != nil || tools == nil {
		return nil, "", errors.New(`the result has no "tools" array`)
	}
	var next string
	if json.Unmarshal(page.NextCursor, &next) != nil {
		next = ""
	}
	return tools, next, nil
}

// closeSoon ends the session without letting a peer that never answers
// hold pluglint: a stdio server is killed with its process group by the
// caller anyway, and the SDK's HTTP DELETE gets a short while, shorter
// still once the deadline has passed.
func closeSoon(ctx context.Context, cs *mcp.ClientSession) {
	done := make(chan struct{})
	go func() {
		_ = cs.Close()
		close(done)
	}()
	wait := 3 * time.Second
	if ctx.Err() != nil {
		wait = 200 * time.Millisecond
	}
	select {
	case <-done:
	case <-time.After(wait):
	}
}

// process is a stdio server's command and what it wrote to stderr.
type process struct {
	cmd    *exec.Cmd
	stderr *tail
}

func newProcess(ctx context.Context, s *Server) *process {
	cmd := exec.CommandContext(ctx, s.Command, s.Args...)
	cmd.Env = s.Env
	cmd.Dir = s.Dir
	p := &process{cmd: cmd, stderr: &tail{max: 2048}}
	cmd.Stderr = p.stderr
	// A descendant that keeps stderr open must not keep Wait waiting.
	cmd.WaitDelay = time.Second
	ownGroup(cmd)
	return p
}

// exited reports how a process that closed its end of the connection
// ended. The SDK has usually collected it already (closing the session
// waits for it); one that lingers gets a second before it is killed.
func (p *process) exited() *ExitError {
	if p.cmd.Process == nil {
		return nil
	}
	if p.cmd.ProcessState == nil {
		t := time.AfterFunc(time.Second, func() { _ = killGroup(p.cmd) })
		_ = p.cmd.Wait()
		t.Stop()
	}
	st := p.cmd.ProcessState
	if st == nil {
		return nil
	}
	return &ExitError{State: st.String(), Stderr: strings.TrimSpace(p.stderr.String())}
}

// reap kills whatever is left of the process group and collects the
// process, so that no server outlives pluglint.
func (p *process) reap() {
	if p.cmd.Process == nil {
		return
	}
	_ = killGroup(p.cmd)
	if p.cmd.ProcessState == nil {
		_ = p.cmd.Wait()
	}
}
