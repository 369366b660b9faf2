package main

import (
	"errors"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"runtime"
	"syscall"

	"github.com/pluglint/pluglint/cmd/internal/cli"
)

// snapshotProgram is the program that does "pluglint snapshot". Snapshot
// contacts MCP servers and may start package code; keeping it out of
// pluglint means the linter links no network code at all and starts in
// half the time (the MCP SDK, net/http and their init are most of a
// start-up).
const snapshotProgram = "pluglint-snapshot"

const snapshotInstall = "go install github.com/pluglint/pluglint/cmd/pluglint-snapshot@latest"

// runSnapshot runs pluglint-snapshot with the verb's arguments, its
// standard streams and exit code, as if it were part of pluglint.
func runSnapshot(args []string, stdout, stderr io.Writer) int {
	exe, _ := os.Executable()
	prog, err := findSnapshot(exe, exec.LookPath)
	if err != nil {
		cli.Errorf(stderr, "snapshot needs the %s program, which is not installed next to pluglint or on PATH; install it with\n  %s",
			snapshotProgram, snapshotInstall)
		return cli.ExitInternal
	}
	cmd := exec.Command(prog, args...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, stdout, stderr

	// Ctrl-C reaches both processes from the terminal; pluglint waits for
	// snapshot to stop cleanly (it writes nothing when interrupted) and
	// passes on a signal sent to pluglint alone.
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(sigs)
	if err := cmd.Start(); err != nil {
		cli.Errorf(stderr, "starting %s: %v", prog, err)
		return cli.ExitInternal
	}
	done := make(chan struct{})
	defer close(done)
	go func() {
		for {
			select {
			case s := <-sigs:
				_ = cmd.Process.Signal(s)
			case <-done:
				return
			}
		}
	}()
	err = cmd.Wait()
	var exit *exec.ExitError
	switch {
	case err == nil:
		return cli.ExitOK
	case errors.As(err, &exit) && exit.ExitCode() >= 0:
		return exit.ExitCode()
	default:
		cli.Errorf(stderr, "%s: %v", snapshotProgram, err)
		return cli.ExitInternal
	}
}

// findSnapshot finds pluglint-snapshot: next to the pluglint binary first
// (the two are installed together, so their versions match), then on
// PATH.
func findSnapshot(exe string, lookPath func(string) (string, error)) (string, error) {
	name := snapshotProgram
	if runtime.GOOS == "windows" {
		name += ".exe"
	}
	if exe != "" {
		if real, err := filepath.EvalSymlinks(exe); err == nil {
			exe = real
		}
		sibling := filepath.Join(filepath.Dir(exe), name)
		if fi, err := os.Stat(sibling); err == nil && fi.Mode().IsRegular() {
			return sibling, nil
		}
	}
	return lookPath(snapshotProgram)
}
