package rules_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/pluglint/pluglint/rules"
	"github.com/pluglint/pluglint/rules/model"
)

// probeMCP is the one server every probe package ships: a hosted server
// whose URL says nothing, so that PL501's answer rests on plugin.json.
const probeMCP = `{"$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json",
 "mcpServers": {"svc": {"type": "streamable-http", "url": "https://mcp.example-probe.com/mcp"}}}`

// TestCapabilityProbes holds PL501 to the probe rounds in
// testdata/capability/probes: plugin.json descriptions (desc.tsv) and
// manifest fragments (frag.tsv), each labelled write or read by a
// helper who wrote them without reading the code. A probe PL501 gets
// wrong is listed below with its cause; a probe that starts or stops
// being wrong changes the list, on purpose.
func TestCapabilityProbes(t *testing.T) {
	knownWrong := map[string]string{
		"round14/frag.tsv:2": "the OAuth scope repo is no evidence: GitHub asks it of servers that only read private repositories too",
	}
	// pin records one cause for the faults of a round given at once.
	pin := func(cause string, keys ...string) {
		for _, k := range keys {
			knownWrong[k] = cause
		}
	}
	// Round 15's first run (on 7084499), pinned as it came and not yet
	// read probe by probe: the writes it missed and the reads it fired
	// on. Each leaves these lists when it is mended or given its cause.
	pin("round 15, first run: a write-capable server PL501 missed, cause not yet examined",
		"round15/desc.tsv:36", "round15/desc.tsv:39",
		"round15/desc.tsv:40", "round15/desc.tsv:48", "round15/desc.tsv:55", "round15/desc.tsv:58",
		"round15/desc.tsv:64", "round15/desc.tsv:73",
		"round15/desc.tsv:86", "round15/desc.tsv:96", "round15/desc.tsv:99",
	)
	pin("round 15, first run: a read-only server PL501 fired on, cause not yet examined",
		"round15/desc.tsv:24",
		"round15/desc.tsv:46", "round15/desc.tsv:51",
		"round15/frag.tsv:28",
	)
	// Round 16, the second writer's round, pinned the same way at its
	// first run (on a01d07e).
	pin("round 16, first run: a write-capable server PL501 missed, cause not yet examined",
		"round16/desc.tsv:5", "round16/desc.tsv:16",
		"round16/desc.tsv:49", "round16/desc.tsv:52",
		"round16/desc.tsv:78",
		"round16/desc.tsv:83", "round16/desc.tsv:86",
		"round16/desc.tsv:96",
		"round16/frag.tsv:21",
	)
	pin("round 16, first run: a read-only server PL501 fired on, cause not yet examined",
		"round16/desc.tsv:69", "round16/frag.tsv:18",
	)
	// Round 17, written after the fourth session of 5 December mended
	// rounds 15 and 16, pinned the same way at its first run (on
	// 25e2946).
	pin("round 17, first run: a write-capable server PL501 missed, cause not yet examined",
		"round17/desc.tsv:74", "round17/desc.tsv:84", "round17/desc.tsv:88",
	)
	pin("round 17, first run: a read-only server PL501 fired on, cause not yet examined",
		"round17/desc.tsv:65",
	)
	// Round 18, written by a fourth blind helper with round 17's brief,
	// pinned the same way at its first run (on 95c1832).
	pin("round 18, first run: a write-capable server PL501 missed, cause not yet examined",
		"round18/desc.tsv:23",
		"round18/desc.tsv:29",
		"round18/desc.tsv:34", "round18/desc.tsv:35",
		"round18/desc.tsv:38", "round18/desc.tsv:40",
		"round18/frag.tsv:14",
	)
	// Round 19, written by a fifth blind helper asking for copy like
	// real registries', pinned the same way at its first run (on
	// f74754a): every fault of it has been mended since.
	// Round 20, written by a sixth blind helper asking for copy like
	// published plugin manifests', pinned the same way at its first run
	// (on 73bb23d): every fault of it has been mended since.
	// Round 21, written by a seventh blind helper after the fifth
	// session of 5 December's mends, pinned the same way at its first
	// run (on f0f4a52).
	pin("round 21, first run: a read-only server PL501 fired on, cause not yet examined",
		"round21/frag.tsv:16",
	)
	// Round 22, written by an eighth blind helper asking for registry,
	// marketplace and developer-tool copy that implies acting without
	// the commonest verbs, pinned the same way at its first run (on
	// b10b8cc).
	pin("round 22, first run: a write-capable server PL501 missed, cause not yet examined",
		"round22/desc.tsv:3",
		"round22/desc.tsv:12",
		"round22/desc.tsv:19",
		"round22/desc.tsv:30",
		"round22/desc.tsv:49",
	)
	// Round 23, written by a ninth blind helper asking for copy like
	// the one-line entries of MCP server lists and READMEs' first
	// sentences, pinned the same way at its first run (on 989675a).
	pin("round 23, first run: a write-capable server PL501 missed, cause not yet examined",
		"round23/desc.tsv:21", "round23/desc.tsv:22",
	)
	// Round 24, written by a tenth blind helper asking for copy by
	// publishers who are not native English speakers, half of it in
	// other languages, pinned the same way at its first run (on
	// 020e9be).
	pin("round 24, first run: a write-capable server PL501 missed, cause not yet examined",
		"round24/desc.tsv:2", "round24/desc.tsv:10", "round24/desc.tsv:15", "round24/desc.tsv:25",
		"round24/desc.tsv:27", "round24/desc.tsv:33", "round24/desc.tsv:39",
		"round24/desc.tsv:41", "round24/desc.tsv:45",
		"round24/desc.tsv:49",
		"round24/frag.tsv:4",
		"round24/frag.tsv:12",
	)
	pin("round 24, first run: a read-only server PL501 fired on, cause not yet examined",
		"round24/desc.tsv:9",
		"round24/desc.tsv:61", "round24/desc.tsv:87",
	)
	// Round 25, written by an eleventh blind helper asking for
	// descriptions as publishers paste them from a README's opening
	// (several sentences of marketing, features, setup and limits),
	// pinned the same way at its first run (on 7e4589b).
	pin("round 25, first run: a write-capable server PL501 missed, cause not yet examined",
		"round25/desc.tsv:34",
		"round25/desc.tsv:85",
		"round25/frag.tsv:6",
		"round25/frag.tsv:26", "round25/frag.tsv:38",
	)
	pin("round 25, first run: a read-only server PL501 fired on, cause not yet examined",
		"round25/desc.tsv:11",
		"round25/desc.tsv:26", "round25/desc.tsv:44",
		"round25/desc.tsv:52",
	)
	// Round 26, written by a twelfth blind helper asking for
	// descriptions of safety, modes and limits (opt-in switches, dry
	// runs, sandboxes, approvals, refusals, negations scoped to one
	// act), labelled by what the server does as shipped, pinned the
	// same way at its first run (on b93859e).
	pin("round 26, first run: a write-capable server PL501 missed, cause not yet examined",
		"round26/desc.tsv:1", "round26/desc.tsv:3",
		"round26/desc.tsv:39",
		"round26/frag.tsv:10",
		"round26/frag.tsv:26",
	)
	pin("round 26, first run: a read-only server PL501 fired on, cause not yet examined",
		"round26/desc.tsv:71",
		"round26/desc.tsv:78",
		"round26/frag.tsv:13",
		"round26/frag.tsv:35",
	)
	// Round 27, written by a thirteenth blind helper asking for terse
	// catalog descriptions (noun-heavy feature lists, product names
	// that are verbs, gerund lists, nominal acts, keywords and bare
	// tool names), pinned the same way at its first run (on 6b9bcca).
	pin("round 27, first run: a write-capable server PL501 missed, cause not yet examined",
		"round27/desc.tsv:23",
		"round27/desc.tsv:42",
		"round27/desc.tsv:89",
	)
	// Round 28, written by a fourteenth blind helper asking for connector
	// descriptions ("Official MCP server for Acme ATS: candidates, jobs",
	// "Your Shopify store, inside Claude"), read-only connectors to the
	// same products beside them, pinned the same way at its first run
	// (on e2f8411).
	pin("round 28, first run: a write-capable server PL501 missed, cause not yet examined",
		"round28/desc.tsv:42",
		"round28/desc.tsv:49",
		"round28/desc.tsv:87", "round28/desc.tsv:88",
		"round28/desc.tsv:94", "round28/desc.tsv:98",
	)
	// Round 29, written by a fifteenth blind helper asking for
	// repositories' and packages' one-line descriptions ("MCP server for
	// the Zoho Books API, written in TypeScript", "FastMCP server exposing
	// Home Assistant to LLMs") and terse packages whose evidence is in
	// keywords or a short tool list, pinned at its first run (on
	// ea166f3): 87/100 and 32/40.
	pin("round 29, first run: a write-capable server PL501 missed, cause not yet examined",
		"round29/desc.tsv:9", "round29/desc.tsv:16",
		"round29/desc.tsv:38", "round29/desc.tsv:53",
		"round29/desc.tsv:70",
	)
	// Round 30 (testdata/capability/probes/README.md): marketing and
	// landing-page copy (benefits, outcomes, slogans, privacy claims and
	// plans) and store listings whose evidence is a tagline, categories
	// or a note in another client's block, pinned at its first run (on
	// cfb2ca1): 85/100 and 30/40.
	// Its faults left after the afternoon's mends, each examined.
	knownWrong["round30/desc.tsv:39"] = "round 30: \"Triagebot labels new GitHub issues, closes duplicates\": \"labels\" is not read as a verb after a name, so the clause after its comma is not one of verbs"
	knownWrong["round30/desc.tsv:50"] = "round 30: Italian \"risponde a nome del tuo ristorante alle recensioni\": a reply's record six words on; replies in these languages are not read (\"responde preguntas\" answers the user)"
	knownWrong["round30/desc.tsv:69"] = "round 30: \"Write emails people actually answer\" is a slogan the slogan reading does not cover, and \"turns bullet points into the perfect reply\" is read as a record made"
	knownWrong["round30/desc.tsv:79"] = "round 30: \"Buying is still one click, and the click is yours\": a gerund subject said to stay with the user is read as buying"
	// Round 31 (testdata/capability/probes/README.md): domain vocabulary,
	// servers of trades whose verbs of acting are their own (lab orders,
	// tendered loads, journal entries, setpoints, breakers tripped) beside
	// read-only servers using the same nouns, pinned at its first run (on
	// 293e4a7): 75/100 and 30/40.
	pin("round 31, first run: a write-capable server PL501 missed, cause not yet examined",
		"round31/desc.tsv:1", "round31/desc.tsv:11",
		"round31/desc.tsv:79",
		"round31/frag.tsv:20",
	)
	pin("round 31, first run: a read-only server PL501 fired on, cause not yet examined",
		"round31/desc.tsv:84",
		"round31/frag.tsv:23",
	)
	// Round 32: the same brief as round 31's, written by another blind
	// helper (who read the opening lines of the probes' README, against
	// its brief), pinned at its first run (on 293e4a7): 83/100 and 34/40.
	pin("round 32, first run: a write-capable server PL501 missed, cause not yet examined",
		"round32/desc.tsv:11",
		"round32/desc.tsv:35",
		"round32/desc.tsv:76",
		"round32/desc.tsv:93",
	)
	// Round 33: model-facing copy, descriptions written to the assistant
	// that calls the tools ("Use this server when ...", "You can ...",
	// "Do not use for ..."), pinned at its first run (on 0e62485):
	// 90/100 and 38/40.
	pin("round 33, first run: a read-only server PL501 fired on, cause not yet examined",
		"round33/desc.tsv:98",
	)
	// Round 34: round 33's brief, written by the first helper given it
	// (delivered after round 33's mends), pinned at its first run (on
	// ebe5ddd): 88/100 and 33/40.
	pin("round 34, first run: a read-only server PL501 fired on, cause not yet examined",
		"round34/desc.tsv:4",
		"round34/frag.tsv:22",
	)
	// Round 35: tools named by name, in every naming convention (dotted,
	// slash paths, camelCase, CLI-style, vendor-prefixed), with uncommon
	// verbs of acting and reading and acting nouns in reading tools'
	// names, pinned at its first run (on f12c3f4): 69/100 and 34/40.
	pin("round 35, first run: a write-capable server PL501 missed, cause not yet examined",
		"round35/desc.tsv:9",
	)
	pin("round 35, first run: a read-only server PL501 fired on, cause not yet examined",
		"round35/desc.tsv:20",
	)
	// Round 36: copy in other languages (fifteen, from Spanish to
	// Vietnamese, Chinese and Korean), pinned at its first run (on
	// 9e979c9): 69/100 and 34/40.
	pin("round 36, first run: a write-capable server PL501 missed, cause not yet examined",
		"round36/desc.tsv:75",
	)
	pin("round 36, first run: a read-only server PL501 fired on, cause not yet examined")
	// Round 37: round 36's brief (copy in other languages), written by
	// another blind helper after round 36's mends, pinned at its first
	// run (on 5b5ab00): 74/100 and 34/40.
	pin("round 37, first run: a write-capable server PL501 missed, cause not yet examined",
		"round37/desc.tsv:11", "round37/desc.tsv:25",
		"round37/desc.tsv:56",
		"round37/frag.tsv:10", "round37/frag.tsv:24",
	)
	pin("round 37, first run: a read-only server PL501 fired on, cause not yet examined",
		"round37/desc.tsv:48",
	)
	// Round 38: industries and trades outside software (pharmacy,
	// claims, courts, fleets, warehouses, farms, utilities, kitchens,
	// schools, permits, payroll, ticketing, security desks), pinned at
	// its first run (on 76ebaf0): 76/100 and 36/40.
	pin("round 38, first run: a write-capable server PL501 missed, cause not yet examined",
		"round38/desc.tsv:26",
		"round38/desc.tsv:73", "round38/desc.tsv:74",
		"round38/desc.tsv:89",
		"round38/desc.tsv:92",
		"round38/frag.tsv:22", "round38/frag.tsv:32",
	)
	// Round 39: data, machine-learning and infrastructure platforms
	// (vector stores, warehouses, ETL, feature stores and flags, model
	// registries, evals, CDNs, secrets, on-call, CI, backups), pinned
	// at its first run (on cd44728): 80/100 and 39/40.
	pin("round 39, first run: a write-capable server PL501 missed, cause not yet examined",
		"round39/desc.tsv:26",
		"round39/desc.tsv:33",
		"round39/desc.tsv:57", "round39/desc.tsv:59",

		"round39/frag.tsv:22",
	)
	pin("round 39, first run: a read-only server PL501 fired on, cause not yet examined",
		"round39/desc.tsv:19",
	)
	// Round 40: agent tooling (memory, browsers and computer use,
	// sandboxes, filesystems, git, shells, schedulers, orchestrators,
	// notification relays, local indexes, dotfiles), pinned at its
	// first run (on 35e3f27): 81/100 and 36/40.
	pin("round 40, first run: a write-capable server PL501 missed, cause not yet examined",
		"round40/desc.tsv:13", "round40/desc.tsv:31",
		"round40/desc.tsv:32",
		"round40/desc.tsv:76",
		"round40/desc.tsv:89", "round40/desc.tsv:91", "round40/desc.tsv:93",
		"round40/frag.tsv:24", "round40/frag.tsv:40",
	)
	pin("round 40, first run: a read-only server PL501 fired on, cause not yet examined",
		"round40/frag.tsv:31", "round40/frag.tsv:36",
	)
	// Round 41: noisy copy (markdown leftovers, emoji, typos, slashes,
	// arrows, version notes, struck-out tools), pinned at its first run
	// (on 543bc75): 90/100 and 38/40.
	pin("round 41, first run: a write-capable server PL501 missed, cause not yet examined",
		"round41/desc.tsv:59", "round41/desc.tsv:80",
	)
	pin("round 41, first run: a read-only server PL501 fired on, cause not yet examined",
		"round41/desc.tsv:77", "round41/desc.tsv:81", "round41/frag.tsv:30",
	)
	// Round 42: terse and personal (short descriptions of everyday
	// servers: mail, notes, smart home, travel, shopping, media), pinned
	// at its first run (on 3c93cd1): 72/100 and 34/40.
	pin("round 42, first run: a write-capable server PL501 missed, cause not yet examined",
		"round42/desc.tsv:2", "round42/desc.tsv:12", "round42/desc.tsv:17",
		"round42/desc.tsv:31", "round42/desc.tsv:34", "round42/desc.tsv:35",
		"round42/desc.tsv:38", "round42/desc.tsv:45", "round42/desc.tsv:55",
		"round42/desc.tsv:56", "round42/desc.tsv:66",
		"round42/desc.tsv:75", "round42/desc.tsv:80", "round42/desc.tsv:85",
		"round42/desc.tsv:99", "round42/frag.tsv:12", "round42/frag.tsv:17",
		"round42/frag.tsv:26",
	)
	// Round 43: creative tools, game development and makers' hardware,
	// pinned at its first run (on 2b4557e): 74/100 and 38/40.
	pin("round 43, first run: a write-capable server PL501 missed, cause not yet examined",
		"round43/desc.tsv:4", "round43/desc.tsv:6", "round43/desc.tsv:29",
		"round43/desc.tsv:33", "round43/desc.tsv:34", "round43/desc.tsv:39",
		"round43/desc.tsv:80",
	)
	// Round 44: descriptions that carry setup text (tokens, scopes,
	// commands to run once), pinned at its first run (on 76a324b): 61/100
	// and 37/40.
	pin("round 44, first run: a write-capable server PL501 missed, cause not yet examined",
		"round44/desc.tsv:18", "round44/desc.tsv:44",
		"round44/desc.tsv:51",
	)
	pin("round 44, first run: a read-only server PL501 fired on, cause not yet examined",
		"round44/desc.tsv:8", "round44/desc.tsv:14", "round44/desc.tsv:19",
		"round44/desc.tsv:25", "round44/desc.tsv:36", "round44/desc.tsv:39",
		"round44/desc.tsv:41", "round44/desc.tsv:64",
		"round44/desc.tsv:88",
		"round44/desc.tsv:100", "round44/frag.tsv:13", "round44/frag.tsv:28",
	)
	pin("round 44: a write-capable server found at its first run only by its setup steps, missed since they are read as the user's",
		"round44/desc.tsv:94",
	)
	// Round 45: marketing voice (business software described by its
	// vendors' marketing teams), pinned at its first run (on 4dae0a2):
	// 91/100 and 37/40.
	pin("round 45, first run: a read-only server PL501 fired on, cause not yet examined",
		"round45/desc.tsv:29", "round45/desc.tsv:33", "round45/desc.tsv:54",
		"round45/desc.tsv:67", "round45/frag.tsv:12", "round45/frag.tsv:15",
	)
	// Round 46: messaging, notifications and communities, pinned at its
	// first run (on 5765a06): 82/100 and 35/40.
	pin("round 46, first run: a write-capable server PL501 missed, cause not yet examined",
		"round46/desc.tsv:41", "round46/desc.tsv:46",
		"round46/desc.tsv:60", "round46/desc.tsv:84", "round46/frag.tsv:11",
		"round46/frag.tsv:37",
	)
	pin("round 46, first run: a read-only server PL501 fired on, cause not yet examined",
		"round46/desc.tsv:11", "round46/desc.tsv:24",
		"round46/desc.tsv:44", "round46/desc.tsv:51",
		"round46/desc.tsv:81", "round46/frag.tsv:7", "round46/frag.tsv:25",
		"round46/frag.tsv:34",
	)
	// Round 47: security, identity and IT administration, pinned at its
	// first run (on 9236118): 88/100 and 37/40.
	pin("round 47, first run: a write-capable server PL501 missed, cause not yet examined",
		"round47/desc.tsv:12", "round47/desc.tsv:34", "round47/desc.tsv:57",
		"round47/desc.tsv:76", "round47/desc.tsv:78",
	)
	// Round 48: health, education and public services, pinned at its
	// first run (on e296988): 84/100 and 39/40.
	pin("round 48, first run: a write-capable server PL501 missed, cause not yet examined",
		"round48/desc.tsv:2", "round48/desc.tsv:45",
		"round48/desc.tsv:46", "round48/desc.tsv:72",
	)
	// Round 49: travel, hospitality, transport and logistics, pinned at
	// its first run (on 2ba9912): 86/100 and 36/40.
	pin("round 49, first run: a write-capable server PL501 missed, cause not yet examined",
		"round49/desc.tsv:3", "round49/desc.tsv:10", "round49/desc.tsv:17",
		"round49/desc.tsv:32", "round49/desc.tsv:70", "round49/desc.tsv:73",
		"round49/desc.tsv:85", "round49/desc.tsv:98",
	)
	pin("round 49, first run: a read-only server PL501 fired on, cause not yet examined",
		"round49/desc.tsv:39", "round49/desc.tsv:76", "round49/frag.tsv:33",
	)
	// Round 50: packages that say what they do not do, pinned at its
	// first run (on 2bfa8ae): 88/100 and 35/40.
	pin("round 50, first run: a write-capable server PL501 missed, cause not yet examined",
		"round50/desc.tsv:35",
		"round50/desc.tsv:61", "round50/desc.tsv:79", "round50/frag.tsv:16",
	)
	// Round 51: developer and data tools named by their tools and
	// annotations, pinned at its first run (on 6511f48): 90/100 and 35/40.
	pin("round 51, first run: a write-capable server PL501 missed, cause not yet examined",
		"round51/desc.tsv:73", "round51/desc.tsv:98",
		"round51/frag.tsv:21", "round51/frag.tsv:34",
	)
	pin("round 51, first run: a read-only server PL501 fired on, cause not yet examined",
		"round51/desc.tsv:1", "round51/desc.tsv:16", "round51/desc.tsv:88",
		"round51/frag.tsv:14", "round51/frag.tsv:29",
	)
	// Round 52: home and personal life, pinned at its first run (on
	// 59c7fe5): 90/100 and 35/40.
	pin("round 52, first run: a write-capable server PL501 missed, cause not yet examined",
		"round52/desc.tsv:9",
		"round52/frag.tsv:36",
	)
	pin("round 52, first run: a read-only server PL501 fired on, cause not yet examined",
		"round52/desc.tsv:88",
		"round52/frag.tsv:5",
	)
	// Round 53: industry, science and infrastructure, pinned at its
	// first run (on 59c7fe5): 87/100 and 33/40.
	pin("round 53, first run: a write-capable server PL501 missed, cause not yet examined",
		"round53/desc.tsv:3", "round53/desc.tsv:30", "round53/desc.tsv:47",
		"round53/desc.tsv:71", "round53/desc.tsv:90", "round53/frag.tsv:14",
		"round53/frag.tsv:28",
	)
	// Round 54: content, media and creative production, pinned at its first run (on
	// ae70b65): 87/100 and 32/40.
	pin("round 54, first run: a write-capable server PL501 missed, cause not yet examined",
		"round54/desc.tsv:9", "round54/desc.tsv:21",
		"round54/desc.tsv:25",
		"round54/desc.tsv:55",
	)
	pin("round 54, first run: a read-only server PL501 fired on, cause not yet examined",
		"round54/frag.tsv:2",
		"round54/frag.tsv:14",
		"round54/frag.tsv:31", "round54/frag.tsv:32",
	)
	// Round 55: English written as a second language, pinned at its first run (on
	// ae70b65): 85/100 and 27/40.
	pin("round 55, first run: a write-capable server PL501 missed, cause not yet examined",
		"round55/desc.tsv:37", "round55/desc.tsv:48",
		"round55/desc.tsv:91",
		"round55/desc.tsv:96",
		"round55/frag.tsv:13", "round55/frag.tsv:21",
		"round55/frag.tsv:28", "round55/frag.tsv:35",
	)
	pin("round 55, first run: a read-only server PL501 fired on, cause not yet examined",
		"round55/desc.tsv:5",
		"round55/frag.tsv:8", "round55/frag.tsv:9",
		"round55/frag.tsv:27",
		"round55/frag.tsv:29",
	)
	// Round 56: automation platforms and tools that run other tools, pinned at its first run (on
	// bfee4b4): 95/100 and 33/40.
	pin("round 56, first run: a write-capable server PL501 missed, cause not yet examined",
		"round56/desc.tsv:52", "round56/desc.tsv:76",
		"round56/desc.tsv:78", "round56/frag.tsv:19",
	)
	pin("round 56, first run: a read-only server PL501 fired on, cause not yet examined",
		"round56/frag.tsv:2", "round56/frag.tsv:11", "round56/frag.tsv:32",
	)
	// Round 57: terse packages, pinned at its first run (on
	// bfee4b4): 91/100 and 37/40.
	pin("round 57, first run: a write-capable server PL501 missed, cause not yet examined",
		"round57/desc.tsv:20", "round57/desc.tsv:40", "round57/desc.tsv:59",
		"round57/desc.tsv:69", "round57/desc.tsv:84",
		"round57/desc.tsv:94", "round57/desc.tsv:99",
	)
	pin("round 57, first run: a read-only server PL501 fired on, cause not yet examined",
		"round57/frag.tsv:33",
	)
	// Round 58: games, sports, entertainment and hobbies, pinned at its first run (on
	// aa4e330): 86/100 and 35/40.
	pin("round 58, first run: a write-capable server PL501 missed, cause not yet examined",
		"round58/desc.tsv:2", "round58/desc.tsv:12", "round58/desc.tsv:17",
		"round58/desc.tsv:19", "round58/desc.tsv:20",
		"round58/desc.tsv:52", "round58/desc.tsv:66",
		"round58/desc.tsv:89", "round58/desc.tsv:97",
		"round58/frag.tsv:8",
		"round58/frag.tsv:40",
	)
	pin("round 58, first run: a read-only server PL501 fired on, cause not yet examined",
		"round58/desc.tsv:87", "round58/frag.tsv:21",
	)
	// Round 59: descriptions written to the model, pinned at its first run (on
	// aa4e330): 92/100 and 34/40.
	pin("round 59, first run: a write-capable server PL501 missed, cause not yet examined",
		"round59/desc.tsv:29", "round59/desc.tsv:61",
		"round59/desc.tsv:100",
	)
	pin("round 59, first run: a read-only server PL501 fired on, cause not yet examined",
		"round59/desc.tsv:16", "round59/desc.tsv:19",
		"round59/desc.tsv:37", "round59/frag.tsv:20",
		"round59/frag.tsv:38",
	)
	// Round 60: data privacy, compliance and legal operations, pinned at its first run
	// (on 6c76661): 86/100 and 35/40.
	pin("round 60, first run: a write-capable server PL501 missed, cause not yet examined",
		"round60/desc.tsv:17",
		"round60/desc.tsv:83",
		"round60/frag.tsv:7", "round60/frag.tsv:34",
	)
	pin("round 60, first run: a read-only server PL501 fired on, cause not yet examined",
		"round60/desc.tsv:36", "round60/desc.tsv:39", "round60/frag.tsv:24",
	)
	// Round 61: descriptions in languages other than English, pinned at its first run
	// (on 6c76661): 75/100 and 29/40.
	pin("round 61, first run: a write-capable server PL501 missed, cause not yet examined",
		"round61/desc.tsv:6", "round61/desc.tsv:11", "round61/desc.tsv:12",
		"round61/desc.tsv:14",
		"round61/desc.tsv:22", "round61/desc.tsv:23", "round61/desc.tsv:26",
		"round61/desc.tsv:28", "round61/desc.tsv:35",
		"round61/desc.tsv:53",
		"round61/desc.tsv:75", "round61/desc.tsv:91",
		"round61/frag.tsv:6", "round61/frag.tsv:9",
		"round61/frag.tsv:13", "round61/frag.tsv:24", "round61/frag.tsv:27",
		"round61/frag.tsv:31",
	)
	pin("round 61, first run: a read-only server PL501 fired on, cause not yet examined",
		"round61/desc.tsv:40", "round61/desc.tsv:64", "round61/desc.tsv:70",
		"round61/desc.tsv:71", "round61/desc.tsv:76", "round61/desc.tsv:83",
		"round61/frag.tsv:4", "round61/frag.tsv:12", "round61/frag.tsv:33",
		"round61/frag.tsv:37",
	)
	// Round 62: the user's own computer and phone, pinned at its first run (on
	// 99f70f8): 80/100 and 35/40.
	pin("round 62, first run: a write-capable server PL501 missed, cause not yet examined",
		"round62/desc.tsv:1",
		"round62/desc.tsv:12",
		"round62/desc.tsv:17", "round62/desc.tsv:41",
		"round62/desc.tsv:49",
		"round62/desc.tsv:66",
		"round62/frag.tsv:7",
		"round62/frag.tsv:32",
		"round62/frag.tsv:22",
	)
	pin("round 62, first run: a read-only server PL501 fired on, cause not yet examined",
		"round62/desc.tsv:58",
	)
	// Round 63: long descriptions, pinned at its first run (on
	// 99f70f8): 73/100 and 34/40.
	pin("round 63, first run: a write-capable server PL501 missed, cause not yet examined",
		"round63/desc.tsv:11", "round63/desc.tsv:60", "round63/desc.tsv:62",
		"round63/frag.tsv:32",
	)
	pin("round 63, first run: a read-only server PL501 fired on, cause not yet examined",
		"round63/desc.tsv:27", "round63/desc.tsv:31",
		"round63/desc.tsv:43",
		"round63/desc.tsv:45",
		"round63/desc.tsv:52",
		"round63/desc.tsv:68",
		"round63/desc.tsv:81",
		"round63/desc.tsv:82",
		"round63/desc.tsv:86", "round63/desc.tsv:97",
		"round63/frag.tsv:3", "round63/frag.tsv:12",
		"round63/frag.tsv:38",
	)
	// Round 64: real estate, property and housing, pinned at its first run
	// (on 5be27b3): 86/100 and 26/40.
	pin("round 64, first run: a write-capable server PL501 missed, cause not yet examined",
		"round64/desc.tsv:7", "round64/desc.tsv:10",
		"round64/desc.tsv:35", "round64/desc.tsv:43",
		"round64/frag.tsv:20", "round64/frag.tsv:35",
	)
	pin("round 64, first run: a read-only server PL501 fired on, cause not yet examined",
		"round64/desc.tsv:39", "round64/desc.tsv:71",
		"round64/frag.tsv:6",
		"round64/frag.tsv:8", "round64/frag.tsv:10",
		"round64/frag.tsv:15", "round64/frag.tsv:17", "round64/frag.tsv:21",
		"round64/frag.tsv:23",
		"round64/frag.tsv:34",
	)
	// Round 65: machine learning and data science platforms, pinned at its first run
	// (on 5be27b3): 89/100 and 29/40.
	pin("round 65, first run: a write-capable server PL501 missed, cause not yet examined",
		"round65/desc.tsv:17", "round65/desc.tsv:43", "round65/desc.tsv:54",
		"round65/desc.tsv:66",
		"round65/desc.tsv:100",
		"round65/frag.tsv:21",
		"round65/frag.tsv:38",
	)
	pin("round 65, first run: a read-only server PL501 fired on, cause not yet examined",
		"round65/desc.tsv:11", "round65/desc.tsv:20", "round65/desc.tsv:50",
		"round65/desc.tsv:88",
		"round65/frag.tsv:29", "round65/frag.tsv:36",
	)
	// Round 66: customer support and service desks, pinned at its first run
	// (on 3559809): 90/100 and 37/40.
	pin("round 66, first run: a write-capable server PL501 missed, cause not yet examined",
		"round66/desc.tsv:12", "round66/desc.tsv:29",
		"round66/desc.tsv:36", "round66/desc.tsv:45", "round66/desc.tsv:53",
		"round66/desc.tsv:60", "round66/desc.tsv:99",
	)
	pin("round 66, first run: a read-only server PL501 fired on, cause not yet examined",
		"round66/desc.tsv:98", "round66/frag.tsv:8",
	)
	// Round 67: structured plugin.json: tools, annotations, scopes and settings, pinned at its first run
	// (on 3559809): 95/100 and 30/40.
	pin("round 67, first run: a write-capable server PL501 missed, cause not yet examined",
		"round67/desc.tsv:1", "round67/desc.tsv:4",
		"round67/desc.tsv:89", "round67/frag.tsv:14",
		"round67/frag.tsv:28",
	)
	pin("round 67, first run: a read-only server PL501 fired on, cause not yet examined",
		"round67/frag.tsv:7",
		"round67/frag.tsv:9", "round67/frag.tsv:25",
		"round67/frag.tsv:34",
	)
	// Round 68: finance operations inside a company, pinned at its first run (on
	// 0ba236d): 85/100 and 37/40.
	pin("round 68, first run: a write-capable server PL501 missed, cause not yet examined",
		"round68/desc.tsv:6", "round68/desc.tsv:7", "round68/desc.tsv:9",
		"round68/desc.tsv:10", "round68/desc.tsv:34",
		"round68/desc.tsv:55",
		"round68/desc.tsv:86", "round68/desc.tsv:98", "round68/frag.tsv:5",
	)
	pin("round 68, first run: a read-only server PL501 fired on, cause not yet examined",
		"round68/desc.tsv:50", "round68/desc.tsv:63", "round68/desc.tsv:65",
		"round68/desc.tsv:99",
	)
	// Round 69: conditional and partial acts, pinned at its first run (on
	// 0ba236d): 82/100 and 31/40.
	pin("round 69, first run: a write-capable server PL501 missed, cause not yet examined",
		"round69/desc.tsv:1",
		"round69/desc.tsv:37", "round69/desc.tsv:49",
		"round69/desc.tsv:51", "round69/desc.tsv:65", "round69/desc.tsv:66",
		"round69/desc.tsv:67", "round69/frag.tsv:20",
		"round69/frag.tsv:22", "round69/frag.tsv:36",
	)
	pin("round 69, first run: a read-only server PL501 fired on, cause not yet examined",
		"round69/desc.tsv:20", "round69/desc.tsv:25", "round69/desc.tsv:32",
		"round69/desc.tsv:44", "round69/desc.tsv:48", "round69/desc.tsv:95",
		"round69/desc.tsv:98", "round69/frag.tsv:3", "round69/frag.tsv:5",
		"round69/frag.tsv:29", "round69/frag.tsv:31", "round69/frag.tsv:40",
	)
	// Round 70: supply chain, retail operations and commerce back offices, pinned at its
	// first run (on 666a216): 90/100 and 37/40.
	pin("round 70, first run: a write-capable server PL501 missed, cause not yet examined",
		"round70/desc.tsv:3", "round70/desc.tsv:12",
		"round70/desc.tsv:78",
	)
	pin("round 70, first run: a read-only server PL501 fired on, cause not yet examined",
		"round70/desc.tsv:46", "round70/desc.tsv:65", "round70/frag.tsv:4",
		"round70/frag.tsv:8",
	)
	// Round 71: descriptions by users, outcomes and integrations, pinned at its
	// first run (on 666a216): 92/100 and 36/40.
	pin("round 71, first run: a write-capable server PL501 missed, cause not yet examined",
		"round71/desc.tsv:68", "round71/desc.tsv:83",
		"round71/frag.tsv:23",
	)
	pin("round 71, first run: a read-only server PL501 fired on, cause not yet examined",
		"round71/desc.tsv:58", "round71/desc.tsv:76",
		"round71/desc.tsv:90", "round71/frag.tsv:30",
	)
	// Round 72: social media and community management, pinned at its first run
	// (on 26748c5): 89/100 and 29/40.
	pin("round 72, first run: a write-capable server PL501 missed, cause not yet examined",
		"round72/desc.tsv:12", "round72/desc.tsv:32",
		"round72/desc.tsv:65",
		"round72/frag.tsv:22",
	)
	pin("round 72, first run: a read-only server PL501 fired on, cause not yet examined",
		"round72/desc.tsv:22", "round72/desc.tsv:36",
		"round72/desc.tsv:90", "round72/desc.tsv:95",
		"round72/frag.tsv:1", "round72/frag.tsv:8",
		"round72/frag.tsv:9", "round72/frag.tsv:16", "round72/frag.tsv:24",
		"round72/frag.tsv:28",
	)
	// Round 73: server names and product categories, pinned at its first run
	// (on 26748c5): 96/100 and 33/40.
	pin("round 73, first run: a write-capable server PL501 missed, cause not yet examined",
		"round73/desc.tsv:5", "round73/desc.tsv:77", "round73/frag.tsv:27",
	)
	pin("round 73, first run: a read-only server PL501 fired on, cause not yet examined",
		"round73/desc.tsv:9", "round73/desc.tsv:58",
		"round73/frag.tsv:2", "round73/frag.tsv:9",
	)
	// Round 74: education platforms for teachers and schools, pinned at its first run
	// (on b2b0d4b): 88/100 and 34/40.
	pin("round 74, first run: a write-capable server PL501 missed, cause not yet examined",
		"round74/desc.tsv:4", "round74/desc.tsv:19", "round74/desc.tsv:22",
		"round74/desc.tsv:66",
		"round74/desc.tsv:76",
	)
	pin("round 74, first run: a read-only server PL501 fired on, cause not yet examined",
		"round74/desc.tsv:84", "round74/desc.tsv:90",
		"round74/frag.tsv:1", "round74/frag.tsv:3",
		"round74/frag.tsv:30", "round74/frag.tsv:32",
	)
	// Round 75: energy, climate and sustainability software, pinned at its first run
	// (on b2b0d4b): 87/100 and 27/40.
	pin("round 75, first run: a write-capable server PL501 missed, cause not yet examined",
		"round75/desc.tsv:23",
		"round75/desc.tsv:27", "round75/desc.tsv:54", "round75/desc.tsv:55",
		"round75/desc.tsv:79", "round75/desc.tsv:89",
		"round75/desc.tsv:95", "round75/desc.tsv:96", "round75/frag.tsv:3",
		"round75/frag.tsv:23",
		"round75/frag.tsv:39",
	)
	pin("round 75, first run: a read-only server PL501 fired on, cause not yet examined",
		"round75/desc.tsv:31", "round75/desc.tsv:45", "round75/frag.tsv:5",
		"round75/frag.tsv:20",
		"round75/frag.tsv:30", "round75/frag.tsv:32",
	)
	// Round 76: personal finance and money apps, pinned at its first run
	// (on a6f16a7): 83/100 and 36/40.
	pin("round 76, first run: a write-capable server PL501 missed, cause not yet examined",
		"round76/desc.tsv:5", "round76/desc.tsv:30",
		"round76/desc.tsv:42", "round76/desc.tsv:48",
		"round76/desc.tsv:69", "round76/desc.tsv:73", "round76/desc.tsv:88",
		"round76/desc.tsv:96", "round76/frag.tsv:10",
	)
	pin("round 76, first run: a read-only server PL501 fired on, cause not yet examined",
		"round76/desc.tsv:1", "round76/desc.tsv:50",
		"round76/desc.tsv:57", "round76/desc.tsv:68", "round76/desc.tsv:85",
		"round76/desc.tsv:89", "round76/frag.tsv:9", "round76/frag.tsv:14",
		"round76/frag.tsv:27",
	)
	// Round 77: devices, machines and vehicles, pinned at its first run
	// (on a6f16a7): 85/100 and 35/40.
	pin("round 77, first run: a write-capable server PL501 missed, cause not yet examined",
		"round77/desc.tsv:16", "round77/desc.tsv:27",
		"round77/desc.tsv:48", "round77/desc.tsv:57", "round77/desc.tsv:59",
		"round77/desc.tsv:70",
		"round77/desc.tsv:92",
		"round77/frag.tsv:18", "round77/frag.tsv:23", "round77/frag.tsv:32",
	)
	pin("round 77, first run: a read-only server PL501 fired on, cause not yet examined",
		"round77/desc.tsv:6", "round77/desc.tsv:10", "round77/desc.tsv:75",
		"round77/desc.tsv:79", "round77/frag.tsv:21",
	)
	// Round 78: government, civic tech and nonprofits, pinned at its first run
	// (on a6f16a7): 86/100 and 39/40.
	pin("round 78, first run: a write-capable server PL501 missed, cause not yet examined",
		"round78/desc.tsv:3", "round78/desc.tsv:5", "round78/desc.tsv:6",
		"round78/desc.tsv:7", "round78/desc.tsv:8",
		"round78/desc.tsv:20", "round78/desc.tsv:56", "round78/desc.tsv:80",
		"round78/desc.tsv:81",
	)
	pin("round 78, first run: a read-only server PL501 fired on, cause not yet examined",
		"round78/desc.tsv:2", "round78/desc.tsv:30", "round78/desc.tsv:86",
	)
	// Round 79: people operations and recruiting, pinned at its first run
	// (on 42ecee4): 89/100 and 34/40.
	pin("round 79, first run: a write-capable server PL501 missed, cause not yet examined",
		"round79/desc.tsv:49",
		"round79/desc.tsv:69", "round79/desc.tsv:82",
		"round79/desc.tsv:98", "round79/desc.tsv:100", "round79/frag.tsv:32",
	)
	pin("round 79, first run: a read-only server PL501 fired on, cause not yet examined",
		"round79/desc.tsv:44", "round79/desc.tsv:80",
		"round79/frag.tsv:15", "round79/frag.tsv:25",
		"round79/frag.tsv:30", "round79/frag.tsv:38",
	)
	// Round 80: food, restaurants and hospitality, pinned at its first run
	// (on 42ecee4): 86/100 and 36/40.
	pin("round 80, first run: a write-capable server PL501 missed, cause not yet examined",
		"round80/desc.tsv:19", "round80/desc.tsv:23",
		"round80/desc.tsv:27", "round80/desc.tsv:32", "round80/desc.tsv:39",
		"round80/desc.tsv:55",
		"round80/desc.tsv:78", "round80/desc.tsv:87",
		"round80/frag.tsv:33", "round80/frag.tsv:36",
	)
	pin("round 80, first run: a read-only server PL501 fired on, cause not yet examined",
		"round80/desc.tsv:26", "round80/frag.tsv:9",
	)
	// Round 81: advertising and marketing operations, pinned at its first run
	// (on ff0d530): 94/100 and 34/40.
	pin("round 81, first run: a write-capable server PL501 missed, cause not yet examined",
		"round81/desc.tsv:17", "round81/desc.tsv:79",
		"round81/desc.tsv:84",
	)
	pin("round 81, first run: a read-only server PL501 fired on, cause not yet examined",
		"round81/desc.tsv:48", "round81/frag.tsv:6",
		"round81/frag.tsv:13",
		"round81/frag.tsv:39", "round81/frag.tsv:40",
	)
	// Round 82: a SaaS company's internal admin tools, pinned at its first run
	// (on ff0d530): 88/100 and 33/40.
	pin("round 82, first run: a write-capable server PL501 missed, cause not yet examined",
		"round82/desc.tsv:2", "round82/desc.tsv:12",
		"round82/desc.tsv:73", "round82/desc.tsv:81",
		"round82/desc.tsv:88", "round82/frag.tsv:3", "round82/frag.tsv:23",
		"round82/frag.tsv:38",
	)
	pin("round 82, first run: a read-only server PL501 fired on, cause not yet examined",
		"round82/desc.tsv:5", "round82/desc.tsv:21", "round82/desc.tsv:31",
		"round82/desc.tsv:76", "round82/frag.tsv:2",
		"round82/frag.tsv:25", "round82/frag.tsv:33",
	)
	// Round 83: insurance, lending and banking back offices, pinned at its first run
	// (on 2d93424): 88/100 and 34/40.
	pin("round 83, first run: a write-capable server PL501 missed, cause not yet examined",
		"round83/desc.tsv:22", "round83/desc.tsv:28", "round83/desc.tsv:64",
		"round83/desc.tsv:80",
		"round83/frag.tsv:23", "round83/frag.tsv:32", "round83/frag.tsv:33",
		"round83/frag.tsv:40",
	)
	pin("round 83, first run: a read-only server PL501 fired on, cause not yet examined",
		"round83/desc.tsv:21", "round83/desc.tsv:43", "round83/desc.tsv:63",
		"round83/desc.tsv:66", "round83/desc.tsv:94",
		"round83/frag.tsv:28",
	)
	// Round 84: tool names in running prose, pinned at its first run
	// (on 2d93424): 90/100 and 36/40.
	pin("round 84, first run: a write-capable server PL501 missed, cause not yet examined",
		"round84/desc.tsv:3", "round84/desc.tsv:5",
		"round84/desc.tsv:54", "round84/desc.tsv:75",
	)
	pin("round 84, first run: a read-only server PL501 fired on, cause not yet examined",
		"round84/desc.tsv:12", "round84/desc.tsv:41", "round84/desc.tsv:47",
		"round84/desc.tsv:74", "round84/frag.tsv:20",
		"round84/frag.tsv:38",
	)
	// Round 85: legal practice and courts, pinned at its first run
	// (on f670d5b): 85/100 and 33/40.
	pin("round 85, first run: a write-capable server PL501 missed, cause not yet examined",
		"round85/desc.tsv:25", "round85/desc.tsv:28", "round85/desc.tsv:45",
		"round85/desc.tsv:48", "round85/desc.tsv:52", "round85/desc.tsv:53",
		"round85/desc.tsv:77", "round85/desc.tsv:88", "round85/desc.tsv:94",
		"round85/frag.tsv:17", "round85/frag.tsv:21",
	)
	pin("round 85, first run: a read-only server PL501 fired on, cause not yet examined",

		"round85/frag.tsv:27",
		"round85/frag.tsv:39",
	)
	// Round 86: logistics described by outcomes, pinned at its first run
	// (on f670d5b): 84/100 and 30/40.
	pin("round 86, first run: a write-capable server PL501 missed, cause not yet examined",
		"round86/desc.tsv:4", "round86/desc.tsv:16",
		"round86/desc.tsv:20", "round86/desc.tsv:24", "round86/desc.tsv:30",
		"round86/desc.tsv:37", "round86/desc.tsv:38", "round86/desc.tsv:59",
		"round86/desc.tsv:61", "round86/desc.tsv:72", "round86/desc.tsv:78",
		"round86/desc.tsv:88", "round86/desc.tsv:89", "round86/desc.tsv:90",
		"round86/frag.tsv:12", "round86/frag.tsv:20", "round86/frag.tsv:24",
		"round86/frag.tsv:31", "round86/frag.tsv:33",
	)
	pin("round 86, first run: a read-only server PL501 fired on, cause not yet examined",
		"round86/desc.tsv:76", "round86/frag.tsv:22",
		"round86/frag.tsv:30", "round86/frag.tsv:34",
	)
	// Round 87: scientific and clinical labs, pinned at its first run
	// (on 80888f3): 88/100 and 32/40.
	pin("round 87, first run: a write-capable server PL501 missed, cause not yet examined",
		"round87/desc.tsv:47", "round87/desc.tsv:67",
		"round87/desc.tsv:79", "round87/desc.tsv:84",
		"round87/frag.tsv:17", "round87/frag.tsv:21",
		"round87/frag.tsv:30", "round87/frag.tsv:36",
	)
	// Round 88: travel agents and trip operations, pinned at its first run
	// (on 4d1334c): 90/100 and 31/40.
	pin("round 88, first run: a write-capable server PL501 missed, cause not yet examined",
		"round88/desc.tsv:6", "round88/desc.tsv:17",
		"round88/desc.tsv:37", "round88/desc.tsv:70", "round88/desc.tsv:77",
		"round88/desc.tsv:99", "round88/frag.tsv:12", "round88/frag.tsv:22",
	)
	pin("round 88, first run: a read-only server PL501 fired on, cause not yet examined",
		"round88/desc.tsv:9", "round88/desc.tsv:65",
		"round88/frag.tsv:1",
		"round88/frag.tsv:32",
	)
	// Round 89: newsrooms and publishing, pinned at its first run
	// (on 4d1334c): 92/100 and 30/40.
	pin("round 89, first run: a write-capable server PL501 missed, cause not yet examined",
		"round89/desc.tsv:3", "round89/desc.tsv:17",
		"round89/desc.tsv:59",
		"round89/desc.tsv:90", "round89/frag.tsv:3", "round89/frag.tsv:19",
		"round89/frag.tsv:37",
	)
	pin("round 89, first run: a read-only server PL501 fired on, cause not yet examined",
		"round89/frag.tsv:1", "round89/frag.tsv:10",
		"round89/frag.tsv:14", "round89/frag.tsv:21",
		"round89/frag.tsv:25",
	)
	// Round 90: construction and field service, pinned at its first run
	// (on 75a8853): 95/100 and 32/40.
	pin("round 90, first run: a write-capable server PL501 missed, cause not yet examined",
		"round90/desc.tsv:5", "round90/desc.tsv:50",
		"round90/desc.tsv:52", "round90/desc.tsv:77", "round90/frag.tsv:6",
	)
	pin("round 90, first run: a read-only server PL501 fired on, cause not yet examined",
		"round90/frag.tsv:1", "round90/frag.tsv:2", "round90/frag.tsv:14",
		"round90/frag.tsv:16", "round90/frag.tsv:24", "round90/frag.tsv:28",
		"round90/frag.tsv:37",
	)
	// Round 91: switches and defaults, pinned at its first run
	// (on 75a8853): 84/100 and 35/40.
	pin("round 91, first run: a write-capable server PL501 missed, cause not yet examined",
		"round91/desc.tsv:1", "round91/desc.tsv:10",
		"round91/desc.tsv:51", "round91/desc.tsv:95", "round91/frag.tsv:28",
	)
	pin("round 91, first run: a read-only server PL501 fired on, cause not yet examined",
		"round91/desc.tsv:11",
		"round91/desc.tsv:45",
		"round91/frag.tsv:15", "round91/frag.tsv:19", "round91/frag.tsv:26",
	)
	// Round 92: acts named as nouns and in the passive, pinned at its first run
	// (on 5cf1fcf): 69/100 and 25/40.
	pin("round 92, first run: a write-capable server PL501 missed, cause not yet examined",
		"round92/desc.tsv:3",
		"round92/desc.tsv:48",
		"round92/desc.tsv:62", "round92/desc.tsv:64",
		"round92/desc.tsv:69",
		"round92/frag.tsv:6", "round92/frag.tsv:10", "round92/frag.tsv:11",
	)
	pin("round 92, first run: a read-only server PL501 fired on, cause not yet examined",
		"round92/desc.tsv:5", "round92/desc.tsv:20",
		"round92/desc.tsv:60", "round92/desc.tsv:74", "round92/desc.tsv:79",
		"round92/desc.tsv:80", "round92/desc.tsv:86",
		"round92/desc.tsv:97", "round92/frag.tsv:1", "round92/frag.tsv:14",
		"round92/frag.tsv:15", "round92/frag.tsv:19", "round92/frag.tsv:32",
		"round92/frag.tsv:35", "round92/frag.tsv:37",
	)
	// Round 93: agriculture, farms and animal care, pinned at its first run
	// (on 5cf1fcf): 89/100 and 38/40.
	pin("round 93, first run: a write-capable server PL501 missed, cause not yet examined",
		"round93/desc.tsv:5",
		"round93/desc.tsv:46", "round93/desc.tsv:67",
	)
	pin("round 93, first run: a read-only server PL501 fired on, cause not yet examined",
		"round93/desc.tsv:38", "round93/frag.tsv:4",
		"round93/frag.tsv:16",
	)
	// Round 94: events, ticketing and venues, pinned at its first run
	// (on 12dbb96): 87/100 and 32/40.
	pin("round 94, first run: a write-capable server PL501 missed, cause not yet examined",
		"round94/desc.tsv:26",
		"round94/desc.tsv:63",
		"round94/desc.tsv:66", "round94/desc.tsv:74", "round94/desc.tsv:91",
		"round94/frag.tsv:11", "round94/frag.tsv:18",
		"round94/frag.tsv:28", "round94/frag.tsv:29", "round94/frag.tsv:38",
	)
	pin("round 94, first run: a read-only server PL501 fired on, cause not yet examined",
		"round94/desc.tsv:3", "round94/desc.tsv:41", "round94/desc.tsv:46",
		"round94/frag.tsv:9", "round94/frag.tsv:32",
	)
	// Round 95: crypto and web3, pinned at its first run
	// (on 12dbb96): 85/100 and 32/40.
	pin("round 95, first run: a write-capable server PL501 missed, cause not yet examined",
		"round95/desc.tsv:2", "round95/desc.tsv:6",
		"round95/desc.tsv:25", "round95/desc.tsv:26",
		"round95/desc.tsv:76",
		"round95/desc.tsv:87",
		"round95/frag.tsv:3", "round95/frag.tsv:21",
	)
	pin("round 95, first run: a read-only server PL501 fired on, cause not yet examined",
		"round95/desc.tsv:58", "round95/desc.tsv:81", "round95/desc.tsv:98",
		"round95/frag.tsv:13", "round95/frag.tsv:15", "round95/frag.tsv:23",
		"round95/frag.tsv:24",
	)
	// Round 96: acts named as product features, pinned at its first run
	// (on ce7f742): 81/100 and 33/40.
	pin("round 96, first run: a write-capable server PL501 missed, cause not yet examined",
		"round96/desc.tsv:25", "round96/desc.tsv:31",
		"round96/desc.tsv:62", "round96/desc.tsv:71", "round96/desc.tsv:72",
		"round96/desc.tsv:73", "round96/desc.tsv:75", "round96/desc.tsv:81",
		"round96/desc.tsv:82", "round96/desc.tsv:97",
	)
	pin("round 96, first run: a read-only server PL501 fired on, cause not yet examined",
		"round96/desc.tsv:48", "round96/desc.tsv:70",
		"round96/desc.tsv:88", "round96/desc.tsv:95",
		"round96/desc.tsv:100", "round96/frag.tsv:2", "round96/frag.tsv:5",
		"round96/frag.tsv:15", "round96/frag.tsv:23",
		"round96/frag.tsv:25",
	)
	// Round 97: telecom and connectivity, pinned at its first run
	// (on ce7f742): 87/100 and 31/40.
	pin("round 97, first run: a write-capable server PL501 missed, cause not yet examined",
		"round97/desc.tsv:6", "round97/desc.tsv:17",
		"round97/desc.tsv:62", "round97/desc.tsv:66",
		"round97/desc.tsv:70", "round97/desc.tsv:79",
		"round97/desc.tsv:80", "round97/desc.tsv:84",
		"round97/frag.tsv:3", "round97/frag.tsv:27",
		"round97/frag.tsv:30",
	)
	pin("round 97, first run: a read-only server PL501 fired on, cause not yet examined",
		"round97/desc.tsv:8", "round97/frag.tsv:8", "round97/frag.tsv:15",
		"round97/frag.tsv:20", "round97/frag.tsv:37",
	)
	// Round 98: non-profits, charities, clubs and community groups, pinned at its first run
	// (on 2411abd): 89/100 and 34/40.
	pin("round 98, first run: a write-capable server PL501 missed, cause not yet examined",
		"round98/desc.tsv:20",
		"round98/desc.tsv:23", "round98/desc.tsv:44", "round98/desc.tsv:74",
		"round98/desc.tsv:93",
		"round98/frag.tsv:13",
	)
	pin("round 98, first run: a read-only server PL501 fired on, cause not yet examined",
		"round98/desc.tsv:16", "round98/desc.tsv:19",
		"round98/frag.tsv:22", "round98/frag.tsv:32",
		"round98/frag.tsv:40",
	)
	// Round 99: cars and mobility, pinned at its first run
	// (on 2411abd): 85/100 and 35/40.
	pin("round 99, first run: a write-capable server PL501 missed, cause not yet examined",
		"round99/desc.tsv:38",
		"round99/desc.tsv:42", "round99/desc.tsv:43", "round99/desc.tsv:61",
		"round99/desc.tsv:62", "round99/desc.tsv:66", "round99/desc.tsv:71",
		"round99/desc.tsv:75", "round99/desc.tsv:86", "round99/desc.tsv:100",
		"round99/frag.tsv:19", "round99/frag.tsv:25",
	)
	pin("round 99, first run: a read-only server PL501 fired on, cause not yet examined",
		"round99/desc.tsv:21", "round99/desc.tsv:92",
		"round99/frag.tsv:21", "round99/frag.tsv:22",
	)
	// Round 100: shops and point of sale, pinned at its first run
	// (on 1b6a57f): 90/100 and 33/40.
	pin("round 100, first run: a write-capable server PL501 missed, cause not yet examined",
		"round100/desc.tsv:13", "round100/desc.tsv:21",
		"round100/desc.tsv:44", "round100/desc.tsv:47",
		"round100/desc.tsv:61", "round100/desc.tsv:80", "round100/frag.tsv:3",
		"round100/frag.tsv:16", "round100/frag.tsv:19", "round100/frag.tsv:22",
		"round100/frag.tsv:35",
	)
	pin("round 100, first run: a read-only server PL501 fired on, cause not yet examined",
		"round100/desc.tsv:8", "round100/desc.tsv:86", "round100/frag.tsv:27",
		"round100/frag.tsv:32",
	)
	// Round 101: descriptions written as markdown, pinned at its first run
	// (on 1b6a57f): 84/100 and 32/40.
	pin("round 101, first run: a write-capable server PL501 missed, cause not yet examined",
		"round101/desc.tsv:16", "round101/desc.tsv:35", "round101/desc.tsv:36",
		"round101/desc.tsv:60", "round101/desc.tsv:66", "round101/desc.tsv:73",
		"round101/desc.tsv:77", "round101/frag.tsv:5",
		"round101/frag.tsv:29",
	)
	pin("round 101, first run: a read-only server PL501 fired on, cause not yet examined",
		"round101/desc.tsv:34",
		"round101/desc.tsv:76", "round101/desc.tsv:85",
		"round101/frag.tsv:12", "round101/frag.tsv:30",
		"round101/frag.tsv:35",
	)
	// Round 102: pets and animal care, pinned at its first run
	// (on b595f26): 89/100 and 32/40.
	pin("round 102, first run: a write-capable server PL501 missed, cause not yet examined",
		"round102/desc.tsv:5", "round102/desc.tsv:6",
		"round102/desc.tsv:22",
		"round102/frag.tsv:13",
		"round102/frag.tsv:28", "round102/frag.tsv:39",
	)
	pin("round 102, first run: a read-only server PL501 fired on, cause not yet examined",
		"round102/desc.tsv:92", "round102/frag.tsv:12", "round102/frag.tsv:14",
		"round102/frag.tsv:20",
	)
	// Round 103: acts named by slang and jargon verbs, pinned at its first run
	// (on b595f26): 85/100 and 36/40.
	pin("round 103, first run: a write-capable server PL501 missed, cause not yet examined",
		"round103/desc.tsv:16", "round103/desc.tsv:18",
		"round103/desc.tsv:42",
		"round103/desc.tsv:44",
		"round103/desc.tsv:80",
		"round103/frag.tsv:32",
	)
	pin("round 103, first run: a read-only server PL501 fired on, cause not yet examined",
		"round103/desc.tsv:15", "round103/desc.tsv:26", "round103/desc.tsv:91",
		"round103/frag.tsv:24", "round103/frag.tsv:35",
	)
	// Round 104: libraries, museums, archives and galleries, pinned at its first run
	// (on 0b72d46): 90/100 and 37/40.
	pin("round 104, first run: a write-capable server PL501 missed, cause not yet examined",
		"round104/desc.tsv:40",
		"round104/desc.tsv:56",
		"round104/desc.tsv:83", "round104/desc.tsv:99",
		"round104/frag.tsv:9", "round104/frag.tsv:30",
	)
	pin("round 104, first run: a read-only server PL501 fired on, cause not yet examined",
		"round104/desc.tsv:63", "round104/frag.tsv:29",
	)
	// Round 105: acts told in the passive voice, pinned at its first run
	// (on 0b72d46): 66/100 and 36/40.
	pin("round 105, first run: a write-capable server PL501 missed, cause not yet examined",
		"round105/desc.tsv:12",
		"round105/desc.tsv:17", "round105/desc.tsv:18",
		"round105/desc.tsv:23", "round105/desc.tsv:33",
		"round105/desc.tsv:41", "round105/desc.tsv:42",
		"round105/desc.tsv:51", "round105/desc.tsv:60",
		"round105/desc.tsv:86",
		"round105/desc.tsv:92",
		"round105/frag.tsv:13",
	)
	pin("round 105, first run: a read-only server PL501 fired on, cause not yet examined",
		"round105/desc.tsv:7",
		"round105/desc.tsv:48",
		"round105/desc.tsv:93",
		"round105/frag.tsv:6", "round105/frag.tsv:8",
		"round105/frag.tsv:10",
	)
	// Round 106: hotels and hospitality operations, pinned at its first run
	// (on dcf7d37): 85/100 and 37/40.
	pin("round 106, first run: a write-capable server PL501 missed, cause not yet examined",
		"round106/desc.tsv:7",
		"round106/desc.tsv:39", "round106/desc.tsv:61",
		"round106/desc.tsv:83", "round106/desc.tsv:84", "round106/desc.tsv:91",
		"round106/frag.tsv:3", "round106/frag.tsv:22",
	)
	pin("round 106, first run: a read-only server PL501 fired on, cause not yet examined",
		"round106/desc.tsv:26", "round106/desc.tsv:50", "round106/desc.tsv:88",
		"round106/frag.tsv:39",
	)
	// Round 107: gyms, sports clubs and leagues, pinned at its first run
	// (on dcf7d37): 88/100 and 35/40.
	pin("round 107, first run: a write-capable server PL501 missed, cause not yet examined",
		"round107/desc.tsv:60", "round107/desc.tsv:67", "round107/desc.tsv:75",
	)
	pin("round 107, first run: a read-only server PL501 fired on, cause not yet examined",
		"round107/frag.tsv:13", "round107/frag.tsv:27", "round107/frag.tsv:38",
		"round107/frag.tsv:40",
	)
	// Round 108: music, audio and podcast creators, pinned at its first run
	// (on 9454fdd): 89/100 and 35/40.
	pin("round 108, first run: a write-capable server PL501 missed, cause not yet examined",
		"round108/desc.tsv:27", "round108/desc.tsv:39",
		"round108/desc.tsv:46", "round108/desc.tsv:71",
		"round108/desc.tsv:86", "round108/desc.tsv:98",
		"round108/frag.tsv:31", "round108/frag.tsv:36",
	)
	pin("round 108, first run: a read-only server PL501 fired on, cause not yet examined",
		"round108/desc.tsv:3", "round108/desc.tsv:83", "round108/frag.tsv:35",
		"round108/frag.tsv:39",
	)
	// Round 109: changelogs, versions and what is coming, pinned at its first run
	// (on 9454fdd): 71/100 and 36/40.
	pin("round 109, first run: a write-capable server PL501 missed, cause not yet examined",
		"round109/desc.tsv:5", "round109/desc.tsv:14", "round109/desc.tsv:62",
		"round109/desc.tsv:64", "round109/desc.tsv:100", "round109/frag.tsv:27",
	)
	pin("round 109, first run: a read-only server PL501 fired on, cause not yet examined",
		"round109/desc.tsv:3", "round109/desc.tsv:10",
		"round109/desc.tsv:33",

		"round109/desc.tsv:89",
		"round109/frag.tsv:8",
	)
	// Round 110: e-mail, calendar and personal assistants, pinned at its first run
	// (on 67690af): 88/100 and 38/40.
	pin("round 110, first run: a write-capable server PL501 missed, cause not yet examined",
		"round110/desc.tsv:18", "round110/desc.tsv:21",
		"round110/desc.tsv:43", "round110/desc.tsv:51", "round110/desc.tsv:62",
		"round110/desc.tsv:65",
	)
	pin("round 110, first run: a read-only server PL501 fired on, cause not yet examined",
		"round110/desc.tsv:7", "round110/desc.tsv:26", "round110/desc.tsv:68",
		"round110/desc.tsv:92", "round110/frag.tsv:6",
	)
	// Round 111: factories, industrial control and building automation, pinned at its first run
	// (on 67690af): 82/100 and 37/40.
	pin("round 111, first run: a write-capable server PL501 missed, cause not yet examined",
		"round111/desc.tsv:2", "round111/desc.tsv:12",
		"round111/desc.tsv:18",
		"round111/desc.tsv:47", "round111/desc.tsv:54",
		"round111/desc.tsv:68", "round111/desc.tsv:77",
		"round111/desc.tsv:82",
		"round111/desc.tsv:99",
		"round111/frag.tsv:6",
	)
	pin("round 111, first run: a read-only server PL501 fired on, cause not yet examined",
		"round111/frag.tsv:31", "round111/frag.tsv:35",
	)
	// Round 112: descriptions written as questions and answers, pinned at its first run
	// (on f84d738): 64/100 and 34/40.
	pin("round 112, first run: a write-capable server PL501 missed, cause not yet examined",
		"round112/desc.tsv:15", "round112/desc.tsv:36",
		"round112/desc.tsv:59",
		"round112/desc.tsv:60", "round112/desc.tsv:70", "round112/desc.tsv:79",
		"round112/desc.tsv:85", "round112/desc.tsv:86", "round112/desc.tsv:90",
		"round112/frag.tsv:3", "round112/frag.tsv:10",
	)
	pin("round 112, first run: a read-only server PL501 fired on, cause not yet examined",
		"round112/desc.tsv:19",

		"round112/desc.tsv:81", "round112/desc.tsv:92",
		"round112/frag.tsv:17", "round112/frag.tsv:24",
	)
	// Round 113: read-only claims with exceptions, pinned at its first run
	// (on f84d738): 78/100 and 35/40.
	pin("round 113, first run: a write-capable server PL501 missed, cause not yet examined",
		"round113/desc.tsv:35",
		"round113/desc.tsv:50",
		"round113/desc.tsv:61",
		"round113/desc.tsv:71",
		"round113/frag.tsv:12",
	)
	pin("round 113, first run: a read-only server PL501 fired on, cause not yet examined",
		"round113/desc.tsv:37", "round113/desc.tsv:42", "round113/desc.tsv:57",
		"round113/frag.tsv:9", "round113/frag.tsv:30", "round113/frag.tsv:40",
	)
	// Round 114: photos, video and media libraries, pinned at its first run
	// (on b06538e): 84/100 and 37/40.
	pin("round 114, first run: a write-capable server PL501 missed, cause not yet examined",
		"round114/desc.tsv:5", "round114/desc.tsv:8",
		"round114/desc.tsv:9", "round114/desc.tsv:12", "round114/desc.tsv:20",
		"round114/desc.tsv:26", "round114/desc.tsv:27", "round114/desc.tsv:34",
		"round114/desc.tsv:48", "round114/desc.tsv:52",
		"round114/desc.tsv:67", "round114/desc.tsv:79", "round114/desc.tsv:95",
		"round114/frag.tsv:17",
	)
	pin("round 114, first run: a read-only server PL501 fired on, cause not yet examined",
		"round114/frag.tsv:29",
	)
	// Round 115: cloud cost, FinOps and on-call, pinned at its first run
	// (on b06538e): 87/100 and 37/40.
	pin("round 115, first run: a write-capable server PL501 missed, cause not yet examined",
		"round115/desc.tsv:5", "round115/desc.tsv:11", "round115/desc.tsv:21",
		"round115/desc.tsv:43", "round115/desc.tsv:53",
		"round115/desc.tsv:60", "round115/desc.tsv:74",
		"round115/desc.tsv:99",
	)
	pin("round 115, first run: a read-only server PL501 fired on, cause not yet examined",
		"round115/desc.tsv:62", "round115/desc.tsv:80", "round115/frag.tsv:9",
		"round115/frag.tsv:23", "round115/frag.tsv:26",
	)
	// Round 116: documents, whiteboards and design collaboration, pinned at its first run
	// (on bcf3ea8): 90/100 and 37/40.
	pin("round 116, first run: a write-capable server PL501 missed, cause not yet examined",
		"round116/desc.tsv:18", "round116/desc.tsv:38",
		"round116/desc.tsv:48", "round116/desc.tsv:66",
		"round116/desc.tsv:76", "round116/desc.tsv:78", "round116/desc.tsv:89",
		"round116/frag.tsv:5",
	)
	pin("round 116, first run: a read-only server PL501 fired on, cause not yet examined",
		"round116/desc.tsv:7", "round116/frag.tsv:34",
	)
	// Round 117: bank back office, KYC and compliance, pinned at its first run
	// (on bcf3ea8): 88/100 and 35/40.
	pin("round 117, first run: a write-capable server PL501 missed, cause not yet examined",
		"round117/desc.tsv:8", "round117/desc.tsv:19", "round117/desc.tsv:32",
		"round117/desc.tsv:34", "round117/desc.tsv:48",
		"round117/desc.tsv:95", "round117/frag.tsv:29",
		"round117/frag.tsv:35",
	)
	pin("round 117, first run: a read-only server PL501 fired on, cause not yet examined",
		"round117/desc.tsv:2", "round117/desc.tsv:28", "round117/desc.tsv:42",
		"round117/desc.tsv:52", "round117/frag.tsv:1", "round117/frag.tsv:2",
		"round117/frag.tsv:14",
	)
	// Round 118: airlines, airports and ground transport operations, pinned at its first run
	// (on cbbd99b): 85/100 and 33/40.
	pin("round 118, first run: a write-capable server PL501 missed, cause not yet examined",
		"round118/desc.tsv:10", "round118/desc.tsv:17",
		"round118/desc.tsv:31", "round118/desc.tsv:34",
		"round118/desc.tsv:44", "round118/desc.tsv:52",
		"round118/desc.tsv:57", "round118/desc.tsv:64",
		"round118/desc.tsv:97",
		"round118/frag.tsv:12", "round118/frag.tsv:21", "round118/frag.tsv:29",
	)
	pin("round 118, first run: a read-only server PL501 fired on, cause not yet examined",
		"round118/desc.tsv:99", "round118/frag.tsv:20", "round118/frag.tsv:23",
		"round118/frag.tsv:39",
	)
	// Round 119: descriptions with numbers, limits and quotas, pinned at its first run
	// (on cbbd99b): 89/100 and 34/40.
	pin("round 119, first run: a write-capable server PL501 missed, cause not yet examined",
		"round119/desc.tsv:1", "round119/desc.tsv:38",
		"round119/desc.tsv:78", "round119/desc.tsv:85",
	)
	pin("round 119, first run: a read-only server PL501 fired on, cause not yet examined",
		"round119/frag.tsv:11",
		"round119/frag.tsv:12", "round119/frag.tsv:14", "round119/frag.tsv:15",
		"round119/frag.tsv:32",
	)
	// Round 120: packages that bundle several services, pinned at its first run
	// (on a15179c): 85/100 and 34/40.
	pin("round 120, first run: a write-capable server PL501 missed, cause not yet examined",
		"round120/desc.tsv:12", "round120/desc.tsv:16", "round120/desc.tsv:21",
		"round120/desc.tsv:38", "round120/desc.tsv:44",
		"round120/desc.tsv:67",
		"round120/desc.tsv:98", "round120/frag.tsv:21",
	)
	pin("round 120, first run: a read-only server PL501 fired on, cause not yet examined",
		"round120/desc.tsv:35", "round120/desc.tsv:46", "round120/desc.tsv:47",
		"round120/desc.tsv:52", "round120/desc.tsv:62", "round120/frag.tsv:5",
		"round120/frag.tsv:23", "round120/frag.tsv:36",
	)
	// Round 121: clinics, pharmacies and care homes operations, pinned at its first run
	// (on a15179c): 86/100 and 37/40.
	pin("round 121, first run: a write-capable server PL501 missed, cause not yet examined",
		"round121/desc.tsv:3", "round121/desc.tsv:16",
		"round121/desc.tsv:25", "round121/desc.tsv:35", "round121/desc.tsv:53",
		"round121/desc.tsv:62", "round121/desc.tsv:74", "round121/desc.tsv:76",
		"round121/desc.tsv:82", "round121/desc.tsv:83", "round121/desc.tsv:91",
		"round121/frag.tsv:7",
	)
	pin("round 121, first run: a read-only server PL501 fired on, cause not yet examined",
		"round121/desc.tsv:84", "round121/frag.tsv:4",
		"round121/frag.tsv:13",
	)
	// Round 122: live streaming and community moderation, pinned at its first run
	// (on 809887c): 88/100 and 34/40.
	pin("round 122, first run: a write-capable server PL501 missed, cause not yet examined",
		"round122/desc.tsv:35",
		"round122/desc.tsv:47", "round122/desc.tsv:71", "round122/desc.tsv:74",
		"round122/desc.tsv:78", "round122/desc.tsv:93", "round122/desc.tsv:94",
		"round122/desc.tsv:97", "round122/desc.tsv:99",
		"round122/frag.tsv:27", "round122/frag.tsv:35", "round122/frag.tsv:36",
	)
	pin("round 122, first run: a read-only server PL501 fired on, cause not yet examined",
		"round122/desc.tsv:7", "round122/frag.tsv:6", "round122/frag.tsv:8",
	)
	// Round 123: git hosting, CI/CD and package registries in prose, pinned at its first run
	// (on 809887c): 92/100 and 35/40.
	pin("round 123, first run: a write-capable server PL501 missed, cause not yet examined",
		"round123/desc.tsv:22",
		"round123/desc.tsv:33", "round123/desc.tsv:59",
		"round123/desc.tsv:74", "round123/frag.tsv:19",
		"round123/frag.tsv:37", "round123/frag.tsv:38",
	)
	pin("round 123, first run: a read-only server PL501 fired on, cause not yet examined",
		"round123/desc.tsv:89", "round123/frag.tsv:17",
	)
	// Round 124: charities' and schools' fundraising and donor management, pinned at its first run
	// (on 18f3c8c): 87/100 and 35/40.
	pin("round 124, first run: a write-capable server PL501 missed, cause not yet examined",
		"round124/desc.tsv:5", "round124/desc.tsv:38",
		"round124/desc.tsv:53", "round124/desc.tsv:61", "round124/desc.tsv:69",
		"round124/desc.tsv:83", "round124/desc.tsv:100",
		"round124/frag.tsv:26",
	)
	pin("round 124, first run: a read-only server PL501 fired on, cause not yet examined",
		"round124/desc.tsv:30", "round124/desc.tsv:72", "round124/desc.tsv:73",
		"round124/desc.tsv:81", "round124/frag.tsv:7", "round124/frag.tsv:9",
		"round124/frag.tsv:39",
	)
	// Round 125: descriptions that say who approves, and where, pinned at its first run
	// (on 18f3c8c): 87/100 and 31/40.
	pin("round 125, first run: a write-capable server PL501 missed, cause not yet examined",
		"round125/desc.tsv:73", "round125/desc.tsv:78", "round125/frag.tsv:6",
	)
	pin("round 125, first run: a read-only server PL501 fired on, cause not yet examined",
		"round125/desc.tsv:12",
		"round125/desc.tsv:26",
		"round125/desc.tsv:60", "round125/desc.tsv:70",
		"round125/desc.tsv:85", "round125/desc.tsv:88", "round125/frag.tsv:7",
		"round125/frag.tsv:9", "round125/frag.tsv:12", "round125/frag.tsv:13",
		"round125/frag.tsv:18", "round125/frag.tsv:21", "round125/frag.tsv:31",
		"round125/frag.tsv:39",
	)
	// Round 126: libraries, archives and museums, pinned at its first run
	// (on 8a3b0d4): 88/100 and 35/40.
	pin("round 126, first run: a write-capable server PL501 missed, cause not yet examined",
		"round126/desc.tsv:7", "round126/desc.tsv:22",
		"round126/desc.tsv:30", "round126/desc.tsv:32", "round126/desc.tsv:35",
		"round126/desc.tsv:47", "round126/desc.tsv:79", "round126/desc.tsv:80",
		"round126/desc.tsv:90", "round126/frag.tsv:5",
		"round126/frag.tsv:21", "round126/frag.tsv:32",
	)
	pin("round 126, first run: a read-only server PL501 fired on, cause not yet examined",
		"round126/desc.tsv:100", "round126/frag.tsv:24", "round126/frag.tsv:36",
	)
	// Round 127: watchers and triggers, pinned at its first run
	// (on 8a3b0d4): 80/100 and 34/40.
	pin("round 127, first run: a write-capable server PL501 missed, cause not yet examined",
		"round127/desc.tsv:14",
		"round127/desc.tsv:42", "round127/desc.tsv:44", "round127/desc.tsv:53",
		"round127/desc.tsv:62", "round127/desc.tsv:68",
		"round127/desc.tsv:77",
	)
	pin("round 127, first run: a read-only server PL501 fired on, cause not yet examined",
		"round127/desc.tsv:2", "round127/desc.tsv:7", "round127/desc.tsv:25",
		"round127/desc.tsv:28", "round127/desc.tsv:50", "round127/desc.tsv:51",
		"round127/desc.tsv:65", "round127/desc.tsv:81", "round127/frag.tsv:19",
		"round127/frag.tsv:20", "round127/frag.tsv:24", "round127/frag.tsv:26",
		"round127/frag.tsv:32", "round127/frag.tsv:39",
	)
	// Round 128: veterinary clinics, pet services and shelters, pinned at its first run
	// (on a646335): 90/100 and 37/40.
	pin("round 128, first run: a write-capable server PL501 missed, cause not yet examined",
		"round128/desc.tsv:1", "round128/desc.tsv:3", "round128/desc.tsv:14",
		"round128/desc.tsv:55", "round128/desc.tsv:63", "round128/desc.tsv:76",
		"round128/desc.tsv:78", "round128/frag.tsv:26",
	)
	pin("round 128, first run: a read-only server PL501 fired on, cause not yet examined",
		"round128/desc.tsv:29", "round128/desc.tsv:99", "round128/frag.tsv:1",
		"round128/frag.tsv:7",
	)
	// Round 129: causative and delegating frames, pinned at its first run
	// (on a646335): 90/100 and 35/40.
	pin("round 129, first run: a write-capable server PL501 missed, cause not yet examined",
		"round129/desc.tsv:13", "round129/desc.tsv:21", "round129/desc.tsv:69",
		"round129/desc.tsv:73", "round129/desc.tsv:98",
	)
	pin("round 129, first run: a read-only server PL501 fired on, cause not yet examined",
		"round129/desc.tsv:10", "round129/desc.tsv:25", "round129/desc.tsv:59",
		"round129/desc.tsv:66", "round129/desc.tsv:88", "round129/frag.tsv:6",
		"round129/frag.tsv:11", "round129/frag.tsv:15",
		"round129/frag.tsv:37",
	)
	// Round 130: job seekers and freelancers, pinned at its first run
	// (on bae2f4a): 86/100 and 35/40.
	pin("round 130, first run: a write-capable server PL501 missed, cause not yet examined",
		"round130/desc.tsv:15", "round130/desc.tsv:29", "round130/desc.tsv:34",
		"round130/desc.tsv:42",
		"round130/desc.tsv:57",
		"round130/desc.tsv:89",
	)
	pin("round 130, first run: a read-only server PL501 fired on, cause not yet examined",
		"round130/desc.tsv:5", "round130/desc.tsv:6", "round130/desc.tsv:32",
		"round130/desc.tsv:85", "round130/frag.tsv:16",
		"round130/frag.tsv:22", "round130/frag.tsv:39",
	)
	// Round 131: testimonials and first-person voices, pinned at its first run
	// (on bae2f4a): 75/100 and 38/40.
	pin("round 131, first run: a write-capable server PL501 missed, cause not yet examined",
		"round131/desc.tsv:2", "round131/desc.tsv:5", "round131/desc.tsv:18",
		"round131/desc.tsv:52", "round131/desc.tsv:53",
		"round131/desc.tsv:63", "round131/desc.tsv:74",
		"round131/desc.tsv:76", "round131/desc.tsv:77", "round131/frag.tsv:36",
	)
	pin("round 131, first run: a read-only server PL501 fired on, cause not yet examined",
		"round131/desc.tsv:12", "round131/desc.tsv:19", "round131/desc.tsv:23",
		"round131/desc.tsv:47",
		"round131/desc.tsv:55",
		"round131/desc.tsv:87",
		"round131/desc.tsv:94",
	)
	// Round 132: contrast and scope words, pinned at its first run
	// (on 6900be3): 93/100 and 34/40.
	pin("round 132, first run: a write-capable server PL501 missed, cause not yet examined",
		"round132/desc.tsv:38", "round132/desc.tsv:39",
	)
	pin("round 132, first run: a read-only server PL501 fired on, cause not yet examined",
		"round132/desc.tsv:16", "round132/desc.tsv:37", "round132/frag.tsv:1",
		"round132/frag.tsv:17",
		"round132/frag.tsv:40",
	)
	// Round 133: translation and localization, pinned at its first run
	// (on 6900be3): 89/100 and 35/40.
	pin("round 133, first run: a write-capable server PL501 missed, cause not yet examined",
		"round133/desc.tsv:14", "round133/desc.tsv:54",
		"round133/desc.tsv:70", "round133/desc.tsv:79",
		"round133/desc.tsv:88",
	)
	pin("round 133, first run: a read-only server PL501 fired on, cause not yet examined",
		"round133/desc.tsv:62", "round133/frag.tsv:18", "round133/frag.tsv:19",
		"round133/frag.tsv:29", "round133/frag.tsv:39",
	)
	// Round 134: company IT administration, pinned at its first run
	// (on ffe0684): 87/100 and 36/40.
	pin("round 134, first run: a write-capable server PL501 missed, cause not yet examined",
		"round134/desc.tsv:3", "round134/desc.tsv:25",
		"round134/desc.tsv:60", "round134/desc.tsv:64",
		"round134/frag.tsv:10", "round134/frag.tsv:14",
	)
	pin("round 134, first run: a read-only server PL501 fired on, cause not yet examined",
		"round134/desc.tsv:4", "round134/desc.tsv:23", "round134/desc.tsv:32",
		"round134/desc.tsv:58", "round134/frag.tsv:1", "round134/frag.tsv:39",
	)
	// Round 135: HTTP endpoints and function signatures, pinned at its first run
	// (on ffe0684): 90/100 and 37/40.
	pin("round 135, first run: a write-capable server PL501 missed, cause not yet examined",
		"round135/desc.tsv:15", "round135/desc.tsv:49",
		"round135/desc.tsv:59", "round135/desc.tsv:64",
	)
	pin("round 135, first run: a read-only server PL501 fired on, cause not yet examined",
		"round135/desc.tsv:66", "round135/desc.tsv:69", "round135/desc.tsv:90",
		"round135/frag.tsv:8", "round135/frag.tsv:15",
	)
	// Round 136: online resellers and marketplace sellers, pinned at its first run
	// (on 23679f7): 87/100 and 31/40.
	pin("round 136, first run: a write-capable server PL501 missed, cause not yet examined",
		"round136/desc.tsv:1",
		"round136/desc.tsv:62",
		"round136/frag.tsv:13", "round136/frag.tsv:17",
		"round136/frag.tsv:30", "round136/frag.tsv:34", "round136/frag.tsv:37",
	)
	pin("round 136, first run: a read-only server PL501 fired on, cause not yet examined",
		"round136/desc.tsv:6", "round136/desc.tsv:36", "round136/desc.tsv:38",
		"round136/desc.tsv:88", "round136/desc.tsv:93", "round136/desc.tsv:100",
		"round136/frag.tsv:24", "round136/frag.tsv:33",
	)
	// Round 137: instructions written to the model, pinned at its first run
	// (on 23679f7): 94/100 and 33/40.
	pin("round 137, first run: a write-capable server PL501 missed, cause not yet examined",
		"round137/desc.tsv:81",
	)
	pin("round 137, first run: a read-only server PL501 fired on, cause not yet examined",
		"round137/desc.tsv:1", "round137/desc.tsv:39", "round137/desc.tsv:46",
		"round137/frag.tsv:23", "round137/frag.tsv:25", "round137/frag.tsv:31",
		"round137/frag.tsv:34",
	)
	// Round 138: field-service and home-services businesses, pinned at its first run
	// (on d15e5a6): 94/100 and 37/40.
	pin("round 138, first run: a write-capable server PL501 missed, cause not yet examined",
		"round138/desc.tsv:28", "round138/desc.tsv:81",
	)
	pin("round 138, first run: a read-only server PL501 fired on, cause not yet examined",
		"round138/desc.tsv:21", "round138/desc.tsv:65", "round138/desc.tsv:66",
		"round138/frag.tsv:14", "round138/frag.tsv:30", "round138/frag.tsv:34",
	)
	// Round 139: asides, parentheses and postscripts, pinned at its first run
	// (on d15e5a6): 78/100 and 33/40.
	pin("round 139, first run: a write-capable server PL501 missed, cause not yet examined",
		"round139/desc.tsv:22", "round139/desc.tsv:32",
		"round139/desc.tsv:34", "round139/desc.tsv:35", "round139/desc.tsv:38",
		"round139/desc.tsv:56",
		"round139/desc.tsv:71", "round139/desc.tsv:79", "round139/desc.tsv:86",
		"round139/desc.tsv:90", "round139/frag.tsv:33",
	)
	pin("round 139, first run: a read-only server PL501 fired on, cause not yet examined",
		"round139/desc.tsv:40", "round139/desc.tsv:44",

		"round139/frag.tsv:17",
		"round139/frag.tsv:20",
	)
	// Round 140: parents, schools and childcare, pinned at its first run
	// (on b2d438d): 77/100 and 36/40.
	pin("round 140, first run: a write-capable server PL501 missed, cause not yet examined",
		"round140/desc.tsv:2", "round140/desc.tsv:6", "round140/desc.tsv:18",
		"round140/desc.tsv:19", "round140/desc.tsv:22", "round140/desc.tsv:24",
		"round140/desc.tsv:32",
		"round140/desc.tsv:39", "round140/desc.tsv:45", "round140/desc.tsv:50",
		"round140/desc.tsv:52", "round140/desc.tsv:55",
		"round140/desc.tsv:76", "round140/desc.tsv:88",
		"round140/desc.tsv:91", "round140/desc.tsv:93", "round140/frag.tsv:10",
		"round140/frag.tsv:20",
	)
	pin("round 140, first run: a read-only server PL501 fired on, cause not yet examined",
		"round140/desc.tsv:30", "round140/desc.tsv:35", "round140/desc.tsv:37",
		"round140/frag.tsv:4", "round140/frag.tsv:30",
	)
	// Round 141: rules, automations and recurring jobs, pinned at its first run
	// (on b2d438d): 87/100 and 33/40.
	pin("round 141, first run: a write-capable server PL501 missed, cause not yet examined",
		"round141/desc.tsv:25", "round141/desc.tsv:31",
		"round141/desc.tsv:38",
		"round141/desc.tsv:54",
		"round141/desc.tsv:78", "round141/desc.tsv:91", "round141/frag.tsv:5",
		"round141/frag.tsv:30",
	)
	pin("round 141, first run: a read-only server PL501 fired on, cause not yet examined",
		"round141/desc.tsv:13", "round141/desc.tsv:40", "round141/frag.tsv:8",
		"round141/frag.tsv:18", "round141/frag.tsv:20", "round141/frag.tsv:26",
		"round141/frag.tsv:32",
	)
	// Round 142: many forms of negation and limits, pinned at its first run
	// (on 08bcb6f): 91/100 and 36/40.
	pin("round 142, first run: a write-capable server PL501 missed, cause not yet examined",
		"round142/desc.tsv:21", "round142/desc.tsv:43", "round142/desc.tsv:60",
	)
	pin("round 142, first run: a read-only server PL501 fired on, cause not yet examined",
		"round142/desc.tsv:15",
		"round142/desc.tsv:91",
		"round142/frag.tsv:6", "round142/frag.tsv:19",
		"round142/frag.tsv:37",
	)
	// Round 143: open-source maintainers and community managers, pinned at its first run
	// (on 08bcb6f): 92/100 and 33/40.
	pin("round 143, first run: a write-capable server PL501 missed, cause not yet examined",
		"round143/desc.tsv:12", "round143/desc.tsv:15", "round143/desc.tsv:45",
		"round143/frag.tsv:25", "round143/frag.tsv:35",
	)
	pin("round 143, first run: a read-only server PL501 fired on, cause not yet examined",
		"round143/desc.tsv:44", "round143/desc.tsv:88", "round143/desc.tsv:96",
		"round143/desc.tsv:99", "round143/frag.tsv:6",
		"round143/frag.tsv:16", "round143/frag.tsv:19", "round143/frag.tsv:32",
	)
	// Round 144: property managers, landlords and tenants, pinned at its first run
	// (on dfc8ccc): 91/100 and 37/40.
	pin("round 144, first run: a write-capable server PL501 missed, cause not yet examined",
		"round144/desc.tsv:21", "round144/desc.tsv:24", "round144/desc.tsv:61",
		"round144/desc.tsv:85",
	)
	pin("round 144, first run: a read-only server PL501 fired on, cause not yet examined",
		"round144/desc.tsv:37", "round144/desc.tsv:39", "round144/desc.tsv:68",
		"round144/desc.tsv:82", "round144/frag.tsv:17",
	)
	// Round 145: ability and permission words, pinned at its first run
	// (on dfc8ccc): 93/100 and 33/40.
	pin("round 145, first run: a write-capable server PL501 missed, cause not yet examined",
		"round145/desc.tsv:21", "round145/desc.tsv:24", "round145/desc.tsv:61",
	)
	pin("round 145, first run: a read-only server PL501 fired on, cause not yet examined",
		"round145/desc.tsv:44", "round145/desc.tsv:78",
		"round145/desc.tsv:96", "round145/frag.tsv:15",
		"round145/frag.tsv:26", "round145/frag.tsv:36",
		"round145/frag.tsv:40",
	)
	// Round 146: sports clubs, leagues, coaches and venues, pinned at its first run
	// (on 5d80f88): 89/100 and 35/40.
	pin("round 146, first run: a write-capable server PL501 missed, cause not yet examined",
		"round146/desc.tsv:2", "round146/desc.tsv:4", "round146/desc.tsv:18",
		"round146/desc.tsv:31", "round146/desc.tsv:33",
		"round146/desc.tsv:35", "round146/desc.tsv:60", "round146/desc.tsv:61",
		"round146/desc.tsv:67", "round146/frag.tsv:23",
	)
	pin("round 146, first run: a read-only server PL501 fired on, cause not yet examined",
		"round146/desc.tsv:9", "round146/frag.tsv:19", "round146/frag.tsv:28",
		"round146/frag.tsv:29", "round146/frag.tsv:35",
	)
	// Round 147: where the results go, pinned at its first run
	// (on 5d80f88): 78/100 and 37/40.
	pin("round 147, first run: a write-capable server PL501 missed, cause not yet examined",
		"round147/desc.tsv:7", "round147/desc.tsv:22",
		"round147/desc.tsv:47", "round147/desc.tsv:49", "round147/desc.tsv:51",
		"round147/desc.tsv:54",
		"round147/desc.tsv:72",
		"round147/desc.tsv:89",
		"round147/desc.tsv:98",
	)
	pin("round 147, first run: a read-only server PL501 fired on, cause not yet examined",
		"round147/desc.tsv:26", "round147/desc.tsv:43", "round147/desc.tsv:81",
		"round147/frag.tsv:16", "round147/frag.tsv:29",
	)
	// Round 148: data pipelines, syncs and backups, pinned at its first run
	// (on b943abf): 86/100 and 33/40.
	pin("round 148, first run: a write-capable server PL501 missed, cause not yet examined",
		"round148/desc.tsv:2", "round148/desc.tsv:10",
		"round148/desc.tsv:31", "round148/desc.tsv:33",
		"round148/desc.tsv:51", "round148/desc.tsv:55",
		"round148/desc.tsv:72", "round148/desc.tsv:87",
		"round148/desc.tsv:90", "round148/frag.tsv:5", "round148/frag.tsv:8",
		"round148/frag.tsv:23", "round148/frag.tsv:27",
	)
	pin("round 148, first run: a read-only server PL501 fired on, cause not yet examined",
		"round148/desc.tsv:24", "round148/frag.tsv:12", "round148/frag.tsv:25",
	)
	// Round 149: salons, barbers and spas, pinned at its first run
	// (on b943abf): 96/100 and 38/40.
	pin("round 149, first run: a write-capable server PL501 missed, cause not yet examined",
		"round149/desc.tsv:9", "round149/desc.tsv:36",
	)
	pin("round 149, first run: a read-only server PL501 fired on, cause not yet examined",
		"round149/desc.tsv:4", "round149/frag.tsv:11", "round149/frag.tsv:26",
	)
	// Round 150: outputs that land somewhere, pinned at its first run
	// (on 2c92cda): 73/100 and 37/40.
	pin("round 150, first run: a write-capable server PL501 missed, cause not yet examined",
		"round150/desc.tsv:4", "round150/desc.tsv:7",
		"round150/desc.tsv:33", "round150/desc.tsv:37", "round150/desc.tsv:39",
		"round150/desc.tsv:43", "round150/desc.tsv:50", "round150/desc.tsv:55",
		"round150/desc.tsv:68",
		"round150/desc.tsv:69", "round150/desc.tsv:70",
		"round150/desc.tsv:78", "round150/desc.tsv:81", "round150/desc.tsv:84",
		"round150/frag.tsv:18",
	)
	pin("round 150, first run: a read-only server PL501 fired on, cause not yet examined",
		"round150/desc.tsv:17", "round150/desc.tsv:19", "round150/desc.tsv:72",
		"round150/desc.tsv:86", "round150/desc.tsv:90", "round150/desc.tsv:96",
		"round150/frag.tsv:26",
	)
	// Round 151: faith communities and community groups, pinned at its first run
	// (on 2c92cda): 92/100 and 35/40.
	pin("round 151, first run: a write-capable server PL501 missed, cause not yet examined",
		"round151/desc.tsv:47", "round151/desc.tsv:54",
		"round151/desc.tsv:86", "round151/frag.tsv:19",
		"round151/frag.tsv:35",
	)
	pin("round 151, first run: a read-only server PL501 fired on, cause not yet examined",
		"round151/desc.tsv:36", "round151/desc.tsv:53", "round151/desc.tsv:87",
		"round151/frag.tsv:20", "round151/frag.tsv:36",
	)
	// Round 152: the result as the subject, pinned at its first run
	// (on 6cb203f): 80/100 and 34/40.
	pin("round 152, first run: a write-capable server PL501 missed, cause not yet examined",
		"round152/desc.tsv:8", "round152/desc.tsv:9",
		"round152/desc.tsv:22", "round152/desc.tsv:31",
		"round152/desc.tsv:36", "round152/desc.tsv:38",
		"round152/desc.tsv:76", "round152/desc.tsv:77", "round152/desc.tsv:79",
		"round152/desc.tsv:81", "round152/desc.tsv:88",
		"round152/frag.tsv:8", "round152/frag.tsv:35",
	)
	pin("round 152, first run: a read-only server PL501 fired on, cause not yet examined",
		"round152/desc.tsv:34", "round152/desc.tsv:41", "round152/desc.tsv:61",
		"round152/desc.tsv:73", "round152/desc.tsv:90", "round152/frag.tsv:13",
		"round152/frag.tsv:18", "round152/frag.tsv:21", "round152/frag.tsv:36",
	)
	// Round 153: dating and social discovery apps, pinned at its first run
	// (on 6cb203f): 80/100 and 35/40.
	pin("round 153, first run: a write-capable server PL501 missed, cause not yet examined",
		"round153/desc.tsv:2", "round153/desc.tsv:9", "round153/desc.tsv:14",
		"round153/desc.tsv:22",
		"round153/desc.tsv:44", "round153/desc.tsv:48",
		"round153/desc.tsv:56", "round153/desc.tsv:57",
		"round153/desc.tsv:72",
		"round153/desc.tsv:96", "round153/frag.tsv:29",
		"round153/frag.tsv:36",
	)
	pin("round 153, first run: a read-only server PL501 fired on, cause not yet examined",
		"round153/desc.tsv:16", "round153/desc.tsv:31", "round153/desc.tsv:49",
		"round153/desc.tsv:97", "round153/frag.tsv:4", "round153/frag.tsv:16",
	)
	// Round 154: acts on people and communities, pinned at its first run
	// (on 490a9ac): 91/100 and 35/40.
	pin("round 154, first run: a write-capable server PL501 missed, cause not yet examined",
		"round154/desc.tsv:26", "round154/desc.tsv:65", "round154/desc.tsv:71",
		"round154/desc.tsv:72",
	)
	pin("round 154, first run: a read-only server PL501 fired on, cause not yet examined",
		"round154/desc.tsv:7", "round154/desc.tsv:10", "round154/desc.tsv:54",
		"round154/desc.tsv:66", "round154/desc.tsv:81", "round154/frag.tsv:4",
		"round154/frag.tsv:13",
	)
	// Round 155: verbs of arriving and appearing, pinned at its first run
	// (on 490a9ac): 85/100 and 34/40.
	pin("round 155, first run: a write-capable server PL501 missed, cause not yet examined",
		"round155/desc.tsv:2", "round155/desc.tsv:8",
		"round155/desc.tsv:29",
		"round155/desc.tsv:90", "round155/desc.tsv:91", "round155/frag.tsv:29",
	)
	pin("round 155, first run: a read-only server PL501 fired on, cause not yet examined",
		"round155/desc.tsv:70", "round155/desc.tsv:86",
		"round155/frag.tsv:7", "round155/frag.tsv:15",
		"round155/frag.tsv:24", "round155/frag.tsv:35",
	)
	// Round 156: print shops and merch, pinned at its first run
	// (on 6782c94): 95/100 and 35/40.
	pin("round 156, first run: a write-capable server PL501 missed, cause not yet examined",
		"round156/desc.tsv:66", "round156/desc.tsv:74",
	)
	pin("round 156, first run: a read-only server PL501 fired on, cause not yet examined",
		"round156/frag.tsv:2", "round156/frag.tsv:6", "round156/frag.tsv:16",
		"round156/frag.tsv:18", "round156/frag.tsv:19",
	)
	// Round 157: several actors in one description, pinned at its first run
	// (on 6782c94): 77/100 and 31/40.
	pin("round 157, first run: a write-capable server PL501 missed, cause not yet examined",
		"round157/desc.tsv:16", "round157/desc.tsv:23", "round157/desc.tsv:27",
		"round157/desc.tsv:28", "round157/desc.tsv:33", "round157/desc.tsv:34",
		"round157/desc.tsv:39", "round157/desc.tsv:56", "round157/desc.tsv:69",
		"round157/desc.tsv:81", "round157/desc.tsv:84", "round157/desc.tsv:88",
		"round157/frag.tsv:38",
	)
	pin("round 157, first run: a read-only server PL501 fired on, cause not yet examined",
		"round157/desc.tsv:17", "round157/desc.tsv:20",
		"round157/desc.tsv:73", "round157/frag.tsv:2",
		"round157/frag.tsv:9", "round157/frag.tsv:20", "round157/frag.tsv:23",
		"round157/frag.tsv:26", "round157/frag.tsv:31", "round157/frag.tsv:34",
		"round157/frag.tsv:35",
	)
	// Round 158: other services and people do the acting, pinned at its first run
	// (on b602229): 84/100 and 33/40.
	pin("round 158, first run: a write-capable server PL501 missed, cause not yet examined",
		"round158/desc.tsv:7", "round158/desc.tsv:35", "round158/desc.tsv:47",
		"round158/desc.tsv:52", "round158/desc.tsv:57", "round158/desc.tsv:80",
		"round158/desc.tsv:93", "round158/frag.tsv:13", "round158/frag.tsv:24",
	)
	pin("round 158, first run: a read-only server PL501 fired on, cause not yet examined",
		"round158/desc.tsv:30", "round158/desc.tsv:31",
		"round158/desc.tsv:36",
		"round158/desc.tsv:77", "round158/desc.tsv:90", "round158/desc.tsv:94",
		"round158/frag.tsv:2", "round158/frag.tsv:10", "round158/frag.tsv:20",
		"round158/frag.tsv:28", "round158/frag.tsv:39",
	)
	// Round 159: moving and relocation, pinned at its first run
	// (on b602229): 91/100 and 36/40.
	pin("round 159, first run: a write-capable server PL501 missed, cause not yet examined",
		"round159/desc.tsv:11", "round159/desc.tsv:20", "round159/desc.tsv:28",
		"round159/desc.tsv:43", "round159/desc.tsv:56", "round159/desc.tsv:84",
	)
	pin("round 159, first run: a read-only server PL501 fired on, cause not yet examined",
		"round159/desc.tsv:38", "round159/desc.tsv:73", "round159/desc.tsv:86",
		"round159/frag.tsv:23", "round159/frag.tsv:32", "round159/frag.tsv:34",
	)
	// Round 160: who does what, pinned at its first run
	// (on b909e46): 83/100 and 34/40.
	pin("round 160, first run: a write-capable server PL501 missed, cause not yet examined",
		"round160/desc.tsv:4", "round160/desc.tsv:15", "round160/desc.tsv:23",
		"round160/desc.tsv:25", "round160/desc.tsv:42", "round160/desc.tsv:45",
		"round160/desc.tsv:81", "round160/desc.tsv:86", "round160/desc.tsv:98",
		"round160/frag.tsv:38",
	)
	pin("round 160, first run: a read-only server PL501 fired on, cause not yet examined",
		"round160/desc.tsv:1", "round160/desc.tsv:16", "round160/desc.tsv:18",
		"round160/desc.tsv:19", "round160/desc.tsv:51", "round160/desc.tsv:52",
		"round160/desc.tsv:56", "round160/desc.tsv:90", "round160/frag.tsv:13",
		"round160/frag.tsv:22", "round160/frag.tsv:33", "round160/frag.tsv:36",
	)
	// Round 161: outdoors, camping and permits, pinned at its first run
	// (on b909e46): 92/100 and 34/40.
	pin("round 161, first run: a write-capable server PL501 missed, cause not yet examined",
		"round161/desc.tsv:19", "round161/desc.tsv:28",
		"round161/desc.tsv:50", "round161/desc.tsv:59", "round161/desc.tsv:63",
		"round161/frag.tsv:5", "round161/frag.tsv:12",
	)
	pin("round 161, first run: a read-only server PL501 fired on, cause not yet examined",
		"round161/desc.tsv:29", "round161/frag.tsv:9",
		"round161/frag.tsv:10", "round161/frag.tsv:21", "round161/frag.tsv:33",
	)
	// Round 162: an ordinary catalog sample, pinned at its first run
	// (on 512f335): 94/100 and 40/40.
	pin("round 162, first run: a write-capable server PL501 missed, cause not yet examined",
		"round162/desc.tsv:14", "round162/desc.tsv:25",
	)
	pin("round 162, first run: a read-only server PL501 fired on, cause not yet examined",
		"round162/desc.tsv:17",
	)
	// Round 163: an ordinary catalog sample, terse, pinned at its first run
	// (on 512f335): 95/100 and 33/40.
	pin("round 163, first run: a write-capable server PL501 missed, cause not yet examined",
		"round163/frag.tsv:15",
		"round163/frag.tsv:19",
	)
	pin("round 163, first run: a read-only server PL501 fired on, cause not yet examined",
		"round163/desc.tsv:75", "round163/desc.tsv:100",
		"round163/frag.tsv:1", "round163/frag.tsv:20",
		"round163/frag.tsv:23", "round163/frag.tsv:26",
	)
	// Round 164: another ordinary catalog sample, pinned at its first run
	// (on 31b3e3e): 93/100 and 37/40.
	pin("round 164, first run: a write-capable server PL501 missed, cause not yet examined",
		"round164/desc.tsv:32", "round164/desc.tsv:54",
		"round164/desc.tsv:66", "round164/frag.tsv:35",
	)
	pin("round 164, first run: a read-only server PL501 fired on, cause not yet examined",
		"round164/desc.tsv:79", "round164/desc.tsv:98", "round164/frag.tsv:2",
		"round164/frag.tsv:39",
	)
	// Round 165: hobbyists and makers, pinned at its first run
	// (on 31b3e3e): 88/100 and 30/40.
	pin("round 165, first run: a write-capable server PL501 missed, cause not yet examined",
		"round165/desc.tsv:23", "round165/desc.tsv:50",
		"round165/desc.tsv:55", "round165/desc.tsv:57",
		"round165/desc.tsv:66", "round165/desc.tsv:85",
		"round165/desc.tsv:100",
		"round165/frag.tsv:11", "round165/frag.tsv:13",
		"round165/frag.tsv:31", "round165/frag.tsv:32", "round165/frag.tsv:34",
		"round165/frag.tsv:37",
	)
	pin("round 165, first run: a read-only server PL501 fired on, cause not yet examined",
		"round165/frag.tsv:14", "round165/frag.tsv:24", "round165/frag.tsv:29",
	)
	// Round 166: a fourth ordinary catalog sample, pinned at its first run
	// (on acc93b2): 97/100 and 36/40.
	pin("round 166, first run: a write-capable server PL501 missed, cause not yet examined",
		"round166/desc.tsv:36", "round166/desc.tsv:81",
	)
	pin("round 166, first run: a read-only server PL501 fired on, cause not yet examined",
		"round166/desc.tsv:50", "round166/frag.tsv:7", "round166/frag.tsv:14",
		"round166/frag.tsv:20", "round166/frag.tsv:32",
	)
	// Round 167: small and personal projects, pinned at its first run
	// (on f7b02a0): 95/100 and 35/40.
	pin("round 167, first run: a write-capable server PL501 missed, cause not yet examined",
		"round167/desc.tsv:28", "round167/desc.tsv:68", "round167/desc.tsv:73",
		"round167/desc.tsv:100",
	)
	pin("round 167, first run: a read-only server PL501 fired on, cause not yet examined",
		"round167/desc.tsv:7", "round167/frag.tsv:7", "round167/frag.tsv:20",
		"round167/frag.tsv:29", "round167/frag.tsv:31",
	)
	// Round 168: companies' internal tools, pinned at its first run
	// (on 011ed05): 91/100 and 34/40.
	pin("round 168, first run: a write-capable server PL501 missed, cause not yet examined",
		"round168/desc.tsv:12",
		"round168/desc.tsv:65", "round168/desc.tsv:68",
		"round168/desc.tsv:94", "round168/desc.tsv:95",
		"round168/frag.tsv:6",
	)
	pin("round 168, first run: a read-only server PL501 fired on, cause not yet examined",
		"round168/frag.tsv:17", "round168/frag.tsv:32", "round168/frag.tsv:36",
		"round168/frag.tsv:38",
	)
	// Round 169: feature lists, pinned at its first run
	// (on 011ed05): 83/100 and 33/40.
	pin("round 169, first run: a write-capable server PL501 missed, cause not yet examined",
		"round169/desc.tsv:15", "round169/desc.tsv:21", "round169/desc.tsv:22",
		"round169/desc.tsv:24", "round169/desc.tsv:35", "round169/desc.tsv:51",
		"round169/desc.tsv:69",
		"round169/desc.tsv:97",
		"round169/frag.tsv:24",
	)
	pin("round 169, first run: a read-only server PL501 fired on, cause not yet examined",
		"round169/desc.tsv:16", "round169/desc.tsv:19", "round169/desc.tsv:58",
		"round169/desc.tsv:75", "round169/frag.tsv:14", "round169/frag.tsv:21",
		"round169/frag.tsv:30", "round169/frag.tsv:38",
	)
	// Round 170: capabilities named as nouns, pinned at its first run
	// (on 361cdb5): 83/100 and 30/40.
	pin("round 170, first run: a write-capable server PL501 missed, cause not yet examined",
		"round170/desc.tsv:3", "round170/desc.tsv:10",
		"round170/desc.tsv:12", "round170/desc.tsv:26",
		"round170/desc.tsv:52",
		"round170/frag.tsv:7",
		"round170/frag.tsv:40",
	)
	pin("round 170, first run: a read-only server PL501 fired on, cause not yet examined",
		"round170/desc.tsv:8", "round170/desc.tsv:39", "round170/desc.tsv:48",
		"round170/desc.tsv:54", "round170/desc.tsv:75", "round170/desc.tsv:78",
		"round170/frag.tsv:1", "round170/frag.tsv:8", "round170/frag.tsv:10",
		"round170/frag.tsv:13", "round170/frag.tsv:18", "round170/frag.tsv:19",
		"round170/frag.tsv:27",
	)
	// Round 171: consumers' everyday apps, pinned at its first run
	// (on 361cdb5): 79/100 and 36/40.
	pin("round 171, first run: a write-capable server PL501 missed, cause not yet examined",
		"round171/desc.tsv:18", "round171/desc.tsv:19", "round171/desc.tsv:20",
		"round171/desc.tsv:24", "round171/desc.tsv:29", "round171/desc.tsv:34",
		"round171/desc.tsv:35", "round171/desc.tsv:37",
		"round171/desc.tsv:59", "round171/desc.tsv:62", "round171/desc.tsv:67",
		"round171/desc.tsv:87",
		"round171/desc.tsv:96", "round171/frag.tsv:38",
	)
	pin("round 171, first run: a read-only server PL501 fired on, cause not yet examined",
		"round171/desc.tsv:5", "round171/desc.tsv:23", "round171/desc.tsv:38",
		"round171/desc.tsv:71", "round171/desc.tsv:94", "round171/frag.tsv:6",
		"round171/frag.tsv:32", "round171/frag.tsv:36",
	)
	// Round 172: devices at home and on the road, pinned at its first run
	// (on d5f8d54): 86/100 and 35/40.
	pin("round 172, first run: a write-capable server PL501 missed, cause not yet examined",
		"round172/desc.tsv:15", "round172/desc.tsv:16", "round172/desc.tsv:17",
		"round172/desc.tsv:39", "round172/desc.tsv:51",
		"round172/desc.tsv:56", "round172/desc.tsv:57", "round172/desc.tsv:76",
		"round172/desc.tsv:84", "round172/desc.tsv:85",
		"round172/frag.tsv:4", "round172/frag.tsv:20", "round172/frag.tsv:31",
		"round172/frag.tsv:39",
	)
	pin("round 172, first run: a read-only server PL501 fired on, cause not yet examined",
		"round172/desc.tsv:26", "round172/desc.tsv:89", "round172/frag.tsv:32",
	)
	// Round 173: a fifth ordinary catalog sample, pinned at its first run
	// (on d5f8d54): 97/100 and 34/40.
	pin("round 173, first run: a write-capable server PL501 missed, cause not yet examined",
		"round173/desc.tsv:32", "round173/desc.tsv:100",
	)
	pin("round 173, first run: a read-only server PL501 fired on, cause not yet examined",
		"round173/desc.tsv:79", "round173/frag.tsv:6", "round173/frag.tsv:23",
		"round173/frag.tsv:29", "round173/frag.tsv:36",
		"round173/frag.tsv:37",
	)
	// Round 174: acts named only by their settings, pinned at its first run
	// (on de6d134): 57/100 and 24/40.
	pin("round 174, first run: a write-capable server PL501 missed, cause not yet examined",
		"round174/desc.tsv:4", "round174/desc.tsv:8",
		"round174/desc.tsv:10", "round174/desc.tsv:12", "round174/desc.tsv:16",
		"round174/desc.tsv:18", "round174/desc.tsv:20", "round174/desc.tsv:21",
		"round174/desc.tsv:22", "round174/desc.tsv:27", "round174/desc.tsv:32",
		"round174/desc.tsv:35", "round174/desc.tsv:38",
		"round174/desc.tsv:48", "round174/desc.tsv:49",
		"round174/desc.tsv:52", "round174/desc.tsv:54",
		"round174/desc.tsv:59", "round174/desc.tsv:62",
		"round174/desc.tsv:65", "round174/desc.tsv:66",
		"round174/desc.tsv:72", "round174/desc.tsv:73",
		"round174/desc.tsv:76", "round174/desc.tsv:78", "round174/desc.tsv:81",
		"round174/desc.tsv:83", "round174/desc.tsv:87", "round174/desc.tsv:90",
		"round174/desc.tsv:91", "round174/desc.tsv:95", "round174/desc.tsv:97",
		"round174/desc.tsv:98", "round174/frag.tsv:2", "round174/frag.tsv:5",
		"round174/frag.tsv:9", "round174/frag.tsv:10",
		"round174/frag.tsv:12", "round174/frag.tsv:14", "round174/frag.tsv:19",
		"round174/frag.tsv:22", "round174/frag.tsv:26", "round174/frag.tsv:30",
		"round174/frag.tsv:37", "round174/frag.tsv:38",
	)
	pin("round 174, first run: a read-only server PL501 fired on, cause not yet examined",
		"round174/desc.tsv:13", "round174/desc.tsv:58", "round174/desc.tsv:71",
		"round174/frag.tsv:21", "round174/frag.tsv:29", "round174/frag.tsv:35",
	)
	// Round 175: a sixth ordinary catalog sample, pinned at its first run
	// (on de6d134): 96/100 and 34/40.
	pin("round 175, first run: a write-capable server PL501 missed, cause not yet examined",
		"round175/desc.tsv:14", "round175/desc.tsv:39",
	)
	pin("round 175, first run: a read-only server PL501 fired on, cause not yet examined",
		"round175/desc.tsv:8", "round175/desc.tsv:15", "round175/frag.tsv:3",
		"round175/frag.tsv:16",
		"round175/frag.tsv:32",
	)
	// Round 176: a seventh ordinary catalog sample, pinned at its first run
	// (on 624325d): 98/100 and 34/40.
	pin("round 176, first run: a write-capable server PL501 missed, cause not yet examined",
		"round176/frag.tsv:1",
	)
	pin("round 176, first run: a read-only server PL501 fired on, cause not yet examined",
		"round176/desc.tsv:23", "round176/frag.tsv:3",
		"round176/frag.tsv:9", "round176/frag.tsv:16", "round176/frag.tsv:23",
		"round176/frag.tsv:25",
	)
	// Round 177: operations and admin consoles, pinned at its first run
	// (on 624325d): 97/100 and 32/40.
	pin("round 177, first run: a write-capable server PL501 missed, cause not yet examined",
		"round177/desc.tsv:14", "round177/desc.tsv:45",
		"round177/frag.tsv:40",
	)
	pin("round 177, first run: a read-only server PL501 fired on, cause not yet examined",
		"round177/frag.tsv:3", "round177/frag.tsv:17",
		"round177/frag.tsv:22", "round177/frag.tsv:32", "round177/frag.tsv:35",
	)
	// Round 178: feature lists, again, pinned at its first run
	// (on 99b9514): 79/100 and 36/40.
	pin("round 178, first run: a write-capable server PL501 missed, cause not yet examined",
		"round178/desc.tsv:5", "round178/desc.tsv:7",
		"round178/desc.tsv:15", "round178/desc.tsv:19",
		"round178/desc.tsv:22", "round178/desc.tsv:27",
		"round178/desc.tsv:59",
		"round178/desc.tsv:86",
		"round178/desc.tsv:95", "round178/desc.tsv:96",
		"round178/frag.tsv:33", "round178/frag.tsv:40",
	)
	pin("round 178, first run: a read-only server PL501 fired on, cause not yet examined",
		"round178/desc.tsv:28", "round178/frag.tsv:31",
	)
	// Round 179: an eighth ordinary catalog sample, pinned at its first run
	// (on 99b9514): 95/100 and 32/40.
	pin("round 179, first run: a write-capable server PL501 missed, cause not yet examined",
		"round179/frag.tsv:22",
	)
	pin("round 179, first run: a read-only server PL501 fired on, cause not yet examined",
		"round179/desc.tsv:36", "round179/desc.tsv:42",
		"round179/desc.tsv:94", "round179/frag.tsv:9", "round179/frag.tsv:15",
		"round179/frag.tsv:31",
		"round179/frag.tsv:39", "round179/frag.tsv:40",
	)
	// Round 180: a ninth ordinary catalog sample, pinned at its first run
	// (on 8a1e734): 97/100 and 37/40.
	pin("round 180, first run: a read-only server PL501 fired on, cause not yet examined",
		"round180/desc.tsv:26", "round180/desc.tsv:57", "round180/frag.tsv:4",
		"round180/frag.tsv:17", "round180/frag.tsv:22",
	)
	// Round 181: shops, bookings and money in lists, pinned at its first run
	// (on 8a1e734): 80/100 and 33/40.
	pin("round 181, first run: a write-capable server PL501 missed, cause not yet examined",
		"round181/desc.tsv:11", "round181/desc.tsv:22", "round181/desc.tsv:25",
		"round181/desc.tsv:34", "round181/desc.tsv:41",
		"round181/desc.tsv:42", "round181/desc.tsv:59",
		"round181/desc.tsv:80", "round181/desc.tsv:86",
		"round181/desc.tsv:93", "round181/desc.tsv:94", "round181/desc.tsv:95",
		"round181/desc.tsv:96", "round181/frag.tsv:4", "round181/frag.tsv:26",
		"round181/frag.tsv:30",
	)
	pin("round 181, first run: a read-only server PL501 fired on, cause not yet examined",
		"round181/desc.tsv:20", "round181/desc.tsv:30", "round181/desc.tsv:47",
		"round181/desc.tsv:60", "round181/frag.tsv:11", "round181/frag.tsv:16",
		"round181/frag.tsv:20",
	)
	// Round 182: a tenth ordinary catalog sample, pinned at its first run
	// (on c30b972): 94/100 and 29/40.
	pin("round 182, first run: a write-capable server PL501 missed, cause not yet examined",
		"round182/desc.tsv:23", "round182/desc.tsv:29", "round182/desc.tsv:48",
		"round182/frag.tsv:25",
	)
	pin("round 182, first run: a read-only server PL501 fired on, cause not yet examined",
		"round182/desc.tsv:32", "round182/desc.tsv:70", "round182/desc.tsv:76",
		"round182/frag.tsv:18",
		"round182/frag.tsv:22", "round182/frag.tsv:23",
		"round182/frag.tsv:27", "round182/frag.tsv:34", "round182/frag.tsv:35",
		"round182/frag.tsv:38",
	)
	// Round 183: feature lists in developer and IT tools, pinned at its first run
	// (on c30b972): 80/100 and 34/40.
	pin("round 183, first run: a write-capable server PL501 missed, cause not yet examined",
		"round183/desc.tsv:6",
		"round183/desc.tsv:8", "round183/desc.tsv:9", "round183/desc.tsv:15",
		"round183/desc.tsv:22", "round183/desc.tsv:45",
		"round183/desc.tsv:54", "round183/desc.tsv:60",
		"round183/desc.tsv:70", "round183/desc.tsv:90", "round183/desc.tsv:95",
		"round183/desc.tsv:99",
		"round183/frag.tsv:35",
	)
	pin("round 183, first run: a read-only server PL501 fired on, cause not yet examined",
		"round183/desc.tsv:37", "round183/desc.tsv:55", "round183/desc.tsv:67",
		"round183/desc.tsv:79", "round183/frag.tsv:17", "round183/frag.tsv:20",
		"round183/frag.tsv:36",
	)
	// Round 184: an eleventh ordinary catalog sample, pinned at its first run
	// (on 9a44a9f): 98/100 and 35/40.
	pin("round 184, first run: a write-capable server PL501 missed, cause not yet examined",
		"round184/desc.tsv:5",
	)
	pin("round 184, first run: a read-only server PL501 fired on, cause not yet examined",
		"round184/frag.tsv:3", "round184/frag.tsv:17", "round184/frag.tsv:18",
		"round184/frag.tsv:21",
	)
	// Round 185: home, car and kitchen devices, again, pinned at its first run
	// (on 9a44a9f): 83/100 and 32/40.
	pin("round 185, first run: a write-capable server PL501 missed, cause not yet examined",
		"round185/desc.tsv:9", "round185/desc.tsv:39", "round185/desc.tsv:47",
		"round185/desc.tsv:49", "round185/desc.tsv:51", "round185/desc.tsv:55",
		"round185/desc.tsv:62", "round185/desc.tsv:64", "round185/desc.tsv:71",
		"round185/desc.tsv:72", "round185/desc.tsv:73", "round185/desc.tsv:100",
		"round185/frag.tsv:10", "round185/frag.tsv:12", "round185/frag.tsv:14",
		"round185/frag.tsv:33",
	)
	pin("round 185, first run: a read-only server PL501 fired on, cause not yet examined",
		"round185/desc.tsv:13", "round185/desc.tsv:58",
		"round185/desc.tsv:93", "round185/desc.tsv:96", "round185/frag.tsv:1",
		"round185/frag.tsv:28",
	)
	// Round 186: a twelfth ordinary catalog sample (sales, marketing and support), pinned at its first run
	// (on b8fc297): 92/100 and 36/40.
	pin("round 186, first run: a write-capable server PL501 missed, cause not yet examined",
		"round186/desc.tsv:2", "round186/desc.tsv:16",
		"round186/desc.tsv:24", "round186/desc.tsv:61", "round186/desc.tsv:68",
	)
	pin("round 186, first run: a read-only server PL501 fired on, cause not yet examined",
		"round186/desc.tsv:36", "round186/desc.tsv:63", "round186/frag.tsv:12",
		"round186/frag.tsv:20",
	)
	// Round 187: IT administration lists, again, pinned at its first run
	// (on b8fc297): 88/100 and 34/40.
	pin("round 187, first run: a write-capable server PL501 missed, cause not yet examined",
		"round187/desc.tsv:4", "round187/desc.tsv:5",
		"round187/desc.tsv:16", "round187/desc.tsv:29", "round187/desc.tsv:34",
		"round187/desc.tsv:37", "round187/desc.tsv:42", "round187/desc.tsv:51",
		"round187/desc.tsv:54", "round187/desc.tsv:83",
		"round187/frag.tsv:5",
	)
	pin("round 187, first run: a read-only server PL501 fired on, cause not yet examined",
		"round187/frag.tsv:30", "round187/frag.tsv:32",
	)
	// Round 188: a thirteenth ordinary catalog sample (people, schools and nonprofits), pinned at its first run
	// (on fe9435f): 95/100 and 34/40.
	pin("round 188, first run: a write-capable server PL501 missed, cause not yet examined",
		"round188/desc.tsv:19", "round188/desc.tsv:22",
		"round188/desc.tsv:46", "round188/frag.tsv:22", "round188/frag.tsv:32",
	)
	pin("round 188, first run: a read-only server PL501 fired on, cause not yet examined",
		"round188/desc.tsv:26", "round188/frag.tsv:3", "round188/frag.tsv:19",
		"round188/frag.tsv:27", "round188/frag.tsv:40",
	)
	// Round 189: settings changed, again, pinned at its first run
	// (on fe9435f): 79/100 and 35/40.
	pin("round 189, first run: a write-capable server PL501 missed, cause not yet examined",
		"round189/desc.tsv:3", "round189/desc.tsv:32",
		"round189/desc.tsv:47",
		"round189/desc.tsv:49", "round189/desc.tsv:64",
		"round189/desc.tsv:71", "round189/desc.tsv:72",
		"round189/desc.tsv:84",
		"round189/desc.tsv:97",
		"round189/frag.tsv:26", "round189/frag.tsv:27", "round189/frag.tsv:34",
		"round189/frag.tsv:35",
	)
	pin("round 189, first run: a read-only server PL501 fired on, cause not yet examined",
		"round189/desc.tsv:69", "round189/desc.tsv:95",
		"round189/frag.tsv:8",
	)
	// Round 190: a fourteenth ordinary catalog sample (finance, legal and insurance), pinned at its first run
	// (on 39dedc0): 96/100 and 35/40.
	pin("round 190, first run: a write-capable server PL501 missed, cause not yet examined",
		"round190/desc.tsv:11", "round190/frag.tsv:12",
	)
	pin("round 190, first run: a read-only server PL501 fired on, cause not yet examined",
		"round190/desc.tsv:9", "round190/desc.tsv:29", "round190/frag.tsv:4",
		"round190/frag.tsv:11", "round190/frag.tsv:19", "round190/frag.tsv:31",
	)
	// Round 191: developer and data tools, tersely, pinned at its first run
	// (on 39dedc0): 81/100 and 29/40.
	pin("round 191, first run: a write-capable server PL501 missed, cause not yet examined",
		"round191/desc.tsv:14",
		"round191/desc.tsv:21", "round191/desc.tsv:24", "round191/desc.tsv:31",
		"round191/desc.tsv:42", "round191/desc.tsv:54",
		"round191/desc.tsv:64",
		"round191/desc.tsv:80", "round191/desc.tsv:87",
		"round191/frag.tsv:4",
		"round191/frag.tsv:16", "round191/frag.tsv:32",
	)
	pin("round 191, first run: a read-only server PL501 fired on, cause not yet examined",
		"round191/desc.tsv:75",
		"round191/desc.tsv:97", "round191/frag.tsv:3", "round191/frag.tsv:24",
		"round191/frag.tsv:30", "round191/frag.tsv:38",
		"round191/frag.tsv:40",
	)
	// Round 192: a fifteenth ordinary catalog sample (travel, food and local services), pinned at its first run
	// (on aa7b9b4): 95/100 and 33/40.
	pin("round 192, first run: a write-capable server PL501 missed, cause not yet examined",
		"round192/desc.tsv:98",
		"round192/desc.tsv:100", "round192/frag.tsv:13",
	)
	pin("round 192, first run: a read-only server PL501 fired on, cause not yet examined",
		"round192/desc.tsv:37", "round192/frag.tsv:2", "round192/frag.tsv:8",
		"round192/frag.tsv:15", "round192/frag.tsv:36",
		"round192/frag.tsv:38",
	)
	// Round 193: tool descriptions in extension blocks, pinned at its first run
	// (on aa7b9b4): 70/100 and 35/40.
	pin("round 193, first run: a write-capable server PL501 missed, cause not yet examined",
		"round193/desc.tsv:2", "round193/desc.tsv:4", "round193/desc.tsv:22",
		"round193/desc.tsv:37", "round193/desc.tsv:40", "round193/desc.tsv:52",
		"round193/desc.tsv:53", "round193/desc.tsv:54", "round193/desc.tsv:57",
		"round193/desc.tsv:60", "round193/desc.tsv:68", "round193/desc.tsv:71",
	)
	pin("round 193, first run: a read-only server PL501 fired on, cause not yet examined",
		"round193/desc.tsv:21",
		"round193/desc.tsv:33", "round193/desc.tsv:45",
		"round193/desc.tsv:49",
		"round193/desc.tsv:69", "round193/desc.tsv:77", "round193/desc.tsv:80",
		"round193/desc.tsv:81",
		"round193/desc.tsv:100", "round193/frag.tsv:3", "round193/frag.tsv:11",
		"round193/frag.tsv:12", "round193/frag.tsv:28", "round193/frag.tsv:33",
	)
	// Round 194: a sixteenth ordinary catalog sample (health, home and personal life), pinned at its first run
	// (on 6095749): 90/100 and 36/40.
	pin("round 194, first run: a write-capable server PL501 missed, cause not yet examined",
		"round194/desc.tsv:24", "round194/desc.tsv:26",
		"round194/desc.tsv:59",
		"round194/desc.tsv:88", "round194/desc.tsv:95",
	)
	pin("round 194, first run: a read-only server PL501 fired on, cause not yet examined",
		"round194/desc.tsv:29", "round194/desc.tsv:75", "round194/frag.tsv:4",
		"round194/frag.tsv:6", "round194/frag.tsv:9", "round194/frag.tsv:15",
	)
	// Round 195: what the server refuses, and approval, pinned at its first run
	// (on 6095749): 85/100 and 36/40.
	pin("round 195, first run: a write-capable server PL501 missed, cause not yet examined",
		"round195/desc.tsv:4", "round195/desc.tsv:31", "round195/desc.tsv:40",
		"round195/desc.tsv:51",
		"round195/desc.tsv:79", "round195/desc.tsv:95", "round195/desc.tsv:98",
		"round195/frag.tsv:8", "round195/frag.tsv:14",
	)
	pin("round 195, first run: a read-only server PL501 fired on, cause not yet examined",
		"round195/desc.tsv:1", "round195/desc.tsv:5", "round195/desc.tsv:11",
		"round195/desc.tsv:46", "round195/desc.tsv:69", "round195/desc.tsv:84",
		"round195/frag.tsv:6", "round195/frag.tsv:13",
	)
	// Round 196: a seventeenth ordinary catalog sample (media, design and games), pinned at its first run
	// (on 173e74a): 93/100 and 32/40.
	pin("round 196, first run: a write-capable server PL501 missed, cause not yet examined",
		"round196/desc.tsv:6", "round196/desc.tsv:21", "round196/desc.tsv:50",
		"round196/desc.tsv:59", "round196/desc.tsv:63",
		"round196/frag.tsv:6", "round196/frag.tsv:16", "round196/frag.tsv:23",
	)
	pin("round 196, first run: a read-only server PL501 fired on, cause not yet examined",
		"round196/desc.tsv:54", "round196/frag.tsv:20", "round196/frag.tsv:21",
		"round196/frag.tsv:28", "round196/frag.tsv:30", "round196/frag.tsv:31",
	)
	// Round 197: who gets told, pinned at its first run
	// (on 173e74a): 86/100 and 33/40.
	pin("round 197, first run: a write-capable server PL501 missed, cause not yet examined",
		"round197/desc.tsv:43",
		"round197/desc.tsv:50", "round197/desc.tsv:60",
		"round197/desc.tsv:73", "round197/desc.tsv:81", "round197/desc.tsv:86",
		"round197/desc.tsv:92",
		"round197/desc.tsv:97", "round197/frag.tsv:3", "round197/frag.tsv:22",
		"round197/frag.tsv:29", "round197/frag.tsv:32",
	)
	pin("round 197, first run: a read-only server PL501 fired on, cause not yet examined",
		"round197/desc.tsv:17", "round197/frag.tsv:10", "round197/frag.tsv:28",
		"round197/frag.tsv:35",
	)
	// Round 198: settings and knobs, pinned at its first run
	// (on 036b3c9): 87/100 and 37/40.
	pin("round 198, first run: a write-capable server PL501 missed, cause not yet examined",
		"round198/desc.tsv:4", "round198/desc.tsv:7", "round198/desc.tsv:11",
		"round198/desc.tsv:13", "round198/desc.tsv:15", "round198/desc.tsv:16",
		"round198/desc.tsv:49", "round198/desc.tsv:55",
		"round198/desc.tsv:64", "round198/desc.tsv:86", "round198/desc.tsv:89",
		"round198/frag.tsv:7", "round198/frag.tsv:26",
	)
	pin("round 198, first run: a read-only server PL501 fired on, cause not yet examined",
		"round198/desc.tsv:91", "round198/frag.tsv:13",
	)
	// Round 199: terse operator lists, pinned at its first run
	// (on 036b3c9): 89/100 and 33/40.
	pin("round 199, first run: a write-capable server PL501 missed, cause not yet examined",
		"round199/desc.tsv:16", "round199/desc.tsv:28", "round199/desc.tsv:44",
		"round199/desc.tsv:47", "round199/desc.tsv:51", "round199/desc.tsv:56",
		"round199/desc.tsv:94",
		"round199/frag.tsv:18", "round199/frag.tsv:26",
	)
	pin("round 199, first run: a read-only server PL501 fired on, cause not yet examined",
		"round199/desc.tsv:54", "round199/desc.tsv:58", "round199/desc.tsv:84",
		"round199/frag.tsv:5", "round199/frag.tsv:7", "round199/frag.tsv:10",
	)
	// Round 200: an eighteenth ordinary catalog sample, pinned at its first run
	// (on 5bfad25): 96/100 and 32/40.
	pin("round 200, first run: a write-capable server PL501 missed, cause not yet examined",
		"round200/desc.tsv:25", "round200/frag.tsv:7",
	)
	pin("round 200, first run: a read-only server PL501 fired on, cause not yet examined",
		"round200/desc.tsv:7", "round200/desc.tsv:76", "round200/desc.tsv:97",
		"round200/frag.tsv:14", "round200/frag.tsv:15", "round200/frag.tsv:26",
		"round200/frag.tsv:30", "round200/frag.tsv:35", "round200/frag.tsv:39",
	)
	// Round 201: infrastructure permissions and scopes, pinned at its first run
	// (on 5bfad25): 76/100 and 31/40.
	pin("round 201, first run: a write-capable server PL501 missed, cause not yet examined",
		"round201/desc.tsv:10", "round201/desc.tsv:11",
		"round201/desc.tsv:15", "round201/desc.tsv:19", "round201/desc.tsv:33",
		"round201/desc.tsv:50",
		"round201/desc.tsv:62",
		"round201/frag.tsv:10",
		"round201/frag.tsv:15",
		"round201/frag.tsv:38",
	)
	pin("round 201, first run: a read-only server PL501 fired on, cause not yet examined",
		"round201/desc.tsv:6", "round201/frag.tsv:24",
		"round201/frag.tsv:31",
	)
	// Round 202: tool lists in prose, pinned at its first run
	// (on 016a743): 83/100 and 38/40.
	pin("round 202, first run: a write-capable server PL501 missed, cause not yet examined",
		"round202/desc.tsv:2", "round202/desc.tsv:7", "round202/desc.tsv:9",
		"round202/desc.tsv:11", "round202/desc.tsv:12", "round202/desc.tsv:14",
		"round202/desc.tsv:27", "round202/desc.tsv:62",
		"round202/desc.tsv:67", "round202/desc.tsv:74", "round202/desc.tsv:92",
		"round202/desc.tsv:100",
	)
	pin("round 202, first run: a read-only server PL501 fired on, cause not yet examined",
		"round202/desc.tsv:53", "round202/desc.tsv:60", "round202/desc.tsv:90",
		"round202/frag.tsv:40",
	)
	// Round 203: shops, bookings and money in small words, pinned at its first run
	// (on 016a743): 78/100 and 32/40.
	pin("round 203, first run: a write-capable server PL501 missed, cause not yet examined",
		"round203/desc.tsv:1", "round203/desc.tsv:3", "round203/desc.tsv:5",
		"round203/desc.tsv:11", "round203/desc.tsv:21",
		"round203/desc.tsv:51", "round203/desc.tsv:67",
		"round203/desc.tsv:90",
		"round203/desc.tsv:93", "round203/desc.tsv:99",
		"round203/desc.tsv:100", "round203/frag.tsv:12", "round203/frag.tsv:21",
	)
	pin("round 203, first run: a read-only server PL501 fired on, cause not yet examined",
		"round203/desc.tsv:7", "round203/desc.tsv:37", "round203/desc.tsv:40",
		"round203/desc.tsv:60", "round203/desc.tsv:94", "round203/desc.tsv:98",
		"round203/frag.tsv:1", "round203/frag.tsv:3", "round203/frag.tsv:6",
		"round203/frag.tsv:10", "round203/frag.tsv:13", "round203/frag.tsv:27",
	)
	// Round 204: a nineteenth ordinary catalog sample, pinned at its first run
	// (on 25658dd): 95/100 and 36/40.
	pin("round 204, first run: a write-capable server PL501 missed, cause not yet examined",
		"round204/desc.tsv:45", "round204/desc.tsv:61", "round204/desc.tsv:76",
		"round204/frag.tsv:38",
	)
	pin("round 204, first run: a read-only server PL501 fired on, cause not yet examined",
		"round204/desc.tsv:12", "round204/desc.tsv:91", "round204/frag.tsv:5",
		"round204/frag.tsv:18", "round204/frag.tsv:36",
	)
	// Round 205: home, health and family in plain words, pinned at its first run
	// (on 25658dd): 88/100 and 32/40.
	pin("round 205, first run: a write-capable server PL501 missed, cause not yet examined",
		"round205/desc.tsv:5", "round205/desc.tsv:31", "round205/desc.tsv:34",
		"round205/desc.tsv:43", "round205/desc.tsv:68", "round205/desc.tsv:69",
		"round205/desc.tsv:70", "round205/desc.tsv:73", "round205/desc.tsv:92",
		"round205/desc.tsv:97", "round205/frag.tsv:1", "round205/frag.tsv:24",
		"round205/frag.tsv:39",
	)
	pin("round 205, first run: a read-only server PL501 fired on, cause not yet examined",
		"round205/desc.tsv:42", "round205/desc.tsv:59", "round205/frag.tsv:12",
		"round205/frag.tsv:18", "round205/frag.tsv:20", "round205/frag.tsv:32",
		"round205/frag.tsv:37",
	)
	// Round 206: calendars, mail and chat in short fragments, pinned at its first run
	// (on 6530664): 92/100 and 37/40.
	pin("round 206, first run: a write-capable server PL501 missed, cause not yet examined",
		"round206/desc.tsv:37", "round206/desc.tsv:44", "round206/desc.tsv:52",
		"round206/desc.tsv:82", "round206/desc.tsv:91",
	)
	pin("round 206, first run: a read-only server PL501 fired on, cause not yet examined",
		"round206/desc.tsv:5", "round206/desc.tsv:6", "round206/desc.tsv:23",
		"round206/frag.tsv:10", "round206/frag.tsv:12", "round206/frag.tsv:34",
	)
	// Round 207: devices and machines in other people's words, pinned at its first run
	// (on 6530664): 86/100 and 35/40.
	pin("round 207, first run: a write-capable server PL501 missed, cause not yet examined",
		"round207/desc.tsv:14", "round207/desc.tsv:16", "round207/desc.tsv:22",
		"round207/desc.tsv:54", "round207/desc.tsv:56", "round207/desc.tsv:64",
		"round207/desc.tsv:81", "round207/desc.tsv:83", "round207/desc.tsv:87",
		"round207/desc.tsv:91", "round207/frag.tsv:3", "round207/frag.tsv:10",
		"round207/frag.tsv:13", "round207/frag.tsv:17", "round207/frag.tsv:23",
	)
	pin("round 207, first run: a read-only server PL501 fired on, cause not yet examined",
		"round207/desc.tsv:47",
	)
	// Round 208: a twentieth ordinary catalog sample, pinned at its first run
	// (on 1fdb3d1): 95/100 and 36/40.
	pin("round 208, first run: a write-capable server PL501 missed, cause not yet examined",
		"round208/desc.tsv:86", "round208/desc.tsv:94",
	)
	pin("round 208, first run: a read-only server PL501 fired on, cause not yet examined",
		"round208/desc.tsv:8", "round208/desc.tsv:11", "round208/desc.tsv:57",
		"round208/frag.tsv:15", "round208/frag.tsv:24", "round208/frag.tsv:27",
		"round208/frag.tsv:38",
	)
	// Round 209: acts behind nouns, pinned at its first run
	// (on 1fdb3d1): 88/100 and 34/40.
	pin("round 209, first run: a write-capable server PL501 missed, cause not yet examined",
		"round209/desc.tsv:2", "round209/desc.tsv:14", "round209/desc.tsv:20",
		"round209/desc.tsv:54", "round209/desc.tsv:62", "round209/desc.tsv:81",
		"round209/desc.tsv:94", "round209/frag.tsv:9",
		"round209/frag.tsv:17",
	)
	pin("round 209, first run: a read-only server PL501 fired on, cause not yet examined",
		"round209/desc.tsv:21", "round209/desc.tsv:30", "round209/desc.tsv:55",
		"round209/desc.tsv:61", "round209/desc.tsv:64", "round209/frag.tsv:19",
		"round209/frag.tsv:21", "round209/frag.tsv:31",
	)
	// Round 210: a twenty-first ordinary catalog sample, pinned at its first run
	// (on 254c89b): 88/100 and 37/40.
	pin("round 210, first run: a write-capable server PL501 missed, cause not yet examined",
		"round210/desc.tsv:13", "round210/desc.tsv:20", "round210/desc.tsv:26",
		"round210/desc.tsv:43", "round210/desc.tsv:49", "round210/desc.tsv:50",
		"round210/desc.tsv:71", "round210/desc.tsv:72", "round210/desc.tsv:87",
		"round210/desc.tsv:91", "round210/frag.tsv:1", "round210/frag.tsv:17",
	)
	pin("round 210, first run: a read-only server PL501 fired on, cause not yet examined",
		"round210/desc.tsv:42", "round210/desc.tsv:67", "round210/frag.tsv:19",
	)
	// Round 211: the one act in a long list, pinned at its first run
	// (on 254c89b): 83/100 and 34/40.
	pin("round 211, first run: a write-capable server PL501 missed, cause not yet examined",
		"round211/desc.tsv:24",
		"round211/desc.tsv:31", "round211/desc.tsv:50", "round211/desc.tsv:60",
		"round211/desc.tsv:63", "round211/desc.tsv:64", "round211/desc.tsv:65",
		"round211/desc.tsv:73", "round211/desc.tsv:76", "round211/desc.tsv:96",
		"round211/frag.tsv:3",
	)
	pin("round 211, first run: a read-only server PL501 fired on, cause not yet examined",
		"round211/desc.tsv:1", "round211/desc.tsv:26", "round211/desc.tsv:71",
		"round211/desc.tsv:81", "round211/desc.tsv:83", "round211/frag.tsv:8",
		"round211/frag.tsv:13",
	)
	// Round 212: a twenty-second ordinary catalog sample, of servers for legal work, government, logistics and real estate, pinned at its first run
	// (on baa13dd): 92/100 and 37/40.
	pin("round 212, first run: a write-capable server PL501 missed, cause not yet examined",
		"round212/desc.tsv:8", "round212/desc.tsv:32", "round212/desc.tsv:38",
		"round212/desc.tsv:92",
	)
	pin("round 212, first run: a read-only server PL501 fired on, cause not yet examined",
		"round212/desc.tsv:48", "round212/desc.tsv:73", "round212/desc.tsv:77",
		"round212/desc.tsv:82", "round212/frag.tsv:29", "round212/frag.tsv:34",
	)
	// Round 213: a twenty-third ordinary catalog sample, of servers for messaging, e-mail, calendars and meetings, pinned at its first run
	// (on baa13dd): 90/100 and 35/40.
	pin("round 213, first run: a write-capable server PL501 missed, cause not yet examined",
		"round213/desc.tsv:12", "round213/desc.tsv:40", "round213/desc.tsv:65",
		"round213/desc.tsv:66", "round213/desc.tsv:69", "round213/desc.tsv:75",
	)
	pin("round 213, first run: a read-only server PL501 fired on, cause not yet examined",
		"round213/desc.tsv:24", "round213/desc.tsv:63", "round213/desc.tsv:71",
		"round213/desc.tsv:93", "round213/frag.tsv:8", "round213/frag.tsv:16",
		"round213/frag.tsv:39",
	)
	// Round 214: a twenty-fourth ordinary catalog sample, of servers for security, identity and compliance teams, pinned at its first run
	// (on 879326e): 92/100 and 34/40.
	pin("round 214, first run: a write-capable server PL501 missed, cause not yet examined",
		"round214/desc.tsv:13", "round214/desc.tsv:38",
		"round214/desc.tsv:52", "round214/desc.tsv:88", "round214/frag.tsv:16",
	)
	pin("round 214, first run: a read-only server PL501 fired on, cause not yet examined",
		"round214/desc.tsv:4", "round214/desc.tsv:61", "round214/desc.tsv:99",
		"round214/frag.tsv:5", "round214/frag.tsv:15", "round214/frag.tsv:21",
	)
	// Round 215: a twenty-fifth ordinary catalog sample, of servers for field work and industry, pinned at its first run
	// (on 879326e): 96/100 and 36/40.
	pin("round 215, first run: a write-capable server PL501 missed, cause not yet examined",
		"round215/desc.tsv:66", "round215/desc.tsv:76",
		"round215/desc.tsv:86", "round215/frag.tsv:13", "round215/frag.tsv:35",
	)
	pin("round 215, first run: a read-only server PL501 fired on, cause not yet examined",
		"round215/frag.tsv:10", "round215/frag.tsv:15",
	)
	// Round 216: servers whose descriptions name well-known products as places they read from or write into, pinned at its first run
	// (on 6600d4c): 96/100 and 36/40.
	pin("round 216, first run: a write-capable server PL501 missed, cause not yet examined",
		"round216/desc.tsv:62",
	)
	pin("round 216, first run: a read-only server PL501 fired on, cause not yet examined",
		"round216/desc.tsv:53", "round216/desc.tsv:73", "round216/frag.tsv:7",
		"round216/frag.tsv:9", "round216/frag.tsv:18",
	)
	// Round 217: a twenty-sixth ordinary catalog sample, of servers for creators and media, pinned at its first run
	// (on 6600d4c): 97/100 and 36/40.
	pin("round 217, first run: a write-capable server PL501 missed, cause not yet examined",
		"round217/desc.tsv:42", "round217/desc.tsv:43",
		"round217/frag.tsv:21",
	)
	pin("round 217, first run: a read-only server PL501 fired on, cause not yet examined",
		"round217/frag.tsv:31", "round217/frag.tsv:32", "round217/frag.tsv:39",
	)
	// Round 218: servers whose manifests say what they can do in structured data of many shapes, pinned at its first run
	// (on d2ee14b): 94/100 and 27/40.
	pin("round 218, first run: a write-capable server PL501 missed, cause not yet examined",
		"round218/desc.tsv:68",
		"round218/frag.tsv:8",

		"round218/frag.tsv:37",
	)
	pin("round 218, first run: a read-only server PL501 fired on, cause not yet examined",
		"round218/desc.tsv:36", "round218/desc.tsv:39", "round218/desc.tsv:53",
		"round218/desc.tsv:83", "round218/desc.tsv:92", "round218/frag.tsv:15",
	)
	// Round 219: a twenty-seventh ordinary catalog sample, of servers for customer support and community management, pinned at its first run
	// (on d2ee14b): 94/100 and 34/40.
	pin("round 219, first run: a write-capable server PL501 missed, cause not yet examined",
		"round219/desc.tsv:86", "round219/desc.tsv:98",
	)
	pin("round 219, first run: a read-only server PL501 fired on, cause not yet examined",
		"round219/desc.tsv:11", "round219/desc.tsv:57", "round219/desc.tsv:84",
		"round219/frag.tsv:10", "round219/frag.tsv:30", "round219/frag.tsv:31",
	)
	// Round 220: a twenty-eighth ordinary catalog sample, of servers for health care providers, pharmacies and insurers, pinned at its first run
	// (on de1bc3a): 92/100 and 37/40.
	pin("round 220, first run: a write-capable server PL501 missed, cause not yet examined",
		"round220/desc.tsv:24", "round220/desc.tsv:32",
		"round220/desc.tsv:38",
		"round220/desc.tsv:59", "round220/desc.tsv:83", "round220/frag.tsv:2",
		"round220/frag.tsv:23",
	)
	pin("round 220, first run: a read-only server PL501 fired on, cause not yet examined",
		"round220/frag.tsv:21",
	)
	// Round 221: servers for AI agents' own infrastructure, pinned at its first run
	// (on de1bc3a): 90/100 and 32/40.
	pin("round 221, first run: a write-capable server PL501 missed, cause not yet examined",
		"round221/desc.tsv:1", "round221/desc.tsv:8", "round221/desc.tsv:12",
		"round221/desc.tsv:17", "round221/desc.tsv:37", "round221/desc.tsv:62",
		"round221/desc.tsv:76", "round221/desc.tsv:81",
		"round221/desc.tsv:94", "round221/frag.tsv:3", "round221/frag.tsv:10",
		"round221/frag.tsv:11", "round221/frag.tsv:16", "round221/frag.tsv:23",
	)
	pin("round 221, first run: a read-only server PL501 fired on, cause not yet examined",
		"round221/frag.tsv:2", "round221/frag.tsv:19", "round221/frag.tsv:35",
	)
	// Round 222: servers whose acting verbs come with prefixes and compounds, pinned at its first run
	// (on 447242d): 88/100 and 36/40.
	pin("round 222, first run: a write-capable server PL501 missed, cause not yet examined",
		"round222/desc.tsv:19", "round222/desc.tsv:33",
		"round222/desc.tsv:34",
		"round222/desc.tsv:52", "round222/desc.tsv:53",
		"round222/desc.tsv:79",
		"round222/frag.tsv:15", "round222/frag.tsv:35", "round222/frag.tsv:37",
	)
	pin("round 222, first run: a read-only server PL501 fired on, cause not yet examined",
		"round222/frag.tsv:30",
	)
	// Round 223: a twenty-ninth ordinary catalog sample, of servers for personal productivity and home offices, pinned at its first run
	// (on 447242d): 94/100 and 35/40.
	pin("round 223, first run: a write-capable server PL501 missed, cause not yet examined",
		"round223/desc.tsv:10", "round223/desc.tsv:34", "round223/desc.tsv:41",
		"round223/desc.tsv:49", "round223/desc.tsv:85", "round223/frag.tsv:10",
	)
	pin("round 223, first run: a read-only server PL501 fired on, cause not yet examined",
		"round223/desc.tsv:96", "round223/frag.tsv:28", "round223/frag.tsv:31",
		"round223/frag.tsv:35", "round223/frag.tsv:37",
	)
	// Round 224: a thirtieth ordinary catalog sample, of servers for software teams' daily work, pinned at its first run
	// (on 5abfb51): 93/100 and 37/40.
	pin("round 224, first run: a write-capable server PL501 missed, cause not yet examined",
		"round224/desc.tsv:1", "round224/desc.tsv:19", "round224/desc.tsv:45",
		"round224/desc.tsv:88", "round224/desc.tsv:97", "round224/frag.tsv:35",
	)
	pin("round 224, first run: a read-only server PL501 fired on, cause not yet examined",
		"round224/desc.tsv:58", "round224/desc.tsv:95", "round224/frag.tsv:15",
		"round224/frag.tsv:34",
	)
	// Round 225: servers whose acts are named only by a product or an outcome, pinned at its first run
	// (on 5abfb51): 74/100 and 37/40.
	pin("round 225, first run: a write-capable server PL501 missed, cause not yet examined",
		"round225/desc.tsv:2", "round225/desc.tsv:11", "round225/desc.tsv:15",
		"round225/desc.tsv:25", "round225/desc.tsv:27", "round225/desc.tsv:28",
		"round225/desc.tsv:31", "round225/desc.tsv:32",
		"round225/desc.tsv:39", "round225/desc.tsv:48",
		"round225/desc.tsv:50", "round225/desc.tsv:52", "round225/desc.tsv:62",
		"round225/desc.tsv:65", "round225/desc.tsv:66",
		"round225/desc.tsv:73", "round225/desc.tsv:78",
		"round225/desc.tsv:81", "round225/desc.tsv:84", "round225/frag.tsv:8",
	)
	pin("round 225, first run: a read-only server PL501 fired on, cause not yet examined",
		"round225/desc.tsv:12", "round225/desc.tsv:19", "round225/desc.tsv:23",
		"round225/frag.tsv:15", "round225/frag.tsv:22",
	)
	// Round 226: servers whose acts are told by a participle after their record, pinned at its first run
	// (on 2e322dd): 73/100 and 30/40.
	pin("round 226, first run: a write-capable server PL501 missed, cause not yet examined",
		"round226/desc.tsv:4", "round226/desc.tsv:10", "round226/desc.tsv:17",
		"round226/desc.tsv:23", "round226/desc.tsv:35", "round226/desc.tsv:39",
		"round226/desc.tsv:48", "round226/desc.tsv:59", "round226/desc.tsv:64",
		"round226/desc.tsv:66", "round226/desc.tsv:81", "round226/desc.tsv:92",
		"round226/frag.tsv:6", "round226/frag.tsv:20",
	)
	pin("round 226, first run: a read-only server PL501 fired on, cause not yet examined",
		"round226/desc.tsv:20", "round226/desc.tsv:27", "round226/desc.tsv:28",
		"round226/desc.tsv:32", "round226/desc.tsv:37", "round226/desc.tsv:41",
		"round226/desc.tsv:42", "round226/desc.tsv:43", "round226/desc.tsv:44",
		"round226/desc.tsv:50", "round226/desc.tsv:58", "round226/desc.tsv:67",
		"round226/desc.tsv:82", "round226/desc.tsv:89", "round226/desc.tsv:97",
		"round226/frag.tsv:4", "round226/frag.tsv:10", "round226/frag.tsv:15",
		"round226/frag.tsv:16", "round226/frag.tsv:22", "round226/frag.tsv:23",
		"round226/frag.tsv:35", "round226/frag.tsv:39",
	)
	rounds, err := filepath.Glob("../testdata/capability/probes/*/*.tsv")
	if err != nil || len(rounds) == 0 {
		t.Fatalf("no probe files: %v", err)
	}
	var wrong []string
	for _, path := range rounds {
		name := filepath.ToSlash(strings.TrimPrefix(path, "../testdata/capability/probes/"))
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		right, all := 0, 0
		for i, line := range strings.Split(strings.TrimRight(string(data), "\n"), "\n") {
			label, text, ok := strings.Cut(line, "\t")
			if !ok || (label != "write" && label != "read") {
				t.Fatalf("%s:%d: want LABEL<TAB>TEXT with LABEL write or read", name, i+1)
			}
			fired := probeFires(t, filepath.Base(path), text)
			all++
			if fired == (label == "write") {
				right++
			} else {
				wrong = append(wrong, fmt.Sprintf("%s:%d", name, i+1))
			}
		}
		t.Logf("%s: %d right of %d", name, right, all)
	}
	var want []string
	for k := range knownWrong {
		want = append(want, k)
	}
	slices.Sort(want)
	slices.Sort(wrong)
	if !slices.Equal(wrong, want) {
		t.Errorf("probes PL501 gets wrong:\n got %q\nwant %q", wrong, want)
	}
}

// probeFires lints one probe package and says whether PL501 fires on
// its server. A desc.tsv probe is the package's description; a
// frag.tsv probe is a JSON object of plugin.json keys.
func probeFires(t *testing.T, kind, text string) bool {
	t.Helper()
	manifest := map[string]any{}
	if kind == "frag.tsv" {
		if err := json.Unmarshal([]byte(text), &manifest); err != nil {
			t.Fatalf("fragment %q: %v", text, err)
		}
	} else {
		manifest["description"] = text
	}
	manifest["$schema"] = "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json"
	manifest["name"] = "probe"
	manifest["version"] = "1.0.0"
	pj, err := json.Marshal(manifest)
	if err != nil {
		t.Fatal(err)
	}
	fsys := fstest.MapFS{
		"plugin.json": {Data: pj},
		"mcp.json":    {Data: []byte(probeMCP)},
	}
	p, err := model.Load(model.Source{FS: fsys, AbsRoot: "/probes", Dir: "probe"})
	if err != nil {
		t.Fatal(err)
	}
	res, err := rules.Lint(p, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, fd := range res.Findings {
		if fd.Rule.ID == "PL501" && fd.Loc.Pointer == "/mcpServers/svc" {
			return true
		}
	}
	return false
}
