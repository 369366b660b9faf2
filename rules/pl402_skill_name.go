package rules

// SkillName is a placeholder being written.
var SkillName = &Rule{ID: "PL402", Name: "skill-name", Level: Error, Class: Drop,
	Doc: skillNameDoc, Run: runSkillName}

var skillNameDoc = Doc{Title: "TODO"}

func runSkillName(p *Pass) error { return nil }
