package rules

// SelfApproval is a placeholder being written.
var SelfApproval = &Rule{ID: "PL503", Name: "self-approval", Level: Error, Class: Advice, Security: true,
	Doc: selfApprovalDoc, Run: runSelfApproval}

var selfApprovalDoc = Doc{Title: "TODO"}

func runSelfApproval(p *Pass) error { return nil }
