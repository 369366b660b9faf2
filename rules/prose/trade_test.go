package prose

import "testing"

// TestTradeHits pins how "trade" in a skill's prose counts: strong where
// it is a market's (alone, after a determiner, as a verb), weak where a
// noun names the trade ("propellant trade", a choice weighed), and not
// at all in an engineering study or the trade of nations ("trade
// study", "trade-off", "trade policy").
func TestTradeHits(t *testing.T) {
	tests := []struct {
		text   string
		found  bool
		strong bool
	}{
		{"Confirm the trade before sending it.", true, true},
		{"Trade BTC for USDC.", true, true},
		{"You can trade options here.", true, true},
		{"Each trade is logged.", true, true},
		{"Compare the propellant trade for both stages.", true, false},
		{"specific excess power, climb/cruise trade, Ps", true, false},
		{"Run a trade study of wing sweep.", false, false},
		{"Weigh the trade-off between mass and drag.", false, false},
		{"Summarise the trade policy of each country.", false, false},
	}
	for _, tt := range tests {
		var got *Hit
		for _, h := range WriteHits(NewText(tt.text)) {
			if h.Root == "trade" {
				got = &h
				break
			}
		}
		if (got != nil) != tt.found || got != nil && got.Strong != tt.strong {
			t.Errorf("WriteHits(%q): trade %v, want found %v strong %v", tt.text, got, tt.found, tt.strong)
		}
	}
}
