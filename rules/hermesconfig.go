package rules

// HermesConfig is what pluglint reads from a user's ~/.hermes/config.yaml:
// the mcp_servers entries that replace package servers of the same
// internal name, trust included.
type HermesConfig struct {
	// Path is the file as shown to the user.
	Path string
	// Servers maps an mcp_servers key to its entry.
	Servers map[string]*HermesServer
	file    *File
}

// HermesServer is one mcp_servers entry of a user's config.yaml.
type HermesServer struct {
	Name string
	// Trust is the entry's trust as Hermes normalises it (trimmed, lower
	// case, unrecognised values become untrusted); empty when absent.
	Trust    string
	HasTrust bool
	Span     Span
}
