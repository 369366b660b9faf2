package release

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/pluglint/pluglint/rules/launch"
	"github.com/pluglint/pluglint/rules/model"
)

// Effect is how a change moves what the package can do.
type Effect string

// Effects, in the order reports list them.
const (
	Widens  Effect = "widens"
	Narrows Effect = "narrows"
	Neutral Effect = "neutral"
)

// Change kinds: stable names, in JSON and in the docs.
const (
	KindPackage      = "package"       // a package appears or vanishes (catalogs)
	KindVerdict      = "verdict"       // loads ↔ rejected
	KindServer       = "server"        // a server appears or vanishes
	KindSkill        = "skill"         // a skill appears or vanishes
	KindTrust        = "trust"         // effective trust changes
	KindTrustOrphan  = "trust-orphan"  // a gated server renamed out from under its declaration
	KindWrite        = "write"         // the write-capability verdict changes
	KindWriteTool    = "write-tool"    // a write-capable tool appears or vanishes in the inventory
	KindReadOnlyHint = "readonly-hint" // a tool's readOnlyHint turns true or stops being true
	KindHost         = "remote-host"   // a remote URL host appears or changes
	KindLauncher     = "launcher"      // the command or launcher changes
	KindPin          = "launch-pin"    // a launch is unpinned, pinned, or moves version or digest
	KindCredential   = "credential-env"
	KindApproval     = "skill-approval" // a skill starts or stops asking before acting
)

// Change is one difference in what a package lets Hermes do.
type Change struct {
	Package string // the package directory as shown (NEW's, or OLD's when it vanished)
	Kind    string
	Effect  Effect
	Subject string // the server, skill or tool it concerns
	Message string
	// Evidence is what was and what is, briefly.
	Evidence string
	// At is where the change is: in NEW, or in OLD for what vanished.
	At Place
}

// Diff is the changes between two versions of one or more packages.
type Diff struct {
	Packages int // packages compared (present on either side)
	Changes  []Change
}

// Widens reports whether any change widens what a package can do.
func (d *Diff) Widens() bool {
	for _, c := range d.Changes {
		if c.Effect == Widens {
			return true
		}
	}
	return false
}

// Count returns how many changes have the effect.
func (d *Diff) Count(e Effect) int {
	n := 0
	for _, c := range d.Changes {
		if c.Effect == e {
			n++
		}
	}
	return n
}

// Pair is one package on both sides; Old or New is nil when it vanished
// or appeared.
type Pair struct {
	Old, New *Summary
}

// Compare diffs pairs of packages and sorts the changes (package, then
// widening first, then where).
func Compare(pairs []Pair) *Diff {
	d := &Diff{Packages: len(pairs)}
	for _, p := range pairs {
		d.Changes = append(d.Changes, comparePackage(p.Old, p.New)...)
	}
	order := map[Effect]int{Widens: 0, Narrows: 1, Neutral: 2}
	slices.SortStableFunc(d.Changes, func(a, b Change) int {
		return cmp.Or(strings.Compare(a.Package, b.Package), cmp.Compare(order[a.Effect], order[b.Effect]),
			a.At.less(b.At), strings.Compare(a.Kind, b.Kind), strings.Compare(a.Message, b.Message))
	})
	return d
}

