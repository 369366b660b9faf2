package rules

// SkillFrontmatter is a placeholder being written.
var SkillFrontmatter = &Rule{ID: "PL401", Name: "skill-frontmatter", Level: Error, Class: Drop,
	Doc: skillFrontmatterDoc, Run: runSkillFrontmatter}

var skillFrontmatterDoc = Doc{Title: "TODO"}

func runSkillFrontmatter(p *Pass) error { return nil }
