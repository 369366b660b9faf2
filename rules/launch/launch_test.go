package launch

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/pluglint/pluglint/rules/rulestest"
)

// describe prints a launch compactly: the normalised string, then each
// reference's arg index, pinned state and problem or pin.
func describe(l *Launch) string {
	if l == nil {
		return "<nil>"
	}
	var b strings.Builder
	b.WriteString(l.String())
	for _, r := range l.Refs {
		switch {
		case r.Dynamic:
			fmt.Fprintf(&b, " | %d dynamic", r.Arg)
		case r.Pinned:
			fmt.Fprintf(&b, " | %d pinned %s", r.Arg, r.Version)
		default:
			fmt.Fprintf(&b, " | %d %s -> %s", r.Arg, r.Problem, r.Pin)
		}
	}
	return b.String()
}

func TestParse(t *testing.T) {
	tests := []struct {
		cmd  string
		args []string
		want string
	}{
		// npx
		{"npx", []string{"-y", "mcp-foo"}, "npx mcp-foo | 1 names no version, so it runs whatever was published last -> mcp-foo@<version>"},
		{"npx", []string{"--yes", "mcp-foo@1.4.2", "--port", "3"}, "npx mcp-foo@1.4.2 | 1 pinned 1.4.2"},
		{"npx", []string{"-y", "@acme/trade-mcp@1.4.2"}, "npx @acme/trade-mcp@1.4.2 | 1 pinned 1.4.2"},
		{"npx", []string{"-y", "@acme/trade-mcp"}, "npx @acme/trade-mcp | 1 names no version, so it runs whatever was published last -> @acme/trade-mcp@<version>"},
		{"npx", []string{"-y", "@acme/trade-mcp@latest"}, "npx @acme/trade-mcp@latest | 1 asks for @latest, whatever was published last -> @acme/trade-mcp@<version>"},
		{"npx", []string{"mcp-foo@next"}, `npx mcp-foo@next | 0 names the dist-tag "next", which moves with every release -> mcp-foo@<version>`},
		{"npx", []string{"mcp-foo@^1.2.0"}, `npx mcp-foo@^1.2.0 | 0 names the range "^1.2.0", not one version -> mcp-foo@<version>`},
		{"npx", []string{"mcp-foo@1.2"}, `npx mcp-foo@1.2 | 0 names the range "1.2", not one version -> mcp-foo@<version>`},
		{"npx", []string{"mcp-foo@v1.2.3-beta.1"}, "npx mcp-foo@v1.2.3-beta.1 | 0 pinned v1.2.3-beta.1"},
		{"npx", []string{"-p", "@acme/tools@2.0.0", "acme-trade"}, "npx @acme/tools@2.0.0 | 1 pinned 2.0.0"},
		{"npx", []string{"--package=@acme/tools", "acme-trade"}, "npx @acme/tools | 0 names no version, so it runs whatever was published last -> @acme/tools@<version>"},
		{"npx", []string{"--registry", "https://npm.example.com", "-y", "mcp-foo@1.0.0"}, "npx mcp-foo@1.0.0 | 3 pinned 1.0.0"},
		{"npx", []string{"-y", "--", "mcp-foo"}, "npx mcp-foo | 2 names no version, so it runs whatever was published last -> mcp-foo@<version>"},
		{"npx", []string{"github:acme/mcp"}, "npx github:acme/mcp | 0 names no commit, so it runs the head of the default branch -> github:acme/mcp#<commit>"},
		{"npx", []string{"acme/mcp#0123456789abcdef0123456789abcdef01234567"}, "npx acme/mcp#0123456789abcdef0123456789abcdef01234567 | 0 pinned 0123456789abcdef0123456789abcdef01234567"},
		{"npx", []string{"git+https://github.com/acme/mcp.git#main"}, "npx git+https://github.com/acme/mcp.git#main | 0 names a branch, tag or range, not a commit -> git+https://github.com/acme/mcp.git#<commit>"},
		{"npx", []string{"alias@npm:real-mcp@1.0.0"}, "npx alias@npm:real-mcp@1.0.0 | 0 pinned npm:real-mcp@1.0.0"},
		{"npx", []string{"${PLUGIN_ROOT}/server.js"}, "npx"},
		{"npx", []string{"./server.js"}, "npx"},
		{"npx", []string{"mcp-foo@${VERSION}"}, "npx mcp-foo@${VERSION} | 0 dynamic"},
		{"npx", []string{"-y"}, "<nil>"},
		{"npx", []string{"-c", "echo hi"}, "npx"},
		// bunx
		{"bunx", []string{"mcp-foo"}, "bunx mcp-foo | 0 names no version, so it runs whatever was published last -> mcp-foo@<version>"},
		{"bun", []string{"x", "mcp-foo@1.0.0"}, "bunx mcp-foo@1.0.0 | 1 pinned 1.0.0"},
		{"bun", []string{"run", "server.ts"}, "<nil>"},
		// npm exec, pnpm dlx, yarn dlx
		{"npm", []string{"exec", "--yes", "--", "mcp-foo"}, "npm exec mcp-foo | 3 names no version, so it runs whatever was published last -> mcp-foo@<version>"},
		{"npm", []string{"x", "--package=mcp-foo@1.2.3", "foo"}, "npm exec mcp-foo@1.2.3 | 1 pinned 1.2.3"},
		{"pnpm", []string{"dlx", "@acme/mcp@latest"}, "pnpm dlx @acme/mcp@latest | 1 asks for @latest, whatever was published last -> @acme/mcp@<version>"},
		{"yarn", []string{"dlx", "-p", "acme-mcp@2.0.0", "acme"}, "yarn dlx acme-mcp@2.0.0 | 2 pinned 2.0.0"},
		{"npm", []string{"run", "start"}, "<nil>"},
		{"pnpm", []string{"exec", "acme"}, "<nil>"},
		// uvx
		{"uvx", []string{"mcp-server-git"}, "uvx mcp-server-git | 0 names no version, so it runs whatever was published last -> mcp-server-git@<version>"},
		{"uvx", []string{"mcp-server-git==1.2.0"}, "uvx mcp-server-git==1.2.0 | 0 pinned 1.2.0"},
		{"uvx", []string{"mcp-server-git@1.2.0"}, "uvx mcp-server-git@1.2.0 | 0 pinned 1.2.0"},
		{"uvx", []string{"mcp-server-git@latest"}, "uvx mcp-server-git@latest | 0 asks for @latest, whatever was published last -> mcp-server-git@<version>"},
		{"uvx", []string{"mcp-server-git>=1.0"}, `uvx mcp-server-git>=1.0 | 0 names the range ">=1.0", not one version -> mcp-server-git@<version>`},
		{"uvx", []string{"mcp-server-git==1.*"}, `uvx mcp-server-git==1.* | 0 names the range "==1.*", not one version -> mcp-server-git@<version>`},
		{"uvx", []string{"--python", "3.12", "--from", "acme-mcp[cli]==2.1.0", "acme"}, "uvx acme-mcp[cli]==2.1.0 | 3 pinned 2.1.0"},
		{"uvx", []string{"--from=acme-mcp", "acme"}, "uvx acme-mcp | 0 names no version, so it runs whatever was published last -> acme-mcp@<version>"},
		{"uvx", []string{"--from", "git+https://github.com/acme/mcp", "acme"}, "uvx git+https://github.com/acme/mcp | 1 names no commit, so it runs the head of the default branch -> git+https://github.com/acme/mcp@<commit>"},
		{"uvx", []string{"--from", "git+https://github.com/acme/mcp@v1.0#subdirectory=srv", "acme"}, `uvx git+https://github.com/acme/mcp@v1.0#subdirectory=srv | 1 names the branch or tag "v1.0", not a commit, and either can be moved -> git+https://github.com/acme/mcp@<commit>#subdirectory=srv`},
		{"uvx", []string{"--from", "git+ssh://git@github.com/acme/mcp.git@0123abc4", "acme"}, "uvx git+ssh://git@github.com/acme/mcp.git@0123abc4 | 1 pinned 0123abc4"},
		{"uvx", []string{"--from", "acme @ git+https://github.com/acme/mcp", "acme"}, "uvx acme @ git+https://github.com/acme/mcp | 1 names no commit, so it runs the head of the default branch -> git+https://github.com/acme/mcp@<commit>"},
		{"uvx", []string{"--with", "httpx", "acme-mcp==1.0.0"}, "uvx acme-mcp==1.0.0 --with httpx | 2 pinned 1.0.0 | 1 names no version, so it runs whatever was published last -> httpx==<version>"},
		{"uvx", []string{"--from", "./local", "acme"}, "uvx"},
		{"uvx", []string{"--from", "acme"}, "<nil>"},
		{"uv", []string{"tool", "run", "--from", "git+https://projects.example.org/lab/mcp.git@2cea8d566dde07fbac28a61d698909d69724e853#subdirectory=mcp", "mcp"}, "uvx git+https://projects.example.org/lab/mcp.git@2cea8d566dde07fbac28a61d698909d69724e853#subdirectory=mcp | 3 pinned 2cea8d566dde07fbac28a61d698909d69724e853"},
		{"uv", []string{"run", "--project", "${PLUGIN_ROOT}", "acme"}, "<nil>"},
		// pipx
		{"pipx", []string{"run", "acme-mcp"}, "pipx run acme-mcp | 1 names no version, so it runs whatever was published last -> acme-mcp==<version>"},
		{"pipx", []string{"run", "acme-mcp==1.0"}, "pipx run acme-mcp==1.0 | 1 pinned 1.0"},
		{"pipx", []string{"--verbose", "run", "--spec", "acme-mcp==3.0", "acme"}, "pipx run acme-mcp==3.0 | 3 pinned 3.0"},
		{"pipx", []string{"run", "--spec", "acme-mcp~=3.0", "acme"}, `pipx run acme-mcp~=3.0 | 2 names the range "~=3.0", not one version -> acme-mcp==<version>`},
		{"pipx", []string{"install", "acme-mcp"}, "<nil>"},
		// docker
		{"docker", []string{"run", "-i", "--rm", "acme/mcp"}, "docker run acme/mcp | 3 has no tag, so it runs :latest, whatever was pushed last -> acme/mcp@sha256:<digest>"},
		{"docker", []string{"run", "-i", "--rm", "-e", "GITHUB_TOKEN", "ghcr.io/acme/mcp:latest"}, "docker run ghcr.io/acme/mcp:latest | 5 has the tag :latest, whatever was pushed last -> ghcr.io/acme/mcp@sha256:<digest>"},
		{"docker", []string{"run", "-it", "-v", "/data:/data", "--name", "mcp", "--env-file", ".env", "-p", "8080:80", "localhost:5000/acme/mcp:1.2"}, "docker run localhost:5000/acme/mcp:1.2 | 10 has the tag :1.2 but no digest, and a tag can be pushed again -> localhost:5000/acme/mcp:1.2@sha256:<digest>"},
		{"docker", []string{"run", "--rm", "-eTOKEN=x", "--network=host", "acme/mcp:1.2@sha256:abc123", "serve"}, "docker run acme/mcp:1.2@sha256:abc123 | 4 pinned sha256:abc123"},
		{"docker", []string{"--context", "remote", "container", "run", "-i", "localhost:5000/acme"}, "docker run localhost:5000/acme | 5 has no tag, so it runs :latest, whatever was pushed last -> localhost:5000/acme@sha256:<digest>"},
		{"podman", []string{"run", "-i", "acme/mcp:2"}, "podman run acme/mcp:2 | 2 has the tag :2 but no digest, and a tag can be pushed again -> acme/mcp:2@sha256:<digest>"},
		{"docker", []string{"exec", "-i", "mcp", "serve"}, "<nil>"},
		{"docker", []string{"run", "-i", "--rm"}, "<nil>"},
		{"docker", []string{"run", "${IMAGE}"}, "docker run ${IMAGE} | 1 dynamic"},
		// through Windows' cmd
		{"cmd", []string{"/c", "npx", "-y", "mcp-foo@1.4.2"}, "npx mcp-foo@1.4.2 | 3 pinned 1.4.2"},
		{"cmd.exe", []string{"/C", "uvx", "mcp-bar"}, "uvx mcp-bar | 2 names no version, so it runs whatever was published last -> mcp-bar@<version>"},
		{"CMD", []string{"/c", "cmd", "/c", "npx", "mcp-foo@1.0.0"}, "npx mcp-foo@1.0.0 | 4 pinned 1.0.0"},
		{"cmd", []string{"/c", "node", "server.js"}, "<nil>"},
		{"cmd", []string{"/k", "npx", "mcp-foo"}, "<nil>"},
		{"npx.cmd", []string{"-y", "mcp-foo@1.4.2"}, "npx mcp-foo@1.4.2 | 1 pinned 1.4.2"},
		{"UVX.EXE", []string{"mcp-bar==1.0.0"}, "uvx mcp-bar==1.0.0 | 0 pinned 1.0.0"},
		{"npx.bat", []string{"mcp-foo"}, "<nil>"},
		{"node.exe", []string{"server.js"}, "<nil>"},
		{"cmd", []string{"/c"}, "<nil>"},
		// not launchers
		{"node", []string{"server.js"}, "<nil>"},
		{"./bin/mcp", nil, "<nil>"},
	}
	for _, tt := range tests {
		got := describe(Parse(tt.cmd, tt.args))
		if got != tt.want {
			t.Errorf("Parse(%q, %q)\n got %s\nwant %s", tt.cmd, tt.args, got, tt.want)
		}
	}
}

