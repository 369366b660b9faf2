package capability

import (
	"slices"
	"strings"
	"unicode"

	"github.com/pluglint/pluglint/rules/prose"
)

// A description can say what a service's tools act on without a verb of
// acting: a memory it keeps for the user ("long-term memory", "a memory
// server") is written every time the model stores something in it, and
// a browser it drives ("drives the Chrome you are signed into",
// "browser automation") clicks, types and submits where the user is
// signed in, a desktop it operates ("operate a Raspberry Pi desktop")
// types and clicks on the user's computer, and a smart home it controls
// ("control your smart home", "operates the thermostats") switches
// things in the user's house; "deployment to Cloud Run" is deploying, a
// weak word as the verb is. Like the verbs of acting on records (records.go), these are
// read in descriptions only: a skill's prose says "keep it in
// memory" of the model's own context.

// memoryKind reports the words before "memory" that make it a store the
// service keeps, not the computer's memory ("memory usage").
func memoryKind(l string) bool {
	switch l {
	case "long-term", "persistent", "shared", "agent", "agents", "decision", "decisions", "team", "project",
		"cross-session", "permanent", "durable", "semantic", "episodic", "conversational":
		return true
	}
	return false
}

// memoryStore reports the words after "memory" that name it a store.
func memoryStore(l string) bool {
	switch l {
	case "server", "store", "layer", "graph", "bank", "service":
		return true
	}
	return false
}

// memoryTopic reports the words after "memory" that make it a subject
// written about: "agent memory frameworks", "memory research".
func memoryTopic(l string) bool {
	switch l {
	case "framework", "frameworks", "library", "libraries", "paper", "papers", "research", "concepts", "patterns",
		"architectures":
		return true
	}
	return false
}

// memoryFor returns the index of the agent after "for" at toks[i], past
// a determiner and at most one other word ("for AI agents", "for your
// coding assistant"), or 0: a memory kept for agents is a store they
// write.
func memoryFor(toks []token, i int) int {
	if i >= len(toks) || toks[i].lower != "for" {
		return 0
	}
	mods := 0
	for j := i + 1; j < len(toks) && toks[j].word; j++ {
		switch l := toks[j].lower; {
		case l == "agent" || l == "agents" || l == "assistant" || l == "assistants" || l == "llms" || l == "llm":
			return j
		case determiner(l):
		default:
			if mods++; mods > 1 {
				return 0
			}
		}
	}
	return 0
}

// sessions reports the words after "memory across" that make it a store
// kept from one session to the next.
func sessions(l string) bool {
	switch l {
	case "sessions", "conversations", "chats", "agents", "devices", "tools":
		return true
	}
	return false
}

// browserVerb reports the verbs that drive a browser or a desktop when
// it is their object.
func browserVerb(l string) bool {
	switch l {
	case "drive", "drives", "driving", "control", "controls", "controlling",
		"automate", "automates", "automating", "operate", "operates", "operating":
		return true
	}
	return false
}

// controlPlace reports a screen or a room named by "control" before it:
// a control centre, panel or room, where states are shown.
func controlPlace(l string) bool {
	switch l {
	case "centre", "center", "centres", "centers", "panel", "panels", "room", "rooms", "tower":
		return true
	}
	return false
}

// compoundControl reports "control" at toks[i] as the head of a
// compound noun ("version control", "access control", "quality
// control"), which drives nothing: "Version control history browser"
// browses.
func compoundControl(toks []token, i int) bool {
	if i == 0 || toks[i].lower != "control" && toks[i].lower != "controls" {
		return false
	}
	switch toks[i-1].lower {
	case "version", "revision", "source", "access", "quality", "flow", "parental", "cost", "change", "inventory", "stock",
		"rate", "process", "budget", "risk", "spend", "traffic":
		return true
	}
	return false
}

// productOnly reports a product's name at toks[j], capitalised words and
// their dotted parts ("Teamwork.com", "Azure DevOps"), that ends its
// clause or is followed by what it is done with ("with Claude", "via
// its API"), and where it ends.
func productOnly(toks []token, j int) (int, bool) {
	end := -1
	for k := j; k < len(toks) && k < j+6; k++ {
		t := toks[k]
		switch {
		case t.word && t.capital:
			end = k
			continue
		case !t.word && t.lower == "." && end == k-1 && k+1 < len(toks) && toks[k+1].word && t.end == toks[k+1].start && toks[k].start == toks[k-1].end:
			end = k + 1 // "Teamwork.com"
			k++
			continue
		}
		if end < 0 {
			return 0, false
		}
		if !t.word {
			return end, t.lower == "." || t.lower == "," || t.lower == ";" || t.lower == ":" || t.lower == "—"
		}
		switch t.lower {
		case "with", "via", "using", "through", "from", "and":
			return end, true
		}
		return 0, false
	}
	if end >= 0 && end == len(toks)-1 {
		return end, true
	}
	return 0, false
}

// driven reports what browserVerb drives: a browser or a desktop.
func driven(l string) (root string, ok bool) {
	switch l {
	case "browser", "browsers", "chrome", "chromium", "firefox", "safari":
		return "browser", true
	case "desktop", "desktops", "computer", "computers":
		return "desktop", true
	case "device", "devices", "lights", "thermostat", "thermostats", "appliances", "playback", "speaker", "speakers",
		"tv", "tvs", "dimmer", "dimmers", "lamps", "bulbs":
		// "Control your smart home devices": the service switches
		// things in the user's home; "control Spotify playback" plays
		// and stops music on the user's speakers.
		return "device", true
	}
	return "", false
}

// keptElsewhere reports an act named as a noun, ending at toks[i], that
// the words after it keep in another app or site: "device control
// stays in the Home app".
func keptElsewhere(toks []token, i int) bool {
	if i+1 >= len(toks) {
		return false
	}
	switch toks[i+1].lower {
	case "stays", "stay", "remains", "remain", "happens", "lives":
	default:
		return false
	}
	return placeAhead(toks, i+2, i+6, otherPlace)
}

// controlledThing reports what "control" after it switches: a device
// of driven's or of a keyword's "-control" (controlledDevice: lights,
// climate, locks, valves), a home, its scenes, fans, heating or
// cameras ("lighting control", "scene control"; not "access control"
// or "version control").
func controlledThing(l string) bool {
	if root, ok := driven(l); ok && root == "device" || controlledDevice(l) {
		return true
	}
	switch l {
	case "home", "scene", "scenes", "fan", "fans", "heating", "heater", "camera", "cameras",
		// and a car's (probe round 171): "pop the frunk, or honk the horn".
		"horn", "frunk", "trunk", "cabin", "sunroof", "tailgate",
		// and a kitchen's and a laundry's (probe round 172): "Preheat the
		// oven", "Dyson purifier control".
		"oven", "ovens", "kettle", "kettles", "washer", "washers", "dryer", "dryers", "dishwasher", "dishwashers",
		"purifier", "purifiers", "humidifier", "humidifiers", "dehumidifier", "dehumidifiers", "charger", "chargers",
		"soundbar", "soundbars", "outlet", "outlets", "mower", "mowers":
		return true
	}
	return false
}

// playPause returns the index of "pause" when toks[i], "play", and it
// are listed together ("play, pause", "play/pause", "play and pause"),
// or 0.
func playPause(toks []token, i int) int {
	for j := i + 1; j < len(toks) && j <= i+2; j++ {
		switch toks[j].lower {
		case "pause", "pauses":
			return j
		case ",", "/", "and", "or":
		default:
			return 0
		}
	}
	return 0
}

