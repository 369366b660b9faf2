// Command secretsrecall measures how many fake credentials pluglint and
// gitleaks find, per kind of credential and per place a package holds
// text, and prints the table as Markdown.
//
// usage: go run ./scripts/secretsrecall [-pluglint BIN] [-gitleaks BIN] [-seed N] [-keep DIR]
//
// Every credential is generated from the seed at run time, in a
// temporary directory: none is ever written into the repository. A
// package is made per kind and place holding that one credential; a tool
// finds it when it reports anything in that package (pluglint: a PL500
// finding; gitleaks: any finding). Placeholders and documented examples
// are seeded the same way, and anything either tool reports on them is a
// false positive. Not a test: gitleaks is installed apart
// (go install github.com/zricethezav/gitleaks/v8@v8.30.1).
package main

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

// kind is a credential format; shaped kinds have a recognisable shape,
// the others are found only in a credential-named place.
type kind struct {
	name   string
	shaped bool
	gen    func(r *rng) string
}

type rng struct{ *rand.Rand }

func (r *rng) s(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[r.IntN(len(set))]
	}
	return string(b)
}

const (
	alnum = "ABCDEFGHIJKLMNOPQRSTUVWYZabcdefghijkmnopqrstuvwyz0123456789"
	lower = "abcdefghijkmnopqrstuvwyz0123456789"
	hexd  = "0123456789abcdef"
	b64   = alnum + "+/"
	upper = "ABCDEFGHIJKLMNOPQRSTUVWZ234567"
)

var kinds = []kind{
	{"GitHub classic PAT", true, func(r *rng) string { return "ghp_" + r.s(alnum, 36) }},
	{"GitHub fine-grained PAT", true, func(r *rng) string { return "github_pat_" + r.s(alnum, 22) + "_" + r.s(alnum, 59) }},
	{"GitLab PAT", true, func(r *rng) string { return "glpat-" + r.s(alnum, 20) }},
	{"Slack bot token", true, func(r *rng) string {
		return "xoxb-" + r.s("0123456789", 12) + "-" + r.s("0123456789", 13) + "-" + r.s(alnum, 24)
	}},
	{"Slack webhook URL", true, func(r *rng) string {
		return "https://hooks.slack.com/services/T" + r.s(upper, 8) + "/B" + r.s(upper, 10) + "/" + r.s(alnum, 24)
	}},
	{"Stripe secret key", true, func(r *rng) string { return "sk_live_" + r.s(alnum, 99) }},
	{"OpenAI project key", true, func(r *rng) string { return "sk-proj-" + r.s(alnum, 74) + "T3BlbkFJ" + r.s(alnum, 74) }},
	{"Anthropic key", true, func(r *rng) string { return "sk-ant-api03-" + r.s(alnum, 93) + "AA" }},
	{"AWS access key id", true, func(r *rng) string { return "AKIA" + r.s(upper, 16) }},
	{"Google API key", true, func(r *rng) string { return "AIza" + r.s(alnum, 35) }},
	{"Google OAuth client secret", true, func(r *rng) string { return "GOCSPX-" + r.s(alnum, 28) }},
	{"Google service-account key", true, func(r *rng) string {
		return `{"type": "service_account", "private_key": "-----BEGIN PRIVATE KEY-----\n` + r.s(b64, 64) + `\n` + r.s(b64, 64) + `\n-----END PRIVATE KEY-----\n"}`
	}},
	{"Azure storage connection string", true, func(r *rng) string {
		return "DefaultEndpointsProtocol=https;AccountName=acme" + r.s(lower, 6) + ";AccountKey=" + r.s(b64, 86) + "==;EndpointSuffix=core.windows.net"
	}},
	{"Twilio API key", true, func(r *rng) string { return "SK" + r.s(hexd, 32) }},
	{"SendGrid key", true, func(r *rng) string { return "SG." + r.s(alnum, 22) + "." + r.s(alnum, 43) }},
	{"npm token", true, func(r *rng) string { return "npm_" + r.s(alnum, 36) }},
	{"PyPI token", true, func(r *rng) string { return "pypi-AgEIcHlwaS5vcmc" + r.s(alnum, 70) }},
	{"Hugging Face token", true, func(r *rng) string { return "hf_" + r.s(alnum, 34) }},
	{"Discord bot token", true, func(r *rng) string {
		return "M" + r.s(alnum, 25) + "." + r.s(alnum, 6) + "." + r.s(alnum, 38)
	}},
	{"Discord webhook URL", true, func(r *rng) string {
		return "https://discord.com/api/webhooks/" + r.s("0123456789", 18) + "/" + r.s(alnum, 68)
	}},
	{"Telegram bot token", true, func(r *rng) string { return r.s("123456789", 10) + ":AA" + r.s(alnum, 33) }},
	{"private key (PEM)", true, func(r *rng) string {
		return "-----BEGIN RSA PRIVATE KEY-----\n" + r.s(b64, 64) + "\n" + r.s(b64, 64) + "\n-----END RSA PRIVATE KEY-----"
	}},
	{"JWT", true, func(r *rng) string {
		return "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ" + r.s(alnum, 40) + "." + r.s(alnum, 43)
	}},
	{"Postgres URL with password", true, func(r *rng) string {
		return "postgres://app:" + r.s(alnum, 20) + "@db.internal.example.com:5432/app"
	}},
	{"AMQP URL with password", true, func(r *rng) string {
		return "amqps://worker:" + r.s(alnum, 20) + "@mq.example.com/vhost"
	}},
	{"basic-auth header value", true, func(r *rng) string {
		return "Basic " + base64.StdEncoding.EncodeToString([]byte("deploy:"+r.s(alnum, 18)))
	}},
	{"basic-auth base64 alone", true, func(r *rng) string {
		return base64.StdEncoding.EncodeToString([]byte("deploy:" + r.s(alnum, 18)))
	}},
	{"DigitalOcean token", true, func(r *rng) string { return "dop_v1_" + r.s(hexd, 64) }},
	{"Shopify token", true, func(r *rng) string { return "shpat_" + r.s(hexd, 32) }},
	{"Groq key", true, func(r *rng) string { return "gsk_" + r.s(alnum, 52) }},
	{"Replicate token", true, func(r *rng) string { return "r8_" + r.s(alnum, 37) }},
	{"Linear key", true, func(r *rng) string { return "lin_api_" + r.s(alnum, 40) }},
	{"Notion token", true, func(r *rng) string { return "ntn_" + r.s(alnum, 46) }},
	{"Databricks token", true, func(r *rng) string { return "dapi" + r.s(hexd, 32) }},
	{"Mailgun key", true, func(r *rng) string { return "key-" + r.s(hexd, 32) }},
	{"random 40-char secret (shapeless)", false, func(r *rng) string { return r.s(alnum+"_-", 40) }},
	{"random 16-char password (shapeless)", false, func(r *rng) string { return r.s(alnum+"!#%*", 16) }},
}

