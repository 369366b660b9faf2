package prose

import (
	"index/suffixarray"
	"slices"
	"strings"
	"sync"
	"unicode"

	"github.com/pluglint/pluglint/rules/model"
)

// This file holds what the prose rules (PL501, PL502, PL503) read of a
// package's skills, built once per package and shared by the three.

// maxSkillScan bounds how much of a SKILL.md the heuristics read: skills
// are a few kilobytes, and a hostile one must not cost seconds.
const maxSkillScan = 256 << 10

// linearLookups is how many servers a skill is asked about one by one
// before the servers' names are indexed (see mentionTable).
const linearLookups = 16

// Span is a byte range [Start, End) of a skill's text.
type Span = model.Span

// Source is one readable SKILL.md: the skill's name, the file's path in
// the package, and its text.
type Source struct{ Name, Path, Text string }

// Server is what a skill may call one of the package's servers by.
type Server struct {
	Name         string // its mcp.json name
	InternalName string // Hermes's internal name for it
	Host         string // its URL's host, or ""
}

// Index is the skills of one package as the prose rules read them, and
// the servers the skills may mention.
type Index struct {
	Skills  []*Skill
	servers []Server
	names   *mentionCache
}

// NewIndex indexes the readable skills of a package (in order) and its
// servers (in the order of what Hermes loaded). Nothing is read until a
// rule asks.
func NewIndex(skills []Source, servers []Server) *Index {
	ix := &Index{servers: servers}
	ix.names = &mentionCache{servers: servers, names: make([]*serverNames, len(servers))}
	for _, src := range skills {
		text := src.Text
		if len(text) > maxSkillScan {
			text = text[:maxSkillScan]
		}
		ix.Skills = append(ix.Skills, &Skill{Name: src.Name, Path: src.Path, text: text, names: ix.names})
	}
	return ix
}

// Skill is one readable SKILL.md as the PL5xx rules look at it, built
// once per package so that pairing every skill with every server stays
// cheap. Everything in it is computed lazily: its words for finding
// server names (only packages with several servers look), the places
// that say its tools act, the places that ask the user first.
type Skill struct {
	Name  string        // the skill's name
	Path  string        // its SKILL.md's path in the package
	text  string        // at most maxSkillScan bytes
	names *mentionCache // shared by the skills of one package
	lower string        // strings.ToLower(text), once needed
	// The servers of a many-server package the skill mentions, by their
	// place in the package's servers, found in one pass (see mentionedIn).
	mentioned    []bool
	mentionedFor *mentionTable
	words        *skillWords
	// Substring questions about lower (see contains): how many were
	// answered by scanning, and the suffix array that answers them once
	// a skill is asked about many servers.
	scans  int
	grams  *tripleSet
	suffix *suffixarray.Index
	// What PL501, PL502 and PL503 read of the text, computed once.
	pt                                  *Text // the text prepared for the phrase searches
	hits                                []Hit
	gate                                []Span
	approval                            Span // PL503's: the first approving tool named
	claims                              []Span
	ptOnce, hitOnce, gateOnce, apprOnce sync.Once
	claimOnce                           sync.Once
}

// Text returns the skill's text (its first maxSkillScan bytes).
func (x *Skill) Text() string { return x.text }

// skillWords is the word index of a SKILL.md. Each word's occurrences are
// chained through next, from the last to the first, so that the index
// costs one map entry per distinct word and no slice per word.
type skillWords struct {
	words []string // lower-case runs of letters and digits
	seps  []byte   // the single character before each word when it is one of "-_. ", else 0
	last  map[string]int32
	next  []int32 // the previous occurrence of words[i], or -1
}

// serverNames is what a skill may call a server by, computed once per
// server.
type serverNames struct {
	prefix string   // "mcp__<name>__"
	words  []string // the name's lower-case words
	joined string   // the words run together
	host   string   // the URL's host, lower case
}

// mentionCache holds serverNames per server of one package, and the
// table of them a package with many servers is searched by.
type mentionCache struct {
	servers []Server
	names   []*serverNames
	table   *mentionTable
}

func (c *mentionCache) of(i int) *serverNames {
	if n := c.names[i]; n != nil {
		return n
	}
	s := c.servers[i]
	n := &serverNames{prefix: "mcp__" + MentionToolPart(s.InternalName) + "__"}
	n.words = strings.FieldsFunc(strings.ToLower(s.Name), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 0x7f && (unicode.IsLetter(r) || unicode.IsDigit(r)))
	})
	n.joined = strings.Join(n.words, "")
	n.host = strings.ToLower(s.Host)
	c.names[i] = n
	return n
}

