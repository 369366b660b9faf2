package rules

// UnexpandedPlaceholder is a placeholder being written.
var UnexpandedPlaceholder = &Rule{ID: "PL307", Name: "unexpanded-placeholder", Level: Warning, Class: Advice,
	Doc: unexpandedPlaceholderDoc, Run: runUnexpandedPlaceholder}

var unexpandedPlaceholderDoc = Doc{Title: "TODO"}

func runUnexpandedPlaceholder(p *Pass) error { return nil }
