package rules

import (
	"bytes"
	"fmt"
	"path"
	"strings"

	"github.com/pluglint/pluglint/rules/model"
	"github.com/pluglint/pluglint/rules/skilllink"
)

// SkillLinkMissing reports files a skill points at in its own folder that
// the package does not hold: the targets of Markdown links and images in
// a SKILL.md, and scripts/, references/ and assets/ paths it names in
// inline code. Hermes loads the skill all the same; the model that
// follows it then meets a file that is not there.
var SkillLinkMissing = &Rule{
	ID: "PL404", Name: "skill-link-missing", Level: Warning, Class: Advice,
	Precision: "high", Doc: skillLinkMissingDoc, Run: runSkillLinkMissing,
}

var skillLinkMissingDoc = Doc{
	Title: "a skill links to a file in its folder that the package does not hold",
	Why: "Hermes loads a skill from its SKILL.md alone and never looks at the files it mentions. When the " +
		"model uses the skill it reads the body and follows it: it opens references/forms.md, runs " +
		"scripts/fill.py, loads assets/template.docx, all relative to the skill's folder. A file that was " +
		"never added to the package, was left out of the release, or differs in letter case (macOS forgives " +
		"it, Linux does not) makes the skill fail at that step, after the user asked for it, with an error " +
		"the user cannot fix. pluglint checks the targets of Markdown links and images (with any #fragment or " +
		"?query dropped and %XX escapes decoded) and the scripts/, references/ and assets/ paths a SKILL.md " +
		"names in inline code. URLs, anchors, absolute and home paths, placeholders and globs are not " +
		"checked, nor anything in fenced code blocks (examples) or HTML comments. A link that climbs out of " +
		"the package with \"..\" is reported too: a user who installs the package gets only its directory.",
	Fix: "Add the file to the skill's folder (skills/<name>/scripts/…, references/…, assets/…), or correct " +
		"the link: paths are relative to the folder that holds SKILL.md and case-sensitive. Link to a web " +
		"page with a full https:// URL rather than to a file outside the package.",
	Bad: "skills/pdf/SKILL.md (the package has no skills/pdf/scripts/):\n---\nname: pdf\n" +
		"description: Fill in PDF forms.\n---\nRun `python scripts/fill.py form.pdf`; field names are in " +
		"[the reference](references/forms.md).",
	Good: "skills/pdf/SKILL.md, with skills/pdf/scripts/fill.py and skills/pdf/references/forms.md " +
		"shipped beside it:\n---\nname: pdf\ndescription: Fill in PDF forms.\n---\nRun `python " +
		"scripts/fill.py form.pdf`; field names are in [the reference](references/forms.md).",
}

// maxSkillTargets bounds how many distinct targets of one skill are looked
// up: a hostile SKILL.md may name a million paths.
const maxSkillTargets = 256

func runSkillLinkMissing(p *Pass) error {
	for _, s := range parsedSkills(p.Pkg) {
		md := s.SkillMD
		// The first ref to each of at most maxSkillTargets targets, in
		// order, and how often each is named: a hostile SKILL.md names a
		// million.
		type named struct {
			first skilllink.Ref
			times int
		}
		var targets []named
		at := map[string]int{}
		skilllink.Each(md.Text(), skillBodyStart(s), func(r skilllink.Ref) {
			i, ok := at[r.Path]
			if !ok {
				if len(targets) == maxSkillTargets {
					return
				}
				i = len(targets)
				at[r.Path] = i
				targets = append(targets, named{first: r})
			}
			targets[i].times++
		})
		for _, t := range targets {
			r := t.first
			if problem := skillTargetProblem(p.Pkg, s, r); problem != "" {
				more := ""
				switch n := t.times - 1; {
				case n == 1:
					more = "; the skill names it once more"
				case n > 1:
					more = fmt.Sprintf("; the skill names it %d more times", n)
				}
				verb := "links to"
				if r.Kind == skilllink.Code {
					verb = "names"
				}
				p.Reportf(Loc{File: md.Path, Span: model.Span{Start: r.Start, End: r.End}},
					"skill %q %s %q, %s%s", s.Name, verb, r.Written, problem, more)
			}
		}
	}
	return nil
}

// skillBodyStart returns the offset of the line after the frontmatter's
// closing "---".
func skillBodyStart(s *model.Skill) int {
	data := s.SkillMD.Data
	from := min(s.Front.YAMLEnd+1, len(data))
	if i := bytes.IndexByte(data[from:], '\n'); i >= 0 {
		return from + i + 1
	}
	return len(data)
}

// skillTargetProblem says what is wrong with a target the skill points
// at, or "" when the package holds it (or pluglint cannot tell).
func skillTargetProblem(pkg *model.Package, s *model.Skill, r skilllink.Ref) string {
	full := path.Join(s.Dir, r.Path)
	if full == ".." || strings.HasPrefix(full, "../") {
		return "which is outside the package; a user who installs the package gets only its directory, " +
			"so the link leads nowhere (ship the file in the skill's folder, or link to a https:// URL)"
	}
	switch e := pkg.Stat(full); e.State {
	case model.Readable:
		if r.Dir && !e.Dir {
			return fmt.Sprintf("which names a folder, but %s is a file; the model that follows the skill "+
				"finds no such folder (drop the trailing \"/\")", full)
		}
		return ""
	case model.Missing:
	case model.Broken:
		return fmt.Sprintf("a symlink (%s) that points at nothing; the model that follows the skill finds "+
			"no such file (point the symlink at a file in the package, or replace it with the file)", full)
	default:
		return "" // there, or not for pluglint to judge (a symlink out of the package is PL004's kind of case)
	}
	where := "which is not in the skill's folder"
	if strings.HasPrefix(r.Path, "../") {
		where = "which is not in the package"
	}
	return fmt.Sprintf("%s (no %s); the model that follows the skill finds no such file%s",
		where, full, skillTargetHint(pkg, s, r, full))
}

// skillTargetHint names what the target was probably meant to be: a
// name that differs in letter case, or the same path at the package root.
func skillTargetHint(pkg *model.Package, s *model.Skill, r skilllink.Ref, full string) string {
	// Walk the path to its first missing element and look beside it.
	parts := strings.Split(full, "/")
	for i := range parts {
		at := strings.Join(parts[:i+1], "/")
		if pkg.Stat(at).State != model.Missing {
			continue
		}
		parent := strings.Join(parts[:i], "/")
		for _, name := range pkg.ListDir(parent) {
			if strings.EqualFold(name, parts[i]) {
				return fmt.Sprintf(" (%s has %q, not %q: names are case-sensitive on Linux, where Hermes "+
					"usually runs)", dirName(parent), name, parts[i])
			}
		}
		break
	}
	if !strings.HasPrefix(r.Path, "../") && pkg.Stat(r.Path).State != model.Missing {
		up := strings.Repeat("../", strings.Count(s.Dir, "/")+1)
		return fmt.Sprintf(" (%q is at the package root: move it into %s/, or write %q)", r.Path, s.Dir, up+r.Path)
	}
	return " (add it, or correct the path)"
}

// dirName names a package directory for a message.
func dirName(dir string) string {
	if dir == "" {
		return "the package root"
	}
	return dir + "/"
}
