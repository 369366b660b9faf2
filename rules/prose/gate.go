package prose

import (
	"slices"
	"strings"
	"sync"
)

// gateSentenceRes find sentences asking the model to get the user's yes
// first. Phrases that can also describe something else ("wait for them to
// confirm" a sign-in, "actions that need approval") count only when their
// sentence is about acting (needsAct).
// The table is built on first use, each phrase's hand-built pattern on
// its first match, and each expression compiles when first needed.
var gateSentenceRes = sync.OnceValue(gateSentenceTable)

func gateSentenceTable() []gateSentenceRe {
	return []gateSentenceRe{
		// "without asking", "without the user's approval", "without
		// the user's written confirmation", "without checking with the
		// user first", "without a human in the loop"
		{phrase(`\bwithout\s+(?:first\s+)?(?:asking|checking\s+with\s+(?:the\s+user|user|me|them|the\s+human)|(?:(?:the\s+user'?s?|their|explicit|prior|user|human|written|express|clear)\s+)+(?:confirmation|approval|consent|permission|agreement|go-ahead|say-so|ok|okay)|(?:the\s+user|them|a\s+human|the\s+human)\s+(?:first\s+)?(?:explicitly\s+)?(?:agreeing|confirming|approving|consenting|saying\s+yes)|showing\s+(?:the\s+user|them|the\s+human)|(?:a\s+)?human[- ]in[- ]the[- ]loop)\b`, "without").byHand(func() pattern {
			return seq(
				wordBoundary, w("without"), opt(w("first")), alt(
					lit("asking"),
					seq(w("showing"), alt(seq(w("the"), lit("user")), lit("them"), seq(w("the"), lit("human")))),
					seq(w("checking"), w("with"), alt(seq(w("the"), lit("user")), lit("user"), lit("me"), lit("them"), seq(w("the"), lit("human")))),
					seq(plus(seq(alt(seq(w("the"), lit("user"), opt(lit("'")), opt(lit("s"))), lits("their", "explicit", "prior", "user", "human", "written", "express", "clear")), spaces)),
						lits("confirmation", "approval", "consent", "permission", "agreement", "go-ahead", "say-so", "ok", "okay")),
					seq(alt(seq(w("the"), lit("user")), lit("them"), seq(w("a"), lit("human")), seq(w("the"), lit("human"))), spaces,
						opt(w("first")), opt(w("explicitly")), alt(lits("agreeing", "confirming", "approving", "consenting"), seq(w("saying"), lit("yes")))),
					seq(opt(w("a")), lit("human"), lits("-", " "), lit("in"), lits("-", " "), lit("the"), lits("-", " "), lit("loop"))),
				wordBoundary)
		}).
			needs("asking", "checking", "confirmation", "approval", "consent", "permission", "agreement", "go-ahead", "say-so", "ok", "agreeing", "confirming", "approving", "yes", "showing", "loop"), false},
		// "ask first", "ask the user to confirm before proceeding", "ask
		// permission before installing anything"
		{phrase(`\bask(?:s|ing)?\s+(?:the\s+user\s+|them\s+|the\s+human\s+|permission\s+|for\s+(?:explicit\s+)?(?:confirmation|approval|permission|consent)\s+)?(?:to\s+(?:confirm|approve)\s+)?(?:first|before)\b`, "ask").needs("first", "before").byHand(func() pattern {
			return seq(
				wordBoundary, lit("ask"), opt(lits("s", "ing")), spaces,
				opt(alt(seq(w("the"), w("user")), w("them"), seq(w("the"), w("human")), w("permission"),
					seq(w("for"), opt(w("explicit")), lits("confirmation", "approval", "permission", "consent"), spaces))),
				opt(seq(w("to"), lits("confirm", "approve"), spaces)),
				lits("first", "before"), wordBoundary)
		}), false},
		// "ask for approval", "ask for the user's confirmation"
		{phrase(`\bask(?:s|ing)?\s+(?:the\s+user\s+|them\s+|the\s+human\s+)?for\s+(?:the\s+user'?s?\s+|their\s+)?(?:explicit\s+)?(?:confirmation|approval|permission|consent)\b`, "ask").byHand(func() pattern {
			return seq(
				wordBoundary, lit("ask"), opt(lits("s", "ing")), spaces,
				opt(alt(seq(w("the"), w("user")), w("them"), seq(w("the"), w("human")))),
				w("for"), opt(alt(seq(w("the"), lit("user"), opt(lit("'")), opt(lit("s")), spaces), w("their"))),
				opt(w("explicit")), lits("confirmation", "approval", "permission", "consent"), wordBoundary)
		}).
			needs("confirmation", "approval", "permission", "consent"), false},
		// "confirm with the user", "check in with them", "check with me
		// first before sending"
		{phrase(`\b(?:confirm|check(?:\s+in)?|verify|double-check)\s+with\s+(?:the\s+user|them|the\s+human|the\s+operator|me)\b`, "confirm", "check", "verify", "double-check").
			needs("with").needs("user", "them", "human", "operator", "me").byHand(func() pattern {
			return seq(
				wordBoundary, alt(lits("confirm", "verify", "double-check"), seq(lit("check"), opt(seq(spaces, lit("in"))))), spaces, w("with"),
				alt(seq(w("the"), lit("user")), lit("them"), seq(w("the"), lit("human")), seq(w("the"), lit("operator")), lit("me")), wordBoundary)
		}), false},
		// "never send until they confirm", "do not write to memory until
		// the owner has reviewed and approved the drafts", "Don't send
		// until the user confirms", "Do NOT edit ... until the user says
		// so", "Do not post until the user says go", "Only send after the
		// user says "send it"", "Only call send_reply once they say it
		// looks right"
		{phrase(`\b(?:only|never|not|don't|don’t)\b`, "only", "never", "not", "don't", "don’t").
			gap(80, `(?:after|once|until|unless)\s+(?:the\s+(?:user|human|owner|maintainer)|they|a\s+human)\s+(?:has\s+|have\s+)?(?:explicitly\s+)?(?:reviewed\s+and\s+)?(?:confirm|approv|agree|consent|review|sign(?:s|ed)?\s+off|repl(?:y|ies|ied)\s+(?:with\s+)?(?:yes|["“'])|sa(?:y|id|ys)\s+(?:yes|so\b|go\b|ok\b|okay\b|it\s+looks\s+(?:good|right|fine)|["“']))\w*`).
			needs("after", "once", "until", "unless").needs("confirm", "approv", "agree", "consent", "review", "yes", "so", "say", "said", "sign", "repl").byHandGap(func() (head, tail pattern) {
			return seq(wordBoundary, lits("only", "never", "not", "don't", "don’t"), wordBoundary),
				seq(lits("after", "once", "until", "unless"), spaces,
					alt(seq(w("the"), lits("user", "human", "owner", "maintainer")), lit("they"), seq(w("a"), lit("human"))), spaces,
					opt(alt(w("has"), w("have"))), opt(w("explicitly")), opt(seq(w("reviewed"), w("and"))),
					alt(lits("confirm", "approv", "agree", "consent", "review"),
						seq(lit("sign"), opt(lits("s", "ed")), spaces, lit("off")),
						seq(lit("repl"), lits("y", "ies", "ied"), spaces, opt(w("with")), alt(lit("yes"), lits("\"", "“", "'"))),
						seq(lit("sa"), lits("y", "id", "ys"), spaces,
							alt(lit("yes"), seq(lits("so", "go", "ok", "okay"), wordBoundary), seq(w("it"), w("looks"), lits("good", "right", "fine")), lits("\"", "“", "'")))), wordRest)
		}), false},
		// "Never modify without confirmation", "do not edit the file
		// without approval" (a bare "without confirmation" also
		// describes a --force flag)
		{phrase(`\b(?:never|not|don't|don’t)\b`, "never", "not", "don't", "don’t").
			gap(40, `without\s+(?:first\s+)?(?:confirmation|approval|consent|permission)\b`).
			needs("without").needs("confirmation", "approval", "consent", "permission").byHandGap(func() (head, tail pattern) {
			return seq(wordBoundary, lits("never", "not", "don't", "don’t"), wordBoundary),
				seq(w("without"), opt(w("first")), lits("confirmation", "approval", "consent", "permission"), wordBoundary)
		}), false},
		// "only with the user's go-ahead", "Close the project only with
		// the user's explicit approval", "Send only after explicit approval"
		{phrase(`\bonly\s+(?:with|after|upon|on)\s+(?:(?:the\s+user'?s?|their)\s+)?(?:(?:explicit|clear|written)\s+)?(?:yes|okay|ok|go-ahead|approval|consent|permission|confirmation|sign-off|ack)\b`, "only").
			needs("with", "after", "upon", "on").needs("yes", "ok", "go-ahead", "approval", "consent", "permission", "confirmation", "sign-off", "ack").byHand(func() pattern {
			return seq(
				wordBoundary, w("only"), lits("with", "after", "upon", "on"), spaces,
				opt(seq(alt(seq(w("the"), lit("user"), opt(lit("'")), opt(lit("s"))), lit("their")), spaces)),
				opt(seq(lits("explicit", "clear", "written"), spaces)),
				lits("yes", "okay", "ok", "go-ahead", "approval", "consent", "permission", "confirmation", "sign-off", "ack"), wordBoundary)
		}), false},
		// "Show me the final draft for approval before taking any write
		// action", "stop for approval before writing", "present the
		// message for approval first"
		{phrase(`\bfor\s+(?:the\s+user'?s?\s+|their\s+|explicit\s+)?(?:approval|confirmation|sign-off)\s+(?:before|first)\b`, "for").
			needs("approval", "confirmation", "sign-off").needs("before", "first").byHand(func() pattern {
			return seq(
				wordBoundary, w("for"), opt(alt(seq(w("the"), lit("user"), opt(lit("'")), opt(lit("s")), spaces), w("their"), w("explicit"))),
				lits("approval", "confirmation", "sign-off"), spaces, lits("before", "first"), wordBoundary)
		}), false},
		// "ask the user to approve or adjust" ("ask them to confirm what
		// they meant" asks for no yes: "confirm" counts only before
		// "first" or "before", above)
		{phrase(`\bask(?:s|ing)?\s+(?:the\s+user|them|the\s+human)\s+to\s+approve\b`, "ask").needs("approve").byHand(func() pattern {
			return seq(
				wordBoundary, lit("ask"), opt(lits("s", "ing")), spaces,
				alt(seq(w("the"), lit("user")), lit("them"), seq(w("the"), lit("human"))), spaces,
				w("to"), lit("approve"), wordBoundary)
		}), true},
		{phrase(`\b(?:gated|conditional)\s+on\s+(?:(?:user|human|explicit)\s+)*(?:confirmation|approval|consent)\b`, "gated", "conditional").needs("confirmation", "approval", "consent").byHand(func() pattern {
			return seq(
				wordBoundary, lits("gated", "conditional"), spaces, w("on"), star(seq(lits("user", "human", "explicit"), spaces)),
				lits("confirmation", "approval", "consent"), wordBoundary)
		}), false},
		// "get explicit approval", "needs the user's OK" (an OK only with
		// whose it is: "get OK" is a status), "require human review" (a
		// review only with whose it is: "needs review" is a state), "get
		// a yes", "get a green light from the user"
		{phrase(`\b(?:get|gets|obtain|require|requires|need|needs|request|seek)\s+(?:(?:(?:the\s+user'?s?|their|explicit|human|user|written)\s+)*(?:confirmation|approval|consent|permission|sign-off|go-ahead)|(?:the\s+user'?s?|their)\s+(?:ok|okay)|(?:an?\s+)?thumbs[- ]up|(?:an?\s+)?green[- ]light|a\s+yes|(?:human|user)\s+review)\b`, "get", "obtain", "require", "need", "request", "seek").
			needs("confirmation", "approval", "consent", "permission", "sign-off", "go-ahead", "ok", "thumbs", "green", "yes", "review").byHand(func() pattern {
			return seq(
				wordBoundary, lits("get", "gets", "obtain", "require", "requires", "need", "needs", "request", "seek"), spaces,
				alt(seq(star(seq(alt(seq(w("the"), lit("user"), opt(lit("'")), opt(lit("s"))), lits("their", "explicit", "human", "user", "written")), spaces)),
					lits("confirmation", "approval", "consent", "permission", "sign-off", "go-ahead")),
					seq(alt(seq(w("the"), lit("user"), opt(lit("'")), opt(lit("s"))), lit("their")), spaces, lits("ok", "okay")),
					seq(opt(seq(lit("a"), opt(lit("n")), spaces)), lit("thumbs"), lits("-", " "), lit("up")),
					seq(opt(seq(lit("a"), opt(lit("n")), spaces)), lit("green"), lits("-", " "), lit("light")),
					seq(w("a"), lit("yes")),
					seq(lits("human", "user"), spaces, lit("review"))),
				wordBoundary)
		}), true},
		// "Switch, with the user's OK", "then --force with the user's OK"
		{phrase(`\bwith\s+(?:the\s+user'?s?|their)\s+(?:ok|okay)\b`, "with").needs("ok").byHand(func() pattern {
			return seq(
				wordBoundary, w("with"), alt(seq(w("the"), lit("user"), opt(lit("'")), opt(lit("s"))), lit("their")), spaces,
				lits("ok", "okay"), wordBoundary)
		}), false},
		// "Do NOT commit - let the user review first", "let the user
		// review before running the analysis"
		{phrase(`\blet\s+(?:the\s+user|them|the\s+human|me)\s+(?:review|confirm)\b`, "let").
			gap(40, `(?:first|before)\b`).
			needs("review", "confirm").needs("first", "before").byHandGap(func() (head, tail pattern) {
			return seq(wordBoundary, w("let"), alt(seq(w("the"), lit("user")), lit("them"), seq(w("the"), lit("human")), lit("me")), spaces,
					lits("review", "confirm"), wordBoundary),
				seq(lits("first", "before"), wordBoundary)
		}), false},
		// "Pause and let the user confirm the changes", "let them review
		// the diff": without "first" or "before", what is reviewed is
		// named ("the", "each", "this", "these", "all"), and the sentence
		// is about acting ("let the user confirm their email" signs them
		// up)
		{phrase(`\blet\s+(?:the\s+user|them|the\s+human|me)\s+(?:review|confirm)\s+(?:the|each|every|this|these|all)\s+\w+`, "let").
			needs("review", "confirm").byHand(func() pattern {
			return seq(wordBoundary, w("let"), alt(seq(w("the"), lit("user")), lit("them"), seq(w("the"), lit("human")), lit("me")), spaces,
				lits("review", "confirm"), spaces, lits("the", "each", "every", "this", "these", "all"), spaces, word)
		}), true},
		// "let them approve the draft" ("let the user confirm their
		// email" signs them up: confirming counts before "first" or
		// "before", below)
		{phrase(`\blet\s+(?:the\s+user|them|the\s+human|me)\s+approve\b`, "let").needs("approve").byHand(func() pattern {
			return seq(wordBoundary, w("let"), alt(seq(w("the"), lit("user")), lit("them"), seq(w("the"), lit("human")), lit("me")), spaces,
				lit("approve"), wordBoundary)
		}), true},
		// "Preview the post and let the user decide whether to publish"
		// (in a sentence about acting: "let them decide which plan fits"
		// chooses)
		{phrase(`\blet\s+(?:the\s+user|them|the\s+human|me)\s+decide\s+(?:whether|if)\b`, "let").
			needs("decide").needs("whether", "if").byHand(func() pattern {
			return seq(wordBoundary, w("let"), alt(seq(w("the"), lit("user")), lit("them"), seq(w("the"), lit("human")), lit("me")), spaces,
				w("decide"), lits("whether", "if"), wordBoundary)
		}), true},
		// "ask \"Shall I go ahead?\" before placing the order": the
		// model's question for a yes to going ahead, which is acting
		// (the question ends its sentence before the act is named)
		{phrase(`\b(?:shall|should|may|can)\s+i\s+(?:go\s+ahead|proceed)\b`, "shall", "should", "may", "can").
			needs("ahead", "proceed").byHand(func() pattern {
			return seq(wordBoundary, lits("shall", "should", "may", "can"), spaces, w("i"),
				alt(seq(w("go"), lit("ahead")), lit("proceed")), wordBoundary)
		}), false},
		// "Run it by the user before posting", "run the draft by me"
		{phrase(`\brun(?:s|ning)?\s+(?:it|this|that|them|everything|the\s+(?:draft|plan|message|post|change|changes))\s+by\s+(?:the\s+user|the\s+human|them|me)\b`, "run").
			needs("by").byHand(func() pattern {
			return seq(wordBoundary, lit("run"), opt(lits("s", "ning")), spaces,
				alt(lits("it", "this", "that", "them", "everything"),
					seq(w("the"), lits("draft", "plan", "message", "post", "change", "changes"))), spaces,
				w("by"), alt(seq(w("the"), lits("user", "human")), lit("them"), lit("me")), wordBoundary)
		}), true},
		// "Await user confirmation before sending", "Pending the user's
		// approval, do not send" (whose confirmation said: "await
		// confirmation" is as often code, "pending approval" a state)
		{phrase(`\b(?:await(?:s|ing)?|pending)\s+(?:(?:the\s+user'?s?|their|explicit|user|human)\s+)+(?:confirmation|approval|consent|go-ahead)\b`, "await", "pending").
			needs("confirmation", "approval", "consent", "go-ahead").byHand(func() pattern {
			return seq(wordBoundary, alt(seq(lit("await"), opt(lits("s", "ing"))), lit("pending")), spaces,
				plus(seq(alt(seq(w("the"), lit("user"), opt(lit("'")), opt(lit("s"))), lits("their", "explicit", "user", "human")), spaces)),
				lits("confirmation", "approval", "consent", "go-ahead"), wordBoundary)
		}), true},
		// "Approval from the user is mandatory before any post" ("a
		// confirmation from them" may be anyone's)
		{phrase(`\b(?:approval|confirmation|consent|permission|sign-off|go-ahead)\s+from\s+(?:the\s+user|the\s+human|a\s+human)\b`,
			"approval", "confirmation", "consent", "permission", "sign-off", "go-ahead").needs("from").byHand(func() pattern {
			return seq(wordBoundary, lits("approval", "confirmation", "consent", "permission", "sign-off", "go-ahead"), spaces, w("from"),
				alt(seq(w("the"), lits("user", "human")), seq(w("a"), lit("human"))), wordBoundary)
		}), true},
		// "Confirm each deletion with the user" ("with them" may be
		// anyone)
		{phrase(`\bconfirm\b`, "confirm").
			gap(30, `with\s+the\s+(?:user|human)\b`).
			needs("with").needs("user", "human").byHandGap(func() (head, tail pattern) {
			return seq(wordBoundary, w("confirm")),
				seq(w("with"), w("the"), lits("user", "human"), wordBoundary)
		}), false},
		// "wait for the user to confirm", "wait for a human to approve",
		// "wait for them to say go ahead",
		// "wait for explicit user approval", "wait for their OK" (an OK
		// only with whose it is: "wait for OK" is a status)
		{phrase(`\bwait(?:s|ing)?\s+(?:for|until)\s+(?:(?:(?:a|an|the\s+user'?s?|their|explicit|user|human)\s+)*(?:yes|confirmation|approval|consent|go-ahead|(?:the\s+(?:user|owner|maintainer|operator|human)|a\s+human|they|them|me)\s+(?:to\s+)?(?:confirm|approve|agree|say\s+(?:yes|go-ahead|go\s+ahead)))|(?:the\s+user'?s?|their)\s+(?:ok|okay))\b`, "wait").needs("yes", "confirm", "approv", "consent", "go-ahead", "agree", "ahead", "ok").byHand(func() pattern {
			return seq(
				wordBoundary, lit("wait"), opt(lits("s", "ing")), spaces, lits("for", "until"), spaces,
				alt(
					seq(star(seq(alt(lit("a"), lit("an"), seq(w("the"), lit("user"), opt(lit("'")), opt(lit("s"))), lit("their"), lit("explicit"), lit("user"), lit("human")), spaces)),
						alt(lits("yes", "confirmation", "approval", "consent", "go-ahead"),
							seq(alt(seq(w("the"), lits("user", "owner", "maintainer", "operator", "human")), seq(w("a"), lit("human")), lit("they"), lit("them"), lit("me")), spaces, opt(w("to")),
								alt(lits("confirm", "approve", "agree"), seq(w("say"), alt(lit("yes"), lit("go-ahead"), seq(w("go"), lit("ahead")))))))),
					seq(alt(seq(w("the"), lit("user"), opt(lit("'")), opt(lit("s"))), lit("their")), spaces, lits("ok", "okay"))),
				wordBoundary)
		}), true},
		// "Ask the user to confirm the recipients before sending" ("ask
		// them to confirm what they meant" asks for no yes: only with
		// "before" after it, in a sentence about acting)
		{phrase(`\bask(?:s|ing)?\s+(?:the\s+user|them|the\s+human)\s+to\s+confirm\b`, "ask").
			gap(60, `before\b`).
			needs("confirm").needs("before").byHandGap(func() (head, tail pattern) {
			return seq(wordBoundary, lit("ask"), opt(lits("s", "ing")), spaces,
					alt(seq(w("the"), lit("user")), lit("them"), seq(w("the"), lit("human"))), spaces,
					w("to"), lit("confirm"), wordBoundary),
				seq(lit("before"), wordBoundary)
		}), true},
		{phrase(`\b(?:user|human)[- ]approved\b|\b(?:the\s+)?(?:user|human)\s+must\s+(?:first\s+)?(?:explicitly\s+)?(?:approve|confirm|agree|okay|ok|say\s+yes|sign\s+off)\b|\b(?:the\s+)?(?:user|human)\s+(?:approves|confirms|agrees)\s+before\b|\bneeds?\s+a\s+yes\b`, "user", "human", "the", "need").
			needs("approve", "confirm", "agree", "yes", "ok", "sign").needs("user", "human", "need").needs("approved", "must", "before", "yes").byHand(func() pattern {
			return alt(
				seq(wordBoundary, lits("user", "human"), lits("-", " "), lit("approved"), wordBoundary),
				seq(wordBoundary, opt(w("the")), lits("user", "human"), spaces, w("must"), opt(w("first")), opt(w("explicitly")),
					alt(lits("approve", "confirm", "agree", "okay", "ok"), seq(w("say"), lit("yes")), seq(w("sign"), lit("off"))), wordBoundary),
				seq(wordBoundary, opt(w("the")), lits("user", "human"), spaces, lits("approves", "confirms", "agrees"), spaces,
					lit("before"), wordBoundary),
				seq(wordBoundary, lit("need"), opt(lit("s")), spaces, w("a"), lit("yes"), wordBoundary))
		}), true},
		// "show the exact text you will send and get a clear yes"
		{phrase(`\b(?:get|gets|getting|obtain|receive|wait\s+for)\s+(?:a\s+|an\s+|their\s+|the\s+user'?s?\s+)?(?:clear|explicit|definite|firm|direct)\s+(?:yes|ok|okay|go-ahead|["“']\w+)\b`,
			"get", "obtain", "receive", "wait").needs("clear", "explicit", "definite", "firm", "direct").byHand(func() pattern {
			return seq(
				wordBoundary, alt(lits("get", "gets", "getting", "obtain", "receive"), seq(w("wait"), lit("for"))), spaces,
				opt(alt(w("a"), w("an"), w("their"), seq(w("the"), lit("user"), opt(lit("'")), opt(lit("s")), spaces))),
				lits("clear", "explicit", "definite", "firm", "direct"), spaces,
				alt(lits("yes", "ok", "okay", "go-ahead"), seq(lits("\"", "“", "'"), word)), wordBoundary)
		}), false},
		// "never send unless the user explicitly asked"
		{phrase(`\bunless\s+(?:the\s+user|they|the\s+human|you\s+(?:were|are|have\s+been))\s+(?:has\s+|have\s+)?(?:explicitly\s+|specifically\s+|clearly\s+)?(?:asked|asks|requested|requests|told|tells|approved|approves|confirmed|confirms|agreed|agrees|said\s+so)\b`,
			"unless").needs("unless").byHand(func() pattern {
			return seq(
				wordBoundary, w("unless"),
				alt(seq(w("the"), lit("user")), lit("they"), seq(w("the"), lit("human")),
					seq(w("you"), alt(lit("were"), lit("are"), seq(w("have"), lit("been"))))), spaces,
				opt(alt(w("has"), w("have"))), opt(alt(w("explicitly"), w("specifically"), w("clearly"))),
				alt(lits("asked", "asks", "requested", "requests", "told", "tells", "approved", "approves",
					"confirmed", "confirms", "agreed", "agrees"), seq(w("said"), lit("so"))),
				wordBoundary)
		}), true},
		// "Send nothing until the user says yes", "Nothing is posted
		// unless the user approves" ("nothing happens until the user
		// confirms their email" signs them up: only in a sentence about
		// acting)
		{phrase(`\bnothing\b`, "nothing").
			gap(60, `(?:until|unless|before)\s+(?:the\s+(?:user|human|owner)|they|a\s+human)\s+(?:has\s+|have\s+)?(?:explicitly\s+)?(?:confirm|approv|agree|consent|sa(?:y|id|ys)\s+(?:yes|so\b))\w*`).
			needs("until", "unless", "before").needs("confirm", "approv", "agree", "consent", "yes", "so").byHandGap(func() (head, tail pattern) {
			return seq(wordBoundary, lit("nothing"), wordBoundary),
				seq(lits("until", "unless", "before"), spaces,
					alt(seq(w("the"), lits("user", "human", "owner")), lit("they"), seq(w("a"), lit("human"))), spaces,
					opt(alt(w("has"), w("have"))), opt(w("explicitly")),
					alt(lits("confirm", "approv", "agree", "consent"), seq(lit("sa"), lits("y", "id", "ys"), spaces, alt(lit("yes"), seq(lit("so"), wordBoundary)))), wordRest)
		}), true},
		// "send it only when they approve", "post only if the user
		// confirms", "post only when the user tells you to" (on the
		// user's word, as "unless the user asked" below)
		{phrase(`\bonly\s+(?:when|if)\s+(?:the\s+(?:user|human|owner)|they|a\s+human)\s+(?:has\s+|have\s+)?(?:explicitly\s+)?(?:confirm|approv|agree|consent|ask|tell|told|request|sa(?:y|id|ys)\s+yes)\w*`, "only").
			needs("when", "if").needs("confirm", "approv", "agree", "consent", "ask", "tell", "told", "request", "yes").byHand(func() pattern {
			return seq(
				wordBoundary, w("only"), lits("when", "if"), spaces,
				alt(seq(w("the"), lits("user", "human", "owner")), lit("they"), seq(w("a"), lit("human"))), spaces,
				opt(alt(w("has"), w("have"))), opt(w("explicitly")),
				alt(lits("confirm", "approv", "agree", "consent", "ask", "tell", "told", "request"), seq(lit("sa"), lits("y", "id", "ys"), spaces, lit("yes"))), wordRest)
		}), true},
		// "Require a human to approve every refund", "have the user
		// confirm the amount", "get them to sign off", "make the user
		// approve before posting"
		{phrase(`\b(?:require|requires|need|needs|get|gets|have|has|make|makes)\s+(?:the\s+user|the\s+human|a\s+human|a\s+person|them)\s+(?:to\s+)?(?:approve|confirm|sign\s+off)\b`,
			"require", "need", "get", "have", "has", "make").needs("approve", "confirm", "sign").byHand(func() pattern {
			return seq(
				wordBoundary, lits("require", "requires", "need", "needs", "get", "gets", "have", "has", "make", "makes"), spaces,
				alt(seq(w("the"), lits("user", "human")), seq(w("a"), lits("human", "person")), lit("them")), spaces,
				opt(w("to")), alt(lits("approve", "confirm"), seq(w("sign"), lit("off"))), wordBoundary)
		}), true},
		// "Make sure the user confirms the amount before paying",
		// "ensure that they have approved the draft"
		{phrase(`\b(?:make\s+sure|ensure)\s+(?:that\s+)?(?:the\s+(?:user|human|owner)|they)\s+(?:has\s+|have\s+)?(?:explicitly\s+)?(?:confirm|approv|agree|consent)\w*`,
			"make", "ensure").needs("confirm", "approv", "agree", "consent").byHand(func() pattern {
			return seq(
				wordBoundary, alt(seq(w("make"), lit("sure")), lit("ensure")), spaces, opt(w("that")),
				alt(seq(w("the"), lits("user", "human", "owner")), lit("they")), spaces,
				opt(alt(w("has"), w("have"))), opt(w("explicitly")),
				lits("confirm", "approv", "agree", "consent"), wordRest)
		}), true},
		// "Messages must be approved by the user prior to sending"
		{phrase(`\b(?:approved|confirmed|signed\s+off)\s+by\s+(?:the\s+(?:user|human|owner)|a\s+human|them)\b`, "approved", "confirmed", "signed").
			needs("by").byHand(func() pattern {
			return seq(
				wordBoundary, alt(lits("approved", "confirmed"), seq(w("signed"), lit("off"))), spaces, w("by"),
				alt(seq(w("the"), lits("user", "human", "owner")), seq(w("a"), lit("human")), lit("them")), wordBoundary)
		}), true},
		// "If the user hasn't confirmed, don't send"
		{phrase(`\bif\s+(?:the\s+(?:user|human)|they)\s+(?:has|have|did|does|do)(?:n['’]t|\s+not)\s+(?:yet\s+)?(?:explicitly\s+)?(?:confirm|approv|agree|consent)\w*`, "if").
			needs("confirm", "approv", "agree", "consent").byHand(func() pattern {
			return seq(
				wordBoundary, w("if"), alt(seq(w("the"), lits("user", "human")), lit("they")), spaces,
				lits("has", "have", "did", "does", "do"), alt(seq(lit("n"), lits("'", "’"), lit("t")), seq(spaces, lit("not"))), spaces,
				opt(w("yet")), opt(w("explicitly")), lits("confirm", "approv", "agree", "consent"), wordRest)
		}), true},
		// "Don't send anything the user hasn't seen"
		{phrase(`\b(?:anything|nothing|something)\s+(?:that\s+)?(?:the\s+user|they)\s+(?:has|have)(?:n['’]t|\s+not)\s+(?:yet\s+)?(?:seen|approved|confirmed|reviewed|okayed)\b`, "anything", "nothing", "something").
			needs("seen", "approved", "confirmed", "reviewed", "okayed").byHand(func() pattern {
			return seq(
				wordBoundary, lits("anything", "nothing", "something"), spaces, opt(w("that")), alt(seq(w("the"), lit("user")), lit("they")), spaces,
				lits("has", "have"), alt(seq(lit("n"), lits("'", "’"), lit("t")), seq(spaces, lit("not"))), spaces,
				opt(w("yet")), lits("seen", "approved", "confirmed", "reviewed", "okayed"), wordBoundary)
		}), true},
		// "The user decides whether to send it"
		{phrase(`\b(?:the\s+)?(?:user|human)\s+decides?\s+(?:whether|if)\b`, "the", "user", "human").
			needs("decide").needs("whether", "if").byHand(func() pattern {
			return seq(wordBoundary, opt(w("the")), lits("user", "human"), spaces, lit("decide"), opt(lit("s")), spaces,
				lits("whether", "if"), wordBoundary)
		}), true},
		{exact(`确认|征得[^。]{0,6}同意|询问用户|подтвержд|bestätig|ユーザーに確認|ユーザーの確認|ユーザーの承認|承認を得|許可を得|了承を得`, true,
			"确认", "征得", "询问用户", "подтвержд", "bestätig", "ユーザー", "承認を得", "許可を得", "了承を得"), true},
		// Spanish, Portuguese, German and French asks for a yes, in a
		// sentence about acting: a verb of asking or waiting before the
		// noun, or the user after it ("la confirmación de pedido" is an
		// order's receipt).
		{exact(`(?:[Pp]ide|[Pp]ida|[Pp]edir|[Ss]olicita|[Ss]olicitar|[Oo]btén|[Oo]btener|[Ee]spera|[Ee]sperar) (?:la )?(?:confirmación|aprobación|autorización)|(?:confirmación|aprobación|autorización) (?:del|de la) usuari[oa]`, false,
			"Pide", "pide", "Pida", "pida", "Pedir", "pedir", "Solicita", "solicita", "Obtén", "obtén", "Obtener", "obtener",
			"Espera", "espera", "confirmación", "aprobación", "autorización"), true},
		{exact(`(?:[Pp]eça|[Pp]edir|[Ss]olicite|[Ss]olicitar|[Oo]btenha|[Oo]bter|[Aa]guarde|[Aa]guardar) (?:a )?(?:confirmação|aprovação|autorização)|(?:confirmação|aprovação|autorização) do usuário`, false,
			"Peça", "peça", "Pedir", "pedir", "Solicite", "solicite", "Solicitar", "solicitar", "Obtenha", "obtenha", "Obter", "obter",
			"Aguarde", "aguarde", "confirmação", "aprovação", "autorização"), true},
		{exact(`(?:Nutzer|Benutzer|nutzer|benutzer) fragen|(?:Zustimmung|Bestätigung|Freigabe) (?:des|vom) (?:Nutzers|Benutzers|Users|Nutzer|Benutzer|User)`, false,
			"Nutzer", "Benutzer", "nutzer", "benutzer", "Zustimmung", "Bestätigung", "Freigabe"), true},
		{exact(`[Dd]emande[rz]? (?:toujours )?(?:la )?(?:confirmation|validation|l['’]accord)|(?:confirmation|validation|accord) de l['’]utilisat(?:eur|rice)`, false,
			"Demande", "demande", "confirmation", "validation", "accord"), true},
	}
}

