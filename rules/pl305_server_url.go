package rules

// ServerURL is a placeholder being written.
var ServerURL = &Rule{ID: "PL305", Name: "server-url", Level: Error, Class: Drop,
	Doc: serverURLDoc, Run: runServerURL}

var serverURLDoc = Doc{Title: "TODO"}

func runServerURL(p *Pass) error { return nil }
