// Package prose reads what a package's skills and descriptions say in
// words: the phrase engine (case-insensitive prose patterns matched from
// their first words, with hand-built matchers held to their regular
// expressions by tests), the vocabulary of acting on the world, the
// places in a SKILL.md that say its tools act or that ask the user first,
// and the index of a package's skills that the prose rules share.
package prose
