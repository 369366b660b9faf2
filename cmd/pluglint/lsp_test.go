package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// lspClient drives `pluglint lsp` through run, as an editor would,
// over pipes.
type lspClient struct {
	t      *testing.T
	in     *io.PipeWriter // the server's stdin
	msgs   chan map[string]any
	nextID int
	done   chan struct{} // closed when run returns
	code   int           // run's exit code, once done
	stderr *syncBuffer
	// pending holds messages read while waiting for another one.
	pending []map[string]any
	// lastVersion is the document version of the last diagnostics awaited.
	lastVersion any
}

type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func startLSP(t *testing.T, args ...string) *lspClient {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	c := &lspClient{t: t, in: inW, msgs: make(chan map[string]any, 100), done: make(chan struct{}), stderr: &syncBuffer{}}
	old := lspStdin
	lspStdin = inR
	t.Cleanup(func() { lspStdin = old })
	go func() {
		c.code = run(append([]string{"lsp"}, args...), outW, c.stderr)
		outW.Close()
		close(c.done)
	}()
	go func() {
		defer close(c.msgs)
		r := bufio.NewReader(outR)
		for {
			length := -1
			for {
				line, err := r.ReadString('\n')
				if err != nil {
					return
				}
				line = strings.TrimRight(line, "\r\n")
				if line == "" {
					break
				}
				if v, ok := strings.CutPrefix(line, "Content-Length: "); ok {
					length, _ = strconv.Atoi(v)
				}
			}
			body := make([]byte, length)
			if _, err := io.ReadFull(r, body); err != nil {
				return
			}
			var m map[string]any
			if err := json.Unmarshal(body, &m); err != nil {
				panic(fmt.Sprintf("server sent invalid JSON %q: %v", body, err))
			}
			c.msgs <- m
		}
	}()
	t.Cleanup(func() {
		inW.Close()
		select {
		case <-c.done:
		case <-time.After(10 * time.Second):
			t.Errorf("pluglint lsp did not stop after its input closed")
		}
	})
	return c
}

// send writes one message with the base protocol's framing.
func (c *lspClient) send(msg map[string]any) {
	c.t.Helper()
	msg["jsonrpc"] = "2.0"
	data, err := json.Marshal(msg)
	if err != nil {
		c.t.Fatal(err)
	}
	c.sendRaw(fmt.Appendf(nil, "Content-Length: %d\r\n\r\n%s", len(data), data))
}

func (c *lspClient) sendRaw(b []byte) {
	c.t.Helper()
	if _, err := c.in.Write(b); err != nil {
		c.t.Fatalf("writing to the server: %v", err)
	}
}

func (c *lspClient) notify(method string, params any) {
	c.send(map[string]any{"method": method, "params": params})
}

// call sends a request and returns its response.
func (c *lspClient) call(method string, params any) map[string]any {
	c.t.Helper()
	c.nextID++
	id := c.nextID
	c.send(map[string]any{"id": id, "method": method, "params": params})
	return c.await(func(m map[string]any) bool { return m["method"] == nil && m["id"] == float64(id) }, method+" response")
}

// await returns the first message (in order, after any kept earlier)
// that matches, keeping the others for later.
func (c *lspClient) await(match func(map[string]any) bool, what string) map[string]any {
	c.t.Helper()
	for i, m := range c.pending {
		if match(m) {
			c.pending = append(c.pending[:i], c.pending[i+1:]...)
			return m
		}
	}
	timeout := time.After(10 * time.Second)
	for {
		select {
		case m, ok := <-c.msgs:
			if !ok {
				c.t.Fatalf("the server closed its output while %s was awaited; stderr:\n%s", what, c.stderr)
			}
			if match(m) {
				return m
			}
			c.pending = append(c.pending, m)
		case <-timeout:
			c.t.Fatalf("no %s within 10s; kept %v; stderr:\n%s", what, c.pending, c.stderr)
		}
	}
}

