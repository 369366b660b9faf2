package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/pluglint/pluglint/cmd/internal/cli"
	"github.com/pluglint/pluglint/rules"
	"github.com/pluglint/pluglint/rules/lock"
	"github.com/pluglint/pluglint/rules/model"
)

const lockUsage = `usage: pluglint lock [--tools FILE] [--config FILE] [PATH ...]

Write <package>/.pluglint/lock.json for every package under PATH ("."
when none is given): per server Hermes loads, its launcher with the
version, digest or commit it pins (or its URL), the trust the package
gives it, and the SHA-256 of its tools in the tool inventory. Every lint
then reports what no longer matches it (PL511 lock-drift). Run it after
reviewing a change; pluglint fix never rewrites the lock.

flags:
`

func lockFlags(o *lintOptions, stderr io.Writer) *flag.FlagSet {
	fs := cli.FlagSet("pluglint lock", lockUsage, stderr)
	fs.StringVar(&o.tools, "tools", "", "tool inventory `FILE` (default: <package>/.pluglint/tools.json)")
	fs.StringVar(&o.config, "config", "", "configuration `FILE` (default: .pluglint.yaml from the path up to the repository root)")
	return fs
}

// runLock writes each package's lock file.
func runLock(args []string, stdout, stderr io.Writer) int {
	var o lintOptions
	fs := lockFlags(&o, stderr)
	paths, stop, code := parseArgs(fs, args, stdout)
	if stop {
		return code
	}
	if len(paths) == 0 {
		paths = []string{"."}
	}
	conf, err := newRunConfig(&o, paths)
	if err != nil {
		return cli.UsageErr(stderr, "%v", err)
	}
	roots, code := discoverRoots(conf, nil, paths, stderr)
	if code != cli.ExitOK {
		return code
	}
	env, code := prepare(&o, conf, roots, stderr)
	if code != cli.ExitOK {
		return code
	}
	env.secrets = redactorOf(stdout)
	for _, root := range roots {
		msg, err := writeLock(root, env)
		if err != nil {
			cli.Errorf(stderr, "%v", err)
			return cli.ExitInternal
		}
		fmt.Fprintln(stdout, msg)
	}
	return cli.ExitOK
}

// writeLock writes one package's lock file and says what it did.
func writeLock(root string, env *lintEnv) (string, error) {
	shown := cli.ShownDir(root)
	src, err := model.OSSource(root, shown)
	if err != nil {
		return "", fmt.Errorf("reading %s: %w", root, err)
	}
	env.source(&src)
	pkg, err := model.Load(src)
	if err != nil {
		return "", fmt.Errorf("reading %s: %w", root, err)
	}
	res, err := rules.Lint(pkg, nil)
	if err != nil {
		return "", err
	}
	env.secrets.AddFrom(res.Secrets)
	data := lock.Marshal(rules.LockOf(pkg, res.Outcome))
	file := filepath.Join(root, filepath.FromSlash(lock.Path))
	where := filepath.ToSlash(filepath.Join(shown, lock.Path))
	servers := fmt.Sprintf("%d server", len(res.Outcome.Servers))
	if len(res.Outcome.Servers) != 1 {
		servers += "s"
	}
	if old, err := os.ReadFile(file); err == nil && bytes.Equal(old, data) {
		return fmt.Sprintf("%s: up to date (%s)", where, servers), nil
	}
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		return "", fmt.Errorf("writing %s: %w", where, err)
	}
	if err := cli.WriteAtomic(file, data, 0o644); err != nil {
		return "", err
	}
	return fmt.Sprintf("%s: wrote %s", where, servers), nil
}
