package rules

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/pluglint/pluglint/rules/model"
	"github.com/pluglint/pluglint/rules/words"

	"github.com/pluglint/pluglint/rules/pyjson"
)

// AppDeclaration reports app, requires and liveness blocks of a server
// declaration that Hermes refuses, which rejects the package.
var AppDeclaration = &Rule{
	ID: "PL202", Name: "app-declaration", Level: Error, Class: Reject, Fixed: true,
	Doc: appDeclarationDoc, Run: runAppDeclaration,
}

var appDeclarationDoc = Doc{
	Title: "a server declaration's app, requires or liveness block breaks Hermes's rules",
	Why: `A server declaration may tell Hermes which desktop application the server needs (app), whether ` +
		`to offer the server only when that application is installed and new enough (requires), and how ` +
		`to tell that it is running (liveness). Hermes validates these blocks when it loads the package, ` +
		`and any mistake in them rejects the whole package: an unknown OS key, a missing presence or ` +
		`location, a relative or wildcard path, a location kind used on the wrong OS, a min_version ` +
		`without a version source, liveness without app or requires, a liveness that is not an object. ` +
		`A few mistakes (a kind written as a list or an object) make Hermes's own loader fail, with the ` +
		`same result. What a server-level liveness object holds is not read at load time: a mistake ` +
		`there is a warning (the package loads, and Hermes cannot tell whether the server is running).`,
	Fix: `Write app as {"win32"|"darwin"|"linux": {"presence": "executable"|"bundle", "location": ...}}, with ` +
		`absolute paths (or ~, %VAR%, $VAR) and bare names in location mappings; give every win32 and darwin ` +
		`block a version source when requires.min_version is set; write requires.app as a JSON boolean and ` +
		`min_version as a dotted numeric string; give liveness a kind of "static", "interactive_session" ` +
		`or "server_json" (with path and fields url, token, pid).`,
	Bad: `plugin.json:
{"extensions": {"com.nousresearch.hermes": {"servers": {"blender": {
  "app": {"macos": {"presence": "bundle", "location": "Blender.app"}},
  "requires": {"app": "true", "min_version": 5.1}
}}}}}`,
	Good: `plugin.json:
{"extensions": {"com.nousresearch.hermes": {"servers": {"blender": {
  "app": {"darwin": {"presence": "bundle",
                     "location": [{"kind": "app_bundle", "name": "Blender.app"}],
                     "version": {"kind": "plist"}}},
  "requires": {"app": true, "min_version": "5.1"}
}}}}}`,
}

// appLocationKind describes a location mapping kind: the only OS it is
// valid under (or any), the key naming what to look for, and the presence
// it yields.
type appLocationKind struct {
	only, key, presence string
}

// appLocationKindOf looks up a location mapping kind.
func appLocationKindOf(kind string) (appLocationKind, bool) {
	switch kind {
	case "command":
		return appLocationKind{"", "name", "executable"}, true
	case "uninstall_registry":
		return appLocationKind{"win32", "display_name_prefix", "executable"}, true
	case "app_bundle":
		return appLocationKind{"darwin", "name", "bundle"}, true
	case "flatpak":
		return appLocationKind{"linux", "app_id", "executable"}, true
	case "snap":
		return appLocationKind{"linux", "name", "executable"}, true
	}
	return appLocationKind{}, false
}

const appLocationKindList = `"app_bundle", "command", "flatpak", "snap", "uninstall_registry"`

// appVersionKind gives the only OS a version kind is valid under ("" for
// any), and whether the kind exists.
func appVersionKind(kind string) (only string, ok bool) {
	switch kind {
	case "pe_resource", "uninstall_registry":
		return "win32", true
	case "plist":
		return "darwin", true
	case "none":
		return "", true
	}
	return "", false
}

