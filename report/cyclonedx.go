package report

import (
	"bytes"
	"crypto/sha1" //nolint:gosec // a name-based UUID (RFC 4122 version 5) is SHA-1 by definition, not for security
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/url"
	"path"
	"strconv"
	"strings"

	"github.com/pluglint/pluglint/rules"
	"github.com/pluglint/pluglint/rules/inventory"
	"github.com/pluglint/pluglint/rules/launch"
	"github.com/pluglint/pluglint/rules/lock"
	"github.com/pluglint/pluglint/rules/model"
	"github.com/pluglint/pluglint/rules/pyjson"
)

// The CycloneDX format is a bill of materials for the run: what each
// package runs, in the shape catalogs and security teams already read.
//
//   - each plugin is a component (type application) holding its skills
//     (type data, with the SHA-256 of their SKILL.md) and the packages or
//     images its stdio servers' launchers fetch (with a package URL when
//     pluglint can write one, the version only when it is pinned);
//   - each mcp.json server is a service: its endpoint for a remote server,
//     its trust as the trust zone, its launch and what pins it as
//     properties, and each tool of the inventory as a nested service with
//     its annotations;
//   - dependencies tie a plugin to its services and packages, and a server
//     to the package it runs.
//
// Properties use the "pluglint:" namespace for what pluglint works out
// and "mcp:" for what the server's tools/list says. The document has no
// timestamp, and its serial number is a name-based UUID of its content,
// so that the same packages give the same bytes.

// CycloneDXSpec is the CycloneDX version written.
const CycloneDXSpec = "1.6"

type cdxBOM struct {
	Schema       string          `json:"$schema"`
	BOMFormat    string          `json:"bomFormat"`
	SpecVersion  string          `json:"specVersion"`
	SerialNumber string          `json:"serialNumber,omitempty"`
	Version      int             `json:"version"`
	Metadata     cdxMetadata     `json:"metadata"`
	Components   []cdxComponent  `json:"components"`
	Services     []cdxService    `json:"services,omitempty"`
	Dependencies []cdxDependency `json:"dependencies,omitempty"`
}

type cdxMetadata struct {
	Tools cdxTools `json:"tools"`
}

type cdxTools struct {
	Components []cdxComponent `json:"components"`
}

type cdxComponent struct {
	Type               string         `json:"type"`
	BOMRef             string         `json:"bom-ref,omitempty"`
	Authors            []cdxContact   `json:"authors,omitempty"`
	Name               string         `json:"name"`
	Version            string         `json:"version,omitempty"`
	Description        string         `json:"description,omitempty"`
	Hashes             []cdxHash      `json:"hashes,omitempty"`
	Licenses           []cdxLicense   `json:"licenses,omitempty"`
	PURL               string         `json:"purl,omitempty"`
	ExternalReferences []cdxExtRef    `json:"externalReferences,omitempty"`
	Properties         []cdxProperty  `json:"properties,omitempty"`
	Components         []cdxComponent `json:"components,omitempty"`
	Tags               []string       `json:"tags,omitempty"`
}

type cdxContact struct {
	Name  string `json:"name,omitempty"`
	Email string `json:"email,omitempty"`
}

type cdxHash struct {
	Alg     string `json:"alg"`
	Content string `json:"content"`
}

type cdxLicense struct {
	Expression string `json:"expression"`
}

type cdxExtRef struct {
	URL  string `json:"url"`
	Type string `json:"type"`
}

type cdxProperty struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

type cdxService struct {
	BOMRef      string        `json:"bom-ref"`
	Name        string        `json:"name"`
	Version     string        `json:"version,omitempty"`
	Description string        `json:"description,omitempty"`
	Endpoints   []string      `json:"endpoints,omitempty"`
	TrustZone   string        `json:"trustZone,omitempty"`
	Properties  []cdxProperty `json:"properties,omitempty"`
	Services    []cdxService  `json:"services,omitempty"`
}

type cdxDependency struct {
	Ref       string   `json:"ref"`
	DependsOn []string `json:"dependsOn,omitempty"`
}

// WriteCycloneDX writes the run as one CycloneDX 1.6 JSON document. It
// reads the packages' files: results must not be slim.
func WriteCycloneDX(w io.Writer, results []*rules.Result, version string) error {
	for _, r := range results {
		if r.Package.Manifest == nil || r.Package.MCP == nil || r.Package.Skills == nil {
			return fmt.Errorf("cyclonedx: the result for %s was slimmed; the bill of materials needs the package", r.Package.Dir)
		}
	}
	bom := BuildCycloneDX(results, version)
	// The serial number names the content: a UUID of the document
	// without it.
	var body bytes.Buffer
	enc := json.NewEncoder(&body)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(bom); err != nil {
		return err
	}
	bom.SerialNumber = "urn:uuid:" + nameUUID(body.Bytes())
	return writeIndented(w, bom)
}

