//go:build unix

package mcplive

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/pluglint/pluglint/cmd/internal/mcptest"
)

// A server that hangs is killed at the deadline with everything it
// started: no process outlives List.
func TestStdioHangIsReaped(t *testing.T) {
	pidFile := filepath.Join(t.TempDir(), "pids")
	s := stdio(t, mcptest.Config{Tools: tools("a"), Hang: true, PidFile: pidFile, Spawn: true})
	start := time.Now()
	_, err := List(ctxFor(t, 500*time.Millisecond), s, opts)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("err = %v, want the deadline", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("took %v after a 500ms deadline", d)
	}
	assertGone(t, pidFile)
}

func TestStdioReapedAfterSuccess(t *testing.T) {
	pidFile := filepath.Join(t.TempDir(), "pids")
	s := stdio(t, mcptest.Config{Tools: tools("a"), PidFile: pidFile, Spawn: true})
	if _, err := List(ctxFor(t, 10*time.Second), s, opts); err != nil {
		t.Fatal(err)
	}
	assertGone(t, pidFile)
}

func TestStdioCancelled(t *testing.T) {
	pidFile := filepath.Join(t.TempDir(), "pids")
	s := stdio(t, mcptest.Config{Tools: tools("a"), Hang: true, PidFile: pidFile})
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		for {
			if _, err := os.Stat(pidFile); err == nil {
				cancel()
				return
			}
			time.Sleep(10 * time.Millisecond)
		}
	}()
	_, err := List(ctx, s, opts)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want cancellation", err)
	}
	assertGone(t, pidFile)
}

func assertGone(t *testing.T, pidFile string) {
	t.Helper()
	data, err := os.ReadFile(pidFile)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range strings.Fields(string(data)) {
		pid, _ := strconv.Atoi(f)
		// The group was killed; a process not yet reaped by its parent
		// (init, for the orphaned child) may linger a moment as a zombie.
		deadline := time.Now().Add(2 * time.Second)
		for alive(pid) && time.Now().Before(deadline) {
			time.Sleep(10 * time.Millisecond)
		}
		if alive(pid) {
			t.Errorf("process %d is still running", pid)
		}
	}
}

func alive(pid int) bool {
	if syscall.Kill(pid, 0) != nil {
		return false
	}
	stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return true
	}
	// A zombie has state Z: dead, waiting to be collected.
	fields := strings.Fields(string(stat[strings.LastIndexByte(string(stat), ')')+1:]))
	return len(fields) == 0 || fields[0] != "Z"
}
