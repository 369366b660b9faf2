package fix_test

import (
	"bytes"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/pluglint/pluglint/rules/model"

	"github.com/rogpeppe/go-internal/txtar"

	"github.com/pluglint/pluglint/rules"
	"github.com/pluglint/pluglint/rules/fix"
	"github.com/pluglint/pluglint/rules/rulestest"
)

var update = flag.Bool("update", false, "rewrite the want/ files and log sections of fix cases")

// Cases live in testdata/fix/<case>.txtar. The archive comment says what
// the case proves. Files form the package root, except these sections:
//
//	args          "unsafe" runs with unsafe fixes
//	want/<file>   the file after fixing, byte for byte; a package file
//	              without one must come back unchanged
//	log           what the run did, one line a fix: "fixed", "refused"
//	              or "unsafe" (left for --unsafe), the rule ID, the message
//	              and, when refused, the reason
//	clean         rule IDs, one a line, that must have no finding left; an ID
//	              followed by a file name is checked in that file only
//
// Text cannot show every byte a fix must keep, so file names take markers
// after "@": crlf (line endings become CRLF), bom (a UTF-8 byte order mark
// is prepended), noeol (the final newline is removed), and symlink (the
// file is a symlink to the trimmed content), as in plugin.json@bom@crlf.
const caseRoot = "../../testdata/fix"

func TestFixCases(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(caseRoot, "*.txtar"))
	if len(files) == 0 {
		t.Fatal("no fix cases")
	}
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".txtar"), func(t *testing.T) { runCase(t, file) })
	}
}

// decode applies a file name's markers to its content.
func decode(name string, data []byte) (string, []byte, fs.FileMode) {
	base, markers, _ := strings.Cut(name, "@")
	mode := fs.FileMode(0o644)
	for _, m := range strings.Split(markers, "@") {
		switch m {
		case "noeol":
			data = bytes.TrimSuffix(data, []byte("\n"))
		case "symlink":
			data, mode = bytes.TrimSpace(data), fs.ModeSymlink
		}
	}
	for _, m := range strings.Split(markers, "@") {
		switch m {
		case "crlf":
			data = bytes.ReplaceAll(data, []byte("\n"), []byte("\r\n"))
		case "bom":
			data = append([]byte("\ufeff"), data...)
		}
	}
	return base, data, mode
}

// encode undoes decode, for -update.
func encode(name string, data []byte) []byte {
	_, markers, _ := strings.Cut(name, "@")
	for _, m := range strings.Split(markers, "@") {
		switch m {
		case "crlf":
			data = bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n"))
		case "bom":
			data = bytes.TrimPrefix(data, []byte("\ufeff"))
		case "noeol":
			data = append(data, '\n')
		}
	}
	return data
}

type archive struct {
	a       *txtar.Archive
	fsys    fstest.MapFS
	want    map[string][]byte // base name -> bytes
	wantIdx map[string]int    // base name -> index in a.Files
	unsafe  bool
	log     *txtar.File
	clean   [][]string // rule ID, then optionally a file
}

func parseCase(t *testing.T, file string) *archive {
	a, err := txtar.ParseFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if len(bytes.TrimSpace(a.Comment)) == 0 {
		t.Errorf("the archive comment must say what the case proves")
	}
	c := &archive{a: a, fsys: fstest.MapFS{}, want: map[string][]byte{}, wantIdx: map[string]int{}}
	for i := range a.Files {
		f := &a.Files[i]
		switch {
		case f.Name == "args":
			c.unsafe = strings.TrimSpace(string(f.Data)) == "unsafe"
		case f.Name == "log":
			c.log = f
		case f.Name == "clean":
			for _, line := range strings.Split(strings.TrimSpace(string(f.Data)), "\n") {
				c.clean = append(c.clean, strings.Fields(line))
			}
		case strings.HasPrefix(f.Name, "want/"):
			base, data, _ := decode(strings.TrimPrefix(f.Name, "want/"), f.Data)
			c.want[base] = data
			c.wantIdx[base] = i
		default:
			base, data, mode := decode(f.Name, f.Data)
			c.fsys[base] = &fstest.MapFile{Data: data, Mode: mode}
		}
	}
	return c
}

