package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/pluglint/pluglint/rules/model"

	"github.com/pluglint/pluglint/cmd/internal/cli"
	"github.com/pluglint/pluglint/report"
	"github.com/pluglint/pluglint/rules"
	"github.com/pluglint/pluglint/rules/exclude"
)

// lintOptions are the lint verb's flags.
type lintOptions struct {
	format       string
	outputs      []string
	failOn       string
	failOnLatent bool // --fail-on-latent: latent findings count toward --fail-on
	colour       string
	config       string   // --config: .pluglint.yaml to use instead of the one found
	hermesConfig string   // --hermes-config: the user's config.yaml
	tools        string   // --tools: a tool inventory file
	baseline     string   // --baseline: a previous JSON report
	since        string   // --since: print the release diff against this git revision
	excludes     []string // --exclude: globs relative to the working directory
	shard        string   // --shard K/N
	annotateOnly string   // --annotate-only: a list of changed files
}

func lintFlags(o *lintOptions, stderr io.Writer) *flag.FlagSet {
	fs := cli.FlagSet("pluglint", usageText, stderr)
	fs.StringVar(&o.format, "format", "text", "output format for standard output: "+strings.Join(report.Formats, "|"))
	fs.Func("output", "also write `FORMAT=FILE` (repeatable)", func(s string) error {
		o.outputs = append(o.outputs, s)
		return nil
	})
	fs.StringVar(&o.failOn, "fail-on", "error", "exit 1 when a finding is at or above this level: error|warning|note|never")
	fs.BoolVar(&o.failOnLatent, "fail-on-latent", false, "let latent findings (those behind a drop, shown \"after you fix PLxxx\") count toward --fail-on")
	fs.StringVar(&o.colour, "color", "auto", "colour text output: auto|always|never (NO_COLOR and FORCE_COLOR are honoured)")
	fs.StringVar(&o.config, "config", "", "configuration `FILE` (default: .pluglint.yaml from the linted path up to the repository root)")
	fs.StringVar(&o.hermesConfig, "hermes-config", "", "the user's Hermes config.yaml `FILE`: show effective trust after its mcp_servers overrides")
	fs.StringVar(&o.tools, "tools", "", "tool inventory `FILE` (default: <package>/.pluglint/tools.json)")
	fs.StringVar(&o.baseline, "baseline", "", "previous JSON report `FILE`: findings it already holds are not reported")
	fs.StringVar(&o.since, "since", "", "print the release diff against git `REV` instead of linting (--format text|json|markdown; see pluglint diff --help)")
	excludeFlag(fs, o)
	fs.StringVar(&o.annotateOnly, "annotate-only", "", "--format github: annotate only findings in the files `FILE` lists (one repository-relative path a line, as git diff --name-only prints them); the rest go to the log")
	fs.StringVar(&o.shard, "shard", "", "lint only the `K/N`-th of N slices of the packages found (for a CI matrix; a package keeps its slice as others are added)")
	return fs
}

// excludeFlag adds --exclude, which lint and fix share.
func excludeFlag(fs *flag.FlagSet, o *lintOptions) {
	fs.Func("exclude", "leave `GLOB` out of package discovery (.gitignore syntax, relative to the working directory; repeatable)", func(s string) error {
		if strings.TrimSpace(s) == "" {
			return errors.New("empty glob")
		}
		o.excludes = append(o.excludes, s)
		return nil
	})
}

type output struct {
	format string
	path   string
}

