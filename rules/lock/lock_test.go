package lock

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/pluglint/pluglint/rules/pyjson"
)

func TestCanonical(t *testing.T) {
	tests := []struct{ in, want string }{
		{`{"b": 1, "a": [true, null, "x"]}`, `{"a":[true,null,"x"],"b":1}`},
		{`{"a": 1, "a": 2}`, `{"a":2}`},
		{`["é\u00e9", "\"\\\n\u0001", "</>&"]`, `["éé","\"\\\n\u0001","</>&"]`},
		{`[-0, 10, 1.50, 1e3, 1E-8, 1e21, 0.0]`, `[0,10,1.5,1000,1e-8,1e+21,0]`},
		// U+10000 is D800 DC00 in UTF-16, so it sorts before U+FFFF,
		// unlike in UTF-8 byte order.
		{`{"\uffff": 1, "\ud800\udc00": 2, "z": 3}`, `{"z":3,"𐀀":2,"` + "\uffff" + `":1}`},
	}
	for _, tt := range tests {
		doc, err := pyjson.Parse([]byte(tt.in))
		if err != nil {
			t.Fatalf("%s: %v", tt.in, err)
		}
		if got := string(Canonical(doc.Root)); got != tt.want {
			t.Errorf("Canonical(%s) = %s, want %s", tt.in, got, tt.want)
		}
	}
}

func TestParse(t *testing.T) {
	good := `{"version": 1, "servers": {"a": {"launch": "npx a@1.0.0", "trust": "full", "inventorySha256": null},
	  "b": {"launch": "x", "trust": "untrusted", "inventorySha256": "` + strings.Repeat("ab", 32) + `"}}}`
	f, err := Parse([]byte(good))
	if err != nil {
		t.Fatal(err)
	}
	if f.Servers["a"].InventorySha256 != nil || *f.Servers["b"].InventorySha256 != strings.Repeat("ab", 32) {
		t.Errorf("parsed %+v", f)
	}
	if string(Marshal(f)) != `{
  "version": 1,
  "servers": {
    "a": {
      "launch": "npx a@1.0.0",
      "trust": "full",
      "inventorySha256": null
    },
    "b": {
      "launch": "x",
      "trust": "untrusted",
      "inventorySha256": "`+strings.Repeat("ab", 32)+`"
    }
  }
}
` {
		t.Errorf("Marshal:\n%s", Marshal(f))
	}
	bad := map[string]string{
		`{"version": 2, "servers": {}}`:         "version 2; this pluglint reads version 1",
		`{"servers": {}}`:                       `no "version"`,
		`{"version": 1}`:                        `no "servers" object`,
		`{"version": 1, "servers": {}, "x": 1}`: `unknown field "x"`,
		`{"version": 1, "servers": {"a": {"launch": "x", "trust": "Full", "inventorySha256": null}}}`: `server "a": "trust" is not "full" or "untrusted"`,
		`{"version": 1, "servers": {"a": {"launch": "x", "trust": "full"}}}`:                          `server "a": no "inventorySha256"`,
		`{"version": 1, "servers": {"a": {"trust": "full", "inventorySha256": null}}}`:                `server "a": no "launch"`,
		`{"version": 1, "servers": {"a": {"launch": "x", "trust": "full", "inventorySha256": "AB"}}}`: `not 64 lower-case hex digits`,
	}
	for in, want := range bad {
		if _, err := Parse([]byte(in)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Parse(%s) = %v, want an error containing %q", in, err, want)
		}
	}
}

func TestRemoteURL(t *testing.T) {
	for in, want := range map[string]string{
		"https://user:pw@api.example.com/mcp?key=abc#frag": "https://api.example.com/mcp",
		"https://api.example.com/mcp":                      "https://api.example.com/mcp",
		"https://u:p@bad host/x?k=v":                       "https://bad host/x",
	} {
		if got := RemoteURL(in); got != want {
			t.Errorf("RemoteURL(%q) = %q, want %q", in, got, want)
		}
	}
}

// FuzzCanonical holds Canonical to JSON that reads back to itself: its
// output parses, is valid JSON (NaN and the infinities aside, which
// Python writes as it reads them), and canonicalising it again changes
// nothing.
func FuzzCanonical(f *testing.F) {
	f.Add(`{"b": [1, 2.50, -0, 1e400], "a": {"\u00e9": "x\ny", "a": null}}`)
	f.Add(`[true, false, "\ud800\udc00", 1E-9, 123456789012345678901234567890]`)
	f.Fuzz(func(t *testing.T, in string) {
		doc, err := pyjson.Parse([]byte(in))
		if err != nil || doc.Root == nil {
			return
		}
		once := Canonical(doc.Root)
		again, err := pyjson.Parse(once)
		if err != nil {
			t.Fatalf("Canonical(%q) = %q, which does not parse: %v", in, once, err)
		}
		if twice := Canonical(again.Root); string(twice) != string(once) {
			t.Fatalf("Canonical is not stable: %q then %q", once, twice)
		}
		if !strings.Contains(string(once), "NaN") && !strings.Contains(string(once), "Infinity") && !json.Valid(once) {
			t.Fatalf("Canonical(%q) = %q, not valid JSON", in, once)
		}
	})
}
