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

// fileSecrets is what pluglint found of credentials in one file.
type fileSecrets struct {
	found []secrets.Found
	spans []secrets.Span
}

// secretsKey memoizes a file's fileSecrets: Lint finds them before any
// rule runs, and the text reporter asks per finding.
type secretsKey struct{}

// scanSecrets finds the credentials in f, from its parsed JSON root when
// the caller has one (nil otherwise: a JSON file is parsed here).
func scanSecrets(f *model.File, root *pyjson.Value) *fileSecrets {
	return f.Memo(secretsKey{}, func() any {
		if f.State != model.Readable {
			return &fileSecrets{}
		}
		if root == nil && strings.HasSuffix(f.Path, ".json") {
			if doc, err := pyjson.Parse(f.Data); err == nil && doc != nil {
				root = doc.Root
			}
		}
		found := secrets.Scan(f.Path, f.Data, root)
		return &fileSecrets{found: found, spans: secrets.Spans(found)}
	}).(*fileSecrets)
}

// secretSpanList is SecretSpans as the secrets package gives them.
func secretSpanList(f *model.File) []secrets.Span {
	if f == nil {
		return nil
	}
	return scanSecrets(f, nil).spans
}

// findPackageSecrets scans every file of the package for credentials and
// returns what output must never show of them.
func findPackageSecrets(pkg *model.Package) *secrets.Redactor {
	red := &secrets.Redactor{}
	for _, p := range pkg.FilePaths() {
		f := pkg.File(p)
		var root *pyjson.Value
		for _, jf := range []*model.JSONFile{pkg.Manifest, pkg.MCP, pkg.Inventory} {
			if jf != nil && jf.File == f {
				root = jf.Root()
			}
		}
		for _, found := range scanSecrets(f, root).found {
			red.Add(found.Values...)
		}
	}
	return red
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
