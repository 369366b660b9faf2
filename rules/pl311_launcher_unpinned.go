package rules

import "github.com/pluglint/pluglint/rules/launch"

// LauncherUnpinned reports stdio servers whose launcher fetches a package,
// image or repository without pinning its version, digest or commit.
var LauncherUnpinned = &Rule{
	ID: "PL311", Name: "launcher-unpinned", Level: Warning, Class: Advice, Security: true,
	SecuritySeverity: "5.0", Precision: "high", Doc: launcherUnpinnedDoc, Run: runLauncherUnpinned,
}

var launcherUnpinnedDoc = Doc{
	Title: "stdio server launcher fetches a package, image or repository without pinning it",
	Why: "npx (and npm exec, pnpm dlx, yarn dlx), bunx, uvx, pipx run and docker run, also when started through Windows' \"cmd /c\", " +
		"fetch what they run each time the server starts, when it is not cached. Without an exact version (\"name@1.4.2\", \"name==1.4.2\"), an image digest " +
		"(\"image@sha256:…\") or a git commit, what runs is whatever was published last: the code a " +
		"reviewer approved can change under every user without the package changing, and one compromised " +
		"release of the server reaches everyone who installed the package. A range, a dist-tag such as " +
		"@latest, a docker tag and a git branch or tag all move.",
	Fix: "Pin what the launcher fetches: an exact npm version (\"mcp-foo@1.4.2\"), an exact Python version " +
		"(\"mcp-foo==1.4.2\", or \"mcp-foo@1.4.2\" for uvx), an image digest (\"ghcr.io/acme/mcp:1.2@sha256:…\", " +
		"from docker buildx imagetools inspect or the registry), or a commit for git sources " +
		"(\"git+https://…@<commit>\" for uvx and pipx, \"github:owner/repo#<commit>\" for npx). Then " +
		"`pluglint lock` records it.",
	Bad: "mcp.json:\n{\"mcpServers\": {\"trade\": {\"type\": \"stdio\", \"command\": \"npx\",\n" +
		"  \"args\": [\"-y\", \"@acme/trade-mcp@latest\"]}}}",
	Good: "mcp.json:\n{\"mcpServers\": {\"trade\": {\"type\": \"stdio\", \"command\": \"npx\",\n" +
		"  \"args\": [\"-y\", \"@acme/trade-mcp@1.4.2\"]}}}",
}

func runLauncherUnpinned(p *Pass) error {
	for _, m := range p.Pkg.ServerMembers() {
		l, items := launch.Server(m.Value)
		if l == nil {
			continue
		}
		for _, r := range l.Unpinned() {
			how, what := "launches", l.Written
			if r.With {
				how, what = "installs", l.Written+" --with"
			}
			pin := "pin it"
			if r.Kind == launch.Image {
				pin = "pin its digest"
			}
			p.Reportf(AtValue(p.Pkg.MCP, items[r.Arg]), "server %q %s %q with %s, which %s; %s, as %q",
				m.Key, how, r.Spec, what, r.Problem, pin, r.Pin)
		}
	}
	return nil
}
