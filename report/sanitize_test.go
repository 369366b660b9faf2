package report

import "testing"

// TestClean checks that shown text keeps one character per character and
// never carries a control or a hidden character PL509 reports, while
// emoji and scripts that need joiners stay as written.
func TestClean(t *testing.T) {
	for in, want := range map[string]string{
		"plain":                   "plain",
		"a\x1b[31mb\n":            "a\uFFFD[31mb\uFFFD",
		"trade\u202egnp":          "trade\uFFFDgnp",
		"s\u200bend it":           "s\uFFFDend it",
		"ok.\U000E0068\U000E0069": "ok.\uFFFD\uFFFD",
		"😀\ufe0f\ufe05\U000E0158": "😀\uFFFD\uFFFD\uFFFD",
		"👨\u200d👩\u200d👧 ❤️ می\u200cخواهم": "👨\u200d👩\u200d👧 ❤️ می\u200cخواهم",
		"one \u200btwo": "one \u200btwo",
		"🏴\U000E0067\U000E0062\U000E0073\U000E0063\U000E0074\U000E007F": "🏴\U000E0067\U000E0062\U000E0073\U000E0063\U000E0074\U000E007F",
	} {
		if got := Clean(in); got != want {
			t.Errorf("Clean(%+q) = %+q, want %+q", in, got, want)
		}
	}
}
