package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"time"

	"github.com/pluglint/pluglint/cmd/internal/cli"
	"github.com/pluglint/pluglint/report"
	"github.com/pluglint/pluglint/rules"
	"github.com/pluglint/pluglint/rules/config"
	"github.com/pluglint/pluglint/rules/exclude"
)

// runConfig is the run's .pluglint.yaml files and baseline, resolved per
// package root before any package is linted.
//
// Each package uses the nearest .pluglint.yaml at or above its root, up
// to the repository root (a directory holding .git) or, outside a
// repository, the file system root; --config names one file for every
// package instead. Files are never merged. Paths in a file are relative
// to the file's directory.
//
// Ignore entries are checked after the run, when their path lies under a
// linted path (so linting one package of a catalog does not complain about
// the entries of the others): an entry that matched nothing, and an expired entry (which no longer hides
// anything, so its finding is reported again), are warnings printed to
// standard error that count towards --fail-on like findings; an entry
// that matches a finding that makes Hermes reject the package is a
// configuration error (exit 2), because no configuration makes such a
// package load.
type runConfig struct {
	wd     string // absolute working directory
	today  time.Time
	linted []string // the linted paths, absolute
	// packages holds the absolute package roots: a .pluglint.yaml in one
	// ships with the package (see shipped).
	packages map[string]bool
	byRoot   map[string]*rootConfig
	files    []*loadedConfig // every file in use, in the order first met
	explicit *loadedConfig   // --config, for every package
	// baseline holds --baseline's fingerprints; nil without one.
	baseline     map[string]bool
	baselineFile string
	// sharded is set with --shard: the run sees only some of the packages
	// a baseline was written for, so a baseline matching none of them is
	// no sign of a mistake.
	sharded bool
	found   map[string]*loadedConfig // directory -> nearest file at or above it
	loaded  map[string]*loadedConfig // absolute file path -> file
	// worst is the highest level of the configuration problems found after
	// the run; LevelDefault when there is none.
	worst rules.Level
}

// loadedConfig is one configuration file in use.
type loadedConfig struct {
	file *config.File
	abs  string // the file's absolute path
	dir  string // its directory, which paths in it are relative to
	// shipped is set when the file lies in a package root: it comes with
	// the package, so it and the inventory it names are read as package
	// files are, never through a symlink leading out of the package.
	shipped bool
	levels  map[*rules.Rule]rules.Level
	// uses holds, per entry, its copy in each package's settings: the
	// engine marks copies, so packages linted in parallel never share one.
	uses map[*config.Ignore][]*rules.Ignore
}

// rootConfig is what applies to one package root.
type rootConfig struct {
	conf     *loadedConfig // nil without a configuration file
	settings *rules.Settings
}

// newRunConfig starts the run's configuration: the working directory,
// the linted paths and --config. Discovery asks it for exclude globs
// (excludesFor); resolve then reads the files for the package roots found.
func newRunConfig(o *lintOptions, paths []string) (*runConfig, error) {
	wd, err := os.Getwd()
	if err != nil {
		return nil, fmt.Errorf("finding the working directory: %w", err)
	}
	c := &runConfig{
		wd: wd, today: time.Now(), byRoot: map[string]*rootConfig{}, packages: map[string]bool{},
		found: map[string]*loadedConfig{}, loaded: map[string]*loadedConfig{},
	}
	for _, p := range paths {
		abs, err := filepath.Abs(p)
		if err != nil {
			return nil, fmt.Errorf("resolving %s: %w", p, err)
		}
		c.linted = append(c.linted, abs)
	}
	if o.config != "" {
		if c.explicit, err = c.load(o.config); err != nil {
			return nil, err
		}
	}
	return c, nil
}

