package main

import (
	"testing"

	"github.com/pluglint/pluglint/cmd/internal/cli"
	"github.com/pluglint/pluglint/rules"
)

// TestExitCodeLatent checks that a latent finding counts toward --fail-on
// only with --fail-on-latent.
func TestExitCodeLatent(t *testing.T) {
	latent := &rules.Finding{Rule: rules.ServerURL, Level: rules.Error, LatentOf: rules.ServerType}
	results := []*rules.Result{{Findings: []*rules.Finding{latent}}}
	c := &runConfig{}
	if got := c.exitCode(results, rules.Error, false); got != cli.ExitOK {
		t.Errorf("latent error, no --fail-on-latent: exit %d, want %d", got, cli.ExitOK)
	}
	if got := c.exitCode(results, rules.Error, true); got != cli.ExitFindings {
		t.Errorf("latent error with --fail-on-latent: exit %d, want %d", got, cli.ExitFindings)
	}
	latent.LatentOf = nil
	if got := c.exitCode(results, rules.Error, false); got != cli.ExitFindings {
		t.Errorf("ordinary error: exit %d, want %d", got, cli.ExitFindings)
	}
}
