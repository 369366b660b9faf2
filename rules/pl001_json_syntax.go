package rules

import (
	"fmt"
	"strings"

	"github.com/pluglint/pluglint/rules/model"

	"github.com/pluglint/pluglint/rules/pyjson"
)

// JSONSyntax reports plugin.json and mcp.json files that Python's json
// module refuses, or that exist but cannot be read at all.
var JSONSyntax = &Rule{
	ID: "PL001", Name: "json-syntax", Level: Error, Class: OfFile,
	Precision: "very-high", Doc: jsonSyntaxDoc, Run: runJSONSyntax,
}

var jsonSyntaxDoc = Doc{
	Title: "plugin.json or mcp.json is not JSON that Python can read",
	Why: "Hermes reads both files with Python's json module, which is strict: comments, " +
		"trailing commas, single quotes and unquoted keys are all errors. A plugin.json that does " +
		"not parse rejects the whole package; an mcp.json that does not parse loses every MCP " +
		"server while the skills still load, which is easy to miss. A file that exists but cannot " +
		"be read (permissions) fails the same way. A file too large for pluglint to check (over 8 MiB, " +
		"or over 500,000 JSON values) is counted as failing, which Hermes may not do. Nesting deeper " +
		"than Python's recursion limit, and an integer in plugin.json longer than Python converts, " +
		"make Hermes's loader itself fail, so the package is refused even when mcp.json is the culprit.",
	Fix: "Fix the JSON at the position shown: remove comments and trailing commas, quote keys " +
		"with double quotes. Make sure the file is readable by the user that runs Hermes.",
	Bad: "mcp.json:\n" +
		"{\n" +
		"  \"$schema\": \"https://agent-plugins.org/schemas/1.0.0/mcp.schema.json\",\n" +
		"  \"mcpServers\": {\n" +
		"    // the search server\n" +
		"    \"search\": {\"type\": \"streamable-http\", \"url\": \"https://search.example.com/mcp\"},\n" +
		"  }\n" +
		"}",
	Good: "mcp.json:\n" +
		"{\n" +
		"  \"$schema\": \"https://agent-plugins.org/schemas/1.0.0/mcp.schema.json\",\n" +
		"  \"mcpServers\": {\n" +
		"    \"search\": {\"type\": \"streamable-http\", \"url\": \"https://search.example.com/mcp\"}\n" +
		"  }\n" +
		"}",
}

func runJSONSyntax(p *Pass) error {
	for _, f := range jsonFilesHermesReads(p.Pkg) {
		class, drops, consequence := jsonFileOutcome(p.Pkg, f)
		switch f.State {
		case model.Unreadable:
			p.Report(Finding{
				Loc: AtFile(f.Path), Class: class, Drops: drops,
				Message: fmt.Sprintf("%s cannot be read (%s); %s", f.Path, f.Detail, consequence),
			})
			continue
		case model.TooLarge:
			p.Report(Finding{
				Loc: AtFile(f.Path), Class: class, Drops: drops,
				Message: fmt.Sprintf("%s %s, so pluglint cannot check it; counting it as a file Hermes cannot use: %s",
					f.Path, f.Detail, consequence),
			})
			continue
		}
		e := f.Err
		if e == nil {
			continue
		}
		switch e.Kind {
		case pyjson.Encoding:
			// PL003 reports invalid UTF-8.
		case pyjson.TooDeep:
			// RecursionError escapes Hermes's loader whichever file
			// raises it, so even a bad mcp.json refuses the package.
			p.Report(Finding{
				Loc: AtOffset(f.File, e.Offset), Class: Reject,
				Message: fmt.Sprintf("%s nests arrays and objects deeper than %d levels: Python's json module "+
					"raises RecursionError and Hermes's loader fails on it; Hermes rejects the whole package",
					f.Path, pyjson.MaxDepth),
			})
		case pyjson.TooMany:
			p.Report(Finding{
				Loc: AtFile(f.Path), Class: class, Drops: drops,
				Message: fmt.Sprintf("%s holds more than %s JSON values, more than pluglint reads, so pluglint cannot check it; "+
					"counting it as a file Hermes cannot use: %s", f.Path, thousands(pyjson.MaxValues), consequence),
			})
		case pyjson.IntTooLong:
			digits := jsonIntDigits(f.Data, e.Offset)
			msg := fmt.Sprintf("%s has an integer of %d digits, more than the %d Python converts (ValueError); ",
				f.Path, digits, pyjson.MaxIntDigits)
			if f == p.Pkg.MCP {
				msg += consequence
			} else {
				msg += "Hermes's loader fails on it and rejects the package"
			}
			p.Report(Finding{
				Loc:   Loc{File: f.Path, Span: model.Span{Start: e.Offset, End: jsonIntEnd(f.Data, e.Offset)}},
				Class: class, Drops: drops, Message: msg,
			})
		default:
			p.Report(Finding{
				Loc: AtOffset(f.File, e.Offset), Class: class, Drops: drops,
				Message: fmt.Sprintf("%s is not valid JSON as Python reads it: %s; %s",
					f.Path, syntaxMessage(f.File, e), consequence),
			})
		}
	}
	return nil
}

// syntaxMessage completes the messages Python ends with a position ("...
// starting at") with the line and column of that position.
func syntaxMessage(f *model.File, e *pyjson.SyntaxError) string {
	if strings.HasSuffix(e.Msg, " at") {
		line, col, _ := f.Position(e.Offset)
		return fmt.Sprintf("%s %d:%d", e.Msg, line, col)
	}
	return e.Msg
}

// jsonIntEnd returns the end of the integer literal starting at off.
func jsonIntEnd(data []byte, off int) int {
	i := off
	if i < len(data) && data[i] == '-' {
		i++
	}
	for i < len(data) && '0' <= data[i] && data[i] <= '9' {
		i++
	}
	return i
}

// jsonIntDigits counts the digits of the integer literal starting at off.
func jsonIntDigits(data []byte, off int) int {
	n := jsonIntEnd(data, off) - off
	if off < len(data) && data[off] == '-' {
		n--
	}
	return n
}
