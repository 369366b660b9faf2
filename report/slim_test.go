package report

import (
	"bytes"
	"testing"

	"github.com/pluglint/pluglint/rules"
)

// TestSlimResultsReportAlike checks that a slim result (what the lint verb
// keeps while a catalog is linted) gives the same bytes as the whole
// result in every format, over every rule fixture: reporters must never
// need what Slim drops.
func TestSlimResultsReportAlike(t *testing.T) {
	whole := fixturePackages(t)
	slim := make([]*rules.Result, len(whole))
	for i, r := range whole {
		slim[i] = r.Slim()
		if slim[i].Package.Manifest != nil || slim[i].Package.MCP != nil {
			t.Fatalf("%s: the slim result still holds the parsed files", r.Package.Dir)
		}
	}
	for _, format := range Formats {
		if NeedsWholeResults(format) {
			var out bytes.Buffer
			if err := Write(format, &out, slim, Options{Version: "devel"}); err == nil {
				t.Errorf("%s: writing slim results gives no error", format)
			}
			continue
		}
		for _, colour := range []bool{false, true} {
			var a, b bytes.Buffer
			opts := Options{Version: "devel", Colour: colour}
			if err := Write(format, &a, whole, opts); err != nil {
				t.Fatal(err)
			}
			if err := Write(format, &b, slim, opts); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(a.Bytes(), b.Bytes()) {
				t.Errorf("%s (colour %v): slim results report differently from whole ones (%d vs %d bytes)", format, colour, b.Len(), a.Len())
			}
		}
	}
}
