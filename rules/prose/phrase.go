package prose

import (
	"iter"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/pluglint/pluglint/rules/ident"
)

// phraseRe is a case-insensitive prose pattern whose matches start with
// one of a few words. Matching looks those words up in the ASCII
// lower-cased text and tries the pattern, anchored, only there: Go's
// regexp has no literal skip for a case-folded alternation, so an
// unanchored search costs the whole pattern at every byte.
type phraseRe struct {
	first    []string // the words a match starts with (lower case unless exact)
	exact    bool     // case-sensitive: first is searched in the text as written
	inWord   bool     // a match may start inside a word (no \b before it)
	anchored lazyRe
	// need lists groups of lower-case literals: every match holds one
	// literal of each group. A text without them cannot match, and the
	// pattern is neither compiled nor tried: most skills say "the" or
	// "only" (first words), few say "approval".
	need [][]string
	// hand, when set, matches what anchored matches without compiling
	// it (see pattern); so does tailHand for tail. buildHand makes both
	// on the phrase's first match: a skill gets to match a few of the
	// phrases, and building every pattern when the tables are built
	// cost more than matching (BenchmarkPhraseTablesFirstUse).
	buildHand      func() (hand, tailHand pattern)
	handOnce       sync.Once
	hand, tailHand pattern
	// tail, when set, follows the pattern after a gap (see gap).
	tail   *lazyRe
	gapMax int
	// expr and tailExpr are the patterns as written, for tests.
	expr, tailExpr string
}

// lazyRe is a regular expression anchored at the start of the text,
// compiled on first use: most phrases are matched by hand and never
// compile theirs. Kept in the phrase, it costs no allocation of its own
// when the phrase tables are built, and its anchored form is written
// out only when it compiles (the tables are built in every run).
type lazyRe struct {
	expr string // as written, without the anchor
	fold bool   // case-insensitive
	once sync.Once
	re   *regexp.Regexp
}

func (l *lazyRe) get() *regexp.Regexp {
	l.once.Do(func() {
		flags := ""
		if l.fold {
			flags = "(?i)"
		}
		l.re = regexp.MustCompile(flags + `^(?:` + l.expr + `)`)
	})
	return l.re
}

// needs adds a group of literals one of which every match of p holds
// (see phraseRe.need); p is a case-insensitive phrase.
func (p *phraseRe) needs(oneOf ...string) *phraseRe {
	p.need = append(p.need, oneOf)
	return p
}

// phrase compiles (lazily) a pattern written without (?i).
func phrase(expr string, first ...string) *phraseRe {
	return &phraseRe{
		first:    first,
		expr:     expr,
		anchored: lazyRe{expr: expr, fold: true},
	}
}

// maxPhrase bounds how far past its first word a match may run.
const maxPhrase = 400

// Text is a text prepared for matching several phrases: its ASCII
// lower-case form, and where its words start, grouped by first letter.
// A phrase whose matches start a word looks only at the words that begin
// with the first letter of one of its first words, instead of searching
// the whole text once per first word.
type Text struct {
	text, lower string
	// starts holds the offsets of the letters that start a word (at 0 or
	// after a byte that is not a word byte), those starting with "a"
	// first, then "b", ..., each group in text order; group[c] is where
	// letter c's group begins in starts.
	starts []int32
	group  [27]int32
	// folds is set when the text holds a character that Unicode case
	// folding maps to an ASCII letter (ſ to s, the Kelvin sign to k):
	// only then can a case-insensitive literal match where the
	// lower-cased text does not contain it.
	folds bool
	// occ holds the offsets of each needed literal (see needLiterals),
	// found on first use.
	occ     [][]int32
	occOnce sync.Once
}

