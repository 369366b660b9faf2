package rules

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/pluglint/pluglint/rules/model"
	"github.com/pluglint/pluglint/rules/words"

	"github.com/pluglint/pluglint/rules/frontmatter"
)

// SkillField reports frontmatter fields Hermes refuses a skill for:
// description, license, compatibility, metadata and allowed-tools.
var SkillField = &Rule{
	ID: "PL403", Name: "skill-field", Level: Error, Class: Drop,
	Doc: skillFieldDoc, Run: runSkillField,
}

var skillFieldDoc = Doc{
	Title: "skill description, license, compatibility, metadata or allowed-tools has the wrong type or size",
	Why: "Besides the name, Hermes checks five frontmatter fields of every SKILL.md and drops the " +
		"skill, without telling the user, when one is wrong: description must be a string of 1 to " +
		"1024 characters; license, if present, a string; compatibility, if present, a string of 1 to " +
		"500 characters; metadata, if present, a mapping of strings to strings; allowed-tools, if " +
		"present, one string. Hermes reads the frontmatter as YAML 1.1, so unquoted yes, no, on, off, " +
		"1.0 or 2024-01-31 are booleans, numbers and dates, not strings. Nested metadata in the style " +
		"of Hermes-native skills (metadata: {hermes: {tags: [...]}}) fails the string-to-string rule; " +
		"other top-level keys are allowed.",
	Fix: "Quote scalars YAML 1.1 would read as something else (beta: \"yes\", version: \"1.0\"). Move " +
		"nested metadata such as tags to top-level frontmatter keys. Write allowed-tools as one " +
		"space-separated string. Keep description within 1024 characters and put the details in the " +
		"body of SKILL.md.",
	Bad: "skills/summarize/SKILL.md:\n---\nname: summarize\ndescription: Summarize a document.\n" +
		"allowed-tools: [Read, Grep]\nmetadata:\n  hermes:\n    tags: [docs]\n  version: 1.0\n---",
	Good: "skills/summarize/SKILL.md:\n---\nname: summarize\ndescription: Summarize a document.\n" +
		"allowed-tools: Read Grep\ntags: [docs]\nmetadata:\n  version: \"1.0\"\n---",
}

// Limits Hermes puts on frontmatter strings, in code points.
const (
	maxSkillDescription   = 1024
	maxSkillCompatibility = 500
)

func runSkillField(p *Pass) error {
	for _, s := range parsedSkills(p.Pkg) {
		c := &skillFieldCheck{p: p, s: s, drops: fmt.Sprintf("Hermes drops skill %q", s.Name)}
		c.description()
		c.license()
		c.compatibility()
		c.metadata()
		c.allowedTools()
	}
	return nil
}

// skillFieldCheck checks the fields of one skill.
type skillFieldCheck struct {
	p     *Pass
	s     *model.Skill
	drops string
}

func (c *skillFieldCheck) report(loc Loc, msg string) {
	c.p.Report(Finding{Loc: loc, Drops: DropSkill(c.s.Name), Message: msg})
}

// notString reports a field value that is not a string.
func (c *skillFieldCheck) notString(f *frontmatter.Field, emptyHint string) {
	hint := yamlQuoteHint(f.Key.Str, f.Value)
	if hint == "" && f.Value.Kind == frontmatter.Null {
		hint = emptyHint
	}
	c.report(atFieldValue(c.s, f), fmt.Sprintf("%s is %s, not a string; %s%s", f.Key.Str, yamlType(f.Value), c.drops, hint))
}

func (c *skillFieldCheck) description() {
	f := frontField(c.s, "description")
	if f == nil {
		hint := " (add a description of what the skill does and when to use it)"
		if k := lookalikeKey(c.s, "description"); k != "" {
			hint = fmt.Sprintf(" (found %q: keys are case-sensitive)", k)
		}
		c.report(atOpening(c.s), "SKILL.md frontmatter has no description; "+c.drops+hint)
		return
	}
	v := f.Value
	switch n := utf8.RuneCountInString(v.Str); {
	case v.Kind != frontmatter.String:
		c.notString(f, " (say what the skill does and when to use it)")
	case n == 0:
		c.report(atFieldValue(c.s, f), "description is empty; "+c.drops+" (say what the skill does and when to use it)")
	case n > maxSkillDescription:
		c.report(atFieldValue(c.s, f), fmt.Sprintf("description is %d characters long, more than the %d Hermes allows; %s "+
			"(shorten it and move the details into the body of SKILL.md)", n, maxSkillDescription, c.drops))
	}
}

func (c *skillFieldCheck) license() {
	if f := frontField(c.s, "license"); f != nil && f.Value.Kind != frontmatter.String {
		c.notString(f, " (write it as a string such as license: MIT, or remove the key)")
	}
}

