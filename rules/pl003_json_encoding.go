package rules

import (
	"fmt"
	"strings"

	"github.com/pluglint/pluglint/rules/model"

	"github.com/pluglint/pluglint/rules/pyjson"
)

// JSONEncoding reports byte-level surprises in plugin.json and mcp.json: a
// byte order mark, invalid UTF-8, and the NaN and Infinity literals Python
// accepts but JSON does not.
var JSONEncoding = &Rule{
	ID: "PL003", Name: "json-encoding", Level: Warning, Class: OfFile,
	Precision: "very-high", Doc: jsonEncodingDoc, Run: runJSONEncoding,
}

var jsonEncodingDoc = Doc{
	Title: "plugin.json or mcp.json has a byte order mark, invalid UTF-8 or NaN/Infinity",
	Why: "Hermes reads these files as UTF-8. Invalid UTF-8 is a read error: plugin.json then " +
		"rejects the package and mcp.json loses every server. A UTF-8 byte order mark is " +
		"tolerated by current Hermes, which reads with utf-8-sig, but older releases reject the " +
		"file, and so do many other tools. NaN, Infinity and -Infinity are accepted by Python " +
		"but are not JSON: other tools refuse the file, and the float Hermes gets fails whatever " +
		"type check applies where it stands.",
	Fix: "Save the file as UTF-8 without a byte order mark. Write numbers as numbers and " +
		"anything else as a string.",
	Bad: "plugin.json:\n" +
		"{\"$schema\": \"https://agent-plugins.org/schemas/1.0.0/plugin.schema.json\",\n" +
		" \"name\": \"demo\", \"version\": NaN}",
	Good: "plugin.json:\n" +
		"{\"$schema\": \"https://agent-plugins.org/schemas/1.0.0/plugin.schema.json\",\n" +
		" \"name\": \"demo\", \"version\": \"1.0.0\"}",
}

func runJSONEncoding(p *Pass) error {
	for _, f := range jsonFilesHermesReads(p.Pkg) {
		class, drops, consequence := jsonFileOutcome(p.Pkg, f)
		if e := f.Err; e != nil && e.Kind == pyjson.Encoding {
			p.Report(Finding{
				Loc: AtOffset(f.File, e.Offset), Class: class, Drops: drops, Level: Error,
				Message: fmt.Sprintf("%s is not valid UTF-8 %s; Hermes cannot read it and %s",
					f.Path, strings.TrimPrefix(e.Msg, "invalid UTF-8 "), strings.TrimPrefix(consequence, "Hermes ")),
			})
		}
		if f.Doc == nil {
			continue
		}
		if f.Doc.BOM {
			older := "older releases reject the package"
			if f == p.Pkg.MCP {
				older = "older releases drop all of mcp.json"
			}
			p.Report(Finding{
				Loc: Loc{File: f.Path, Span: model.Span{Start: 0, End: 3}}, Class: Advice, Level: Warning,
				Message: fmt.Sprintf("%s starts with a UTF-8 byte order mark; current Hermes tolerates it, %s",
					f.Path, older),
			})
		}
		for _, v := range f.Doc.NonFinite {
			p.Report(Finding{
				Loc: AtValue(f, v), Class: Advice, Level: Warning,
				Message: fmt.Sprintf("%s is not JSON: Python reads it as a float, other tools reject the file, "+
					"and the value fails whatever type check applies here", v.Str),
			})
		}
	}
	return nil
}