// appMinVersion is Hermes's ^\d+(\.\d+)*$, where Python's \d is any
// Unicode decimal digit. It is compiled on first use: only a package
// declaring requires.min_version needs it.
var appMinVersion = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^\p{Nd}+(?:\.\p{Nd}+)*$`)
})

// appCheck reports the problems of one declaration.
type appCheck struct {
	p    *Pass
	f    *model.JSONFile
	name string
}

// appOS is what the requires check needs to know about one OS block.
type appOS struct {
	m *pyjson.Member
	// versionKind is the block's version kind; "" when it cannot be told
	// because the block or its version is broken.
	versionKind string
	// versionAt is the explicit "none" kind or version, if written.
	versionAt *pyjson.Value
}

func runAppDeclaration(p *Pass) error {
	for _, d := range p.Pkg.Declarations() {
		if d.Value.Kind != pyjson.Object {
			continue // PL200 or PL201
		}
		c := &appCheck{p: p, f: p.Pkg.Manifest, name: d.Key}
		app, req, live := d.Value.Member("app"), d.Value.Member("requires"), d.Value.Member("liveness")
		if live != nil && app == nil && req == nil {
			p.Reportf(AtKey(c.f, live), "server declaration %q has liveness without app or requires; %s",
				d.Key, declRejects)
		}
		var blocks []appOS
		appOK := false
		if app != nil && app.Value.Kind != pyjson.Null {
			blocks, appOK = c.app(app.Value)
		}
		if req != nil && req.Value.Kind != pyjson.Null {
			c.requires(req.Value, app != nil && app.Value.Kind != pyjson.Null, appOK, blocks)
		}
		if live != nil && live.Value.Kind != pyjson.Null {
			c.liveness(live)
		}
	}
	return nil
}

func (c *appCheck) fail(loc Loc, format string, args ...any) {
	c.p.Reportf(loc, "server declaration %q: %s; %s", c.name, fmt.Sprintf(format, args...), declRejects)
}

// advise reports a mistake Hermes does not refuse at load time but that
// leaves the declaration unusable at run time.
func (c *appCheck) advise(loc Loc, format string, args ...any) {
	c.p.Report(Finding{Loc: loc, Class: Advice, Level: Warning, Message: fmt.Sprintf(
		"server declaration %q: %s; Hermes loads the package but cannot use this liveness declaration when it checks the server is running",
		c.name, fmt.Sprintf(format, args...))})
}

// crash reports input on which Hermes's own loader raises an exception
// instead of a clean error; the package is refused all the same.
func (c *appCheck) crash(v *pyjson.Value, label string) {
	c.p.Reportf(AtValue(c.f, v), "server declaration %q: %s is %s, not a string: Hermes fails on this and rejects the whole package",
		c.name, label, words.Kind(v))
}

func (c *appCheck) app(v *pyjson.Value) (blocks []appOS, ok bool) {
	if v.Kind != pyjson.Object {
		c.fail(AtValue(c.f, v), "app must be an object of OS blocks (win32, darwin, linux), not %s", words.Kind(v))
		return nil, false
	}
	ms := v.Effective()
	if len(ms) == 0 {
		c.fail(AtValue(c.f, v), "app needs at least one OS block (win32, darwin or linux)")
		return nil, false
	}
	for _, m := range ms {
		if !appIsOS(m.Key) {
			c.fail(AtKey(c.f, m), "app has unknown OS key %q (%s)", m.Key, appOSHint(m.Key))
		}
	}
	for _, m := range ms {
		if appIsOS(m.Key) {
			blocks = append(blocks, c.os(m))
		}
	}
	return blocks, true
}

func appOSHint(k string) string {
	low := strings.ToLower(strings.TrimSpace(k))
	switch low {
	case "mac", "macos", "osx", "macosx", "apple", "darwin":
		return `did you mean "darwin"?`
	case "windows", "win", "win64", "win32", "windows32":
		return `did you mean "win32"?`
	case "linux", "ubuntu", "debian", "unix", "gnu/linux":
		return `did you mean "linux"?`
	case "presence", "location", "version", "liveness":
		return fmt.Sprintf("%q belongs inside an OS block, such as app.linux.%s", low, low)
	case "trust":
		return "trust belongs directly in the declaration, beside app"
	}
	return "use win32, darwin or linux"
}

func (c *appCheck) os(m *pyjson.Member) appOS {
	osf, b := m.Key, m.Value
	out := appOS{m: m}
	if b.Kind != pyjson.Object {
		c.fail(AtValue(c.f, b), "app.%s must be an object with presence and location, not %s", osf, words.Kind(b))
		return out
	}
	presence := ""
	switch pm := b.Member("presence"); {
	case pm == nil:
		c.fail(AtKey(c.f, m), `app.%s.presence is required ("executable" or "bundle")`, osf)
	case pm.Value.Kind == pyjson.String && (pm.Value.Str == "executable" || pm.Value.Str == "bundle"):
		presence = pm.Value.Str
	default:
		hint := ""
		if pm.Value.Kind == pyjson.String {
			if s := declNearest(pm.Value.Str, []string{"executable", "bundle"}, 3); s != "" {
				hint = fmt.Sprintf(" (did you mean %q?)", s)
			}
		}
		c.fail(AtValue(c.f, pm.Value), `app.%s.presence must be "executable" or "bundle"%s`, osf, hint)
	}
	label := "app." + osf + ".location"
	switch lm := b.Member("location"); {
	case lm == nil:
		c.fail(AtKey(c.f, m), "%s is required (a path, or a list of paths and mappings)", label)
	case lm.Value.Kind == pyjson.String:
		c.location(osf, presence, label, lm.Value)
	case lm.Value.Kind == pyjson.Array && len(lm.Value.Items) == 0:
		c.fail(AtValue(c.f, lm.Value), "%s is required, but the list is empty", label)
	case lm.Value.Kind == pyjson.Array:
		for i, item := range lm.Value.Items {
			c.location(osf, presence, fmt.Sprintf("%s[%d]", label, i), item)
		}
	case lm.Value.Kind == pyjson.Object:
		c.fail(AtValue(c.f, lm.Value), "%s must be a path or a list; a single mapping is not read (put it in a list: [{...}])", label)
	default:
		c.fail(AtValue(c.f, lm.Value), "%s must be a path or a list of paths and mappings, not %s", label, words.Kind(lm.Value))
	}
	out.versionKind = c.version(osf, b.Member("version"), &out)
	c.osLiveness(osf, b.Member("liveness"))
	return out
}

// location checks one location: a rooted path or a kind mapping.
func (c *appCheck) location(osf, presence, label string, v *pyjson.Value) {
	switch v.Kind {
	case pyjson.String:
		path := declStrip(v.Str)
		if path == "" {
			c.fail(AtValue(c.f, v), "%s is an empty path", label)
		} else if why := appPathProblem(path, osf); why != "" {
			c.fail(AtValue(c.f, v), "%s %q %s", label, v.Str, why)
		}
		return
	case pyjson.Object:
	default:
		c.fail(AtValue(c.f, v), "%s must be a path or a mapping with a kind, not %s", label, words.Kind(v))
		return
	}
	km := v.Member("kind")
	if km == nil {
		c.fail(AtValue(c.f, v), "%s needs a kind, one of %s", label, appLocationKindList)
		return
	}
	if km.Value.Kind == pyjson.Array || km.Value.Kind == pyjson.Object {
		c.crash(km.Value, label+".kind")
		return
	}
	kind, ok := appLocationKindOf(km.Value.Str)
	if km.Value.Kind != pyjson.String || !ok {
		c.fail(AtValue(c.f, km.Value), "%s.kind must be one of %s", label, appLocationKindList)
		return
	}
	switch {
	case kind.only != "" && kind.only != osf:
		c.fail(AtValue(c.f, km.Value), "%s kind %q is only valid under app.%s", label, km.Value.Str, kind.only)
	case presence != "" && kind.presence != presence:
		c.fail(AtValue(c.f, km.Value), "%s kind %q needs app.%s.presence %q", label, km.Value.Str, osf, kind.presence)
	}
	switch nm := v.Member(kind.key); {
	case nm == nil:
		c.fail(AtValue(c.f, v), "%s needs %q, the bare name to look for", label, kind.key)
	case !appRelName(nm.Value, false):
		c.fail(AtValue(c.f, nm.Value), `%s.%s must be a bare name (no "/", "\", ":" or "..")`, label, kind.key)
	}
	if km.Value.Str == "uninstall_registry" {
		if fm := v.Member("file"); fm != nil && !appRelName(fm.Value, true) {
			c.fail(AtValue(c.f, fm.Value), "%s.file must be a relative path inside the install folder", label)
		}
	}
}

