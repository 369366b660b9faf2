package rules

// ConfigOverride is a placeholder being written.
var ConfigOverride = &Rule{ID: "PL600", Name: "config-override", Level: Warning, Class: Advice, Security: true,
	Doc: configOverrideDoc, Run: runConfigOverride}

var configOverrideDoc = Doc{Title: "TODO"}

func runConfigOverride(p *Pass) error { return nil }
