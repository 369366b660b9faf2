package capability

import (
	"fmt"
	"slices"

	"github.com/pluglint/pluglint/rules/pyjson"
)

// A package made for several clients often ships their manifests beside
// plugin.json, and some of them say what the tools do: Codex's
// .codex-plugin/plugin.json has an interface block with a capabilities
// list ("Read", "Write"), a Claude Desktop extension's manifest.json
// lists its tools by name, and each has a description of its own for its
// client's users ("carries memory across sessions"). They are the
// publisher's statements about the package's tools, read as plugin.json's
// extension blocks and description are (extensionPieces, textPieces), for
// the package's only server.

// clientManifests are the files read, the block of each that speaks of
// the tools, and the keys of its descriptions.
var clientManifests = []struct {
	path, block string
	texts       []string
}{
	{".codex-plugin/plugin.json", "interface", nil},
	{"manifest.json", "tools", []string{"description", "long_description"}},
	{".claude-plugin/plugin.json", "", []string{"description"}},
	{".cursor-plugin/plugin.json", "", []string{"description"}},
	{"gemini-extension.json", "", []string{"description"}},
}

// clientPieces is the evidence in the tool lists and capabilities of the
// other clients' manifests a package ships, and their texts, to be read
// with plugin.json's; a text plugin.json already holds (read holds
// those) is left out.
func clientPieces(s Server, read map[string]bool) ([]Piece, []segment) {
	if s.FileData == nil || s.FileJSON == nil {
		return nil, nil
	}
	var out []Piece
	var texts []segment
	for _, c := range clientManifests {
		doc := s.FileJSON(c.path)
		if doc == nil || doc.Root.Kind != pyjson.Object {
			continue
		}
		data := s.FileData(c.path)
		// A manifest.json is a Claude Desktop extension's when it also
		// says how to start the server.
		if c.path == "manifest.json" && doc.Root.Get("server") == nil {
			continue
		}
		path := c.path
		at := func(v *pyjson.Value) *Place { return &Place{path, v.Start, v.End} }
		n := len(texts)
		if block := doc.Root.Get(c.block); c.block != "" && block != nil {
			out = append(out, extensionPieces(block, fmt.Sprintf("%s %q", c.path, c.block), c.block, at, &texts)...)
		}
		for _, k := range c.texts {
			if v := doc.Root.Get(k); v != nil && v.Kind == pyjson.String {
				texts = append(texts, segment{v: v, where: fmt.Sprintf("%s %q", c.path, k)})
			}
		}
		for i := n; i < len(texts); i++ {
			texts[i].file, texts[i].src = c.path, data
		}
	}
	return out, slices.DeleteFunc(texts, func(sg segment) bool { return read[sg.v.Str] })
}
