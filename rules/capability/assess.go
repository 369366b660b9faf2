package capability

import (
	"cmp"
	"fmt"
	"net/url"
	"slices"
	"strings"

	"github.com/pluglint/pluglint/rules/ident"
	"github.com/pluglint/pluglint/rules/launch"
	"github.com/pluglint/pluglint/rules/model"
	"github.com/pluglint/pluglint/rules/prose"
	"github.com/pluglint/pluglint/rules/pyjson"
)

// Verdict is what the evidence says of a server's tools.
type Verdict uint8

// The verdicts.
const (
	Unknown      Verdict = iota // nothing says
	ReadOnly                    // only reads
	WriteCapable                // can act on the world
)

func (v Verdict) String() string {
	switch v {
	case ReadOnly:
		return "read-only"
	case WriteCapable:
		return "write-capable"
	}
	return "unknown"
}

// Source is a kind of evidence, strongest first.
type Source uint8

// The sources of evidence.
const (
	Inventory   Source = iota // a tool inventory: authoritative
	ToolNames                 // tools the package names
	KnownServer               // what the server is: a well-known package, image or endpoint
	Words                     // the package's words about the server
)

func (s Source) String() string {
	switch s {
	case Inventory:
		return "tool inventory"
	case ToolNames:
		return "tool names"
	case KnownServer:
		return "known server"
	}
	return "words"
}

// Piece is one piece of evidence and where it was found.
type Piece struct {
	Source Source
	Writes bool   // evidence of acting (else of only reading)
	What   string // what was found, ready to quote: `tool "send_message"`, `"publish"`
	Where  string // where, to follow "in": `plugin.json "description"`, `skill "trade"`, "the URL"
	// Category says what kind of acting (prose.Money, prose.Messages, ...).
	Category string
	// Strong evidence counts alone; weak evidence needs a second word.
	Strong  bool
	At      *Place // the place in a file, when known
	root    string // the vocabulary word, to count different words once
	listed  bool   // an entry of a tool list (listedTool)
	keyword bool   // a keyword (or tag or category) of plugin.json
	// in is where in a text a piece found there is, placed (At) only
	// when the piece is shown: placing reads the JSON string from its
	// start, and a text can hold thousands of pieces.
	in *inText
}

// inText is a piece's place in one string of a manifest.
type inText struct {
	sg         *segment
	start, end int // in the string's decoded text
}

// placed returns p with At set from where it was found in a text.
func (p Piece) placed() Piece {
	if p.At == nil && p.in != nil {
		p.At = p.in.sg.place(p.in.start, p.in.end)
	}
	return p
}

// String is the piece as a message lists it.
func (p Piece) String() string {
	s := p.What + " in " + p.Where
	if p.Category != "" {
		s += " (" + p.Category + ")"
	}
	return s
}

// Assessment is the verdict on one server, the evidence for it
// (strongest first, at most maxPieces), and how sure it is.
type Assessment struct {
	Verdict    Verdict
	From       Source // the source that decided
	Confidence string // "high" or "medium"
	Evidence   []Piece
}

// maxPieces is how many pieces of evidence an assessment keeps.
const maxPieces = 3

// Server is what the assessment reads of one server Hermes loads.
type Server struct {
	Name    string
	Entry   *pyjson.Value // its mcp.json entry
	MCPPath string        // mcp.json's path in the package
	// Manifest is plugin.json's root object (nil when unreadable) and
	// ManifestPath its path; the manifest speaks for a package's only
	// server.
	Manifest     *pyjson.Value
	ManifestPath string
	ManifestSrc  []byte // plugin.json as read, to place words inside its strings
	Only         bool
	// Servers is how many servers the package declares: with more than
	// one, plugin.json, when it speaks for s (Only), speaks for the
	// others too.
	Servers int
	// Skills are the skills that drive the server: those that mention
	// it, or every skill when it is the package's only server.
	Skills []*prose.Skill
	// FileData returns a package file's bytes by its path, or nil, and
	// FileJSON the same file parsed, or nil when it is not valid JSON:
	// the manifests other clients read (clientManifests) speak for the
	// only server as plugin.json does.
	FileData func(path string) []byte
	FileJSON func(path string) *pyjson.Document
	// Code is the server's own code, when the package ships it and the
	// server runs it (model.Package.ServerCode): read, never run.
	Code []*model.File
}

