package capability

import (
	"slices"
	"testing"
)

func TestListedOps(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Docker container lifecycle — start, stop, prune, exec into running containers.", []string{"start", "stop", "prune", "exec into running containers"}},
		{"Redis key management; set, expire, flush.", []string{"set", "expire", "flush"}},
		// A list opened by a doubled hyphen, one act among
		// logs and records, and a look named with its object (probe
		// round 191); a single hyphen opens none, and closures
		// listed alone are a state.
		{"Redis tools -- get, scan, ttl, info, set, del.", []string{"set"}},
		{"AEKO skills - first-run onboarding plus workflows, product pages, content and schema.", nil},
		{"Redis read-only tools: get, scan, ttl, info.", nil},
		{"Heroku dynos: ps, logs, releases, restart.", []string{"restart"}},
		{"Terraform Cloud in your assistant: plan, apply, show state, list workspaces.", []string{"apply"}},
		{"Trail conditions lookup - recent trip reports, snow levels, closures and ranger notes.", nil},
		// A film's cast is no act (probe round 176).
		{"TMDB movie database: cast, crew, ratings and where to stream.", nil},
		{"Intercom inbox: conversation replies, assignment, snoozing, tags.", []string{"conversation replies", "assignment", "snoozing"}},
		// A list of records that ends by saying all of them are managed.
		{"Your Shopify store: catalogue, collections, discounts and stock levels, all managed just by asking.", []string{"catalogue, collections, discounts and stock levels, all managed"}},
		{"Work with ClickUp: tasks, subtasks and comments, all editable.", []string{"tasks, subtasks and comments, all editable"}},
		{"Dashboards: revenue, churn and cohorts, all updated nightly.", nil},
		{"Connecteur officiel Axonaut : clients, devis, factures, relances et paiements, gérés directement depuis Claude.", []string{"clients, devis, factures, relances et paiements, gérés"}},
		{"Rapports : factures et paiements, gérés par votre comptable.", nil},
		{"Stores: orders, refunds and payouts, all managed by your finance team.", nil},
		{"Stores: orders, refunds and payouts, all managed by asking.", []string{"orders, refunds and payouts, all managed"}},
		{"Docs: guides, tutorials and examples, all managed by the docs team.", nil},
		// One act among records the list names.
		{"Official Gmail connector for agents — inbox, labels, drafts, sending, filters.", []string{"sending"}},
		{"Newsletter archive: issues, authors, sending history.", nil},
		// A bare "log" is git's as often as a diary's: the other items
		// decide.
		{"Local git repositories: log, blame, diff and grep.", nil},
		{"Workouts: log, start, stop.", []string{"start", "stop"}},
		// Gestures on a device's screen drive it.
		{"Android devices over ADB: tap, swipe, type text and install APKs.", []string{"tap", "swipe"}},
		{"Data feeds: tap, explore, export.", nil},
		// One operation is no list of operations.
		{"Note: start it with npm start.", nil},
		// Things, a verb before a noun that may be one, money, a verb
		// with its object.
		{"Weather: forecasts, alerts, history.", nil},
		{"Argo CD: sync status, health and recent rollout history.", nil},
		{"Google Ads — spend, CPA, search terms, quality scores.", nil},
		{"Workflow map: map every automation in your account, find broken steps.", nil},
		// A list item past six words is prose.
		{"Setup: run the installer and then wait for a while before you start, stop.", nil},
	} {
		toks := tokenize(tt.text)
		var got []string
		for _, a := range listedOps(tt.text, toks) {
			got = append(got, tt.text[a.Start:a.End])
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("listedOps(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}
