package main

import (
	"os"
	"path/filepath"
	"testing"
)

// TestSameTree holds the shortcut that skips linting unchanged packages
// to saying "same" only for trees that are the same in everything the
// loader can see.
func TestSameTree(t *testing.T) {
	write := func(root, name, data string, mode os.FileMode) {
		t.Helper()
		p := filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), mode); err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(p, mode); err != nil {
			t.Fatal(err)
		}
	}
	base := func(t *testing.T) (a, b string) {
		dir := t.TempDir()
		a, b = filepath.Join(dir, "a"), filepath.Join(dir, "b")
		for _, r := range []string{a, b} {
			write(r, "plugin.json", `{"name": "x"}`, 0o644)
			write(r, "skills/s/SKILL.md", "---\nname: s\n---\n", 0o644)
			write(r, "bin/run", "#!/bin/sh\n", 0o755)
			write(r, ".git/HEAD", "ref", 0o644)
			if err := os.Symlink("bin/run", filepath.Join(r, "run")); err != nil {
				t.Fatal(err)
			}
		}
		return a, b
	}
	a, b := base(t)
	write(b, ".git/HEAD", "other", 0o644) // .git is not the package
	if !sameTree(a, b) {
		t.Error("identical trees are not the same")
	}
	for name, change := range map[string]func(b string){
		"content":  func(b string) { write(b, "plugin.json", `{"name": "y"}`, 0o644) },
		"exec bit": func(b string) { write(b, "bin/run", "#!/bin/sh\n", 0o644) },
		"new file": func(b string) { write(b, "skills/t/SKILL.md", "", 0o644) },
		"link": func(b string) {
			os.Remove(filepath.Join(b, "run"))
			if err := os.Symlink("bin/other", filepath.Join(b, "run")); err != nil {
				t.Fatal(err)
			}
		},
	} {
		a, b := base(t)
		change(b)
		if sameTree(a, b) || sameTree(b, a) {
			t.Errorf("%s: trees that differ are the same", name)
		}
	}
	if sameTree(a, "") || sameTree("", b) {
		t.Error("a missing side is the same")
	}
}
