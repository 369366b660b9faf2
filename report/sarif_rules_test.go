package report

import (
	"bytes"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/pluglint/pluglint/rules"
)

// TestSARIFRulesFile holds sarif_rules.json to the "rules" array
// writeSARIF renders for rules.All; go generate ./report (or go test
// ./report -update) rewrites it (run the tests again afterwards: this
// binary embeds the old file). A bare JSON array spliced into the log, it
// has no room for a "Code generated" line.
func TestSARIFRulesFile(t *testing.T) {
	var buf bytes.Buffer
	if err := writeSARIF(&buf, nil, sarifOpts, rules.All, ""); err != nil {
		t.Fatal(err)
	}
	want := rulesArray(t, buf.String()) + "\n"
	if want == sarifRules {
		return
	}
	if *update {
		if err := os.WriteFile("sarif_rules.json", []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Errorf("report/sarif_rules.json is stale; run go generate ./...\n%s", lineDiff(want, sarifRules))
}

// rulesArray cuts the driver's "rules" array out of an indented log: from
// its "[" to the "]" indented as its key is.
func rulesArray(t *testing.T, log string) string {
	t.Helper()
	const key = `"rules": `
	at := strings.Index(log, key)
	if at < 0 {
		t.Fatal("the log has no rules")
	}
	indent := log[strings.LastIndexByte(log[:at], '\n')+1 : at]
	start := at + len(key)
	end := strings.Index(log[start:], "\n"+indent+"]")
	if end < 0 {
		t.Fatal("the rules array does not close")
	}
	return log[start : start+end+len("\n"+indent+"]")]
}

// TestSARIFRenderedRules checks that the log with the rules rendered ahead
// is byte for byte the one rendered in full, and that a finding of a rule
// outside the catalogue, which the rendered array lacks, gets the full
// rendering.
func TestSARIFRenderedRules(t *testing.T) {
	pkg := load(t, "plugins/trader", map[string]string{"plugin.json": traderPlugin, "mcp.json": traderMCP})
	res, err := rules.Lint(pkg, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Findings) == 0 {
		t.Fatal("want findings of the registry's rules")
	}
	log := func(results []*rules.Result, rendered string) []byte {
		var buf bytes.Buffer
		if err := writeSARIF(&buf, results, sarifOpts, rules.All, rendered); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	same := func(results []*rules.Result) []byte {
		t.Helper()
		full, spliced := log(results, ""), log(results, strings.TrimSuffix(sarifRules, "\n"))
		if !bytes.Equal(spliced, full) {
			t.Fatalf("the log with the rules rendered ahead differs:\n%s", lineDiff(string(full), string(spliced)))
		}
		return spliced
	}
	var got sarifLog
	if err := json.Unmarshal(same([]*rules.Result{res}), &got); err != nil {
		t.Fatal(err)
	}
	if n := len(got.Runs[0].Tool.Driver.Rules); n != len(rules.All) {
		t.Errorf("%d rules listed, want %d", n, len(rules.All))
	}

	outside := find(t, pkg, fakeSecret, rules.Error, "mcp.json", `"x"`, "/mcpServers/Feed/env/FEED_TOKEN", "m")
	mixed := &rules.Result{Package: pkg, Outcome: res.Outcome, Findings: append(res.Findings[:len(res.Findings):len(res.Findings)], outside)}
	if err := json.Unmarshal(same([]*rules.Result{mixed}), &got); err != nil {
		t.Fatal(err)
	}
	listed := got.Runs[0].Tool.Driver.Rules
	if len(listed) != len(rules.All)+1 || listed[len(rules.All)].ID != fakeSecret.ID {
		t.Errorf("rules listed: %d, the last %s; want %d, the last %s", len(listed), listed[len(listed)-1].ID, len(rules.All)+1, fakeSecret.ID)
	}
}

// TestWriteIndentedSplicing checks the splice against writeIndented on a
// value holding the spliced array, and that a value without the empty
// member is an error rather than a log without it.
func TestWriteIndentedSplicing(t *testing.T) {
	type doc struct {
		Head  string `json:"head"`
		Rules []any  `json:"rules"`
		Tail  []any  `json:"tail"`
	}
	items := []any{map[string]any{"a": []any{1, "]"}, "b": map[string]any{}}, "x\"rules\":[]"}
	var whole bytes.Buffer
	if err := writeIndented(&whole, map[string]any{"d": doc{Head: `"rules":[`, Rules: items, Tail: []any{}}}); err != nil {
		t.Fatal(err)
	}
	var got bytes.Buffer
	err := writeIndentedSplicing(&got, map[string]any{"d": doc{Head: `"rules":[`, Rules: []any{}, Tail: []any{}}}, "rules", rulesArray(t, whole.String()))
	if err != nil {
		t.Fatal(err)
	}
	if got.String() != whole.String() {
		t.Errorf("spliced:\n%s\nwant:\n%s", got.String(), whole.String())
	}
	if err := writeIndentedSplicing(&got, doc{Tail: []any{}}, "rules", "[]"); err == nil {
		t.Error("a nil rules array (null) was spliced")
	}
}
