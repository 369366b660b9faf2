package model_test

import (
	"fmt"
	"slices"
	"testing"
	"testing/fstest"

	"github.com/pluglint/pluglint/rules/model"
)

func TestServerCode(t *testing.T) {
	code := &fstest.MapFile{Data: []byte("import mcp\n")}
	fsys := fstest.MapFS{
		"plugin.json": {Data: []byte(`{"name": "p"}`)},
		"mcp.json": {Data: []byte(`{"mcpServers": {
			"own": {"command": "node", "args": ["${PLUGIN_ROOT}/dist/index.js"]},
			"sibling": {"command": "python3", "args": ["tools/server.py"]},
			"published": {"command": "npx", "args": ["-y", "some-server"]},
			"binary": {"command": "./bin/server"},
			"outside": {"command": "node", "args": ["../elsewhere/index.js"]},
			"module": {"command": "python3", "args": ["-m", "pkg.serve"]},
			"installed": {"command": "python3", "args": ["-m", "mcp_server_fetch"]},
			"uvrun": {"command": "uv", "args": ["run", "--with", "mcp", "tools/server.py"]},
			"npxtsx": {"command": "npx", "args": ["tsx", "src/index.ts"]},
			"npxpkg": {"command": "npx", "args": ["-y", "@scope/server.js"]},
			"gorun": {"command": "./cmd/srv/main.go"},
			"incwd": {"command": "uv", "args": ["run", "python", "server.py"], "cwd": "./mcp-tools"}
		}}`)},
		"dist/index.js":                code,
		"dist/chunk.mjs":               code,
		"dist/types.d.ts":              code,
		"dist/node_modules/x/index.js": code,
		"dist/server.test.js":          code,
		"dist/.cache/a.js":             code,
		"dist/README.md":               code,
		"tools/server.py":              code,
		"tools/test_server.py":         code,
		"tools/test-client.py":         code,
		"dist/example-usage.js":        code,
		"src/index.ts":                 code,
		"pkg/serve.py":                 code,
		"pkg/util.py":                  code,
		"cmd/srv/main.go":              code,
		"mcp-tools/server.py":          code,
		"cmd/srv/main_test.go":         code,
	}
	pkg, err := model.Load(model.Source{FS: fsys, Dir: "."})
	if err != nil {
		t.Fatal(err)
	}
	for server, want := range map[string][]string{
		// Two servers run the package's code: each reads its entry's
		// top directory.
		"own":       {"dist/chunk.mjs", "dist/index.js"},
		"sibling":   {"tools/server.py"},
		"published": nil,
		"binary":    nil,
		"outside":   nil,
		// python3 -m: a module of the package, not one installed.
		"module":    {"pkg/serve.py", "pkg/util.py"},
		"installed": nil,
		"uvrun":     {"tools/server.py"},
		"npxtsx":    {"src/index.ts"},
		// A package named like a file is not a path of the package.
		"npxpkg": nil,
		"gorun":  {"cmd/srv/main.go"},
		// A script relative to the entry's cwd.
		"incwd": {"mcp-tools/server.py"},
	} {
		var got []string
		for _, f := range pkg.ServerCode(server) {
			got = append(got, f.Path)
			if !f.CodeFile() {
				t.Errorf("%s: %s is not marked as code", server, f.Path)
			}
		}
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Errorf("%s: code %q, want %q", server, got, want)
		}
	}
	if f := pkg.File("plugin.json"); f.CodeFile() {
		t.Error("plugin.json is marked as code")
	}
	// The package's text, which the secret scan reads, is its manifests,
	// not the code read for tool names.
	var text []string
	for _, f := range pkg.TextFiles() {
		text = append(text, f.Path)
	}
	if want := []string{"mcp.json", "plugin.json"}; !slices.Equal(text, want) {
		t.Errorf("text files %q, want %q", text, want)
	}
}

