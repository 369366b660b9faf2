package rules

// PromptOnlyGate is a placeholder being written.
var PromptOnlyGate = &Rule{ID: "PL502", Name: "prompt-only-gate", Level: Warning, Class: Advice, Security: true,
	Doc: promptOnlyGateDoc, Run: runPromptOnlyGate}

var promptOnlyGateDoc = Doc{Title: "TODO"}

func runPromptOnlyGate(p *Pass) error { return nil }
