// Package clip shortens what findings quote: a hostile package's names
// and values can be megabytes long, and every output would repeat them.
package clip

import (
	"strings"
	"unicode/utf8"
)

// Rules quote the names, commands, URLs and values they report, and a
// hostile package's can be megabytes long: one finding about an 8 MiB
// server name was an 8 MiB line, in every output. Messages keep the start
// and end of a long quoted string instead, and of a message still too
// long (a command of a million words, each quoted in the advice).
const (
	maxQuoted   = 200  // bytes of a quoted string, escapes included, kept whole
	quotedHead  = 160  // bytes kept from the start of a longer one
	quotedTail  = 30   // and from its end
	maxMessage  = 2000 // bytes of a message kept whole; real ones take under 500
	messageHead = 1500 // bytes kept from the start of a longer one
	messageTail = 400  // and from its end
)

// Message shortens the long quoted strings of msg (Quoted), then
// the message itself if it is still longer than maxMessage bytes, to its
// start and end around " … ", cut between characters.
func Message(msg string) string {
	msg = Quoted(msg)
	if len(msg) <= maxMessage {
		return msg
	}
	head, tail := messageHead, len(msg)-messageTail
	for head > 0 && !utf8.RuneStart(msg[head]) {
		head--
	}
	for tail < len(msg) && !utf8.RuneStart(msg[tail]) {
		tail++
	}
	return msg[:head] + " … " + msg[tail:]
}

// Quoted shortens every double-quoted string of msg longer than
// maxQuoted bytes to its start and end around "…". It cuts between
// escape sequences and characters, so that what stays is still a string
// as %q writes it. A message whose quotes do not pair up is left as it is
// from the unpaired quote on.
func Quoted(msg string) string {
	if len(msg) <= maxQuoted {
		return msg
	}
	var b strings.Builder
	done := 0 // msg[:done] is in b, or needs no change
	for i := 0; i < len(msg); i++ {
		if msg[i] != '"' {
			continue
		}
		end := closingQuote(msg, i+1)
		if end < 0 {
			break
		}
		if content := msg[i+1 : end]; len(content) > maxQuoted {
			head, tail := quotedCuts(content)
			b.WriteString(msg[done : i+1])
			b.WriteString(content[:head])
			b.WriteString("…")
			b.WriteString(content[tail:])
			done = end
		}
		i = end
	}
	if done == 0 {
		return msg
	}
	b.WriteString(msg[done:])
	return b.String()
}

// String shortens a name or value longer than maxQuoted bytes to its start
// and end around "…", for reporters that show names outside messages.
func String(s string) string {
	if len(s) <= maxQuoted {
		return s
	}
	head, tail := quotedCuts(s)
	return s[:head] + "…" + s[tail:]
}

// closingQuote returns the index of the quote ending the string whose
// content starts at i, skipping escaped characters, or -1.
func closingQuote(s string, i int) int {
	for i < len(s) {
		switch s[i] {
		case '"':
			return i
		case '\\':
			i++
		}
		i++
	}
	return -1
}

// quotedCuts returns where to cut the content of a quoted string: keep
// content[:head] and content[tail:], each as long as the bounds allow
// without splitting an escape sequence or a character.
func quotedCuts(content string) (head, tail int) {
	tail = len(content)
	for i := 0; i < len(content); {
		n := unitLen(content[i:])
		if i+n <= quotedHead {
			head = i + n
		}
		if i >= len(content)-quotedTail && tail == len(content) {
			tail = i
		}
		i += n
	}
	return head, max(tail, head)
}

// unitLen is the length of the escape sequence or character s starts with.
func unitLen(s string) int {
	if s[0] != '\\' || len(s) < 2 {
		_, n := utf8.DecodeRuneInString(s)
		return n
	}
	n := 2
	switch s[1] {
	case 'x':
		n = 4
	case 'u':
		n = 6
	case 'U':
		n = 10
	}
	return min(n, len(s))
}
