package rules

import (
	"strings"

	"github.com/pluglint/pluglint/rules/model"

	"github.com/pluglint/pluglint/rules/secrets"
)

// SecretSpans returns the spans of the JSON string values in f that hold
// a credential, so that reporters can mask them wherever they print
// source text, whichever finding the text is shown for.
func SecretSpans(f *model.File) []model.Span {
	list := secretSpanList(f)
	if list == nil {
		return nil
	}
	spans := make([]model.Span, len(list))
	for i, s := range list {
		spans[i] = model.Span{Start: s.Start, End: s.End}
	}
	return spans
}

// secretSpanList is SecretSpans as the secrets package gives them,
// memoized: the text reporter asks per finding.
func secretSpanList(f *model.File) []secrets.Span {
	if f == nil {
		return nil
	}
	return f.Memo(secretSpansKey{}, func() any { return secretSpans(f) }).([]secrets.Span)
}

// secretSpansKey memoizes secretSpanList. PL500 leaves the spans it
// found under it, so that a file is not parsed a second time.
type secretSpansKey struct{}

func secretSpans(f *model.File) []secrets.Span {
	if f == nil || !strings.HasSuffix(f.Path, ".json") || f.State != model.Readable {
		return nil
	}
	return secrets.JSONSpans(f.Path, f.Data)
}

// RedactedLine returns line n of f (1-based, without its line ending)
// with every byte inside a secret span (see SecretSpans) masked character
// for character, keeping the quotes, so that carets under the line still
// line up.
func RedactedLine(f *model.File, n int) string {
	line := f.Line(n)
	spans := secretSpanList(f)
	if len(spans) == 0 {
		return line
	}
	start, ok := f.LineStart(n)
	if !ok {
		return line
	}
	return secrets.MaskSpans(line, start, spans)
}

// RedactedExcerpt returns the characters of line n (1-based) from 0-based
// column from up to column to, masked as RedactedLine masks the line. It
// decodes only from the nearest column mark, so that thousands of
// findings on one long line (a minified mcp.json) each cost their excerpt,
// not the line.
func RedactedExcerpt(f *model.File, n, from, to int) string {
	if _, ok := f.LineStart(n); !ok || from >= to {
		return ""
	}
	start := f.ColumnOffset(n, from+1)
	end := f.ColumnOffset(n, to+1)
	return secrets.MaskSpans(string(f.Data[start:end]), start, secretSpanList(f))
}

// RedactedText returns f's whole text masked as RedactedLine masks a line.
func RedactedText(f *model.File) string {
	return secrets.MaskSpans(string(f.Data), 0, secretSpanList(f))
}
