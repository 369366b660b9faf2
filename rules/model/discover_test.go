//go:build unix

package model_test

import (
	"errors"
	"path/filepath"
	"slices"
	"testing"

	"github.com/pluglint/pluglint/rules/model"
	"github.com/pluglint/pluglint/rules/rulestest"
)

// TestDiscover pins which directories are packages: plugin.json (a file,
// or a directory, which Hermes rejects) makes a root; mcp.json makes one
// only outside every package (at or below a plugin.json it belongs to
// that package); hidden and dependency directories are never searched.
func TestDiscover(t *testing.T) {
	dir := t.TempDir()
	rulestest.WriteTree(t, dir, map[string]string{
		"plugins/a/plugin.json":              "{}",
		"plugins/a/mcp.json":                 "{}",
		"plugins/a/examples/inner/mcp.json":  "{}", // inside package a
		"plugins/a/nested/plugin.json":       "{}", // a package inside a package
		"plugins/ab/mcp.json":                "{}", // a sibling whose name starts like a's
		"servers/only/mcp.json":              "{}",
		"servers/only/deeper/mcp.json":       "{}", // below an mcp.json-only root: a root too
		"node_modules/x/plugin.json":         "{}",
		".claude-plugin/plugin.json":         "{}",
		"plugins/a/.hidden/deep/plugin.json": "{}",
		"empty@dir":                          "",
		"odd/plugin.json/notes.txt":          "", // a plugin.json that is a directory
	})
	t.Chdir(dir)
	cases := []struct {
		path string
		want []string
	}{
		{".", []string{"odd", "plugins/a", "plugins/a/nested", "plugins/ab", "servers/only", "servers/only/deeper"}},
		{"odd", []string{"odd"}},
		{"odd/plugin.json", []string{"odd"}}, // named, it stands for its package too
		{"plugins", []string{"plugins/a", "plugins/a/nested", "plugins/ab"}},
		{"plugins/a", []string{"plugins/a", "plugins/a/nested"}},
		{"plugins/a/examples", []string{"plugins/a/examples/inner"}}, // the package above is not searched
		{dir + "/plugins", []string{dir + "/plugins/a", dir + "/plugins/a/nested", dir + "/plugins/ab"}},
		{"plugins/a/mcp.json", []string{"plugins/a"}},
		{"node_modules", []string{"node_modules/x"}}, // named, it is searched
	}
	for _, c := range cases {
		got, err := model.Discover(c.path)
		if err != nil || !slices.Equal(got, c.want) {
			t.Errorf("Discover(%q) = %q, %v; want %q", c.path, got, err, c.want)
		}
	}
	if _, err := model.Discover(filepath.Join(dir, "empty")); !errors.Is(err, model.ErrNoPackage) {
		t.Errorf("Discover(empty): %v, want ErrNoPackage", err)
	}
}
