package main

import (
	"bytes"
	"runtime"
	"testing"

	"github.com/pluglint/pluglint/cmd/internal/cli"
	"github.com/pluglint/pluglint/cmd/pluglint/internal/catalog"
)

// TestCatalogDeterministic lints a generated catalog with GOMAXPROCS 1, 2
// and 8 (lintAll runs one worker per P) and requires the same bytes in
// every format: output must never depend on scheduling.
func TestCatalogDeterministic(t *testing.T) {
	if testing.Short() {
		t.Skip("lints a 240-package catalog 12 times")
	}
	dir := t.TempDir()
	if _, err := catalog.Generate(dir, 240); err != nil {
		t.Fatal(err)
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	for _, format := range []string{"text", "json", "sarif", "github", "html"} {
		var want []byte
		for _, procs := range []int{1, 2, 8} {
			runtime.GOMAXPROCS(procs)
			var stdout, stderr bytes.Buffer
			code := run([]string{"--format", format, "--color", "never", dir}, &stdout, &stderr)
			if code != cli.ExitFindings {
				t.Fatalf("%s, GOMAXPROCS %d: exit %d, want %d (the catalog has errors); stderr:\n%s", format, procs, code, cli.ExitFindings, stderr.String())
			}
			if stderr.Len() != 0 {
				t.Errorf("%s, GOMAXPROCS %d: unexpected stderr:\n%s", format, procs, stderr.String())
			}
			if stdout.Len() == 0 {
				t.Fatalf("%s, GOMAXPROCS %d: no output", format, procs)
			}
			if want == nil {
				want = stdout.Bytes()
				continue
			}
			if !bytes.Equal(stdout.Bytes(), want) {
				t.Errorf("%s: output with GOMAXPROCS %d differs from GOMAXPROCS 1 (%d vs %d bytes, first difference at byte %d)",
					format, procs, stdout.Len(), len(want), firstDiff(stdout.Bytes(), want))
			}
		}
	}
}

func firstDiff(a, b []byte) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}
