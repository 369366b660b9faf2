package prose

import (
	"cmp"
	"iter"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/pluglint/pluglint/rules/ident"
)

// Hit is a place in a SKILL.md that says something acts.
type Hit struct {
	Start, End int
	Text       string // as written
	Root       string // the vocabulary word it stands for
	Category   string // Money, Messages, Changes, Code
	// Strong is set for a hit that counts alone; a weak one (an account
	// or system change said in prose, or named mid-identifier) needs a
	// second word.
	Strong bool
}

// codeTokens yields the matches of [A-Za-z][A-Za-z0-9_-]* in order,
// without the regexp machine: each starts at a letter that does not
// continue an earlier match and runs as far as the class allows (bytes of
// non-ASCII characters are never in it).
func codeTokens(text string) iter.Seq2[int, int] {
	return func(yield func(start, end int) bool) {
		for i := 0; i < len(text); {
			if byteClass[text[i]]&classLetter == 0 {
				i++
				continue
			}
			j := i + 1
			for j < len(text) && identByte(text[j]) {
				j++
			}
			if !yield(i, j) {
				return
			}
			i = j
		}
	}
}

// skillRegions splits a SKILL.md into code (fenced blocks of code and
// inline code spans) and prose; fences tagged markdown or text are prose.
func skillRegions(text string) (code []Span) {
	off := 0
	inFence := false
	fenceProse := false
	fenceStart := 0
	var fence string
	for off < len(text) {
		end := strings.IndexByte(text[off:], '\n')
		lineEnd := len(text)
		if end >= 0 {
			lineEnd = off + end
		}
		line := strings.TrimSpace(text[off:lineEnd])
		switch {
		case !inFence && (strings.HasPrefix(line, "```") || strings.HasPrefix(line, "~~~")):
			inFence, fence, fenceStart = true, line[:3], lineEnd
			lang := strings.ToLower(strings.TrimSpace(strings.TrimLeft(line, "`~")))
			fenceProse = lang == "markdown" || lang == "md" || lang == "text" || lang == "txt"
		case inFence && strings.HasPrefix(line, fence):
			inFence = false
			if !fenceProse {
				code = append(code, Span{Start: fenceStart, End: off})
			}
		case !inFence:
			// Inline code spans on this line.
			l := text[off:lineEnd]
			for i := 0; i < len(l); {
				j := strings.IndexByte(l[i:], '`')
				if j < 0 {
					break
				}
				k := strings.IndexByte(l[i+j+1:], '`')
				if k < 0 {
					break
				}
				code = append(code, Span{Start: off + i + j + 1, End: off + i + j + 1 + k})
				i += j + k + 2
			}
		}
		if end < 0 {
			break
		}
		off = lineEnd + 1
	}
	if inFence && !fenceProse {
		code = append(code, Span{Start: fenceStart, End: len(text)})
	}
	return code
}

// spanSet tells whether an offset lies in any of a set of spans with a
// binary search: a long SKILL.md has hundreds of code spans and
// thousands of words to look up.
type spanSet []Span

// newSpanSet sorts the spans and merges those that overlap or touch.
func newSpanSet(spans []Span) spanSet {
	sorted := slices.Clone(spans)
	slices.SortFunc(sorted, func(a, b Span) int { return cmp.Compare(a.Start, b.Start) })
	var out spanSet
	for _, sp := range sorted {
		if sp.End <= sp.Start {
			continue // holds no offset
		}
		if n := len(out); n > 0 && sp.Start <= out[n-1].End {
			out[n-1].End = max(out[n-1].End, sp.End)
			continue
		}
		out = append(out, sp)
	}
	return out
}

// cursor returns has for offsets asked in increasing order: it walks the
// spans instead of searching them.
func (s spanSet) cursor() func(off int) bool {
	i := 0
	return func(off int) bool {
		for i < len(s) && s[i].End <= off {
			i++
		}
		return i < len(s) && s[i].Start <= off
	}
}

// has reports whether off lies in one of the spans.
func (s spanSet) has(off int) bool {
	// Binary search for the first span ending after off.
	lo, hi := 0, len(s)
	for lo < hi {
		if m := int(uint(lo+hi) >> 1); s[m].End > off {
			hi = m
		} else {
			lo = m + 1
		}
	}
	return lo < len(s) && s[lo].Start <= off
}

