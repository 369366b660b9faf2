package frontmatter

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"
)

// maxMerged bounds the entries "<<" merges may copy or move, so that a
// hostile file cannot make the linter quadratic. Real frontmatter merges a
// handful.
const maxMerged = 1 << 16

// maxScalarDepth bounds the "=" indirections SafeConstructor.construct_scalar
// follows; Python would hit its recursion limit on a cycle.
const maxScalarDepth = 100

// yline is one line of the YAML text as libyaml counts lines: besides "\n",
// "\r" and "\r\n", it breaks lines at NEL, LS and PS.
type yline struct {
	off  int // byte offset in the file where the line starts
	line int // the file line it is on
	col0 int // characters between the start of that file line and off
}

// mark is a yaml.v3 position (1-based line and character column in the
// YAML text) with its file offset.
type mark struct{ yl, yc, off int }

// pair is one key/value entry of a mapping node after "<<" merges.
type pair struct {
	k, v   *yaml.Node
	merged bool
}

// task is a collection whose entries are still to be built. Like ruamel's
// constructor, which defers collections to generators, the loader builds
// the document breadth first, so that of two errors it reports the one
// Python would raise.
type task struct {
	n    *yaml.Node
	v    *Value
	tag  string
	last *Value // the value built for the last child in source order
	done bool   // filled ahead of its turn, as a mapping key
}

// slot is a key already present in the mapping being built.
type slot struct {
	id       keyID
	field    int
	explicit bool
	node     *yaml.Node
}

// loader turns yaml.v3's node tree into Values typed as ruamel types them.
type loader struct {
	src          []byte
	contentStart int // after the BOMs Hermes strips
	ys, ye       int // the YAML text
	lines        []yline
	cursor       mark // the last position pos converted
	anchored     map[*yaml.Node]*Value
	flat         map[*yaml.Node][]pair
	merged       int
	queue        []task
	slots        []slot
	// breaks is set when the loader models ruamel's pure parser on a text
	// holding NEL, LS or PS (see unicodeBreaks).
	breaks *breakSubst
}

// load parses the YAML text src[ys:ye] and returns its root mapping.
func load(src []byte, contentStart, ys, ye int) (*Value, *Error) {
	if v := loadSimple(src, ys, ye); v != nil {
		return v, nil
	}
	return loadYAML(src, contentStart, ys, ye)
}

// loadYAML is load through yaml.v3, for every form of YAML text. Where
// the text fails as ruamel's C parser reads it, Hermes re-reads it with the
// pure Python parser; the one family of texts that parser alone accepts
// and that frontmatter holds is modelled here: NEL, LS and PS continuing a
// plain scalar.
func loadYAML(src []byte, contentStart, ys, ye int) (*Value, *Error) {
	v, err := loadYAMLWith(src, contentStart, ys, ye, nil)
	if err == nil || err.Kind != YAML {
		return v, err
	}
	b := unicodeBreaks(src[ys:ye])
	if b == nil {
		return v, err
	}
	v2, err2 := loadYAMLWith(src, contentStart, ys, ye, b)
	if err2 != nil && err2.Kind == YAML {
		return v, err // the C parser's reason reads better than the model's
	}
	return v2, err2
}

func loadYAMLWith(src []byte, contentStart, ys, ye int, b *breakSubst) (*Value, *Error) {
	l := &loader{src: src, contentStart: contentStart, ys: ys, ye: ye, breaks: b}
	l.indexLines()
	rn, err := l.decode()
	if err != nil {
		return nil, err
	}
	if rn == nil {
		// ruamel returns None for a stream without a document.
		return nil, newError(src, contentStart, NotMapping, "YAML frontmatter must be a mapping, not empty", contentStart)
	}
	root, err := l.node(rn, false)
	for i := 0; err == nil && i < len(l.queue); i++ {
		// Filling appends to the queue, so work on a copy of the task.
		t := l.queue[i]
		if t.done {
			continue
		}
		t.done = true
		err = l.fill(&t)
		l.queue[i] = t
	}
	if err != nil {
		return nil, err
	}
	// Children are queued after their parents, so walking the queue
	// backwards sees every collection's last child finished.
	for i := len(l.queue) - 1; i >= 0; i-- {
		l.finish(&l.queue[i])
	}
	if root.Kind != Map || root.Tag == tagSet {
		what := "a " + root.Kind.String()
		switch {
		case root.Tag == tagSet:
			what = "a set"
		case root.Kind == Binary:
			what = "binary data"
		case root.Kind == Int:
			what = "an integer"
		case root.Kind == Null:
			what = "null"
		}
		return nil, l.errAt(NotMapping, "YAML frontmatter must be a mapping, not "+what, root.Offset)
	}
	return root, nil
}

