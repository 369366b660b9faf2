package report

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
)

// writeIndented writes v as encoding/json's Encoder does with
// SetIndent("", "  ") and SetEscapeHTML(false), byte for byte, without
// holding the indented document in memory. The Encoder marshals to a
// buffer and then re-indents the whole of it into a second one that grows
// by doubling: for a SARIF log (170 KB, most of it rule documentation)
// that pass cost more than marshalling, and its buffers were most of the
// memory a one-package run touched. Here the compact document is indented
// on its way to w.
func writeIndented(w io.Writer, v any) error {
	iw := &indentWriter{w: bufio.NewWriterSize(w, 32<<10)}
	enc := json.NewEncoder(iw)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return err
	}
	return iw.w.Flush()
}

// writeIndentedSplicing writes v as writeIndented does, except for the
// value of the first member named key, which v holds as an empty array:
// raw stands in its place, the text writeIndented gives the array there.
// The member is found as the first `"key":[]` of the compact encoding, so
// nothing encoded before it may hold that text (in a SARIF log, only the
// header and the driver's name and version come before the rules).
func writeIndentedSplicing(w io.Writer, v any, key, raw string) error {
	var compact bytes.Buffer
	enc := json.NewEncoder(&compact)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return err
	}
	doc := compact.Bytes()
	member := []byte(`"` + key + `":[]`)
	at := bytes.Index(doc, member)
	if at < 0 {
		return fmt.Errorf("no empty %q to splice", key)
	}
	value := at + len(member) - len("[]")
	iw := &indentWriter{w: bufio.NewWriterSize(w, 32<<10)}
	_, _ = iw.Write(doc[:value])
	_, _ = iw.w.WriteString(raw)
	_, _ = iw.Write(doc[value+len("[]"):])
	return iw.w.Flush()
}

// indentWriter indents the compact JSON written to it as json.Indent with
// an indent of two spaces would: a newline and indentation after "{",
// "[" and ",", and before "}" and "]", except that an empty object or
// array stays "{}" or "[]"; ": " after a key; strings as they are. The
// input is what encoding/json's Encoder writes: valid, compact, with no
// space outside strings but the final newline, which passes through.
type indentWriter struct {
	w          *bufio.Writer
	depth      int
	inString   bool
	escaped    bool // the byte before, in a string, was a backslash
	needIndent bool // "{" or "[" was written; its newline waits to see if it is empty
}

func (iw *indentWriter) Write(p []byte) (int, error) {
	w := iw.w
	for i := 0; i < len(p); i++ {
		c := p[i]
		if iw.inString {
			// Copy the run up to the next quote or backslash at once.
			j := i
			for j < len(p) && p[j] != '"' && p[j] != '\\' {
				j++
			}
			if iw.escaped && j > i {
				iw.escaped = false
			}
			_, _ = w.Write(p[i:j])
			if j == len(p) {
				break
			}
			c, i = p[j], j
			switch {
			case iw.escaped:
				iw.escaped = false
			case c == '\\':
				iw.escaped = true
			default:
				iw.inString = false
			}
			_ = w.WriteByte(c)
			continue
		}
		if iw.needIndent && c != '}' && c != ']' {
			iw.needIndent = false
			iw.depth++
			iw.newline()
		}
		switch c {
		case '"':
			iw.inString = true
			_ = w.WriteByte(c)
		case '{', '[':
			iw.needIndent = true
			_ = w.WriteByte(c)
		case ',':
			_ = w.WriteByte(c)
			iw.newline()
		case ':':
			_, _ = w.WriteString(": ")
		case '}', ']':
			if iw.needIndent {
				iw.needIndent = false
			} else {
				iw.depth--
				iw.newline()
			}
			_ = w.WriteByte(c)
		default:
			_ = w.WriteByte(c)
		}
	}
	return len(p), nil
}

func (iw *indentWriter) newline() {
	_ = iw.w.WriteByte('\n')
	for range iw.depth {
		_, _ = iw.w.WriteString("  ")
	}
}
