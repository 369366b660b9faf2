package main

import (
	"io"
	"os"
	"path/filepath"

	"github.com/pluglint/pluglint/rules/model"

	"github.com/pluglint/pluglint/cmd/internal/cli"
	"github.com/pluglint/pluglint/rules"
	"github.com/pluglint/pluglint/rules/secrets"
)

// lintEnv is everything a lint run reads besides the packages: the
// configuration and baseline (config.go) and the user's Hermes config and
// tool inventory (inputs.go). It is read once, before any package, so
// that a mistake in it is exit 2 before any output.
type lintEnv struct {
	conf   *runConfig
	inputs *runInputs
	// secrets gathers the credentials of every package the run reads,
	// so that nothing it prints shows them.
	secrets *secrets.Redactor
	// keyDirs holds each package root's KeyDir, by rootKey.
	keyDirs map[string]string
	// whole keeps each result whole rather than slim: a bill of
	// materials reads the package's files, not only its findings.
	whole bool
}

// prepare reads the run's configuration and inputs; a non-zero code means
// stop with that exit status (the error is already printed).
func prepare(o *lintOptions, conf *runConfig, roots []string, stderr io.Writer) (*lintEnv, int) {
	if err := conf.resolve(o, roots); err != nil {
		cli.Errorf(stderr, "%v", err)
		return nil, cli.ExitUsage
	}
	in, err := loadRunInputs(o)
	if err == nil {
		err = in.withConfig(conf, roots)
	}
	if err != nil {
		cli.Errorf(stderr, "%v", err)
		return nil, cli.ExitUsage
	}
	return &lintEnv{conf: conf, inputs: in, keyDirs: keyDirs(roots)}, cli.ExitOK
}

// keyDirs names each package root as fingerprints do: relative to its
// repository root (the nearest directory above it holding .git), so that
// a baseline written from one directory matches a run from another;
// outside a repository, by the root's own name.
func keyDirs(roots []string) map[string]string {
	repoOf := map[string]string{} // directory -> its repository root, "" for none
	var repo func(dir string) string
	repo = func(dir string) string {
		if r, ok := repoOf[dir]; ok {
			return r
		}
		r := ""
		if _, err := os.Lstat(filepath.Join(dir, ".git")); err == nil {
			r = dir
		} else if parent := filepath.Dir(dir); parent != dir {
			r = repo(parent)
		}
		repoOf[dir] = r
		return r
	}
	out := make(map[string]string, len(roots))
	for _, root := range roots {
		key := rootKey(root)
		abs := filepath.FromSlash(key)
		dir := filepath.Base(abs)
		if r := repo(abs); r != "" {
			if rel, err := filepath.Rel(r, abs); err == nil {
				dir = rel
			}
		}
		out[key] = filepath.ToSlash(dir)
	}
	return out
}

// source adds run-wide inputs to a package's source.
func (e *lintEnv) source(src *model.Source) {
	e.inputs.apply(src)
	src.KeyDir = e.keyDirs[src.AbsRoot]
}

// settingsFor returns the settings that apply to a package root.
func (e *lintEnv) settingsFor(root string) *rules.Settings { return e.conf.settingsFor(root) }
