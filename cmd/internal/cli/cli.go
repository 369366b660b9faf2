// Package cli holds what pluglint's programs share on the command line:
// exit codes, flag parsing, colour, and how paths and the version are
// shown. pluglint and pluglint-snapshot are separate programs (the
// linter links no network code); this keeps them alike to the user.
package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"syscall"
	"time"

	"github.com/mattn/go-isatty"

	"github.com/pluglint/pluglint/report"
)

// Exit codes, identical for every verb and output format.
const (
	ExitOK       = 0 // nothing at or above --fail-on
	ExitFindings = 1 // findings at or above --fail-on
	ExitUsage    = 2 // usage or configuration error
	ExitInternal = 3 // pluglint itself failed
)

// Set by the release build (-ldflags -X), which knows what the build
// information cannot: a tag on a snapshot build, and the build date.
var (
	version string
	commit  string
	date    string
)

// Build is what a binary knows about how it was built.
type Build struct {
	Version   string // the module version: a tag, a pseudo-version, or "devel"
	Commit    string // the commit, or "" when unknown
	Modified  bool   // built from a checkout with uncommitted changes
	Date      string // RFC 3339: the build date, else the commit's date; "" when unknown
	GoVersion string // the Go toolchain, and the platform built for
}

// BuildInfo reads the build information: the module version ("go install
// ...@v1.2.3" or "@COMMIT" records it), the version control stamp (a
// build in a checkout), and what the release build set.
func BuildInfo() Build {
	b := Build{Version: "devel", GoVersion: runtime.Version() + " " + runtime.GOOS + "/" + runtime.GOARCH}
	if bi, ok := debug.ReadBuildInfo(); ok {
		if v := bi.Main.Version; v != "" && v != "(devel)" {
			b.Version = v
			b.Commit, b.Date = pseudoVersion(v)
		}
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				b.Commit = s.Value
			case "vcs.time":
				b.Date = s.Value
			case "vcs.modified":
				b.Modified = s.Value == "true"
			}
		}
	}
	if version != "" {
		b.Version = version
	}
	if commit != "" {
		b.Commit = commit
	}
	if date != "" {
		b.Date = date
	}
	return b
}

// pseudoVersion returns the commit and date a Go pseudo-version such as
// v0.0.0-20261201140000-0123456789ab names (what "go install
// ...@COMMIT" records), or nothing for a tagged version.
func pseudoVersion(v string) (commit, date string) {
	v, _, _ = strings.Cut(v, "+")
	i := strings.LastIndexByte(v, '-')
	if i < 15 || len(v)-i-1 != 12 {
		return "", ""
	}
	stamp := v[i-14 : i]
	if sep := v[i-15]; sep != '-' && sep != '.' {
		return "", ""
	}
	t, err := time.Parse("20060102150405", stamp)
	if err != nil {
		return "", ""
	}
	return v[i+1:], t.UTC().Format(time.RFC3339)
}

// Tagged reports whether a version is a release tag (v1.2.3), not
// "devel" or a pseudo-version naming a commit.
func Tagged(v string) bool {
	c, _ := pseudoVersion(v)
	return strings.HasPrefix(v, "v") && c == ""
}

// Version is the version pluglint reports (in SARIF, JSON and to MCP
// servers): a tag, a pseudo-version naming the commit, or "devel".
func Version() string { return BuildInfo().Version }

// UsageErr prints a usage or configuration error and returns ExitUsage.
func UsageErr(stderr io.Writer, format string, args ...any) int {
	Errorf(stderr, format, args...)
	return ExitUsage
}

// Errorf prints a diagnostic on stderr: "pluglint: ", the message and a
// newline. Messages name files and packages, whose names a package's
// author chose: every control character in the message but its own line
// breaks and tabs (terminal escape sequences, carriage returns, bidi
// controls) is shown as U+FFFD, as findings show them, so that no name
// can drive the user's terminal.
func Errorf(stderr io.Writer, format string, args ...any) {
	fmt.Fprint(stderr, report.CleanLines("pluglint: "+fmt.Sprintf(format, args...))+"\n")
}

// FlagSet returns a flag set for a command that reports its own parse
// errors (flag.ContinueOnError) and prints usage, then the flags'
// defaults, to stderr.
func FlagSet(name, usage string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), usage)
		fs.PrintDefaults()
	}
	return fs
}

// Parse parses a verb's flags, before or after its arguments (see
// ParseInterleaved). -h, -help and --help print the verb's help on
// stdout and return flag.ErrHelp, so that "pluglint fix --help | less"
// shows it; a mistake is printed with the help on the flag set's output
// (standard error).
func Parse(fs *flag.FlagSet, args []string, stdout io.Writer) ([]string, error) {
	usage := fs.Usage
	fs.Usage = func() {}
	pos, err := ParseInterleaved(fs, args)
	fs.Usage = usage
	switch {
	case errors.Is(err, flag.ErrHelp):
		out := fs.Output()
		fs.SetOutput(stdout)
		fs.Usage()
		fs.SetOutput(out)
	case err != nil:
		fs.Usage()
	}
	return pos, err
}

