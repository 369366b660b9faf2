package rules_test

import (
	"math/rand/v2"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/pluglint/pluglint/rules"
	"github.com/pluglint/pluglint/rules/model"
)

// TestSecretInSkill: a token written into a SKILL.md, in an inline code
// span and in a shell assignment, is reported at each place, masked, with
// the advice to read it from the user's environment instead. The token is
// generated here, so none is written into the repository.
func TestSecretInSkill(t *testing.T) {
	rng := rand.New(rand.NewPCG(25, 500))
	const alnum = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789"
	b := make([]byte, 36)
	for i := range b {
		b[i] = alnum[rng.IntN(len(alnum))]
	}
	token := "ghp_" + string(b)
	skill := "---\nname: issues\ndescription: Lists the open issues of a repository.\n---\n" +
		"Call the API with the header `Authorization: token " + token + "`.\n\n" +
		"Or run `export GITHUB_TOKEN=" + token + "` first.\n"
	pkg, err := model.Load(model.Source{Dir: ".", FS: fstest.MapFS{
		"plugin.json":            {Data: []byte(`{"$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json", "name": "demo"}`)},
		"skills/issues/SKILL.md": {Data: []byte(skill)},
	}})
	if err != nil {
		t.Fatal(err)
	}
	res, err := rules.LintRule(pkg, rules.SecretLiteral)
	if err != nil {
		t.Fatal(err)
	}
	mask := strings.Repeat("*", len(token))
	carets := "^" + strings.Repeat("~", len(token)-1)
	msg := `skills/issues/SKILL.md holds a GitHub token ("ghp_…"), written as a literal; everyone who installs ` +
		`the package can read it: revoke it, remove it from the package, and have the skill read it from an ` +
		`environment variable each user sets (write the variable's name, such as $API_TOKEN, where the value was) ` +
		`[PL500 secret-literal]`
	want := "skills/issues/SKILL.md:5:52: error: " + msg + "\n" +
		"    Call the API with the header `Authorization: token " + mask + "`.\n" +
		"                                                       " + carets + "\n" +
		"skills/issues/SKILL.md:7:29: error: " + msg + "\n" +
		"    Or run `export GITHUB_TOKEN=" + mask + "` first.\n" +
		"                                " + carets + "\n"
	got := FormatFindings(res)
	if got != want {
		t.Errorf("findings differ\n--- got\n%s--- want\n%s", got, want)
	}
	if strings.Contains(got, token) || strings.Contains(got, token[4:12]) {
		t.Error("the token, or part of it past its prefix, is printed")
	}
}