// indexLines records where each libyaml line of the YAML text starts, so
// that yaml.v3's line/column marks map to file offsets in O(1) per node.
func (l *loader) indexLines() {
	src := l.src
	ls := bytes.LastIndexByte(src[:l.ys], '\n') + 1 // start of the file line
	if ls < l.contentStart {
		ls = l.contentStart
	}
	fileLine := bytes.Count(src[:l.ys], []byte{'\n'}) + 1
	start := l.ys
	if bytes.HasPrefix(src[start:l.ye], utf8BOM) {
		start += len(utf8BOM) // libyaml drops a leading BOM before counting columns
	}
	l.lines = make([]yline, 0, 16)
	l.lines = append(l.lines, yline{off: start, line: fileLine, col0: utf8.RuneCount(src[ls:start])})
	for i := l.ys; i < l.ye; i++ {
		n := 0
		switch src[i] {
		case '\n':
			n = 1
		case '\r':
			n = 1
			if i+1 < l.ye && src[i+1] == '\n' {
				n = 2
			}
		case 0xc2:
			if i+1 < l.ye && src[i+1] == 0x85 && l.breaks == nil {
				n = 2
			}
		case 0xe2:
			if i+2 < l.ye && src[i+1] == 0x80 && (src[i+2] == 0xa8 || src[i+2] == 0xa9) && l.breaks == nil {
				n = 3
			}
		}
		if n == 0 {
			continue
		}
		if src[i+n-1] == '\n' {
			fileLine++
			ls = i + n
		}
		i += n - 1
		l.lines = append(l.lines, yline{off: i + 1, line: fileLine, col0: utf8.RuneCount(src[ls : i+1])})
	}
}

// pos converts a yaml.v3 mark (1-based line and character column in the
// YAML text) to a file offset, line and column.
func (l *loader) pos(yl, yc int) (off, line, col int) {
	yl = max(1, min(yl, len(l.lines)))
	ln := l.lines[yl-1]
	end := l.ye
	if yl < len(l.lines) {
		end = l.lines[yl].off
	}
	off = ln.off
	c := 1
	if cur := l.cursor; cur.yl == yl && cur.yc <= yc {
		// Nodes come in source order; resume rather than rescan long lines.
		off, c = cur.off, cur.yc
	}
	for ; c < yc && off < end; c++ {
		if l.src[off] < utf8.RuneSelf {
			off++
		} else {
			_, size := utf8.DecodeRune(l.src[off:end])
			off += size
		}
	}
	l.cursor = mark{yl: yl, yc: c, off: off}
	return off, ln.line, ln.col0 + c
}

// fileLineCol returns the file line and column of an offset in the YAML text.
func (l *loader) fileLineCol(off int) (line, col int) {
	i := 0
	for i+1 < len(l.lines) && l.lines[i+1].off <= off {
		i++
	}
	ln := l.lines[i]
	if off < ln.off {
		return lineCol(l.src, l.contentStart, off)
	}
	return ln.line, ln.col0 + utf8.RuneCount(l.src[ln.off:off]) + 1
}

func (l *loader) errAt(kind ErrorKind, msg string, off int) *Error {
	line, col := l.fileLineCol(off)
	return &Error{Kind: kind, Msg: msg, Line: line, Column: col, Offset: off}
}

func (l *loader) errAtNode(kind ErrorKind, msg string, n *yaml.Node) *Error {
	off, line, col := l.pos(n.Line, n.Column)
	return &Error{Kind: kind, Msg: msg, Line: line, Column: col, Offset: off}
}

func (l *loader) yamlError(msg string, n *yaml.Node) *Error {
	return l.errAtNode(YAML, "invalid YAML frontmatter: "+msg, n)
}

// decode runs yaml.v3 on the YAML text and returns the root node of its only
// document, or nil when the stream has none. When yaml.v3 rejects the text,
// it retries with the substitutions that make it accept what libyaml 0.2.5
// accepts (see compat.go).
func (l *loader) decode() (*yaml.Node, *Error) {
	text := l.src[l.ys:l.ye]
	if l.breaks != nil {
		text = l.breaks.text
	}
	dec := yaml.NewDecoder(bytes.NewReader(text))
	doc, err := l.next(dec)
	if err != nil {
		patched, p := patchText(text)
		if patched == nil {
			return nil, err
		}
		dec = yaml.NewDecoder(bytes.NewReader(patched))
		if doc, err = l.next(dec); err != nil {
			return nil, err
		}
		if doc != nil {
			p.undo(doc)
		}
	}
	if doc == nil {
		return nil, nil
	}
	if l.breaks != nil {
		if n := l.breaks.undo(doc); n != nil {
			return nil, l.yamlError("found a line break (NEL, LS or PS) where ruamel's pure parser fails", n)
		}
	}
	if len(doc.Content) == 0 {
		// A document without content, which yaml.v3 does not produce.
		return &yaml.Node{Kind: yaml.ScalarNode, Line: doc.Line, Column: doc.Column}, nil
	}
	root := doc.Content[0]
	if err := l.checkLibyaml(root); err != nil {
		return nil, err
	}
	// safe_load insists on a single document.
	switch next, err := l.next(dec); {
	case err != nil:
		return nil, err
	case next != nil:
		return nil, l.yamlError("expected a single document in the stream, but found another document", next)
	}
	return root, nil
}

