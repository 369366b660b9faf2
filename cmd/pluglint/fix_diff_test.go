package main

import (
	"fmt"
	"io"
	"strings"
	"testing"
)

// TestUnifiedDiff pins the hunks diff -u writes: three lines of context,
// changes close together in one hunk, far apart in two, CRLF kept, and a
// missing final newline marked.
func TestUnifiedDiff(t *testing.T) {
	lines := func(n int, change map[int]string) string {
		var b strings.Builder
		for i := 1; i <= n; i++ {
			if s, ok := change[i]; ok {
				b.WriteString(s)
				continue
			}
			b.WriteString("line " + string(rune('a'+i-1)) + "\n")
		}
		return b.String()
	}
	cases := []struct {
		name, before, after, want string
	}{{
		name:   "equal",
		before: "a\n", after: "a\n",
		want: "",
	}, {
		name:   "one change in the middle",
		before: lines(10, nil),
		after:  lines(10, map[int]string{5: "LINE E\n"}),
		want:   "--- a/p.json\n+++ b/p.json\n@@ -2,7 +2,7 @@\n line b\n line c\n line d\n-line e\n+LINE E\n line f\n line g\n line h\n",
	}, {
		name:   "changes six unchanged lines apart share a hunk",
		before: lines(12, nil),
		after:  lines(12, map[int]string{2: "", 8: "line h\nnew\n"}),
		want:   "--- a/p.json\n+++ b/p.json\n@@ -1,11 +1,11 @@\n line a\n-line b\n line c\n line d\n line e\n line f\n line g\n line h\n+new\n line i\n line j\n line k\n",
	}, {
		name:   "changes seven unchanged lines apart make two hunks",
		before: lines(12, nil),
		after:  lines(12, map[int]string{2: "", 9: "line i\nnew\n"}),
		want: "--- a/p.json\n+++ b/p.json\n@@ -1,5 +1,4 @@\n line a\n-line b\n line c\n line d\n line e\n" +
			"@@ -7,6 +6,7 @@\n line g\n line h\n line i\n+new\n line j\n line k\n line l\n",
	}, {
		name:   "insertion at the top",
		before: "{\n  \"name\": \"x\"\n}\n",
		after:  "{\n  \"$schema\": \"s\",\n  \"name\": \"x\"\n}\n",
		want:   "--- a/p.json\n+++ b/p.json\n@@ -1,3 +1,4 @@\n {\n+  \"$schema\": \"s\",\n   \"name\": \"x\"\n }\n",
	}, {
		name:   "no final newline",
		before: `{"name":"x"}`,
		after:  `{"$schema":"s","name":"x"}`,
		want: "--- a/p.json\n+++ b/p.json\n@@ -1 +1 @@\n-{\"name\":\"x\"}\n\\ No newline at end of file\n" +
			"+{\"$schema\":\"s\",\"name\":\"x\"}\n\\ No newline at end of file\n",
	}, {
		name:   "CRLF lines keep their CR",
		before: "{\r\n\t\"name\": \"x\"\r\n}\r\n",
		after:  "{\r\n\t\"$schema\": \"s\",\r\n\t\"name\": \"x\"\r\n}\r\n",
		want:   "--- a/p.json\n+++ b/p.json\n@@ -1,3 +1,4 @@\n {\r\n+\t\"$schema\": \"s\",\r\n \t\"name\": \"x\"\r\n }\r\n",
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var b strings.Builder
			if err := writeUnifiedDiff(&b, io.Discard, "p.json", "p.json", []byte(c.before), []byte(c.after), false); err != nil {
				t.Fatal(err)
			}
			if b.String() != c.want {
				t.Errorf("got:\n%q\nwant:\n%q", b.String(), c.want)
			}
		})
	}
}

