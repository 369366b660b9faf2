package model_test

import (
	"fmt"
	"io/fs"
	"slices"
	"testing"
	"testing/fstest"

	"github.com/pluglint/pluglint/rules/model"
)

// TestListDir: names of an in-root directory, sorted, through in-root
// symlinks; nil for a file, a missing path, and a symlink leaving the
// root; never more than MaxListing names.
func TestListDir(t *testing.T) {
	fsys := fstest.MapFS{
		"plugin.json":                    {Data: []byte("{}")},
		"skills/pdf/SKILL.md":            {Data: []byte("---\n")},
		"skills/pdf/scripts/fill.py":     {Data: []byte("")},
		"skills/pdf/References/Guide.md": {Data: []byte("")},
		"skills/pdf/assets":              {Mode: fs.ModeDir | 0o755},
		"skills/alias":                   {Data: []byte("pdf"), Mode: fs.ModeSymlink},
		"skills/out":                     {Data: []byte("../../elsewhere"), Mode: fs.ModeSymlink},
		"big/" + fmt.Sprintf("f%04d", 0): {Data: []byte("")},
	}
	for i := 1; i < model.MaxListing+5; i++ {
		fsys[fmt.Sprintf("big/f%04d", i)] = &fstest.MapFile{}
	}
	pkg, err := model.Load(model.Source{FS: fsys, AbsRoot: "/pkg", Dir: "."})
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		path string
		want []string
	}{
		{"skills/pdf", []string{"References", "SKILL.md", "assets", "scripts"}},
		{"skills/alias", []string{"References", "SKILL.md", "assets", "scripts"}},
		{"skills/pdf/assets", []string{}},
		{"", []string{"big", "plugin.json", "skills"}},
		{"skills/pdf/SKILL.md", nil},
		{"skills/pdf/missing", nil},
		{"skills/out", nil},
	}
	for _, c := range cases {
		got := pkg.ListDir(c.path)
		if !slices.Equal(got, c.want) || (got == nil) != (c.want == nil) {
			t.Errorf("ListDir(%q) = %q, want %q", c.path, got, c.want)
		}
	}
	if n := len(pkg.ListDir("big")); n != model.MaxListing {
		t.Errorf("ListDir(big) read %d names, want at most %d", n, model.MaxListing)
	}
}