// NewText prepares text for matching phrases.
func NewText(text string) *Text {
	pt := &Text{text: text, lower: ident.ASCIILower(text), folds: foldsToASCII(text)}
	lower := pt.lower
	// One pass over the text collects the word starts in text order and
	// counts them by letter; a counting sort then groups them. A pass
	// over a few thousand starts costs less than a second pass over the
	// text's bytes.
	var count [26]int32
	inOrder := make([]int32, 0, len(lower)/4+16)
	inWord := false
	for i := 0; i < len(lower); i++ {
		class := byteClass[lower[i]]
		if class&classLower != 0 && !inWord {
			inOrder = append(inOrder, int32(i))
			count[lower[i]-'a']++
		}
		inWord = class&classWord != 0
	}
	for c := range 26 {
		pt.group[c+1] = pt.group[c] + count[c]
	}
	pt.starts = make([]int32, pt.group[26])
	next := pt.group
	for _, i := range inOrder {
		c := lower[i] - 'a'
		pt.starts[next[c]] = i
		next[c]++
	}
	return pt
}

// foldsToASCII reports whether s holds ſ or the Kelvin sign, the two
// characters Unicode case folding maps to ASCII letters (s and k).
// strings.Contains finds a multi-byte needle by its first byte, far
// faster than strings.ContainsAny with non-ASCII characters.
func foldsToASCII(s string) bool {
	return strings.Contains(s, "\u017f") || strings.Contains(s, "\u212a")
}

// needLiterals finds where the needed literals of all the prose phrases
// (phraseRe.need) occur in a lower-cased text, in one pass: every literal
// starts with two letters, and a table by those two letters says which
// literals to compare at each place. Searching the text once per literal
// cost more than matching the phrases.
type needLiterals struct {
	lits []string
	// byPair holds, for each pair of letters, 1 + the index in starting
	// of the literals that begin with it, or 0.
	byPair   [26 * 26]uint8
	starting [][]int
	// third holds, for each pair, a bit per letter that the literals
	// starting with it have third (bit c-'a'), and bit 26 when one of
	// them is the pair alone: most places where a common pair ("th",
	// "in") starts are rejected by the next letter, without a compare.
	third [26 * 26]uint32
}

// anyThird is the bit of needLiterals.third for a two-letter literal.
const anyThird = 1 << 26

// allPhrases lists the prose phrases of PL501, PL502 and PL510.
func allPhrases() []*phraseRe {
	var all []*phraseRe
	for _, r := range proseWriteRes() {
		all = append(all, r.re)
	}
	for _, g := range gateSentenceRes() {
		all = append(all, g.re)
	}
	for _, o := range orderPhrases() {
		all = append(all, o.re)
	}
	all = append(all, toolRefPhrases()...)
	return all
}

// neededLiterals returns the literals of every prose phrase's need as a
// table generated into vocabulary_gen.go (see TestGeneratedTables): built
// at run time, it cost 0.05 ms of a cold process, and the phrases' own
// matchers with it.
func neededLiterals() *needLiterals { return &neededLiteralTable }

// buildNeededLiterals builds neededLiterals from the phrases.
func buildNeededLiterals() *needLiterals {
	n := &needLiterals{}
	for _, p := range allPhrases() {
		for _, lit := range slices.Concat(p.need...) {
			n.add(lit)
		}
	}
	return n
}

// add indexes lit, once.
func (n *needLiterals) add(lit string) {
	if n.index(lit) >= 0 {
		return
	}
	k, ok := 0, false
	if len(lit) >= 2 {
		k, ok = letterPair(lit, 0)
	}
	if !ok {
		panic("rules: a needed literal must start with two ASCII letters: " + lit)
	}
	if n.byPair[k] == 0 {
		n.starting = append(n.starting, nil)
		n.byPair[k] = uint8(len(n.starting))
	}
	g := &n.starting[n.byPair[k]-1]
	*g = append(*g, len(n.lits))
	n.lits = append(n.lits, lit)
	if c := lit[min(2, len(lit)-1)] - 'a'; len(lit) > 2 && c < 26 {
		n.third[k] |= 1 << c
	} else {
		n.third[k] |= anyThird
	}
}

// letterPair is the table index of the lower-case letters at s[i] and
// s[i+1].
func letterPair(s string, i int) (int, bool) {
	a, b := s[i]-'a', s[i+1]-'a'
	return int(a)*26 + int(b), a < 26 && b < 26
}

