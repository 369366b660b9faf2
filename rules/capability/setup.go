package capability

import "strings"

// A description pasted from a README often says how to install the
// server beside what it does: "Create an API key under Settings > API
// and set BUTTONDOWN_KEY", "Add your URLs to uptime.yaml and run
// `uptime-mcp serve`", "Install the Slack app and approve the
// channels:read scope". Those are steps the user takes once, before any
// tool runs; their verbs of acting are not the tools' (probe round 44).

// setupClauses returns the spans of text that are steps of setting the
// server up: a clause led by a verb the user is told to do (setupVerb)
// that names what setup is about (setupClause), and a clause after
// "then" in a sentence that has had one ("Create an internal
// integration ..., then share the pages you want searchable with it").
// No act in them is the tools', nor any word of acting.
func setupClauses(text string, toks []token) [][2]int {
	var out [][2]int
	inSetup := false // the sentence has had a clause of setup
	start := 0
	for i := 0; i <= len(toks); i++ {
		sentence, clause := i == len(toks), false
		opened := start > 0 && start < len(toks) && (toks[start-1].lower == ";" || toks[start].lower == "then")
		if i < len(toks) {
			switch t := toks[i]; {
			case !t.word && (t.lower == "!" || t.lower == "?" || t.lower == "." && !dottedName(toks, i) && !extensionDot(toks, i)):
				sentence = true
			case !t.word && t.lower == ";",
				t.word && t.lower == "then" && i > start:
				clause = true
			}
		}
		if !sentence && !clause {
			continue
		}
		if start < i {
			c := toks[start:i]
			if setupClause(text, c, inSetup, opened) {
				inSetup = true
				out = append(out, [2]int{c[0].start, c[len(c)-1].end})
			}
		}
		switch {
		case sentence:
			inSetup = false
			start = i + 1
		case toks[i].lower == ";":
			start = i + 1
		default:
			start = i // the clause after starts with its "then"
		}
	}
	return out
}

// setupClause reports a clause, c, that is a step of setting the server
// up: led by a verb the user is told to do, and naming a credential it
// makes or takes, an app, bot or integration, scopes or a console, a
// configuration file, an environment variable or a command in
// backticks; or, after "then", any clause of a sentence that has had
// one (inSetup).
func setupClause(text string, c []token, inSetup, opened bool) bool {
	k, then := 0, false
	for ; k < len(c); k++ {
		if !c[k].word {
			continue
		}
		l := c[k].lower
		if l == "then" {
			then = true
			continue
		}
		if l == "first" || l == "next" || l == "also" || l == "finally" || l == "and" || l == "just" || l == "simply" {
			continue
		}
		if l == "after" && k+1 < len(c) && c[k+1].lower == "that" {
			k++ // "after that, create an API token"
			opened = true
			continue
		}
		break
	}
	// Or the verb follows who is told to do it: "A Salesforce admin
	// needs to create a connected app", "A Jira admin must first install
	// our Marketplace app", "Access is in private beta: send an email".
	if k < len(c) && !setupVerb(c[k].lower) {
		if j, ok := toldTo(c, k); ok {
			k, opened = j, true
		}
	}
	// The verb starts its sentence with a capital, or follows "then" or
	// a semicolon ("; set GSC_SITE"); a tool's name is no verb
	// ("`send_email` via SMTP").
	if k == len(c) || !setupVerb(c[k].lower) || !(c[k].capital || opened || then) || identifierPart(text, c[k]) {
		return false
	}
	if headingAfter(c, k) {
		return false // "Email tools: `search_mail`", "Grant reporting for nonprofits — ...": a name that heads what follows
	}
	if then && inSetup {
		return true
	}
	if l := c[k].lower; (l == "send" || l == "email" || l == "contact") &&
		(k+1 < len(c) && c[k+1].lower == "us" || strings.ContainsRune(text[c[k].start:c[len(c)-1].end], '@')) {
		return true // "Send us an email for access", "send an email to beta@...": the user writes to the vendor
	}
	span := text[c[0].start:c[len(c)-1].end]
	if strings.ContainsRune(span, '`') {
		return true // a command to run once: "run `depaudit init`"
	}
	for j := k; j < len(c); j++ {
		t := c[j]
		switch {
		case t.word && envNameAt(text, t):
			return true // "set GH_HARVEST_KEY"
		case (dottedName(c, j) || extensionDot(c, j)) && configExtension(c[j+1].lower):
			return true // "Add your URLs to uptime.yaml"
		case t.word && t.lower == "app" && j > k+2 && (c[j-2].lower == "from" || c[j-3].lower == "from") && c[j-1].word:
			return true // "Reset the device counters from the Shelly app" (not "Add records to an app")
		case t.word && setupPlace(t.lower) && afterPrepositionIn(c, k, j):
			return true // "in the Developer Portal", "in Google Search Console" (not "run console commands")
		case t.word && setupNoun(t.lower) && !afterPrepositionIn(c, k, j):
			return true // "Create an OAuth app", "approve the channels:read scope" (not "Add records to an app")
		case t.word && credential(t.lower) && j > k && singularCredential(c, j) && !actMeans(c, k, j) && !othersCredential(c, k, j):
			return true // "Create a restricted key", "create the application key"
		case t.word && t.lower == "reset" && j > 0 && c[j-1].lower == "to":
			return true // "delete that file to reset"
		}
	}
	return false
}

