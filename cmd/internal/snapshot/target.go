package snapshot

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/pluglint/pluglint/cmd/internal/cli"
	"github.com/pluglint/pluglint/cmd/internal/mcplive"
	"github.com/pluglint/pluglint/rules"
	"github.com/pluglint/pluglint/rules/pyjson"
)

// launch is where a stdio server runs: the package root and a data
// directory, both absolute with symlinks resolved, as Hermes passes them.
type launch struct {
	root, data string
	environ    []string // pluglint's own environment
}

// expand does the only expansion Hermes does in a package's mcp.json:
// ${PLUGIN_ROOT} and ${PLUGIN_DATA}, once, in args items, env values and
// cwd. Nothing else is expanded and nothing in url, headers or command.
// (A replacer, not a regular expression: a package variable's expression
// would be compiled at every start of pluglint, for every command.)
func (l *launch) expand(s string) string {
	return strings.NewReplacer("${PLUGIN_ROOT}", l.root, "${PLUGIN_DATA}", l.data).Replace(s)
}

// safeEnvKeys are the variables Hermes passes from its own environment to
// a stdio server (tools/mcp_tool_config.py _build_safe_env), besides
// XDG_*: no token of the publisher's shell reaches package code.
var safeEnvKeys = map[string]bool{
	"PATH": true, "HOME": true, "USER": true, "LANG": true,
	"LC_ALL": true, "TERM": true, "SHELL": true, "TMPDIR": true,
}

// safeEnvKeysFold are Windows variables Hermes passes, in any letter case.
var safeEnvKeysFold = map[string]bool{
	"ALLUSERSPROFILE": true, "APPDATA": true,
	"COMMONPROGRAMFILES": true, "COMMONPROGRAMFILES(X86)": true, "COMMONPROGRAMW6432": true,
	"COMPUTERNAME": true, "COMSPEC": true, "HOMEDRIVE": true, "HOMEPATH": true, "LOCALAPPDATA": true,
	"NUMBER_OF_PROCESSORS": true, "OS": true, "PATHEXT": true, "PROCESSOR_ARCHITECTURE": true,
	"PROGRAMDATA": true, "PROGRAMFILES": true, "PROGRAMFILES(X86)": true, "PROGRAMW6432": true,
	"PUBLIC": true, "SYSTEMDRIVE": true, "SYSTEMROOT": true, "TEMP": true, "TMP": true,
	"USERDOMAIN": true, "USERNAME": true, "USERPROFILE": true, "WINDIR": true,
}

// envList is an ordered environment where a later Set replaces a
// variable in place.
type envList struct {
	keys []string
	vals map[string]string
}

func (e *envList) Set(k, v string) {
	if e.vals == nil {
		e.vals = map[string]string{}
	}
	if _, ok := e.vals[k]; !ok {
		e.keys = append(e.keys, k)
	}
	e.vals[k] = v
}

func (e *envList) Strings() []string {
	out := make([]string, len(e.keys))
	for i, k := range e.keys {
		out[i] = k + "=" + e.vals[k]
	}
	return out
}