func comparePackage(old, cur *Summary) []Change {
	var out []Change
	add := func(c Change) { out = append(out, c) }
	switch {
	case old == nil && cur == nil:
		return nil
	case old == nil:
		msg := fmt.Sprintf("new package; Hermes loads it (%s, %s)", count(len(cur.Servers), "server"), count(len(cur.Skills), "skill"))
		e := Widens
		if cur.Rejected {
			e, msg = Neutral, "new package; Hermes rejects it, so nothing in it loads"
		}
		add(Change{Package: cur.Dir, Kind: KindPackage, Effect: e, At: Place{File: cur.Dir}, Message: msg})
		old = &Summary{Dir: cur.Dir, Rejected: true}
		if cur.Rejected {
			return out
		}
	case cur == nil:
		add(Change{Package: old.Dir, Kind: KindPackage, Effect: Narrows, At: Place{File: old.Dir}, Message: "package removed"})
		return out
	}
	pkg := cur.Dir
	switch {
	case old.Rejected && !cur.Rejected:
		if old.Servers != nil { // not a new package
			add(Change{
				Package: pkg, Kind: KindVerdict, Effect: Widens, At: Place{File: pkg},
				Message: "Hermes now loads the package; it rejected it before", Evidence: "was: " + old.Cause,
			})
		}
		// Nothing loaded before: everything that loads now is new.
		old = &Summary{Dir: old.Dir, Rejected: true}
	case !old.Rejected && cur.Rejected:
		add(Change{
			Package: pkg, Kind: KindVerdict, Effect: Narrows, At: Place{File: pkg},
			Message: "Hermes now rejects the package; nothing in it loads", Evidence: cur.Cause,
		})
		return out // nothing loads: the rest does not matter to Hermes
	case old.Rejected && cur.Rejected:
		return out
	}
	for _, name := range sortedKeys(cur.Servers) {
		s := cur.Servers[name]
		if o := old.Servers[name]; o != nil {
			out = append(out, compareServer(pkg, o, s)...)
			continue
		}
		out = append(out, addedServer(pkg, old, cur, s)...)
	}
	for _, name := range sortedKeys(old.Servers) {
		if cur.Servers[name] == nil {
			o := old.Servers[name]
			add(Change{
				Package: pkg, Kind: KindServer, Effect: Narrows, Subject: name, At: o.At,
				Message: fmt.Sprintf("server %q removed", name),
			})
		}
	}
	for _, name := range sortedKeys(cur.Skills) {
		s, o := cur.Skills[name], old.Skills[name]
		if o == nil {
			msg := fmt.Sprintf("new skill %q", name)
			if s.Asks {
				msg += "; it asks the user before acting"
			}
			add(Change{Package: pkg, Kind: KindSkill, Effect: Widens, Subject: name, At: s.At, Message: msg})
			continue
		}
		switch {
		case s.Asks && !o.Asks:
			add(Change{
				Package: pkg, Kind: KindApproval, Effect: Narrows, Subject: name, At: s.AsksAt,
				Message: fmt.Sprintf("skill %q now tells the model to ask the user before acting", name), Evidence: quote(s.AsksWhat),
			})
		case !s.Asks && o.Asks:
			add(Change{
				Package: pkg, Kind: KindApproval, Effect: Widens, Subject: name, At: s.At,
				Message: fmt.Sprintf("skill %q no longer tells the model to ask the user before acting", name), Evidence: "was: " + quote(o.AsksWhat),
			})
		}
	}
	for _, name := range sortedKeys(old.Skills) {
		if cur.Skills[name] == nil {
			add(Change{
				Package: pkg, Kind: KindSkill, Effect: Narrows, Subject: name, At: old.Skills[name].At,
				Message: fmt.Sprintf("skill %q removed", name),
			})
		}
	}
	return out
}

// addedServer describes a server that is new in the package: what it
// runs and at what trust, and whether a gated server was renamed out
// from under its declaration.
func addedServer(pkg string, old, cur *Summary, s *ServerSummary) []Change {
	var out []Change
	how := "runs at full trust: Hermes lets the model call its tools without asking"
	if s.Trust == model.TrustUntrusted {
		how = "is untrusted: every call asks the user"
	}
	runs := ""
	if l := s.launchString(); l != "" {
		runs = fmt.Sprintf(" (runs %q)", l)
	} else if s.Host != "" {
		runs = fmt.Sprintf(" (at %s)", s.Host)
	}
	out = append(out, Change{
		Package: pkg, Kind: KindServer, Effect: Widens, Subject: s.Name, At: s.At,
		Message: fmt.Sprintf("new server %q%s %s", s.Name, runs, how), Evidence: writeEvidence(s),
	})
	// A gated server that is gone, replaced by one that runs the same
	// thing at full trust: renamed out from under the trust that gated it
	// (the user's config.yaml keys it by name; a plugin.json declaration
	// left behind would have Hermes reject the package instead).
	if s.Trust != model.TrustUntrusted {
		for _, gone := range sortedKeys(old.Servers) {
			o := old.Servers[gone]
			if cur.Servers[gone] != nil || o.Trust != model.TrustUntrusted || !sameOrigin(o, s) {
				continue
			}
			from := "plugin.json's declaration"
			if o.TrustSource == model.TrustFromConfig {
				from = "the user's config.yaml entry"
			}
			out = append(out, Change{
				Package: pkg, Kind: KindTrustOrphan, Effect: Widens, Subject: s.Name, At: s.At,
				Message: fmt.Sprintf("server %q was renamed to %q: %s that made it untrusted names the old server, so %q runs at full trust",
					gone, s.Name, from, s.Name),
				Evidence: fmt.Sprintf("both run %q", orNone(s.origin())),
			})
		}
	}
	if s.Launch != nil {
		for _, r := range s.Launch.Unpinned() {
			out = append(out, Change{
				Package: pkg, Kind: KindPin, Effect: Widens, Subject: s.Name, At: s.At,
				Message: fmt.Sprintf("server %q launches %q with %s, which %s", s.Name, r.Spec, s.Launch.Written, r.Problem),
			})
		}
	}
	for _, k := range s.CredentialEnv {
		out = append(out, Change{
			Package: pkg, Kind: KindCredential, Effect: Widens, Subject: s.Name, At: s.At,
			Message: fmt.Sprintf("server %q is given the credential env key %q", s.Name, k),
		})
	}
	return out
}

