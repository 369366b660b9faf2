package main

import (
	"runtime/debug"
	"testing"
)

// gcPercent reads the GC percent without changing it.
func gcPercent() int {
	p := debug.SetGCPercent(100)
	debug.SetGCPercent(p)
	return p
}

// TestCatalogGC pins when a run retunes the collector: only for more than
// one package, never against GOGC or GOMEMLIMIT set by the user, and
// always back as it was afterwards.
func TestCatalogGC(t *testing.T) {
	t.Setenv("GOGC", "")
	t.Setenv("GOMEMLIMIT", "")
	before, limit := gcPercent(), debug.SetMemoryLimit(-1)

	restore := catalogGC(1000)
	if got := gcPercent(); got != 400 {
		t.Errorf("a catalog runs with GC percent %d, want 400", got)
	}
	if got := debug.SetMemoryLimit(-1); got != 512<<20 {
		t.Errorf("a catalog runs with memory limit %d, want %d", got, 512<<20)
	}
	restore()
	if got := gcPercent(); got != before {
		t.Errorf("after the run: GC percent %d, want %d", got, before)
	}
	if got := debug.SetMemoryLimit(-1); got != limit {
		t.Errorf("after the run: memory limit %d, want %d", got, limit)
	}

	restore = catalogGC(1)
	if got := gcPercent(); got != before {
		t.Errorf("one package: GC percent %d, want it untouched (%d)", got, before)
	}
	restore()
	for _, env := range []string{"GOGC", "GOMEMLIMIT"} {
		t.Run(env, func(t *testing.T) {
			t.Setenv(env, "200")
			restore := catalogGC(1000)
			defer restore()
			if got := gcPercent(); got != before {
				t.Errorf("with %s set: GC percent %d, want it untouched (%d)", env, got, before)
			}
		})
	}
}
