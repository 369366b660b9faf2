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
	"github.com/pluglint/pluglint/cmd/internal/snapshot/snapflags"
)

// snapshotProgram is the program that does "pluglint snapshot". Snapshot
// contacts MCP servers and may start package code; keeping it out of
// pluglint means the linter links no network code at all and starts in
// half the time (the MCP SDK, net/http and their init are most of a
// start-up).
const snapshotProgram = "pluglint-snapshot"

// snapshotInstall says how to install the companion so that its version
// matches pluglint's: from the same release, or built from the same
// commit. It never says @latest, which may be another version entirely.
func snapshotInstall() string {
	const pkg = "github.com/pluglint/pluglint/cmd/pluglint-snapshot"
	b := cli.BuildInfo()
	switch {
	case cli.Tagged(b.Version):
		return "install it from the same release as pluglint, or with\n  go install " + pkg + "@" + b.Version
	case b.Commit != "" && !b.Modified:
		return "install it from the same release as pluglint, or build it from the same commit with\n  go install " + pkg + "@" + b.Commit
	}
	return "build it from the same checkout as pluglint with\n  go install ./cmd/pluglint-snapshot"
}

// runSnapshot runs pluglint-snapshot with the verb's arguments, its
// standard streams and exit code, as if it were part of pluglint.
func runSnapshot(args []string, stdout, stderr io.Writer) int {
	// Help and flag mistakes need no companion: the flags are parsed here
	// first, then again, the same way, by pluglint-snapshot.
	if _, err := cli.Parse(snapflags.Flags(&snapflags.Options{}, stderr), args, stdout); err != nil {
		return exitFor(err)
	}
	exe, _ := os.Executable()
	prog, err := findSnapshot(exe, exec.LookPath)
	if err != nil {
		cli.Errorf(stderr, "snapshot needs the %s program, which is not installed next to pluglint or on PATH; %s",
			snapshotProgram, snapshotInstall())
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
