package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"time"
)

// browser is headless Chromium driven over the DevTools protocol on
// --remote-debugging-pipe: JSON messages, each ended by a NUL byte, that
// Chromium reads on its fd 3 and writes on its fd 4. A pipe needs no port
// (nothing listens on the machine) and no WebSocket client, so the
// standard library is enough; a DevTools library (chromedp) would bring
// its own WebSocket stack and generated protocol types for the handful of
// commands used here.
type browser struct {
	cmd     *exec.Cmd
	w       io.WriteCloser
	profile string
	log     *os.File

	mu      sync.Mutex
	next    int
	pending map[int]chan message
	// onEvent sees every event, on the reading goroutine.
	onEvent func(message)
	readErr error
	done    chan struct{}
}

type message struct {
	ID        int             `json:"id,omitempty"`
	Method    string          `json:"method,omitempty"`
	Params    json.RawMessage `json:"params,omitempty"`
	SessionID string          `json:"sessionId,omitempty"`
	Result    json.RawMessage `json:"result,omitempty"`
	Error     *struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
	} `json:"error,omitempty"`
}

// startBrowser starts Chromium headless with a throw-away profile. Host
// names resolve to nothing (--host-resolver-rules), so even a request the
// recorder flags never reaches a network.
func startBrowser(chromium string, extra ...string) (b *browser, err error) {
	// What is made before Chromium runs is undone if it does not.
	var undo []func()
	defer func() {
		if err != nil {
			for _, u := range undo {
				u()
			}
		}
	}()
	profile, err := os.MkdirTemp("", "browsercheck-profile.")
	if err != nil {
		return nil, err
	}
	undo = append(undo, func() { os.RemoveAll(profile) })
	toChrome, ourEnd, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	undo = append(undo, func() { toChrome.Close(); ourEnd.Close() })
	fromChrome, theirEnd, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	undo = append(undo, func() { fromChrome.Close(); theirEnd.Close() })
	log, err := os.CreateTemp("", "browsercheck-chromium.*.log")
	if err != nil {
		return nil, err
	}
	undo = append(undo, func() { log.Close(); os.Remove(log.Name()) })
	args := append([]string{
		"--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
		"--no-first-run", "--no-default-browser-check", "--disable-extensions",
		"--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--host-resolver-rules=MAP * ~NOTFOUND",
		"--remote-debugging-pipe", "--user-data-dir=" + profile,
	}, extra...)
	args = append(args, "about:blank")
	cmd := exec.Command(chromium, args...)
	cmd.ExtraFiles = []*os.File{toChrome, theirEnd} // fds 3 and 4
	cmd.Stdout, cmd.Stderr = log, log
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting %s: %w", chromium, err)
	}
	toChrome.Close()
	theirEnd.Close()
	b = &browser{cmd: cmd, w: ourEnd, profile: profile, log: log, pending: map[int]chan message{}, done: make(chan struct{})}
	go b.read(fromChrome)
	return b, nil
}

func (b *browser) read(r io.Reader) {
	br := bufio.NewReaderSize(r, 1<<20)
	for {
		raw, err := br.ReadBytes(0)
		if err != nil {
			b.mu.Lock()
			b.readErr = err
			for id, ch := range b.pending {
				close(ch)
				delete(b.pending, id)
			}
			b.mu.Unlock()
			close(b.done)
			return
		}
		var m message
		if err := json.Unmarshal(bytes.TrimSuffix(raw, []byte{0}), &m); err != nil {
			continue
		}
		if m.ID != 0 {
			b.mu.Lock()
			ch := b.pending[m.ID]
			delete(b.pending, m.ID)
			b.mu.Unlock()
			if ch != nil {
				ch <- m
			}
			continue
		}
		b.mu.Lock()
		on := b.onEvent
		b.mu.Unlock()
		if on != nil {
			on(m)
		}
	}
}

// call sends a command (to a target's session when session is not empty)
// and decodes its result into out (when not nil).
func (b *browser) call(session, method string, params, out any) error {
	if params == nil {
		params = struct{}{}
	}
	p, err := json.Marshal(params)
	if err != nil {
		return err
	}
	ch := make(chan message, 1)
	b.mu.Lock()
	b.next++
	id := b.next
	b.pending[id] = ch
	b.mu.Unlock()
	msg, err := json.Marshal(message{ID: id, Method: method, Params: p, SessionID: session})
	if err != nil {
		return err
	}
	if _, err := b.w.Write(append(msg, 0)); err != nil {
		return fmt.Errorf("%s: %w", method, err)
	}
	select {
	case m, ok := <-ch:
		if !ok {
			b.mu.Lock()
			err := b.readErr
			b.mu.Unlock()
			return fmt.Errorf("%s: Chromium went away: %w", method, err)
		}
		if m.Error != nil {
			return fmt.Errorf("%s: %s (%d)", method, m.Error.Message, m.Error.Code)
		}
		if out != nil {
			return json.Unmarshal(m.Result, out)
		}
		return nil
	case <-time.After(60 * time.Second):
		return fmt.Errorf("%s: no answer in 60 s", method)
	}
}