// gateSentenceRe is a gate phrase, and whether it counts only in a
// sentence about acting.
type gateSentenceRe struct {
	re       *phraseRe
	needsAct bool
}

// actWord reports the words that say a sentence is about doing
// something, so that "wait for them to confirm, then retry" (a sign-in)
// is not read as a gate.
func actWord(w string) bool {
	switch w {
	case "call", "calls", "calling", "use", "using", "tool", "tools",
		"change", "changes", "changing", "diff", "diffs", "apply",
		"applying", "submit", "submitting", "proceed", "proceeding", "resume",
		"raise", "run", "running", "act", "acting", "touch":
		return true
	}
	return false
}

// GateSentences returns the spans of gate phrases in a SKILL.md whose
// sentence is about acting.
func GateSentences(pt *Text) []Span {
	text := pt.text
	var out []Span
	// Whether the sentence around a match acts: a few sentences are read
	// as they are, past that an index answers (see sentenceIndex).
	var sentences *sentenceIndex
	asked := 0
	acts := func(start, end int) bool {
		if asked++; asked > maxSentenceScans && sentences == nil {
			sentences = newSentenceIndex(text)
		}
		if sentences != nil {
			return sentences.acts(text, start, end)
		}
		s, e := sentenceAround(text, start, end)
		return sentenceActs(text[s:e])
	}
	for _, g := range gateSentenceRes() {
		for _, loc := range g.re.FindAll(pt) {
			if g.needsAct && !acts(loc[0], loc[1]) {
				continue
			}
			// "Never send without asking" forbids acting unasked; "send
			// it right away without asking" tells the model not to ask.
			if strings.HasPrefix(strings.ToLower(text[loc[0]:min(loc[1], loc[0]+7)]), "without") && !negatedNear(text, loc[0], loc[1]) {
				continue
			}
			if confirmsIdentity(text, loc[0], loc[1]) {
				continue
			}
			out = append(out, Span{Start: loc[0], End: loc[1]})
		}
	}
	// File order, one per start.
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].Start < out[j-1].Start; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	// Two phrases that overlap ("ask the user to confirm before" is
	// one for "ask ... before" and one for "ask the user to ...") are
	// one request for a yes.
	kept := out[:0]
	for _, sp := range out {
		if n := len(kept); n > 0 && sp.Start < kept[n-1].End {
			kept[n-1].End = max(kept[n-1].End, sp.End)
			continue
		}
		kept = append(kept, sp)
	}
	return kept
}

// confirmsIdentity reports a gate phrase whose "confirm" is the user
// proving who they are, not saying yes to an act: "wait for the user to
// confirm their email address", "make sure they confirm their account",
// "have them confirm their email".
func confirmsIdentity(text string, start, end int) bool {
	lower := strings.ToLower(text[start:min(len(text), end+40)])
	i := strings.Index(lower, "confirm")
	if i < 0 {
		return false
	}
	rest := lower[i+len("confirm"):]
	for _, suffix := range []string{"ed", "s"} {
		rest = strings.TrimPrefix(rest, suffix)
	}
	owner, rest, ok := strings.Cut(strings.TrimLeft(rest, " "), " ")
	if !ok {
		return false
	}
	switch owner {
	case "their", "your", "his", "her":
	default:
		return false
	}
	for _, what := range []string{"email", "e-mail", "account", "identity", "phone", "sign-up", "signup", "registration", "subscription", "login", "sign-in"} {
		if strings.HasPrefix(rest, what) {
			return true
		}
	}
	return false
}

// negatedNear reports a word of negation in the sentence around [start,
// end), read at most 160 bytes before it and 80 after: "never",
// "not", "no", "nothing", "don't", "must not" and the like, where a
// "without" phrase forbids ("Do not send anything without asking",
// "Nothing is posted without the user's approval").
func negatedNear(text string, start, end int) bool {
	s := max(0, start-160)
	for p := start; p > s; p-- {
		if sentenceStarts(text, p) {
			s = p
			break
		}
	}
	e := min(len(text), end+80)
	for p := end; p < e; p++ {
		if stop, ok := sentenceStops(text, p); ok {
			e = stop
			break
		}
	}
	window := text[s:e]
	if strings.Contains(window, "n't") || strings.Contains(window, "n’t") {
		return true
	}
	for ws, we := range LetterRuns(window) {
		switch strings.ToLower(window[ws:we]) {
		case "never", "not", "no", "nothing", "none", "nobody", "cannot", "nor", "neither":
			return true
		}
	}
	return false
}

