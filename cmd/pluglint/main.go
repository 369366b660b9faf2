// Command pluglint lints Agent Plugins v1 packages as Hermes Agent loads
// them.
package main

import "os"

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }
