// Package edit plans and applies byte edits to JSON files at the offsets
// the parser recorded, so that everything an edit does not touch
// (indentation, key order, line endings, a byte order mark, the final
// newline) stays as written, and describes a suggested fix made of them.
//
// It knows JSON, layout and the package model, not rules: a rule's fixer
// (rules.Fixer) plans Suggestions with an Editor, and package rules/fix
// applies and re-lints them. It never imports rules.
package edit

import (
	"bytes"
	"fmt"
	"sort"
	"strings"
	"unicode"
)

// Edit replaces the bytes [Start, End) of one package file with New.
// Start == End inserts.
type Edit struct {
	File       string // package-relative, as in rules.Loc
	Start, End int
	New        string
}

// Apply returns data with edits applied. Edits are in data's offsets and
// must not overlap; insertions at one offset keep their order. The File
// of each edit is not looked at: pass one file's edits.
func Apply(data []byte, edits []Edit) ([]byte, error) {
	sorted := append([]Edit(nil), edits...)
	sort.SliceStable(sorted, func(i, j int) bool {
		if sorted[i].Start != sorted[j].Start {
			return sorted[i].Start < sorted[j].Start
		}
		return sorted[i].End < sorted[j].End // an insertion before a replacement at the same offset
	})
	var out bytes.Buffer
	out.Grow(len(data))
	pos := 0
	for _, e := range sorted {
		if e.Start < pos || e.End < e.Start || e.End > len(data) {
			return nil, fmt.Errorf("edit [%d,%d) overlaps another or lies outside the file (%d bytes)", e.Start, e.End, len(data))
		}
		out.Write(data[pos:e.Start])
		out.WriteString(e.New)
		pos = e.End
	}
	out.Write(data[pos:])
	return out.Bytes(), nil
}

// Safety says whether a fix is applied by default.
type Safety uint8

// Safeties. A safe fix is right whatever the publisher meant; an unsafe
// one (applied only on request) guesses, or removes something written.
const (
	Safe Safety = iota + 1
	Unsafe
)

// String returns "safe" or "unsafe".
func (s Safety) String() string {
	switch s {
	case Safe:
		return "safe"
	case Unsafe:
		return "unsafe"
	}
	return "none"
}

// Suggestion is one repair of one finding, as its rule's fixer plans it:
// the edits, in the offsets of the files it was planned from.
type Suggestion struct {
	Safety Safety
	// File and Pointer locate what is repaired (the finding's place).
	File    string
	Pointer string
	// Message says what the fix does, in the style of finding messages.
	Message string
	Edits   []Edit
	// Resolves lists the places where the finding's rule must report
	// nothing once the fix is applied; a fix that leaves one is refused.
	Resolves []Place
}

// Place names a JSON Pointer in one package file.
type Place struct {
	File    string
	Pointer string
}

// IsBlank reports the characters a value may carry around it by mistake:
// white space and invisible format characters (zero-width space, BOM).
func IsBlank(r rune) bool { return unicode.IsSpace(r) || unicode.Is(unicode.Cf, r) }

// Respelling returns the one of values that s is in another letter case
// or with blanks (IsBlank) around it, or s itself when it is one of them;
// "" when it is none.
func Respelling(s string, values ...string) string {
	t := strings.ToLower(strings.TrimFunc(s, IsBlank))
	for _, v := range values {
		if t == v {
			return v
		}
	}
	return ""
}