// sentenceAround widens [start, end) to its sentence: up to ". ", "! ",
// "? ", a blank line or a list item on either side.
func sentenceAround(text string, start, end int) (int, int) {
	s := start
	for s > 0 && !sentenceStarts(text, s) {
		s--
	}
	e := end
	for e < len(text) {
		if stop, ok := sentenceStops(text, e); ok {
			e = stop
			break
		}
		e++
	}
	return s, e
}

// sentenceStarts reports whether a sentence starts at s > 0: after ". ",
// "! " or "? ", or after a line break that ends a paragraph or starts a
// list item.
func sentenceStarts(text string, s int) bool {
	c := text[s-1]
	if (c == '.' || c == '!' || c == '?') && s < len(text) && (text[s] == ' ' || text[s] == '\n') {
		return true
	}
	return c == '\n' && (s < 2 || text[s-2] == '\n' || strings.HasPrefix(strings.TrimLeft(text[s:], " "), "- ") ||
		strings.HasPrefix(strings.TrimLeft(text[s:], " "), "* "))
}

// sentenceStops reports whether a sentence ends at text[p], and where: after
// it for ".", "!" and "?", before it for a line break that ends a
// paragraph.
func sentenceStops(text string, p int) (int, bool) {
	switch c := text[p]; {
	case c == '.' || c == '!' || c == '?':
		return p + 1, true
	case c == '\n' && (p+1 >= len(text) || text[p+1] == '\n'):
		return p, true
	}
	return 0, false
}

