package launch

import (
	"strings"
)

// uvxValueFlags are the uvx (uv tool run) options that take a value.
var uvxValueFlags = valueFlags("--from", "--with", "--with-editable", "--with-requirements",
	"-p", "--python", "--index", "--default-index", "-i", "--index-url", "--extra-index-url",
	"-f", "--find-links", "--index-strategy", "--keyring-provider", "--resolution", "--prerelease",
	"--exclude-newer", "--exclude-newer-package", "-P", "--upgrade-package", "--reinstall-package",
	"--refresh-package", "-c", "--constraints", "--overrides", "--build-constraints", "--env-file",
	"-C", "--config-setting", "--config-settings-package", "--link-mode", "--cache-dir",
	"--directory", "--project", "--config-file", "--color", "--python-preference",
	"--allow-insecure-host", "--no-build-package", "--no-binary-package", "--torch-backend",
	"--python-platform", "--native-tls-cert")

// uvx reads uvx or "uv tool run" arguments from args[from:]:
//
//	uvx [options] <package>[@<version>|==<version>] [args...]
//	uvx [options] --from <spec> <command> [args...]
//	uvx [options] --with <spec> ... <package> [args...]
func uvx(args []string, from int) *Launch {
	s := &scanner{args: args, i: from, takesValue: uvxValueFlags}
	l := &Launch{Launcher: "uvx"}
	var main *Ref
	var with []Ref
	for {
		f, ok := s.next()
		if !ok {
			break
		}
		if f.arg < 0 {
			continue
		}
		switch f.name {
		case "--from":
			if r, ok := pyRef(f.value, f.arg, true); ok {
				main = &r
			}
		case "--with":
			if r, ok := pyRef(f.value, f.arg, false); ok {
				r.With = true
				with = append(with, r)
			}
		}
	}
	if s.i >= len(args) {
		return nil // uvx with nothing to run fails at start
	}
	if main == nil && !fromGiven(args, from) {
		if r, ok := pyRef(args[s.i], s.i, true); ok {
			main = &r
		}
	}
	if main != nil {
		l.Refs = append(l.Refs, *main)
	}
	l.Refs = append(l.Refs, with...)
	return l
}

// fromGiven reports whether uvx was given --from (perhaps naming a local
// path, which yields no reference): the command is then a program name.
func fromGiven(args []string, from int) bool {
	s := &scanner{args: args, i: from, takesValue: uvxValueFlags}
	for {
		f, ok := s.next()
		if !ok {
			return false
		}
		if f.name == "--from" {
			return true
		}
	}
}

// pipxValueFlags are the pipx run options that take a value.
var pipxValueFlags = valueFlags("--spec", "--python", "--pip-args", "-i", "--index-url",
	"--backend", "--fetch-python")

// pipxRun reads "pipx [-v|-q] run [options] <app> [args...]"; --spec
// names the package when the app is only a program in it.
func pipxRun(args []string) *Launch {
	i := 0
	for i < len(args) && strings.HasPrefix(args[i], "-") {
		i++ // --verbose, --quiet and the like take no value
	}
	if i >= len(args) || args[i] != "run" {
		return nil
	}
	s := &scanner{args: args, i: i + 1, takesValue: pipxValueFlags}
	l := &Launch{Launcher: "pipx run"}
	spec := false
	for {
		f, ok := s.next()
		if !ok {
			break
		}
		if f.name == "--spec" && f.arg >= 0 {
			spec = true
			if r, ok := pyRef(f.value, f.arg, false); ok {
				l.Refs = append(l.Refs, r)
			}
		}
	}
	if s.i >= len(args) {
		return nil
	}
	if !spec {
		if r, ok := pyRef(args[s.i], s.i, false); ok {
			l.Refs = append(l.Refs, r)
		}
	}
	return l
}

