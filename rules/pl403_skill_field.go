package rules

// SkillField is a placeholder being written.
var SkillField = &Rule{ID: "PL403", Name: "skill-field", Level: Error, Class: Drop,
	Doc: skillFieldDoc, Run: runSkillField}

var skillFieldDoc = Doc{Title: "TODO"}

func runSkillField(p *Pass) error { return nil }