// next returns the next document node, or nil at the end of the stream.
func (l *loader) next(dec *yaml.Decoder) (doc *yaml.Node, e *Error) {
	defer func() {
		// yaml.v3 panics only on its own bugs; a lint run must survive them.
		if r := recover(); r != nil {
			doc = nil
			e = l.errAt(YAML, "invalid YAML frontmatter: "+fmt.Sprint(r), l.ys)
		}
	}()
	doc = new(yaml.Node)
	if err := dec.Decode(doc); err != nil {
		if errors.Is(err, io.EOF) {
			return nil, nil
		}
		return nil, l.parseError(err)
	}
	return doc, nil
}

// parserErrors are libyaml's parser (not scanner) errors. yaml.v3 reports
// the 0-based line of their context, or problem, mark; scanner errors get
// a 1-based line.
var parserErrors = map[string]bool{
	"did not find expected ',' or ']'":       true,
	"did not find expected ',' or '}'":       true,
	"did not find expected '-' indicator":    true,
	"did not find expected <document start>": true,
	"did not find expected <stream-start>":   true,
	"did not find expected key":              true,
	"did not find expected node content":     true,
	"found duplicate %TAG directive":         true,
	"found duplicate %YAML directive":        true,
	"found incompatible YAML document":       true,
	"found undefined tag handle":             true,
}

// parseError converts a yaml.v3 syntax error. yaml.v3 gives only a line, so
// the error points at the first non-blank character of that line, except
// for the errors whose culprit can be found in the text.
func (l *loader) parseError(err error) *Error {
	msg := strings.TrimPrefix(err.Error(), "yaml: ")
	yl := 1
	if rest, ok := strings.CutPrefix(msg, "line "); ok {
		if i := strings.Index(rest, ": "); i > 0 {
			if n, err := strconv.Atoi(rest[:i]); err == nil {
				msg = rest[i+2:]
				yl = n
				if parserErrors[msg] {
					yl++
				}
			}
		}
	}
	off := -1
	switch {
	case strings.HasPrefix(msg, "unknown anchor '"):
		name := strings.TrimSuffix(strings.TrimPrefix(msg, "unknown anchor '"), "' referenced")
		msg = "found undefined alias '" + name + "'"
		off = l.findAlias(name)
	case msg == "control characters are not allowed":
		off = l.findControl()
	}
	if off < 0 {
		off, _, _ = l.pos(yl, 1)
		for off < l.ye && (l.src[off] == ' ' || l.src[off] == '\t') {
			off++
		}
	}
	return l.errAt(YAML, "invalid YAML frontmatter: "+msg, off)
}

// findAlias returns the offset of the first "*name" alias in the YAML text.
func (l *loader) findAlias(name string) int {
	text := l.src[l.ys:l.ye]
	for i := 0; ; {
		j := bytes.Index(text[i:], []byte("*"+name))
		if j < 0 {
			return -1
		}
		at := i + j
		end := at + 1 + len(name)
		if end == len(text) || !isAnchorChar(text[end]) {
			return l.ys + at
		}
		i = at + 1
	}
}

// findControl returns the offset of the first character libyaml's reader
// refuses.
func (l *loader) findControl() int {
	for i := l.ys; i < l.ye; {
		r, size := utf8.DecodeRune(l.src[i:l.ye])
		ok := r == 0x09 || r == 0x0a || r == 0x0d || r >= 0x20 && r <= 0x7e || r == 0x85 ||
			r >= 0xa0 && r <= 0xd7ff || r >= 0xe000 && r <= 0xfffd || r >= 0x10000 && r <= 0x10ffff
		if !ok {
			return i
		}
		i += size
	}
	return -1
}

func isAnchorChar(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c == '-'
}

// deref returns the anchored node an alias stands for; ruamel's composer
// puts that very node in place of the alias.
func deref(n *yaml.Node) *yaml.Node {
	if n.Kind == yaml.AliasNode && n.Alias != nil {
		return n.Alias
	}
	return n
}

