package skilllink

import (
	"fmt"
	"strings"
	"testing"
)

// show renders refs as "kind written=path" words, with "/" after a
// directory, and checks each one's offsets point at what it says was
// written.
func show(t *testing.T, text string, refs []Ref) string {
	t.Helper()
	var out []string
	for _, r := range refs {
		if got := text[r.Start:r.End]; got != r.Written {
			t.Errorf("ref %q: offsets %d-%d hold %q", r.Written, r.Start, r.End, got)
		}
		kind := map[Kind]string{Link: "link", Image: "image", Definition: "def", Code: "code"}[r.Kind]
		dir := ""
		if r.Dir {
			dir = "/"
		}
		out = append(out, fmt.Sprintf("%s %s=%s%s", kind, r.Written, r.Path, dir))
	}
	return strings.Join(out, "; ")
}

// TestFind: what counts as a file a skill points at, and what does not.
func TestFind(t *testing.T) {
	cases := []struct{ name, text, want string }{
		{
			"link and image", "See [the guide](references/guide.md) and ![chart](assets/chart.png).\n",
			"link references/guide.md=references/guide.md; image assets/chart.png=assets/chart.png",
		},
		{
			"fragment, query, escapes", "[a](references/a%20b.md#usage) [b](./scripts/run.py?x=1)\n",
			"link references/a%20b.md#usage=references/a b.md; link ./scripts/run.py?x=1=scripts/run.py",
		},
		{
			"angle brackets and title", "[a](<references/my guide.md> \"Guide\") [b](FORMS.md 'forms')\n",
			"link references/my guide.md=references/my guide.md; link FORMS.md=FORMS.md",
		},
		{
			"image in a link", "[![shot](assets/shot.png)](references/shots.md)\n",
			"image assets/shot.png=assets/shot.png; link references/shots.md=references/shots.md",
		},
		{"parentheses balance", "[a](notes/v(2).md)\n", "link notes/v(2).md=notes/v(2).md"},
		{"directory", "[all](references/)\n", "link references/=references/"},
		{
			"leaving the folder", "[x](../other/SKILL.md) [y](../../../LICENSE)\n",
			"link ../other/SKILL.md=../other/SKILL.md; link ../../../LICENSE=../../../LICENSE",
		},
		{
			"definition", "[guide]: references/guide.md \"Guide\"\n[site]: https://example.com\n",
			"def references/guide.md=references/guide.md",
		},
		{
			"inline code paths", "Run `python scripts/fill.py --in x.pdf`, read `references/forms.md:12` and `./assets/logo.svg`.\n",
			"code scripts/fill.py=scripts/fill.py; code references/forms.md=references/forms.md; code ./assets/logo.svg=assets/logo.svg",
		},
		{"quoted word in code", "`bash \"scripts/setup.sh\"`\n", "code scripts/setup.sh=scripts/setup.sh"},
		{"link text in code", "[`scripts/x.py`](scripts/x.py)\n", "code scripts/x.py=scripts/x.py; link scripts/x.py=scripts/x.py"},
		// What is not a file of the skill.
		{"urls and anchors", "[a](https://x.example/a) [b](#usage) [c](mailto:a@b.c) [d](//cdn.example/x.js) [e](C:/x.md)\n", ""},
		{"absolute, home, windows", "[a](/etc/hosts) [b](~/notes.md) [c](references\\guide.md)\n", ""},
		{"placeholders and globs", "[a](${SKILL_DIR}/x.md) [b](references/*.md) [c]({{path}}) `scripts/{name}.py` `assets/%s`\n", ""},
		{"own folder", "[here](./) [there](.)\n", ""},
		{"code outside the skill folders", "`bin/server` `tools/list` `img/logo.png` `scripts/` `~/scripts/x` `src/scripts/x.py`\n", ""},
		{"not a link", "[x](my file.md) and [y] (scripts/a.py) and \\[z](scripts/b.py)\n", ""},
		{"unmatched backtick", "a ` b [x](scripts/c.py)\n", "link scripts/c.py=scripts/c.py"},
		{
			"fenced code", "```bash\npython scripts/fill.py\n[x](scripts/a.py)\n```\n~~~~\n[y](scripts/b.py)\n~~~~\n[z](scripts/c.py)\n",
			"link scripts/c.py=scripts/c.py",
		},
		{"fence with info and longer close", "````md\n[x](a.md)\n`````\n[y](b.md)\n", "link b.md=b.md"},
		{"html comments", "<!-- [x](a.md) --> [y](b.md) <!--\n[z](c.md)\n--> [w](d.md)\n", "link b.md=b.md; link d.md=d.md"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := show(t, c.text, Find(c.text, 0)); got != c.want {
				t.Errorf("Find(%q)\n got: %s\nwant: %s", c.text, got, c.want)
			}
		})
	}
}

// TestFindFrom: only text from the given offset is read (the frontmatter
// before it holds no links), and offsets are the whole file's.
func TestFindFrom(t *testing.T) {
	text := "---\nname: x\ndescription: \"[a](a.md)\"\n---\n[b](b.md)\n"
	from := strings.Index(text, "[b]")
	refs := Find(text, from)
	if len(refs) != 1 || refs[0].Path != "b.md" || refs[0].Start != from+4 {
		t.Fatalf("Find from %d = %+v, want b.md at %d", from, refs, from+4)
	}
}

// FuzzFind: any text gives refs whose offsets hold what they say.
func FuzzFind(f *testing.F) {
	for _, s := range []string{"[a](b.md)", "`scripts/x`", "```\n[a](b)\n```", "<!--", "[l]: <x", "](", "``a``"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, r := range Find(s, 0) {
			if r.Start < 0 || r.End > len(s) || r.Start > r.End || s[r.Start:r.End] != r.Written {
				t.Fatalf("ref %+v does not match the text %q", r, s)
			}
		}
	})
}
