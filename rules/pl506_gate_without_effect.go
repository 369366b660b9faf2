package rules

// GateWithoutEffect is a placeholder being written.
var GateWithoutEffect = &Rule{ID: "PL506", Name: "gate-without-effect", Level: Note, Class: Advice, Security: true,
	Doc: gateWithoutEffectDoc, Run: runGateWithoutEffect}

var gateWithoutEffectDoc = Doc{Title: "TODO"}

func runGateWithoutEffect(p *Pass) error { return nil }
