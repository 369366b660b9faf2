package prose

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/pluglint/pluglint/rules/ident"
	"github.com/pluglint/pluglint/rules/rulestest"
)

// The hand-written matchers replace regular expressions to save their
// compile at start-up or first use; each must find exactly what its
// expression finds. These tests hold them to it on generated text built
// from the pieces the expressions care about, and FuzzHandMatchers does
// the same on any text.

var handMatchers = []rulestest.Matcher{
	{Name: "LetterRuns", Re: regexp.MustCompile(`\p{L}+`), Find: LetterRuns},
	{Name: "snakeTokens", Re: regexp.MustCompile(`\b[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+\b`), Find: snakeTokens},
	{Name: "codeTokens", Re: regexp.MustCompile(`[A-Za-z][A-Za-z0-9_-]*`), Find: codeTokens},
	{Name: "approvalTokens", Re: regexp.MustCompile(`\b[A-Za-z][A-Za-z0-9]*(?:[_-][A-Za-z0-9]+)+\b`), Find: approvalTokens},
}

var approvalDescRe = regexp.MustCompile(`(?i)^\s*(?:approves?|confirms?|authori[sz]es?|resolves?|accepts?)\b[^.]{0,60}\b(?:pending|approval|held|queued|request|trade|order|payment|transaction|action|transfer)`)

func checkHandMatchers(t *testing.T, s string) {
	t.Helper()
	rulestest.CheckMatchers(t, s, handMatchers)
	if got, want := approvalDesc(s), approvalDescRe.MatchString(s); got != want {
		t.Fatalf("approvalDesc(%q) = %v, the regexp says %v", s, got, want)
	}
}

func TestHandMatchersAgreeWithRegexps(t *testing.T) {
	rulestest.AgreeOnRandomTexts(t, checkHandMatchers)
}

func FuzzHandMatchers(f *testing.F) {
	rulestest.AddFuzzSeeds(f)
	f.Fuzz(checkHandMatchers)
}

// findAllByIndex is phraseRe.FindAll as first written, searching the
// whole text for each first word and matching the whole pattern, a gap
// included, with one regexp: the reference for the word-start grouping
// of Text, the needed literals and the hand-matched gap.
func findAllByIndex(p *phraseRe, text string) [][2]int {
	re := p.anchored.get()
	if p.tail != nil {
		re = regexp.MustCompile(fmt.Sprintf(`(?i)^(?:%s[^.\n]{0,%d}?\b(?:%s))`, p.expr, p.gapMax, p.tailExpr))
	}
	var out [][2]int
	lower := ident.ASCIILower(text)
	var starts []int
	hay := lower
	if p.exact {
		hay = text
	}
	for _, w := range p.first {
		for off := 0; ; {
			j := strings.Index(hay[off:], w)
			if j < 0 {
				break
			}
			at := off + j
			off = at + 1
			if p.inWord || at == 0 || !wordByte(hay[at-1]) {
				starts = append(starts, at)
			}
		}
	}
	slices.Sort(starts)
	last := -1
	for _, at := range starts {
		if at < last {
			continue
		}
		end := min(len(text), at+maxPhrase)
		for end < len(text) && wordByte(text[end]) {
			end++
		}
		if loc := re.FindStringIndex(text[at:end]); loc != nil {
			out = append(out, [2]int{at, at + loc[1]})
			last = at + loc[1]
		}
	}
	return out
}