// maxSentenceScans is how many sentences GateSentences reads as they are
// before it indexes the skill's sentences.
const maxSentenceScans = 16

// sentenceIndex answers, by lookups, whether the sentence around a match
// acts: asked per match, sentenceAround and sentenceActs read the whole
// sentence, and a skill of one 250 KB line with thousands of gate phrases
// took seconds. No word or identifier sentenceActs looks for can cross a
// place where a sentence starts or stops (those are punctuation and line
// breaks), so a sentence acts exactly when one of the text's acting words
// starts inside it.
type sentenceIndex struct {
	starts []int // where sentences start, ascending (sentenceStarts)
	stops  []int // where the forward scan stops, ascending (sentenceStops)
	acting []int // where words, identifiers and foreign words of acting start, ascending
}

func newSentenceIndex(text string) *sentenceIndex {
	x := &sentenceIndex{}
	for p := 1; p <= len(text); p++ {
		if sentenceStarts(text, p) {
			x.starts = append(x.starts, p)
		}
	}
	for p := range len(text) {
		if _, ok := sentenceStops(text, p); ok {
			x.stops = append(x.stops, p)
		}
	}
	for start, end := range LetterRuns(text) {
		if actingWord(text, start, end) {
			x.acting = append(x.acting, start)
		}
	}
	for start, end := range snakeTokens(text) {
		if _, _, ok := IdentWrite(text[start:end]); ok {
			x.acting = append(x.acting, start)
		}
	}
	folded := FoldCyrillic(text)
	for _, fw := range ForeignWords {
		for off := 0; ; {
			i := strings.Index(folded[off:], fw.Text)
			if i < 0 {
				break
			}
			x.acting = append(x.acting, off+i)
			off += i + 1
		}
	}
	slices.Sort(x.acting)
	return x
}

