package prose

import (
	"slices"
	"testing"
)

// TestMethodHits pins tools named resource first with their verb after
// a dot (probe round 35): they act by their last word, and file names,
// domains, versions, abbreviations, paths and reading methods are no
// tools.
func TestMethodHits(t *testing.T) {
	checkHits(t, []hitCase{
		{"Sentry server with issues.list, issues.get, issues.resolve and issues.assign.", []string{"issues.resolve", "issues.assign"}},
		{"9 tools (zd.tickets.search, zd.tickets.reassign, zd.views.list).", []string{"zd.tickets.reassign"}},
		{"Vault tools: secrets.list, lease.lookup, lease.revoke, secret.rotate.", []string{"lease.revoke", "secret.rotate"}},
		{"Linear tools: linear.issues.search and linear.issues.bump_priority.", []string{"linear.issues.bump_priority"}},
		{"Linear tools: linear.issues.search and linear.issues.priority_levels.", nil},
		{"Linear tools: linear.issues.search and linear.issues.delete_comment.", []string{"linear.issues.delete_comment"}},
		{"Stripe tools: payments.list, payments.get, refunds.list, balance.get.", nil},
		{"Reads config.yaml and package.json from api.example.com, v1.2.3, e.g. the docs.", nil},
		{"Resolves names with dns.resolve and symbols.resolve.", nil},
		{"Calls /v1/issues.resolve on the API.", nil},
		{"Twilio server with messages.list, messages.fetch and calls.list.", nil},
		{"Home hub: devices.read and sensors.subscribe.", nil},
	}, func(h Hit) (string, bool) { return h.Text, IsMethod(h.Text) })
}

// TestMethodReads pins the methods that only look, by their last word
// (probe round 35's Twilio tools): a verb of reading, not one of acting
// or hearing.
func TestMethodReads(t *testing.T) {
	text := "Twilio: messages.list, messages.fetch, calls.get, usage.records, messages.create, sensors.subscribe, issues.resolve."
	var got []string
	for start, end := range Methods(text) {
		if tok := text[start:end]; MethodReads(tok) {
			got = append(got, tok)
		}
	}
	if want := []string{"messages.list", "messages.fetch", "calls.get"}; !slices.Equal(got, want) {
		t.Errorf("reading methods = %q, want %q", got, want)
	}
}
