package rules

// ServerName is a placeholder being written.
var ServerName = &Rule{ID: "PL309", Name: "server-name", Level: Warning, Class: Advice,
	Doc: serverNameDoc, Run: runServerName}

var serverNameDoc = Doc{Title: "TODO"}

func runServerName(p *Pass) error { return nil }