// Assess weighs every source of evidence about s except a tool
// inventory (the caller decides from that alone when there is one).
func Assess(s Server) Assessment {
	var pieces []Piece
	pieces = append(pieces, codePieces(s.Code)...)
	docs := docsHostPieces(s.Entry)
	// A vendor's documentation server beside its other servers: what
	// the package's description says the package does is what the
	// others do ("Place orders in your store and search the docs").
	if len(docs) == 0 || s.Servers <= 1 {
		pieces = append(pieces, manifestPieces(s)...)
	}
	pieces = append(pieces, skillToolPieces(s.Skills)...)
	acts := len(pieces) // where the skills' acts on records go
	pieces = append(pieces, knownPieces(s.Entry)...)
	pieces = append(pieces, toolboxPieces(s.Entry)...)
	pieces = append(pieces, entryFlagPieces(s.Entry)...)
	pieces = append(pieces, docs...)
	for _, e := range WordEvidence(s.Name, s.Entry, s.Skills) {
		pieces = append(pieces, e.piece())
	}
	// The skills are read for acts on records in sentences naming the
	// server (skillActPieces, the dearest reading) only when the rest
	// leaves the verdict open, and not in a package of many servers.
	if s.Servers > maxOneVendor {
		return decideWithClaims(s, pieces)
	}
	if a := decideWithClaims(s, pieces); a.Verdict == WriteCapable {
		return a
	}
	return decideWithClaims(s, slices.Insert(pieces, acts, skillActPieces(s.Name, s.Skills)...))
}

// decideWithClaims is decide, with the skills' claims that s only reads
// (skillclaims.go) looked for when words alone make it write-capable:
// they can only outweigh words, and most skills make none.
func decideWithClaims(s Server, pieces []Piece) Assessment {
	a := decide(slices.Clone(pieces))
	if a.Verdict != WriteCapable || a.From != Words {
		return a
	}
	if claims := skillReadOnlyPieces(s.Name, s.Skills); len(claims) > 0 {
		return decide(append(slices.Clip(pieces), claims...))
	}
	return a
}

// decide reaches a verdict from the pieces: a named write tool, then
// what the server is, then named read tools, then the words (enough of
// them to count, see Static), then words saying it only reads.
func decide(pieces []Piece) Assessment {
	// A description that calls the server read-only, a read-only switch
	// set on, or a documentation host outweighs single words of acting
	// and keywords, which are topics: "Read-only access to your Stripe
	// payments" reads the payments. An act said in full ("send emails")
	// still counts.
	if slices.ContainsFunc(pieces, func(p Piece) bool { return p.Source == Words && !p.Writes && p.Strong }) {
		pieces = slices.DeleteFunc(slices.Clone(pieces), func(p Piece) bool {
			return p.Source == Words && p.Writes && (!strings.Contains(p.What, " ") || p.keyword)
		})
	}
	has := func(src Source, writes bool) bool {
		for _, p := range pieces {
			if p.Source == src && p.Writes == writes && (p.Strong || src != Words || !writes) {
				return true
			}
		}
		return false
	}
	// Words count when one is strong or two different words are weak.
	weak := map[string]bool{}
	for _, p := range pieces {
		if p.Source == Words && p.Writes && !p.Strong {
			weak[p.root] = true
		}
	}
	wordsEnough := has(Words, true) || len(weak) >= 2
	// Tools a package lists (review cases, a capability list) that only
	// read outweigh its words; tools a skill happens to name do not.
	strongRead := false
	for _, p := range pieces {
		if p.Source == ToolNames && !p.Writes && p.Strong {
			strongRead = true
		}
	}
	// Strongest first within a source: strong before weak, an act said
	// in words ("move USDC between accounts") before a single word of a
	// topic ("wallet"), money and messages before code and changes;
	// otherwise in the order found.
	rank := map[string]int{prose.Money: 0, prose.Messages: 1, prose.Code: 2, prose.Changes: 3, Asks: 9}
	key := func(p Piece) int {
		k := rank[p.Category]
		if p.Source == Words && !strings.Contains(p.What, " ") {
			k += 5
		}
		if !p.Strong {
			k += 10
		}
		return k
	}
	slices.SortStableFunc(pieces, func(a, b Piece) int { return cmp.Compare(key(a), key(b)) })
	pick := func(v Verdict, from Source, conf string, writes bool) Assessment {
		a := Assessment{Verdict: v, From: from, Confidence: conf}
		// The deciding source first, then the others that agree, in
		// the order of the sources.
		for _, src := range []Source{from, ToolNames, KnownServer, Words} {
			for _, p := range pieces {
				if p.Source != src || p.Writes != writes || len(a.Evidence) == maxPieces || contains(a.Evidence, p) {
					continue
				}
				a.Evidence = append(a.Evidence, p.placed())
			}
		}
		return a
	}
	switch {
	case has(ToolNames, true):
		return pick(WriteCapable, ToolNames, "high", true)
	case has(KnownServer, true):
		return pick(WriteCapable, KnownServer, "high", true)
	case has(KnownServer, false):
		return pick(ReadOnly, KnownServer, "high", false)
	case strongRead:
		return pick(ReadOnly, ToolNames, "medium", false)
	case wordsEnough:
		return pick(WriteCapable, Words, "medium", true)
	case has(ToolNames, false):
		return pick(ReadOnly, ToolNames, "medium", false)
	case has(Words, false):
		return pick(ReadOnly, Words, "medium", false)
	}
	return Assessment{Verdict: Unknown}
}

