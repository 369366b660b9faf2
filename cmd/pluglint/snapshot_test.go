package main

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pluglint/pluglint/cmd/internal/cli"
)

func TestFindSnapshot(t *testing.T) {
	bin := t.TempDir()
	exe := filepath.Join(bin, "pluglint")
	sibling := filepath.Join(bin, snapshotProgram)
	for _, f := range []string{exe, sibling} {
		if err := os.WriteFile(f, nil, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	links := t.TempDir()
	link := filepath.Join(links, "pluglint")
	if err := os.Symlink(exe, link); err != nil {
		t.Fatal(err)
	}
	onPath := func(name string) (string, error) { return "/on/path/" + name, nil }
	notFound := func(string) (string, error) { return "", errors.New("not found") }

	cases := []struct {
		name, exe string
		lookPath  func(string) (string, error)
		want      string
		wantErr   bool
	}{
		{"next to pluglint", exe, onPath, sibling, false},
		{"next to the binary a symlink names", link, onPath, sibling, false},
		{"on PATH when not next to pluglint", filepath.Join(links, "elsewhere"), onPath, "/on/path/" + snapshotProgram, false},
		{"executable unknown", "", onPath, "/on/path/" + snapshotProgram, false},
		{"nowhere", filepath.Join(links, "elsewhere"), notFound, "", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := findSnapshot(c.exe, c.lookPath)
			if (err != nil) != c.wantErr || got != c.want {
				t.Errorf("findSnapshot(%q) = %q, %v; want %q (error %v)", c.exe, got, err, c.want, c.wantErr)
			}
		})
	}
}

func TestSnapshotNotInstalled(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	var stdout, stderr bytes.Buffer
	code := run([]string{"snapshot", "."}, &stdout, &stderr)
	// A test binary has no version or commit: the hint says to build the
	// companion from the same checkout, never @latest.
	want := "pluglint: snapshot needs the pluglint-snapshot program, which is not installed next to pluglint or on PATH; build it from the same checkout as pluglint with\n" +
		"  go install ./cmd/pluglint-snapshot\n"
	if code != cli.ExitInternal || stdout.Len() != 0 || stderr.String() != want {
		t.Errorf("exit %d, stdout %q, stderr %q; want exit %d and stderr %q", code, stdout.String(), stderr.String(), cli.ExitInternal, want)
	}
}

// TestSnapshotHelpNotInstalled: snapshot's help and flag mistakes need no
// pluglint-snapshot program.
func TestSnapshotHelpNotInstalled(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	var stdout, stderr bytes.Buffer
	if code := run([]string{"snapshot", "--help"}, &stdout, &stderr); code != cli.ExitOK || stderr.Len() != 0 ||
		!strings.HasPrefix(stdout.String(), "usage: pluglint snapshot [flags] [PATH]\n") {
		t.Errorf("snapshot --help: exit %d, stdout %q, stderr %q", code, stdout.String(), stderr.String())
	}
	stdout.Reset()
	stderr.Reset()
	if code := run([]string{"snapshot", "--bogus"}, &stdout, &stderr); code != cli.ExitUsage || stdout.Len() != 0 ||
		!strings.HasPrefix(stderr.String(), "flag provided but not defined: -bogus\n") {
		t.Errorf("snapshot --bogus: exit %d, stdout %q, stderr %q", code, stdout.String(), stderr.String())
	}
}
