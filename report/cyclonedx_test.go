package report

import (
	"bytes"
	"crypto/rand"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/xeipuuv/gojsonschema"

	"github.com/pluglint/pluglint/rules"
	"github.com/pluglint/pluglint/rules/model"
	"github.com/pluglint/pluglint/rules/rulestest"
)

// cycloneDXSchema compiles the official CycloneDX 1.6 JSON schema shipped
// in testdata/report/cyclonedx, with the SPDX and JSF schemas it refers
// to registered under their $id, so that nothing is fetched.
func cycloneDXSchema(t *testing.T) *gojsonschema.Schema {
	t.Helper()
	dir := filepath.Join("..", "testdata", "report", "cyclonedx")
	load := func(name string) gojsonschema.JSONLoader {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		return gojsonschema.NewBytesLoader(data)
	}
	sl := gojsonschema.NewSchemaLoader()
	sl.Validate = true
	if err := sl.AddSchemas(load("spdx.schema.json"), load("jsf-0.82.schema.json")); err != nil {
		t.Fatal(err)
	}
	s, err := sl.Compile(load("bom-1.6.schema.json"))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func lintDir(t *testing.T, dir string) *rules.Result {
	t.Helper()
	pkg, err := model.LoadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	res, err := rules.Lint(pkg, nil)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// TestCycloneDXExample: the README example's bill of materials validates
// against the CycloneDX 1.6 schema, lists every server of its mcp.json
// with its trust and tools, and is byte for byte the golden one.
func TestCycloneDXExample(t *testing.T) {
	s := cycloneDXSchema(t)
	res := lintDir(t, "../testdata/example/trader")
	var buf bytes.Buffer
	if err := WriteCycloneDX(&buf, []*rules.Result{res}, "1.0.0"); err != nil {
		t.Fatal(err)
	}
	validate(t, s, "CycloneDX BOM of the example", buf.Bytes())
	var bom struct {
		Services []struct {
			Name      string `json:"name"`
			TrustZone string `json:"trustZone"`
			Services  []struct {
				Name string `json:"name"`
			} `json:"services"`
		} `json:"services"`
	}
	if err := json.Unmarshal(buf.Bytes(), &bom); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, sv := range bom.Services {
		var tools []string
		for _, tool := range sv.Services {
			tools = append(tools, tool.Name)
		}
		got = append(got, sv.Name+" "+sv.TrustZone+" "+strings.Join(tools, ","))
	}
	want := []string{"trade untrusted get_order_status,place_order", "quotes full get_quote"}
	if !slices.Equal(got, want) {
		t.Errorf("services %q, want %q", got, want)
	}
	golden(t, "cyclonedx/trader.json", buf.String())
}

// TestCycloneDXOfFixtures: every rule fixture, hostile names, rejected
// packages and dropped servers included, gives a valid document, and the
// fixtures reach what the writer can write.
func TestCycloneDXOfFixtures(t *testing.T) {
	s := cycloneDXSchema(t)
	results := fixturePackages(t)
	var buf bytes.Buffer
	if err := WriteCycloneDX(&buf, results, "devel"); err != nil {
		t.Fatal(err)
	}
	validate(t, s, "CycloneDX BOM of the rule fixtures", buf.Bytes())
	for _, want := range []string{
		`"purl": "pkg:npm/`, `"purl": "pkg:pypi/`, `"purl": "pkg:docker/`, `"type": "container"`,
		`"name": "pluglint:loaded",` + "\n" + `          "value": "false"`, `"endpoints": [`, `"mcp:readOnlyHint"`,
	} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("the fixtures never produce %s; the schema test does not cover it", want)
		}
	}
	// The schema is really checked: broken documents fail it.
	for _, broken := range []string{
		strings.Replace(buf.String(), `"bomFormat": "CycloneDX"`, `"bomFormat": "SPDX"`, 1),
		strings.Replace(buf.String(), `"serialNumber": "urn:uuid:`, `"serialNumber": "urn:uuid:x`, 1),
		strings.Replace(buf.String(), `"trustZone": "`, `"trustzone": "`, 1),
		strings.Replace(buf.String(), `"alg": "SHA-256"`, `"alg": "SHA-255"`, 1),
	} {
		if res, err := s.Validate(gojsonschema.NewStringLoader(broken)); err != nil || res.Valid() {
			t.Errorf("a broken document passes the schema (err %v)", err)
		}
	}
	// An empty run.
	buf.Reset()
	if err := WriteCycloneDX(&buf, nil, "devel"); err != nil {
		t.Fatal(err)
	}
	validate(t, s, "empty BOM", buf.Bytes())
}

