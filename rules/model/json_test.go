package model_test

import (
	"testing"
	"testing/fstest"

	"github.com/pluglint/pluglint/rules/model"
)

// TestFileJSONParsesOnce checks that a package file is parsed once and
// its tree shared: the loader's plugin.json is the File's own parse, a
// second ask for another client's manifest returns the same tree, and a
// file that is not JSON gives none.
func TestFileJSONParsesOnce(t *testing.T) {
	pkg, err := model.Load(model.Source{FS: fstest.MapFS{
		"plugin.json":                {Data: []byte(`{"name": "p"}`)},
		".claude-plugin/plugin.json": {Data: []byte(`{"description": "d"}`)},
		".cursor-plugin/plugin.json": {Data: []byte(`{"a": `)},
	}, Dir: "."})
	if err != nil {
		t.Fatal(err)
	}
	if doc, _ := pkg.Manifest.JSON(); doc == nil || doc != pkg.Manifest.Doc {
		t.Errorf("plugin.json: File.JSON = %p, the loader's Doc = %p; want the same tree", doc, pkg.Manifest.Doc)
	}
	first, again := pkg.FileJSON(".claude-plugin/plugin.json"), pkg.FileJSON(".claude-plugin/plugin.json")
	if first == nil || first != again || first.Root.Get("description") == nil {
		t.Errorf(".claude-plugin/plugin.json: FileJSON = %p, then %p; want one tree holding description", first, again)
	}
	if doc := pkg.FileJSON(".cursor-plugin/plugin.json"); doc != nil {
		t.Errorf(".cursor-plugin/plugin.json (truncated): FileJSON = %p, want nil", doc)
	}
	if doc := pkg.FileJSON("missing.json"); doc != nil {
		t.Errorf("missing.json: FileJSON = %p, want nil", doc)
	}
	if _, synErr := pkg.File(".cursor-plugin/plugin.json").JSON(); synErr == nil {
		t.Error(".cursor-plugin/plugin.json: File.JSON gave no syntax error")
	}
}