// controlNoun reads "control" at toks[i] as a noun of switching
// things: "full control of your Home Assistant", "Fleet control for
// MQTT devices", "locks and garage door, all under the assistant's
// control". It returns nil for any other "control".
func controlNoun(toks []token, i int) *recordAct {
	if i >= 1 && toks[i-1].lower == "full" && i+1 < len(toks) && (toks[i+1].lower == "of" || toks[i+1].lower == "over") {
		return &recordAct{toks[i-1].start, toks[i+1].end, "control", false, false}
	}
	if end, ok := controlOfThings(toks, i); ok {
		return &recordAct{toks[i].start, toks[end].end, "control", false, false}
	}
	if start, ok := underControl(toks, i); ok {
		return &recordAct{toks[start].start, toks[i].end, "control", false, false}
	}
	return nil
}

// controlOfThings reads "control" at toks[i] as a noun whose object
// follows it, "of", "over" or "for" and at most three modifiers, and
// is a device: "Fleet control for MQTT devices", "control over every
// light in the house". It returns the phrase's last token.
func controlOfThings(toks []token, i int) (int, bool) {
	if i+1 >= len(toks) || compoundControl(toks, i) {
		return 0, false
	}
	switch toks[i+1].lower {
	case "of", "over", "for":
	default:
		return 0, false
	}
	mods := 0
	for j := i + 2; j < len(toks) && toks[j].word; j++ {
		if controlledThing(toks[j].lower) {
			return j, true
		}
		if determiner(toks[j].lower) {
			continue
		}
		if mods++; mods > 3 || notModifier(toks[j].lower) {
			break
		}
	}
	return 0, false
}

// underControl reads "control" at toks[i] ending "under the
// assistant's control" (your agent's, Claude's) in a sentence that
// names a device before it: "Thermostat, locks and garage door, all
// under the assistant's control". It returns the phrase's first token.
func underControl(toks []token, i int) (int, bool) {
	k := i - 1
	for k >= 0 && (toks[k].lower == "'s" || toks[k].lower == "s" || toks[k].lower == "'" || toks[k].lower == "’") {
		k--
	}
	if k < 1 {
		return 0, false
	}
	if !agentWord(toks[k].lower) {
		return 0, false
	}
	k--
	if k >= 0 && determiner(toks[k].lower) {
		k--
	}
	if k < 0 || toks[k].lower != "under" {
		return 0, false
	}
	for j := k - 1; j >= 0 && !sentenceEnd(toks[j]); j-- {
		if toks[j].word && controlledThing(toks[j].lower) {
			return k, true
		}
	}
	return 0, false
}

// automated reports what a keyword's "automation" drives when it is the
// word before it: a browser, a desktop or a home ("browser-automation",
// "home-automation").
func automated(l string) bool {
	if _, ok := driven(l); ok {
		return true
	}
	return l == "web" || l == "home"
}

// actingGerund reports the -ing form of a verb of acting on records:
// "onboarding", "scheduling", "posting".
func actingGerund(l string) bool {
	if !strings.HasSuffix(l, "ing") {
		return false
	}
	_, ok := actVerb(l)
	return ok
}

// oneClickAct reports the acts a "one-click" feature names.
func oneClickAct(l string) bool {
	switch l {
	case "cancellation", "cancellations", "cancel", "checkout", "refund", "refunds", "booking", "bookings", "reorder",
		"reorders", "ordering", "purchase", "purchases", "purchasing", "unsubscribe", "payment", "payments", "rollback",
		"rollbacks", "publishing", "posting", "approval", "approvals", "transfer", "transfers":
		return true
	}
	return false
}

// switchThrown reports the verbs that throw a kill switch.
func switchThrown(l string) bool {
	switch l {
	case "hit", "hits", "flip", "flips", "pull", "pulls", "throw", "throws", "trigger", "triggers", "engage", "engages":
		return true
	}
	return false
}

// switchedBy returns the verb of switching before "on or off" at
// toks[i], in the same clause and at most six words before it: "turn",
// "switch", "nudge", "flip", "toggle", "power", "command".
func switchedBy(toks []token, i int) (int, bool) {
	for k := i - 1; k >= 0 && k >= i-6; k-- {
		if clauseMark(toks[k]) {
			return 0, false
		}
		switch toks[k].lower {
		case "turn", "turns", "switch", "switches", "nudge", "nudges", "flip", "flips", "toggle", "toggles", "power",
			"powers", "command", "commands":
			return k, verbPosition(toks, k)
		}
	}
	return 0, false
}

// syncNoun reports the words after "two-way" that name what it
// keeps in step: "two-way sync", "bidirectional integration".
func syncNoun(l string) bool {
	switch l {
	case "sync", "syncing", "synchronization", "synchronisation", "integration", "access", "connection", "bridge":
		return true
	}
	return false
}

// recordBefore reports a record named in the sentence before toks[i].
func recordBefore(toks []token, i int) bool {
	for k := i - 1; k >= 0 && !sentenceEnd(toks[k]); k-- {
		if toks[k].word && recordNoun(lastPart(toks[k].lower)) {
			return true
		}
	}
	return false
}

