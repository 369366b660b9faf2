package inventory

import (
	"bytes"
	"encoding/json"
	"sort"
	"time"

	"github.com/pluglint/pluglint/rules/model"

	"github.com/pluglint/pluglint/rules/pyjson"
)

// CapturedServer is one server's tools/list result as pluglint snapshot
// captured it from the live server: every page, each tool exactly as the
// server sent it.
type CapturedServer struct {
	Name  string
	At    time.Time
	Tools []json.RawMessage
}

// EntryChange says what writing an inventory did to one server's entry.
type EntryChange uint8

// Entry changes.
const (
	EntryAdded     EntryChange = iota + 1 // the inventory had no entry for the server
	EntryUpdated                          // the server's tools differ from the entry's
	EntryUnchanged                        // the same tools: the entry, capturedAt included, stays as it was
)

// WriteResult is a tool inventory ready to be written.
type WriteResult struct {
	Data    []byte
	Changes map[string]EntryChange // per captured server
	// Removed lists old entries left out because keep refused them.
	Removed []string
	// Invalid lists old entries left out because they are not JSON that
	// other tools can read (NaN, for one).
	Invalid []string
	// Fresh is set when there was an old file but nothing in it could be
	// used: it does not parse, or its version or servers are wrong.
	Fresh bool
}

// Write merges captured servers into an old inventory (nil when
// there is none) and returns the file to write, in the shape
// trust-and-security.md fixes, formatted so that it diffs well: servers
// sorted by name, each server's tools sorted by name, two-space
// indentation, every tool as the server sent it. A captured server whose
// tools are the same as its entry's (same JSON, in any order) keeps the
// entry and its capturedAt, so that snapshotting an unchanged server
// changes nothing. Old entries of servers not captured are kept as they
// were, unless keep (when not nil) returns false for them.
func Write(old *Inventory, captured []CapturedServer, keep func(server string) bool) (*WriteResult, error) {
	w := &WriteResult{Changes: map[string]EntryChange{}}
	entries := map[string]json.RawMessage{}
	previous := map[string]*Server{}
	if old != nil && !old.Usable {
		w.Fresh = true
	}
	if old != nil && old.Usable {
		for _, s := range old.Servers {
			raw := old.File.Data[s.Member.Value.Start:s.Member.Value.End]
			switch {
			case keep != nil && !keep(s.Name):
				w.Removed = append(w.Removed, s.Name)
			case !json.Valid(raw):
				w.Invalid = append(w.Invalid, s.Name)
			default:
				entries[s.Name] = raw
				previous[s.Name] = s
			}
		}
	}
	for _, c := range captured {
		entry := inventoryEntry{CapturedAt: c.At.UTC().Format(time.RFC3339), Tools: sortedTools(c.Tools)}
		w.Changes[c.Name] = EntryAdded
		if s := previous[c.Name]; s != nil {
			w.Changes[c.Name] = EntryUpdated
			if oldTools, ok := entryTools(old.File, s); ok && sameTools(oldTools, c.Tools) {
				w.Changes[c.Name] = EntryUnchanged
				entry.Tools = sortedTools(oldTools)
				if at := s.Member.Value.Get("capturedAt"); at != nil && at.Kind == pyjson.String && at.Str != "" {
					entry.CapturedAt = at.Str
				}
			}
		}
		var raw bytes.Buffer
		enc := json.NewEncoder(&raw)
		enc.SetEscapeHTML(false) // tools as sent: "<" stays "<"
		if err := enc.Encode(entry); err != nil {
			return nil, err
		}
		entries[c.Name] = raw.Bytes()
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	err := enc.Encode(struct {
		Version int                        `json:"version"`
		Servers map[string]json.RawMessage `json:"servers"`
	}{Version, entries})
	if err != nil {
		return nil, err
	}
	w.Data = buf.Bytes()
	return w, nil
}

// inventoryEntry is one server's entry as snapshot writes it.
type inventoryEntry struct {
	CapturedAt string            `json:"capturedAt"`
	Tools      []json.RawMessage `json:"tools"`
}

// entryTools returns the raw items of an entry's tools array, or false
// when one of them is not JSON encoding/json reads.
func entryTools(f *model.JSONFile, s *Server) ([]json.RawMessage, bool) {
	if !s.Listed {
		return nil, false
	}
	tools := s.Member.Value.Get("tools")
	out := make([]json.RawMessage, 0, len(tools.Items))
	for _, item := range tools.Items {
		raw := json.RawMessage(f.Data[item.Start:item.End])
		if !json.Valid(raw) {
			return nil, false
		}
		out = append(out, raw)
	}
	return out, true
}

// sortedTools sorts tools by name, stably; tools without a string name
// come first, in the order the server sent them.
func sortedTools(tools []json.RawMessage) []json.RawMessage {
	out := make([]json.RawMessage, len(tools))
	copy(out, tools)
	names := make(map[int]string, len(out))
	for i, t := range out {
		names[i] = toolName(t)
	}
	idx := make([]int, len(out))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return names[idx[a]] < names[idx[b]] })
	sorted := make([]json.RawMessage, len(out))
	for i, j := range idx {
		sorted[i] = out[j]
	}
	return sorted
}

// toolName returns a raw tool's name, or "" when it has no string name.
func toolName(raw json.RawMessage) string {
	var t struct {
		Name json.RawMessage `json:"name"`
	}
	var name string
	if json.Unmarshal(raw, &t) != nil || json.Unmarshal(t.Name, &name) != nil {
		return ""
	}
	return name
}

// sameTools reports whether two tool lists hold the same JSON values,
// ignoring order, formatting and the order of object keys.
func sameTools(a, b []json.RawMessage) bool {
	if len(a) != len(b) {
		return false
	}
	ca, cb := make([]string, len(a)), make([]string, len(b))
	for i := range a {
		var ok bool
		if ca[i], ok = canonicalJSON(a[i]); !ok {
			return false
		}
		if cb[i], ok = canonicalJSON(b[i]); !ok {
			return false
		}
	}
	sort.Strings(ca)
	sort.Strings(cb)
	for i := range ca {
		if ca[i] != cb[i] {
			return false
		}
	}
	return true
}

// canonicalJSON re-encodes a JSON value with sorted object keys and
// numbers as written, so equal values compare equal as strings.
func canonicalJSON(raw json.RawMessage) (string, bool) {
	if raw == nil {
		return "", true
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return "", false
	}
	out, err := json.Marshal(v)
	if err != nil {
		return "", false
	}
	return string(out), true
}
