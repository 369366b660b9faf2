package rules_test

import (
	"testing"

	"github.com/pluglint/pluglint/rules"
	"github.com/pluglint/pluglint/rules/model"
)

func BenchmarkZZHealth(b *testing.B) {
	dir := "/work/shared/corpus/mwdearing__hermes-healthrelay__root"
	for b.Loop() {
		src, err := model.OSSource(dir, "healthrelay")
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
