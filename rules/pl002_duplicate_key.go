package rules

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/pluglint/pluglint/rules/edit"
	"github.com/pluglint/pluglint/rules/model"
	"github.com/pluglint/pluglint/rules/pyjson"
)

// DuplicateKey reports every key an object of plugin.json or mcp.json
// repeats: Python keeps the last value without a word.
var DuplicateKey = &Rule{
	ID: "PL002", Name: "duplicate-key", Level: Error, Class: Advice,
	Precision: "very-high", Doc: duplicateKeyDoc, Run: runDuplicateKey,
	Fix: duplicateKeyFix,
}

var duplicateKeyDoc = Doc{
	Title: "a JSON object repeats a key",
	Why: "Python's json module accepts a repeated key and keeps the last value, so Hermes " +
		"uses a value a reader of the file may never notice. It matters most for trust, type, " +
		"command and url: {\"trust\": \"untrusted\", \"trust\": \"full\"} looks gated and is not. " +
		"Two mcp.json servers with the same name load as one: the last entry wins and the " +
		"first disappears without a word. Many other JSON tools reject duplicates outright.",
	Fix: "Keep one occurrence of the key, with the value you mean; give two servers different names.",
	Bad: "plugin.json:\n" +
		"\"servers\": {\n" +
		"  \"trade\": {\"trust\": \"untrusted\", \"trust\": \"full\"}\n" +
		"}",
	Good: "plugin.json:\n" +
		"\"servers\": {\n" +
		"  \"trade\": {\"trust\": \"untrusted\"}\n" +
		"}",
}

func runDuplicateKey(p *Pass) error {
	for _, f := range jsonFilesHermesReads(p.Pkg) {
		if f.Doc == nil {
			continue
		}
		// Each repeated key's consequence is worked out once, from one
		// pass over its object: a hostile file with thousands of
		// duplicates must not cost duplicates × members.
		said := map[dupKey]string{}
		values := map[*pyjson.Value]map[string][]*pyjson.Value{}
		for _, d := range f.Doc.Duplicates {
			k := dupKey{d.Object, d.Later.Key}
			hidden := f == p.Pkg.MCP && CredentialField(d.Winner.Value.Pointer)
			cons, ok := said[k]
			if !ok {
				byKey := values[d.Object]
				if byKey == nil {
					byKey = map[string][]*pyjson.Value{}
					for _, m := range d.Object.Members {
						byKey[m.Key] = append(byKey[m.Key], m.Value)
					}
					values[d.Object] = byKey
				}
				cons = dupConsequence(d, byKey[d.Later.Key], hidden)
				said[k] = cons
			}
			if !p.Shown(f.Path) {
				p.Report(Finding{Loc: AtKey(f, d.Later)})
				continue
			}
			p.Report(dupFinding(p.Pkg, f, d, cons, hidden))
		}
	}
	return nil
}

// dupKey is one repeated key of one object.
type dupKey struct {
	obj *pyjson.Value
	key string
}

func dupFinding(pkg *model.Package, f *model.JSONFile, d pyjson.Duplicate, consequence string, hidden bool) Finding {
	key := d.Later.Key
	first := offsetLineCol(f.File, d.First.KeyStart)
	where := "first at " + first
	if d.Later != d.Winner {
		where = "last at " + offsetLineCol(f.File, d.Winner.KeyStart) + ", " + where
	}
	related := []Related{{Loc: AtKey(f, d.First), Message: fmt.Sprintf("first %q here", key)}}
	if f == pkg.MCP && d.Object.Pointer == "/mcpServers" {
		related[0].Message = fmt.Sprintf("first %q entry, which Hermes loses", key)
		return Finding{
			Loc: AtKey(f, d.Later), Related: related,
			Message: fmt.Sprintf("duplicate server %q; Hermes keeps the last entry and silently loses the first (%s)",
				key, where),
		}
	}
	msg := fmt.Sprintf("duplicate key %q; Hermes uses the last one (%s)", key, where)
	if s, ok := dupShortScalar(d.Winner.Value); ok && !hidden {
		msg = fmt.Sprintf("duplicate key %q; Hermes uses the last value %s (%s)", key, s, where)
	}
	msg += consequence
	return Finding{Loc: AtKey(f, d.Later), Related: related, Message: msg}
}

// dupConsequence says why a duplicate of trust, type, command or url
// matters, when the values differ; all holds the values of every
// occurrence of the key, the winner last.
func dupConsequence(d pyjson.Duplicate, all []*pyjson.Value, hidden bool) string {
	win := d.Winner.Value
	earlier := all[:len(all)-1]
	differs := false
	for _, v := range earlier {
		if !dupSameJSON(v, win) {
			differs = true
		}
	}
	if !differs {
		return ""
	}
	switch d.Later.Key {
	case "trust":
		for _, v := range earlier {
			if v.Kind == pyjson.String && v.Str == model.TrustUntrusted && (win.Kind != pyjson.String || win.Str != model.TrustUntrusted) {
				return `: "untrusted" is overridden, so the server looks gated but is not`
			}
		}
		return ": the trust Hermes applies is the last one written"
	case "type":
		return ": Hermes treats the server as the last type written, not the first"
	case "command":
		if hidden {
			return ""
		}
		return ": Hermes runs the last command written, not the first"
	case "url":
		return ": Hermes connects to the last url written, not the first"
	}
	return ""
}

// CredentialField reports whether an mcp.json pointer is inside a
// server's env, headers, args or url, or under a key that names a
// credential: where credentials live, recognised or not, and values are
// never shown or written by pluglint.
func CredentialField(ptr string) bool {
	parts := strings.Split(ptr, "/")
	// "", "mcpServers", name, field, ...
	if len(parts) < 4 || parts[1] != "mcpServers" {
		return false
	}
	switch parts[3] {
	case "env", "headers", "args", "url":
		return true
	}
	return slices.ContainsFunc(parts[3:], dupCredentialKey)
}