// BuildCycloneDX builds the document WriteCycloneDX writes, without its
// serial number.
func BuildCycloneDX(results []*rules.Result, version string) *cdxBOM {
	bom := &cdxBOM{
		Schema:      "http://cyclonedx.org/schema/bom-1.6.schema.json",
		BOMFormat:   "CycloneDX",
		SpecVersion: CycloneDXSpec,
		Version:     1,
		Metadata: cdxMetadata{Tools: cdxTools{Components: []cdxComponent{{
			Type: "application", Name: "pluglint", Version: version,
			ExternalReferences: []cdxExtRef{{URL: "https://github.com/pluglint/pluglint", Type: "website"}},
		}}}},
		Components: []cdxComponent{},
	}
	for _, r := range results {
		addPackage(bom, r)
	}
	return bom
}

// addPackage adds one package's plugin, servers and dependencies.
func addPackage(bom *cdxBOM, r *rules.Result) {
	pkg := r.Package
	ref := "plugin:" + pkg.Dir
	plugin := pluginComponent(pkg, r)
	plugin.BOMRef = ref
	top := cdxDependency{Ref: ref}
	for _, sk := range pkg.Skills.Skills {
		if c, ok := skillComponent(sk, r.Outcome, ref); ok {
			plugin.Components = append(plugin.Components, c)
		}
	}
	inv := inventory.Parse(pkg)
	var services []cdxService
	var deps []cdxDependency
	for _, m := range pkg.ServerMembers() {
		sref := ref + "#server:" + serverRefName(m)
		svc, pkgs := serverService(m, r.Outcome, inv, sref)
		services = append(services, svc)
		top.DependsOn = append(top.DependsOn, sref)
		dep := cdxDependency{Ref: sref}
		for _, c := range pkgs {
			plugin.Components = append(plugin.Components, c)
			dep.DependsOn = append(dep.DependsOn, c.BOMRef)
		}
		if len(dep.DependsOn) > 0 {
			deps = append(deps, dep)
		}
	}
	deps = append([]cdxDependency{top}, deps...)
	// Everything above comes from the package: mask the credentials the
	// engine found in its files, as every other format does.
	if red := r.Secrets; !red.Empty() {
		redactComponent(&plugin, red.Redact)
		for i := range services {
			redactService(&services[i], red.Redact)
		}
		for i := range deps {
			deps[i].Ref = red.Redact(deps[i].Ref)
			for j := range deps[i].DependsOn {
				deps[i].DependsOn[j] = red.Redact(deps[i].DependsOn[j])
			}
		}
	}
	bom.Components = append(bom.Components, plugin)
	bom.Services = append(bom.Services, services...)
	bom.Dependencies = append(bom.Dependencies, deps...)
}

func redactComponent(c *cdxComponent, mask func(string) string) {
	c.BOMRef, c.Name, c.Version, c.Description, c.PURL = mask(c.BOMRef), mask(c.Name), mask(c.Version), mask(c.Description), mask(c.PURL)
	for i := range c.Authors {
		c.Authors[i].Name, c.Authors[i].Email = mask(c.Authors[i].Name), mask(c.Authors[i].Email)
	}
	for i := range c.Licenses {
		c.Licenses[i].Expression = mask(c.Licenses[i].Expression)
	}
	for i := range c.ExternalReferences {
		c.ExternalReferences[i].URL = mask(c.ExternalReferences[i].URL)
	}
	for i := range c.Properties {
		c.Properties[i].Value = mask(c.Properties[i].Value)
	}
	for i := range c.Tags {
		c.Tags[i] = mask(c.Tags[i])
	}
	for i := range c.Components {
		redactComponent(&c.Components[i], mask)
	}
}

func redactService(s *cdxService, mask func(string) string) {
	s.BOMRef, s.Name, s.Version, s.Description = mask(s.BOMRef), mask(s.Name), mask(s.Version), mask(s.Description)
	for i := range s.Endpoints {
		s.Endpoints[i] = mask(s.Endpoints[i])
	}
	for i := range s.Properties {
		s.Properties[i].Value = mask(s.Properties[i].Value)
	}
	for i := range s.Services {
		redactService(&s.Services[i], mask)
	}
}

