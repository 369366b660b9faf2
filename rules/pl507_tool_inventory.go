package rules

// ToolInventory is a placeholder being written.
var ToolInventory = &Rule{ID: "PL507", Name: "tool-inventory", Level: Warning, Class: Advice, Security: true,
	Doc: toolInventoryDoc, Run: runToolInventory}

var toolInventoryDoc = Doc{Title: "TODO"}

func runToolInventory(p *Pass) error { return nil }
