//go:build !(js && wasm)

package main

import (
	"fmt"
	"os"
)

// main outside a browser says how to build the command for one.
func main() {
	fmt.Fprintln(os.Stderr, "pluglint-wasm runs in a browser: build it with scripts/playground.sh (GOOS=js GOARCH=wasm)")
	os.Exit(2)
}
