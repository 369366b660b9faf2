package rules

// WriteServerUngated is a placeholder being written.
var WriteServerUngated = &Rule{ID: "PL501", Name: "write-server-ungated", Level: Warning, Class: Advice, Security: true,
	Doc: writeServerUngatedDoc, Run: runWriteServerUngated}

var writeServerUngatedDoc = Doc{Title: "TODO"}

func runWriteServerUngated(p *Pass) error { return nil }