// WriteHits finds the places in a SKILL.md that say its tools act:
// identifiers of acting tools (place_order, `send-message`), words and
// phrases of acting in prose (unless negated), HTTP write methods and the
// non-English words.
func WriteHits(pt *Text) []Hit {
	text := pt.text
	code := skillRegions(text)
	// The frontmatter's name line names the skill, not what it does.
	name := frontmatterNameLine(text)
	if name.End > 0 {
		code = append(code, name)
	}
	// A tool named by its title is one name ("the Get Invoice tool"
	// reads): its words are not prose.
	titles := titleTools(text)
	inCode := newSpanSet(append(slices.Clip(code), titles...))
	var hits []Hit
	seen := map[string]bool{}
	add := func(h Hit) {
		if h.Start >= name.Start && h.Start < name.End {
			return
		}
		k := strings.ToLower(h.Text)
		if !seen[k] {
			seen[k] = true
			hits = append(hits, h)
		}
	}
	identifier := func(start, end int) {
		tok := text[start:end]
		if !ident.HasSeparator(tok) && !ident.HasHump(tok) {
			return // a single word in code (`draft`, `DELETE`) is not a tool name
		}
		if w, verb, ok := IdentWrite(tok); ok {
			// A kebab-case token in a skill is as often a CLI command, a
			// package or a skill name as a tool: it counts as weak unless
			// it says it is a tool.
			kebab := !strings.Contains(tok, "_") && strings.Contains(tok, "-") && !strings.HasSuffix(strings.ToLower(tok), "-tool")
			strong := !kebab && (w.Category != Changes || verb)
			add(Hit{start, end, tok, w.Root, w.Category, strong})
		}
	}
	for _, s := range code {
		for start, end := range codeTokens(text[s.Start:s.End]) {
			identifier(s.Start+start, s.Start+end)
		}
	}
	for start, end := range ListedKebabTools(text) {
		// Before the identifiers, which read a kebab word as weak: a
		// list of tools says these are tools.
		if w, verb, ok := IdentWrite(text[start:end]); ok && !inCode.has(start) {
			add(Hit{start, end, text[start:end], w.Root, w.Category, w.Category != Changes || verb})
		}
	}
	for start, end := range identifierTokens(text) {
		if !inCode.has(start) {
			identifier(start, end)
		}
	}
	for start, end := range prefixedTools(text) {
		if !inCode.has(start) {
			identifier(start, end)
		}
	}
	for start, end := range listedPascalTools(text) {
		if !inCode.has(start) {
			identifier(start, end)
		}
	}
	for start, end := range listedCommands(text) {
		if w, verb, ok := IdentWrite(strings.ReplaceAll(text[start:end], " ", "_")); ok && !inCode.has(start) {
			add(Hit{start, end, text[start:end], w.Root, w.Category, w.Category != Changes || verb})
		}
	}
	for start, end := range Methods(text) {
		if !inCode.has(start) {
			if w, ok := MethodWrite(text[start:end]); ok {
				add(Hit{start, end, text[start:end], w.Root, w.Category, true})
			}
		}
	}
	for _, t := range titles {
		if w, verb, ok := IdentWrite(titleIdentifier(text[t.Start:t.End])); ok {
			add(Hit{t.Start, t.End, text[t.Start:t.End], w.Root, w.Category, w.Category != Changes || verb})
		}
	}
	inCodeAt := inCode.cursor()
	for start, end := range LetterRuns(text) {
		if inCodeAt(start) {
			continue
		}
		word := text[start:end]
		// A hyphenated or snake compound ("unauthenticated-write",
		// "read-only") is not the word on its own.
		if (start > 0 && byteClass[text[start-1]]&(classHyphen|classUnder) != 0) ||
			(end < len(text) && byteClass[text[end]]&(classHyphen|classUnder) != 0) {
			continue
		}
		l := lowerWord(pt, start, end)
		if !mayBeForm(l) {
			continue
		}
		w, ok := Form(l)
		if !ok || !w.Prose || negated(text, start) {
			continue
		}
		if (w.Root == "pay" || w.Root == "spend") && figurative(text[end:min(len(text), end+60)]) {
			continue
		}
		strong := w.Category == Money || w.Category == Messages
		if w.Root == "trade" {
			if tradeOffMarket(text, end) {
				continue
			}
			// "climb/cruise trade", "propellant trade": a trade that a
			// noun names is a choice weighed as often as a market's.
			strong = marketTrade(wordBefore(text, start))
		}
		// In prose only money and messages are strong: "execute the plan"
		// and "delete the draft" say little of the server.
		add(Hit{start, end, word, w.Root, w.Category, strong})
	}
	for _, r := range proseWriteRes() {
		for _, loc := range r.re.FindAll(pt) {
			if inCode.has(loc[0]) || negated(text, loc[0]) || dryRun(text, loc[0]) {
				continue
			}
			add(Hit{
				loc[0], loc[1], strings.Join(strings.Fields(text[loc[0]:loc[1]]), " "), r.root,
				r.category, r.category != Changes || r.strong,
			})
		}
	}
	folded := FoldCyrillic(text)
	for _, fw := range ForeignWords {
		if i := strings.Index(folded, fw.Text); i >= 0 {
			s, e := CyrillicWord(text, i, i+len(fw.Text))
			if !CyrillicParticiple(folded[s:e]) {
				add(Hit{s, e, text[s:e], fw.Text, fw.Category, fw.Category != Changes})
			}
		}
	}
	// Report in file order.
	for i := 1; i < len(hits); i++ {
		for j := i; j > 0 && hits[j].Start < hits[j-1].Start; j-- {
			hits[j], hits[j-1] = hits[j-1], hits[j]
		}
	}
	return hits
}

