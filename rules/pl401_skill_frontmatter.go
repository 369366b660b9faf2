package rules

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"github.com/pluglint/pluglint/rules/model"

	"github.com/pluglint/pluglint/rules/frontmatter"
)

// SkillFrontmatter reports SKILL.md files whose frontmatter Hermes cannot
// read, which drops the skill.
var SkillFrontmatter = &Rule{
	ID: "PL401", Name: "skill-frontmatter", Level: Error, Class: Drop,
	Doc: skillFrontmatterDoc, Run: runSkillFrontmatter,
}

var skillFrontmatterDoc = Doc{
	Title: "SKILL.md has no readable YAML frontmatter",
	Why: "Hermes reads a skill's name and description from the YAML frontmatter at the top of its " +
		"SKILL.md. The file must start with a \"---\" line (byte order marks aside) and the " +
		"frontmatter must end at a \"---\" line followed by a line break. The YAML between them " +
		"must load as a mapping under YAML 1.1, and a key may not appear twice. When any of this " +
		"fails, Hermes drops the skill without telling the user, and the rest of the package loads.",
	Fix: "Start SKILL.md with \"---\", then the YAML keys, then a closing \"---\" line with a line " +
		"break after it. Fix the YAML error at the reported position; remove repeated keys; quote " +
		"values that contain \": \" or start with a YAML indicator such as \"[\", \"*\" or \"@\".",
	Bad: "skills/summarize/SKILL.md:\n---\nname: summarize\n" +
		"description: Summarize a document: short, faithful\n---",
	Good: "skills/summarize/SKILL.md:\n---\nname: summarize\n" +
		"description: \"Summarize a document: short, faithful\"\n---",
}

func runSkillFrontmatter(p *Pass) error {
	for _, s := range lintedSkills(p.Pkg) {
		md := s.SkillMD
		switch md.State {
		case model.Unreadable:
			p.Report(Finding{
				Loc: AtFile(md.Path), Drops: DropSkill(s.Name),
				Message: fmt.Sprintf("invalid SKILL.md: cannot read it (%s); Hermes drops skill %q", md.Detail, s.Name),
			})
			continue
		case model.TooLarge:
			// Hermes would read it; pluglint refuses to, so it cannot vouch
			// for the skill and counts it as lost.
			p.Report(Finding{
				Loc: AtFile(md.Path), Drops: DropSkill(s.Name),
				Message: fmt.Sprintf("SKILL.md %s, so pluglint cannot check it; counting skill %q as dropped", md.Detail, s.Name),
			})
			continue
		}
		if s.FrontErr == nil {
			continue
		}
		loc, msg := frontErrFinding(s, s.FrontErr)
		p.Report(Finding{Loc: loc, Drops: DropSkill(s.Name), Message: msg})
	}
	return nil
}

// frontErrFinding places and words a frontmatter error.
func frontErrFinding(s *model.Skill, e *frontmatter.Error) (Loc, string) {
	md := s.SkillMD
	drops := fmt.Sprintf("Hermes drops skill %q", s.Name)
	switch e.Kind {
	case frontmatter.Encoding:
		return AtOffset(md, e.Offset), fmt.Sprintf("invalid SKILL.md: file is not valid UTF-8 (byte 0x%02x); "+
			"Hermes cannot decode it and drops skill %q (save the file as UTF-8)", md.Data[e.Offset], s.Name)
	case frontmatter.Missing:
		loc := atFirstLine(md, e.Offset)
		if off, n := dashesLine(md.Data, e.Offset); n > 0 {
			return Loc{File: md.Path, Span: model.Span{Start: off, End: off + 3}}, fmt.Sprintf("invalid SKILL.md: missing YAML "+
				"frontmatter: \"---\" must be the first line, not line %d; %s (remove the blank lines before it)", n, drops)
		}
		if len(md.Data) == e.Offset {
			return AtFile(md.Path), "invalid SKILL.md: missing YAML frontmatter: the file is empty; " + drops
		}
		return loc, "invalid SKILL.md: missing YAML frontmatter (the file must start with a \"---\" line); " +
			drops + " (add ---, name, description and a closing --- at the top)"
	case frontmatter.Unterminated:
		if off, line := closerWithoutNewline(md.Data, e.Offset); off >= 0 {
			return Loc{File: md.Path, Span: model.Span{Start: off, End: off + 3}}, fmt.Sprintf("invalid SKILL.md: unterminated YAML "+
				"frontmatter: the closing \"---\" on line %d has no line break after it; %s (end the file with a newline)",
				line, drops)
		}
		return Loc{File: md.Path, Span: model.Span{Start: e.Offset, End: e.Offset + 3}},
			"invalid SKILL.md: unterminated YAML frontmatter (no \"---\" line closes it); " + drops
	case frontmatter.TooLarge:
		bound := "the " + model.ByteSize(model.MaxFrontmatter)
		if e.Left < model.MaxFrontmatter {
			bound = "the " + model.ByteSize(int64(e.Left)) + " left of " + bound
		}
		return AtFile(md.Path), fmt.Sprintf("SKILL.md frontmatter is %s, larger than %s of frontmatter pluglint "+
			"parses in one package, so pluglint cannot check it; counting skill %q as dropped",
			model.ByteSize(int64(e.Size)), bound, s.Name)
	case frontmatter.Duplicate:
		hint := ""
		if !strings.HasPrefix(e.Msg, "duplicate key \"") {
			// A key that is not a string: equal values are one key.
			hint = " (YAML 1.1 compares keys by value: yes, on and true are one key, and so are 1 and 0x1)"
		}
		return AtOffset(md, e.Offset), "invalid SKILL.md: " + e.Msg +
			"; Hermes's YAML loader refuses repeated keys and drops skill " + strconv.Quote(s.Name) + hint
	}
	// YAML syntax errors and a frontmatter that is not a mapping.
	off, hint := e.Offset, ""
	switch {
	case strings.Contains(e.Msg, "mapping values are not allowed"):
		off = culpritColon(md.Data, off)
		hint = " (quote a value that contains \": \")"
	case strings.Contains(e.Msg, "cannot start any token"):
		if t := culpritTab(md.Data, off); t != off {
			off, hint = t, " (indent with spaces, not tabs)"
		}
	case e.Kind == frontmatter.NotMapping:
		hint = " (write key: value lines such as name and description)"
	}
	return AtOffset(md, off), "invalid SKILL.md: " + e.Msg + "; " + drops + hint
}