// tagOf returns the tag ruamel gives node n: its explicit tag, or the one
// resolved from a plain scalar by the YAML 1.1 rules. A bare "!" tag makes
// ruamel resolve even a quoted scalar as if it were plain, which yaml.v3
// does not report, so the source is checked for it.
func (l *loader) tagOf(n *yaml.Node) string {
	if n.Style&yaml.TaggedStyle != 0 {
		return n.Tag
	}
	switch n.Kind {
	case yaml.SequenceNode:
		return tagSeq
	case yaml.MappingNode:
		return tagMap
	case yaml.ScalarNode:
		plain := n.Style&(yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle|yaml.LiteralStyle|yaml.FoldedStyle) == 0
		if plain && n.Value != "" {
			return resolvePlain(n.Value)
		}
		// libyaml marks a tagged empty scalar as not implicit, so "!"
		// on one gives a string rather than null.
		off, _, _ := l.pos(n.Line, n.Column)
		_, bare := l.skipProps(off, plain)
		switch {
		case plain && bare:
			return tagStr
		case plain || bare:
			return resolvePlain(n.Value)
		}
		return tagStr
	}
	return ""
}

// longTag spells a tag the way ruamel's messages do.
func longTag(tag string) string {
	if rest, ok := strings.CutPrefix(tag, "!!"); ok {
		return "tag:yaml.org,2002:" + rest
	}
	return tag
}

func nodeID(n *yaml.Node) string {
	switch n.Kind {
	case yaml.SequenceNode:
		return "sequence"
	case yaml.MappingNode:
		return "mapping"
	}
	return "scalar"
}

// node builds the Value of n (or, for an alias, of its anchored node) as
// SafeConstructor.construct_object would. Scalars are built at once;
// collections are queued. asKey marks a mapping key, where flatten_mapping
// turns the "=" value tag into a string.
func (l *loader) node(n *yaml.Node, asKey bool) (*Value, *Error) {
	n = deref(n)
	if n.Anchor != "" {
		if v := l.anchored[n]; v != nil {
			return v, nil
		}
	}
	v := &Value{}
	v.Offset, v.Line, v.Column = l.pos(n.Line, n.Column)
	tag := l.tagOf(n)
	if n.Style&yaml.TaggedStyle != 0 {
		v.Tag = n.Tag
	}
	if asKey && tag == tagValue {
		tag = tagStr
	}
	if k, ok := scalarKind(tag); ok {
		s, err := l.scalarOf(n, 0)
		if err != nil {
			return nil, err
		}
		if tag == tagTimestamp && n.Kind != yaml.ScalarNode {
			// construct_yaml_timestamp matches its regex on node.value,
			// which is a list for a mapping.
			return nil, l.yamlError("expected string or bytes-like object", n)
		}
		v.Kind, v.Str = k, s
		b, msg := construct(k, s)
		if msg != "" {
			return nil, l.yamlError(msg, n)
		}
		v.Bool = b
		if n.Kind == yaml.ScalarNode {
			v.EndOffset = l.scalarEnd(n, v.Offset)
		} else {
			v.EndOffset = l.nodeEnd(n)
		}
	} else {
		switch tag {
		case tagSeq, tagPairs:
			v.Kind = Seq
		case tagMap, tagSet, tagOmap:
			v.Kind = Map
		default:
			return nil, l.yamlError("could not determine a constructor for the tag '"+longTag(tag)+"'", n)
		}
		l.queue = append(l.queue, task{n: n, v: v, tag: tag})
	}
	if n.Anchor != "" {
		if l.anchored == nil {
			l.anchored = make(map[*yaml.Node]*Value)
		}
		l.anchored[n] = v
	}
	return v, nil
}

// scalarOf mirrors SafeConstructor.construct_scalar, which also accepts a
// mapping with a "=" key and takes that entry's value.
func (l *loader) scalarOf(n *yaml.Node, depth int) (string, *Error) {
	switch n.Kind {
	case yaml.ScalarNode:
		return n.Value, nil
	case yaml.MappingNode:
		if depth < maxScalarDepth {
			for i := 0; i+1 < len(n.Content); i += 2 {
				if k := deref(n.Content[i]); k.Kind == yaml.ScalarNode && l.tagOf(k) == tagValue {
					return l.scalarOf(deref(n.Content[i+1]), depth+1)
				}
			}
		} else {
			return "", l.yamlError("maximum recursion depth exceeded", n)
		}
	}
	return "", l.yamlError("expected a scalar node, but found "+nodeID(n), n)
}