// describedActs finds the memories, browsers and deployments a
// description says the service keeps, drives or makes, unless the
// sentence negates them; toks are the text's tokens.
func describedActs(text string, toks []token) []recordAct {
	var out []recordAct
	for i, t := range toks {
		if !t.word {
			continue
		}
		// The readings of "play", "control", "call" and a store's
		// commands below, looked at once.
		var pause, ride int
		var ctl *recordAct
		store := storeCommand(text, toks, i)
		switch t.lower {
		case "play", "plays":
			pause = playPause(toks, i)
		case "control":
			ctl = controlNoun(toks, i)
		case "call", "calls", "calling", "hail", "hails":
			ride = calledRide(toks, i+1)
		}
		switch {
		case t.lower == "memory" || t.lower == "memories":
			switch {
			case i+1 < len(toks) && memoryTopic(toks[i+1].lower),
				i >= 1 && toks[i-1].lower == "existing" || i >= 2 && toks[i-2].lower == "existing":
				// "how agent memory frameworks differ" is a topic; "a
				// companion for an existing memory store" reads another
				// (probe round 40).
			case i > 0 && toks[i-1].word && memoryKind(toks[i-1].lower):
				out = append(out, recordAct{toks[i-1].start, t.end, "memory", false, false})
			case i+1 < len(toks) && toks[i+1].word && memoryStore(toks[i+1].lower):
				out = append(out, recordAct{t.start, toks[i+1].end, "memory", false, false})
			case memoryFor(toks, i+1) > 0:
				// "local memory for AI agents": a store the agents write.
				out = append(out, recordAct{t.start, toks[memoryFor(toks, i+1)].end, "memory", false, false})
			case i+2 < len(toks) && (toks[i+1].lower == "across" || toks[i+1].lower == "between") && sessions(toks[i+2].lower):
				// "carries memory across sessions": a store kept for the
				// user, as "cross-session memory" is.
				out = append(out, recordAct{t.start, toks[i+2].end, "memory", false, false})
			}
		case (t.lower == "two-way" || t.lower == "bidirectional" || t.lower == "2-way" || t.lower == "bi-directional") &&
			(i+1 == len(toks) || clauseMark(toks[i+1]) || syncNoun(toks[i+1].lower)) && !negatedInSentence(text, t.start):
			// "two-way sync", "issues and comments, two-way": the service
			// writes back what it reads.
			end := t.end
			if i+1 < len(toks) && syncNoun(toks[i+1].lower) {
				end = toks[i+1].end
			}
			out = append(out, recordAct{t.start, end, "sync", false, false})
		case t.lower == "both" && i+1 < len(toks) && (toks[i+1].lower == "ways" || toks[i+1].lower == "directions") &&
			recordBefore(toks, i) && !negatedInSentence(text, t.start):
			// "issues and comments, kept in sync both ways", "cards and
			// lists, in both directions": records written back as well
			// as read ("convert units both ways" names none).
			out = append(out, recordAct{t.start, toks[i+1].end, "sync", false, false})
		case t.lower == "full" && i+3 < len(toks) && toks[i+1].lower == "access" && toks[i+2].lower == "to" &&
			!negatedInSentence(text, t.start):
			// "full access to databases, pages and blocks": more than
			// reading them ("full access to the docs" names no record).
			if end, ok := recordObject(toks, i+3); ok {
				out = append(out, recordAct{t.start, toks[end].end, "write", false, false})
			}
		case commandPhrase(toks, i) && settingsListed(toks, i) && !negatedInSentence(text, t.start):
			// "Fan speed, oscillation, night mode and the off-timer on
			// your tower fan, at your command", "Water heater setpoint,
			// boost mode and away mode, changed on request" (probe
			// rounds 174 and 189): settings named, then said to follow
			// the user's word.
			start := i - 2 // "at your command", "as you say"
			if toks[i-1].lower == "on" {
				start = i - 1
			}
			out = append(out, recordAct{toks[start].start, t.end, "change", false, false})
		case t.lower == "autopilot" && i > 0 && toks[i-1].lower == "on" && !negatedInSentence(text, t.start):
			// "puts your social accounts on autopilot": it acts for the
			// user.
			out = append(out, recordAct{toks[i-1].start, t.end, "automate", false, false})
		case (t.lower == "automation" || t.lower == "automations") && i > 0 && actingGerund(toks[i-1].lower) &&
			actNamed(toks, i) && !negatedInSentence(text, t.start):
			// "Onboarding automation", "scheduling automations": the
			// service does the act it automates ("reporting automation"
			// and "test automation" name no act).
			out = append(out, recordAct{toks[i-1].start, t.end, "automate", false, false})
		case (t.lower == "deployment" || t.lower == "deployments") && i+1 < len(toks) && toks[i+1].lower == "to":
			// "Deployment to Cloud Run" is deploying, as weak as the
			// verb; "verify public deployments" names records.
			out = append(out, recordAct{t.start, toks[i+1].end, "deploy", true, false})
		case (t.lower == "deploy" || t.lower == "deploys" || t.lower == "deploying") && i+2 < len(toks) &&
			toks[i+1].lower == "to" && toks[i+2].word && (i == 0 || !determiner(toks[i-1].lower)) &&
			(i < 2 || !determiner(toks[i-2].lower) || !toks[i-1].word):
			// The verb with where it deploys to: "package agents as
			// containers, deploy to Bedrock AgentCore" makes a
			// deployment ("the deploy to staging" and "a production
			// deploy to Vercel" are nouns). The
			// platform's name runs over its capitalised words.
			j := i + 2
			for j+1 < len(toks) && toks[j+1].word && text[toks[j+1].start] >= 'A' && text[toks[j+1].start] <= 'Z' {
				j++
			}
			out = append(out, recordAct{t.start, toks[j].end, "deploy", false, false})
		case t.lower == "read" || t.lower == "reads" || t.lower == "reading" || t.lower == "read-write":
			// "13 tools (read + write)", "read/write access", "reading
			// and writing Google Sheets": the description says its tools
			// write.
			if end, ok := readWrite(toks, i); ok {
				out = append(out, recordAct{t.start, toks[end].end, "write", false, false})
			}
		case infraTool(t.lower):
			// "runs `terraform apply` against your cloud accounts",
			// "kubectl delete", "terraform plan and apply": a command
			// that changes infrastructure ("terraform plan" and "kubectl
			// get" only look).
			if k := infraChanged(toks, i); k > 0 && !foreseen(toks, k) {
				out = append(out, recordAct{t.start, toks[k].end, "deploy", false, false})
			}
		case t.lower == "on" && i+2 < len(toks) && (toks[i+1].lower == "or" || toks[i+1].lower == "and") && toks[i+2].lower == "off" &&
			!negatedInSentence(text, t.start):
			// "nudge center-pivot irrigation on or off", "turn the
			// lights on and off": a device switched by a verb of
			// switching earlier in the clause.
			if k, ok := switchedBy(toks, i); ok {
				out = append(out, recordAct{toks[k].start, toks[i+2].end, "switch", false, false})
			}
		case (t.lower == "one-click" || t.lower == "one-tap") && i+1 < len(toks) && oneClickAct(toks[i+1].lower) &&
			!negatedInSentence(text, t.start):
			// "One-click cancellation of forgotten subscriptions",
			// "one-tap reorder": an act done at a click ("one-click
			// install" sets up the server itself).
			out = append(out, recordAct{t.start, toks[i+1].end, "act", false, false})
		case t.lower == "kill" && i+1 < len(toks) && toks[i+1].lower == "switch" && i >= 2 && determiner(toks[i-1].lower) &&
			switchThrown(toks[i-2].lower) && !negatedInSentence(text, t.start):
			// "hit the kill switch": a feature or a system stopped.
			out = append(out, recordAct{toks[i-2].start, toks[i+1].end, "switch", false, false})
		case (t.lower == "do" || t.lower == "doing") && verbPosition(toks, i) && !askedAbout(toks, i) &&
			!negatedInSentence(text, t.start):
			// "Can do the booking for user on Ctrip", "Do the order on
			// Meituan": what "make" books or orders, done ("Do the
			// orders sync?" asks).
			if end, ok := doneBooking(toks, i+1); ok {
				out = append(out, recordAct{t.start, toks[end].end, "book", false, orderNoun(toks[end].lower)})
			}
		case (t.lower == "list" || t.lower == "lists" || t.lower == "relist" || t.lower == "relists") && !negatedInSentence(text, t.start):
			// "Lists your Pokemon cards for sale on TCGplayer", "lists
			// your tickets on StubHub at the price you choose": the
			// user's things put up for sale (probe round 58).
			if end, ok := listedForSale(toks, i+1); ok {
				out = append(out, recordAct{t.start, toks[end].end, "sell", false, true})
			}
		case t.lower == "the" && !negatedInSentence(text, t.start):
			// "the new add of sales order", "the modify of follow-up
			// status": a verb named as a noun by a writer of English as a
			// second language, still the act.
			if j, root, ok := bareVerbNamed(toks, i); ok {
				if end, ok := recordObject(toks, j); ok && actsOn(root, recordAt(toks, j, end)) {
					out = append(out, recordAct{t.start, toks[end].end, root, false, false})
				}
			}
		case (i == 0 || clauseMark(toks[i-1])) && i+1 < len(toks) && toks[i+1].lower == "of" && !negatedInSentence(text, t.start):
			if j, root, ok := bareVerbNamed(toks, i-1); ok && root != "add" && root != "create" {
				// (Not "Add of", "Create of": a heading's words, as often;
				// nor "Reboot of the router is needed": a need.)
				if end, ok := recordObject(toks, j); ok && actsOn(root, recordAt(toks, j, end)) && !neededNext(toks, end+1) {
					out = append(out, recordAct{t.start, toks[end].end, root, false, root == "top up"})
				}
			}
		case ride > 0 && (i == 0 || !determiner(toks[i-1].lower)) && !negatedInSentence(text, t.start):
			// "call the taxi for user", "hails a cab": a ride booked and
			// paid for, wherever the verb stands ("call the API"
			// fetches).
			out = append(out, recordAct{t.start, toks[ride].end, "book", false, true})
		case t.lower == "temperature" && !negatedInSentence(text, t.start):
			// "adjust the air conditioner temperature": a device set
			// ("the model's temperature" is no device's).
			if k, ok := deviceTemperature(toks, i); ok {
				out = append(out, recordAct{toks[k].start, t.end, "control", false, false})
			}
		case (t.lower == "mark" || t.lower == "marks" || t.lower == "marking") && verbPosition(toks, i) &&
			!negatedInSentence(text, t.start) && !inAny(out, t.start):
			// "marks the script as dispensed in the PMR", "Marks dues as
			// paid" (probe rounds 107 and 121): a record's state set
			// where it is kept.
			if end, ok := markedAs(toks, i); ok {
				out = append(out, recordAct{t.start, toks[end].end, "mark", false, false})
			}
		case controlledThing(t.lower) && !negatedInSentence(text, t.start) && !inAny(out, t.start):
			// "open the lobby turnstile", "Start, stop and jog conveyor
			// lines", "switches off non-critical circuits" (probe round
			// 111): a machine worked by a verb of operating it.
			if k, ok := operatedDevice(toks, i); ok {
				out = append(out, recordAct{toks[k].start, t.end, "control", false, false})
			}
		case shadeOrLight(t.lower) && !negatedInSentence(text, t.start):
			// "it dims the lights and lowers the blinds for you": the
			// user's home changed ("Shows open blinds" looks).
			if k, ok := deviceSet(toks, i); ok {
				out = append(out, recordAct{toks[k].start, t.end, "device", false, false})
			}
		case (t.lower == "block" || t.lower == "blocks" || t.lower == "blocking") && i+1 < len(toks) && toks[i+1].lower == "out" &&
			placeAhead(toks, i+2, i+7, calendarWord) && !negatedInSentence(text, t.start):
			// "blocks out focus time on your calendar": events made.
			out = append(out, recordAct{t.start, toks[i+1].end, "schedule", false, false})
		case store != "" && !negatedInSentence(text, t.start):
			// "Redis admin tool with SET, DEL, EXPIRE and FLUSHDB, along
			// with GET and SCAN" (probe rounds 163, 164, 179 and 180): a
			// data store's commands that change it, written as commands.
			out = append(out, recordAct{t.start, t.end, store, false, false})
		case t.lower == "crud":
			// "Full CRUD for your Airtable bases": create, read, update
			// and delete.
			out = append(out, recordAct{t.start, t.end, "crud", false, false})

		case t.lower == "write" && i+1 < len(toks) && toks[i+1].word && accessWord(toks[i+1].lower) &&
			(i == 0 || !readWriteJoin(toks[i-1].lower) && !deniedBefore(toks[i-1].lower)) &&
			!negatedInSentence(text, t.start) && !switchedOff(toks, i+2):
			// (Not "Zero write permissions", "no chat:write scope", "Write
			// mode is off as shipped": probe round 50.)
			// "Write access to your repositories" ("read and write
			// access" is readWrite's).
			out = append(out, recordAct{t.start, toks[i+1].end, "write", false, false})
		case (t.lower == "control" || t.lower == "controls") && i >= 1 && toks[i-1].word && controlledThing(toks[i-1].lower) &&
			!(i+1 < len(toks) && toks[i+1].word && (prose.ReadingNoun(toks[i+1].lower) || controlPlace(toks[i+1].lower))) &&
			!negatedInSentence(text, t.start) && !keptElsewhere(toks, i):
			// "Smart home device control", "lighting control": the
			// devices switched, as "control your lights" does ("climate
			// control analytics" reads, and "Home Control Centre
			// dashboard" is a screen of states, probe round 52).
			out = append(out, recordAct{toks[i-1].start, t.end, "control", false, false})
		case strings.HasSuffix(t.lower, "-control") && controlledThing(strings.TrimSuffix(t.lower, "-control")) &&
			!negatedInSentence(text, t.start):
			// A capability or keyword: "device-control".
			out = append(out, recordAct{t.start, t.end, "control", false, false})
		case pause > 0 && !negatedInSentence(text, t.start):
			// "play, pause, skip tracks": the user's speakers driven,
			// as "control Spotify playback" is.
			out = append(out, recordAct{t.start, toks[pause].end, "device", false, false})
		case ctl != nil:
			out = append(out, *ctl)
		case t.lower == "access" && i >= 1 && toks[i-1].lower == "full" && i+2 < len(toks) &&
			toks[i+1].lower == "to" && (toks[i+2].lower == "your" || toks[i+2].lower == "their"):
			// "Full access to your Notion workspace": all the user can do
			// there, not a window onto it ("full access to the docs" is
			// reading).
			out = append(out, recordAct{toks[i-1].start, toks[ownedThing(toks, i+3)].end, "control", false, false})
		case t.lower == "actions" && i >= 1 && actionVerb(toks[i-1].lower):
			// "Take actions on your behalf", "perform actions in
			// Salesforce" ("actions to take" suggests them).
			out = append(out, recordAct{toks[i-1].start, t.end, "act", false, false})
		case (t.lower == "join" || t.lower == "joins" || t.lower == "joining") && verbPosition(toks, i):
			// "Join a Google Meet", "joins Zoom meetings": the agent takes
			// part where people see and hear it ("join tables" merges
			// data, "meetings you join" has no object).
			if end, ok := joinedMeeting(toks, i+1); ok {
				out = append(out, recordAct{t.start, toks[end].end, "join", false, false})
			}
		case t.lower == "calls" && i >= 2 && callKind(toks[i-1].lower) && callVerb(toks[i-2].lower):
			// "Make phone calls", "places outbound calls" ("make API
			// calls" fetches).
			out = append(out, recordAct{toks[i-2].start, t.end, "call", false, false})
		case (t.lower == "page" || t.lower == "pages" || t.lower == "paging") && verbPosition(toks, i):
			// "Page the on-call engineer", "pages responders": the tools
			// call people out ("page through results" turns pages).
			if end, ok := pagedPeople(toks, i+1); ok {
				out = append(out, recordAct{t.start, toks[end].end, "page", false, false})
			}
		case t.lower == "make" || t.lower == "makes" || t.lower == "making" || t.lower == "let" || t.lower == "lets":
			// "Make the lamp to turn off", "making the irrigation valves
			// to open", "let the oven preheat" (probe round 207): a device
			// made to do what it does.
			if end, ok := causedDevice(toks, i+1); ok {
				out = append(out, recordAct{t.start, toks[end].end, "control", false, false})
			}
		case t.lower == "card" || t.lower == "cards":
			// "Seats are charged to your saved card", "bills the card on
			// file", "the fare difference goes on the same card" (probe
			// round 203): the user's card charged by the server.
			if start, end, ok := cardCharged(toks, i); ok {
				out = append(out, recordAct{toks[start].start, toks[end].end, "charge", false, true})
			}
		case (t.lower == "alert" || t.lower == "alerts" || t.lower == "alerting") && verbPosition(toks, i):
			// "Alerts your sales team", "alert the on-call engineer on
			// Slack" (probe round 197): a notice sent to other people
			// ("alerts you" and "alerts the user" show it in the chat).
			if end, ok := pagedPeople(toks, i+1); ok && !chatUser(toks[end].lower) && !alertsNoun(toks, i, end) {
				out = append(out, recordAct{t.start, toks[end].end, "page", false, false})
			}
		case (t.lower == "click" || t.lower == "clicks" || t.lower == "clicking") && verbPosition(toks, i):
			// "Click buttons and links", "clicks elements on any page":
			// the tools press what a page offers ("click-through rate"
			// has no object).
			if end, ok := clicked(toks, i+1); ok {
				out = append(out, recordAct{t.start, toks[end].end, "browser", false, false})
			} else if end, ok := clickedAndTyped(toks, i+1); ok {
				out = append(out, recordAct{t.start, toks[end].end, "browser", false, false})
			}
		case t.lower == "behalf":
			// "on your behalf", "on behalf of the user": the tools act
			// as the user.
			if start, ok := onBehalf(toks, i); ok {
				out = append(out, recordAct{start, t.end, "act", false, false})
			}
		case (t.lower == "automate" || t.lower == "automates") && verbPosition(toks, i):
			// "Automate Teamwork.com with Claude", "Automate Jenkins with
			// LLMs": a product automated, named and nothing after it,
			// is worked in ("Automate Google Analytics reports" names
			// what is made from it).
			if end, ok := productOnly(toks, i+1); ok {
				out = append(out, recordAct{t.start, toks[end].end, "automate", false, false})
			}
		case (t.lower == "browser" || t.lower == "desktop") && i+1 < len(toks) && toks[i+1].lower == "automation":
			out = append(out, recordAct{t.start, toks[i+1].end, t.lower, false, false})
		case browserVerb(t.lower) && !compoundControl(toks, i):
			// The verb, then determiners and at most three other words
			// ("the Chrome", "your real signed-in browser", "a
			// Raspberry Pi Wayland desktop"), or six in names joined by
			// "and" ("Elgato Key Light and Ring Light devices").
			mods := 0
			for j := i + 1; j < len(toks) && toks[j].word; j++ {
				l := toks[j].lower
				if root, ok := driven(l); ok || l == "home" && toks[j-1].lower == "smart" {
					if !ok {
						root = "device"
					}
					out = append(out, recordAct{t.start, toks[j].end, root, false, false})
					break
				}
				if determiner(l) {
					continue
				}
				if (l == "and" || l == "or") && j+1 < len(toks) && toks[j+1].capital && mods > 0 && mods < 6 {
					continue // "Elgato Key Light and Ring Light devices": two names of one kind
				}
				if mods++; mods > 3 && !toks[j].capital || mods > 6 || notModifier(l) {
					break
				}
			}
		}
	}
	// Negation is looked up for what was found only: it reads back to
	// the sentence's start.
	kept := out[:0]
	for _, a := range out {
		if !negatedInSentence(text, a.Start) {
			kept = append(kept, a)
		}
	}
	return kept
}