// TestUnifiedDiffLeavesOutSecrets: a hunk that would show a line
// holding a credential, as context or as a change, is left out and the
// log names it; the hunks left still apply, at the right lines, and
// change only what they say.
func TestUnifiedDiffLeavesOutSecrets(t *testing.T) {
	token := "ghp_" + strings.Repeat("aB3dE", 8)[:36]
	before := "{\n  \"mcpServers\": {\"gh\": {\"type\": \"stdio\", \"command\": \"gh\",\n" +
		"    \"env\": {\"GITHUB_TOKEN\": \"" + token + "\"}}},\n" +
		"line a\nline b\nline c\nline d\nline e\nline f\nline g\nline h\nline i\nline j\nline k\nline l\n}\n"
	// One change next to the credential's line and one far from it: the
	// kept hunk's new line numbers are those of a file without the
	// left-out change.
	after := strings.Replace(before, "{\n", "{\n  \"$schema\": \"s\",\n", 1)
	after = strings.Replace(after, "line j\n", "line j\nline j2\n", 1)
	var out, log strings.Builder
	if err := writeUnifiedDiff(&out, &log, "pkg/mcp.json", "mcp.json", []byte(before), []byte(after), false); err != nil {
		t.Fatal(err)
	}
	want := "--- a/pkg/mcp.json\n+++ b/pkg/mcp.json\n@@ -11,6 +11,7 @@\n line h\n line i\n line j\n+line j2\n line k\n line l\n }\n"
	if out.String() != want {
		t.Errorf("diff:\n%s\nwant:\n%s", out.String(), want)
	}
	if got, want := log.String(), "pluglint: pkg/mcp.json: the change at lines 1-4 is left out of the diff: it would show a credential; run pluglint fix to apply it\n"; got != want {
		t.Errorf("log = %q, want %q", got, want)
	}
	applied, err := applyPatch(before, out.String())
	if err != nil {
		t.Fatalf("the patch does not apply: %v", err)
	}
	if wantText := strings.Replace(before, "line j\n", "line j\nline j2\n", 1); applied != wantText {
		t.Errorf("applied:\n%s\nwant:\n%s", applied, wantText)
	}
	if strings.Contains(out.String()+log.String(), token[4:20]) {
		t.Error("the output shows the credential")
	}
}

// applyPatch applies a unified diff of one file to text as patch does,
// strictly: every context and removed line must be where the hunk
// header says, counted in the old text.
func applyPatch(text, patch string) (string, error) {
	old := strings.SplitAfter(text, "\n")
	var out []string
	at := 0 // lines of old consumed
	ls := strings.SplitAfter(patch, "\n")
	for i := 0; i < len(ls); i++ {
		l := ls[i]
		if !strings.HasPrefix(l, "@@ ") {
			continue
		}
		var oldStart int
		if _, err := fmt.Sscanf(l, "@@ -%d", &oldStart); err != nil {
			return "", fmt.Errorf("bad header %q", l)
		}
		for at < oldStart-1 {
			out = append(out, old[at])
			at++
		}
		for i+1 < len(ls) && ls[i+1] != "" && !strings.HasPrefix(ls[i+1], "@@ ") {
			i++
			body := ls[i][1:]
			switch ls[i][0] {
			case ' ', '-':
				if at >= len(old) || old[at] != body {
					return "", fmt.Errorf("line %d is %q, the patch says %q", at+1, old[min(at, len(old)-1)], body)
				}
				if ls[i][0] == ' ' {
					out = append(out, body)
				}
				at++
			case '+':
				out = append(out, body)
			}
		}
	}
	return strings.Join(append(out, old[at:]...), ""), nil
}

func TestPrintableLine(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"plain\n", "plain\n"},
		{"tab\there\r\n", "tab\there\r\n"},
		{"no ending", "no ending"},
		{"\x1b[2Jcleared\rover\n", "\ufffd[2Jcleared\ufffdover\n"},
		{"bidi \u202eevil\r\n", "bidi \ufffdevil\r\n"},
	} {
		if got := printableLine(c.in); got != c.want {
			t.Errorf("printableLine(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// A hunk whose lines hold a control character is left out: printed with
// U+FFFD it would not apply, printed raw it could drive the terminal.
func TestUnifiedDiffLeavesOutControlCharacters(t *testing.T) {
	before := "{\n  \"name\": \"a\x1b[2Jb\",\n  \"s\": 0,\n  \"t\": 0,\n  \"x\": 1,\n  \"y\": 2,\n  \"z\": 3,\n  \"w\": 4,\n  \"v\": 5,\n  \"u\": 6\n}\n"
	after := strings.Replace(before, "{\n", "{\n  \"$schema\": \"s\",\n", 1)
	after = strings.Replace(after, "  \"u\": 6\n", "  \"u\": 7\n", 1)
	var out, log strings.Builder
	if err := writeUnifiedDiff(&out, &log, "p.json", "p.json", []byte(before), []byte(after), false); err != nil {
		t.Fatal(err)
	}
	want := "--- a/p.json\n+++ b/p.json\n@@ -7,5 +7,5 @@\n   \"z\": 3,\n   \"w\": 4,\n   \"v\": 5,\n-  \"u\": 6\n+  \"u\": 7\n }\n"
	if out.String() != want {
		t.Errorf("diff:\n%q\nwant:\n%q", out.String(), want)
	}
	if got, want := log.String(), "pluglint: p.json: the change at lines 1-4 is left out of the diff: it would show a control character; run pluglint fix to apply it\n"; got != want {
		t.Errorf("log = %q, want %q", got, want)
	}
	if applied, err := applyPatch(before, out.String()); err != nil || applied != strings.Replace(before, "  \"u\": 6\n", "  \"u\": 7\n", 1) {
		t.Errorf("applied %q, %v", applied, err)
	}
}
