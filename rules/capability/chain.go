package capability

import (
	"strings"

	"github.com/pluglint/pluglint/rules/prose"
)

// chainActs finds the acts of a wallet on a blockchain or an exchange,
// a verb with the asset it moves for object: "Stake your ETH with
// Lido", "Bridge USDC to Base", "Airdrop tokens to a CSV of addresses",
// "deposits LSTs into strategies", "Delegate voting power to another
// address" (probe round 95). The verbs are common words elsewhere
// ("lock the screen", "burn a CD", "a bridge to your tools"), so each
// counts only where a verb stands and with an asset after it, past a
// determiner, an amount and a modifier or two. Their -ing forms are
// left out: "staking yields" and "bridging fees" are looked at. An
// asset followed by what is read of it ("token balances", "ETH price")
// is no act either.
func chainActs(text string, toks []token) []recordAct {
	var out []recordAct
	for i, t := range toks {
		if !t.word || !chainVerb(t.lower) || !verbPosition(toks, i) || negatedInSentence(text, t.start) {
			continue
		}
		j := i + 1
		if t.lower == "vote" || t.lower == "votes" {
			// "vote on gauge weights", "votes on DAO proposals".
			if j >= len(toks) || toks[j].lower != "on" {
				continue
			}
			j++
		}
		end, ok := assetObject(text, toks, j, t.lower)
		if !ok {
			continue
		}
		out = append(out, recordAct{t.start, toks[end].end, strings.TrimSuffix(t.lower, "s"), false, true})
	}
	return out
}

// chainVerb reports the verbs, in their base form or third person, of
// moving an asset on a chain or at an exchange.
func chainVerb(l string) bool {
	switch strings.TrimSuffix(l, "s") {
	case "stake", "unstake", "restake", "bridge", "airdrop", "deposit", "withdraw", "burn", "tip", "delegate",
		"lend", "borrow", "repay", "supply", "wrap", "unwrap", "vote", "swap":
		return true
	}
	return false
}

// assetObject returns the index of the asset a chain verb at toks[j-1]
// acts on, from toks[j]: past determiners, an amount and at most two
// modifiers. A ticker (ETH, USDC, LSTs) or a word for tokens, coins or
// funds is an asset; proposals and gauge weights are what a vote is on.
func assetObject(text string, toks []token, j int, verb string) (int, bool) {
	for j < len(toks) {
		switch t := toks[j]; {
		case t.word && (determiner(t.lower) || t.lower == "all" || digits(t.lower)):
		case !t.word && (t.lower == "." || t.lower == ",") && j > 0 && toks[j-1].end == t.start && digits(toks[j-1].lower) &&
			j+1 < len(toks) && digits(toks[j+1].lower):
			// "0.5 ETH", "1,000 USDC"
		default:
			return assetAfter(text, toks, j, verb)
		}
		j++
	}
	return 0, false
}

// assetAfter is assetObject past the determiners and the amount.
func assetAfter(text string, toks []token, j int, verb string) (int, bool) {
	for k := j; k < len(toks) && k <= j+2 && toks[k].word; k++ {
		l := toks[k].lower
		asset := chainAsset(l) || ticker(text[toks[k].start:toks[k].end])
		if verb == "vote" || verb == "votes" {
			asset = l == "proposal" || l == "proposals" || l == "weights" || l == "gauges"
		}
		if verb == "delegate" || verb == "delegates" {
			// "Delegate voting power", "delegates them to the operator".
			asset = asset || l == "power" && k > j && toks[k-1].lower == "voting"
		}
		if !asset {
			if notModifier(l) {
				return 0, false
			}
			continue
		}
		if k+1 < len(toks) && toks[k+1].word && (prose.ReadingNoun(toks[k+1].lower) || assetFigure(toks[k+1].lower)) {
			return 0, false // "token balances", "ETH price"
		}
		return k, true
	}
	return 0, false
}

// chainAsset reports the words for what a wallet holds and moves.
func chainAsset(l string) bool {
	switch l {
	case "token", "tokens", "coin", "coins", "crypto", "funds", "assets", "nft", "nfts", "stablecoins", "ether", "bitcoin",
		"liquidity", "collateral", "lsts", "rewards", "sats":
		return true
	}
	return false
}

// assetFigure reports the words after an asset that name a figure of
// it, looked at: "ETH price", "staking yields".
func assetFigure(l string) bool {
	switch l {
	case "price", "prices", "balance", "balances", "yield", "yields", "rate", "rates", "apy", "apr", "fee", "fees",
		"holders", "supply", "chart", "charts":
		return true
	}
	return false
}

// ticker reports a word written as a token's ticker: two to six capital
// letters, with an optional plural s ("ETH", "USDC", "LSTs"), and not
// one of the abbreviations of software that descriptions use as
// often.
func ticker(w string) bool {
	w = strings.TrimSuffix(w, "s")
	if len(w) < 2 || len(w) > 6 {
		return false
	}
	for i := range len(w) {
		if w[i] < 'A' || w[i] > 'Z' {
			return false
		}
	}
	switch w {
	case "API", "MCP", "URL", "CSV", "PDF", "SQL", "RPC", "JSON", "HTML", "HTTP", "CLI", "SDK", "AI", "LLM", "UI", "ID",
		"PR", "CI", "CD", "DNS", "SSH", "VPN", "IP", "CRM", "ERP", "DAO", "NFT", "DEX", "CEX", "EVM", "USB":
		return false
	}
	return true
}
