package lock

import (
	"strings"
	"testing"

	"github.com/xeipuuv/gojsonschema"
)

// TestSchema holds schemas/lock.schema.json to Parse: what pluglint
// writes validates, and every shape Parse refuses the schema refuses.
func TestSchema(t *testing.T) {
	s, err := gojsonschema.NewSchema(gojsonschema.NewReferenceLoader("file://../../schemas/lock.schema.json"))
	if err != nil {
		t.Fatal(err)
	}
	hash := strings.Repeat("0a", 32)
	written := Marshal(&File{Version: 1, Servers: map[string]Server{
		"a": {Launch: "npx a@1.0.0", Trust: "full"},
		"b": {Launch: "https://b.example.com/mcp", Trust: "untrusted", InventorySha256: &hash},
	}})
	docs := map[string]bool{
		string(written):                         true,
		`{"version": 1, "servers": {}}`:         true,
		`{"version": 2, "servers": {}}`:         false,
		`{"version": 1}`:                        false,
		`{"version": 1, "servers": {}, "x": 1}`: false,
		`{"version": 1, "servers": {"a": {"launch": "x", "trust": "Full", "inventorySha256": null}}}`:         false,
		`{"version": 1, "servers": {"a": {"launch": "x", "trust": "full"}}}`:                                  false,
		`{"version": 1, "servers": {"a": {"launch": "x", "trust": "full", "inventorySha256": "AB"}}}`:         false,
		`{"version": 1, "servers": {"a": {"launch": "x", "trust": "full", "inventorySha256": null, "y": 1}}}`: false,
	}
	for doc, ok := range docs {
		res, err := s.Validate(gojsonschema.NewStringLoader(doc))
		if err != nil {
			t.Fatal(err)
		}
		_, perr := Parse([]byte(doc))
		if res.Valid() != ok || (perr == nil) != ok {
			t.Errorf("%s: schema valid %v, Parse error %v; want valid %v", doc, res.Valid(), perr, ok)
		}
	}
}