// excludesFor returns the exclude globs of the configuration that applies
// at a linted path: --config, else the nearest .pluglint.yaml at or above
// it. Files beneath the path are not asked: a package must not be able to
// hide itself from a catalog's run.
func (c *runConfig) excludesFor(p string) ([]exclude.Glob, error) {
	conf := c.explicit
	if conf == nil {
		abs, err := filepath.Abs(p)
		if err != nil {
			return nil, fmt.Errorf("resolving %s: %w", p, err)
		}
		if info, err := os.Stat(abs); err != nil || !info.IsDir() {
			return nil, nil // a file names its package: nothing is walked
		}
		if isPackageRoot(abs) {
			c.packages[abs] = true // its .pluglint.yaml ships with it
		}
		if conf, err = c.nearest(abs); err != nil {
			return nil, err
		}
	}
	if conf == nil {
		return nil, nil
	}
	globs := make([]exclude.Glob, len(conf.file.Excludes))
	for i, e := range conf.file.Excludes {
		globs[i] = exclude.Glob{Pattern: e.Glob, Dir: conf.dir}
	}
	return globs, nil
}

// isPackageRoot reports whether a directory holds a manifest that makes
// it a package root.
func isPackageRoot(dir string) bool {
	for _, name := range []string{"plugin.json", "mcp.json"} {
		if _, err := os.Lstat(filepath.Join(dir, name)); err == nil {
			return true
		}
	}
	return false
}

// resolve reads the configuration for the package roots found and the
// baseline, if any. Any mistake in them is returned as an error (exit 2)
// with its position.
func (c *runConfig) resolve(o *lintOptions, roots []string) error {
	for _, root := range roots {
		if abs, err := filepath.Abs(root); err == nil {
			c.packages[abs] = true
		}
	}
	baseline, err := readBaseline(o.baseline)
	if err != nil {
		return err
	}
	c.baseline, c.baselineFile = baseline, o.baseline
	for _, root := range roots {
		abs, err := filepath.Abs(root)
		if err != nil {
			return fmt.Errorf("resolving %s: %w", root, err)
		}
		conf := c.explicit
		if conf == nil {
			if conf, err = c.nearest(abs); err != nil {
				return err
			}
		}
		c.byRoot[root] = c.rootSettings(abs, conf, baseline)
	}
	return nil
}

// nearest finds the configuration file for a directory, memoising every
// directory it passes through.
func (c *runConfig) nearest(dir string) (*loadedConfig, error) {
	found, loaded := c.found, c.loaded
	if conf, ok := found[dir]; ok {
		return conf, nil
	}
	var conf *loadedConfig
	name := filepath.Join(dir, config.FileName)
	if info, err := os.Stat(name); err == nil && !info.IsDir() {
		if conf = loaded[name]; conf == nil {
			shipped := c.packages[dir]
			if shipped && cli.Escapes(name, dir) {
				return nil, fmt.Errorf("configuration file %s is a symlink leading outside its package: pluglint reads nothing outside a package it lints (name a configuration with --config)", report.Clean(c.shown(name)))
			}
			if conf, err = c.load(name); err != nil {
				return nil, err
			}
			conf.shipped = shipped
			loaded[name] = conf
		}
	} else if _, err := os.Lstat(filepath.Join(dir, ".git")); err != nil {
		if parent := filepath.Dir(dir); parent != dir {
			var err error
			if conf, err = c.nearest(parent); err != nil {
				return nil, err
			}
		}
	}
	found[dir] = conf
	return conf, nil
}

// load reads and checks one configuration file.
func (c *runConfig) load(name string) (*loadedConfig, error) {
	abs, err := filepath.Abs(name)
	if err != nil {
		return nil, fmt.Errorf("resolving %s: %w", name, err)
	}
	f, err := cli.OpenRegular(abs)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil, fmt.Errorf("configuration file %s does not exist", report.Clean(name))
	case errors.Is(err, cli.ErrNotRegular):
		return nil, fmt.Errorf("configuration file %s is not a regular file", report.Clean(name))
	case err != nil:
		return nil, fmt.Errorf("reading %s: %w", report.Clean(name), err)
	}
	defer f.Close()
	file, err := config.Read(report.Clean(c.shown(abs)), f) // the path is shown only
	if err != nil {
		return nil, err
	}
	conf := &loadedConfig{
		file: file, abs: abs, dir: filepath.Dir(abs), levels: map[*rules.Rule]rules.Level{},
		uses: map[*config.Ignore][]*rules.Ignore{},
	}
	for _, l := range file.Levels {
		conf.levels[l.Rule] = l.Level
	}
	c.files = append(c.files, conf)
	return conf, nil
}

