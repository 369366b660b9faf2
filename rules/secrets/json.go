package secrets

import (
	"fmt"
	"path"
	"strconv"
	"strings"

	"github.com/pluglint/pluglint/rules/pyjson"
)

// ScanJSON walks the parsed JSON file at path (slash-separated, as a
// package names its files) from its root, and calls found for every
// string value that holds a credential, with a description of where it
// is: env "X" of server "s", args[2] of server "s", "token" in
// plugin.json.
func ScanJSON(file string, root *pyjson.Value, found func(v *pyjson.Value, where string, hit Hit)) {
	if root == nil {
		return
	}
	mcp := path.Base(file) == "mcp.json"
	// A value's place is described only when it holds a secret: most
	// values hold none, and the description costs a format.
	report := func(v *pyjson.Value, key, server string, hit Hit) {
		found(v, describePlace(file, v.Pointer, server, key, mcp), hit)
	}
	var walk func(v *pyjson.Value, key, server string)
	walk = func(v *pyjson.Value, key, server string) {
		switch v.Kind {
		case pyjson.String:
			if hit, ok := Detect(v.Str, key); ok {
				report(v, key, server, hit)
			}
		case pyjson.Object:
			for _, m := range v.Members {
				walk(m.Value, m.Key, server)
			}
		case pyjson.Array:
			var prev string
			for _, it := range v.Items {
				if it.Kind == pyjson.String {
					// "--api-key=VALUE", "API_KEY=VALUE" and "--token VALUE".
					k := ""
					if name, val, ok := strings.Cut(strings.TrimLeft(it.Str, "-"), "="); ok && CredentialName(name) {
						if hit, ok := Detect(val, name); ok {
							report(it, "", server, hit)
							prev = it.Str
							continue
						}
					}
					if strings.HasPrefix(prev, "-") && !strings.Contains(prev, "=") && CredentialName(strings.TrimLeft(prev, "-")) {
						k = strings.TrimLeft(prev, "-")
					}
					if hit, ok := Detect(it.Str, k); ok {
						report(it, "", server, hit)
					}
					prev = it.Str
					continue
				}
				walk(it, "", server)
				prev = ""
			}
		}
	}
	if !mcp {
		walk(root, "", "")
		return
	}
	obj := root
	if obj.Kind != pyjson.Object {
		return
	}
	for _, m := range obj.Members {
		if m.Key != "mcpServers" || m.Value.Kind != pyjson.Object {
			walk(m.Value, m.Key, "")
			continue
		}
		for _, s := range m.Value.Members {
			if s.Value.Kind == pyjson.String {
				// A server written as a bare string is placed as the
				// server itself, even one named "" (which
				// describePlace would place in the file).
				if hit, ok := Detect(s.Value.Str, ""); ok {
					found(s.Value, "server "+strconv.Quote(s.Key), hit)
				}
				continue
			}
			walk(s.Value, "", s.Key)
		}
	}
}

// describePlace names where a value is, for messages: env "X" of
// server "s", header "Authorization" of server "s", args[2] of server
// "s", url of server "s".
func describePlace(file, pointer, server, key string, mcp bool) string {
	if !mcp || server == "" {
		if key != "" {
			return fmt.Sprintf("%q in %s", key, file)
		}
		return "a value in " + file
	}
	toks := strings.Split(pointer, "/")
	// /mcpServers/<server>/<field>/<rest…>
	if len(toks) < 4 {
		return "server " + strconv.Quote(server)
	}
	field, _ := pyjson.UnescapePointerToken(toks[3])
	of := " of server " + strconv.Quote(server)
	switch {
	case field == "env" && len(toks) == 5:
		return fmt.Sprintf("env %q%s", key, of)
	case field == "headers" && len(toks) == 5:
		return fmt.Sprintf("header %q%s", key, of)
	case field == "args" && len(toks) == 5:
		return fmt.Sprintf("args[%s]%s", toks[4], of)
	case field == "url" && len(toks) == 4:
		return "url" + of
	case key != "":
		return fmt.Sprintf("%q%s", key, of)
	}
	return fmt.Sprintf("%q%s", field, of)
}

// JSONSpans parses data, the JSON file at path, and returns the spans of
// the string values that hold a credential, in file order; none when the
// file does not parse.
func JSONSpans(file string, data []byte) []Span {
	doc, err := pyjson.Parse(data)
	if err != nil || doc == nil || doc.Root == nil {
		return nil
	}
	var spans []Span
	ScanJSON(file, doc.Root, func(v *pyjson.Value, _ string, _ Hit) {
		spans = append(spans, Span{v.Start, v.End})
	})
	return spans
}
