//go:build unix

package mcplive

import (
	"os/exec"
	"syscall"
)

// ownGroup starts the command in a process group of its own, so that the
// server and everything it starts (npx's node, a shell's children) can be
// killed together, and so that cancelling the context kills that group.
func ownGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return killGroup(cmd) }
}

// killGroup sends SIGKILL to the command's process group. The group
// outlives its leader while any member lives, so this also reaps
// descendants of a server that has already exited.
func killGroup(cmd *exec.Cmd) error {
	if cmd.Process == nil {
		return nil
	}
	err := syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	if err == syscall.ESRCH {
		return nil
	}
	return err
}