// Phrases returns the skill's text prepared for phrase matching, once:
// PL501 and PL502 both search it.
func (x *Skill) Phrases() *Text {
	x.ptOnce.Do(func() { x.pt = NewText(x.text) })
	return x.pt
}

// lowerText returns the skill's text in lower case, computed once.
func (x *Skill) lowerText() string {
	if x.lower == "" && x.text != "" {
		x.lower = strings.ToLower(x.text)
	}
	return x.lower
}

// maxScans is how many substring questions a skill answers by scanning
// its text before it builds a suffix array: a package names a few
// servers, a hostile one tens of thousands, and scanning a 256 KB skill
// for each would take minutes.
const maxScans = 64

// contains reports whether the skill's lower-cased text holds sub, as
// strings.Contains does. A skill asked about many servers first checks
// that every three bytes of sub occur somewhere in its text: most
// servers of a package with thousands are ruled out without a search.
func (x *Skill) contains(sub string) bool {
	lower := x.lowerText()
	if x.scans == maxScans/4 && x.grams == nil {
		x.grams = byteTriples(lower)
	}
	if x.grams != nil && !x.grams.mayHold(sub) {
		return false
	}
	if x.suffix == nil {
		if x.scans < maxScans || len(lower) < 4096 {
			x.scans++
			return strings.Contains(lower, sub)
		}
		x.suffix = suffixarray.New([]byte(lower))
	}
	return sub == "" || len(x.suffix.Lookup([]byte(sub), 1)) > 0
}

// tripleSet is a set of the three-byte runs of a text, hashed into 4,096
// bits: a run it lacks is not in the text, one it has may be.
type tripleSet [64]uint64

func byteTriples(text string) *tripleSet {
	var t tripleSet
	for i := 0; i+3 <= len(text); i++ {
		h := tripleHash(text[i:])
		t[h>>6] |= 1 << (h & 63)
	}
	return &t
}

// mayHold reports false only when some three-byte run of sub is missing
// from the text, so that sub cannot be in it.
func (t *tripleSet) mayHold(sub string) bool {
	for i := 0; i+3 <= len(sub); i++ {
		if h := tripleHash(sub[i:]); t[h>>6]&(1<<(h&63)) == 0 {
			return false
		}
	}
	return true
}

func tripleHash(s string) uint32 {
	return (uint32(s[0])<<16 | uint32(s[1])<<8 | uint32(s[2])) * 2654435761 >> 20
}

// index returns the skill's word index, building it on first use.
func (x *Skill) index() *skillWords {
	if x.words != nil {
		return x.words
	}
	lower := x.lowerText()
	ws := &skillWords{last: map[string]int32{}}
	start := -1
	for i, r := range lower + " " {
		word := r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 0x7f && (unicode.IsLetter(r) || unicode.IsDigit(r))
		switch {
		case word && start < 0:
			start = i
		case !word && start >= 0:
			var sep byte
			if start >= 2 && strings.IndexByte("-_. ", lower[start-1]) >= 0 && isWordByte(lower[start-2]) {
				sep = lower[start-1]
			}
			w := lower[start:i]
			prev, ok := ws.last[w]
			if !ok {
				prev = -1
			}
			ws.last[w] = int32(len(ws.words))
			ws.next = append(ws.next, prev)
			ws.words = append(ws.words, w)
			ws.seps = append(ws.seps, sep)
			start = -1
		}
	}
	x.words = ws
	return ws
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c >= 0x80
}

// WriteHits returns the places in the skill that say its tools act
// (see WriteHits), computed once.
func (x *Skill) WriteHits() []Hit {
	x.hitOnce.Do(func() { x.hits = WriteHits(x.Phrases()) })
	return x.hits
}

// ReadOnlyClaims returns the places in the skill that call something
// read-only (see ReadOnlyClaim), in text order, computed once.
func (x *Skill) ReadOnlyClaims() []Span {
	x.claimOnce.Do(func() {
		// Only the forms the text can hold are looked for: the English
		// ones where it says "read", the others where it holds their
		// script (a skill in a European language is rare, and is not
		// read for them).
		pt := x.Phrases()
		x.claims = englishReadOnlyClaims(x.text, pt.lower)
		var forms []string
		if strings.Contains(x.text, "读") || strings.Contains(x.text, "読み取") || strings.Contains(x.text, "읽기") {
			forms = append(slices.Clip(forms), cjkReadOnly...)
		}
		lower := pt.lower
		if strings.IndexByte(x.text, 0xd1) >= 0 || strings.IndexByte(x.text, 0xd0) >= 0 {
			forms, lower = append(slices.Clip(forms), russianReadOnly...), FoldCyrillic(pt.lower)
		}
		if len(forms) > 0 {
			x.claims = append(x.claims, readOnlyClaimsIn(x.text, lower, forms)...)
			slices.SortFunc(x.claims, func(a, b Span) int { return a.Start - b.Start })
		}
	})
	return x.claims
}