// prefixedTools yields the MCP tools a text names with their server's
// prefix, as Hermes and other clients name them (mcp__acme__delete_file):
// runs of word bytes that start with "mcp__" and hold a tool name after
// the server's part, which snakeTokens passes over for their double
// underscores.
func prefixedTools(text string) iter.Seq2[int, int] {
	return func(yield func(start, end int) bool) {
		for off := 0; ; {
			i := strings.Index(text[off:], "mcp__")
			if i < 0 {
				return
			}
			start := off + i
			end := start + len("mcp__")
			for end < len(text) && wordByte(text[end]) {
				end++
			}
			off = end
			if start > 0 && wordByte(text[start-1]) {
				continue
			}
			rest := text[start+len("mcp__") : end]
			if j := strings.Index(rest, "__"); j > 0 && j+2 < len(rest) && !yield(start, end) {
				return
			}
		}
	}
}

// marketTrade reports the words before "trade" that make it one of a
// market, strong evidence alone: none (the text or a line starts
// with it), a determiner ("the trade", "each trade"), or a word after
// which it is a verb ("to trade", "can trade", "you trade").
func marketTrade(before string) bool {
	switch strings.ToLower(before) {
	case "", "a", "an", "the", "this", "that", "these", "those", "each", "every", "any", "one", "your", "my",
		"our", "their", "his", "her", "its", "to", "and", "or", "then", "can", "will", "would", "should", "must",
		"may", "might", "please", "you", "we", "i", "they", "also", "first", "next", "new":
		return true
	}
	return false
}

// tradeOffMarket reports a "trade" that is not one of a market: an
// engineering study ("trade study", "trade space", "trade-off") or the
// trade of goods and nations ("trade policy", "trade show"), by the
// word after it.
func tradeOffMarket(text string, end int) bool {
	switch strings.ToLower(wordAfter(text, end)) {
	case "study", "studies", "space", "spaces", "off", "offs", "show", "shows", "secret", "secrets", "mark",
		"marks", "name", "names", "union", "unions", "war", "wars", "wind", "winds", "school", "schools",
		"policy", "policies", "deficit", "deficits", "route", "routes", "tariff", "tariffs", "agreement",
		"agreements", "association", "associations", "press", "publication", "publications":
		return true
	}
	return false
}

// wordBefore returns the run of ASCII letters that ends, past spaces,
// before text[start], or "".
func wordBefore(text string, start int) string {
	e := start
	for e > 0 && text[e-1] == ' ' {
		e--
	}
	s := e
	for s > 0 && (text[s-1]|0x20 >= 'a' && text[s-1]|0x20 <= 'z') {
		s--
	}
	return text[s:e]
}