func runLint(args []string, stdout, stderr io.Writer) int {
	var o lintOptions
	fs := lintFlags(&o, stderr)
	paths, stop, code := parseArgs(fs, args, stdout)
	if stop {
		return code
	}
	if o.since != "" {
		return runSince(&o, paths, stdout, stderr)
	}
	if !slices.Contains(report.Formats, o.format) {
		return cli.UsageErr(stderr, "unknown --format %q (want %s)", o.format, strings.Join(report.Formats, ", "))
	}
	var outputs []output
	for _, spec := range o.outputs {
		format, path, ok := strings.Cut(spec, "=")
		if !ok || path == "" || !slices.Contains(report.Formats, format) {
			return cli.UsageErr(stderr, "--output wants FORMAT=FILE with FORMAT one of %s, got %q", strings.Join(report.Formats, ", "), spec)
		}
		outputs = append(outputs, output{format, path})
	}
	var annotateOnly map[string]bool
	if o.annotateOnly != "" {
		var err error
		if annotateOnly, err = readFileList(o.annotateOnly); err != nil {
			return cli.UsageErr(stderr, "--annotate-only: %v", err)
		}
	}
	run, code := start(&o, paths, stdout, stderr)
	if code != cli.ExitOK {
		return code
	}
	failOn, colour, roots, env := run.failOn, run.colour, run.roots, run.env
	env.whole = report.NeedsWholeResults(o.format) || slices.ContainsFunc(outputs, func(out output) bool { return report.NeedsWholeResults(out.format) })
	red := redactorOf(stdout)
	env.secrets = red
	defer catalogGC(len(roots))()
	results, err := lintAll(roots, env, newProgress(stderr, len(roots)))
	if err != nil {
		cli.Errorf(stderr, "%v", err)
		return cli.ExitInternal
	}
	if code := env.conf.finish(o.format == "github", stderr); code != cli.ExitOK {
		return code
	}

	summary := newStepSummary()
	opts := report.Options{Version: cli.Version(), Colour: colour, Secrets: red, AnnotateOnly: annotateOnly}
	// One write per report, not one per line: a catalog's text report is
	// thousands of lines.
	out := bufio.NewWriterSize(stdout, 64<<10)
	err = report.Write(o.format, out, results, summary.options(o.format, opts))
	if ferr := out.Flush(); err == nil {
		err = ferr
	}
	if err != nil {
		cli.Errorf(stderr, "writing output: %v", err)
		return cli.ExitInternal
	}
	for _, out := range outputs {
		if err := writeFile(out, results, summary.options(out.format, report.Options{Version: opts.Version, Secrets: red, AnnotateOnly: annotateOnly})); err != nil {
			cli.Errorf(stderr, "%v", err)
			return cli.ExitInternal
		}
	}
	return env.conf.exitCode(results, failOn, o.failOnLatent)
}

// readFileList reads a list of repository-relative paths, one a line.
func readFileList(name string) (map[string]bool, error) {
	data, err := cli.ReadFile(name, 64<<20)
	if err != nil {
		return nil, err
	}
	set := map[string]bool{}
	for _, line := range strings.Split(string(data), "\n") {
		if line = strings.TrimSuffix(line, "\r"); line != "" {
			set[filepath.ToSlash(line)] = true
		}
	}
	return set, nil
}

