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
	sk    *Skill
	text  string       // at most maxSkillScan bytes
	names mentionCache // shared by the skills of one run
	lower string       // strings.ToLower(text), once needed
	words *skillWords
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
	gate                                []Span
	approval                            Span // PL503's: the first approving tool named
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

// mentionCache holds serverNames per server for one rule run.
type mentionCache map[*Server]*serverNames

func (c mentionCache) of(s *Server) *serverNames {
	if n := c[s]; n != nil {
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
	c[s] = n
	return n
}

// skillIndexKey memoizes the skill index: PL501, PL502 and PL503 all use it.
type skillIndexKey struct{}

func indexSkills(pkg *Package) []*skillIndex {
	return pkg.Memo(skillIndexKey{}, func() any { return buildSkillIndex(pkg) }).([]*skillIndex)
}

func buildSkillIndex(pkg *Package) []*skillIndex {
	var out []*skillIndex
	names := mentionCache{}
	for _, sk := range pkg.Skills.Skills {
		if sk.SkillMD == nil || sk.SkillMD.State != Readable {
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

func (x *skillIndex) gates() []Span {
	x.gateOnce.Do(func() { x.gate = gateSentences(x.phrases()) })
	return x.gate
}

func (x *skillIndex) approving() Span {
	x.apprOnce.Do(func() { x.approval = firstApprovingTool(x.text) })
	return x.approval
}

// mentions reports whether the SKILL.md names a server: its mcp.json name
// (its words in any letter case, joined by one of "-_. " or nothing: a
// server "404-directory" is mentioned by "404.directory"), its Hermes
// tool prefix mcp__<name>__, or its URL host.
func (x *skillIndex) mentions(s *Server) bool {
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
func analyseSkillsAhead(pkg *Package, o *Outcome) *ahead {
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
// build on first use: their vocabulary and phrase tables (about 0.35 ms
// in a cold process). A caller with an idle processor runs it on a
// goroutine of its own while it finds and reads its first package, so
// that a one-package run does not wait for them; the results are the
// same either way.
func Warm() {
	proseWriteRes()
	gateSentenceRes()
}
