package clip

import (
	"strconv"
	"strings"
	"testing"
)

// TestClipQuoted checks that long quoted strings in a message keep their
// start and end, cut between escapes and characters, and that everything
// else is left alone.
func TestClipQuoted(t *testing.T) {
	long := strings.Repeat("n", 1_000_000)
	clipped := `"` + strings.Repeat("n", quotedHead) + "…" + strings.Repeat("n", quotedTail) + `"`
	tests := []struct{ name, msg, want string }{
		{"short", `server "trade" has no "type"`, `server "trade" has no "type"`},
		{
			"long name", `server "` + long + `" has no "type"; Hermes drops the server`,
			`server ` + clipped + ` has no "type"; Hermes drops the server`,
		},
		{"two", strconv.Quote(long) + " and " + strconv.Quote(long), clipped + " and " + clipped},
		{
			"at the bound", strconv.Quote(strings.Repeat("a", maxQuoted)) + strings.Repeat(" x", 50),
			strconv.Quote(strings.Repeat("a", maxQuoted)) + strings.Repeat(" x", 50),
		},
		// Escapes are never split: "\"" is two bytes, "\u2028" six.
		{
			"escaped quotes", strconv.Quote(strings.Repeat(`"`, 150)),
			`"` + strings.Repeat(`\"`, quotedHead/2) + "…" + strings.Repeat(`\"`, quotedTail/2) + `"`,
		},
		{
			"escapes of six", strconv.Quote(strings.Repeat("\u2028", 50)),
			`"` + strings.Repeat(`\u2028`, quotedHead/6) + "…" + strings.Repeat(`\u2028`, quotedTail/6) + `"`,
		},
		// Characters are never split: "é" is two bytes, cut after 159.
		{
			"characters", "x" + strconv.Quote(strings.Repeat("é", 150)) + "y",
			"x\"" + strings.Repeat("é", quotedHead/2) + "…" + strings.Repeat("é", quotedTail/2) + "\"y",
		},
		{"unpaired", `say "` + long, `say "` + long},
	}
	for _, tt := range tests {
		if got := Quoted(tt.msg); got != tt.want {
			t.Errorf("%s: got %.300q…, want %.300q…", tt.name, got, tt.want)
		}
	}
}

// TestClipMessage checks that a message long even with its quoted strings
// clipped keeps its start and end, cut between characters.
func TestClipMessage(t *testing.T) {
	words := strings.Repeat(`"rm" `, 100_000)
	msg := `stdio server "a" has command "x"; split it: ` + words + "; Hermes drops the server"
	got := Message(msg)
	if want := msg[:messageHead] + " … " + msg[len(msg)-messageTail:]; got != want {
		t.Errorf("got %.200q… of %d bytes, want %.200q… of %d", got, len(got), want, len(want))
	}
	é := strings.Repeat("é", 2000) // 4,000 bytes: cuts fall inside characters
	got = Message("x" + é)
	if want := "x" + strings.Repeat("é", (messageHead-1)/2) + " … " + strings.Repeat("é", messageTail/2); got != want {
		t.Errorf("got %.100q… of %d bytes, want %.100q… of %d", got, len(got), want, len(want))
	}
	if short := strings.Repeat("a", maxMessage); Message(short) != short {
		t.Error("a message of maxMessage bytes is clipped")
	}
}
