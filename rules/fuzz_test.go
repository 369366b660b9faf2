package rules_test

import (
	"fmt"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/pluglint/pluglint/rules/model"

	"github.com/pluglint/pluglint/rules"
)

// FuzzLint runs the whole loader and every rule over an in-memory package
// built from three fuzzed files. Nothing a package holds may crash
// pluglint, and every finding must point inside its file.
func FuzzLint(f *testing.F) {
	f.Add([]byte(`{"$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json", "name": "demo",
 "extensions": {"com.nousresearch.hermes": {"servers": {"a": {"trust": "untrusted", "app": {"linux": {"presence": "executable", "location": "/usr/bin/x"}}}}}}}`),
		[]byte(`{"$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json", "mcpServers": {"a": {"type": "stdio", "command": "./bin/a", "args": ["${PLUGIN_ROOT}/x"], "env": {"API_TOKEN": "ghp_123"}}}}`),
		[]byte("---\nname: s\ndescription: d\nmetadata: {a: yes}\n---\nbody\n"))
	f.Add([]byte(`{"name": NaN, "name": [1, {"a": -Infinity}]`), []byte(`{"mcpServers": {"x": {"type": ["stdio"]}}}`), []byte("---\nname: [\n---\n"))
	f.Add([]byte("\xef\xbb\xbf{}"), []byte(`{"$schema": 1, "mcpServers": {"": {"type": "sse", "url": "http://[::1"}}}`), []byte("\xef\xbb\xbf---\r\nname: s\r\n---\r\n"))
	// More servers than linearLookups, so that skills find them through
	// the mention table, and more gate phrases in one sentence than
	// maxSentenceScans, so that PL502 reads them through its index.
	var servers, mentions strings.Builder
	for i := range 18 {
		if i > 0 {
			servers.WriteString(", ")
		}
		fmt.Fprintf(&servers, `"shop-%d.orders": {"type": "streamable-http", "url": "https://api%d.shop.example/mcp"}`, i, i)
		fmt.Fprintf(&mentions, "call mcp__shop_%d_orders__buy, ask SHOP %d orders, api%d.shop.example. ", i, i, i)
	}
	f.Add([]byte(`{"$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json", "name": "shop"}`),
		[]byte(`{"$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json", "mcpServers": {`+servers.String()+`}}`),
		[]byte("---\nname: s\ndescription: d\n---\n"+mentions.String()+strings.Repeat("send an email, place an order, wait for approval, get the user's confirmation, only after the user confirms ", 10)))
	// More findings of one rule in a file than pluglint shows, some
	// dropping servers past the bound, and a name longer than messages
	// quote whole.
	var typeless strings.Builder
	for i := range 105 {
		fmt.Fprintf(&typeless, `"s%d": {"command": "node", "args": [%d]}, `, i, i)
	}
	f.Add([]byte(`{"$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json", "name": "`+strings.Repeat("n", 300)+`"`+
		strings.Repeat(`, "name": "x"`, 105)+`}`),
		[]byte(`{"$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json", "mcpServers": {`+typeless.String()+
			`"`+strings.Repeat("é", 150)+`": {"type": "stdio", "command": "x", "args": [`+strings.Repeat("1, ", 104)+`1]}}}`),
		[]byte("---\nname: s\ndescription: d\n---\n"))
	// A skill that names its server in sentences and acts on records in
	// them (capability's skillActPieces), with letters whose lower case
	// is another length inside the sentences.
	f.Add([]byte(`{"$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json", "name": "crm"}`),
		[]byte(`{"$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json", "mcpServers": {"acme-crm": {"type": "stdio", "command": "acme"}}}`),
		[]byte("---\nname: s\ndescription: d\n---\n# Acme\n\nWhen asked, create contacts in Acme CRM. İ Use acme_crm to delete the Ⱥ records, then "+
			"add a note. - Tag deals with AcmeCRM: archive old ones and update deal stages.\n"))
	// Letters whose lower case is longer or shorter than they are (Ⱥ, İ)
	// and invalid bytes before credential names: offsets found in a
	// lower-cased copy must still be offsets in the text.
	shift := strings.Repeat("Ⱥ", 60) + strings.Repeat("\xff", 40) + "İ"
	f.Add([]byte(`{"$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json", "name": "demo", "description": "`+shift+` TOKEN=Zx8Qw3Lm9Rt2Vb7Nc4Kd6Hf1"}`),
		[]byte(`{"$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json", "mcpServers": {"a": {"type": "stdio", "command": "x", "args": ["`+shift+` --api-key Zx8Qw3Lm9Rt2Vb7Nc4Kd6Hf1"]}}}`),
		[]byte("---\nname: s\ndescription: "+shift+"\n---\n"+shift+" password: Zx8Qw3Lm9Rt2Vb7Nc4Kd6Hf1\n"))
	// Descriptions the readings of acts walk token by token: a verb at
	// the end, a record before a verb in another script, Cyrillic
	// capitals folded in place, money talked about in a list.
	f.Add([]byte(`{"$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json", "name": "demo", "description": "Удаление файлов; タスクの作成・削除, 不能删除文件. Look up charges, refunds and; reply to; comment on, Roll back; Kick off", "keywords": ["large-trades", "browser-automation"]}`),
		[]byte(`{"$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json", "mcpServers": {"a": {"type": "stdio", "command": "x", "env": {"X_READ_ONLY": "${X_READ_ONLY:-false}"}}}}`),
		[]byte("---\nname: s\ndescription: d\n---\nbody\n"))
	f.Fuzz(func(t *testing.T, manifest, mcp, skill []byte) {
		fsys := fstest.MapFS{
			"plugin.json":       {Data: manifest},
			"mcp.json":          {Data: mcp},
			"skills/s/SKILL.md": {Data: skill},
		}
		pkg, err := model.Load(model.Source{FS: fsys, Dir: "."})
		if err != nil {
			t.Fatal(err)
		}
		res, err := rules.Lint(pkg, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, fd := range res.Findings {
			if fd.Loc.WholeFile {
				continue
			}
			file := pkg.File(fd.Loc.File)
			if file == nil {
				continue
			}
			if fd.Loc.Span.Start < 0 || fd.Loc.Span.End < fd.Loc.Span.Start || fd.Loc.Span.End > len(file.Data) {
				t.Errorf("%s: span %v outside %s (%d bytes)", fd.Rule, fd.Loc.Span, fd.Loc.File, len(file.Data))
			}
		}
	})
}
