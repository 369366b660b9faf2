package rules

import (
	"github.com/pluglint/pluglint/rules/inventory"
	"github.com/pluglint/pluglint/rules/lock"
	"github.com/pluglint/pluglint/rules/model"
	"github.com/pluglint/pluglint/rules/pyjson"
)

// LockOf returns what `pluglint lock` would write for the package now:
// for each server Hermes loads, its launch, the trust the package gives
// it (the user's config.yaml, which can replace it, is not the package)
// and the hash of its tools in the inventory. PL511 compares it with the
// lock file; the release diff reads the launches.
func LockOf(pkg *model.Package, o *Outcome) *lock.File {
	f := &lock.File{Version: lock.Version, Servers: make(map[string]lock.Server, len(o.Servers))}
	inv := inventory.Parse(pkg)
	for _, s := range o.Servers {
		e := lock.Server{Launch: lock.Launch(s.Member.Value), Trust: PackageTrust(s)}
		if is := inv.Server(s.Name); is != nil {
			if tools := is.Member.Value.Get("tools"); tools != nil {
				h := lock.InventoryHash(tools)
				e.InventorySha256 = &h
			}
		}
		f.Servers[s.Name] = e
	}
	return f
}

// PackageTrust is the trust the package itself gives a server: its
// plugin.json declaration's, whatever the user's config.yaml says.
func PackageTrust(s *Server) string {
	if s.TrustSource != model.TrustFromConfig {
		return s.Trust
	}
	if s.Decl != nil {
		if t := s.Decl.Value.Get("trust"); t != nil && t.Kind == pyjson.String && t.Str == model.TrustUntrusted {
			return model.TrustUntrusted
		}
	}
	return model.TrustFull
}
