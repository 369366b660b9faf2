package prose

import (
	"iter"
	"strings"

	"github.com/pluglint/pluglint/rules/ident"
)

// Skills often name a tool by its title, the way a client lists it: "Use
// the Create Invoice tool", "Call "Send Email" once approved", "Available
// actions: Create Task, Update Task". titleTools finds those names: two
// or three capitalised words, followed by "tool" or "action", quoted, or
// an item of a list that "actions:", "tools:" or "commands:" opens.

// maxTitleWords bounds the words of a tool's title.
const maxTitleWords = 3

// titleTools returns the spans of tools named by their titles in text.
func titleTools(text string) []Span {
	var out []Span
	for i := 0; i < len(text); i++ {
		if byteClass[text[i]]&classUpper == 0 || i > 0 && byteClass[text[i-1]]&classWord != 0 {
			continue
		}
		end, words := titleRun(text, i)
		if words < 2 {
			continue
		}
		if titledTool(text, i, end) {
			out = append(out, Span{Start: i, End: end})
		}
		i = end
	}
	return out
}

// titleRun returns the end of the run of capitalised words (a capital,
// then lower-case letters) separated by single spaces that starts at
// text[i], at most maxTitleWords of them, and how many there are.
func titleRun(text string, i int) (end, words int) {
	end = i
	for j := i; words < maxTitleWords && j < len(text) && byteClass[text[j]]&classUpper != 0; {
		k := j + 1
		for k < len(text) && byteClass[text[k]]&classLower != 0 {
			k++
		}
		if k == j+1 || k < len(text) && byteClass[text[k]]&classWord != 0 {
			break // "A", "PayPal", "Invoice2"
		}
		end, words = k, words+1
		if k+1 >= len(text) || text[k] != ' ' {
			break
		}
		j = k + 1
	}
	return end, words
}

// titledTool reports whether the title text[start:end] names a tool:
// "tool" or "action" follows it, it is quoted, or it is an item of a
// list of tools or actions.
func titledTool(text string, start, end int) bool {
	after := strings.ToLower(text[end:min(len(text), end+8)])
	for _, w := range [...]string{" tool", " action"} {
		if strings.HasPrefix(after, w) {
			return true
		}
	}
	if start > 0 && end < len(text) {
		if open, close := text[start-1], text[end]; open == '"' && close == '"' {
			return true
		}
		if strings.HasSuffix(text[:start], "“") && strings.HasPrefix(text[end:], "”") {
			return true
		}
	}
	return inToolList(text, start)
}

// inToolList reports a title that is an item of a list opened by
// "tools:", "actions:" or "commands:" on its line, the items separated by
// commas or "and".
func inToolList(text string, start int) bool {
	line := strings.LastIndexByte(text[:start], '\n') + 1
	colon := strings.LastIndexByte(text[line:start], ':')
	if colon < 0 || !toolListOpener(text[line:line+colon]) {
		return false
	}
	// Between the colon and the title only other items: capitalised
	// words, commas and "and".
	for _, f := range strings.FieldsFunc(text[line+colon+1:start], func(r rune) bool { return r == ' ' || r == ',' }) {
		if f != "and" && f != "or" && (byteClass[f[0]]&classUpper == 0) {
			return false
		}
	}
	return true
}

// toolListOpener reports the words before a list's colon that open a
// list of tools: they end in "tools", "actions", "commands", "tool" or
// "action".
func toolListOpener(head string) bool {
	opener := strings.TrimRight(head, " ")
	for _, w := range [...]string{"tools", "actions", "commands", "tool", "action"} {
		if len(opener) >= len(w) && strings.EqualFold(opener[len(opener)-len(w):], w) {
			return true
		}
	}
	return false
}

// listedPascalTools yields the items of a tool list written in
// PascalCase, as .NET servers and PowerShell name their tools
// ("Exchange tools: GetMailbox, SetMailboxPermission"), when one of them
// starts with a verb of looking (Get, List, Search). Elsewhere, and in a
// list of names alone ("Payment tools: PayPal, Square"), a PascalCase
// word is as often a brand (PayPal, SendGrid) and is not read as a tool.
func listedPascalTools(text string) iter.Seq2[int, int] {
	return func(yield func(start, end int) bool) {
		var items [][2]int
		for colon := range toolListColons(text) {
			items = items[:0]
			looks := false
			for start, end := range listItems(text, colon+1) {
				if w := text[start:end]; pascalShape(w) {
					items = append(items, [2]int{start, end})
					var buf [8]string
					looks = looks || ReadVerb(ident.AppendParts(buf[:0], w)[0])
				}
			}
			if !looks {
				continue
			}
			for _, it := range items {
				if !yield(it[0], it[1]) {
					return
				}
			}
		}
	}
}

