package rules

import "strings"

// pattern is a phrase matcher built by hand from small parts, for the
// case-insensitive prose phrases of PL501/PL502: compiling their regexps
// cost more than the rest of linting a package (Go's regexp parses and
// compiles each one anew in every process, and most skills give several
// phrases a candidate). A pattern tries to match the
// ASCII lower-cased text s at i and calls k with each end it can reach,
// in the order Go's regexp prefers them (greedy parts longest first,
// alternatives in the order written), until k returns true. It matches
// exactly what the phrase's expression matches on text without ſ or the
// Kelvin sign; the expression stays the specification, and the tests
// compare the two.
type pattern func(s string, i int, k func(int) bool) bool

// lit matches a lower-case literal.
func lit(w string) pattern {
	return func(s string, i int, k func(int) bool) bool {
		return strings.HasPrefix(s[i:], w) && k(i+len(w))
	}
}

// seq matches its parts one after the other.
func seq(ps ...pattern) pattern {
	if len(ps) == 1 {
		return ps[0]
	}
	first, rest := ps[0], seq(ps[1:]...)
	return func(s string, i int, k func(int) bool) bool {
		return first(s, i, func(j int) bool { return rest(s, j, k) })
	}
}

// alt matches one of its parts, preferring the earlier: (?:a|b).
func alt(ps ...pattern) pattern {
	return func(s string, i int, k func(int) bool) bool {
		for _, p := range ps {
			if p(s, i, k) {
				return true
			}
		}
		return false
	}
}

// lits is alt over literals, (?:a|b|c), as one function: the phrase
// tables hold hundreds of literals, and building them is part of every
// process that reads a skill.
func lits(ws ...string) pattern {
	return func(s string, i int, k func(int) bool) bool {
		for _, w := range ws {
			if strings.HasPrefix(s[i:], w) && k(i+len(w)) {
				return true
			}
		}
		return false
	}
}

// nothing matches the empty string.
func nothing(_ string, i int, k func(int) bool) bool { return k(i) }

// opt matches p or nothing, preferring p: (?:p)?.
func opt(p pattern) pattern { return alt(p, nothing) }

// star matches p any number of times, preferring more: (?:p)*. p never
// matches the empty string here.
func star(p pattern) pattern {
	var self pattern
	self = func(s string, i int, k func(int) bool) bool {
		return p(s, i, func(j int) bool { return j > i && self(s, j, k) }) || k(i)
	}
	return self
}

// plus is (?:p)+.
func plus(p pattern) pattern { return seq(p, star(p)) }

// wordBoundary is \b: ASCII word characters on one side only.
func wordBoundary(s string, i int, k func(int) bool) bool {
	return asciiBoundary(s, i) && k(i)
}

// spaceByte is \s: [\t\n\f\r ].
func spaceByte(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'
}

// run matches the longest run of bytes in class, at least min of them,
// giving back one byte at a time: a greedy class+ or class*. For \S+,
// whose class holds every byte of a multi-byte character, an end inside
// one is harmless: what follows (\s+) fails there.
func run(min int, class func(byte) bool) pattern {
	return func(s string, i int, k func(int) bool) bool {
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
	}
}

var (
	spaces   = run(1, spaceByte)                                  // \s+
	nonSpace = run(1, func(c byte) bool { return !spaceByte(c) }) // \S+
	word     = run(1, wordByte)                                   // \w+
	wordRest = run(0, wordByte)                                   // \w*
)

// upTo matches p at most n times, preferring fewer: (?:p){0,n}?.
func upTo(n int, p pattern) pattern {
	return func(s string, i int, k func(int) bool) bool {
		if k(i) {
			return true
		}
		return n > 0 && p(s, i, func(j int) bool { return upTo(n-1, p)(s, j, k) })
	}
}

// plural is a word with an optional s: `words?`.
func plural(word string) pattern { return seq(lit(word), opt(lit("s"))) }

// w is a word and the spaces after it: `word\s+`.
func w(word string) pattern { return seq(lit(word), spaces) }