func contains(ps []Piece, p Piece) bool {
	for _, q := range ps {
		// A tool or capability named twice (a capability list copied
		// into plugin.json from the client's own manifest) is one
		// piece; a word found in two places is two.
		if q.What == p.What && (q.Where == p.Where || p.Source == ToolNames) {
			return true
		}
	}
	return false
}

// piece turns a word of Static into a piece of evidence: an identifier
// a skill names as a tool is a tool name, the rest are words.
func (e Evidence) piece() Piece {
	src := Words
	what := fmt.Sprintf("%q", e.What)
	strong := e.Strong
	switch {
	case e.At != nil && e.Strong && toolShaped(e.What) && (verbFirst(e.What) || e.named):
		src, what = ToolNames, fmt.Sprintf("tool %q", e.What)
	case e.At != nil && toolShaped(e.What) && !verbFirst(e.What) && !e.named:
		// A word of acting last in an identifier names a field or a
		// thing (google_email, payment_status), not a tool: weak.
		strong = false
	}
	where := e.Source
	if !strings.HasPrefix(where, "skill") {
		where = "the " + where
	}
	return Piece{
		Source: src, Writes: true, What: what, Where: where, Category: e.Category,
		Strong: strong || src == ToolNames, At: e.At, root: e.Root,
	}
}

// verbFirst reports an identifier whose word of acting comes before
// another word or first (send_email, video_upload_asset, place_order):
// the shape of a tool's name. A word of acting last after another
// (google_email, payment_status) names a field or a thing.
func verbFirst(tok string) bool {
	parts := ident.Parts(tok)
	if len(parts) > 0 && toolVerb(parts[0]) {
		return true
	}
	for i, p := range parts {
		if _, ok := prose.Form(p); ok {
			return i == 0 || i < len(parts)-1
		}
		if i+1 < len(parts) && prose.IdentAct(p, parts[i+1]) {
			return true // acme_star_repo, log_workout
		}
		if (p == "run" || p == "exec") && i+1 < len(parts) {
			return true
		}
	}
	return false
}

// toolShaped reports a token shaped like a tool name: snake_case, or
// camelCase with a hump.
func toolShaped(tok string) bool {
	if strings.ContainsAny(tok, " \t\n-") {
		return false
	}
	return strings.Contains(tok, "_") || ident.HasHump(tok)
}