// setupVerb reports the verbs a step of setup starts with, in the form
// the user is told to do them.
func setupVerb(l string) bool {
	switch l {
	case "create", "generate", "register", "add", "set", "install", "enable", "grant", "approve", "invite", "apply",
		"bind", "verify", "sign", "log", "download", "paste", "copy", "export", "run", "configure", "attach", "assign",
		"tick", "untick", "give", "request", "share", "delete", "obtain", "get", "connect", "authorize", "authorise",
		"link", "put", "point", "drop", "enter", "send", "email", "contact", "reset":
		return true
	}
	return false
}

// setupNoun reports the things a step of setup makes or grants, as the
// object of its verb: the app or bot that holds the server's access, the
// scopes and intents it is granted.
func setupNoun(l string) bool {
	switch l {
	case "app", "application", "integration", "bot", "scope", "scopes", "intent", "intents", "oauth", "iam":
		return true
	}
	return false
}

// setupPlace reports the places where a step of setup is taken,
// wherever they stand in its clause: "in the Developer Portal", "in
// Google Search Console".
func setupPlace(l string) bool {
	return l == "portal" || l == "console"
}

// afterPrepositionIn reports a preposition between the verb at c[k] and
// the word at c[j]: the word is where the act goes, not its object
// ("Add records to an app").
func afterPrepositionIn(c []token, k, j int) bool {
	for i := k + 1; i < j; i++ {
		switch c[i].lower {
		case "to", "into", "in", "on", "for", "from", "under", "via", "by", "through":
			return true
		}
	}
	return false
}

// singularCredential reports the credential at c[j] as one the user
// makes or takes for the server, an article or a possessive before it
// within four words: "a restricted key", "a Greenhouse Harvest API
// key", "your token" (a server that manages keys says "create API
// keys").
func singularCredential(c []token, j int) bool {
	if strings.HasSuffix(c[j].lower, "s") {
		return false
	}
	for i := j - 1; i >= 0 && i >= j-4; i-- {
		switch c[i].lower {
		case "a", "an", "the", "your", "its", "one":
			return true
		}
	}
	return false
}

// actMeans reports the credential at c[j] as the means of an act on
// records, not a thing the user makes: it follows "using", "with" or
// "via", and the verb at c[k] has a bare object of its own ("Create
// customers and issue refunds, using your key"; not "Log in with your
// token" or "Create a key using your account").
func actMeans(c []token, k, j int) bool {
	if k+1 >= len(c) || !c[k+1].word {
		return false
	}
	switch c[k+1].lower {
	case "a", "an", "the", "your", "its", "one", "in", "up", "out", "on", "to", "with", "using", "via", "through", "by", "into", "it", "this", "that":
		return false
	}
	if credential(c[k+1].lower) || setupNoun(c[k+1].lower) {
		return false
	}
	for i := j - 1; i > k+1 && i >= j-4; i-- {
		switch c[i].lower {
		case "using", "with", "via":
			return true
		}
	}
	return false
}