// infraTool reports the command-line tools whose subcommands change
// infrastructure (infraChange).
func infraTool(l string) bool {
	switch l {
	case "terraform", "tofu", "opentofu", "kubectl", "helm", "pulumi":
		return true
	}
	return false
}

// infraChanged returns the index of the first subcommand that changes
// infrastructure in the list of subcommands after the infraTool at
// toks[i] ("terraform plan and apply", "kubectl get, apply or
// delete"), or 0.
func infraChanged(toks []token, i int) int {
	for k := i + 1; k < len(toks) && k <= i+6; k++ {
		switch l := toks[k].lower; {
		case !toks[k].word && l != "," && l != "/":
			return 0
		case infraChange(l):
			return k
		case l == "and" || l == "or" || l == "," || l == "/" || infraLook(l):
		default:
			return 0
		}
	}
	return 0
}

// foreseen reports a command, ending at toks[k], whose effect the
// words after it only foresee: "shows what `kubectl apply` would
// change", "predicts what terraform apply will do".
func foreseen(toks []token, k int) bool {
	j := k + 1
	for j < len(toks) && !toks[j].word && toks[j].lower != "." && toks[j].lower != ";" {
		j++ // the quotes or backticks around the command
	}
	if j >= len(toks) {
		return false
	}
	switch toks[j].lower {
	case "would", "will", "might", "could":
		return true
	}
	return false
}

