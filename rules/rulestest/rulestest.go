// Package rulestest turns rule fixture archives into in-memory packages,
// for the tests of every package that lints fixtures.
package rulestest

import (
	"bytes"
	"io/fs"
	"strings"
	"testing/fstest"

	"github.com/rogpeppe/go-internal/txtar"
)

// Sections of a fixture archive that are not package files.
const (
	Want         = "want"               // the expected findings
	Outcome      = "outcome"            // the expected Hermes outcome
	HermesConfig = "hermes-config.yaml" // the user's config.yaml
)

// FixtureFS turns an archive's files into an in-memory package. A file
// name may carry a marker:
//
//	name@symlink   a symlink whose target is the file's content (trimmed)
//	name@fifo      a named pipe
//	name@dir       an empty directory
//	name@exec      a regular file with mode 0755
//
// The want, outcome and hermes-config.yaml sections are left out.
func FixtureFS(a *txtar.Archive) fstest.MapFS {
	fsys := fstest.MapFS{}
	for _, f := range a.Files {
		if f.Name == Want || f.Name == Outcome || f.Name == HermesConfig {
			continue
		}
		name, marker, _ := strings.Cut(f.Name, "@")
		switch marker {
		case "symlink":
			fsys[name] = &fstest.MapFile{Data: bytes.TrimSpace(f.Data), Mode: fs.ModeSymlink}
		case "fifo":
			fsys[name] = &fstest.MapFile{Mode: fs.ModeNamedPipe | 0o644}
		case "dir":
			fsys[name] = &fstest.MapFile{Mode: fs.ModeDir | 0o755}
		case "exec":
			fsys[name] = &fstest.MapFile{Data: f.Data, Mode: 0o755}
		default:
			fsys[name] = &fstest.MapFile{Data: f.Data, Mode: 0o644}
		}
	}
	return fsys
}

// Section returns the archive's file of that name, or nil.
func Section(a *txtar.Archive, name string) *txtar.File {
	for i := range a.Files {
		if a.Files[i].Name == name {
			return &a.Files[i]
		}
	}
	return nil
}

// DeepBlockYAML is n block mappings nested one in the next ("k:" at each
// indent), for hostile frontmatter.
func DeepBlockYAML(n int) string {
	var b strings.Builder
	for i := range n {
		b.WriteString(strings.Repeat(" ", i+1))
		b.WriteString("k:\n")
	}
	return b.String()
}
