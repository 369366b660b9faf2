package rules

// ReadOnlyHintSuspicious is a placeholder being written.
var ReadOnlyHintSuspicious = &Rule{ID: "PL505", Name: "readonly-hint-suspicious", Level: Warning, Class: Advice, Security: true,
	Doc: readOnlyHintSuspiciousDoc, Run: runReadOnlyHintSuspicious}

var readOnlyHintSuspiciousDoc = Doc{Title: "TODO"}

func runReadOnlyHintSuspicious(p *Pass) error { return nil }