func TestPhraseFindAllAgreesWithIndexSearch(t *testing.T) {
	phrases := allPhrases()
	pieces := []string{
		"place", "Place ", "an ", "order", "orders", "buy ", "SELL ", "limit ", "market ", "stop-loss ", "sign ",
		"transaction", "transfer ", "funds", "wire ", "bank ", "send ", "Sends ", "email", "post ", "to ", "slack",
		"write ", "into", "run ", "code", "execute ", "arbitrary ", "executes ", "trades", "POST", "PUT ", "DELETE", "PATCH", "Post ", "put", "xDELETE",
		"without ", "asking", "ask ", "the user ", "first", "confirm ", "with ", "them", "only ", "never ", "after ",
		"they ", "approve", "gated ", "on ", "approval", "get ", "need ", "a yes", "wait ", "for ", "user", "human",
		"must ", "确认", "征得", "同意", "bestätig", "x", "_", "-", ".", "\n", " ", "é", "\xff", "Xplace", "9buy",
		// The literals phrases need (phraseRe.needs), and the two
		// characters that fold to ASCII letters: a text holding them
		// must not be ruled out by the plain literal check.
		"tx ", "e-mail", "sms", "dm ", "tweets", "invite", "payment", "tool", "access", "capable", "python", "script",
		"sql", "swap", "before", "permission", "consent", "go-ahead", "once ", "until ", "unless ", "yes", "agree",
		"\u017f", "\u212a", "a\u017fk ", "con\u017fent", "ordeR", "Approval",
		// The gap of "only ... after the user confirms": long fillers
		// that cross its 80 characters, and word and non-word edges.
		"do it ", "a long stretch of words in between ", "ééééééééé ", "x.", "unless they agree", "only after the user confirms",
		"Never", "once a human said yes", "onlyafter", "after", "(", ")",
		// The words of the hand-built patterns (pattern), in the forms
		// and orders their expressions allow and almost allow.
		"operator", "explicit ", "prior ", "user's ", "the user' ", "agreeing", "saying yes", "has ", "have ", "explicitly ",
		"says ", "said ", "shell ", "commands", "scripts", "javascript", "an ", "your ", "their ", "dms", "notifications",
		"invitation", "invit", "user-approved", "human approved", "needs ", "double-check ", "check with them", "asks ",
		"asking ", "for explicit approval ", "write-access", "write tools", "runs any sql", "sending an e-mail", "\t", "\r\n",
		"\f", "\v", "first ",
		"clear ", "ok", "okay", "firm ", "direct ", "definite ", "receive ", "getting ", "obtain ", "asked", "told",
		"requested", "said so", "you were ", "you have been ", "specifically ", "clearly ",
	}
	// Matches whose needed literal is written with a character that
	// folds to an ASCII letter: only case folding finds them.
	fixedTexts := []string{
		"ask fir\u017ft", "gated on con\u017fent", "only once the user \u017faid ye\u017f", "wait for ye\u017f",
		"the user mu\u017ft approve", "\u017fign the tran\u017faction", "write acce\u017f\u017f", "execute a \u017fwap",
	}
	// Every alternative of every hand-built pattern, matched and nearly
	// matched (a word changed, a letter dropped, upper case).
	for _, m := range []string{
		"check with the operator", "verify with the human", "confirm with them", "double-check with the user",
		"user-approved", "human approved", "the user must first approve", "human must confirm", "user must agree",
		"needs a yes", "need a yes", "ask the user first", "asks them before", "asking the human first",
		"ask for explicit consent before", "ask for approval first", "ask the user for confirmation",
		"asking them for explicit permission", "ask for consent", "without asking", "without first the user's approval",
		"without the user' agreement", "without their explicit consent", "without prior user human go-ahead",
		"without the user confirming", "without a human first explicitly saying yes", "without them agreeing",
		"without the human consenting", "only after the user confirms", "never until they have explicitly approved",
		"only once a human says yes", "never unless the human said yes", "only after they has agreed",
		"only after the user say yes", "sends an email", "send a message", "sending the e-mail", "send your mails",
		"send their sms", "send texts", "send dms", "send tweet", "send notifications", "send invitations",
		"send money", "send payments", "send funds", "send crypto", "write-tool", "write tooling", "write access",
		"write permissions", "write operation", "write capable", "run code", "runs arbitrary python",
		"execute any javascript", "executes shell commands", "execute the shell command", "runs a shell command", "run command", "run scripts", "run sql",
		"place an order", "places a new buy order", "placed the the orders", "place stop orders", "buy order", "stop-loss orders",
		"sign a transaction", "signing the tx", "signs orders", "transfer the funds", "transferring your usdc", "transfers sol",
		"wire transfer", "bank transfers", "post it to tiktok", "posting a short video on youtube", "posts to x", "post on the channel",
		"post to a channel", "post them to social", "post this on my slack", "write into", "writes the rows into",
		"write a b c into", "write a b c d into", "writes é into", "arbitrary code", "arbitrary commands", "arbitrary sql", "any shell command", "any  shell commands", "a bash session", "shell access", "terminal sessions",
		"execute the trade", "executes a swap", "executing an order", "execute transactions", "executes payments", "execute transfer",
		"gated on approval", "conditional on user human consent", "gated on explicit confirmation", "get approval",
		"gets the user's permission", "obtain their written sign-off", "requires explicit human go-ahead", "needs consent",
		"request the user' confirmation", "seek user approval", "wait for yes", "waits until the user confirms",
		"waiting for an explicit approval", "wait for a go-ahead", "wait for them to say yes", "wait until they agree",
		"wait for the user's consent", "wait for their confirmation", "wait for their ok", "waiting for the user's okay",
		"wait until the users ok", "wait for ok", "only send after the user says \"send it\"", "never until they said “go”",
		"not until the human says 'post'", "only after the user says send", "ask the user to confirm the recipients before", "asks them to confirm before",
		"asking the human to confirm each line of the draft before", "ask them to confirm what they meant",
		"get a clear yes", "gets an explicit ok", "getting their firm go-ahead", "obtain the user's definite okay",
		"receive the user' direct yes", "wait for a clear ok", "wait for the users explicit yes", "get clear okay",
		"unless the user asked", "unless they explicitly requested", "unless the human has confirmed",
		"unless you were told", "unless you are clearly asked", "unless you have been specifically approved",
		"unless they have agreed", "unless the user said so", "unless they tells", "unless the user approves",
		"wait for them to say go ahead", "waiting for the maintainer to say go-ahead", "wait for me to say yes",
		"wait until the owner approves", "wait for the operator to  say go  ahead",
		"not until the owner has reviewed and approved", "only after the user has reviewed and approved",
		"never until the maintainer reviewed and  agrees", "do not write until they confirm",
		"without checking with the user", "without first checking with me", "without checking with user",
		"without checking with them", "without checking  with the human", "ask permission before", "asks permission first",
		"do not edit until the user says so", "never until they say so", "only once the human said sooner",
		"let the user decide whether to", "let them  decide if", "let me decide whether", "let the user decides whether",
		"shall i go ahead", "should i proceed", "may i  go ahead", "can i proceeds", "shall i go", "should we proceed",
		"do not post until the user says go", "never until they say ok", "only after the user says okay", "not until they say goodbye",
		"without the user's ok", "without their okay", "without explicit ok", "get the user's ok", "needs their okay",
		"requires the users ok", "get ok", "with the user's ok", "with their okay", "with the user ok",
		"let the user review first", "let them review the diff before", "let me review it first", "let the human review",
		"let the user review and apply the results", "post and search on reddit", "posts or schedule to linkedin",
		"post and  search on the channel", "posts and comments on reddit",
		"only after the user has reviewed the preview", "never until they review", "the user must explicitly approve",
		"the human must first explicitly confirm", "the user approves before", "user confirms  before", "the human agrees beforehand",
		"let them approve", "let me approve it", "let the user confirm the plan before", "let the user confirm the changes", "let them review these edits", "let the user review the", "let them confirm first",
		"confirm each deletion with the user", "confirm it with the human", "confirm with them", "confirm the details with the  users",
		"escrow", "settle the trade", "staking rewards", "unstake",
		"wait for explicit user approval", "waiting for human  confirmation", "wait for user go-ahead",
		"send nothing until the user says yes", "nothing unless they approve", "nothing before a human confirms",
		"nothing until the owner has explicitly agreed", "nothing until they say so", "nothing until they sayso",
		"only when they approve", "only if the user confirms", "only when a human has explicitly agreed", "only if they say yes", "only when the owner consents",
		"require a human to approve", "requires the user to confirm", "have the user confirm", "get them to sign off",
		"needs a person to approve", "has the human  sign  off", "have them confirmed",
		"make sure the user confirms", "ensure that they have approved", "make sure that the owner explicitly agrees", "ensure the human consents",
		"make  sure they confirm", "ensure thatthey confirm",
	} {
		fixedTexts = append(fixedTexts, m, strings.ToUpper(m), m[:len(m)-1], strings.Replace(m, " ", "  \t", 1), m+"x")
	}
	places := []string{
		"tiktok", "youtube", "twitter", "x", "slack", "discord", "telegram", "linkedin", "facebook",
		"instagram", "reddit", "mastodon", "bluesky", "threads", "social",
	}
	for _, place := range places {
		fixedTexts = append(fixedTexts, "post to "+place, "posts it on our "+place+"s")
	}
	for _, money := range []string{"funds", "money", "crypto", "tokens", "usdc", "usdt", "btc", "eth", "sol", "balance"} {
		fixedTexts = append(fixedTexts, "transfer "+money, "transfers the "+money+"y")
	}
	// The gap of "only ... after the user confirms" around its bound of
	// 80 characters, counted in characters, not bytes.
	for k := 76; k <= 84; k++ {
		fixedTexts = append(fixedTexts,
			"only "+strings.Repeat("w", k-2)+" after the user confirms",
			"never"+strings.Repeat("é", k-1)+" until they agree")
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for i := range 5000 + len(fixedTexts) {
		var text string
		if i < len(fixedTexts) {
			text = fixedTexts[i]
		} else {
			text = rulestest.RandomText(rng, pieces, rng.IntN(20)+1)
		}
		pt := NewText(text)
		for i, p := range phrases {
			if got, want := p.FindAll(pt), findAllByIndex(p, text); !slices.Equal(got, want) {
				t.Fatalf("phrase %d on %q: FindAll = %v, index search = %v", i, text, got, want)
			}
		}
	}
}

// TestNeededLiteralsFound holds the one-pass search for the phrases'
// needed literals to a search for each literal on its own, on text made
// of the literals, their neighbours and separators.
func TestNeededLiteralsFound(t *testing.T) {
	n := neededLiterals()
	if len(n.lits) < 40 {
		t.Fatalf("%d needed literals; the phrases list more", len(n.lits))
	}
	pieces := []string{" ", "-", "x", "e", "s", "\n", "é", "\xff"}
	for _, lit := range n.lits {
		pieces = append(pieces, lit, lit[:len(lit)-1], lit[1:])
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for range 2000 {
		lower := rulestest.RandomText(rng, pieces, rng.IntN(60))
		occ := n.find(lower)
		for id, lit := range n.lits {
			var want []int32
			for off := 0; ; {
				j := strings.Index(lower[off:], lit)
				if j < 0 {
					break
				}
				want = append(want, int32(off+j))
				off += j + 1
			}
			if !slices.Equal(occ[id], want) {
				t.Fatalf("%q in %q: found at %v, want %v", lit, lower, occ[id], want)
			}
			if n.index(lit) != id {
				t.Fatalf("index(%q) = %d, want %d", lit, n.index(lit), id)
			}
		}
	}
}

// FuzzPhrases holds every prose phrase (needed literals, gap and
// hand-built pattern included) to its whole expression on any text.
func FuzzPhrases(f *testing.F) {
	seeds := []string{
		"ask the user first", "only after the user confirms", "send an e-mail", "aſk firſt", "Never\u212a until they agree",
		"send nothing until the user says yes", "only when they approve", "require a human to approve", "make sure the user confirms",
		"wait for explicit user approval",
	}
	for _, s := range seeds {
		f.Add(s)
	}
	phrases := allPhrases()
	f.Fuzz(func(t *testing.T, text string) {
		pt := NewText(text)
		for i, p := range phrases {
			if got, want := p.FindAll(pt), findAllByIndex(p, text); !slices.Equal(got, want) {
				t.Fatalf("phrase %d on %q: FindAll = %v, whole expression = %v", i, text, got, want)
			}
		}
	})
}

// TestNegatedAgreesWithRegexp holds the hand-built negation to negatedRe
// at every offset of generated text.
func TestNegatedAgreesWithRegexp(t *testing.T) {
	pieces := []string{
		"no ", "not ", "never ", "without ", "nor ", "cannot ", "can't ", "don't ", "doesn't ", "won't ", "NOT ", "Never",
		"x", "word ", "send ", "  ", "\t", "\n", "é", "\u017f", "\u212a", "-", "_", "snow ", "knot ", "no-", "nope ",
		"attempt ", "to ", "try ", "ever ", "be ", "able ", "or ", "and ", "OR ", "tomorrow ", "order ", "andy ",
	}
	rng := rand.New(rand.NewPCG(9, 10))
	for range 4000 {
		text := rulestest.RandomText(rng, pieces, rng.IntN(14)+1)
		for off := 0; off <= len(text); off++ {
			want := negatedRe().MatchString(text[max(0, off-40):off])
			if got := negated(text, off); got != want {
				t.Fatalf("negated(%q, %d) = %v, want %v", text, off, got, want)
			}
		}
	}
}

// TestFigurativeAgreesWithRegexp holds the hand-built check after "pay"
// and "spend" to figurativeRe on generated text.
func TestFigurativeAgreesWithRegexp(t *testing.T) {
	pieces := []string{
		" ", "  ", "\t", "\n", "a ", "few ", "more ", "close ", "cost", "costs", "price", "attention", "effort", "time", "hours",
		"minutes", "days", "penalty", "tokens", "dearly", "TIME", "timer", "x", "é", "\u017f", "\u212a", "-", ".",
	}
	rng := rand.New(rand.NewPCG(11, 12))
	for range 20000 {
		text := rulestest.RandomText(rng, pieces, rng.IntN(10)+1)
		if got, want := figurative(text), figurativeRe().MatchString(text); got != want {
			t.Fatalf("figurative(%q) = %v, want %v", text, got, want)
		}
	}
}

// TestSentenceIndex holds the index GateSentences uses past a few
// sentences to sentenceAround and sentenceActs, for every span of
// generated texts made of what starts and stops sentences and of words
// that do and do not act.
func TestSentenceIndex(t *testing.T) {
	pieces := []string{
		" ", ".", "!", "?", "\n", "\n\n", "\n- ", "\n  * ", "\n-x", ". ", "x.", "send", "email", "call ", "sign-in",
		"read-only", "-", "_", "place_order", "get_status", "删除", "удаля", "é", "ſ", "the", "user", "confirms", "pay",
		"paid", "Use", "RUN", "a_b", "x9", "\t",
	}
	rng := rand.New(rand.NewPCG(9, 10))
	for range 3000 {
		text := rulestest.RandomText(rng, pieces, rng.IntN(16)+1)
		x := newSentenceIndex(text)
		for start := 0; start <= len(text); start++ {
			for end := start; end <= len(text); end++ {
				s, e := sentenceAround(text, start, end)
				if got, want := x.acts(text, start, end), sentenceActs(text[s:e]); got != want {
					t.Fatalf("text %q, span [%d, %d): index says %v, the sentence %q says %v", text, start, end, got, text[s:e], want)
				}
			}
		}
	}
}
