package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pluglint/pluglint/cmd/internal/cli"
	"github.com/pluglint/pluglint/cmd/pluglint/internal/catalog"
)

// BenchmarkCatalog lints generated catalogs of 250, 500 and 1,000
// packages on disk through lintAll, as `pluglint DIR` does: the cost per
// package (ns/pkg) must stay flat as the catalog grows. The Report
// variant adds discovery and the text report.
func BenchmarkCatalog(b *testing.B) {
	dir := b.TempDir()
	all, err := catalog.Generate(dir, 1000)
	if err != nil {
		b.Fatal(err)
	}
	for _, n := range []int{250, 500, 1000} {
		roots := all[:n]
		b.Run(fmt.Sprintf("lintAll/n=%d", n), func(b *testing.B) {
			conf, err := newRunConfig(&lintOptions{}, []string{dir})
			if err != nil {
				b.Fatal(err)
			}
			env, code := prepare(&lintOptions{}, conf, roots, io.Discard)
			if code != cli.ExitOK {
				b.Fatalf("prepare: exit %d", code)
			}
			b.ReportAllocs()
			for b.Loop() {
				if _, err := lintAll(roots, env, nil); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/pkg")
		})
	}
	b.Run("run/n=1000", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if code := run([]string{"--color", "never", dir}, io.Discard, io.Discard); code != cli.ExitFindings {
				b.Fatalf("exit %d, want %d", code, cli.ExitFindings)
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*1000), "ns/pkg")
	})
}

// BenchmarkDiffCatalog diffs a generated catalog of 1,000 packages
// against a modified copy, as `pluglint diff OLD NEW` does: every tenth
// package loses its gates and its launcher pin, and one package is gone.
// The target (product.md) is under 2 s per diff on a CI machine.
func BenchmarkDiffCatalog(b *testing.B) {
	dir := b.TempDir()
	old, cur := filepath.Join(dir, "old"), filepath.Join(dir, "new")
	if _, err := catalog.Generate(old, 1000); err != nil {
		b.Fatal(err)
	}
	roots, err := catalog.Generate(cur, 1000)
	if err != nil {
		b.Fatal(err)
	}
	loosen := strings.NewReplacer(`"untrusted"`, `"full"`, "mcp-remote@0.1.49", "mcp-remote@latest")
	for i := 0; i < len(roots); i += 10 {
		for _, name := range []string{"plugin.json", "mcp.json"} {
			p := filepath.Join(roots[i], name)
			data, err := os.ReadFile(p)
			if err != nil {
				continue
			}
			if err := os.WriteFile(p, []byte(loosen.Replace(string(data))), 0o644); err != nil {
				b.Fatal(err)
			}
		}
	}
	if err := os.RemoveAll(roots[len(roots)-1]); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	var changes int
	for b.Loop() {
		d, code := diffDirs(side{dir: old}, side{dir: cur}, &runInputs{}, io.Discard)
		if code != cli.ExitOK || !d.Widens() || d.Packages != 1000 {
			b.Fatalf("exit %d, %d packages, widens %v", code, d.Packages, d != nil && d.Widens())
		}
		changes = len(d.Changes)
	}
	b.ReportMetric(float64(changes), "changes")
}
