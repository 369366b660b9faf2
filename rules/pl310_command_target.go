package rules

// CommandTarget is a placeholder being written.
var CommandTarget = &Rule{ID: "PL310", Name: "command-target", Level: Warning, Class: Advice,
	Doc: commandTargetDoc, Run: runCommandTarget}

var commandTargetDoc = Doc{Title: "TODO"}

func runCommandTarget(p *Pass) error { return nil }
