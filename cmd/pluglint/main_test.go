package main

import (
	"flag"
	"os"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/pluglint/pluglint/cmd/internal/snapshot"
)

var update = flag.Bool("update", false, "rewrite the cmp files of CLI scripts with what pluglint printed")

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"pluglint": func() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) },
		// "pluglint snapshot" runs this program, found on PATH.
		"pluglint-snapshot": func() { os.Exit(snapshot.Main(os.Args[1:], os.Stdout, os.Stderr)) },
		// Fixtures for snapshot scripts (fixture_servers_test.go).
		"mcp-http-server": func() { os.Exit(mcpHTTPServer()) },
		"wait-for":        func() { os.Exit(waitFor()) },
	})
}

// TestScripts runs testdata/script/*.txtar: one CLI behaviour each, named
// <area>_<case>.txtar.
func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir:           "../../testdata/script",
		UpdateScripts: *update,
		Setup: func(env *testscript.Env) error {
			// Colour and CI detection must not leak in from the machine
			// running the tests.
			env.Setenv("NO_COLOR", "")
			env.Setenv("FORCE_COLOR", "")
			env.Setenv("GITHUB_STEP_SUMMARY", "")
			env.Setenv("GITHUB_ACTIONS", "")
			return nil
		},
	})
}
