package rules

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/pluglint/pluglint/rules/model"

	"github.com/pluglint/pluglint/rules/pyjson"
)

// aheadPackage has one server at full trust and several skills that say
// they act and ask first, so PL501 and PL502 read every skill.
func aheadPackage(t *testing.T) *model.Package {
	t.Helper()
	return aheadPackageWith(t, "")
}

// aheadPackageWith is aheadPackage with extra members in plugin.json.
func aheadPackageWith(t *testing.T, members string) *model.Package {
	t.Helper()
	fsys := fstest.MapFS{
		"plugin.json": {Data: []byte(`{"$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json", "name": "shop", "version": "1.0.0", "description": "Orders"` + members + `}`)},
		"mcp.json":    {Data: []byte(`{"$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json", "mcpServers": {"shop": {"type": "streamable-http", "url": "https://shop.example.com/mcp"}}}`)},
	}
	bodies := []string{
		"Use `place_order` to buy. Always ask the user first before you place an order.\n",
		"Send an email to the customer. Do not delete anything without asking.\n",
		"Never pay attention to spam. Only refund after the user confirms.\n",
		"Look up prices. Get explicit approval before you execute trades.\n",
		"Read the catalogue; it changes nothing. Then call `approve_pending` when told.\n",
	}
	for i, body := range bodies {
		name := fmt.Sprintf("skill-%d", i)
		text := "---\nname: " + name + "\ndescription: Part " + name + ".\n---\n\n" + strings.Repeat(body, 20)
		fsys["skills/"+name+"/SKILL.md"] = &fstest.MapFile{Data: []byte(text)}
	}
	pkg, err := model.Load(model.Source{FS: fsys, Dir: "shop"})
	if err != nil {
		t.Fatal(err)
	}
	return pkg
}

// finish waits for the helpers to analyse every skill (none stops them)
// and returns how many they did.
func (a *ahead) finish() int {
	a.wg.Wait()
	return int(a.done.Load())
}

// TestAnalyseSkillsAhead checks that the helpers analyse every skill
// when let run, and that what they leave is what the rules would have
// computed themselves.
func TestAnalyseSkillsAhead(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(4))
	pkg := aheadPackage(t)
	a := analyseSkillsAhead(pkg, computeOutcome(pkg, nil))
	if n := a.finish(); n != 5 {
		t.Fatalf("helpers analysed %d skills, want 5", n)
	}
	fresh := buildSkillIndex(aheadPackage(t))
	for i, x := range indexSkills(pkg) {
		checkSameAnalysis(t, i, x, fresh[i])
		if len(fresh[i].writeHits()) == 0 && i < 4 {
			t.Errorf("skill %d: no write hits; the package no longer exercises PL501", i)
		}
	}
}

// checkSameAnalysis compares what x and want hold of skill i, gates
// first: the helpers start with write hits, so the two sides also meet
// on different parts of one skill.
func checkSameAnalysis(t *testing.T, i int, x, want *skillIndex) {
	t.Helper()
	if got, want := x.gates(), want.gates(); !slices.Equal(got, want) {
		t.Errorf("skill %d: gates %v, want %v", i, got, want)
	}
	if got, want := x.writeHits(), want.writeHits(); !slices.Equal(got, want) {
		t.Errorf("skill %d: write hits %v, want %v", i, got, want)
	}
	if got, want := x.approving(), want.approving(); got != want {
		t.Errorf("skill %d: approving tool at %v, want %v", i, got, want)
	}
}

// TestSkillIndexShared reads the skills in the helpers' own order while
// they run, so that both sides meet on the same skill: with -race it
// checks that everything in a skill index is computed once and safely.
func TestSkillIndexShared(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(4))
	fresh := buildSkillIndex(aheadPackage(t))
	for range 20 {
		pkg := aheadPackage(t)
		a := analyseSkillsAhead(pkg, computeOutcome(pkg, nil))
		skills := indexSkills(pkg)
		for i := len(skills) - 1; i >= 0; i-- {
			checkSameAnalysis(t, i, skills[i], fresh[i])
		}
		a.stop()
	}
}

