package main

import (
	"os"
	"path/filepath"
	"testing"
)

// TestReadsProse pins when a one-package run warms the prose tables: a
// manifest, an mcp.json and skills at the root, where a link counts
// without being followed (its target here is outside the package and
// missing).
func TestReadsProse(t *testing.T) {
	tests := []struct {
		name  string
		files []string
		link  bool // skills is a dangling link instead of a directory
		want  bool
	}{
		{"all three", []string{"plugin.json", "mcp.json", "skills/x/SKILL.md"}, false, true},
		{"skills as a link", []string{"plugin.json", "mcp.json"}, true, true},
		{"no mcp.json", []string{"plugin.json", "skills/x/SKILL.md"}, false, false},
		{"no manifest", []string{"mcp.json", "skills/x/SKILL.md"}, false, false},
		{"no skills", []string{"plugin.json", "mcp.json"}, false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root := t.TempDir()
			for _, f := range tt.files {
				p := filepath.Join(root, f)
				if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(p, []byte("{}"), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			if tt.link {
				if err := os.Symlink(filepath.Join(t.TempDir(), "gone"), filepath.Join(root, "skills")); err != nil {
					t.Fatal(err)
				}
			}
			if got := readsProse(root); got != tt.want {
				t.Errorf("readsProse = %v, want %v", got, tt.want)
			}
		})
	}
}