// culpritColon narrows a "mapping values are not allowed" error that
// points at the start of a "key: value" line to the ": " inside the plain
// value, where libyaml finds it. Anything else keeps its offset.
func culpritColon(src []byte, off int) int {
	line := src[off:]
	if i := bytes.IndexAny(line, "\r\n"); i >= 0 {
		line = line[:i]
	}
	if off > 0 && src[off-1] != '\n' && src[off-1] != ' ' && src[off-1] != '\t' {
		return off
	}
	k := bytes.Index(line, []byte(": "))
	if k < 0 {
		return off
	}
	v := bytes.TrimLeft(line[k+2:], " \t")
	if len(v) == 0 || bytes.IndexByte([]byte("\"'[{|>&*!"), v[0]) >= 0 {
		return off
	}
	start := len(line) - len(v)
	if j := bytes.Index(v, []byte(": ")); j >= 0 {
		return off + start + j
	}
	if bytes.HasSuffix(v, []byte(":")) {
		return off + start + len(v) - 1
	}
	return off
}

// culpritTab narrows a "cannot start any token" error to a tab that
// indents its line, the usual cause.
func culpritTab(src []byte, off int) int {
	ls := bytes.LastIndexByte(src[:off], '\n') + 1
	if i := bytes.IndexByte(src[ls:off], '\t'); i >= 0 {
		return ls + i
	}
	return off
}

// atFirstLine locates the line holding off, without its line break.
func atFirstLine(f *model.File, off int) Loc {
	end := off
	for end < len(f.Data) && f.Data[end] != '\n' && f.Data[end] != '\r' {
		end++
	}
	return Loc{File: f.Path, Span: model.Span{Start: off, End: end}}
}

// dashesLine finds a "---" line after from that only blank lines precede:
// the author wrote frontmatter, but not at the very top. It returns the
// offset of the dashes and their 1-based line, or a line of 0.
func dashesLine(src []byte, from int) (off, line int) {
	line, off = 1, from
	for _, l := range bytes.SplitAfter(src[from:], []byte("\n")) {
		t := strings.TrimSpace(string(l))
		if t == "---" {
			return off + bytes.Index(l, []byte("---")), line
		}
		if t != "" {
			return 0, 0
		}
		off += len(l)
		line++
	}
	return 0, 0
}

// closerWithoutNewline finds a last line "---" (maybe followed by blanks)
// that Hermes misses because no "\n" follows it. It returns the offset of
// its dashes and its line, or -1.
func closerWithoutNewline(src []byte, open int) (off, line int) {
	rest := bytes.TrimRight(src, " \t\r\v\f")
	if !bytes.HasSuffix(rest, []byte("\n---")) || len(rest)-3 <= open+3 {
		return -1, 0
	}
	off = len(rest) - 3
	return off, bytes.Count(src[:off], []byte("\n")) + 1
}
