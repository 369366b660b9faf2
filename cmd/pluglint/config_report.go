package main

import (
	"os"

	"github.com/pluglint/pluglint/report"
)

// stepSummary hands the GITHUB_STEP_SUMMARY file to the first github
// output of a run only, so that a run writing github annotations both to
// standard output and to a file appends the job summary once.
type stepSummary struct {
	path string
}

func newStepSummary() *stepSummary {
	return &stepSummary{path: os.Getenv("GITHUB_STEP_SUMMARY")}
}

// options returns opts for one output of the given format.
func (s *stepSummary) options(format string, opts report.Options) report.Options {
	if format == "github" && s.path != "" {
		opts.StepSummary, s.path = s.path, ""
	}
	return opts
}