// stdioServer prepares a stdio server the way Hermes launches it
// (hermes_cli/agent_plugins.py _translate_stdio, then the MCP client's
// command resolution): the environment is Hermes's safe subset of
// pluglint's, then the server's env with placeholders expanded, then
// PLUGIN_ROOT and PLUGIN_DATA; a "./" command is the package file it
// names, a bare command is looked up in that environment's PATH, and the
// command's directory is put first on PATH; cwd defaults to the package
// root, and one inside the data directory is created.
func (l *launch) stdioServer(s *rules.Server) (*mcplive.Server, error) {
	v := s.Member.Value
	var env envList
	for _, kv := range l.environ {
		k, val, ok := strings.Cut(kv, "=")
		if ok && (safeEnvKeys[k] || strings.HasPrefix(k, "XDG_") || safeEnvKeysFold[strings.ToUpper(k)]) {
			env.Set(k, val)
		}
	}
	if e := v.Get("env"); e != nil && e.Kind == pyjson.Object {
		for _, m := range e.Effective() {
			env.Set(m.Key, l.expand(m.Value.Str))
		}
	}
	env.Set("PLUGIN_ROOT", l.root)
	env.Set("PLUGIN_DATA", l.data)

	command := v.Get("command").Str
	if strings.HasPrefix(command, "./") {
		command = resolved(filepath.Join(l.root, filepath.FromSlash(command[2:])))
	} else {
		found, err := lookPath(command, env.vals["PATH"])
		if err != nil {
			return nil, err
		}
		command = found
	}
	if dir := filepath.Dir(command); filepath.IsAbs(command) && !onPath(env.vals["PATH"], dir) {
		if p := env.vals["PATH"]; p != "" {
			env.Set("PATH", dir+string(os.PathListSeparator)+p)
		} else {
			env.Set("PATH", dir)
		}
	}

	var args []string
	if a := v.Get("args"); a != nil && a.Kind == pyjson.Array {
		for _, item := range a.Items {
			args = append(args, l.expand(item.Str))
		}
	}

	dir := l.root
	if c := v.Get("cwd"); c != nil && c.Kind == pyjson.String {
		expanded := l.expand(c.Str)
		if strings.HasPrefix(c.Str, "./") {
			expanded = filepath.Join(l.root, filepath.FromSlash(expanded[2:]))
		}
		dir = resolved(filepath.Clean(expanded))
		if cli.Within(dir, l.data) {
			if err := os.MkdirAll(dir, 0o755); err != nil {
				return nil, fmt.Errorf("creating its cwd in PLUGIN_DATA: %w", err)
			}
		}
	}
	return &mcplive.Server{Command: command, Args: args, Env: env.Strings(), Dir: dir}, nil
}

// httpServer is a streamable-http server's URL and headers, as written.
func httpServer(s *rules.Server) *mcplive.Server {
	v := s.Member.Value
	out := &mcplive.Server{URL: v.Get("url").Str}
	if h := v.Get("headers"); h != nil && h.Kind == pyjson.Object {
		for _, m := range h.Effective() {
			out.Headers = append(out.Headers, mcplive.Header{Name: m.Key, Value: m.Value.Str})
		}
	}
	return out
}

// resolved follows symlinks as Python's Path.resolve(strict=False) does,
// keeping the path as it is when it does not exist yet.
func resolved(p string) string {
	if r, err := filepath.EvalSymlinks(p); err == nil {
		return r
	}
	return p
}

func onPath(path, dir string) bool {
	for _, d := range filepath.SplitList(path) {
		if d == dir {
			return true
		}
	}
	return false
}

// lookPath finds a bare command in a PATH, as Python's shutil.which does:
// the first regular, executable file of that name.
func lookPath(name, path string) (string, error) {
	exts := []string{""}
	if runtime.GOOS == "windows" {
		exts = append(exts, ".com", ".exe", ".bat", ".cmd")
	}
	for _, dir := range filepath.SplitList(path) {
		if dir == "" {
			continue
		}
		for _, ext := range exts {
			p := filepath.Join(dir, name+ext)
			info, err := os.Stat(p)
			if err != nil || !info.Mode().IsRegular() {
				continue
			}
			if runtime.GOOS != "windows" && info.Mode().Perm()&0o111 == 0 {
				continue
			}
			return p, nil
		}
	}
	return "", &notFoundError{name: name}
}

type notFoundError struct{ name string }

func (e *notFoundError) Error() string {
	return fmt.Sprintf("command %q is not on the PATH Hermes would give it (PATH from your environment or the server's env)", e.name)
}

var errOutsideRoot = errors.New("resolves outside the package")

// inventoryDir makes the directory of the default inventory and checks
// that it stays inside the package: a .pluglint symlink must not make
// pluglint write elsewhere.
func inventoryDir(root, file string) error {
	dir := filepath.Dir(file)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	real, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return err
	}
	if !cli.Within(real, resolved(root)) {
		return &fs.PathError{Op: "write", Path: dir, Err: errOutsideRoot}
	}
	return nil
}
