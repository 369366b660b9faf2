package main

import (
	"bytes"
	"os"
	"testing"
)

// TestProgressOnlyOnATerminal: the progress line is for a person at a
// terminal; a pipe, a file or a CI log never gets it, however long the
// run.
func TestProgressOnlyOnATerminal(t *testing.T) {
	var buf bytes.Buffer
	if p := newProgress(&buf, 10_000); p != nil {
		t.Error("progress on a buffer")
	}
	f, err := os.CreateTemp(t.TempDir(), "stderr")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if p := newProgress(f, 10_000); p != nil {
		t.Error("progress on a file")
	}
	// A nil progress is safe to use: lintAll calls it either way.
	var p *progress
	p.done()
	p.finish()
}
