package rules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/pluglint/pluglint/rules/hidden"
	"github.com/pluglint/pluglint/rules/inventory"
	"github.com/pluglint/pluglint/rules/model"
	"github.com/pluglint/pluglint/rules/pyjson"
)

// HiddenText reports text the model reads but people do not see: Unicode
// tag characters, bidi controls, zero-width characters inside words,
// runs of variation selectors, and server or tool names that mix scripts.
var HiddenText = &Rule{
	ID: "PL509", Name: "hidden-text", Level: Warning, Class: Advice, Security: true,
	SecuritySeverity: "6.5", Precision: "high", Doc: hiddenTextDoc, Run: runHiddenText,
}

var hiddenTextDoc = Doc{
	Title: "skills, plugin.json, server names or tool descriptions hold invisible or misleading characters",
	Why: "Skills and tool descriptions are read by the model, not only by people. Unicode tag characters " +
		"(U+E0000–U+E007F) are drawn as nothing yet each stands for an ASCII character, so a whole sentence of " +
		"instructions can hide in a line that looks empty; bidi controls show text in another order than it is " +
		"stored; a zero-width space inside \"send\" makes a word that reviews and searches do not find; runs of " +
		"variation selectors can carry bytes; a terminal escape sequence (ESC[8m) hides what follows it from " +
		"whoever reads the description in a terminal; and a server or tool name with a Cyrillic \"а\" among Latin letters " +
		"passes for another. A reviewer approves what they see, and the model acts on what is there. Ordinary " +
		"text in any language, emoji and their joiners are not reported.",
	Fix: "Delete the hidden characters (the finding shows them escaped, and what the tag characters or selectors " +
		"spell), and write names in one script. If an editor or a generator put them there, fix it at the source.",
	Bad: "skills/report/SKILL.md:\n---\nname: report\ndescription: Summarise the week's orders\n---\n" +
		"Summarise the orders.<U+E0049 U+E0067 U+E006E U+E006F …: tag characters spelling \"Ignore …\">",
	Good: "skills/report/SKILL.md:\n---\nname: report\ndescription: Summarise the week's orders\n---\n" +
		"Summarise the orders.",
}

func runHiddenText(p *Pass) error {
	for _, sk := range p.Pkg.Skills.Skills {
		f := sk.SkillMD
		if f == nil || f.State != model.Readable {
			continue
		}
		for _, h := range hidden.Find(f.Text()) {
			if !p.Shown(f.Path) {
				p.Report(Finding{Loc: Loc{File: f.Path, Span: model.Span{Start: h.Start, End: h.End}}})
				continue
			}
			p.Reportf(Loc{File: f.Path, Span: model.Span{Start: h.Start, End: h.End}}, "%s", hiddenMessage(h))
		}
	}
	if m := p.Pkg.Manifest; m.State == model.Readable {
		eachString(m, m.Root(), func(at func(start, end int) Loc, s, pointer string, key bool) {
			hiddenIn(p, m, at, s, "plugin.json "+fieldName(pointer, key))
		})
	}
	for _, m := range p.Pkg.ServerMembers() {
		hiddenIn(p, p.Pkg.MCP, func(start, end int) Loc { return AtKeyText(p.Pkg.MCP, m, start, end) }, m.Key, "server name "+hidden.Quote(m.Key))
		mixedName(p, AtKey(p.Pkg.MCP, m), "server name "+hidden.Quote(m.Key), m.Key)
	}
	inv := inventory.Parse(p.Pkg)
	if inv == nil || !inv.Usable {
		return nil
	}
	for _, m := range p.Pkg.ServerMembers() {
		s := inv.Server(m.Key)
		if s == nil {
			continue // PL507 reports entries that name no server
		}
		for _, t := range s.Tools {
			mixedName(p, AtValue(inv.File, t.NameValue),
				fmt.Sprintf("name of tool %s of server %s", hidden.Quote(t.Name), hidden.Quote(s.Name)), t.Name)
			eachString(inv.File, t.Value, func(at func(start, end int) Loc, str, pointer string, key bool) {
				hiddenIn(p, inv.File, at, str, fmt.Sprintf("tool %s of server %s, %s",
					hidden.Quote(t.Name), hidden.Quote(s.Name), fieldName(strings.TrimPrefix(pointer, t.Value.Pointer), key)))
			})
		}
	}
	return nil
}

// hiddenIn reports the hidden text of s, a JSON string or key that at
// locates parts of, naming it by where.
func hiddenIn(p *Pass, f *model.JSONFile, at func(start, end int) Loc, s, where string) {
	for _, h := range hidden.Find(s) {
		at := at(h.Start, h.End)
		if !p.Shown(f.Path) {
			p.Report(Finding{Loc: at})
			continue
		}
		p.Reportf(at, "%s: %s", where, hiddenMessage(h))
	}
}

