package model_test

import (
	"testing"
	"testing/fstest"

	"github.com/pluglint/pluglint/rules/model"
)

// TestFileSecretSpansScansOnce checks that File.SecretSpans runs its scan
// once per file and hands back what the first scan found.
func TestFileSecretSpansScansOnce(t *testing.T) {
	pkg, err := model.Load(model.Source{FS: fstest.MapFS{"plugin.json": {Data: []byte(`{}`)}}, Dir: "."})
	if err != nil {
		t.Fatal(err)
	}
	calls := 0
	scan := func(s model.Span) func() []model.Span {
		return func() []model.Span { calls++; return []model.Span{s} }
	}
	first := pkg.Manifest.SecretSpans(scan(model.Span{Start: 1, End: 2}))
	again := pkg.Manifest.SecretSpans(scan(model.Span{Start: 3, End: 4}))
	if len(first) != 1 || first[0] != (model.Span{Start: 1, End: 2}) || len(again) != 1 || again[0] != first[0] {
		t.Errorf("SecretSpans = %v, then %v; want [{1 2}] both times", first, again)
	}
	if calls != 1 {
		t.Errorf("scan ran %d times, want 1", calls)
	}
}