// pluginComponent describes plugin.json.
func pluginComponent(pkg *model.Package, r *rules.Result) cdxComponent {
	c := cdxComponent{Type: "application", Name: r.Name}
	if c.Name == "" {
		c.Name = path.Base(pkg.Dir)
	}
	root := pkg.Manifest.Object()
	str := func(key string) string {
		if v := root.Get(key); v != nil && v.Kind == pyjson.String {
			return strings.TrimSpace(v.Str)
		}
		return ""
	}
	c.Version = str("version")
	c.Description = cleanData(str("description"))
	if l := str("license"); l != "" {
		c.Licenses = []cdxLicense{{Expression: l}}
	}
	switch a := root.Get("author"); {
	case a == nil:
	case a.Kind == pyjson.String && strings.TrimSpace(a.Str) != "":
		c.Authors = []cdxContact{{Name: strings.TrimSpace(a.Str)}}
	case a.Kind == pyjson.Object:
		var who cdxContact
		if n := a.Get("name"); n != nil && n.Kind == pyjson.String {
			who.Name = strings.TrimSpace(n.Str)
		}
		if e := a.Get("email"); e != nil && e.Kind == pyjson.String && strings.Contains(e.Str, "@") {
			who.Email = strings.TrimSpace(e.Str)
		}
		if who.Name != "" || who.Email != "" {
			c.Authors = []cdxContact{who}
		}
	}
	for _, ref := range []struct{ key, kind string }{{"homepage", "website"}, {"repository", "vcs"}} {
		if u := str(ref.key); webURL(u) {
			c.ExternalReferences = append(c.ExternalReferences, cdxExtRef{URL: lock.RemoteURL(u), Type: ref.kind})
		}
	}
	if k := root.Get("keywords"); k != nil && k.Kind == pyjson.Array {
		for _, it := range k.Items {
			if it.Kind == pyjson.String && strings.TrimSpace(it.Str) != "" {
				c.Tags = append(c.Tags, strings.TrimSpace(it.Str))
			}
		}
	}
	c.Properties = []cdxProperty{
		{Name: "pluglint:path", Value: pkg.Dir},
		{Name: "pluglint:verdict", Value: r.Verdict()},
	}
	counts := Counts{}
	for _, f := range r.Findings {
		counts.Add(f)
	}
	c.Properties = append(c.Properties,
		cdxProperty{Name: "pluglint:errors", Value: fmt.Sprint(counts.Errors)},
		cdxProperty{Name: "pluglint:warnings", Value: fmt.Sprint(counts.Warnings)},
		cdxProperty{Name: "pluglint:notes", Value: fmt.Sprint(counts.Notes)})
	return c
}

// skillComponent describes a skill with a readable SKILL.md.
func skillComponent(sk *model.Skill, o *rules.Outcome, plugin string) (cdxComponent, bool) {
	f := sk.SkillMD
	if f == nil || f.State != model.Readable {
		return cdxComponent{}, false
	}
	sum := sha256.Sum256(f.Data)
	c := cdxComponent{
		Type: "data", BOMRef: plugin + "#skill:" + sk.Name, Name: sk.Name,
		Hashes: []cdxHash{{Alg: "SHA-256", Content: hex.EncodeToString(sum[:])}},
		Properties: []cdxProperty{
			{Name: "pluglint:path", Value: f.Path},
			{Name: "pluglint:loaded", Value: fmt.Sprint(skillLoaded(o, sk.Name))},
		},
	}
	if sk.Front != nil {
		if d := sk.Front.Root.Get("description"); d.IsString() {
			c.Description = cleanData(d.Str)
		}
	}
	return c, true
}

func skillLoaded(o *rules.Outcome, name string) bool {
	if o.Rejected {
		return false
	}
	for _, s := range o.Skills {
		if s.Name == name {
			return true
		}
	}
	return false
}

// serverRefName is a server's name as its bom-ref holds it: the name, or,
// when it holds lone surrogates (which print as U+FFFD, so that "\ud800"
// and "\ud801" would read alike), its Python identity with every byte
// outside printable ASCII escaped, so that two servers never share a ref.
func serverRefName(m *pyjson.Member) string {
	if id := m.Ident(); id != m.Key {
		q := strconv.QuoteToASCII(id)
		return q[1 : len(q)-1]
	}
	return m.Key
}