// close ends Chromium and removes its profile.
func (b *browser) close() {
	_ = b.call("", "Browser.close", nil, nil)
	b.w.Close()
	exited := make(chan struct{})
	go func() { _ = b.cmd.Wait(); close(exited) }()
	select {
	case <-exited:
	case <-time.After(10 * time.Second):
		_ = b.cmd.Process.Kill()
		<-exited
	}
	b.log.Close()
	os.Remove(b.log.Name())
	os.RemoveAll(b.profile)
}

// chromiumLog is what Chromium printed, for an error message.
func (b *browser) chromiumLog() string {
	data, _ := os.ReadFile(b.log.Name())
	return string(data)
}

// page is one tab, attached with a flat session.
type page struct {
	b        *browser
	session  string
	targetID string
}

// newPage opens a blank tab. Every target the tab starts (workers,
// frames) is attached too, paused until the network recorder is on in it.
func (b *browser) newPage(net *netRecorder) (*page, error) {
	b.mu.Lock()
	b.onEvent = func(m message) {
		switch m.Method {
		case "Target.attachedToTarget":
			var a struct {
				SessionID string `json:"sessionId"`
			}
			if json.Unmarshal(m.Params, &a) == nil {
				go func() {
					_ = b.call(a.SessionID, "Network.enable", nil, nil)
					_ = b.call(a.SessionID, "Target.setAutoAttach", map[string]any{"autoAttach": true, "waitForDebuggerOnStart": true, "flatten": true}, nil)
					_ = b.call(a.SessionID, "Runtime.runIfWaitingForDebugger", nil, nil)
				}()
			}
		case "Network.requestWillBeSent":
			var r struct {
				Request struct {
					URL string `json:"url"`
				} `json:"request"`
			}
			if json.Unmarshal(m.Params, &r) == nil {
				net.add(r.Request.URL)
			}
		case "Network.webSocketCreated", "Network.webTransportCreated":
			var r struct {
				URL string `json:"url"`
			}
			if json.Unmarshal(m.Params, &r) == nil {
				net.add(r.URL)
			}
		}
	}
	b.mu.Unlock()
	var t struct {
		TargetID string `json:"targetId"`
	}
	if err := b.call("", "Target.createTarget", map[string]any{"url": "about:blank"}, &t); err != nil {
		return nil, err
	}
	var s struct {
		SessionID string `json:"sessionId"`
	}
	if err := b.call("", "Target.attachToTarget", map[string]any{"targetId": t.TargetID, "flatten": true}, &s); err != nil {
		return nil, err
	}
	p := &page{b: b, session: s.SessionID, targetID: t.TargetID}
	for _, c := range []struct {
		method string
		params any
	}{
		{"Network.enable", nil},
		{"Page.enable", nil},
		{"Runtime.enable", nil},
		{"Target.setAutoAttach", map[string]any{"autoAttach": true, "waitForDebuggerOnStart": true, "flatten": true}},
	} {
		if err := b.call(p.session, c.method, c.params, nil); err != nil {
			return nil, err
		}
	}
	return p, nil
}

// navigate loads url and waits until expr is true in the page.
func (p *page) navigate(url, until string, timeout time.Duration) error {
	if err := p.b.call(p.session, "Page.navigate", map[string]any{"url": url}, nil); err != nil {
		return err
	}
	return p.wait(until, timeout)
}

// wait polls expr until it is true.
func (p *page) wait(expr string, timeout time.Duration) error {
	deadline := time.Now().Add(timeout)
	for {
		var ok bool
		err := p.eval(expr, &ok)
		if err == nil && ok {
			return nil
		}
		if time.Now().After(deadline) {
			if err != nil {
				return fmt.Errorf("waiting for %s: %w", expr, err)
			}
			return fmt.Errorf("waiting for %s: not true after %s", expr, timeout)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// eval runs expr in the page, awaiting a promise, and decodes its value.
func (p *page) eval(expr string, out any) error {
	var r struct {
		Result struct {
			Value json.RawMessage `json:"value"`
		} `json:"result"`
		ExceptionDetails *struct {
			Text      string `json:"text"`
			Exception struct {
				Description string `json:"description"`
			} `json:"exception"`
		} `json:"exceptionDetails"`
	}
	err := p.b.call(p.session, "Runtime.evaluate", map[string]any{
		"expression": expr, "returnByValue": true, "awaitPromise": true,
	}, &r)
	if err != nil {
		return err
	}
	if e := r.ExceptionDetails; e != nil {
		return errors.New(strings.TrimSpace(e.Text + " " + e.Exception.Description))
	}
	if out == nil || len(r.Result.Value) == 0 {
		return nil
	}
	return json.Unmarshal(r.Result.Value, out)
}

// netRecorder keeps every URL the page asked for.
type netRecorder struct {
	mu   sync.Mutex
	urls []string
}

func (n *netRecorder) add(url string) {
	n.mu.Lock()
	n.urls = append(n.urls, url)
	n.mu.Unlock()
}

func (n *netRecorder) all() []string {
	n.mu.Lock()
	defer n.mu.Unlock()
	return append([]string(nil), n.urls...)
}

// screenshot writes a PNG of the whole page to file.
func (p *page) screenshot(file string) error {
	var r struct {
		Data []byte `json:"data"`
	}
	if err := p.b.call(p.session, "Page.captureScreenshot", map[string]any{"format": "png", "captureBeyondViewport": true}, &r); err != nil {
		return err
	}
	return os.WriteFile(file, r.Data, 0o644)
}
