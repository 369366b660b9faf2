package main

import (
	"fmt"
	"io"
	"os"

	"github.com/mattn/go-isatty"
)

// useColour decides whether text output is coloured: --color always or
// never wins; auto means a terminal, unless NO_COLOR is set, and
// FORCE_COLOR turns it on even in a pipe.
func useColour(mode string, stdout io.Writer) (bool, error) {
	switch mode {
	case "always":
		return true, nil
	case "never":
		return false, nil
	case "auto":
	default:
		return false, fmt.Errorf("unknown --color %q (want auto, always or never)", mode)
	}
	if os.Getenv("NO_COLOR") != "" {
		return false, nil
	}
	if v := os.Getenv("FORCE_COLOR"); v != "" && v != "0" && v != "false" {
		return true, nil
	}
	return isTerminal(stdout), nil
}

func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && (isatty.IsTerminal(f.Fd()) || isatty.IsCygwinTerminal(f.Fd()))
}