// fill builds the entries of a queued collection.
func (l *loader) fill(t *task) *Error {
	n := t.n
	switch t.tag {
	case tagSeq:
		if n.Kind != yaml.SequenceNode {
			return l.yamlError("expected a sequence node, but found "+nodeID(n), n)
		}
		t.v.Items = make([]*Value, 0, len(n.Content))
		for _, c := range n.Content {
			cv, err := l.node(c, false)
			if err != nil {
				return err
			}
			t.v.Items = append(t.v.Items, cv)
			t.last = cv
		}
		if len(n.Content) > 0 && n.Content[len(n.Content)-1].Kind == yaml.AliasNode {
			t.last = nil
		}
		return nil
	case tagOmap, tagPairs:
		return l.fillPairs(t)
	}
	if n.Kind != yaml.MappingNode {
		return l.yamlError("expected a mapping node, but found "+nodeID(n), n)
	}
	return l.fillMap(t)
}

// fillPairs builds !!pairs, which ruamel constructs as a list of (key,
// value) tuples (here one-entry mappings) without merging or checking keys,
// and !!omap, an ordered dict whose construction fails on a repeated or
// unhashable key.
func (l *loader) fillPairs(t *task) *Error {
	n := t.n
	what := "an ordered map"
	if t.tag == tagPairs {
		what = "pairs"
	}
	if n.Kind != yaml.SequenceNode {
		return l.yamlError("while constructing "+what+": expected a sequence, but found "+nodeID(n), n)
	}
	var keys map[keyID]bool
	if t.tag == tagPairs {
		t.v.Items = make([]*Value, 0, len(n.Content))
	} else {
		keys = make(map[keyID]bool, len(n.Content))
	}
	for _, c := range n.Content {
		sub := deref(c)
		if sub.Kind != yaml.MappingNode {
			return l.yamlError("while constructing "+what+": expected a mapping of length 1, but found "+nodeID(sub), c)
		}
		if len(sub.Content) != 2 {
			return l.yamlError("while constructing "+what+": expected a single mapping item, but found "+strconv.Itoa(len(sub.Content)/2)+" items", c)
		}
		k, err := l.node(sub.Content[0], false)
		if err != nil {
			return err
		}
		if t.tag == tagOmap {
			if k.Kind == Seq || k.Kind == Map {
				return l.yamlError("while constructing "+what+": found unhashable key", sub.Content[0])
			}
			id := keyOf(k)
			if keys[id] && id.same(id) {
				return l.yamlError("while constructing "+what+": found duplicate key", sub.Content[0])
			}
			keys[id] = true
		}
		v, err := l.node(sub.Content[1], false)
		if err != nil {
			return err
		}
		if t.tag == tagOmap {
			t.v.Fields = append(t.v.Fields, &Field{Key: k, Value: v})
			continue
		}
		item := &Value{Kind: Map, Fields: []*Field{{Key: k, Value: v}}}
		item.Offset, item.Line, item.Column = l.pos(sub.Line, sub.Column)
		item.EndOffset = l.nodeEnd(sub)
		t.v.Items = append(t.v.Items, item)
	}
	return nil
}

