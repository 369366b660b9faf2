package launch

import (
	"regexp"
	"strings"
	"sync"
)

// npxValueFlags are the npx (npm exec) and bunx options that take a value.
var npxValueFlags = valueFlags("-p", "--package", "-c", "--call", "--registry", "--cache",
	"--userconfig", "--prefix", "-w", "--workspace", "--node-options", "--script-shell",
	"--loglevel", "--shell")

// npmExec reads npx or bunx arguments from args[from:]:
//
//	npx [options] <pkg>[@<version>] [args...]
//	npx [options] -p <pkg> [-p <pkg>...] <command> [args...]
//	npx [options] -p <pkg> -c '<command string>'
//
// With -p (or --package) the packages come from the option and the first
// positional argument is the program to run out of them.
func npmExec(launcher string, args []string, from int) *Launch {
	s := &scanner{args: args, i: from, takesValue: npxValueFlags}
	l := &Launch{Launcher: launcher}
	named, call := false, false
	for {
		f, ok := s.next()
		if !ok {
			break
		}
		switch f.name {
		case "-p", "--package":
			if f.arg >= 0 {
				named = true
				if r, ok := npmRef(f.value, f.arg); ok {
					l.Refs = append(l.Refs, r)
				}
			}
		case "-c", "--call":
			call = true
		}
	}
	if named || call {
		return l // -c alone runs a command string in the local project
	}
	if s.i >= len(args) {
		return nil // npx with nothing to run fails at start
	}
	if r, ok := npmRef(args[s.i], s.i); ok {
		l.Refs = append(l.Refs, r)
	}
	return l
}

// exactSemver matches one npm version, not a range: 1.4.2, v1.4.2,
// =1.4.2, 1.0.0-beta.1+build.
var exactSemver = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^[=v]?\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$`)
})

// npmGitPrefixes start the npm specs that name a git repository.
var npmGitPrefixes = []string{"git+", "git://", "github:", "gitlab:", "bitbucket:", "gist:"}

// githubShorthand matches npm's owner/repo shorthand for a GitHub
// repository, with an optional #committish.
var githubShorthand = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+(#.*)?$`) })

// npmRef reads an npm package spec. ok is false for a local path, which
// is not fetched.
func npmRef(spec string, arg int) (Ref, bool) {
	r := Ref{Arg: arg, Spec: spec}
	switch {
	case spec == "" || localPath(spec):
		return r, false
	case dynamic(spec):
		r.Dynamic, r.Name = true, spec
		return r, true
	case archiveURL(spec):
		r.Kind, r.Name, r.Pinned = URL, spec, true
		return r, true
	}
	git := githubShorthand().MatchString(spec)
	for _, p := range npmGitPrefixes {
		git = git || strings.HasPrefix(spec, p)
	}
	if git {
		repo, ref, _ := strings.Cut(spec, "#")
		r.Kind, r.Name, r.Version = Git, repo, ref
		switch {
		case hexCommit(ref):
			r.Pinned = true
		case ref == "":
			r.Problem = "names no commit, so it runs the head of the default branch"
		default:
			r.Problem = "names a branch, tag or range, not a commit"
		}
		r.Pin = repo + "#<commit>"
		return r, true
	}
	r.Kind = Registry
	at := strings.IndexByte(spec[1:], '@') + 1 // a scoped name starts with '@'
	if at == 0 {
		r.Name = spec
	} else {
		r.Name, r.Version = spec[:at], spec[at+1:]
	}
	version := r.Version
	if alias, ok := strings.CutPrefix(version, "npm:"); ok {
		// name@npm:other@1.2.3 installs other under name.
		if a := strings.IndexByte(alias[min(1, len(alias)):], '@'); a >= 0 {
			version = alias[a+2:]
		} else {
			version = ""
		}
	}
	r.Pin = r.Name + "@<version>"
	switch {
	case exactSemver().MatchString(version):
		r.Pinned = true
	case version == "":
		r.Problem = "names no version, so it runs whatever was published last"
	case version == "latest":
		r.Problem = "asks for @latest, whatever was published last"
	case distTag(version):
		r.Problem = "names the dist-tag \"" + version + "\", which moves with every release"
	default:
		r.Problem = "names the range \"" + version + "\", not one version"
	}
	return r, true
}

// distTag reports whether an npm version is a tag name (latest, next,
// beta) rather than a version or range: a tag starts with a letter other
// than v followed by a digit, and holds no range characters.
func distTag(v string) bool {
	if v == "" || strings.ContainsAny(v, " <>=^~*|") || v == "x" || v == "X" {
		return false
	}
	c := v[0]
	if c >= '0' && c <= '9' {
		return false
	}
	if (c == 'v' || c == '=') && len(v) > 1 && v[1] >= '0' && v[1] <= '9' {
		return false
	}
	return true
}