func writeFile(out output, results []*rules.Result, opts report.Options) error {
	f, err := os.Create(out.path)
	if err != nil {
		return fmt.Errorf("writing %s: %w", out.path, err)
	}
	w := opts.Secrets.Writer(f)
	err = report.Write(out.format, w, results, opts)
	if err == nil {
		err = w.Flush()
	}
	if err != nil {
		f.Close()
		return fmt.Errorf("writing %s: %w", out.path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("writing %s: %w", out.path, err)
	}
	return nil
}

func parseFailOn(s string) (rules.Level, error) {
	if s == "never" {
		return rules.Off, nil
	}
	l, err := rules.ParseLevel(s)
	if err != nil || l == rules.Off {
		return 0, fmt.Errorf("unknown --fail-on %q (want error, warning, note or never)", s)
	}
	return l, nil
}

// parseArgs parses a verb's flags, which may come before or after its
// paths. When stop is set the verb ends with code: -h was asked for, or
// the flags were wrong (flag has printed why).
func parseArgs(fs *flag.FlagSet, args []string, stdout io.Writer) (paths []string, stop bool, code int) {
	paths, err := cli.Parse(fs, args, stdout)
	switch {
	case errors.Is(err, flag.ErrHelp):
		return nil, true, cli.ExitOK
	case err != nil:
		return nil, true, cli.ExitUsage
	}
	return paths, false, cli.ExitOK
}

// started is what lint and fix share once their flags are parsed: the
// exit threshold, whether to colour, the package roots and everything
// the run reads besides the packages.
type started struct {
	failOn rules.Level
	colour bool
	roots  []string
	env    *lintEnv
}

// start checks the shared flags, finds the packages and reads the run's
// configuration; a code other than cli.ExitOK means stop with it (the error
// is already printed).
func start(o *lintOptions, paths []string, stdout, stderr io.Writer) (*started, int) {
	failOn, err := parseFailOn(o.failOn)
	if err != nil {
		return nil, cli.UsageErr(stderr, "%v", err)
	}
	colour, err := cli.UseColour(o.colour, stdout)
	if err != nil {
		return nil, cli.UsageErr(stderr, "%v", err)
	}
	sh, err := parseShard(o.shard)
	if err != nil {
		return nil, cli.UsageErr(stderr, "%v", err)
	}
	if len(paths) == 0 {
		paths = []string{"."}
	}
	conf, err := newRunConfig(o, paths)
	if err != nil {
		return nil, cli.UsageErr(stderr, "%v", err)
	}
	roots, code := discoverRoots(conf, o.excludes, paths, stderr)
	if code != cli.ExitOK {
		return nil, code
	}
	if sh != nil {
		conf.sharded = true
		found := len(roots)
		roots = sh.slice(roots)
		if len(roots) == 0 {
			cli.Errorf(stderr, "shard %s holds none of the %d packages found", o.shard, found)
		}
	}
	env, code := prepare(o, conf, roots, stderr)
	if code != cli.ExitOK {
		return nil, code
	}
	return &started{failOn: failOn, colour: colour, roots: roots, env: env}, cli.ExitOK
}

// discoverRoots finds the package roots under the given paths, leaving
// out what .gitignore files ignore and what the
// exclude globs of --exclude (relative to the working directory) and of
// the configuration name; a path without any package is a usage error.
func discoverRoots(conf *runConfig, excludes, paths []string, stderr io.Writer) (roots []string, code int) {
	for _, p := range paths {
		globs, err := conf.excludesFor(p)
		if err != nil {
			return nil, cli.UsageErr(stderr, "%v", err)
		}
		for _, g := range excludes {
			globs = append(globs, exclude.Glob{Pattern: g, Dir: conf.wd})
		}
		filter, err := exclude.New(p, globs, true)
		if err != nil {
			return nil, cli.UsageErr(stderr, "%v", err)
		}
		found, err := model.DiscoverSkipping(p, filter.Skip)
		if err != nil {
			if errors.Is(err, model.ErrNoPackage) {
				return nil, cli.UsageErr(stderr, "%s: %v", p, err)
			}
			return nil, cli.UsageErr(stderr, "%v", err)
		}
		roots = append(roots, found...)
	}
	return dedupe(roots), cli.ExitOK
}

func dedupe(roots []string) []string {
	seen := map[string]bool{}
	out := roots[:0]
	for _, r := range roots {
		key := filepath.Clean(r)
		if !seen[key] {
			seen[key] = true
			out = append(out, r)
		}
	}
	return out
}

// catalogGC sets the garbage collector for linting n packages and
// returns what restores it. A catalog allocates much and keeps little
// (slim results): collecting when the heap has grown 5x rather than 2x
// saves a quarter of the CPU of a 1,000-package run, which then peaks
// near 60 MB instead of 35 MB. The memory limit keeps a huge catalog
// from growing without bound; GOGC or GOMEMLIMIT in the environment
// win. One package never allocates enough to collect at all.
func catalogGC(n int) (restore func()) {
	if n < 2 || os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		return func() {}
	}
	percent := debug.SetGCPercent(400)
	limit := debug.SetMemoryLimit(512 << 20)
	return func() {
		debug.SetGCPercent(percent)
		debug.SetMemoryLimit(limit)
	}
}

// lintAll lints packages in parallel, bounded by the CPU count; results
// keep the order of roots, so output never depends on scheduling.
func lintAll(roots []string, env *lintEnv, prog *progress) ([]*rules.Result, error) {
	results := make([]*rules.Result, len(roots))
	errs := make([]error, len(roots))
	// Workers take the next package from a shared counter: no channel
	// hand-off per package, so no goroutine wakes just to pass work on.
	var next atomic.Int64
	work := func() {
		for i := int(next.Add(1) - 1); i < len(roots); i = int(next.Add(1) - 1) {
			results[i], errs[i] = lintOne(roots[i], env)
			prog.done()
		}
	}
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(roots)) - 1 {
		wg.Go(work)
	}
	work() // this goroutine is a worker too
	wg.Wait()
	prog.finish()
	return results, errors.Join(errs...)
}

func lintOne(root string, env *lintEnv) (*rules.Result, error) {
	src, err := model.OSSource(root, cli.ShownDir(root))
	if err != nil {
		return nil, fmt.Errorf("reading %s: %w", root, err)
	}
	env.source(&src)
	pkg, err := model.Load(src)
	if err != nil {
		return nil, fmt.Errorf("reading %s: %w", root, err)
	}
	res, err := rules.Lint(pkg, env.settingsFor(root))
	if err != nil {
		return nil, err
	}
	if env.whole {
		return res, nil
	}
	// Only the report reads the result from here on.
	return res.Slim(), nil
}
