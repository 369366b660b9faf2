// Package lsp is pluglint's language server: it lints the package around
// an open plugin.json, mcp.json or SKILL.md from the editor's unsaved
// text and publishes the findings as diagnostics, the rules' fixes as code
// actions and their documentation on hover.
//
// It is built on its own JSON-RPC connection (jsonrpc2) and the types of
// the LSP messages it uses (protocol), with its own dispatch of the few
// methods it serves and its own bounded framing (stream.go). It never executes package
// content and never opens a network connection: it reads the package
// from disk as `pluglint` does, with the editor's buffers in place of the
// files they edit.
package lsp

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"sync"
	"time"

	"github.com/pluglint/pluglint/cmd/internal/lsp/jsonrpc2"
	"github.com/pluglint/pluglint/cmd/internal/lsp/protocol"

	"github.com/pluglint/pluglint/rules"
)

// Options configure a server.
type Options struct {
	// Version is reported to the client as the server's version.
	Version string
	// Debounce is how long the server waits after the last change to a
	// document before it lints its package again. Zero means 200ms.
	Debounce time.Duration
	// Settings returns the configuration for a package root (an absolute
	// OS path): rule levels and ignore entries. Nil, or a nil result,
	// means pluglint's defaults.
	Settings func(root string) *rules.Settings
	// Log receives the server's own messages (stderr). Nil discards them.
	Log io.Writer
}

// ErrNoShutdown is Serve's error when the client sent exit without
// shutdown first; the LSP asks the server to exit with code 1 then.
var ErrNoShutdown = errors.New("exit without shutdown")

