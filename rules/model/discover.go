package model

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// skipDir reports directories never searched for packages: they hold
// dependencies, VCS data or caches, never a package someone publishes. A
// switch rather than a map: no table to build when the program starts.
func skipDir(name string) bool {
	switch name {
	case ".git", ".hg", ".svn", "node_modules", ".venv", "venv", "__pycache__", ".tox",
		".mypy_cache", ".pytest_cache", ".ruff_cache", "vendor", ".pluglint":
		return true
	}
	return false
}

// ErrNoPackage means a path holds no package at all.
var ErrNoPackage = errors.New("no Agent Plugins package found (no plugin.json)")

// Discover returns the package roots under dir, sorted; a path to a
// package's plugin.json or mcp.json stands for its package. A package root is
// a directory holding plugin.json, or one holding mcp.json that is not
// inside another package (a package whose manifest is missing or written
// for another client: Hermes rejects it, and the publisher should hear
// why). Hidden directories (.git, .claude-plugin, .cursor-plugin…) and
// dependency directories are not searched, and symlinked directories are
// not followed. A directory named plugin.json marks a root too: Hermes
// rejects it, as it rejects any plugin.json that is not a regular file.
// When nothing is found but dir itself has skills/, a
// native manifest or another client's package (.claude-plugin/,
// .cursor-plugin/, .codex-plugin/ plugin.json, .mcp.json), dir is returned
// so that the missing plugin.json is reported.
func Discover(dir string) ([]string, error) {
	return DiscoverSkipping(dir, nil)
}

// DiscoverSkipping is Discover that also leaves out what skip says to (a
// directory is then not entered): skip is asked about every directory
// beneath dir and every plugin.json and mcp.json, with the path as
// filepath.WalkDir names it, in walk order.
func DiscoverSkipping(dir string, skip func(path string, isDir bool) bool) ([]string, error) {
	info, err := os.Stat(dir)
	if err != nil {
		return nil, err
	}
	// "pluglint plugins/x/plugin.json" means the package it belongs to,
	// also when that plugin.json is a directory (Hermes rejects it, as
	// below).
	if base := filepath.Base(dir); base == "plugin.json" || (base == "mcp.json" && !info.IsDir()) {
		return []string{filepath.Dir(dir)}, nil
	}
	if !info.IsDir() {
		return nil, fmt.Errorf("%s is not a directory: pluglint lints package directories", dir)
	}
	var manifests, mcpOnly []string
	err = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if p == dir {
				return err
			}
			// An unreadable subdirectory cannot hold a package we could
			// lint; keep going.
			if d != nil && d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if d.IsDir() {
			if p != dir && (skipDir(d.Name()) || strings.HasPrefix(d.Name(), ".") || skip != nil && skip(p, true)) {
				return fs.SkipDir
			}
			if p != dir && d.Name() == "plugin.json" {
				// Hermes looks for plugin.json in the directory above
				// and refuses it ("plugin.json must be a
				// regular file within the plugin root"); the publisher
				// should hear that, not that there is no package.
				manifests = append(manifests, filepath.Dir(p))
				return fs.SkipDir
			}
			return nil
		}
		name := d.Name()
		if (name == "plugin.json" || name == "mcp.json") && skip != nil && skip(p, false) {
			return nil
		}
		switch name {
		case "plugin.json":
			manifests = append(manifests, filepath.Dir(p))
		case "mcp.json":
			mcpOnly = append(mcpOnly, filepath.Dir(p))
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	// An mcp.json is a package of its own unless its directory or one
	// above it holds plugin.json: look its ancestors up, rather than
	// comparing it with every manifest (a catalog has a thousand of each).
	isManifest := make(map[string]bool, len(manifests))
	for _, r := range manifests {
		isManifest[r] = true
	}
	inPackage := func(d string) bool {
		for {
			if isManifest[d] {
				return true
			}
			parent := filepath.Dir(d)
			if parent == d {
				return false
			}
			d = parent
		}
	}
	roots := manifests
	for _, m := range mcpOnly {
		if !inPackage(m) {
			roots = append(roots, m)
		}
	}
	if len(roots) == 0 {
		// A path given explicitly that holds another client's package
		// is linted too: Hermes rejects it, and the publisher should hear
		// what to add rather than a usage error.
		markers := []string{
			"skills", "plugin.yaml", "plugin.yml",
			".claude-plugin/plugin.json", ".cursor-plugin/plugin.json", ".codex-plugin/plugin.json", ".mcp.json",
		}
		for _, marker := range markers {
			if _, err := os.Lstat(filepath.Join(dir, marker)); err == nil {
				return []string{dir}, nil
			}
		}
		return nil, ErrNoPackage
	}
	sort.Strings(roots)
	return roots, nil
}

// OSSource prepares a Source for a package directory on disk; shown is
// the directory as the user should see it.
func OSSource(dir, shown string) (Source, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return Source{}, err
	}
	if real, err := filepath.EvalSymlinks(abs); err == nil {
		abs = real
	}
	return Source{FS: os.DirFS(abs), AbsRoot: filepath.ToSlash(abs), Dir: filepath.ToSlash(shown)}, nil
}

// LoadDir loads the package in a directory on disk, shown as written:
// what tests and tools that lint one directory need.
func LoadDir(dir string) (*Package, error) {
	src, err := OSSource(dir, dir)
	if err != nil {
		return nil, err
	}
	return Load(src)
}