// skillToolPieces finds tools a skill names that only read (get_quote,
// search_docs): evidence of reading. Tools that act come from Static.
func skillToolPieces(skills []*prose.Skill) []Piece {
	var out []Piece
	seen := map[string]bool{}
	for _, x := range skills {
		text := x.Text()
		for start, end := range prose.SnakeTokens(text) {
			tok := text[start:end]
			if dispatchTool(tok) {
				// A tool that runs the server's other tools or modules
				// (invoke_tool): what the server does is theirs, so the
				// reading tools named beside it settle nothing.
				return nil
			}
			if seen[tok] || !readTool(tok) {
				continue
			}
			seen[tok] = true
			// A skill names the tools it uses, not every tool: a read
			// tool it names does not say the server only reads.
			out = append(out, Piece{
				Source: ToolNames, What: fmt.Sprintf("tool %q", tok), Where: fmt.Sprintf("skill %q", x.Name),
				At: &Place{x.Path, start, end},
			})
		}
	}
	return out
}

// dispatchTool reports a tool name that runs other tools, actions or
// modules by name: invoke_tool, call_tool, execute_action, run_module.
func dispatchTool(tok string) bool {
	parts := ident.Parts(tok)
	if len(parts) != 2 {
		return false
	}
	switch parts[0] {
	case "invoke", "call", "execute", "run":
	default:
		return false
	}
	switch parts[1] {
	case "tool", "action", "module", "function", "capability", "operation":
		return true
	}
	return false
}

// readTool reports a tool name whose first word only looks (get_, list_,
// search_) and that has no word of acting.
func readTool(tok string) bool {
	// Most identifiers of a skill do not start with a read verb: settle
	// them before splitting.
	first, _, _ := strings.Cut(tok, "_")
	if !ident.HasHump(first) && !prose.ReadVerb(strings.ToLower(first)) {
		return false
	}
	parts := ident.Parts(tok)
	if len(parts) < 2 || !prose.ReadVerb(parts[0]) {
		return false
	}
	for _, p := range parts[1:] {
		if w, ok := prose.Form(p); ok && w.Category != prose.Money {
			return false
		}
	}
	return true
}

// hostOf returns the host and query of a URL, or "".
func hostOf(raw string) (host, path string, query url.Values) {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || u.Host == "" {
		return "", "", nil
	}
	return strings.ToLower(u.Hostname()), u.Path, u.Query()
}

// OneVendor reports whether plugin.json speaks for each of servers, as
// entry gives their mcp.json entries: there is one, or every one reaches
// the same site ("connect.aidevops.us-east-1.api.aws" and
// "aws-mcp.us-east-1.api.aws"), so that the package's description says
// what one vendor's servers do. A description speaks for a few
// servers, not for more than maxOneVendor: each server asks, and a
// package of thousands must not cost their square.
func OneVendor[S any](servers []S, entry func(S) *pyjson.Value) bool {
	if len(servers) == 1 {
		return true
	}
	if len(servers) > maxOneVendor {
		return false
	}
	site := ""
	for _, s := range servers {
		urls := serverURLs(entry(s))
		if len(urls) == 0 {
			return false
		}
		for _, u := range urls {
			host := writtenHost(u.Str)
			if host == "" || site != "" && siteOf(host) != site {
				return false
			}
			site = siteOf(host)
		}
	}
	return site != ""
}

// maxOneVendor bounds the servers OneVendor looks at.
const maxOneVendor = 8

// writtenHost is a URL's host as written, in lower case, placeholders
// and all ("connect.aidevops.${region}.api.aws"): url.Parse refuses a
// host with a placeholder in it, and a site is its last labels.
func writtenHost(raw string) string {
	_, rest, ok := strings.Cut(strings.TrimSpace(raw), "://")
	if !ok {
		return ""
	}
	if i := strings.IndexAny(rest, "/?#"); i >= 0 {
		rest = rest[:i]
	}
	if i := strings.LastIndexByte(rest, '@'); i >= 0 {
		rest = rest[i+1:]
	}
	if i := strings.LastIndexByte(rest, ':'); i >= 0 && !strings.Contains(rest[i:], "}") {
		rest = rest[:i]
	}
	return strings.ToLower(rest)
}

