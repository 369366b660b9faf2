package pyjson

import (
	"testing"
)

func TestStringOffset(t *testing.T) {
	src := []byte(`{"k": "a\n\u00e9\ud83d\ude00\udc00b\"c"}`)
	doc, err := Parse(src)
	if err != nil {
		t.Fatal(err)
	}
	v := doc.Root.Get("k")
	// Decoded: a(0) \n(1) é(2,3) 😀(4-7) U+FFFD(8-10) b(11) "(12) c(13), end 14.
	for i, want := range map[int]int{0: 7, 1: 8, 2: 10, 3: 10, 4: 16, 7: 16, 8: 28, 11: 34, 12: 35, 13: 37, 14: 38, 15: -1, -1: -1} {
		if got := StringOffset(src, v.Start, i); got != want {
			t.Errorf("StringOffset(%d) = %d, want %d (decoded %q)", i, got, want, v.Str)
		}
	}
	if got := StringOffset(src, 0, 0); got != -1 {
		t.Errorf("StringOffset at a brace = %d, want -1", got)
	}
	// Every decoded character of a string maps to where it is written.
	plain := []byte(`"naïve ✓"`)
	for i := range len(`naïve ✓`) + 1 {
		if got := StringOffset(plain, 0, i); got != 1+i {
			t.Errorf("unescaped: StringOffset(%d) = %d, want %d", i, got, 1+i)
		}
	}
}