func runCase(t *testing.T, file string) {
	c := parseCase(t, file)
	src := model.Source{FS: c.fsys, AbsRoot: "/pkg", Dir: "."}
	rep, err := fix.Run(src, fix.Options{Unsafe: c.unsafe})
	if err != nil {
		t.Fatal(err)
	}

	var log strings.Builder
	for _, fx := range rep.Applied {
		fmt.Fprintf(&log, "fixed %s: %s\n", fx.Rule.ID, fx.Message)
	}
	for _, r := range rep.Refused {
		fmt.Fprintf(&log, "refused %s: %s: %s\n", r.Fix.Rule.ID, r.Fix.Message, r.Reason)
	}
	for _, fx := range rep.Unsafe {
		fmt.Fprintf(&log, "unsafe %s: %s\n", fx.Rule.ID, fx.Message)
	}
	changed := map[string][]byte{}
	for _, ch := range rep.Changes {
		changed[ch.Path] = ch.After
	}

	if *update {
		writeUpdate(t, file, c, log.String(), changed)
		return
	}

	gotLog := log.String()
	wantLog := ""
	if c.log != nil {
		wantLog = string(c.log.Data)
	}
	if gotLog != wantLog {
		t.Errorf("log:\n got:\n%s want:\n%s", gotLog, wantLog)
	}
	for name, want := range c.want {
		got, ok := changed[name]
		if !ok {
			t.Errorf("%s: not changed, want it fixed", name)
			continue
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s after fixing:\n got: %q\nwant: %q", name, got, want)
		}
	}
	for name := range changed {
		if _, ok := c.want[name]; !ok {
			t.Errorf("%s: changed, want it untouched:\n%s", name, changed[name])
		}
	}
	if len(rep.Applied) > 0 && len(c.clean) == 0 {
		t.Errorf("a case that fixes must list in a clean section the rules the fixed package is clean of")
	}

	// The fixed package lints clean of the fixed rules, and fixing it
	// again changes nothing.
	pkg, err := model.Load(rep.Source)
	if err != nil {
		t.Fatal(err)
	}
	for _, fields := range c.clean {
		r := rules.Lookup(fields[0])
		if r == nil || len(fields) > 2 {
			t.Fatalf("clean: want a rule ID and optionally a file, got %q", fields)
		}
		res, err := rules.LintRule(pkg, r)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range res.Findings {
			if len(fields) == 1 || f.Loc.File == fields[1] {
				t.Errorf("after fixing, %s still reports %s:%d:%d: %s", r.ID, f.Path, f.Pos.Line, f.Pos.Column, f.Message)
			}
		}
	}
	again, err := fix.Run(rep.Source, fix.Options{Unsafe: c.unsafe})
	if err != nil {
		t.Fatal(err)
	}
	for _, ch := range again.Changes {
		t.Errorf("fixing the fixed package changes %s again:\n%s", ch.Path, ch.After)
	}
}

