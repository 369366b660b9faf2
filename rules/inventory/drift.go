package inventory

import (
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/pluglint/pluglint/rules/model"
)

// Change is one way a live server differs from its inventory entry.
type Change struct {
	Place
	Message string
}

// Drift compares servers captured live with the inventory (which must be
// usable) and returns what changed since the inventory was captured, each
// placed in the inventory file: tools added (at the server's entry),
// tools removed (at the tool's name), and changed descriptions,
// annotations and other fields (at the old value). A server that adds a
// write tool after review shows up here.
func Drift(inv *Inventory, live []CapturedServer) []Change {
	var out []Change
	report := func(at Place, format string, args ...any) {
		out = append(out, Change{Place: at, Message: fmt.Sprintf(format, args...)})
	}
	jf := inv.File
	for _, c := range live {
		current := liveTools(c.Tools)
		s := inv.Server(c.Name)
		if s == nil {
			report(missingEntryLoc(inv, c.Name), "server %q has no tool inventory entry; the live server lists %s",
				c.Name, toolList(current.names))
			continue
		}
		old := map[string]*Tool{}
		for _, t := range s.Tools {
			if old[t.Name] != nil {
				continue // listed twice: Parse reports it
			}
			old[t.Name] = t
			lt, ok := current.byName[t.Name]
			if !ok {
				report(atValue(t.NameValue), "server %q no longer lists tool %q; the inventory still has it", c.Name, t.Name)
				continue
			}
			fields := inventoryFields(jf, t)
			if !sameJSON(fields["description"], lt["description"]) {
				report(fieldLoc(t, "description"), "description of tool %q of server %q changed on the live server",
					t.Name, c.Name)
			}
			if !sameJSON(fields["annotations"], lt["annotations"]) {
				report(fieldLoc(t, "annotations"), "annotations of tool %q of server %q changed on the live server (%s)",
					t.Name, c.Name, annotationDiff(fields["annotations"], lt["annotations"]))
			}
			var other []string
			for _, k := range unionKeys(fields, lt) {
				if k != "name" && k != "description" && k != "annotations" && !sameJSON(fields[k], lt[k]) {
					other = append(other, k)
				}
			}
			if len(other) > 0 {
				report(atValue(t.NameValue), "tool %q of server %q changed %s on the live server",
					t.Name, c.Name, strings.Join(other, ", "))
			}
		}
		for _, name := range current.names {
			if old[name] != nil {
				continue
			}
			how := "write-capable (its readOnlyHint is not true)"
			if readOnlyHint(current.byName[name]) {
				how = "read-only (readOnlyHint true)"
			}
			report(atKey(s.Member), "server %q now lists tool %q, which the inventory does not have; Hermes treats it as %s",
				c.Name, name, how)
		}
	}
	return out
}

// liveToolSet is a live server's tools by name, each as its top-level
// fields (the last of a repeated key, as Python reads it).
type liveToolSet struct {
	names  []string // sorted, each once
	byName map[string]map[string]json.RawMessage
}

func liveTools(tools []json.RawMessage) liveToolSet {
	set := liveToolSet{byName: map[string]map[string]json.RawMessage{}}
	for _, raw := range tools {
		var fields map[string]json.RawMessage
		if json.Unmarshal(raw, &fields) != nil {
			continue
		}
		var name string
		if json.Unmarshal(fields["name"], &name) != nil || name == "" {
			continue
		}
		if _, dup := set.byName[name]; dup {
			continue
		}
		set.byName[name] = fields
		set.names = append(set.names, name)
	}
	sort.Strings(set.names)
	return set
}

// inventoryFields returns an inventory tool's top-level fields as raw
// JSON from the file.
func inventoryFields(f *model.JSONFile, t *Tool) map[string]json.RawMessage {
	fields := map[string]json.RawMessage{}
	for _, m := range t.Value.Effective() {
		fields[m.Key] = json.RawMessage(f.Data[m.Value.Start:m.Value.End])
	}
	return fields
}

// fieldLoc points at a tool's field value, or at its name when the
// inventory does not have the field.
func fieldLoc(t *Tool, key string) Place {
	if v := t.Value.Get(key); v != nil {
		return atValue(v)
	}
	return atValue(t.NameValue)
}

// missingEntryLoc points at a server's unreadable entry, or at the
// servers key when there is no entry at all.
func missingEntryLoc(inv *Inventory, name string) Place {
	for _, s := range inv.Servers {
		if s.Name == name {
			return atKey(s.Member)
		}
	}
	return atKey(inv.File.Object().Member("servers"))
}

// sameJSON compares two raw values (nil for absent) as JSON values;
// values encoding/json cannot read compare by their text.
func sameJSON(a, b json.RawMessage) bool {
	if (a == nil) != (b == nil) {
		return false
	}
	ca, okA := canonicalJSON(a)
	cb, okB := canonicalJSON(b)
	if !okA || !okB {
		return strings.TrimSpace(string(a)) == strings.TrimSpace(string(b))
	}
	return ca == cb
}

// annotationDiff says which annotations changed: "readOnlyHint: false ->
// true, destructiveHint: absent -> true".
func annotationDiff(old, cur json.RawMessage) string {
	var o, c map[string]json.RawMessage
	if json.Unmarshal(old, &o) != nil || json.Unmarshal(cur, &c) != nil || o == nil || c == nil {
		return shownJSON(old) + " -> " + shownJSON(cur)
	}
	var parts []string
	for _, k := range unionKeys(o, c) {
		if !sameJSON(o[k], c[k]) {
			parts = append(parts, k+": "+shownJSON(o[k])+" -> "+shownJSON(c[k]))
		}
	}
	return strings.Join(parts, ", ")
}

// shownJSON is a short compact form of a raw value for messages.
func shownJSON(raw json.RawMessage) string {
	if raw == nil {
		return "absent"
	}
	s, ok := canonicalJSON(raw)
	if !ok {
		s = strings.TrimSpace(string(raw))
	}
	if utf8.RuneCountInString(s) > 40 {
		s = string([]rune(s)[:39]) + "…"
	}
	return s
}

func unionKeys(a, b map[string]json.RawMessage) []string {
	var keys []string
	for k := range a {
		keys = append(keys, k)
	}
	for k := range b {
		if _, ok := a[k]; !ok {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	return keys
}

// readOnlyHint reports annotations.readOnlyHint exactly true, which is
// all Hermes honours.
func readOnlyHint(fields map[string]json.RawMessage) bool {
	var a map[string]json.RawMessage
	if json.Unmarshal(fields["annotations"], &a) != nil {
		return false
	}
	return strings.TrimSpace(string(a["readOnlyHint"])) == "true"
}

// toolList names tools for a message: "3 tools: \"a\", \"b\", \"c\"",
// the first five at most.
func toolList(names []string) string {
	if len(names) == 0 {
		return "no tools"
	}
	quoted := make([]string, 0, 5)
	for i, n := range names {
		if i == 5 {
			quoted = append(quoted, "…")
			break
		}
		quoted = append(quoted, strconv.Quote(n))
	}
	noun := "tools"
	if len(names) == 1 {
		noun = "tool"
	}
	return fmt.Sprintf("%d %s: %s", len(names), noun, strings.Join(quoted, ", "))
}