// othersCredential reports the credential at c[j] as another person's,
// a possessive of a person between the verb at c[k] and it: "Reset a
// user's Okta password" is an admin's act on an account (probe round
// 168), not a step of the user's setup.
func othersCredential(c []token, k, j int) bool {
	for i := k + 1; i < j; i++ {
		l := c[i].lower
		for _, suffix := range [...]string{"'s", "’s", "s'", "s’"} {
			if stem, ok := strings.CutSuffix(l, suffix); ok && (reachedPerson(stem) || reachedPerson(stem+"s")) {
				return true
			}
		}
	}
	return false
}

// envNameAt reports the word t, with the words joined to it by
// underscores, as an environment variable's name in capitals:
// GH_HARVEST_KEY.
func envNameAt(text string, t token) bool {
	s, e := t.start, t.end
	for s > 0 && (text[s-1] == '_' || text[s-1] >= 'A' && text[s-1] <= 'Z' || text[s-1] >= '0' && text[s-1] <= '9') {
		s--
	}
	for e < len(text) && (text[e] == '_' || text[e] >= 'A' && text[e] <= 'Z' || text[e] >= '0' && text[e] <= '9') {
		e++
	}
	return e-s >= 4 && envName(text[s:e])
}

// configExtension reports the extensions of the files a server is
// configured by, or keeps its own state in ("Delete insights.cache to
// start over").
func configExtension(l string) bool {
	switch l {
	case "toml", "json", "yaml", "yml", "env", "ini", "cfg", "conf", "txt", "cache", "db", "sqlite", "lock":
		return true
	}
	return false
}

// toldTo returns the index of a verb of setup that follows who is told
// to do it, in the first words of a clause from c[k]: "needs to",
// "must first", "should", or a colon ("Access is in private beta: send
// an email").
func toldTo(c []token, k int) (int, bool) {
	for j := k; j < len(c) && j <= k+8; j++ {
		switch c[j].lower {
		case "to", "must", "should", ":":
			if c[j].lower == ":" && !saysSomething(c[k:j]) {
				// A name and a colon head what the server does, not
				// what the user is told: "Cloudflare Zero Trust admin:
				// add an Access application" (probe round 47).
				continue
			}
			n := j + 1
			if n < len(c) && c[n].lower == "first" {
				n++
			}
			if n < len(c) && c[n].word && setupVerb(c[n].lower) && (c[j].lower != "to" || j > k && needWord(c[j-1].lower)) {
				return n, true
			}
		}
	}
	return 0, false
}

// needWord reports the words before "to" that tell someone to do what
// follows: "needs to", "has to".
func needWord(l string) bool {
	switch l {
	case "need", "needs", "have", "has", "want":
		return true
	}
	return false
}

// saysSomething reports words before a colon that make a clause of their
// own, a verb of being, having, needing or working among them ("Access
// is in private beta:", "You need an account first:", "Works offline
// with Ollama:"), rather than a name.
func saysSomething(c []token) bool {
	for _, t := range c {
		switch t.lower {
		case "is", "are", "was", "were", "be", "need", "needs", "require", "requires", "must", "should", "have", "has",
			"works", "runs", "uses", "depends", "supports", "ships", "comes",
			// or a heading of setup: "Setup: email us for access".
			"setup", "installation", "configuration", "prerequisites", "requirements":
			return true
		}
	}
	return false
}

// headingAfter reports a verb of setup at c[k] that starts a heading
// rather than a step: a few bare words after it, then a colon or a dash
// ("Email tools: `search_mail`, `draft_reply`", "Grant reporting for
// nonprofits — compiles ... and submits the report", probe round 48).
// A step's object has its article or is a name to set ("Create an app:",
// "Set ACME_KEY").
func headingAfter(c []token, k int) bool {
	for j := k + 1; j < len(c) && j <= k+4; j++ {
		switch t := c[j]; {
		case !t.word:
			return j > k+1 && (t.lower == ":" || t.lower == "—" || t.lower == "–")
		case determiner(t.lower):
			return false
		}
	}
	return false
}
