// Package lock is the provenance lock file, <package>/.pluglint/lock.json:
// per server, what a reviewer approved (the launch with its pinned
// version or digest, or the remote URL; the trust in force; a hash of
// the tool inventory). Its shape is fixed by trust-and-security.md and
// schemas/lock.schema.json so that other tools can read it:
//
//	{"version": 1, "servers": {"trade": {
//	  "launch": "npx @acme/trade-mcp@1.4.2",
//	  "trust": "untrusted",
//	  "inventorySha256": "9f86d0…"}}}
package lock

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"strings"

	"github.com/pluglint/pluglint/rules/launch"
	"github.com/pluglint/pluglint/rules/pyjson"
)

// Path is where the lock file lives, relative to the package root.
const Path = ".pluglint/lock.json"

// Version is the only lock file version there is.
const Version = 1

// File is a lock file.
type File struct {
	Version int               `json:"version"`
	Servers map[string]Server `json:"servers"`
}

// Server is what was reviewed of one server.
type Server struct {
	// Launch is the launcher and what it fetches ("npx mcp-foo@1.4.2"),
	// the command and its arguments for a server that runs something
	// local, or the URL of a remote server without credentials, query or
	// fragment.
	Launch string `json:"launch"`
	// Trust is the trust the package gives the server: "full" or
	// "untrusted".
	Trust string `json:"trust"`
	// InventorySha256 is the SHA-256 (hex) of the server's tools array in
	// the tool inventory as canonical JSON, or nil without one.
	InventorySha256 *string `json:"inventorySha256"`
}

// Marshal encodes a lock file as pluglint writes it: indented, keys in
// order, ending in a newline, so that it diffs well in review.
func Marshal(f *File) []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if f.Servers == nil {
		f = &File{Version: f.Version, Servers: map[string]Server{}}
	}
	if err := enc.Encode(f); err != nil {
		panic(err) // strings and a map of structs always encode
	}
	return b.Bytes()
}

// Parse reads a lock file, holding it to its shape: an unknown version, a
// missing or mistyped field or an unknown one is an error saying where.
func Parse(data []byte) (*File, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var raw struct {
		Version *int                       `json:"version"`
		Servers map[string]json.RawMessage `json:"servers"`
	}
	if err := dec.Decode(&raw); err != nil {
		return nil, fmt.Errorf("not a lock file: %w", err)
	}
	if raw.Version == nil {
		return nil, errors.New(`no "version"`)
	}
	if *raw.Version != Version {
		return nil, fmt.Errorf("version %d; this pluglint reads version %d", *raw.Version, Version)
	}
	if raw.Servers == nil {
		return nil, errors.New(`no "servers" object`)
	}
	f := &File{Version: Version, Servers: make(map[string]Server, len(raw.Servers))}
	for name, msg := range raw.Servers {
		var s struct {
			Launch          *string `json:"launch"`
			Trust           *string `json:"trust"`
			InventorySha256 *string `json:"inventorySha256"`
		}
		d := json.NewDecoder(bytes.NewReader(msg))
		d.DisallowUnknownFields()
		if err := d.Decode(&s); err != nil {
			return nil, fmt.Errorf("server %q: %w", name, err)
		}
		switch {
		case s.Launch == nil:
			return nil, fmt.Errorf("server %q: no \"launch\"", name)
		case s.Trust == nil || (*s.Trust != "full" && *s.Trust != "untrusted"):
			return nil, fmt.Errorf("server %q: \"trust\" is not \"full\" or \"untrusted\"", name)
		case !bytes.Contains(msg, []byte(`"inventorySha256"`)):
			return nil, fmt.Errorf("server %q: no \"inventorySha256\" (null without an inventory)", name)
		case s.InventorySha256 != nil && !sha256Hex(*s.InventorySha256):
			return nil, fmt.Errorf("server %q: \"inventorySha256\" is not 64 lower-case hex digits", name)
		}
		f.Servers[name] = Server{Launch: *s.Launch, Trust: *s.Trust, InventorySha256: s.InventorySha256}
	}
	return f, nil
}

func sha256Hex(s string) bool {
	if len(s) != 64 {
		return false
	}
	for _, c := range s {
		if (c < '0' || c > '9') && (c < 'a' || c > 'f') {
			return false
		}
	}
	return true
}

// Launch returns an mcp.json server entry's launch as the lock file
// records it: a launcher and what it fetches, a local command and its
// arguments, or a remote URL stripped of anything that may hold a
// credential (user information, query, fragment).
func Launch(entry *pyjson.Value) string {
	if l, _ := launch.Server(entry); l != nil {
		return l.String()
	}
	if u := entry.Get("url"); u != nil && u.Kind == pyjson.String {
		return RemoteURL(u.Str)
	}
	c := entry.Get("command")
	if c == nil || c.Kind != pyjson.String {
		return ""
	}
	parts := []string{c.Str}
	if a := entry.Get("args"); a != nil && a.Kind == pyjson.Array {
		for _, it := range a.Items {
			if it.Kind != pyjson.String {
				parts = append(parts, string(canonical(nil, it)))
				continue
			}
			parts = append(parts, it.Str)
		}
	}
	return strings.Join(parts, " ")
}

// RemoteURL returns a server URL without user information, query or
// fragment, where credentials hide; a URL that does not parse is kept to
// its scheme and host as far as they can be read.
func RemoteURL(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		if i := strings.IndexAny(raw, "?#"); i >= 0 {
			raw = raw[:i]
		}
		if at := strings.LastIndexByte(raw, '@'); at >= 0 {
			if s := strings.Index(raw, "://"); s >= 0 && s < at {
				raw = raw[:s+3] + raw[at+1:]
			}
		}
		return raw
	}
	u.User, u.RawQuery, u.ForceQuery, u.Fragment, u.RawFragment = nil, "", false, "", ""
	return u.String()
}

// InventoryHash is the SHA-256 (hex) of a tools array as canonical JSON
// (see Canonical).
func InventoryHash(tools *pyjson.Value) string {
	sum := sha256.Sum256(Canonical(tools))
	return hex.EncodeToString(sum[:])
}
