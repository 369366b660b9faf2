package prose

// The classes of ASCII bytes the hand matchers test, one table lookup
// each: the text of a skill is mostly ASCII, and a chain of range
// comparisons per byte mispredicts on prose.
const (
	classLower  = 1 << iota // a-z
	classUpper              // A-Z
	classDigit              // 0-9
	classUnder              // _
	classHyphen             // -

	classLetter = classLower | classUpper
	classAlnum  = classLetter | classDigit
	classWord   = classAlnum | classUnder // the regexp's \w
)

var byteClass = func() (t [256]uint8) {
	for c := 'a'; c <= 'z'; c++ {
		t[c] = classLower
		t[c-'a'+'A'] = classUpper
	}
	for c := '0'; c <= '9'; c++ {
		t[c] = classDigit
	}
	t['_'], t['-'] = classUnder, classHyphen
	return t
}()

// wordByte reports whether c is a \w byte: [0-9A-Za-z_].
func wordByte(c byte) bool { return byteClass[c]&classWord != 0 }
