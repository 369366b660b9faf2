package secrets

import (
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/pluglint/pluglint/rules/ident"
	"github.com/pluglint/pluglint/rules/pyjson"
)

// Found is a credential found in a file.
type Found struct {
	// Span covers the credential's bytes in the file and one byte either
	// side (a JSON string value's quotes), as MaskSpans masks strictly
	// inside a span. For a JSON string value that holds a credential it
	// is the whole value, quotes included.
	Span Span
	Hit  Hit
	// Values are the texts output could quote the credential as: as
	// written in the file, or decoded from JSON or percent-encoding. For
	// a credential inside a longer value (a command line), they are the
	// credential's own text: a message quoting the value shows the rest.
	Values []string
}

// Scan finds the credentials in a package file: over its raw bytes,
// whether or not it parses, and, when root is the file's parsed JSON
// value, in each string value with the key that holds it. Found are in
// file order.
func Scan(file, text string, root *pyjson.Value) []Found {
	var found []Found
	if root != nil {
		ScanJSON(file, root, func(v *pyjson.Value, _ string, hit Hit) {
			f := Found{Span: Span{v.Start, v.End}, Hit: hit, Values: []string{v.Str}}
			if m, ok := locate(v.Str, ""); ok && v.Str[m.start:m.end] != v.Str {
				f.Values = []string{v.Str[m.start:m.end]}
			}
			found = append(found, f)
		})
	}
	scanText(text, func(start, end int, hit Hit, decoded string) {
		f := Found{Span: Span{start - 1, end + 1}, Hit: hit, Values: []string{text[start:end]}}
		if decoded != "" && decoded != text[start:end] {
			f.Values = append(f.Values, decoded)
		}
		if u, err := strconv.Unquote(`"` + text[start:end] + `"`); err == nil && u != text[start:end] {
			f.Values = append(f.Values, u) // JSON escapes, as written in JSON source
		}
		found = append(found, f)
	})
	// One finding per credential: what lies within another's span (two
	// detectors on one token, a token inside a JSON value the walk
	// found) adds its texts to that one.
	slices.SortStableFunc(found, func(a, b Found) int {
		if a.Span.Start != b.Span.Start {
			return a.Span.Start - b.Span.Start
		}
		return b.Span.End - a.Span.End
	})
	var kept []Found
	for _, f := range found {
		if n := len(kept); n > 0 && f.Span.End <= kept[n-1].Span.End {
			for _, v := range f.Values {
				if !slices.Contains(kept[n-1].Values, v) {
					kept[n-1].Values = append(kept[n-1].Values, v)
				}
			}
			continue
		}
		kept = append(kept, f)
	}
	return kept
}

// Spans returns the spans of found, in file order, overlapping spans
// merged: what MaskSpans takes.
func Spans(found []Found) []Span {
	if len(found) == 0 {
		return nil
	}
	spans := make([]Span, 0, len(found))
	for _, f := range found {
		spans = append(spans, f.Span)
	}
	slices.SortFunc(spans, func(a, b Span) int { return a.Start - b.Start })
	merged := spans[:1]
	for _, s := range spans[1:] {
		last := &merged[len(merged)-1]
		// Two spans whose masked insides touch or overlap become one.
		if s.Start+1 <= last.End-1 {
			last.End = max(last.End, s.End)
			continue
		}
		merged = append(merged, s)
	}
	return merged
}

// scanText finds credentials in raw text that may be JSON, YAML,
// Markdown or a command line, parsed or not: tokens of a known format,
// credentials in URLs, and values after a credential name ("API_KEY=…",
// "\"token\": \"…\"", "--password …", "Authorization: Bearer …"); and,
// in every run of text holding percent-encoding, the same in its decoded
// form. found gets the credential's bytes and, for a decoded run, the
// decoded credential.
func scanText(text string, found func(start, end int, hit Hit, decoded string)) {
	knownMatches(text, func(m match) bool {
		found(m.start, m.end, m.hit, "")
		return true
	})
	for i := 0; ; {
		j := strings.Index(text[i:], "://")
		if j < 0 {
			break
		}
		at := i + j
		start, end := urlBounds(text, at)
		urlMatches(text[start:end], func(m match) bool {
			found(start+m.start, start+m.end, m.hit, "")
			return true
		})
		i = at + 3
	}
	assignments(text, func(start, end int, hit Hit) { found(start, end, hit, "") })
	base64Words(text, func(start, end int, hit Hit) { found(start, end, hit, "") })
	for i := 0; i < len(text); {
		j := strings.IndexByte(text[i:], '%')
		if j < 0 {
			break
		}
		start, end := runBounds(text, i+j)
		run := text[start:end]
		i = end + 1
		dec, err := url.PathUnescape(run)
		if err != nil || dec == run {
			continue
		}
		// What the decoded run holds, the encoded run stands for: mask
		// it whole.
		var hits []Hit
		scanDecoded(dec, func(hit Hit) { hits = append(hits, hit) })
		if len(hits) > 0 {
			found(start, end, hits[0], dec)
		}
	}
}

