package main

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"

	"github.com/pluglint/pluglint/rules/pyjson"
)

// The property: no credential pluglint can recognise ever appears, whole
// or in any piece of pieceLen characters, in anything any verb prints in
// any format, whatever rule fires and whether or not the file holding it
// parses. The credentials are generated here from seeds: none is ever
// written into the repository.

// pieceLen is the longest piece of a credential output may show.
const pieceLen = 16

// fakeCredential returns a credential of one of the formats pluglint
// knows, made up from rng.
func fakeCredential(rng *rand.Rand, kind int) string {
	const alnum = "ABCDEFGHIJKLMNOPQRSTUVWYZabcdefghijkmnopqrstuvwyz0123456789"
	const upper = "ABCDEFGHIJKLMNOPQRSTUVWYZ234567"
	rnd := func(set string, n int) string {
		b := make([]byte, n)
		for i := range b {
			b[i] = set[rng.IntN(len(set))]
		}
		return string(b)
	}
	switch kind % 10 {
	case 0:
		return "ghp_" + rnd(alnum, 36)
	case 1:
		return "sk_live_" + rnd(alnum, 32)
	case 2:
		return "AKIA" + rnd(upper, 16)
	case 3:
		return "xoxb-" + rnd("0123456789", 12) + "-" + rnd("0123456789", 12) + "-" + rnd(alnum, 24)
	case 4:
		return "glpat-" + rnd(alnum, 20)
	case 5:
		return "sk-ant-api03-" + rnd(alnum, 60)
	case 6:
		return "npm_" + rnd(alnum, 36)
	case 7:
		return "github_pat_" + rnd(alnum, 22) + "_" + rnd(alnum, 59)
	case 8:
		return "-----BEGIN RSA PRIVATE KEY-----\n" + rnd(alnum+"+/", 64) + "\n" + rnd(alnum+"+/", 64) + "\n-----END RSA PRIVATE KEY-----"
	}
	return "hf_" + rnd(alnum, 34)
}

// seedValue puts cred into a string value of a package file, as a
// publisher might: alone, appended to a command line, as an argument, or
// in front of a command as an environment assignment.
func seedValue(orig, cred string, i int) string {
	switch i % 4 {
	case 0:
		return cred
	case 1:
		return orig + " --api-key=" + cred
	case 2:
		return "GITHUB_TOKEN=" + cred + " " + orig
	}
	return orig + " " + cred
}

// seedJSON replaces every string value of a JSON file (not keys) with
// one holding a fresh credential, and returns the file and the
// credentials; a file that does not parse gets one appended to its first
// line.
func seedJSON(data []byte, rng *rand.Rand, n *int) ([]byte, []string) {
	doc, err := pyjson.Parse(data)
	if err != nil || doc == nil || doc.Root == nil {
		cred := fakeCredential(rng, *n)
		*n++
		line, rest, _ := strings.Cut(string(data), "\n")
		return []byte(line + " " + strconv.Quote(cred) + "\n" + rest), []string{cred}
	}
	var strs []*pyjson.Value
	var walk func(v *pyjson.Value)
	walk = func(v *pyjson.Value) {
		switch v.Kind {
		case pyjson.String:
			strs = append(strs, v)
		case pyjson.Object:
			for _, m := range v.Members {
				walk(m.Value)
			}
		case pyjson.Array:
			for _, it := range v.Items {
				walk(it)
			}
		}
	}
	walk(doc.Root)
	var creds []string
	out := string(data)
	// From the end, so that earlier offsets stay right.
	for _, v := range slices.Backward(strs) {
		cred := fakeCredential(rng, *n)
		creds = append(creds, cred)
		out = out[:v.Start] + strconv.Quote(seedValue(v.Str, cred, *n)) + out[v.End:]
		*n++
	}
	return []byte(out), creds
}

