package capability

import (
	"fmt"

	"github.com/pluglint/pluglint/rules/pyjson"
)

// A package made for several clients often ships their manifests beside
// plugin.json, and some of them say what the tools do: Codex's
// .codex-plugin/plugin.json has an interface block with a capabilities
// list ("Read", "Write"), and a Claude Desktop extension's manifest.json
// lists its tools by name. They are other clients' statements about the
// package's tools, read as their extension blocks in plugin.json are
// (extensionPieces), for the package's only server.

// clientManifests are the files read, and the block of each that
// speaks of the tools.
var clientManifests = []struct{ path, block string }{
	{".codex-plugin/plugin.json", "interface"},
	{"manifest.json", "tools"},
}

// clientPieces is the evidence in the other clients' manifests a
// package ships. Only the block about the tools is read; its texts are
// not (they repeat plugin.json's description).
func clientPieces(s Server) []Piece {
	if s.FileData == nil {
		return nil
	}
	var out []Piece
	for _, c := range clientManifests {
		data := s.FileData(c.path)
		if data == nil {
			continue
		}
		doc, err := pyjson.Parse(data)
		if err != nil || doc.Root.Kind != pyjson.Object {
			continue
		}
		block := doc.Root.Get(c.block)
		// A manifest.json is a Claude Desktop extension's when it also
		// says how to start the server.
		if block == nil || c.path == "manifest.json" && doc.Root.Get("server") == nil {
			continue
		}
		path := c.path
		at := func(v *pyjson.Value) *Place { return &Place{path, v.Start, v.End} }
		var texts []segment
		out = append(out, extensionPieces(block, fmt.Sprintf("%s %q", c.path, c.block), c.block, at, &texts)...)
	}
	return out
}
