package rules

import (
	"fmt"
	"slices"

	"github.com/pluglint/pluglint/rules/lock"
	"github.com/pluglint/pluglint/rules/model"
	"github.com/pluglint/pluglint/rules/pyjson"
)

// LockDrift reports a package that no longer matches its
// .pluglint/lock.json.
var LockDrift = &Rule{
	ID: "PL511", Name: "lock-drift", Level: Warning, Class: Advice, Security: true,
	SecuritySeverity: "5.0", Precision: "very-high", Needs: []Need{NeedOutcome}, Doc: lockDriftDoc, Run: runLockDrift,
}

var lockDriftDoc = Doc{
	Title: "a launcher, trust or tool inventory differs from .pluglint/lock.json",
	Why: "The lock file records, per server, what a reviewer approved: the launcher with its pinned version " +
		"or digest (or the remote URL), the trust the package gives it, and a hash of its tool inventory. " +
		"When the package changes any of them without the lock being written again, what ships is not what " +
		"was reviewed: a new version of the server, a gate taken off, a new write tool.",
	Fix: "Review the change (`pluglint diff` shows what it lets the package do), then write the lock again " +
		"with `pluglint lock`. `pluglint fix` never rewrites the lock file: refreshing it is the reviewer's " +
		"decision.",
	Bad: "mcp.json:\n{\"mcpServers\": {\"trade\": {\"type\": \"stdio\", \"command\": \"npx\", \"args\": [\"@acme/trade-mcp@1.5.0\"]}}}\n" +
		".pluglint/lock.json:\n{\"version\": 1, \"servers\": {\"trade\": {\"launch\": \"npx @acme/trade-mcp@1.4.2\",\n" +
		"  \"trust\": \"full\", \"inventorySha256\": null}}}",
	Good: ".pluglint/lock.json (written by pluglint lock):\n{\"version\": 1, \"servers\": {\"trade\": {\"launch\": \"npx @acme/trade-mcp@1.5.0\",\n" +
		"  \"trust\": \"full\", \"inventorySha256\": null}}}",
}

// relock ends every message: what to do once the change is reviewed.
const relock = "review the change, then run pluglint lock"

func runLockDrift(p *Pass) error {
	lf := p.Pkg.Lock
	if lf == nil {
		return nil // no lock: nothing was recorded as reviewed
	}
	if lf.State != model.Readable {
		p.Reportf(AtFile(lf.Path), "lock file cannot be read (%s); run pluglint lock to write it again", lf.Detail)
		return nil
	}
	locked, err := lock.Parse(lf.Data)
	if err != nil {
		p.Reportf(AtFile(lf.Path), "lock file is not a version 1 lock file (%v); run pluglint lock to write it again", err)
		return nil
	}
	o := p.Outcome()
	now := LockOf(p.Pkg, o)
	entries := lockEntries(lf)
	at := func(name string) []Related {
		if m := entries[name]; m != nil {
			return []Related{{Loc: AtKey(lf, m), Message: fmt.Sprintf("locked here as %s", describeLocked(locked.Servers[name]))}}
		}
		return nil
	}
	for _, s := range o.Servers {
		cur := now.Servers[s.Name]
		was, ok := locked.Servers[s.Name]
		loc := AtKey(p.Pkg.MCP, s.Member)
		if !ok {
			p.Report(Finding{Loc: loc, Message: fmt.Sprintf("server %q is not in the lock file: nobody has reviewed it; %s", s.Name, relock)})
			continue
		}
		if cur.Launch != was.Launch {
			p.Report(Finding{Loc: loc, Related: at(s.Name), Message: fmt.Sprintf(
				"server %q launches %q, not %q as locked: what runs is not what was reviewed; %s", s.Name, cur.Launch, was.Launch, relock)})
		}
		if cur.Trust != was.Trust {
			p.Report(Finding{Loc: loc, Related: at(s.Name), Message: fmt.Sprintf(
				"server %q runs at %s trust, not %s as locked; %s", s.Name, cur.Trust, was.Trust, relock)})
		}
		if !sameHash(cur.InventorySha256, was.InventorySha256) {
			what := "its tools in the inventory changed since the lock"
			switch {
			case cur.InventorySha256 == nil:
				what = "it has no tools in the inventory, but the lock has a hash of some"
			case was.InventorySha256 == nil:
				what = "it has tools in the inventory, but the lock has none"
			}
			p.Report(Finding{Loc: loc, Related: at(s.Name), Message: fmt.Sprintf("server %q: %s; %s", s.Name, what, relock)})
		}
	}
	var gone []string
	for name := range locked.Servers {
		if _, ok := now.Servers[name]; !ok {
			gone = append(gone, name)
		}
	}
	slices.Sort(gone)
	for _, name := range gone {
		loc := AtFile(lf.Path)
		if m := entries[name]; m != nil {
			loc = AtKey(lf, m)
		}
		p.Reportf(loc, "server %q is in the lock file, but Hermes loads no server of that name from mcp.json; %s", name, relock)
	}
	return nil
}

// lockEntries indexes the lock file's server members, for placing
// findings.
func lockEntries(lf *model.JSONFile) map[string]*pyjson.Member {
	out := map[string]*pyjson.Member{}
	if obj := lf.Object(); obj != nil {
		for _, m := range obj.Get("servers").Effective() {
			out[m.Key] = m
		}
	}
	return out
}

func sameHash(a, b *string) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
}

// describeLocked says what the lock holds for a server, briefly.
func describeLocked(s lock.Server) string {
	return fmt.Sprintf("%q at %s trust", s.Launch, s.Trust)
}
