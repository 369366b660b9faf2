package capability

import (
	"slices"
	"testing"
)

// TestExceptionActs pins the acts a read-only claim makes an exception
// for (probe round 113), and the near misses: an exception kept in the
// server, a noun after "except", a plain "only", an "is" of a state.
func TestExceptionActs(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		{"Read-only GitHub browser, except that it can star repositories you like.", []string{"star repositories you like"}},
		{"Does not alter your CRM data except to merge duplicate contacts in HubSpot.", []string{"merge duplicate contacts in HubSpot"}},
		{"Read-only Stripe assistant; the one exception is issuing refunds of up to $50 per charge.", []string{"issuing refunds of up to $50 per charge"}},
		{"Reads incidents; the only thing it changes is acknowledging an incident.", []string{"acknowledging an incident"}},
		{"Never removes anything from your library, it only adds tracks to your playlists.", []string{"adds tracks to your playlists"}},
		{"Read-only Salesforce explorer. Besides running queries, it can log a call activity.", []string{"log a call activity"}},
		{"Looks at your boards without changing cards, apart from moving a card to Done.", []string{"moving a card to Done"}},
		{"View-only X client that can also like and repost posts.", []string{"like and repost posts"}},
		// Near misses.
		{"No writes other than to its own local cache.", nil},
		{"Nothing is written anywhere except the answer you see.", nil},
		{"It only lists invoices.", nil},
		{"It only adds tracks to your playlists.", nil},
		{"DoorSense only reports whether the door is locked.", nil},
		{"Only the server's own index is written.", nil},
	}
	for _, tt := range tests {
		got := phrases(tt.text, exceptionActs(tokenize(tt.text)))
		if !slices.Equal(got, tt.want) {
			t.Errorf("exceptionActs(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}