// find returns the offsets of each literal in lower, in order.
func (n *needLiterals) find(lower string) [][]int32 {
	occ := make([][]int32, len(n.lits))
	for i := 0; i+1 < len(lower); i++ {
		k, ok := letterPair(lower, i)
		if !ok || n.byPair[k] == 0 {
			continue
		}
		if m := n.third[k]; m&anyThird == 0 && (i+2 == len(lower) || lower[i+2]-'a' >= 26 || m&(1<<(lower[i+2]-'a')) == 0) {
			continue
		}
		for _, id := range n.starting[n.byPair[k]-1] {
			if strings.HasPrefix(lower[i:], n.lits[id]) {
				occ[id] = append(occ[id], int32(i))
			}
		}
	}
	return occ
}

// index returns lit's index in n.lits, or -1.
func (n *needLiterals) index(lit string) int {
	if len(lit) < 2 {
		return -1
	}
	if k, ok := letterPair(lit, 0); ok && n.byPair[k] != 0 {
		for _, id := range n.starting[n.byPair[k]-1] {
			if n.lits[id] == lit {
				return id
			}
		}
	}
	return -1
}

// occurrences returns the offsets of lit, a literal some phrase needs, in
// the lower-cased text, in order.
func (pt *Text) occurrences(lit string) []int32 {
	n := neededLiterals()
	pt.occOnce.Do(func() { pt.occ = n.find(pt.lower) })
	return pt.occ[n.index(lit)]
}

// needScan answers, for one FindAll, whether a stretch of the text holds
// a literal of every group of the phrase's need. The stretches asked
// about start further and further into the text, so a cursor per literal
// only moves forward.
type needScan struct {
	groups [][]string
	occ    [][][]int32 // per group and literal, its offsets not yet passed
}

func newNeedScan(pt *Text, groups [][]string) *needScan {
	n := &needScan{groups: groups, occ: make([][][]int32, len(groups))}
	for i, g := range groups {
		n.occ[i] = make([][]int32, len(g))
		for j, lit := range g {
			n.occ[i][j] = pt.occurrences(lit)
		}
	}
	return n
}

// holds reports whether lower[start:end] holds a literal of every group;
// start must not be less than in the previous call. exhausted is set when
// some group has no literal at or after start: no later stretch holds one
// either.
func (n *needScan) holds(start, end int) (ok, exhausted bool) {
	ok = true
	for i, g := range n.groups {
		found, any := false, false
		for j, lit := range g {
			occ := n.occ[i][j]
			for len(occ) > 0 && int(occ[0]) < start {
				occ = occ[1:]
			}
			n.occ[i][j] = occ
			if len(occ) > 0 {
				any = true
				if int(occ[0])+len(lit) <= end {
					found = true
					break
				}
			}
		}
		if !any {
			return false, true
		}
		if !found {
			ok = false
		}
	}
	return ok, false
}

// mayHold reports whether pt holds, somewhere, a literal of every group
// of the phrase's need: without one, no start of the phrase is looked
// for ("can", a first word of "can I proceed", starts many words; "proceed"
// is in few skills).
func (p *phraseRe) mayHold(pt *Text) bool {
	for _, g := range p.need {
		if !slices.ContainsFunc(g, func(lit string) bool { return len(pt.occurrences(lit)) > 0 }) {
			return false
		}
	}
	return true
}

// wordsStarting returns the offsets of the words whose first letter, in
// lower case, is c.
func (pt *Text) wordsStarting(c byte) []int32 {
	return pt.starts[pt.group[c-'a']:pt.group[c-'a'+1]]
}