// infraLook reports the subcommands of an infraTool that only look or
// prepare: "terraform plan", "kubectl get".
func infraLook(l string) bool {
	switch l {
	case "plan", "init", "validate", "fmt", "show", "output", "get", "describe", "list", "ls", "logs", "status",
		"diff", "template", "preview", "graph", "version":
		return true
	}
	return false
}

// infraChange reports the subcommands of an infraTool that change what
// runs: apply, destroy, delete, install, upgrade and the like.
func infraChange(l string) bool {
	switch l {
	case "apply", "destroy", "delete", "install", "uninstall", "upgrade", "rollback", "up", "deploy", "rollout", "scale",
		"drain", "cordon", "patch":
		return true
	}
	return false
}

// clicked reports what a page offers to click within a determiner and
// one other word from toks[i] ("buttons", "the page's links", "any
// element"), and its token.
func clicked(toks []token, i int) (int, bool) {
	mods := 0
	for j := i; j < len(toks) && toks[j].word; j++ {
		switch l := toks[j].lower; l {
		case "button", "buttons", "link", "links", "element", "elements":
			return j, true
		default:
			if determiner(l) {
				continue
			}
			if mods++; mods > 1 || notModifier(l) {
				return 0, false
			}
		}
	}
	return 0, false
}

// ownedThing returns the last token of the words after "your" at
// toks[i-1] that name the thing owned ("Notion workspace" in "full
// access to your Notion workspace"): at most three words, up to a mark
// or a word that ends a phrase; "your" itself when none follows.
func ownedThing(toks []token, i int) int {
	end := i - 1
	for j := i; j < min(len(toks), i+3) && toks[j].word && !notModifier(toks[j].lower); j++ {
		end = j
	}
	return end
}

// clickedAndTyped reports clicking listed with another act of a hand on
// a page or screen right after it ("click, type and navigate", "click
// and scroll"), and the other act's token: a page the tools operate
// ("click and view stats" reads).
func clickedAndTyped(toks []token, i int) (int, bool) {
	if i+1 >= len(toks) {
		return 0, false
	}
	switch toks[i].lower {
	case ",", "and", "or", "/":
	default:
		return 0, false
	}
	j := i + 1
	if toks[i].lower == "," && j+1 < len(toks) && (toks[j].lower == "and" || toks[j].lower == "or") {
		j++
	}
	switch toks[j].lower {
	case "type", "types", "typing", "scroll", "scrolls", "scrolling", "drag", "drags", "dragging", "hover", "fill",
		"fills", "filling":
		return j, true
	}
	return 0, false
}

// readWrite reports reading and writing named together from toks[i]
// ("read + write", "read/write", "reads and writes", "read-write") as
// what the tools can do: followed by a word for access or tools ("read
// and write access", "read-write operations") or a record ("read and
// write files"), in parentheses after "tools" ("13 tools (read +
// write)"), or closing a list after a comma ("layers and variables, read
// and write"). It returns the last token of the claim. "Learn to read and
// write SQL" and "read and write documentation" name neither.
func readWrite(toks []token, i int) (int, bool) {
	end := i
	if toks[i].lower != "read-write" {
		j := i + 1
		if j < len(toks) && (toks[j].lower == "and" || toks[j].lower == "+" || toks[j].lower == "/" || toks[j].lower == "&") {
			j++
		}
		if j >= len(toks) || j == i+1 || !writeForm(toks[j].lower) {
			return 0, false
		}
		end = j
	}
	if k := end + 1; k < len(toks) && toks[k].word && accessWord(toks[k].lower) {
		return k, true
	}
	if i >= 2 && toks[i-1].lower == "(" && (toks[i-2].lower == "tools" || toks[i-2].lower == "tool") {
		return end, true
	}
	if i >= 1 && toks[i-1].lower == "," && (end+1 == len(toks) || clauseMark(toks[end+1])) {
		return end, true // "Layers, components and variables, read and write."
	}
	if k, ok := recordObject(toks, end+1); ok {
		return k, true
	}
	return 0, false
}

// readWriteJoin reports the words that stand before "write" in "read
// and write", "read/write", "read + write".
func readWriteJoin(l string) bool {
	switch l {
	case "read", "and", "+", "/", "&":
		return true
	}
	return false
}

// writeForm reports the forms of "write" that pair with "read".
func writeForm(l string) bool {
	return l == "write" || l == "writes" || l == "writing"
}

// accessWord reports the words after "read and write" that make it what
// the tools may do.
func accessWord(l string) bool {
	switch l {
	case "access", "tools", "tool", "operations", "operation", "support", "permissions", "permission", "mode",
		"capabilities", "capability", "actions", "api", "scopes", "scope":
		return true
	}
	return false
}