// appPathProblem says why Hermes refuses a location path on an OS, or "".
func appPathProblem(path, osf string) string {
	for _, seg := range strings.Split(strings.ReplaceAll(path, `\`, "/"), "/") {
		if seg == ".." {
			return `must not contain a ".." segment`
		}
	}
	switch {
	case strings.Contains(path, "://"):
		return "must be a file path, not a URL"
	case strings.Contains(path, "**"):
		return `must not contain "**" (a single * may stand for a versioned folder)`
	case strings.HasPrefix(path, "~") || strings.HasPrefix(path, "%") || strings.HasPrefix(path, "$"):
		return ""
	case osf == "win32":
		if len(path) >= 3 && path[1] == ':' && (path[2] == '\\' || path[2] == '/') &&
			(('a' <= path[0] && path[0] <= 'z') || ('A' <= path[0] && path[0] <= 'Z')) {
			return ""
		}
		return `must be absolute under win32: start with a drive such as C:\, or with ~, %VAR% or $VAR`
	case strings.HasPrefix(path, "/"):
		return ""
	}
	return "must be absolute: start with /, ~, %VAR% or $VAR"
}

// appRelName is Hermes's bare-name test (allowDirs false) and relative
// path test (allowDirs true), with surrounding whitespace stripped first.
func appRelName(v *pyjson.Value, allowDirs bool) bool {
	if v.Kind != pyjson.String {
		return false
	}
	s := declStrip(v.Str)
	if s == "" || strings.Contains(s, "://") {
		return false
	}
	parts := strings.Split(strings.ReplaceAll(s, `\`, "/"), "/")
	for _, p := range parts {
		if p == ".." || p == "" {
			return false
		}
	}
	return (allowDirs || len(parts) == 1) && !strings.Contains(parts[0], ":")
}

// version checks an OS block's version source and returns its kind ("" when
// it cannot be told).
func (c *appCheck) version(osf string, vm *pyjson.Member, out *appOS) string {
	if vm == nil || !declTruthy(vm.Value) {
		return "none" // Hermes reads any falsy version as {"kind": "none"}
	}
	v := vm.Value
	if v.Kind != pyjson.Object {
		hint := ""
		if v.Kind == pyjson.String {
			if _, ok := appVersionKind(v.Str); ok {
				hint = fmt.Sprintf(` (write {"kind": %q})`, v.Str)
			}
		}
		c.fail(AtValue(c.f, v), "app.%s.version must be an object, not %s%s", osf, words.Kind(v), hint)
		return ""
	}
	km := v.Member("kind")
	if km == nil {
		out.versionAt = v
		return "none"
	}
	k := km.Value
	if k.Kind == pyjson.Array || k.Kind == pyjson.Object {
		c.crash(k, "app."+osf+".version.kind")
		return ""
	}
	only, ok := appVersionKind(k.Str)
	if k.Kind != pyjson.String || !ok {
		c.fail(AtValue(c.f, k), `app.%s.version.kind must be one of "none", "pe_resource", "plist", "uninstall_registry"`, osf)
		return ""
	}
	if only != "" && only != osf {
		c.fail(AtValue(c.f, k), "app.%s.version.kind %q is only valid under app.%s", osf, k.Str, only)
	}
	if k.Str == "uninstall_registry" {
		if dm := v.Member("display_name_prefix"); dm == nil || !declTruthy(dm.Value) {
			at := k
			if dm != nil {
				at = dm.Value
			}
			c.fail(AtValue(c.f, at), "app.%s.version.display_name_prefix is required for uninstall_registry", osf)
		}
	}
	if k.Str == "none" {
		out.versionAt = k
	}
	return k.Str
}

// osLiveness checks an OS block's liveness: kind server_json (with a path)
// or none.
func (c *appCheck) osLiveness(osf string, lm *pyjson.Member) {
	if lm == nil || !declTruthy(lm.Value) {
		return
	}
	v := lm.Value
	if v.Kind != pyjson.Object {
		c.fail(AtValue(c.f, v), "app.%s.liveness must be an object, not %s", osf, words.Kind(v))
		return
	}
	km := v.Member("kind")
	if km == nil {
		return // kind defaults to none
	}
	if km.Value.Kind != pyjson.String || (km.Value.Str != "server_json" && km.Value.Str != "none") {
		c.fail(AtValue(c.f, km.Value), `app.%s.liveness.kind must be "server_json" or "none"`, osf)
		return
	}
	if km.Value.Str == "server_json" {
		if pm := v.Member("path"); pm == nil || !declTruthy(pm.Value) {
			at := km.Value
			if pm != nil {
				at = pm.Value
			}
			c.fail(AtValue(c.f, at), "app.%s.liveness.path is required for server_json", osf)
		}
	}
}

// requires checks the requires block against the app block.
func (c *appCheck) requires(v *pyjson.Value, hasApp, appOK bool, blocks []appOS) {
	if v.Kind != pyjson.Object {
		c.fail(AtValue(c.f, v), "requires must be an object, not %s", words.Kind(v))
		return
	}
	for _, m := range v.Effective() {
		if m.Key != "app" && m.Key != "min_version" {
			c.fail(AtKey(c.f, m), "requires has unknown key %q (%s)", m.Key, appRequiresHint(m.Key))
		}
	}
	needsApp, appKnown := false, true
	am := v.Member("app")
	if am != nil {
		if am.Value.Kind == pyjson.Bool {
			needsApp = am.Value.Bool
		} else {
			appKnown = false
			hint := ""
			if am.Value.Kind == pyjson.String && (am.Value.Str == "true" || am.Value.Str == "false") {
				hint = fmt.Sprintf(" (write %s without quotes)", am.Value.Str)
			}
			c.fail(AtValue(c.f, am.Value), "requires.app must be true or false, not %s%s", words.Kind(am.Value), hint)
		}
	}
	if needsApp && !hasApp {
		c.fail(AtValue(c.f, am.Value), "requires.app is true but the declaration has no app block")
	}
	mv := v.Member("min_version")
	if mv == nil || mv.Value.Kind == pyjson.Null {
		return
	}
	if mv.Value.Kind != pyjson.String || !appMinVersion().MatchString(mv.Value.Str) {
		hint := ""
		if mv.Value.Kind == pyjson.Number {
			hint = fmt.Sprintf(" (write it as a string: %q)", mv.Value.Str)
		}
		c.fail(AtValue(c.f, mv.Value), `requires.min_version must be a dotted numeric string such as "5.1"%s`, hint)
	}
	if !needsApp {
		if appKnown {
			c.fail(AtValue(c.f, mv.Value), `requires.min_version needs "requires.app": true`)
		}
		return
	}
	if !appOK {
		return
	}
	sorted := append([]appOS(nil), blocks...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].m.Key < sorted[j].m.Key })
	for _, b := range sorted {
		if b.versionKind != "none" || (b.m.Key == "linux" && len(blocks) > 1) {
			continue
		}
		loc := AtKey(c.f, b.m)
		if b.versionAt != nil {
			loc = AtValue(c.f, b.versionAt)
		}
		if b.m.Key == "linux" {
			c.fail(loc, "requires.min_version needs a version source under app.linux, and Linux has none: "+
				"a Linux-only app cannot have a min_version")
			continue
		}
		c.fail(loc, `requires.min_version needs a version source under app.%s (its version kind is "none")`, b.m.Key)
	}
}

func appRequiresHint(k string) string {
	switch strings.ToLower(strings.TrimSpace(k)) {
	case "trust":
		return "trust belongs directly in the declaration, beside requires"
	case "minversion", "min-version", "version", "min_ver", "minimum_version":
		return `did you mean "min_version"?`
	}
	if s := declNearest(k, []string{"app", "min_version"}, 2); s != "" {
		return fmt.Sprintf("did you mean %q?", s)
	}
	return "allowed: app, min_version"
}

// liveness checks the server-level liveness block: an object, or Hermes
// rejects the package; its contents are what Hermes's run-time parser
// accepts, or the declaration is unusable (advice).
func (c *appCheck) liveness(lm *pyjson.Member) {
	v := lm.Value
	if v.Kind != pyjson.Object {
		c.fail(AtValue(c.f, v), "liveness must be an object, not %s", words.Kind(v))
		return
	}
	// Past that, Hermes stores the block as it is at load time and reads
	// it only when it checks the server is running: what is wrong in it
	// is advice.
	km := v.Member("kind")
	if km == nil {
		c.advise(AtValue(c.f, v), `liveness needs a kind: "static", "interactive_session" or "server_json"`)
		return
	}
	kind := km.Value
	if kind.Kind != pyjson.String {
		c.advise(AtValue(c.f, kind), `liveness kind must be "static", "interactive_session" or "server_json", not %s`, words.Kind(kind))
		return
	}
	switch kind.Str {
	case "static", "interactive_session":
		for _, m := range v.Effective() {
			if m.Key != "kind" {
				c.advise(AtKey(c.f, m), "%s liveness accepts only %q, not %q", kind.Str, "kind", m.Key)
			}
		}
	case "server_json":
		c.serverJSON(lm, v)
	default:
		c.advise(AtValue(c.f, kind), `unknown liveness kind %q (use "static", "interactive_session" or "server_json")`, kind.Str)
	}
}

func (c *appCheck) serverJSON(lm *pyjson.Member, v *pyjson.Value) {
	for _, m := range v.Effective() {
		if m.Key != "kind" && m.Key != "path" && m.Key != "fields" {
			c.advise(AtKey(c.f, m), "server_json liveness has unknown key %q (allowed: kind, path, fields)", m.Key)
		}
	}
	switch pm := v.Member("path"); {
	case pm == nil:
		c.advise(AtKey(c.f, lm), "server_json liveness needs a non-empty path")
	case pm.Value.Kind != pyjson.String || declStrip(pm.Value.Str) == "":
		c.advise(AtValue(c.f, pm.Value), "server_json liveness path must be a non-empty string")
	}
	fm := v.Member("fields")
	switch {
	case fm == nil:
		c.advise(AtKey(c.f, lm), "server_json liveness needs fields naming url, token and pid")
		return
	case fm.Value.Kind != pyjson.Object:
		c.advise(AtValue(c.f, fm.Value), "server_json liveness fields must be an object naming url, token and pid, not %s",
			words.Kind(fm.Value))
		return
	}
	var missing []string
	for _, k := range []string{"url", "token", "pid"} {
		if !fm.Value.Has(k) {
			missing = append(missing, strconv.Quote(k))
		}
	}
	if len(missing) > 0 {
		c.advise(AtValue(c.f, fm.Value), "server_json liveness fields must name url, token and pid (missing %s)",
			strings.Join(missing, ", "))
	}
	for _, m := range fm.Value.Effective() {
		switch m.Key {
		case "url", "token", "pid":
			if m.Value.Kind != pyjson.String || declStrip(m.Value.Str) == "" {
				c.advise(AtValue(c.f, m.Value), "server_json liveness fields.%s must be a non-empty key name", m.Key)
			}
		default:
			c.advise(AtKey(c.f, m), "server_json liveness fields has unknown key %q (allowed: url, token, pid)", m.Key)
		}
	}
}

// declTruthy is Python's truth value of a JSON value.
func declTruthy(v *pyjson.Value) bool {
	switch v.Kind {
	case pyjson.Null:
		return false
	case pyjson.Bool:
		return v.Bool
	case pyjson.Number:
		if v.NonFinite {
			return true
		}
		f, err := strconv.ParseFloat(v.Str, 64)
		return err != nil || f != 0
	case pyjson.String:
		return v.Str != ""
	case pyjson.Array:
		return len(v.Items) > 0
	}
	return len(v.Members) > 0
}
