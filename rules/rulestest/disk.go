//go:build unix

package rulestest

import (
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
)

// WriteTree creates files under root on disk, for tests that need what an
// in-memory file system cannot hold. A name may end in a marker, those
// of FixtureFS and two more:
//
//	name@symlink  a symlink whose target is the content
//	name@fifo     a named pipe
//	name@dir      an empty directory
//	name@exec     a regular file with mode 0755
//	name@sock     a listening Unix socket (closed when the test ends)
//	name@sparse   a sparse file whose size in bytes is the content
func WriteTree(t testing.TB, root string, files map[string]string) {
	t.Helper()
	for name, content := range files {
		kind := ""
		if i := strings.LastIndexByte(name, '@'); i >= 0 {
			name, kind = name[:i], name[i+1:]
		}
		p := filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		var err error
		switch kind {
		case "":
			err = os.WriteFile(p, []byte(content), 0o644)
		case "dir":
			err = os.MkdirAll(p, 0o755)
		case "symlink":
			err = os.Symlink(content, p)
		case "exec":
			err = os.WriteFile(p, []byte(content), 0o755)
		case "fifo":
			err = syscall.Mkfifo(p, 0o644)
		case "sock":
			var l net.Listener
			if l, err = net.Listen("unix", p); err == nil {
				t.Cleanup(func() { l.Close() })
			}
		case "sparse":
			var size int64
			if size, err = strconv.ParseInt(content, 10, 64); err != nil {
				t.Fatal(err)
			}
			if err = os.WriteFile(p, nil, 0o644); err == nil {
				err = os.Truncate(p, size)
			}
		default:
			t.Fatalf("unknown file kind %q", kind)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
}
