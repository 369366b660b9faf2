package rules

// SecretLiteral is a placeholder being written.
var SecretLiteral = &Rule{ID: "PL500", Name: "secret-literal", Level: Error, Class: Advice, Security: true,
	Doc: secretLiteralDoc, Run: runSecretLiteral}

var secretLiteralDoc = Doc{Title: "TODO"}

func runSecretLiteral(p *Pass) error { return nil }