// TestCycloneDXRefsUnique: bom-refs must be unique in a document, and
// every dependency must name one.
func TestCycloneDXRefsUnique(t *testing.T) {
	checkRefsUnique(t, fixturePackages(t))
}

// TestCycloneDXRefsLoneSurrogates: two servers whose names differ only in
// lone surrogates ("\ud800", "\ud801": both print as U+FFFD) are two
// servers to Hermes, and get two refs.
func TestCycloneDXRefsLoneSurrogates(t *testing.T) {
	dir := t.TempDir()
	rulestest.WriteTree(t, dir, map[string]string{
		"plugin.json": `{"$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json", "name": "surrogates"}`,
		"mcp.json": `{"$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json", "mcpServers": {` +
			`"\ud800": {"type": "streamable-http", "url": "https://a.example/mcp"}, ` +
			`"\ud801": {"type": "streamable-http", "url": "https://b.example/mcp"}}}`,
	})
	res := lintDir(t, dir)
	bom := BuildCycloneDX([]*rules.Result{res}, "devel")
	if len(bom.Services) != 2 {
		t.Fatalf("%d services, want 2", len(bom.Services))
	}
	if a, b := bom.Services[0].BOMRef, bom.Services[1].BOMRef; a == b || !strings.HasSuffix(a, `#server:\xed\xa0\x80`) {
		t.Errorf("refs %q and %q; want two, the first ending in #server:\\xed\\xa0\\x80", a, b)
	}
	checkRefsUnique(t, []*rules.Result{res})
	var buf bytes.Buffer
	if err := WriteCycloneDX(&buf, []*rules.Result{res}, "devel"); err != nil {
		t.Fatal(err)
	}
	validate(t, cycloneDXSchema(t), "CycloneDX BOM of lone-surrogate servers", buf.Bytes())
}

// checkRefsUnique fails when two components or services of the results'
// document share a bom-ref, or a dependency names none.
func checkRefsUnique(t *testing.T, results []*rules.Result) {
	t.Helper()
	bom := BuildCycloneDX(results, "devel")
	seen := map[string]bool{}
	var walkC func([]cdxComponent)
	add := func(ref string) {
		if ref == "" {
			return
		}
		if seen[ref] {
			t.Errorf("bom-ref %q twice", ref)
		}
		seen[ref] = true
	}
	walkC = func(cs []cdxComponent) {
		for _, c := range cs {
			add(c.BOMRef)
			walkC(c.Components)
		}
	}
	var walkS func([]cdxService)
	walkS = func(ss []cdxService) {
		for _, s := range ss {
			add(s.BOMRef)
			walkS(s.Services)
		}
	}
	walkC(bom.Components)
	walkS(bom.Services)
	for _, d := range bom.Dependencies {
		for _, r := range append([]string{d.Ref}, d.DependsOn...) {
			if !seen[r] {
				t.Errorf("dependency names %q, which no component or service has", r)
			}
		}
	}
}

// TestCycloneDXMasksSecrets: a credential in a server's arguments or URL
// never reaches the document, which stays valid.
func TestCycloneDXMasksSecrets(t *testing.T) {
	token := fakeToken(t)
	fsys := fstest.MapFS{
		"plugin.json": {Data: []byte(`{"$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json", "name": "sec"}`)},
		"mcp.json": {Data: []byte(`{"$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json", "mcpServers": {
  "gh": {"type": "stdio", "command": "github-mcp", "args": ["--token", "` + token + `"]},
  "remote": {"type": "streamable-http", "url": "https://api.example.net/mcp/` + token + `"}}}`)},
	}
	pkg, err := model.Load(model.Source{FS: fsys, AbsRoot: "/pkg", Dir: "sec"})
	if err != nil {
		t.Fatal(err)
	}
	res, err := rules.Lint(pkg, nil)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := WriteCycloneDX(&buf, []*rules.Result{res}, "devel"); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(buf.String(), token[4:20]) {
		t.Errorf("the document shows the credential:\n%s", buf.String())
	}
	if !strings.Contains(buf.String(), `"value": "github-mcp --token ghp_…"`) {
		t.Errorf("the launch is not shown masked:\n%s", buf.String())
	}
	validate(t, cycloneDXSchema(t), "BOM with masked credentials", buf.Bytes())
}

// fakeToken makes up a credential in GitHub's token shape, at random, so
// that none is ever committed.
func fakeToken(t *testing.T) string {
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	b := make([]byte, 36)
	if _, err := rand.Read(b); err != nil {
		t.Fatal(err)
	}
	for i := range b {
		b[i] = alphabet[int(b[i])%len(alphabet)]
	}
	return "ghp_" + string(b)
}
