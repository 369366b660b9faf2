package prose

import (
	"iter"
	"strings"

	"github.com/pluglint/pluglint/rules/ident"
)

// A method is a tool named resource first, its verb after a dot, as
// APIs and the MCP servers wrapping them name tools: issues.resolve,
// zd.tickets.reassign, lease.revoke, linear.issues.bump_priority.

// Methods yields the methods of text, as start and end offsets:
// runs of lower-case words, digits and underscores joined by dots, two
// or more, none a single letter ("e.g."), the last no file extension
// or top-level domain (config.yaml, api.example.com) and the whole not
// followed by a further word character, dot or slash (a path or a
// longer name).
func Methods(text string) iter.Seq2[int, int] {
	return func(yield func(start, end int) bool) {
		for i := 0; i < len(text); {
			if !methodByte(text[i]) || i > 0 && (wordByte(text[i-1]) || text[i-1] == '.' || text[i-1] == '/') {
				i++
				continue
			}
			j := i
			for j < len(text) && (methodByte(text[j]) || text[j] == '.' && j+1 < len(text) && methodByte(text[j+1])) {
				j++
			}
			if (j == len(text) || !wordByte(text[j]) && text[j] != '/') && methodShape(text[i:j]) && !yield(i, j) {
				return
			}
			i = j + 1
		}
	}
}

// methodByte reports the bytes of a method's words: lower-case ASCII
// letters, digits and underscores.
func methodByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_'
}

// methodShape reports a run of methodBytes and dots that names a
// method: two or more words, each of two bytes or more and not all
// digits (a version), the last no file's extension or domain's ending.
func methodShape(tok string) bool {
	// Scanned in place: skills are full of dotted words (file names,
	// "e.g."), and splitting each one cost a catalog run an allocation.
	segs, last := 0, ""
	for rest := tok; ; {
		seg, after, more := strings.Cut(rest, ".")
		if len(seg) < 2 || strings.Trim(seg, "0123456789") == "" {
			return false
		}
		segs++
		if !more {
			last = seg
			break
		}
		rest = after
	}
	if segs < 2 {
		return false
	}
	switch last {
	case "com", "org", "net", "io", "dev", "ai", "app", "co", "uk", "de", "fr", "jp", "cn", "ru", "sh", "me", "cloud",
		"json", "jsonc", "yaml", "yml", "toml", "md", "txt", "js", "ts", "mjs", "cjs", "py", "go", "rs", "rb", "java",
		"html", "css", "env", "lock", "cfg", "ini", "xml", "csv", "pdf", "png", "jpg", "svg", "gz", "zip", "exe", "so",
		"log", "tsx", "jsx", "vue", "sql", "db", "conf":
		return false
	}
	return true
}

// MethodWrite reports a method that acts, by its last word: a word of
// the vocabulary in its base form (lease.revoke, records.delete), a
// verb that acts at the head of a tool's name with the word before it
// for object (issues.assign, tickets.reassign), or a tool's name
// (issues.bump_priority). Verbs of reading never act (payments.list,
// messages.fetch).
func MethodWrite(tok string) (Word, bool) {
	segs := strings.Split(tok, ".")
	last := segs[len(segs)-1]
	if strings.Contains(last, "_") {
		w, verb, ok := IdentWrite(last)
		return w, ok && (verb || w.Category != Changes)
	}
	if ReadVerb(last) || MethodHears(tok) {
		return Word{}, false
	}
	if w, ok := Form(last); ok && w.Root == last {
		return w, true
	}
	if IdentAct(last, segs[len(segs)-2]) {
		return Word{Root: last, Category: Changes}, true
	}
	return Word{}, false
}

// MethodReads reports a method that only looks, by its last word, a
// verb of reading: payments.list, messages.fetch, calls.get.
func MethodReads(tok string) bool {
	return ReadVerb(tok[strings.LastIndexByte(tok, '.')+1:])
}

// IsMethod reports a token Methods yields: a tool named resource
// first with its verb after a dot.
func IsMethod(tok string) bool {
	for i := 0; i < len(tok); i++ {
		if !methodByte(tok[i]) && tok[i] != '.' {
			return false
		}
	}
	return methodShape(tok)
}

// MethodHears reports a method that subscribes to what it names, and so
// hears from it rather than acting on it: sensors.subscribe,
// events.listen.
func MethodHears(tok string) bool {
	switch tok[strings.LastIndexByte(tok, '.')+1:] {
	case "subscribe", "unsubscribe", "listen":
		return true
	}
	return false
}

// CloudAction returns, as a tool's name in snake case, the action of a
// cloud permission written as its service and its action: AWS's
// "ec2:TerminateInstances" is terminate_instances, "sns:Publish" is
// publish. The service is lower-case letters, digits and hyphens, the
// action one PascalCase word or more.
func CloudAction(scope string) (string, bool) {
	service, action, ok := strings.Cut(scope, ":")
	if !ok || !cloudService(service) || action == "" || action[0] < 'A' || action[0] > 'Z' {
		return "", false
	}
	for i := 0; i < len(action); i++ {
		if c := action[i]; !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			return "", false
		}
	}
	return strings.ToLower(strings.Join(ident.Parts(action), "_")), true
}

// cloudService reports a cloud permission's service: "ec2", "s3",
// "route53", "dynamodb", "resource-groups".
func cloudService(s string) bool {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

// CloudActions yields the cloud permissions written in text, as start
// and end offsets: "route53:ChangeResourceRecordSets", "ssm:SendCommand"
// (CloudAction), not inside a longer word or a URL.
func CloudActions(text string) iter.Seq2[int, int] {
	return func(yield func(start, end int) bool) {
		for colon := range colons(text) {
			start := colon
			for start > 0 && byteClass[text[start-1]]&(classLower|classDigit|classHyphen) != 0 {
				start--
			}
			end := colon + 1
			for end < len(text) && byteClass[text[end]]&classAlnum != 0 {
				end++
			}
			if start > 0 && (wordByte(text[start-1]) || text[start-1] == '/' || text[start-1] == '.') || end < len(text) && (wordByte(text[end]) || text[end] == '/') {
				continue
			}
			if _, ok := CloudAction(text[start:end]); ok && !yield(start, end) {
				return
			}
		}
	}
}

// colons yields the offsets of the colons in text, which open the lists
// and join the permissions the readings look for.
func colons(text string) iter.Seq[int] {
	return func(yield func(colon int) bool) {
		for off := 0; ; {
			c := strings.IndexByte(text[off:], ':')
			if c < 0 || !yield(off+c) {
				return
			}
			off += c + 1
		}
	}
}
