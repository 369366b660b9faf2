// Package protocol holds the Language Server Protocol messages pluglint's
// server reads and writes, and only those: their fields and JSON names
// are the LSP 3.17 specification's.
//
// They were go.lsp.dev/protocol's, whose package also holds a client and
// server that log through go.uber.org/zap, which links net/http and
// crypto/tls. That made every run of pluglint, `pluglint version` as
// much as a lint, a dynamically linked program twice the size that
// initialises a network stack it never uses (see docs/performance.md).
package protocol

// DocumentURI is a document's URI as the client sent it.
type DocumentURI string

// URI is any URI.
type URI = DocumentURI

// Methods the server handles or sends.
const (
	MethodInitialize                      = "initialize"
	MethodInitialized                     = "initialized"
	MethodShutdown                        = "shutdown"
	MethodExit                            = "exit"
	MethodSetTrace                        = "$/setTrace"
	MethodCancelRequest                   = "$/cancelRequest"
	MethodWorkspaceDidChangeConfiguration = "workspace/didChangeConfiguration"
	MethodWorkspaceDidChangeWatchedFiles  = "workspace/didChangeWatchedFiles"
	MethodTextDocumentDidOpen             = "textDocument/didOpen"
	MethodTextDocumentDidChange           = "textDocument/didChange"
	MethodTextDocumentDidSave             = "textDocument/didSave"
	MethodTextDocumentDidClose            = "textDocument/didClose"
	MethodTextDocumentCodeAction          = "textDocument/codeAction"
	MethodTextDocumentHover               = "textDocument/hover"
	MethodTextDocumentPublishDiagnostics  = "textDocument/publishDiagnostics"
	MethodClientRegisterCapability        = "client/registerCapability"
)

// Position is a zero-based line and UTF-16 character offset.
type Position struct {
	Line      uint32 `json:"line"`
	Character uint32 `json:"character"`
}

// Range is a span of a document.
type Range struct {
	Start Position `json:"start"`
	End   Position `json:"end"`
}

// Location is a range of a document.
type Location struct {
	URI   DocumentURI `json:"uri"`
	Range Range       `json:"range"`
}

// DiagnosticSeverity is a diagnostic's severity.
type DiagnosticSeverity int

// Severities.
const (
	DiagnosticSeverityError       DiagnosticSeverity = 1
	DiagnosticSeverityWarning     DiagnosticSeverity = 2
	DiagnosticSeverityInformation DiagnosticSeverity = 3
)

// Diagnostic is one finding in the editor.
type Diagnostic struct {
	Range              Range                          `json:"range"`
	Severity           DiagnosticSeverity             `json:"severity,omitempty"`
	Code               any                            `json:"code,omitempty"`
	CodeDescription    *CodeDescription               `json:"codeDescription,omitempty"`
	Source             string                         `json:"source,omitempty"`
	Message            string                         `json:"message"`
	RelatedInformation []DiagnosticRelatedInformation `json:"relatedInformation,omitempty"`
	Data               any                            `json:"data,omitempty"`
}

// CodeDescription links a diagnostic's code to its documentation.
type CodeDescription struct {
	Href URI `json:"href"`
}

// DiagnosticRelatedInformation is another place a diagnostic concerns.
type DiagnosticRelatedInformation struct {
	Location Location `json:"location"`
	Message  string   `json:"message"`
}

// PublishDiagnosticsParams are a document's diagnostics.
type PublishDiagnosticsParams struct {
	URI         DocumentURI  `json:"uri"`
	Version     uint32       `json:"version,omitempty"`
	Diagnostics []Diagnostic `json:"diagnostics"`
}

// WorkspaceFolder is a folder the editor has open.
type WorkspaceFolder struct {
	URI  string `json:"uri"`
	Name string `json:"name"`
}

// InitializeParams are what the server reads of initialize.
type InitializeParams struct {
	RootPath         string             `json:"rootPath,omitempty"`
	RootURI          DocumentURI        `json:"rootUri,omitempty"`
	Capabilities     ClientCapabilities `json:"capabilities"`
	WorkspaceFolders []WorkspaceFolder  `json:"workspaceFolders,omitempty"`
}

// ClientCapabilities are what the server reads of the client's.
type ClientCapabilities struct {
	Workspace *WorkspaceClientCapabilities `json:"workspace,omitempty"`
}

// WorkspaceClientCapabilities are what the server reads of the client's
// workspace capabilities.
type WorkspaceClientCapabilities struct {
	DidChangeWatchedFiles *DidChangeWatchedFilesWorkspaceClientCapabilities `json:"didChangeWatchedFiles,omitempty"`
}

// DidChangeWatchedFilesWorkspaceClientCapabilities says whether the
// client watches files for the server.
type DidChangeWatchedFilesWorkspaceClientCapabilities struct {
	DynamicRegistration bool `json:"dynamicRegistration,omitempty"`
}

// InitializeResult is the answer to initialize.
type InitializeResult struct {
	Capabilities ServerCapabilities `json:"capabilities"`
	ServerInfo   *ServerInfo        `json:"serverInfo,omitempty"`
}

// ServerCapabilities are what the server offers.
type ServerCapabilities struct {
	TextDocumentSync   any `json:"textDocumentSync,omitempty"`
	HoverProvider      any `json:"hoverProvider,omitempty"`
	CodeActionProvider any `json:"codeActionProvider,omitempty"`
}

// TextDocumentSyncKind is how documents are synced.
type TextDocumentSyncKind int

