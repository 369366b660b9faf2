package rules

import (
	"fmt"
	"strings"

	"github.com/pluglint/pluglint/rules/frontmatter"
	"github.com/pluglint/pluglint/rules/model"
)

// lintedSkills returns the skills whose SKILL.md the skill rules judge:
// a SKILL.md that escapes the root or is not a regular file is PL004's.
// PL402 and PL403 use it too.
func lintedSkills(pkg *model.Package) []*model.Skill {
	var out []*model.Skill
	for _, s := range pkg.Skills.Skills {
		if s.DirEscapes || s.SkillMD == nil {
			continue
		}
		switch s.SkillMD.State {
		case model.Escapes, model.NotRegular, model.Broken, model.Missing:
			continue
		}
		out = append(out, s)
	}
	return out
}

// parsedSkills returns the skills whose frontmatter loaded, for the rules
// that check its fields.
func parsedSkills(pkg *model.Package) []*model.Skill {
	var out []*model.Skill
	for _, s := range lintedSkills(pkg) {
		if s.Front != nil && s.Front.Root != nil {
			out = append(out, s)
		}
	}
	return out
}

// atOpening locates the frontmatter's opening "---", where a finding about
// a missing key points.
func atOpening(s *model.Skill) Loc {
	off := len("\ufeff") * s.Front.BOMs
	return Loc{File: s.SkillMD.Path, Span: model.Span{Start: off, End: off + len("---")}}
}

// frontField returns the entry of a top-level frontmatter key, or nil.
func frontField(s *model.Skill, key string) *frontmatter.Field {
	for _, f := range s.Front.Root.Fields {
		if f.Key.Kind == frontmatter.String && f.Key.Str == key {
			return f
		}
	}
	return nil
}

// atFieldValue locates a frontmatter value, or its key when the value is
// empty (a bare "name:").
func atFieldValue(s *model.Skill, f *frontmatter.Field) Loc {
	if f.Value.EndOffset <= f.Value.Offset {
		return AtYAML(s.SkillMD, f.Key)
	}
	return AtYAML(s.SkillMD, f.Value)
}

// lookalikeKey names a top-level key that differs from want only in letter
// case or "_" for "-", as a hint when want is missing.
func lookalikeKey(s *model.Skill, want string) string {
	norm := func(k string) string { return strings.ReplaceAll(strings.ToLower(k), "_", "-") }
	for _, f := range s.Front.Root.Fields {
		if f.Key.Kind == frontmatter.String && f.Key.Str != want && norm(f.Key.Str) == norm(want) {
			return f.Key.Str
		}
	}
	return ""
}

// yamlType says what a non-string frontmatter value loaded as, naming the
// YAML 1.1 reading that surprises people: "the boolean false (YAML 1.1
// reads \"no\" as a boolean)".
func yamlType(v *frontmatter.Value) string {
	switch v.Kind {
	case frontmatter.Null:
		if v.Str == "" {
			return "empty (null)"
		}
		return fmt.Sprintf("null (YAML reads %q as null)", v.Str)
	case frontmatter.Bool:
		t := fmt.Sprintf("the boolean %t", v.Bool)
		if l := strings.ToLower(v.Str); l != "true" && l != "false" && v.Tag == "" {
			t += fmt.Sprintf(" (YAML 1.1 reads %q as a boolean)", v.Str)
		}
		return t
	case frontmatter.Int:
		return "the integer " + v.Str
	case frontmatter.Float:
		return "the float " + v.Str
	case frontmatter.Timestamp:
		return "the date " + v.Str
	case frontmatter.Binary:
		return "binary data"
	case frontmatter.Seq:
		return "a list"
	case frontmatter.Map:
		if v.Tag == "!!set" {
			return "a set"
		}
		return "a mapping"
	}
	return "a " + v.Kind.String()
}

// yamlQuoteHint suggests how to make a scalar a string: quote it, or drop an
// explicit tag. It returns "" when quoting would not help (null, where the
// author meant some other value, or a collection).
func yamlQuoteHint(key string, v *frontmatter.Value) string {
	switch v.Kind {
	case frontmatter.Seq, frontmatter.Map, frontmatter.Null:
		return ""
	}
	if v.Tag != "" {
		return fmt.Sprintf(" (remove the %s tag)", v.Tag)
	}
	return fmt.Sprintf(" (quote it: %s: %q)", key, v.Str)
}
