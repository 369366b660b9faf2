package main

import (
	"flag"
	"io"

	"github.com/pluglint/pluglint/cmd/internal/cli"
	"github.com/pluglint/pluglint/report"
	"github.com/pluglint/pluglint/rules"
)

const rulesUsage = `usage: pluglint rules [--format text|json]

Lists every rule: ID, name, level, class (reject, drop or advice) and
title. "pluglint explain ID" says more about one.

flags:
`

func rulesFlags(format *string, stderr io.Writer) *flag.FlagSet {
	fs := cli.FlagSet("pluglint rules", rulesUsage, stderr)
	fs.StringVar(format, "format", "text", "output format: text|json")
	return fs
}

func runRules(args []string, stdout, stderr io.Writer) int {
	var format string
	fs := rulesFlags(&format, stderr)
	args, err := cli.Parse(fs, args, stdout)
	if err != nil {
		return exitFor(err)
	}
	if len(args) > 0 {
		return cli.UsageErr(stderr, "rules takes no arguments")
	}
	switch format {
	case "text":
		report.RuleList(stdout)
	case "json":
		if err := report.RuleListJSON(stdout); err != nil {
			cli.Errorf(stderr, "%v", err)
			return cli.ExitInternal
		}
	default:
		return cli.UsageErr(stderr, "unknown --format %q (want text or json)", format)
	}
	return cli.ExitOK
}

const explainUsage = `usage: pluglint explain ID|NAME

Explains one rule, named by ID (PL210) or name (trust-invalid): what it
finds, why it matters to Hermes, how to fix it, and a bad and a good
example. "pluglint rules" lists them all.
`

func explainFlags(stderr io.Writer) *flag.FlagSet {
	return cli.FlagSet("pluglint explain", explainUsage, stderr)
}

func runExplain(args []string, stdout, stderr io.Writer) int {
	fs := explainFlags(stderr)
	args, err := cli.Parse(fs, args, stdout)
	if err != nil {
		return exitFor(err)
	}
	if len(args) != 1 {
		return cli.UsageErr(stderr, "usage: pluglint explain ID|NAME (see pluglint rules)")
	}
	r := rules.Lookup(args[0])
	if r == nil {
		return cli.UsageErr(stderr, "unknown rule %q (see pluglint rules)", args[0])
	}
	report.Explain(stdout, r)
	return cli.ExitOK
}