// Gates returns the places in the skill that ask the model to get the
// user's yes first (see GateSentences), computed once.
func (x *Skill) Gates() []Span {
	x.gateOnce.Do(func() { x.gate = GateSentences(x.Phrases()) })
	return x.gate
}

// Approving returns where the skill first names a tool that approves
// pending actions, or an empty span, computed once.
func (x *Skill) Approving() Span {
	x.apprOnce.Do(func() { x.approval = FirstApprovingTool(x.text) })
	return x.approval
}

// Mentions reports whether the skill names server i of the index: its
// mcp.json name (its words in any letter case, joined by one of "-_. "
// or nothing: a server "404-directory" is mentioned by "404.directory"),
// its Hermes tool prefix mcp__<name>__, or its URL host. Beyond
// linearLookups servers, a skill finds all the servers it mentions at
// once (see mentionedIn); the answers are the same.
func (x *Skill) Mentions(i int) bool {
	if t := x.names.tableOf(); t != nil {
		return x.mentionedIn(t)[i]
	}
	return x.mentionsOne(i)
}

// Mentioning returns, in order, the skills that mention server i (see
// Mentions). Beyond linearLookups servers the table lists them per
// server, so that a rule going through the servers does not ask every
// skill about each.
func (ix *Index) Mentioning(i int) []*Skill {
	if len(ix.Skills) == 0 {
		return nil
	}
	if t := ix.names.tableOf(); t != nil {
		return t.mentioning(ix.Skills)[i]
	}
	var out []*Skill
	for _, x := range ix.Skills {
		if x.mentionsOne(i) {
			out = append(out, x)
		}
	}
	return out
}

// mentionsOne answers mentions for one server, by searching the skill
// for each of its names.
func (x *Skill) mentionsOne(i int) bool {
	n := x.names.of(i)
	if x.contains(n.prefix) {
		return true
	}
	ws := n.words
	// A word equal to the joined name, or a run of words starting with
	// its first word, is there only if the text holds that string: most
	// pairs of skill and server are settled without the word index.
	if len(n.joined) >= 3 && (x.contains(n.joined) || x.contains(ws[0])) {
		idx := x.index()
		if _, ok := idx.last[n.joined]; ok {
			return true
		}
		at, ok := idx.last[ws[0]]
		for ok && at >= 0 {
			i := int(at)
			j := 1
			for ; j < len(ws) && i+j < len(idx.words); j++ {
				if idx.words[i+j] != ws[j] || idx.seps[i+j] == 0 {
					break
				}
			}
			if j == len(ws) {
				return true
			}
			at = idx.next[i]
		}
	}
	return n.host != "" && x.contains(n.host)
}

// mentionTable indexes the names of a package's servers by what a skill
// holds: a skill then finds every server it mentions in one pass over its
// words and its "mcp__" prefixes, where asking it about each server cost
// skills x servers searches (a hostile package with 2,000 of each took
// seconds).
type mentionTable struct {
	servers int // how many; a server's id is its place in the index
	// byPart finds servers by the tool part of their prefix
	// mcp__<part>__; partLens holds the lengths of the parts.
	byPart   map[string][]int32
	partLens map[int]bool
	maxPart  int
	// byJoined finds servers by their words run together, words by their
	// words in order; both hold only names of three bytes or more, the
	// only ones mentionsOne looks up in the word index.
	byJoined map[string][]int32
	words    *wordNode
	// hosts lists the servers with a URL host, by host; hostLens holds
	// the hosts' lengths.
	hosts    map[string][]int32
	hostLens map[int]bool
	// bySkills lists, per server, the skills that mention it.
	bySkills [][]*Skill
}

// mentioning returns, by server id, the skills of skills that mention
// each server, in order; skills is the package's index, the same for
// every rule.
func (t *mentionTable) mentioning(skills []*Skill) [][]*Skill {
	if t.bySkills != nil {
		return t.bySkills
	}
	by := make([][]*Skill, t.servers)
	for _, x := range skills {
		for id, ok := range x.mentionedIn(t) {
			if ok {
				by[id] = append(by[id], x)
			}
		}
	}
	t.bySkills = by
	return by
}

