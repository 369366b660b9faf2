package edit

import (
	"github.com/pluglint/pluglint/rules/model"
	"github.com/pluglint/pluglint/rules/pyjson"
)

// ForFile returns an editor for a package JSON file pluglint may write: a
// regular file inside the root (not a symlink, whose target another
// package may share), read and parsed; nil for any other.
func ForFile(jf *model.JSONFile) *Editor {
	if jf == nil || jf.File == nil || jf.State != model.Readable || jf.Link != "" || jf.Doc == nil || jf.Err != nil {
		return nil
	}
	return New(jf.Path, jf.Data, jf.Doc.Root)
}

// DeclareUntrusted plans "trust": "untrusted" in plugin.json (manifest)
// for the mcp.json server m (mcp edits mcp.json), creating the Hermes
// extension blocks that are missing. It returns no edit when the
// declaration already says "untrusted", and full when it says "full"
// (overriding that is the publisher's call, so such a fix is unsafe). ok
// is false where a level is not an object or the trust is something else
// (another rule's finding).
func DeclareUntrusted(manifest *model.JSONFile, m *pyjson.Member, mcp *Editor) (edits []Edit, full, ok bool) {
	e := ForFile(manifest)
	if e == nil {
		return nil, false, false
	}
	return e.Declare([]string{"extensions", model.HermesNamespace, "servers", m.Key}, mcp.KeyText(m),
		"trust", model.TrustUntrusted, model.TrustFull)
}