// actionVerb reports the verbs that make "actions" what the tools do:
// "take actions", "performs actions".
func actionVerb(l string) bool {
	switch l {
	case "take", "takes", "taking", "perform", "performs", "performing", "execute", "executes", "executing":
		return true
	}
	return false
}

// joinedMeeting reports a meeting within a determiner and two other
// words from toks[i] ("a Google Meet", "your Zoom meetings"), and its
// token.
func joinedMeeting(toks []token, i int) (int, bool) {
	mods := 0
	for j := i; j < len(toks) && toks[j].word; j++ {
		switch l := toks[j].lower; {
		case meetingWord(l):
			for j+1 < len(toks) && toks[j+1].word && meetingWord(toks[j+1].lower) {
				j++ // "Zoom meetings"
			}
			return j, true
		case determiner(l):
		default:
			if mods++; mods > 2 || notModifier(l) {
				return 0, false
			}
		}
	}
	return 0, false
}

// meetingWord reports the words for a meeting people attend.
func meetingWord(l string) bool {
	switch l {
	case "meeting", "meetings", "meet", "call", "calls", "huddle", "huddles", "webinar", "webinars", "zoom":
		return true
	}
	return false
}

// callKind reports the words before "calls" that make them telephone
// calls to people.
func callKind(l string) bool {
	switch l {
	case "phone", "voice", "outbound", "telephone", "cold", "sales":
		return true
	}
	return false
}

// pagedPeople reports whether the words from toks[i], past determiners
// and at most one modifier, are the people a page calls out ("the
// on-call engineer", "responders", "your team"), and their last token.
func pagedPeople(toks []token, i int) (int, bool) {
	for ; i < len(toks) && toks[i].word && determiner(toks[i].lower); i++ {
	}
	for n := 0; n < 2 && i < len(toks) && toks[i].word; n, i = n+1, i+1 {
		switch toks[i].lower {
		case "on-call", "oncall":
			if i+1 < len(toks) && toks[i+1].word && pagedPerson(toks[i+1].lower) {
				return i + 1, true
			}
			return i, true
		}
		if pagedPerson(toks[i].lower) {
			return i, true
		}
	}
	return 0, false
}

// pagedPerson reports a word for the people a page reaches: "pages
// whoever is on call" (probe round 197) too.
func pagedPerson(l string) bool {
	switch l {
	case "engineer", "engineers", "responder", "responders", "team", "teams", "someone", "people", "staff",
		"user", "users", "owner", "owners", "person", "humans", "human", "admin", "admins", "sre", "sres", "whoever":
		return true
	}
	return false
}

// causedDevice reports, from toks[j], a device a verb of making or
// letting before it has do one of a device's acts, "to" between or not:
// "the lamp to turn off", "the oven preheat", "the irrigation valves to
// open". It returns the act's verb. Not a thing that is no device ("the
// report easier to read", "your builds run faster").
func causedDevice(toks []token, j int) (int, bool) {
	if j < len(toks) && (determiner(toks[j].lower) || possessive(toks[j].lower)) {
		j++
	}
	for k := j; k < len(toks) && k <= j+2 && toks[k].word; k++ {
		if !controlledDevice(toks[k].lower) {
			continue
		}
		for k+1 < len(toks) && controlledDevice(toks[k+1].lower) {
			k++ // "the irrigation valves"
		}
		v := k + 1
		if v < len(toks) && toks[v].lower == "to" {
			v++
		}
		if v < len(toks) && deviceAct(toks[v].lower) {
			return v, true
		}
		return 0, false
	}
	return 0, false
}

// deviceAct reports the verbs, in their base form, of what a device
// does when made to: "turn off", "open", "preheat", "blink".
func deviceAct(l string) bool {
	switch l {
	case "turn", "open", "close", "activate", "start", "stop", "blink", "flash", "preheat", "heat", "cool", "move",
		"release", "lock", "unlock", "switch", "ring", "beep", "rotate", "shut", "dim", "brighten", "play", "water":
		return true
	}
	return false
}

// cardCharged reports the user's payment card at toks[i] as what a
// verb of charging before it, at most four words back, puts money on:
// "charged to your saved card", "bills the card on file", "goes on the
// same card". It returns the verb and the card phrase's last word ("on
// file" kept). A charge told as past ("what was billed to your card")
// or a card only looked at ("Shows charges on your card") is none.
func cardCharged(toks []token, i int) (start, end int, ok bool) {
	end = i
	if i+2 < len(toks) && toks[i+1].lower == "on" && toks[i+2].lower == "file" {
		end = i + 2
	}
	for k := i - 1; k >= 0 && k >= i-4; k-- {
		if !toks[k].word {
			return 0, 0, false
		}
		switch l := toks[k].lower; l {
		case "charges", "charge", "bills", "bill":
			// The verb, not the noun: at the head of its clause or
			// after its subject ("it bills", "Charges your card"), not
			// what a verb of reading shows ("Shows charges on your card").
			looked := k > 0 && (readsThird(toks[k-1].lower) || prose.ReadVerb(toks[k-1].lower))
			return k, end, verbPosition(toks, k) && !looked
		case "charged", "billed":
			// A charge made as the act is told, not a past one nor one
			// a clause describes ("the fees that are charged").
			aux := k > 0 && (toks[k-1].lower == "are" || toks[k-1].lower == "is" || toks[k-1].lower == "get" || toks[k-1].lower == "gets")
			relative := k > 1 && (toks[k-2].lower == "that" || toks[k-2].lower == "which")
			return k, end, aux && !relative
		case "goes", "go":
			return k, end, toks[k+1].lower == "on" || toks[k+1].lower == "onto"
		}
	}
	return 0, 0, false
}

// alertsNoun reports "alerts" at toks[i] read as the noun, the people
// after it the subject of a clause that tells which: "Lists alerts your
// team has muted", "shows alerts the team acknowledged".
func alertsNoun(toks []token, i, end int) bool {
	if i > 0 && toks[i-1].word && (readsThird(toks[i-1].lower) || prose.ReadVerb(toks[i-1].lower)) {
		return true
	}
	if end+1 >= len(toks) || !toks[end+1].word {
		return false
	}
	switch l := toks[end+1].lower; l {
	case "has", "have", "had", "is", "are", "was", "were", "does", "do", "did", "can", "should", "will", "would", "gets", "get", "got":
		return true
	default:
		return strings.HasSuffix(l, "ed")
	}
}

// chatUser reports a word for the one the chat is with, whom an alert
// reaches where the answer is shown.
func chatUser(l string) bool {
	switch l {
	case "user", "users", "human", "humans", "person":
		return true
	}
	return false
}

// callVerb reports the verbs that make calls.
func callVerb(l string) bool {
	switch l {
	case "make", "makes", "making", "place", "places", "placing":
		return true
	}
	return false
}

// onBehalf reports "behalf" at toks[i] in "on your behalf" or "on
// behalf of the user", and where the phrase starts.
func onBehalf(toks []token, i int) (int, bool) {
	if i >= 2 && toks[i-2].lower == "on" {
		switch toks[i-1].lower {
		case "your", "their", "my":
			return toks[i-2].start, true
		}
	}
	if i < 1 || toks[i-1].lower != "on" || i+2 >= len(toks) || toks[i+1].lower != "of" {
		return 0, false
	}
	j := i + 2
	if determiner(toks[j].lower) && j+1 < len(toks) {
		j++
	}
	return toks[i-1].start, person(toks[j].lower) || toks[j].lower == "you"
}

// actTools reports a word of acting, ending at text[end], that names the
// package's tools by what they do ("video editing tools", "publishing
// tool"): the next word is "tool" or "tools". It returns where that
// word ends.
func actTools(text string, end int) (int, bool) {
	i := end
	for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	if i == end {
		return 0, false // not a word of its own before "tools"
	}
	j := i
	for j < len(text) && text[j]|0x20 >= 'a' && text[j]|0x20 <= 'z' {
		j++
	}
	if w := strings.ToLower(text[i:j]); w == "tool" || w == "tools" {
		return j, true
	}
	return 0, false
}

