package rules

import "github.com/pluglint/pluglint/rules/model"

// NativeManifestShadow reports plugin.yaml or plugin.yml beside
// plugin.json: Hermes then loads the directory as a native plugin and
// never reads plugin.json.
var NativeManifestShadow = &Rule{
	ID: "PL105", Name: "native-manifest-shadow", Level: Warning, Class: Advice,
	Precision: "very-high", Doc: nativeManifestShadowDoc, Run: runNativeManifestShadow,
}

var nativeManifestShadowDoc = Doc{
	Title: "plugin.yaml beside plugin.json makes Hermes ignore plugin.json",
	Why: "A directory holding plugin.yaml or plugin.yml is a native Hermes plugin. Hermes loads " +
		"it as one and ignores plugin.json entirely, so the portable package, its trust " +
		"declarations included, is dead in that directory even though every other client reads it.",
	Fix: "Remove plugin.yaml / plugin.yml from the portable package, or ship the native plugin " +
		"and the portable package in separate directories.",
	Bad:  "plugin.json\nplugin.yaml\nmcp.json",
	Good: "plugin.json\nmcp.json",
}

func runNativeManifestShadow(p *Pass) error {
	if p.Pkg.Manifest.Object() == nil {
		return nil
	}
	for _, f := range p.Pkg.Native {
		if f.State == model.Missing || f.State == model.Broken {
			continue
		}
		p.Reportf(AtFile(f.Path), "%s beside plugin.json: Hermes treats the directory as a native plugin and "+
			"ignores plugin.json entirely", f.Path)
	}
	return nil
}