// acts reports what sentenceActs says of the sentence sentenceAround
// gives for [start, end).
func (x *sentenceIndex) acts(text string, start, end int) bool {
	// The last sentence start at or before start, else 0.
	s := 0
	if i, found := slices.BinarySearch(x.starts, start); found {
		s = x.starts[i]
	} else if i > 0 {
		s = x.starts[i-1]
	}
	e := len(text)
	if i, _ := slices.BinarySearch(x.stops, end); i < len(x.stops) {
		e, _ = sentenceStops(text, x.stops[i])
	}
	i, _ := slices.BinarySearch(x.acting, s)
	return i < len(x.acting) && x.acting[i] < e
}

func sentenceActs(sentence string) bool {
	for start, end := range LetterRuns(sentence) {
		if actingWord(sentence, start, end) {
			return true
		}
	}
	for start, end := range snakeTokens(sentence) {
		if _, _, ok := IdentWrite(sentence[start:end]); ok {
			return true
		}
	}
	folded := FoldCyrillic(sentence)
	for _, fw := range ForeignWords {
		if strings.Contains(folded, fw.Text) {
			return true
		}
	}
	return false
}

// actingWord reports whether the run of letters text[start:end] is a word
// of acting, not part of a hyphenated one ("sign-in", "read-only").
func actingWord(text string, start, end int) bool {
	if (start > 0 && text[start-1] == '-') || (end < len(text) && text[end] == '-') {
		return false
	}
	l := strings.ToLower(text[start:end])
	_, ok := Form(l)
	return ok || actWord(l)
}