// doneBooking reports the words from toks[j], past determiners, as
// what "do" books or orders ("the booking", "an order"), and its last
// token.
func doneBooking(toks []token, j int) (int, bool) {
	for ; j < len(toks) && toks[j].word && determiner(toks[j].lower); j++ {
	}
	if j < len(toks) && toks[j].word && (madeRecord(toks[j].lower) || orderNoun(toks[j].lower)) {
		return j, true
	}
	return 0, false
}

// orderNoun reports the nouns of buying and paying that "do" acts on.
func orderNoun(l string) bool {
	switch l {
	case "order", "orders", "payment", "payments", "purchase", "purchases", "checkout", "transfer", "transfers":
		return true
	}
	return false
}

// listedForSale reports the user's things after "list" at toks[j] ("your
// cards", "the user's tickets") put up for sale: "for sale", "for
// resale", "for rent" or "at the price" within the next eight words.
// It returns the index of the phrase's last word. "Lists items for
// sale in the shop" names no owner: a list of what is on sale.
func listedForSale(toks []token, j int) (int, bool) {
	if j >= len(toks) || toks[j].lower != "your" && toks[j].lower != "my" && !possessive(toks[j].lower) &&
		!(toks[j].lower == "the" && j+1 < len(toks) && possessive(toks[j+1].lower)) {
		return 0, false
	}
	for k := j + 1; k+1 < len(toks) && k <= j+8 && !sentenceEnd(toks[k]); k++ {
		switch next := toks[k+1].lower; {
		case toks[k].lower == "for" && (next == "sale" || next == "resale" || next == "rent" || next == "auction"):
			return k + 1, true
		case toks[k].lower == "at" && next == "the" && k+2 < len(toks) && toks[k+2].lower == "price":
			return k + 2, true
		case toks[k].lower == "marketplace" || toks[k].lower == "marketplaces":
			return k, true // "Lists your spare room on the Nestmates co-living marketplace" (probe round 64)
		}
	}
	return 0, false
}

// bareVerbNamed reports a verb that is never a noun named by "the" at
// toks[i], past "new" ("the new add of sales order", "the assign of
// lead"), where its object starts (past "of") and its root. Without
// "of" only "new" names it: "the new add customer".
func bareVerbNamed(toks []token, i int) (j int, root string, ok bool) {
	j = i + 1
	isNew := j < len(toks) && toks[j].lower == "new"
	if isNew {
		j++
	}
	if j+1 >= len(toks) || !toks[j].word {
		return 0, "", false
	}
	switch toks[j].lower {
	case "add", "modify", "assign", "generate", "create", "delete", "remove", "edit", "upload", "insert", "submit":
		root = toks[j].lower
	case "deploy", "reboot", "restart", "rollback", "top-up", "install", "uninstall":
		// and those named without "the" at a clause's start too
		// (verbNamedAt): "Deploy of application to Kubernetes
		// cluster", "reboot of device", "the top-up of mobile phone
		// credit" (probe round 55).
		root = strings.TrimSuffix(toks[j].lower, "-up")
		if root == "top" {
			root = "top up"
		}
	default:
		return 0, "", false
	}
	if toks[j+1].lower == "of" {
		return j + 2, root, true
	}
	return j + 1, root, isNew
}

// calledRide returns the index of the ride called in the words from
// toks[j], past determiners ("the taxi", "a cab"), or 0.
func calledRide(toks []token, j int) int {
	for ; j < len(toks) && toks[j].word && determiner(toks[j].lower); j++ {
	}
	if j < len(toks) {
		switch toks[j].lower {
		case "taxi", "taxis", "cab", "cabs", "ride", "rides":
			return j
		}
	}
	return 0
}

// deviceTemperature reports "temperature" at toks[i] after a device that
// heats or cools ("air conditioner temperature", "thermostat
// temperature") and a verb that sets it at most three words before the
// device, and that verb's index.
func deviceTemperature(toks []token, i int) (int, bool) {
	if i < 2 || !toks[i-1].word {
		return 0, false
	}
	switch toks[i-1].lower {
	case "conditioner", "ac", "aircon", "heater", "thermostat", "room", "fridge", "oven", "heating":
	default:
		return 0, false
	}
	for k := i - 2; k >= 0 && k >= i-5 && toks[k].word; k-- {
		switch toks[k].lower {
		case "adjust", "adjusts", "adjusting", "set", "sets", "setting", "change", "changes", "raise", "raises", "lower", "lowers":
			return k, verbPosition(toks, k)
		}
	}
	return 0, false
}

// storeCommand returns the act of a key-value store's command at
// toks[i] that changes the store, written in capitals as commands are
// ("SET", "DEL", "FLUSHDB"; the commands no other word spells, in lower
// case too), when another such command stands within four words of it
// ("GET, SET, DEL"); or "". A capital "SET" alone is a word of a heading.
func storeCommand(text string, toks []token, i int) string {
	t := toks[i]
	var root string
	switch t.lower {
	case "set", "mset", "setex", "hset", "lpush", "rpush", "sadd", "zadd", "incr", "decr", "expire", "persist", "rename", "append":
		root = "update"
	case "del", "hdel", "unlink", "flushdb", "flushall", "lpop", "rpop", "srem", "zrem":
		root = "delete"
	default:
		return ""
	}
	caps := func(k int) bool {
		return redisOnly(toks[k].lower) || !strings.ContainsFunc(text[toks[k].start:toks[k].end], unicode.IsLower)
	}
	if !caps(i) {
		return ""
	}
	for k := max(0, i-8); k < len(toks) && k <= i+8; k++ {
		if k == i || !toks[k].word || len(toks[k].lower) < 3 {
			continue
		}
		if !caps(k) {
			continue
		}
		switch toks[k].lower {
		case "get", "mget", "hget", "scan", "keys", "ttl", "exists", "set", "del", "expire", "flushdb", "flushall", "hset",
			"lpush", "rpush", "incr", "decr", "hgetall", "lrange", "smembers", "zrange":
			return root
		}
	}
	return ""
}

// redisOnly reports the commands that name nothing but a key-value
// store's command, in lower case too: "del", "flushdb".
func redisOnly(l string) bool {
	switch l {
	case "del", "hdel", "flushdb", "flushall", "hset", "hget", "hgetall", "lpush", "rpush", "sadd", "zadd", "mget", "mset", "setex":
		return true
	}
	return false
}

// shadeOrLight reports the things in a home that a verb of setting
// moves or dims: lights, blinds, shades, curtains.
func shadeOrLight(l string) bool {
	switch l {
	case "lights", "lamps", "blinds", "shades", "curtains":
		return true
	}
	return false
}

// deviceSet reports a verb that moves or dims the thing at toks[i], just
// before it past a determiner ("dims the lights", "lowers the blinds",
// "open the curtains"), and its index; not an adjective ("the open
// blinds", "shows open blinds").
func deviceSet(toks []token, i int) (int, bool) {
	k := i - 1
	if k >= 0 && determiner(toks[k].lower) {
		k--
	}
	if k < 0 || !toks[k].word {
		return 0, false
	}
	switch toks[k].lower {
	case "dim", "dims", "dimming", "brighten", "brightens", "lower", "lowers", "lowering", "raise", "raises", "raising",
		"open", "opens", "opening", "close", "closes", "closing", "draw", "draws":
	default:
		return 0, false
	}
	if k > 0 && (determiner(toks[k-1].lower) || readingVerb(toks[k-1].lower)) {
		return 0, false
	}
	return k, true
}

// calendarWord reports the words for a calendar.
func calendarWord(l string) bool {
	return l == "calendar" || l == "calendars"
}