// wordAfter returns the run of ASCII letters that starts, past spaces
// or one hyphen, after text[:end], or "".
func wordAfter(text string, end int) string {
	s := end
	for s < len(text) && text[s] == ' ' {
		s++
	}
	if s == end && s < len(text) && text[s] == '-' {
		s++
	}
	e := s
	for e < len(text) && (text[e]|0x20 >= 'a' && text[e]|0x20 <= 'z') {
		e++
	}
	return text[s:e]
}

// lowerWord is strings.ToLower(pt.text[start:end]) without a copy when
// the word is ASCII: then ToLower only maps A-Z, as asciiLower did.
func lowerWord(pt *Text, start, end int) string {
	for i := start; i < end; i++ {
		if pt.text[i] >= utf8.RuneSelf {
			return strings.ToLower(pt.text[start:end])
		}
	}
	return pt.lower[start:end]
}

// frontmatterNameLine returns the span of the "name:" line of a SKILL.md
// frontmatter, or an empty span.
func frontmatterNameLine(text string) Span {
	if !strings.HasPrefix(strings.TrimPrefix(text, "\ufeff"), "---") {
		return Span{}
	}
	off := strings.IndexByte(text, '\n') + 1
	for off > 0 && off < len(text) {
		end := strings.IndexByte(text[off:], '\n')
		if end < 0 {
			end = len(text) - off
		}
		line := text[off : off+end]
		if strings.TrimSpace(line) == "---" {
			break
		}
		if strings.HasPrefix(line, "name:") {
			return Span{Start: off, End: off + end}
		}
		off += end + 1
	}
	return Span{}
}

// SnakeTokens yields the snake_case identifiers of text, as start and
// end offsets, in order.
func SnakeTokens(text string) iter.Seq2[int, int] { return snakeTokens(text) }

// readOnlyForms are the ways a description calls something read-only,
// in English and in the other languages descriptions are read in.
var readOnlyForms = slices.Concat(englishReadOnly, englishViewOnly, englishDryRunOnly, europeanReadOnly, cjkReadOnly, russianReadOnly)

var (
	englishReadOnly = []string{"read-only", "read only", "readonly"}
	// englishViewOnly say it of what the user is given to see: "viewing
	// only; device control stays in the Home app" (descriptions only).
	englishViewOnly = []string{"view-only", "view only", "viewing only"}
	// englishDryRunOnly say that what the tools would do is only shown:
	// "Dry-run only: shows what kubectl apply would change" (descriptions
	// only).
	englishDryRunOnly = []string{"dry-run only", "dry run only", "dry-runs only", "dry runs only"}
	// englishUnchanging say the same without the word (see
	// unchangingClaim).
	englishUnchanging = []string{
		"without changing anything", "without modifying anything", "never changes anything",
		"never modifies anything", "does not change anything", "doesn't change anything",
		"does not modify anything", "doesn't modify anything", "makes no changes", "no changes are made",
		"no write access", "without write access", "no write scopes are requested", "no write scopes requested",
		"nothing is sent", "nothing gets sent", "nothing is posted", "nothing is published",
		"nothing is sent or saved", "nothing is saved or sent", "nothing is saved",
	}
	europeanReadOnly = []string{
		"nur lesend", "nur lesende", "nur lesender", "nur lesenden", "schreibgeschützt", "schreibgeschützte",
		"schreibgeschützter", "schreibgeschützten", "lecture seule", "solo lectura", "sólo lectura", "somente leitura",
		"apenas leitura", "só leitura", "sola lettura", "solo lettura", "alleen-lezen", "alleen lezen",
	}
	cjkReadOnly     = []string{"只读", "唯读", "読み取り専用", "読み取りのみ", "읽기 전용"}
	russianReadOnly = []string{"только для чтения", "только чтение"}
)

// dryRun reports a phrase at start that follows "dry-" or "dry ": a
// rehearsal ("Dry-run SQL planner", "dry run commands first") runs
// nothing.
func dryRun(text string, start int) bool {
	before := text[:start]
	return len(before) >= 4 && strings.EqualFold(before[len(before)-4:len(before)-1], "dry") &&
		(before[len(before)-1] == '-' || before[len(before)-1] == ' ') &&
		(len(before) == 4 || !wordByte(before[len(before)-5]))
}