// shown is how a path is shown: relative to the working directory when it
// lies beneath it.
func (c *runConfig) shown(abs string) string {
	if cli.Within(abs, c.wd) {
		rel, _ := filepath.Rel(c.wd, abs)
		return filepath.ToSlash(rel)
	}
	return filepath.ToSlash(abs)
}

// rootSettings builds one package's settings: the file's levels, a copy of
// every unexpired ignore entry that can point into the package, and the
// baseline.
func (c *runConfig) rootSettings(absRoot string, conf *loadedConfig, baseline map[string]bool) *rootConfig {
	rc := &rootConfig{conf: conf}
	if conf == nil && baseline == nil {
		return rc
	}
	s := &rules.Settings{Baseline: baseline}
	if conf != nil {
		s.Levels = conf.levels
		relRoot, err := filepath.Rel(conf.dir, absRoot)
		if err != nil {
			relRoot = ".."
		}
		relRoot = filepath.ToSlash(relRoot)
		rel := c.relTo(conf.dir)
		for _, ig := range conf.file.Ignores {
			if !inScope(ig.Path, relRoot) {
				continue
			}
			copyIg := &rules.Ignore{
				Rule: ig.Rule, Path: ig.Path, Pointer: ig.Pointer, Reason: ig.Reason,
				Expires: ig.Expires, Match: matcher(rel, ig.Path),
			}
			conf.uses[ig] = append(conf.uses[ig], copyIg)
			if !ig.Expired(c.today) {
				s.Ignores = append(s.Ignores, copyIg)
			}
		}
	}
	rc.settings = s
	return rc
}

// inScope reports whether an ignore path (relative to the configuration
// file's directory) can name a file inside a package root (relRoot,
// relative to the same directory).
func inScope(pattern, relRoot string) bool {
	if relRoot == ".." || strings.HasPrefix(relRoot, "../") {
		return false
	}
	pat := strings.Split(path.Clean(pattern), "/")
	var root []string
	if relRoot != "." {
		root = strings.Split(relRoot, "/")
	}
	if len(pat) <= len(root) {
		return false
	}
	for i, elem := range root {
		if ok, _ := path.Match(pat[i], elem); !ok {
			return false
		}
	}
	return true
}

// relTo returns a finding's shown path relative to dir, the directory of
// a configuration file, as its ignore patterns are written. The engine
// asks every ignore entry about one finding in turn, so it keeps the last
// answer: a file of thousands of entries worked the same path out for
// each. Each package root gets its own, and only that root's lint asks.
func (c *runConfig) relTo(dir string) func(shown string) (string, bool) {
	var last, lastRel string
	var known, lastOK bool
	return func(shown string) (string, bool) {
		if known && shown == last {
			return lastRel, lastOK
		}
		p := filepath.FromSlash(shown)
		if !filepath.IsAbs(p) {
			p = filepath.Join(c.wd, p)
		}
		r, err := filepath.Rel(dir, p)
		last, lastRel, lastOK, known = shown, filepath.ToSlash(r), err == nil, true
		return lastRel, lastOK
	}
}

// matcher matches a shown path, made relative by rel, against an ignore
// entry's glob pattern.
func matcher(rel func(string) (string, bool), pattern string) func(string) bool {
	pattern = path.Clean(pattern)
	return func(shown string) bool {
		r, ok := rel(shown)
		if !ok {
			return false
		}
		ok, _ = path.Match(pattern, r)
		return ok
	}
}

