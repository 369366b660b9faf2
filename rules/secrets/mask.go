package secrets

import (
	"bytes"
	"io"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"
)

// MaskSpans replaces each character of text, which starts at offset base
// of its file, that lies strictly inside one of spans (between a secret
// value's quotes) by "*", and leaves every other byte as it is. Spans are
// in file order and do not overlap, as ScanJSON finds them: a cursor
// walks them with the text.
func MaskSpans(text string, base int, spans []Span) string {
	// The first span that can reach into the text.
	i := sort.Search(len(spans), func(i int) bool { return spans[i].End-1 > base })
	if i == len(spans) || spans[i].Start >= base+len(text) {
		return text
	}
	var b strings.Builder
	b.Grow(len(text))
	for off := 0; off < len(text); {
		_, size := utf8.DecodeRuneInString(text[off:])
		abs := base + off
		for i < len(spans) && spans[i].End-1 <= abs {
			i++
		}
		if i < len(spans) && abs > spans[i].Start {
			b.WriteByte('*')
		} else {
			b.WriteString(text[off : off+size])
		}
		off += size
	}
	return b.String()
}

// Mask keeps at most four leading characters of a credential.
func Mask(s string) string {
	r := []rune(s)
	n := min(4, len(r)/4)
	return string(r[:n]) + "…"
}

// Redact replaces in msg every occurrence of each of values, as written or
// as it appears inside a Go-quoted string, by its Mask.
func Redact(msg string, values []string) string {
	for _, s := range values {
		if strings.Contains(msg, s) {
			msg = strings.ReplaceAll(msg, s, Mask(s))
		}
		if q := strconv.Quote(s); strings.Contains(msg, q[1:len(q)-1]) {
			msg = strings.ReplaceAll(msg, q[1:len(q)-1], Mask(s))
		}
	}
	return msg
}

// pieceLen is the length of the pieces of a credential a Redactor also
// masks: text that holds 16 consecutive characters of a credential holds
// it, whatever cut or quoted it.
const pieceLen = 16

// A Redactor masks known credentials in text: each as a whole (see
// Mask), then any piece of pieceLen bytes of one. It is safe for
// concurrent use.
type Redactor struct {
	mu     sync.Mutex
	values []string            // longest first
	pieces map[string]struct{} // every pieceLen-byte substring of a value
}

// Add adds credentials to mask; values shorter than six bytes are too
// common to mask as text.
func (r *Redactor) Add(values ...string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, v := range values {
		if len(v) < 6 {
			continue
		}
		if !slices.Contains(r.values, v) {
			r.values = append(r.values, v)
		}
		for i := 0; i+pieceLen <= len(v); i++ {
			if r.pieces == nil {
				r.pieces = map[string]struct{}{}
			}
			r.pieces[v[i:i+pieceLen]] = struct{}{}
		}
	}
	slices.SortStableFunc(r.values, func(a, b string) int { return len(b) - len(a) })
}

// Empty reports whether the Redactor knows no credential.
func (r *Redactor) Empty() bool {
	if r == nil {
		return true
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.values) == 0
}

// Redact returns s with every known credential masked: whole values, as
// written or as they appear inside a Go-quoted string, by their Mask;
// what is left of any piece of pieceLen bytes by "…".
func (r *Redactor) Redact(s string) string {
	if r == nil {
		return s
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.redact(s)
}

func (r *Redactor) redact(s string) string {
	if len(r.values) == 0 {
		return s
	}
	s = Redact(s, r.values)
	if len(s) < pieceLen {
		return s
	}
	var b strings.Builder
	last := 0 // bytes of s before last are written
	for i := 0; i+pieceLen <= len(s); {
		if _, ok := r.pieces[s[i:i+pieceLen]]; !ok {
			i++
			continue
		}
		end := i + pieceLen
		for end < len(s) && end-pieceLen+1 <= len(s)-pieceLen {
			if _, ok := r.pieces[s[end-pieceLen+1:end+1]]; !ok {
				break
			}
			end++
		}
		// Never cut a UTF-8 sequence: widen to whole characters.
		start := i
		for start > last && !utf8.RuneStart(s[start]) {
			start--
		}
		for end < len(s) && !utf8.RuneStart(s[end]) {
			end++
		}
		b.WriteString(s[last:start])
		b.WriteString("…")
		last, i = end, end
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// AddFrom adds the credentials another Redactor knows; either may be nil.
func (r *Redactor) AddFrom(o *Redactor) {
	if r == nil || o == nil || o == r {
		return
	}
	o.mu.Lock()
	values := slices.Clone(o.values)
	o.mu.Unlock()
	r.Add(values...)
}

// A Writer masks what a Redactor knows in everything written through it
// before passing it on. It passes on whole lines (up to the last line
// feed or carriage return written), and holds back a line's beginning
// until its end is written or Flush is called, so that a credential is
// never seen in two pieces: credentials added to the Redactor meanwhile
// apply to what is held back.
type Writer struct {
	r       *Redactor
	w       io.Writer
	pending []byte
	err     error
}

// Writer returns a Writer that masks r's credentials in what it writes to
// w; with a nil r it masks nothing.
func (r *Redactor) Writer(w io.Writer) *Writer { return &Writer{r: r, w: w} }

// Redactor returns the Redactor whose credentials w masks.
func (w *Writer) Redactor() *Redactor { return w.r }

// Unwrap returns the writer w writes to, so that a caller can tell a
// terminal behind it.
func (w *Writer) Unwrap() io.Writer { return w.w }

// maxHeld bounds what a Writer holds back of a line that has no end yet
// (a minified report): past it, the line is passed on in pieces, and a
// credential cut in two is still masked piece by piece.
const maxHeld = 1 << 20

// Write passes on every whole line in what has been written.
func (w *Writer) Write(p []byte) (int, error) {
	if w.err != nil {
		return 0, w.err
	}
	w.pending = append(w.pending, p...)
	n := bytes.LastIndexAny(w.pending, "\n\r") + 1
	if len(w.pending)-n > maxHeld {
		n = len(w.pending)
	}
	if n > 0 {
		w.emit(n)
	}
	return len(p), w.err
}

// emit masks the first n pending bytes and writes them on.
func (w *Writer) emit(n int) {
	out := string(w.pending[:n])
	if w.r != nil {
		out = w.r.Redact(out)
	}
	if _, err := io.WriteString(w.w, out); err != nil {
		w.err = err
	}
	w.pending = append(w.pending[:0], w.pending[n:]...)
}

// Flush writes on everything held back.
func (w *Writer) Flush() error {
	if w.err == nil && len(w.pending) > 0 {
		w.emit(len(w.pending))
	}
	return w.err
}
