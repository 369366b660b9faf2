package rules

import (
	"strings"

	"github.com/pluglint/pluglint/rules/model"
	"github.com/pluglint/pluglint/rules/pyjson"
	"github.com/pluglint/pluglint/rules/secrets"
)

// SecretSpans returns the spans of the credentials in f (see
// secrets.Found), so that reporters can mask them wherever they print
// source text, whichever finding the text is shown for.
func SecretSpans(f *model.File) []model.Span {
	if f == nil {
		return nil
	}
	return f.SecretSpans(func() []model.Span { return spansOf(scanSecrets(f, nil)) })
}

// scanSecrets finds the credentials in f, from its parsed JSON root when
// the caller has one (nil otherwise: a JSON file is parsed here).
func scanSecrets(f *model.File, root *pyjson.Value) []secrets.Found {
	if f.State != model.Readable {
		return nil
	}
	if root == nil && strings.HasSuffix(f.Path, ".json") {
		if doc, err := f.JSON(); err == nil && doc != nil {
			root = doc.Root
		}
	}
	return secrets.Scan(f.Path, f.Text(), root)
}

// spansOf is where found credentials sit, as the model keeps spans.
func spansOf(found []secrets.Found) []model.Span {
	var spans []model.Span
	for _, s := range secrets.Spans(found) {
		spans = append(spans, model.Span(s))
	}
	return spans
}

// secretSpanList is SecretSpans as the secrets package takes them.
func secretSpanList(f *model.File) []secrets.Span {
	var list []secrets.Span
	for _, s := range SecretSpans(f) {
		list = append(list, secrets.Span(s))
	}
	return list
}

// findPackageSecrets scans the package's text for credentials and
// returns what output must never show of them, and what was found where.
func findPackageSecrets(pkg *model.Package) (*secrets.Redactor, map[*model.File][]secrets.Found) {
	red := &secrets.Redactor{}
	byFile := map[*model.File][]secrets.Found{}
	for _, f := range pkg.TextFiles() {
		var root *pyjson.Value
		for _, jf := range []*model.JSONFile{pkg.Manifest, pkg.MCP, pkg.Inventory} {
			if jf != nil && jf.File == f {
				root = jf.Root()
			}
		}
		found := scanSecrets(f, root)
		f.SecretSpans(func() []model.Span { return spansOf(found) })
		for _, c := range found {
			red.Add(c.Values...)
		}
		byFile[f] = found
	}
	return red, byFile
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
	return secrets.MaskSpans(f.Text(), 0, secretSpanList(f))
}
