// Package launch reads what a stdio server's launcher fetches before it
// runs: npx, bunx, uvx (and uv tool run), pipx run, docker (and podman)
// run. It knows each launcher's argument syntax well enough to find the
// package or image among the flags, and says whether what it names is
// pinned to one version, digest or commit. PL311 reports what is not, the
// lock file records it, and the release diff compares it.
package launch

import (
	"strings"
	"sync"
)

// Kind says where a reference is fetched from.
type Kind uint8

// Reference kinds.
const (
	Registry Kind = iota // an npm or Python package index
	Git                  // a git repository
	Image                // a container image
	URL                  // an archive at a URL
)

// Ref is one thing a launcher fetches.
type Ref struct {
	// Arg is the index in args of the argument that holds Spec (a flag's
	// own argument when written "--from=VALUE").
	Arg  int
	Spec string // as written, without a "--flag=" prefix
	Kind Kind
	// Name is the package, repository or image without its version.
	Name string
	// Version is the pinned version, commit or digest, or what stands in
	// its place when unpinned ("latest", "^1.2", a tag).
	Version string
	Pinned  bool
	// Dynamic is set when Spec holds a ${placeholder}: what it names is
	// known only at run time, so it is neither pinned nor unpinned.
	Dynamic bool
	// Problem says why an unpinned Spec is not pinned, to follow it in a
	// sentence: "names no version".
	Problem string
	// Pin is Spec pinned, with a placeholder for what only the publisher
	// knows: "mcp-foo@<version>".
	Pin string
	// With is set for uvx's --with packages, installed beside the main one.
	With bool
}

// Launch is a stdio server's launcher and what it fetches.
type Launch struct {
	// Launcher is the normalised launcher: "npx", "bunx", "uvx",
	// "pipx run", "docker run", "podman run", "npm exec", "pnpm dlx",
	// "yarn dlx" ("uv tool run" is "uvx", "bun x" is "bunx", "npm x" is
	// "npm exec").
	Launcher string
	// Written is the launcher as the server entry writes it ("uv tool
	// run"), for messages.
	Written string
	// Refs are what it fetches, the package it runs first. Empty when the
	// launcher runs something local (a path, a file: spec).
	Refs []Ref
}

// String is the launch as one normalised string: the launcher and what
// it fetches, as the lock file records it ("npx @acme/trade-mcp@1.4.2").
func (l *Launch) String() string {
	var b strings.Builder
	b.WriteString(l.Launcher)
	for _, r := range l.Refs {
		b.WriteByte(' ')
		if r.With {
			b.WriteString("--with ")
		}
		b.WriteString(r.Spec)
	}
	return b.String()
}

// Unpinned returns the references that are not pinned (placeholders
// aside).
func (l *Launch) Unpinned() []Ref {
	var out []Ref
	for _, r := range l.Refs {
		if !r.Pinned && !r.Dynamic {
			out = append(out, r)
		}
	}
	return out
}

// Parse reads a stdio server's command and args: npx, npm exec, pnpm dlx,
// yarn dlx, bunx (bun x), uvx (uv tool run), pipx run, docker run and
// podman run (container run too). It returns nil when the
// command is not a launcher pluglint knows, or when the launcher's
// arguments name nothing to run (then the launcher fails at start).
// Arguments that are not strings in mcp.json are passed as "". Windows'
// "cmd /c npx ..." (npx and uvx are batch files there, which a client
// starts through cmd) is read as the launcher it runs, each Ref's Arg
// still indexing args, and so is a launcher named with its Windows
// extension ("npx.cmd").
func Parse(command string, args []string) *Launch {
	if inner, skip := throughCmd(command, args); skip > 0 {
		l := Parse(inner, args[skip:])
		if l != nil {
			for i := range l.Refs {
				l.Refs[i].Arg += skip
			}
		}
		return l
	}
	l := parse(windowsLauncher(command), args)
	if l != nil {
		l.Written = l.Launcher
		switch windowsLauncher(command) {
		case "uv":
			l.Written = "uv tool run"
		case "bun":
			l.Written = "bun x"
		}
	}
	return l
}

// windowsLauncher returns a launcher's name written as Windows starts it
// ("npx.cmd", "uvx.exe") without the extension, and any other command as
// it is.
func windowsLauncher(command string) string {
	lower := strings.ToLower(command)
	for _, ext := range [...]string{".cmd", ".exe"} {
		base, ok := strings.CutSuffix(lower, ext)
		if !ok {
			continue
		}
		switch base {
		case "npx", "bunx", "bun", "npm", "pnpm", "yarn", "uvx", "uv", "pipx", "docker", "podman":
			return base
		}
	}
	return command
}