// place is where a package holds text; named places put the credential
// under a credential name.
type place struct {
	name  string
	named bool
	// files returns the package's files holding v.
	files func(v string) map[string]string
}

func q(s string) string { b, _ := json.Marshal(s); return string(b) }

func mcp(server string) map[string]string {
	return map[string]string{
		"mcp.json": `{"$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json", "mcpServers": {"s": ` + server + `}}` + "\n",
	}
}

func stdio(extra string) map[string]string {
	return mcp(`{"type": "stdio", "command": "acme-mcp"` + extra + `}`)
}

func remote(u, extra string) map[string]string {
	return mcp(`{"type": "streamable-http", "url": ` + q(u) + extra + `}`)
}

var places = []place{
	{"env, credential name", true, func(v string) map[string]string { return stdio(`, "env": {"ACME_API_KEY": ` + q(v) + `}`) }},
	{"env, neutral name", false, func(v string) map[string]string { return stdio(`, "env": {"ACME_CONFIG": ` + q(v) + `}`) }},
	{"header Authorization", true, func(v string) map[string]string {
		return remote("https://mcp.example.com/mcp", `, "headers": {"Authorization": `+q("Bearer "+v)+`}`)
	}},
	{"header, neutral name", false, func(v string) map[string]string {
		return remote("https://mcp.example.com/mcp", `, "headers": {"X-Client-Data": `+q(v)+`}`)
	}},
	{"args item", false, func(v string) map[string]string { return stdio(`, "args": ["serve", ` + q(v) + `]`) }},
	{"args --api-key=", true, func(v string) map[string]string { return stdio(`, "args": ["serve", ` + q("--api-key="+v) + `]`) }},
	{"command line", false, func(v string) map[string]string {
		return mcp(`{"type": "stdio", "command": ` + q("npx -y @acme/mcp "+v) + `}`)
	}},
	{"cwd", false, func(v string) map[string]string { return stdio(`, "cwd": ` + q(v)) }},
	{"url user info", true, func(v string) map[string]string {
		return remote("https://x-token:"+url.PathEscape(v)+"@mcp.example.com/mcp", "")
	}},
	{"url query api_key=", true, func(v string) map[string]string {
		return remote("https://mcp.example.com/mcp?api_key="+url.QueryEscape(v), "")
	}},
	{"url query, neutral name", false, func(v string) map[string]string {
		return remote("https://mcp.example.com/mcp?cfg="+url.QueryEscape(v), "")
	}},
	{"url path", false, func(v string) map[string]string {
		return remote("https://mcp.example.com/"+url.PathEscape(v)+"/mcp", "")
	}},
	{"url fragment", false, func(v string) map[string]string {
		return remote("https://mcp.example.com/mcp#"+url.PathEscape(v), "")
	}},
	{"unknown server field", false, func(v string) map[string]string { return stdio(`, "x-notes": ` + q(v)) }},
	{"plugin.json repository URL", true, func(v string) map[string]string {
		return map[string]string{"plugin.json": `{"$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json", "name": "p", "repository": ` +
			q("https://x-access-token:"+url.PathEscape(v)+"@github.com/acme/p") + `}` + "\n"}
	}},
	{"plugin.json extension block", false, func(v string) map[string]string {
		return map[string]string{"plugin.json": `{"$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json", "name": "p", "x-acme": {"note": ` + q(v) + `}}` + "\n"}
	}},
	{"SKILL.md prose", false, func(v string) map[string]string {
		return map[string]string{"skills/s/SKILL.md": "---\nname: s\ndescription: does s\n---\nConnect with " + v + " and go.\n"}
	}},
	{"SKILL.md API_KEY=", true, func(v string) map[string]string {
		return map[string]string{"skills/s/SKILL.md": "---\nname: s\ndescription: does s\n---\nRun:\n\n    export ACME_API_KEY=" + v + "\n"}
	}},
}