// writeUpdate rewrites the log section and the want/ files from a run.
func writeUpdate(t *testing.T, file string, c *archive, log string, changed map[string][]byte) {
	a := c.a
	var files []txtar.File
	for _, f := range a.Files {
		if f.Name != "log" && !strings.HasPrefix(f.Name, "want/") {
			files = append(files, f)
		}
	}
	names := make([]string, 0, len(changed))
	for name := range changed {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		// Keep the markers the want file had, else the input file's.
		marked := name
		if i, ok := c.wantIdx[name]; ok {
			marked = strings.TrimPrefix(a.Files[i].Name, "want/")
		} else {
			for _, f := range a.Files {
				if base, _, _ := strings.Cut(f.Name, "@"); base == name && !strings.HasPrefix(f.Name, "want/") {
					marked = f.Name
				}
			}
		}
		files = append(files, txtar.File{Name: "want/" + marked, Data: encode(marked, changed[name])})
	}
	if log != "" {
		files = append(files, txtar.File{Name: "log", Data: []byte(log)})
	}
	a.Files = files
	if err := os.WriteFile(file, txtar.Format(a), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestCatalogue checks that every rule with a fixer describes it for the
// rule catalogue, that only the rules the issue allows have fixes, and
// that a rule whose findings are never touched plans nothing.
func TestCatalogue(t *testing.T) {
	want := map[string]string{
		"PL002": "unsafe", "PL101": "safe", "PL210": "safe", "PL211": "safe",
		"PL300": "safe", "PL301": "safe", "PL500": "never", "PL501": "safe/unsafe",
	}
	for _, r := range rules.All {
		rf := r.Fix
		if rf == nil {
			if _, listed := want[r.ID]; listed {
				t.Errorf("%s: no catalogue entry", r.ID)
			}
			continue
		}
		if want[r.ID] != rf.Safety {
			t.Errorf("%s: safety %q, want %q", r.ID, rf.Safety, want[r.ID])
		}
		if rf.What == "" {
			t.Errorf("%s: catalogue entry says nothing", r.ID)
		}
		if (rf.Plan == nil) != (rf.Safety == "never") {
			t.Errorf("%s: safety %q with Plan set %v: a fix plans unless it is never", r.ID, rf.Safety, rf.Plan != nil)
		}
	}
}

// TestRuleFixturesStaySafe runs every fix, unsafe ones included, over
// every rule fixture package in testdata/rules: hundreds of odd inputs.
// Whatever it applies must leave each JSON file parsable, never turn a
// package that loads into one Hermes rejects, never stop a server or
// skill from loading, never widen a server's trust, and leave nothing for
// a second run to do.
func TestRuleFixturesStaySafe(t *testing.T) {
	files, err := filepath.Glob("../../testdata/rules/*/*.txtar")
	if err != nil || len(files) == 0 {
		t.Fatalf("no rule fixtures under testdata/rules (%v): the test would check nothing", err)
	}
	for _, file := range files {
		a, err := txtar.ParseFile(file)
		if err != nil {
			t.Fatal(err)
		}
		fsys := rulestest.FixtureFS(a)
		hermesConfig := rulestest.Section(a, rulestest.HermesConfig)
		if hermesConfig != nil {
			continue // the user's config.yaml changes trust; not what fixes are about
		}
		name := strings.TrimPrefix(file, "../../testdata/rules/")
		t.Run(name, func(t *testing.T) {
			src := model.Source{FS: fsys, AbsRoot: "/pkg", Dir: "."}
			before := lintSource(t, src)
			rep, err := fix.Run(src, fix.Options{Unsafe: true})
			if err != nil {
				t.Fatal(err)
			}
			after := lintSource(t, rep.Source)
			for _, jf := range []*model.JSONFile{after.Package.Manifest, after.Package.MCP} {
				if jf.Err != nil && jf.Data != nil {
					if bf := before.Package.File(jf.Path); bf == nil || !bytes.Equal(bf.Data, jf.Data) {
						t.Errorf("%s no longer parses: %v", jf.Path, jf.Err)
					}
				}
			}
			if after.Outcome.Rejected && !before.Outcome.Rejected {
				t.Errorf("fixing made Hermes reject the package")
			}
			for _, s := range before.Outcome.Servers {
				a := after.Outcome.Server(s.Name)
				switch {
				case a == nil:
					t.Errorf("fixing dropped server %q", s.Name)
				case s.Trust == model.TrustUntrusted && a.Trust != model.TrustUntrusted:
					t.Errorf("fixing widened the trust of server %q", s.Name)
				}
			}
			skills := map[string]bool{}
			for _, s := range after.Outcome.Skills {
				skills[s.Name] = true
			}
			for _, s := range before.Outcome.Skills {
				if !skills[s.Name] {
					t.Errorf("fixing dropped skill %q", s.Name)
				}
			}
			again, err := fix.Run(rep.Source, fix.Options{Unsafe: true})
			if err != nil {
				t.Fatal(err)
			}
			for _, ch := range again.Changes {
				t.Errorf("a second run changes %s again", ch.Path)
			}
		})
	}
}

func lintSource(t *testing.T, src model.Source) *rules.Result {
	t.Helper()
	pkg, err := model.Load(src)
	if err != nil {
		t.Fatal(err)
	}
	res, err := rules.Lint(pkg, nil)
	if err != nil {
		t.Fatal(err)
	}
	return res
}
