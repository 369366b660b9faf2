// Command pluglint-wasm is pluglint's engine for the browser playground
// (docs/playground): built with GOOS=js GOARCH=wasm, it lints files the
// page holds in memory and hands back the text report and the JSON
// document. Nothing leaves the browser: the files are in an fstest.MapFS
// and the engine never touches a network. Build it with
// scripts/playground.sh.
package main

import (
	"bytes"
	"fmt"
	"io/fs"
	"path"
	"strings"
	"testing/fstest"

	"github.com/pluglint/pluglint/report"
	"github.com/pluglint/pluglint/rules"
	"github.com/pluglint/pluglint/rules/model"
)

// version is what the reports name as pluglint's version.
const version = "playground"

// Output is one lint of the playground's files.
type Output struct {
	Text string // the text report, as pluglint prints it without colour
	JSON string // the JSON document
}

// lintFiles lints the package made of files (slash-separated paths
// relative to its root, as a folder dropped on the page gives them) in a
// package directory named dir. A name ending in a slash is a directory:
// the page lists each one it walks, so an empty directory (a skill whose
// SKILL.md is a folder, a plugin.yaml that is one) is seen as on disk.
//
// A browser does not tell a file's mode, so every file is taken to be
// executable: PL310 then never says a command the publisher can run is not
// executable, at the price of missing one that really is not. That is the
// one finding the playground knowingly gives differently from the CLI.
func lintFiles(dir string, files map[string][]byte) (Output, error) {
	fsys := fstest.MapFS{}
	for name, data := range files {
		isDir := strings.HasSuffix(name, "/")
		name = path.Clean(strings.TrimPrefix(name, "/"))
		if name == "." && isDir {
			continue
		}
		if name == "." || strings.HasPrefix(name, "../") || name == ".." {
			return Output{}, fmt.Errorf("file name %q leaves the package", name)
		}
		if isDir {
			if _, ok := fsys[name]; !ok {
				fsys[name] = &fstest.MapFile{Mode: fs.ModeDir | 0o755}
			}
			continue
		}
		fsys[name] = &fstest.MapFile{Data: data, Mode: 0o755}
	}
	pkg, err := model.Load(model.Source{FS: fsys, Dir: dir})
	if err != nil {
		return Output{}, err
	}
	res, err := rules.Lint(pkg, nil)
	if err != nil {
		return Output{}, err
	}
	results := []*rules.Result{res}
	var out Output
	for _, f := range []struct {
		format string
		to     *string
	}{{"text", &out.Text}, {"json", &out.JSON}} {
		var buf bytes.Buffer
		w := res.Secrets.Writer(&buf)
		if err := report.Write(f.format, w, results, report.Options{Version: version, Secrets: res.Secrets}); err != nil {
			return Output{}, err
		}
		if err := w.Flush(); err != nil {
			return Output{}, err
		}
		*f.to = buf.String()
	}
	return out, nil
}
