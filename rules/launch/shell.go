package launch

import (
	"path"
	"strings"

	"github.com/pluglint/pluglint/rules/hermes"
)

// ShellCommand returns the command and arguments that a POSIX shell
// started as "sh -c LINE" (bash and zsh too, "-lc" too) runs as the
// server: the last command of LINE ("cd x && exec bunx pkg"), its words
// split as the shell splits them, after the variable assignments and
// the exec that may lead it ("LIBSQL_URL=file:db exec bunx pkg"). The
// commands before it only prepare (cd, source, an install) and must
// end for the last to start. ok is false for any other entry, and for
// a line whose words pluglint cannot split or whose last command is a
// pipeline or a redirection, or whose command is a substitution.
func ShellCommand(command string, args []string) (string, []string, bool) {
	switch path.Base(strings.ReplaceAll(command, `\`, "/")) {
	case "sh", "bash", "zsh", "dash":
	default:
		return "", nil, false
	}
	if len(args) != 2 || args[0] != "-c" && args[0] != "-lc" {
		return "", nil, false
	}
	words, err := hermes.ShlexSplit(args[1])
	if err != nil {
		return "", nil, false
	}
	// The last command of a list joined by && or ; (a word that ends
	// in ";" ends its command too).
	last := 0
	for i, w := range words {
		if w == "&&" || w == "||" || strings.HasSuffix(w, ";") {
			last = i + 1
		}
	}
	words = words[last:]
	for len(words) > 0 && (assignment(words[0]) || words[0] == "exec") {
		words = words[1:]
	}
	if len(words) == 0 {
		return "", nil, false
	}
	if strings.ContainsAny(words[0], "$`") {
		return "", nil, false // the command is known only when the line runs
	}
	for _, w := range words {
		if w == "&" || strings.ContainsAny(w, "<>|") {
			return "", nil, false
		}
	}
	return words[0], words[1:], true
}

// assignment reports a shell word that sets a variable for the command
// after it: NAME=value.
func assignment(w string) bool {
	name, _, ok := strings.Cut(w, "=")
	if !ok || name == "" {
		return false
	}
	for i, c := range name {
		if c != '_' && (c < 'A' || c > 'Z') && (c < 'a' || c > 'z') && (i == 0 || c < '0' || c > '9') {
			return false
		}
	}
	return true
}
