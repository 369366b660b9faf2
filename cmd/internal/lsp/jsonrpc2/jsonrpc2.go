// Package jsonrpc2 is the JSON-RPC 2.0 connection pluglint's language
// server speaks over: calls, notifications and responses on a Stream,
// requests handled one at a time in the order they arrive, calls to the
// client matched to their responses by id.
//
// It replaces go.lsp.dev/jsonrpc2, which imports net (for a dialer the
// server never uses): net links cgo's resolver, and a linter whose every
// run pays for the dynamic loader is slower to start (docs/performance.md).
// The wire format is that package's, byte for byte.
package jsonrpc2

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"sync"
	"sync/atomic"
)

// Code is a JSON-RPC error code.
type Code int32

// The specification's error codes.
const (
	ParseError     Code = -32700
	InvalidRequest Code = -32600
	MethodNotFound Code = -32601
	InvalidParams  Code = -32602
	InternalError  Code = -32603
)

// Error is a JSON-RPC error object.
type Error struct {
	Code    Code             `json:"code"`
	Message string           `json:"message"`
	Data    *json.RawMessage `json:"data,omitempty"`
}

func (e *Error) Error() string { return e.Message }

// NewError makes an error with a code.
func NewError(c Code, message string) *Error { return &Error{Code: c, Message: message} }

// ID is a request id: a number or a string.
type ID struct {
	name   string
	number int32
	isName bool
}

// MarshalJSON writes the id as it came.
func (id ID) MarshalJSON() ([]byte, error) {
	if id.isName {
		return json.Marshal(id.name)
	}
	return strconv.AppendInt(nil, int64(id.number), 10), nil
}

// UnmarshalJSON reads a number or a string.
func (id *ID) UnmarshalJSON(data []byte) error {
	*id = ID{}
	if err := json.Unmarshal(data, &id.number); err == nil {
		return nil
	}
	id.isName = true
	return json.Unmarshal(data, &id.name)
}

// Message is a Call, a Notification or a Response.
type Message interface{ isMessage() }

// Request is a Call or a Notification.
type Request interface {
	Message
	Method() string
	Params() json.RawMessage
}

// Call is a request that expects a response.
type Call struct {
	id     ID
	method string
	params json.RawMessage
}

// ID is the call's id.
func (c *Call) ID() ID { return c.id }

// Method is the call's method.
func (c *Call) Method() string { return c.method }

// Params are the call's parameters.
func (c *Call) Params() json.RawMessage { return c.params }

func (*Call) isMessage() {}

// MarshalJSON writes the call.
func (c *Call) MarshalJSON() ([]byte, error) {
	return json.Marshal(wire{Method: c.method, Params: rawOrNull(c.params), ID: &c.id})
}

// Notification is a request without a response.
type Notification struct {
	method string
	params json.RawMessage
}

// NewNotification makes a notification; nil params are written as null.
func NewNotification(method string, params any) (*Notification, error) {
	p, err := json.Marshal(params)
	return &Notification{method: method, params: p}, err
}

// Method is the notification's method.
func (n *Notification) Method() string { return n.method }

// Params are the notification's parameters.
func (n *Notification) Params() json.RawMessage { return n.params }

func (*Notification) isMessage() {}

// MarshalJSON writes the notification.
func (n *Notification) MarshalJSON() ([]byte, error) {
	return json.Marshal(wire{Method: n.method, Params: rawOrNull(n.params)})
}

// Response answers a call.
type Response struct {
	id     ID
	result json.RawMessage
	err    *Error
}

func (*Response) isMessage() {}

// MarshalJSON writes the response: a result (null if none) or an error.
func (r *Response) MarshalJSON() ([]byte, error) {
	w := wireResponse{Error: r.err, ID: &r.id}
	if r.err == nil {
		w.Result = rawOrNull(r.result)
	}
	return json.Marshal(w)
}

func rawOrNull(m json.RawMessage) *json.RawMessage {
	if len(m) == 0 {
		m = json.RawMessage("null")
	}
	return &m
}

type version struct{}

func (version) MarshalJSON() ([]byte, error) { return []byte(`"2.0"`), nil }

func (*version) UnmarshalJSON(data []byte) error {
	if string(bytes.TrimSpace(data)) != `"2.0"` {
		return fmt.Errorf("invalid JSON-RPC version %s", data)
	}
	return nil
}

type wire struct {
	Version version          `json:"jsonrpc"`
	Method  string           `json:"method"`
	Params  *json.RawMessage `json:"params,omitempty"`
	ID      *ID              `json:"id,omitempty"`
}

type wireResponse struct {
	Version version          `json:"jsonrpc"`
	Result  *json.RawMessage `json:"result,omitempty"`
	Error   *Error           `json:"error,omitempty"`
	ID      *ID              `json:"id,omitempty"`
}

type combined struct {
	Version version         `json:"jsonrpc"`
	ID      *ID             `json:"id,omitempty"`
	Method  string          `json:"method"`
	Params  json.RawMessage `json:"params,omitempty"`
	Result  json.RawMessage `json:"result,omitempty"`
	Error   *Error          `json:"error,omitempty"`
}

