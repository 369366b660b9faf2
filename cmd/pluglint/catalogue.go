package main

import (
	"errors"
	"flag"
	"io"

	"github.com/pluglint/pluglint/cmd/internal/cli"
	"github.com/pluglint/pluglint/report"
	"github.com/pluglint/pluglint/rules"
)

func runRules(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("pluglint rules", flag.ContinueOnError)
	fs.SetOutput(stderr)
	format := fs.String("format", "text", "output format: text|json")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return cli.ExitOK
		}
		return cli.ExitUsage
	}
	if fs.NArg() > 0 {
		return cli.UsageErr(stderr, "rules takes no arguments")
	}
	switch *format {
	case "text":
		report.RuleList(stdout)
	case "json":
		if err := report.RuleListJSON(stdout); err != nil {
			cli.Errorf(stderr, "%v", err)
			return cli.ExitInternal
		}
	default:
		return cli.UsageErr(stderr, "unknown --format %q (want text or json)", *format)
	}
	return cli.ExitOK
}

func runExplain(args []string, stdout, stderr io.Writer) int {
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
