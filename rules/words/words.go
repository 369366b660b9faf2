// Package words puts package values into finding messages the same way
// in every rule: a JSON value's kind with its article, a scalar as
// written, lists joined with "and" and capped, counts with their noun.
package words

import (
	"fmt"
	"strings"

	"github.com/pluglint/pluglint/rules/pyjson"
)

// Kind names a JSON value's type with its article ("an array",
// "a string"), or "null".
func Kind(v *pyjson.Value) string {
	switch v.Kind {
	case pyjson.Array:
		return "an array"
	case pyjson.Object:
		return "an object"
	case pyjson.Null:
		return "null"
	case pyjson.Bool:
		return "a boolean"
	case pyjson.Number:
		return "a number"
	case pyjson.String:
		return "a string"
	}
	return v.Kind.String()
}

// Scalar is a scalar as written: the literal of null, true and false
// (whose Str is empty), the text of a string or number.
func Scalar(v *pyjson.Value) string {
	switch v.Kind {
	case pyjson.Null:
		return "null"
	case pyjson.Bool:
		if v.Bool {
			return "true"
		}
		return "false"
	}
	return v.Str
}

// JoinAnd joins phrases as English prose: "a", "a and b", "a, b and c".
func JoinAnd(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

// MaxListed caps the names and evidence items a message lists.
const MaxListed = 4

// CountOf says "1 write-capable tool" or "3 write-capable tools".
func CountOf(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// CappedList joins at most MaxListed items and says how many more exist.
func CappedList(items []string) string {
	if len(items) <= MaxListed {
		return strings.Join(items, ", ")
	}
	return fmt.Sprintf("%s and %d more", strings.Join(items[:MaxListed], ", "), len(items)-MaxListed)
}
