package launch

import "github.com/pluglint/pluglint/rules/pyjson"

// Server reads an mcp.json server entry's launcher, returning its args
// as values too, for placing findings at the argument a Ref names (Arg
// indexes them). It returns nil when the entry is not a stdio server
// whose command is a launcher. An entry without a "type" counts as stdio
// when it has a command: other clients run it so, and Hermes will once
// the type is added.
func Server(entry *pyjson.Value) (*Launch, []*pyjson.Value) {
	if t := entry.Get("type"); t != nil && (t.Kind != pyjson.String || t.Str != "stdio") {
		return nil, nil
	}
	c := entry.Get("command")
	if c == nil || c.Kind != pyjson.String {
		return nil, nil
	}
	var items []*pyjson.Value
	var args []string
	if a := entry.Get("args"); a != nil && a.Kind == pyjson.Array {
		items = a.Items
		args = make([]string, len(items))
		for i, it := range items {
			if it.Kind == pyjson.String {
				args[i] = it.Str
			}
		}
	}
	l := Parse(c.Str, args)
	if l == nil {
		return nil, nil
	}
	return l, items
}
