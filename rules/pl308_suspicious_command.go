package rules

// SuspiciousCommand is a placeholder being written.
var SuspiciousCommand = &Rule{ID: "PL308", Name: "suspicious-command", Level: Error, Class: Drop,
	Doc: suspiciousCommandDoc, Run: runSuspiciousCommand}

var suspiciousCommandDoc = Doc{Title: "TODO"}

func runSuspiciousCommand(p *Pass) error { return nil }
