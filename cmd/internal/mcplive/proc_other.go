//go:build !unix

package mcplive

import "os/exec"

// ownGroup: without Unix process groups, cancelling the context kills the
// server process itself (its descendants may survive it).
func ownGroup(cmd *exec.Cmd) {}

// killGroup kills the server process.
func killGroup(cmd *exec.Cmd) error {
	if cmd.Process == nil {
		return nil
	}
	return cmd.Process.Kill()
}