// negatives are never credentials.
var negatives = []string{
	"${ACME_API_KEY}", "<your-api-key>", "sk-...", "changeme", "xxxxxxxxxxxxxxxxxxxx", "AKIAIOSFODNN7EXAMPLE",
	"wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "ghp_your_token_here", "550e8400-e29b-41d4-a716-446655440000",
	"e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855", "1.4.2", "/usr/local/bin/acme", "",
}

func main() {
	pluglint := flag.String("pluglint", "pluglint", "pluglint binary")
	gitleaks := flag.String("gitleaks", "gitleaks", "gitleaks binary (8.30.1)")
	seed := flag.Uint64("seed", 1, "seed of the generated credentials")
	keep := flag.String("keep", "", "write the packages to `DIR` and keep them (default: a temporary directory, removed)")
	flag.Parse()
	work := *keep
	if work == "" {
		d, err := os.MkdirTemp("", "secretsrecall")
		if err != nil {
			fail(err)
		}
		defer os.RemoveAll(d)
		work = d
	}
	r := &rng{rand.New(rand.NewPCG(*seed, 17))}
	type cell struct{ kind, place int }
	dirs := map[string]cell{}
	for ki, k := range kinds {
		for pi, p := range places {
			dir := fmt.Sprintf("k%02d-p%02d", ki, pi)
			dirs[dir] = cell{ki, pi}
			writePackage(filepath.Join(work, dir), p.files(k.gen(r)))
		}
	}
	negDirs := map[string]bool{}
	for ni, v := range negatives {
		for pi, p := range places {
			dir := fmt.Sprintf("n%02d-p%02d", ni, pi)
			negDirs[dir] = true
			writePackage(filepath.Join(work, dir), p.files(v))
		}
	}
	byPluglint := runPluglint(*pluglint, work)
	byGitleaks := runGitleaks(*gitleaks, work)

	// The table: one row per kind, one column per place; P pluglint
	// found it, G gitleaks did.
	var b strings.Builder
	b.WriteString("| kind \\ place |")
	for _, p := range places {
		b.WriteString(" " + p.name + " |")
	}
	b.WriteString(" pluglint | gitleaks |\n|---|")
	for range places {
		b.WriteString(":-:|")
	}
	b.WriteString("--:|--:|\n")
	var total, pFound, gFound, gOnly int
	colP, colG, colN := make([]int, len(places)), make([]int, len(places)), make([]int, len(places))
	var missed []string
	for ki, k := range kinds {
		fmt.Fprintf(&b, "| %s |", k.name)
		rowP, rowG, rowN := 0, 0, 0
		for pi, p := range places {
			dir := fmt.Sprintf("k%02d-p%02d", ki, pi)
			eligible := k.shaped || p.named
			mark := ""
			if byPluglint[dir] {
				mark += "P"
			}
			if byGitleaks[dir] {
				mark += "G"
			}
			if mark == "" {
				mark = "·"
			}
			if !eligible {
				mark = "(" + mark + ")"
			}
			fmt.Fprintf(&b, " %s |", mark)
			if !eligible {
				continue
			}
			total++
			rowN++
			colN[pi]++
			if byPluglint[dir] {
				pFound++
				rowP++
				colP[pi]++
			} else {
				missed = append(missed, k.name+" in "+p.name)
			}
			if byGitleaks[dir] {
				gFound++
				rowG++
				colG[pi]++
				if !byPluglint[dir] {
					gOnly++
				}
			}
		}
		fmt.Fprintf(&b, " %d/%d | %d/%d |\n", rowP, rowN, rowG, rowN)
	}
	b.WriteString("| **found (pluglint / gitleaks)** |")
	for pi := range places {
		fmt.Fprintf(&b, " %d / %d of %d |", colP[pi], colG[pi], colN[pi])
	}
	fmt.Fprintf(&b, " %d/%d | %d/%d |\n\n", pFound, total, gFound, total)
	fmt.Fprintf(&b, "P: pluglint finds it; G: gitleaks 8.30.1 does; (…): a shapeless value in a neutral place, not counted.\n\n")
	fmt.Fprintf(&b, "Recall over %d credentials with a shape or in a credential-named place: pluglint %.1f%%, gitleaks %.1f%%; found by gitleaks and missed by pluglint: %d.\n",
		total, 100*float64(pFound)/float64(total), 100*float64(gFound)/float64(total), gOnly)
	var fpP, fpG, idsNamed int
	var fps []string
	for dir := range negDirs {
		var ni, pi int
		if _, err := fmt.Sscanf(dir, "n%02d-p%02d", &ni, &pi); err != nil {
			fail(err)
		}
		if places[pi].named && isID(negatives[ni]) {
			// Many services issue UUIDs or hex strings as keys: under a
			// credential name pluglint reports them, by design.
			if byPluglint[dir] {
				idsNamed++
			}
			continue
		}
		if byPluglint[dir] {
			fpP++
			fps = append(fps, dir)
		}
		if byGitleaks[dir] {
			fpG++
		}
	}
	sort.Strings(fps)
	fmt.Fprintf(&b, "False positives on %d placeholders, documented examples, ids, hashes, versions, paths and empty values (x %d places; ids and hashes in neutral places only): pluglint %d, gitleaks %d.\n",
		len(negatives), len(places), fpP, fpG)
	fmt.Fprintf(&b, "UUIDs and hex digests under a credential name, reported by pluglint by design: %d.\n", idsNamed)
	if len(missed) > 0 {
		fmt.Fprintf(&b, "\npluglint misses: %s\n", strings.Join(missed, "; "))
	}
	if len(fps) > 0 {
		fmt.Fprintf(&b, "\npluglint false positives: %s\n", strings.Join(fps, ", "))
	}
	fmt.Print(b.String())
}

