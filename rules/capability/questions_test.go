package capability

import (
	"slices"
	"testing"
)

// TestDeniedQuestions pins the questions whose answers take their act
// away (probe round 112), and the near misses: an answer that says yes
// or that the server does it, a question about the user's own act, an
// answer that limits the act's object.
func TestDeniedQuestions(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		{"Can it buy stocks? No, it's a research tool.", []string{"Can it buy stocks?"}},
		{"Send the newsletter? Not this one. It analyses open rates.", []string{"Send the newsletter?"}},
		{"Modify DNS records? Lookups only: A, MX and TXT.", []string{"Modify DNS records?"}},
		{"Q: Can it create invoices? A: No. It looks up invoices.", []string{"Q: Can it create invoices?"}},
		{"Replying to reviews - does it do that? It suggests replies.", []string{"Replying to reviews - does it do that?"}},
		{
			"People ask us whether WattWise can switch the lights on. It can't; it reads your meter.",
			[]string{"People ask us whether WattWise can switch the lights on."},
		},
		{"Will it transfer funds? It will not.", []string{"Will it transfer funds?"}},
		{"Does it file declarations? No. Does it update your catalog? Also no.", []string{"Does it file declarations?", " Does it update your catalog?"}},
		{"Q: Does it rebook flights? A: It tells you the options.", []string{"Q: Does it rebook flights?"}},
		// Near misses.
		{"Can it send emails? Yes, from your own Gmail.", nil},
		{"Transition existing ones? Also yes.", nil},
		{"Wondering whether it posts for you? It does, on the schedule you set.", nil},
		{"Do I still have to submit my timesheet? No, Clockly submits the hours.", nil},
		{"Q: Will it delete anything? A: Only the duplicate contacts you pick; those it removes.", nil},
		{"Need to reschedule? Just ask and it moves the meeting.", nil},
		{"Version 3.5 is out. No new tools.", nil},
	}
	for _, tt := range tests {
		var got []string
		for _, sp := range deniedQuestions(tt.text) {
			got = append(got, tt.text[sp[0]:sp[1]])
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("deniedQuestions(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}
