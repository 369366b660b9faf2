package prose

import (
	"strings"
)

// pattern is a phrase matcher built by hand from small parts, for the
// case-insensitive prose phrases of PL501/PL502: compiling their regexps
// cost more than the rest of linting a package (Go's regexp parses and
// compiles each one anew in every process, and most skills give several
// phrases a candidate). A pattern tries to match the ASCII lower-cased
// text s at i and calls k with each end it can reach, in the order Go's
// regexp prefers them (greedy parts longest first, alternatives in the
// order written), until k returns true. It matches exactly what the
// phrase's expression matches on text without ſ or the Kelvin sign; the
// expression stays the specification, and the tests compare the two.
type pattern struct {
	match func(s string, i int, k func(int) bool) bool
	// end, when set, returns the pattern's only end at i, or -1: a
	// literal, \b, a choice of words none of which starts another. A
	// sequence goes on from such a part directly; after any other part
	// it needs a continuation, a closure made at every try.
	end func(s string, i int) int
}

// fixed makes a pattern of a function returning its only end or -1.
func fixed(end func(s string, i int) int) pattern {
	return pattern{
		match: func(s string, i int, k func(int) bool) bool {
			j := end(s, i)
			return j >= 0 && k(j)
		},
		end: end,
	}
}

// lit matches a lower-case literal.
func lit(w string) pattern {
	return fixed(func(s string, i int) int {
		if strings.HasPrefix(s[i:], w) {
			return i + len(w)
		}
		return -1
	})
}

// seq matches its parts one after the other.
func seq(ps ...pattern) pattern {
	if len(ps) == 1 {
		return ps[0]
	}
	first, rest := ps[0], seq(ps[1:]...)
	switch {
	case first.end != nil && rest.end != nil:
		return fixed(func(s string, i int) int {
			if j := first.end(s, i); j >= 0 {
				return rest.end(s, j)
			}
			return -1
		})
	case first.end != nil:
		return pattern{match: func(s string, i int, k func(int) bool) bool {
			j := first.end(s, i)
			return j >= 0 && rest.match(s, j, k)
		}}
	}
	return pattern{match: func(s string, i int, k func(int) bool) bool {
		return first.match(s, i, func(j int) bool { return rest.match(s, j, k) })
	}}
}

// alt matches one of its parts, preferring the earlier: (?:a|b).
func alt(ps ...pattern) pattern {
	return pattern{match: func(s string, i int, k func(int) bool) bool {
		for _, p := range ps {
			if p.match(s, i, k) {
				return true
			}
		}
		return false
	}}
}

// lits is alt over literals, (?:a|b|c), as one function: the phrase
// tables hold hundreds of literals, and building them is part of every
// process that reads a skill. When no literal starts another, at most one
// matches at a place, and lits has a single end.
func lits(ws ...string) pattern {
	for _, a := range ws {
		for _, b := range ws {
			if a != b && strings.HasPrefix(b, a) {
				return pattern{match: func(s string, i int, k func(int) bool) bool {
					for _, w := range ws {
						if strings.HasPrefix(s[i:], w) && k(i+len(w)) {
							return true
						}
					}
					return false
				}}
			}
		}
	}
	return fixed(func(s string, i int) int {
		for _, w := range ws {
			if strings.HasPrefix(s[i:], w) {
				return i + len(w)
			}
		}
		return -1
	})
}

// nothing matches the empty string.
var nothing = fixed(func(_ string, i int) int { return i })

// opt matches p or nothing, preferring p: (?:p)?.
func opt(p pattern) pattern { return alt(p, nothing) }

// star matches p any number of times, preferring more: (?:p)*. p never
// matches the empty string here.
func star(p pattern) pattern {
	var self pattern
	self = pattern{match: func(s string, i int, k func(int) bool) bool {
		return p.match(s, i, func(j int) bool { return j > i && self.match(s, j, k) }) || k(i)
	}}
	return self
}

// plus is (?:p)+.
func plus(p pattern) pattern { return seq(p, star(p)) }

// wordBoundary is \b: ASCII word characters on one side only.
var wordBoundary = fixed(func(s string, i int) int {
	if asciiBoundary(s, i) {
		return i
	}
	return -1
})

// spaceByte is \s: [\t\n\f\r ].
func spaceByte(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'
}

// run matches the longest run of bytes in class, at least min of them,
// giving back one byte at a time: a greedy class+ or class*. For \S+,
// whose class holds every byte of a multi-byte character, an end inside
// one is harmless: what follows (\s+) fails there.
func run(min int, class func(byte) bool) pattern {
	return pattern{match: func(s string, i int, k func(int) bool) bool {
		n := i
		for n < len(s) && class(s[n]) {
			n++
		}
		for j := n; j >= i+min; j-- {
			if k(j) {
				return true
			}
		}
		return false
	}}
}

var (
	spaces   = run(1, spaceByte)                                  // \s+
	nonSpace = run(1, func(c byte) bool { return !spaceByte(c) }) // \S+
	word     = run(1, wordByte)                                   // \w+
	wordRest = run(0, wordByte)                                   // \w*
)

// upTo matches p at most n times, preferring fewer: (?:p){0,n}?.
func upTo(n int, p pattern) pattern {
	return pattern{match: func(s string, i int, k func(int) bool) bool {
		if k(i) {
			return true
		}
		return n > 0 && p.match(s, i, func(j int) bool { return upTo(n-1, p).match(s, j, k) })
	}}
}

// plural is a word with an optional s: `words?`.
func plural(word string) pattern { return seq(lit(word), opt(lit("s"))) }

// w is a word and the spaces after it: `word\s+`.
func w(word string) pattern { return seq(lit(word), spaces) }
