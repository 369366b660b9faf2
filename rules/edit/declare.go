package edit

import (
	"fmt"
	"strings"

	"github.com/pluglint/pluglint/rules/pyjson"
)

// Declare plans key: want (a string) in the object at path from the root,
// creating the levels that are missing, so that a value can be declared
// where none is. path holds the decoded keys; lastKey is the last one as
// JSON text, copied from where the name is written, escapes included.
//
// It returns no edit when the value already says want, and replaced when
// it says overridable and the edit replaces it (whether that may be
// overridden is the caller's call). ok is false where a level is not an
// object, a key along the way is written twice (fix that first), or the
// value is something else.
func (e *Editor) Declare(path []string, lastKey, key, want, overridable string) (edits []Edit, replaced, ok bool) {
	v := e.root
	if v == nil || v.Kind != pyjson.Object {
		return nil, false, false
	}
	keys := make([]string, len(path))
	for i, k := range path {
		keys[i] = Quote(k)
	}
	keys[len(keys)-1] = lastKey
	for i, k := range path {
		if CountKey(v, k) > 1 {
			return nil, false, false
		}
		next := v.Member(k)
		if next == nil {
			return []Edit{e.Insert(v, keys[i], Nest(keys[i+1:], Object(Quote(key), Literal(Quote(want)))), false)}, false, true
		}
		if next.Value.Kind != pyjson.Object {
			return nil, false, false
		}
		v = next.Value
	}
	if CountKey(v, key) > 1 {
		return nil, false, false
	}
	t := v.Get(key)
	switch {
	case t == nil:
		return []Edit{e.Insert(v, Quote(key), Literal(Quote(want)), false)}, false, true
	case t.Kind == pyjson.String && t.Str == want:
		return nil, false, true
	case t.Kind == pyjson.String && t.Str == overridable:
		return []Edit{e.Replace(t.Start, t.End, Quote(want))}, true, true
	}
	return nil, false, false
}

// FixSchema plans a missing or near-miss "$schema" in the top-level object
// of e's file: want is the file's URL, other the other package file's (a
// copy-paste slip). It returns nil when there is nothing plain to do: the
// value is right, not a string, another version, or written twice.
func (e *Editor) FixSchema(want, other string) *Suggestion {
	obj := e.root
	if obj == nil || obj.Kind != pyjson.Object || CountKey(obj, "$schema") > 1 {
		return nil
	}
	s := &Suggestion{Safety: Safe, File: e.file}
	if m := obj.Member("$schema"); m != nil {
		v := m.Value
		if v.Kind != pyjson.String || v.Str == want || !schemaNearMiss(v.Str, want, other) {
			return nil
		}
		s.Pointer = v.Pointer
		s.Message = fmt.Sprintf(`set "$schema" to %q`, want)
		s.Edits = []Edit{e.Replace(v.Start, v.End, Quote(want))}
		s.Resolves = []Place{{e.file, v.Pointer}}
		return s
	}
	s.Pointer = obj.Pointer
	s.Resolves = []Place{{e.file, obj.Pointer}}
	var near *pyjson.Member
	for _, m := range obj.Effective() {
		if schemaKeyNearMiss(m.Key) {
			if near != nil {
				near = nil // two candidates: not plain which was meant
				break
			}
			near = m
		}
	}
	if near != nil && CountKey(obj, near.Key) == 1 && near.Value.Kind == pyjson.String &&
		(near.Value.Str == want || schemaNearMiss(near.Value.Str, want, other)) {
		s.Message = fmt.Sprintf(`rename %q to "$schema"`, near.Key)
		s.Edits = []Edit{e.Replace(near.KeyStart, near.KeyEnd, Quote("$schema"))}
		if near.Value.Str != want {
			s.Message += fmt.Sprintf(" and set it to %q", want)
			s.Edits = append(s.Edits, e.Replace(near.Value.Start, near.Value.End, Quote(want)))
		}
		s.Resolves = append(s.Resolves, Place{e.file, near.Value.Pointer})
		return s
	}
	s.Message = fmt.Sprintf(`add "$schema": %q`, want)
	s.Edits = []Edit{e.Insert(obj, Quote("$schema"), Literal(Quote(want)), true)}
	return s
}

// schemaNearMiss reports a "$schema" string that can only have meant want:
// want or the other file's URL, give or take surrounding spaces, a
// trailing slash, http://, letter case and a www. host. Another version
// is not a near miss: the publisher may have written for it.
func schemaNearMiss(s, want, other string) bool {
	t := strings.TrimRight(strings.TrimFunc(s, IsBlank), "/")
	if len(t) >= 7 && strings.EqualFold(t[:7], "http://") {
		t = "https://" + t[7:]
	}
	t = strings.ToLower(t)
	t = strings.Replace(t, "https://www.", "https://", 1)
	return t == want || t == other
}

// schemaKeyNearMiss reports keys that were meant to be "$schema".
func schemaKeyNearMiss(k string) bool {
	if k == "$schema" {
		return false
	}
	switch strings.ToLower(strings.TrimFunc(k, IsBlank)) {
	case "$schema", "schema", "$schemas", "$shema":
		return true
	}
	return false
}
