package capability

import (
	"slices"
	"strings"
)

// A description written as a FAQ asks about the acts people expect and
// answers each: "Can it buy stocks? No, it's a research tool", "Send
// the newsletter? Not this one.", "Modify DNS records? Lookups only.",
// "People ask us whether WattWise can switch the lights on. It can't"
// (probe round 112). The act a question names is the server's only as
// the answer says: an answer that denies it, or that goes on to say
// what the server reads instead, takes the question's act away. "It
// does", "Yes" or an answer that names another act leave it.

// deniedQuestions returns the questions of a text whose answers deny
// the act they ask about: a sentence that ends with "?", or one that
// asks "whether", followed by a denying answer.
func deniedQuestions(text string) [][2]int {
	var out [][2]int
	start := 0
	for i := 0; i < len(text); i++ {
		c := text[i]
		if c != '.' && c != '!' && c != '?' && c != '\n' && c != ';' {
			continue
		}
		if c == '.' && i+1 < len(text) && text[i+1] != ' ' && text[i+1] != '\n' {
			continue // "3.5", "example.com"
		}
		question := c == '?' || c == '.' && (reportedQuestion(text[start:i]) || usersTurn(text[start:i]))
		if question && !usersQuestion(text[start:i]) && answerDenies(answerOf(text, i+1)) {
			out = append(out, [2]int{start, i + 1})
		}
		start = i + 1
	}
	return out
}

// reportedQuestion reports a sentence that asks by "whether": "People
// ask us whether it can switch the lights on".
func reportedQuestion(s string) bool {
	return strings.Contains(s, "whether") || strings.Contains(s, "Whether")
}

// usersTurn reports a sentence written as the user's turn of a
// dialogue, which asks for what follows it: "User: post this to
// #general. Bot: I can't post, but here is the text to paste" (probe
// round 112).
func usersTurn(s string) bool {
	s = strings.TrimSpace(s)
	return strings.HasPrefix(s, "User:") || strings.HasPrefix(s, "Me:")
}

// usersQuestion reports a question about the user's own acts: "Do I
// still have to submit my timesheet? No, Clockly submits ..." says the
// server does it.
func usersQuestion(s string) bool {
	return slices.ContainsFunc(noteWords(s), func(w string) bool {
		switch w {
		case "i", "we", "i'll", "i'd", "i've", "i’ll", "i’d", "i’ve":
			return true
		}
		return false
	})
}

// answerOf returns the words of the answer that starts at from, up to
// its sentence's end, without a label that names who answers ("A:",
// "Bot:").
func answerOf(text string, from int) []string {
	end := from
	for end < len(text) && text[end] != '?' && text[end] != '\n' &&
		!((text[end] == '.' || text[end] == '!') && (end+1 == len(text) || text[end+1] == ' ')) {
		end++
	}
	words := noteWords(text[from:end])
	answer := strings.TrimSpace(text[from:end])
	for _, label := range [...]string{"A:", "Bot:", "Assistant:", "AI:", "Agent:"} {
		if len(words) > 0 && strings.HasPrefix(answer, label) {
			words = words[1:]
			break
		}
	}
	return words
}

// answerDenies reports an answer that says no ("No, ...", "Never.",
// "Not this one.", "None sent.", "It can't", "Lookups only", "That part
// is yours") or that says at once what the server reads instead ("It
// suggests replies", "It reminds you, in the chat").
func answerDenies(words []string) bool {
	if len(words) > 1 && words[0] == "also" {
		words = words[1:] // "Also no."
	}
	if len(words) == 0 {
		return false
	}
	switch words[0] {
	case "no", "nope", "never", "not", "none", "nothing", "neither":
		return true
	case "only":
		// "Only reads", not a limit on the act's object: "Only the
		// duplicate contacts you pick; those it merges and removes".
		return len(words) > 1 && !determiner(words[1]) && words[1] != "those" && words[1] != "ones"
	}
	if slices.Contains(words[:min(len(words), 3)], "only") {
		return true // "Lookups only", "SELECT only", "CouponScout only finds codes"
	}
	if hasPhrase(words, "that part is yours") || hasPhrase(words, "that's on you") || hasPhrase(words, "you do") {
		return true
	}
	if len(words) < 2 || !pronoun(words[0]) && words[0] != "it" && words[0] != "this" {
		return false
	}
	switch words[1] {
	case "can't", "cannot", "doesn't", "won't", "isn't", "can’t", "doesn’t", "won’t", "isn’t":
		return true
	case "does", "will", "can", "is":
		return len(words) > 2 && words[2] == "not"
	}
	return readsThird(words[1]) || readingVerb(words[1]) || words[1] == "tells"
}
