package rules

// EmptyCredential is a placeholder being written.
var EmptyCredential = &Rule{ID: "PL508", Name: "empty-credential", Level: Warning, Class: Advice, Security: true,
	Doc: emptyCredentialDoc, Run: runEmptyCredential}

var emptyCredentialDoc = Doc{Title: "TODO"}

func runEmptyCredential(p *Pass) error { return nil }
