package model

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"
)

// Trust levels as Hermes applies them.
const (
	TrustFull      = "full"
	TrustUntrusted = "untrusted"
)

// Where a server's effective trust came from.
const (
	TrustFromDefault = "default"
	TrustFromPlugin  = "plugin.json"
	TrustFromConfig  = "config.yaml"
)

// HermesConfig is what pluglint reads from a user's ~/.hermes/config.yaml:
// the mcp_servers entries that replace package servers of the same
// internal name, trust included.
type HermesConfig struct {
	// Path is the file as findings show it.
	Path string
	// Servers maps an mcp_servers key to its entry.
	Servers map[string]*HermesServer
	data    []byte
	file    *File
}

// HermesServer is one mcp_servers entry of a user's config.yaml.
type HermesServer struct {
	Name string
	// Trust is the entry's effective trust as Hermes normalises it: a
	// missing or null trust is full; otherwise the value is trimmed and
	// lower-cased, and anything but "full" or "untrusted" is untrusted.
	Trust    string
	HasTrust bool
	// Unrecognised is set when trust is present but is neither "full" nor
	// "untrusted" after normalising: Hermes warns and treats it as untrusted.
	Unrecognised bool
	// NotMapping is set when the entry is not a mapping at all.
	NotMapping bool
	// Span is the entry's key in the file; TrustSpan its trust value.
	Span      Span
	TrustSpan Span
}

// ParseHermesConfig reads a user's config.yaml. path is how findings show
// the file. An error means the file is not YAML Hermes could load, or its
// mcp_servers is not a mapping; the message carries the line.
func ParseHermesConfig(path string, data []byte) (*HermesConfig, error) {
	c := &HermesConfig{Path: path, Servers: map[string]*HermesServer{}, data: data}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, fmt.Errorf("reading %s: %s", path, strings.TrimPrefix(err.Error(), "yaml: "))
	}
	if doc.Kind == 0 || len(doc.Content) == 0 {
		return c, nil // an empty file
	}
	root := hcDeref(doc.Content[0])
	if root.Kind == yaml.ScalarNode && root.Tag == "!!null" {
		return c, nil
	}
	if root.Kind != yaml.MappingNode {
		return nil, fmt.Errorf("reading %s: line %d: the top level is not a mapping", path, root.Line)
	}
	servers := hcMappingValue(root, "mcp_servers")
	if servers == nil || (servers.Kind == yaml.ScalarNode && servers.Tag == "!!null") {
		return c, nil
	}
	if servers.Kind != yaml.MappingNode {
		return nil, fmt.Errorf("reading %s: line %d: mcp_servers is not a mapping", path, servers.Line)
	}
	for i := 0; i+1 < len(servers.Content); i += 2 {
		k, v := hcDeref(servers.Content[i]), hcDeref(servers.Content[i+1])
		if !hcStringKey(k) {
			continue // Python's dict key is then not a str: it never matches a server name
		}
		s := &HermesServer{Name: k.Value, Trust: TrustFull, Span: c.nodeSpan(servers.Content[i])}
		if v.Kind != yaml.MappingNode {
			s.NotMapping = v.Kind != yaml.ScalarNode || v.Tag != "!!null"
		} else if t, tn := hcMappingValue(v, "trust"), hcMappingNode(v, "trust"); t != nil {
			s.TrustSpan = c.nodeSpan(tn)
			if t.Kind != yaml.ScalarNode || t.Tag != "!!null" {
				s.HasTrust = true
				s.Trust = TrustUntrusted
				if t.Kind == yaml.ScalarNode && t.Tag != "!!bool" {
					switch strings.ToLower(strings.TrimSpace(t.Value)) {
					case TrustFull:
						s.Trust = TrustFull
					case TrustUntrusted:
					default:
						s.Unrecognised = true
					}
				} else {
					s.Unrecognised = true
				}
			}
		}
		c.Servers[s.Name] = s // a repeated key: the last entry wins, as in PyYAML
	}
	return c, nil
}

// hcDeref follows YAML aliases.
func hcDeref(n *yaml.Node) *yaml.Node {
	for i := 0; n != nil && n.Kind == yaml.AliasNode && n.Alias != nil && i < 100; i++ {
		n = n.Alias
	}
	return n
}

