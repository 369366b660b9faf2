package prose

import "testing"

// benchSkill is a skill of the size and kind most packages ship: it
// matches a few of the phrases and leaves most unmatched.
const benchSkill = `---
name: trading
description: Look up quotes and place orders through the trade server.
---

# Trading

Use the quotes server to look up prices. Before you place an order,
show the user the symbol, side and size, and ask for confirmation
first. Never send money or post to social channels.
`

// BenchmarkPhraseTablesFirstUse measures what a process pays the first
// time it reads a skill: building the tables of gate and write phrases,
// then matching each of them once. Every run of pluglint on a package
// with skills pays it once, cold.
func BenchmarkPhraseTablesFirstUse(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		pt := NewText(benchSkill)
		for _, g := range gateSentenceTable() {
			g.re.FindAll(pt)
		}
		for _, r := range proseWriteTable() {
			r.re.FindAll(pt)
		}
	}
}