// hiddenMessage says what a hit hides, escaped, and what to do.
func hiddenMessage(h hidden.Hit) string {
	switch h.Kind {
	case hidden.Tags:
		what := fmt.Sprintf("%d invisible Unicode tag characters spell", h.Count)
		if h.Count == 1 {
			what = "an invisible Unicode tag character spells"
		}
		return fmt.Sprintf("%s %s, which the model reads and people do not see; delete them", what, decodedText(h))
	case hidden.Bidi:
		return fmt.Sprintf("%s in %s shows the text in another order than the model reads it; delete it",
			describeAll(h.Chars), hidden.Quote(h.Decoded))
	case hidden.ZeroWidth:
		return fmt.Sprintf("%s inside the word %s, which reads as %q but is another word to the model and to searches; delete it",
			describeAll(h.Chars), hidden.Quote(h.Decoded), strings.Map(dropZeroWidth, h.Decoded))
	case hidden.Escape:
		return fmt.Sprintf("terminal escape sequence %s changes what a terminal shows (it can hide the text after it) while the model reads the text as written; delete it",
			hidden.Quote(h.Decoded))
	}
	return fmt.Sprintf("%d variation selectors in a row carry the hidden bytes %s; no text repeats them: delete them",
		h.Count, decodedText(h))
}

// decodedText quotes what tag characters or selectors spell, saying
// when it is only the start.
func decodedText(h hidden.Hit) string {
	q := hidden.Quote(h.Decoded)
	if h.Count > len(h.Decoded) {
		q += " (the first " + fmt.Sprint(len(h.Decoded)) + ")"
	}
	return q
}

func describeAll(rs []rune) string {
	parts := make([]string, len(rs))
	for i, r := range rs {
		parts[i] = hidden.Describe(r)
	}
	return strings.Join(parts, ", ")
}

func dropZeroWidth(r rune) rune {
	if hidden.Invisible(r) {
		return -1
	}
	return r
}

// mixedName reports a name whose letters come from more than one script;
// subject names it for the message.
func mixedName(p *Pass, at Loc, subject, name string) {
	m := hidden.MixedScripts(name)
	if m == nil {
		return
	}
	odd := make([]string, len(m.Odd))
	scripts := []string{}
	for i, l := range m.Odd {
		odd[i] = fmt.Sprintf("%s %s at %d", hidden.Quote(string(l.Rune)), hidden.Describe(l.Rune), l.Index)
		if !slices.Contains(scripts, l.Script) {
			scripts = append(scripts, l.Script)
		}
	}
	if m.Others > len(m.Odd) {
		odd = append(odd, fmt.Sprintf("%d more", m.Others-len(m.Odd)))
	}
	p.Reportf(at, "%s mixes %s letters into a %s name (%s): it can pass for a name it is not; write it in one script",
		subject, strings.Join(scripts, " and "), m.Main, strings.Join(odd, ", "))
}

// fieldName names a JSON string by its pointer, for messages: "description",
// or "key inputSchema/properties/path" for an object key.
func fieldName(pointer string, key bool) string {
	name := hidden.Quote(strings.TrimPrefix(pointer, "/"))
	if key {
		return "key " + name
	}
	return name
}

// eachString calls fn for every string value and object key under v,
// with a way to locate its parts and its JSON Pointer. It walks with a stack of its own: a
// hostile file may nest deeply.
func eachString(f *model.JSONFile, v *pyjson.Value, fn func(at func(start, end int) Loc, s, pointer string, key bool)) {
	if v == nil {
		return
	}
	type item struct {
		v *pyjson.Value
		m *pyjson.Member // set for a key
	}
	stack := []item{{v: v}}
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if it.m != nil {
			m := it.m
			fn(func(start, end int) Loc { return AtKeyText(f, m, start, end) }, m.Key, m.Value.Pointer, true)
			continue
		}
		switch v := it.v; v.Kind {
		case pyjson.String:
			fn(func(start, end int) Loc { return AtText(f, v, start, end) }, v.Str, v.Pointer, false)
		case pyjson.Array:
			for i := len(v.Items) - 1; i >= 0; i-- {
				stack = append(stack, item{v: v.Items[i]})
			}
		case pyjson.Object:
			for i := len(v.Members) - 1; i >= 0; i-- {
				stack = append(stack, item{v: v.Members[i].Value}, item{m: v.Members[i]})
			}
		}
	}
}