// sameOrigin reports whether two servers run the same thing: the same
// launch or command, or the same remote host.
func sameOrigin(a, b *ServerSummary) bool {
	return a.origin() != "" && a.origin() == b.origin()
}

// origin is what a server runs or talks to.
func (s *ServerSummary) origin() string {
	if l := s.launchString(); l != "" {
		return l
	}
	return s.Host
}

// writeEvidence says why a server counts as write-capable, or nothing.
func writeEvidence(s *ServerSummary) string {
	if s.Write == WriteCapable {
		return "write-capable: " + s.Why
	}
	return ""
}

func compareServer(pkg string, o, s *ServerSummary) []Change {
	var out []Change
	add := func(kind string, e Effect, evidence, format string, args ...any) {
		out = append(out, Change{
			Package: pkg, Kind: kind, Effect: e, Subject: s.Name, At: s.At,
			Message: fmt.Sprintf(format, args...), Evidence: evidence,
		})
	}
	// Trust.
	switch {
	case o.Trust == model.TrustUntrusted && s.Trust != model.TrustUntrusted:
		why := "its declaration in plugin.json no longer says untrusted"
		if s.DeclAt.File == "" {
			why = "its untrusted declaration was removed from plugin.json"
		}
		at := s.At
		if s.DeclAt.File != "" {
			at = s.DeclAt
		}
		out = append(out, Change{
			Package: pkg, Kind: KindTrust, Effect: Widens, Subject: s.Name, At: at,
			Message:  fmt.Sprintf("server %q now runs at full trust: %s, so Hermes lets the model call its tools without asking", s.Name, why),
			Evidence: join(fmt.Sprintf("was untrusted (%s)", o.DeclAt), writeEvidence(s)),
		})
	case o.Trust != model.TrustUntrusted && s.Trust == model.TrustUntrusted:
		at := s.DeclAt
		if at.File == "" {
			at = s.At
		}
		out = append(out, Change{
			Package: pkg, Kind: KindTrust, Effect: Narrows, Subject: s.Name, At: at,
			Message: fmt.Sprintf("server %q is now untrusted: every call asks the user", s.Name),
		})
	}
	gated := s.Trust == model.TrustUntrusted
	// Write capability. A server whose trust changed is judged anew (the
	// package's words are weighed only for full-trust servers): the
	// trust change carries the verdict.
	trustChanged := (o.Trust == model.TrustUntrusted) != gated
	switch {
	case trustChanged:
	case s.Write == WriteCapable && o.Write != WriteCapable:
		e, how := Widens, "at full trust, so its writes run without asking"
		if gated {
			e, how = Neutral, "but it is untrusted, so every call asks"
		}
		add(KindWrite, e, s.Why, "server %q is now write-capable (was %s), %s", s.Name, o.Write, how)
	case o.Write == WriteCapable && s.Write == ReadOnly:
		add(KindWrite, Narrows, s.Why, "server %q is now read-only", s.Name)
	}
	// Inventory tools.
	if s.Tools != nil && o.Tools != nil {
		for _, name := range sortedKeys(s.Tools) {
			t, ot := s.Tools[name], o.Tools[name]
			at := t.At
			switch {
			case ot == nil && !t.ReadOnly:
				e, how := Widens, "without asking"
				if gated {
					how = "after the user approves"
				}
				out = append(out, Change{
					Package: pkg, Kind: KindWriteTool, Effect: e, Subject: s.Name + "/" + name, At: at,
					Message: fmt.Sprintf("server %q has a new write-capable tool %q (no readOnlyHint: true); Hermes lets the model call it %s", s.Name, name, how),
				})
			case ot != nil && !ot.ReadOnly && t.ReadOnly:
				e, how := Widens, "Hermes now skips its approval prompt"
				if !gated {
					e, how = Neutral, "the server runs at full trust, so nothing asked before either"
				}
				out = append(out, Change{
					Package: pkg, Kind: KindReadOnlyHint, Effect: e, Subject: s.Name + "/" + name, At: at,
					Message: fmt.Sprintf("tool %q of server %q now says readOnlyHint: true; %s", name, s.Name, how),
				})
			case ot != nil && ot.ReadOnly && !t.ReadOnly:
				e, how := Narrows, "Hermes now asks before each call"
				if !gated {
					e, how = Neutral, "the server runs at full trust, so nothing asks"
				}
				out = append(out, Change{
					Package: pkg, Kind: KindReadOnlyHint, Effect: e, Subject: s.Name + "/" + name, At: at,
					Message: fmt.Sprintf("tool %q of server %q no longer says readOnlyHint: true; %s", name, s.Name, how),
				})
			}
		}
		for _, name := range sortedKeys(o.Tools) {
			if s.Tools[name] == nil && !o.Tools[name].ReadOnly {
				out = append(out, Change{
					Package: pkg, Kind: KindWriteTool, Effect: Narrows, Subject: s.Name + "/" + name, At: o.Tools[name].At,
					Message: fmt.Sprintf("write-capable tool %q of server %q removed from the inventory", name, s.Name),
				})
			}
		}
	}
	// Origins: host, launcher, pin, credentials.
	if s.Host != o.Host && s.Host != "" {
		add(KindHost, Widens, "was: "+orNone(o.Host), "server %q now talks to %s", s.Name, s.Host)
	}
	for _, h := range s.ArgHosts {
		if !slices.Contains(o.ArgHosts, h) {
			add(KindHost, Widens, "was: "+orNone(strings.Join(o.ArgHosts, ", ")), "server %q now names the remote host %s in its arguments", s.Name, h)
		}
	}
	out = append(out, compareLaunch(pkg, o, s)...)
	for _, k := range s.CredentialEnv {
		if !slices.Contains(o.CredentialEnv, k) {
			add(KindCredential, Widens, "", "server %q is now given the credential env key %q", s.Name, k)
		}
	}
	for _, k := range o.CredentialEnv {
		if !slices.Contains(s.CredentialEnv, k) {
			add(KindCredential, Narrows, "", "server %q is no longer given the credential env key %q", s.Name, k)
		}
	}
	return out
}

