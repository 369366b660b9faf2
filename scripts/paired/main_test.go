package main

import "testing"

func TestPercentile(t *testing.T) {
	v := []float64{5, 1, 4, 2, 3, 9, 8, 7, 6, 10}
	if got := median(v); got != 6 {
		t.Errorf("median = %v, want 6", got)
	}
	if got := percentile(v, 10); got != 2 {
		t.Errorf("p10 = %v, want 2", got)
	}
	if v[0] != 5 {
		t.Error("percentile sorted its argument in place")
	}
}

// A program that exits 1 is timed like any other; one that cannot start
// is an error.
func TestRunOnce(t *testing.T) {
	if _, err := runOnce("false", nil); err != nil {
		t.Errorf("false: %v, want no error", err)
	}
	if r, err := runOnce("true", nil); err != nil || r.ms <= 0 || r.faults <= 0 {
		t.Errorf("true: %v ms, %d page faults, %v", r.ms, r.faults, err)
	}
	if _, err := runOnce("/nonexistent/program", nil); err == nil {
		t.Error("a program that does not exist gave no error")
	}
}