// Serve speaks the Language Server Protocol on r and w until the client
// sends exit or closes r. It returns nil after shutdown and exit, and
// ErrNoShutdown after an exit that no shutdown came before.
func Serve(ctx context.Context, r io.Reader, w io.Writer, opts Options) error {
	if opts.Debounce <= 0 {
		opts.Debounce = 200 * time.Millisecond
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	s := &server{opts: opts, ctx: ctx, docs: map[string]*document{}, pkgs: map[string]*pkgState{}, exited: make(chan struct{})}
	st := newStream(r, w, s.logf)
	conn := jsonrpc2.NewConn(st)
	s.conn = conn
	conn.Go(ctx, s.handle)
	var err error
	select {
	case <-s.exited:
		s.mu.Lock()
		if !s.shutdown {
			err = ErrNoShutdown
		}
		s.mu.Unlock()
	case <-conn.Done():
		if e := conn.Err(); e != nil && !errors.Is(e, io.EOF) && !errors.Is(e, io.ErrClosedPipe) {
			err = e
		}
	case <-ctx.Done():
		err = ctx.Err()
	}
	s.stop()
	return err
}

// server is one session's state. mu guards everything but conn.
type server struct {
	opts Options
	conn *jsonrpc2.Conn
	ctx  context.Context // the session's: ends when Serve returns

	mu          sync.Mutex
	initialized bool // initialize has been answered
	shutdown    bool
	exited      chan struct{}
	folders     []string // workspace folders, absolute OS paths
	watch       bool     // the client can watch files for the server
	docs        map[string]*document
	pkgs        map[string]*pkgState // by package root
	stopped     bool

	// lintMu runs one lint at a time: a lint is fast, and the machine is
	// the publisher's.
	lintMu  sync.Mutex
	running sync.WaitGroup
}

// document is one open document.
type document struct {
	uri     protocol.DocumentURI
	path    string // absolute OS path
	version int32
	text    []byte
	// ignored is set once the server has said it does not lint it.
	ignored bool
}

func (s *server) logf(format string, args ...any) {
	if s.opts.Log != nil {
		fmt.Fprintf(s.opts.Log, "pluglint lsp: "+format+"\n", args...)
	}
}

// stop cancels pending lints and waits for a running one.
func (s *server) stop() {
	s.mu.Lock()
	s.stopped = true
	for _, p := range s.pkgs {
		if p.timer != nil && p.timer.Stop() {
			s.running.Done()
		}
		p.timer = nil
	}
	s.mu.Unlock()
	s.running.Wait()
}

// LSP error codes the protocol package does not name.
const (
	codeServerNotInitialized jsonrpc2.Code = -32002
	codeInvalidRequest       jsonrpc2.Code = -32600
)

// handle dispatches one message. It never returns an error: that would
// end the connection, and a bad message should cost only itself.
func (s *server) handle(ctx context.Context, reply jsonrpc2.Replier, req jsonrpc2.Request) (err error) {
	_, isCall := req.(*jsonrpc2.Call)
	defer func() {
		if p := recover(); p != nil {
			s.logf("panic handling %s: %v\n%s", req.Method(), p, debug.Stack())
			if isCall {
				_ = reply(ctx, nil, jsonrpc2.NewError(jsonrpc2.InternalError, fmt.Sprintf("pluglint failed on %s", req.Method())))
			}
		}
		err = nil
	}()
	method := req.Method()
	s.mu.Lock()
	initialized, shutdown := s.initialized, s.shutdown
	s.mu.Unlock()
	switch {
	case method == protocol.MethodExit:
		close(s.exited)
		return nil
	case !initialized && method != protocol.MethodInitialize:
		if isCall {
			return reply(ctx, nil, jsonrpc2.NewError(codeServerNotInitialized, "initialize first"))
		}
		return nil // notifications before initialize are dropped
	case shutdown:
		if isCall {
			return reply(ctx, nil, jsonrpc2.NewError(codeInvalidRequest, "the server is shutting down"))
		}
		return nil
	}
	params := req.Params()
	switch method {
	case protocol.MethodInitialize:
		if initialized {
			return reply(ctx, nil, jsonrpc2.NewError(codeInvalidRequest, "initialize was already sent"))
		}
		var p protocol.InitializeParams
		if err := decode(params, &p); err != nil {
			return reply(ctx, nil, err)
		}
		return reply(ctx, s.initialize(&p), nil)
	case protocol.MethodInitialized:
		// Nothing waits for it; it only allows asking the client to
		// watch package files.
		s.registerWatchers()
		return nil
	case protocol.MethodSetTrace, protocol.MethodCancelRequest, protocol.MethodWorkspaceDidChangeConfiguration:
		return nil
	case protocol.MethodWorkspaceDidChangeWatchedFiles:
		var p protocol.DidChangeWatchedFilesParams
		if decode(params, &p) == nil {
			s.filesChanged(&p)
		}
		return nil
	case protocol.MethodShutdown:
		s.mu.Lock()
		s.shutdown = true
		s.mu.Unlock()
		s.stop()
		return reply(ctx, nil, nil)
	case protocol.MethodTextDocumentDidOpen:
		var p protocol.DidOpenTextDocumentParams
		if decode(params, &p) == nil {
			s.open(p.TextDocument.URI, p.TextDocument.Version, p.TextDocument.Text)
		}
		return nil
	case protocol.MethodTextDocumentDidChange:
		var p protocol.DidChangeTextDocumentParams
		if decode(params, &p) == nil && len(p.ContentChanges) > 0 {
			// Full sync: the last change holds the whole text.
			s.change(p.TextDocument.URI, p.TextDocument.Version, p.ContentChanges[len(p.ContentChanges)-1].Text)
		}
		return nil
	case protocol.MethodTextDocumentDidSave:
		var p protocol.DidSaveTextDocumentParams
		if decode(params, &p) == nil {
			s.saved(p.TextDocument.URI)
		}
		return nil
	case protocol.MethodTextDocumentDidClose:
		var p protocol.DidCloseTextDocumentParams
		if decode(params, &p) == nil {
			s.close(p.TextDocument.URI)
		}
		return nil
	case protocol.MethodTextDocumentCodeAction:
		var p protocol.CodeActionParams
		if err := decode(params, &p); err != nil {
			return reply(ctx, nil, err)
		}
		return reply(ctx, s.codeActions(ctx, &p), nil)
	case protocol.MethodTextDocumentHover:
		var p protocol.HoverParams
		if err := decode(params, &p); err != nil {
			return reply(ctx, nil, err)
		}
		h := s.hover(ctx, &p)
		if h == nil {
			return reply(ctx, nil, nil)
		}
		return reply(ctx, h, nil)
	}
	if isCall {
		return reply(ctx, nil, jsonrpc2.NewError(jsonrpc2.MethodNotFound, "pluglint does not serve "+method))
	}
	return nil
}

// decode reads a request's parameters, answering a bad one with
// InvalidParams.
func decode(params json.RawMessage, v any) error {
	if len(params) == 0 {
		return nil
	}
	if err := json.Unmarshal(params, v); err != nil {
		return jsonrpc2.NewError(jsonrpc2.InvalidParams, err.Error())
	}
	return nil
}

// initialize records the workspace and says what the server offers.
func (s *server) initialize(p *protocol.InitializeParams) *protocol.InitializeResult {
	var folders []string
	for _, f := range p.WorkspaceFolders {
		if dir, ok := filePath(protocol.DocumentURI(f.URI)); ok {
			folders = append(folders, dir)
		}
	}
	// Clients without workspace folders still say where they work in the
	// older fields.
	root, rootPath := p.RootURI, p.RootPath // deprecated, and still what such clients send
	if len(folders) == 0 && root != "" {
		if dir, ok := filePath(root); ok {
			folders = append(folders, dir)
		}
	}
	if len(folders) == 0 && rootPath != "" && filepath.IsAbs(rootPath) {
		folders = append(folders, filepath.Clean(rootPath))
	}
	for i, f := range folders {
		if real, err := filepath.EvalSymlinks(f); err == nil {
			folders[i] = real
		}
	}
	s.mu.Lock()
	s.initialized = true
	s.folders = folders
	if w := p.Capabilities.Workspace; w != nil && w.DidChangeWatchedFiles != nil {
		s.watch = w.DidChangeWatchedFiles.DynamicRegistration
	}
	s.mu.Unlock()
	return &protocol.InitializeResult{
		Capabilities: protocol.ServerCapabilities{
			TextDocumentSync: &protocol.TextDocumentSyncOptions{
				OpenClose: true,
				Change:    protocol.TextDocumentSyncKindFull,
				Save:      &protocol.SaveOptions{IncludeText: false},
			},
			HoverProvider: true,
			CodeActionProvider: &protocol.CodeActionOptions{
				CodeActionKinds: []protocol.CodeActionKind{protocol.QuickFix},
			},
		},
		ServerInfo: &protocol.ServerInfo{Name: "pluglint", Version: s.opts.Version},
	}
}

// open starts tracking a document and lints its package at once.
func (s *server) open(u protocol.DocumentURI, version int32, text string) {
	path, ok := filePath(u)
	if !ok {
		return
	}
	s.mu.Lock()
	s.docs[path] = &document{uri: u, path: path, version: version, text: []byte(text)}
	s.mu.Unlock()
	s.schedule(path, 0)
}

// change replaces a document's text and lints its package once typing
// pauses.
func (s *server) change(u protocol.DocumentURI, version int32, text string) {
	path, ok := filePath(u)
	if !ok {
		return
	}
	s.mu.Lock()
	d := s.docs[path]
	if d == nil {
		d = &document{uri: u, path: path}
		s.docs[path] = d
	}
	d.version, d.text = version, []byte(text)
	s.mu.Unlock()
	s.schedule(path, s.opts.Debounce)
}

// saved lints at once: other files of the package may read the saved one.
func (s *server) saved(u protocol.DocumentURI) {
	if path, ok := filePath(u); ok {
		s.schedule(path, 0)
	}
}

// close stops tracking a document: its package is linted from disk again
// while other documents of it are open, and its diagnostics are cleared
// when none is.
func (s *server) close(u protocol.DocumentURI) {
	path, ok := filePath(u)
	if !ok {
		return
	}
	s.mu.Lock()
	delete(s.docs, path)
	s.mu.Unlock()
	s.schedule(path, 0)
}

// filePath turns a file: URI into a clean absolute OS path. Other
// schemes (untitled:, http:) and remote hosts are not files pluglint
// reads.
func filePath(u protocol.DocumentURI) (string, bool) {
	p, err := uriPath(string(u))
	if err != nil || p == "" {
		return "", false
	}
	return p, true
}

// sameOrUnder reports whether path is dir or inside it.
func sameOrUnder(path, dir string) bool {
	rel, err := filepath.Rel(dir, path)
	return err == nil && rel != ".." && !filepath.IsAbs(rel) && !startsWithDotDot(rel)
}

func startsWithDotDot(rel string) bool {
	return len(rel) >= 3 && rel[:2] == ".." && os.IsPathSeparator(rel[2])
}

// watchedFiles is what the server asks the client to watch: every file
// whose change on disk (a save elsewhere, pluglint fix, a checkout) can
// change a package's findings.
const watchedFiles = "**/{plugin.json,plugin.yaml,plugin.yml,mcp.json,SKILL.md,.pluglint.yaml,tools.json}"

// registerWatchers asks a client that can watch files to do so. The call
// runs on its own: its answer arrives on the connection this handler is
// reading.
func (s *server) registerWatchers() {
	s.mu.Lock()
	watch := s.watch
	s.watch = false // once
	s.mu.Unlock()
	if !watch {
		return
	}
	go func() {
		ctx, cancel := context.WithTimeout(s.ctx, 30*time.Second)
		defer cancel()
		params := &protocol.RegistrationParams{Registrations: []protocol.Registration{{
			ID:              "pluglint-watch",
			Method:          protocol.MethodWorkspaceDidChangeWatchedFiles,
			RegisterOptions: &protocol.DidChangeWatchedFilesRegistrationOptions{Watchers: []protocol.FileSystemWatcher{{GlobPattern: watchedFiles}}},
		}}}
		if _, err := s.conn.Call(ctx, protocol.MethodClientRegisterCapability, params, nil); err != nil {
			s.logf("asking the editor to watch package files: %v", err)
		}
	}()
}

// filesChanged lints again every package with open documents that holds
// a file changed on disk.
func (s *server) filesChanged(p *protocol.DidChangeWatchedFilesParams) {
	s.mu.Lock()
	defer s.mu.Unlock()
	roots := map[string]bool{}
	for path := range s.docs {
		if root := s.packageRoot(path); root != "" {
			roots[root] = true
		}
	}
	for _, ch := range p.Changes {
		if ch == nil {
			continue
		}
		path, ok := filePath(ch.URI)
		if !ok {
			continue
		}
		for root := range roots {
			if sameOrUnder(path, root) || filepath.Base(path) == ".pluglint.yaml" && sameOrUnder(root, filepath.Dir(path)) {
				s.scheduleRootLocked(root, s.opts.Debounce)
			}
		}
	}
}