// compareLaunch compares what a server runs: another launcher or
// command, a package unpinned or pinned, or moved to another version,
// digest or commit.
func compareLaunch(pkg string, o, s *ServerSummary) []Change {
	var out []Change
	add := func(kind string, e Effect, evidence, msg string) {
		out = append(out, Change{Package: pkg, Kind: kind, Effect: e, Subject: s.Name, At: s.At, Message: msg, Evidence: evidence})
	}
	was, now := o.launchString(), s.launchString()
	if was == now {
		return nil
	}
	evidence := fmt.Sprintf("was %q", was)
	oldL, newL := o.Launch, s.Launch
	if newL == nil || oldL == nil || oldL.Launcher != newL.Launcher || refName(oldL) != refName(newL) {
		if now == "" {
			return nil // a remote server now; its host is compared
		}
		add(KindLauncher, Widens, evidence, fmt.Sprintf("server %q now runs %q", s.Name, now))
		if newL != nil {
			for _, r := range newL.Unpinned() {
				add(KindPin, Widens, "", fmt.Sprintf("server %q launches %q with %s, which %s", s.Name, r.Spec, newL.Written, r.Problem))
			}
		}
		return out
	}
	// The same package: compare how it is pinned.
	oldPinned, newPinned := len(oldL.Unpinned()) == 0, len(newL.Unpinned()) == 0
	switch {
	case oldPinned && !newPinned:
		r := newL.Unpinned()[0]
		add(KindPin, Widens, evidence, fmt.Sprintf("server %q is no longer pinned: %q %s", s.Name, r.Spec, r.Problem))
	case !oldPinned && newPinned:
		add(KindPin, Narrows, evidence, fmt.Sprintf("server %q is now pinned: it runs %q", s.Name, now))
	default:
		add(KindPin, Neutral, evidence, fmt.Sprintf("server %q moves to %q: review what changed in %s", s.Name, now, refName(newL)))
	}
	return out
}

// refName names what a launch fetches first, without its version.
func refName(l *launch.Launch) string {
	if len(l.Refs) == 0 {
		return ""
	}
	return l.Refs[0].Name
}

// join joins the non-empty parts with "; ".
func join(parts ...string) string {
	var out []string
	for _, p := range parts {
		if p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, "; ")
}

func quote(s string) string {
	const limit = 120
	if r := []rune(s); len(r) > limit {
		s = string(r[:limit]) + "…"
	}
	return fmt.Sprintf("%q", s)
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

func sortedKeys[V any](m map[string]V) []string {
	return slices.Sorted(maps.Keys(m))
}
