package capability

import (
	"slices"
	"testing"

	"github.com/pluglint/pluglint/rules/prose"
)

// TestSkillActs pins which acts on records a skill says of its server:
// only in a clause that names the server, never an act done to the
// server itself, nor the model's own work beside it.
func TestSkillActs(t *testing.T) {
	tests := []struct {
		server, text string
		want         []string
	}{
		{"acme", "Book the meeting room through the Acme tools.", []string{"Book the meeting room"}},
		{"acme", "When the user asks, create a new issue in Acme with the title they give.", []string{"create a new issue"}},
		{"acme", "Delete the duplicate contacts from Acme that the user selects.", []string{"Delete the duplicate contacts"}},
		{"acme", "This skill helps you manage your Acme boards: create cards and archive old ones.", []string{"manage your Acme boards"}},
		{"acme", "Use Acme to create and update contacts.", []string{"create and update contacts"}},
		{"acme-crm", "Use the acme_crm tools to add contacts.", []string{"add contacts"}},
		{"acme-crm", "- Add contacts with AcmeCRM.", []string{"Add contacts"}},
		{"acme", "For each card whose linked PR is merged, move the card to Done using acme.", []string{"move the card"}},
		{"acme", "Have acme file a ticket in the MOBILE project.", []string{"file a ticket"}},
		{"acme", "Reply in the thread through the acme server.", []string{"Reply in the thread"}},
		{"acme", "Decline each meeting through acme with a note.", []string{"Decline each meeting"}},
		{"acme", "Ask the user to confirm, then delete the contact in Acme.", []string{"delete the contact"}},
		// A record the server found, acted on again in a later step; a
		// change kept in the server by its name.
		{"acme", "Find the alert by name using acme.\nSnooze the alert for 2 hours.", []string{"Snooze the alert"}},
		{"acme", "Use acme to list running instances.\nStop the instances the user approves.", []string{"Stop the instances"}},
		{"acme", "Check the current balance with acme.\nTop up the balance by that amount.", []string{"Top up the balance"}},
		{"acme", "Set the on-hand quantity in acme to the counted number.", []string{"Set the on-hand quantity"}},
		{"acme", "Trigger the rollback with acme.", []string{"Trigger the rollback"}},
		{"acme", "For the pages the user picks, unpublish the page using acme.", []string{"unpublish the page"}},
		{"acme", "Nach seiner Wahl den Termin mit acme verschieben.", []string{"Termin mit acme verschieben"}},
		{"acme", "Emite el reembolso con acme por el importe total.", []string{"Emite el reembolso"}},
		{"acme", "Open tickets in acme for each failing check.", []string{"Open tickets"}},
		{"acme", "Look up the client's recent orders and open tickets with acme.", nil},
		{"acme", "For each item the user says is done, find the card on the board via acme.\nMove the card to Done.", []string{"Move the card"}},
		{"acme", "Acme keeps the app's settings.\nRegister the app once as a producer.", nil},
		{"acme", "Look up the ticket with acme.\nReassign the ticket to Tier 2.", []string{"Reassign the ticket"}},
		{"acme", "Fetch the member's last 50 messages with acme.\nMute the member for 24h.", []string{"Mute the member"}},
		{"acme", "Find the announcement using acme.\nPin the announcement to the top.", []string{"Pin the announcement"}},
		{"acme", "Find the invoice with acme.\nVoid the invoice.", []string{"Void the invoice"}},
		{"acme", "Get the approved claims from acme.\nReimburse each claim.", []string{"Reimburse each claim"}},
		{"acme", "Escalate the account in acme to the director.", []string{"Escalate the account"}},
		{"acme", "Retrieve the claim lines from acme.\nSet a follow-up task for 30 days out on the claim.", []string{"Set a follow-up task for 30 days out on the claim"}},
		{"acme", "Look up the donor's giving history in acme.\nDo not add an activity to the donor record.", nil},
		{"acme", "Retrieve the claim lines from acme.\nWrite a summary for the team.", nil},
		{"acme", "Use acme to list tickets.\nClose a ticket the user picks.", nil},
		{"acme", "Find the card with acme.\nDelete the branch locally.", nil},
		{"acme", "Snooze the alert for 2 hours.\nFind the alert by name using acme.", nil},
		{"acme", "Log in to acme with your key.", nil},
		// The model's own work beside the server, the server's setup, and
		// acts in sentences that do not name the server.
		{"acme", "Use Acme to fetch the report, then create a summary table in the notes.", nil},
		{"acme", "Query Acme for the latest issues and create a task list for the user.", nil},
		{"acme", "Fetch the Acme docs and add a comment in the code explaining the API.", nil},
		{"acme", "Configure the Acme MCP server with your API key.", nil},
		{"acme", "Configure Acme.", nil},
		{"acme", "Setup: create an app in your Acme workspace and copy its token.", nil},
		{"acme", "To use Acme, create a project in its dashboard and paste the API key into ACME_KEY.", nil},
		{"acme", "Create a project in Acme, then copy its tasks into the board.", []string{"Create a project"}},
		{"acme", "Never delete contacts in Acme.", nil},
		{"acme", "Write in Python against the Acme API, for each card.", nil},
		{"acme", "For each card, check its status in Acme.", nil},
		{"acme", "Use Acme to look up contacts.\nCreate a note in your notebook.", nil},
		// Names too common to tell from prose, and a name not the server's.
		{"mcp", "Use the MCP to create issues.", nil},
		{"docs", "Create a page in the docs for each endpoint.", nil},
		{"acme-crm", "Use Acme to add contacts.", nil},
	}
	for _, tt := range tests {
		text := "---\nname: s\ndescription: d\n---\n# Notes\n\n" + tt.text + "\n"
		ix := prose.NewIndex([]prose.Source{{Name: "s", Path: "skills/s/SKILL.md", Text: text}}, []prose.Server{{Name: tt.server, InternalName: tt.server}})
		var got []string
		for _, p := range skillActPieces(tt.server, ix.Skills) {
			got = append(got, text[p.At.Start:p.At.End])
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("%s: skillActPieces(%q) = %q, want %q", tt.server, tt.text, got, tt.want)
		}
	}
}
