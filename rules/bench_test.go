package rules_test

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/pluglint/pluglint/rules/model"

	"github.com/pluglint/pluglint/rules"
)

// benchPackage is a realistic package: a gated remote server, a stdio
// server, two skills.
func benchPackage() fstest.MapFS {
	return fstest.MapFS{
		"plugin.json": {Data: []byte(`{
  "$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json",
  "name": "trader",
  "version": "1.2.0",
  "description": "Quotes and stock orders",
  "author": {"name": "Example Markets", "url": "https://markets.example.com"},
  "license": "MIT",
  "keywords": ["trading", "stocks"],
  "extensions": {"com.nousresearch.hermes": {"servers": {"trade": {"trust": "untrusted"}}}}
}`)},
		"mcp.json": {Data: []byte(`{
  "$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json",
  "mcpServers": {
    "trade": {"type": "streamable-http", "url": "https://mcp.markets.example.com/trade", "headers": {"X-Client": "hermes"}},
    "quotes": {"type": "stdio", "command": "uvx", "args": ["example-quotes-mcp==1.4.0"], "env": {"CACHE": "${PLUGIN_DATA}/cache"}}
  }
}`)},
		"skills/trading/SKILL.md":  {Data: []byte("---\nname: trading\ndescription: Look up quotes and place orders.\nlicense: MIT\n---\n\n# Trading\n\nUse the quotes server, then the trade server.\n")},
		"skills/research/SKILL.md": {Data: []byte("---\nname: research\ndescription: Summarise a company's filings.\nmetadata:\n  owner: research\n---\n\nRead filings.\n")},
	}
}

// benchLint loads the package fsys holds as directory dir and lints
// it, b.N times.
func benchLint(b *testing.B, fsys fstest.MapFS, dir string) {
	b.Helper()
	b.ReportAllocs()
	for b.Loop() {
		pkg, err := model.Load(model.Source{FS: fsys, Dir: dir})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := rules.Lint(pkg, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// acmePackage is a package of one remote server, acme, whose
// plugin.json holds the given members after its $schema and name.
func acmePackage(members string) fstest.MapFS {
	return fstest.MapFS{
		"plugin.json": {Data: []byte(`{
  "$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json",
  "name": "acme",` + members + `}`)},
		"mcp.json": {Data: []byte(`{
  "$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json",
  "mcpServers": {"acme": {"type": "streamable-http", "url": "https://mcp.acme.example/mcp"}}
}`)},
	}
}

// BenchmarkLintPackage measures loading and linting one package in memory:
// the per-package cost of a catalog run.
func BenchmarkLintPackage(b *testing.B) {
	fsys := benchPackage()
	benchLint(b, fsys, "trader")
}

// BenchmarkLoadDisk measures the loader alone on the same package on
// disk: the system calls a catalog run makes per package.
func BenchmarkLoadDisk(b *testing.B) {
	dir := b.TempDir()
	if err := os.CopyFS(dir, benchPackage()); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		src, err := model.OSSource(dir, "trader")
		if err != nil {
			b.Fatal(err)
		}
		if _, err := model.Load(src); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLintLongManifest measures a package whose only server is
// described at length: a plugin.json of some 6 KB of descriptions and
// another client's tool list, read word by word for evidence of what
// the server does (capability's description readings).
func BenchmarkLintLongManifest(b *testing.B) {
	sentence := "Search newly registered domains, check availability with pricing, and track keywords; " +
		"our team keeps long-term notes for you, never deletes anything, and reports trends. "
	var tools strings.Builder
	for i := range 40 {
		fmt.Fprintf(&tools, `{"name": "acme-get-report-%d", "description": "Reads report %d of the account."},`, i, i)
	}
	benchLint(b, acmePackage(`
  "description": "`+strings.Repeat(sentence, 24)+`",
  "extensions": {"com.anthropic.mcpb": {"tools": [`+tools.String()+`{"name": "acme-add-note"}]}}
`), "acme")
}

// BenchmarkLintHugeDescription lints a package whose plugin.json
// description is 660 KB of sentences that each name an act on records:
// thirty thousand pieces of evidence. Placing each inside the JSON
// string, and asking of every word whether an act covers it, made this
// quadratic (19 s); only the pieces shown are placed now, and one pass
// answers for the words.
func BenchmarkLintHugeDescription(b *testing.B) {
	benchLint(b, acmePackage(`
  "description": "`+strings.Repeat("Our team creates and updates tasks for you. ", 15000)+`"
`), "acme")
}

// BenchmarkLintSkills measures loading and linting, from disk, packages
// whose skills hold much prose that names their servers: the heaviest
// single-package runs, where the readings of skills cost most and
// every allocation is a fresh page in a cold process.
func BenchmarkLintSkills(b *testing.B) {
	for _, name := range []string{"security-vulnerability-scanner", "aero-agent-skills"} {
		b.Run(name, func(b *testing.B) {
			dir := "../testdata/capability/seen/" + name
			b.ReportAllocs()
			for b.Loop() {
				src, err := model.OSSource(dir, name)
				if err != nil {
					b.Fatal(err)
				}
				pkg, err := model.Load(src)
				if err != nil {
					b.Fatal(err)
				}
				if _, err := rules.Lint(pkg, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkLintSkillAfterFind lints a package whose skill has its
// server find a record and then goes on for 30 KB of prose that names
// neither the server nor the record: each later sentence could act on
// the record found, and is read for acts only if it holds the record's
// word (capability's mayNameFound).
func BenchmarkLintSkillAfterFind(b *testing.B) {
	fsys := acmePackage(`"description": "Tickets"`)
	fsys["skills/triage/SKILL.md"] = &fstest.MapFile{Data: []byte("---\nname: triage\ndescription: Triage a ticket.\n---\n\n" +
		"Find the ticket by its number using acme. Then " +
		strings.Repeat("summarise the discussion for the user, and keep the tone friendly and short. ", 400) + "\n")}
	benchLint(b, fsys, "acme")
}