// siteOf is the last two labels of a host, or three when the second
// last is a generic second-level domain ("example.co.uk").
func siteOf(host string) string {
	labels := strings.Split(host, ".")
	n := 2
	if len(labels) > 2 && len(labels[len(labels)-1]) == 2 {
		switch labels[len(labels)-2] {
		case "co", "com", "net", "org", "ac", "gov", "edu":
			n = 3
		}
	}
	return strings.Join(labels[max(0, len(labels)-n):], ".")
}

// docsHostPieces says that a server whose URL's host is a
// documentation host ("docs.mcp.checkout.com") reads: it serves the
// vendor's documentation, and what the docs are about (payments,
// messages) is what it reads about.
func docsHostPieces(entry *pyjson.Value) []Piece {
	var out []Piece
	for _, u := range serverURLs(entry) {
		host, _, _ := hostOf(u.Str)
		first, _, _ := strings.Cut(host, ".")
		if first != "docs" && first != "documentation" || docsProduct(host) {
			continue
		}
		where := "the URL"
		if u != entry.Get("url") {
			where = "the args"
		}
		out = append(out, Piece{Source: Words, What: fmt.Sprintf("documentation host %q", host), Where: where, Strong: true})
	}
	return out
}

// docsProduct reports the hosts named docs that are an editor of
// documents, not documentation.
func docsProduct(host string) bool {
	switch host {
	case "docs.google.com", "docs.zoho.com", "docs.qq.com":
		return true
	}
	return false
}

// serverURLs returns the URLs a server reaches: its own url, and URLs
// among its args (a stdio bridge such as mcp-remote to a hosted server).
func serverURLs(entry *pyjson.Value) []*pyjson.Value {
	var out []*pyjson.Value
	if u := entry.Get("url"); u != nil && u.Kind == pyjson.String {
		out = append(out, u)
	}
	if a := entry.Get("args"); a != nil && a.Kind == pyjson.Array {
		for _, it := range a.Items {
			if it.Kind == pyjson.String && (strings.HasPrefix(it.Str, "https://") || strings.HasPrefix(it.Str, "http://")) {
				out = append(out, it)
			}
		}
	}
	return out
}

// launchedRef is a package or image a server's launcher fetches, and
// where it is published: "npm", "pypi" or "image", as known-server
// entries are kinds, or "repo" for a GitHub repository fetched by git
// (its name "github.com/owner/repo", see githubRepo). serverArgs is the index in the args where the
// server's own arguments start, for an image: the options before it
// are docker's or podman's ("docker run --read-only" makes the
// container's file system read-only, not the server).
type launchedRef struct {
	name, kind string
	serverArgs int
}

// launched returns what the server's launcher fetches and runs, each
// with the registry the launcher fetches it from: npx, bunx, npm exec,
// pnpm dlx and yarn dlx fetch from npm, uvx and pipx from PyPI, docker
// and podman run an image. A name means a different server in another
// registry (an npm "mcp-obsidian" is not PyPI's); an archive names no
// registry entry, and a repository only the entries it is the source of.
func launched(entry *pyjson.Value) []launchedRef {
	l, _ := launch.Server(entry)
	fromShell := false
	if l == nil {
		// "sh -c 'exec bunx pkg'": the launch the shell's line runs, whose
		// arguments are all inside the line.
		cmd, args, ok := shellRun(entry)
		if !ok {
			return nil
		}
		if l = launch.Parse(cmd, args); l == nil {
			return nil
		}
		fromShell = true
	}
	registry := "npm"
	if l.Launcher == "uvx" || l.Launcher == "pipx run" {
		registry = "pypi"
	}
	var out []launchedRef
	for _, r := range l.Refs {
		switch {
		case r.With:
		case r.Kind == launch.Image && fromShell:
			// Past the entry's two args ("-c" and the line): the
			// image's own are inside the line.
			out = append(out, launchedRef{r.Name, "image", 2})
		case r.Kind == launch.Image:
			out = append(out, launchedRef{r.Name, "image", r.Arg + 1})
		case r.Kind == launch.Registry:
			out = append(out, launchedRef{r.Name, registry, 0})
		case r.Kind == launch.Git:
			if repo := githubRepo(r.Spec); repo != "" {
				out = append(out, launchedRef{repo, "repo", 0})
			}
		}
	}
	return out
}

