package main

import (
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/pluglint/pluglint/report"
	"github.com/pluglint/pluglint/rules"
)

func runRules(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("pluglint rules", flag.ContinueOnError)
	fs.SetOutput(stderr)
	format := fs.String("format", "text", "output format: text|json")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	if fs.NArg() > 0 {
		return usageErr(stderr, "rules takes no arguments")
	}
	switch *format {
	case "text":
		report.RuleList(stdout)
	case "json":
		if err := report.RuleListJSON(stdout); err != nil {
			fmt.Fprintf(stderr, "pluglint: %v\n", err)
			return exitInternal
		}
	default:
		return usageErr(stderr, "unknown --format %q (want text or json)", *format)
	}
	return exitOK
}

func runExplain(args []string, stdout, stderr io.Writer) int {
	if len(args) != 1 {
		return usageErr(stderr, "usage: pluglint explain ID|NAME (see pluglint rules)")
	}
	r := rules.Lookup(args[0])
	if r == nil {
		return usageErr(stderr, "unknown rule %q (see pluglint rules)", args[0])
	}
	report.Explain(stdout, r)
	return exitOK
}
