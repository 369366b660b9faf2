package lsp

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/pluglint/pluglint/cmd/internal/lsp/jsonrpc2"
	"github.com/pluglint/pluglint/cmd/internal/lsp/protocol"
)

type zeros struct{}

func (zeros) Read(b []byte) (int, error) {
	clear(b)
	return len(b), nil
}

// TestStreamSkipsWhatItCannotUse feeds the framing a message past
// maxMessage (never allocated: it is skipped as it streams by), a body
// that is not JSON-RPC, a stray blank line, and then a good message,
// which must come through.
func TestStreamSkipsWhatItCannotUse(t *testing.T) {
	const huge = maxMessage + 1
	good := `{"jsonrpc":"2.0","id":1,"method":"shutdown"}`
	in := io.MultiReader(
		strings.NewReader(fmt.Sprintf("Content-Length: %d\r\n\r\n", huge)),
		io.LimitReader(zeros{}, huge),
		strings.NewReader("Content-Length: 5\r\n\r\nhello\r\n"),
		strings.NewReader(fmt.Sprintf("content-length: %d\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n%s", len(good), good)),
	)
	var logged []string
	s := newStream(in, io.Discard, func(f string, a ...any) { logged = append(logged, fmt.Sprintf(f, a...)) })
	msg, _, err := s.Read(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if c, ok := msg.(*jsonrpc2.Call); !ok || c.Method() != "shutdown" {
		t.Errorf("got %#v, want the shutdown call", msg)
	}
	if len(logged) != 2 || !strings.Contains(logged[0], fmt.Sprintf("skipped a message of %d bytes", huge)) || !strings.Contains(logged[1], "not JSON-RPC") {
		t.Errorf("logged %q", logged)
	}
	if _, _, err := s.Read(context.Background()); !errors.Is(err, io.EOF) {
		t.Errorf("at the end: %v, want EOF", err)
	}
}

// TestStreamRefusesBrokenFraming ends the session on headers that leave
// no message boundary to trust.
func TestStreamRefusesBrokenFraming(t *testing.T) {
	for _, in := range []string{
		"Content-Length: -4\r\n\r\n",
		"Content-Length: 12x\r\n\r\n",
		"no colon here\r\n\r\n",
		"Content-Type: text/plain\r\n\r\n{}",
		"Content-Length: " + strings.Repeat("1", maxHeader) + "\r\n\r\n",
		"Content-Length: 10\r\n\r\n{}",
	} {
		s := newStream(strings.NewReader(in), io.Discard, func(string, ...any) {})
		if _, _, err := s.Read(context.Background()); err == nil || errors.Is(err, io.EOF) {
			t.Errorf("%.40q: err %v, want a framing error", in, err)
		}
	}
}

// TestStreamWrite frames what it writes.
func TestStreamWrite(t *testing.T) {
	var out bytes.Buffer
	n, _ := jsonrpc2.NewNotification("exit", nil)
	if _, err := newStream(strings.NewReader(""), &out, nil).Write(context.Background(), n); err != nil {
		t.Fatal(err)
	}
	if got, want := out.String(), "Content-Length: 47\r\n\r\n"+`{"jsonrpc":"2.0","method":"exit","params":null}`; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestPositions holds byte offsets to LSP positions: lines end at \n,
// \r\n or a lone \r; characters count UTF-16 units; a byte that is not
// UTF-8 counts one; and offset inverts position.
func TestPositions(t *testing.T) {
	data := []byte("a\r\nb\rc\n📈é\xffx\n")
	for _, c := range []struct {
		off        int
		line, char uint32
	}{
		{0, 0, 0},
		{1, 0, 1},
		{3, 1, 0},
		{5, 2, 0},
		{7, 3, 0},
		{11, 3, 2}, // after 📈: two units
		{13, 3, 3}, // after é
		{14, 3, 4}, // after the lone \xff
		{15, 3, 5},
		{16, 4, 0},
		{99, 4, 0}, // clamped to the end
	} {
		got := position(data, c.off)
		if got != (protocol.Position{Line: c.line, Character: c.char}) {
			t.Errorf("position(%d) = %d:%d, want %d:%d", c.off, got.Line, got.Character, c.line, c.char)
		}
		if c.off <= len(data) {
			if back := offset(data, got); back != c.off {
				t.Errorf("offset(%d:%d) = %d, want %d", got.Line, got.Character, back, c.off)
			}
		}
	}
	if got := offset(data, protocol.Position{Line: 0, Character: 40}); got != 1 {
		t.Errorf("a character past the line's end: offset %d, want 1 (the line's end)", got)
	}
	if got := offset(data, protocol.Position{Line: 40}); got != len(data) {
		t.Errorf("a line past the end: offset %d, want %d", got, len(data))
	}
}

// TestURIs reads only local file: URIs.
func TestURIs(t *testing.T) {
	for raw, want := range map[string]string{
		"file:///tmp/a%20b/plugin.json":         "/tmp/a b/plugin.json",
		"file://localhost/tmp/x/../plugin.json": "/tmp/plugin.json",
		"file://server/share/plugin.json":       "",
		"untitled:Untitled-1":                   "",
		"https://example.com/plugin.json":       "",
		"file:relative/plugin.json":             "",
		"file:///tmp/nul%00/plugin.json":        "",
		"%zz":                                   "",
	} {
		got, ok := filePath(protocol.DocumentURI(raw))
		if got != want || ok != (want != "") {
			t.Errorf("filePath(%q) = %q, %v; want %q", raw, got, ok, want)
		}
	}
	if got := fileURI("/tmp/a b/plugin.json"); got != "file:///tmp/a%20b/plugin.json" {
		t.Errorf("fileURI: %s", got)
	}
}

// TestOverlay lays unsaved text over a package: a changed file reads as
// the editor has it, a file only in the editor appears with its
// directories, and everything else reads as on disk.
func TestOverlay(t *testing.T) {
	base := fstest.MapFS{
		"plugin.json":        {Data: []byte("disk"), Mode: 0o600},
		"skills/a/SKILL.md":  {Data: []byte("a")},
		"skills/a/notes.txt": {Data: []byte("n")},
	}
	o := newOverlay(base, map[string][]byte{"plugin.json": []byte("editor"), "skills/b/SKILL.md": []byte("b")})
	for name, want := range map[string]string{"plugin.json": "editor", "skills/b/SKILL.md": "b", "skills/a/SKILL.md": "a"} {
		got, err := fs.ReadFile(o, name)
		if err != nil || string(got) != want {
			t.Errorf("%s: %q, %v; want %q", name, got, err, want)
		}
	}
	if info, err := o.Lstat("plugin.json"); err != nil || info.Size() != 6 || info.Mode() != 0o600 {
		t.Errorf("Lstat(plugin.json): %v, %v; want 6 bytes with the file's mode", info, err)
	}
	if info, err := o.Stat("skills/b"); err != nil || !info.IsDir() {
		t.Errorf("Stat(skills/b): %v, %v; want a directory", info, err)
	}
	var names []string
	ents, err := o.ReadDir("skills")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		names = append(names, fmt.Sprintf("%s:%v", e.Name(), e.IsDir()))
	}
	if got := strings.Join(names, " "); got != "a:true b:true" {
		t.Errorf("ReadDir(skills) = %s", got)
	}
	if _, err := o.ReadDir("nowhere"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("ReadDir(nowhere): %v", err)
	}
	if _, err := o.ReadLink("plugin.json"); err == nil {
		t.Error("ReadLink of an overlaid regular file succeeded")
	}
}