// settingsFor returns the settings that apply to a package root; nil when
// there are none.
func (c *runConfig) settingsFor(root string) *rules.Settings {
	if rc := c.byRoot[root]; rc != nil {
		return rc.settings
	}
	return nil
}

// ToolsFor returns the tool inventory the configuration names for a
// package root (`tools:`, relative to the configuration file), as a path
// that can be opened and shown (relative to the working directory when it
// lies beneath it), or "" when the configuration names none.
func (c *runConfig) ToolsFor(root string) (string, error) {
	rc := c.byRoot[root]
	if rc == nil || rc.conf == nil || rc.conf.file.Tools == "" {
		return "", nil
	}
	abs := filepath.Join(rc.conf.dir, filepath.FromSlash(rc.conf.file.Tools))
	shown := filepath.FromSlash(c.shown(abs))
	if rc.conf.shipped && cli.Escapes(abs, rc.conf.dir) {
		return "", fmt.Errorf("configuration tools: %s is a symlink leading outside its package: pluglint reads nothing outside a package it lints (name an inventory with --tools)", report.Clean(filepath.ToSlash(shown)))
	}
	return shown, nil
}

// configProblem is a note about the configuration found after the run.
type configProblem struct {
	conf  *loadedConfig
	pos   config.Pos
	level rules.Level
	msg   string
}

// finish checks the ignore entries against what the run found. It prints
// configuration errors and returns cli.ExitUsage when an entry tried to hide
// a rejection; otherwise it prints warnings (as annotations when github
// is set) and remembers their level for --fail-on.
func (c *runConfig) finish(github bool, stderr io.Writer) int {
	var errs, warns []configProblem
	for _, conf := range c.files {
		for _, ig := range conf.file.Ignores {
			if !c.checks(conf, ig) {
				continue // it points outside what this run linted
			}
			uses := conf.uses[ig]
			what := fmt.Sprintf("ignore entry for %s at %q", ig.Rule.ID, ig.Path)
			if ig.Pointer != "" {
				what += " " + ig.Pointer
			}
			var refused *rules.Finding
			matched := false
			for _, u := range uses {
				matched = matched || u.Matched
				if refused == nil {
					refused = u.Refused
				}
			}
			switch {
			case refused != nil:
				errs = append(errs, configProblem{conf, ig.Pos, rules.Error, fmt.Sprintf(
					"%s matches a finding that makes Hermes reject the package (%s:%d:%d); a rejection cannot be ignored, fix the package",
					what, report.Clean(refused.Path), refused.Pos.Line, refused.Pos.Column)})
			case ig.Expired(c.today):
				warns = append(warns, configProblem{conf, ig.Pos, rules.Warning, fmt.Sprintf(
					"%s expired on %s and no longer hides anything; fix the finding or renew the entry", what, ig.Expires)})
			case !matched:
				warns = append(warns, configProblem{conf, ig.Pos, rules.Warning, fmt.Sprintf(
					"%s matches no finding; remove it", what)})
			}
		}
	}
	if len(errs) > 0 {
		for _, p := range errs {
			cli.Errorf(stderr, "%s:%d:%d: %s", p.conf.file.Path, p.pos.Line, p.pos.Column, p.msg)
		}
		return cli.ExitUsage
	}
	root := ""
	if github {
		root = report.FindRepoRoot(c.wd)
	}
	for _, p := range warns {
		if github {
			file := filepath.ToSlash(p.conf.abs)
			if rel, err := filepath.Rel(root, p.conf.abs); err == nil && !strings.HasPrefix(rel, "..") {
				file = filepath.ToSlash(rel)
			}
			fmt.Fprintln(stderr, report.Annotation{
				Level: p.level, File: file, Line: p.pos.Line, Column: p.pos.Column,
				Title: "pluglint configuration", Message: p.msg,
			})
			continue
		}
		fmt.Fprint(stderr, report.CleanLines(fmt.Sprintf("%s:%d:%d: %s: %s", p.conf.file.Path, p.pos.Line, p.pos.Column, p.level, p.msg))+"\n")
	}
	for _, p := range warns {
		c.worst = max(c.worst, p.level)
	}
	c.checkBaseline(github, stderr)
	return cli.ExitOK
}

