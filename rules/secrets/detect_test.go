package secrets

import (
	"encoding/base64"
	"math/rand/v2"
	"net/url"
	"strings"
	"testing"
)

// Credentials are generated here from seeds; none is written into the
// repository.
func genToken(rng *rand.Rand, set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

const (
	alnum = "ABCDEFGHIJKLMNOPQRSTUVWYZabcdefghijkmnopqrstuvwyz0123456789"
	b64   = alnum + "+/"
)

// TestDetectsSpecFormats: each format the spec lists is found in a
// neutral place (no credential name to help), as written and, where a
// value can be, percent-encoded; Scan finds it in raw text too.
func TestDetectsSpecFormats(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 17))
	tok := func(set string, n int) string { return genToken(rng, set, n) }
	cases := map[string]string{
		"azure connection string": "DefaultEndpointsProtocol=https;AccountName=acme;AccountKey=" + tok(b64, 86) + "==;EndpointSuffix=core.windows.net",
		"telegram in a URL path":  "https://api.telegram.org/bot" + tok("123456789", 10) + ":AA" + tok(alnum, 33) + "/sendMessage",
		"token as a path segment": "https://mcp.example.com/v1/" + tok(alnum, 32) + "/sse",
		"discord bot token":       "M" + tok(alnum, 25) + "." + tok(alnum, 6) + "." + tok(alnum, 38),
		"basic auth base64":       base64.StdEncoding.EncodeToString([]byte("deploy:" + tok(alnum, 14))),
		"percent-encoded PEM":     "https://x.example.com/?cfg=" + url.QueryEscape("-----BEGIN PRIVATE KEY-----\n"+tok(b64, 64)+"\n-----END PRIVATE KEY-----"),
		"percent-encoded db URL":  "https://x.example.com/?db=" + url.QueryEscape("postgres://app:"+tok(alnum, 16)+"@db.internal:5432/app"),
		"percent-encoded webhook": "https://x.example.com/?hook=" + url.QueryEscape("https://hooks.slack.com/services/T"+tok(alnum, 8)+"/B"+tok(alnum, 8)+"/"+tok(alnum, 24)),
		"github token":            "ghp_" + tok(alnum, 36),
		"aws key":                 "AKIA" + tok("ABCDEFGHIJKLMNOPQRSTUVWZ234567", 16),
	}
	for name, v := range cases {
		if _, ok := Detect(v, "config"); !ok {
			t.Errorf("%s: Detect(%q) found nothing", name, v)
		}
		if found := Scan("SKILL.md", "Set it to "+v+" and go.\n", nil); len(found) == 0 {
			t.Errorf("%s: Scan found nothing in text holding %q", name, v)
		}
	}
}

// TestMarkerInsideRandomPart: a token format's random part can spell a
// placeholder's marker by chance ("...n2cyourEnb..."); inside a run of
// random characters it is no marker, and the token is found (and so
// masked in every output), while "hf_your_token_here" stays a
// placeholder.
func TestMarkerInsideRandomPart(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 17))
	tok := func(n int) string { return genToken(rng, alnum, n) }
	for _, v := range []string{
		"hf_" + tok(12) + "your" + tok(18),
		"ghp_" + tok(10) + "insert" + tok(20),
		"sk_live_" + tok(8) + "replace" + tok(17),
	} {
		if _, ok := Detect(v, "config"); !ok {
			t.Errorf("Detect(%q) found nothing", v)
		}
	}
	for _, v := range []string{"hf_your_token_here_0123456789abcdef", "sk_live_replace_with_your_key_0123"} {
		if h, ok := Detect(v, "config"); ok {
			t.Errorf("Detect(%q) = %s, want a placeholder", v, h.Detector)
		}
	}
}