// serverService describes one mcp.json server, and the packages its
// launcher fetches.
func serverService(m *pyjson.Member, o *rules.Outcome, inv *inventory.Inventory, ref string) (cdxService, []cdxComponent) {
	svc := cdxService{BOMRef: ref, Name: m.Key}
	prop := func(name, value string) {
		svc.Properties = append(svc.Properties, cdxProperty{Name: name, Value: value})
	}
	entry := m.Value
	if t := entry.Get("type"); t != nil && t.Kind == pyjson.String {
		prop("mcp:transport", t.Str)
	}
	if u := entry.Get("url"); u != nil && u.Kind == pyjson.String && webURL(u.Str) {
		svc.Endpoints = []string{lock.RemoteURL(u.Str)}
	}
	if l := lock.Launch(entry); l != "" {
		prop("pluglint:launch", l)
	}
	var pkgs []cdxComponent
	if l, _ := launch.Server(entry); l != nil {
		prop("pluglint:launcher", l.Launcher)
		pinned := len(l.Refs) > 0
		for i, r := range l.Refs {
			pinned = pinned && (r.Pinned || r.Dynamic)
			c := refComponent(l, r)
			c.BOMRef = fmt.Sprintf("%s/package:%d", ref, i)
			pkgs = append(pkgs, c)
			if i == 0 && r.Pinned {
				svc.Version = r.Version
			}
		}
		prop("pluglint:pinned", fmt.Sprint(pinned))
	}
	s := o.Server(m.Key)
	switch {
	case s == nil || o.Rejected:
		prop("pluglint:loaded", "false")
	default:
		prop("pluglint:loaded", "true")
		svc.TrustZone = s.Trust
		prop("pluglint:trust", s.Trust)
		prop("pluglint:trustSource", s.TrustSource)
	}
	if is := inv.Server(m.Key); is != nil {
		prop("pluglint:inventorySha256", lock.InventoryHash(is.Member.Value.Get("tools")))
		for _, t := range is.Tools {
			svc.Services = append(svc.Services, toolService(t, ref))
		}
	}
	return svc, pkgs
}

// toolService describes one tool of a server's inventory.
func toolService(t *inventory.Tool, server string) cdxService {
	svc := cdxService{BOMRef: server + "/tool:" + t.Name, Name: t.Name, Description: cleanData(t.Description)}
	title := t.Value.Get("title")
	if title == nil || title.Kind != pyjson.String {
		title = t.Annotations.Get("title")
	}
	if title != nil && title.Kind == pyjson.String && strings.TrimSpace(title.Str) != "" {
		svc.Properties = append(svc.Properties, cdxProperty{Name: "mcp:title", Value: cleanData(title.Str)})
	}
	for _, h := range []string{"readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"} {
		if v := t.Annotations.Get(h); v != nil && v.Kind == pyjson.Bool {
			svc.Properties = append(svc.Properties, cdxProperty{Name: "mcp:" + h, Value: fmt.Sprint(v.Bool)})
		}
	}
	return svc
}

// refComponent describes what a launcher fetches: a package, an image, a
// repository or an archive.
func refComponent(l *launch.Launch, r launch.Ref) cdxComponent {
	c := cdxComponent{Type: "application", Name: r.Name}
	if c.Name == "" {
		c.Name = r.Spec
	}
	if r.Pinned {
		c.Version = r.Version
	}
	c.Properties = []cdxProperty{
		{Name: "pluglint:spec", Value: r.Spec},
		{Name: "pluglint:pinned", Value: fmt.Sprint(r.Pinned)},
	}
	if r.With {
		c.Properties = append(c.Properties, cdxProperty{Name: "pluglint:with", Value: "true"})
	}
	switch r.Kind {
	case launch.Image:
		c.Type = "container"
		c.PURL = imagePURL(r)
	case launch.Registry:
		switch l.Launcher {
		case "npx", "bunx", "npm exec", "pnpm dlx", "yarn dlx":
			c.PURL = npmPURL(r)
		case "uvx", "pipx run":
			c.PURL = pypiPURL(r)
		}
	case launch.Git:
		c.PURL = gitPURL(r)
		if u := gitURL(r.Name); u != "" {
			c.ExternalReferences = []cdxExtRef{{URL: u, Type: "vcs"}}
		}
	case launch.URL:
		if webURL(r.Spec) {
			c.ExternalReferences = []cdxExtRef{{URL: lock.RemoteURL(r.Spec), Type: "distribution"}}
		}
	}
	return c
}

// purlVersion appends "@version" to a package URL when it is pinned.
func purlVersion(base string, r launch.Ref) string {
	if r.Pinned && r.Version != "" {
		return base + "@" + url.PathEscape(r.Version)
	}
	return base
}

