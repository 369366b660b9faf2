package rules

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"sync"

	"github.com/pluglint/pluglint/rules/model"

	"github.com/pluglint/pluglint/rules/pyjson"
)

// ManifestFieldType reports known plugin.json fields of the wrong type: a
// non-string version, description, homepage, repository or license, bad
// keywords, an author that is not a {name, email, url} object, and
// extension namespaces that are not objects.
var ManifestFieldType = &Rule{
	ID: "PL103", Name: "manifest-field-type", Level: Error, Class: Reject, Fixed: true,
	Precision: "very-high", Doc: manifestFieldTypeDoc, Run: runManifestFieldType,
}

var manifestFieldTypeDoc = Doc{
	Title: "a known plugin.json field has the wrong type",
	Why: "Hermes checks the types of plugin.json's known fields and rejects the package on the " +
		"first mismatch: version, description, homepage, repository and license must be strings " +
		"when present (null is present, and wrong); keywords an array of strings; author an object " +
		"with only string name, email and url (an npm-style \"Name <email>\" string is rejected); " +
		"every value inside extensions an object. Hermes does not check that version is semver, " +
		"that URLs resolve or that license is an SPDX id.",
	Fix: "Write the field with the type shown, or remove it: every one of them is optional.",
	Bad: "plugin.json:\n" +
		"{\"$schema\": \"https://agent-plugins.org/schemas/1.0.0/plugin.schema.json\", \"name\": \"demo\",\n" +
		" \"version\": 1.2, \"author\": \"Jane Doe <jane@example.com>\"}",
	Good: "plugin.json:\n" +
		"{\"$schema\": \"https://agent-plugins.org/schemas/1.0.0/plugin.schema.json\", \"name\": \"demo\",\n" +
		" \"version\": \"1.2\", \"author\": {\"name\": \"Jane Doe\", \"email\": \"jane@example.com\"}}",
}

// manifestStringFields must be strings when present.
var manifestStringFields = [...]string{"version", "description", "homepage", "repository", "license"}

// npmAuthorString splits npm's "Name <email> (url)" person string. It is
// compiled on first use: only a package with a string author needs it.
var npmAuthorString = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^\s*([^<(]*?)\s*(?:<([^>]*)>)?\s*(?:\(([^)]*)\))?\s*$`)
})

func runManifestFieldType(p *Pass) error {
	m := p.Pkg.Manifest
	obj := m.Object()
	if obj == nil {
		return nil
	}
	for _, field := range manifestStringFields {
		v := obj.Get(field)
		if v == nil || v.Kind == pyjson.String {
			continue
		}
		msg := fmt.Sprintf("%s must be a string, found %s; Hermes rejects the package", field, v.Kind)
		switch {
		case v.Kind == pyjson.Null:
			msg = fmt.Sprintf("%s must be a string, found null (a null field counts as present); "+
				"Hermes rejects the package (remove it or write a string)", field)
		case v.Kind == pyjson.Number && !v.NonFinite:
			msg += fmt.Sprintf(" (write %q)", v.Str)
		case v.Kind == pyjson.Object && v.Get("url") != nil && v.Get("url").Kind == pyjson.String:
			// npm's {"type": "git", "url": ...} form.
			msg += fmt.Sprintf(" (write the url as a string: %s)", manifestJSONString(v.Get("url").Str))
		}
		p.Reportf(AtValue(m, v), "%s", msg)
	}
	if v := obj.Get("keywords"); v != nil {
		checkManifestKeywords(p, m, v)
	}
	if v := obj.Get("author"); v != nil {
		checkManifestAuthor(p, m, v)
	}
	if ext := obj.Get("extensions"); ext != nil && ext.Kind == pyjson.Object {
		for _, ns := range ext.Effective() {
			if ns.Value.Kind != pyjson.Object {
				p.Reportf(AtValue(m, ns.Value), "extension namespace %q must be an object, found %s; "+
					"Hermes rejects the package", ns.Key, ns.Value.Kind)
			}
		}
	}
	return nil
}

func checkManifestKeywords(p *Pass, m *model.JSONFile, v *pyjson.Value) {
	if v.Kind != pyjson.Array {
		msg := fmt.Sprintf("keywords must be an array of strings, found %s; Hermes rejects the package", v.Kind)
		if v.Kind == pyjson.String {
			msg += fmt.Sprintf(" (write [%s])", manifestJSONString(v.Str))
		}
		p.Reportf(AtValue(m, v), "%s", msg)
		return
	}
	for i, item := range v.Items {
		if item.Kind != pyjson.String {
			p.Reportf(AtValue(m, item), "keywords[%d] must be a string, found %s; keywords must be an array "+
				"of strings and Hermes rejects the package", i, item.Kind)
		}
	}
}

func checkManifestAuthor(p *Pass, m *model.JSONFile, v *pyjson.Value) {
	switch v.Kind {
	case pyjson.Object:
	case pyjson.String:
		p.Reportf(AtValue(m, v), "author must be an object, not an npm-style string; Hermes rejects the package "+
			"(write %s)", npmAuthorObject(v.Str))
		return
	default:
		p.Reportf(AtValue(m, v), "author must be an object, found %s; Hermes rejects the package", v.Kind)
		return
	}
	for _, mem := range v.Effective() {
		switch mem.Key {
		case "name", "email", "url":
			if mem.Value.Kind != pyjson.String {
				p.Reportf(AtValue(m, mem.Value), "author %s must be a string, found %s; Hermes rejects the package",
					mem.Key, mem.Value.Kind)
			}
		default:
			p.Reportf(AtKey(m, mem), "author has unknown field %q; Hermes allows only name, email and url "+
				"and rejects the package", mem.Key)
		}
	}
}

// npmAuthorObject turns an npm person string into the object Hermes wants.
func npmAuthorObject(s string) string {
	name, email, url := strings.TrimSpace(s), "", ""
	if sm := npmAuthorString().FindStringSubmatch(s); sm != nil && sm[1] != "" {
		name, email, url = sm[1], strings.TrimSpace(sm[2]), strings.TrimSpace(sm[3])
	}
	parts := []string{`"name": ` + manifestJSONString(name)}
	if email != "" {
		parts = append(parts, `"email": `+manifestJSONString(email))
	}
	if url != "" {
		parts = append(parts, `"url": `+manifestJSONString(url))
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

// manifestJSONString quotes s as a JSON string, leaving <, > and & readable.
func manifestJSONString(s string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(s); err != nil {
		return fmt.Sprintf("%q", s)
	}
	return strings.TrimSuffix(b.String(), "\n")
}
