package rules

import (
	"strings"
	"testing"
	"testing/fstest"
)

// A rule that misuses its Pass makes the run fail with an error naming
// it, never a panic and never a finding with a made-up class.
func TestPassMisuseIsAnError(t *testing.T) {
	pkg, err := Load(Source{FS: fstest.MapFS{"plugin.json": {Data: []byte(`{}`)}}, Dir: "."})
	if err != nil {
		t.Fatal(err)
	}
	classless := &Rule{ID: "PL999", Name: "classless", Level: Error, Class: OfFile, Run: func(p *Pass) error {
		p.Reportf(AtFile("plugin.json"), "no class")
		return nil
	}}
	early := &Rule{ID: "PL998", Name: "early", Level: Error, Class: Advice, Run: func(p *Pass) error {
		_ = p.Outcome()
		return nil
	}}
	for _, r := range []*Rule{classless, early} {
		_, err := lint(pkg, nil, []*Rule{r}, nil)
		if err == nil || !strings.Contains(err.Error(), r.ID) {
			t.Errorf("%s: err = %v, want an error naming the rule", r.ID, err)
		}
	}
}
