package main

import (
	"fmt"
	"io"
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
