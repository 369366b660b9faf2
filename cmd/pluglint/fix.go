package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/pluglint/pluglint/rules/model"

	"github.com/pluglint/pluglint/cmd/internal/cli"
	"github.com/pluglint/pluglint/report"
	"github.com/pluglint/pluglint/rules"
	"github.com/pluglint/pluglint/rules/fix"
)

const fixUsageText = `usage: pluglint fix [--diff] [--unsafe] [flags] [PATH ...]

Applies the fixes that are safe by construction to plugin.json and mcp.json,
editing only the bytes that change, then reports what is left. Every fix is
re-linted before it is kept: one that would leave a file unreadable, make
Hermes reject the package or drop something that loaded, or widen a
server's trust is not applied. "pluglint rules" shows which rules have
fixes; "pluglint explain ID" says what each one does.

fix flags:
`

// fixOptions are the fix verb's flags; lint's configuration flags are
// shared with lintOptions so that prepare reads them the same way.
type fixOptions struct {
	lintOptions
	diff   bool
	unsafe bool
}

func fixFlags(o *fixOptions, stderr io.Writer) *flag.FlagSet {
	fs := cli.FlagSet("pluglint fix", fixUsageText, stderr)
	fs.BoolVar(&o.diff, "diff", false, "write nothing: print a unified diff of what would change (the fix log goes to standard error)")
	fs.BoolVar(&o.unsafe, "unsafe", false, "also apply unsafe fixes: a trust gate from static signals alone, removing an earlier duplicate key")
	fs.StringVar(&o.failOn, "fail-on", "error", "exit 1 when a finding left after fixing is at or above this level: error|warning|note|never")
	fs.StringVar(&o.colour, "color", "auto", "colour text output: auto|always|never (NO_COLOR and FORCE_COLOR are honoured)")
	fs.StringVar(&o.config, "config", "", "configuration `FILE` (default: .pluglint.yaml from the package up to the repository root); findings it hides are not fixed")
	fs.StringVar(&o.hermesConfig, "hermes-config", "", "the user's Hermes config.yaml `FILE`")
	fs.StringVar(&o.tools, "tools", "", "tool inventory `FILE` (default: <package>/.pluglint/tools.json); write-capable tools in it make a trust gate a safe fix")
	excludeFlag(fs, &o.lintOptions)
	return fs
}

// fixed is one package's run: what was fixed and what is left.
type fixed struct {
	root   string
	rep    *fix.Report
	result *rules.Result
}

func runFix(args []string, stdout, stderr io.Writer) int {
	var o fixOptions
	fs := fixFlags(&o, stderr)
	paths, stop, code := parseArgs(fs, args, stdout)
	if stop {
		return code
	}
	run, code := start(&o.lintOptions, paths, stdout, stderr)
	if code != cli.ExitOK {
		return code
	}
	failOn, colour, roots, env := run.failOn, run.colour, run.roots, run.env
	env.secrets = redactorOf(stdout)

	var runs []fixed
	for _, root := range roots {
		r, err := fixOne(root, env, o.unsafe)
		if err != nil {
			cli.Errorf(stderr, "%v", err)
			return cli.ExitInternal
		}
		runs = append(runs, r)
	}
	if code := env.conf.finish(false, stderr); code != cli.ExitOK {
		return code
	}

	logw := stdout
	if o.diff {
		logw = stderr
		for _, r := range runs {
			for _, ch := range r.rep.Changes {
				if err := writeUnifiedDiff(stdout, stderr, rules.JoinShown(r.result.Package.Dir, ch.Path), ch.Path, ch.Before, ch.After, colour); err != nil {
					cli.Errorf(stderr, "writing the diff: %v", err)
					return cli.ExitInternal
				}
			}
		}
	} else {
		for _, r := range runs {
			for _, ch := range r.rep.Changes {
				if err := writeFixed(filepath.Join(r.root, filepath.FromSlash(ch.Path)), ch.Before, ch.After); err != nil {
					cli.Errorf(stderr, "%v", err)
					return cli.ExitInternal
				}
			}
		}
	}
	for _, r := range runs {
		writeFixLog(logw, r, o.diff)
	}
	results := make([]*rules.Result, len(runs))
	for i, r := range runs {
		results[i] = r.result
	}
	if !o.diff {
		if err := report.Write("text", stdout, results, report.Options{Version: cli.Version(), Colour: colour}); err != nil {
			cli.Errorf(stderr, "writing output: %v", err)
			return cli.ExitInternal
		}
	}
	return env.conf.exitCode(results, failOn, false)
}