// fillMap builds a mapping as SafeConstructor.construct_mapping does after
// flatten_mapping, and rejects duplicate keys as Hermes does. Entries merged
// with "<<" may be overridden by later ones, as the merge key specifies.
func (l *loader) fillMap(t *task) *Error {
	n := t.n
	if err := l.flatten(n); err != nil {
		return err
	}
	own := 0
	for i := 0; i+1 < len(n.Content); i += 2 {
		if !l.isMergeKey(n.Content[i]) {
			own++
		}
	}
	pairs, flat := l.flat[n]
	count := len(n.Content) / 2
	if flat {
		count = len(pairs)
	}
	// ruamel checks keys for duplicates only in a mapping that merges
	// nothing; where "<<" brought entries in, later entries silently
	// override earlier ones, its own included.
	merging := flat && count > own
	t.v.Fields = make([]*Field, 0, count)
	l.slots = l.slots[:0]
	var index map[keyID]int // used instead of a linear scan for big mappings
	if count > 16 {
		index = make(map[keyID]int, count)
	}
	for i := 0; i < count; i++ {
		var p pair
		if flat {
			p = pairs[i]
			p.merged = i < count-own
		} else {
			p = pair{k: n.Content[2*i], v: n.Content[2*i+1]}
		}
		kv, err := l.node(p.k, true)
		if err != nil {
			return err
		}
		var id keyID
		switch kv.Kind {
		case Map:
			return l.yamlError("while constructing a mapping: found unhashable key", p.k)
		case Seq:
			// ruamel builds a key deeply and makes a list a tuple, which
			// is hashable when its items are.
			if id, err = l.tupleKey(kv); err != nil {
				return err
			}
		default:
			id = keyOf(kv)
		}
		at := -1
		if index != nil {
			if j, ok := index[id]; ok && id.same(id) {
				at = j
			}
		} else {
			for j := range l.slots {
				if l.slots[j].id.same(id) {
					at = j
					break
				}
			}
		}
		if at >= 0 && !merging {
			_, line, _ := l.pos(l.slots[at].node.Line, l.slots[at].node.Column)
			return l.errAtNode(Duplicate, "duplicate key "+describeKey(kv)+" (first at line "+strconv.Itoa(line)+")", p.k)
		}
		vv, err := l.node(p.v, false)
		if err != nil {
			return err
		}
		if !p.merged {
			t.last = vv
			if p.v.Kind == yaml.AliasNode {
				t.last = nil
			}
		}
		if at >= 0 {
			// Python keeps the first key object and replaces the value.
			t.v.Fields[l.slots[at].field].Value = vv
			if !p.merged {
				l.slots[at].explicit = true
				l.slots[at].node = p.k
			}
			continue
		}
		if index != nil {
			index[id] = len(l.slots)
		}
		l.slots = append(l.slots, slot{id: id, field: len(t.v.Fields), explicit: !p.merged, node: p.k})
		t.v.Fields = append(t.v.Fields, &Field{Key: kv, Value: vv})
	}
	if len(n.Content) >= 2 {
		if k := n.Content[len(n.Content)-2]; l.isMergeKey(k) {
			t.last = nil // the last entry is a merge, whose value is not built
		}
	}
	return nil
}

// tupleKey fills the sequence kv, a mapping key, at once (Python builds
// keys deeply) and returns the identity of the tuple ruamel makes of it.
func (l *loader) tupleKey(kv *Value) (keyID, *Error) {
	for i := len(l.queue) - 1; i >= 0; i-- {
		if t := l.queue[i]; t.v == kv && !t.done {
			// Filling appends to the queue, so work on a copy of the task.
			t.done = true
			err := l.fill(&t)
			l.queue[i] = t
			if err != nil {
				return keyID{}, err
			}
			break
		}
	}
	var b strings.Builder
	nan := false
	for _, it := range kv.Items {
		if it.Kind == Seq || it.Kind == Map {
			return keyID{}, l.errAt(YAML, "invalid YAML frontmatter: unhashable type: '"+it.Kind.String()+"'", it.Offset)
		}
		id := keyOf(it)
		nan = nan || id.kind == keyNaN
		b.WriteByte(id.kind)
		b.WriteString(strconv.Itoa(len(id.s)))
		b.WriteByte(':')
		b.WriteString(id.s)
	}
	if nan {
		return keyID{kind: keyNaN}, nil // a tuple holding a NaN equals no other
	}
	return keyID{keyTuple, b.String()}, nil
}

// describeKey renders a key for a duplicate-key message: strings quoted,
// other scalars as written.
func describeKey(v *Value) string {
	if v.Kind == String {
		return strconv.Quote(v.Str)
	}
	if v.Kind == Null && v.Str == "" {
		return "null"
	}
	if v.Kind == Seq {
		items := make([]string, len(v.Items))
		for i, it := range v.Items {
			items[i] = describeKey(it)
		}
		return "[" + strings.Join(items, ", ") + "]"
	}
	return v.Str
}

// isMergeKey reports whether k is a "<<" merge key: plain, tagged !!merge,
// or quoted after a bare "!" tag.
func (l *loader) isMergeKey(k *yaml.Node) bool {
	k = deref(k)
	switch {
	case k.Kind != yaml.ScalarNode:
		return false
	case k.Style&yaml.TaggedStyle != 0:
		return k.Tag == tagMerge
	case k.Value != "<<" && k.Value != "<<\n":
		return false
	}
	return l.tagOf(k) == tagMerge
}