// toolListColons yields the colons of text that open a list of tools:
// the words before them on their line end in "tools", "actions" or
// "commands" (toolListOpener).
func toolListColons(text string) iter.Seq[int] {
	return func(yield func(colon int) bool) {
		for colon := range colons(text) {
			line := strings.LastIndexByte(text[:colon], '\n') + 1
			if toolListOpener(text[line:colon]) && !yield(colon) {
				return
			}
		}
	}
}

// listedCommands yields the items of a tool list that are a
// command-line tool's commands written with spaces, as a server that
// mirrors the tool names them ("Tools: gh pr list, gh pr view and gh
// pr merge"): two to four lower-case words, the first a command-line
// tool's name.
func listedCommands(text string) iter.Seq2[int, int] {
	return func(yield func(start, end int) bool) {
		for start, end := range toolListItems(text) {
			if commandShape(text[start:end]) && !yield(start, end) {
				return
			}
		}
	}
}

// ListedKebabTools yields the items of a tool list written in kebab
// case ("Tools: start-instances, stop-instances, describe-instances",
// probe round 199): the list says they are tools, where a kebab word in
// prose is as often a compound ("read-only", "real-time").
func ListedKebabTools(text string) iter.Seq2[int, int] {
	return func(yield func(start, end int) bool) {
		for start, end := range toolListItems(text) {
			if kebabShape(text[start:end]) && !yield(start, end) {
				return
			}
		}
	}
}

// kebabShape reports two to five lower-case words joined by single
// hyphens: "stop-instances", "purge-cache".
func kebabShape(s string) bool {
	parts := strings.Split(s, "-")
	if len(parts) < 2 || len(parts) > 5 {
		return false
	}
	for _, p := range parts {
		if p == "" || strings.ContainsFunc(p, func(r rune) bool { return (r < 'a' || r > 'z') && (r < '0' || r > '9') }) {
			return false
		}
	}
	return true
}

// toolListItems yields the items of every list of tools in text, as
// start and end offsets: what follows a colon that opens one
// (toolListColons) up to the end of its line or sentence, split at
// commas and " and ", each item trimmed of spaces.
func toolListItems(text string) iter.Seq2[int, int] {
	return func(yield func(start, end int) bool) {
		for colon := range toolListColons(text) {
			end := colon + 1
			for end < len(text) && text[end] != '\n' && text[end] != '.' && text[end] != ';' {
				end++
			}
			for start := colon + 1; start < end; {
				next := strings.IndexByte(text[start:end], ',')
				if next < 0 {
					next = end - start
				}
				item := text[start : start+next]
				for _, part := range strings.Split(item, " and ") {
					at := start + strings.Index(item, part)
					if trimmed := strings.TrimSpace(part); trimmed != "" {
						at += strings.Index(part, trimmed)
						if !yield(at, at+len(trimmed)) {
							return
						}
					}
				}
				start += next + 1
			}
		}
	}
}

// commandShape reports two to four lower-case words separated by single
// spaces, the first a command-line tool's name: "gh pr merge".
func commandShape(s string) bool {
	words := strings.Split(s, " ")
	if len(words) < 2 || len(words) > 4 || !cliName(words[0]) {
		return false
	}
	for _, w := range words {
		if w == "" || strings.ContainsFunc(w, func(r rune) bool { return (r < 'a' || r > 'z') && r != '-' }) {
			return false
		}
	}
	return true
}

// listItems yields the words of a list that starts at text[i]:
// capitalised words separated by spaces, commas, "and" and "or", up to
// the first other word or mark on the line.
func listItems(text string, i int) iter.Seq2[int, int] {
	return func(yield func(start, end int) bool) {
		for i < len(text) {
			if c := text[i]; c == ' ' || c == ',' {
				i++
				continue
			}
			j := i
			for j < len(text) && wordByte(text[j]) {
				j++
			}
			if j == i {
				return // a period, a newline or another mark ends the list
			}
			if w := text[i:j]; w != "and" && w != "or" {
				if byteClass[w[0]]&classUpper == 0 || !yield(i, j) {
					return
				}
			}
			i = j
		}
	}
}

// pascalShape reports a run of word bytes written in PascalCase: a
// capital first, at least one hump after it, and no "_".
func pascalShape(w string) bool {
	return byteClass[w[0]]&classUpper != 0 && ident.HasHump(w) && !strings.Contains(w, "_")
}

// titleIdentifier is the identifier a tool's title stands for: "Create
// Invoice" is create_invoice.
func titleIdentifier(title string) string {
	return strings.ToLower(strings.ReplaceAll(title, " ", "_"))
}