// seedFixture writes a rule fixture's package to dir with credentials in
// every string value of its JSON files and in every other file's text;
// broken, it also cuts each JSON file short on a credential's line, so
// that the file does not parse. It returns the credentials.
func seedFixture(t *testing.T, a *txtar.Archive, dir string, rng *rand.Rand, broken bool) []string {
	t.Helper()
	var creds []string
	n := rng.IntN(10)
	for _, f := range a.Files {
		if f.Name == "want" {
			continue
		}
		data := f.Data
		switch {
		case strings.HasSuffix(f.Name, ".json"):
			var c []string
			data, c = seedJSON(data, rng, &n)
			creds = append(creds, c...)
			if broken {
				cred := fakeCredential(rng, n)
				n++
				creds = append(creds, cred)
				// A missing comma after the token, then an unterminated
				// string on the next line.
				data = append(data, fmt.Sprintf("\n{\"API_TOKEN\": %q \"x\": 1,\n\"k\": \"%s\n", cred, fakeCredential(rng, n))...)
				creds = append(creds, fakeCredential(rng, n))
			}
		default:
			cred := fakeCredential(rng, n)
			n++
			creds = append(creds, cred)
			data = append(slices.Clone(data), "\nexport API_TOKEN="+cred+"\n"...)
		}
		name := filepath.Join(dir, filepath.FromSlash(f.Name))
		if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(name, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return creds
}

// leaked returns the first piece of pieceLen bytes of a credential that
// out shows (a credential shown whole shows all its pieces). A PEM key's
// lines are cut into pieces on their own: JSON output writes its line
// breaks as \n.
func leaked(out string, creds []string) string {
	pieces := map[string]bool{}
	for _, c := range creds {
		for _, part := range strings.Split(c, "\n") {
			for i := 0; i+pieceLen <= len(part); i++ {
				pieces[part[i:i+pieceLen]] = true
			}
		}
	}
	for i := 0; i+pieceLen <= len(out); i++ {
		if pieces[out[i:i+pieceLen]] {
			return out[i : i+pieceLen]
		}
	}
	return ""
}

// TestNoOutputShowsSeededCredentials seeds credentials into every field
// of every rule fixture (and, a second time, into files that do not
// parse), then runs lint in every format, with the step summary, and fix
// --diff, and fails if anything printed or written shows one.
func TestNoOutputShowsSeededCredentials(t *testing.T) {
	cases, err := filepath.Glob(filepath.Join("..", "..", "testdata", "rules", "*", "*.txtar"))
	if err != nil || len(cases) == 0 {
		t.Fatalf("no rule fixtures: %v", err)
	}
	if testing.Short() {
		cases = cases[:len(cases)/8]
	}
	work := t.TempDir()
	summary := filepath.Join(work, "summary.md")
	t.Setenv("GITHUB_STEP_SUMMARY", summary)
	t.Setenv("NO_COLOR", "")
	t.Setenv("FORCE_COLOR", "")
	checked := 0
	for i, file := range cases {
		a, err := txtar.ParseFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for _, broken := range []bool{false, true} {
			rng := rand.New(rand.NewPCG(uint64(i), 17))
			dir := filepath.Join(work, fmt.Sprintf("p%d-%v", i, broken))
			creds := seedFixture(t, a, dir, rng, broken)
			if len(creds) == 0 {
				continue
			}
			os.Remove(summary)
			var outs []string
			var stdout, stderr strings.Builder
			outFiles := map[string]string{}
			args := []string{"--format", "github"}
			for _, f := range []string{"text", "json", "sarif"} {
				outFiles[f] = filepath.Join(work, "out."+f)
				args = append(args, "--output", f+"="+outFiles[f])
			}
			run(append(args, dir), &stdout, &stderr)
			outs = append(outs, "lint stdout\n"+stdout.String(), "lint stderr\n"+stderr.String())
			for f, name := range outFiles {
				data, _ := os.ReadFile(name)
				outs = append(outs, f+"\n"+string(data))
			}
			data, _ := os.ReadFile(summary)
			outs = append(outs, "step summary\n"+string(data))
			stdout.Reset()
			stderr.Reset()
			run([]string{"fix", "--diff", dir}, &stdout, &stderr)
			outs = append(outs, "fix --diff stdout\n"+stdout.String(), "fix --diff stderr\n"+stderr.String())
			for _, out := range outs {
				if piece := leaked(out, creds); piece != "" {
					t.Fatalf("%s (broken %v): output shows %q of a seeded credential:\n%s", file, broken, piece, out)
				}
			}
			checked++
		}
	}
	if checked < len(cases) {
		t.Errorf("only %d of %d fixtures were seeded", checked, len(cases))
	}
}

// TestIssueLeaks holds the leaks the secrets issue reported to what
// pluglint prints now: a command line quoted by PL303 with its --api-key
// masked, a GITHUB_TOKEN=… prefix likewise, and PL001's excerpt of a
// line that does not parse with the token masked character for
// character (so the caret still points at the error).
func TestIssueLeaks(t *testing.T) {
	rng := rand.New(rand.NewPCG(42, 17))
	stripe, gh := fakeCredential(rng, 1), fakeCredential(rng, 0)
	dir := t.TempDir()
	write := func(name, text string) {
		t.Helper()
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("plugin.json", `{"$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json", "name": "p"}`+"\n")
	write("mcp.json", `{"$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json", "mcpServers": {`+"\n"+
		`  "stripe": {"type": "stdio", "command": "npx -y @stripe/mcp --api-key=`+stripe+`"},`+"\n"+
		`  "gh": {"type": "stdio", "command": "GITHUB_TOKEN=`+gh+` node"}}}`+"\n")
	var stdout, stderr strings.Builder
	run([]string{"--format", "text", "--color", "never", dir}, &stdout, &stderr)
	out := stdout.String() + stderr.String()
	for _, want := range []string{
		`stdio server "stripe" has command "npx -y @stripe/mcp --api-key=sk_l…", which is not one token`,
		`stdio server "gh" has command "GITHUB_TOKEN=ghp_… node", which is not one token`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if piece := leaked(out, []string{stripe, gh}); piece != "" {
		t.Errorf("output shows %q:\n%s", piece, out)
	}

	// A missing comma after the token: mcp.json does not parse.
	write("mcp.json", `{"$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json", "mcpServers": {"gh": {"type": "stdio", "command": "gh",`+"\n"+
		`  "env": {"GITHUB_TOKEN": "`+gh+`" "X": "1"}}}}`+"\n")
	stdout.Reset()
	stderr.Reset()
	run([]string{"--format", "text", "--color", "never", dir}, &stdout, &stderr)
	out = stdout.String() + stderr.String()
	col := len(`  "env": {"GITHUB_TOKEN": "`+gh+`" `) + 1
	want := fmt.Sprintf("mcp.json:2:%d: error: mcp.json is not valid JSON as Python reads it: Expecting ',' delimiter; Hermes drops all of mcp.json [PL001 json-syntax]\n"+
		"      \"env\": {\"GITHUB_TOKEN\": \"%s\" \"X\": \"1\"}}}}\n"+
		"    %s^\n", col, strings.Repeat("*", len(gh)), strings.Repeat(" ", col-1))
	if !strings.Contains(out, want) {
		t.Errorf("output lacks\n%s\ngot:\n%s", want, out)
	}
	if piece := leaked(out, []string{gh}); piece != "" {
		t.Errorf("output shows %q:\n%s", piece, out)
	}
}
