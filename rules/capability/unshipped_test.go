package capability

import (
	"slices"
	"testing"
)

// TestUnshippedSpans pins the parts of a README-shaped description that
// name what the release does not do (probe round 101), and the near
// misses that stay evidence.
func TestUnshippedSpans(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		{
			"Removed: `create_ticket`, `assign_ticket`. Added: `ticket_stats` dashboard.",
			[]string{"Removed: `create_ticket`, `assign_ticket`", "Added"},
		},
		{"Removed in 1.5: `post_message`. This package now just searches Slack.", []string{"Removed in 1.5: `post_message`"}},
		{"Changelog 2.0 — Removed: `send_email`. Searches your inbox.", []string{"Removed: `send_email`"}},
		{"Roadmap: posting to LinkedIn (Q3). Today: analytics.", []string{"Roadmap: posting to LinkedIn (Q3)"}},
		{"✅ Search flights ✅ Compare fares ❌ Booking ❌ Payments", []string{"❌ Booking ", "❌ Payments"}},
		{"- finds hotels\n- ❌ makes reservations\n- compares prices", []string{"❌ makes reservations"}},
		{"**Not supported:** refunds. Sends receipts.", []string{"Not supported:** refunds"}},
		{
			"## Tools\n- `list_issues`\n\n### Not supported\n- `create_issue`\n- `close_issue`\n## Setup\nRun it.",
			[]string{"### Not supported\n- `create_issue`\n- `close_issue`"},
		},
		{"### What it can't do\n- delete files\n.\nDeletes files.", []string{"### What it can't do\n- delete files"}},
		// Near misses: a label inside a sentence, a version that is no
		// label, a heading that denies nothing, a tick.
		{"It removed: nothing; it sends mail.", nil},
		{"Sends mail. Fixed in 2: retries.", []string{"Fixed in 2"}},
		{"## Tools\n- `send_email`", nil},
		{"✅ Sends invoices", nil},
		{"Added support: `delete_row`.", nil},
	}
	for _, tt := range tests {
		var got []string
		for _, sp := range unshippedSpans(tt.text) {
			got = append(got, tt.text[sp[0]:sp[1]])
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("unshippedSpans(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}
