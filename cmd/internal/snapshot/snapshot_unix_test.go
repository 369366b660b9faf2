//go:build unix

package snapshot

import (
	"path/filepath"
	"syscall"
	"testing"

	"github.com/pluglint/pluglint/cmd/internal/cli"
	"github.com/pluglint/pluglint/cmd/internal/mcptest"
)

// --out naming a FIFO is refused at once: reading it would wait for a
// writer forever.
func TestSnapshotOutNotRegular(t *testing.T) {
	env := snapPackage(t, map[string]any{"trade": stdioEntry(mcptest.Config{Tools: tools("a")})})
	out := filepath.Join(t.TempDir(), "inventory.json")
	if err := syscall.Mkfifo(out, 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := runSnap(t, env, "--allow-exec", "--out", out)
	if code != cli.ExitUsage || stdout != "" || stderr != "pluglint: reading "+out+" is not a regular file\n" {
		t.Errorf("exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
}
