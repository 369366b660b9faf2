package rules

import (
	"fmt"
	"strings"

	"github.com/pluglint/pluglint/rules/pyjson"
)

// Helpers that several rules use to put JSON values into messages.

// kindPhrase names a JSON value's type with its article ("an array",
// "a string"), or "null".
func kindPhrase(v *pyjson.Value) string {
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

// scalarText is a scalar as written: the literal of null, true and false
// (whose Str is empty), the text of a string or number.
func scalarText(v *pyjson.Value) string {
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

// joinAnd joins phrases as English prose: "a", "a and b", "a, b and c".
func joinAnd(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

// maxListed caps the names and evidence items a message lists.
const maxListed = 4

// countOf says "1 write-capable tool" or "3 write-capable tools".
func countOf(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// cappedList joins at most maxListed items and says how many more exist.
func cappedList(items []string) string {
	if len(items) <= maxListed {
		return strings.Join(items, ", ")
	}
	return fmt.Sprintf("%s and %d more", strings.Join(items[:maxListed], ", "), len(items)-maxListed)
}
