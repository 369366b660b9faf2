package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestLinksNoNetwork keeps what makes a start dear out of pluglint: net
// and os/user link cgo (a dynamically linked program pays for the loader
// and libc on every run, about 1 ms here), and net/http and crypto/tls
// add their inits and megabytes of pages. Network code belongs to
// pluglint-snapshot; --since reads tar without archive/tar (os/user),
// the language server speaks JSON-RPC without go.lsp.dev (zap, net).
func TestLinksNoNetwork(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Fatal(err)
	}
	for _, dep := range strings.Fields(string(out)) {
		switch dep {
		case "net", "os/user", "runtime/cgo", "net/http", "crypto/tls", "archive/tar":
			t.Errorf("pluglint links %s", dep)
		}
	}
}

// BenchmarkStartVersion times the whole process of `pluglint version`:
// the runtime's start, every package's init and the verb. Compare two
// commits with scripts/paired rather than with this alone on a busy
// machine; docs/performance.md has the record.
func BenchmarkStartVersion(b *testing.B) {
	bin := filepath.Join(b.TempDir(), "pluglint")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		b.Fatalf("%v\n%s", err, out)
	}
	// A fresh copy: a binary the linker has just written starts slower.
	data, err := os.ReadFile(bin)
	if err != nil {
		b.Fatal(err)
	}
	if err := os.WriteFile(bin+"2", data, 0o755); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for b.Loop() {
		if err := exec.Command(bin+"2", "version").Run(); err != nil {
			b.Fatal(err)
		}
	}
}
