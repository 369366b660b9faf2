package prose

import (
	"iter"
	"unicode/utf8"

	"github.com/pluglint/pluglint/rules/ident"
)

// approvalDesc reports descriptions of tools that approve held actions.
// It matches exactly as the regular expression
//
//	(?i)^\s*(?:approves?|confirms?|authori[sz]es?|resolves?|accepts?)\b[^.]{0,60}\b(?:pending|approval|held|queued|request|trade|order|payment|transaction|action|transfer)
//
// did, without compiling it (its {0,60} made it the costliest compile of
// a one-package run): after leading ASCII space, a verb whose end is a
// word boundary, then, within 60 characters none of which is ".", a word
// boundary where a noun starts.
func approvalDesc(s string) bool {
	i := 0
	for i < len(s) && spaceByte(s[i]) {
		i++
	}
	for _, verb := range [...]string{"approve", "confirm", "authorise", "authorize", "resolve", "accept"} {
		n := ident.FoldedPrefix(s[i:], verb)
		if n < 0 {
			continue
		}
		// "s?" is greedy, but either way the rest must match.
		if approvalRest(s, i+n) {
			return true
		}
		if m := ident.FoldedPrefix(s[i+n:], "s"); m > 0 && approvalRest(s, i+n+m) {
			return true
		}
	}
	return false
}

// approvalNouns are the nouns of held actions an approving description
// names.
var approvalNouns = [...]string{
	"pending", "approval", "held", "queued", "request", "trade", "order",
	"payment", "transaction", "action", "transfer",
}

// approvalRest matches \b[^.]{0,60}\b(?:nouns) at s[at:].
func approvalRest(s string, at int) bool {
	if !asciiBoundary(s, at) {
		return false
	}
	for p, k := at, 0; ; k++ {
		if asciiBoundary(s, p) {
			for _, noun := range approvalNouns {
				if ident.FoldedPrefix(s[p:], noun) >= 0 {
					return true
				}
			}
		}
		if k == 60 || p == len(s) {
			return false
		}
		r, size := utf8.DecodeRuneInString(s[p:])
		if r == '.' {
			return false
		}
		p += size
	}
}

// ApprovingTool reports whether a tool name (or its description) says it
// approves pending actions: resolve_approval, approve_trade,
// confirm_order, authorize_payment. Tools that only ask for or read an
// approval (request_approval, get_approval_status) do not.
func ApprovingTool(name, description string) bool {
	parts := ident.Parts(name)
	if len(parts) > 0 {
		switch parts[0] {
		case "approve", "confirm", "authorize", "authorise", "accept":
			return len(parts) > 1 || parts[0] != "accept"
		case "resolve", "grant", "submit", "decide", "answer", "respond":
			for _, p := range parts[1:] {
				switch p {
				case "approval", "approvals", "pending", "hold", "held", "confirmation", "request", "decision":
					return parts[0] != "submit" || p == "approval" || p == "approvals"
				}
			}
		}
		if len(parts) >= 2 && !ReadVerb(parts[0]) && parts[0] != "request" {
			switch parts[len(parts)-1] {
			case "approve", "approval", "confirm":
				return parts[0] != "need" && parts[0] != "require" && parts[0] != "requires"
			}
		}
	}
	return description != "" && approvalDesc(description)
}

// FirstApprovingTool returns where a SKILL.md first names a tool that
// approves pending actions, or an empty span.
func FirstApprovingTool(text string) Span {
	for start, end := range approvalTokens(text) {
		if tok := text[start:end]; ident.HasSeparator(tok) && ApprovingTool(tok, "") {
			return Span{Start: start, End: end}
		}
	}
	return Span{}
}

// approvalTokens yields identifiers that may name an approving tool: the
// matches of
//
//	\b[A-Za-z][A-Za-z0-9]*(?:[_-][A-Za-z0-9]+)+\b
//
// in order, without the regexp machine. A match starts at a letter with
// no word character before it (\b is ASCII: "-" and non-ASCII are not
// word characters). From there the pattern's parse is forced: a run of
// letters and digits, then groups of one separator and a run of letters
// and digits. Backtracking can only drop whole groups, so the match ends
// after the last group that is followed by no word character ("-", any
// other non-word byte, or the end); with no such group there is no match
// at that start.
func approvalTokens(text string) iter.Seq2[int, int] {
	alnum := func(c byte) bool { return byteClass[c]&classAlnum != 0 }
	return func(yield func(start, end int) bool) {
		for i := 0; i < len(text); i++ {
			if byteClass[text[i]]&classLetter == 0 || (i > 0 && wordByte(text[i-1])) {
				continue
			}
			p := i + 1
			for p < len(text) && alnum(text[p]) {
				p++
			}
			end := -1
			for p+1 < len(text) && (text[p] == '_' || text[p] == '-') && alnum(text[p+1]) {
				p += 2
				for p < len(text) && alnum(text[p]) {
					p++
				}
				if p == len(text) || !wordByte(text[p]) {
					end = p
				}
			}
			if end < 0 {
				continue
			}
			if !yield(i, end) {
				return
			}
			i = end - 1 // the loop's i++ resumes the search at end
		}
	}
}