// dupCredentialKey reports keys whose values are likely credentials wherever
// they appear.
func dupCredentialKey(key string) bool {
	k := strings.ToLower(key)
	for _, w := range []string{"token", "secret", "password", "passwd", "apikey", "api_key", "api-key", "auth", "credential", "cookie"} {
		if strings.Contains(k, w) {
			return true
		}
	}
	return false
}

// dupShortScalar renders a value small enough to show in a message.
func dupShortScalar(v *pyjson.Value) (string, bool) {
	switch v.Kind {
	case pyjson.Null:
		return "null", true
	case pyjson.Bool:
		if v.Bool {
			return "true", true
		}
		return "false", true
	case pyjson.Number:
		if len(v.Str) <= 24 {
			return v.Str, true
		}
	case pyjson.String:
		if utf8.RuneCountInString(v.Str) <= 40 {
			return fmt.Sprintf("%q", v.Str), true
		}
	}
	return "", false
}

// dupSameJSON reports whether two values are equal as Python compares them,
// near enough for telling whether a duplicate changes anything.
func dupSameJSON(a, b *pyjson.Value) bool {
	if a.Kind != b.Kind {
		return false
	}
	switch a.Kind {
	case pyjson.Null:
		return true
	case pyjson.Bool:
		return a.Bool == b.Bool
	case pyjson.Number, pyjson.String:
		return a.Str == b.Str
	case pyjson.Array:
		if len(a.Items) != len(b.Items) {
			return false
		}
		for i := range a.Items {
			if !dupSameJSON(a.Items[i], b.Items[i]) {
				return false
			}
		}
		return true
	}
	ea, eb := a.Effective(), b.Effective()
	if len(ea) != len(eb) {
		return false
	}
	for _, m := range ea {
		o := b.Get(m.Key)
		if o == nil || !dupSameJSON(m.Value, o) {
			return false
		}
	}
	return true
}

// at renders the line and column of an offset as "line:col".
func offsetLineCol(f *model.File, off int) string {
	line, col, _ := f.Position(off)
	return fmt.Sprintf("%d:%d", line, col)
}

// duplicateKeyFix removes the earlier occurrences of a repeated key,
// keeping the last, which is the one Hermes uses.
var duplicateKeyFix = &Fixer{
	Safety: "unsafe", Order: FixDuplicateKey, Plan: planDuplicateKey,
	What: `removes the earlier occurrences of a repeated key, keeping the last one, which ` +
		`is the one Hermes uses (unsafe: it deletes what was written; never done for a "trust": "untrusted" ` +
		`that a later value overrides, where only the publisher can say which one is meant).`,
}

func planDuplicateKey(p *FixPass, f *Finding) []*edit.Suggestion {
	var jf *model.JSONFile
	switch f.Loc.File {
	case p.Package.Manifest.Path:
		jf = p.Package.Manifest
	case p.Package.MCP.Path:
		jf = p.Package.MCP
	}
	e := edit.ForFile(jf)
	if e == nil {
		return nil
	}
	for _, d := range jf.Doc.Duplicates {
		if d.Later.KeyStart != f.Loc.Span.Start {
			continue
		}
		var earlier []*pyjson.Member
		for _, m := range d.Object.Members {
			if m.Key == d.Winner.Key && m != d.Winner {
				earlier = append(earlier, m)
			}
		}
		if d.Winner.Key == "trust" && !isUntrusted(d.Winner.Value) {
			for _, m := range earlier {
				if isUntrusted(m.Value) {
					return nil // the publisher asked for a gate that a later value undoes: their call
				}
			}
		}
		s := &edit.Suggestion{
			Safety: edit.Unsafe, File: e.File(), Pointer: d.Winner.Value.Pointer,
			Resolves: []edit.Place{{File: e.File(), Pointer: d.Winner.Value.Pointer}},
		}
		for _, m := range earlier {
			if holdsSecret(jf, m) {
				return nil // pluglint never touches a credential, not even to delete it
			}
			s.Edits = append(s.Edits, e.Remove(d.Object, m))
		}
		what := fmt.Sprintf("the earlier %q", d.Winner.Key)
		if len(earlier) > 1 {
			what = fmt.Sprintf("the %d earlier %q keys", len(earlier), d.Winner.Key)
		}
		s.Message = fmt.Sprintf("remove %s of %s, which Hermes ignores (it uses the last)", what, objectName(d.Object))
		if jf == p.Package.MCP && d.Object.Pointer == "/mcpServers" {
			s.Message = fmt.Sprintf("remove the earlier entry of server %q, which Hermes never loads (it keeps the last)", d.Winner.Key)
		}
		return []*edit.Suggestion{s}
	}
	return nil
}

// holdsSecret reports whether removing the member m could remove a
// credential: a value where credentials live whether pluglint recognises
// them or not (CredentialField), or a member holding a value pluglint
// recognises as one.
func holdsSecret(jf *model.JSONFile, m *pyjson.Member) bool {
	if CredentialField(m.Value.Pointer) {
		return true
	}
	for _, s := range SecretSpans(jf.File) {
		if s.Start >= m.KeyStart && s.End <= m.Value.End {
			return true
		}
	}
	return false
}

// objectName names an object by its JSON Pointer for messages.
func objectName(obj *pyjson.Value) string {
	if obj.Pointer == "" {
		return "the top level"
	}
	return edit.Quote(obj.Pointer)
}

func isUntrusted(v *pyjson.Value) bool {
	return v.Kind == pyjson.String && v.Str == model.TrustUntrusted
}
