// Command gencatalog writes a catalog of generated packages for
// benchmarks: go run ./cmd/pluglint/internal/catalog/gencatalog -n 1000 DIR.
// With -from CORPUS it copies the package directories of CORPUS instead
// of using the built-in templates.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/pluglint/pluglint/cmd/pluglint/internal/catalog"
)

func main() {
	n := flag.Int("n", 1000, "number of packages")
	from := flag.String("from", "", "copy package directories from this `DIR` instead of the built-in templates")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: gencatalog [-n N] [-from CORPUS] DIR")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() != 1 {
		flag.Usage()
		os.Exit(2)
	}
	dir := flag.Arg(0)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, "gencatalog:", err)
		os.Exit(1)
	}
	var err error
	if *from != "" {
		_, err = catalog.GenerateFrom(dir, *n, *from)
	} else {
		_, err = catalog.Generate(dir, *n)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "gencatalog:", err)
		os.Exit(1)
	}
}
