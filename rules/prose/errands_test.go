package prose

import (
	"slices"
	"testing"
)

// TestErrandHits pins two acts of probe round 34 beside their near
// misses: a document sent to a printer, and a library loan renewed or a
// hold placed. A printer only listed, a token renewed and holds only
// shown are not acts.
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
	}
	for _, tt := range tests {
		var got []string
		for _, h := range WriteHits(NewText(tt.text)) {
			if h.Root == "print" || h.Root == "hold" {
				got = append(got, h.Root)
			}
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("WriteHits(%q): roots %q, want %q", tt.text, got, tt.want)
		}
	}
}