// diagnostics awaits the next publishDiagnostics for a URI.
func (c *lspClient) diagnostics(uri string) []any {
	c.t.Helper()
	m := c.await(func(m map[string]any) bool {
		p, _ := m["params"].(map[string]any)
		return m["method"] == "textDocument/publishDiagnostics" && p["uri"] == uri
	}, "diagnostics for "+uri)
	c.lastVersion = m["params"].(map[string]any)["version"]
	ds, _ := m["params"].(map[string]any)["diagnostics"].([]any)
	return ds
}

func fileURL(p string) string { return (&url.URL{Scheme: "file", Path: filepath.ToSlash(p)}).String() }

func jsonText(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// lspPackage writes a package whose plugin.json on disk is clean and
// returns its directory, the workspace folder above it, and plugin.json's
// text with trust misspelt: the mistake exists only in the editor.
func lspPackage(t *testing.T) (ws, pkg, bad, good string) {
	t.Helper()
	ws, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	pkg = filepath.Join(ws, "trader")
	good = "{\n" +
		"  \"$schema\": \"https://agent-plugins.org/schemas/1.0.0/plugin.schema.json\",\n" +
		"  \"name\": \"trader\",\n" +
		"  \"description\": \"📈 é\", \"extensions\": {\"com.nousresearch.hermes\": {\"servers\": {\"trade\": {\"trust\": \"untrusted\"}}}}\n" +
		"}\n"
	bad = strings.Replace(good, `"untrusted"`, `"Untrusted"`, 1)
	mcp := "{\n" +
		"  \"$schema\": \"https://agent-plugins.org/schemas/1.0.0/mcp.schema.json\",\n" +
		"  \"mcpServers\": {\"trade\": {\"type\": \"stdio\", \"command\": \"trade-mcp\"}}\n" +
		"}\n"
	if err := os.MkdirAll(pkg, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, text := range map[string]string{"plugin.json": good, "mcp.json": mcp} {
		if err := os.WriteFile(filepath.Join(pkg, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return ws, pkg, bad, good
}

func (c *lspClient) initialize(ws string) map[string]any {
	c.t.Helper()
	resp := c.call("initialize", map[string]any{
		"processId": nil, "rootUri": fileURL(ws), "capabilities": map[string]any{},
		"workspaceFolders": []any{map[string]any{"uri": fileURL(ws), "name": "ws"}},
	})
	if resp["error"] != nil {
		c.t.Fatalf("initialize failed: %v", resp["error"])
	}
	return resp
}

// TestLSPSession drives a whole session: the mistake is only in the
// unsaved text, its diagnostic comes with exact UTF-16 ranges, the code
// action fixes it, the change clears it, and shutdown and exit end the
// server with status 0.
func TestLSPSession(t *testing.T) {
	ws, pkg, bad, good := lspPackage(t)
	c := startLSP(t, "--debounce", "50ms")
	resp := c.initialize(ws)
	caps := jsonText(t, resp["result"].(map[string]any)["capabilities"])
	if want := `{"codeActionProvider":{"codeActionKinds":["quickfix"]},"hoverProvider":true,"textDocumentSync":{"change":1,"openClose":true,"save":{}}}`; caps != want {
		t.Errorf("capabilities:\n got %s\nwant %s", caps, want)
	}
	c.notify("initialized", map[string]any{})

	plugin, mcp := fileURL(filepath.Join(pkg, "plugin.json")), fileURL(filepath.Join(pkg, "mcp.json"))
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{
		"uri": plugin, "languageId": "json", "version": 1, "text": bad,
	}})
	// Line 3 is `  "description": "📈 é", "extensions": ... {"trust": "Untrusted"}}}}`:
	// the value starts at character 99 in UTF-16 (📈 counts two units,
	// so a count of code points would say 98) and is 11 units long.
	got := jsonText(t, c.diagnostics(plugin))
	want := `[{"code":"PL210","codeDescription":{"href":"https://github.com/pluglint/pluglint/blob/main/docs/rules.md#PL210"},` +
		`"message":"trust value \"Untrusted\" is not allowed; Hermes rejects the whole package (did you mean \"untrusted\"?)",` +
		`"range":{"end":{"character":110,"line":3},"start":{"character":99,"line":3}},"severity":1,"source":"pluglint"}]`
	if got != want {
		t.Errorf("plugin.json diagnostics:\n got %s\nwant %s", got, want)
	}
	if c.lastVersion != float64(1) {
		t.Errorf("plugin.json diagnostics for version %v, want 1", c.lastVersion)
	}
	// The package's other file, not open, gets its finding too: with the
	// gate misspelt, the server runs at full trust.
	got = jsonText(t, c.diagnostics(mcp))
	if !strings.Contains(got, `"code":"PL501"`) || !strings.Contains(got, `"range":{"end":{"character":24,"line":2},"start":{"character":17,"line":2}}`) {
		t.Errorf("mcp.json diagnostics: %s", got)
	}

	rng := map[string]any{"start": map[string]any{"line": 3, "character": 100}, "end": map[string]any{"line": 3, "character": 100}}
	resp = c.call("textDocument/codeAction", map[string]any{
		"textDocument": map[string]any{"uri": plugin}, "range": rng, "context": map[string]any{"diagnostics": []any{}},
	})
	actions, _ := resp["result"].([]any)
	if len(actions) != 1 {
		t.Fatalf("code actions: %s", jsonText(t, resp))
	}
	a := actions[0].(map[string]any)
	if a["title"] != `change trust "Untrusted" of server "trade" to "untrusted"` || a["kind"] != "quickfix" || a["isPreferred"] != true {
		t.Errorf("code action: %s", jsonText(t, a))
	}
	if got, want := jsonText(t, a["edit"]), `{"changes":{"`+plugin+`":[{"newText":"\"untrusted\"","range":{"end":{"character":110,"line":3},"start":{"character":99,"line":3}}}]}}`; got != want {
		t.Errorf("code action edit:\n got %s\nwant %s", got, want)
	}

	resp = c.call("textDocument/hover", map[string]any{"textDocument": map[string]any{"uri": plugin}, "position": map[string]any{"line": 3, "character": 99}})
	h, _ := resp["result"].(map[string]any)
	contents, _ := h["contents"].(map[string]any)
	hover, _ := contents["value"].(string)
	for _, want := range []string{
		`**PL210** trust value "Untrusted" is not allowed; Hermes rejects the whole package \(did you mean "untrusted"?\)`,
		`**PL210 trust-invalid**: a server declaration's trust is not exactly "untrusted" or "full"`,
		`**How to fix.** Write "trust": "untrusted" to gate the server`,
		`[PL210 in the rules reference](https://github.com/pluglint/pluglint/blob/main/docs/rules.md#PL210)`,
	} {
		if !strings.Contains(hover, want) {
			t.Errorf("hover lacks %s:\n%s", want, hover)
		}
	}
	if got, want := jsonText(t, h["range"]), `{"end":{"character":110,"line":3},"start":{"character":99,"line":3}}`; got != want || contents["kind"] != "markdown" {
		t.Errorf("hover range %s, kind %v", got, contents["kind"])
	}
	resp = c.call("textDocument/hover", map[string]any{"textDocument": map[string]any{"uri": plugin}, "position": map[string]any{"line": 1, "character": 3}})
	if resp["result"] != nil {
		t.Errorf("hover away from any finding: %s", jsonText(t, resp))
	}

	c.notify("textDocument/didChange", map[string]any{
		"textDocument":   map[string]any{"uri": plugin, "version": 2},
		"contentChanges": []any{map[string]any{"text": good}},
	})
	if ds := c.diagnostics(plugin); len(ds) != 0 || c.lastVersion != float64(2) {
		t.Errorf("plugin.json diagnostics after the fix (version %v, want 2): %s", c.lastVersion, jsonText(t, ds))
	}
	if ds := c.diagnostics(mcp); len(ds) != 0 {
		t.Errorf("mcp.json diagnostics after the fix: %s", jsonText(t, ds))
	}

	if resp := c.call("shutdown", nil); resp["error"] != nil || resp["result"] != nil {
		t.Errorf("shutdown: %s", jsonText(t, resp))
	}
	c.notify("exit", nil)
	select {
	case <-c.done:
		if c.code != 0 {
			t.Errorf("exit code %d after shutdown and exit; stderr:\n%s", c.code, c.stderr)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("pluglint lsp did not exit")
	}
}

// awaitNone fails if a publishDiagnostics for uri arrives within d.
func (c *lspClient) awaitNone(uri string, d time.Duration) {
	c.t.Helper()
	check := func(m map[string]any) {
		if p, _ := m["params"].(map[string]any); m["method"] == "textDocument/publishDiagnostics" && p["uri"] == uri {
			c.t.Errorf("diagnostics for %s, which the server should not lint: %s", uri, jsonText(c.t, m))
		}
	}
	for _, m := range c.pending {
		check(m)
	}
	timeout := time.After(d)
	for {
		select {
		case m, ok := <-c.msgs:
			if !ok {
				return
			}
			check(m)
			c.pending = append(c.pending, m)
		case <-timeout:
			return
		}
	}
}

func errorCode(m map[string]any) any {
	e, _ := m["error"].(map[string]any)
	return e["code"]
}

// TestLSPHostile sends what a broken or hostile client might: requests
// before initialize, no initialized at all, a message that is not JSON,
// unknown methods, documents outside the workspace or not files at all,
// a buffer past pluglint's read bound, binary text with invalid UTF-8,
// and exit without shutdown. The server answers or ignores each and goes
// on serving.
func TestLSPHostile(t *testing.T) {
	ws, pkg, bad, _ := lspPackage(t)
	c := startLSP(t)
	if got := errorCode(c.call("textDocument/hover", map[string]any{})); got != float64(-32002) {
		t.Errorf("a request before initialize: error code %v, want -32002", got)
	}
	plugin := fileURL(filepath.Join(pkg, "plugin.json"))
	// Dropped: the server has not been initialised.
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": plugin, "version": 1, "text": bad}})
	c.initialize(ws)
	// No initialized notification, ever.

	c.sendRaw([]byte("Content-Length: 9\r\n\r\nnot json!"))
	if got := errorCode(c.call("workspace/symbol", map[string]any{"query": "x"})); got != float64(-32601) {
		t.Errorf("an unknown method: error code %v, want -32601", got)
	}

	outside := t.TempDir()
	if err := os.WriteFile(filepath.Join(outside, "plugin.json"), []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, u := range []string{fileURL(filepath.Join(outside, "plugin.json")), "untitled:plugin.json", "https://example.com/plugin.json", "file://server/share/plugin.json", fileURL(filepath.Join(ws, "notes.json"))} {
		c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": u, "version": 1, "text": bad}})
		c.awaitNone(u, 300*time.Millisecond)
	}

	// A buffer past the 8 MiB pluglint reads of a file.
	huge := strings.Repeat(" ", 9<<20) + bad
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": plugin, "version": 1, "text": huge}})
	got := jsonText(t, c.diagnostics(plugin))
	if !strings.Contains(got, `"code":"PL001"`) || !strings.Contains(got, "larger than the 8.0 MiB pluglint reads") ||
		!strings.Contains(got, `"range":{"end":{"character":0,"line":0},"start":{"character":0,"line":0}}`) {
		t.Errorf("a huge buffer: %s", got)
	}

	// Binary text, its invalid UTF-8 written raw into the message.
	body := []byte(`{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"` + plugin +
		`","version":2},"contentChanges":[{"text":"{\"name\": \"` + "\xff\xfe\xc0\x80" + `\u0000\"}\u0000\u0001\ud800"}]}}`)
	c.sendRaw(append(fmt.Appendf(nil, "Content-Length: %d\r\n\r\n", len(body)), body...))
	got = jsonText(t, c.diagnostics(plugin))
	if !strings.Contains(got, `"code":"PL001"`) || strings.Contains(got, "larger than") {
		t.Errorf("binary text: %s", got)
	}

	if resp := c.call("textDocument/codeAction", map[string]any{
		"textDocument": map[string]any{"uri": plugin},
		"range":        map[string]any{"start": map[string]any{"line": 99999, "character": 99999}, "end": map[string]any{"line": 0, "character": 0}},
		"context":      map[string]any{"diagnostics": []any{}},
	}); resp["error"] != nil {
		t.Errorf("a code action at an impossible range: %s", jsonText(t, resp))
	}

	c.notify("exit", nil)
	select {
	case <-c.done:
		if c.code != 1 {
			t.Errorf("exit without shutdown: code %d, want 1", c.code)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("pluglint lsp did not exit")
	}
}

// TestLSPUnsavedSkill opens a SKILL.md that exists only in the editor,
// in a skill directory not on disk yet: the package is linted as if it
// were saved, and the skill's name is checked against its directory.
func TestLSPUnsavedSkill(t *testing.T) {
	ws, pkg, _, _ := lspPackage(t)
	c := startLSP(t)
	c.initialize(ws)
	skill := fileURL(filepath.Join(pkg, "skills", "Summarize", "SKILL.md"))
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{
		"uri": skill, "languageId": "markdown", "version": 1,
		"text": "---\nname: summarize\ndescription: Summarize a document.\n---\n# Skill\n",
	}})
	got := jsonText(t, c.diagnostics(skill))
	want := `[{"code":"PL402","codeDescription":{"href":"https://github.com/pluglint/pluglint/blob/main/docs/rules.md#PL402"},` +
		`"message":"name \"summarize\" does not match its directory \"Summarize\" (Hermes compares them case-sensitively); Hermes drops skill \"Summarize\" (rename the directory to skills/summarize/)",` +
		`"range":{"end":{"character":15,"line":1},"start":{"character":6,"line":1}},"severity":1,"source":"pluglint"}]`
	if got != want {
		t.Errorf("SKILL.md diagnostics:\n got %s\nwant %s", got, want)
	}
	c.notify("textDocument/didClose", map[string]any{"textDocument": map[string]any{"uri": skill}})
	if ds := c.diagnostics(skill); len(ds) != 0 {
		t.Errorf("diagnostics of a closed, never saved skill: %s", jsonText(t, ds))
	}
}

// TestLSPConfig applies the package's .pluglint.yaml as a lint would:
// with PL501 off, the misspelt gate leaves mcp.json without diagnostics.
func TestLSPConfig(t *testing.T) {
	ws, pkg, bad, _ := lspPackage(t)
	if err := os.WriteFile(filepath.Join(ws, ".pluglint.yaml"), []byte("rules:\n  PL501: off\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	c := startLSP(t)
	c.initialize(ws)
	plugin := fileURL(filepath.Join(pkg, "plugin.json"))
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": plugin, "version": 1, "text": bad}})
	if got := jsonText(t, c.diagnostics(plugin)); !strings.Contains(got, `"code":"PL210"`) {
		t.Errorf("plugin.json: %s", got)
	}
	c.awaitNone(fileURL(filepath.Join(pkg, "mcp.json")), 300*time.Millisecond)
}

// TestLSPWatchedFiles asks a client that can watch files to watch the
// package's files, and lints again when one changes on disk: here
// mcp.json, not open, gains a key Hermes drops the server for.
func TestLSPWatchedFiles(t *testing.T) {
	ws, pkg, bad, _ := lspPackage(t)
	c := startLSP(t, "--debounce", "20ms")
	resp := c.call("initialize", map[string]any{
		"processId": nil, "rootUri": fileURL(ws),
		"capabilities": map[string]any{"workspace": map[string]any{"didChangeWatchedFiles": map[string]any{"dynamicRegistration": true}}},
	})
	if resp["error"] != nil {
		t.Fatal(resp["error"])
	}
	c.notify("initialized", map[string]any{})
	reg := c.await(func(m map[string]any) bool { return m["method"] == "client/registerCapability" }, "registerCapability")
	want := `{"registrations":[{"id":"pluglint-watch","method":"workspace/didChangeWatchedFiles","registerOptions":{"watchers":[{"globPattern":"**/{plugin.json,plugin.yaml,plugin.yml,mcp.json,SKILL.md,.pluglint.yaml,tools.json}"}]}}]}`
	if got := jsonText(t, reg["params"]); got != want {
		t.Errorf("registration:\n got %s\nwant %s", got, want)
	}
	c.send(map[string]any{"id": reg["id"], "result": nil})

	plugin, mcp := fileURL(filepath.Join(pkg, "plugin.json")), fileURL(filepath.Join(pkg, "mcp.json"))
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": plugin, "version": 1, "text": bad}})
	c.diagnostics(plugin)
	if got := jsonText(t, c.diagnostics(mcp)); strings.Contains(got, "PL302") {
		t.Fatalf("mcp.json before the change: %s", got)
	}
	changed := "{\n" +
		"  \"$schema\": \"https://agent-plugins.org/schemas/1.0.0/mcp.schema.json\",\n" +
		"  \"mcpServers\": {\"trade\": {\"type\": \"stdio\", \"command\": \"trade-mcp\", \"timeout\": 5}}\n" +
		"}\n"
	if err := os.WriteFile(filepath.Join(pkg, "mcp.json"), []byte(changed), 0o644); err != nil {
		t.Fatal(err)
	}
	c.notify("workspace/didChangeWatchedFiles", map[string]any{"changes": []any{map[string]any{"uri": mcp, "type": 2}}})
	c.diagnostics(plugin)
	if got := jsonText(t, c.diagnostics(mcp)); !strings.Contains(got, `"code":"PL302"`) ||
		!strings.Contains(got, `"range":{"end":{"character":77,"line":2},"start":{"character":68,"line":2}}`) {
		t.Errorf("mcp.json after it changed on disk: %s", got)
	}
}

// TestLSPDebounce types five changes in quick succession: the package is
// linted once, after the last, and mcp.json, open beside plugin.json,
// gets its diagnostics from that lint with its own version.
func TestLSPDebounce(t *testing.T) {
	ws, pkg, bad, good := lspPackage(t)
	c := startLSP(t, "--debounce", "300ms")
	c.initialize(ws)
	plugin, mcp := fileURL(filepath.Join(pkg, "plugin.json")), fileURL(filepath.Join(pkg, "mcp.json"))
	mcpText, err := os.ReadFile(filepath.Join(pkg, "mcp.json"))
	if err != nil {
		t.Fatal(err)
	}
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": plugin, "version": 1, "text": good}})
	if ds := c.diagnostics(plugin); len(ds) != 0 {
		t.Fatalf("clean plugin.json: %s", jsonText(t, ds))
	}
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": mcp, "version": 7, "text": string(mcpText)}})
	if ds := c.diagnostics(mcp); len(ds) != 0 || c.lastVersion != float64(7) {
		t.Fatalf("clean mcp.json: version %v, %s", c.lastVersion, jsonText(t, ds))
	}
	if ds := c.diagnostics(plugin); len(ds) != 0 || c.lastVersion != float64(1) {
		t.Fatalf("plugin.json when mcp.json opened: version %v, %s", c.lastVersion, jsonText(t, ds))
	}
	for v := 2; v <= 6; v++ {
		text := good
		if v%2 == 0 || v == 6 {
			text = bad
		}
		c.notify("textDocument/didChange", map[string]any{
			"textDocument":   map[string]any{"uri": plugin, "version": v},
			"contentChanges": []any{map[string]any{"text": text}},
		})
	}
	if ds := c.diagnostics(plugin); len(ds) != 1 || c.lastVersion != float64(6) {
		t.Errorf("after five quick changes: version %v, %s; want one lint, of version 6", c.lastVersion, jsonText(t, ds))
	}
	if got := jsonText(t, c.diagnostics(mcp)); !strings.Contains(got, `"code":"PL501"`) || c.lastVersion != float64(7) {
		t.Errorf("mcp.json, open: version %v, %s; want PL501 at version 7", c.lastVersion, got)
	}
	c.awaitNone(plugin, 500*time.Millisecond)
}