// TestAnalyseSkillsAheadOnlyWhenIdle checks when no helper starts: a
// gated server, or every processor busy with a lint or a helper.
func TestAnalyseSkillsAheadOnlyWhenIdle(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(4))
	analysed := func(pkg *model.Package) int { return analyseSkillsAhead(pkg, computeOutcome(pkg, nil)).finish() }
	lintsRunning.Add(4)
	n := analysed(aheadPackage(t))
	lintsRunning.Add(-4)
	if n != 0 {
		t.Errorf("with every processor linting, helpers analysed %d skills, want 0", n)
	}
	lintsRunning.Add(1)
	helpersRunning.Add(3) // helpers an earlier lint left running
	n = analysed(aheadPackage(t))
	helpersRunning.Add(-3)
	lintsRunning.Add(-1)
	if n != 0 {
		t.Errorf("with every other processor running a helper, helpers analysed %d skills, want 0", n)
	}
	gated := aheadPackageWith(t, `, "extensions": {"com.nousresearch.hermes": {"servers": {"shop": {"trust": "untrusted"}}}}`)
	if n := analysed(gated); n != 0 {
		t.Errorf("with every server gated, helpers analysed %d skills, want 0", n)
	}
}

// TestLintSameWithHelpers lints the package with helpers racing the rules
// and without any, many times: the findings must not change. Run with
// -race, it also checks that the rules and helpers share the skill
// index safely.
func TestLintSameWithHelpers(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(4))
	render := func(res *Result) string {
		var b strings.Builder
		for _, f := range res.Findings {
			fmt.Fprintf(&b, "%s %s %d-%d %s\n", f.Rule.ID, f.Loc.File, f.Loc.Span.Start, f.Loc.Span.End, f.Message)
			for _, r := range f.Related {
				fmt.Fprintf(&b, "  %s %d-%d %s\n", r.File, r.Span.Start, r.Span.End, r.Message)
			}
		}
		return b.String()
	}
	lintsRunning.Add(4) // no helper
	res, err := Lint(aheadPackage(t), nil)
	lintsRunning.Add(-4)
	if err != nil {
		t.Fatal(err)
	}
	want := render(res)
	for _, id := range []string{"PL501", "PL502", "PL503"} {
		if !strings.Contains(want, id+" ") {
			t.Fatalf("no %s finding; the package no longer exercises it:\n%s", id, want)
		}
	}
	for range 20 {
		res, err := Lint(aheadPackage(t), nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := render(res); got != want {
			t.Fatalf("with helpers:\n%s\nwithout:\n%s", got, want)
		}
	}
}

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
	x := &skillIndex{text: b.String()}
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

