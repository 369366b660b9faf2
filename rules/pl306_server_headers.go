package rules

// ServerHeaders is a placeholder being written.
var ServerHeaders = &Rule{ID: "PL306", Name: "server-headers", Level: Error, Class: Drop,
	Doc: serverHeadersDoc, Run: runServerHeaders}

var serverHeadersDoc = Doc{Title: "TODO"}

func runServerHeaders(p *Pass) error { return nil }
