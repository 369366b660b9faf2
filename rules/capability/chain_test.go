package capability

import (
	"slices"
	"testing"
)

func TestChainActs(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"Stake your ETH with Lido.", []string{"Stake your ETH"}},
		{"Bridge USDC between Ethereum and Base.", []string{"Bridge USDC"}},
		{"Airdrop tokens to a CSV of addresses.", []string{"Airdrop tokens"}},
		{"Restake your ETH through EigenLayer - deposits LSTs into strategies.", []string{"Restake your ETH", "deposits LSTs"}},
		{"Delegate voting power to another address.", []string{"Delegate voting power"}},
		{"Locks CRV and votes on gauge weights each epoch.", []string{"votes on gauge weights"}},
		{"Withdraw 0.5 ETH from your exchange account.", []string{"Withdraw 0.5 ETH"}},
		// What is looked at of an asset, an -ing form, a negation, and
		// the verbs' other senses.
		{"Get up-to-date balances and staking yields for your addresses.", nil},
		{"Shows token balances and the ETH price.", nil},
		{"Compare bridge fees across chains.", nil},
		{"It never bridges USDC for you.", nil},
		{"Lock the screen and burn a CD.", nil},
		{"Vote tracker for DAO proposals.", nil},
		{"Deposit API keys in the vault.", nil},
	} {
		var got []string
		for _, a := range chainActs(c.text, tokenize(c.text)) {
			got = append(got, c.text[a.Start:a.End])
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("chainActs(%q) = %q, want %q", c.text, got, c.want)
		}
	}
}
