// Package catalog generates catalogs of realistic packages on disk, for
// benchmarks, determinism tests and scripts/bench.sh. The templates are
// written for pluglint (modelled on real published packages, never copied
// from them) and live in templates/, one txtar archive per package shape.
package catalog

import (
	"embed"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/rogpeppe/go-internal/txtar"
)

//go:embed templates/*.txtar
var templates embed.FS

// Template is one package shape: files whose text holds the placeholders
// {{name}} (a catalog name unique in the catalog), {{title}} and {{n}}
// (the package's number).
type Template struct {
	Name  string
	Files []txtar.File
}

// Templates returns the built-in templates in name order.
func Templates() ([]Template, error) {
	names, err := fs.Glob(templates, "templates/*.txtar")
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	var out []Template
	for _, n := range names {
		data, err := templates.ReadFile(n)
		if err != nil {
			return nil, err
		}
		out = append(out, Template{
			Name:  strings.TrimSuffix(path.Base(n), ".txtar"),
			Files: txtar.Parse(data).Files,
		})
	}
	return out, nil
}

// Generate writes n packages into dir (which must exist), cycling through
// the built-in templates, and returns their roots in order. Package i is
// dir/NNNN-<template>, and every name and URL in it is numbered so no two
// packages are byte-identical.
func Generate(dir string, n int) ([]string, error) {
	tmpls, err := Templates()
	if err != nil {
		return nil, err
	}
	roots := make([]string, 0, n)
	for i := range n {
		t := tmpls[i%len(tmpls)]
		name := fmt.Sprintf("%s-%04d", t.Name, i)
		root := filepath.Join(dir, fmt.Sprintf("%04d-%s", i, t.Name))
		r := strings.NewReplacer("{{name}}", name, "{{title}}", strings.ToUpper(name[:1])+name[1:], "{{n}}", fmt.Sprint(i))
		for _, f := range t.Files {
			if err := writeFile(root, r.Replace(f.Name), []byte(r.Replace(string(f.Data)))); err != nil {
				return nil, err
			}
		}
		roots = append(roots, root)
	}
	return roots, nil
}

// GenerateFrom writes n packages into dir by copying the package
// directories directly beneath corpus in turn, unchanged: for measuring
// on real packages kept outside the repository. Symlinks and special
// files in the corpus are skipped.
func GenerateFrom(dir string, n int, corpus string) ([]string, error) {
	ents, err := os.ReadDir(corpus)
	if err != nil {
		return nil, err
	}
	var srcs []string
	for _, e := range ents {
		if e.IsDir() && !strings.HasPrefix(e.Name(), ".") {
			srcs = append(srcs, e.Name())
		}
	}
	if len(srcs) == 0 {
		return nil, fmt.Errorf("%s holds no package directories", corpus)
	}
	roots := make([]string, 0, n)
	for i := range n {
		src := srcs[i%len(srcs)]
		root := filepath.Join(dir, fmt.Sprintf("%04d-%s", i, src))
		err := filepath.WalkDir(filepath.Join(corpus, src), func(p string, d fs.DirEntry, err error) error {
			if err != nil || !d.Type().IsRegular() {
				return err
			}
			rel, err := filepath.Rel(filepath.Join(corpus, src), p)
			if err != nil {
				return err
			}
			data, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			return writeFile(root, filepath.ToSlash(rel), data)
		})
		if err != nil {
			return nil, err
		}
		roots = append(roots, root)
	}
	return roots, nil
}

// writeFile writes one package file; a name ending in @exec is written
// without the suffix and made executable.
func writeFile(root, name string, data []byte) error {
	mode := os.FileMode(0o644)
	if n, ok := strings.CutSuffix(name, "@exec"); ok {
		name, mode = n, 0o755
	}
	p := filepath.Join(root, filepath.FromSlash(name))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(p, data, mode); err != nil {
		return err
	}
	return os.Chmod(p, mode)
}
