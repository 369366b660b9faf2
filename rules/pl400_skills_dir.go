package rules

import (
	"strconv"

	"github.com/pluglint/pluglint/rules/model"
)

// SkillsDir reports a skills entry Hermes cannot walk, which loses every
// skill, and a SKILL.md put directly in skills/, which Hermes ignores.
var SkillsDir = &Rule{
	ID: "PL400", Name: "skills-dir", Level: Error, Class: Drop,
	Doc: skillsDirDoc, Run: runSkillsDir,
}

var skillsDirDoc = Doc{
	Title: "skills is not an in-root directory, or holds a SKILL.md of its own",
	Why: "Hermes looks for skills only in skills/<name>/SKILL.md. When skills is a file, a named pipe " +
		"or a directory Hermes cannot list, it drops every skill of the package and loads the rest " +
		"without them. A SKILL.md placed directly in skills/ is not a skill at all: Hermes skips it " +
		"without a word, so the skill its author wrote never reaches the agent (a warning).",
	Fix: "Make skills a directory inside the package with one subdirectory per skill, and put each " +
		"SKILL.md in its own subdirectory named like the skill: skills/summarize/SKILL.md with " +
		"name: summarize.",
	Bad:  "skills/SKILL.md:\n---\nname: summarize\ndescription: Summarize a document.\n---",
	Good: "skills/summarize/SKILL.md:\n---\nname: summarize\ndescription: Summarize a document.\n---",
}

func runSkillsDir(p *Pass) error {
	d := p.Pkg.Skills
	switch d.State {
	case model.Readable:
		if d.TopSkillMD {
			p.Report(Finding{
				Loc:   AtFile(d.Path + "/SKILL.md"),
				Level: Warning,
				Class: Advice,
				Message: "Hermes ignores skills/SKILL.md: a skill must live in its own directory " +
					"(move it to skills/<name>/SKILL.md, where <name> is the skill's name)",
			})
		}
	case model.NotRegular:
		what := d.Detail
		if d.Link != "" {
			what += " (a symlink to " + strconv.Quote(d.Link) + ")"
		}
		p.Report(Finding{
			Loc:     AtFile(d.Path),
			Drops:   DropSkills,
			Message: "skills " + what + "; Hermes drops every skill (skills must be an in-root directory)",
		})
	case model.Unreadable:
		p.Report(Finding{
			Loc:     AtFile(d.Path),
			Drops:   DropSkills,
			Message: "cannot list skills (" + d.Detail + "); Hermes drops every skill",
		})
	}
	// Missing is fine; Escapes and Broken belong to PL004 path-escape.
	return nil
}
