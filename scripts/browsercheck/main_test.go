package main

import (
	"encoding/json"
	"strings"
	"testing"
)

func pkgOf(t *testing.T, doc string) map[string]any {
	t.Helper()
	var p map[string]any
	if err := json.Unmarshal([]byte(doc), &p); err != nil {
		t.Fatal(err)
	}
	return p
}

const cliPkg = `{"path": "p", "verdict": "loads", "counts": {"errors": 0, "warnings": 2, "notes": 0},
 "findings": [
  {"rule": "PL310", "level": "warning", "file": "p/mcp.json", "line": 1, "column": 51, "message": "stdio server \"s\" has command \"./run\", which is not executable (no execute permission); Hermes loads the server but cannot start it"},
  {"rule": "PL501", "level": "warning", "file": "p/mcp.json", "line": 1, "column": 17, "message": "server \"s\" looks write-capable"}]}`

// TestCompare: a finding that moved by one column, a changed verdict and
// a missing finding are each reported; the same package is not.
func TestCompare(t *testing.T) {
	want := pkgOf(t, cliPkg)
	if d := comparePackage(want, pkgOf(t, cliPkg)); d != "" {
		t.Errorf("the same package differs:\n%s", d)
	}
	moved := strings.Replace(cliPkg, `"column": 17`, `"column": 18`, 1)
	d := comparePackage(want, pkgOf(t, moved))
	if !strings.Contains(d, `CLI only:  {"column":17,`) || !strings.Contains(d, `page only: {"column":18,`) {
		t.Errorf("a moved finding is not reported:\n%s", d)
	}
	rejected := strings.Replace(cliPkg, `"verdict": "loads"`, `"verdict": "rejected"`, 1)
	if d := comparePackage(want, pkgOf(t, rejected)); d != `  verdict: CLI "loads", page "rejected"` {
		t.Errorf("a changed verdict is reported as:\n%s", d)
	}
}

// TestExpected: only PL310's "not executable" is taken out of the CLI's
// package, with its count; then the playground's package (without it)
// compares equal.
func TestExpected(t *testing.T) {
	got, took := withoutExpected(pkgOf(t, cliPkg))
	if len(took) != 1 || !strings.HasPrefix(took[0], "PL310 at p/mcp.json:1:51") {
		t.Fatalf("took %q", took)
	}
	page := pkgOf(t, `{"path": "p", "verdict": "loads", "counts": {"errors": 0, "warnings": 1, "notes": 0},
 "findings": [{"rule": "PL501", "level": "warning", "file": "p/mcp.json", "line": 1, "column": 17, "message": "server \"s\" looks write-capable"}]}`)
	if d := comparePackage(got, page); d != "" {
		t.Errorf("with the expected difference out, the packages still differ:\n%s", d)
	}
	if _, took := withoutExpected(page); took != nil {
		t.Errorf("took %q from a package without PL310", took)
	}
}
