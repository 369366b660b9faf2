package rules

import (
	"index/suffixarray"
	"net/url"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"unicode"

	"github.com/pluglint/pluglint/rules/model"

	"github.com/pluglint/pluglint/rules/pyjson"
)

// This file holds what the prose rules (PL501, PL502, PL503) read of a
// package's skills, built once per package and shared by the three.

// maxSkillScan bounds how much of a SKILL.md the heuristics read: skills
// are a few kilobytes, and a hostile one must not cost seconds.
const maxSkillScan = 256 << 10

// skillIndex is one readable SKILL.md as the PL5xx rules look at it,
// built once per package so that pairing every skill with every server
// stays cheap. Everything in it is computed lazily: its words for finding
// server names (only packages with several servers look), the places
// that say its tools act, the places that ask the user first.
type skillIndex struct {
	sk    *model.Skill
	text  string        // at most maxSkillScan bytes
	names *mentionCache // shared by the skills of one run
	lower string        // strings.ToLower(text), once needed
	// The servers of a many-server package the skill mentions, by their
	// place in mentionedFor, found in one pass (see mentionedIn).
	mentioned    []bool
	mentionedFor *mentionTable
	words        *skillWords
	// Substring questions about lower (see contains): how many were
	// answered by scanning, and the suffix array that answers them once
	// a skill is asked about many servers.
	scans  int
	grams  *tripleSet
	suffix *suffixarray.Index
	// What PL501, PL502 and PL503 read of the text, computed once: on the
	// rule's goroutine, or ahead of it on an idle one (see
	// analyseSkillsAhead).
	pt                                  *phraseText // the text prepared for the phrase searches
	hits                                []textHit
	gate                                []model.Span
	approval                            model.Span // PL503's: the first approving tool named
	ptOnce, hitOnce, gateOnce, apprOnce sync.Once
}

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

// mentionCache holds serverNames per server for one lint, and the table
// of them a package with many servers is searched by.
type mentionCache struct {
	names map[*Server]*serverNames
	table *mentionTable
}

func (c *mentionCache) of(s *Server) *serverNames {
	if n := c.names[s]; n != nil {
		return n
	}
	n := &serverNames{prefix: "mcp__" + mentionToolPart(s.InternalName) + "__"}
	n.words = strings.FieldsFunc(strings.ToLower(s.Name), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 0x7f && (unicode.IsLetter(r) || unicode.IsDigit(r)))
	})
	n.joined = strings.Join(n.words, "")
	if u := s.Member.Value.Get("url"); u != nil && u.Kind == pyjson.String {
		if pu, err := url.Parse(u.Str); err == nil {
			n.host = strings.ToLower(pu.Hostname())
		}
	}
	c.names[s] = n
	return n
}

// skillIndexKey memoizes the skill index: PL501, PL502 and PL503 all use it.
type skillIndexKey struct{}

func indexSkills(pkg *model.Package) []*skillIndex {
	return pkg.Memo(skillIndexKey{}, func() any { return buildSkillIndex(pkg) }).([]*skillIndex)
}

func buildSkillIndex(pkg *model.Package) []*skillIndex {
	var out []*skillIndex
	names := &mentionCache{names: map[*Server]*serverNames{}}
	for _, sk := range pkg.Skills.Skills {
		if sk.SkillMD == nil || sk.SkillMD.State != model.Readable {
			continue
		}
		text := string(sk.SkillMD.Data)
		if len(text) > maxSkillScan {
			text = text[:maxSkillScan]
		}
		out = append(out, &skillIndex{sk: sk, text: text, names: names})
	}
	return out
}

// phrases returns the skill's text prepared for phrase matching, once:
// PL501 and PL502 both search it.
func (x *skillIndex) phrases() *phraseText {
	x.ptOnce.Do(func() { x.pt = newPhraseText(x.text) })
	return x.pt
}

