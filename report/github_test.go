package report

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pluglint/pluglint/rules"
	"github.com/pluglint/pluglint/rules/model"
)

var githubOpts = Options{Version: "1.2.3", WorkDir: "/src/repo/sub", SourceRoot: "/src/repo"}

func TestGitHubGolden(t *testing.T) {
	summary := filepath.Join(t.TempDir(), "summary.md")
	// The summary is appended to what earlier steps wrote.
	if err := os.WriteFile(summary, []byte("earlier step\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	opts := githubOpts
	opts.StepSummary = summary
	var buf bytes.Buffer
	if err := WriteGitHub(&buf, twoPackages(t), opts); err != nil {
		t.Fatal(err)
	}
	golden(t, "github/two-packages.txt", buf.String())
	md, err := os.ReadFile(summary)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(md), "earlier step\n") {
		t.Errorf("the summary did not append:\n%s", md)
	}
	golden(t, "github/two-packages.summary.md", string(md))
}

// TestGitHubCap checks the caps: 10 errors, 10 warnings and 9 notes plus
// the notice saying how many more exist, the rest as plain log lines.
func TestGitHubCap(t *testing.T) {
	var mcp strings.Builder
	mcp.WriteString("{\"mcpServers\": {\n")
	for i := range 14 {
		fmt.Fprintf(&mcp, "  \"s%02d\": {},\n", i)
	}
	mcp.WriteString("  \"end\": {}\n}}\n")
	pkg := load(t, "p", map[string]string{"mcp.json": mcp.String()})
	var findings []*rules.Finding
	for i := range 14 {
		key := fmt.Sprintf(`"s%02d"`, i)
		ptr := fmt.Sprintf("/mcpServers/s%02d", i)
		findings = append(findings,
			find(t, pkg, fakeType, rules.Error, "mcp.json", key, ptr, "error "+key),
			find(t, pkg, fakeName, rules.Warning, "mcp.json", key, ptr, "warning "+key))
		if i < 11 {
			findings = append(findings, find(t, pkg, fakeRedundant, rules.Note, "mcp.json", key, ptr, "note "+key))
		}
	}
	res := &rules.Result{Package: pkg, Outcome: &rules.Outcome{}, Findings: findings}
	var buf bytes.Buffer
	if err := WriteGitHub(&buf, []*rules.Result{res}, Options{WorkDir: "/w", SourceRoot: "/w"}); err != nil {
		t.Fatal(err)
	}
	golden(t, "github/cap.txt", buf.String())
	count := map[string]int{}
	for _, line := range strings.Split(buf.String(), "\n") {
		if cmd, _, ok := strings.Cut(line, " "); ok && strings.HasPrefix(cmd, "::") {
			count[cmd]++
		}
	}
	if count["::error"] != 10 || count["::warning"] != 10 || count["::notice"] != 10 {
		t.Errorf("annotations per kind: %v, want 10 each", count)
	}
}

func TestGitHubNoSummaryWithoutPath(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteGitHub(&buf, twoPackages(t), githubOpts); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(buf.String(), "## pluglint") {
		t.Error("the Markdown summary went to standard output")
	}
}

func TestAnnotationEscaping(t *testing.T) {
	tests := []struct {
		a    Annotation
		want string
	}{
		{
			Annotation{
				Level: rules.Error, File: "a,b:c%d/mcp.json", Line: 3, Column: 5, EndLine: 3, EndColumn: 9,
				Title: "PL1 x, y: z", Message: "50% done\r\nnext: a, b",
			},
			"::error file=a%2Cb%3Ac%25d/mcp.json,line=3,col=5,endColumn=9,title=PL1 x%2C y%3A z::50%25 done%0D%0Anext: a, b",
		},
		// Columns only on one line: GitHub refuses them across lines.
		{
			Annotation{Level: rules.Warning, File: "f", Line: 2, Column: 3, EndLine: 4, EndColumn: 2, Message: "m"},
			"::warning file=f,line=2,endLine=4::m",
		},
		{Annotation{Level: rules.Note, File: "f", Message: "whole file"}, "::notice file=f::whole file"},
		{Annotation{Level: rules.Note, Title: "t", Message: "m"}, "::notice title=t::m"},
		// A message cannot end the command early or start another one.
		{Annotation{Level: rules.Error, Message: "x\n::error::injected"}, "::error::x%0A::error::injected"},
	}
	for _, tt := range tests {
		if got := tt.a.String(); got != tt.want {
			t.Errorf("got  %s\nwant %s", got, tt.want)
		}
	}
}

// TestGitHubHostileText checks that text from a package never starts a
// log line with "::" nor breaks the Markdown table.
func TestGitHubHostileText(t *testing.T) {
	pkg := load(t, "::warning::x", map[string]string{"mcp.json": `{"mcpServers": {"a|b<script>": {}}}`})
	f := find(t, pkg, fakeName, rules.Note, "mcp.json", `"a|b<script>"`, "/mcpServers/a|b<script>",
		"server \"a|b<script>\"\n::error::boom")
	res := &rules.Result{Package: pkg, Outcome: &rules.Outcome{}, Findings: []*rules.Finding{f}}
	summary := filepath.Join(t.TempDir(), "s.md")
	var buf bytes.Buffer
	if err := WriteGitHub(&buf, []*rules.Result{res}, Options{WorkDir: "/w", SourceRoot: "/w", StepSummary: summary}); err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(strings.TrimSuffix(buf.String(), "\n"), "\n") {
		if !strings.HasPrefix(line, "::notice ") && !strings.HasPrefix(line, "pluglint: ") {
			t.Errorf("unexpected line %q", line)
		}
	}
	md, err := os.ReadFile(summary)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(md), "<script>") || strings.Contains(string(md), "a|b") {
		t.Errorf("unescaped package text in the summary:\n%s", md)
	}
}