// FindAll returns the non-overlapping matches in pt's text, as
// FindAllStringIndex would.
func (p *phraseRe) FindAll(pt *Text) [][2]int {
	if !pt.folds && !p.mayHold(pt) {
		return nil // a literal every match needs is nowhere in the text
	}
	text := pt.text
	var out [][2]int
	var starts []int
	hay := pt.lower
	if p.exact {
		hay = text
	}
	for _, w := range p.first {
		if c := w[0] | 0x20; !p.inWord && 'a' <= c && c <= 'z' {
			// A match starts a word and w starts with a letter: the
			// candidates are the words starting with that letter.
			for _, at := range pt.wordsStarting(c) {
				if strings.HasPrefix(hay[at:], w) {
					starts = append(starts, int(at))
				}
			}
			continue
		}
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
	if len(starts) == 0 {
		return nil
	}
	sort.Ints(starts)
	var need *needScan
	if len(p.need) > 0 && !pt.folds {
		need = newNeedScan(pt, p.need)
	}
	last := -1
	for _, at := range starts {
		if at < last {
			continue
		}
		end := min(len(text), at+maxPhrase)
		for end < len(text) && wordByte(text[end]) {
			end++
		}
		if need != nil {
			ok, exhausted := need.holds(at, end)
			if exhausted {
				break // no later match can hold what every match holds
			}
			if !ok {
				continue
			}
		}
		if n, ok := p.matchPrefix(text[at:end], pt.lower[at:end], pt.folds); ok {
			out = append(out, [2]int{at, at + n})
			last = at + n
		}
	}
	return out
}

// prefix returns the length of the match of re, or of hand when there
// is one and the text holds no character that folds to an ASCII letter
// (hand reads lower, sub in ASCII lower case), at the start of sub.
func prefix(re *lazyRe, hand pattern, sub, lower string, folds bool) (int, bool) {
	if hand.match != nil && !folds {
		if hand.end != nil {
			end := hand.end(lower, 0)
			return end, end >= 0
		}
		end := -1
		hand.match(lower, 0, func(j int) bool { end = j; return true })
		return end, end >= 0
	}
	loc := re.get().FindStringIndex(sub)
	if loc == nil {
		return 0, false
	}
	return loc[1], true
}

// matchPrefix returns the length of p's match at the start of sub; lower
// is sub in ASCII lower case.
func (p *phraseRe) matchPrefix(sub, lower string, folds bool) (int, bool) {
	if p.exact {
		// Case-sensitive: a hand-built pattern reads the text as
		// written, and nothing folds.
		lower, folds = sub, false
	}
	if p.buildHand != nil {
		p.handOnce.Do(func() { p.hand, p.tailHand = p.buildHand() })
	}
	head, ok := prefix(&p.anchored, p.hand, sub, lower, folds)
	if !ok || p.tail == nil {
		return head, ok
	}
	// The gap: the fewest characters other than '.' and '\n' (at most
	// gapMax) after which the tail matches at a word boundary, as the
	// lazy `[^.\n]{0,gapMax}?\b` would find them.
	for q, n := head, 0; ; n++ {
		if q > 0 && q < len(sub) && wordByte(sub[q-1]) != wordByte(sub[q]) {
			if t, ok := prefix(p.tail, p.tailHand, sub[q:], lower[q:], folds); ok {
				return q + t, true
			}
		}
		if n == p.gapMax || q == len(sub) {
			return 0, false
		}
		r, size := utf8.DecodeRuneInString(sub[q:])
		if r == '.' || r == '\n' {
			return 0, false
		}
		q += size
	}
}

// byHand gives p a hand-built matcher for its pattern, built on first
// use.
func (p *phraseRe) byHand(head func() pattern) *phraseRe {
	p.buildHand = func() (pattern, pattern) { return head(), pattern{} }
	return p
}

// byHandGap gives p, a phrase with a gap, hand-built matchers for its
// pattern and its tail, built on first use (without the tail's, the
// tail's regexp matches it).
func (p *phraseRe) byHandGap(build func() (head, tail pattern)) *phraseRe {
	p.buildHand = build
	return p
}

// gap makes p match its pattern, then at most n characters other than
// '.' and '\n', then tail at a word boundary: what `expr[^.\n]{0,n}?\btail`
// matches, without compiling the n copies of the character class a
// bounded repetition expands to (the costliest compile of all the prose
// patterns). p's own pattern must have one possible length at a given
// place (a choice of words), since the gap never backtracks into it;
// tail is written without (?i) and without its leading \b.
func (p *phraseRe) gap(n int, tail string) *phraseRe {
	p.gapMax, p.tailExpr = n, tail
	p.tail = &lazyRe{expr: tail, fold: true}
	return p
}

// exact is a phraseRe for a case-sensitive pattern whose matches start
// with one of first (as written), anywhere when inWord.
func exact(expr string, inWord bool, first ...string) *phraseRe {
	return &phraseRe{
		first: first, exact: true, inWord: inWord,
		anchored: lazyRe{expr: expr},
	}
}

// LetterRuns yields the spans \p{L}+ finds, without the regexp machine
// and without building a slice. unicode.IsLetter is exactly \p{L}, and an
// invalid byte decodes as U+FFFD, which is not a letter, in both.
func LetterRuns(text string) iter.Seq2[int, int] {
	return func(yield func(start, end int) bool) {
		start := -1
		for i := 0; i < len(text); {
			letter, size := byteClass[text[i]]&classLetter != 0, 1
			if text[i] >= utf8.RuneSelf {
				var r rune
				r, size = utf8.DecodeRuneInString(text[i:])
				letter = unicode.IsLetter(r)
			}
			if letter {
				if start < 0 {
					start = i
				}
			} else if start >= 0 {
				if !yield(start, i) {
					return
				}
				start = -1
			}
			i += size
		}
		if start >= 0 {
			yield(start, len(text))
		}
	}
}

// snakeTokens yields the matches of
//
//	\b[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+\b
//
// (snake_case identifiers), in order, without the regexp machine. Go's \b
// is an ASCII word boundary and every byte the pattern matches is an
// ASCII word byte, so a match can neither start nor end inside a maximal
// run of word bytes ([A-Za-z0-9_]): the matches are exactly the runs that
// start with a letter, hold an underscore, and neither end with one nor
// hold two in a row.
func snakeTokens(text string) iter.Seq2[int, int] { return wordRuns(text, snakeShape) }

// camelTokens yields the runs of word bytes in text that are
// lowerCamelCase identifiers ("sendMessage", "createInvoice"): see
// camelShape.
func camelTokens(text string) iter.Seq2[int, int] { return wordRuns(text, camelShape) }

// identifierTokens yields the runs of word bytes that snakeTokens or
// camelTokens yields, in one pass over text.
func identifierTokens(text string) iter.Seq2[int, int] {
	return wordRuns(text, func(w string) bool { return snakeShape(w) || camelShape(w) })
}

// wordRuns yields the maximal runs of ASCII word bytes ([A-Za-z0-9_]) in
// text that keep accepts, in order.
func wordRuns(text string, keep func(run string) bool) iter.Seq2[int, int] {
	return func(yield func(start, end int) bool) {
		for i := 0; i < len(text); {
			if !wordByte(text[i]) {
				i++
				continue
			}
			j := i + 1
			for j < len(text) && wordByte(text[j]) {
				j++
			}
			if keep(text[i:j]) && !yield(i, j) {
				return
			}
			i = j
		}
	}
}

// camelShape reports whether a run of word bytes is a lowerCamelCase
// identifier: at least two lower-case letters first, then an upper-case
// letter, and no "_" (snakeShape has those). A brand written with a
// hump starts with one lower-case letter ("eBay", "iPhone") or a capital
// ("PayPal").
func camelShape(w string) bool {
	j := 0
	for j < len(w) && byteClass[w[j]]&classLower != 0 {
		j++
	}
	return j >= 2 && j < len(w) && byteClass[w[j]]&classUpper != 0 && !strings.Contains(w[j:], "_")
}

// snakeShape reports whether a run of word bytes is a whole snake_case
// identifier: a letter first, at least one "_", and every "_" between two
// letters or digits.
func snakeShape(w string) bool {
	if byteClass[w[0]]&classLetter == 0 || w[len(w)-1] == '_' {
		return false
	}
	return strings.Contains(w, "_") && !strings.Contains(w, "__")
}

func identByte(c byte) bool { return byteClass[c]&(classWord|classHyphen) != 0 }

// asciiBoundary is the regexp \b at s[at]: a word character ([0-9A-Za-z_],
// ASCII only) on exactly one side.
func asciiBoundary(s string, at int) bool {
	return (at > 0 && wordByte(s[at-1])) != (at < len(s) && wordByte(s[at]))
}
