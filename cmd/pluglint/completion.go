package main

import (
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/pluglint/pluglint/cmd/internal/cli"
	"github.com/pluglint/pluglint/release"
	"github.com/pluglint/pluglint/report"
	"github.com/pluglint/pluglint/rules"
)

const completionUsage = `usage: pluglint completion bash|zsh|fish

Prints a completion script for the shell: verbs, each verb's flags, the
values of --format, --fail-on and --color, rule IDs and names for
explain, and files elsewhere. Load it from the shell's start-up file:

  bash:  source <(pluglint completion bash)          (~/.bashrc)
  zsh:   source <(pluglint completion zsh)           (~/.zshrc)
  fish:  pluglint completion fish | source           (~/.config/fish/config.fish)
`

func completionFlags(stderr io.Writer) *flag.FlagSet {
	return cli.FlagSet("pluglint completion", completionUsage, stderr)
}

func runCompletion(args []string, stdout, stderr io.Writer) int {
	fs := completionFlags(stderr)
	args, err := cli.Parse(fs, args, stdout)
	if err != nil {
		return exitFor(err)
	}
	if len(args) != 1 {
		return cli.UsageErr(stderr, "usage: pluglint completion bash|zsh|fish")
	}
	c := newCompletion()
	switch args[0] {
	case "bash":
		c.bash(stdout, false)
	case "zsh":
		c.bash(stdout, true)
	case "fish":
		c.fish(stdout)
	default:
		return cli.UsageErr(stderr, "unknown shell %q (want bash, zsh or fish)", args[0])
	}
	return cli.ExitOK
}

// completion is what the scripts offer, taken from the verbs' own flag
// sets so that it never falls behind them.
type completion struct {
	verbs []string
	flags map[string][]*flag.Flag // by verb
	// values are the words a flag's value or a verb's argument takes,
	// by "verb --flag" or "verb"; nil for a file.
	values map[string][]string
}

func newCompletion() *completion {
	c := &completion{flags: map[string][]*flag.Flag{}, values: map[string][]string{}}
	for _, v := range verbs() {
		c.verbs = append(c.verbs, v.name)
		v.flags(io.Discard).VisitAll(func(f *flag.Flag) { c.flags[v.name] = append(c.flags[v.name], f) })
	}
	levels := []string{"error", "warning", "note", "never"}
	colours := []string{"auto", "always", "never"}
	for _, v := range []string{"lint", "fix", "snapshot"} {
		c.values[v+" --fail-on"] = levels
		c.values[v+" --color"] = colours
	}
	c.values["lint --format"] = report.Formats
	c.values["rules --format"] = []string{"text", "json"}
	c.values["diff --format"] = release.Formats
	c.values["completion"] = []string{"bash", "zsh", "fish"}
	c.values["help"] = c.verbs
	for _, r := range rules.All {
		c.values["explain"] = append(c.values["explain"], r.ID, r.Name)
	}
	return c
}

// takesValue reports whether a flag is followed by a value.
func takesValue(f *flag.Flag) bool {
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return !ok || !b.IsBoolFlag()
}