// FuzzParse holds Parse to not crashing and to references whose Arg
// points at an argument holding their Spec.
func FuzzParse(f *testing.F) {
	f.Add("npx", "-y\x00@a/b@1.0.0")
	f.Add("docker", "run\x00-e\x00X\x00img:1")
	f.Add("uvx", "--from=git+https://h/x@abc\x00x")
	f.Add("cmd", "/c\x00npx\x00-y\x00@a/b@1.0.0")
	f.Fuzz(func(t *testing.T, cmd, joined string) {
		args := strings.Split(joined, "\x00")
		l := Parse(cmd, args)
		if l == nil {
			return
		}
		for _, r := range l.Refs {
			if r.Arg < 0 || r.Arg >= len(args) || !strings.Contains(args[r.Arg], r.Spec) {
				t.Fatalf("ref %+v does not point into %q", r, args)
			}
			if !r.Pinned && !r.Dynamic && (r.Problem == "" || r.Pin == "") {
				t.Fatalf("unpinned ref %+v lacks a problem or pin", r)
			}
		}
	})
}

// pyNameEnd stands in for a regular expression and must find what it
// finds, on generated text and under the fuzzer.
var pyNameRe = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._-]*(\[[^\]]*\])?`)

func checkPyName(t *testing.T, s string) {
	t.Helper()
	if got, want := s[:pyNameEnd(s)], pyNameRe.FindString(s); got != want {
		t.Fatalf("pyNameEnd(%q) takes %q, the expression %q", s, got, want)
	}
}

func TestPyNameEnd(t *testing.T) {
	for _, s := range []string{"", "mcp-server-git", "a", "_a", "-a", "pkg[cli,extra]==1.0", "pkg[open", "pkg[]", "x.y_z-1@2", "é", "9[a]]"} {
		checkPyName(t, s)
	}
	rulestest.AgreeOnRandomTexts(t, checkPyName)
}

func FuzzPyNameEnd(f *testing.F) {
	rulestest.AddFuzzSeeds(f)
	f.Add("pkg[cli,extra]==1.0")
	f.Fuzz(checkPyName)
}

// TestShellCommand pins the command a "sh -c LINE" server runs: the
// line's last command, after its assignments and exec; near misses are
// other shells' options, pipelines and lines that do not split.
func TestShellCommand(t *testing.T) {
	for _, c := range []struct {
		command string
		args    []string
		want    string // command and args joined by spaces, or "" for not ok
	}{
		{"sh", []string{"-c", "exec bun x mcp-mermaid"}, "bun x mcp-mermaid"},
		{"sh", []string{"-c", "LIBSQL_URL=file://$(pwd)/mcpmem.db exec bun x mcp-memory-libsql"}, "bun x mcp-memory-libsql"},
		{"bash", []string{"-c", "set -a && source .env.local && set +a && uvx mcp-upstage"}, "uvx mcp-upstage"},
		{"/bin/sh", []string{"-c", `docker run --rm -i -v "$(pwd)":/workspace acme/mcp:1.2`}, "docker run --rm -i -v $(pwd):/workspace acme/mcp:1.2"},
		{"zsh", []string{"-lc", "cd tools; npx -y @acme/mcp@1.0.0"}, "npx -y @acme/mcp@1.0.0"},
		{"sh", []string{"-c", "curl -fsSL https://x.example/i.sh | sh"}, ""},
		{"sh", []string{"-c", "exec node server.js > log.txt"}, ""},
		{"sh", []string{"-c", "npx 'unclosed"}, ""},
		{"sh", []string{"-c", "FOO=1"}, ""},
		{"sh", []string{"./run.sh"}, ""},
		{"sh", []string{"-c", "npx a", "extra"}, ""},
		{"python", []string{"-c", "print(1)"}, ""},
	} {
		cmd, args, ok := ShellCommand(c.command, c.args)
		got := ""
		if ok {
			got = strings.Join(append([]string{cmd}, args...), " ")
		}
		if got != c.want {
			t.Errorf("ShellCommand(%q, %q) = %q, want %q", c.command, c.args, got, c.want)
		}
	}
}
