package rulestest

import (
	"bufio"
	"bytes"
	"errors"
	"os"
	"os/exec"
	"slices"
	"testing"
)

// RuamelLines runs a Python script that checks pluglint against
// ruamel.yaml (Hermes's YAML library) and returns its standard output,
// one line per answer; want is how many lines it must give. The script
// exits 3 when ruamel.yaml with its C parser cannot be imported: the next
// interpreter is tried (a python3 first on PATH, such as pyenv's or a
// virtualenv's, often lacks Debian's python3-ruamel.yaml), and when none
// has it the test is skipped, except under CI, where it fails.
func RuamelLines(t *testing.T, stdin []byte, want int, script string, args ...string) [][]byte {
	t.Helper()
	skip := func(why string) {
		t.Helper()
		if os.Getenv("CI") == "true" {
			t.Fatalf("%s; CI must run this test (apt-get install python3-ruamel.yaml)", why)
		}
		t.Skip(why)
	}
	var pythons []string
	for _, name := range []string{os.Getenv("PLUGLINT_PYTHON"), "python3", "/usr/bin/python3"} {
		if p, err := exec.LookPath(name); name != "" && err == nil && !slices.Contains(pythons, p) {
			pythons = append(pythons, p)
		}
	}
	if len(pythons) == 0 {
		skip("python3 not found")
	}
	for i, python := range pythons {
		cmd := exec.Command(python, append([]string{script}, args...)...)
		cmd.Stdin = bytes.NewReader(stdin)
		cmd.Stderr = os.Stderr
		out, err := cmd.Output()
		if ee := (*exec.ExitError)(nil); errors.As(err, &ee) && ee.ExitCode() == 3 {
			if i == len(pythons)-1 {
				skip("ruamel.yaml with its C parser is not installed")
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s %s: %v", python, script, err)
		}
		var lines [][]byte
		sc := bufio.NewScanner(bytes.NewReader(out))
		sc.Buffer(nil, 1<<24)
		for sc.Scan() {
			lines = append(lines, slices.Clone(sc.Bytes()))
		}
		if len(lines) != want {
			t.Fatalf("%s answered %d of %d inputs", script, len(lines), want)
		}
		return lines
	}
	return nil
}
