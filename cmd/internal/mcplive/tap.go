package mcplive

import (
	"context"
	"encoding/json"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// tap watches one connection's messages: it keeps the raw result of the
// tools/list call being made, the protocol version initialize agreed on,
// and whether the peer went away before pluglint closed the session.
type tap struct {
	mu       sync.Mutex
	calls    map[jsonrpc.ID]string // in-flight requests of interest, by method
	waiting  bool                  // a tools/list call is expected
	got      bool
	raw      json.RawMessage
	rpcErr   error
	protocol string
	closing  bool
	gone     bool
}

func newTap() *tap { return &tap{calls: map[jsonrpc.ID]string{}} }

// expect starts watching for the next tools/list response.
func (t *tap) expect() {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.waiting, t.got, t.raw, t.rpcErr = true, false, nil, nil
}

// result returns the tools/list response seen since expect.
func (t *tap) result() (json.RawMessage, error, bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.waiting = false
	return t.raw, t.rpcErr, t.got
}

// negotiated returns the protocol version from the initialize response.
func (t *tap) negotiated() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.protocol
}

// peerGone reports that reading failed before pluglint closed the session:
// a stdio server that exited, or a stream the server cut.
func (t *tap) peerGone() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.gone
}

func (t *tap) sent(msg jsonrpc.Message) {
	req, ok := msg.(*jsonrpc.Request)
	if !ok || !req.IsCall() {
		return
	}
	switch req.Method {
	case "tools/list", "initialize":
		t.mu.Lock()
		t.calls[req.ID] = req.Method
		t.mu.Unlock()
	}
}

func (t *tap) received(msg jsonrpc.Message, err error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if err != nil {
		if !t.closing {
			t.gone = true
		}
		return
	}
	resp, ok := msg.(*jsonrpc.Response)
	if !ok {
		return
	}
	method, ok := t.calls[resp.ID]
	if !ok {
		return
	}
	delete(t.calls, resp.ID)
	switch method {
	case "initialize":
		var r struct {
			ProtocolVersion string `json:"protocolVersion"`
		}
		if resp.Error == nil && json.Unmarshal(resp.Result, &r) == nil {
			t.protocol = r.ProtocolVersion
		}
	case "tools/list":
		if t.waiting {
			t.got = true
			t.raw = append(json.RawMessage(nil), resp.Result...)
			t.rpcErr = resp.Error
		}
	}
}

// tapTransport is a Transport whose connections report to a tap, in the
// manner of the SDK's own LoggingTransport.
type tapTransport struct {
	mcp.Transport
	tap *tap
}

func (t *tapTransport) Connect(ctx context.Context) (mcp.Connection, error) {
	c, err := t.Transport.Connect(ctx)
	if err != nil {
		return nil, err
	}
	return &tapConn{Connection: c, tap: t.tap}, nil
}

type tapConn struct {
	mcp.Connection
	tap *tap
}

func (c *tapConn) Read(ctx context.Context) (jsonrpc.Message, error) {
	msg, err := c.Connection.Read(ctx)
	c.tap.received(msg, err)
	return msg, err
}

func (c *tapConn) Write(ctx context.Context, msg jsonrpc.Message) error {
	c.tap.sent(msg)
	return c.Connection.Write(ctx, msg)
}

func (c *tapConn) Close() error {
	c.tap.mu.Lock()
	c.tap.closing = true
	c.tap.mu.Unlock()
	return c.Connection.Close()
}
