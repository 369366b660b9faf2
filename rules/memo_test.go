package rules_test

import (
	"testing"
	"testing/fstest"

	"github.com/pluglint/pluglint/rules/model"
)

type keyA struct{}

type keyB struct{}

// TestMemo checks that File.Memo builds once per key and keeps keys
// apart.
func TestMemo(t *testing.T) {
	pkg, err := model.Load(model.Source{FS: fstest.MapFS{"plugin.json": {Data: []byte(`{}`)}}, Dir: "."})
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []struct {
		name string
		memo func(key any, build func() any) any
	}{{"File", pkg.Manifest.Memo}} {
		calls := 0
		build := func(v int) func() any { return func() any { calls++; return v } }
		if got := m.memo(keyA{}, build(1)); got != 1 {
			t.Errorf("%s.Memo(keyA) = %v, want 1", m.name, got)
		}
		if got := m.memo(keyA{}, build(2)); got != 1 {
			t.Errorf("%s.Memo(keyA) again = %v, want the first value 1", m.name, got)
		}
		if got := m.memo(keyB{}, build(3)); got != 3 {
			t.Errorf("%s.Memo(keyB) = %v, want 3", m.name, got)
		}
		if calls != 2 {
			t.Errorf("%s.Memo built %d times, want 2", m.name, calls)
		}
	}
}