// TestLookupsIndexed: with many servers, the outcome and the inventory
// look servers up through an index, and answer as the scan does.
func TestLookupsIndexed(t *testing.T) {
	var servers, tools []string
	for i := range 3 * linearLookups {
		servers = append(servers, fmt.Sprintf(`"s%d": {"type": "streamable-http", "url": "https://s%d.example.com"}`, i, i))
		if i%2 == 0 {
			tools = append(tools, fmt.Sprintf(`"s%d": {"tools": [{"name": "t", "annotations": {"readOnlyHint": true}}]}`, i))
		}
	}
	pkg, err := model.Load(model.Source{FS: fstest.MapFS{
		"plugin.json":          {Data: []byte(`{"$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json", "name": "many"}`)},
		"mcp.json":             {Data: []byte(`{"$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json", "mcpServers": {` + strings.Join(servers, ", ") + `}}`)},
		".pluglint/tools.json": {Data: []byte(`{"version": 1, "servers": {` + strings.Join(tools, ", ") + `, "s1": {"tools": "none"}}}`)},
	}, Dir: "."})
	if err != nil {
		t.Fatal(err)
	}
	o := computeOutcome(pkg, nil)
	inv := ParseInventory(pkg)
	if o.byName == nil || inv.listed == nil {
		t.Fatalf("%d servers and no index (outcome %v, inventory %v)", len(o.Servers), o.byName != nil, inv.listed != nil)
	}
	for i := range 3*linearLookups + 2 {
		name := fmt.Sprintf("s%d", i)
		var want *Server
		for _, s := range o.Servers {
			if s.Name == name {
				want = s
			}
		}
		if got := o.Server(name); got != want {
			t.Errorf("Outcome.Server(%q) = %v, want %v", name, got, want)
		}
		var wantInv *InventoryServer
		for _, s := range inv.Servers {
			if s.Name == name && s.Listed {
				wantInv = s
			}
		}
		if got := inv.Server(name); got != wantInv {
			t.Errorf("Inventory.Server(%q) = %v, want %v", name, got, wantInv)
		}
		var wantMember *pyjson.Member
		for _, m := range pkg.ServerMembers() {
			if m.Key == name {
				wantMember = m
			}
		}
		if got := pkg.ServerMember(name); got != wantMember {
			t.Errorf("Package.ServerMember(%q) = %v, want %v", name, got, wantMember)
		}
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
		servers := map[string]string{}
		for len(servers) < linearLookups+1+rng.IntN(30) {
			host := ""
			if rng.IntN(2) == 0 {
				host = fmt.Sprintf("https://%s.example.com/mcp", strings.ToLower(words[rng.IntN(len(words))]))
			}
			servers[name()] = host
		}
		mcp := map[string]any{}
		var names []string
		for n, host := range servers {
			names = append(names, n)
			if host != "" {
				mcp[n] = map[string]any{"type": "streamable-http", "url": host}
			} else {
				mcp[n] = map[string]any{"type": "stdio", "command": "run"}
			}
		}
		slices.Sort(names)
		mcpJSON, _ := json.Marshal(map[string]any{"$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json", "mcpServers": mcp})
		fsys := fstest.MapFS{
			"plugin.json": {Data: []byte(`{"$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json", "name": "p", "version": "1.0.0", "description": "d"}`)},
			"mcp.json":    {Data: mcpJSON},
		}
		for k := range 12 {
			var b strings.Builder
			for range 1 + rng.IntN(6) {
				n := names[rng.IntN(len(names))]
				switch rng.IntN(4) {
				case 0:
					b.WriteString(name())
				case 1:
					b.WriteString("call mcp__" + mentionToolPart(InternalName(n)) + "__" + words[rng.IntN(len(words))])
				case 2:
					if h := servers[n]; h != "" {
						b.WriteString(strings.TrimPrefix(h, "https://"))
					}
				default:
					b.WriteString(strings.ToLower(n))
				}
				b.WriteString([]string{" ", ". ", "\n", "_", "-"}[rng.IntN(5)])
			}
			fsys[fmt.Sprintf("skills/s%d/SKILL.md", k)] = &fstest.MapFile{Data: []byte(fmt.Sprintf("---\nname: s%d\ndescription: d\n---\n%s\n", k, b.String()))}
		}
		pkg, err := model.Load(model.Source{FS: fsys, Dir: "p"})
		if err != nil {
			t.Fatal(err)
		}
		o := computeOutcome(pkg, nil)
		if len(o.Servers) <= linearLookups {
			t.Fatalf("round %d: %d servers, want more than %d", round, len(o.Servers), linearLookups)
		}
		skills := indexSkills(pkg)
		found := 0
		for _, s := range o.Servers {
			var want []*skillIndex
			for _, x := range skills {
				one := x.mentionsOne(s)
				if got := x.mentions(s, o.Servers); got != one {
					t.Fatalf("round %d: skill %q, server %q: table says %v, the search %v\n%s", round, x.sk.Name, s.Name, got, one, x.text)
				}
				if one {
					want = append(want, x)
					found++
				}
			}
			if got := skillsMentioning(skills, s, o.Servers); !slices.Equal(got, want) {
				t.Fatalf("round %d: server %q: skillsMentioning gives %d skills, want %d", round, s.Name, len(got), len(want))
			}
		}
		if found == 0 {
			t.Fatalf("round %d: no skill mentions any server; the test exercises nothing", round)
		}
	}
}
