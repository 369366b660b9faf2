package capability

import (
	"strings"

	"github.com/pluglint/pluglint/rules/prose"
)

// chatBridges finds where a description calls the package a bridge to
// a chat: "chat bridge", "messaging bridge", "message-bridge". A bridge
// carries messages both ways, so whatever the model answers is posted
// in the chat; that is sending messages, whatever the tools are called.
// Only the two words side by side count (a space or one hyphen between
// them): "bridge" alone is as often a stdio bridge to a hosted server,
// and "chat" alone is "chat with your data".
func chatBridges(text string) [][2]int {
	var out [][2]int
	prevStart, prevEnd := -1, -1
	for start, end := range prose.LetterRuns(text) {
		if prevStart >= 0 && bridgeWord(text[start:end]) && chatWord(text[prevStart:prevEnd]) {
			if gap := text[prevEnd:start]; gap == " " || gap == "-" {
				out = append(out, [2]int{prevStart, end})
			}
		}
		prevStart, prevEnd = start, end
	}
	return out
}

func chatWord(w string) bool {
	switch strings.ToLower(w) {
	case "chat", "messaging", "message":
		return true
	}
	return false
}

func bridgeWord(w string) bool {
	switch strings.ToLower(w) {
	case "bridge", "bridges":
		return true
	}
	return false
}
