package rules

import (
	"fmt"
	"strings"

	"github.com/pluglint/pluglint/rules/model"
)

// PathEscape reports package files Hermes refuses to read because they are
// not regular files inside the package root: a symlink leading outside it,
// a dangling or looping symlink, a directory, FIFO, socket or device.
var PathEscape = &Rule{
	ID: "PL004", Name: "path-escape", Level: Error, Class: OfFile, Fixed: true,
	Precision: "very-high", Doc: pathEscapeDoc, Run: runPathEscape,
}

var pathEscapeDoc = Doc{
	Title: "a package file is not a regular file inside the package root",
	Why: "Hermes reads plugin.json, mcp.json and each SKILL.md only when it is a regular file " +
		"whose resolved path stays inside the package root, and reads skills/ only when it is an " +
		"in-root directory. Anything else is treated as broken: plugin.json rejects the package, " +
		"mcp.json loses every server, a SKILL.md loses its skill, skills/ loses every skill. A " +
		"symlink that leads outside the package is also a security concern: the package would " +
		"read whatever the installing machine has at that path. pluglint never follows it.",
	Fix: "Ship the file itself in the package instead of a symlink, or point the symlink at a " +
		"file inside the package. Replace directories, pipes and devices by regular files.",
	Bad: "plugin.json -> /home/me/shared/plugin.json   (a symlink leaving the package)",
	Good: "plugin.json:\n" +
		"{\"$schema\": \"https://agent-plugins.org/schemas/1.0.0/plugin.schema.json\", \"name\": \"demo\"}",
}

func runPathEscape(p *Pass) error {
	for _, f := range jsonFilesHermesReads(p.Pkg) {
		class, drops, consequence := jsonFileOutcome(p.Pkg, f)
		if what := notInRootFile(f.File); what != "" {
			p.Report(Finding{
				Loc: AtFile(f.Path), Class: class, Drops: drops,
				Message: fmt.Sprintf("%s %s; %s", f.Path, what, consequence),
			})
		}
	}
	skills := p.Pkg.Skills
	if skills.State == model.Escapes || skills.State == model.Broken {
		p.Report(Finding{
			Loc: AtFile(skills.Path), Class: Drop, Drops: DropSkills,
			Message: fmt.Sprintf("skills %s; Hermes loads no skill from it (skills must be an in-root directory)",
				notInRootFile(skills.File)),
		})
	}
	for _, s := range skills.Skills {
		var loc Loc
		var what string
		switch {
		case s.DirEscapes:
			loc = AtFile(s.Dir)
			what = s.Dir + " " + notInRootFile(&model.File{State: model.Escapes, Link: s.DirLink})
		case s.SkillMD != nil && (s.SkillMD.State == model.Escapes || s.SkillMD.State == model.NotRegular):
			loc = AtFile(s.SkillMD.Path)
			what = s.SkillMD.Path + " " + notInRootFile(s.SkillMD)
		default:
			continue
		}
		p.Report(Finding{
			Loc: loc, Class: Drop, Drops: DropSkill(s.Name),
			Message: fmt.Sprintf("%s; Hermes drops the skill %q (SKILL.md must be a regular in-root file)",
				what, s.Name),
		})
	}
	return nil
}

// notInRootFile describes why Hermes will not read f, or returns "" when
// f is missing or a regular in-root file.
func notInRootFile(f *model.File) string {
	link := "is a symlink"
	if f.Link != "" {
		link = fmt.Sprintf("is a symlink to %q", f.Link)
	}
	switch f.State {
	case model.Escapes:
		return link + " that resolves outside the package root, which pluglint did not follow"
	case model.Broken:
		if strings.Contains(f.Detail, model.ErrLinkLoop.Error()) {
			return link + " that loops"
		}
		return link + " that points at nothing"
	case model.NotRegular:
		return f.Detail + ", not a regular file"
	}
	return ""
}
