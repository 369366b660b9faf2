package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/pluglint/pluglint/cmd/internal/cli"
	"github.com/pluglint/pluglint/release"
)

// maxArchive bounds what --since extracts from git for one path: far
// more than any catalog of packages, far less than a disk.
const maxArchive = 1 << 30

// runSince is "pluglint lint --since REV [PATH ...]": the release diff of
// each path against the same path as git holds it at REV. The work tree
// is never touched: git archive writes REV's files into a temporary
// directory.
func runSince(o *lintOptions, paths []string, stdout, stderr io.Writer) int {
	rev, format := o.since, o.format
	if !slices.Contains(release.Formats, format) {
		return cli.UsageErr(stderr, "--since prints the release diff: --format wants %s, got %q", strings.Join(release.Formats, ", "), format)
	}
	if len(paths) == 0 {
		paths = []string{"."}
	}
	in, err := loadRunInputs(o)
	if err != nil {
		return cli.UsageErr(stderr, "%v", err)
	}
	var all release.Diff
	for _, p := range paths {
		d, code := sinceOne(rev, p, in, stderr)
		if code != cli.ExitOK {
			return code
		}
		all.Packages += d.Packages
		all.Changes = append(all.Changes, d.Changes...)
	}
	return writeDiff(format, &all, stdout, stderr)
}

// sinceOne diffs one path against REV.
func sinceOne(rev, p string, in *runInputs, stderr io.Writer) (*release.Diff, int) {
	if fi, err := os.Stat(p); err != nil || !fi.IsDir() {
		return nil, cli.UsageErr(stderr, "%s: not a directory", p)
	}
	top, err := git(p, "rev-parse", "--show-toplevel")
	if err != nil {
		return nil, cli.UsageErr(stderr, "--since needs a git repository: %v", err)
	}
	prefix, err := git(p, "rev-parse", "--show-prefix")
	if err != nil {
		return nil, cli.UsageErr(stderr, "--since: %v", err)
	}
	commit, err := git(p, "rev-parse", "--verify", "--end-of-options", rev+"^{commit}")
	if err != nil {
		return nil, cli.UsageErr(stderr, "--since %s: not a commit in %s", rev, top)
	}
	tmp, err := os.MkdirTemp("", "pluglint-since-")
	if err != nil {
		cli.Errorf(stderr, "%v", err)
		return nil, cli.ExitInternal
	}
	defer os.RemoveAll(tmp)
	if err := extractTree(top, commit, prefix, tmp); err != nil {
		cli.Errorf(stderr, "--since %s: %v", rev, err)
		return nil, cli.ExitInternal
	}
	// OLD's files are shown as git names them, so that "git show" finds
	// them: HEAD~1:plugins/trader/plugin.json.
	old := side{dir: filepath.Join(tmp, filepath.FromSlash(prefix)), shownAs: rev + ":" + strings.TrimSuffix(prefix, "/"), mayBeEmpty: true}
	return diffDirs(old, side{dir: p}, in, stderr)
}

// git runs git in dir and returns its output's first line.
func git(dir string, args ...string) (string, error) {
	cmd := exec.Command("git", append([]string{"-C", dir}, args...)...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		msg := strings.TrimSpace(errb.String())
		if msg == "" {
			msg = err.Error()
		}
		return "", errors.New(msg)
	}
	line, _, _ := strings.Cut(out.String(), "\n")
	return line, nil
}

// extractTree writes the files under prefix of commit into dir, through
// os.Root so that no entry (a "../" name, a file under a symlinked
// directory) lands outside it. A prefix git did not hold at commit
// leaves dir empty: the package did not exist yet.
func extractTree(top, commit, prefix, dir string) error {
	args := []string{"-C", top, "archive", "--format=tar", commit}
	if prefix != "" {
		// Does the commit hold the prefix at all?
		if _, err := git(top, "cat-file", "-e", commit+":"+strings.TrimSuffix(prefix, "/")); err != nil {
			return nil
		}
		args = append(args, "--", prefix)
	}
	cmd := exec.Command("git", args...)
	var errb bytes.Buffer
	cmd.Stderr = &errb
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return err
	}
	xerr := untar(stdout, dir)
	_, _ = io.Copy(io.Discard, stdout)
	werr := cmd.Wait()
	if xerr != nil {
		return xerr
	}
	if werr != nil {
		return fmt.Errorf("git archive: %s", strings.TrimSpace(errb.String()))
	}
	return nil
}

// untar writes a tar stream's directories, regular files and symlinks
// into dir.
func untar(r io.Reader, dir string) error {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return err
	}
	defer root.Close()
	tr := newTarStream(r)
	var total int64
	for {
		h, err := tr.Next()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		name := path.Clean(h.Name)
		if name == "." || strings.HasPrefix(name, "../") || path.IsAbs(name) {
			continue
		}
		if d := path.Dir(name); d != "." {
			if err := root.MkdirAll(d, 0o755); err != nil {
				return err
			}
		}
		switch h.Typeflag {
		case tarDir:
			if err := root.MkdirAll(name, 0o755); err != nil {
				return err
			}
		case tarReg:
			if total += h.Size; total > maxArchive {
				return fmt.Errorf("the tree is larger than %d MiB", maxArchive>>20)
			}
			f, err := root.OpenFile(name, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, os.FileMode(h.Mode)&0o755|0o600)
			if err != nil {
				return err
			}
			_, cerr := io.Copy(f, tr)
			if err := errors.Join(cerr, f.Close()); err != nil {
				return err
			}
		case tarSymlink:
			// The link is kept as git holds it; the loader decides, as
			// for any package, whether it stays inside the package.
			if err := root.Symlink(h.Linkname, name); err != nil {
				return err
			}
		}
	}
}