// npmPURL is pkg:npm/[%40scope/]name[@version].
func npmPURL(r launch.Ref) string {
	name := r.Name
	if name == "" || strings.ContainsAny(name, ":/\\") && !strings.HasPrefix(name, "@") {
		return ""
	}
	scope, bare, scoped := strings.Cut(name, "/")
	if scoped && strings.HasPrefix(scope, "@") {
		// The package URL spec spells the scope's "@" as %40.
		return purlVersion("pkg:npm/%40"+url.PathEscape(scope[1:])+"/"+url.PathEscape(bare), r)
	}
	return purlVersion("pkg:npm/"+url.PathEscape(name), r)
}

// pypiPURL is pkg:pypi/name[@version], the name normalised as PEP 503
// and the package URL spec want it.
func pypiPURL(r launch.Ref) string {
	name := strings.ToLower(r.Name)
	if name == "" || strings.ContainsAny(name, ":/\\@ ") {
		return ""
	}
	name = strings.NewReplacer("_", "-", ".", "-").Replace(name)
	if i := strings.IndexByte(name, '['); i >= 0 {
		name = name[:i] // extras are not part of the name
	}
	return purlVersion("pkg:pypi/"+url.PathEscape(name), r)
}

// imagePURL is pkg:docker/name[@digest or tag], with the registry as the
// repository_url qualifier when it is not Docker Hub.
func imagePURL(r launch.Ref) string {
	name := r.Name
	if name == "" || strings.ContainsAny(name, " \\") {
		return ""
	}
	registry := ""
	if first, rest, ok := strings.Cut(name, "/"); ok && (strings.ContainsAny(first, ".:") || first == "localhost") {
		registry, name = first, rest
	}
	segments := strings.Split(name, "/")
	for i, s := range segments {
		segments[i] = url.PathEscape(s)
	}
	p := purlVersion("pkg:docker/"+strings.Join(segments, "/"), r)
	if registry != "" && registry != "docker.io" {
		p += "?repository_url=" + url.QueryEscape(registry)
	}
	return p
}

// gitPURL is pkg:github/owner/repo[@commit] for GitHub repositories.
func gitPURL(r launch.Ref) string {
	u := gitURL(r.Name)
	rest, ok := strings.CutPrefix(u, "https://github.com/")
	if !ok {
		return ""
	}
	owner, repo, ok := strings.Cut(strings.TrimSuffix(rest, ".git"), "/")
	if !ok || owner == "" || repo == "" || strings.Contains(repo, "/") {
		return ""
	}
	return purlVersion("pkg:github/"+url.PathEscape(strings.ToLower(owner))+"/"+url.PathEscape(strings.ToLower(repo)), r)
}

// gitURL is a git reference's repository as an https URL without
// credentials, or "" when it is not one.
func gitURL(name string) string {
	s := strings.TrimPrefix(name, "git+")
	switch {
	case strings.HasPrefix(s, "github:"):
		s = "https://github.com/" + strings.TrimPrefix(s, "github:")
	case strings.HasPrefix(s, "git@github.com:"):
		s = "https://github.com/" + strings.TrimPrefix(s, "git@github.com:")
	}
	if !webURL(s) {
		return ""
	}
	return lock.RemoteURL(s)
}

// webURL reports an absolute http or https URL with a host.
func webURL(s string) bool {
	u, err := url.Parse(s)
	return err == nil && (u.Scheme == "https" || u.Scheme == "http") && u.Host != ""
}

// cleanData keeps text for a document that other programs show: the
// hidden characters PL509 reports are replaced, line breaks kept.
func cleanData(s string) string {
	return maskHidden(s)
}

// nameUUID is an RFC 4122 version 5 UUID of data in the URL namespace.
func nameUUID(data []byte) string {
	ns := [16]byte{0x6b, 0xa7, 0xb8, 0x11, 0x9d, 0xad, 0x11, 0xd1, 0x80, 0xb4, 0x00, 0xc0, 0x4f, 0xd4, 0x30, 0xc8}
	h := sha1.New() //nolint:gosec // see the import
	h.Write(ns[:])
	h.Write(data)
	sum := h.Sum(nil)
	sum[6] = sum[6]&0x0f | 0x50
	sum[8] = sum[8]&0x3f | 0x80
	x := hex.EncodeToString(sum[:16])
	return x[:8] + "-" + x[8:12] + "-" + x[12:16] + "-" + x[16:20] + "-" + x[20:32]
}
