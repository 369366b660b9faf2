package rules

import (
	"fmt"
	"strings"

	"github.com/pluglint/pluglint/rules/inventory"
	"github.com/pluglint/pluglint/rules/prose"
)

// ReadOnlyHintSuspicious reports readOnlyHint: true on tools that say
// they act.
var ReadOnlyHintSuspicious = &Rule{
	ID: "PL505", Name: "readonly-hint-suspicious", Level: Warning, Class: Advice,
	Security: true, SecuritySeverity: "7.0", CWE: 863, Precision: "medium", Doc: readOnlyHintSuspiciousDoc,
	Run: runReadOnlyHintSuspicious,
}

var readOnlyHintSuspiciousDoc = Doc{
	Title: "a tool marked readOnlyHint: true says it writes, sends, pays or deletes",
	Why: "readOnlyHint: true is the one thing that lets a tool run without asking on an untrusted server. A " +
		"hint that contradicts destructiveHint: true, or a tool whose name or description says it places " +
		"orders, sends messages, pays or deletes, is either careless or an attempt by the server to un-gate " +
		"itself. Hermes believes the hint; a reviewer should not.",
	Fix: "Set readOnlyHint: false on every tool that changes anything, and keep true for tools that only read. " +
		"If the tool really only reads, rename it or fix its description so that it says so.",
	Bad: ".pluglint/tools.json:\n  {\"name\": \"place_order\", \"description\": \"Place an order\",\n" +
		"   \"annotations\": {\"readOnlyHint\": true}}",
	Good: ".pluglint/tools.json:\n  {\"name\": \"place_order\", \"description\": \"Place an order\",\n" +
		"   \"annotations\": {\"readOnlyHint\": false, \"destructiveHint\": true}}",
}

func runReadOnlyHintSuspicious(p *Pass) error {
	inv := inventory.Parse(p.Pkg)
	if inv == nil || !inv.Usable {
		return nil
	}
	for _, s := range inv.Servers {
		for _, t := range s.Tools {
			if !t.ReadOnly() {
				continue
			}
			var why string
			if t.Destructive() {
				why = "destructiveHint: true"
			} else if w, ok := toolSaysItActs(t); ok {
				why = w
			}
			if why == "" {
				continue
			}
			p.Reportf(AtValue(inv.File, t.Hint.Value),
				"tool %q of server %q is marked readOnlyHint: true but %s; Hermes believes the hint and runs it without asking even on an untrusted server",
				t.Name, s.Name, why)
		}
	}
	return nil
}

// toolSaysItActs reports a tool whose name or description says it writes,
// sends, pays or deletes.
func toolSaysItActs(t *inventory.Tool) (string, bool) {
	if w, _, ok := prose.IdentWrite(t.Name); ok {
		return fmt.Sprintf("its name says it acts (%s)", w.Category), true
	}
	d := strings.TrimSpace(t.Description)
	if d == "" {
		return "", false
	}
	// The description's leading verb, and any verb after "and" / "then":
	// "Places an order", "Reads the quote and sends it".
	// Its first 12 words, as \p{L}+ finds them.
	var buf [12]string
	words := buf[:0]
	for start, end := range prose.LetterRuns(d) {
		if words = append(words, d[start:end]); len(words) == len(buf) {
			break
		}
	}
	for i, w := range words {
		if i != 0 && !(i > 0 && (strings.EqualFold(words[i-1], "and") || strings.EqualFold(words[i-1], "then"))) {
			continue
		}
		if ww, ok := prose.Form(strings.ToLower(w)); ok && ww.Category != "" && !strings.HasSuffix(strings.ToLower(w), "ed") {
			return fmt.Sprintf("its description says it acts (%q: %s)", w, ww.Category), true
		}
	}
	if sp, category, ok := prose.FirstActingPhrase(prose.NewText(d)); ok {
		return fmt.Sprintf("its description says it acts (%q: %s)", d[sp.Start:sp.End], category), true
	}
	return "", false
}
