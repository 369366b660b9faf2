package rulestest

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// Generated holds the generated file at path to want, what its generator
// renders now. With update (go generate runs the test with -update) it
// writes want first. A difference fails the test and names the command
// that rewrites the file.
func Generated(t *testing.T, path string, want []byte, update bool, command string) {
	t.Helper()
	if update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, want, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("%s is out of date: run %s", path, command)
	}
}