// ParseInterleaved parses flags that may come before or after the
// positional arguments, as users type them: pluglint PATH --format json.
func ParseInterleaved(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		rest := fs.Args()
		if len(rest) == 0 {
			return pos, nil
		}
		if rest[0] == "--" {
			return append(pos, rest[1:]...), nil
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
}

// UseColour decides whether text output is coloured: --color always or
// never wins; auto means a terminal, unless NO_COLOR is set or TERM is
// dumb, and FORCE_COLOR turns it on even in a pipe.
func UseColour(mode string, stdout io.Writer) (bool, error) {
	return useColour(mode, os.Getenv, IsTerminal(stdout))
}

func useColour(mode string, getenv func(string) string, terminal bool) (bool, error) {
	switch mode {
	case "always":
		return true, nil
	case "never":
		return false, nil
	case "auto":
	default:
		return false, fmt.Errorf("unknown --color %q (want auto, always or never)", mode)
	}
	if getenv("NO_COLOR") != "" {
		return false, nil
	}
	if v := getenv("FORCE_COLOR"); v != "" && v != "0" && v != "false" {
		return true, nil
	}
	return terminal && !DumbTerminal(getenv), nil
}

// DumbTerminal reports whether TERM says the terminal understands no
// escape sequences: no colour, and no progress line redrawn in place.
func DumbTerminal(getenv func(string) string) bool {
	return getenv("TERM") == "dumb"
}

// IsTerminal reports whether w is a terminal.
func IsTerminal(w io.Writer) bool {
	// A writer that filters what it passes on (such as the one that
	// masks credentials) is a terminal when what it writes to is.
	for {
		u, ok := w.(interface{ Unwrap() io.Writer })
		if !ok {
			break
		}
		w = u.Unwrap()
	}
	f, ok := w.(*os.File)
	return ok && (isatty.IsTerminal(f.Fd()) || isatty.IsCygwinTerminal(f.Fd()))
}

// ShownDir is how a package root is shown: relative to the working
// directory when it lies beneath it, slash-separated.
func ShownDir(root string) string {
	if wd, err := os.Getwd(); err == nil {
		if abs, err := filepath.Abs(root); err == nil {
			if rel, err := filepath.Rel(wd, abs); err == nil && !strings.HasPrefix(rel, "..") {
				return filepath.ToSlash(rel)
			}
		}
	}
	return filepath.ToSlash(filepath.Clean(root))
}

// ShownInput is the path findings use for a file named for the run (a
// tool inventory, the Hermes config). Findings name package files
// relative to the package and prefix the package's shown directory
// (dir); a file inside the package root absRoot is therefore named
// relative to it, and one outside by the path given when that is
// absolute, climbs with "../" or the package is the current directory,
// else by its absolute path.
func ShownInput(given, absRoot, dir string) string {
	abs, err := filepath.Abs(given)
	if err != nil {
		return filepath.ToSlash(given)
	}
	if absRoot != "" {
		real := abs
		if r, err := filepath.EvalSymlinks(abs); err == nil {
			real = r
		}
		if root := filepath.FromSlash(absRoot); Within(real, root) {
			rel, _ := filepath.Rel(root, real)
			return filepath.ToSlash(rel)
		}
	}
	g := filepath.ToSlash(given)
	if filepath.IsAbs(given) || strings.HasPrefix(g, "../") || dir == "" || dir == "." {
		return g
	}
	return filepath.ToSlash(abs)
}

// ErrNotRegular is the error OpenRegular and ReadFile return for a
// directory, FIFO, socket or device.
var ErrNotRegular = errors.New("not a regular file")

// OpenRegular opens a file for reading only when it is a regular file. It
// opens without blocking, so that a FIFO where a file is expected (a
// mistake, or a hostile package's .pluglint.yaml) is refused at once
// instead of waiting forever for a writer; it then checks what it
// opened, not what a separate stat saw.
func OpenRegular(name string) (*os.File, error) {
	f, err := os.OpenFile(name, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		if info, serr := os.Stat(name); serr == nil && !info.Mode().IsRegular() {
			// A socket cannot be opened at all ("no such device or
			// address"): say what it is instead.
			err = fmt.Errorf("%s is %w", name, ErrNotRegular)
		}
		return nil, err
	}
	info, err := f.Stat()
	if err == nil && !info.Mode().IsRegular() {
		err = fmt.Errorf("%s is %w", name, ErrNotRegular)
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// Within reports whether the path p lies in the directory dir (or is
// dir), comparing the paths as written.
func Within(p, dir string) bool {
	rel, err := filepath.Rel(dir, p)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) && !filepath.IsAbs(rel)
}

// Escapes reports whether the file name, with its symlinks followed,
// lies outside the directory dir (whose own symlinks are followed too).
// A path that does not resolve (missing, a loop) does not escape: opening
// it fails on its own.
func Escapes(name, dir string) bool {
	real, err := filepath.EvalSymlinks(name)
	if err != nil {
		return false
	}
	realDir, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return false
	}
	return !Within(real, realDir)
}

// ReadFile reads a file named on the command line: a regular file only
// (see OpenRegular), and at most limit bytes; a larger file is an error,
// not a truncated read.
func ReadFile(name string, limit int64) ([]byte, error) {
	f, err := OpenRegular(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, fmt.Errorf("%s is larger than the %d bytes pluglint reads", name, limit)
	}
	return data, nil
}

// WriteAtomic replaces file with data and mode perm at once: it writes a
// temporary file in the same directory and renames it over file, so that
// a reader never sees half of it, a failure leaves file as it was, and a
// symlink in its place is replaced, not followed.
func WriteAtomic(file string, data []byte, perm fs.FileMode) error {
	tmp, err := os.CreateTemp(filepath.Dir(file), "."+filepath.Base(file)+".pluglint-*")
	if err != nil {
		return fmt.Errorf("writing %s: %w", file, err)
	}
	_, werr := tmp.Write(data)
	cerr := tmp.Close()
	err = errors.Join(werr, cerr)
	if err == nil {
		err = os.Chmod(tmp.Name(), perm)
	}
	if err == nil {
		err = os.Rename(tmp.Name(), file)
	}
	if err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("writing %s: %w", file, err)
	}
	return nil
}