// shellRun returns the command and arguments a server started as
// "sh -c LINE" runs (see launch.ShellCommand).
func shellRun(entry *pyjson.Value) (string, []string, bool) {
	c, a := entry.Get("command"), entry.Get("args")
	if c == nil || c.Kind != pyjson.String || a == nil || a.Kind != pyjson.Array || len(a.Items) != 2 {
		return "", nil, false
	}
	var args []string
	for _, it := range a.Items {
		if it.Kind != pyjson.String {
			return "", nil, false
		}
		args = append(args, it.Str)
	}
	return launch.ShellCommand(c.Str, args)
}

// toolVerb reports verbs that start the names of tools that act and
// that the vocabulary does not list as acting on their own ("place" an
// order, "add" a member, "book" a table).
func toolVerb(w string) bool {
	switch w {
	case "place", "add", "set", "make", "start", "stop", "submit", "book", "open", "close", "schedule",
		"assign", "apply", "mark", "reserve", "enable", "disable", "pause", "resume", "launch", "trigger",
		"invoke", "call", "fill", "click", "put", "patch", "forward", "draft", "import", "sync", "attach",
		"link", "unlink", "follow", "unfollow", "vote", "subscribe", "unsubscribe", "approve", "reject",
		"confirm", "accept", "decline", "complete", "merge", "commit", "publish", "post", "send",
		"register", "unregister", "deregister", "attest", "quarantine", "unquarantine", "isolate", "whitelist", "allowlist",
		"blocklist", "blacklist", "purge", "restock", "reprice", "throttle", "waive", "arm", "disarm", "mint", "relist",
		"notarize", "immobilize", "dispatch", "change", "scale", "prune", "append", "rerun", "retry", "revert", "restore",
		"trash", "migrate",
		"freeze", "unfreeze", "request", // freeze_card, request_ride (probe round 137)
		"end": // end_broadcast, end_stream (probe round 58)
		return true
	}
	return false
}

// tradeToolVerb reports a tool's name that starts with a verb of a
// trade's acting on its record (probe rounds 31 and 32): void_check,
// discharge_patient, tender_load, queue_run, release_work_order. The
// words are as often nouns, so the verb must come first and the name
// must not end in what is looked at: queue_status, release_notes,
// discharge_summary and trip_details read. A word of the vocabulary
// after it says more (VoidInvoice acts on money).
func tradeToolVerb(parts []string, i int) bool {
	if i != 0 || len(parts) < 2 || slices.ContainsFunc(parts[1:], func(p string) bool { _, ok := prose.Form(p); return ok }) {
		return false
	}
	switch parts[0] {
	case "void", "reissue", "discharge", "tender", "queue", "enqueue", "abort", "release", "reclose", "trip", "remit",
		"syndicate", "initiate", "prescribe", "eprescribe", "refill", "enroll", "unenroll", "offboard", "onboard",
		"reassign", "escalate", "activate", "deactivate", "reactivate", "suspend", "unsuspend", "cordon", "uncordon",
		"drain", "ban", "unban", "kick", "mute", "unmute", "rotate", "dock", "dispense", "rebalance", "reschedule",
		"snooze", "acknowledge", "ack", "dismiss", "countersign", "wire", "bind", "adjust":
	default:
		return false
	}
	last := parts[len(parts)-1]
	if prose.ReadingNoun(last) || prose.FieldNoun(last) && parts[0] != "adjust" {
		return false // queue_status; not adjust_stock_level, a level set (probe round 49)
	}
	switch last {
	case "summary", "summaries", "details", "detail", "notes", "note", "info", "depth", "length", "size", "report",
		"log", "logs", "count", "counts", "list", "preview", "estimate", "quote", "eligibility", "options":
		return false
	}
	return true
}
