package prose

import (
	"slices"
	"testing"
)

// TestErrandHits pins three acts of probe round 34 beside their near
// misses: a document sent to a printer, a library loan renewed or a
// hold placed, and a change of who can see a file. A printer only
// listed, a token renewed, holds only shown and who can see a file only
// looked up are not acts.
func TestErrandHits(t *testing.T) {
	tests := []struct {
		text string
		want []string // the hits' roots
	}{
		{"When the user asks to print, send the document to their office printer through PaperCut.", []string{"print"}},
		{"Sends each label to the warehouse printer.", []string{"print"}},
		{"Send the document to the user for review.", nil},
		{"Lists the printers on the network and their toner levels.", nil},
		{"Renew a library loan or place a hold through Libby.", []string{"hold", "hold"}},
		{"Renews your loans before they are due.", []string{"hold"}},
		{"Renews the OAuth token when it expires.", nil},
		{"Shows your loans and holds and when they are due.", nil},
		{"Change who can see a Google Drive file.", []string{"share"}},
		{"Changing who can edit the sheet takes one call.", []string{"share"}},
		{"Shows who can see a Google Drive file.", nil},
		{"Change the view to see who can access it.", nil},
	}
	for _, tt := range tests {
		var got []string
		for _, h := range WriteHits(NewText(tt.text)) {
			if h.Root == "print" || h.Root == "hold" || h.Root == "share" {
				got = append(got, h.Root)
			}
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("WriteHits(%q): roots %q, want %q", tt.text, got, tt.want)
		}
	}
}

// TestUnshare pins "unshare" as a word of acting of its own, not a form
// of "share": "share, unshare and change role" is two words.
func TestUnshare(t *testing.T) {
	for _, form := range []string{"unshare", "unshares", "unsharing"} {
		if w, ok := Form(form); !ok || w.Root != "unshare" || w.Category != Changes {
			t.Errorf("Form(%q) = %+v, %v; want root unshare, %s", form, w, ok, Changes)
		}
	}
	if w, ok := Form("unshared"); ok {
		t.Errorf("Form(%q) = %+v, want no word (a state, as \"shared\" is)", "unshared", w)
	}
}
