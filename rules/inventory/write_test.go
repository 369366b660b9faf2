package inventory_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/pluglint/pluglint/rules"
	"github.com/pluglint/pluglint/rules/inventory"

	"github.com/pluglint/pluglint/rules/model"
)

func raws(tools ...string) []json.RawMessage {
	out := make([]json.RawMessage, len(tools))
	for i, t := range tools {
		out[i] = json.RawMessage(t)
	}
	return out
}

var (
	t1 = time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)
	t2 = time.Date(2026, 12, 1, 8, 30, 0, 0, time.FixedZone("CET", 3600))
)

// loadInventory loads a package whose only file is its inventory.
func loadInventory(t *testing.T, text string) (*model.Package, *inventory.Inventory) {
	t.Helper()
	pkg, err := model.Load(model.Source{FS: fstest.MapFS{".pluglint/tools.json": {Data: []byte(text)}}, Dir: "pkg"})
	if err != nil {
		t.Fatal(err)
	}
	return pkg, inventory.Parse(pkg)
}

func TestWriteInventoryShape(t *testing.T) {
	w, err := inventory.Write(nil, []inventory.CapturedServer{
		{Name: "trade", At: t1, Tools: raws(`{"name":"place_order","description":"Place <an> order & pay","annotations":{"destructiveHint":true}}`,
			`{"name": "get_quote",  "inputSchema": {"type": "object", "a": 1.50}}`)},
		{Name: "empty", At: t2, Tools: raws()},
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	// Servers and tools sorted, tools' keys and numbers as sent, no HTML
	// escaping, UTC times.
	want := `{
  "version": 1,
  "servers": {
    "empty": {
      "capturedAt": "2026-12-01T07:30:00Z",
      "tools": []
    },
    "trade": {
      "capturedAt": "2026-11-29T12:00:00Z",
      "tools": [
        {
          "name": "get_quote",
          "inputSchema": {
            "type": "object",
            "a": 1.50
          }
        },
        {
          "name": "place_order",
          "description": "Place <an> order & pay",
          "annotations": {
            "destructiveHint": true
          }
        }
      ]
    }
  }
}
`
	if got := string(w.Data); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	if w.Changes["trade"] != inventory.EntryAdded || w.Changes["empty"] != inventory.EntryAdded || w.Fresh {
		t.Errorf("changes %v, fresh %v", w.Changes, w.Fresh)
	}
}

func TestWriteInventoryMerge(t *testing.T) {
	_, old := loadInventory(t, `{"version": 1, "servers": {
  "same": {"capturedAt": "2020-01-01T00:00:00Z", "tools": [{"name": "b"}, {"description": "x", "name": "a"}]},
  "changed": {"capturedAt": "2020-01-01T00:00:00Z", "tools": [{"name": "a"}]},
  "failed": {"capturedAt": "2020-01-01T00:00:00Z", "tools": [{"name": "z"}], "note": "kept as it was"},
  "gone": {"capturedAt": "2020-01-01T00:00:00Z", "tools": []},
  "nan": {"capturedAt": "2020-01-01T00:00:00Z", "tools": [{"name": "n", "x": NaN}]}
}}`)
	w, err := inventory.Write(old, []inventory.CapturedServer{
		{Name: "same", At: t1, Tools: raws(`{"name":"a","description":"x"}`, `{"name":"b"}`)},
		{Name: "changed", At: t1, Tools: raws(`{"name":"a","description":"now"}`)},
		{Name: "new", At: t1, Tools: raws(`{"name":"a"}`)},
	}, func(name string) bool { return name != "gone" })
	if err != nil {
		t.Fatal(err)
	}
	want := `{
  "version": 1,
  "servers": {
    "changed": {
      "capturedAt": "2026-11-29T12:00:00Z",
      "tools": [
        {
          "name": "a",
          "description": "now"
        }
      ]
    },
    "failed": {
      "capturedAt": "2020-01-01T00:00:00Z",
      "tools": [
        {
          "name": "z"
        }
      ],
      "note": "kept as it was"
    },
    "new": {
      "capturedAt": "2026-11-29T12:00:00Z",
      "tools": [
        {
          "name": "a"
        }
      ]
    },
    "same": {
      "capturedAt": "2020-01-01T00:00:00Z",
      "tools": [
        {
          "description": "x",
          "name": "a"
        },
        {
          "name": "b"
        }
      ]
    }
  }
}
`
	if got := string(w.Data); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	got := fmt.Sprint(w.Changes["same"], w.Changes["changed"], w.Changes["new"], w.Removed, w.Invalid)
	if want := fmt.Sprint(inventory.EntryUnchanged, inventory.EntryUpdated, inventory.EntryAdded, []string{"gone"}, []string{"nan"}); got != want {
		t.Errorf("changes, removed, invalid = %s, want %s", got, want)
	}
}

// Snapshotting an unchanged server twice changes no byte, even when it
// sends its keys in another order.
func TestWriteInventoryIdempotent(t *testing.T) {
	first, err := inventory.Write(nil, []inventory.CapturedServer{{Name: "s", At: t1, Tools: raws(`{"name":"a","inputSchema":{"type":"object"}}`)}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	_, old := loadInventory(t, string(first.Data))
	second, err := inventory.Write(old, []inventory.CapturedServer{{Name: "s", At: t2, Tools: raws(`{"inputSchema":{"type":"object"},"name":"a"}`)}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if string(second.Data) != string(first.Data) || second.Changes["s"] != inventory.EntryUnchanged {
		t.Errorf("second write differs (%v):\n%s", second.Changes["s"], second.Data)
	}
}

func TestWriteInventoryUnusableOld(t *testing.T) {
	_, old := loadInventory(t, `{"version": 2, "servers": {"x": {"tools": []}}}`)
	w, err := inventory.Write(old, []inventory.CapturedServer{{Name: "s", At: t1, Tools: raws()}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !w.Fresh || strings.Contains(string(w.Data), `"x"`) {
		t.Errorf("fresh %v, data\n%s", w.Fresh, w.Data)
	}
}

func TestInventoryDrift(t *testing.T) {
	pkg, inv := loadInventory(t, `{
  "version": 1,
  "servers": {
    "trade": {
      "capturedAt": "2026-11-29T12:00:00Z",
      "tools": [
        {"name": "get_quote", "description": "Read a quote", "annotations": {"readOnlyHint": true}},
        {"name": "place_order", "description": "Place an order", "inputSchema": {"type": "object"}},
        {"name": "cancel_order", "description": "Cancel"},
        {"name": "same", "description": "Same", "annotations": {"title": "Same"}}
      ]
    },
    "quiet": {"capturedAt": "2026-11-29T12:00:00Z", "tools": [{"name": "a"}]}
  }
}
`)
	findings := rules.InventoryDrift(pkg, inv, []inventory.CapturedServer{
		{Name: "trade", Tools: raws(
			`{"name":"get_quote","description":"Read a quote","annotations":{"readOnlyHint":false,"destructiveHint":true}}`,
			`{"name":"place_order","description":"Place an order now","inputSchema":{"type":"object","required":["qty"]}}`,
			`{"name":"wire_funds","description":"Send money"}`,
			`{"name":"peek","annotations":{"readOnlyHint":true}}`,
			`{"annotations":{"title":"Same"},"description":"Same","name":"same"}`)},
		{Name: "quiet", Tools: raws(`{"name":"a"}`)},
		{Name: "unlisted", Tools: raws(`{"name":"x"}`, `{"name":"w"}`)},
	})
	var got []string
	for _, f := range findings {
		got = append(got, fmt.Sprintf("%s:%d:%d: %s: %s [%s]", f.Path, f.Pos.Line, f.Pos.Column, f.Level, f.Message, f.Rule.ID))
	}
	want := []string{
		`pkg/.pluglint/tools.json:3:3: warning: server "unlisted" has no tool inventory entry; the live server lists 2 tools: "w", "x" [PL507]`,
		`pkg/.pluglint/tools.json:4:5: warning: server "trade" now lists tool "peek", which the inventory does not have; Hermes treats it as read-only (readOnlyHint true) [PL507]`,
		`pkg/.pluglint/tools.json:4:5: warning: server "trade" now lists tool "wire_funds", which the inventory does not have; Hermes treats it as write-capable (its readOnlyHint is not true) [PL507]`,
		`pkg/.pluglint/tools.json:7:77: warning: annotations of tool "get_quote" of server "trade" changed on the live server (destructiveHint: absent -> true, readOnlyHint: true -> false) [PL507]`,
		`pkg/.pluglint/tools.json:8:18: warning: tool "place_order" of server "trade" changed inputSchema on the live server [PL507]`,
		`pkg/.pluglint/tools.json:8:48: warning: description of tool "place_order" of server "trade" changed on the live server [PL507]`,
		`pkg/.pluglint/tools.json:9:18: warning: server "trade" no longer lists tool "cancel_order"; the inventory still has it [PL507]`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for _, f := range findings {
		if f.Pos.Line > 0 && f.Loc.Pointer == "" {
			t.Errorf("finding without a JSON Pointer: %s", f.Message)
		}
	}
}