// TestServerCodeOneServer: when one server runs the package's code,
// every code file of the package is its (a launcher in bin/ starts what
// src/ registers), within the bound on files.
func TestServerCodeOneServer(t *testing.T) {
	fsys := fstest.MapFS{
		"mcp.json":           {Data: []byte(`{"mcpServers": {"own": {"command": "node", "args": ["${PLUGIN_ROOT}/bin/start.mjs"]}}}`)},
		"bin/start.mjs":      {Data: []byte("import '../src/server.js'\n")},
		"src/server.ts":      {Data: []byte("server.tool('x')\n")},
		"skills/a/helper.py": {Data: []byte("print(1)\n")},
	}
	for i := range 300 {
		fsys[fmt.Sprintf("lib/f%03d.js", i)] = &fstest.MapFile{Data: []byte("x")}
	}
	pkg, err := model.Load(model.Source{FS: fsys, Dir: "."})
	if err != nil {
		t.Fatal(err)
	}
	files := pkg.ServerCode("own")
	if len(files) != 200 {
		t.Fatalf("read %d code files, want the bound, 200", len(files))
	}
	var got []string
	for _, f := range files[:2] {
		got = append(got, f.Path)
	}
	if want := []string{"bin/start.mjs", "lib/f000.js"}; !slices.Equal(got, want) {
		t.Errorf("first code files %q, want %q (walk order; skills/ is not code)", got, want)
	}
}

// TestServerCodePublished: a server launched by name from a package
// index gets the code of the package's project by that name: a
// package.json's name for npx and its kin, a pyproject.toml's project
// name (compared as the index compares them) for uvx and pipx run.
func TestServerCodePublished(t *testing.T) {
	code := &fstest.MapFile{Data: []byte("import mcp\n")}
	fsys := fstest.MapFS{
		"mcp.json": {Data: []byte(`{"mcpServers": {
			"npm": {"command": "npx", "args": ["-y", "@acme/mcp-server@2.0.1"]},
			"py": {"command": "uvx", "args": ["Acme_Tools.MCP==0.3.7", "serve"]},
			"poetry": {"command": "pipx", "args": ["run", "acme-poetry"]},
			"root": {"command": "npx", "args": ["acme-cli", "mcp"]},
			"other": {"command": "npx", "args": ["-y", "@acme/not-here"]},
			"deep": {"command": "npx", "args": ["-y", "deep-server"]},
			"vendored": {"command": "npx", "args": ["-y", "vendored-server"]},
			"dynamic": {"command": "npx", "args": ["-y", "${PKG}"]},
			"image": {"command": "docker", "args": ["run", "-i", "acme/mcp"]}
		}}`)},
		"package.json":                              {Data: []byte(`{"name": "acme-cli", "bin": {"acme": "cli.js"}}`)},
		"cli.js":                                    code,
		"packages/mcp-server/package.json":          {Data: []byte(`{"name": "@acme/mcp-server"}`)},
		"packages/mcp-server/src/index.ts":          code,
		"packages/mcp-server/src/index.test.ts":     code,
		"python/pyproject.toml":                     {Data: []byte("[build-system]\nname = \"nope\"\n\n[project]\nname = \"acme-tools-mcp\"\nversion = \"0.3.7\"\n")},
		"python/acme/server.py":                     code,
		"poetry/pyproject.toml":                     {Data: []byte("[tool.poetry]\nname = 'acme_poetry'\n")},
		"poetry/main.py":                            code,
		"a/b/c/package.json":                        {Data: []byte(`{"name": "deep-server"}`)},
		"a/b/c/index.js":                            code,
		"node_modules/vendored-server/package.json": {Data: []byte(`{"name": "vendored-server"}`)},
		"node_modules/vendored-server/index.js":     code,
	}
	pkg, err := model.Load(model.Source{FS: fsys, Dir: "."})
	if err != nil {
		t.Fatal(err)
	}
	for server, want := range map[string][]string{
		"npm":    {"packages/mcp-server/src/index.ts"},
		"py":     {"python/acme/server.py"},
		"poetry": {"poetry/main.py"},
		// The package is the project launched: all of its code.
		"root":  {"a/b/c/index.js", "cli.js", "packages/mcp-server/src/index.ts", "poetry/main.py", "python/acme/server.py"},
		"other": nil,
		// Deeper than two directories down, or in dependencies: not the
		// package's own project.
		"deep":     nil,
		"vendored": nil,
		"dynamic":  nil,
		"image":    nil,
	} {
		var got []string
		for _, f := range pkg.ServerCode(server) {
			got = append(got, f.Path)
		}
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Errorf("%s: code %q, want %q", server, got, want)
		}
	}
	// The manifests are read to name projects, not as package text.
	var text []string
	for _, f := range pkg.TextFiles() {
		text = append(text, f.Path)
	}
	if want := []string{"mcp.json"}; !slices.Equal(text, want) {
		t.Errorf("text files %q, want %q", text, want)
	}
}
