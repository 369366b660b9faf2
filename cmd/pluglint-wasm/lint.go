// Command pluglint-wasm is pluglint's engine for the browser playground
// (docs/playground): built with GOOS=js GOARCH=wasm, it lints files the
// page holds in memory and hands back the text report and the JSON
// document. Nothing leaves the browser: the files are in an fstest.MapFS
// and the engine never touches a network. Build it with
// scripts/playground.sh.
package main

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"slices"
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

// wantsContent reports whether the engine reads the file at name (a
// slash-separated path in the package): the manifests (other clients'
// too, model.ClientManifests), skills' SKILL.md, the code a server may
// run (model.CodeCandidate) and pluglint's own files. Of any other file
// it only asks whether it is
// there and what it is, so the page hands over its name and not its
// bytes: dropping a repository with megabytes of assets reads none of
// them, as the CLI reads none. TestContentUnread holds this list to the
// loader over every rule fixture.
func wantsContent(name string) bool {
	switch name {
	case "plugin.json", "mcp.json", ".pluglint/tools.json", ".pluglint/lock.json":
		return true
	}
	if slices.Contains(model.ClientManifests, name) {
		return true
	}
	dir, file := path.Split(name)
	return file == "SKILL.md" && path.Dir(path.Clean(dir)) == "skills" || model.CodeCandidate(name)
}

// lintFiles lints the package made of files (slash-separated paths
// relative to its root, as a folder dropped on the page gives them) in a
// package directory named dir. A name ending in a slash is a directory:
// the page lists each one it walks, so an empty directory (a skill whose
// SKILL.md is a folder, a plugin.yaml that is one) is seen as on disk.
// unread holds files present only by their size, which the page did not
// read because they are over the bounds the CLI reads: the engine finds
// them too large, as the CLI would.
//
// A browser does not tell a file's mode, so every file is taken to be
// executable: PL310 then never says a command the publisher can run is not
// executable, at the price of missing one that really is not. That is the
// one finding the playground knowingly gives differently from the CLI.
func lintFiles(dir string, files map[string][]byte, unread map[string]int64) (Output, error) {
	fsys := sizedFS{MapFS: fstest.MapFS{}, sizes: map[string]int64{}}
	add := func(name string, data []byte) (string, error) {
		isDir := strings.HasSuffix(name, "/")
		name = path.Clean(strings.TrimPrefix(name, "/"))
		if name == "." && isDir {
			return "", nil
		}
		if name == "." || strings.HasPrefix(name, "../") || name == ".." {
			return "", fmt.Errorf("file name %q leaves the package", name)
		}
		if isDir {
			if _, ok := fsys.MapFS[name]; !ok {
				fsys.MapFS[name] = &fstest.MapFile{Mode: fs.ModeDir | 0o755}
			}
			return "", nil
		}
		fsys.MapFS[name] = &fstest.MapFile{Data: data, Mode: 0o755}
		return name, nil
	}
	for name, data := range files {
		if _, err := add(name, data); err != nil {
			return Output{}, err
		}
	}
	for name, size := range unread {
		clean, err := add(name, nil)
		if err != nil {
			return Output{}, err
		}
		if clean != "" {
			fsys.sizes[clean] = size
		}
	}
	return lintFS(dir, fsys)
}

// lintFS lints the package in fsys and writes its text and JSON reports.
func lintFS(dir string, fsys fs.FS) (Output, error) {
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

// sizedFS is a MapFS in which some files are only a size: Stat and Lstat
// report it, and opening them fails (the loader finds them too large
// before it opens them).
type sizedFS struct {
	fstest.MapFS
	sizes map[string]int64
}

type sizedInfo struct {
	fs.FileInfo
	size int64
}

func (i sizedInfo) Size() int64 { return i.size }

func (s sizedFS) sized(name string, info fs.FileInfo, err error) (fs.FileInfo, error) {
	if n, ok := s.sizes[name]; ok && err == nil {
		return sizedInfo{info, n}, nil
	}
	return info, err
}

func (s sizedFS) Stat(name string) (fs.FileInfo, error) {
	info, err := s.MapFS.Stat(name)
	return s.sized(name, info, err)
}

func (s sizedFS) Lstat(name string) (fs.FileInfo, error) {
	info, err := s.MapFS.Lstat(name)
	return s.sized(name, info, err)
}

func (s sizedFS) Open(name string) (fs.File, error) {
	if _, ok := s.sizes[name]; ok {
		return nil, &fs.PathError{Op: "open", Path: name, Err: errors.New("not read in the browser: over pluglint's read bounds")}
	}
	return s.MapFS.Open(name)
}

func (s sizedFS) ReadFile(name string) ([]byte, error) {
	if _, ok := s.sizes[name]; ok {
		return nil, &fs.PathError{Op: "read", Path: name, Err: errors.New("not read in the browser: over pluglint's read bounds")}
	}
	return s.MapFS.ReadFile(name)
}