// lowerText returns the skill's text in lower case, computed once.
func (x *skillIndex) lowerText() string {
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
func (x *skillIndex) contains(sub string) bool {
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
func (x *skillIndex) index() *skillWords {
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

func (x *skillIndex) writeHits() []textHit {
	x.hitOnce.Do(func() { x.hits = skillWriteHits(x.phrases()) })
	return x.hits
}

func (x *skillIndex) gates() []model.Span {
	x.gateOnce.Do(func() { x.gate = gateSentences(x.phrases()) })
	return x.gate
}

func (x *skillIndex) approving() model.Span {
	x.apprOnce.Do(func() { x.approval = firstApprovingTool(x.text) })
	return x.approval
}

// mentions reports whether the SKILL.md names s, one of servers (the
// outcome's): its mcp.json name (its words in any letter case, joined by
// one of "-_. " or nothing: a server "404-directory" is mentioned by
// "404.directory"), its Hermes tool prefix mcp__<name>__, or its URL
// host. Beyond linearLookups servers, a skill finds all the servers it
// mentions at once (see mentionedIn); the answers are the same.
func (x *skillIndex) mentions(s *Server, servers []*Server) bool {
	if t := x.names.tableOf(s, servers); t != nil {
		return x.mentionedIn(t)[s.index]
	}
	return x.mentionsOne(s)
}

// skillsMentioning returns, in order, those of skills (the package's
// index) that mention s, one of servers (see mentions). Beyond
// linearLookups servers the table lists them per server, so that a rule
// going through the servers does not ask every skill about each.
func skillsMentioning(skills []*skillIndex, s *Server, servers []*Server) []*skillIndex {
	if len(skills) == 0 {
		return nil
	}
	if t := skills[0].names.tableOf(s, servers); t != nil {
		return t.mentioning(skills)[s.index]
	}
	var out []*skillIndex
	for _, x := range skills {
		if x.mentionsOne(s) {
			out = append(out, x)
		}
	}
	return out
}

// mentionsOne answers mentions for one server, by searching the skill
// for each of its names.
func (x *skillIndex) mentionsOne(s *Server) bool {
	n := x.names.of(s)
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
	servers []*Server // a server's id is its place here
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
	// bySkills lists, per server, the skills of skills that mention it.
	skills   []*skillIndex
	bySkills [][]*skillIndex
}

// mentioning returns, by server id, the skills of skills that mention
// each server, in order; skills is the package's index, the same for
// every rule.
func (t *mentionTable) mentioning(skills []*skillIndex) [][]*skillIndex {
	if t.bySkills != nil && sameSlice(t.skills, skills) {
		return t.bySkills
	}
	by := make([][]*skillIndex, len(t.servers))
	for _, x := range skills {
		for id, ok := range x.mentionedIn(t) {
			if ok {
				by[id] = append(by[id], x)
			}
		}
	}
	t.skills, t.bySkills = skills, by
	return by
}

// wordNode is a node of a trie of server names by their words.
type wordNode struct {
	next map[string]*wordNode
	ends []int32 // the servers whose words end here
}

// tableOf returns the table of servers when they are more than
// linearLookups and s is one of them, else nil (then a skill is searched
// for s's names). The table is built on first use; every rule passes the
// same outcome's servers.
func (c *mentionCache) tableOf(s *Server, servers []*Server) *mentionTable {
	if len(servers) <= linearLookups || s.index >= len(servers) || servers[s.index] != s {
		return nil
	}
	if t := c.table; t != nil && sameSlice(t.servers, servers) {
		return t
	}
	t := &mentionTable{
		servers: servers,
		byPart:  map[string][]int32{}, partLens: map[int]bool{},
		byJoined: map[string][]int32{}, words: &wordNode{},
		hosts: map[string][]int32{}, hostLens: map[int]bool{},
	}
	for i, s := range servers {
		id := int32(i)
		n := c.of(s)
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

// sameSlice reports whether a and b are the same non-empty slice, not
// merely equal ones.
func sameSlice[T any](a, b []T) bool {
	return len(a) == len(b) && len(a) > 0 && &a[0] == &b[0]
}

// mentionedIn returns, by server id in t, whether the skill mentions
// each server, finding them all at once on first use: the prefixes after
// each "mcp__" of the text, the joined names among its words, the names
// of several words along its runs of words, and the hosts.
func (x *skillIndex) mentionedIn(t *mentionTable) []bool {
	if x.mentionedFor == t {
		return x.mentioned
	}
	seen := make([]bool, len(t.servers))
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

// lintsRunning counts the lints in progress in this process: a catalog
// run keeps every processor busy with packages of its own.
var lintsRunning atomic.Int32

// helpersRunning counts the helpers analyseSkillsAhead started that have
// not returned, some perhaps of a lint already over (see ahead.stop).
var helpersRunning atomic.Int32

// analyseSkillsAhead computes, on processors no lint is using, what PL501,
// PL502 and PL503 will read of the package's skills, starting from the last
// skill while the rules start from the first: a one-package run on a
// machine with cores to spare then pays for its skills' prose in
// parallel. It starts as soon as the outcome is known, so that the
// helpers have the skills' prose under way while the advice rules run,
// and only when some server runs at full trust (the rules read skills
// for nothing else). The rules get the same answers either way.
func analyseSkillsAhead(pkg *model.Package, o *Outcome) *ahead {
	a := &ahead{}
	if len(pkg.Skills.Skills) < 2 || !slices.ContainsFunc(o.Servers, (*Server).packageGate) {
		return a
	}
	idle := runtime.GOMAXPROCS(0) - int(lintsRunning.Load()) - int(helpersRunning.Load())
	if idle <= 0 {
		return a
	}
	skills := indexSkills(pkg)
	a.next.Store(int32(len(skills)))
	for range min(idle, len(skills)-1) {
		helpersRunning.Add(1)
		a.wg.Go(func() {
			defer helpersRunning.Add(-1)
			for i := a.next.Add(-1); i >= 0 && !a.stopped.Load(); i = a.next.Add(-1) {
				skills[i].writeHits()
				skills[i].gates()
				skills[i].approving()
				a.done.Add(1)
			}
		})
	}
	return a
}

// ahead is the helpers analyseSkillsAhead started.
type ahead struct {
	wg      sync.WaitGroup // every helper, till it returns (tests wait on it)
	next    atomic.Int32   // the next skill to take is next-1
	stopped atomic.Bool
	done    atomic.Int32 // skills the helpers analysed
}

// stop tells the helpers to take no further skill, without waiting for
// them. A helper may be starting (on a busy machine a new goroutine can
// wait a millisecond for a thread, longer than a small package takes to
// lint) or halfway through a skill the rules turned out not to need (a
// package Hermes rejects): the rules have all run, nothing reads what the
// helper leaves, and helpersRunning keeps the next lint from starting
// helpers of its own on the processor it still holds.
func (a *ahead) stop() {
	a.stopped.Store(true)
}

// Warm builds, ahead of the first lint, what the prose rules otherwise
// build on first use: the matchers of their phrases (0.1-0.2 ms in a cold
// process; the vocabulary is generated, see vocabulary_gen.go). A caller
// with an idle processor runs it on a goroutine of its own while it finds
// and reads its first package, so that a one-package run does not wait
// for them; the results are the same either way.
func Warm() {
	proseWriteRes()
	gateSentenceRes()
}
