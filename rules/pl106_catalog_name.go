package rules

import (
	"fmt"
	"strings"

	"github.com/pluglint/pluglint/rules/pyjson"
)

// CatalogName notes a valid plugin.json name that cannot be a Hermes
// catalog name because it contains a dot.
var CatalogName = &Rule{
	ID: "PL106", Name: "catalog-name", Level: Note, Class: Advice,
	Precision: "very-high", Doc: catalogNameDoc, Run: runCatalogName,
}

var catalogNameDoc = Doc{
	Title: "plugin.json name is valid but cannot be a Hermes catalog name",
	Why: "v1 names may contain \".\", and Hermes loads such a package, but names in the Hermes " +
		"plugin catalog must match ^[a-z0-9_-]{1,64}$. A dotted name cannot be listed under the " +
		"same name, so users who find the package in the catalog see a different one.",
	Fix: "Replace the dots, for example with \"-\", if you plan to list the package in the catalog.",
	Bad: "plugin.json:\n" +
		"{\"$schema\": \"https://agent-plugins.org/schemas/1.0.0/plugin.schema.json\", \"name\": \"acme.search\"}",
	Good: "plugin.json:\n" +
		"{\"$schema\": \"https://agent-plugins.org/schemas/1.0.0/plugin.schema.json\", \"name\": \"acme-search\"}",
}

// hermesCatalogName reports whether s is a name the Hermes plugin catalog
// allows, ^[a-z0-9_-]{1,64}$. Written out rather than compiled: the
// bounded repetition makes the regexp cost a quarter of a millisecond to
// compile at every start.
func hermesCatalogName(s string) bool {
	if len(s) < 1 || len(s) > 64 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if (c < 'a' || c > 'z') && (c < '0' || c > '9') && c != '_' && c != '-' {
			return false
		}
	}
	return true
}

func runCatalogName(p *Pass) error {
	m := p.Pkg.Manifest
	v := m.Object().Get("name")
	if v == nil || v.Kind != pyjson.String || !validManifestName(v.Str) || hermesCatalogName(v.Str) {
		return nil
	}
	msg := fmt.Sprintf("name %q contains \".\": Hermes loads the package, but a Hermes catalog name cannot "+
		"(^[a-z0-9_-]{1,64}$)", v.Str)
	if s := strings.ReplaceAll(v.Str, ".", "-"); validManifestName(s) && hermesCatalogName(s) {
		msg += fmt.Sprintf("; %q would be both", s)
	}
	p.Reportf(AtValue(m, v), "%s", msg)
	return nil
}
