package hidden

import (
	"slices"
	"sort"
	"sync"
	"unicode"
)

// Mix describes a name whose letters come from more than one script.
type Mix struct {
	Main string // the script of most letters ("Latin")
	// Odd lists the letters outside Main, at most maxOdd of them.
	Odd []Letter
	// Others counts the letters outside Main.
	Others int
}

// Letter is one letter of a name and its script.
type Letter struct {
	Rune   rune
	Index  int // 1-based, in characters
	Script string
}

const maxOdd = 5

// together are the sets of scripts real names mix: Japanese writes Han
// with both kana, Chinese may add Bopomofo, Korean Hangul with Han, and
// each may carry Latin letters.
var together = [][]string{
	{"Latin", "Han", "Hiragana", "Katakana"},
	{"Latin", "Han", "Bopomofo"},
	{"Latin", "Han", "Hangul"},
}

// MixedScripts reports the letters of name that come from another
// script than most of them: a Cyrillic "а" in "pаypal" makes a name
// that passes for another. Names that mix only as Chinese, Japanese or
// Korean writing does are not mixed; digits, punctuation and accents
// belong to no script. It returns nil for a name in one script.
func MixedScripts(name string) *Mix {
	type seen struct {
		script string
		count  int
	}
	var scripts []seen
	var letters []Letter
	idx := 0
	ascii := true
	for _, r := range name {
		idx++
		if r < 0x80 {
			if 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' {
				letters = append(letters, Letter{Rune: r, Index: idx, Script: "Latin"})
			}
			continue
		}
		ascii = false
		if !unicode.IsLetter(r) {
			continue
		}
		letters = append(letters, Letter{Rune: r, Index: idx, Script: scriptOf(r)})
	}
	if ascii {
		return nil
	}
	for _, l := range letters {
		if l.Script == "" {
			continue
		}
		found := false
		for k := range scripts {
			if scripts[k].script == l.Script {
				scripts[k].count++
				found = true
			}
		}
		if !found {
			scripts = append(scripts, seen{l.Script, 1})
		}
	}
	names := make([]string, len(scripts))
	for k, sc := range scripts {
		names[k] = sc.script
	}
	if len(scripts) < 2 || mixedTogether(names) {
		return nil
	}
	sort.SliceStable(scripts, func(a, b int) bool { return scripts[a].count > scripts[b].count })
	m := &Mix{Main: scripts[0].script}
	for _, l := range letters {
		if l.Script == "" || l.Script == m.Main {
			continue
		}
		m.Others++
		if len(m.Odd) < maxOdd {
			m.Odd = append(m.Odd, l)
		}
	}
	return m
}

// mixedTogether reports scripts that are all of one set of together.
func mixedTogether(scripts []string) bool {
	for _, set := range together {
		all := true
		for _, s := range scripts {
			all = all && slices.Contains(set, s)
		}
		if all {
			return true
		}
	}
	return false
}

// common are the scripts tried first, in order.
var common = []string{"Latin", "Cyrillic", "Greek", "Han", "Hiragana", "Katakana", "Hangul", "Arabic", "Hebrew", "Armenian", "Georgian", "Devanagari", "Thai"}

// allScripts is every script but Common and Inherited, sorted, for the
// letters of the rarer ones.
var allScripts = sync.OnceValue(func() []string {
	var out []string
	for name := range unicode.Scripts {
		if name != "Common" && name != "Inherited" {
			out = append(out, name)
		}
	}
	sort.Strings(out)
	return out
})

// scriptOf names the script of a letter, "" for Common and Inherited.
func scriptOf(r rune) string {
	for _, name := range common {
		if unicode.Is(unicode.Scripts[name], r) {
			return name
		}
	}
	for _, name := range allScripts() {
		if unicode.Is(unicode.Scripts[name], r) {
			return name
		}
	}
	return ""
}
