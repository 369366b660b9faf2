package prose

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/pluglint/pluglint/rules/ident"
	"github.com/pluglint/pluglint/rules/rulestest"
)

// TestEnglishReadOnlyClaims holds the one-search reading of the English
// forms to the plain one, form by form, on generated text.
func TestEnglishReadOnlyClaims(t *testing.T) {
	pieces := []string{
		"read", "Read", "-only", " only", "only", "readonly", "read-only ", "not ", "never ", "x", " ", ".", "-", "_",
		"reading ", "thread ", "is ", "READ ONLY", "é",
	}
	rng := rand.New(rand.NewPCG(13, 14))
	for range 20000 {
		text := rulestest.RandomText(rng, pieces, rng.IntN(12)+1)
		lower := ident.ASCIILower(text)
		got := englishReadOnlyClaims(text, lower)
		want := readOnlyClaimsIn(text, lower, englishReadOnly)
		if !slices.Equal(got, want) {
			t.Fatalf("englishReadOnlyClaims(%q) = %v, want %v", text, got, want)
		}
	}
}

// TestSkillReadOnlyClaims checks a skill's claims in every language the
// skills are read in, in text order, and none where there is none.
func TestSkillReadOnlyClaims(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		{"This server is read-only. Also readonly here, not read-only there.", []string{"read-only", "readonly"}},
		{"该服务只读。Сервер только для чтения.", []string{"只读", "только для чтения"}},
		{"Reads the thread; read the docs.", nil},
	}
	for _, tt := range tests {
		x := &Skill{text: tt.text}
		var got []string
		for _, sp := range x.ReadOnlyClaims() {
			got = append(got, tt.text[sp.Start:sp.End])
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("ReadOnlyClaims(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

// TestReadOnlyClaimUnchanging checks the claims made without the word
// read-only: nothing at all changed, in a clause that ends there.
func TestReadOnlyClaimUnchanging(t *testing.T) {
	tests := []struct {
		text string
		want string // the claim, or "" for none
	}{
		{"Inspect pods, logs and events without changing anything.", "without changing anything"},
		{"Audits IAM policies; the server makes no changes", "makes no changes"},
		{"Explore the workspace with no write access (OAuth).", "no write access"},
		{"It doesn't modify anything, it reports.", "doesn't modify anything"},
		{"Publish docs without changing anything in your repo.", ""},
		{"The server makes no changes to invoices.", ""},
		{"Deploy your site without changing your code.", ""},
		{"No write access needed.", ""},
		{"Subject lines and cold outreach drafts. Nothing is sent.", "Nothing is sent"},
		{"Nothing is sent without your approval.", ""},
	}
	for _, tt := range tests {
		got := ""
		if sp, ok := ReadOnlyClaim(tt.text); ok {
			got = tt.text[sp.Start:sp.End]
		}
		if got != tt.want {
			t.Errorf("ReadOnlyClaim(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

// TestReadOnlyClaimViewOnly pins the description forms that say what the
// user is given to see ("view-only access", "viewing only") or that the
// tools only rehearse ("dry-run only"), which the skill index's English
// forms do not take.
func TestReadOnlyClaimViewOnly(t *testing.T) {
	for text, want := range map[string]string{
		"View-only access to your Shopify orders.":                        "View-only",
		"Temperatures, door sensors, energy use — viewing only; no more.": "viewing only",
		"Share dashboards with a view only link.":                         "view only",
		"Review only the changed files.":                                  "",
		"Dry-run only: previews each migration.":                          "Dry-run only",
		"Not dry-run only: applies migrations too.":                       "",
		"Run a dry run, only then apply.":                                 "",
		// Set against the server (probe round 132).
		"Unlike read-only crypto trackers, it signs transactions.": "",
		"Read-only, unlike other trackers.":                        "Read-only",
	} {
		got := ""
		if sp, ok := ReadOnlyClaim(text); ok {
			got = text[sp.Start:sp.End]
		}
		if got != want {
			t.Errorf("ReadOnlyClaim(%q) = %q, want %q", text, got, want)
		}
	}
}

// TestDryRun pins the phrases a "dry" rehearsal runs nothing of: "Dry-run
// SQL planner", "dry run commands", but not a word that ends in "dry"
// ("Laundry run scripts").
func TestDryRun(t *testing.T) {
	for text, want := range map[string]bool{
		"Dry-run SQL planner.":        true,
		"Use dry run commands first.": true,
		"Laundry run scripts.":        false,
		"Run SQL on your warehouse.":  false,
	} {
		i := strings.Index(strings.ToLower(text), "run ")
		if got := dryRun(text, i); got != want {
			t.Errorf("dryRun(%q, %d) = %v, want %v", text, i, got, want)
		}
	}
}
