package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"time"

	"github.com/pluglint/pluglint/cmd/internal/cli"
	"github.com/pluglint/pluglint/cmd/internal/snapshot/snapflags"
	"github.com/pluglint/pluglint/rules/secrets"
)

const usageText = `usage:
  pluglint [flags] [PATH ...]          lint packages (the default verb; "pluglint lint" works too)
  pluglint rules [--format text|json]  list the rule catalogue
  pluglint explain ID|NAME             explain one rule: why, how to fix, bad and good example
  pluglint fix [--diff] [--unsafe] [PATH ...]
                                       apply safe fixes in place; --diff prints them as a patch
                                       instead, --unsafe adds fixes a person should review
  pluglint diff OLD NEW                what a release changes in what the package can do
  pluglint lint --since REV [PATH ...] the same, against the package as it was at git REV
  pluglint lock [PATH ...]             write .pluglint/lock.json: what was reviewed
  pluglint lsp                         language server over stdio, for editors
  pluglint snapshot PATH [--server NAME] [--allow-exec] [--check]
                                       write or check the tool inventory from live servers
                                       (contacts them; runs the pluglint-snapshot program)
  pluglint completion bash|zsh|fish    print a shell completion script
  pluglint version                     print the version, commit, build date and Go version
  pluglint help [VERB]                 this help, or a verb's ("pluglint VERB --help" too)

PATH is a package directory, or any directory: every package beneath it
is linted (a directory holding plugin.json, or mcp.json without one),
except what .gitignore files ignore and what --exclude and the
configuration's exclude: globs name. No PATH means ".".

Exit status, for every verb and format: 0 nothing at or above --fail-on;
1 findings at or above it; 2 usage or configuration error; 3 pluglint
itself failed.

lint flags:
`

// verb is one of pluglint's verbs: how it runs, and its flag set, whose
// usage is the verb's help and whose flags completion offers.
type verb struct {
	name  string
	run   func(args []string, stdout, stderr io.Writer) int
	flags func(stderr io.Writer) *flag.FlagSet
}

// verbs lists the verbs in the order help shows them; lint is the
// default.
func verbs() []verb {
	return []verb{
		{"lint", runLint, func(w io.Writer) *flag.FlagSet { return lintFlags(&lintOptions{}, w) }},
		{"rules", runRules, func(w io.Writer) *flag.FlagSet { return rulesFlags(new(string), w) }},
		{"explain", runExplain, explainFlags},
		{"fix", runFix, func(w io.Writer) *flag.FlagSet { return fixFlags(&fixOptions{}, w) }},
		{"diff", runDiff, func(w io.Writer) *flag.FlagSet { return diffFlags(new(string), &lintOptions{}, w) }},
		{"lock", runLock, func(w io.Writer) *flag.FlagSet { return lockFlags(&lintOptions{}, w) }},
		{"lsp", runLSP, func(w io.Writer) *flag.FlagSet { return lspFlags(new(time.Duration), w) }},
		{"snapshot", runSnapshot, func(w io.Writer) *flag.FlagSet { return snapflags.Flags(&snapflags.Options{}, w) }},
		{"completion", runCompletion, completionFlags},
		{"version", runVersion, versionFlags},
		{"help", runHelp, helpFlags},
	}
}

func lookupVerb(name string) (verb, bool) {
	for _, v := range verbs() {
		if v.name == name {
			return v, true
		}
	}
	return verb{}, false
}

// run runs one verb. Everything it prints passes through one Redactor:
// whatever credentials the packages it read hold, found in any of their
// files whether or not they parse, are masked in standard output,
// standard error and the files it writes, whichever part of pluglint
// printed them. The language server and snapshot talk to a peer as they
// go, so their writes are not held back: the language server's
// diagnostics are findings, masked as every finding is.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 && (args[0] == "lsp" || args[0] == "snapshot") {
		return runVerb(args, stdout, stderr)
	}
	red := &secrets.Redactor{}
	out, errOut := red.Writer(stdout), red.Writer(stderr)
	code := runVerb(args, out, errOut)
	if err := out.Flush(); err != nil && code == cli.ExitOK {
		code = cli.ExitInternal
	}
	_ = errOut.Flush() // nowhere left to say it failed
	return code
}

// redactorOf returns the Redactor behind a writer run passed to a verb,
// so that the verb adds the credentials of the packages it reads; a new
// one for any other writer (a verb called directly, as tests do).
func redactorOf(w io.Writer) *secrets.Redactor {
	if sw, ok := w.(*secrets.Writer); ok {
		return sw.Redactor()
	}
	return &secrets.Redactor{}
}

func runVerb(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		if args[0] == "--version" {
			return runVersion(nil, stdout, stderr)
		}
		if v, ok := lookupVerb(args[0]); ok {
			return v.run(args[1:], stdout, stderr)
		}
	}
	return runLint(args, stdout, stderr)
}

const helpUsage = `usage: pluglint help [VERB]

Prints pluglint's help, or one verb's: the same as "pluglint VERB --help".
`

func helpFlags(stderr io.Writer) *flag.FlagSet {
	return cli.FlagSet("pluglint help", helpUsage, stderr)
}

// runHelp prints the help of pluglint or of one verb on stdout.
func runHelp(args []string, stdout, stderr io.Writer) int {
	fs := helpFlags(stderr)
	args, err := cli.Parse(fs, args, stdout)
	if err != nil {
		return exitFor(err)
	}
	name := "lint"
	switch len(args) {
	case 0:
	case 1:
		name = args[0]
	default:
		return cli.UsageErr(stderr, "help takes one verb, got %d", len(args))
	}
	v, ok := lookupVerb(name)
	if !ok {
		return cli.UsageErr(stderr, "unknown verb %q (see pluglint help)", name)
	}
	vfs := v.flags(stderr)
	vfs.SetOutput(stdout)
	vfs.Usage()
	return cli.ExitOK
}

// exitFor is the exit status for a flag parsing error that cli.Parse has
// already reported: 0 after -h, else a usage error.
func exitFor(err error) int {
	if errors.Is(err, flag.ErrHelp) {
		return cli.ExitOK
	}
	return cli.ExitUsage
}

const versionUsage = `usage: pluglint version

Prints pluglint's version, the commit it was built from, the build date
and the Go version, from the build information.
`

func versionFlags(stderr io.Writer) *flag.FlagSet {
	return cli.FlagSet("pluglint version", versionUsage, stderr)
}

func runVersion(args []string, stdout, stderr io.Writer) int {
	fs := versionFlags(stderr)
	args, err := cli.Parse(fs, args, stdout)
	if err != nil {
		return exitFor(err)
	}
	if len(args) > 0 {
		return cli.UsageErr(stderr, "version takes no arguments")
	}
	b := cli.BuildInfo()
	unknown := func(s string) string {
		if s == "" {
			return "unknown"
		}
		return s
	}
	c := unknown(b.Commit)
	if b.Modified {
		c += " (with uncommitted changes)"
	}
	fmt.Fprintf(stdout, "pluglint %s\ncommit: %s\nbuilt:  %s\ngo:     %s\n", b.Version, c, unknown(b.Date), b.GoVersion)
	return cli.ExitOK
}