// ErrInvalidRequest is DecodeMessage's error for a message with neither
// a method nor an id.
var ErrInvalidRequest = errors.New("JSON-RPC message with neither method nor id")

// DecodeMessage reads one message.
func DecodeMessage(data []byte) (Message, error) {
	var m combined
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("unmarshaling jsonrpc message: %w", err)
	}
	switch {
	case m.Method == "" && m.ID == nil:
		return nil, ErrInvalidRequest
	case m.Method == "":
		return &Response{id: *m.ID, result: m.Result, err: m.Error}, nil
	case m.ID == nil:
		return &Notification{method: m.Method, params: m.Params}, nil
	}
	return &Call{id: *m.ID, method: m.Method, params: m.Params}, nil
}

// Stream reads and writes framed messages.
type Stream interface {
	Read(ctx context.Context) (Message, int64, error)
	Write(ctx context.Context, msg Message) (int64, error)
	Close() error
}

// Replier answers the request it was made for; it does nothing for a
// notification.
type Replier func(ctx context.Context, result any, err error) error

// Handler handles one request. An error ends the connection.
type Handler func(ctx context.Context, reply Replier, req Request) error

// Conn is a connection over a Stream.
type Conn struct {
	stream Stream
	seq    atomic.Int32

	writeMu sync.Mutex

	pendingMu sync.Mutex
	pending   map[ID]chan *Response

	done  chan struct{}
	errMu sync.Mutex
	err   error
}

// NewConn makes a connection; Go starts reading it.
func NewConn(s Stream) *Conn {
	return &Conn{stream: s, pending: map[ID]chan *Response{}, done: make(chan struct{})}
}

// Go reads messages until the stream ends, handling requests in order
// on one goroutine and passing responses to the calls waiting for them.
func (c *Conn) Go(ctx context.Context, handler Handler) {
	go func() {
		defer close(c.done)
		for {
			msg, _, err := c.stream.Read(ctx)
			if err != nil {
				c.fail(err)
				return
			}
			switch msg := msg.(type) {
			case Request:
				if err := handler(ctx, c.replier(msg), msg); err != nil {
					c.fail(err)
				}
			case *Response:
				c.pendingMu.Lock()
				ch := c.pending[msg.id]
				c.pendingMu.Unlock()
				if ch != nil {
					ch <- msg
				}
			}
		}
	}()
}

func (c *Conn) replier(req Request) Replier {
	return func(ctx context.Context, result any, err error) error {
		call, ok := req.(*Call)
		if !ok {
			return nil
		}
		r := &Response{id: call.id}
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				e = &Error{Message: err.Error()}
			}
			r.err = e
		} else {
			data, merr := json.Marshal(result)
			if merr != nil {
				return merr
			}
			r.result = data
		}
		return c.write(ctx, r)
	}
}

// Call sends a call and waits for its response, decoding its result into
// result unless that is nil.
func (c *Conn) Call(ctx context.Context, method string, params, result any) (ID, error) {
	id := ID{number: c.seq.Add(1)}
	p, err := json.Marshal(params)
	if err != nil {
		return id, fmt.Errorf("marshaling call parameters: %w", err)
	}
	ch := make(chan *Response, 1)
	c.pendingMu.Lock()
	c.pending[id] = ch
	c.pendingMu.Unlock()
	defer func() {
		c.pendingMu.Lock()
		delete(c.pending, id)
		c.pendingMu.Unlock()
	}()
	if err := c.write(ctx, &Call{id: id, method: method, params: p}); err != nil {
		return id, err
	}
	select {
	case r := <-ch:
		if r.err != nil {
			return id, r.err
		}
		if result == nil || len(r.result) == 0 {
			return id, nil
		}
		if err := json.Unmarshal(r.result, result); err != nil {
			return id, fmt.Errorf("unmarshaling result: %w", err)
		}
		return id, nil
	case <-ctx.Done():
		return id, ctx.Err()
	}
}

// Notify sends a notification.
func (c *Conn) Notify(ctx context.Context, method string, params any) error {
	n, err := NewNotification(method, params)
	if err != nil {
		return fmt.Errorf("marshaling notify parameters: %w", err)
	}
	return c.write(ctx, n)
}

func (c *Conn) write(ctx context.Context, msg Message) error {
	c.writeMu.Lock()
	defer c.writeMu.Unlock()
	if _, err := c.stream.Write(ctx, msg); err != nil {
		return fmt.Errorf("write to stream: %w", err)
	}
	return nil
}

// Close closes the stream.
func (c *Conn) Close() error { return c.stream.Close() }

// Done is closed when the connection has stopped reading.
func (c *Conn) Done() <-chan struct{} { return c.done }

// Err is why the connection stopped reading.
func (c *Conn) Err() error {
	c.errMu.Lock()
	defer c.errMu.Unlock()
	return c.err
}

func (c *Conn) fail(err error) {
	c.errMu.Lock()
	c.err = err
	c.errMu.Unlock()
	_ = c.stream.Close()
}