// wordNode is a node of a trie of server names by their words.
type wordNode struct {
	next map[string]*wordNode
	ends []int32 // the servers whose words end here
}

// tableOf returns the table of servers when they are more than
// linearLookups, else nil (then a skill is searched for a server's
// names). The table is built on first use.
func (c *mentionCache) tableOf() *mentionTable {
	if len(c.servers) <= linearLookups {
		return nil
	}
	if c.table != nil {
		return c.table
	}
	t := &mentionTable{
		servers: len(c.servers),
		byPart:  map[string][]int32{}, partLens: map[int]bool{},
		byJoined: map[string][]int32{}, words: &wordNode{},
		hosts: map[string][]int32{}, hostLens: map[int]bool{},
	}
	for i := range c.servers {
		id := int32(i)
		n := c.of(i)
		part := strings.TrimSuffix(strings.TrimPrefix(n.prefix, "mcp__"), "__")
		t.byPart[part] = append(t.byPart[part], id)
		t.partLens[len(part)] = true
		t.maxPart = max(t.maxPart, len(part))
		if len(n.joined) >= 3 {
			t.byJoined[n.joined] = append(t.byJoined[n.joined], id)
			node := t.words
			for _, w := range n.words {
				if node.next == nil {
					node.next = map[string]*wordNode{}
				}
				child := node.next[w]
				if child == nil {
					child = &wordNode{}
					node.next[w] = child
				}
				node = child
			}
			node.ends = append(node.ends, id)
		}
		if n.host != "" {
			t.hosts[n.host] = append(t.hosts[n.host], id)
			t.hostLens[len(n.host)] = true
		}
	}
	c.table = t
	return t
}

// mentionedIn returns, by server id in t, whether the skill mentions
// each server, finding them all at once on first use: the prefixes after
// each "mcp__" of the text, the joined names among its words, the names
// of several words along its runs of words, and the hosts.
func (x *Skill) mentionedIn(t *mentionTable) []bool {
	if x.mentionedFor == t {
		return x.mentioned
	}
	seen := make([]bool, t.servers)
	mark := func(ids []int32) {
		for _, id := range ids {
			seen[id] = true
		}
	}
	lower := x.lowerText()
	// A prefix mcp__<part>__ is in the text where "mcp__" is followed by
	// part and "__": part is made of [a-z0-9_], so it and the "__" are
	// the start of the run of those bytes after "mcp__".
	for off := 0; ; {
		i := strings.Index(lower[off:], "mcp__")
		if i < 0 {
			break
		}
		at := off + i + len("mcp__")
		off = off + i + 1
		end := at
		for end < len(lower) && end-at < t.maxPart+2 && isToolPartByte(lower[end]) {
			end++
		}
		run := lower[at:end]
		for k := 0; k+2 <= len(run); k++ {
			if run[k] == '_' && run[k+1] == '_' && t.partLens[k] {
				mark(t.byPart[run[:k]])
			}
		}
	}
	idx := x.index()
	for w := range idx.last {
		mark(t.byJoined[w])
	}
	// A name of several words is there where its words follow each other,
	// each after one of "-_. " (mentionsOne's walk of the word index).
	for i, w := range idx.words {
		node := t.words.next[w]
		for j := i + 1; node != nil; j++ {
			mark(node.ends)
			if j == len(idx.words) || idx.seps[j] == 0 {
				break
			}
			node = node.next[idx.words[j]]
		}
	}
	// A host is in the text where a window of its length is it: looking
	// up every window, one pass per length of host, costs less than
	// asking about each host unless the hosts are few or of many lengths.
	if len(lower)*len(t.hostLens) < 8*len(t.hosts) {
		for n := range t.hostLens {
			for i := 0; i+n <= len(lower); i++ {
				if ids, ok := t.hosts[lower[i:i+n]]; ok {
					mark(ids)
				}
			}
		}
	} else {
		for host, ids := range t.hosts {
			if x.contains(host) {
				mark(ids)
			}
		}
	}
	x.mentioned, x.mentionedFor = seen, t
	return seen
}

// isToolPartByte reports the bytes of a lower-cased tool part: [a-z0-9_].
func isToolPartByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_'
}

// MentionToolPart is a name as Hermes puts it into tool names: every
// character outside [A-Za-z0-9_] becomes "_".
func MentionToolPart(s string) string {
	b := []byte(s)
	for i, c := range b {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_') {
			b[i] = '_'
		}
	}
	return strings.ToLower(string(b))
}
