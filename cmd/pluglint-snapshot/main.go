// Command pluglint-snapshot is "pluglint snapshot": it writes or checks a
// package's tool inventory from its live MCP servers. pluglint runs it for
// the snapshot verb; it is a program of its own so that the linter links
// no network code and starts fast.
package main

import (
	"os"

	"github.com/pluglint/pluglint/cmd/internal/snapshot"
)

func main() { os.Exit(snapshot.Main(os.Args[1:], os.Stdout, os.Stderr)) }
