package rules

import "github.com/pluglint/pluglint/rules/model"

// jsonFilesHermesReads returns the JSON files Hermes itself reads.
func jsonFilesHermesReads(pkg *model.Package) []*model.JSONFile {
	return []*model.JSONFile{pkg.Manifest, pkg.MCP}
}

// jsonFileOutcome is what Hermes does when it cannot use f as a whole:
// plugin.json rejects the package, mcp.json loses every server.
func jsonFileOutcome(pkg *model.Package, f *model.JSONFile) (Class, *Target, string) {
	if f == pkg.MCP {
		return Drop, DropMCP, "Hermes drops all of mcp.json"
	}
	return Reject, nil, "Hermes rejects the package"
}
