package prose

import (
	"fmt"
	"slices"
	"testing"
)

// TestPrefixedTools pins which prefixed tool names a skill's text
// yields (mcp__<server>__<tool>) and how IdentWrite reads them: by the
// tool's own name, so that its verb is its first word.
func TestPrefixedTools(t *testing.T) {
	text := "Call mcp__files__delete_file, then `mcp__docs__get_page`; the mcp__docs__ tools, " +
		"xmcp__a__b, mcp__x and MCP__A__B are not tools of this form."
	if got, want := spanTexts(text, prefixedTools(text)), []string{"mcp__files__delete_file", "mcp__docs__get_page"}; !slices.Equal(got, want) {
		t.Errorf("prefixedTools = %q, want %q", got, want)
	}
	checkIdentWrite(t, []identWriteCase{
		{"mcp__files__delete_file", "delete", true, true},
		{"mcp__send_bot__list_messages", "", false, false}, // the server's name is not the tool's
		{"mcp__docs__get_page", "", false, false},
		{"mcp__files__", "", false, false},
		{"mcp_files_delete_file", "delete", false, true}, // no double underscores: one identifier
	})
}

// identWriteCase is an identifier and how IdentWrite reads it: the
// word of acting's root, whether it is the identifier's verb, and
// whether it acts at all.
type identWriteCase struct {
	tok        string
	root       string
	verb, acts bool
}

func checkIdentWrite(t *testing.T, tests []identWriteCase) {
	t.Helper()
	for _, tt := range tests {
		w, verb, ok := IdentWrite(tt.tok)
		if ok != tt.acts || verb != tt.verb || w.Root != tt.root {
			t.Errorf("IdentWrite(%q) = %q, %v, %v; want %q, %v, %v", tt.tok, w.Root, verb, ok, tt.root, tt.verb, tt.acts)
		}
	}
}

// TestIdentWriteVendorPrefix pins the verb of a tool named with its
// vendor's or server's word first (acme_cancel_order): the second part,
// before an object, is the verb as the first part is.
func TestIdentWriteVendorPrefix(t *testing.T) {
	checkIdentWrite(t, []identWriteCase{
		{"acme_cancel_order", "cancel", true, true},
		{"github_create_issue", "create", true, true},
		{"acmeCancelOrder", "cancel", true, true},
		{"cancel_order", "cancel", true, true},
		{"issue_created", "create", false, true}, // a state: the word of acting is last
		{"acme_issue_created", "create", false, true},
		{"create_acme_issue", "create", true, true},
		{"acme_get_orders", "", false, false},
	})
}

// TestCamelTokens pins which runs of a skill's prose are lowerCamelCase
// tool names: two lower-case letters or more, then a hump; not brands
// with one letter before the hump, names with a capital first, or
// snake_case (snakeTokens has those).
func TestCamelTokens(t *testing.T) {
	text := "Use sendMessage or **createInvoice2**, not eBay, iPhone, PayPal, send_message, mcp__a__b or plain words; listV2."
	if got, want := spanTexts(text, camelTokens(text)), []string{"sendMessage", "createInvoice2", "listV2"}; !slices.Equal(got, want) {
		t.Errorf("camelTokens = %q, want %q", got, want)
	}
	if got, want := spanTexts(text, identifierTokens(text)), []string{"sendMessage", "createInvoice2", "send_message", "listV2"}; !slices.Equal(got, want) {
		t.Errorf("identifierTokens = %q, want %q", got, want)
	}
}

// TestTitleTools pins the tools a skill names by their titles: two or
// three capitalised words before "tool" or "action", quoted, or listed
// after "actions:"; not a capitalised phrase elsewhere, a single word,
// or a word with a hump.
func TestTitleTools(t *testing.T) {
	text := "Use the Create Invoice tool. Call \"Send Email\" once. Available actions: Create Task, Update Task and Delete Task.\n" +
		"See the Google Cloud Console. Use the Invoice tool. Use the PayPal Checkout tool. “Post Message” works."
	var got []string
	for _, sp := range titleTools(text) {
		got = append(got, text[sp.Start:sp.End])
	}
	want := []string{"Create Invoice", "Send Email", "Create Task", "Update Task", "Delete Task", "Post Message"}
	if !slices.Equal(got, want) {
		t.Errorf("titleTools = %q, want %q", got, want)
	}
}

// TestListedPascalTools pins the PascalCase tools a text lists: the
// items of a list that "tools:" or "actions:" opens, once one of them
// starts with a verb of looking; not a list of brands, not items past a
// lower-case word or a period, not a list another word opens.
func TestListedPascalTools(t *testing.T) {
	text := "Exchange Online tools: GetMailbox, ListInboxRules, NewInboxRule and SetMailboxPermission. Sign in as SetAdmin.\n" +
		"Payment tools: PayPal, SendGrid and Square.\n" +
		"Integrations: GetResponse, SendGrid.\n" +
		"Actions: Summary, GetOrder, CancelOrder for admins, RefundOrder\n" +
		"Tools: GetUser"
	var got []string
	for start, end := range listedPascalTools(text) {
		got = append(got, fmt.Sprintf("%d:%s", start, text[start:end]))
	}
	want := []string{
		"23:GetMailbox", "35:ListInboxRules", "51:NewInboxRule", "68:SetMailboxPermission",
		"210:GetOrder", "220:CancelOrder", "263:GetUser",
	}
	if !slices.Equal(got, want) {
		t.Errorf("listedPascalTools = %q, want %q", got, want)
	}
}

// TestListedCommands pins a command-line tool's commands a tool list
// names with spaces: two to four lower-case words after the tool's
// name, in a list "tools:" opens; not prose about the tool, nor a list
// another word opens.
func TestListedCommands(t *testing.T) {
	text := "Mirrors the GitHub CLI as tools: gh pr list, gh pr view and gh pr merge, with your token.\n" +
		"Setup: gh auth login.\n" +
		"Tools: kubectl rollout restart; run gh pr merge yourself."
	var got []string
	for start, end := range listedCommands(text) {
		got = append(got, fmt.Sprintf("%d:%s", start, text[start:end]))
	}
	want := []string{"33:gh pr list", "45:gh pr view", "60:gh pr merge", "119:kubectl rollout restart"}
	if !slices.Equal(got, want) {
		t.Errorf("listedCommands = %q, want %q", got, want)
	}
}