// switchedOff reports words from toks[j] that say what comes before them
// is off as the server ships: "is off", "is disabled", "are off by
// default".
func switchedOff(toks []token, j int) bool {
	if j+1 >= len(toks) || toks[j].lower != "is" && toks[j].lower != "are" {
		return false
	}
	switch toks[j+1].lower {
	case "off", "disabled", "opt-in":
		return true
	case "not":
		return j+2 < len(toks) && (toks[j+2].lower == "enabled" || toks[j+2].lower == "on")
	}
	return false
}

// deniedBefore reports a word right before "write access" or "write
// scopes" that denies them: "Zero write permissions", "Ignores write
// scopes even if you grant them" (probe round 50).
func deniedBefore(l string) bool {
	switch l {
	case "zero", "ignores", "ignore", "drops", "strips", "without":
		return true
	}
	return false
}

// operatedDevice returns a verb of operating a machine before the thing
// at toks[i], within its object's words: "open the lobby turnstile",
// "jog conveyor lines", "switches off non-critical circuits", "Raise and
// lower motorised blinds". A preposition or a verb between ends the
// search ("reads the state of the lights").
func operatedDevice(toks []token, i int) (int, bool) {
	if particleNext(toks, i) {
		return 0, false // "Turn the porch lights on and off": switchedBy's
	}
	for k := i - 1; k >= 0 && k >= i-4; k-- {
		t := toks[k]
		if !t.word {
			return 0, false
		}
		if operateVerb(t.lower) {
			return k, verbPosition(toks, k)
		}
		if t.lower == "off" || t.lower == "on" {
			continue // "switches off non-critical circuits"
		}
		if anyVerb(t.lower) && (!recordNoun(t.lower) || k > 0 && (toks[k-1].lower == "and" || toks[k-1].lower == "or")) {
			return chainedOperate(toks, k)
		}
		if objectEnds(t.lower) {
			return 0, false
		}
		switch t.lower {
		case "between", "among", "via", "about", "under", "after", "before", "during", "mode", "theme":
			return 0, false // "Toggle between light and dark theme"
		}
	}
	return 0, false
}

// chainedOperate reports a verb of operating a machine among the verbs
// listed before toks[k], the last verb of the list, which share its
// object: "Dim, recolor and schedule your Hue lights" (probe round 171).
// Only verbs, commas, "and" and "or" may stand between.
func chainedOperate(toks []token, k int) (int, bool) {
	if !anyVerb(toks[k].lower) {
		return 0, false
	}
	for m := k - 1; m >= 0 && m >= k-6; m-- {
		switch l := toks[m].lower; {
		case l == "," || l == "and" || l == "or":
		case operateVerb(l):
			return m, verbPosition(toks, m)
		case toks[m].word && (anyVerb(l) || m > 0 && toks[m-1].lower == "," && m+1 < len(toks) &&
			(toks[m+1].lower == "," || toks[m+1].lower == "and" || toks[m+1].lower == "or")):
			// another verb of the list, or a word listed between commas
		default:
			return 0, false
		}
	}
	return 0, false
}

// operateVerb reports the verbs that work a machine: start and stop
// it, open and close it, raise and lower it, switch it.
func operateVerb(l string) bool {
	switch l {
	case "open", "opens", "close", "closes", "lock", "locks", "unlock", "unlocks", "start", "starts", "stop", "stops",
		"pause", "pauses", "resume", "resumes", "jog", "jogs", "raise", "raises", "lower", "lowers", "dim", "dims",
		"brighten", "brightens", "toggle", "toggles", "switch", "switches", "turn", "turns", "power", "powers", "arm",
		"arms", "disarm", "disarms", "restart", "restarts", "command", "commands", "override", "overrides", "shed",
		"sheds", "trip", "trips", "operate", "operates",
		// and a car's (probe round 171): "honk the horn", "precondition
		// the cabin", "flash the lights", "sound the alarm".
		"honk", "honks", "pop", "pops", "precondition", "preconditions", "flash", "flashes", "vent", "vents", "sound", "sounds",
		// and a kitchen's (probe round 172): "Preheat the oven".
		"preheat", "preheats":
		return true
	}
	return false
}

// inAny reports an offset inside one of the acts found.
func inAny(acts []recordAct, off int) bool {
	return slices.ContainsFunc(acts, func(a recordAct) bool { return a.Start <= off && off < a.End })
}

// particleNext reports "on" or "off" after toks[i] as a particle of
// switching ("the lights on and off", "the heater off."), not a
// preposition ("treadmills on connected equipment").
func particleNext(toks []token, i int) bool {
	if i+1 >= len(toks) {
		return false
	}
	switch toks[i+1].lower {
	case "off":
		return true
	case "on":
		if i+2 >= len(toks) {
			return true
		}
		after := toks[i+2]
		return clauseMark(after) || after.lower == "and" || after.lower == "or"
	}
	return false
}

// markedAs returns the state after "as" that "mark" at toks[i] sets on
// its object, within the clause: a participle ("dispensed",
// "offloaded") or a record's state ("paid", "done", "read", "spam").
func markedAs(toks []token, i int) (int, bool) {
	for k := i + 1; k+1 < len(toks) && k <= i+6 && !clauseMark(toks[k]); k++ {
		if toks[k].lower != "as" {
			continue
		}
		if k == i+1 {
			return 0, false // "mark as" with no object: a label's words
		}
		switch st := toks[k+1].lower; st {
		case "paid", "done", "read", "unread", "spam", "sent", "complete", "finished", "resolved", "private", "public",
			"favorite", "favourite", "important", "urgent":
			return k + 1, true
		default:
			return k + 1, strings.HasSuffix(st, "ed") && toks[k+1].word
		}
	}
	return 0, false
}

// commandPhrase reports toks[i] ending a phrase that says something is
// done at the user's word: "at your command", "on command", "on
// request", "at your request", "on your word", "as you say".
func commandPhrase(toks []token, i int) bool {
	before := func(k int, words ...string) bool {
		return k >= 0 && slices.Contains(words, toks[k].lower)
	}
	switch toks[i].lower {
	case "command", "request", "word":
		if before(i-1, "your") {
			return before(i-2, "at", "on")
		}
		return toks[i].lower != "word" && before(i-1, "on")
	case "say":
		return before(i-1, "you") && before(i-2, "as")
	}
	return false
}

// settingsListed reports a sentence around toks[i] that names two
// settings or more ("temperature level, bedtime schedule") or a device
// and a setting ("Kasa plugs ... countdown timers"), and no verb of
// reading: "shows your thermostat's mode and setpoint on request" only
// looks.
func settingsListed(toks []token, i int) bool {
	lo := i
	for lo > 0 && !sentenceEnd(toks[lo-1]) {
		lo--
	}
	settings, devices := 0, 0
	for k := lo; k < len(toks) && !sentenceEnd(toks[k]); k++ {
		l := toks[k].lower
		if !toks[k].word {
			continue
		}
		if readsThird(l) || k == lo && prose.ReadVerb(l) {
			return false
		}
		last := k+1 >= len(toks) || !toks[k+1].word || objectEnds(toks[k+1].lower)
		switch {
		case settingNoun(l) && last, l == "delay" && last:
			settings++
		case controlledDevice(l):
			devices++
		}
	}
	return settings >= 2 || settings >= 1 && devices >= 1 || devices >= 2 && toks[i].lower == "command"
}

// neededNext reports the words at toks[k:] that say what comes before
// them is needed, not done: "(Reboot of the router) is needed after the
// update", "are required", "may be necessary".
func neededNext(toks []token, k int) bool {
	for ; k < len(toks) && toks[k].word; k++ {
		switch toks[k].lower {
		case "is", "are", "be", "may", "might", "will", "often", "sometimes":
			continue
		case "needed", "required", "recommended", "necessary":
			return true
		}
		return false
	}
	return false
}