// TestLongNamesClipped gives the reporters a package, a server and a
// dropped server named with a megabyte each: summaries show their start
// and end, never the whole name.
func TestLongNamesClipped(t *testing.T) {
	long := strings.Repeat("n", 1<<20)
	clipped := strings.Repeat("n", 160) + "…" + strings.Repeat("n", 30)
	pkg := load(t, "p", map[string]string{"plugin.json": "{}"})
	res := &rules.Result{Package: pkg, Name: long, Outcome: &rules.Outcome{
		Servers: []*rules.Server{{Name: long, Trust: model.TrustFull}},
		Dropped: []rules.Dropped{{Target: rules.Target{Kind: rules.TargetServer, Name: long}, Cause: &rules.Finding{Rule: fakeType}}},
	}}
	var text bytes.Buffer
	tx := NewText(&text, false)
	tx.Summary = true
	tx.Package(res)
	want := "p (\"" + clipped + "\"): loads\n" +
		"  server trust: " + clipped + " — full (no approval; tools run without asking)\n" +
		"  dropped: server \"" + clipped + "\" (" + fakeType.ID + " " + fakeType.Name + ")\n" +
		"  0 errors, 0 warnings, 0 notes\n"
	if text.String() != want {
		t.Errorf("text summary:\n%.2000s\nwant:\n%s", text.String(), want)
	}
	summary := filepath.Join(t.TempDir(), "s.md")
	if err := WriteGitHub(io.Discard, []*rules.Result{res}, Options{WorkDir: "/w", SourceRoot: "/w", StepSummary: summary}); err != nil {
		t.Fatal(err)
	}
	md, err := os.ReadFile(summary)
	if err != nil {
		t.Fatal(err)
	}
	if len(md) > 4096 || !strings.Contains(string(md), "`"+clipped+"`") {
		t.Errorf("job summary of %d bytes, without the clipped name:\n%.2000s", len(md), md)
	}
}
