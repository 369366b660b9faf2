package rules

// ReadOnlyHintCoverage is a placeholder being written.
var ReadOnlyHintCoverage = &Rule{ID: "PL504", Name: "readonly-hint-coverage", Level: Warning, Class: Advice, Security: true,
	Doc: readOnlyHintCoverageDoc, Run: runReadOnlyHintCoverage}

var readOnlyHintCoverageDoc = Doc{Title: "TODO"}

func runReadOnlyHintCoverage(p *Pass) error { return nil }
