package exclude

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TestFilter walks a repository the way discovery does and lists what
// the filter keeps: .gitignore files at the repository root and below
// apply beneath their own directory, later lines and deeper files win,
// globs apply wherever their directory is, and the walked directory
// itself is never hidden.
func TestFilter(t *testing.T) {
	dir := t.TempDir()
	for name, data := range map[string]string{
		".git/HEAD":             "",
		".gitignore":            "# comment\n\nbuild/\n*.tmp\n!keep.tmp\n",
		"cat/.gitignore":        "/local\n",
		"cat/a/plugin.json":     "",
		"cat/local/plugin.json": "",
		"cat/sub/local/x":       "", // /local is anchored to cat/
		"cat/build/plugin.json": "",
		"cat/x.tmp/plugin.json": "",
		"cat/keep.tmp/mcp.json": "",
		"cat/ex/one/mcp.json":   "",
		"cat/own/.gitignore":    "plugin.json\nsub\n",
		"cat/own/plugin.json":   "", // its own .gitignore cannot hide it
		"cat/own/sub/mcp.json":  "",
	} {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	walk := func(root string, globs []Glob) []string {
		f, err := New(root, globs, true)
		if err != nil {
			t.Fatal(err)
		}
		var kept []string
		err = filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
			if err != nil || p == root {
				return err
			}
			if f.Skip(p, d.IsDir()) {
				if d.IsDir() {
					return filepath.SkipDir
				}
				return nil
			}
			if !d.IsDir() && d.Name() != ".gitignore" {
				rel, _ := filepath.Rel(dir, p)
				kept = append(kept, filepath.ToSlash(rel))
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		return kept
	}
	cat := filepath.Join(dir, "cat")
	got := walk(cat, []Glob{{Pattern: "ex/*", Dir: cat}})
	want := []string{"cat/a/plugin.json", "cat/keep.tmp/mcp.json", "cat/own/plugin.json", "cat/sub/local/x"}
	if !slices.Equal(got, want) {
		t.Errorf("kept %q\nwant %q", got, want)
	}
	// Named, an ignored directory is walked; what lies beneath it is
	// still filtered by the patterns that do not name it.
	got = walk(filepath.Join(cat, "build"), []Glob{{Pattern: "plugin.json", Dir: dir}})
	if len(got) != 0 {
		t.Errorf("build with a glob hiding plugin.json: kept %q", got)
	}
	got = walk(filepath.Join(cat, "build"), nil)
	if want := []string{"cat/build/plugin.json"}; !slices.Equal(got, want) {
		t.Errorf("build: kept %q, want %q", got, want)
	}
}
