package secrets

import (
	"regexp"
	"strings"
	"testing"
)

// skillProse is ten kilobytes of a skill's instructions that mention
// SKILL.md and kebab-case task names: "SK" and "sk-" are the literals of
// the Twilio and OpenAI formats, so both expressions run over all of it.
var skillProse = strings.Repeat("Read SKILL.md before each task. Run the task-runner "+
	"with `--dry-run` first, then ask before you publish; a RISK-LEVEL above 2 needs review.\n", 80)

// BenchmarkFindAll compares, side by side, each format's expression as
// written (with its leading \b) and findAll, which runs it without that
// \b so that regexp can jump between occurrences of its literal.
func BenchmarkFindAll(b *testing.B) {
	for _, name := range []string{"a Twilio key", "an OpenAI key"} {
		var f format
		for _, g := range formats() {
			if g.name == name && strings.HasPrefix(g.re.written, `\b`) {
				f = g
			}
		}
		written := regexp.MustCompile(f.re.written)
		b.Run(name+"/written", func(b *testing.B) {
			for b.Loop() {
				written.FindAllStringIndex(skillProse, -1)
			}
		})
		b.Run(name+"/findAll", func(b *testing.B) {
			for b.Loop() {
				f.re.findAll(skillProse)
			}
		})
	}
}

// BenchmarkScanSkill scans a skill for secrets, as PL500 does for
// every SKILL.md.
func BenchmarkScanSkill(b *testing.B) {
	for b.Loop() {
		Scan("skills/release/SKILL.md", skillProse, nil)
	}
}
