package report

import (
	"fmt"
	"io"

	"github.com/pluglint/pluglint/rules"
	"github.com/pluglint/pluglint/rules/secrets"
)

// Options are what every reporter may need besides the results.
type Options struct {
	Version string // pluglint's version
	Colour  bool   // text only
	// StepSummary is the file GitHub Actions names in GITHUB_STEP_SUMMARY:
	// the github format appends a Markdown summary to it when set. The
	// caller passes it to one github output per run, so the summary is
	// written once.
	StepSummary string
	// WorkDir is the absolute directory the shown paths are relative to,
	// and SourceRoot the repository root that SARIF URIs and annotation
	// paths are relative to. Write fills them in when empty: WorkDir from
	// the process, SourceRoot by walking up from WorkDir to a directory
	// holding .git (WorkDir itself outside a repository).
	WorkDir    string
	SourceRoot string
	// Secrets, when set, masks credentials in the files a reporter
	// writes itself (the step summary).
	Secrets *secrets.Redactor
	// AnnotateOnly, when not nil, limits github annotations to findings in
	// these files (repository-relative, slash-separated): the files a pull
	// request changed. The others are still listed in the log and the
	// step summary.
	AnnotateOnly map[string]bool
}

// Formats lists the output formats, in the order help text shows them.
var Formats = []string{"text", "json", "sarif", "github", "cyclonedx", "html"}

// NeedsWholeResults reports formats that read a package's files, not
// only its findings and outcome: they need results that were not
// slimmed (rules.Result.Slim).
func NeedsWholeResults(format string) bool { return format == "cyclonedx" }

// Write prints results in the named format.
func Write(format string, w io.Writer, results []*rules.Result, opts Options) error {
	switch format {
	case "text":
		t := NewText(w, opts.Colour)
		for _, r := range results {
			t.Package(r)
		}
		if len(results) > 1 {
			t.Total(results)
		}
		return nil
	case "json":
		return WriteJSON(w, results, opts.Version)
	case "cyclonedx":
		return WriteCycloneDX(w, results, opts.Version)
	case "sarif":
		if err := opts.resolveDirs(); err != nil {
			return err
		}
		return WriteSARIF(w, results, opts)
	case "github":
		if err := opts.resolveDirs(); err != nil {
			return err
		}
		return WriteGitHub(w, results, opts)
	case "html":
		return WriteHTML(w, results, opts.Version)
	}
	return fmt.Errorf("unknown format %q", format)
}