// throughCmd reports the command that "cmd /c COMMAND ARGS..." (cmd.exe
// too, /C too) runs, and how many of args come before COMMAND's own.
func throughCmd(command string, args []string) (inner string, skip int) {
	switch strings.ToLower(command) {
	case "cmd", "cmd.exe":
		if len(args) >= 2 && strings.EqualFold(args[0], "/c") {
			return args[1], 2
		}
	}
	return "", 0
}

func parse(command string, args []string) *Launch {
	switch command {
	case "npx":
		return npmExec("npx", args, 0)
	case "bunx":
		return npmExec("bunx", args, 0)
	case "bun":
		if len(args) > 0 && args[0] == "x" {
			return npmExec("bunx", args, 1)
		}
	case "npm":
		if len(args) > 0 && (args[0] == "exec" || args[0] == "x") {
			return npmExec("npm exec", args, 1)
		}
	case "pnpm", "yarn":
		if len(args) > 0 && args[0] == "dlx" {
			return npmExec(command+" dlx", args, 1)
		}
	case "uvx":
		return uvx(args, 0)
	case "uv":
		if len(args) > 1 && args[0] == "tool" && args[1] == "run" {
			return uvx(args, 2)
		}
	case "pipx":
		return pipxRun(args)
	case "docker", "podman":
		return containerRun(command, args)
	}
	return nil
}

// scanner walks a launcher's arguments, telling flags that take a value
// from those that do not.
type scanner struct {
	args []string
	i    int
	// takesValue reports whether a flag (with its dashes, without any
	// "=value") consumes the next argument.
	takesValue func(flag string) bool
}

// flagArg is one option the scanner met: its name, its value if it took
// one, and where the value is.
type flagArg struct {
	name  string
	value string
	arg   int // index of the value's argument; -1 without a value
}

// next returns the next option, or ok false at the first positional
// argument (left at s.i) or the end. "--" ends the options and is
// skipped.
func (s *scanner) next() (f flagArg, ok bool) {
	if s.i >= len(s.args) {
		return flagArg{}, false
	}
	a := s.args[s.i]
	if a == "--" {
		s.i++
		return flagArg{}, false
	}
	if len(a) < 2 || a[0] != '-' {
		return flagArg{}, false
	}
	s.i++
	if strings.HasPrefix(a, "--") {
		if name, value, found := strings.Cut(a, "="); found {
			return flagArg{name: name, value: value, arg: s.i - 1}, true
		}
		if s.takesValue(a) && s.i < len(s.args) {
			s.i++
			return flagArg{name: a, value: s.args[s.i-1], arg: s.i - 1}, true
		}
		return flagArg{name: a, arg: -1}, true
	}
	// A group of short flags, "-it" or "-eKEY=v": the first letter that
	// takes a value takes the rest of the group, or the next argument.
	for j := 1; j < len(a); j++ {
		name := "-" + a[j:j+1]
		if !s.takesValue(name) {
			continue
		}
		if rest := a[j+1:]; rest != "" {
			return flagArg{name: name, value: strings.TrimPrefix(rest, "="), arg: s.i - 1}, true
		}
		if s.i < len(s.args) {
			s.i++
			return flagArg{name: name, value: s.args[s.i-1], arg: s.i - 1}, true
		}
		return flagArg{name: name, arg: -1}, true
	}
	return flagArg{name: a, arg: -1}, true
}

// valueFlags makes a takesValue from a list of flags.
//
// The set is built on first use, not when pluglint starts: most runs
// lint no launcher, and every run would pay for the maps.
func valueFlags(names ...string) func(string) bool {
	set := sync.OnceValue(func() map[string]bool {
		m := make(map[string]bool, len(names))
		for _, n := range names {
			m[n] = true
		}
		return m
	})
	return func(f string) bool { return set()[f] }
}

// dynamic reports whether a spec holds a placeholder Hermes or a shell
// expands at run time.
func dynamic(spec string) bool {
	return strings.Contains(spec, "${") || strings.HasPrefix(spec, "$")
}

// hexCommit reports whether s is a commit hash (7 to 40 hex digits, an
// abbreviation git resolves to one commit).
func hexCommit(s string) bool {
	if len(s) < 7 || len(s) > 64 {
		return false
	}
	for _, c := range s {
		if (c < '0' || c > '9') && (c < 'a' || c > 'f') && (c < 'A' || c > 'F') {
			return false
		}
	}
	return true
}

// localPath reports whether a spec names something on disk, which the
// launcher does not fetch.
func localPath(spec string) bool {
	return strings.HasPrefix(spec, ".") || strings.HasPrefix(spec, "/") || strings.HasPrefix(spec, "~") ||
		strings.HasPrefix(spec, "file:") || strings.HasPrefix(spec, "${PLUGIN_ROOT}")
}

// archiveURL reports whether a spec is an http(s) URL: an archive,
// fixed by its address.
func archiveURL(spec string) bool {
	return strings.HasPrefix(spec, "https://") || strings.HasPrefix(spec, "http://")
}