// flatten mirrors SafeConstructor.flatten_mapping, including its in-place
// edits: each "<<" entry is deleted before its source is flattened (so that
// a mapping merging itself, directly or through others, terminates), and
// the merged entries are put in front, later sources before earlier ones so
// that, the dict keeping the last value, the earlier ones win. The entries
// of nodes that had merge keys are kept in l.flat.
func (l *loader) flatten(n *yaml.Node) *Error {
	ps, ok := l.flat[n]
	if !ok {
		hasMerge := false
		for i := 0; i+1 < len(n.Content); i += 2 {
			if l.isMergeKey(n.Content[i]) {
				hasMerge = true
				break
			}
		}
		if !hasMerge {
			return nil
		}
		ps = make([]pair, 0, len(n.Content)/2)
		for i := 0; i+1 < len(n.Content); i += 2 {
			ps = append(ps, pair{k: n.Content[i], v: n.Content[i+1]})
		}
		if l.flat == nil {
			l.flat = make(map[*yaml.Node][]pair)
		}
		l.flat[n] = ps
	}
	var merge []pair
	var firstMerge *yaml.Node
	for i := 0; i < len(ps); {
		k, v := ps[i].k, ps[i].v
		if !l.isMergeKey(k) {
			i++
			continue
		}
		if len(merge) > 0 {
			// ruamel refuses a second "<<" once one has brought entries in.
			_, line, _ := l.pos(firstMerge.Line, firstMerge.Column)
			return l.errAtNode(Duplicate, "duplicate key \"<<\" (first at line "+strconv.Itoa(line)+")", k)
		}
		if firstMerge == nil {
			firstMerge = k
		}
		ps = append(ps[:i:i], ps[i+1:]...)
		l.flat[n] = ps
		if l.merged += len(ps); l.merged > maxMerged {
			return l.yamlError("too many merged keys", v)
		}
		src := deref(v)
		switch src.Kind {
		case yaml.MappingNode:
			if err := l.flatten(src); err != nil {
				return err
			}
			merge = append(merge, l.entries(src)...)
		case yaml.SequenceNode:
			subs := make([][]pair, 0, len(src.Content))
			for _, c := range src.Content {
				m := deref(c)
				if m.Kind != yaml.MappingNode {
					return l.yamlError("while constructing a mapping: expected a mapping for merging, but found "+nodeID(m), c)
				}
				if err := l.flatten(m); err != nil {
					return err
				}
				subs = append(subs, l.entries(m))
			}
			for j := len(subs) - 1; j >= 0; j-- {
				merge = append(merge, subs[j]...)
			}
		default:
			return l.yamlError("while constructing a mapping: expected a mapping or list of mappings for merging, but found "+nodeID(src), v)
		}
		if l.merged += len(merge); l.merged > maxMerged {
			return l.yamlError("too many merged keys", v)
		}
		ps = l.flat[n] // flattening a source may have rewritten n's entries
	}
	if len(merge) > 0 {
		l.flat[n] = append(merge[:len(merge):len(merge)], ps...)
	}
	return nil
}

// entries returns the current entries of a mapping node.
func (l *loader) entries(n *yaml.Node) []pair {
	if ps, ok := l.flat[n]; ok {
		return ps
	}
	ps := make([]pair, 0, len(n.Content)/2)
	for i := 0; i+1 < len(n.Content); i += 2 {
		ps = append(ps, pair{k: n.Content[i], v: n.Content[i+1]})
	}
	return ps
}

// finish sets a collection's EndOffset once its children have theirs.
func (l *loader) finish(t *task) {
	end := t.v.Offset
	switch {
	case t.last != nil:
		end = max(end, t.last.EndOffset)
	case len(t.n.Content) > 0:
		end = max(end, l.nodeEnd(t.n.Content[len(t.n.Content)-1]))
	}
	if t.n.Style&yaml.FlowStyle != 0 {
		end = l.closingBracket(t.v.Offset, end)
	}
	t.v.EndOffset = end
}

// nodeEnd computes the end offset of a node straight from the source; the
// loader uses it only where no Value was built for the node.
func (l *loader) nodeEnd(n *yaml.Node) int {
	off, _, _ := l.pos(n.Line, n.Column)
	switch n.Kind {
	case yaml.AliasNode:
		return min(off+1+len(n.Value), l.ye)
	case yaml.ScalarNode:
		return l.scalarEnd(n, off)
	}
	end := off
	if len(n.Content) > 0 {
		end = max(end, l.nodeEnd(n.Content[len(n.Content)-1]))
	}
	if n.Style&yaml.FlowStyle != 0 {
		end = l.closingBracket(off, end)
	}
	return end
}

// closingBracket finds the "]" or "}" that closes a flow collection starting
// at start whose last entry ends at from.
func (l *loader) closingBracket(start, from int) int {
	src := l.src
	i := from
	if i == start {
		// An empty collection: step over its properties and the opening bracket.
		for i < l.ye && src[i] != '[' && src[i] != '{' {
			i++
		}
		i++
	}
	for i < l.ye {
		switch src[i] {
		case ']', '}':
			return i + 1
		case '#':
			for i < l.ye && src[i] != '\n' && src[i] != '\r' {
				i++
			}
			continue
		case ' ', '\t', '\r', '\n', ',', ':', '?':
			i++
		default:
			return from
		}
	}
	return from
}