// ReadOnlyClaim returns where text first calls something read-only
// ("read-only", "read only", "readonly", "lecture seule", "只读"),
// unless the words before it negate it ("not read-only").
func ReadOnlyClaim(text string) (Span, bool) {
	lower := FoldCyrillic(ident.ASCIILower(text)) // same offsets
	if sp, ok := readOnlyClaimIn(text, lower, readOnlyForms); ok {
		return sp, true
	}
	return unchangingClaim(text, lower)
}

// unchangingClaim returns where text says, without the word read-only,
// that nothing at all is changed: "Inspect pods and logs without
// changing anything", "the server makes no changes". Every form ends in
// "anything", "no changes" or write access, and its clause ends with
// it: a change of something named ("without changing your code") or
// of a part ("without changing anything in your repo") says nothing
// about the other tools.
func unchangingClaim(text, lower string) (Span, bool) {
	for sp := range formPlaces(lower, englishUnchanging, func(at, end int) bool {
		rest := strings.TrimLeft(lower[end:], " ")
		return !(at > 0 && wordByte(lower[at-1]) || rest != "" && !strings.ContainsRune(".,;:!()", rune(rest[0])) || negated(text, at))
	}) {
		return sp, true
	}
	return Span{}, false
}

// formPlaces yields, form by form and then in text order, each place in
// lower (a lower-cased text) where one of forms stands and keep accepts.
func formPlaces(lower string, forms []string, keep func(at, end int) bool) iter.Seq[Span] {
	return func(yield func(Span) bool) {
		for _, form := range forms {
			for off := 0; ; {
				i := strings.Index(lower[off:], form)
				if i < 0 {
					break
				}
				at := off + i
				off = at + len(form)
				if keep(at, off) && !yield(Span{Start: at, End: off}) {
					return
				}
			}
		}
	}
}

// wholeClaim accepts a form standing as whole words and not negated.
func wholeClaim(text, lower string) func(at, end int) bool {
	return func(at, end int) bool {
		return !(at > 0 && wordByte(lower[at-1]) || end < len(lower) && wordByte(lower[end]) || negated(text, at) || unlikeBefore(lower, at))
	}
}

// unlikeBefore reports "unlike" earlier in the clause that ends at at:
// "Unlike read-only crypto trackers, it signs and broadcasts
// transactions" (probe round 132) sets the server against what is
// read-only.
func unlikeBefore(lower string, at int) bool {
	start := max(0, strings.LastIndexAny(lower[:at], ".,;:!?\n")+1)
	i := strings.Index(lower[start:at], "unlike ")
	return i >= 0 && (start+i == 0 || !wordByte(lower[start+i-1]))
}

// readOnlyClaimsIn returns every place text calls something read-only
// in one of forms, lower being text lower-cased (same offsets), in text
// order.
func readOnlyClaimsIn(text, lower string, forms []string) []Span {
	out := slices.Collect(formPlaces(lower, forms, wholeClaim(text, lower)))
	slices.SortFunc(out, func(a, b Span) int { return a.Start - b.Start })
	return out
}

// englishReadOnlyClaims is readOnlyClaimsIn for englishReadOnly, whose
// forms all start with "read": one search for it, then the rest of each
// form at each place found.
func englishReadOnlyClaims(text, lower string) []Span {
	var out []Span
	for off := 0; ; {
		i := strings.Index(lower[off:], "read")
		if i < 0 {
			return out
		}
		at := off + i
		off = at + len("read")
		for _, form := range englishReadOnly {
			end := at + len(form)
			if !strings.HasPrefix(lower[at:], form) || at > 0 && wordByte(lower[at-1]) ||
				end < len(lower) && wordByte(lower[end]) || negated(text, at) || unlikeBefore(lower, at) {
				continue
			}
			out = append(out, Span{Start: at, End: end})
			off = end
			break
		}
	}
}

// readOnlyClaimIn is ReadOnlyClaim over text and its lower-cased form,
// trying the given forms in turn.
func readOnlyClaimIn(text, lower string, forms []string) (Span, bool) {
	for sp := range formPlaces(lower, forms, wholeClaim(text, lower)) {
		return sp, true
	}
	return Span{}, false
}
