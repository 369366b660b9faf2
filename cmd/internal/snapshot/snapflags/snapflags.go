// Package snapflags is the command line of "pluglint snapshot": its help
// and flags. pluglint shows the help itself, without the
// pluglint-snapshot program, so it lives apart from the code that
// contacts servers.
package snapflags

import (
	"flag"
	"io"
	"time"

	"github.com/pluglint/pluglint/cmd/internal/cli"
)

// Usage is the verb's help, before its flags.
const Usage = `usage: pluglint snapshot [flags] [PATH]

snapshot asks the MCP servers Hermes would load from the package at PATH
(default ".") for their tools (tools/list, every page) and writes the tool
inventory the linter reads: PATH/.pluglint/tools.json, or --out. Commit it:
it is what readOnlyHint coverage and the write-capable checks work from.

This contacts servers, which linting never does:
  - a streamable-http server's url is requested as written in mcp.json,
    with its headers as written and no credentials of pluglint's own; a
    server that requires sign-in is reported, not signed in to;
  - a stdio server is a program from the package: it is started only with
    --allow-exec, as Hermes starts it (PLUGIN_ROOT, a temporary
    PLUGIN_DATA, Hermes's filtered environment), and killed afterwards
    with everything it started.

--check writes nothing: it compares the live servers with the inventory
and reports tools added or removed and changed descriptions, annotations
or schemas (PL507). Drift is exit 1 whatever else happened; servers
skipped (stdio without --allow-exec) or that failed are reported on
stderr on their own, so CI can check a package's remote servers without
running its code.

Servers that answered are written even when others fail; a server that
failed or was not started keeps the entry it had; Ctrl-C writes nothing.
Exit status: 0 done (--check: no drift in the servers checked); 1 drift
(--check); 2 usage error, a stdio server not started for want of
--allow-exec (writing), or nothing checked at all (--check); 3 a server
could not be listed (or interrupted).

flags:
`

// Timeout is the default time one server gets, from start or connection
// to its last page.
const Timeout = 30 * time.Second

// Options are the verb's flags.
type Options struct {
	Servers   []string
	AllowExec bool
	Check     bool
	Timeout   time.Duration
	Out       string
	Colour    string
}

// Flags returns the verb's flag set, filling o.
func Flags(o *Options, stderr io.Writer) *flag.FlagSet {
	fs := cli.FlagSet("pluglint snapshot", Usage, stderr)
	fs.Func("server", "snapshot only the mcp.json server `NAME` (repeatable)", func(s string) error {
		o.Servers = append(o.Servers, s)
		return nil
	})
	fs.BoolVar(&o.AllowExec, "allow-exec", false, "start the package's stdio servers (this runs package code)")
	fs.BoolVar(&o.Check, "check", false, "write nothing; report drift between the live servers and the inventory (exit 1)")
	fs.DurationVar(&o.Timeout, "timeout", Timeout, "time each server gets to start, initialize and list its tools")
	fs.StringVar(&o.Out, "out", "", "inventory `FILE` to write or check (default: PATH/.pluglint/tools.json)")
	fs.StringVar(&o.Colour, "color", "auto", "colour --check findings: auto|always|never")
	return fs
}
