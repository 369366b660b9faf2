package prose

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestMayBeForm checks the first-letter-and-length filter of the prose
// loop against the vocabulary: it must let every form through, or a write
// word would go unseen, and it must turn common words away.
func TestMayBeForm(t *testing.T) {
	for form := range parseVocabulary() {
		if !mayBeForm(form) {
			t.Errorf("form %q is filtered out", form)
		}
	}
	turned := 0
	common := []string{"a", "the", "of", "and", "to", "in", "is", "it", "you", "that", "with", "for", "this", "be", "on"}
	for _, w := range common {
		if !mayBeForm(w) {
			turned++
		}
	}
	if turned < len(common)/2 {
		t.Errorf("only %d of %d common words turned away", turned, len(common))
	}
	if !mayBeForm("élan") {
		t.Error("a word not starting with an ASCII letter must go to the lookup")
	}
}

// TestSkillContains: a skill answers substring questions as
// strings.Contains does, by scanning at first, then behind its set of
// byte triples, then through its suffix array.
func TestSkillContains(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	var b strings.Builder
	for b.Len() < 20000 {
		b.WriteString([]string{"Use ", "mcp__trade__place_order ", "api.example.com ", "srv-", "É", "\n", "x"}[rng.IntN(7)])
	}
	x := &Skill{text: b.String()}
	lower := x.lowerText()
	for i := range 3 * maxScans {
		var sub string
		switch i % 4 {
		case 0: // present
			at := rng.IntN(len(lower))
			sub = lower[at:min(len(lower), at+1+rng.IntN(30))]
		case 1: // absent
			sub = "zz" + strconv.Itoa(i)
		case 2:
			sub = ""
		case 3: // present at the very end
			sub = lower[len(lower)-1-rng.IntN(10):]
		}
		if got, want := x.contains(sub), strings.Contains(lower, sub); got != want {
			t.Fatalf("question %d, contains(%q) = %v, want %v", i, sub, got, want)
		}
	}
	if x.grams == nil || x.suffix == nil {
		t.Error("no triple set or suffix array after many questions: the test never reached them")
	}
}

// TestMentionTable checks that a package with many servers gets, from
// its table, the answers asking each skill about each server gives: on
// random servers (names of words in any case and separator, hosts,
// prefixes) and skills that mention them in every way mentionsOne takes.
func TestMentionTable(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	words := []string{"svc", "orders", "pay", "a", "ab", "mail", "404", "déjà", "x9", "shop"}
	seps := []string{"-", "_", ".", " ", ""}
	name := func() string {
		var b strings.Builder
		for i := range 1 + rng.IntN(3) {
			if i > 0 {
				b.WriteString(seps[rng.IntN(len(seps))])
			}
			w := words[rng.IntN(len(words))]
			if rng.IntN(3) == 0 {
				w = strings.ToUpper(w)
			}
			b.WriteString(w)
		}
		return b.String()
	}
	for round := range 40 {
		hosts := map[string]string{}
		for len(hosts) < linearLookups+1+rng.IntN(30) {
			host := ""
			if rng.IntN(2) == 0 {
				host = strings.ToLower(words[rng.IntN(len(words))]) + ".example.com"
			}
			hosts[name()] = host
		}
		var names []string
		for n := range hosts {
			names = append(names, n)
		}
		slices.Sort(names)
		servers := make([]Server, len(names))
		for i, n := range names {
			servers[i] = Server{Name: n, InternalName: strings.ToLower(n), Host: hosts[n]}
		}
		var skills []Source
		for k := range 12 {
			var b strings.Builder
			for range 1 + rng.IntN(6) {
				n := names[rng.IntN(len(names))]
				switch rng.IntN(4) {
				case 0:
					b.WriteString(name())
				case 1:
					b.WriteString("call mcp__" + MentionToolPart(strings.ToLower(n)) + "__" + words[rng.IntN(len(words))])
				case 2:
					b.WriteString(hosts[n])
				default:
					b.WriteString(strings.ToLower(n))
				}
				b.WriteString([]string{" ", ". ", "\n", "_", "-"}[rng.IntN(5)])
			}
			skills = append(skills, Source{
				Name: fmt.Sprintf("s%d", k), Path: fmt.Sprintf("skills/s%d/SKILL.md", k),
				Text: fmt.Sprintf("---\nname: s%d\ndescription: d\n---\n%s\n", k, b.String()),
			})
		}
		ix := NewIndex(skills, servers)
		found := 0
		for i, s := range servers {
			var want []*Skill
			for _, x := range ix.Skills {
				one := x.mentionsOne(i)
				if got := x.Mentions(i); got != one {
					t.Fatalf("round %d: skill %q, server %q: table says %v, the search %v\n%s", round, x.Name, s.Name, got, one, x.text)
				}
				if one {
					want = append(want, x)
					found++
				}
			}
			if got := ix.Mentioning(i); !slices.Equal(got, want) {
				t.Fatalf("round %d: server %q: Mentioning gives %d skills, want %d", round, s.Name, len(got), len(want))
			}
		}
		if found == 0 {
			t.Fatalf("round %d: no skill mentions any server; the test exercises nothing", round)
		}
	}
}