// TextDocumentSyncKindFull sends the whole text on each change.
const TextDocumentSyncKindFull TextDocumentSyncKind = 1

// TextDocumentSyncOptions say which document notifications to send.
type TextDocumentSyncOptions struct {
	OpenClose bool                 `json:"openClose,omitempty"`
	Change    TextDocumentSyncKind `json:"change,omitempty"`
	Save      *SaveOptions         `json:"save,omitempty"`
}

// SaveOptions configure didSave.
type SaveOptions struct {
	IncludeText bool `json:"includeText,omitempty"`
}

// CodeActionKind is a kind of code action.
type CodeActionKind string

// QuickFix is the kind of a fix.
const QuickFix CodeActionKind = "quickfix"

// CodeActionOptions describe the code actions offered.
type CodeActionOptions struct {
	CodeActionKinds []CodeActionKind `json:"codeActionKinds,omitempty"`
}

// ServerInfo names the server.
type ServerInfo struct {
	Name    string `json:"name"`
	Version string `json:"version,omitempty"`
}

// TextDocumentIdentifier names a document.
type TextDocumentIdentifier struct {
	URI DocumentURI `json:"uri"`
}

// TextDocumentItem is an opened document.
type TextDocumentItem struct {
	URI        DocumentURI `json:"uri"`
	LanguageID string      `json:"languageId"`
	Version    int32       `json:"version"`
	Text       string      `json:"text"`
}

// VersionedTextDocumentIdentifier names a version of a document.
type VersionedTextDocumentIdentifier struct {
	URI     DocumentURI `json:"uri"`
	Version int32       `json:"version"`
}

// DidOpenTextDocumentParams are didOpen's.
type DidOpenTextDocumentParams struct {
	TextDocument TextDocumentItem `json:"textDocument"`
}

// TextDocumentContentChangeEvent is one change; with full sync, the text.
type TextDocumentContentChangeEvent struct {
	Range *Range `json:"range,omitempty"`
	Text  string `json:"text"`
}

// DidChangeTextDocumentParams are didChange's.
type DidChangeTextDocumentParams struct {
	TextDocument   VersionedTextDocumentIdentifier  `json:"textDocument"`
	ContentChanges []TextDocumentContentChangeEvent `json:"contentChanges"`
}

// DidSaveTextDocumentParams are didSave's.
type DidSaveTextDocumentParams struct {
	TextDocument TextDocumentIdentifier `json:"textDocument"`
	Text         string                 `json:"text,omitempty"`
}

// DidCloseTextDocumentParams are didClose's.
type DidCloseTextDocumentParams struct {
	TextDocument TextDocumentIdentifier `json:"textDocument"`
}

// FileChangeType is how a watched file changed.
type FileChangeType int

// FileEvent is one change to a watched file.
type FileEvent struct {
	Type FileChangeType `json:"type"`
	URI  DocumentURI    `json:"uri"`
}

// DidChangeWatchedFilesParams are didChangeWatchedFiles'.
type DidChangeWatchedFilesParams struct {
	Changes []*FileEvent `json:"changes,omitempty"`
}

// CodeActionContext is what a code action request is about.
type CodeActionContext struct {
	Diagnostics []Diagnostic     `json:"diagnostics"`
	Only        []CodeActionKind `json:"only,omitempty"`
}

// CodeActionParams are codeAction's.
type CodeActionParams struct {
	TextDocument TextDocumentIdentifier `json:"textDocument"`
	Range        Range                  `json:"range"`
	Context      CodeActionContext      `json:"context"`
}

// TextEdit replaces a range.
type TextEdit struct {
	Range   Range  `json:"range"`
	NewText string `json:"newText"`
}

// WorkspaceEdit is edits to documents.
type WorkspaceEdit struct {
	Changes map[DocumentURI][]TextEdit `json:"changes,omitempty"`
}

// CodeAction is a fix offered.
type CodeAction struct {
	Title       string         `json:"title"`
	Kind        CodeActionKind `json:"kind,omitempty"`
	Diagnostics []Diagnostic   `json:"diagnostics,omitempty"`
	IsPreferred bool           `json:"isPreferred,omitempty"`
	Edit        *WorkspaceEdit `json:"edit,omitempty"`
}

// HoverParams are hover's.
type HoverParams struct {
	TextDocument TextDocumentIdentifier `json:"textDocument"`
	Position     Position               `json:"position"`
}

// MarkupKind is how hover text is written.
type MarkupKind string

// Markdown is Markdown.
const Markdown MarkupKind = "markdown"

// MarkupContent is hover text.
type MarkupContent struct {
	Kind  MarkupKind `json:"kind"`
	Value string     `json:"value"`
}

// Hover is the answer to hover.
type Hover struct {
	Contents MarkupContent `json:"contents"`
	Range    *Range        `json:"range,omitempty"`
}

// RegistrationParams ask the client to register capabilities.
type RegistrationParams struct {
	Registrations []Registration `json:"registrations"`
}

// Registration is one capability to register.
type Registration struct {
	ID              string `json:"id"`
	Method          string `json:"method"`
	RegisterOptions any    `json:"registerOptions,omitempty"`
}

// DidChangeWatchedFilesRegistrationOptions name the files to watch.
type DidChangeWatchedFilesRegistrationOptions struct {
	Watchers []FileSystemWatcher `json:"watchers"`
}

// FileSystemWatcher is one glob to watch.
type FileSystemWatcher struct {
	GlobPattern string `json:"globPattern"`
}
