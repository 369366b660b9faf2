package capability

import (
	"fmt"

	"github.com/pluglint/pluglint/rules/prose"
)

// A skill may say that the server it drives only reads: "The quotes
// server is read-only", "This server is read-only: it cannot place
// orders". Such a sentence weighs as a description's claim does (decide):
// it outweighs single words of acting, which a skill for a read-only
// server uses of what the user does elsewhere ("If the user asks to buy
// or sell, tell them to use their broker"). The claim counts only in a
// sentence whose subject is the server, by its name or as "this server",
// "the server" or "these tools": "the reports API is read-only" or "open
// the file read-only" says nothing of the server.

// skillReadOnlyPieces returns the claims of the skills that drive the
// server named name that it only reads, one per skill.
func skillReadOnlyPieces(name string, skills []*prose.Skill) []Piece {
	words := nameWords(name)
	var out []Piece
	for _, x := range skills {
		claims := x.ReadOnlyClaims() // computed once per skill
		if len(claims) == 0 {
			continue
		}
		text := x.Text()
	sentences:
		for s, e := range sentences(text) {
			for _, c := range claims {
				if c.Start < s || c.End > e {
					continue
				}
				toks := tokenize(text[s:e])
				if !serverSubject(toks) && (len(words) == 0 || !namesServer(toks, words)) {
					continue
				}
				out = append(out, Piece{
					Source: Words, What: fmt.Sprintf("%q", text[c.Start:c.End]), Where: fmt.Sprintf("skill %q", x.Name),
					Strong: true, At: &Place{File: x.Path, Start: c.Start, End: c.End}, root: "read-only claim",
				})
				break sentences
			}
		}
	}
	return out
}

// serverSubject reports a sentence that names the server without its
// name: "this server", "the server", "these tools", "its tools", "this
// MCP server".
func serverSubject(toks []token) bool {
	for i := 0; i+1 < len(toks); i++ {
		switch toks[i].lower {
		case "this", "the", "these", "its", "all":
		default:
			continue
		}
		j := i + 1
		if toks[j].lower == "mcp" && j+1 < len(toks) {
			j++
		}
		switch toks[j].lower {
		case "server", "tools", "connector", "integration":
			return true
		}
	}
	return false
}
