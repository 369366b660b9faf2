package capability

import (
	"bytes"
	"flag"
	"fmt"
	"strings"
	"testing"

	"github.com/pluglint/pluglint/rules/rulestest"
)

var update = flag.Bool("update", false, "rewrite docs/known-servers.md from the tables")

const knownServersDoc = "../../docs/known-servers.md"

// TestKnownServersDoc keeps docs/known-servers.md, the reviewer's view of
// the known-server table and of MCP Toolbox's prebuilt sets, in step
// with the tables: go generate ./rules/capability rewrites it.
func TestKnownServersDoc(t *testing.T) {
	rulestest.Generated(t, knownServersDoc, renderKnownServers(), *update, "go generate ./rules/capability")
}

func renderKnownServers() []byte {
	var b bytes.Buffer
	cell := func(s string) string { return strings.ReplaceAll(s, "|", `\|`) }
	writes, reads := 0, 0
	for _, k := range knownServers {
		if k.writes {
			writes++
		} else {
			reads++
		}
	}
	fmt.Fprintf(&b, `# Known MCP servers

<!-- Generated from rules/capability/known.go and toolbox.go by go generate ./rules/capability. DO NOT EDIT. -->

What PL501 knows of a server from what it is: the npm or PyPI package or
container image a stdio server launches, the program on the PATH it
starts (by its name, and its first argument where the entry writes
one), or the host of a remote server's URL. A server launched from its GitHub repository (uvx --from
git+https://github.com/owner/repo, npx github:owner/repo) is the package
or image entry whose source is a page of that repository, when the
entries of that repository agree on whether the tools act; a folder of
a repository (#subdirectory=) is not matched. The table grows by the written rules
of testdata/capability/README.md ("How the known-server table grows"),
and every entry names the public page its tools were read from. %d
entries: %d whose tools can act, %d whose tools only read.

| kind | name | tools | what they do | restricted to reading by | write tools loaded by | source |
|---|---|---|---|---|---|---|
`, len(knownServers), writes, reads)
	for _, k := range knownServers {
		verdict := "read only"
		if k.writes {
			verdict = "act"
		}
		fmt.Fprintf(&b, "| %s | `%s` | %s | %s | %s | %s | %s |\n", k.kind, k.name, verdict, cell(k.does),
			codeList(k.readOnly), codeList(k.enables), k.source)
	}
	fmt.Fprintf(&b, `
## MCP Toolbox for Databases, started with --prebuilt

MCP Toolbox serves the tools its user defines, so what it is says
nothing of them; started with `+"`--prebuilt NAME`"+` (the npm package
`+"`@toolbox-sdk/server`"+` or its binary, `+"`toolbox`"+`) it serves one of its
published tool sets.

| prebuilt set | tools | what they do | source |
|---|---|---|---|
`)
	for _, s := range prebuiltSets {
		verdict := "read only"
		if s.writes {
			verdict = "act"
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s | %s |\n", s.name, verdict, cell(s.does), s.source)
	}
	return b.Bytes()
}

func codeList(items []string) string {
	if len(items) == 0 {
		return ""
	}
	return "`" + strings.Join(items, "`, `") + "`"
}