// TestNoFindingOnNonCredentials: placeholders, empty values, ids, hashes,
// versions, paths and documented examples are never credentials, in a
// neutral place or under a credential name.
func TestNoFindingOnNonCredentials(t *testing.T) {
	for _, v := range []string{
		"", "${GITHUB_TOKEN}", "$API_KEY", "%API_KEY%", "{{ token }}", "{env:X_CLIENT_SECRET}", "Bearer {env:PITCH_API_KEY}", "<your-api-key>", "[TOKEN]",
		"sk-...", "xxxxxxxxxxxxxxxx", "changeme", "your-api-key-here", "ghp_your_token_here",
		"TU_API_KEY_DE_TRENDSMCP", "Bearer TU_API_KEY_DE_TRENDSMCP", "VOTRE_CLE_API", "MY_PAT",
		"AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
		"1.4.2", "v20.11.1", "/usr/local/bin/node", "./dist/index.js", "${PLUGIN_ROOT}/server.js",
		"C:/Users/dev/.config/google-calendar-mcp/gcp-oauth.keys.json", `D:\keys\Service-Account1.json`,
		"config/gcp-oauth.keys.json",
		"https://docs.example.com/mcp", "https://github.com/acme/trade-mcp", "us-east-1", "2024-06-01",
		"https://registry.npmjs.org/@acme/trade-mcp/-/trade-mcp-1.4.2.tgz",
	} {
		for _, key := range []string{"", "config", "API_KEY", "Authorization"} {
			if h, ok := Detect(v, key); ok {
				t.Errorf("Detect(%q, %q) = %s", v, key, h.Detector)
			}
		}
		if found := Scan("SKILL.md", "API_KEY="+v+"\n"+v+"\n", nil); len(found) > 0 {
			t.Errorf("Scan found %s in %q", found[0].Hit.Detector, v)
		}
	}
}

// TestNoFindingOnIDs: ids and hashes are not credentials in a neutral
// place (under a credential name they may well be one: many services'
// keys are UUIDs or hex).
func TestNoFindingOnIDs(t *testing.T) {
	for _, v := range []string{
		"550e8400-e29b-41d4-a716-446655440000", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
		"sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855", "d41d8cd98f00b204e9800998ecf8427e",
	} {
		for _, key := range []string{"", "config", "id", "digest"} {
			if h, ok := Detect(v, key); ok {
				t.Errorf("Detect(%q, %q) = %s", v, key, h.Detector)
			}
		}
		if found := Scan("SKILL.md", "The id is "+v+".\nimage@"+v+"\n", nil); len(found) > 0 {
			t.Errorf("Scan found %s in %q", found[0].Hit.Detector, v)
		}
	}
}

// TestScanDoesNotPrintValues: a Hit names a detector and at most four
// characters of the format.
func TestScanHitsHoldNoValue(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 17))
	tok := "ghp_" + genToken(rng, alnum, 36)
	for _, f := range Scan("mcp.json", `{"env": {"X": "`+tok+`"}}`, nil) {
		if strings.Contains(f.Hit.Detector+f.Hit.Prefix, tok[4:8]) {
			t.Errorf("hit %+v shows the token", f.Hit)
		}
	}
}

// TestScanOffsetsPastCaseChanges: a credential name is looked for in a
// lower-cased copy of the text, and strings.ToLower changes the length of
// some letters (Ⱥ is two bytes, ⱥ three) and of invalid bytes (U+FFFD is
// three): before lower-casing was ASCII only, text like this put the name
// past the end of the file, and pluglint crashed.
func TestScanOffsetsPastCaseChanges(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 21))
	cred := genToken(rng, alnum, 28)
	for _, before := range []string{strings.Repeat("Ⱥ", 100), strings.Repeat("\xff", 100), strings.Repeat("İ", 100), "ſ K "} {
		text := "---\nname: demo\n---\n" + before + " TOKEN=" + cred + "\n"
		found := Scan("skills/demo/SKILL.md", text, nil)
		if len(found) != 1 {
			t.Fatalf("after %q: found %d credentials, want 1", before[:4], len(found))
		}
		// The span holds the credential and a byte either side.
		if got := text[found[0].Span.Start+1 : found[0].Span.End-1]; got != cred {
			t.Errorf("after %q: span holds %q, want the credential", before[:4], got)
		}
	}
}

// TestCredentialNamedValue: a value written as the name of the
// credential it stands for, in capitals, in any language, is a
// placeholder; capitals joined by underscores with no such name among
// them are still a credential under an Authorization header.
func TestCredentialNamedValue(t *testing.T) {
	for _, v := range []string{"Bearer TU_API_KEY_DE_TRENDSMCP", "Bearer VOTRE_CLE_API", "Token IHR_PASSWORT_HIER"} {
		if h, ok := Detect(v, "Authorization"); ok {
			t.Errorf("Detect(%q) = %s, want a placeholder", v, h.Detector)
		}
	}
	for _, v := range []string{"Bearer K9QX_2MZT_7WPL_4RBN", "Bearer TU_API_KEY_de_trendsmcp_9QX2MZT"} {
		if _, ok := Detect(v, "Authorization"); !ok {
			t.Errorf("Detect(%q) found nothing", v)
		}
	}
}
