package rules

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/pluglint/pluglint/rules/frontmatter"
	"github.com/pluglint/pluglint/rules/words"
)

// SkillName reports a skill whose frontmatter name Hermes refuses: missing,
// not a string, not its directory's name, or outside the Agent Skills rules.
var SkillName = &Rule{
	ID: "PL402", Name: "skill-name", Level: Error, Class: Drop,
	Doc: skillNameDoc, Run: runSkillName,
}

var skillNameDoc = Doc{
	Title: "skill name is missing, differs from its directory, or breaks the naming rules",
	Why: "Hermes loads skills/<dir>/SKILL.md only when its frontmatter has a name that is a string, " +
		"exactly equal to <dir> (letter case included), 1 to 64 characters long, made of lower-case " +
		"letters a-z, digits and single hyphens, and neither starting nor ending with a hyphen. " +
		"Otherwise it drops the skill without telling the user. Hermes reads the frontmatter as " +
		"YAML 1.1, so an unquoted name such as no, on, y or 2024 is a boolean or an integer, not a string.",
	Fix: "Name the directory and the skill alike, in lower case with hyphens: skills/summarize-pdf/ " +
		"with name: summarize-pdf. Quote a name that YAML 1.1 would read as something else: " +
		"name: \"no\".",
	Bad:  "skills/Summarize/SKILL.md:\n---\nname: summarize\ndescription: Summarize a document.\n---",
	Good: "skills/summarize/SKILL.md:\n---\nname: summarize\ndescription: Summarize a document.\n---",
}

// maxSkillName is the longest name Hermes accepts, in code points.
const maxSkillName = 64

func runSkillName(p *Pass) error {
	for _, s := range parsedSkills(p.Pkg) {
		drops := fmt.Sprintf("Hermes drops skill %q", s.Name)
		f := frontField(s, "name")
		if f == nil {
			hint := ""
			switch k := lookalikeKey(s, "name"); {
			case k != "":
				hint = fmt.Sprintf(" (found %q: keys are case-sensitive)", k)
			case skillNameProblems(s.Name) == nil:
				hint = " (add name: " + yamlPlain(s.Name) + ")"
			}
			p.Report(Finding{
				Loc: atOpening(s), Drops: DropSkill(s.Name),
				Message: "SKILL.md frontmatter has no name; " + drops + hint,
			})
			continue
		}
		v := f.Value
		if v.Kind != frontmatter.String {
			hint := yamlQuoteHint("name", v)
			if hint == "" || v.Str != s.Name {
				hint = ""
				if skillNameProblems(s.Name) == nil {
					hint = " (write name: " + yamlPlain(s.Name) + ")"
				}
			}
			p.Report(Finding{
				Loc: atFieldValue(s, f), Drops: DropSkill(s.Name),
				Message: "name is " + yamlType(v) + ", not a string; " + drops + hint,
			})
			continue
		}
		name := v.Str
		if name == "" {
			hint := ""
			if skillNameProblems(s.Name) == nil {
				hint = " (write name: " + yamlPlain(s.Name) + ")"
			}
			p.Report(Finding{
				Loc: atFieldValue(s, f), Drops: DropSkill(s.Name),
				Message: "name is empty; " + drops + hint,
			})
			continue
		}
		nameOK, dirOK := skillNameProblems(name) == nil, skillNameProblems(s.Name) == nil
		if name != s.Name {
			msg := fmt.Sprintf("name %q does not match its directory %q", name, s.Name)
			if strings.EqualFold(name, s.Name) {
				msg += " (Hermes compares them case-sensitively)"
			}
			msg += "; " + drops
			switch {
			case nameOK && dirOK:
				msg += fmt.Sprintf(" (write name: %s, or rename the directory to skills/%s/)", yamlPlain(s.Name), name)
			case nameOK:
				msg += fmt.Sprintf(" (rename the directory to skills/%s/)", name)
			case dirOK:
				msg += " (write name: " + yamlPlain(s.Name) + ")"
			}
			p.Report(Finding{Loc: atFieldValue(s, f), Drops: DropSkill(s.Name), Message: msg})
		}
		if problems := skillNameProblems(name); problems != nil {
			msg := fmt.Sprintf("name %q breaks the Agent Skills name rules: it %s; %s",
				name, words.JoinAnd(problems), drops)
			if sug := suggestSkillName(name); sug != "" && (name == s.Name || !dirOK) {
				if name == s.Name {
					msg += fmt.Sprintf(" (rename the skill and its directory to %q)", sug)
				} else {
					msg += fmt.Sprintf(" (did you mean %q?)", sug)
				}
			}
			p.Report(Finding{Loc: atFieldValue(s, f), Drops: DropSkill(s.Name), Message: msg})
		}
	}
	return nil
}

// skillNameProblems lists how a name breaks
// ^(?!.*--)[a-z0-9]+(?:-[a-z0-9]+)*$ and the 1-64 length, or nil when it
// does not.
func skillNameProblems(name string) []string {
	var out []string
	if name == "" {
		return []string{"is empty"}
	}
	if n := utf8.RuneCountInString(name); n > maxSkillName {
		out = append(out, fmt.Sprintf("is %d characters long, more than %d", n, maxSkillName))
	}
	upper := false
	var bad []string
	seen := map[rune]bool{}
	for _, r := range name {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9', r == '-':
		case r >= 'A' && r <= 'Z':
			upper = true
		case !seen[r]:
			seen[r] = true
			bad = append(bad, strconv.Quote(string(r)))
		}
	}
	if upper {
		out = append(out, "has upper-case letters")
	}
	if len(bad) > 0 {
		if len(bad) > 3 {
			bad = append(bad[:3], "others")
		}
		out = append(out, "contains "+words.JoinAnd(bad)+" (only a-z, 0-9 and \"-\" are allowed)")
	}
	if strings.HasPrefix(name, "-") {
		out = append(out, "starts with \"-\"")
	}
	if strings.HasSuffix(name, "-") {
		out = append(out, "ends with \"-\"")
	}
	if strings.Contains(name, "--") {
		out = append(out, "contains \"--\"")
	}
	return out
}

// suggestSkillName turns a name into one Hermes accepts: lower case, runs
// of other characters as one hyphen. It returns "" when that would not be
// a faithful rename: a name that is too long or has non-ASCII letters
// ("café" is not "caf"), or nothing usable left.
func suggestSkillName(name string) string {
	if utf8.RuneCountInString(name) > maxSkillName {
		return ""
	}
	for _, r := range name {
		if r >= utf8.RuneSelf {
			return ""
		}
	}
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(name) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			dash = false
			b.WriteRune(r)
			continue
		}
		dash = true
	}
	s := b.String()
	if s == name || skillNameProblems(s) != nil {
		return ""
	}
	return s
}

// yamlPlain writes a valid skill name as a YAML scalar that loads as that
// string: quoted when YAML 1.1 would read it as a boolean, null or number.
func yamlPlain(name string) string {
	switch name {
	case "y", "n", "yes", "no", "on", "off", "true", "false", "null":
		return strconv.Quote(name)
	}
	if name != "" && name[0] >= '0' && name[0] <= '9' {
		return strconv.Quote(name)
	}
	return name
}
