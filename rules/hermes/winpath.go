package hermes

import "strings"

// Walk is where a relative path leads from its starting directory, read
// lexically the way Python's pathlib resolves it (".." removes the part
// before it; "." and empty parts are skipped).
type Walk struct {
	// Depth is how many directories below the start the path ends;
	// Lowest is the fewest it passes through: negative when the path
	// climbs above where it started.
	Depth, Lowest int
	// Rooted marks a path that is absolute or rooted where it is read
	// (Windows: a drive "C:" or a leading separator), so joining it to a
	// directory replaces that directory instead of descending from it.
	Rooted bool
}

// Escapes reports whether the path, started depth directories below a
// root, climbs above that root or replaces it.
func (w Walk) Escapes(depth int) bool { return w.Rooted || depth+w.Lowest < 0 }

// WindowsWalk reads p as a Windows Hermes does (WindowsPath): "\" and "/"
// both separate parts, and a leading separator or a drive letter makes it
// rooted.
func WindowsWalk(p string) Walk {
	rooted := strings.HasPrefix(p, "/") || strings.HasPrefix(p, `\`) ||
		(len(p) >= 2 && p[1] == ':' && urlIsASCIILetter(p[0]))
	w := walk(strings.FieldsFunc(p, func(r rune) bool { return r == '/' || r == '\\' }))
	w.Rooted = rooted
	return w
}

// PosixWalk reads p as Linux and macOS do: only "/" separates parts, and
// "\" is an ordinary character of a name.
func PosixWalk(p string) Walk {
	w := walk(strings.Split(p, "/"))
	w.Rooted = strings.HasPrefix(p, "/")
	return w
}

func walk(parts []string) Walk {
	var w Walk
	for _, part := range parts {
		switch part {
		case "", ".":
		case "..":
			w.Depth--
			w.Lowest = min(w.Lowest, w.Depth)
		default:
			w.Depth++
		}
	}
	return w
}