// pyNameEnd is the length of the Python distribution name, with its
// optional extras ("name[extra,...]"), at the start of spec, or 0: what
// ^[A-Za-z0-9][A-Za-z0-9._-]*(\[[^\]]*\])? finds, by hand.
func pyNameEnd(spec string) int {
	n := 0
	for n < len(spec) {
		c := spec[n]
		if !('a' <= c|0x20 && c|0x20 <= 'z' || '0' <= c && c <= '9' || n > 0 && (c == '.' || c == '_' || c == '-')) {
			break
		}
		n++
	}
	if n > 0 && n < len(spec) && spec[n] == '[' {
		if j := strings.IndexByte(spec[n:], ']'); j >= 0 {
			n += j + 1
		}
	}
	return n
}

// pyRef reads a Python requirement as uvx and pipx take it: name,
// name==1.2, name>=1, name@1.2 (uvx only, atVersion), git+URL@commit,
// "name @ URL", an archive URL. ok is false for a local path.
func pyRef(spec string, arg int, atVersion bool) (Ref, bool) {
	r := Ref{Arg: arg, Spec: spec}
	switch {
	case spec == "" || localPath(spec):
		return r, false
	case dynamic(spec):
		r.Dynamic, r.Name = true, spec
		return r, true
	}
	target := spec
	if _, url, ok := strings.Cut(spec, " @ "); ok {
		target = strings.TrimSpace(url) // PEP 508 direct reference
	}
	switch {
	case strings.HasPrefix(target, "git+"):
		return pyGitRef(r, target), true
	case archiveURL(target):
		r.Kind, r.Name, r.Pinned = URL, target, true
		return r, true
	case localPath(target):
		return r, false
	}
	r.Kind = Registry
	name := spec[:pyNameEnd(spec)]
	if name == "" {
		// Say nothing of what cannot be read.
		r.Name, r.Pinned = spec, true
		return r, true
	}
	r.Name = name
	rest := strings.TrimSpace(spec[len(name):])
	if i := strings.IndexByte(rest, ';'); i >= 0 {
		rest = strings.TrimSpace(rest[:i]) // an environment marker
	}
	r.Version = rest
	r.Pin = name + "==<version>"
	if atVersion {
		r.Pin = name + "@<version>"
	}
	switch {
	case rest == "":
		r.Problem = "names no version, so it runs whatever was published last"
	case atVersion && rest == "@latest":
		r.Problem = "asks for @latest, whatever was published last"
	case atVersion && strings.HasPrefix(rest, "@"):
		r.Version = rest[1:]
		r.Pinned = !strings.ContainsAny(r.Version, "<>=!~*, ")
		r.Problem = "names the range \"" + r.Version + "\", not one version"
	case strings.HasPrefix(rest, "===") || strings.HasPrefix(rest, "=="):
		v := strings.TrimSpace(strings.TrimLeft(rest, "="))
		r.Version = v
		r.Pinned = v != "" && !strings.ContainsAny(v, "*,<>!~ ")
		r.Problem = "names the range \"" + rest + "\", not one version"
	default:
		r.Problem = "names the range \"" + rest + "\", not one version"
	}
	if r.Pinned {
		r.Problem = ""
	}
	return r, true
}

// pyGitRef reads git+URL[@ref][#fragment]: pinned only by a commit hash,
// since a branch or a tag can be moved.
func pyGitRef(r Ref, target string) Ref {
	r.Kind = Git
	base, frag, hasFrag := strings.Cut(target, "#")
	ref := ""
	// The ref follows the last "@" of the path: "git+ssh://git@host/x@v1"
	// has a user before the host.
	if scheme := strings.Index(base, "://"); scheme >= 0 {
		rest := base[scheme+3:]
		if slash := strings.IndexByte(rest, '/'); slash >= 0 {
			path := rest[slash:]
			if at := strings.LastIndexByte(path, '@'); at >= 0 {
				ref = path[at+1:]
				base = base[:scheme+3+slash+at]
			}
		}
	}
	r.Name, r.Version = base, ref
	r.Pin = base + "@<commit>"
	if hasFrag {
		r.Pin += "#" + frag
	}
	switch {
	case hexCommit(ref):
		r.Pinned = true
	case ref == "":
		r.Problem = "names no commit, so it runs the head of the default branch"
	default:
		r.Problem = "names the branch or tag \"" + ref + "\", not a commit, and either can be moved"
	}
	return r
}