// fixOne fixes one package in memory and lints the result with the
// run's configuration.
func fixOne(root string, env *lintEnv, unsafe bool) (fixed, error) {
	src, err := model.OSSource(root, cli.ShownDir(root))
	if err != nil {
		return fixed{}, fmt.Errorf("reading %s: %w", root, err)
	}
	env.source(&src)
	settings := env.settingsFor(root)
	rep, err := fix.Run(src, fix.Options{Unsafe: unsafe, Settings: settings})
	if err != nil {
		return fixed{}, fmt.Errorf("fixing %s: %w", root, err)
	}
	pkg, err := model.Load(rep.Source)
	if err != nil {
		return fixed{}, fmt.Errorf("reading %s: %w", root, err)
	}
	res, err := rules.Lint(pkg, settings)
	if err != nil {
		return fixed{}, fmt.Errorf("linting %s: %w", root, err)
	}
	env.secrets.AddFrom(rep.Original.Secrets)
	env.secrets.AddFrom(res.Secrets)
	return fixed{root: root, rep: rep, result: res}, nil
}

// writeFixLog says, per package, what was fixed, what was refused and
// why, what --unsafe would add, and which findings need a person: at
// their place in the files as fixed, or as on disk when nothing was
// written (--diff).
func writeFixLog(w io.Writer, r fixed, dryRun bool) {
	verb := "fixed"
	if dryRun {
		verb = "would fix"
	}
	dir := r.result.Package.Dir
	tag := func(rule *rules.Rule) string { return fmt.Sprintf("[%s %s]", rule.ID, rule.Name) }
	// Paths and messages carry names from the package: one line each,
	// with nothing in them that could drive a terminal.
	line := func(format string, args ...any) { fmt.Fprint(w, report.Clean(fmt.Sprintf(format, args...))+"\n") }
	for _, fx := range r.rep.Applied {
		line("%s: %s: %s %s", rules.JoinShown(dir, fx.File), verb, fx.Message, tag(fx.Rule))
	}
	for _, rf := range r.rep.Refused {
		line("%s: not fixed: %s: %s %s", rules.JoinShown(dir, rf.Fix.File), rf.Fix.Message, rf.Reason, tag(rf.Fix.Rule))
	}
	for _, fx := range r.rep.Unsafe {
		line("%s: unsafe fix, not applied without --unsafe: %s %s", rules.JoinShown(dir, fx.File), fx.Message, tag(fx.Rule))
	}
	left := r.result
	if dryRun {
		left = r.rep.Original
	}
	for _, f := range left.Findings {
		if rf := f.Rule.Fix; rf != nil && rf.Safety == "never" {
			line("%s:%d:%d: no automatic fix: %s %s", f.Path, f.Pos.Line, f.Pos.Column, strings.TrimSuffix(rf.What, "."), tag(f.Rule))
		}
	}
}

// writeFixed replaces a package file with its fixed bytes, atomically and
// keeping its mode. It refuses when the file changed since it was read,
// so that an edit made meanwhile is never lost.
func writeFixed(name string, before, after []byte) error {
	info, err := os.Lstat(name)
	if err != nil {
		return fmt.Errorf("writing %s: %w", name, err)
	}
	if !info.Mode().IsRegular() {
		return fmt.Errorf("writing %s: no longer a regular file", name)
	}
	now, err := os.ReadFile(name)
	if err != nil {
		return fmt.Errorf("writing %s: %w", name, err)
	}
	if !bytes.Equal(now, before) {
		return fmt.Errorf("writing %s: the file changed while pluglint was fixing it; run pluglint fix again", name)
	}
	return cli.WriteAtomic(name, after, info.Mode().Perm())
}
