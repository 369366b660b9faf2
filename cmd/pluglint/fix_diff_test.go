package main

import (
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
			if err := writeUnifiedDiff(&b, "p.json", "p.json", []byte(c.before), []byte(c.after)); err != nil {
				t.Fatal(err)
			}
			if b.String() != c.want {
				t.Errorf("got:\n%q\nwant:\n%q", b.String(), c.want)
			}
		})
	}
}

// TestUnifiedDiffMasksSecrets checks that a credential in a context line
// is masked, as every reporter masks it.
func TestUnifiedDiffMasksSecrets(t *testing.T) {
	before := "{\n  \"mcpServers\": {\"gh\": {\"type\": \"stdio\", \"command\": \"gh\",\n" +
		"    \"env\": {\"GITHUB_TOKEN\": \"ghp_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789\"}}}\n}\n"
	after := strings.Replace(before, "{\n", "{\n  \"$schema\": \"s\",\n", 1)
	var b strings.Builder
	if err := writeUnifiedDiff(&b, "mcp.json", "mcp.json", []byte(before), []byte(after)); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(b.String(), "aBcDeFgHiJkLmNoPqRsTuVwXyZ") {
		t.Errorf("the diff prints a credential:\n%s", b.String())
	}
	if !strings.Contains(b.String(), `"GITHUB_TOKEN": "****************************************"`) {
		t.Errorf("the credential's line is not shown masked:\n%s", b.String())
	}
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
