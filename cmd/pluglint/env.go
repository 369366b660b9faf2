package main

import (
	"io"

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
	return &lintEnv{conf: conf, inputs: in}, cli.ExitOK
}

// source adds run-wide inputs to a package's source.
func (e *lintEnv) source(src *model.Source) { e.inputs.apply(src) }

// settingsFor returns the settings that apply to a package root.
func (e *lintEnv) settingsFor(root string) *rules.Settings { return e.conf.settingsFor(root) }