// scanDecoded runs scanText's detectors, but not its decoding, over a
// decoded run.
func scanDecoded(dec string, hit func(Hit)) {
	knownMatches(dec, func(m match) bool {
		hit(m.hit)
		return false
	})
	if m, ok := detectURL(dec); ok {
		hit(m.hit)
	}
	assignments(dec, func(_, _ int, h Hit) { hit(h) })
}

// base64Words finds base64 "user:password" values (basic-auth
// credentials) written as words of their own.
func base64Words(text string, found func(start, end int, hit Hit)) {
	for i := 0; i < len(text); {
		if !isBase64[text[i]] {
			i++
			continue
		}
		j := i
		for j < len(text) && isBase64[text[j]] {
			j++
		}
		if j-i >= 16 && (i == 0 || !nameByte(text[i-1])) {
			if m, ok := basicAuthValue(text[i:j]); ok {
				found(i+m.start, i+m.end, m.hit)
			}
		}
		i = j
	}
}

// isBase64 holds the bytes of base64Chars.
var isBase64 = func() (t [256]bool) {
	for i := 0; i < len(base64Chars); i++ {
		t[base64Chars[i]] = true
	}
	return t
}()

// urlBounds returns the URL around the "://" at at: its scheme before,
// and everything up to a space, quote, bracket or JSON escape after.
func urlBounds(text string, at int) (start, end int) {
	start = at
	for start > 0 && isSchemeByte(text[start-1]) {
		start--
	}
	end = at + 3
	for end < len(text) && !strings.ContainsRune(" \t\r\n\"'`<>()[]{}\\,", rune(text[end])) {
		end++
	}
	return start, end
}

// runBounds returns the run of text around at that holds no space,
// quote or bracket.
func runBounds(text string, at int) (start, end int) {
	const stop = " \t\r\n\"'`<>()[]{}\\,"
	start = at
	for start > 0 && !strings.ContainsRune(stop, rune(text[start-1])) {
		start--
	}
	end = at
	for end < len(text) && !strings.ContainsRune(stop, rune(text[end])) {
		end++
	}
	return start, end
}

// credentialWords are the words a credential name ends in or is (see
// CredentialName): assignments looks at the names around them only.
var credentialWords = []string{
	"token", "secret", "key", "pass", "pwd", "auth", "cookie", "credential", "pat", "jwt", "bearer", "session",
}

// assignments finds values written after a credential name: NAME=value,
// NAME: value, "NAME": "value", --name value. Only names around one of
// credentialWords are looked at, so text without them costs a scan of
// its lower-case form (ASCII only: offsets in it are offsets in text).
func assignments(text string, found func(start, end int, hit Hit)) {
	lower := ident.ASCIILower(text)
	seen := -1 // the end of the last name looked at
	for _, w := range credentialWords {
		for i := 0; ; {
			j := strings.Index(lower[i:], w)
			if j < 0 {
				break
			}
			at := i + j
			i = at + len(w)
			ns, ne := at, at+len(w)
			for ns > 0 && nameByte(text[ns-1]) {
				ns--
			}
			for ne < len(text) && nameByte(text[ne]) {
				ne++
			}
			if ne == seen {
				continue
			}
			seen = ne
			name := strings.TrimLeft(text[ns:ne], "-.")
			if !CredentialName(name) {
				continue
			}
			start, end, ok := valueAfter(text, ns, ne)
			if !ok {
				continue
			}
			v := text[start:end]
			if m, ok := locate(v, name); ok {
				found(start+m.start, start+m.end, m.hit)
			}
		}
	}
}

func nameByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-' || c == '.'
}

// valueAfter returns the value written after the name text[ns:ne]: past
// an optional closing quote, a ':' or '=' (or, after a --flag, spaces),
// and an optional opening quote; a quoted value runs to its closing
// quote, an unquoted one to a space, quote, comma, ';' or '&', except
// that an authorization scheme word takes the word after it too.
func valueAfter(text string, ns, ne int) (start, end int, ok bool) {
	i := ne
	if i < len(text) && (text[i] == '"' || text[i] == '\'') {
		i++
	}
	for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	switch {
	case i < len(text) && (text[i] == ':' || text[i] == '='):
		i++
	case strings.HasPrefix(text[ns:], "--") && i > ne:
	default:
		return 0, 0, false
	}
	for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	if i < len(text) && (text[i] == '"' || text[i] == '\'') {
		q := text[i]
		i++
		end = i
		for end < len(text) && text[end] != q && text[end] != '\n' {
			if text[end] == '\\' && q == '"' {
				end++
			}
			end++
		}
		return i, min(end, len(text)), end > i
	}
	end = i
	for end < len(text) && !strings.ContainsRune(" \t\r\n\"'`,;&<>@", rune(text[end])) {
		end++
	}
	if _, _, ok := authScheme(text[i:end] + " x"); ok && end < len(text) && text[end] == ' ' {
		end++
		for end < len(text) && !strings.ContainsRune(" \t\r\n\"'`,;&<>@", rune(text[end])) {
			end++
		}
	}
	return i, end, end > i
}
