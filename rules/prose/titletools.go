package prose

import "strings"

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
	head := strings.ToLower(text[line:start])
	colon := strings.LastIndexByte(head, ':')
	if colon < 0 {
		return false
	}
	opener := strings.TrimRight(head[:colon], " ")
	found := false
	for _, w := range [...]string{"tools", "actions", "commands", "tool", "action"} {
		found = found || strings.HasSuffix(opener, w)
	}
	if !found {
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

// titleIdentifier is the identifier a tool's title stands for: "Create
// Invoice" is create_invoice.
func titleIdentifier(title string) string {
	return strings.ToLower(strings.ReplaceAll(title, " ", "_"))
}
