package jsonrpc2

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"testing"
)

// TestWire holds the messages to the bytes go.lsp.dev/jsonrpc2 wrote,
// which editors have been reading from pluglint.
func TestWire(t *testing.T) {
	n, _ := NewNotification("exit", nil)
	p, _ := NewNotification("textDocument/publishDiagnostics", map[string]int{"a": 1})
	for _, c := range []struct {
		msg  Message
		want string
	}{
		{n, `{"jsonrpc":"2.0","method":"exit","params":null}`},
		{p, `{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"a":1}}`},
		{&Call{id: ID{number: 3}, method: "client/registerCapability", params: json.RawMessage(`{}`)}, `{"jsonrpc":"2.0","method":"client/registerCapability","params":{},"id":3}`},
		{&Response{id: ID{number: 1}}, `{"jsonrpc":"2.0","result":null,"id":1}`},
		{&Response{id: ID{name: "x", isName: true}, result: json.RawMessage(`[1]`)}, `{"jsonrpc":"2.0","result":[1],"id":"x"}`},
		{&Response{id: ID{number: 2}, err: NewError(MethodNotFound, "no")}, `{"jsonrpc":"2.0","error":{"code":-32601,"message":"no"},"id":2}`},
	} {
		got, err := json.Marshal(c.msg)
		if err != nil || string(got) != c.want {
			t.Errorf("got %s, %v\nwant %s", got, err, c.want)
		}
	}
}

func TestDecodeMessage(t *testing.T) {
	for _, c := range []struct {
		in, want string
	}{
		{`{"jsonrpc":"2.0","id":1,"method":"shutdown"}`, `{"jsonrpc":"2.0","method":"shutdown","params":null,"id":1}`},
		{`{"jsonrpc":"2.0","id":"a","method":"m","params":{"x":[]}}`, `{"jsonrpc":"2.0","method":"m","params":{"x":[]},"id":"a"}`},
		{`{"jsonrpc":"2.0","method":"n","params":[1]}`, `{"jsonrpc":"2.0","method":"n","params":[1]}`},
		{`{"jsonrpc":"2.0","id":7,"result":{"ok":true}}`, `{"jsonrpc":"2.0","result":{"ok":true},"id":7}`},
		{`{"jsonrpc":"2.0","id":7,"error":{"code":-32600,"message":"bad"}}`, `{"jsonrpc":"2.0","error":{"code":-32600,"message":"bad"},"id":7}`},
	} {
		m, err := DecodeMessage([]byte(c.in))
		if err != nil {
			t.Errorf("%s: %v", c.in, err)
			continue
		}
		if got, _ := json.Marshal(m); string(got) != c.want {
			t.Errorf("%s: re-encoded as %s, want %s", c.in, got, c.want)
		}
	}
	for _, bad := range []string{`{"jsonrpc":"2.0"}`, `{"jsonrpc":"1.0","method":"m"}`, `[]`, `{`} {
		if m, err := DecodeMessage([]byte(bad)); err == nil {
			t.Errorf("%s: decoded as %#v, want an error", bad, m)
		}
	}
}

// pipeStream passes messages through channels.
type pipeStream struct {
	in  chan Message
	out chan Message
}

func (s *pipeStream) Read(ctx context.Context) (Message, int64, error) {
	m, ok := <-s.in
	if !ok {
		return nil, 0, io.EOF
	}
	return m, 0, nil
}

func (s *pipeStream) Write(_ context.Context, m Message) (int64, error) {
	s.out <- m
	return 0, nil
}

func (s *pipeStream) Close() error { return nil }

// TestConn answers calls, drops replies to notifications, and matches a
// call of its own to the client's response.
func TestConn(t *testing.T) {
	s := &pipeStream{in: make(chan Message, 4), out: make(chan Message, 4)}
	c := NewConn(s)
	c.Go(context.Background(), func(ctx context.Context, reply Replier, req Request) error {
		if req.Method() == "fail" {
			return reply(ctx, nil, errors.New("plain"))
		}
		return reply(ctx, map[string]string{"m": req.Method()}, nil)
	})
	s.in <- &Notification{method: "note"}
	s.in <- &Call{id: ID{number: 5}, method: "ask"}
	s.in <- &Call{id: ID{number: 6}, method: "fail"}
	for _, want := range []string{`{"jsonrpc":"2.0","result":{"m":"ask"},"id":5}`, `{"jsonrpc":"2.0","error":{"code":0,"message":"plain"},"id":6}`} {
		got, _ := json.Marshal(<-s.out)
		if string(got) != want {
			t.Errorf("got %s, want %s", got, want)
		}
	}

	done := make(chan error)
	var result struct{ V int }
	go func() {
		_, err := c.Call(context.Background(), "client/x", nil, &result)
		done <- err
	}()
	call, ok := (<-s.out).(*Call)
	if !ok || call.Method() != "client/x" {
		t.Fatalf("sent %#v, want the call", call)
	}
	s.in <- &Response{id: call.ID(), result: json.RawMessage(`{"V":42}`)}
	if err := <-done; err != nil || result.V != 42 {
		t.Errorf("Call: %v, result %+v", err, result)
	}
	close(s.in)
	<-c.Done()
	if !errors.Is(c.Err(), io.EOF) {
		t.Errorf("Err() = %v, want EOF", c.Err())
	}
}
