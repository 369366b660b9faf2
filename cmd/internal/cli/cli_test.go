//go:build unix

package cli

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

func TestReadFile(t *testing.T) {
	dir := t.TempDir()
	write := func(name, data string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	exact := write("exact", "12345")

	if data, err := ReadFile(exact, 5); err != nil || string(data) != "12345" {
		t.Errorf("ReadFile(exact, 5) = %q, %v", data, err)
	}
	if _, err := ReadFile(exact, 4); err == nil || err.Error() != exact+" is larger than the 4 bytes pluglint reads" {
		t.Errorf("ReadFile(exact, 4): %v", err)
	}
	if _, err := ReadFile(filepath.Join(dir, "missing"), 5); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("ReadFile(missing): %v, want fs.ErrNotExist", err)
	}
	// A FIFO is refused without waiting for a writer, a directory
	// without reading it.
	for _, name := range []string{fifo, dir} {
		if _, err := ReadFile(name, 5); !errors.Is(err, ErrNotRegular) || err.Error() != name+" is not a regular file" {
			t.Errorf("ReadFile(%s): %v", name, err)
		}
	}
	// A symlink to a regular file is read: the user named it.
	link := filepath.Join(dir, "link")
	if err := os.Symlink(exact, link); err != nil {
		t.Fatal(err)
	}
	if data, err := ReadFile(link, 5); err != nil || string(data) != "12345" {
		t.Errorf("ReadFile(link) = %q, %v", data, err)
	}
}

func TestShownInput(t *testing.T) {
	root := t.TempDir()
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	rootSlash := filepath.ToSlash(root)
	for _, c := range []struct{ given, dir, want string }{
		// Inside the package: relative to it, however it was given.
		{filepath.Join(root, ".pluglint", "tools.json"), "pkg", ".pluglint/tools.json"},
		// Outside: as given when absolute or climbing...
		{"/elsewhere/tools.json", "pkg", "/elsewhere/tools.json"},
		{"../tools.json", "pkg", "../tools.json"},
		// ... or when the package is the current directory.
		{"inv/tools.json", ".", "inv/tools.json"},
		// Else absolute: beside "pkg/…" a bare relative path would read
		// as the package's own file.
		{"inv/tools.json", "pkg", filepath.ToSlash(filepath.Join(wd, "inv", "tools.json"))},
	} {
		if got := ShownInput(c.given, rootSlash, c.dir); got != c.want {
			t.Errorf("ShownInput(%q, root, %q) = %q, want %q", c.given, c.dir, got, c.want)
		}
	}
	if got, want := ShownInput("x.json", "", "pkg"), filepath.ToSlash(filepath.Join(wd, "x.json")); got != want {
		t.Errorf("ShownInput without a root = %q, want %q", got, want)
	}
}

func TestEscapes(t *testing.T) {
	dir := t.TempDir()
	pkg := filepath.Join(dir, "pkg")
	for _, d := range []string{filepath.Join(pkg, "sub"), filepath.Join(dir, "out")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	links := map[string]string{
		"in":      "sub",
		"out":     "../out",
		"viasub":  "sub/../../out",
		"missing": "nowhere",
	}
	for name, target := range links {
		if err := os.Symlink(target, filepath.Join(pkg, name)); err != nil {
			t.Fatal(err)
		}
	}
	// The package directory itself reached through a symlink: its own
	// links are followed too, so what lies in it is not outside.
	alias := filepath.Join(dir, "alias")
	if err := os.Symlink("pkg", alias); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, dir string
		want      bool
	}{
		{filepath.Join(pkg, "in"), pkg, false},
		{filepath.Join(pkg, "sub"), pkg, false},
		{filepath.Join(pkg, "out"), pkg, true},
		{filepath.Join(pkg, "viasub"), pkg, true},
		{filepath.Join(pkg, "missing"), pkg, false},
		{filepath.Join(alias, "in"), alias, false},
		{filepath.Join(alias, "out"), alias, true},
	} {
		if got := Escapes(c.name, c.dir); got != c.want {
			t.Errorf("Escapes(%s, %s) = %v, want %v", c.name, c.dir, got, c.want)
		}
	}
	if !Within("/a/b/c", "/a/b") || !Within("/a/b", "/a/b") || Within("/a/bc", "/a/b") || Within("/a", "/a/b") {
		t.Error("Within is wrong on its lexical cases")
	}
}

// TestUseColour pins the order of the colour switches: --color, then
// NO_COLOR, then FORCE_COLOR, then a terminal that is not TERM=dumb.
func TestUseColour(t *testing.T) {
	cases := []struct {
		mode     string
		env      map[string]string
		terminal bool
		want     bool
	}{
		{"auto", nil, true, true},
		{"auto", nil, false, false},
		{"auto", map[string]string{"TERM": "dumb"}, true, false},
		{"auto", map[string]string{"TERM": "xterm-256color"}, true, true},
		{"auto", map[string]string{"TERM": "dumb", "FORCE_COLOR": "1"}, false, true},
		{"auto", map[string]string{"NO_COLOR": "1", "FORCE_COLOR": "1"}, true, false},
		{"auto", map[string]string{"FORCE_COLOR": "0"}, false, false},
		{"always", map[string]string{"TERM": "dumb", "NO_COLOR": "1"}, false, true},
		{"never", map[string]string{"FORCE_COLOR": "1"}, true, false},
	}
	for _, c := range cases {
		got, err := useColour(c.mode, func(k string) string { return c.env[k] }, c.terminal)
		if err != nil || got != c.want {
			t.Errorf("useColour(%q, %v, terminal %v) = %v, %v; want %v", c.mode, c.env, c.terminal, got, err, c.want)
		}
	}
	if _, err := useColour("sometimes", func(string) string { return "" }, true); err == nil {
		t.Error("--color sometimes: no error")
	}
}

func TestPseudoVersion(t *testing.T) {
	cases := []struct{ v, commit, date string }{
		{"v0.0.0-20261201140509-0123456789ab", "0123456789ab", "2026-12-01T14:05:09Z"},
		{"v1.2.4-0.20261201140509-0123456789ab", "0123456789ab", "2026-12-01T14:05:09Z"},
		{"v1.2.3-pre.0.20261201140509-0123456789ab+dirty", "0123456789ab", "2026-12-01T14:05:09Z"},
		{"v1.2.3", "", ""},
		{"v1.2.3-rc.1", "", ""},
	}
	for _, c := range cases {
		commit, date := pseudoVersion(c.v)
		if commit != c.commit || date != c.date {
			t.Errorf("pseudoVersion(%q) = %q, %q; want %q, %q", c.v, commit, date, c.commit, c.date)
		}
		if tagged := c.commit == ""; Tagged(c.v) != tagged {
			t.Errorf("Tagged(%q) = %v", c.v, !tagged)
		}
	}
}
