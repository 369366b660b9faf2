package report

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"github.com/pluglint/pluglint/rules"
	"github.com/pluglint/pluglint/rules/model"
)

var fakeWrite = &rules.Rule{
	ID: "PL501", Name: "write-server-ungated", Level: rules.Warning, Class: rules.Advice, Security: true, WriteSignal: rules.WriteCapable,
	Doc: rules.Doc{Title: "a write-capable MCP server runs without a trust gate", Why: "The model calls it unasked.", Fix: "Declare trust \"untrusted\"."},
}

var fakeUnpinned = &rules.Rule{
	ID: "PL311", Name: "launcher-unpinned", Level: rules.Warning, Class: rules.Advice,
	Doc: rules.Doc{Title: "a launcher fetches an unpinned package", Why: "Each start may run new code.", Fix: "Pin a version."},
}

// hostileName is a server name that would run a script if a reporter
// printed it unescaped.
const hostileName = `pay</td><script>alert(1)</script>`

// brokerPackage loads, with a write-capable server at full trust whose
// PL501 finding carries evidence, and a name written to break out of the
// table.
func brokerPackage(t *testing.T) *rules.Result {
	t.Helper()
	mcp := "{\"mcpServers\": {\n  \"" + strings.ReplaceAll(hostileName, "/", "\\/") + "\": {\"type\": \"stdio\", \"command\": \"npx\", \"args\": [\"pay-mcp\"]}\n}}\n"
	pkg := load(t, "plugins/broker", map[string]string{
		"plugin.json": `{"name": "broker"}` + "\n",
		"mcp.json":    mcp,
		"skills/pay/SKILL.md": "---\nname: pay\ndescription: Pay invoices with " + hostileName +
			"\n---\nUse the transfer_funds tool.\n",
	})
	member := pkg.ServerMembers()[0]
	w := find(t, pkg, fakeWrite, rules.Warning, "mcp.json", `"pay<\/td>`, member.Value.Pointer,
		`server "`+hostileName+`" looks write-capable (tool "transfer_funds" (money); medium confidence, from skills) and runs at full trust`)
	w.Related = []rules.Related{{
		Loc:     rules.Loc{File: "skills/pay/SKILL.md", Span: spanOf(pkg, "skills/pay/SKILL.md", "transfer_funds")},
		Message: `says tool "transfer_funds" (money)`,
	}}
	unpinned := find(t, pkg, fakeUnpinned, rules.Warning, "mcp.json", `"pay-mcp"`, member.Value.Pointer+"/args/0",
		`server "`+hostileName+`" runs npx "pay-mcp" with no version, which fetches the newest release at every start; pin it, as "pay-mcp@1.2.3"`)
	out := &rules.Outcome{
		Servers: []*rules.Server{{
			Name: hostileName, InternalName: "pay-td-script-alert-1-script", Type: "stdio", Member: member,
			Trust: model.TrustFull, TrustSource: model.TrustFromDefault,
		}},
		Skills: pkg.Skills.Skills,
	}
	return fixture{pkg: pkg, name: "broker", findings: []*rules.Finding{w, unpinned}, outcome: out}.result()
}

