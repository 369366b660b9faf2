package rules_test

import (
	"os"
	"testing"

	"github.com/pluglint/pluglint/rules"
	"github.com/pluglint/pluglint/rules/model"
)

func BenchmarkZZCorpus(b *testing.B) {
	dir := os.Getenv("ZZ_PKG")
	if dir == "" {
		b.Skip()
	}
	b.ReportAllocs()
	for b.Loop() {
		src, err := model.OSSource(dir, "p")
		if err != nil {
			b.Fatal(err)
		}
		pkg, err := model.Load(src)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := rules.Lint(pkg, nil); err != nil {
			b.Fatal(err)
		}
	}
}
