package main

import (
	"bufio"
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/pluglint/pluglint/cmd/internal/cli"
	"github.com/pluglint/pluglint/release"
	"github.com/pluglint/pluglint/rules"
	"github.com/pluglint/pluglint/rules/exclude"
	"github.com/pluglint/pluglint/rules/model"
)

const diffUsage = `usage: pluglint diff [--format text|json|markdown] [--hermes-config FILE] OLD NEW

Compare two versions of a package (two package directories) or of a
catalog (two directories; packages are matched by their path inside
each) and report what changes in what Hermes will let the packages do:
the verdict, servers and skills, trust, write capability, tool
annotations, remote hosts, launchers and their pins, credential env keys
and skills that ask before acting. Each change widens, narrows or is
neutral. Exit 1 when anything widens.

"pluglint lint --since REV [PATH ...]" does the same with OLD taken from
git at REV.

flags:
`

func diffFlags(format *string, o *lintOptions, stderr io.Writer) *flag.FlagSet {
	fs := cli.FlagSet("pluglint diff", diffUsage, stderr)
	fs.StringVar(format, "format", "text", "output format: "+strings.Join(release.Formats, "|"))
	fs.StringVar(&o.hermesConfig, "hermes-config", "", "the user's Hermes config.yaml `FILE`, applied to both sides (its trust is keyed by server name)")
	return fs
}

// runDiff compares two directories.
func runDiff(args []string, stdout, stderr io.Writer) int {
	var o lintOptions
	format := new(string)
	fs := diffFlags(format, &o, stderr)
	paths, stop, code := parseArgs(fs, args, stdout)
	if stop {
		return code
	}
	in, err := loadRunInputs(&o)
	if err != nil {
		return cli.UsageErr(stderr, "%v", err)
	}
	if len(paths) != 2 {
		return cli.UsageErr(stderr, "diff wants two directories, OLD and NEW (got %d arguments)", len(paths))
	}
	if !slices.Contains(release.Formats, *format) {
		return cli.UsageErr(stderr, "unknown --format %q (want %s)", *format, strings.Join(release.Formats, ", "))
	}
	for _, p := range paths {
		if fi, err := os.Stat(p); err != nil || !fi.IsDir() {
			return cli.UsageErr(stderr, "%s: not a directory", p)
		}
	}
	d, code := diffDirs(side{dir: paths[0]}, side{dir: paths[1]}, in, stderr)
	if code != cli.ExitOK {
		return code
	}
	return writeDiff(*format, d, stdout, stderr)
}

// side is one version to compare: a directory, and how to show the
// packages found in it (shownAs replaces dir in shown paths: for --since,
// OLD is a temporary copy shown as git names it, "REV:path").
type side struct {
	dir     string
	shownAs string
	// mayBeEmpty allows a side with no package (what git held before a
	// package was added).
	mayBeEmpty bool
}

// diffDirs finds the packages on both sides, lints them and compares
// them by their path inside each side.
func diffDirs(old, cur side, in *runInputs, stderr io.Writer) (*release.Diff, int) {
	oldRoots, code := sideRoots(old, stderr)
	if code != cli.ExitOK {
		return nil, code
	}
	curRoots, code := sideRoots(cur, stderr)
	if code != cli.ExitOK {
		return nil, code
	}
	if len(oldRoots) == 0 && len(curRoots) == 0 {
		return nil, cli.UsageErr(stderr, "%s: %v", cur.dir, model.ErrNoPackage)
	}
	rels := map[string]bool{}
	for rel := range oldRoots {
		rels[rel] = true
	}
	for rel := range curRoots {
		rels[rel] = true
	}
	keys := slices.Sorted(func(yield func(string) bool) {
		for k := range rels {
			if !yield(k) {
				return
			}
		}
	})
	// Pairs are compared and linted in parallel: a pair whose trees are
	// the same needs no lint, and each side keeps only its summary.
	pairs := make([]release.Pair, len(keys))
	errs := make([]error, len(keys))
	var next atomic.Int64
	work := func() {
		for i := int(next.Add(1) - 1); i < len(keys); i = int(next.Add(1) - 1) {
			rel := keys[i]
			o, c := oldRoots[rel], curRoots[rel]
			if sameTree(o, c) {
				continue // byte for byte the same package: nothing changes
			}
			var oerr, cerr error
			if o != "" {
				pairs[i].Old, oerr = summarize(o, shownUnder(old, rel), in)
			}
			if c != "" {
				pairs[i].New, cerr = summarize(c, shownUnder(cur, rel), in)
			}
			errs[i] = errors.Join(oerr, cerr)
		}
	}
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(keys)) - 1 {
		wg.Go(work)
	}
	work()
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		cli.Errorf(stderr, "%v", err)
		return nil, cli.ExitInternal
	}
	return release.Compare(pairs), cli.ExitOK
}