// skipProps steps over the anchor and tag in front of a node's content and
// returns where the content starts. bare reports a "!" non-specific tag.
// Properties may stand on the lines before the content, but those of an
// empty scalar end with their line: what follows belongs to the next node.
func (l *loader) skipProps(off int, empty bool) (start int, bare bool) {
	src, end := l.src, l.ye
	i := off
	for i < end && (src[i] == '&' || src[i] == '!') {
		j := i + 1
		switch {
		case src[i] == '&':
			for j < end && isAnchorChar(src[j]) {
				j++
			}
		case j < end && src[j] == '<':
			for j < end && src[j] != '>' {
				j++
			}
			j = min(j+1, end)
		default:
			for j < end && !isBlankOrBreak(src[j]) && src[j] != ',' && src[j] != '[' &&
				src[j] != ']' && src[j] != '{' && src[j] != '}' {
				j++
			}
			if j == i+1 {
				bare = true
			}
		}
		if empty {
			for j < end && (src[j] == ' ' || src[j] == '\t') {
				j++
			}
			i = j
			continue
		}
		i = l.skipSpace(j)
	}
	return i, bare
}

// skipSpace steps over blanks, line breaks and comments.
func (l *loader) skipSpace(i int) int {
	src, end := l.src, l.ye
	for i < end {
		switch c := src[i]; {
		case isBlankOrBreak(c):
			i++
		case c == '#':
			for i < end && src[i] != '\n' && src[i] != '\r' {
				i++
			}
		default:
			return i
		}
	}
	return i
}

func isBlankOrBreak(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r'
}

// scalarEnd returns the offset just past the text of scalar node n, which
// starts (with its properties) at off. yaml.v3 keeps only start marks, so
// the end is found in the source: quoted scalars end at their closing quote;
// plain and block scalars hold every non-space character of their value
// verbatim and in order, so they end after the last of them.
func (l *loader) scalarEnd(n *yaml.Node, off int) int {
	src, end := l.src, l.ye
	plain := n.Style&(yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle|yaml.LiteralStyle|yaml.FoldedStyle) == 0
	i, _ := l.skipProps(off, plain && n.Value == "")
	propsEnd := off
	if i > off {
		// The end of the last property, before the space that follows it.
		propsEnd = i
		for propsEnd > off && isBlankOrBreak(src[propsEnd-1]) {
			propsEnd--
		}
	}
	if i >= end {
		return min(propsEnd, end)
	}
	switch {
	case n.Style&yaml.DoubleQuotedStyle != 0 && src[i] == '"':
		for j := i + 1; j < end; j++ {
			switch src[j] {
			case '\\':
				j++
			case '"':
				return j + 1
			}
		}
		return end
	case n.Style&yaml.SingleQuotedStyle != 0 && src[i] == '\'':
		for j := i + 1; j < end; j++ {
			if src[j] == '\'' {
				if j+1 < end && src[j+1] == '\'' {
					j++
					continue
				}
				return j + 1
			}
		}
		return end
	case n.Style&(yaml.LiteralStyle|yaml.FoldedStyle) != 0:
		// Skip the header line; its comment is not content.
		hdrEnd := i
		for hdrEnd < end && src[hdrEnd] != '\n' && src[hdrEnd] != '\r' {
			hdrEnd++
		}
		if e := afterChars(src[hdrEnd:end], n.Value); e > 0 {
			return hdrEnd + e
		}
		// An empty block scalar ends with its header, before any comment.
		j := i + 1
		for j < hdrEnd && src[j] != ' ' && src[j] != '\t' {
			j++
		}
		return j
	}
	if n.Value == "" {
		return propsEnd
	}
	if e := afterChars(src[i:end], n.Value); e > 0 {
		return i + e
	}
	return propsEnd
}

// afterChars returns the offset in text just past the last of the non-space
// characters of value, matched in order, or 0 when value has none.
func afterChars(text []byte, value string) int {
	want := 0
	for _, r := range value {
		if !isFoldSpace(r) {
			want++
		}
	}
	if want == 0 {
		return 0
	}
	for i := 0; i < len(text); {
		r, size := rune(text[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRune(text[i:])
		}
		i += size
		if !isFoldSpace(r) {
			want--
			if want == 0 {
				return i
			}
		}
	}
	return len(text)
}

// isFoldSpace reports characters that scalar folding may add, drop or
// replace: blanks, the line breaks libyaml knows, and the BOM it skips at
// the start of a line.
func isFoldSpace(r rune) bool {
	switch r {
	case ' ', '\t', '\n', '\r', 0x85, 0x2028, 0x2029, 0xfeff:
		return true
	}
	return false
}
