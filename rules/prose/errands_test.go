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
	checkHits(t, []hitCase{
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
	}, func(h Hit) (string, bool) { return h.Root, h.Root == "print" || h.Root == "hold" || h.Root == "share" })
}

// hitCase is a text and what checkHits should keep of its write hits.
type hitCase struct {
	text string
	want []string
}

// checkHits holds WriteHits of each case's text to its want: the hits
// keep accepts, each shown as keep shows it.
func checkHits(t *testing.T, tests []hitCase, keep func(Hit) (string, bool)) {
	t.Helper()
	for _, tt := range tests {
		var got []string
		for _, h := range WriteHits(NewText(tt.text)) {
			if s, ok := keep(h); ok {
				got = append(got, s)
			}
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("WriteHits(%q): %q, want %q", tt.text, got, tt.want)
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
