package hermes

import "testing"

func TestWalks(t *testing.T) {
	for _, c := range []struct {
		in         string
		win, posix Walk
	}{
		{"bin/server", Walk{Depth: 2}, Walk{Depth: 2}},
		{`safe\..\..\outside`, Walk{Depth: 0, Lowest: -1}, Walk{Depth: 1}},
		{`..\x`, Walk{Depth: 0, Lowest: -1}, Walk{Depth: 1}},
		{`a/..\..\x`, Walk{Depth: 0, Lowest: -1}, Walk{Depth: 2}},
		{"../x", Walk{Depth: 0, Lowest: -1}, Walk{Depth: 0, Lowest: -1}},
		{`a\b\..\c`, Walk{Depth: 2}, Walk{Depth: 1}},
		{`.\x\.\y`, Walk{Depth: 2}, Walk{Depth: 1}},
		{`\d+\.\d+`, Walk{Depth: 2, Rooted: true}, Walk{Depth: 1}},
		{`C:\x`, Walk{Depth: 2, Rooted: true}, Walk{Depth: 1}},
		{"/abs", Walk{Depth: 1, Rooted: true}, Walk{Depth: 1, Rooted: true}},
		{"", Walk{}, Walk{}},
	} {
		if got := WindowsWalk(c.in); got != c.win {
			t.Errorf("WindowsWalk(%q) = %+v, want %+v", c.in, got, c.win)
		}
		if got := PosixWalk(c.in); got != c.posix {
			t.Errorf("PosixWalk(%q) = %+v, want %+v", c.in, got, c.posix)
		}
	}
	if !(Walk{Lowest: -1}).Escapes(0) || (Walk{Lowest: -1}).Escapes(1) || !(Walk{Rooted: true}).Escapes(3) {
		t.Error("Walk.Escapes: a climb above the start escapes only from the root; a rooted path always does")
	}
}