// checkBaseline warns when the baseline holds findings but hid none of
// this run's: written for other packages, or by a pluglint whose findings
// have changed since, it would let everything through unnoticed once the
// packages change again.
func (c *runConfig) checkBaseline(github bool, stderr io.Writer) {
	if len(c.baseline) == 0 || c.sharded {
		return
	}
	for _, rc := range c.byRoot {
		if rc.settings != nil && rc.settings.BaselineHits > 0 {
			return
		}
	}
	msg := fmt.Sprintf("baseline %s matches none of this run's findings: it was written for other packages, or all it holds is fixed (then remove it)", c.shown(absOr(c.baselineFile)))
	if github {
		fmt.Fprintln(stderr, report.Annotation{Level: rules.Warning, Title: "pluglint baseline", Message: report.Clean(msg)})
	} else {
		cli.Errorf(stderr, "warning: %s", msg)
	}
	c.worst = max(c.worst, rules.Warning)
}

// absOr returns a path made absolute, or as given when that fails.
func absOr(p string) string {
	if abs, err := filepath.Abs(p); err == nil {
		return abs
	}
	return p
}

// checks reports whether an ignore entry lies under a linted path, so
// that the run can tell whether it still matches anything.
func (c *runConfig) checks(conf *loadedConfig, ig *config.Ignore) bool {
	for _, p := range c.linted {
		rel, err := filepath.Rel(conf.dir, p)
		if err == nil && inScope(ig.Path, filepath.ToSlash(rel)) {
			return true
		}
	}
	return false
}

// failsOn reports whether the configuration problems reach failOn.
func (c *runConfig) failsOn(failOn rules.Level) bool {
	return failOn != rules.Off && c.worst != rules.LevelDefault && c.worst >= failOn
}

// exitCode is the run's exit code once its results are written:
// ExitFindings when a finding, or a warning about the configuration
// itself, is at or above --fail-on. Latent findings count only when
// latent is set (--fail-on-latent).
func (c *runConfig) exitCode(results []*rules.Result, failOn rules.Level, latent bool) int {
	for _, r := range results {
		for _, f := range r.Findings {
			if failOn != rules.Off && f.Level >= failOn && (f.LatentOf == nil || latent) {
				return cli.ExitFindings
			}
		}
	}
	if c.failsOn(failOn) {
		return cli.ExitFindings
	}
	return cli.ExitOK
}

// baselineReport is the part of a JSON report a baseline needs.
type baselineReport struct {
	Version  *int `json:"version"`
	Packages []struct {
		Findings []struct {
			Fingerprint string `json:"fingerprint"`
		} `json:"findings"`
	} `json:"packages"`
}

// maxBaseline bounds the JSON report --baseline reads: a report of a
// catalog of 10,000 packages takes a few tens of megabytes.
const maxBaseline = 256 << 20

// readBaseline reads the fingerprints of a previous JSON report.
func readBaseline(name string) (map[string]bool, error) {
	if name == "" {
		return nil, nil
	}
	data, err := cli.ReadFile(name, maxBaseline)
	if err != nil {
		return nil, fmt.Errorf("reading baseline: %w", err)
	}
	var doc baselineReport
	if err := json.Unmarshal(data, &doc); err != nil {
		return nil, fmt.Errorf("baseline %s is not a pluglint JSON report (pluglint --format json): %w", name, err)
	}
	if doc.Version == nil || *doc.Version != report.JSONVersion {
		return nil, fmt.Errorf("baseline %s is not a version %d pluglint JSON report (pluglint --format json)", name, report.JSONVersion)
	}
	set := map[string]bool{}
	for _, p := range doc.Packages {
		for _, f := range p.Findings {
			if f.Fingerprint != "" {
				set[f.Fingerprint] = true
			}
		}
	}
	return set, nil
}
