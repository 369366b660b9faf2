package rules

import (
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/pluglint/pluglint/rules/model"
	"github.com/pluglint/pluglint/rules/pyjson"
)

// The fix every security rule gives for a server at full trust: the exact
// trust declaration to add to plugin.json.

// gateFix says exactly what to write in plugin.json to gate the server,
// depending on what the manifest already has.
func gateFix(pkg *model.Package, s *Server) string {
	name := jsonString(s.Name)
	if s.Decl != nil {
		if t := s.Decl.Value.Member("trust"); t != nil {
			return fmt.Sprintf(`change "trust" to "untrusted" in its declaration in plugin.json (extensions["com.nousresearch.hermes"].servers[%s])`, name)
		}
		return fmt.Sprintf(`add "trust": "untrusted" to its declaration in plugin.json (extensions["com.nousresearch.hermes"].servers[%s])`, name)
	}
	block := `{"trust": "untrusted"}`
	if ns := pkg.HermesNamespace(); ns != nil {
		if sv := ns.Get("servers"); sv != nil && sv.Kind == pyjson.Object {
			return fmt.Sprintf(`add %s: %s to extensions["com.nousresearch.hermes"].servers in plugin.json`, name, block)
		}
		return fmt.Sprintf(`add "servers": {%s: %s} to extensions["com.nousresearch.hermes"] in plugin.json`, name, block)
	}
	if obj := pkg.Manifest.Object(); obj != nil {
		if ext := obj.Get("extensions"); ext != nil && ext.Kind == pyjson.Object {
			return fmt.Sprintf(`add "com.nousresearch.hermes": {"servers": {%s: %s}} to "extensions" in plugin.json`, name, block)
		}
	}
	return fmt.Sprintf(`add to plugin.json: "extensions": {"com.nousresearch.hermes": {"servers": {%s: %s}}}`, name, block)
}

// jsonString is s as a JSON string literal.
func jsonString(s string) string {
	b, err := json.Marshal(s)
	if err != nil {
		return strconv.Quote(s)
	}
	return string(b)
}