// bash writes the bash script; for zsh, the same function through zsh's
// bash completion layer.
func (c *completion) bash(w io.Writer, zsh bool) {
	if zsh {
		fmt.Fprintln(w, "#compdef pluglint")
		fmt.Fprintln(w, "# zsh completion for pluglint: source <(pluglint completion zsh)")
		fmt.Fprintln(w, "autoload -U +X bashcompinit && bashcompinit")
	} else {
		fmt.Fprintln(w, "# bash completion for pluglint: source <(pluglint completion bash)")
	}
	fmt.Fprintf(w, `_pluglint() {
	local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} verb=lint i
	for ((i = 1; i < COMP_CWORD; i++)); do
		case ${COMP_WORDS[i]} in
		%s) verb=${COMP_WORDS[i]}; break ;;
		-*) ;;
		*) break ;;
		esac
	done
	case "$verb $prev" in
`, strings.Join(c.verbs, "|"))
	var fileFlags []string
	for _, v := range c.verbs {
		for _, f := range c.flags[v] {
			if !takesValue(f) {
				continue
			}
			key := v + " --" + f.Name
			if words, ok := c.values[key]; ok {
				fmt.Fprintf(w, "\t%q) COMPREPLY=($(compgen -W %q -- \"$cur\")); return ;;\n", key, strings.Join(words, " "))
				continue
			}
			if name, _ := flag.UnquoteUsage(f); name == "FILE" {
				fileFlags = append(fileFlags, fmt.Sprintf("%q", key))
				continue
			}
			fmt.Fprintf(w, "\t%q) return ;;\n", key)
		}
	}
	if len(fileFlags) > 0 {
		fmt.Fprintf(w, "\t%s) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;\n", strings.Join(fileFlags, "|"))
	}
	fmt.Fprintf(w, "\tesac\n\tif [[ $cur == -* ]]; then\n\t\tcase $verb in\n")
	for _, v := range c.verbs {
		var names []string
		for _, f := range c.flags[v] {
			names = append(names, "--"+f.Name)
		}
		names = append(names, "--help")
		fmt.Fprintf(w, "\t\t%s) COMPREPLY=($(compgen -W %q -- \"$cur\")) ;;\n", v, strings.Join(names, " "))
	}
	fmt.Fprintf(w, "\t\tesac\n\t\treturn\n\tfi\n\tcase $verb in\n")
	for _, v := range c.verbs {
		if words, ok := c.values[v]; ok {
			fmt.Fprintf(w, "\t%s) COMPREPLY=($(compgen -W %q -- \"$cur\")) ;;\n", v, strings.Join(words, " "))
		}
	}
	fmt.Fprintf(w, "\trules | version) ;;\n")
	fmt.Fprintf(w, "\t*)\n\t\tCOMPREPLY=($(compgen -f -- \"$cur\"))\n")
	fmt.Fprintf(w, "\t\t[[ $verb == lint && $COMP_CWORD -eq 1 ]] && COMPREPLY+=($(compgen -W %q -- \"$cur\"))\n\t\t;;\n", strings.Join(c.verbs, " "))
	fmt.Fprintf(w, "\tesac\n}\ncomplete -o filenames -F _pluglint pluglint\n")
}

// fish writes the fish script: one complete command per verb, flag and
// value list.
func (c *completion) fish(w io.Writer) {
	fmt.Fprintln(w, "# fish completion for pluglint: pluglint completion fish | source")
	fmt.Fprintln(w, "complete -c pluglint -e")
	others := slices.DeleteFunc(slices.Clone(c.verbs), func(v string) bool { return v == "lint" })
	// lint is also what runs with no verb at all.
	lintCond := "not __fish_seen_subcommand_from " + strings.Join(others, " ")
	fmt.Fprintf(w, "complete -c pluglint -n __fish_use_subcommand -x -a %s\n", fishQuote(strings.Join(c.verbs, " ")))
	for _, v := range c.verbs {
		cond := "__fish_seen_subcommand_from " + v
		if v == "lint" {
			cond = lintCond
		}
		switch v {
		case "lint", "fix", "snapshot":
			fmt.Fprintf(w, "complete -c pluglint -n %s -F\n", fishQuote(cond))
		default:
			fmt.Fprintf(w, "complete -c pluglint -n %s -f\n", fishQuote(cond))
		}
		if words, ok := c.values[v]; ok {
			fmt.Fprintf(w, "complete -c pluglint -n %s -x -a %s\n", fishQuote(cond), fishQuote(strings.Join(words, " ")))
		}
		for _, f := range c.flags[v] {
			name, usage := flag.UnquoteUsage(f)
			line := fmt.Sprintf("complete -c pluglint -n %s -l %s -d %s", fishQuote(cond), f.Name, fishQuote(firstClause(usage)))
			switch {
			case !takesValue(f):
			case c.values[v+" --"+f.Name] != nil:
				line += " -x -a " + fishQuote(strings.Join(c.values[v+" --"+f.Name], " "))
			case name == "FILE":
				line += " -r -F"
			default:
				line += " -x"
			}
			fmt.Fprintln(w, line)
		}
	}
}

// firstClause shortens a flag's usage to what fits beside it in a menu.
func firstClause(s string) string {
	if i := strings.IndexAny(s, ":;("); i > 0 {
		s = s[:i]
	}
	return strings.TrimSpace(s)
}

func fishQuote(s string) string {
	return "'" + strings.NewReplacer(`\`, `\\`, `'`, `\'`).Replace(s) + "'"
}
