package prose

import (
	"iter"
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

// TestCloudActions pins the cloud permissions found in text (probe
// round 201): a service and a PascalCase action, not a URL's port, a
// path, a time or a scope in lower case.
func TestCloudActions(t *testing.T) {
	text := "Needs autoscaling:SetDesiredCapacity, ec2:DescribeInstances and sns:Publish; " +
		"see https://example.com:8080/Docs, arn:aws:s3:::uploads/*, 10:30, chat:write and Foo:Bar."
	if got, want := spanTexts(text, CloudActions(text)), []string{"autoscaling:SetDesiredCapacity", "ec2:DescribeInstances", "sns:Publish"}; !slices.Equal(got, want) {
		t.Errorf("CloudActions = %q, want %q", got, want)
	}
	for scope, want := range map[string]string{
		"ec2:TerminateInstances": "terminate_instances", "s3:PutObject": "put_object", "sns:Publish": "publish",
		"route53:ChangeResourceRecordSets": "change_resource_record_sets", "chat:write": "", "Ec2:Stop": "", "ec2:Stop-It": "",
	} {
		if got, _ := CloudAction(scope); got != want {
			t.Errorf("CloudAction(%q) = %q, want %q", scope, got, want)
		}
	}
}

// TestScopeTokens pins the OAuth scopes found in text (probe round
// 201): lower-case words joined by a colon, one a grant; Microsoft's
// dotted scopes; and every item of a list that "scopes:" or
// "permissions:" opens, written as a scope. Not a time, a URL, a word
// of a list after "permission" that names no scope, nor a colon
// between words that grant nothing.
func TestScopeTokens(t *testing.T) {
	for text, want := range map[string][]string{
		"Zoom app scopes: meeting:read, meeting:write, user:read.":                             {"meeting:read", "meeting:write", "user:read"},
		"Requested scopes: user-read-playback-state, user-modify-playback-state.":              {"user-read-playback-state", "user-modify-playback-state"},
		"Asks for write:jira-work and Requires Calendars.ReadWrite (delegated).":               {"write:jira-work", "Calendars.ReadWrite"},
		"Role and permission auditor: lists which roles can ban, manage channels.":             nil,
		"Meets at 10:30, see https://x.example.com/chat:write and note:this, Mail.Merge.Tool.": nil,
	} {
		if got := spanTexts(text, ScopeTokens(text)); !slices.Equal(got, want) {
			t.Errorf("ScopeTokens(%q) = %q, want %q", text, got, want)
		}
	}
}

// TestListedKebabTools pins the kebab-case items of a tool list (probe
// round 199), and the near misses: kebab words outside a list, an item
// with spaces or capitals.
func TestListedKebabTools(t *testing.T) {
	for text, want := range map[string][]string{
		"Tools: start-instances, stop-instances and describe-instances. Fleet control.": {"start-instances", "stop-instances", "describe-instances"},
		"Commands: send-message, list channels, Purge-Cache.":                           {"send-message"},
		"A read-only, real-time dashboard with two-way sync: start-instances.":          nil,
	} {
		if got := spanTexts(text, ListedKebabTools(text)); !slices.Equal(got, want) {
			t.Errorf("ListedKebabTools(%q) = %q, want %q", text, got, want)
		}
	}
}

// spanTexts returns the texts of the spans a scanner yields over text.
func spanTexts(text string, spans iter.Seq2[int, int]) []string {
	var out []string
	for start, end := range spans {
		out = append(out, text[start:end])
	}
	return out
}