// sideRoots finds a side's package roots by their slash-separated path
// inside its directory ("." for the directory itself).
func sideRoots(s side, stderr io.Writer) (map[string]string, int) {
	if _, err := os.Stat(s.dir); err != nil && s.mayBeEmpty {
		return nil, cli.ExitOK // git held nothing at that path
	}
	// Packages are found as lint finds them: what .gitignore files ignore
	// (build output, copies for other clients) is no package of either
	// side, and git archive never holds what git ignores.
	filter, err := exclude.New(s.dir, nil, true)
	if err != nil {
		return nil, cli.UsageErr(stderr, "%v", err)
	}
	found, err := model.DiscoverSkipping(s.dir, filter.Skip)
	if err != nil {
		if errors.Is(err, model.ErrNoPackage) && s.mayBeEmpty {
			return nil, cli.ExitOK
		}
		if errors.Is(err, model.ErrNoPackage) {
			return nil, cli.UsageErr(stderr, "%s: %v", s.dir, err)
		}
		return nil, cli.UsageErr(stderr, "%v", err)
	}
	out := make(map[string]string, len(found))
	for _, root := range found {
		rel, err := filepath.Rel(s.dir, root)
		if err != nil {
			return nil, cli.UsageErr(stderr, "%v", err)
		}
		out[filepath.ToSlash(rel)] = root
	}
	return out, cli.ExitOK
}

// shownUnder is how a package at rel inside a side is shown.
func shownUnder(s side, rel string) string {
	switch {
	case s.shownAs == "":
		return cli.ShownDir(filepath.Join(s.dir, filepath.FromSlash(rel)))
	case rel == ".":
		return s.shownAs
	case strings.HasSuffix(s.shownAs, ":"):
		return s.shownAs + rel
	}
	return s.shownAs + "/" + rel
}

// summarize lints one package, with the run's inputs, and keeps what
// the diff compares.
func summarize(root, shown string, in *runInputs) (*release.Summary, error) {
	src, err := model.OSSource(root, shown)
	if err != nil {
		return nil, fmt.Errorf("reading %s: %w", shown, err)
	}
	in.apply(&src)
	pkg, err := model.Load(src)
	if err != nil {
		return nil, fmt.Errorf("reading %s: %w", shown, err)
	}
	res, err := rules.Lint(pkg, nil)
	if err != nil {
		return nil, err
	}
	return release.Summarize(res), nil
}

// writeDiff prints the diff and returns the exit code: 1 when anything
// widens.
func writeDiff(format string, d *release.Diff, stdout, stderr io.Writer) int {
	out := bufio.NewWriterSize(stdout, 64<<10)
	err := release.Write(format, out, d)
	if ferr := out.Flush(); err == nil {
		err = ferr
	}
	if err != nil {
		cli.Errorf(stderr, "writing output: %v", err)
		return cli.ExitInternal
	}
	if d.Widens() {
		return cli.ExitFindings
	}
	return cli.ExitOK
}

// sameTree bounds what sameTree reads before it gives up and lets the
// packages be linted: a package is a few files.
const (
	sameTreeFiles = 2000
	sameTreeBytes = 64 << 20
)

// sameTree reports whether two package roots hold the same tree: the
// same names, kinds, execute bits, symlink targets and file contents
// (.git aside). Linting a package depends on nothing else, so a pair
// found the same needs no lint: in a catalog most packages are
// unchanged. Any difference, error or tree past the bounds says no.
func sameTree(a, b string) bool {
	if a == "" || b == "" {
		return false
	}
	files, size := 0, int64(0)
	err := filepath.WalkDir(a, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(a, p)
		if err != nil {
			return err
		}
		if d.IsDir() && d.Name() == ".git" {
			return filepath.SkipDir
		}
		if files++; files > sameTreeFiles {
			return errStop
		}
		ia, err := d.Info()
		if err != nil {
			return err
		}
		q := filepath.Join(b, rel)
		ib, err := os.Lstat(q)
		if err != nil || ia.Mode().Type() != ib.Mode().Type() || ia.Mode().Perm()&0o111 != ib.Mode().Perm()&0o111 {
			return errStop
		}
		switch {
		case ia.Mode()&fs.ModeSymlink != 0:
			ta, erra := os.Readlink(p)
			tb, errb := os.Readlink(q)
			// An absolute target means one thing inside one root and
			// another inside the other: lint both.
			if erra != nil || errb != nil || ta != tb || filepath.IsAbs(ta) {
				return errStop
			}
		case ia.Mode().IsRegular():
			if ia.Size() != ib.Size() {
				return errStop
			}
			if size += ia.Size(); size > sameTreeBytes {
				return errStop
			}
			da, erra := os.ReadFile(p)
			db, errb := os.ReadFile(q)
			if erra != nil || errb != nil || !bytes.Equal(da, db) {
				return errStop
			}
		case ia.IsDir():
			ea, erra := os.ReadDir(p)
			eb, errb := os.ReadDir(q)
			if erra != nil || errb != nil || countNotGit(ea) != countNotGit(eb) {
				return errStop
			}
		}
		return nil
	})
	return err == nil
}

// errStop ends a walk that has its answer.
var errStop = errors.New("stop")

// countNotGit counts directory entries other than .git.
func countNotGit(es []fs.DirEntry) int {
	n := 0
	for _, e := range es {
		if e.Name() != ".git" {
			n++
		}
	}
	return n
}