func htmlOf(t *testing.T, results []*rules.Result) string {
	t.Helper()
	var buf bytes.Buffer
	if err := Write("html", &buf, results, Options{Version: "1.2.3"}); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

func TestHTMLGolden(t *testing.T) {
	golden(t, "html/catalog.html", htmlOf(t, append(twoPackages(t), brokerPackage(t))))
	golden(t, "html/one-package.html", htmlOf(t, twoPackages(t)[1:]))
}

// TestHTMLWriteVerdict: a full-trust server with a PL501 finding at its
// mcp.json key is filed as write-capable and ungated, with the finding's
// message and related locations as its evidence; a gated server is gated.
func TestHTMLWriteVerdict(t *testing.T) {
	broker := brokerPackage(t)
	p := htmlPackageOf(broker)
	if len(p.Servers) != 1 {
		t.Fatalf("servers: %+v", p.Servers)
	}
	s := p.Servers[0]
	if s.Write != writeUngated || s.WriteLabel != "write-capable, ungated" {
		t.Errorf("write verdict %q %q, want %q", s.Write, s.WriteLabel, writeUngated)
	}
	wantEvidence := []string{
		broker.Findings[0].Message,
		`plugins/broker/skills/pay/SKILL.md:5:9: says tool "transfer_funds" (money)`,
	}
	if strings.Join(s.Evidence, "\n") != strings.Join(wantEvidence, "\n") {
		t.Errorf("evidence:\n%s\nwant:\n%s", strings.Join(s.Evidence, "\n"), strings.Join(wantEvidence, "\n"))
	}
	if len(s.Unpinned) != 1 || s.Unpinned[0] != broker.Findings[1].Message {
		t.Errorf("unpinned launcher evidence %q, want the PL311 message", s.Unpinned)
	}
	if p.WriteKeys != writeUngated || p.TrustKeys != "full" || p.RuleKeys != "PL311 PL501" || p.LevelKeys != "warning" {
		t.Errorf("filter keys: write %q trust %q rules %q levels %q", p.WriteKeys, p.TrustKeys, p.RuleKeys, p.LevelKeys)
	}
	trader := htmlPackageOf(twoPackages(t)[1])
	var got []string
	for _, s := range trader.Servers {
		got = append(got, s.Name+"="+s.Write)
	}
	if want := "trade=gated Feed=no-write-signal"; strings.Join(got, " ") != want {
		t.Errorf("trader servers %q, want %q", strings.Join(got, " "), want)
	}
}

// remoteRef matches an attribute or CSS reference to a URL with a scheme
// or a protocol-relative one.
var remoteRef = regexp.MustCompile(`(?i)(\b(?:src|href|action|srcset|poster|data|formaction)\s*=\s*["']?\s*(?:[a-z][a-z0-9+.-]*:|//)[^"'\s>]*)|\burl\(|@import|<link\b|<iframe\b|<object\b|<embed\b|\bfetch\(|XMLHttpRequest|WebSocket|EventSource`)

// TestHTMLLoadsNothing: the page references no resource outside itself;
// the only links with a scheme are the rules' documentation, which a
// reader follows, never the page.
func TestHTMLLoadsNothing(t *testing.T) {
	page := htmlOf(t, append(twoPackages(t), brokerPackage(t)))
	allowed := map[string]bool{}
	for _, r := range fakeCatalogue {
		allowed[`href="`+r.HelpURI()] = true
	}
	allowed[`href="`+fakeWrite.HelpURI()] = true
	allowed[`href="`+fakeUnpinned.HelpURI()] = true
	hits := remoteRef.FindAllString(page, -1)
	links := 0
	for _, h := range hits {
		if allowed[h] {
			links++
			continue
		}
		t.Errorf("remote reference %q", h)
	}
	if links != 8 {
		t.Errorf("%d rule documentation links, want one per finding (8)", links)
	}
	// The check itself must catch what it is for.
	for _, bad := range []string{
		`<img src="https://x.example/a.png">`, `<script src=//cdn.example/x.js>`,
		`<link rel="stylesheet" href="a.css">`, `body{background:url(x.png)}`, `<a href="http://x.example/">`,
	} {
		if remoteRef.FindString(bad) == "" {
			t.Errorf("remoteRef misses %q", bad)
		}
	}
}

// TestHTMLEscapes: names and text from a package are escaped everywhere
// the page shows them, in elements and in attributes.
func TestHTMLEscapes(t *testing.T) {
	page := htmlOf(t, []*rules.Result{brokerPackage(t)})
	if strings.Contains(page, "<script>alert") || strings.Contains(page, "</td><script>") {
		t.Fatal("a package's text reached the page unescaped")
	}
	if n := strings.Count(page, "<script>"); n != 1 {
		t.Errorf("%d script elements, want only the page's own", n)
	}
	if !strings.Contains(page, `<strong>pay&lt;/td&gt;&lt;script&gt;alert(1)&lt;/script&gt;</strong>`) {
		t.Error("the server's name is not shown escaped")
	}
}

// TestHTMLRedacts: a credential in a package never reaches the page, in
// excerpts or anywhere else, on the real engine's findings.
func TestHTMLRedacts(t *testing.T) {
	token := "ghp_" + strings.Repeat("Zq7x", 9)
	pkg := load(t, "p", map[string]string{
		"plugin.json": `{"name": "p"}`,
		"mcp.json": `{"mcpServers": {"gh": {"type": "streamable-http", "url": "https://api.example/mcp", ` +
			`"headers": {"Authorization": "Bearer ` + token + `"}}}}`,
	})
	res, err := rules.Lint(pkg, nil)
	if err != nil {
		t.Fatal(err)
	}
	page := htmlOf(t, []*rules.Result{res})
	if !strings.Contains(page, "PL500") {
		t.Fatalf("no secret finding to show; the test proves nothing:\n%s", page)
	}
	if !strings.Contains(page, "<pre>") {
		t.Fatal("no excerpt shown; the test proves nothing")
	}
	if strings.Contains(page, token[4:20]) {
		t.Error("the credential reached the HTML report")
	}
}

// TestHTMLDeterministic: the same results give the same bytes.
func TestHTMLDeterministic(t *testing.T) {
	a := htmlOf(t, append(twoPackages(t), brokerPackage(t)))
	b := htmlOf(t, append(twoPackages(t), brokerPackage(t)))
	if a != b {
		t.Error("two renderings of the same results differ")
	}
}