// hcMappingNode returns the value node of key in mapping m (the last one
// when the key repeats), following merge keys ("<<") when the mapping does
// not hold the key itself.
func hcMappingNode(m *yaml.Node, key string) *yaml.Node {
	var found, merged *yaml.Node
	for i := 0; i+1 < len(m.Content); i += 2 {
		k := hcDeref(m.Content[i])
		switch {
		case k.Kind == yaml.ScalarNode && k.Value == key && hcStringKey(k):
			found = m.Content[i+1]
		case k.Kind == yaml.ScalarNode && k.Tag == "!!merge" && merged == nil:
			for _, src := range hcMergeSources(hcDeref(m.Content[i+1])) {
				if src.Kind == yaml.MappingNode {
					if v := hcMappingNode(src, key); v != nil {
						merged = v
						break
					}
				}
			}
		}
	}
	if found != nil {
		return found
	}
	return merged
}

func hcMergeSources(n *yaml.Node) []*yaml.Node {
	if n.Kind == yaml.SequenceNode {
		out := make([]*yaml.Node, 0, len(n.Content))
		for _, c := range n.Content {
			out = append(out, hcDeref(c))
		}
		return out
	}
	return []*yaml.Node{n}
}

func hcMappingValue(m *yaml.Node, key string) *yaml.Node {
	return hcDeref(hcMappingNode(m, key))
}

// hcStringKey reports whether PyYAML's safe loader would make a str of a
// key: YAML 1.1 turns yes/no/on/off and the like into booleans, numbers
// into ints and floats, and ~ into None.
func hcStringKey(k *yaml.Node) bool {
	if k.Kind != yaml.ScalarNode {
		return false
	}
	if k.Style&(yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle|yaml.LiteralStyle|yaml.FoldedStyle) != 0 {
		return true
	}
	if k.Tag != "!!str" && k.Tag != "" {
		return false
	}
	switch strings.ToLower(k.Value) {
	case "y", "n", "yes", "no", "on", "off", "true", "false", "~", "null", "":
		return false
	}
	return true
}

// nodeSpan converts a node's line and column into a byte span covering
// its first line of text.
func (c *HermesConfig) nodeSpan(n *yaml.Node) Span {
	if n == nil || n.Line < 1 {
		return Span{}
	}
	data := c.data
	off := 0
	for line := 1; line < n.Line; line++ {
		i := strings.IndexByte(string(data[off:]), '\n')
		if i < 0 {
			return Span{len(data), len(data)}
		}
		off += i + 1
	}
	for col := 1; col < n.Column && off < len(data) && data[off] != '\n'; col++ {
		_, size := utf8.DecodeRune(data[off:])
		off += size
	}
	end := off
	if n.Kind == yaml.ScalarNode && n.Style == 0 && strings.IndexByte(n.Value, '\n') < 0 &&
		strings.HasPrefix(string(data[off:]), n.Value) {
		end = off + len(n.Value)
	} else {
		for end < len(data) && data[end] != '\n' && data[end] != ':' {
			end++
		}
		if n.Kind == yaml.ScalarNode && n.Style&(yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle) != 0 && off < len(data) {
			q := data[off]
			if j := strings.IndexByte(string(data[off+1:]), q); j >= 0 && off+1+j < len(data) {
				end = off + j + 2
			}
		}
	}
	return Span{off, end}
}

// forPackage returns the configuration as one package sees it: its own
// copy of the file (files are not shared between goroutines) shown at path.
func (c *HermesConfig) forPackage(path string) *HermesConfig {
	cp := *c
	if path != "" {
		cp.Path = path
	}
	cp.file = &File{Path: cp.Path, State: Readable, Size: int64(len(c.data)), Data: c.data}
	return &cp
}

// File returns the config file as registered with the package, so that
// findings can point into it.
func (c *HermesConfig) File() *File { return c.file }

// Lookup returns the entry that replaces a package server of the given
// internal name: the key must equal it exactly.
func (c *HermesConfig) Lookup(internal string) *HermesServer {
	if c == nil {
		return nil
	}
	return c.Servers[internal]
}
