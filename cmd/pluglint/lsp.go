package main

import (
	"context"
	"errors"
	"flag"
	"io"
	"os"
	"time"

	"github.com/pluglint/pluglint/cmd/internal/cli"
	"github.com/pluglint/pluglint/cmd/internal/lsp"
	"github.com/pluglint/pluglint/rules"
)

const lspUsage = `usage: pluglint lsp [--debounce DURATION]

Speak the Language Server Protocol on standard input and output: lint the
package around each open plugin.json, mcp.json and skills/*/SKILL.md from
the editor's unsaved text, with the package's .pluglint.yaml. Findings
come as diagnostics, fixes as code actions, rule documentation on hover.
It never runs package content and never uses the network.

flags:
`

// lspStdin is the server's input; tests drive the server through it.
var lspStdin io.Reader = os.Stdin

func lspFlags(debounce *time.Duration, stderr io.Writer) *flag.FlagSet {
	fs := cli.FlagSet("pluglint lsp", lspUsage, stderr)
	fs.DurationVar(debounce, "debounce", 200*time.Millisecond, "wait this long after the last keystroke before linting again")
	return fs
}

func runLSP(args []string, stdout, stderr io.Writer) int {
	debounce := new(time.Duration)
	fs := lspFlags(debounce, stderr)
	rest, stop, code := parseArgs(fs, args, stdout)
	if stop {
		return code
	}
	if len(rest) > 0 {
		return cli.UsageErr(stderr, "pluglint lsp takes no arguments (the editor names the files)")
	}
	err := lsp.Serve(context.Background(), lspStdin, stdout, lsp.Options{
		Version:  cli.Version(),
		Debounce: *debounce,
		Settings: func(root string) *rules.Settings { return lspSettings(root, stderr) },
		Log:      stderr,
	})
	switch {
	case err == nil:
		return cli.ExitOK
	case errors.Is(err, lsp.ErrNoShutdown):
		return 1 // the LSP's exit code for exit without shutdown
	}
	cli.Errorf(stderr, "lsp: %v", err)
	return cli.ExitInternal
}

// lspSettings reads the configuration that applies to a package root, as
// `pluglint ROOT` would; a mistake in it is logged and the defaults apply
// until it is fixed.
func lspSettings(root string, stderr io.Writer) *rules.Settings {
	o := &lintOptions{}
	c, err := newRunConfig(o, []string{root})
	if err == nil {
		err = c.resolve(o, []string{root})
	}
	if err != nil {
		cli.Errorf(stderr, "lsp: configuration for %s: %v", root, err)
		return nil
	}
	return c.settingsFor(root)
}