func (c *skillFieldCheck) compatibility() {
	f := frontField(c.s, "compatibility")
	if f == nil {
		return
	}
	switch n := utf8.RuneCountInString(f.Value.Str); {
	case f.Value.Kind != frontmatter.String:
		c.notString(f, " (say what the skill needs, or remove the key)")
	case n == 0:
		c.report(atFieldValue(c.s, f), "compatibility is empty; "+c.drops+" (say what the skill needs, or remove the key)")
	case n > maxSkillCompatibility:
		c.report(atFieldValue(c.s, f), fmt.Sprintf("compatibility is %d characters long, more than the %d Hermes allows; %s",
			n, maxSkillCompatibility, c.drops))
	}
}

func (c *skillFieldCheck) metadata() {
	f := frontField(c.s, "metadata")
	if f == nil {
		return
	}
	m := f.Value
	if m.Kind != frontmatter.Map || m.Tag == "!!set" {
		hint := ""
		if m.Kind == frontmatter.Null && m.Str == "" {
			hint = " (remove the key, or give it string entries)"
		}
		c.report(atFieldValue(c.s, f), fmt.Sprintf("metadata is %s, not a mapping of strings to strings; %s%s",
			yamlType(m), c.drops, hint))
		return
	}
	for _, e := range m.Fields {
		k, v := e.Key, e.Value
		if k.Kind != frontmatter.String {
			hint := ""
			if k.Tag == "" && k.Kind != frontmatter.Null {
				hint = fmt.Sprintf(" (quote it: %q:)", k.Str)
			}
			c.report(AtYAML(c.s.SkillMD, k), fmt.Sprintf("a metadata key is %s, not a string; %s%s", yamlType(k), c.drops, hint))
		}
		if v.Kind == frontmatter.String {
			continue
		}
		name := describeKeyText(k)
		switch v.Kind {
		case frontmatter.Map, frontmatter.Seq:
			c.report(atFieldValue(c.s, e), nestedMetadataMessage(name, v, c.drops))
		default:
			hint := ""
			if k.Kind == frontmatter.String {
				hint = yamlQuoteHint(k.Str, v)
			}
			c.report(atFieldValue(c.s, e), fmt.Sprintf("metadata %s is %s, not a string; %s%s", name, yamlType(v), c.drops, hint))
		}
	}
}

// nestedMetadataMessage words a metadata entry that is a list or mapping.
// Hermes-native skills nest their metadata under "hermes"; a portable
// skill must flatten it.
func nestedMetadataMessage(name string, v *frontmatter.Value, drops string) string {
	if name == `"hermes"` && v.Kind == frontmatter.Map {
		var keys []string
		for _, f := range v.Fields {
			if f.Key.Kind == frontmatter.String {
				keys = append(keys, f.Key.Str)
			}
		}
		what := "its entries"
		if len(keys) > 0 && len(keys) <= 3 {
			what = words.JoinAnd(keys)
		}
		return fmt.Sprintf("metadata \"hermes\" is a mapping: Hermes-native nested metadata does not fit a portable skill, "+
			"whose metadata maps strings to strings; %s (move %s to top-level frontmatter keys, which Hermes allows)", drops, what)
	}
	return fmt.Sprintf("metadata %s is %s, not a string; %s (metadata values must be strings: move it to a top-level "+
		"frontmatter key, which Hermes allows, or write it as one string)", name, yamlType(v), drops)
}

// describeKeyText renders a metadata key for a message: strings quoted,
// other scalars as written.
func describeKeyText(k *frontmatter.Value) string {
	if k.Kind == frontmatter.String {
		return strconv.Quote(k.Str)
	}
	if k.Kind == frontmatter.Null && k.Str == "" {
		return "null"
	}
	return k.Str
}

func (c *skillFieldCheck) allowedTools() {
	f := frontField(c.s, "allowed-tools")
	if f == nil || f.Value.Kind == frontmatter.String {
		return
	}
	v := f.Value
	if v.Kind != frontmatter.Seq {
		c.notString(f, " (list the tools in one space-separated string, or remove the key)")
		return
	}
	hint := " (write the tools as one space-separated string)"
	tools := make([]string, 0, len(v.Items))
	for _, it := range v.Items {
		if it.Kind != frontmatter.String || it.Str == "" || strings.ContainsAny(it.Str, " \t\n") {
			tools = nil
			break
		}
		tools = append(tools, it.Str)
	}
	if len(tools) > 0 {
		hint = fmt.Sprintf(" (write one space-separated string: allowed-tools: %q)", strings.Join(tools, " "))
	}
	c.report(atFieldValue(c.s, f), "allowed-tools is a list, not a string; "+c.drops+hint)
}
