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
		{"Upcoming (2.2): donate. Today it rates charities.", []string{"Upcoming (2.2): donate"}},
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
		{"Upcoming events: sends invites.", nil},
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

// TestPutOffClauses pins the clauses release notes put off, take away or
// say were done only once (probe round 109), and the near misses that
// stay evidence: a roadmap as a record, a safe mode switched off, a
// removal in a sentence that speaks of no release, an act said after
// the clause that takes another away.
func TestPutOffClauses(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		{"Future versions may post to LinkedIn. This one drafts posts.", []string{"Future versions may post to LinkedIn"}},
		{"Campaign sending is on the roadmap.", []string{"Campaign sending is on the roadmap"}},
		{"v2.1 roadmap: transfers and bill pay. Shipping today: balances.", []string{"v2.1 roadmap: transfers and bill pay"}},
		{"Expense approval arrives in 2.0 (not out yet).", []string{"Expense approval arrives in 2.0 (not out yet)"}},
		{
			"Write support (create, update, delete records) is tracked in issue #212 and not scheduled.",
			[]string{"Write support (create, update, delete records) is tracked in issue #212 and not scheduled"},
		},
		{"Beta: sending e-mail behind a flag that is off by default.", []string{"Beta: sending e-mail behind a flag that is off by default"}},
		{"Thermostat write access was pulled in 1.3 for safety reasons; it reports.", []string{"Thermostat write access was pulled in 1.3 for safety reasons"}},
		{"Sending invites was cut from the MVP.", []string{"Sending invites was cut from the MVP"}},
		{"Changelog 1.0 → 1.1: removed Teams posting, added transcript search.", []string{"Changelog 1.0 → 1.1: removed Teams posting"}},
		{
			"Version 1.2 deprecates the `publish_post` tool, which will be deleted. It reads.",
			[]string{"Version 1.2 deprecates the `publish_post` tool, which will be deleted"},
		},
		{"Was write-capable until 0.9, when transfers were taken out.", []string{"Was write-capable until 0.9", " when transfers were taken out"}},
		{"Could book tables up to 1.9; it lists restaurants.", []string{"Could book tables up to 1.9"}},
		{"Portfolio analytics. Order placement: none.", []string{" Order placement: none"}},
		{"Signing transactions: not supported, 0 tools.", []string{"Signing transactions: not supported"}},
		// Near misses.
		{"Keeps Notion and Linear in sync — roadmap items mirrored.", nil},
		{"Order placement: instant.", nil},
		{"Test mode is off by default: the server places real trades.", nil},
		{"Old branches are removed nightly.", nil},
		{"The approval step was removed in 2.0, so orders go out at once.", []string{"The approval step was removed in 2.0"}},
		{"Was read-only until 0.9; now it can also publish posts.", nil},
		{"New in 6.1: reservations are confirmed with OpenTable.", nil},
	}
	for _, tt := range tests {
		var got []string
		for _, sp := range putOffClauses(tt.text) {
			got = append(got, tt.text[sp[0]:sp[1]])
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("putOffClauses(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}
