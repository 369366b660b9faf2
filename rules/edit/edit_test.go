package edit_test

import (
	"testing"

	"github.com/pluglint/pluglint/rules/edit"
)

// TestApply checks edits land at their offsets and overlaps are refused.
func TestApply(t *testing.T) {
	data := []byte(`{"a": 1, "b": 2}`)
	got, err := edit.Apply(data, []edit.Edit{{Start: 6, End: 7, New: "10"}, {Start: 15, End: 15, New: `, "c": 3`}, {Start: 1, End: 1, New: `"z": 0, `}})
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"z": 0, "a": 10, "b": 2, "c": 3}`; string(got) != want {
		t.Errorf("got %s, want %s", got, want)
	}
	if _, err := edit.Apply(data, []edit.Edit{{Start: 2, End: 6}, {Start: 5, End: 8}}); err == nil {
		t.Error("overlapping edits were applied")
	}
	if _, err := edit.Apply(data, []edit.Edit{{Start: 10, End: 40}}); err == nil {
		t.Error("an edit past the end was applied")
	}
}