// isID reports the negatives that are ids or hashes.
func isID(s string) bool {
	return len(s) >= 32 && strings.Trim(s, "0123456789abcdef-") == ""
}

func writePackage(dir string, files map[string]string) {
	if _, ok := files["plugin.json"]; !ok {
		files["plugin.json"] = `{"$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json", "name": "p"}` + "\n"
	}
	for name, text := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			fail(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			fail(err)
		}
	}
}

// runPluglint returns the package directories with a PL500 finding.
func runPluglint(bin, work string) map[string]bool {
	cmd := exec.Command(bin, "--format", "json", "--fail-on", "never", ".")
	cmd.Dir = work
	var out bytes.Buffer
	cmd.Stdout = &out
	cmd.Stderr = os.Stderr
	if err := cmd.Run(); err != nil {
		fail(fmt.Errorf("pluglint: %w", err))
	}
	var rep struct {
		Packages []struct {
			Path     string `json:"path"`
			Findings []struct {
				Rule string `json:"rule"`
			} `json:"findings"`
		} `json:"packages"`
	}
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		fail(fmt.Errorf("pluglint output: %w", err))
	}
	found := map[string]bool{}
	for _, p := range rep.Packages {
		for _, f := range p.Findings {
			if f.Rule == "PL500" {
				found[filepath.Base(p.Path)] = true
			}
		}
	}
	return found
}

// runGitleaks returns the package directories gitleaks reports anything in.
func runGitleaks(bin, work string) map[string]bool {
	report := filepath.Join(work, "gitleaks.json")
	cmd := exec.Command(bin, "dir", work, "--no-banner", "--exit-code", "0", "--redact",
		"--report-format", "json", "--report-path", report, "--log-level", "error")
	cmd.Stderr = os.Stderr
	if err := cmd.Run(); err != nil {
		fail(fmt.Errorf("gitleaks: %w", err))
	}
	data, err := os.ReadFile(report)
	if err != nil {
		fail(err)
	}
	os.Remove(report)
	var findings []struct {
		File string `json:"File"`
	}
	if err := json.Unmarshal(data, &findings); err != nil {
		fail(fmt.Errorf("gitleaks output: %w", err))
	}
	found := map[string]bool{}
	for _, f := range findings {
		rel, err := filepath.Rel(work, f.File)
		if err != nil {
			rel = f.File
		}
		found[strings.SplitN(filepath.ToSlash(rel), "/", 2)[0]] = true
	}
	return found
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "secretsrecall:", err)
	os.Exit(1)
}
